package boards

// PotholeMissing reports whether 0-based file f and rank r is one of the four cells the
// 4-Player Pothole Chess board lacks: a4, g4, d1 and d7.
func PotholeMissing(f, r int) bool {
	return (r == 3 && (f == 0 || f == 6)) || (f == 3 && (r == 0 || r == 6))
}

// PotholePromotion reports whether 0-based file f and rank r is one of the four
// promotion squares of 4-Player Pothole Chess: b4, d2, d6 and f4.
func PotholePromotion(f, r int) bool {
	return (r == 3 && (f == 1 || f == 5)) || (f == 3 && (r == 1 || r == 5))
}

// Pothole builds the 4-Player Pothole Chess board: a 7×7 grid of unit squares, files a–g
// and ranks 1–7, without a4, g4, d1 and d7 (45 cells; the six potholes stand on cells as
// board objects). The four promotion squares b4, d2, d6 and f4 have Shade 3; the others
// are light and dark as on a chessboard (a1 dark).
func Pothole() *Board {
	sq := Squares("4-Player Pothole Chess", 7, 7, func(f, r int) bool { return !PotholeMissing(f, r) })
	cells := make([]CellInfo, sq.Len())
	for i := range cells {
		cells[i] = *sq.Info(Cell(i))
		name := cells[i].Name
		if PotholePromotion(int(name[0]-'a'), int(name[1]-'1')) {
			cells[i].Shade = 3
		}
	}
	return MustNew(sq.Name(), cells, sq.Labels(), nil)
}
