package picker

import (
	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/ui/render"
)

// Scene is the position as the board draws it, with what the gestures mark: the
// picked-up piece and its targets, the carried piece's empty cell and the cell it is
// over, the preview, a turn the wheel previews, the hint. colours are the seats' piece
// colours; the caller adds the theme and the last move.
func (p *Picker) Scene(colours []string) *render.Scene {
	pos := p.pos
	sc := render.NewScene(pos.Board(), pos.At, colours, p.turn.Kinds)
	if at, f := p.turnAt, p.turnTo; at != boards.NoCell {
		// the wheel's turn, not played yet: the piece as it would stand
		sc.PieceAt = func(c boards.Cell) pieces.Piece {
			pc := pos.At(c)
			if c == at {
				pc.Facing = f
			}
			return pc
		}
		sc.Turning = at
	}
	sc.Selected = p.selected
	sc.SelectedSlot = p.slot
	sc.Reserves = p.reserves
	if pl, ok := pos.(rules.Placer); ok {
		sc.Placed = pl.Placed
	}
	sc.Alerts = pos.Alerts()
	sc.Out = pos.Out
	sc.Hint = p.hint
	seen := map[boards.Cell]bool{}
	for _, m := range p.picked() {
		if m.To == m.From || seen[m.To] {
			continue
		}
		seen[m.To] = true
		capture := m.Flags&rules.Capture != 0
		sc.Targets = append(sc.Targets, render.Target{Cell: m.To, Capture: capture})
		// a bulldozer onto an occupied cell: its piece is pushed, not taken
		if !capture && m.Has(rules.Push) && !pos.At(m.To).Empty() {
			sc.Pushes = append(sc.Pushes, m.To)
		}
	}
	if p.dragging {
		sc.Hidden = p.dragFrom
		sc.Hover = p.hover
	}
	if p.selected != boards.NoCell || p.slot >= 0 || p.offered {
		sc.Preview, sc.PreviewMaybe = p.preview, p.previewMaybe
	}
	return sc
}
