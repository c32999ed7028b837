package uci

import (
	"fmt"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/chess2016"
)

// FormatMove writes m, legal in p, in coordinates: "e3e5", "b8b9g", "g2j2".
func FormatMove(p *chess2016.Position, m rules.Move) string {
	b := p.Board()
	s := b.CellName(m.From) + b.CellName(m.To)
	if m.Promote != pieces.None {
		s += string(chess2016.FENLetter(p.Variant(), m.Promote) + 'a' - 'A')
	}
	return s
}

// ParseMove reads a move in coordinates that is legal in p.
func ParseMove(p *chess2016.Position, s string) (rules.Move, error) {
	if len(s) < 4 || len(s) > 7 {
		return rules.Move{}, fmt.Errorf("not a move in coordinates such as e3e5")
	}
	for _, m := range p.LegalMoves(nil) {
		if FormatMove(p, m) == s {
			return m, nil
		}
	}
	return rules.Move{}, fmt.Errorf("not a legal move here")
}
