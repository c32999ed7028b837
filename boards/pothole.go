package boards

// PotholeMissing reports whether 0-based file f and rank r is one of the four cells the
// 4-Player Pothole Chess board lacks: a4, g4, d1 and d7.
func PotholeMissing(f, r int) bool {
	return (r == 3 && (f == 0 || f == 6)) || (f == 3 && (r == 0 || r == 6))
}

// potholePromotion reports whether 0-based file f and rank r is one of the four
// promotion squares of 4-Player Pothole Chess: b4, d2, d6 and f4.
func potholePromotion(f, r int) bool {
	return (r == 3 && (f == 1 || f == 5)) || (f == 3 && (r == 1 || r == 5))
}

// potholeZone names the pothole zone of 0-based file f and rank r: "*" for the squares a
// centre pothole may go to (c3–e3, c5–e5, d4 and the homes c4, e4), "@" for those of the
// corner potholes (the armies' starting squares and the homes b2, b6, f2, f6), "" else.
func potholeZone(f, r int) string {
	switch {
	case r == 3 && f >= 2 && f <= 4, (r == 2 || r == 4) && f >= 2 && f <= 4:
		return "*"
	case PotholeMissing(f, r), potholePromotion(f, r), f == 3 || r == 3:
		return ""
	}
	return "@" // the four 3×3 corners: armies and corner potholes
}

// Pothole builds the 4-Player Pothole Chess board: a 7×7 grid of unit squares, files a–g
// and ranks 1–7, without a4, g4, d1 and d7 (45 cells; the six potholes stand on cells as
// board objects). The four promotion squares b4, d2, d6 and f4 have Shade 3; the others
// are light and dark as on a chessboard (a1 dark). Each cell's Mark is its pothole zone.
func Pothole() *Board {
	sq := Squares("7×7 without a4, g4, d1, d7", 7, 7, func(f, r int) bool { return !PotholeMissing(f, r) })
	cells := make([]CellInfo, sq.Len())
	for i := range cells {
		cells[i] = *sq.Info(Cell(i))
		name := cells[i].Name
		f, r := int(name[0]-'a'), int(name[1]-'1')
		if potholePromotion(f, r) {
			cells[i].Shade = 3
		}
		cells[i].Mark = potholeZone(f, r)
	}
	return mustBuild(sq.Name(), cells, sq.Labels(), nil)
}
