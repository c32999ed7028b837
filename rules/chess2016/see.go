package chess2016

import "oddboards/pieces"

// SEE reports whether move m wins at least threshold centipawns once the exchanges
// on its square are played out, each side taking back with its least valuable piece
// and stopping when that would lose (static exchange evaluation); a quiet move wins
// nothing, and loses its piece where the opponent takes it for less. Pins are ignored, as
// usual. The exchange is a swap over attackersTo with the occupancy shrinking as pieces
// leave for the square, so every odd piece attacks exactly as it moves (a Cannon that
// gains or loses its screen, a Griffin's bent path) and a piece behind a capturer joins
// once the line opens. Among equal values the piece on the lowest square goes first,
// the generator's order, and a Pawn that takes on its last rank becomes the first
// promotion kind, as the generator lists it first.
func (t *thinker) SEE(m move, threshold int) bool {
	if m.promo != 0 || m.flags&(fEnPassant|fCastle) != 0 {
		return 0 >= threshold || m.flags&fCapture != 0 // promotions, en passant, castling: kept
	}
	s := &t.s
	val := t.seeValue
	to := int(boxOf[m.to])
	var gain [32]int
	if m.flags&fCapture != 0 {
		gain[0] = val(s.sq[m.to])
	}
	onTo := s.sq[m.from] // what stands on the square, to be taken next
	if gain[0]-val(onTo) >= threshold {
		return true // even if the piece is lost at once
	}
	occ := s.colBB[0].or(s.colBB[1]).andNot(bbOf(int(m.from)))
	steps := s.stepAttackersTo(to) // the lines are looked at again as pieces leave
	side := 1 - s.side
	d := 0
	for d+1 < len(gain) {
		att := steps.or(s.lineAttackersTo(to, occ)).and(occ).and(s.colBB[side])
		if len(s.r.promo) == 0 && s.sq[int(m.to)+pawnFwd[side]] == off {
			att = att.andNot(s.kindBB[pieces.Pawn]) // a Pawn with nothing to become cannot take there
		}
		if !att.any() {
			break
		}
		best, bestVal := 0, 1<<30
		for att.any() {
			if b := att.pop(); val(s.sq[mbOf[b]]) < bestVal {
				best, bestVal = b, val(s.sq[mbOf[b]])
			}
		}
		d++
		gain[d] = val(onTo) - gain[d-1]
		if max(-gain[d-1], gain[d]) < 0 || onTo&kindMask == uint8(pieces.King) {
			break // neither side gains by going on, or the King would be taken
		}
		from := int(mbOf[best])
		onTo = s.sq[from]
		if onTo&kindMask == uint8(pieces.Pawn) && s.sq[int(m.to)+pawnFwd[side]] == off {
			onTo = s.r.promo[0] | colourBit(side)
		}
		occ = occ.andNot(sqBB[best])
		side ^= 1
	}
	for ; d > 0; d-- {
		gain[d-1] = -max(-gain[d-1], gain[d])
	}
	return gain[0] >= threshold
}

// seeValue is piece pc's worth in an exchange: a King taken ends the exchange at any
// price, so it is worth more than all else.
func (t *thinker) seeValue(pc uint8) int {
	if k := pc & kindMask; k != uint8(pieces.King) {
		return t.tab.worth[k]
	}
	return 100_000
}
