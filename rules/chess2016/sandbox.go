package chess2016

import (
	"fmt"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// Stage stands the placed pieces on an otherwise empty board, toMove to move, for move
// diagrams: the moves are the pieces' own (pseudo-legal), with no King needed and no
// check, so staged targets show what a piece captures.
func (Game) Stage(cfg rules.Config, toMove rules.Player, placed map[boards.Cell]pieces.Piece) (rules.Position, error) {
	variant := cfg.Variant
	if variant == "" {
		variant = Chess2016
	}
	if toMove < 0 || toMove > 1 {
		return nil, fmt.Errorf("chess has no player %d", toMove)
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
	s := state{sq: emptyBox, side: int(toMove)}
	any := -1
	kings := [2]bool{}
	for at, p := range placed {
		if at < 0 || int(at) >= len(sqOfCell) {
			return nil, fmt.Errorf("no square %d on the board", at)
		}
		if p.Kind < pieces.King || p.Kind > pieces.Rhinoceros || p.Owner < 0 || p.Owner > 1 {
			return nil, fmt.Errorf("%s of player %d is not a Chess 2016 piece", p.Kind, p.Owner)
		}
		sq := sqOfCell[at]
		s.sq[sq] = mkPiece(p.Kind, int(p.Owner))
		any = sq
		if p.Kind == pieces.King {
			if kings[p.Owner] {
				return nil, fmt.Errorf("two Kings of player %d", p.Owner)
			}
			kings[p.Owner] = true
			s.king[p.Owner] = sq
		}
	}
	if any < 0 {
		return nil, fmt.Errorf("nothing to stand on the board")
	}
	for side := range kings {
		if !kings[side] {
			s.king[side] = any // a real square; never consulted: a staged position is pseudo-legal
		}
	}
	s.r = newRules(&s.sq, promo)
	s.setBoards()
	s.hash = s.computeHash()
	return &Position{st: s, hist: []uint64{s.hash}, variant: variant, setup: n, alone: true}, nil
}
