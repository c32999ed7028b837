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
	// made counts the moves made so far at the node the line's length names; late
	// counts the moves quiescence made after its first qFew at a node, lateStrayed
	// those of them that took from another heap than the move before
	made              [64]int
	late, lateStrayed int
}

func (g *grabs) Noisy(heapsMove) bool   { return true }
func (g *grabs) Target(m heapsMove) int { return int(m.heap) }
func (g *grabs) Eval(p int) int         { return variedEval(g.Hash(), p) }

// variedEval is a toy's evaluation for seat p that varies with the position's hash
// (from -30 to 30), so that quiescence does not stand pat at once and nodes search
// several moves.
func variedEval(hash uint64, p int) int {
	v := int(hash%61) - 30
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
	n := len(g.line)
	if g.made[n]++; n >= 1 && g.made[n] > qFew { // quiescence's nodes: the first ply is the main search's
		g.late++
		if g.line[n-1].heap != m.heap {
			g.lateStrayed++
		}
	}
	g.line = append(g.line, m)
	g.heaps.Do(m)
}

// Over is asked first at every node the search enters (again, for a re-search).
func (g *grabs) Over() (bool, int) {
	g.made[len(g.line)] = 0
	return g.heaps.Over()
}

func (g *grabs) Undo() {
	g.line = g.line[:len(g.line)-1]
	g.heaps.Undo()
}

// With Recaptures, a search of one ply (so that every later ply is quiescence, the move
// made with n moves before it at quiescence's ply n-1) searches only moves on the last
// move's heap from quiescence's ply qRecaptures on; with QuiescenceFew, only those after
// the first qFew moves at each node of quiescence; without either, others too.
func TestQuiescenceOnlyRecapturesDeepOrLate(t *testing.T) {
	for _, tc := range []struct {
		name                   string
		lim                    Limits
		mayStray, mayStrayLate bool
	}{
		{"with Recaptures", Limits{Depth: 1, With: Recaptures}, false, true},
		{"with QuiescenceFew", Limits{Depth: 1, With: QuiescenceFew}, true, false},
		{"without", Limits{Depth: 1}, true, true},
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
		if g.late == 0 {
			t.Fatalf("%s: quiescence never made more than %d moves at a node", tc.name, qFew)
		}
		if (g.lateStrayed > 0) != tc.mayStrayLate {
			t.Errorf("%s: %d of %d moves past a node's first %d took from another heap than the last", tc.name, g.lateStrayed, g.late, qFew)
		}
		t.Logf("%s: %d of %d moves that deep took from another heap, %d of %d that late", tc.name, g.strayed, g.deep, g.lateStrayed, g.late)
	}
}
