package antarctic

import (
	"fmt"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// Stage stands the placed pieces on an otherwise empty board of cfg's mode, toMove to
// move. Nobody's Emperors are counted, so nobody is out and nobody has won: the position
// is for looking at moves, not for playing on.
func (Game) Stage(cfg rules.Config, toMove rules.Player, placed map[boards.Cell]pieces.Piece) (rules.Position, error) {
	code := cfg.Mode
	if code == "" {
		code = DefaultMode
	}
	m, err := lookupMode(code)
	if err != nil {
		return nil, err
	}
	g := newGame(m)
	if toMove < 0 || int(toMove) >= g.n {
		return nil, fmt.Errorf("mode %s has no player %d", code, toMove)
	}
	s := state{g: g, side: int8(toMove)}
	for at, p := range placed {
		k := fromKind(p.Kind)
		switch {
		case at < 0 || int(at) >= nCells:
			return nil, fmt.Errorf("no hex %d on the board", at)
		case k == 0:
			return nil, fmt.Errorf("%s is not an Antarctic Chess piece", p.Kind)
		case p.Owner < 0 || int(p.Owner) >= g.n:
			return nil, fmt.Errorf("mode %s has no player %d", code, p.Owner)
		}
		s.sq[at] = mkPiece(k, int(p.Owner))
	}
	return &Position{st: s}, nil
}
