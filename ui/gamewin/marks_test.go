package gamewin

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/pothole"
	"oddboards/ui/board"
)

// Issue #18, item 5: the board says why a clicked piece cannot move, and what a marked
// cell means, through OnStatus; a push onto an occupied cell is marked.

func hoverCell(v *board.View, at fyne.Position) {
	v.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: at, AbsolutePosition: at}})
}

func TestClickingAPieceThatCannotMoveSaysWhy(t *testing.T) {
	m, g, _ := openMatch(t, gameMatch(t, "chess-2016", rules.Config{}))
	var got []string
	g.Board.OnStatus = func(s string) { got = append(got, s) }
	b := m.Position().Board()
	p := m.Position()
	theirs, stuck, free := boards.NoCell, boards.NoCell, boards.NoCell
	for c := boards.Cell(0); int(c) < b.Len(); c++ {
		pc := p.At(c)
		switch {
		case pc.Empty():
		case pc.Owner != p.ToMove():
			theirs = c
		case len(rules.MovesOf(g.Board.Moves(), c, pieces.None)) == 0:
			stuck = c
		default:
			free = c
		}
	}
	if theirs == boards.NoCell || stuck == boards.NoCell || free == boards.NoCell {
		t.Fatal("the opening position lacks an opponent's piece, a stuck piece or a free one")
	}
	// Black's piece while White is to move
	tapCell(t, g.Board, b.Info(theirs).Name)
	if len(got) == 0 || !strings.Contains(got[len(got)-1], "White's move") {
		t.Fatalf("clicking Black's piece on White's move says %q", got)
	}
	if g.Board.Selected() != boards.NoCell {
		t.Fatal("Black's piece was picked up on White's move")
	}
	// White's blocked piece
	tapCell(t, g.Board, b.Info(stuck).Name)
	if msg := got[len(got)-1]; !strings.Contains(msg, "no legal move") || !strings.Contains(msg, b.Info(stuck).Name) {
		t.Fatalf("clicking the blocked piece says %q", msg)
	}
	// a piece that moves takes the message back
	tapCell(t, g.Board, b.Info(free).Name)
	if g.Board.Selected() != free || got[len(got)-1] != "" {
		t.Fatalf("picking up a free piece leaves the message %q", got[len(got)-1])
	}
}

func TestPotholeMarksAreExplainedOnHover(t *testing.T) {
	m, g, _ := openMatch(t, gameMatch(t, "pothole-chess", rules.Config{}))
	var said string
	g.Board.OnStatus = func(s string) { said = s }
	b := m.Position().Board()
	for _, c := range []struct{ cell, mark, want string }{
		{"c3", "*", "centre pothole"},
		{"a1", "@", "corner pothole"},
		{"b4", "", "promotion square"},
	} {
		if got := b.Info(cell(t, b, c.cell)).Mark; got != c.mark {
			t.Fatalf("%s is marked %q, want %q", c.cell, got, c.mark)
		}
		hoverCell(g.Board, g.Board.CellCentre(cell(t, b, c.cell)))
		if !strings.Contains(said, c.want) || (c.mark != "" && !strings.Contains(said, c.mark)) {
			t.Errorf("hovering %s says %q, want its %q explained", c.cell, said, c.want)
		}
	}
	// every Pothole cell is marked or a promotion square: leaving the board takes the note back
	g.Board.MouseOut()
	if said != "" {
		t.Fatalf("off the board the status still says %q", said)
	}
}

func TestPotholePushOntoAPieceIsMarked(t *testing.T) {
	// White's Megadozer on d2 facing a line of three pieces up the d file.
	pos, _, g, _ := openAt(t, "pothole-chess", pothole.FromText, "wKa1 wMd2 wCd3 rKa7 rBd4 bKg7 bDd5 uKg1")
	b := pos.Board()
	tapCell(t, g.Board, "d2")
	d3 := cell(t, b, "d3")
	sc := g.Board.Scene()
	if !slices.Contains(sc.Pushes, d3) {
		t.Fatalf("the Megadozer's push onto d3 is not marked: pushes %v, targets %v", sc.Pushes, sc.Targets)
	}
	for _, c := range sc.Pushes {
		if pos.At(c).Empty() {
			t.Errorf("the empty %s is marked as a push", b.CellName(c))
		}
	}
}
