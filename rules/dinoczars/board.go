package dinoczars

import (
	"math"

	"oddboards/boards"
	"oddboards/pieces"
)

// nCells is the number of triangles; cell numbers are boards.Triangles' cell numbers.
const nCells = 42

var theBoard = boards.Triangles()

// Facings. A facing is stored as k in 0..5, the angle 30 + 60k degrees counter-clockwise
// from east: 0 NE, 1 N, 2 NW, 3 SW, 4 S, 5 SE. Down triangles face N, SW, SE (odd k); up
// triangles face NE, NW, S (even k). k+1 is a 60° turn to the left (counter-clockwise).
const (
	faceNE = iota
	faceN
	faceNW
	faceSW
	faceS
	faceSE
)

var facingNames = [6]string{"NE", "N", "NW", "SW", "S", "SE"}

// degrees is the contract's Facing of k.
func degrees(k uint8) int16 { return int16(30 + 60*int(k)) }

// facingOf converts degrees to k; ok is false for an angle that is not one of the six.
func facingOf(deg int16) (uint8, bool) {
	d := (int(deg)%360 + 360) % 360
	if (d-30)%60 != 0 {
		return 0, false
	}
	return uint8((d - 30) / 60), true
}

// turn adds n sixths of a turn (counter-clockwise) to k.
func turn(k uint8, n int) uint8 { return uint8((int(k) + n%6 + 6) % 6) }

// The directions of the rules file's table, named as a dinosaur facing N on E3 sees
// them.
const (
	dN = iota
	dW
	dE
	dNW
	dNE
	dNWW
	dNEE
	dWW
	dEE
	dSW
	dS
	dSE
	dNN
	dNNW
	dNNE
	dNNWW
	dNNEE
	nDirs
)

var dirNames = [nDirs]string{"N", "W", "E", "NW", "NE", "NWW", "NEE", "WW", "EE", "SW", "S", "SE",
	"NN", "NNW", "NNE", "NNWW", "NNEE"}

// dirOffsets are the rules file's (Δfile, Δrow) from E3 of each direction.
var dirOffsets = [nDirs][2]int{
	dN: {0, 1}, dW: {-1, 0}, dE: {1, 0}, dNW: {-1, 1}, dNE: {1, 1}, dNWW: {-2, 1}, dNEE: {2, 1},
	dWW: {-2, 0}, dEE: {2, 0}, dSW: {-1, -1}, dS: {0, -1}, dSE: {1, -1},
	dNN: {0, 2}, dNNW: {-1, 2}, dNNE: {1, 2}, dNNWW: {-2, 2}, dNNEE: {2, 2},
}

var (
	down     [nCells]bool           // the triangle points down (faces N, SW, SE)
	fileOf   [nCells]int            // 1..9
	rowOf    [nCells]int            // 1..6
	cellAt   [10][7]int8            // cell of (file, row), -1 if none
	dirTable [nCells][6][nDirs]int8 // the cell in direction d of a dinosaur on c facing k; -1 off the board or for a facing c does not have
	edgeNb   [nCells]uint64         // the cells sharing a side with c, as a bit set
	touchNb  [nCells]uint64         // the 12 cells sharing a side or a corner with c
)

// validFacing reports whether k is one of the three sides of c.
func validFacing(c int, k uint8) bool { return down[c] == (k%2 == 1) }

func init() {
	for f := range cellAt {
		for r := range cellAt[f] {
			cellAt[f][r] = -1
		}
	}
	for c := 0; c < nCells; c++ {
		name := theBoard.CellName(boards.Cell(c))
		f := 1 + indexByte(boards.TriangleFiles, name[0])
		r := int(name[1] - '0')
		fileOf[c], rowOf[c] = f, r
		cellAt[f][r] = int8(c)
		down[c] = boards.TrianglePointsDown(f, r)
	}
	buildDirTable()
	for c := 0; c < nCells; c++ {
		k := uint8(faceN)
		if !down[c] {
			k = faceS
		}
		for d := 0; d < nDirs; d++ {
			n := dirTable[c][k][d]
			if n < 0 {
				continue
			}
			switch d {
			case dN, dW, dE:
				edgeNb[c] |= 1 << uint(n)
				touchNb[c] |= 1 << uint(n)
			case dNW, dNE, dNWW, dNEE, dWW, dEE, dSW, dS, dSE:
				touchNb[c] |= 1 << uint(n)
			}
		}
	}
}

func indexByte(s string, b byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == b {
			return i
		}
	}
	return -1
}

// buildDirTable follows the rules file: the displacement between the centroids of E3 and
// the named cell, turned by (facing − 90°), added to the dinosaur's own centroid, is the
// centroid of the named cell, or of nothing when it is off the board.
func buildDirTable() {
	e3 := int(cellAt[5][3])
	origin := theBoard.Info(boards.Cell(e3)).Center
	for c := 0; c < nCells; c++ {
		at := theBoard.Info(boards.Cell(c)).Center
		for k := uint8(0); k < 6; k++ {
			for d := 0; d < nDirs; d++ {
				dirTable[c][k][d] = -1
			}
			if !validFacing(c, k) {
				continue
			}
			a := float64(degrees(k)-90) * math.Pi / 180
			sin, cos := math.Sincos(a)
			for d := 0; d < nDirs; d++ {
				o := dirOffsets[d]
				named := cellAt[5+o[0]][3+o[1]]
				v := theBoard.Info(boards.Cell(named)).Center.Sub(origin)
				p := at.Add(boards.Point{X: v.X*cos - v.Y*sin, Y: v.X*sin + v.Y*cos})
				dirTable[c][k][d] = int8(centroidCell(p))
			}
		}
	}
}

