package clash

import (
	"fmt"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// Stage stands the given pieces on an otherwise empty board, toMove to move: a move
// diagram with targets to capture, blockers or screens. As in Alone, a side with no
// Commander among them counts a phantom one, so the game is not over.
func (Game) Stage(cfg rules.Config, toMove rules.Player, placed map[boards.Cell]pieces.Piece) (rules.Position, error) {
	if cfg.Variant != "" && cfg.Variant != ID {
		return nil, fmt.Errorf("clash of command has no variant %q", cfg.Variant)
	}
	if toMove < 0 || toMove > 1 {
		return nil, fmt.Errorf("clash of command has no player %d", toMove)
	}
	var s state
	s.side = uint8(toMove)
	for at, p := range placed {
		if at < 0 || int(at) >= nNodes {
			return nil, fmt.Errorf("no node %d on the board", at)
		}
		k := codeOf(p.Kind)
		if k == 0 || p.Owner < 0 || p.Owner > 1 {
			return nil, fmt.Errorf("%s of player %d is not a Clash of Command piece", p.Kind, p.Owner)
		}
		s.sq[at] = k | uint8(p.Owner)*blackBit
		s.occ |= 1 << uint(at)
		if k == kCommander {
			s.cmd[p.Owner]++
		}
	}
	for side := range s.cmd {
		if s.cmd[side] == 0 {
			s.cmd[side] = 1 // the phantom Commander
		}
	}
	return &Position{st: s}, nil
}
