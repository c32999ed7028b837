// Package picker is what a player's gestures on a board mean: a press, a drag, a drop,
// a wheel notch or a key, given the position's legal moves. It knows no screen and no
// Fyne: the board widget tells it which cell or reserve slot is under the pointer (and,
// for a drop's facing, where in the cell), and it answers what to play, what to redraw
// and what to say. It knows no rule of any game either: the legal moves decide what can
// be picked up, where it may go, and which choices to offer.
package picker

import (
	"math"
	"time"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// Turn says who may move in the position shown.
type Turn struct {
	Names    []string // the players' names, in seat order
	Over     bool     // the game is over: nothing moves
	Computer bool     // the computer plays the side to move: nothing may be picked up
	// Kinds are the game's kinds, which name the pieces in the status line and badge them.
	Kinds rules.Kinds
}

// Layers says which pictures of the board an event changed.
type Layers uint8

const (
	Board   Layers = 1 << iota // the position, its marks and targets
	Overlay                    // what follows the pointer: the hovered cell, the preview
	Piece                      // the carried piece
	All     = Board | Overlay | Piece
)

// Result is what an event asks of the widget, in this order: take the piece card away
// (Leave), tell the status line (Say), redraw Layers, then play Moves: one is played,
// several are offered to choose from.
type Result struct {
	Leave  bool
	Say    bool
	Status string // "" gives the status line back to the position
	Layers Layers
	Moves  []rules.Move
}

// Picker holds one board's gesture state. It is not safe for concurrent use: the widget
// guards it with the lock its raster generators take.
type Picker struct {
	pos      rules.Position
	turn     Turn
	moves    []rules.Move // legal moves of pos, computed once per position; nil: locked
	reserves [][]pieces.Piece

	selected     boards.Cell // a picked-up piece on the board
	slot         int         // a picked-up reserve piece (its index in Reserves, laid end to end), or -1
	dragging     bool
	aborted      bool        // the gesture's drag was dropped; its further events are ignored
	dragFrom     boards.Cell // NoCell when the carried piece comes from a reserve
	hover        boards.Cell // the cell the carried piece is over
	facing       int16       // the facing the carried piece would land with, or NoFacing
	preview      []rules.Effect
	previewMaybe []rules.Effect // what only some of the moves to the hovered target do
	previewAt    boards.Cell    // the target whose effects preview shows
	offered      bool           // the preview is of a move a chooser offers (Offer)
	pointer      boards.Cell    // the cell under the pointer
	quiet        boards.Cell    // where a piece was just moved to: no card until the pointer leaves it
	hint         []boards.Cell  // a suggested move's cells, until the position changes
	turnAt       boards.Cell    // the piece the wheel turns in preview, or NoCell
	turnTo       int16          // the facing it is previewed with; a tap on it plays the turn
	said         string         // the last status told
	noted        boards.Cell    // the cell whose mark the status explains, or NoCell

	wheelTurned time.Time // when the wheel last turned a piece (or moved during the pause)
}

// WheelPause is how long the wheel must rest after turning a piece before it turns
// another: a trackpad swipe sends many notches, and after one turn it is the opponent's
// move, whose pieces the rest of the swipe must not turn.
const WheelPause = 400 * time.Millisecond

// New makes a picker for pos (see Show).
func New(pos rules.Position, t Turn) *Picker {
	p := &Picker{selected: boards.NoCell, slot: -1,
		dragFrom: boards.NoCell, hover: boards.NoCell, facing: pieces.NoFacing,
		previewAt: boards.NoCell, pointer: boards.NoCell, quiet: boards.NoCell,
		turnAt: boards.NoCell, turnTo: pieces.NoFacing, noted: boards.NoCell}
	p.Show(pos, t)
	return p
}

// Show makes pos the position picked from. A new position drops whatever was picked up;
// it reports whether that ended a drag (the rest of that gesture is then ignored).
func (p *Picker) Show(pos rules.Position, t Turn) (aborted bool) {
	if pos != p.pos {
		aborted = p.dragging
		p.aborted = p.aborted || aborted
		p.pos = pos
		p.moves = pos.LegalMoves(nil)
		p.reserves = nil
		for i := range t.Names {
			p.reserves = append(p.reserves, pos.Reserve(rules.Player(i)))
		}
		p.selected, p.slot = boards.NoCell, -1
		p.dragging = false
		p.dragFrom = boards.NoCell
		p.preview, p.previewMaybe, p.previewAt, p.offered = nil, nil, boards.NoCell, false
		p.hint = nil
		p.turnAt, p.turnTo = boards.NoCell, pieces.NoFacing
	}
	p.turn = t
	switch {
	case t.Over || t.Computer:
		p.moves = nil // nothing to pick up
	case p.moves == nil:
		p.moves = pos.LegalMoves(nil) // the seat was handed back to a person
	}
	return aborted
}

// Hold lets nothing be picked up until the next Show, as on the computer's seat (the
// side to move is played elsewhere).
func (p *Picker) Hold() { p.moves = nil }

// Position is the position picked from.
func (p *Picker) Position() rules.Position { return p.pos }

// Moves are the moves a player may make now (nil on the computer's seat or after the end).
func (p *Picker) Moves() []rules.Move { return p.moves }

// Reserves are the players' reserves, in seat order: the widget lays their slots out in
// this order, one after another (render.Arrange), and names them by index.
func (p *Picker) Reserves() [][]pieces.Piece { return p.reserves }

// slotPiece is the player and piece of reserve slot i.
func (p *Picker) slotPiece(i int) (pieces.Player, pieces.Piece, bool) {
	if i < 0 {
		return pieces.Nobody, pieces.Piece{}, false
	}
	for pl, r := range p.reserves {
		if i < len(r) {
			return pieces.Player(pl), r[i], true
		}
		i -= len(r)
	}
	return pieces.Nobody, pieces.Piece{}, false
}

// Selected is the cell of the picked-up piece, or NoCell.
func (p *Picker) Selected() boards.Cell { return p.selected }

// selectedSlot is the picked-up reserve slot, or -1.
func (p *Picker) selectedSlot() int { return p.slot }

// Dragging reports whether a piece is carried.
func (p *Picker) Dragging() bool { return p.dragging }

// Aborted reports whether the position changed under the gesture's drag: the rest of
// that gesture does nothing.
func (p *Picker) Aborted() bool { return p.aborted }

// TurnPreview is the piece the wheel turns in preview and the facing shown, or NoCell.
func (p *Picker) TurnPreview() (boards.Cell, int16) { return p.turnAt, p.turnTo }

// Preview is what the hovered (or offered) move would do to other pieces.
func (p *Picker) Preview() []rules.Effect { return append([]rules.Effect(nil), p.preview...) }

// PreviewMaybe is what only some of the moves to the hovered target would do.
func (p *Picker) PreviewMaybe() []rules.Effect {
	return append([]rules.Effect(nil), p.previewMaybe...)
}

// Said is the last status told ("" for none).
func (p *Picker) Said() string { return p.said }

// HoveredKind is the kind of piece under the pointer (None if there is none).
func (p *Picker) HoveredKind() pieces.Kind {
	if p.pointer == boards.NoCell {
		return pieces.None
	}
	return p.pos.At(p.pointer).Kind
}

// SetHint marks a suggested move's cells (nil clears them) until the position changes.
func (p *Picker) SetHint(m *rules.Move) {
	p.hint = nil
	if m != nil {
		p.hint = m.Cells()
	}
}

// Hint is the cells SetHint marked.
func (p *Picker) Hint() []boards.Cell { return append([]boards.Cell(nil), p.hint...) }

// movesFrom lists the legal moves starting on c.
func (p *Picker) movesFrom(c boards.Cell) []rules.Move {
	return rules.MovesOf(p.moves, c, pieces.None)
}

// dropsOf lists the legal moves that bring reserve slot i onto the board.
func (p *Picker) dropsOf(i int) []rules.Move {
	pl, pc, ok := p.slotPiece(i)
	if !ok || pl != p.pos.ToMove() {
		return nil
	}
	return rules.MovesOf(p.moves, boards.NoCell, pc.Kind)
}

// picked lists the moves of whatever is picked up: a board piece or a reserve piece.
func (p *Picker) picked() []rules.Move {
	if p.slot >= 0 {
		return p.dropsOf(p.slot)
	}
	if p.selected != boards.NoCell {
		return p.movesFrom(p.selected)
	}
	return nil
}

// source names what is picked up: a cell, or NoCell and a reserve kind.
func (p *Picker) source() (boards.Cell, pieces.Kind) {
	if _, pc, ok := p.slotPiece(p.slot); ok {
		return boards.NoCell, pc.Kind
	}
	return p.selected, pieces.None
}

// between lists the moves from→to (from NoCell: a drop of kind); a facing chosen by the
// drop point settles a choice of facings.
func (p *Picker) between(from boards.Cell, kind pieces.Kind, to boards.Cell, facing int16) []rules.Move {
	return rules.WithFacing(rules.MovesBetween(p.moves, from, kind, to), facing)
}

// say tells the status line msg, unless it said that already.
func (p *Picker) say(r *Result, msg string) { p.tell(r, msg, boards.NoCell) }

// tell tells the status line msg, which explains the mark of cell noted (NoCell: it is
// no such note).
func (p *Picker) tell(r *Result, msg string, noted boards.Cell) {
	if msg != p.said {
		r.Say, r.Status = true, msg
	}
	p.said, p.noted = msg, noted
}

// setPreview shows what moving the picked-up piece to c would do to other pieces (every
// move there, when several differ), and reports whether the picture changed.
func (p *Picker) setPreview(c boards.Cell) bool {
	if c == p.previewAt {
		return false
	}
	p.previewAt = c
	p.preview, p.previewMaybe = nil, nil
	if c == boards.NoCell || !rules.HasTarget(p.picked(), c) {
		return true
	}
	from, kind := p.source()
	p.preview, p.previewMaybe = rules.SplitEffects(p.pos, rules.MovesBetween(p.moves, from, kind, c))
	return true
}

// Offer shows what m would do to other pieces, as hovering its target does, while a
// chooser offers it; nil clears the preview.
func (p *Picker) Offer(m *rules.Move) Result {
	p.preview, p.previewMaybe, p.previewAt = nil, nil, boards.NoCell
	p.offered = m != nil
	if m != nil {
		p.preview = rules.Effects(p.pos, *m)
		p.previewAt = m.To
	}
	return Result{Layers: Overlay}
}

// Tap picks up the piece on cell or the reserve piece of slot (-1: none), or plays the
// picked-up one on a target. Tapping a picked-up piece again plays its moves in place
// (a turn, a transformation), or the turn the wheel previews on it. A piece whose only
// moves are in place (an egg) is picked up like any other: the second tap plays them,
// never the first. A piece that cannot move says why.
func (p *Picker) Tap(cell boards.Cell, slot int) Result {
	r := Result{Leave: true, Layers: All}
	turnAt, turnTo := p.turnAt, p.turnTo
	p.turnAt, p.turnTo = boards.NoCell, pieces.NoFacing
	if slot >= 0 {
		if len(p.dropsOf(slot)) > 0 && slot != p.slot {
			p.slot, p.selected = slot, boards.NoCell
		} else {
			p.slot = -1
		}
		p.say(&r, "")
		return r
	}
	c := cell
	if c != boards.NoCell && rules.HasTarget(p.picked(), c) {
		from, kind := p.source()
		p.selected, p.slot = boards.NoCell, -1
		p.quiet = c
		p.say(&r, "")
		r.Moves = p.between(from, kind, c, pieces.NoFacing)
		return r
	}
	own := p.movesFrom(c)
	msg := ""
	switch {
	case c != boards.NoCell && c == p.selected:
		p.selected = boards.NoCell
		facing := pieces.NoFacing
		if turnAt == c {
			facing = turnTo // the wheel chose the facing: play just that turn
		}
		p.say(&r, "")
		r.Moves = p.between(c, pieces.None, c, facing)
		return r
	case len(own) > 0:
		p.selected, p.slot = c, -1
		if rules.OnlyInPlace(own) {
			msg = "Click it again to play its move in place (or right-click it)."
		}
	default:
		p.selected, p.slot = boards.NoCell, -1
		msg = p.whyNot(c)
	}
	p.say(&r, msg)
	return r
}

// InPlace offers the moves in place (a rotation, a transformation) of the piece on c,
// as a right click does.
func (p *Picker) InPlace(c boards.Cell) Result {
	r := Result{Leave: true} // no piece card over the chooser
	if c != boards.NoCell {
		r.Moves = p.between(c, pieces.None, c, pieces.NoFacing)
	}
	return r
}

// PutDown puts a picked-up piece (or reserve piece, or a turn in preview) back down, as
// Escape does; it reports whether one was up.
func (p *Picker) PutDown() (Result, bool) {
	up := p.selected != boards.NoCell || p.slot >= 0 || p.turnAt != boards.NoCell
	p.selected, p.slot = boards.NoCell, -1
	p.turnAt, p.turnTo = boards.NoCell, pieces.NoFacing
	p.setPreview(boards.NoCell)
	var r Result
	if up {
		p.say(&r, "")
		r.Layers = All
	}
	return r, up
}

// Rotation is the rotation in place of the piece on c that turns it least far
// counter-clockwise (ccw) or clockwise, as keys play it; false if it has none.
func (p *Picker) Rotation(c boards.Cell, ccw bool) (rules.Move, bool) {
	if c == boards.NoCell {
		return rules.Move{}, false
	}
	return rules.Rotation(p.moves, c, p.pos.At(c).Facing, ccw)
}

// Wheel turns the piece on c one legal step in preview (ccw: counter-clockwise) at time
// now and picks it up: nothing is played until a tap on the piece confirms the turn (a
// wheel or a swipe never plays a move by accident). It reports false where there is
// nothing to turn, and the wheel may zoom instead; while the wheel must rest after a
// turn, it swallows the notch and waits longer.
func (p *Picker) Wheel(c boards.Cell, ccw bool, now time.Time) (Result, bool) {
	if now.Sub(p.wheelTurned) <= WheelPause {
		p.wheelTurned = now // the swipe goes on: keep waiting for it to end
		return Result{}, true
	}
	if c == boards.NoCell {
		return Result{}, false
	}
	r, ok := p.previewTurn(c, ccw)
	if ok {
		p.wheelTurned = now
	}
	return r, ok
}

// previewTurn turns the piece on c one legal step further in preview, from the facing
// the preview shows (the piece's own at first); back at its own facing the preview ends.
// It reports whether the piece has turns in place at all.
func (p *Picker) previewTurn(c boards.Cell, ccw bool) (Result, bool) {
	own := p.pos.At(c).Facing
	var fs []int16
	for _, m := range p.movesFrom(c) {
		if m.To == c && m.Facing != pieces.NoFacing && m.Promote == pieces.None && m.Facing != own {
			fs = append(fs, m.Facing)
		}
	}
	if own == pieces.NoFacing || len(fs) == 0 {
		return Result{}, false
	}
	cur := own
	if p.turnAt == c {
		cur = p.turnTo
	}
	next := nextFacing(append(fs, own), cur, ccw)
	msg := ""
	if next == own {
		p.turnAt, p.turnTo = boards.NoCell, pieces.NoFacing
	} else {
		p.turnAt, p.turnTo = c, next
		msg = "Click the " + p.turn.Kinds.Name(p.pos.At(c).Kind) + " to turn it as shown; the wheel turns it further, a click elsewhere cancels."
	}
	p.selected, p.slot = c, -1
	p.setPreview(boards.NoCell)
	r := Result{Leave: true, Layers: All}
	p.say(&r, msg)
	return r, true
}

// nextFacing is the facing of fs reached by turning least far from cur counter-clockwise
// (ccw) or clockwise; cur itself when fs holds no other.
func nextFacing(fs []int16, cur int16, ccw bool) int16 {
	best, bestTurn := cur, math.Inf(1)
	for _, f := range fs {
		d := math.Mod(float64(f-cur)+720, 360)
		if !ccw {
			d = math.Mod(360-d, 360)
		}
		if d > 0 && d < bestTurn {
			best, bestTurn = f, d
		}
	}
	return best
}
