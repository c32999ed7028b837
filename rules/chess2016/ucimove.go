package chess2016

import (
	"errors"
	"strings"

	"oddboards/pieces"
	"oddboards/rules"
)

// Moves in UCI coordinates, as engines and chess GUIs write them: from and to on the
// 12 × 10 box ("e3e5"), a promotion adding the new piece's FEN letter in lower case
// ("b8b9g"), castling as the King's own move ("g2j2"). The UCI engine (ui/uci) and the
// match's outside engines (rules/arena) both read and write them here.

// errUCIMoveForm and errUCIMoveIllegal are ParseUCIMove's answers: text that is no move
// in coordinates, and a move in coordinates that is not legal in the position.
var (
	errUCIMoveForm    = errors.New("not a move in coordinates such as e3e5")
	errUCIMoveIllegal = errors.New("not a legal move here")
)

// UCIMove writes m, legal in p, in coordinates.
func (p *Position) UCIMove(m rules.Move) string {
	b := p.Board()
	s := b.CellName(m.From) + b.CellName(m.To)
	if m.Promote != pieces.None {
		s += string(fenLetter(p.Variant(), m.Promote) + 'a' - 'A')
	}
	return s
}

// ParseUCIMove reads a move in coordinates that is legal in p.
func (p *Position) ParseUCIMove(s string) (rules.Move, error) {
	if len(s) < 4 || len(s) > 7 {
		return rules.Move{}, errUCIMoveForm
	}
	for _, m := range p.LegalMoves(nil) {
		if p.UCIMove(m) == s {
			return m, nil
		}
	}
	return rules.Move{}, errUCIMoveIllegal
}

// UCIVariant is the name of p's variant as UCI_Variant gives it: chess2016, chess56 or
// chess112 (the game's ID without its dash).
func (p *Position) UCIVariant() string { return uciVariantName(p.Variant()) }

// uciVariantName is variant's UCI_Variant name.
func uciVariantName(variant string) string { return strings.ReplaceAll(variant, "-", "") }
