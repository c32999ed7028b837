package rules

import (
	"oddboards/boards"
	"oddboards/pieces"
)

// What a drag or a click means is worked out from the legal moves alone; these helpers
// are that reasoning, apart from any widget.

// MovesBetween returns the legal moves of p from one cell (or reserve kind when from is
// NoCell) to another: the candidates for one drag, differing only in sub-choices.
func MovesBetween(moves []Move, from boards.Cell, reserve pieces.Kind, to boards.Cell) []Move {
	var out []Move
	for _, m := range moves {
		if m.From != from || m.To != to {
			continue
		}
		if from == boards.NoCell && m.Piece != reserve {
			continue
		}
		out = append(out, m)
	}
	return out
}

// HasTarget reports whether one of moves goes to another cell, to (a drop target).
func HasTarget(moves []Move, to boards.Cell) bool {
	for _, m := range moves {
		if m.To == to && m.From != to {
			return true
		}
	}
	return false
}

// OnlyInPlace reports whether every one of moves stays where it is (a rotation, a
// transformation, an egg's count): a tap on such a piece plays or offers them at once.
func OnlyInPlace(moves []Move) bool {
	for _, m := range moves {
		if m.From != m.To {
			return false
		}
	}
	return true
}

// OnlyFacingDiffers reports whether moves differ in nothing but their facing, so the
// point of a drop may choose among them.
func OnlyFacingDiffers(moves []Move) bool {
	for _, m := range moves[1:] {
		a, b := m, moves[0]
		a.Facing, b.Facing = 0, 0
		if a != b || m.Facing == pieces.NoFacing {
			return false
		}
	}
	return true
}

// SplitEffects sorts what the moves (legal in p, one drag's candidates) would do into
// what every one of them does and what only some do (a Hawk takes one piece by approach,
// another by withdrawal).
func SplitEffects(p Position, moves []Move) (all, some []Effect) {
	count := map[Effect]int{}
	var order []Effect
	for _, m := range moves {
		seen := map[Effect]bool{}
		for _, e := range Effects(p, m) {
			if seen[e] {
				continue
			}
			seen[e] = true
			if count[e] == 0 {
				order = append(order, e)
			}
			count[e]++
		}
	}
	for _, e := range order {
		if count[e] == len(moves) {
			all = append(all, e)
		} else {
			some = append(some, e)
		}
	}
	return all, some
}
