package gamewin

import (
	"testing"

	"fyne.io/fyne/v2"

	"oddboards/ui/uitest"
)

// After a piece is dragged or clicked to its cell, the pointer resting on it shows no
// card: only a piece the pointer comes to rest on afterwards does, away from the pointer.
func TestNoCardForThePieceJustMoved(t *testing.T) {
	m, g, _ := openMatch(t, chessMatch(t, "chess-2016", 37))
	pending := &uitest.Timers{}
	g.cardHover.SetAfter(pending.After)
	b := m.Position().Board()
	origin := fyne.CurrentApp().Driver().AbsolutePositionForObject(g.Board)
	rest := func(name string) fyne.Position {
		at := g.Board.CellCentre(cell(t, b, name))
		e := desktopMouse(at)
		e.AbsolutePosition = origin.Add(at)
		g.Board.MouseMoved(&e.MouseEvent)
		pending.Fire()
		return e.AbsolutePosition
	}
	drag(t, g.Board, "e3", "e5")
	if len(m.History()) != 1 {
		t.Fatal("the drag played no move")
	}
	rest("e5")
	if g.cardHover.Showing() {
		t.Fatal("a card over the piece just dragged")
	}
	tapCell(t, g.Board, "e8") // Black clicks a pawn, then its target
	tapCell(t, g.Board, "e6")
	if len(m.History()) != 2 {
		t.Fatal("the clicks played no move")
	}
	rest("e6")
	if g.cardHover.Showing() {
		t.Fatal("a card over the piece just clicked to its cell")
	}
	at := rest("d3")
	if !g.cardHover.Showing() {
		t.Fatal("no card for a piece the pointer rests on")
	}
	if r := uitest.AreaOf(g.cardHover.Shown()); r.Meets(uitest.Area{X0: at.X - 8, Y0: at.Y - 8, X1: at.X + 8, Y1: at.Y + 8}) {
		t.Errorf("the card at %v covers the pointer at %v", r, at)
	}
}
