package pothole

import (
	"slices"
	"sort"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/rules"
	"oddboards/rules/gametest"
)

// mustPos reads a position in FromText's form, failing the test on an error.
func mustPos(t testing.TB, text string) *Position { return gametest.Must(t, FromText, text) }

func mustStart(t testing.TB, opts map[string]string) *Position {
	return gametest.Must(t, StartPosition, opts)
}

func cell(t testing.TB, name string) boards.Cell { return gametest.Cell(t, theBoard, name) }

// dests lists the moves of the thing on from as their notation without the from part
// ("-c3", "xd4", "-c1#"), sorted.
func dests(p *Position, from string) string {
	var out []string
	for _, m := range p.legalMoves() {
		if sqName(int(m.from)) != from {
			continue
		}
		s := p.format(m)
		out = append(out, s[strings.Index(s, from)+len(from):])
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

// moveList is every legal move in notation, sorted.
func moveList(p *Position) []string { return gametest.Moves(p, nil) }

// play plays moves written in notation, failing the test on any error.
func play(t testing.TB, p *Position, moves ...string) *Position {
	t.Helper()
	for _, s := range moves {
		m, err := p.ParseMove(s)
		if err != nil {
			t.Fatalf("%s in %s: %v", s, p.Text(), err)
		}
		p = p.Play(m).(*Position)
	}
	return p
}

// checkPushes checks what m pushes (Pushes).
func checkPushes(t testing.TB, p *Position, m rules.Move, want ...push) {
	t.Helper()
	if got := pushes(p, m); !slices.Equal(got, want) {
		t.Errorf("Pushes = %v, want %v", got, want)
	}
}

// parsed reads one move, failing the test on an error.
func parsed(t testing.TB, p *Position, s string) rules.Move { return gametest.Parse(t, Game{}, p, s) }

// has reports whether the text form of p contains every field of want.
func hasFields(p *Position, want string) bool {
	got := map[string]bool{}
	for _, f := range strings.Fields(p.Text()) {
		got[f] = true
	}
	for _, f := range strings.Fields(want) {
		if !got[f] {
			return false
		}
	}
	return true
}
