package picker

import (
	"math"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// Lift starts a drag pressed on reserve slot (-1: none) or cell: it picks up that
// reserve piece, or else the piece on the cell, if it has moves. It reports false when
// there is nothing to carry (a zoomed-in board may pan instead).
func (p *Picker) Lift(cell boards.Cell, slot int) (Result, bool) {
	switch {
	case slot >= 0 && len(p.dropsOf(slot)) > 0:
		p.slot, p.selected, p.dragFrom = slot, boards.NoCell, boards.NoCell
	case cell != boards.NoCell && len(p.movesFrom(cell)) > 0:
		p.selected, p.slot, p.dragFrom = cell, -1, cell
	default:
		return Result{}, false
	}
	p.dragging = true
	p.hover = boards.NoCell
	p.facing = pieces.NoFacing
	p.turnAt, p.turnTo = boards.NoCell, pieces.NoFacing
	return Result{Leave: true, Layers: All}, true
}

// Carry moves the carried piece over cell, with the pointer at board point at: it
// previews the move there, and turns the piece to the facing it would land with.
func (p *Picker) Carry(cell boards.Cell, at boards.Point) Result {
	facing := p.facingAt(cell, at)
	var r Result
	if cell != p.hover {
		r.Layers |= Overlay // the board itself stays as it is
	}
	p.setPreview(cell)
	if facing != p.facing {
		r.Layers |= Piece
	}
	p.hover, p.facing = cell, facing
	return r
}

// CarriedOver is the cell whose size the carried piece is drawn at: the one it is over,
// or else the one it left (NoCell: a reserve piece off the board).
func (p *Picker) CarriedOver() boards.Cell {
	if p.hover != boards.NoCell {
		return p.hover
	}
	return p.dragFrom
}

// facingAt is the facing the picked-up piece gets when dropped at board point at on cell
// c: when the moves to c differ only in facing, the one pointing most nearly toward the
// pointer's side of the cell; NoFacing near the cell's centre, where the player is asked.
func (p *Picker) facingAt(c boards.Cell, at boards.Point) int16 {
	from, kind := p.source()
	cands := rules.MovesBetween(p.moves, from, kind, c)
	if c == boards.NoCell || len(cands) < 2 || !rules.OnlyFacingDiffers(cands) {
		return pieces.NoFacing
	}
	info := p.pos.Board().Info(c)
	d := at.Sub(info.Center)
	if math.Hypot(d.X, d.Y) < info.Size*0.18 {
		return pieces.NoFacing
	}
	return rules.NearestFacing(rules.Facings(cands), math.Atan2(d.Y, d.X)*180/math.Pi)
}

// Drop ends a drag: a legal target plays the move, anything else snaps the piece back
// and leaves it picked up, so a tap can finish the move. It reports whether a piece was
// carried (false also for the rest of a drag the position ended, which it forgets).
func (p *Picker) Drop() (Result, bool) {
	if p.aborted {
		p.aborted = false
		return Result{}, false
	}
	if !p.dragging {
		return Result{}, false
	}
	from, kind := p.source()
	to, facing := p.hover, p.facing
	legal := to != boards.NoCell && rules.HasTarget(p.picked(), to)
	p.dragging = false
	p.dragFrom = boards.NoCell
	p.facing = pieces.NoFacing
	p.quiet = to
	r := Result{Layers: All}
	if legal {
		p.selected, p.slot = boards.NoCell, -1
		r.Moves = p.between(from, kind, to, facing)
	}
	return r, true
}

// Carried is the carried piece as it would land, and the facings to draw arrows for
// when dropped where it is the player will be asked which way; false when nothing is
// carried.
func (p *Picker) Carried() (pieces.Piece, []int16, bool) {
	var pc pieces.Piece
	switch {
	case !p.dragging:
		return pc, nil, false
	case p.dragFrom != boards.NoCell:
		pc = p.pos.At(p.dragFrom)
	default:
		var ok bool
		if _, pc, ok = p.slotPiece(p.slot); !ok {
			return pc, nil, false
		}
		if pl, ok := p.pos.(rules.Placer); ok {
			pc = pl.Placed(pc)
		}
	}
	fs := p.facingChoices()
	if p.facing != pieces.NoFacing {
		pc.Facing = p.facing
	} else if len(fs) > 0 {
		// over the middle of a cell where the player will be asked: never show a facing
		// the piece cannot have there, but the allowed one nearest to its own
		pc.Facing = rules.NearestFacing(fs, float64(pc.Facing))
	}
	return pc, fs, true
}

// facingChoices are the facings the carried piece may land with on the hovered cell,
// when the moves there differ only in facing and none is chosen yet.
func (p *Picker) facingChoices() []int16 {
	if !p.dragging || p.hover == boards.NoCell || p.facing != pieces.NoFacing {
		return nil
	}
	from, kind := p.source()
	cands := rules.MovesBetween(p.moves, from, kind, p.hover)
	if len(cands) < 2 || !rules.OnlyFacingDiffers(cands) {
		return nil
	}
	return rules.Facings(cands)
}
