package editor

import (
	"slices"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
)

func model(t *testing.T, id string) *Model {
	t.Helper()
	e, err := games.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	cfg := rules.Config{Variant: e.Variant}
	p, err := e.Game.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return New(e.Game, cfg, p)
}

func cell(t *testing.T, m *Model, name string) boards.Cell {
	t.Helper()
	c, ok := m.Board.Lookup(name)
	if !ok {
		t.Fatalf("no cell %s", name)
	}
	return c
}

// Placing, moving, removing and turning change the draft, and undo takes each back.
func TestEditAndUndo(t *testing.T) {
	m := model(t, "dino-czars")
	start := m.Text()
	changes := 0
	m.OnChange = func() { changes++ }
	e1, e3, d3 := cell(t, m, "E1"), cell(t, m, "E3"), cell(t, m, "D3")
	m.Move(e1, e3)
	if m.At(e3).Kind != pieces.Tyrannosaurus || !m.At(e1).Empty() {
		t.Fatalf("move: E3 %v, E1 %v", m.At(e3), m.At(e1))
	}
	before := m.At(e3).Facing
	if !m.turn(e3, true) || m.At(e3).Facing == before {
		t.Errorf("turning E3 left its facing %d", m.At(e3).Facing)
	}
	if !slices.Contains(m.Game.Facings(e3), m.At(e3).Facing) {
		t.Errorf("turned to %d, not one of E3's %v", m.At(e3).Facing, m.Game.Facings(e3))
	}
	m.Put(d3, pieces.Piece{Kind: pieces.Egg, Owner: 1, Count: 4, Facing: pieces.NoFacing})
	m.turn(d3, true)
	if m.At(d3).Count != 3 {
		t.Errorf("an egg turned to count %d, want 3", m.At(d3).Count)
	}
	m.Remove(d3)
	m.Remove(d3) // nothing there: no step
	if changes != 5 {
		t.Errorf("%d changes told, want 5", changes)
	}
	for m.Undo() {
	}
	if m.Text() != start {
		t.Errorf("undone to %q, want the start %q", m.Text(), start)
	}
	if !m.Redo() || m.At(e3).Kind != pieces.Tyrannosaurus {
		t.Error("redo did not put the move back")
	}
}

// A piece put on a Dino-Czars cell takes a facing that cell allows.
func TestPutKeepsFacingsTheCellAllows(t *testing.T) {
	m := model(t, "dino-czars")
	for c := range m.Board.Len() {
		m.Put(boards.Cell(c), pieces.Piece{Kind: pieces.Velociraptor, Owner: 0, Facing: 90})
		if f := m.At(boards.Cell(c)).Facing; !slices.Contains(m.Game.Facings(boards.Cell(c)), f) {
			t.Fatalf("%s: facing %d", m.Board.CellName(boards.Cell(c)), f)
		}
	}
}

// Mirroring the chess start gives the start with Black to move; twice gives it back.
func TestMirror(t *testing.T) {
	m := model(t, "chess-2016")
	start := m.Text()
	if err := m.mirror(); err != nil {
		t.Fatal(err)
	}
	want := strings.Replace(start, " w ", " b ", 1)
	if got := m.Text(); got != want {
		t.Errorf("mirrored start %q, want %q", got, want)
	}
	if err := m.mirror(); err != nil || m.Text() != start {
		t.Errorf("mirrored twice: %q, %v", m.Text(), err)
	}
	if err := model(t, "pothole-chess").mirror(); err == nil {
		t.Error("a four-player position mirrored")
	}
}

// Clear leaves a draft the checks refuse, in words; Load puts a position back.
func TestClearIsRefusedInWords(t *testing.T) {
	for _, id := range []string{"chess-2016", "dino-czars", "clash-of-command", "pothole-chess"} {
		m := model(t, id)
		m.Clear()
		p, probs := m.compose()
		if p != nil || len(probs) == 0 || strings.HasPrefix(probs[0].Text, "field") {
			t.Errorf("%s: cleared board: %v", id, probs)
		}
		if cfg, ok := m.Config(); ok || cfg.Position != "" {
			t.Errorf("%s: a cleared board has a config to play", id)
		}
	}
}

// Mirroring a Dino-Czars position keeps every dinosaur on a facing its new triangle
// allows: the mirrored start composes.
func TestMirrorDinoCzars(t *testing.T) {
	m := model(t, "dino-czars")
	if err := m.mirror(); err != nil {
		t.Fatal(err)
	}
	if p, probs := m.compose(); p == nil {
		t.Errorf("the mirrored start: %v", probs)
	}
}

// Every fault of a draft is listed at once, each its own line, in plain words and
// plurals: one fault does not hide the next.
func TestEveryFaultIsListed(t *testing.T) {
	texts := func(m *Model) []string {
		p, probs := m.compose()
		if p != nil {
			t.Fatal("a faulty draft can be played")
		}
		var out []string
		for _, pr := range probs {
			out = append(out, pr.Text)
		}
		return out
	}
	chess := model(t, "chess-2016")
	chess.setField("castling", "-") // no castling right to fault besides
	k := pieces.Piece{Kind: pieces.King, Owner: 1, Facing: pieces.NoFacing}
	for c, p := range chess.Draft().Placed {
		if p.Kind == pieces.King && p.Owner == 0 {
			chess.Remove(c)
		}
	}
	chess.Put(cell(t, chess, "e6"), k)
	if got, want := texts(chess), []string{"White has no King", "Black has 2 Kings, not 1"}; !slices.Equal(got, want) {
		t.Errorf("chess: %q, want %q", got, want)
	}
	pothole := model(t, "pothole-chess")
	for c, p := range pothole.Draft().Placed {
		if p.Kind == pieces.King && p.Owner <= 1 {
			pothole.Remove(c)
		}
	}
	if got := texts(pothole); len(got) != 2 || !strings.HasPrefix(got[0], "White has no King") || !strings.HasPrefix(got[1], "Red has no King") {
		t.Errorf("pothole: %q", got)
	}
	dino := model(t, "dino-czars")
	for _, name := range []string{"C3", "D3"} {
		c := cell(t, dino, name)
		dino.Put(c, pieces.Piece{Kind: pieces.Velociraptor, Owner: 0, Facing: dino.Game.Facings(c)[0]})
	}
	c := cell(t, dino, "C4")
	dino.Put(c, pieces.Piece{Kind: pieces.Tyrannosaurus, Owner: 1, Facing: dino.Game.Facings(c)[0]})
	got := texts(dino)
	if len(got) != 2 || !strings.Contains(got[0], "Player 1 has 4 Velociraptors: more than") ||
		!strings.Contains(got[1], "Player 2 has 2 Tyrannosauruses: more than 1") {
		t.Errorf("dino-czars: %q", got)
	}
}
