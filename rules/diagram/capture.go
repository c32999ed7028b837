package diagram

import (
	"math"
	"sort"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// Captures is what probing a piece's captures found.
type Captures struct {
	// Probed are the cells where the piece could take a lone enemy (with the screens).
	Probed []boards.Cell
	// Screens are the cells where pieces of its own stand for it to jump, nil when it
	// takes a lone enemy without them.
	Screens []boards.Cell
	// Diagram stands enemies on as many of Probed as can all be taken at once; nil when
	// the piece captures nothing.
	Diagram *Diagram
}

// Capture finds where the piece of d could take a lone enemy of its own kind (of the
// next of players), and stages a position with enemies on as many of those cells as can
// all be taken at once, chosen farthest first (so a Rook's targets stand at the ends of
// its lines, not in each other's way). If no lone enemy can be taken but the piece
// moves, it tries again with pieces of its own kind as screens on the nearest cells it
// moves to (a Cannon's jump).
func Capture(st rules.Game, cfg rules.Config, d Diagram, players int) Captures {
	players = max(players, 2)
	mover := d.Piece
	enemy := pieces.Piece{Kind: mover.Kind, Owner: (mover.Owner + 1) % pieces.Player(players), Facing: pieces.NoFacing}
	placed := map[boards.Cell]pieces.Piece{d.Cell: mover}
	var out Captures
	out.Probed = Probe(st, cfg, d, placed, enemy)
	if len(out.Probed) == 0 {
		if s := nearest(d); len(s) > 0 {
			friend := pieces.Piece{Kind: mover.Kind, Owner: mover.Owner, Facing: pieces.NoFacing}
			screened := with(placed, s, friend)
			if probed := Probe(st, cfg, d, screened, enemy); len(probed) > 0 {
				out.Probed, out.Screens, placed = probed, s, screened
			}
		}
	}
	if len(out.Probed) == 0 {
		return out
	}
	b := d.Position.Board()
	from := b.Info(d.Cell).Center
	far := append([]boards.Cell(nil), out.Probed...)
	sort.SliceStable(far, func(i, j int) bool {
		return b.Info(far[i]).Center.Dist(from) > b.Info(far[j]).Center.Dist(from)+1e-9
	})
	var kept []boards.Cell
	var final rules.Position
	for _, c := range far {
		trial := append(append([]boards.Cell(nil), kept...), c)
		p, err := st.Stage(cfg, mover.Owner, with(placed, trial, enemy))
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
	if final != nil {
		cd := Of(final, d.Cell)
		out.Diagram = &cd
	}
	return out
}

// nearest lists d's quiet target cells closest to the piece (within half as far again as
// the closest target), where screens stand.
func nearest(d Diagram) []boards.Cell {
	b := d.Position.Board()
	from := b.Info(d.Cell).Center
	closest := math.Inf(1)
	for _, t := range d.Targets {
		closest = math.Min(closest, b.Info(t.Cell).Center.Dist(from))
	}
	var out []boards.Cell
	for _, c := range d.Quiet() {
		if b.Info(c).Center.Dist(from) <= closest*1.5 {
			out = append(out, c)
		}
	}
	return out
}
