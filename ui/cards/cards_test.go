package cards

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/boards/draw"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/diagram"
	"oddboards/rules/games"
	"oddboards/ui/helptext"
	"oddboards/ui/render"
)

// allCards builds every game's cards once for the tests.
var cache = map[string][]Card{}

func cardsOf(t *testing.T, e games.Entry) []Card {
	t.Helper()
	if cs, ok := cache[e.ID]; ok {
		return cs
	}
	cs, err := Cards(e, rules.Config{})
	if err != nil {
		t.Fatalf("%s: %v", e.ID, err)
	}
	cache[e.ID] = cs
	return cs
}

// TestEveryKindHasACard: every kind of every catalogued game (every setup, mode and
// option) has a card with a name, letters, a sentence and an icon colour per player.
func TestEveryKindHasACard(t *testing.T) {
	want := map[string][]pieces.Kind{
		"chess-56":         {pieces.King, pieces.Pawn, pieces.Tiger, pieces.Lion, pieces.Rhinoceros, pieces.Elephant, pieces.Leo},
		"chess-2016":       {pieces.Archbishop, pieces.Nightrider, pieces.Griffin, pieces.Cannon},
		"chess-112":        {pieces.Camel, pieces.Knight},
		"dino-czars":       {pieces.Tyrannosaurus, pieces.Velociraptor, pieces.Pterosaur, pieces.Stegosaurus, pieces.Triceratops, pieces.Brontosaurus, pieces.Egg},
		"clash-of-command": {pieces.Droid, pieces.Hawk, pieces.Factor, pieces.Commander, pieces.Brute, pieces.Slicer},
		"pothole-chess":    {pieces.King, pieces.Car, pieces.Bulldozer, pieces.DirtDevil, pieces.Racecar, pieces.Megadozer, pieces.Cyclone},
		"antarctic-chess":  {pieces.Orca, pieces.Emperor, pieces.Fairy, pieces.SealElephant},
	}
	seen := 0
	for _, e := range games.All() {
		seen++
		kinds, err := kinds(e)
		if err != nil {
			t.Fatal(err)
		}
		cs := cardsOf(t, e)
		have := map[pieces.Kind]bool{}
		for _, c := range cs {
			have[c.Kind] = true
			if c.Name == "" || c.Code == "" || len(c.Sentence) < 20 || c.Sentence != helptext.Piece(e.ID, c.Kind) {
				t.Errorf("%s %s: name %q code %q sentence %q", e.ID, c.Kind, c.Name, c.Code, c.Sentence)
			}
			if len(c.Colours) != len(e.Game.Players(rules.Config{Variant: e.Variant})) || len(c.Colours) < 2 {
				t.Errorf("%s %s: %d icon colours", e.ID, c.Kind, len(c.Colours))
			}
			if len(c.Diagrams) == 0 && c.NoDiagram == "" {
				t.Errorf("%s %s: no diagram and no word why", e.ID, c.Kind)
			}
		}
		for _, k := range kinds {
			if !have[k] {
				t.Errorf("%s: no card for %s", e.ID, k)
			}
		}
		for _, k := range want[e.ID] {
			if !have[k] {
				t.Errorf("%s: no card for %s", e.ID, k)
			}
		}
		if len(cs) != len(kinds) {
			t.Errorf("%s: %d cards for %d kinds", e.ID, len(cs), len(kinds))
		}
	}
	if seen < 5 {
		t.Errorf("only %d games in the catalogue", seen)
	}
}

// moveSet is the set of (to, capture) pairs of p's legal moves from at to other cells,
// straight from the engine.
func moveSet(p rules.Position, at boards.Cell) map[diagram.Target]bool {
	s := map[diagram.Target]bool{}
	for _, m := range p.LegalMoves(nil) {
		if m.From == at && m.To != at {
			s[diagram.Target{Cell: m.To, Capture: m.Has(rules.Capture)}] = true
		}
	}
	return s
}

