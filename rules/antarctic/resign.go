package antarctic

import (
	"math/bits"

	"oddboards/rules"
)

var _ rules.Resigner = (*Position)(nil)

// Resign takes pl out of a game of three or more: their pieces leave the board, their
// captured Predators will never return, and the turn passes them by. When one player is
// left, that player wins.
func (p *Position) Resign(pl rules.Player) rules.Position {
	s := p.st // a copy: positions are immutable
	i := int(pl)
	if s.result != rules.Ongoing || i < 0 || i >= s.g.n || s.out&(1<<i) != 0 {
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
	left := uint8(1<<s.g.n-1) &^ s.out
	if bits.OnesCount8(left) == 1 {
		s.result, s.winner, s.why = rules.Win, int8(bits.TrailingZeros8(left)), whyResigned
		s.advanceOver(i)
		return &Position{st: s}
	}
	if s.decide(i) {
		s.advanceOver(i)
		return &Position{st: s}
	}
	if int(s.side) == i {
		s.advance(i)
	}
	return &Position{st: s}
}
