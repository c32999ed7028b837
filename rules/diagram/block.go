package diagram

import (
	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// Blocking is a diagram with a piece in the way: the piece's own kind stands on Blocker
// and takes away the moves to Lost.
type Blocking struct {
	Diagram
	Blocker boards.Cell
	Lost    []boards.Cell
}

// Block looks for a blocker that matters: a cell where a piece of the mover's own kind
// standing takes away some of d's moves that do not lie beyond it on a straight line (a
// Velociraptor's front corner cuts off its leaps on that side; a Rook's line ending at a
// piece is no news). Of such cells it takes the one that cuts off the most such moves,
// nearest the piece on a tie, and stages the piece with a friend there; Lost lists every
// move of d the friend took away (its own cell aside). A cell where the engine stages
// more than the friend (a piece moved off its home) is passed over: what the piece loses
// there is not the friend's doing. It reports false when no cell blocks that way.
func Block(st rules.Game, cfg rules.Config, d Diagram) (Blocking, bool) {
	if len(d.Targets) == 0 {
		return Blocking{}, false
	}
	b := d.Position.Board()
	from := b.Info(d.Cell).Center
	friend := pieces.Piece{Kind: d.Piece.Kind, Owner: d.Piece.Owner, Facing: pieces.NoFacing}
	best := Blocking{Blocker: boards.NoCell}
	var bestPos rules.Position
	bestHidden, bestDist := 0, 0.0
	for c := boards.Cell(0); int(c) < b.Len(); c++ {
		if c == d.Cell {
			continue
		}
		p, err := st.Stage(cfg, d.Piece.Owner, map[boards.Cell]pieces.Piece{d.Cell: d.Piece, c: friend})
		if err != nil || !onlyAdds(d.Position, p, c) {
			continue
		}
		still := map[boards.Cell]bool{}
		for _, t := range p.LegalMoves(nil) {
			if t.From == d.Cell {
				still[t.To] = true
			}
		}
		at := b.Info(c).Center
		var lost []boards.Cell
		hidden := 0
		for _, t := range d.Targets {
			if t.Cell == c || still[t.Cell] || (len(lost) > 0 && lost[len(lost)-1] == t.Cell) {
				continue
			}
			lost = append(lost, t.Cell)
			to := b.Info(t.Cell).Center
			if from.Dist(at)+at.Dist(to) > from.Dist(to)+1e-6 {
				hidden++ // c is not on the way from the piece to t
			}
		}
		dist := from.Dist(at)
		if hidden > bestHidden || (hidden == bestHidden && hidden > 0 && dist < bestDist-1e-9) {
			bestPos, best.Lost, best.Blocker, bestHidden, bestDist = p, lost, c, hidden, dist
		}
	}
	if best.Blocker == boards.NoCell {
		return Blocking{}, false
	}
	best.Diagram = Of(bestPos, d.Cell)
	return best, true
}

// onlyAdds reports whether p is before with a piece added on c and nothing else changed.
func onlyAdds(before, p rules.Position, c boards.Cell) bool {
	for x := boards.Cell(0); int(x) < before.Board().Len(); x++ {
		if x != c && p.At(x) != before.At(x) {
			return false
		}
	}
	return before.At(c).Empty() && !p.At(c).Empty()
}
