package antarctic

import (
	"math/bits"

	"oddboards/rules"
)

var _ rules.Resigner = (*Position)(nil)

// Resign takes pl out of a game of three or more: their pieces leave the board, their
// captured Predators will never return, and the turn passes them by. A player who
// resigned has lost: when one player is left, that player wins. Out of turn, the
// resignation rechecks the player to move, who passes if the pieces gone leave it no move
// (the rule of a stuck player). The players the last move passed over are forgotten:
// the resignation came after it.
func (p *Position) Resign(pl rules.Player) rules.Position {
	s := p.st // a copy: positions are immutable
	i, n := int(pl), s.g.n
	if s.result != rules.Ongoing || i < 0 || i >= n || s.out&(1<<i) != 0 {
		return p
	}
	for c, b := range s.sq {
		if b != 0 && ownerOf(b) == i {
			s.sq[c] = 0
		}
	}
	s.reserve[i] = [kPetrel + 1]int8{}
	s.royals[i] = 0
	s.out |= 1 << i
	s.passed = 0
	left := uint8(1<<n-1) &^ s.out
	if bits.OnesCount8(left) == 1 {
		s.result, s.winner, s.why = rules.Win, int8(bits.TrailingZeros8(left)), whyResigned
		s.advanceOver(i)
		return &Position{st: s}
	}
	if s.decide() {
		s.advanceOver(i)
		return &Position{st: s}
	}
	if side := int(s.side); side == i || !s.hasMove(side) {
		s.advance((side + n - 1) % n) // the turn goes on from the player to move, itself first
	}
	return &Position{st: s}
}
