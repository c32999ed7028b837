package rules

import (
	"testing"

	"oddboards/boards"
)

func TestAppendAndFindMoves(t *testing.T) {
	type own struct{ from, to int }
	conv := func(o own) Move { return Move{From: boards.Cell(o.from), To: boards.Cell(o.to)} }
	moves := []own{{1, 2}, {3, 4}}
	got := AppendMoves([]Move{{From: 9}}, moves, conv)
	if len(got) != 3 || got[2] != (Move{From: 3, To: 4}) {
		t.Fatalf("AppendMoves: %+v", got)
	}
	if e, ok := FindMove(moves, conv, Move{From: 3, To: 4}); !ok || e != (own{3, 4}) {
		t.Fatalf("FindMove found %+v, %v", e, ok)
	}
	if _, ok := FindMove(moves, conv, Move{From: 5, To: 6}); ok {
		t.Fatal("FindMove found a move that is not there")
	}
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
