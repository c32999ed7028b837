package chess2016

import (
	"sync"

	"oddboards/pieces"
)

// The evaluation, in centipawns from one side's point of view. Its terms:
//
//   - Material: Value, the figures the explorer shows players, so the computer and the
//     explorer agree on what each kind is worth.
//   - Centralisation: a piece is worth more where it reaches more squares. Each kind's
//     table is its move count on the empty board from each square (the engine's own
//     generator, so odd pieces like the Rhinoceros or the wings' squares need no
//     hand-made table), less its average, in proportion to its value per square it
//     reaches. It stands in for mobility, which would need move generation at every leaf.
//   - Pawn advancement: a pawn nearer its promotion square is nearer a new piece; the
//     bonus grows as the board empties, when pawns decide games.
//   - King safety, a little: while the opponent keeps its pieces, a King is better at
//     home with friends around it; once they are gone it belongs in the centre.
//   - Mop-up: a side well ahead in an ending gains for driving the lone King to the edge
//     and bringing its own King near, so a won ending is played to mate instead of
//     shuffling.
//   - Tempo: the side to move is a little better off than a static count says.
const (
	tempo         = 12
	shelterPerMan = 6  // each own piece next to the King, up to four
	kingAdvance   = 15 // per rank the King has left its first two, while the opponent has pieces
	fullMaterial  = 4000
	mopUpLead     = 300 // the lead from which mop-up applies
	mopUpEnding   = 1500
)

// evalTables are the evaluation's tables, by cell, built once from the board and the
// movement table (lazily: the movement table is itself built by an init function).
type evalTables struct {
	value       [32]int // Value by kind
	mirror      []int   // the cell seen from the other side (same file, rank 11 − r)
	centre      [32][]int
	pawnAdvance []int // by White's cell
	kingEnding  []int // by cell: nearer the centre is better once the pieces are off
	rank        []int // 0-based rank of each cell
	centreDist  []int // steps from the board's centre
	neighbours  [][]int
}

var theEvalTables = sync.OnceValue(newEvalTables)

func newEvalTables() *evalTables {
	e := &evalTables{}
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

// mobilityTable is kind k's centralisation bonus by White's cell: its move count on the
// empty board there, less the average, each square worth about worth/6 ÷ the average
// count (so reaching twice the average adds a sixth of the value), capped at ±40.
func mobilityTable(k pieces.Kind, worth int) []int {
	r := &rulesOf{}
	counts := make([]int, len(sqOfCell))
	total := 0
	for c, sq := range sqOfCell {
		s := state{sq: emptyBox, r: r}
		s.sq[sq] = mkPiece(k, 0)
		counts[c] = len(s.genPiece(nil, sq, uint8(k)))
		total += counts[c]
	}
	out := make([]int, len(counts))
	if total == 0 {
		return out
	}
	mean := float64(total) / float64(len(counts))
	for c, n := range counts {
		v := (float64(n) - mean) * float64(worth) / (6 * mean)
		out[c] = max(-40, min(40, int(v)))
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Eval scores the position for side p.
func (t *thinker) Eval(p int) int {
	s, e := &t.s, t.tab
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
		phase := min(256, pieceMat[1-side]*256/fullMaterial)
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
		mg := min(shelter, 4)*shelterPerMan - max(0, e.rank[own]-1)*kingAdvance
		score[side] += (mg*phase + e.kingEnding[own]*(256-phase)) / 256
	}
	white := score[0] - score[1]
	if !t.alone {
		white += e.mopUp(&mat, &pieceMat, &kingCell)
	}
	if p == 1 {
		white = -white
	}
	if p == s.side {
		return white + tempo
	}
	return white - tempo
}

// mopUp is White's bonus (negative for Black's) when one side is well ahead and the
// other has few pieces left: the lone King near the edge, the Kings close.
func (e *evalTables) mopUp(mat, pieceMat, kingCell *[2]int) int {
	lead := mat[0] - mat[1]
	strong := 0
	if lead < 0 {
		lead, strong = -lead, 1
	}
	weak := 1 - strong
	if lead < mopUpLead || pieceMat[weak] > mopUpEnding {
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
