package printout

import (
	"bytes"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui/cards"
)

// The piece sheet's diagrams are the help cards' diagrams: a piece that captures
// differently from how it moves shows its captures on staged targets.
func TestSheetDiagramsComeFromTheCards(t *testing.T) {
	for _, tc := range []struct {
		game string
		kind pieces.Kind
	}{
		{"chess-2016", pieces.Tiger},       // moves as a Bishop, captures as a Knight
		{"clash-of-command", pieces.Brute}, // captures only
		{"pothole-chess", pieces.Car},
	} {
		e, err := games.Lookup(tc.game)
		if err != nil {
			t.Fatal(err)
		}
		job := Job{Game: e.Game, Config: rules.Config{Variant: e.Variant}}
		pc := cardOf(job, []string{"white", "black", "red", "blue"}, printTheme, sample{pieces.Piece{Kind: tc.kind, Facing: pieces.NoFacing}, "white"})
		if len(pc.diagrams) == 0 {
			t.Fatalf("%s %s: no card diagram (%s)", tc.game, tc.kind, pc.note)
		}
		captures := 0
		for _, d := range pc.diagrams {
			for _, tg := range d.scene.Targets {
				if tg.Capture {
					captures++
				}
			}
		}
		if captures == 0 {
			t.Errorf("%s %s: the sheet's diagrams show no capture", tc.game, tc.kind)
		}
		if pc.sentence == "" {
			t.Errorf("%s %s: no sentence from the card", tc.game, tc.kind)
		}
	}
}

// TestSheetShowsEveryTargetOfEveryCard: for every piece of every game, the printed sheet
// carries every diagram of its help card, in order, with the card's title and caption;
// each is drawn on the whole board (so no target is off the paper) with its edge labels;
// its marks are the card's targets and move-only squares; and each diagram's box lies
// inside the page's printable area, apart from the others. (The sheet used to print one
// diagram per piece, a round patch of board round the piece: the Griffin lost 8 of its
// 24 targets, the Cannon its Moves diagram.)
func TestSheetShowsEveryTargetOfEveryCard(t *testing.T) {
	for _, landscape := range []bool{false, true} {
		for _, e := range games.All() {
			j := job(t, e.ID)
			o := Options{What: Pieces, All: true, Landscape: landscape}.defaults()
			cols := colours(j.Game.Players(j.Config), o)
			kinds, err := kindsOf(j, true, cols)
			if err != nil {
				t.Fatal(err)
			}
			var pcs []pieceCard
			for _, k := range kinds {
				pcs = append(pcs, cardOf(j, cols, printTheme, k))
			}
			sh := layoutSheet(j, o, pcs)
			shown := 0
			pw, ph := o.PageSize()
			for pi, page := range sh.pages {
				var boxes [][4]float64
				for _, sl := range page {
					shown++
					if sl.y+sl.h > sh.area.y+sh.area.h+1e-6 && len(page) > 1 {
						t.Errorf("%s page %d: %s runs off the page", e.ID, pi+1, sl.card.kind.piece.Kind)
					}
					for _, p := range sl.diagrams {
						x0, y0 := sl.x+p.x, sl.y+p.y
						if x0 < o.Margin-1e-6 || y0 < o.Margin || x0+p.w > pw-o.Margin+1e-6 || y0+p.h > ph-o.Margin {
							t.Errorf("%s %s: diagram box %.1f,%.1f %.1f×%.1f off the printable area", e.ID, sl.card.kind.piece.Kind, x0, y0, p.w, p.h)
						}
						for _, b := range boxes {
							if x0 < b[2]-1e-6 && b[0] < x0+p.w-1e-6 && y0 < b[3]-1e-6 && b[1] < y0+p.h-1e-6 {
								t.Errorf("%s %s: diagrams overlap", e.ID, sl.card.kind.piece.Kind)
							}
						}
						boxes = append(boxes, [4]float64{x0, y0, x0 + p.w, y0 + p.h})
						if p.k < 2.4 {
							t.Errorf("%s %s: %.2f mm per cell is too small to read", e.ID, sl.card.kind.piece.Kind, p.k)
						}
					}
				}
			}
			if shown != len(kinds) {
				t.Errorf("%s: %d kinds on the sheet, want %d", e.ID, shown, len(kinds))
			}
			for _, pc := range pcs {
				kind := pc.kind.piece.Kind
				card, err := cards.CardOf(games.Entry{ID: e.ID, Name: e.Name, Game: e.Game, Variant: e.Variant}, j.Config, kind)
				if err != nil {
					t.Fatal(err)
				}
				if len(pc.diagrams) != len(card.Diagrams) {
					t.Errorf("%s %s: %d diagrams printed, the card has %d", e.ID, kind, len(pc.diagrams), len(card.Diagrams))
					continue
				}
				if len(card.Diagrams) == 0 && pc.note == "" {
					t.Errorf("%s %s: no diagram and no word why", e.ID, kind)
				}
				for i, cd := range card.Diagrams {
					d := pc.diagrams[i]
					if d.title != cd.Title {
						t.Errorf("%s %s: diagram %d titled %q, the card's %q", e.ID, kind, i, d.title, cd.Title)
					}
					if d.caption != cd.Caption && pc.caption != cd.Caption {
						t.Errorf("%s %s %s: caption %q, the card's %q", e.ID, kind, cd.Title, d.caption, cd.Caption)
					}
					if d.scene.Board != cd.Position.Board() || !d.scene.Labels {
						t.Errorf("%s %s %s: not the whole board with its labels", e.ID, kind, cd.Title)
					}
					want := map[render2]bool{}
					for _, tg := range cd.Targets {
						want[render2{tg.Cell, tg.Capture}] = true
					}
					got := map[render2]bool{}
					for _, tg := range d.scene.Targets {
						got[render2{tg.Cell, tg.Capture}] = true
					}
					if len(got) != len(want) {
						t.Errorf("%s %s %s: %d marks, the card has %d", e.ID, kind, cd.Title, len(got), len(want))
					}
					for tg := range want {
						if !got[tg] {
							t.Errorf("%s %s %s: target %s not marked", e.ID, kind, cd.Title, cd.Position.Board().CellName(tg.c))
						}
					}
					if len(d.moveOnly) != len(cd.MoveOnly) {
						t.Errorf("%s %s %s: %d move-only squares, the card has %d", e.ID, kind, cd.Title, len(d.moveOnly), len(cd.MoveOnly))
					}
					if d.moves != len(cellsOf(cd)) || !strings.Contains(diagramNote(d), d.from) {
						t.Errorf("%s %s %s: note %q", e.ID, kind, cd.Title, diagramNote(d))
					}
				}
			}
		}
	}
}

