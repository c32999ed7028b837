package chess2016

import (
	mbits "math/bits"

	"oddboards/pieces"
	"oddboards/rules/search"
)

var _ search.QuietOrderer[move] = (*thinker)(nil)

// lesserThreats is, for the position of hash, the squares the side not to move attacks
// with a piece worth less than each kind of the side to move (pawns included), for
// QuietOrder: worked out at the first quiet move of a node.
type lesserThreats struct {
	hash  uint64
	done  bool
	below [32]bb
}

// threatShift is what escaping an attack by a lesser piece adds to a quiet move's
// history, or moving into one takes from it: half the history's bound, so that a move
// that saves a piece comes before most quiet moves but not before those that keep
// cutting.
const threatShift = 1 << 13

// QuietOrder lowers a quiet move that puts its piece where a lesser enemy piece attacks
// it, and lifts one that takes its piece out of such an attack (search.QuietOrderer).
func (t *thinker) QuietOrder(m move) int {
	if t.alone {
		return 0
	}
	k := t.s.sq[m.from] & kindMask
	if k == uint8(pieces.Pawn) || k == uint8(pieces.King) {
		return 0 // no piece is worth less than a pawn; the King cannot move into an attack
	}
	l := &t.lesser
	if !l.done || l.hash != t.s.hash {
		l.fill(&t.s, t.tab)
	}
	switch {
	case l.below[k].has(int(boxOf[m.to])):
		return -threatShift
	case l.below[k].has(int(boxOf[m.from])):
		return threatShift
	}
	return 0
}

// fill works out below for the position s.
func (l *lesserThreats) fill(s *state, e *evalTables) {
	l.hash, l.done = s.hash, true
	them := 1 - s.side
	occ := s.colBB[0].or(s.colBB[1])
	var by [32]bb // the squares each of their kinds attacks
	by[pieces.Pawn], _ = pawnsAttacks(them, s.kindBB[pieces.Pawn].and(s.colBB[them]))
	for ks := s.r.present &^ kindSet(pieces.King, pieces.Pawn); ks != 0; ks &= ks - 1 {
		k := uint8(mbits.TrailingZeros32(uint32(ks)))
		for pcs := s.kindBB[k].and(s.colBB[them]); pcs.any(); {
			by[k] = by[k].or(attacksFrom(k, them, pcs.pop(), occ))
		}
	}
	all := uint32(1)<<len(e.byValue) - 1
	e.byLesser(all, by[pieces.Pawn], &by, func(k uint8, lesser bb) { l.below[k] = lesser })
}
