package rules

import (
	"fmt"
	"strings"
	"testing"

	"oddboards/boards"
)

// TestAdapter: the contract's moves are the engine's, written; Play finds and makes the
// one asked for, through Find when the game has one; an illegal move panics, naming
// the game.
func TestAdapter(t *testing.T) {
	type own struct{ from, to int }
	type pos struct {
		Position
		moves []own
		made  own
	}
	a := Adapter[*pos, own]{Game: "toy",
		Legal: func(p *pos) []own { return p.moves },
		Write: func(_ *pos, o own) Move { return Move{From: boards.Cell(o.from), To: boards.Cell(o.to)} },
		Make:  func(p *pos, o own) *pos { return &pos{made: o} },
	}
	p := &pos{moves: []own{{1, 2}, {3, 4}}}
	got := a.LegalMoves(p, []Move{{From: 9}})
	if len(got) != 3 || got[2] != (Move{From: 3, To: 4}) {
		t.Fatalf("LegalMoves: %+v", got)
	}
	if e, ok := a.FindMove(p, Move{From: 3, To: 4}); !ok || e != (own{3, 4}) {
		t.Fatalf("FindMove found %+v, %v", e, ok)
	}
	if _, ok := a.FindMove(p, Move{From: 5, To: 6}); ok {
		t.Fatal("FindMove found a move that is not there")
	}
	if q := a.Play(p, Move{From: 1, To: 2}); q.made != (own{1, 2}) {
		t.Fatalf("Play made %+v", q.made)
	}
	a.Find = func(*pos, Move) (own, bool) { return own{7, 7}, true }
	if q := a.Play(p, Move{From: 5, To: 6}); q.made != (own{7, 7}) {
		t.Fatalf("Play did not ask Find: made %+v", q.made)
	}
	a.Find = nil
	defer func() {
		if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "toy: illegal move") {
			t.Errorf("an illegal move: %v", r)
		}
	}()
	a.Play(p, Move{From: 5, To: 6})
}

func TestMoveCells(t *testing.T) {
	for _, c := range []struct {
		m    Move
		want []boards.Cell
	}{
		{Move{From: 3, To: 7}, []boards.Cell{3, 7}},
		{Move{From: boards.NoCell, To: 7, Flags: Drop}, []boards.Cell{7}},
		{Move{From: 3, To: 3, Flags: InPlace}, []boards.Cell{3}},
		{Move{From: boards.NoCell, To: boards.NoCell, Flags: Resign}, nil},
	} {
		got := c.m.Cells()
		if len(got) != len(c.want) {
			t.Errorf("%+v: cells %v, want %v", c.m, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%+v: cells %v, want %v", c.m, got, c.want)
			}
		}
	}
}
