package chess2016

import "oddboards/pieces"

// seeRef is the SEE the attackersTo swap replaced, kept as its reference. It reports
// whether move m (a capture, or a quiet move that may lose its piece) wins at least threshold centipawns once the exchanges
// on its square are played out, each side taking back with its least valuable piece
// and stopping when that would lose (static exchange evaluation). Pins are ignored, as
// usual; the recaptures are found by the generator itself, so every odd piece (a
// Cannon that needs a screen, a Griffin's bent path) attacks exactly as it moves, and
// a capture that opens a line for another piece behind it is seen.
func (t *thinker) seeRef(m move, threshold int) bool {
	if m.promo != 0 || m.flags&(fEnPassant|fCastle) != 0 {
		return 0 >= threshold || m.flags&fCapture != 0 // promotions, en passant, castling: kept
	}
	s := &t.s
	val := t.seeValue
	to := m.to
	var gain [32]int
	if m.flags&fCapture != 0 {
		gain[0] = val(s.sq[to])
	}
	if gain[0]-val(s.sq[m.from]) >= threshold {
		return true // even if the piece is lost at once
	}
	var made []frame
	var list []move
	made = append(made, frame{m, s.make(m)})
	if !s.attacked(int(to), s.side) {
		// nothing takes back (the usual case, found without generating moves)
		s.unmake(m, made[0].u)
		return gain[0] >= threshold
	}
	d := 0
	for d+1 < len(gain) {
		// the least valuable piece of the side to move that can take on to
		list = s.pseudo(list[:0])
		best, bestVal := move{}, 1<<30
		for _, r := range list {
			if r.to == to && r.flags&fCapture != 0 && r.flags&fEnPassant == 0 {
				if v := val(s.sq[r.from]); v < bestVal {
					best, bestVal = r, v
				}
			}
		}
		if bestVal == 1<<30 {
			break
		}
		d++
		gain[d] = val(s.sq[to]) - gain[d-1]
		if max(-gain[d-1], gain[d]) < 0 || s.sq[to]&kindMask == uint8(pieces.King) {
			break // neither side gains by going on, or the King would be taken
		}
		made = append(made, frame{best, s.make(best)})
	}
	for ; d > 0; d-- {
		gain[d-1] = -max(-gain[d-1], gain[d])
	}
	for i := len(made) - 1; i >= 0; i-- {
		s.unmake(made[i].m, made[i].u)
	}
	return gain[0] >= threshold
}