// TestDiagramsAreTheEnginesMoves: each diagram's marks are exactly the engine's legal
// moves from the piece's cell in the diagram's position, the piece stands there, and its
// moves in place are listed.
func TestDiagramsAreTheEnginesMoves(t *testing.T) {
	diagrams := 0
	for _, e := range games.All() {
		for _, c := range cardsOf(t, e) {
			for _, d := range c.Diagrams {
				diagrams++
				name := fmt.Sprintf("%s %s %q", e.ID, c.Kind, d.Title)
				if got := d.Position.At(d.Cell); got.Kind != c.Kind || got.Owner != 0 {
					t.Errorf("%s: %+v stands on the piece's cell", name, got)
				}
				want := moveSet(d.Position, d.Cell)
				got := map[diagram.Target]bool{}
				for _, tg := range d.Targets {
					if got[tg] {
						t.Errorf("%s: %+v marked twice", name, tg)
					}
					got[tg] = true
				}
				if len(got) != len(want) {
					t.Errorf("%s: %d marks, the engine has %d", name, len(got), len(want))
				}
				for tg := range want {
					if !got[tg] {
						t.Errorf("%s: the engine's move to %s (capture %v) is not marked", name, d.Position.Board().CellName(tg.Cell), tg.Capture)
					}
				}
				for _, m := range d.InPlace {
					if m.From != d.Cell || m.To != d.Cell || !rules.IsLegal(d.Position, m) {
						t.Errorf("%s: in place %+v", name, m)
					}
				}
				quiet := map[boards.Cell]bool{}
				for tg := range want {
					if !tg.Capture {
						quiet[tg.Cell] = true
					}
				}
				for _, c := range d.MoveOnly {
					if !quiet[c] {
						t.Errorf("%s: move-only %s is not a quiet move", name, d.Position.Board().CellName(c))
					}
				}
				if len(d.Blocked) > 0 {
					checkBlocked(t, name, e.Game, d, want)
				}
			}
		}
	}
	if diagrams < 60 {
		t.Errorf("only %d diagrams", diagrams)
	}
}

// checkBlocked: d's crossed-out cells are no moves in d's position, and moves of the same
// position with the blocker taken away.
func checkBlocked(t *testing.T, name string, g rules.Game, d Diagram, moves map[diagram.Target]bool) {
	t.Helper()
	b := d.Position.Board()
	st := g
	if d.Blocker == boards.NoCell || d.Position.At(d.Blocker).Empty() {
		t.Errorf("%s: blocked %v, blocker %d, not staged", name, d.cells(d.Blocked), d.Blocker)
		return
	}
	placed := map[boards.Cell]pieces.Piece{}
	for c := boards.Cell(0); int(c) < b.Len(); c++ {
		if p := d.Position.At(c); !p.Empty() && c != d.Blocker {
			placed[c] = p
		}
	}
	free, err := st.Stage(rules.Config{}, d.Piece.Owner, placed)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	without := moveSet(free, d.Cell)
	for _, c := range d.Blocked {
		if moves[diagram.Target{Cell: c}] || !without[diagram.Target{Cell: c}] {
			t.Errorf("%s: %s is crossed out, but it is a move with the blocker, or none without", name, b.CellName(c))
		}
	}
}

// find returns the card of k in game id.
func find(t *testing.T, id string, k pieces.Kind) Card {
	t.Helper()
	e, err := games.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cardsOf(t, e) {
		if c.Kind == k {
			return c
		}
	}
	t.Fatalf("%s: no %s card", id, k)
	return Card{}
}