// centroidCell is the cell whose centroid is p, or -1.
func centroidCell(p boards.Point) int {
	for c := 0; c < nCells; c++ {
		if theBoard.Info(boards.Cell(c)).Center.Dist(p) < 1e-6 {
			return c
		}
	}
	return -1
}

// Piece kinds as the engine numbers them: pieces.Kind's Dino-Czars kinds in order.
const (
	kEmpty = iota
	kTR
	kVR
	kPT
	kSS
	kTC
	kBR
	kEgg
	nKinds
)

func kindOf(k uint8) pieces.Kind {
	if k == kEmpty {
		return pieces.None
	}
	return pieces.Tyrannosaurus + pieces.Kind(k-kTR)
}

func codeOf(k pieces.Kind) (uint8, bool) {
	if k < pieces.Tyrannosaurus || k > pieces.Egg {
		return 0, false
	}
	return uint8(k-pieces.Tyrannosaurus) + kTR, true
}

// A cell holds one byte: 0 when empty, else the kind (bits 0–2), the owner (bit 3) and,
// in bits 4–6, a dinosaur's facing k or an egg's count.
const (
	kindMask  = 0x07
	ownerBit  = 0x08
	valShift  = 4
	valMask   = 0x70
	ownerMask = ownerBit
)

func mk(kind uint8, owner int, val uint8) uint8 {
	return kind | uint8(owner)<<3 | val<<valShift
}

func pKind(b uint8) uint8      { return b & kindMask }
func pOwner(b uint8) int       { return int(b>>3) & 1 }
func pVal(b uint8) uint8       { return (b & valMask) >> valShift }
func withVal(b, v uint8) uint8 { return b&^valMask | v<<valShift }

// Movement. A step is one of a kind's directions with what it may do there.
type stepMode uint8

const (
	moveOnly stepMode = 1 << iota
	captureOnly
	moveOrCapture = moveOnly | captureOnly
)

type stepDef struct {
	dir     int
	mode    stepMode
	blocker int // a direction whose cell must be empty (the Velociraptor's), or -1
}

// kindSteps is the rules file's table "Pieces and their moves". The Pterosaur flies
// instead; eggs do not move.
var kindSteps = [nKinds][]stepDef{
	kTR: {{dN, moveOnly, -1}, {dNW, moveOrCapture, -1}, {dNE, moveOrCapture, -1},
		{dSW, moveOrCapture, -1}, {dSE, moveOrCapture, -1}},
	kVR: {{dS, moveOnly, -1}, {dN, moveOrCapture, -1}, {dNW, moveOrCapture, -1}, {dNE, moveOrCapture, -1},
		{dNNW, moveOrCapture, dNW}, {dNNE, moveOrCapture, dNE},
		{dNNWW, moveOrCapture, dNW}, {dNNEE, moveOrCapture, dNE}},
	kSS: {{dN, moveOrCapture, -1}, {dS, captureOnly, -1}, {dSW, captureOnly, -1}, {dSE, captureOnly, -1}},
	kTC: {{dN, moveOrCapture, -1}, {dNW, moveOrCapture, -1}, {dNE, moveOrCapture, -1}},
	kBR: {{dE, moveOnly, -1}, {dW, moveOnly, -1}, {dN, moveOrCapture, -1},
		{dSW, moveOrCapture, -1}, {dSE, moveOrCapture, -1}},
}

// A target is a precomputed step from a cell with a facing.
type target struct {
	to      int8
	mode    stepMode
	blocker int8 // -1: nothing can block
	turns   bool // the target points the other way: the dinosaur turns ±60°
}

// targets[c][k][kind] lists the steps of kind on c facing k that stay on the board.
var targets [nCells][6][nKinds][]target

func init() {
	for c := 0; c < nCells; c++ {
		for k := uint8(0); k < 6; k++ {
			if !validFacing(c, k) {
				continue
			}
			for kind := range kindSteps {
				for _, s := range kindSteps[kind] {
					to := dirTable[c][k][s.dir]
					if to < 0 {
						continue
					}
					t := target{to: to, mode: s.mode, blocker: -1, turns: down[to] != down[c]}
					if s.blocker >= 0 {
						// Off the board, the blocking cell holds nothing (it never
						// happens: a cell two rows ahead has its NW and NE cells).
						t.blocker = dirTable[c][k][s.blocker]
					}
					targets[c][k][kind] = append(targets[c][k][kind], t)
				}
			}
		}
	}
}

// cellName is the name of engine cell c.
func cellName(c int) string { return theBoard.CellName(boards.Cell(c)) }

// lookupCell reads a cell name in either case.
func lookupCell(s string) (int, bool) {
	if len(s) != 2 {
		return -1, false
	}
	f := indexByte(boards.TriangleFiles, upper(s[0]))
	if f < 0 || s[1] < '1' || s[1] > '6' {
		return -1, false
	}
	c := cellAt[f+1][s[1]-'0']
	return int(c), c >= 0
}

func upper(b byte) byte {
	if b >= 'a' && b <= 'z' {
		return b - 'a' + 'A'
	}
	return b
}
