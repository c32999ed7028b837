package search

import (
	"slices"
	"testing"
)

// pseudoHeaps is Nim listing pseudo-legal moves: each heap also offers to take four
// stones and one more than it holds, which Legal refuses.
type pseudoHeaps struct{ *heaps }

func (g pseudoHeaps) PseudoMoves(buf []heapsMove) []heapsMove {
	if g.winner >= 0 {
		return buf
	}
	for i, n := range g.heap {
		for t := 1; t <= 4 && t <= n+1; t++ {
			buf = append(buf, heapsMove{int8(i), int8(t)})
		}
	}
	return buf
}

func (g pseudoHeaps) Legal(m heapsMove) bool {
	return m.take <= 3 && int(m.take) <= g.heap[m.heap]
}

func (g pseudoHeaps) Valid(m heapsMove) bool { return slices.Contains(g.Moves(nil), m) }

// Proving moves as they are picked leaves the tree as it is with legal lists (Nim's
// evaluation is level, so the order of equal moves decides it), and the table's move
// searched first finds the same wins.
func TestPseudoMovesSameTree(t *testing.T) {
	for _, h := range [][]int{{7}, {5, 6}, {3, 4, 5}, {1, 2, 3, 4}} {
		for d := 1; d <= 8; d++ {
			// quiescence's probes of the table can see a win the depth alone does not,
			// which would tell the searches apart by what the table happened to hold
			lim := Limits{Depth: d, Without: HashFirst | QuiescenceProbe}
			a := run(newHeaps(2, 1, h...), lim)
			b := Run(t.Context(), pseudoHeaps{newHeaps(2, 1, h...)}, lim, nil)
			if a.Best != b.Best || a.Score != b.Score || a.Nodes != b.Nodes || !slices.Equal(a.PV, b.PV) {
				t.Errorf("heaps %v depth %d: legal lists %+v %d %d nodes, pseudo-legal %+v %d %d nodes",
					h, d, a.Best, a.Score, a.Nodes, b.Best, b.Score, b.Nodes)
			}
			lim.Without = QuiescenceProbe
			c := Run(t.Context(), pseudoHeaps{newHeaps(2, 1, h...)}, lim, nil)
			if (a.Score > mateBound) != (c.Score > mateBound) || (a.Score < -mateBound) != (c.Score < -mateBound) {
				t.Errorf("heaps %v depth %d: score %d, with the table's move first %d", h, d, a.Score, c.Score)
			}
		}
	}
}
