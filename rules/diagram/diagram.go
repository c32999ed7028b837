// Package diagram is the one move-diagram engine: where a piece standing on an otherwise
// empty board may move, and where it could capture, asked of the game's own engine
// (rules.Game), so a diagram can never disagree with play. The help's piece cards, the
// printed piece sheets and the Chess 2016 explorer all take their diagrams from here;
// what else they stand on the board (screens, targets) and how they draw it is theirs.
//
// The engine reads moves, it decides none: a diagram's targets are exactly the legal
// moves of its position from the piece's cell, and a capture square is one where the
// engine lets the piece take a lone enemy standing there (Probe).
package diagram

import (
	"math"
	"sort"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// Target is a cell a legal move of the piece goes to, and whether that move captures.
type Target struct {
	Cell    boards.Cell
	Capture bool
}

// Diagram is one piece's moves in one position.
type Diagram struct {
	Position rules.Position
	Cell     boards.Cell  // where the piece stands
	Piece    pieces.Piece // the piece as it stands there
	// Targets are the distinct (cell, capture) pairs of the legal moves from Cell to other
	// cells, in board order: a cell reached both quietly and by a capture has two.
	Targets []Target
	// InPlace are the legal moves from Cell that stay on it (rotations, transformations).
	InPlace []rules.Move
}

// Of reads the moves of the piece on at in p.
func Of(p rules.Position, at boards.Cell) Diagram {
	d := Diagram{Position: p, Cell: at, Piece: p.At(at)}
	seen := map[Target]bool{}
	for _, m := range p.LegalMoves(nil) {
		if m.From != at {
			continue
		}
		if m.To == at {
			d.InPlace = append(d.InPlace, m)
			continue
		}
		t := Target{Cell: m.To, Capture: m.Has(rules.Capture)}
		if !seen[t] {
			seen[t] = true
			d.Targets = append(d.Targets, t)
		}
	}
	sort.Slice(d.Targets, func(i, j int) bool {
		a, b := d.Targets[i], d.Targets[j]
		if a.Cell != b.Cell {
			return a.Cell < b.Cell
		}
		return !a.Capture && b.Capture
	})
	return d
}

// Quiet lists the cells the piece moves to without capturing, in board order.
func (d Diagram) Quiet() []boards.Cell {
	var out []boards.Cell
	for _, t := range d.Targets {
		if !t.Capture {
			out = append(out, t.Cell)
		}
	}
	return out
}

// Without lists the cells of cs that are not in drop, in cs's order (the squares a piece
// moves to but cannot capture on, or the reverse).
func Without(cs, drop []boards.Cell) []boards.Cell {
	gone := map[boards.Cell]bool{}
	for _, c := range drop {
		gone[c] = true
	}
	var out []boards.Cell
	for _, c := range cs {
		if !gone[c] {
			out = append(out, c)
		}
	}
	return out
}

// Centre lists the board's cells from the centre of its bounding box outward; of equally
// central cells the lower one first, for forward room for the bottom player.
func Centre(b *boards.Board) []boards.Cell {
	lo, hi := b.Bounds()
	mid := boards.Point{X: (lo.X + hi.X) / 2, Y: (lo.Y + hi.Y) / 2}
	cells := make([]boards.Cell, b.Len())
	for i := range cells {
		cells[i] = boards.Cell(i)
	}
	sort.SliceStable(cells, func(i, j int) bool {
		di, dj := b.Info(cells[i]).Center.Dist(mid), b.Info(cells[j]).Center.Dist(mid)
		if math.Abs(di-dj) > 1e-9 {
			return di < dj
		}
		return b.Info(cells[i]).Center.Y < b.Info(cells[j]).Center.Y
	})
	return cells
}

// Stand stands p alone on the first of cells where the engine accepts it and reads its
// moves there; the error is the engine's last refusal when none does.
func Stand(st rules.Game, cfg rules.Config, p pieces.Piece, cells []boards.Cell) (Diagram, error) {
	var err error
	for _, c := range cells {
		var pos rules.Position
		if pos, err = rules.Alone(st, cfg, p, c); err == nil {
			return Of(pos, c), nil
		}
	}
	return Diagram{}, err
}

// Probe returns the cells, in board order, where a lone enemy added to placed (the piece
// of d on d.Cell, and any screens) could be taken by that piece, as the engine stages it:
// one staged position per empty cell.
func Probe(st rules.Game, cfg rules.Config, d Diagram, placed map[boards.Cell]pieces.Piece, enemy pieces.Piece) []boards.Cell {
	var out []boards.Cell
	n := d.Position.Board().Len()
	for c := boards.Cell(0); int(c) < n; c++ {
		if _, taken := placed[c]; taken {
			continue
		}
		p, err := st.Stage(cfg, d.Piece.Owner, with(placed, []boards.Cell{c}, enemy))
		if err != nil {
			continue
		}
		if victims(p, d.Cell)[c] {
			out = append(out, c)
		}
	}
	return out
}

// with returns placed plus p on each of cells.
func with(placed map[boards.Cell]pieces.Piece, cells []boards.Cell, p pieces.Piece) map[boards.Cell]pieces.Piece {
	m := make(map[boards.Cell]pieces.Piece, len(placed)+len(cells))
	for c, q := range placed {
		m[c] = q
	}
	for _, c := range cells {
		m[c] = p
	}
	return m
}

// victims are the cells whose pieces some legal move from at captures or kills.
func victims(p rules.Position, at boards.Cell) map[boards.Cell]bool {
	v := map[boards.Cell]bool{}
	for _, m := range p.LegalMoves(nil) {
		if m.From != at || m.Flags&(rules.Capture|rules.Push) == 0 {
			continue
		}
		for _, e := range rules.Effects(p, m) {
			if e.To == boards.NoCell || e.Dies {
				v[e.Cell] = true
			}
		}
	}
	return v
}
