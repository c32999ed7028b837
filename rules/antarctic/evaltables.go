package antarctic

import "oddboards/boards"

// The evaluation's geometry, built once from the cube coordinates (a variable
// initialiser, so it never depends on the order of the package's init functions).

// routeToCentre is how a royal piece on a hex reaches the centre in one move on an empty
// board: the hexes it crosses, which must be empty.
type routeToCentre struct {
	ok  bool
	n   int8
	via [2]int16
}

// royalGeometry holds, for the Emperor (index 0) and the King (index 1), the fewest
// moves from each hex to the centre on an empty board and the one-move routes.
type royalGeometry struct {
	steps [2][nCells]int8
	route [2][nCells]routeToCentre
	near  [2][]int16 // the hexes one move from the centre
}

var (
	// distTable holds the distance between every two hexes.
	distTable = func() *[nCells][nCells]uint8 {
		var d [nCells][nCells]uint8
		for a, ha := range cubeOf {
			for b, hb := range cubeOf {
				d[a][b] = uint8(ha.Dist(hb))
			}
		}
		return &d
	}()
	// centreDist is each hex's distance to the centre.
	centreDist = func() (d [nCells]int8) {
		for i, h := range cubeOf {
			d[i] = int8(h.Len())
		}
		return
	}()
	royalGeo = buildRoyalGeometry()
)

// hexDist is the distance between hexes a and b.
func hexDist(a, b int16) int { return int(distTable[a][b]) }

// royalIndex is the geometry's index of a royal kind.
func royalIndex(k int) int {
	if k == kKing {
		return 1
	}
	return 0
}

func buildRoyalGeometry() *royalGeometry {
	at := map[boards.Cube]int{}
	for i, h := range cubeOf {
		at[h] = i
	}
	centreCell := at[boards.Cube{}]
	// targets lists the hexes a piece of reach steps (and the knight's leap if knight)
	// goes to from c on an empty board, with the hexes crossed.
	type target struct {
		c   int
		via []int16
	}
	targets := func(c, reach int, knight bool) []target {
		var out []target
		steps := append(boards.HexDirs[:], boards.HexDiagonals[:]...)
		for _, d := range steps {
			var via []int16
			h := cubeOf[c]
			for i := 0; i < reach; i++ {
				h = h.Add(d)
				t, ok := at[h]
				if !ok {
					break
				}
				out = append(out, target{t, append([]int16(nil), via...)})
				via = append(via, int16(t))
			}
		}
		if knight {
			for _, l := range knightLeaps {
				if t, ok := at[cubeOf[c].Add(l)]; ok {
					out = append(out, target{t, nil})
				}
			}
		}
		return out
	}
	g := &royalGeometry{}
	for i, mv := range []movement{moveOf[kEmperor], moveOf[kKing]} {
		// Moves are symmetric on an empty board, so a search outward from the centre
		// counts the moves to it.
		steps := &g.steps[i]
		for c := range steps {
			steps[c] = -1
		}
		steps[centreCell] = 0
		queue := []int{centreCell}
		for len(queue) > 0 {
			c := queue[0]
			queue = queue[1:]
			for _, t := range targets(c, mv.orth, mv.knight) {
				if steps[t.c] < 0 {
					steps[t.c] = steps[c] + 1
					queue = append(queue, t.c)
				}
			}
		}
		for c := range cubeOf {
			for _, t := range targets(c, mv.orth, mv.knight) {
				if t.c == centreCell {
					r := routeToCentre{ok: true, n: int8(len(t.via))}
					copy(r.via[:], t.via)
					g.route[i][c] = r
					g.near[i] = append(g.near[i], int16(c))
				}
			}
		}
	}
	return g
}
