package clash

import (
	"context"
	"testing"

	"oddboards/rules"
	"oddboards/rules/search"
	"oddboards/rules/search/searchtest"
)

func adapt(p rules.Position) *thinker { return newThinker(p.(*Position)) }

// TestSearchConformance: the search state has the contract's moves, outcome and seat to
// move, and keeps a hash equal to a fresh one through Do and Undo, in games from the
// start and from a middle game with Slicers about (the game has no options).
func TestSearchConformance(t *testing.T) {
	for _, c := range []struct {
		name         string
		start        string
		games, plies int
	}{
		{"start", StartText, 20, 80},
		{"middle", "Ca1 Fc1 Fe1 Cg1 Fb2 Fd2 Ff2 Dc3 Df4 Dh4 Bi7 Se5 / " +
			"Fb6 Df6 Ha7 Hb8 Hd8 Df8 Fh8 Ba9 Cc9 Fe9 Cg9 Bi9 Sd4 b", 8, 40},
	} {
		t.Run(c.name, func(t *testing.T) {
			searchtest.Conformance(t, mustPos(t, c.start), adapt, c.games, c.plies, 2001)
		})
	}
}

// TestSearchLegalOnly: every best move and line the search reports is legal.
func TestSearchLegalOnly(t *testing.T) {
	searchtest.LegalOnly(t, StartPosition(), 1000, 80, 1000, 41)
}

// TestSearchFindsWin: the search takes the last Commander when it can, and sees a
// forced win in two moves.
func TestSearchFindsWin(t *testing.T) {
	for _, c := range []struct {
		name, pos, best string
		plies           int
	}{
		// The Droid takes the last Commander rather than the Slicer the Brute could take.
		{"in one", "Ca1 De5 Bh4 / Cd4 Sg5 w", "De5xd4", 1},
		// The Brute takes i9 and becomes a Slicer there, which then sweeps both Commanders
		// off rank 9 whatever Black does (found by exhaustive search of random games).
		{"in two", "Ca1 Fc1 Fe1 Cg1 Fb2 Fd2 Ff2 Dc3 Df4 Dh4 Bi7 / " +
			"Fb6 Df6 Ha7 Hb8 Hd8 Df8 Fh8 Ba9 Cc9 Fe9 Cg9 Bi9 w", "Bi7xi9", 3},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := mustPos(t, c.pos)
			r := p.Think(context.Background(), search.Limits{Depth: 6}, nil)
			searchtest.MatesKept(t, p, search.Limits{Depth: 6})
			if !r.Found {
				t.Fatal("no move found")
			}
			if got := p.Notation(r.Best); got != c.best {
				t.Errorf("best %s, want %s", got, c.best)
			}
			if r.MatePlies != c.plies || r.Score != search.Mate {
				t.Errorf("mate in %d plies (score %d), want %d", r.MatePlies, r.Score, c.plies)
			}
		})
	}
}

// TestSearchRepeatable: equal limits and seed, noise included, give the same move after
// the same number of nodes.
func TestSearchRepeatable(t *testing.T) {
	searchtest.SameSeed(t, StartPosition(), search.Limits{Depth: 3, Noise: 40, Seed: 7, HashMB: 1})
}

// TestSearchBudgets: a node budget is kept, and a search without limits stops soon after
// its context is cancelled, with a legal move.
func TestSearchBudgets(t *testing.T) {
	searchtest.Budgets(t, StartPosition(), 20_000)
}

// TestSearchOver: a finished game has no move to find.
func TestSearchOver(t *testing.T) {
	p := mustPos(t, "Sa1 / Cc3 w") // White has no Commander
	if r := p.Think(context.Background(), search.Limits{Depth: 2}, nil); r.Found {
		t.Errorf("found %+v in a finished game", r.Best)
	}
}

// BenchmarkSearch searches the start position to a fixed depth (7) and reports nodes/s.
func BenchmarkSearch(b *testing.B) {
	searchtest.Bench(b, StartPosition(), search.Limits{Depth: 7, HashMB: 16})
}

// TestWithOverridesTheGamesChoice: the techniques the game does without (its Chooser)
// stay off by default, and come on when Limits.With names them, keeping the mates.
func TestWithOverridesTheGamesChoice(t *testing.T) {
	left := search.QuiescenceProbe | search.Singular
	p := StartPosition()
	var changed bool
	for _, d := range []int{7, 8} {
		def := p.Think(context.Background(), search.Limits{Depth: d, HashMB: 4}, nil)
		off := p.Think(context.Background(), search.Limits{Depth: d, HashMB: 4, Without: left}, nil)
		on := p.Think(context.Background(), search.Limits{Depth: d, HashMB: 4, With: left}, nil)
		if def.Nodes != off.Nodes || def.Best != off.Best {
			t.Errorf("depth %d: by default %d nodes, %v; without them %d, %v", d, def.Nodes, def.Best, off.Nodes, off.Best)
		}
		changed = changed || on.Nodes != def.Nodes
	}
	if !changed {
		t.Error("With named them, and no search changed: are they on?")
	}
	pos := mustPos(t, "Ca1 Fc1 Fe1 Cg1 Fb2 Fd2 Ff2 Dc3 Df4 Dh4 Bi7 / "+
		"Fb6 Df6 Ha7 Hb8 Hd8 Df8 Fh8 Ba9 Cc9 Fe9 Cg9 Bi9 w")
	searchtest.MatesKept(t, pos, search.Limits{Depth: 6, With: left})
}
