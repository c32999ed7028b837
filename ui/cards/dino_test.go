package cards

import (
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules/diagram"
	"oddboards/rules/games"
)

// The Dino-Czars cards: a diagram for each facing, the rules file's captures, blockers.

// TestDinoFacings: a dinosaur has a moves diagram for each of the six facings, its
// owner's forward first, the moves turn with it, and each is followed by the captures
// on staged targets in that facing.
func TestDinoFacings(t *testing.T) {
	tc := find(t, "dino-czars", pieces.Triceratops)
	var titles []string
	moves := map[string]bool{}
	for i, d := range tc.Diagrams {
		if d.Piece.Facing == pieces.NoFacing {
			t.Errorf("%s: the piece faces nowhere", d.Title)
		}
		if strings.Contains(d.Title, ",") {
			if want := tc.Diagrams[i-1].Title + ", captures"; d.Title != want || d.Caption != CaptionCaptures {
				t.Errorf("diagram %d is %q (%s), want %q", i, d.Title, d.Caption, want)
			}
			continue
		}
		titles = append(titles, d.Title)
		moves[names(d)] = true
		if d.Caption != CaptionMoves || len(d.MoveOnly) != 0 {
			t.Errorf("%s: caption %q, move-only %v: a Triceratops captures wherever it moves", d.Title, d.Caption, d.cells(d.MoveOnly))
		}
	}
	if got := strings.Join(titles, ", "); got != "Facing N, Facing NW, Facing SW, Facing S, Facing SE, Facing NE" {
		t.Errorf("Triceratops facings: %s", got)
	}
	if len(tc.Diagrams) != 12 {
		t.Errorf("Triceratops: %d diagrams, want 6 facings with their captures", len(tc.Diagrams))
	}
	if len(moves) != 6 {
		t.Errorf("six facings give %d different move sets", len(moves))
	}
	if tc.NoDiagram != "" {
		t.Errorf("Triceratops: %s", tc.NoDiagram)
	}
}

// byTitle returns c's diagram titled title.
func byTitle(t *testing.T, c Card, title string) Diagram {
	t.Helper()
	for _, d := range c.Diagrams {
		if d.Title == title {
			return d
		}
	}
	var have []string
	for _, d := range c.Diagrams {
		have = append(have, d.Title)
	}
	t.Fatalf("%s: no diagram %q (%s)", c.Name, title, strings.Join(have, ", "))
	return Diagram{}
}

// dinoFacings are the titles of a dinosaur's moves diagrams, as TestDinoFacings checks.
var dinoFacings = []string{"Facing N", "Facing NW", "Facing SW", "Facing S", "Facing SE", "Facing NE"}

// TestDinoCaptures: the Dino-Czars cards show what the rules file's table says, in every
// facing. A Stegosaurus moves only ahead but captures ahead and on its three back cells;
// a Tyrannosaurus may step ahead but never captures there; a Brontosaurus's sideways
// steps never capture. On E3 facing N: N is E4, W D3, E F3, NW D4, NE F4, SW D2, S E2,
// SE F2.
func TestDinoCaptures(t *testing.T) {
	for _, k := range []pieces.Kind{pieces.Stegosaurus, pieces.Tyrannosaurus, pieces.Brontosaurus} {
		c := find(t, "dino-czars", k)
		for _, f := range dinoFacings {
			mv, cp := byTitle(t, c, f), byTitle(t, c, f+", captures")
			quiet := map[boards.Cell]bool{}
			for _, tg := range mv.Targets {
				quiet[tg.Cell] = !tg.Capture
			}
			var captureOnly, both []string
			for _, tg := range cp.Targets {
				switch {
				case !tg.Capture:
				case quiet[tg.Cell]:
					both = append(both, cp.Position.Board().CellName(tg.Cell))
				default:
					captureOnly = append(captureOnly, cp.Position.Board().CellName(tg.Cell))
				}
			}
			moveOnly := len(mv.MoveOnly)
			for _, mo := range mv.MoveOnly {
				for _, tg := range cp.Targets {
					if tg.Cell == mo && tg.Capture {
						t.Errorf("%s %s: captures on its move-only %s", k, f, cp.Position.Board().CellName(mo))
					}
				}
			}
			var want [3]int // capture-only cells, cells it moves to or captures on, move-only cells
			switch k {
			case pieces.Stegosaurus:
				want = [3]int{3, 1, 0}
			case pieces.Tyrannosaurus:
				want = [3]int{0, 4, 1}
			case pieces.Brontosaurus:
				want = [3]int{0, 3, 2}
			}
			if got := [3]int{len(captureOnly), len(both), moveOnly}; got != want {
				t.Errorf("%s %s: capture-only %v, move or capture %v, move-only %v; want %d, %d, %d cells",
					k, f, captureOnly, both, mv.cells(mv.MoveOnly), want[0], want[1], want[2])
			}
			if mv.Caption != CaptionMoves || cp.Caption != CaptionCaptures {
				t.Errorf("%s %s: captions %q, %q", k, f, mv.Caption, cp.Caption)
			}
		}
	}
	ss, tr := find(t, "dino-czars", pieces.Stegosaurus), find(t, "dino-czars", pieces.Tyrannosaurus)
	for _, tc := range []struct {
		d               Diagram
		want, moveOnlys string
	}{
		{byTitle(t, ss, "Facing N"), "E4", ""},
		{byTitle(t, ss, "Facing N, captures"), "xD2 xE2 xE4 xF2", ""},
		{byTitle(t, tr, "Facing N"), "D2 D4 E4 F2 F4", "E4"},
		{byTitle(t, tr, "Facing N, captures"), "E4 xD2 xD4 xF2 xF4", ""},
	} {
		if got, mo := names(tc.d), strings.Join(tc.d.cells(tc.d.MoveOnly), " "); got != tc.want || mo != tc.moveOnlys || tc.d.Position.Board().CellName(tc.d.Cell) != "E3" {
			t.Errorf("%s %s on %s: %q, move-only %q; want %q on E3, move-only %q", tc.d.Piece.Kind, tc.d.Title,
				tc.d.Position.Board().CellName(tc.d.Cell), got, mo, tc.want, tc.moveOnlys)
		}
	}
}

