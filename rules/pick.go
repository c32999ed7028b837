package rules

import (
	"math"

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

// MovesOf returns the legal moves of what is picked up: the piece on from, or (from
// NoCell) a reserve piece of kind reserve; none when nothing is.
func MovesOf(moves []Move, from boards.Cell, reserve pieces.Kind) []Move {
	if from == boards.NoCell && reserve == pieces.None {
		return nil
	}
	var out []Move
	for _, m := range moves {
		if m.From == from && (from != boards.NoCell || m.Piece == reserve) {
			out = append(out, m)
		}
	}
	return out
}

// WithFacing keeps the candidates that land with facing, when the point of a drop chose
// one among several (NoFacing, or a single candidate: all of them).
func WithFacing(cands []Move, facing int16) []Move {
	if facing == pieces.NoFacing || len(cands) < 2 {
		return cands
	}
	var out []Move
	for _, m := range cands {
		if m.Facing == facing {
			out = append(out, m)
		}
	}
	return out
}

// Facings lists the facings moves land with, in order.
func Facings(moves []Move) []int16 {
	fs := make([]int16, len(moves))
	for i, m := range moves {
		fs[i] = m.Facing
	}
	return fs
}

// NearestFacing is the facing of fs nearest the direction toward (degrees
// counter-clockwise from east), the first of fs on a tie; NoFacing when fs is empty.
func NearestFacing(fs []int16, toward float64) int16 {
	best, bestD := pieces.NoFacing, math.Inf(1)
	for _, f := range fs {
		if d := math.Abs(math.Mod(float64(f)-toward+540, 360) - 180); d < bestD {
			best, bestD = f, d
		}
	}
	return best
}

// Rotation is the legal turn in place of the piece on at, facing cur, that turns it least
// far counter-clockwise (ccw) or clockwise; false when it has none (no facing, or only
// moves that leave the cell or change the piece).
func Rotation(moves []Move, at boards.Cell, cur int16, ccw bool) (Move, bool) {
	var best Move
	bestTurn := math.Inf(1)
	if cur == pieces.NoFacing {
		return best, false
	}
	for _, m := range moves {
		if m.From != at || m.To != at || m.Facing == pieces.NoFacing || m.Promote != pieces.None {
			continue
		}
		d := math.Mod(float64(m.Facing-cur)+720, 360) // counter-clockwise turn
		if !ccw {
			d = math.Mod(360-d, 360)
		}
		if d > 0 && d < bestTurn {
			best, bestTurn = m, d
		}
	}
	return best, !math.IsInf(bestTurn, 1)
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
