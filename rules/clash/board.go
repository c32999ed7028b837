package clash

import (
	"math"

	"oddboards/boards"
	"oddboards/pieces"
)

// theBoard is the 41-node board; a node's engine index is its boards.Cell. Its key gives
// the game's words for the promotion rows' rings, for a print's legend.
var theBoard = boards.ClashOfCommand().WithKey(
	boards.KeyEntry{Shade: 3, Text: "black ring: Black promotes here (rank 1)"},
	boards.KeyEntry{Shade: 4, Text: "white ring: White promotes here (rank 9)"})

const nNodes = 41

// Directions along lines. The first three are White's forward directions, the last three
// Black's; opposite(d) = nDirs-1-d.
const (
	dNE = iota // (+1, +1)
	dNW        // (−1, +1)
	dN         // (0, +2)
	dE         // (+2, 0)
	dW         // (−2, 0)
	dS         // (0, −2)
	dSE        // (+1, −1)
	dSW        // (−1, −1)
	nDirs
)

var dirVec = [nDirs][2]int{{1, 1}, {-1, 1}, {0, 2}, {2, 0}, {-2, 0}, {0, -2}, {1, -1}, {-1, -1}}

func opposite(d int) int { return nDirs - 1 - d }

// Internal piece codes: kind in the low three bits, blackBit for Black.
const (
	kDroid uint8 = 1 + iota
	kHawk
	kFactor
	kCommander
	kBrute
	kSlicer
	blackBit uint8 = 8
	kindMask uint8 = 7
)

// kindOf maps an internal code to the catalogue's kind; codeOf the other way.
var kindOf = [8]pieces.Kind{0, pieces.Droid, pieces.Hawk, pieces.Factor, pieces.Commander, pieces.Brute, pieces.Slicer}

func codeOf(k pieces.Kind) uint8 {
	for i, kk := range kindOf {
		if kk == k && k != pieces.None {
			return uint8(i)
		}
	}
	return 0
}

var (
	// step[n][d] is the node joined to n by a line in direction d, or −1. Following it
	// repeatedly walks a straight line, which ends where the lines do (a square's corner).
	step [nNodes][nDirs]int8
	// nbMask[n] has a bit for every node joined to n by a line.
	nbMask [nNodes]uint64
	// forwardDirs[s] are side s's forward directions; droidTake[s] the sideways and
	// backward ones a Droid captures along.
	forwardDirs = [2][3]int{{dNE, dNW, dN}, {dSE, dSW, dS}}
	droidTake   = [2][5]int{{dE, dW, dS, dSE, dSW}, {dE, dW, dN, dNE, dNW}}
	// promoRow[s] marks the opponent's back row: rank 9 for White, rank 1 for Black.
	promoRow [2]uint64
	fileOf   [nNodes]int8 // 0-based
	rankOf   [nNodes]int8
)

func init() {
	if theBoard.Len() != nNodes {
		panic("clash: the board does not have 41 nodes")
	}
	at := map[[2]int]int{}
	for n := 0; n < nNodes; n++ {
		c := theBoard.Info(boards.Cell(n)).Center
		f, r := int(math.Round(c.X)), int(math.Round(c.Y))
		fileOf[n], rankOf[n] = int8(f), int8(r)
		at[[2]int{f, r}] = n
		switch r {
		case 8:
			promoRow[0] |= 1 << n
		case 0:
			promoRow[1] |= 1 << n
		}
		for d := range step[n] {
			step[n][d] = -1
		}
	}
	for _, l := range theBoard.Lines() {
		a, b := int(l.A), int(l.B)
		df, dr := int(fileOf[b]-fileOf[a]), int(rankOf[b]-rankOf[a])
		found := false
		for d, v := range dirVec {
			if v == [2]int{df, dr} {
				step[a][d], step[b][opposite(d)] = int8(b), int8(a)
				found = true
			}
		}
		if !found {
			panic("clash: a line of the board is not a step along one of the eight directions")
		}
		nbMask[a] |= 1 << b
		nbMask[b] |= 1 << a
	}
}

func nodeName(n int) string { return theBoard.CellName(boards.Cell(n)) }