// TestBlockers: in every facing a Velociraptor has a diagram with a piece on a front
// corner and its two leaps on that side crossed out; no other piece of any game has one
// (sliding pieces are blocked where anyone would expect, and only faced pieces get the
// diagram). The blocked cells are the engine's: with the blocker gone they are moves.
func TestBlockers(t *testing.T) {
	vr := find(t, "dino-czars", pieces.Velociraptor)
	for _, f := range dinoFacings {
		mv, bd := byTitle(t, vr, f), byTitle(t, vr, f+", blocked")
		if bd.Caption != captionBlocked || bd.Blocker == boards.NoCell || len(bd.Blocked) != 2 {
			t.Fatalf("%s: caption %q, blocker %d, blocked %v", bd.Title, bd.Caption, bd.Blocker, bd.cells(bd.Blocked))
		}
		if len(mv.Blocked) != 0 || mv.Blocker != boards.NoCell {
			t.Errorf("%s: the moves diagram has blockers", mv.Title)
		}
		if got := bd.Position.At(bd.Blocker); got.Kind != pieces.Velociraptor || got.Owner != 0 {
			t.Errorf("%s: %+v blocks", bd.Title, got)
		}
		// the blocker stands on a cell the raptor moves to (a front corner: facing N below)
		b := bd.Position.Board()
		if !moveSet(mv.Position, mv.Cell)[diagram.Target{Cell: bd.Blocker}] || bd.Cell != mv.Cell {
			t.Errorf("%s: the blocker on %s is not on one of the raptor's cells", bd.Title, b.CellName(bd.Blocker))
		}
		got := moveSet(bd.Position, bd.Cell)
		for _, c := range bd.Blocked {
			if got[diagram.Target{Cell: c}] || !moveSet(mv.Position, mv.Cell)[diagram.Target{Cell: c}] {
				t.Errorf("%s: %s is crossed out but it is a move here, or none without the blocker", bd.Title, b.CellName(c))
			}
		}
		if len(got) != len(mv.Targets)-3 {
			t.Errorf("%s: %d moves, want the %d alone but the blocker's cell and two leaps", bd.Title, len(got), len(mv.Targets))
		}
	}
	if d := byTitle(t, vr, "Facing N, blocked"); d.Position.Board().CellName(d.Blocker) != "D4" ||
		strings.Join(d.cells(d.Blocked), " ") != "C5 D5" || names(d) != "E2 E4 F4 F5 G5" {
		t.Errorf("Velociraptor on E3 facing N, blocked on %s: crossed %v, moves %s; want D4, C5 D5, E2 E4 F4 F5 G5",
			d.Position.Board().CellName(d.Blocker), d.cells(d.Blocked), names(d))
	}
	for _, e := range games.All() {
		for _, c := range cardsOf(t, e) {
			for _, d := range c.Diagrams {
				if (len(d.Blocked) > 0 || strings.HasSuffix(d.Title, "blocked")) && !(e.ID == "dino-czars" && c.Kind == pieces.Velociraptor) {
					t.Errorf("%s %s %q: blocked %v", e.ID, c.Kind, d.Title, d.cells(d.Blocked))
				}
			}
		}
	}
}
