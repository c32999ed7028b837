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
