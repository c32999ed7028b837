// Package gametest is the one home of the test helpers the games' own tests share:
// finding cells by name, reading and playing moves in a game's notation, and listing the
// legal moves by their notation, and fuzzing the move reader and reading fuzzed position
// strings back.
package gametest

import (
	"errors"
	"sort"
	"testing"

	"oddboards/boards"
	"oddboards/rules"
)

// Must is read(arg), for the tests' mustPos and mustStart: the test fails, naming arg,
// when read returns an error.
func Must[A, T any](t testing.TB, read func(A) (T, error), arg A) T {
	t.Helper()
	v, err := read(arg)
	if err != nil {
		t.Fatalf("%v: %v", arg, err)
	}
	return v
}

// Cell is the cell of b called name; the test fails when b has none.
func Cell(t testing.TB, b *boards.Board, name string) boards.Cell {
	t.Helper()
	c, ok := b.Lookup(name)
	if !ok {
		t.Fatalf("no cell %s on the board", name)
	}
	return c
}

// Parse reads one move of g legal in p; the test fails when it cannot.
func Parse(t testing.TB, g rules.Game, p rules.Position, s string) rules.Move {
	t.Helper()
	m, err := g.ParseMove(p, s)
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	return m
}

// Play plays moves written in g's notation from p, in order, and returns the last
// position; the test fails on the first that cannot be read.
func Play(t testing.TB, g rules.Game, p rules.Position, moves ...string) rules.Position {
	t.Helper()
	for _, s := range moves {
		p = p.Play(Parse(t, g, p, s))
	}
	return p
}

// Moves lists, sorted, the notation of the legal moves of p that keep accepts (every
// legal move when keep is nil).
func Moves(p rules.Notated, keep func(rules.Move) bool) []string {
	var out []string
	for _, m := range p.LegalMoves(nil) {
		if keep == nil || keep(m) {
			out = append(out, p.Notation(m))
		}
	}
	sort.Strings(out)
	return out
}

// From keeps the moves that start on c (for Moves).
func From(c boards.Cell) func(rules.Move) bool {
	return func(m rules.Move) bool { return m.From == c }
}

// Targets names the cells the legal moves from c go to, in move order and once each,
// with an "x" before a capture.
func Targets(p rules.Position, from boards.Cell) []string {
	b := p.Board()
	seen := map[string]bool{}
	var out []string
	for _, m := range p.LegalMoves(nil) {
		if m.From != from {
			continue
		}
		n := b.CellName(m.To)
		if m.Has(rules.Capture) {
			n = "x" + n
		}
		if !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	return out
}

// ReadBack checks one fuzzed position string s: read refuses it with a short
// *rules.PositionError that names a field, or what it reads writes a string that reads
// back to the same string. It returns the two positions read (nil when s is refused).
func ReadBack(t testing.TB, read func(string) (rules.Position, error), s string) (p, q rules.Position) {
	t.Helper()
	p, err := read(s)
	if err != nil {
		var pe *rules.PositionError
		if !errors.As(err, &pe) || pe.Field < 1 || len(err.Error()) > 200 {
			t.Fatalf("%q: error %v", s, err)
		}
		return nil, nil
	}
	text := p.PositionText()
	q, err = read(text)
	if err != nil || q.PositionText() != text {
		t.Fatalf("%q written as %q does not read back: %v", s, text, err)
	}
	return p, q
}

// RoundTrip writes each legal move of p in g's notation and reads it back, and reads back
// every other form forms gives for it (nil: none): each move must have a text of its own
// and each form must read as the move. where names p in a failure (printed with %v, so
// that a position is written out only then).
func RoundTrip(t testing.TB, g rules.Game, p rules.Position, where any, forms func(m rules.Move, text string) []string) {
	t.Helper()
	seen := map[string]bool{}
	for _, m := range p.LegalMoves(nil) {
		text := g.FormatMove(p, m)
		if seen[text] {
			t.Fatalf("%v: two moves written %s", where, text)
		}
		seen[text] = true
		all := []string{text}
		if forms != nil {
			all = append(all, forms(m, text)...)
		}
		for _, s := range all {
			if back, err := g.ParseMove(p, s); err != nil || back != m {
				t.Fatalf("%v: %q (of %s) read back as %+v (%v), want %+v", where, s, text, back, err, m)
			}
		}
	}
}

// FuzzMoves fuzzes the move reader of positions: seeds and every legal move of each
// position, as the game writes it, start the corpus (so that the fuzzer begins from the
// notation it must read). A string refused must get an error that says something; one
// read must be a legal move whose own notation reads back as the same move.
func FuzzMoves[P rules.Notated](f *testing.F, positions []P, seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
	for _, p := range positions {
		for _, m := range p.LegalMoves(nil) {
			f.Add(p.Notation(m))
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range positions {
			m, err := p.ParseMove(s)
			if err != nil {
				if err.Error() == "" {
					t.Fatalf("%q: empty error", s)
				}
				continue
			}
			if !rules.IsLegal(p, m) {
				t.Fatalf("%q: read as an illegal move %+v", s, m)
			}
			if back, err := p.ParseMove(p.Notation(m)); err != nil || back != m {
				t.Fatalf("%q: its notation %q does not read back", s, p.Notation(m))
			}
		}
	})
}
