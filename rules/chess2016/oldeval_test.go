package chess2016

import "oddboards/pieces"

// The evaluation as it was before its weights were made weights, kept (renamed) so that
// defaultWeights can be shown to reproduce it.
const (
	oldTempo         = 12
	oldShelterPerMan = 6  // each own piece next to the King, up to four
	oldKingAdvance   = 15 // per rank the King has left its first two, while the opponent has pieces
	oldFullMaterial  = 4000
	oldMopUpLead     = 300 // the lead from which mop-up applies
	oldMopUpEnding   = 1500
)

// oldTables are the evaluation's tables, by cell. The board's geometry (mirror, rank,
// centreDist, neighbours, pawnSteps, mobility) is the evaluation's own: it only moved
// into geometry; the tables the weights now set are kept here as they were.
type oldTables struct {
	geometry
	value       [32]int // Value by kind
	pawnAdvance []int   // by White's cell
	kingEnding  []int   // by cell: nearer the centre is better once the pieces are off
}

func newOldTables() *oldTables {
	e := &oldTables{geometry: *theGeometry()}
	for k := range e.value {
		e.value[k] = Value(pieces.Kind(k))
	}
	n := len(sqOfCell)
	e.pawnAdvance = make([]int, n)
	e.kingEnding = make([]int, n)
	for c := range n {
		e.pawnAdvance[c] = [...]int{0, 80, 50, 30, 16, 8, 3, 0, 0, 0}[e.pawnSteps[c]]
		e.kingEnding[c] = 24 - 6*e.centreDist[c]
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
			pos[side] += e.mobility[k][own]
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
