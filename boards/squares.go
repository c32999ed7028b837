package boards

import "strconv"

// FileLetter returns the letter of 0-based file f ("a" for 0).
func FileLetter(f int) string { return string(rune('a' + f)) }

// SquareName names the square at 0-based file f and rank r ("a1" for 0,0).
func SquareName(f, r int) string { return FileLetter(f) + strconv.Itoa(r+1) }

// Squares builds a board of unit squares on a files×ranks box, keeping the squares for
// which exists(f, r) is true (0-based). Square (f, r) spans [f, f+1]×[r, r+1]; its shade
// is dark when f+r is even, as a1 is on a chessboard. File letters label the bottom and
// top edges, rank numbers the left and right, each beside the outermost square of its line.
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
		lo, hi := -1, -1
		for r := 0; r < ranks; r++ {
			if exists(f, r) {
				if lo < 0 {
					lo = r
				}
				hi = r
			}
		}
		if lo >= 0 {
			labels = append(labels,
				Label{FileLetter(f), Point{float64(f) + 0.5, float64(lo) - 0.3}},
				Label{FileLetter(f), Point{float64(f) + 0.5, float64(hi) + 1.3}})
		}
	}
	for r := 0; r < ranks; r++ {
		lo, hi := -1, -1
		for f := 0; f < files; f++ {
			if exists(f, r) {
				if lo < 0 {
					lo = f
				}
				hi = f
			}
		}
		if lo >= 0 {
			n := strconv.Itoa(r + 1)
			labels = append(labels,
				Label{n, Point{float64(lo) - 0.3, float64(r) + 0.5}},
				Label{n, Point{float64(hi) + 1.3, float64(r) + 0.5}})
		}
	}
	return MustNew(name, cells, labels, nil)
}
