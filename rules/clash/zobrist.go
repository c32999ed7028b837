package clash

import (
	"math/bits"

	"oddboards/rules/zobrist"
)

// Zobrist keys, built once and never written again: zPiece[code][node] for a piece code
// (kind | blackBit) on a node, zSide when Black is to move. The Commander counts need no
// key: within one game they follow from the Commanders on the board (a staged phantom is
// never captured), so the pieces already tell positions apart.
var (
	zPiece [16][nNodes]uint64
	zSide  uint64
)

func init() { zobrist.New(2001, 41).Fill(&zPiece, &zSide) }

// hash is the Zobrist hash of s computed afresh.
func (s *state) hash() uint64 {
	var h uint64
	for occ := s.occ; occ != 0; occ &= occ - 1 {
		n := bits.TrailingZeros64(occ)
		h ^= zPiece[s.sq[n]][n]
	}
	if s.side == 1 {
		h ^= zSide
	}
	return h
}

// hashDelta is what playing m, legal in s, XORs into s's hash: the incremental update,
// read from the state before the move (perft's copy-make stays free of it).
func (s *state) hashDelta(m move) uint64 {
	col := s.colour(s.side)
	from, to := int(m.from), int(m.to)
	h := zSide ^ zPiece[m.kind|col][from]
	if m.mode == mInPlace {
		return h ^ zPiece[m.promo|col][from]
	}
	switch m.mode {
	case mTake:
		h ^= zPiece[s.sq[to]][to]
	case mJump, mApproach, mWithdraw:
		h ^= zPiece[s.sq[m.victim]][m.victim]
	case mSlice:
		d := int(m.victim)
		for t := int(step[from][d]); ; t = int(step[t][d]) {
			if v := s.sq[t]; v != 0 {
				h ^= zPiece[v][t]
			}
			if t == to {
				break
			}
		}
	}
	final := m.kind
	if m.promo != 0 {
		final = m.promo
	}
	h ^= zPiece[final|col][to]
	if m.leave != 0 {
		h ^= zPiece[m.leave|col][from]
	}
	return h
}
