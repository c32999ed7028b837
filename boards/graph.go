package boards

import (
	"math"
	"strconv"
)

// ClashOfCommand builds the 41-node board of Clash of Command: the points (file, rank) of
// a 9 × 9 grid, files a–i and ranks 1–9, whose file number (a = 1) plus rank is even. They
// form four concentric squares round the centre e5.
//
// Node (file f, rank r), both 1-based, stands at (f−1, r−1): neighbouring grid points are
// one unit apart, so diagonal neighbours are √2 apart. Cells are ordered rank by rank from
// rank 1, files a to i within a rank (a1, c1, e1, g1, i1, b2, d2, …, i9). Each node is a
// small 12-gon disc of radius 0.3 with Size 1 (hit radius and icon size). The promotion
// rows, the seed's black and white circles, have their own shades: rank 1, where Black
// promotes, Shade 3; rank 9, where White promotes, Shade 4; the others Shade 0.
//
// The 104 lines join every two nodes one diagonal step apart (64) and every two nodes two
// steps apart along a side of the same square (40); there are no others (no a3–c3, no
// c1–c3, and e5 has only its four diagonals). File letters label the bottom and top, rank
// numbers the left and right.
func ClashOfCommand() *Board {
	type fr struct{ f, r int } // 0-based
	var cells []CellInfo
	index := map[fr]Cell{}
	for r := 0; r < 9; r++ {
		for f := 0; f < 9; f++ {
			if (f+r)%2 != 0 {
				continue
			}
			x, y := float64(f), float64(r)
			poly := make([]Point, 12)
			for i := range poly {
				a := 2 * math.Pi * float64(i) / 12
				poly[i] = Point{x + 0.3*math.Cos(a), y + 0.3*math.Sin(a)}
			}
			shade := uint8(0)
			switch r {
			case 0:
				shade = 3
			case 8:
				shade = 4
			}
			index[fr{f, r}] = Cell(len(cells))
			cells = append(cells, CellInfo{Name: SquareName(f, r), Poly: poly, Center: Point{x, y}, Shade: shade, Size: 1})
		}
	}
	abs := func(x int) int { // a local name: other boards files share this package
		if x < 0 {
			return -x
		}
		return x
	}
	ring := func(f, r int) int { return max(abs(f-4), abs(r-4)) }
	var lines []Line
	for r := 0; r < 9; r++ {
		for f := 0; f < 9; f++ {
			a, ok := index[fr{f, r}]
			if !ok {
				continue
			}
			// Each line once, from its lower (then left) end.
			for _, d := range []fr{{1, 1}, {-1, 1}} {
				if b, ok := index[fr{f + d.f, r + d.r}]; ok {
					lines = append(lines, Line{a, b})
				}
			}
			k := ring(f, r)
			if k == 0 {
				continue
			}
			// Along a horizontal side (the bottom or top row of square k) and a vertical one.
			if abs(r-4) == k {
				if b, ok := index[fr{f + 2, r}]; ok && ring(f+2, r) == k {
					lines = append(lines, Line{a, b})
				}
			}
			if abs(f-4) == k {
				if b, ok := index[fr{f, r + 2}]; ok && ring(f, r+2) == k {
					lines = append(lines, Line{a, b})
				}
			}
		}
	}
	var labels []Label
	for i := 0; i < 9; i++ {
		c, n := float64(i), strconv.Itoa(i+1)
		labels = append(labels,
			Label{FileLetter(i), Point{c, -0.9}}, Label{FileLetter(i), Point{c, 8.9}},
			Label{n, Point{-0.9, c}}, Label{n, Point{8.9, c}})
	}
	b, err := newGraph("graph, 41 nodes", cells, labels, lines)
	if err != nil {
		panic(err)
	}
	return b
}
