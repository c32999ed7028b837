package pothole

import (
	"oddboards/boards"
	"oddboards/pieces"
)

// The 7 × 7 box sits in a 9 × 9 mailbox with one sentinel file and rank on every side:
// every move here looks at most one square past the last square it could reach, so one
// sentinel is enough and no offset ever wraps around a rank or leaves the array.
const (
	size   = 7
	stride = size + 2        // 9
	nSq    = stride * stride // 81
)

// A mailbox square holds one byte: empty, off (a sentinel or one of the four missing
// cells: both behave alike), a pothole (holeBase + its index), or a piece (its index in
// state.pc plus one).
const (
	empty     = 0
	holeBase  = 0x40
	off       = 0x80
	maxPieces = 39 // 45 cells less 6 potholes
	nHoles    = 6  // 0–3 the corner potholes, 4–5 the centre potholes
)

func isPiece(v uint8) bool { return v != empty && v < holeBase }
func isHole(v uint8) bool  { return v >= holeBase && v < off }

// The eight directions clockwise from north: consecutive squares of a pothole's ring are
// pothole + dirs[k] and pothole + dirs[k+1 mod 8]. Even indices are orthogonal.
const (
	dN  = stride
	dNE = stride + 1
	dE  = 1
	dSE = -stride + 1
	dS  = -stride
	dSW = -stride - 1
	dW  = -1
	dNW = stride - 1
)

var dirs = [8]int{dN, dNE, dE, dSE, dS, dSW, dW, dNW}

func sqAt(f, r int) int { return (r+1)*stride + f + 1 }
func fileOf(sq int) int { return sq%stride - 1 }
func rankOf(sq int) int { return sq/stride - 1 }

var (
	// the board with the game's words for its promotion squares and pothole zones, for
	// a print's legend and the status line over a marked cell
	theBoard = boards.Pothole().WithKey(
		boards.KeyEntry{Shade: 3, Text: "promotion square (b4, d2, d6, f4)"},
		boards.KeyEntry{Mark: "@", Shade: -1, Text: "where a corner pothole may go (each army's 3×3 corner)"},
		boards.KeyEntry{Mark: "*", Shade: -1, Text: "where a centre pothole may go (c3–e3, c5–e5, c4, d4, e4)"})
	cellOf   [nSq]boards.Cell // NoCell off the board
	sqOfCell []uint8          // the mailbox square of each cell
	emptyBox [nSq]uint8       // sentinels and missing cells off, the 45 cells empty

	// promoBit is the Marks bit of a promotion square: b4 1, d2 2, d6 4, f4 8.
	promoBit [nSq]uint8
	// atZone marks the squares corner potholes may go to, starZone the centre's.
	atZone, starZone [nSq]bool
	atList, starList []uint8
	// sides[s][k] are the four cells beside the orthogonal step from s in direction
	// dirs[2k]: a Dirt Devil may take that step round any pothole among them.
	sides [nSq][4][4]uint8
)

// promoSquares are b4, d2, d6, f4: the order of the Marks bits.
var promoSquares = [4]uint8{uint8(sqAt(1, 3)), uint8(sqAt(3, 1)), uint8(sqAt(3, 5)), uint8(sqAt(5, 3))}

// square names a mailbox square ("a1"), "-" off the board.
func sqName(sq int) string {
	if sq < 0 || sq >= nSq || cellOf[sq] == boards.NoCell {
		return "-"
	}
	return boards.SquareName(fileOf(sq), rankOf(sq))
}

// parseSquare reads "a1"…"g7"; false for a name that is not a cell.
func parseSquare(s string) (int, bool) {
	c, ok := theBoard.Lookup(s)
	if !ok {
		return 0, false
	}
	return int(sqOfCell[c]), true
}

// The armies: White's squares, and how the other corners mirror them.
type army struct {
	kind pieces.Kind
	f, r int
}

var whiteArmy = []army{
	{pieces.King, 0, 0},
	{pieces.Car, 1, 0}, {pieces.Car, 0, 1},
	{pieces.DirtDevil, 2, 0}, {pieces.DirtDevil, 0, 2},
	{pieces.Bulldozer, 2, 1}, {pieces.Bulldozer, 1, 2},
}

// whiteHole is White's corner pothole, b2.
var whiteHole = [2]int{1, 1}

// corner maps White's file and rank to player p's: Red mirrors the ranks, Black both,
// Blue the files.
func corner(p, f, r int) int {
	switch p {
	case 1:
		r = size - 1 - r
	case 2:
		f, r = size-1-f, size-1-r
	case 3:
		f = size - 1 - f
	}
	return sqAt(f, r)
}

// centreHomes are c4 and e4.
var centreHomes = [2]int{sqAt(2, 3), sqAt(4, 3)}

func init() {
	for i := range cellOf {
		cellOf[i] = boards.NoCell
		emptyBox[i] = off
	}
	sqOfCell = make([]uint8, theBoard.Len())
	for r := 0; r < size; r++ {
		for f := 0; f < size; f++ {
			if boards.PotholeMissing(f, r) {
				continue
			}
			c, ok := theBoard.Lookup(boards.SquareName(f, r))
			if !ok {
				panic("pothole: board lacks " + boards.SquareName(f, r))
			}
			s := sqAt(f, r)
			cellOf[s] = c
			sqOfCell[c] = uint8(s)
			emptyBox[s] = empty
		}
	}
	for i, s := range promoSquares {
		promoBit[s] = 1 << i
	}
	for p := 0; p < 4; p++ {
		for _, a := range whiteArmy {
			atZone[corner(p, a.f, a.r)] = true
		}
		atZone[corner(p, whiteHole[0], whiteHole[1])] = true
	}
	for f := 2; f <= 4; f++ {
		for r := 2; r <= 4; r++ {
			starZone[sqAt(f, r)] = true
		}
	}
	for s := 0; s < nSq; s++ {
		if atZone[s] {
			atList = append(atList, uint8(s))
		}
		if starZone[s] {
			starList = append(starList, uint8(s))
		}
		if cellOf[s] == boards.NoCell {
			continue
		}
		for k := 0; k < 4; k++ {
			d := dirs[2*k]
			y := s + d
			if y < 0 || y >= nSq {
				continue
			}
			left, right := dirs[(2*k+6)%8], dirs[(2*k+2)%8]
			for j, c := range [4]int{s + left, s + right, y + left, y + right} {
				if c < 0 || c >= nSq {
					c = 0 // a sentinel corner: never a pothole
				}
				sides[s][k][j] = uint8(c)
			}
		}
	}
}
