package boards

import "strconv"

// FileLetter returns the letter of 0-based file f ("a" for 0).
func FileLetter(f int) string { return string(rune('a' + f)) }

// SquareName names the square at 0-based file f and rank r ("a1" for 0,0).
func SquareName(f, r int) string { return FileLetter(f) + strconv.Itoa(r+1) }

// Squares builds a board of unit squares on a files×ranks box, keeping the squares for
// which exists(f, r) is true (0-based). Square (f, r) spans [f, f+1]×[r, r+1]; its shade
// is dark when f+r is even, as a1 is on a chessboard. File letters label the box's bottom
// and top edges and rank numbers its left and right edges, like a printed diagram: on an
// irregular board every label stays in line with its file or rank and clear of the others.
func Squares(name string, files, ranks int, exists func(f, r int) bool) *Board {
	var cells []CellInfo
	for r := 0; r < ranks; r++ {
		for f := 0; f < files; f++ {
			if !exists(f, r) {
				continue
			}
			x, y := float64(f), float64(r)
			shade := uint8(1)
			if (f+r)%2 == 1 {
				shade = 0
			}
			cells = append(cells, CellInfo{
				Name:   SquareName(f, r),
				Poly:   []Point{{x, y}, {x + 1, y}, {x + 1, y + 1}, {x, y + 1}},
				Center: Point{x + 0.5, y + 0.5},
				Shade:  shade,
				Size:   1,
			})
		}
	}
	var labels []Label
	for f := 0; f < files; f++ {
		x := float64(f) + 0.5
		labels = append(labels, Label{FileLetter(f), Point{x, -0.32}}, Label{FileLetter(f), Point{x, float64(ranks) + 0.32}})
	}
	for r := 0; r < ranks; r++ {
		y, n := float64(r)+0.5, strconv.Itoa(r+1)
		labels = append(labels, Label{n, Point{-0.32, y}}, Label{n, Point{float64(files) + 0.32, y}})
	}
	return mustBuild(name, cells, labels, nil)
}
