package clash

import (
	"slices"
	"sort"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/rules"
	"oddboards/rules/gametest"
)

// mustPos reads a position in ParsePosition's text.
func mustPos(t testing.TB, text string) *Position { return gametest.Must(t, ParsePosition, text) }

// cell finds a node by name.
func cell(t testing.TB, name string) boards.Cell { return gametest.Cell(t, theBoard, name) }

// movesFrom lists the notation of every legal move starting on the named node, sorted.
func movesFrom(t testing.TB, p *Position, from string) []string {
	return gametest.Moves(p, gametest.From(cell(t, from)))
}

// allMoves lists the notation of every legal move, sorted.
func allMoves(p *Position) []string { return gametest.Moves(p, nil) }

// sorted splits a space-separated list of moves and sorts it.
func sorted(list string) []string {
	out := strings.Fields(list)
	sort.Strings(out)
	return out
}

// checkMoves checks that the moves from the named node are those of the space-separated
// list, in any order; what says which case it is.
func checkMoves(t testing.TB, p *Position, from, list, what string) {
	t.Helper()
	if got, want := movesFrom(t, p, from), sorted(list); !slices.Equal(got, want) {
		t.Errorf("%s: the moves from %s are %v, want %v", what, from, got, want)
	}
}

// play reads a move, checks it is legal and plays it.
func play(t testing.TB, p *Position, text string) (*Position, rules.Move) {
	t.Helper()
	m := gametest.Parse(t, Game{}, p, text)
	if !rules.IsLegal(p, m) {
		t.Fatalf("%q read as an illegal move %+v", text, m)
	}
	return p.Play(m).(*Position), m
}

// names writes cells as node names.
func names(cs []boards.Cell) string {
	var out []string
	for _, c := range cs {
		out = append(out, theBoard.CellName(c))
	}
	return strings.Join(out, " ")
}
