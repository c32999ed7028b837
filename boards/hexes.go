package boards

import (
	"math"
	"strconv"
	"sync"
)

// Cube is a hex in cube coordinates: X + Y + Z = 0.
type Cube struct{ X, Y, Z int }

// Add returns a+b.
func (a Cube) Add(b Cube) Cube { return Cube{a.X + b.X, a.Y + b.Y, a.Z + b.Z} }

// Sub returns a−b.
func (a Cube) Sub(b Cube) Cube { return Cube{a.X - b.X, a.Y - b.Y, a.Z - b.Z} }

// Scale returns a·k.
func (a Cube) Scale(k int) Cube { return Cube{a.X * k, a.Y * k, a.Z * k} }

// Len is the distance from the origin: max(|X|, |Y|, |Z|).
func (a Cube) Len() int { return max(abs(a.X), abs(a.Y), abs(a.Z)) }

// Dist is the number of edge steps between a and b.
func (a Cube) Dist(b Cube) int { return a.Sub(b).Len() }

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// HexDirs are the six edge neighbours u0…u5, counter-clockwise from east (u0 = (1,−1,0)
// points right along a rank).
var HexDirs = [6]Cube{{1, -1, 0}, {1, 0, -1}, {0, 1, -1}, {-1, 1, 0}, {-1, 0, 1}, {0, -1, 1}}

// HexDiagonals are the six vectors through a hex's corners, u_k + u_{k+1}.
var HexDiagonals = [6]Cube{{2, -1, -1}, {1, 1, -2}, {-1, 2, -1}, {-2, 1, 1}, {-1, -1, 2}, {1, -2, 1}}

// Pointy-topped hexes of inner diameter 1: a rank (constant Z) is a row of hexes side by
// side, rows √3/2 apart, Z growing downwards.
var (
	hexRadius = 1 / math.Sqrt(3) // centre to corner
	rowStep   = math.Sqrt(3) / 2
)

// HexCenter is where hex h stands in board units (y up): X = x + z/2, Y = −z·√3/2.
func HexCenter(h Cube) Point {
	return Point{float64(h.X) + float64(h.Z)/2, -float64(h.Z) * rowStep}
}

// hexPoly is the outline of a pointy-topped hex around c, counter-clockwise from the
// lower-right corner.
func hexPoly(c Point) []Point {
	poly := make([]Point, 6)
	for i := range poly {
		a := math.Pi/6 + float64(i)*math.Pi/3 - math.Pi/3
		poly[i] = Point{c.X + hexRadius*math.Cos(a), c.Y + hexRadius*math.Sin(a)}
	}
	return poly
}

// snowflakeRadius is the farthest coordinate of the snowflake (its tips' outer hexes).
const snowflakeRadius = 11

// snowflakeRank is the rank (1 at the bottom … 23 at the top) of a snowflake hex: 12 − z.
func snowflakeRank(h Cube) int { return snowflakeRadius + 1 - h.Z }

// snowflakeFile is the 0-based file (a = 0 … w = 22) of a snowflake hex: ⌊(2x + z + 22)/2⌋.
func snowflakeFile(h Cube) int { return (2*h.X + h.Z + 2*snowflakeRadius) / 2 }

// snowflakeHexName names a hex by its file letter and rank: the centre is "l12".
func snowflakeHexName(h Cube) string {
	return FileLetter(snowflakeFile(h)) + strconv.Itoa(snowflakeRank(h))
}

// snowflakeCubeAt is the hex of file f (0-based) and rank r (1-based), whether or not it
// is on the board.
func snowflakeCubeAt(f, r int) Cube {
	z := snowflakeRadius + 1 - r
	// 2x + z + 22 is 2f or 2f+1: x = ⌊(2f − z − 21)/2⌋.
	v := 2*f - z - 2*snowflakeRadius + 1
	x := v / 2
	if v < 0 && v%2 != 0 {
		x--
	}
	return Cube{x, -x - z, z}
}

// onSnowflake reports whether h is one of the 295 hexes of the Antarctic Chess board: the
// centre plate (distance ≤ 4), six arms (distance ≤ 2 from 6u) and on each arm three twigs
// (distance ≤ 1 from 10u, 7u + 3v and 7u + 3w, with v and w the directions either side of u).
func onSnowflake(h Cube) bool {
	if h.Len() <= 4 {
		return true
	}
	for k, u := range HexDirs {
		v, w := HexDirs[(k+1)%6], HexDirs[(k+5)%6]
		switch {
		case h.Dist(u.Scale(6)) <= 2,
			h.Dist(u.Scale(10)) <= 1,
			h.Dist(u.Scale(7).Add(v.Scale(3))) <= 1,
			h.Dist(u.Scale(7).Add(w.Scale(3))) <= 1:
			return true
		}
	}
	return false
}

var snowflake = sync.OnceValues(buildSnowflake)

// Snowflake returns the 295-hex board of Antarctic Chess, cells ordered by rank from the
// bottom and by file from the left. A cell's Shade is (x − y) mod 3, but 4 (white) for the
// centre hex; its Size is 0.9 of the hex's inner diameter (1 board unit). Rank numbers
// label both ends of each rank, file letters the bottom and the top.
func Snowflake() *Board { b, _ := snowflake(); return b }

// SnowflakeCubes returns the cube coordinates of each cell of Snowflake(), by Cell. The
// slice is shared: do not modify it.
func SnowflakeCubes() []Cube { _, c := snowflake(); return c }

func buildSnowflake() (*Board, []Cube) {
	var cells []CellInfo
	var cubes []Cube
	var labels []Label
	const n = snowflakeRadius
	for z := n; z >= -n; z-- {
		first, last := Cube{}, Cube{}
		found := false
		for x := -2 * n; x <= 2*n; x++ {
			h := Cube{x, -x - z, z}
			if h.Len() > n || !onSnowflake(h) {
				continue
			}
			if !found {
				first = h
			}
			last, found = h, true
			shade := uint8(((h.X-h.Y)%3 + 3) % 3)
			if h == (Cube{}) {
				shade = 4
			}
			c := HexCenter(h)
			cells = append(cells, CellInfo{
				Name:   snowflakeHexName(h),
				Poly:   hexPoly(c),
				Center: c,
				Shade:  shade,
				Size:   0.9,
			})
			cubes = append(cubes, h)
		}
		if found {
			rank := strconv.Itoa(snowflakeRank(first))
			l, r := HexCenter(first), HexCenter(last)
			labels = append(labels, Label{rank, Point{l.X - 0.85, l.Y}}, Label{rank, Point{r.X + 0.85, r.Y}})
		}
	}
	// A file's hexes zigzag by half a hex between even and odd ranks: its letter stands
	// between the two, below the bottom rank and above the top one.
	bottom := -float64(n)*rowStep - hexRadius - 0.4
	for f := 0; f <= 2*n; f++ {
		x := float64(f-n) + 0.25
		labels = append(labels, Label{FileLetter(f), Point{x, bottom}}, Label{FileLetter(f), Point{x, -bottom}})
	}
	return mustBuild("snowflake, 295 hexes", cells, labels, nil), cubes
}