type render2 struct {
	c boards.Cell
	k bool
}

func cellsOf(d cards.Diagram) map[boards.Cell]bool {
	m := map[boards.Cell]bool{}
	for _, t := range d.Targets {
		m[t.Cell] = true
	}
	return m
}

// TestSheetCannonPrintsMovesAndScreens: the reviewer's case. The Cannon's card has a
// Moves diagram (its Rook moves, the four beside it move only) and a Captures one over
// screens; both are
// printed, with the move-only squares drawn (a stroked square path per move-only cell in
// the SVG, in the move-only colour).
func TestSheetCannonPrintsMovesAndScreens(t *testing.T) {
	j := job(t, "chess-2016")
	pc := cardOf(j, []string{"white", "black"}, printTheme, sample{pieces.Piece{Kind: pieces.Cannon, Facing: pieces.NoFacing}, "white"})
	if len(pc.diagrams) != 2 || pc.diagrams[0].moves != 20 || len(pc.diagrams[0].moveOnly) != 4 {
		t.Fatalf("Cannon: %d diagrams", len(pc.diagrams))
	}
	if pc.diagrams[1].caption != cards.CaptionScreens {
		t.Errorf("Cannon's second diagram: %q", pc.diagrams[1].caption)
	}
	j.Config.Setup = 1
	files := export(t, j, Options{What: Pieces, Format: SVG, All: true})
	var all []byte
	for _, f := range files {
		all = append(all, f.Data...)
	}
	for _, want := range []string{"Cannon", "Captures", "20 targets", "4 move only", cards.CaptionScreens[:30]} {
		if !bytes.Contains(all, []byte(want)) {
			t.Errorf("the sheet does not say %q", want)
		}
	}
	if bytes.Contains(all, []byte("beyond the part")) {
		t.Error("the sheet still crops targets off")
	}
	// the move-only squares: stroked in #1040b0
	if n := bytes.Count(all, []byte(`stroke="#1040b0"`)); n < 4 {
		t.Errorf("%d move-only squares in the sheet", n)
	}
}
