package chess2016

import "oddboards/pieces"

// The evaluation as it was before its weights were made Weights, kept word for word
// (renamed) so that DefaultWeights can be shown to reproduce it.
const (
	oldTempo         = 12
	oldShelterPerMan = 6  // each own piece next to the King, up to four
	oldKingAdvance   = 15 // per rank the King has left its first two, while the opponent has pieces
	oldFullMaterial  = 4000
	oldMopUpLead     = 300 // the lead from which mop-up applies
	oldMopUpEnding   = 1500
)

// oldTables are the evaluation's tables, by cell, built once from the board and the
// movement table (lazily: the movement table is itself built by an init function).
type oldTables struct {
	value       [32]int // Value by kind
	mirror      []int   // the cell seen from the other side (same file, rank 11 − r)
	centre      [32][]int
	pawnAdvance []int // by White's cell
	kingEnding  []int // by cell: nearer the centre is better once the pieces are off
	rank        []int // 0-based rank of each cell
	centreDist  []int // steps from the board's centre
	neighbours  [][]int
}

func newOldTables() *oldTables {
	e := &oldTables{}
	for k := range e.value {
		e.value[k] = Value(pieces.Kind(k))
	}
	n := len(sqOfCell)
	e.mirror = make([]int, n)
	e.pawnAdvance = make([]int, n)
	e.rank = make([]int, n)
	e.centreDist = make([]int, n)
	e.neighbours = make([][]int, n)
	for c, sq := range sqOfCell {
		f, r := fileOf(sq), rankOf(sq)
		e.mirror[c] = int(cellOf[sqAt(f, boxRanks-1-r)])
		e.rank[c] = r
		e.centreDist[c] = (abs(2*f-(boxFiles-1)) + abs(2*r-(boxRanks-1))) / 2
		for _, d := range ring {
			if cellOf[sq+d] >= 0 {
				e.neighbours[c] = append(e.neighbours[c], int(cellOf[sq+d]))
			}
		}
		// Steps to the square from which a White pawn can go no further.
		steps := 0
		for t := sq; emptyBox[t+dN] != off; t += dN {
			steps++
		}
		e.pawnAdvance[c] = [...]int{0, 80, 50, 30, 16, 8, 3, 0, 0, 0}[steps]
	}
	for k := pieces.Queen; k <= pieces.Rhinoceros; k++ {
		if k != pieces.Pawn {
			e.centre[k] = mobilityTable(k, Value(k))
		}
	}
	e.kingEnding = make([]int, n)
	for c, d := range e.centreDist {
		e.kingEnding[c] = 24 - 6*d
	}
	return e
}

// oldEval is the evaluation as it was before its weights became Weights.
func oldEval(t *thinker, e *oldTables, p int) int {
	s := &t.s
	var mat, pieceMat, pos, adv, kingCell [2]int
	for c, sq := range sqOfCell {
		pc := s.sq[sq]
		if pc == 0 {
			continue
		}
		side := int(pc>>6) & 1
		own := c
		if side == 1 {
			own = e.mirror[c]
		}
		switch k := pc & kindMask; k {
		case uint8(pieces.Pawn):
			mat[side] += 100
			adv[side] += e.pawnAdvance[own]
		case uint8(pieces.King):
			kingCell[side] = c
		default:
			v := e.value[k]
			mat[side] += v
			pieceMat[side] += v
			pos[side] += e.centre[k][own]
		}
	}
	var score [2]int
	for side := 0; side < 2; side++ {
		// How much of a middlegame the opponent still makes it, 0 to 256.
		phase := min(256, pieceMat[1-side]*256/oldFullMaterial)
		score[side] = mat[side] + pos[side] + adv[side]*(512-phase)/256
		if t.alone {
			continue
		}
		kc := kingCell[side]
		own := kc
		if side == 1 {
			own = e.mirror[kc]
		}
		shelter := 0
		for _, n := range e.neighbours[kc] {
			if pc := s.sq[sqOfCell[n]]; pc != 0 && int(pc>>6)&1 == side {
				shelter++
			}
		}
		mg := min(shelter, 4)*oldShelterPerMan - max(0, e.rank[own]-1)*oldKingAdvance
		score[side] += (mg*phase + e.kingEnding[own]*(256-phase)) / 256
	}
	white := score[0] - score[1]
	if !t.alone {
		white += e.oldMopUp(&mat, &pieceMat, &kingCell)
	}
	if p == 1 {
		white = -white
	}
	if p == s.side {
		return white + oldTempo
	}
	return white - oldTempo
}

// mopUp is White's bonus (negative for Black's) when one side is well ahead and the
// other has few pieces left: the lone King near the edge, the Kings close.
func (e *oldTables) oldMopUp(mat, pieceMat, kingCell *[2]int) int {
	lead := mat[0] - mat[1]
	strong := 0
	if lead < 0 {
		lead, strong = -lead, 1
	}
	weak := 1 - strong
	if lead < oldMopUpLead || pieceMat[weak] > oldMopUpEnding {
		return 0
	}
	a, b := sqOfCell[kingCell[strong]], sqOfCell[kingCell[weak]]
	dist := max(abs(fileOf(a)-fileOf(b)), abs(rankOf(a)-rankOf(b)))
	bonus := 10*e.centreDist[kingCell[weak]] + 4*(boxFiles-dist)
	if strong == 1 {
		return -bonus
	}
	return bonus
}
