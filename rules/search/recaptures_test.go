package search

import "testing"

// grabs is Nim where every move counts as a capture (so quiescence searches them all),
// a move's target is its heap, and the evaluation varies with the position, so that
// quiescence does not stand pat at once.
type grabs struct {
	*heaps
	line []heapsMove // the moves made on the line searched
	// deep counts the moves made with more than qRecaptures moves before them on the
	// line, strayed those of them that took from another heap than the move before
	deep, strayed int
}

func (g *grabs) Noisy(heapsMove) bool   { return true }
func (g *grabs) Target(m heapsMove) int { return int(m.heap) }
func (g *grabs) Eval(p int) int {
	v := int(g.Hash()%61) - 30
	if p == 1 {
		return -v
	}
	return v
}

func (g *grabs) Do(m heapsMove) {
	if n := len(g.line); n > qRecaptures {
		g.deep++
		if g.line[n-1].heap != m.heap {
			g.strayed++
		}
	}
	g.line = append(g.line, m)
	g.heaps.Do(m)
}

func (g *grabs) Undo() {
	g.line = g.line[:len(g.line)-1]
	g.heaps.Undo()
}

// With Recaptures, a search of one ply (so that every later ply is quiescence, the move
// made with n moves before it at quiescence's ply n-1) searches only moves on the last
// move's heap from quiescence's ply qRecaptures on; without it, others too.
func TestRecapturesOnlyDeepInQuiescence(t *testing.T) {
	for _, tc := range []struct {
		name     string
		lim      Limits
		mayStray bool
	}{
		{"with Recaptures", Limits{Depth: 1, With: Recaptures}, false},
		{"without", Limits{Depth: 1}, true},
	} {
		g := &grabs{heaps: newHeaps(2, 1, 7, 7, 7)}
		r := Run(t.Context(), g, tc.lim, nil)
		if !r.Found || len(g.line) != 0 {
			t.Fatalf("%s: found %v, line left %v", tc.name, r.Found, g.line)
		}
		if g.deep == 0 {
			t.Fatalf("%s: quiescence never reached its ply %d", tc.name, qRecaptures)
		}
		if (g.strayed > 0) != tc.mayStray {
			t.Errorf("%s: %d of %d moves that deep took from another heap than the last", tc.name, g.strayed, g.deep)
		}
		t.Logf("%s: %d of %d moves that deep took from another heap", tc.name, g.strayed, g.deep)
	}
}
