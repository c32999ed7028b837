package chess2016

import (
	"oddboards/boards"
	"oddboards/pieces"
)

// The 12 × 10 box (files a–l, ranks 1–10) sits in a mailbox with four sentinel files and
// ranks on every side, wide enough for the longest leap (the Giraffe's 4) so that no
// offset ever wraps around a row or leaves the array.
const (
	boxFiles = 12
	boxRanks = 10
	pad      = 4
	stride   = boxFiles + 2*pad            // 20
	nSq      = (boxRanks + 2*pad) * stride // 360
)

// A mailbox square holds one byte: 0 empty, off for a sentinel or a square outside the
// 96, or a piece: its kind (1–29, pieces.Kind) with the owner's colour bit.
const (
	whiteBit = 0x20
	blackBit = 0x40
	off      = 0x80
	kindMask = 0x1f
)

// colourBit is the piece bit of side (0 White, 1 Black).
func colourBit(side int) uint8 { return whiteBit << side }

func mkPiece(k pieces.Kind, side int) uint8 { return uint8(k) | colourBit(side) }

// exists reports whether 0-based file f and rank r is one of the 96 squares.
func exists(f, r int) bool {
	switch {
	case f < 0 || f >= boxFiles || r < 0 || r >= boxRanks:
		return false
	case f >= 1 && f <= 10 && r >= 1 && r <= 8: // core b2–k9
		return true
	case (r == 0 || r == 9) && f >= 4 && f <= 7: // e1–h1, e10–h10
		return true
	case (f == 0 || f == 11) && r >= 3 && r <= 6: // wings a4–a7, l4–l7
		return true
	}
	return false
}

// sqAt is the mailbox index of file f, rank r (0-based, inside the box).
func sqAt(f, r int) int { return (r+pad)*stride + f + pad }

func fileOf(sq int) int { return sq%stride - pad }
func rankOf(sq int) int { return sq/stride - pad }

var (
	theBoard = boards.Squares("Chess 2016", boxFiles, boxRanks, exists)
	cellOf   [nSq]boards.Cell // NoCell for squares that do not exist
	sqOfCell []int            // the mailbox index of each cell
	emptyBox [nSq]uint8       // every square off but the 96, which are empty
)

func init() {
	for i := range cellOf {
		cellOf[i] = boards.NoCell
		emptyBox[i] = off
	}
	sqOfCell = make([]int, theBoard.Len())
	for r := 0; r < boxRanks; r++ {
		for f := 0; f < boxFiles; f++ {
			if !exists(f, r) {
				continue
			}
			c, ok := theBoard.Lookup(boards.SquareName(f, r))
			if !ok {
				panic("chess2016: board lacks " + boards.SquareName(f, r))
			}
			s := sqAt(f, r)
			cellOf[s] = c
			sqOfCell[c] = s
			emptyBox[s] = 0
		}
	}
}

// Board returns the 96-square board all three variants play on.
func Board() *boards.Board { return theBoard }

// sqName names a mailbox square ("e4").
func sqName(sq int) string { return boards.SquareName(fileOf(sq), rankOf(sq)) }

// parseSquare reads "a1".."l10" as a mailbox index of an existing square.
func parseSquare(s string) (int, bool) {
	if len(s) < 2 || len(s) > 3 || s[0] < 'a' || s[0] > 'l' {
		return 0, false
	}
	r := 0
	for _, ch := range s[1:] {
		if ch < '0' || ch > '9' {
			return 0, false
		}
		r = r*10 + int(ch-'0')
	}
	if s[1] == '0' || r < 1 || r > boxRanks || !exists(int(s[0]-'a'), r-1) {
		return 0, false
	}
	return sqAt(int(s[0]-'a'), r-1), true
}

// Directions and leaps as mailbox offsets.
const (
	dN = stride
	dS = -stride
	dE = 1
	dW = -1
)

// ring lists the eight one-step directions in counter-clockwise order, starting east:
// turning 45° is moving one place along it.
var ring = [8]int{dE, dN + dE, dN, dN + dW, dW, dS + dW, dS, dS + dE}

var (
	orthDirs  = []int{dE, dN, dW, dS}
	diagDirs  = []int{dN + dE, dN + dW, dS + dW, dS + dE}
	queenDirs = ring[:]
)

// leaps returns the eight (a, b) leaps (fewer when a == b or one is 0).
func leaps(a, b int) []int {
	seen := map[int]bool{}
	var out []int
	for _, p := range [][2]int{{a, b}, {b, a}} {
		for _, sx := range []int{1, -1} {
			for _, sy := range []int{1, -1} {
				o := sx*p[0] + sy*p[1]*stride
				if !seen[o] {
					seen[o] = true
					out = append(out, o)
				}
			}
		}
	}
	return out
}

var (
	knightLeaps  = leaps(1, 2)
	camelLeaps   = leaps(1, 3)
	zebraLeaps   = leaps(2, 3)
	giraffeLeaps = leaps(1, 4)
)
