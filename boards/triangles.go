package boards

import (
	"math"
	"strconv"
)

// TriangleFiles are the file letters of the 42-triangle board (Dino-Czars): A to J
// without I, numbered 1 to 9.
const TriangleFiles = "ABCDEFGHJ"

// triangleRows gives, for rows 1 to 6, the first and last file (1-based) of the row.
var triangleRows = [6][2]int{{3, 7}, {2, 8}, {1, 9}, {1, 9}, {2, 8}, {3, 7}}

// triangleName names the triangle of 1-based file f and row r ("E3" for 5, 3).
func triangleName(f, r int) string {
	return TriangleFiles[f-1:f] + strconv.Itoa(r)
}

// TrianglePointsDown reports whether triangle (f, r) points down (flat side on top):
// when f + r is even.
func TrianglePointsDown(f, r int) bool { return (f+r)%2 == 0 }

// triangleExists reports whether (f, r), 1-based, is one of the 42 triangles.
func triangleExists(f, r int) bool {
	if r < 1 || r > 6 {
		return false
	}
	return f >= triangleRows[r-1][0] && f <= triangleRows[r-1][1]
}

// Triangles builds the 42-triangle board of Dino-Czars: six rows of equilateral
// triangles with side 1, rows 1 (bottom) to 6, files A–J without I. Triangle (f, r)
// spans x ∈ [(f−1)/2, (f+1)/2] and rows r−1 to r (times h = √3/2) in y; it points down
// when f + r is even. Cells are numbered row by row from the bottom, left to right, so
// C1 is cell 0 and G6 is cell 41. Center is the centroid; Shade is 0 for up triangles
// and 1 for down triangles; Size (0.62) is a little more than the inscribed circle's
// diameter (√3/3 ≈ 0.577) so that icons stay readable. File letters label the bottom and
// top edges, row numbers the slanted ends of each row on both sides.
func Triangles() *Board {
	h := math.Sqrt(3) / 2
	var cells []CellInfo
	for r := 1; r <= 6; r++ {
		for f := triangleRows[r-1][0]; f <= triangleRows[r-1][1]; f++ {
			x0, x1, xm := float64(f-1)/2, float64(f+1)/2, float64(f)/2
			yb, yt := float64(r-1)*h, float64(r)*h
			var c CellInfo
			if TrianglePointsDown(f, r) {
				c = CellInfo{
					Poly:   []Point{{xm, yb}, {x1, yt}, {x0, yt}},
					Center: Point{xm, (float64(r) - 1.0/3) * h},
					Shade:  1,
				}
			} else {
				c = CellInfo{
					Poly:   []Point{{x0, yb}, {x1, yb}, {xm, yt}},
					Center: Point{xm, (float64(r) - 2.0/3) * h},
					Shade:  0,
				}
			}
			c.Name = triangleName(f, r)
			c.Size = 0.62
			cells = append(cells, c)
		}
	}
	var labels []Label
	for f := 1; f <= 9; f++ {
		x := float64(f) / 2
		l := TriangleFiles[f-1 : f]
		labels = append(labels, Label{l, Point{x, -0.3}}, Label{l, Point{x, 6*h + 0.3}})
	}
	for r := 1; r <= 6; r++ {
		// At mid-height a row's end triangles reach a quarter of a side in from their
		// box, whichever way they point.
		y, n := (float64(r)-0.5)*h, strconv.Itoa(r)
		left := float64(triangleRows[r-1][0]-1)/2 + 0.25
		right := float64(triangleRows[r-1][1]+1)/2 - 0.25
		labels = append(labels, Label{n, Point{left - 0.35, y}}, Label{n, Point{right + 0.35, y}})
	}
	return mustBuild("42 triangles", cells, labels, nil)
}
