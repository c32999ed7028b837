package clash

import (
	"sort"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/rules"
)

// mustPos reads a position in ParsePosition's text.
func mustPos(t testing.TB, text string) *Position {
	t.Helper()
	p, err := ParsePosition(text)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// cell finds a node by name.
func cell(t testing.TB, name string) boards.Cell {
	t.Helper()
	c, ok := theBoard.Lookup(name)
	if !ok {
		t.Fatalf("no node %s", name)
	}
	return c
}

// movesFrom lists the notation of every legal move starting on the named node, sorted.
func movesFrom(t testing.TB, p *Position, from string) []string {
	t.Helper()
	c := cell(t, from)
	var out []string
	for _, m := range p.LegalMoves(nil) {
		if m.From == c {
			out = append(out, p.Notation(m))
		}
	}
	sort.Strings(out)
	return out
}

// allMoves lists the notation of every legal move, sorted.
func allMoves(p *Position) []string {
	var out []string
	for _, m := range p.LegalMoves(nil) {
		out = append(out, p.Notation(m))
	}
	sort.Strings(out)
	return out
}

// sorted splits a space-separated list of moves and sorts it.
func sorted(list string) []string {
	out := strings.Fields(list)
	sort.Strings(out)
	return out
}

// play reads a move, checks it is legal and plays it.
func play(t testing.TB, p *Position, text string) (*Position, rules.Move) {
	t.Helper()
	m, err := p.ParseMove(text)
	if err != nil {
		t.Fatalf("%s: %v", p, err)
	}
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

func equal(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
