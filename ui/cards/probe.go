package cards

import (
	"math"
	"sort"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// captureDiagram finds where the piece of d could take a lone enemy (probed), and stages
// a position with enemies on as many of those cells as can all be taken at once. If no
// lone enemy can be taken but the piece moves, it tries again with the piece's own kind
// standing as screens on the nearest cells it moves to (a Cannon's jump). It returns nil
// when the piece captures nothing either way.
func captureDiagram(cfg rules.Config, st Stager, d Diagram, players int) (*Diagram, []boards.Cell, bool, error) {
	if players < 2 {
		players = 2
	}
	mover := d.Piece
	// the target of a capture is an enemy piece of the mover's own kind
	enemy := pieces.Piece{Kind: mover.Kind, Owner: (mover.Owner + 1) % pieces.Player(players), Facing: pieces.NoFacing}
	base := map[boards.Cell]pieces.Piece{d.Cell: mover}
	probed := probe(cfg, st, d, base, enemy)
	screens := false
	if len(probed) == 0 {
		if s := nearest(d); len(s) > 0 {
			friend := pieces.Piece{Kind: mover.Kind, Owner: mover.Owner, Facing: pieces.NoFacing}
			base = map[boards.Cell]pieces.Piece{d.Cell: mover}
			for _, c := range s {
				base[c] = friend
			}
			probed = probe(cfg, st, d, base, enemy)
			screens = len(probed) > 0
		}
	}
	if len(probed) == 0 {
		return nil, nil, false, nil
	}
	b := d.Position.Board()
	far := append([]boards.Cell(nil), probed...)
	from := b.Info(d.Cell).Center
	sort.SliceStable(far, func(i, j int) bool {
		return b.Info(far[i]).Center.Dist(from) > b.Info(far[j]).Center.Dist(from)+1e-9
	})
	var kept []boards.Cell
	var final rules.Position
	for _, c := range far {
		trial := append(append([]boards.Cell(nil), kept...), c)
		placed := with(base, trial, enemy)
		p, err := st.Stage(cfg, mover.Owner, placed)
		if err != nil {
			continue
		}
		v := victims(p, d.Cell)
		all := true
		for _, t := range trial {
			all = all && v[t]
		}
		if all {
			kept, final = trial, p
		}
	}
	if final == nil {
		return nil, probed, screens, nil
	}
	cd := diagramOf("Captures", final, d.Cell, d.Colours, d.Turn)
	return &cd, probed, screens, nil
}

// probe returns the cells where a lone enemy, added to base, could be taken by the piece
// on d.Cell.
func probe(cfg rules.Config, st Stager, d Diagram, base map[boards.Cell]pieces.Piece, enemy pieces.Piece) []boards.Cell {
	var out []boards.Cell
	n := d.Position.Board().Len()
	for c := boards.Cell(0); int(c) < n; c++ {
		if _, taken := base[c]; taken {
			continue
		}
		p, err := st.Stage(cfg, d.Piece.Owner, with(base, []boards.Cell{c}, enemy))
		if err != nil {
			continue
		}
		if victims(p, d.Cell)[c] {
			out = append(out, c)
		}
	}
	return out
}

// with returns base plus enemy on each of cells.
func with(base map[boards.Cell]pieces.Piece, cells []boards.Cell, enemy pieces.Piece) map[boards.Cell]pieces.Piece {
	m := make(map[boards.Cell]pieces.Piece, len(base)+len(cells))
	for c, p := range base {
		m[c] = p
	}
	for _, c := range cells {
		m[c] = enemy
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

// nearest lists d's quiet target cells closest to the piece (within half as far again as
// the closest), where screens stand.
func nearest(d Diagram) []boards.Cell {
	b := d.Position.Board()
	from := b.Info(d.Cell).Center
	min := math.Inf(1)
	for _, t := range d.Targets {
		min = math.Min(min, b.Info(t.Cell).Center.Dist(from))
	}
	var out []boards.Cell
	for _, t := range d.Targets {
		if !t.Capture && b.Info(t.Cell).Center.Dist(from) <= min*1.5 {
			out = append(out, t.Cell)
		}
	}
	return out
}
