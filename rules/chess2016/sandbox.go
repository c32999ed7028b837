package chess2016

import (
	"fmt"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

var _ rules.Sandbox = Game{}

// Alone stands p alone on the board for a move diagram. There are no Kings, so nothing
// is ever in check and the position's moves are exactly the piece's own. A pawn may
// promote to the kinds of cfg's setup.
func (Game) Alone(cfg rules.Config, p pieces.Piece, at boards.Cell) (rules.Position, error) {
	variant := cfg.Variant
	if variant == "" {
		variant = Chess2016
	}
	if at < 0 || int(at) >= len(sqOfCell) {
		return nil, fmt.Errorf("no square %d on the board", at)
	}
	if p.Kind < pieces.King || p.Kind > pieces.Rhinoceros || p.Owner < 0 || p.Owner > 1 {
		return nil, fmt.Errorf("%s of player %d is not a Chess 2016 piece", p.Kind, p.Owner)
	}
	n := cfg.Setup
	if n == 0 {
		n = DefaultSetup(variant)
	}
	kinds, err := Kinds(variant, n, cfg.Options)
	if err != nil {
		return nil, err
	}
	var promo []pieces.Kind
	for _, k := range kinds {
		if k != pieces.Pawn && k != pieces.King {
			promo = append(promo, k)
		}
	}
	sq := sqOfCell[at]
	s := state{sq: emptyBox}
	s.sq[sq] = mkPiece(p.Kind, int(p.Owner))
	s.side = int(p.Owner)
	s.king = [2]int{sq, sq} // never consulted for legality: an alone position is pseudo-legal
	s.r = newRules(&s.sq, promo)
	s.hash = s.computeHash()
	return &Position{st: s, hist: []uint64{s.hash}, variant: variant, setup: n, alone: true}, nil
}
