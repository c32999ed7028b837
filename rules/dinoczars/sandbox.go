package dinoczars

import (
	"fmt"
	"sort"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// Stage stands the placed pieces on an otherwise empty board, toMove to move, for move
// diagrams with targets to capture and blockers: each dinosaur with its Facing (one
// without a Facing faces its owner's forward, or straight back on a triangle that has no
// side that way, as in Alone), each egg with its Count. Nobody has eggs to lay or dinosaurs to hatch, and the game is on
// whether or not a Tyrannosaurus stands (the game ends only when one is captured, so
// none is added); capturing a staged Tyrannosaurus ends it, as in play.
func (g Game) Stage(cfg rules.Config, toMove rules.Player, placed map[boards.Cell]pieces.Piece) (rules.Position, error) {
	if err := rules.CheckConfig(g, cfg); err != nil {
		return nil, err
	}
	pos, err := StartPosition(cfg.Options)
	if err != nil {
		return nil, err
	}
	if toMove < 0 || toMove > 1 {
		return nil, fmt.Errorf("dino-czars has no player %d", toMove)
	}
	s := state{winner: -1, side: uint8(toMove), touching: pos.st.touching}
	cells := make([]boards.Cell, 0, len(placed))
	for at := range placed {
		cells = append(cells, at)
	}
	sort.Slice(cells, func(i, j int) bool { return cells[i] < cells[j] }) // the same error every time
	for _, at := range cells {
		b, err := standing(placed[at], at)
		if err != nil {
			return nil, err
		}
		s.sq[at] = b
	}
	return &Position{st: s, moveNo: 1}, nil
}

// standing is the cell byte of p standing on at, or why it cannot stand there.
func standing(p pieces.Piece, at boards.Cell) (uint8, error) {
	if at < 0 || int(at) >= nCells {
		return 0, fmt.Errorf("no cell %d on the board", at)
	}
	kind, ok := codeOf(p.Kind)
	if !ok || p.Owner < 0 || p.Owner > 1 {
		return 0, fmt.Errorf("%s of player %d is not a Dino-Czars piece", p.Kind, p.Owner)
	}
	switch {
	case kind == kEgg:
		if p.Count < 0 || p.Count > 4 {
			return 0, fmt.Errorf("an egg counts 4 to 0, not %d", p.Count)
		}
		return mk(kEgg, int(p.Owner), uint8(p.Count)), nil
	case p.Facing == pieces.NoFacing:
		k := uint8(faceN)
		if p.Owner == 1 {
			k = faceS
		}
		if !validFacing(int(at), k) {
			k = turn(k, 3)
		}
		return mk(kind, int(p.Owner), k), nil
	default:
		k, ok := facingOf(p.Facing)
		if !ok || !validFacing(int(at), k) {
			return 0, fmt.Errorf("a dinosaur on %s cannot face %d°", cellName(int(at)), p.Facing)
		}
		return mk(kind, int(p.Owner), k), nil
	}
}