// names lists a diagram's marks as "cell" (quiet) or "xcell" (capture), sorted.
func names(d Diagram) string {
	var out []string
	for _, tg := range d.Targets {
		n := d.Position.Board().CellName(tg.Cell)
		if tg.Capture {
			n = "x" + n
		}
		out = append(out, n)
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// TestCapturesDifferFromMoves: pieces that capture differently from how they move get a
// captures diagram that shows it, and their move-only cells are marked.
func TestCapturesDifferFromMoves(t *testing.T) {
	tiger := find(t, "chess-56", pieces.Tiger)
	if len(tiger.Diagrams) != 2 || tiger.Diagrams[1].Title != "Captures" {
		t.Fatalf("Tiger diagrams: %+v", tiger.Diagrams)
	}
	mv, cp := tiger.Diagrams[0], tiger.Diagrams[1]
	if len(mv.MoveOnly) != len(mv.Targets) || len(mv.Targets) < 10 {
		t.Errorf("Tiger moves only on its %d Bishop squares, marked %d", len(mv.Targets), len(mv.MoveOnly))
	}
	caps := 0
	for _, tg := range cp.Targets {
		if tg.Capture {
			caps++
			from, to := cp.Position.Board().Info(cp.Cell).Center, cp.Position.Board().Info(tg.Cell).Center
			if d := from.Dist(to); d < 2.2 || d > 2.3 {
				t.Errorf("Tiger captures on %s, not a Knight's square", cp.Position.Board().CellName(tg.Cell))
			}
		}
	}
	if caps != 8 {
		t.Errorf("Tiger captures on %d squares, want 8 Knight squares: %s", caps, names(cp))
	}

	rook := find(t, "chess-56", pieces.Rook)
	if len(rook.Diagrams[0].MoveOnly) != 0 {
		t.Errorf("the Rook captures wherever it moves, but %d cells are move-only", len(rook.Diagrams[0].MoveOnly))
	}

	cannon := find(t, "chess-56", pieces.Cannon)
	if len(cannon.Diagrams) != 2 || !strings.Contains(cannon.Diagrams[1].Caption, "screens") {
		t.Fatalf("Cannon needs a screened captures diagram: %+v", cannon.Diagrams)
	}
	if !strings.Contains(names(cannon.Diagrams[1]), "x") {
		t.Errorf("Cannon over screens captures nothing: %s", names(cannon.Diagrams[1]))
	}

	pawn := find(t, "chess-56", pieces.Pawn)
	if got := names(pawn.Diagrams[1]); strings.Count(got, "x") != 2 {
		t.Errorf("Pawn captures: %s", got)
	}

	brute := find(t, "clash-of-command", pieces.Brute)
	if len(brute.Diagrams) != 2 || len(brute.Diagrams[0].Targets) != 0 || strings.Count(names(brute.Diagrams[1]), "x") < 4 {
		t.Errorf("Brute: alone it has no move, among targets it captures: %+v", brute.Diagrams)
	}
	droid := find(t, "clash-of-command", pieces.Droid)
	if got := names(droid.Diagrams[0]); got != "d6 f6" {
		t.Errorf("Droid on e5 steps to %q, want d6 f6", got)
	}
	factor := find(t, "clash-of-command", pieces.Factor)
	if len(factor.Diagrams[0].InPlace) != 2 {
		t.Errorf("Factor transforms in place in %d ways, want 2", len(factor.Diagrams[0].InPlace))
	}
}

// TestDraw: a diagram draws on a raster, the piece and the marks visible.
func TestDraw(t *testing.T) {
	fonts, err := draw.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	tiger := find(t, "chess-56", pieces.Tiger)
	img := tiger.Diagrams[0].Image(200, 200, fonts)
	bg := theme.Background
	r0, g0, b0, _ := bg.RGBA()
	other := 0
	for y := 0; y < 200; y += 4 {
		for x := 0; x < 200; x += 4 {
			r, g, b, _ := img.At(x, y).RGBA()
			if r != r0 || g != g0 || b != b0 {
				other++
			}
		}
	}
	if other < 1000 {
		t.Errorf("the diagram drew on %d of 2500 sampled pixels", other)
	}
	icon := tiger.Icon(1, 48, fonts)
	if icon.Bounds().Dx() != 48 {
		t.Errorf("icon %v", icon.Bounds())
	}
	// the move-only squares draw through the same surface calls as the board: an SVG of
	// the diagram has one more stroke per move-only cell than the plain scene
	plain := &countSurface{}
	render.Draw(plain, tiger.Diagrams[0].scene(), render.NewLayout(tiger.Diagrams[0].Position.Board(), 200, 200, 8, 0))
	marked := &countSurface{}
	tiger.Diagrams[0].Draw(marked, 200, 200)
	if marked.strokes-plain.strokes != len(tiger.Diagrams[0].MoveOnly) {
		t.Errorf("%d strokes more for %d move-only cells", marked.strokes-plain.strokes, len(tiger.Diagrams[0].MoveOnly))
	}
	// and one more per crossed-out cell
	vr := byTitle(t, find(t, "dino-czars", pieces.Velociraptor), "Facing N, blocked")
	plain = &countSurface{}
	render.Draw(plain, vr.scene(), render.NewLayout(vr.Position.Board(), 200, 200, 8, 0))
	marked = &countSurface{}
	vr.Draw(marked, 200, 200)
	if n := marked.strokes - plain.strokes; n != len(vr.Blocked) || n == 0 {
		t.Errorf("%d strokes more for %d crossed-out cells", n, len(vr.Blocked))
	}
}

// TestInPlaceText: what a piece does where it stands comes from the engine's moves in
// place; a move that neither turns nor changes it is said in the help's words.
func TestInPlaceText(t *testing.T) {
	for _, tc := range []struct {
		game string
		kind pieces.Kind
		want string
	}{
		{"dino-czars", pieces.Egg, "In place: counts down one step (gestates)."},
		{"dino-czars", pieces.Tyrannosaurus, "In place: it turns where it stands (2 ways)."},
		{"clash-of-command", pieces.Commander, "In place: it turns into a Factor or a Brute without moving."},
		{"chess-2016", pieces.Queen, ""},
	} {
		if got := find(t, tc.game, tc.kind).InPlaceText(); got != tc.want {
			t.Errorf("%s %s: %q, want %q", tc.game, tc.kind, got, tc.want)
		}
	}
	// a count that changes in a game whose help has no words for it
	egg := find(t, "dino-czars", pieces.Egg)
	egg.Stays = ""
	if got := egg.InPlaceText(); got != "In place: it may move without leaving its cell." {
		t.Errorf("an egg without the help's words: %q", got)
	}
}

// TestAloneDiagram: the piece sheet's diagram for a piece whose card has none is the
// engine's moves of the piece alone, near the board's centre, and says captures are not
// drawn.
func TestAloneDiagram(t *testing.T) {
	for _, tc := range []struct {
		game    string
		kind    pieces.Kind
		targets int // 0: the engine stands no such piece
	}{
		{"chess-2016", pieces.Knight, 8},
		{"chess-2016", pieces.Wazir, 4},
		{"chess-2016", pieces.Orca, 0},
	} {
		e, err := games.Lookup(tc.game)
		if err != nil {
			t.Fatal(err)
		}
		start, _ := e.Game.Start(rules.Config{})
		d, err := AloneDiagram(e.Game, rules.Config{}, start.Board(), pieces.Piece{Kind: tc.kind, Facing: pieces.NoFacing},
			e.Game.Kinds())
		if tc.targets == 0 {
			if err == nil {
				t.Errorf("%s %s: a diagram", tc.game, tc.kind)
			}
			continue
		}
		if err != nil || len(d.Targets) != tc.targets || d.Title != "Moves" || d.Caption != captionAlone || d.Piece.Kind != tc.kind {
			t.Errorf("%s %s: %d targets, %q, %q, %v; want %d", tc.game, tc.kind, len(d.Targets), d.Title, d.Caption, err, tc.targets)
		}
	}
}

func TestCompassWords(t *testing.T) {
	for f, want := range map[int16]string{210: "south-west", 90: "north", 60: "north-north-east", 45: "45°"} {
		if got := CompassWords(f); got != want {
			t.Errorf("%d: %q, want %q", f, got, want)
		}
	}
}

// A diagram zooms in on its piece and moves where they lie in a small part of a large
// board: Antarctic Chess's stepping pieces' cells read at a card's size, several times
// the whole board's; and in every game, every target stays inside the picture.
func TestDiagramsFrameTheirMoves(t *testing.T) {
	const px = 236
	for _, e := range games.All() {
		for _, c := range cardsOf(t, e) {
			for _, d := range c.Diagrams {
				b := d.Position.Board()
				l := d.Layout(px, px)
				for _, tg := range d.Targets {
					if x, y := l.ToSurface(b.Info(tg.Cell).Center); x < 0 || y < 0 || x > px || y > px {
						t.Errorf("%s %s %q: the target %s is out of the picture", e.ID, c.Kind, d.Title, b.CellName(tg.Cell))
					}
				}
				if e.ID != "antarctic-chess" || c.Kind != pieces.Emperor {
					continue
				}
				whole := render.NewLayout(b, px, px, px*0.04, d.Turn).Scale()
				if cell := b.Info(d.Cell).Size * l.Scale(); l.Scale() < 2.5*whole || cell < 24 {
					t.Errorf("%s %q: its cell is %.0f px across, the whole board's scale %.1f, the diagram's %.1f", c.Kind, d.Title, cell, whole, l.Scale())
				}
			}
		}
	}
}

// TestCardNamesFromTheGame: a card's name, letters and role come from the game itself,
// so an entry made by hand without its descriptor (as the piece sheet makes one) still
// names, badges and counts its pieces; only the help's words are missing.
func TestCardNamesFromTheGame(t *testing.T) {
	for _, tc := range []struct {
		id         string
		kind       pieces.Kind
		name, code string
	}{
		{"pothole-chess", pieces.DirtDevil, "Dirt Devil", "D"},
		{"antarctic-chess", pieces.KingPenguin, "King", "K"},
		{"dino-czars", pieces.Egg, "Egg", "E"},
	} {
		known, err := games.Lookup(tc.id)
		if err != nil {
			t.Fatal(err)
		}
		bare := games.Entry{ID: known.ID, Name: known.Name, Game: known.Game, Variant: known.Variant}
		c, err := CardOf(bare, rules.Config{}, tc.kind)
		if err != nil {
			t.Fatalf("%s %v: %v", tc.id, tc.kind, err)
		}
		if c.Name != tc.name || c.Code != tc.code || c.Sentence != "" {
			t.Errorf("%s %v: named %q, code %q, sentence %q", tc.id, tc.kind, c.Name, c.Code, c.Sentence)
		}
		for _, d := range c.Diagrams {
			if d.Kinds.Code(tc.kind) != tc.code || d.scene().Kinds.Name(tc.kind) != tc.name {
				t.Errorf("%s %v: diagram %q does not know the game's kinds", tc.id, tc.kind, d.Title)
			}
		}
	}
}
