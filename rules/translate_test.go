package rules

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"oddboards/boards"
)

// toyMove and toyPos are a game's own moves and position, for the Adapter.
type toyMove struct{ from, to int }

type toyPos struct {
	Position
	moves []toyMove
	made  toyMove
}

// Perft is 10 times the depth, so that Divide's counts can be told apart.
func (p *toyPos) Perft(depth int) uint64 { return uint64(10 * depth) }

// TestAdapter: the contract's moves are the engine's, written; Play finds and makes the
// one asked for, through Find when the game has one; an illegal move panics, naming
// the game; Notation and Divide name the moves by Format.
func TestAdapter(t *testing.T) {
	a := Adapter[*toyPos, toyMove]{Game: "toy",
		Legal:  func(p *toyPos) []toyMove { return p.moves },
		Write:  func(_ *toyPos, o toyMove) Move { return Move{From: boards.Cell(o.from), To: boards.Cell(o.to)} },
		Make:   func(p *toyPos, o toyMove) *toyPos { return &toyPos{made: o} },
		Format: func(_ *toyPos, o toyMove) string { return fmt.Sprintf("%d-%d", o.from, o.to) },
	}
	p := &toyPos{moves: []toyMove{{1, 2}, {3, 4}}}
	got := a.LegalMoves(p, []Move{{From: 9}})
	if len(got) != 3 || got[2] != (Move{From: 3, To: 4}) {
		t.Fatalf("LegalMoves: %+v", got)
	}
	if e, ok := a.FindMove(p, Move{From: 3, To: 4}); !ok || e != (toyMove{3, 4}) {
		t.Fatalf("FindMove found %+v, %v", e, ok)
	}
	if _, ok := a.FindMove(p, Move{From: 5, To: 6}); ok {
		t.Fatal("FindMove found a move that is not there")
	}
	if q := a.Play(p, Move{From: 1, To: 2}); q.made != (toyMove{1, 2}) {
		t.Fatalf("Play made %+v", q.made)
	}
	if n, bad := a.Notation(p, Move{From: 3, To: 4}), a.Notation(p, Move{From: 5, To: 6}); n != "3-4" || bad != "?" {
		t.Errorf("Notation: %q, and %q for an illegal move", n, bad)
	}
	if d := a.Divide(p, 3); len(d) != 2 || d["1-2"] != 20 || d["3-4"] != 20 || len(a.Divide(p, 0)) != 0 {
		t.Errorf("Divide: %v", d)
	}
	a.Find = func(*toyPos, Move) (toyMove, bool) { return toyMove{7, 7}, true }
	if q := a.Play(p, Move{From: 5, To: 6}); q.made != (toyMove{7, 7}) {
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
		if got := c.m.Cells(); !slices.Equal(got, c.want) {
			t.Errorf("%+v: cells %v, want %v", c.m, got, c.want)
		}
	}
}
