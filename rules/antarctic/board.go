package antarctic

import (
	"fmt"
	"strconv"

	"oddboards/boards"
	"oddboards/pieces"
)

// nCells is the number of hexes of the snowflake.
const nCells = 295

// The internal piece byte: 0 for an empty hex, else the kind index (1–10, below) in the
// low four bits and the owner (0–6) in the next three.
const (
	kindMask   = 0x0f
	ownerShift = 4
)

// Kind indices, in the catalogue's order (pieces.Orca + i − 1).
const (
	kOrca = 1 + iota
	kLeopard
	kElephant
	kPetrel
	kSkua
	kEmperor
	kKing
	kGentoo
	kRockhopper
	kFairy
	nKinds = kFairy + 1
)

func mkPiece(k, owner int) uint8 { return uint8(k | owner<<ownerShift) }
func kindOf(b uint8) int         { return int(b & kindMask) }
func ownerOf(b uint8) int        { return int(b >> ownerShift) }

// toKind and fromKind convert between kind indices and pieces.Kind.
func toKind(k int) pieces.Kind { return pieces.Orca + pieces.Kind(k-1) }
func fromKind(k pieces.Kind) int {
	if k < pieces.Orca || k > pieces.Fairy {
		return 0
	}
	return int(k-pieces.Orca) + 1
}

// demoted is what a returning piece becomes: Orca→Leopard→Elephant→Petrel→Skua.
func demoted(k int) int { return k + 1 }

// returns reports whether a captured piece of kind k may come back.
func returns(k int) bool { return k >= kOrca && k <= kPetrel }

// movement is how a kind moves: orthogonal and diagonal lines of up to so many steps
// (0: none) and whether it leaps like Gliński's knight.
type movement struct {
	orth, diag int
	knight     bool
}

const unlimited = 99

var moveOf = [nKinds]movement{
	kOrca:       {unlimited, unlimited, true},
	kLeopard:    {unlimited, unlimited, false},
	kElephant:   {unlimited, 0, true},
	kPetrel:     {0, unlimited, true},
	kSkua:       {1, 0, true},
	kEmperor:    {2, 2, true},
	kKing:       {3, 3, false},
	kGentoo:     {2, 2, false},
	kRockhopper: {1, 1, false},
	kFairy:      {1, 0, false},
}

// knightLeaps are the 12 Gliński knight leaps: the permutations of (3,−1,−2) and (−3,1,2).
var knightLeaps = func() []boards.Cube {
	var out []boards.Cube
	for _, p := range [][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}} {
		for _, s := range []int{1, -1} {
			v := [3]int{}
			v[p[0]], v[p[1]], v[p[2]] = 3*s, -1*s, -2*s
			out = append(out, boards.Cube{X: v[0], Y: v[1], Z: v[2]})
		}
	}
	return out
}()

var (
	// the snowflake with the game's words for its white centre, for a print's legend
	theBoard = boards.Snowflake().WithKey(
		boards.KeyEntry{Shade: 4, Text: "the centre (l12), the Penguins' goal"})
	cubeOf = boards.SnowflakeCubes()
	cellAt = map[boards.Cube]int{}
	// rays[c][0..5] are the orthogonal lines from c (u0…u5), rays[c][6..11] the
	// diagonal ones: the hexes in order until the line leaves the board.
	rays [nCells][12][]int16
	// knightTo[c] are the knight's targets on the board.
	knightTo [nCells][]int16
	// centre is the white centre hex l12.
	centre int
)

func init() {
	if theBoard.Len() != nCells {
		panic(fmt.Sprintf("antarctic: the snowflake has %d hexes", theBoard.Len()))
	}
	for i, h := range cubeOf {
		cellAt[h] = i
	}
	centre = cellAt[boards.Cube{}]
	for i, h := range cubeOf {
		for d := 0; d < 12; d++ {
			step := boards.HexDirs[d%6]
			if d >= 6 {
				step = boards.HexDiagonals[d-6]
			}
			for t := h.Add(step); ; t = t.Add(step) {
				c, ok := cellAt[t]
				if !ok {
					break
				}
				rays[i][d] = append(rays[i][d], int16(c))
			}
		}
		for _, l := range knightLeaps {
			if c, ok := cellAt[h.Add(l)]; ok {
				knightTo[i] = append(knightTo[i], int16(c))
			}
		}
	}
}

// cellName names a hex ("l12").
func cellName(c int) string { return theBoard.CellName(boards.Cell(c)) }

// parseCell reads a hex name such as "l12".
func parseCell(s string) (int, bool) {
	if len(s) < 2 || len(s) > 3 || s[0] < 'a' || s[0] > 'w' || s[1] < '1' || s[1] > '9' {
		return 0, false
	}
	if _, err := strconv.Atoi(s[1:]); err != nil {
		return 0, false
	}
	c, ok := theBoard.Lookup(s)
	return int(c), ok
}
