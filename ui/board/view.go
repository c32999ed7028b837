// Package board is the board widget of a game window (View): the match's position with
// the players' reserves, the gestures that play a move (through ui/picker), and the
// chooser among the moves one drop can mean.
package board

import (
	"image"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"oddboards/boards"
	"oddboards/boards/draw"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/ui/picker"
	"oddboards/ui/render"
	"oddboards/ui/viewport"
)

// View is the board widget of a game window: it draws the match's position, with
// the players' reserves in a band beside the board, and forwards clicks, drags, wheel
// turns and keys to its move picker (ui/picker), which says what they mean; the
// viewport (ui/viewport) says where things are.
type View struct {
	widget.BaseWidget

	match   *rules.Match
	fonts   *draw.Fonts
	painter *render.Painter

	// Choose is asked when one drag or click fits several moves (a promotion, a facing,
	// a piece left behind); it must call pick with one of them, or not at all to cancel.
	Choose func(cands []rules.Move, pick func(rules.Move))
	// OnError reports a move the match refused.
	OnError func(error)
	// OnReviewMove is given a move made on an earlier position (SetReview).
	OnReviewMove func(rules.Move)
	// OnHover is told the kind under the pointer (None over an empty cell) and where the
	// pointer is in the window; OnLeave when the pointer leaves or a piece is picked up.
	OnHover func(kind pieces.Kind, at fyne.Position)
	OnLeave func()
	// OnStatus is told what the board has to say for the status line: why a clicked
	// piece cannot move, how to confirm a turn the wheel previews, what a marked cell
	// (Pothole Chess's @ and *, a promotion square) means. "" takes the message back:
	// show the position's own status again.
	OnStatus func(msg string)

	mu         sync.Mutex // guards the fields the raster generators read
	vp         viewport.Viewport
	pick       *picker.Picker
	panning    bool             // this drag pans a zoomed-in board
	theme      render.Theme     // the board's palette (View › Board colours)
	review     rules.Position   // an earlier position shown instead of the match's, or nil
	reviewLast []boards.Cell    // its last move's cells
	arrows     []render.Arrow   // drawn over the pieces: the better move under review
	now        func() time.Time // the wheel's clock

	layers *viewport.Layers
}

// NewView shows m's current position and plays moves made on it into m. icons may
// be shared between views (nil: a cache of its own).
func NewView(m *rules.Match, fonts *draw.Fonts, icons *render.Icons) *View {
	v := &View{match: m, fonts: fonts, painter: render.NewPainter(fonts, icons),
		theme: render.Classic, now: time.Now}
	v.layers = viewport.NewLayers(v.drawBoard, v.drawOverlay, v.drawCarried)
	v.sync()
	v.ExtendBaseWidget(v)
	return v
}

// Match is the match the board shows and plays into.
func (v *View) Match() *rules.Match { return v.match }

// Sync rereads the match (call it from the UI goroutine after the match changed).
func (v *View) Sync() {
	v.sync()
	v.Refresh()
}

func (v *View) sync() {
	p := v.match.Position()
	t := picker.Turn{Over: v.match.Outcome().Over(), Kinds: v.match.Game().Kinds()}
	for _, pl := range v.match.Players() {
		t.Names = append(t.Names, pl.Name)
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.review != nil {
		// an earlier position: any move from it may start a new line (OnReviewMove)
		p, t.Over = v.review, v.review.Outcome().Over()
	} else {
		t.Computer = v.match.Computer(p.ToMove()) != ""
	}
	if v.pick == nil {
		v.pick = picker.New(p, t)
	} else if v.pick.Show(p, t) {
		fyne.Do(v.layers.Drop) // the position changed under a drag: it is dropped
	}
	v.vp.SetBoard(p.Board(), v.pick.Reserves())
}

// port is the viewport at the widget's size (v.mu held).
func (v *View) port() *viewport.Viewport { return v.vp.Fit(v.Size()) }

// cellAt is the cell under a point of the widget (v.mu held).
func (v *View) cellAt(p fyne.Position) boards.Cell { return v.port().CellUnder(p) }

// apply does what an event of the picker asks (v.mu not held).
func (v *View) apply(r picker.Result) {
	if r.Leave && v.OnLeave != nil {
		v.OnLeave()
	}
	if r.Say && v.OnStatus != nil {
		v.OnStatus(r.Status)
	}
	v.layers.Redraw(r.Layers&picker.Board != 0, r.Layers&picker.Overlay != 0, r.Layers&picker.Piece != 0)
	switch {
	case len(r.Moves) == 1:
		v.Play(r.Moves[0])
	case len(r.Moves) > 1 && v.Choose != nil:
		v.Choose(r.Moves, v.Play)
	}
}

// locked reads a value under the lock the raster generators take.
func locked[T any](mu *sync.Mutex, f func() T) T {
	mu.Lock()
	defer mu.Unlock()
	return f()
}

// under runs f under the lock the raster generators take.
func (v *View) under(f func()) {
	v.mu.Lock()
	defer v.mu.Unlock()
	f()
}

// event runs a picker event under the lock and applies its result.
func (v *View) event(f func(p *picker.Picker) picker.Result) {
	v.mu.Lock()
	r := f(v.pick)
	v.mu.Unlock()
	v.apply(r)
}

// SetTheme draws the board in palette t from now on.
func (v *View) SetTheme(t render.Theme) {
	v.under(func() { v.theme = t })
	v.Refresh()
}

// SetHint marks the cells of m, a move suggested in position p (nil clears them), until
// the position shown changes. It marks nothing on a board that does not show p (an
// earlier position under review): the marks would stay there after the game moved on.
func (v *View) SetHint(p rules.Position, m *rules.Move) {
	v.under(func() {
		if m == nil || v.pick.Position() == p {
			v.pick.SetHint(m)
		}
	})
	v.layers.Redraw(true, false, false)
}

// Hint is the cells SetHint marked.
func (v *View) Hint() []boards.Cell { return locked(&v.mu, v.pick.Hint) }

// SetTurn turns the board by degrees (180 shows it from the other side).
func (v *View) SetTurn(deg float64) {
	v.under(func() { v.vp.SetTurn(deg) })
	v.Refresh()
}

// Turn is how far the board is turned.
func (v *View) Turn() float64 { return locked(&v.mu, v.vp.Turn) }

// Selected is the cell of the picked-up piece, or NoCell.
func (v *View) Selected() boards.Cell { return locked(&v.mu, v.pick.Selected) }

// Moves are the moves a player may make on the board now (none on the computer's seat
// or after the end).
func (v *View) Moves() []rules.Move { return locked(&v.mu, v.pick.Moves) }

// HoldMoves lets nothing be picked up until the board syncs again, as on the computer's
// seat: for a seat played at another computer.
func (v *View) HoldMoves() { v.under(v.pick.Hold) }

// MinSize lets the window shrink the board to a still usable size.
func (v *View) MinSize() fyne.Size { return fyne.NewSize(320, 320) }

// Zoom is the magnification: 1 shows the whole board.
func (v *View) Zoom() float64 { return locked(&v.mu, v.vp.Zoom) }

// ZoomBy magnifies by k (between 1 and viewport.MaxZoom in all), keeping the board point
// under at where it is; with at == nil, about the middle of the board's area.
func (v *View) ZoomBy(k float64, at *fyne.Position) {
	v.mu.Lock()
	if at == nil {
		v.port().ZoomBy(k)
	} else {
		v.port().ZoomAt(k, float64(at.X), float64(at.Y))
	}
	v.mu.Unlock()
	v.Refresh()
}

// ResetZoom shows the whole board again.
func (v *View) ResetZoom() { v.ZoomBy(0, nil) }

// Scale is how many widget units one board unit takes.
func (v *View) Scale() float64 { return locked(&v.mu, func() float64 { return v.port().Scale() }) }

// CellAt returns the cell under a point of the widget.
func (v *View) CellAt(p fyne.Position) boards.Cell {
	return locked(&v.mu, func() boards.Cell { return v.cellAt(p) })
}

// CellCentre returns where a cell's centre is in the widget (used by tests).
func (v *View) CellCentre(c boards.Cell) fyne.Position {
	return locked(&v.mu, func() fyne.Position { return v.port().Centre(c) })
}

// SlotCentre returns where the reserve slot of player's piece kind is, and whether there is one.
func (v *View) SlotCentre(player pieces.Player, kind pieces.Kind) (fyne.Position, bool) {
	v.mu.Lock()
	defer v.mu.Unlock()
	x, y, ok := v.port().SlotCentre(player, kind)
	return fyne.NewPos(float32(x), float32(y)), ok
}

// Scene is what the board draws now, in its palette, with the last move marked.
func (v *View) Scene() *render.Scene { return locked(&v.mu, v.scene) }

func (v *View) scene() *render.Scene {
	sc := v.pick.Scene(ColourNames(v.match.Players()))
	sc.Theme = v.theme
	sc.Arrows = v.arrows
	if v.review != nil {
		sc.Last = v.reviewLast
	} else if h := v.match.History(); len(h) > 0 {
		sc.Last = h[len(h)-1].Move.Cells()
	}
	return sc
}

// PreviewMove shows what m would do to other pieces, as hovering its target does, while
// a chooser offers it; nil clears the preview.
func (v *View) PreviewMove(m *rules.Move) {
	v.event(func(p *picker.Picker) picker.Result { return p.Offer(m) })
}

// Preview is what the hovered move would do (for tests and the status line).
func (v *View) Preview() []rules.Effect { return locked(&v.mu, v.pick.Preview) }

// PreviewMaybe is what only some of the moves to the hovered target would do.
func (v *View) PreviewMaybe() []rules.Effect { return locked(&v.mu, v.pick.PreviewMaybe) }

// ColourNames are the render names of the players' colours.
func ColourNames(ps []rules.PlayerInfo) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.Colour
	}
	return out
}

func (v *View) drawBoard(w, h int) image.Image {
	v.mu.Lock()
	defer v.mu.Unlock()
	sc := v.scene()
	sc.Hover, sc.Preview = boards.NoCell, nil // on the overlay
	img, _ := v.painter.Paint(sc, w, h, v.vp.View())
	return img
}

func (v *View) drawOverlay(w, h int) image.Image {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.painter.Overlay(v.scene(), w, h, v.vp.View())
}

// BoardRedraws counts how often the board picture has been asked to be remade: the GL
// driver remakes a raster only when it is refreshed.
func (v *View) BoardRedraws() int { return v.layers.BoardRedraws() }

// Carried is the carried piece as it would land, and the facings its arrows offer where
// the player will be asked which way; false when nothing is carried.
func (v *View) Carried() (pieces.Piece, []int16, bool) {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.pick.Carried()
}

// Dragging reports whether a piece is carried or still drawn under the pointer.
func (v *View) Dragging() bool {
	return locked(&v.mu, func() bool { return v.pick.Dragging() || v.layers.Carrying() })
}

func (v *View) drawCarried(w, h int) image.Image {
	v.mu.Lock()
	defer v.mu.Unlock()
	p, fs, ok := v.pick.Carried()
	if !ok {
		return image.NewRGBA(image.Rect(0, 0, w, h))
	}
	return render.Carried(v.fonts, v.scene(), p, w, h, v.vp.Turn(), fs)
}

// Tapped picks up a piece or a reserve piece, or plays the picked-up one on a target,
// as the picker says (picker.Picker.Tap).
func (v *View) Tapped(e *fyne.PointEvent) {
	v.event(func(p *picker.Picker) picker.Result {
		vp := v.port()
		x, y := float64(e.Position.X), float64(e.Position.Y)
		return p.Tap(vp.CellAt(x, y), vp.SlotAt(x, y))
	})
}

// TappedSecondary offers the moves in place (a rotation, a transformation) of the piece
// under the pointer.
func (v *View) TappedSecondary(e *fyne.PointEvent) {
	v.event(func(p *picker.Picker) picker.Result { return p.InPlace(v.cellAt(e.Position)) })
}

// Scrolled turns the piece under the pointer one legal step in preview (up
// counter-clockwise, down clockwise), to be confirmed by a click; where there is nothing
// to turn, it zooms about the pointer.
func (v *View) Scrolled(e *fyne.ScrollEvent) {
	if e.Scrolled.DY == 0 {
		return
	}
	v.mu.Lock()
	c := v.cellAt(e.Position)
	r, turned := v.pick.Wheel(c, e.Scrolled.DY > 0, v.now())
	v.mu.Unlock()
	if turned {
		v.apply(r)
		return
	}
	k := 1.25
	if e.Scrolled.DY < 0 {
		k = 1 / k
	}
	v.ZoomBy(k, &e.Position)
}

// SetClock gives the wheel a clock other than time.Now: it must rest for
// picker.WheelPause after a turn before it turns another piece.
func (v *View) SetClock(now func() time.Time) { v.under(func() { v.now = now }) }

// TurnPreview is the piece the wheel turns in preview and the facing shown, or NoCell.
func (v *View) TurnPreview() (boards.Cell, int16) {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.pick.TurnPreview()
}

// Rotate plays the rotation in place of the piece on c that turns it least far
// counter-clockwise (ccw) or clockwise; it reports whether there was one.
func (v *View) Rotate(c boards.Cell, ccw bool) bool {
	v.mu.Lock()
	m, ok := v.pick.Rotation(c, ccw)
	v.mu.Unlock()
	if ok {
		v.Play(m)
	}
	return ok
}

// PutDown puts a picked-up piece (or reserve piece, or a turn in preview) back down,
// as Escape does; it reports whether one was up.
func (v *View) PutDown() bool {
	v.mu.Lock()
	r, up := v.pick.PutDown()
	v.mu.Unlock()
	v.apply(r)
	return up
}

// RotateSelected turns the picked-up piece (keys L and R).
func (v *View) RotateSelected(ccw bool) bool { return v.Rotate(v.Selected(), ccw) }

// Dragged picks up a piece (or a reserve piece) on the first event and carries it under
// the pointer, turned to the facing it would land with; on a zoomed-in board a drag
// that picks nothing up pans it.
func (v *View) Dragged(e *fyne.DragEvent) {
	x, y := float64(e.Position.X), float64(e.Position.Y)
	px, py := x-float64(e.Dragged.DX), y-float64(e.Dragged.DY) // where the last event was
	v.mu.Lock()
	vp := v.port()
	var r picker.Result
	carried := false
	switch {
	case v.panning:
	case v.pick.Aborted(): // the rest of a drag the position ended
	case v.pick.Dragging():
		r, carried = v.pick.Carry(vp.CellAt(x, y), vp.PointAt(x, y)), true
	default: // the gesture's first event
		r, carried = v.pick.Lift(vp.CellAt(px, py), vp.SlotAt(px, py))
		v.panning = !carried && vp.Zoom() > 1
	}
	panning := v.panning
	if panning {
		vp.Pan(px, py, x, y)
	}
	size := vp.PieceSize(v.pick.CarriedOver())
	v.mu.Unlock()
	if panning {
		v.layers.Redraw(true, false, false)
	}
	if carried {
		v.layers.Carry(e.Position, float32(size))
		v.apply(r)
	}
}

// DragEnd drops the piece: a legal target plays the move, anything else snaps it back
// and leaves the piece picked up, so a click can finish the move.
func (v *View) DragEnd() {
	v.mu.Lock()
	if v.panning {
		v.panning = false
		v.mu.Unlock()
		return
	}
	r, dropped := v.pick.Drop()
	v.mu.Unlock()
	if dropped {
		v.layers.Drop()
		v.apply(r)
	}
}

// Play plays m as if made on the board: into the match, or to OnReviewMove while an
// earlier position is shown.
func (v *View) Play(m rules.Move) {
	if v.Reviewing() {
		if v.OnReviewMove != nil {
			v.OnReviewMove(m)
		}
		return
	}
	if err := v.match.Play(m); err != nil && v.OnError != nil {
		v.OnError(err)
	}
}

// SetReview shows p, an earlier position of the match, with last as its last move's
// cells, while the match goes on; nil shows the match again. A move made on p goes to
// OnReviewMove, not to the match.
func (v *View) SetReview(p rules.Position, last []boards.Cell) {
	v.under(func() { v.review, v.reviewLast = p, last })
	v.Sync()
}

// SetArrows draws arrows over the pieces (nil clears them), such as the move that was
// better than the one under review; the caller clears them when it shows another
// position.
func (v *View) SetArrows(a []render.Arrow) {
	v.under(func() { v.arrows = a })
	v.layers.Redraw(true, false, false)
}

// Arrows are the arrows SetArrows drew.
func (v *View) Arrows() []render.Arrow {
	return locked(&v.mu, func() []render.Arrow { return v.arrows })
}

// Shown is the position the board shows: the match's, or an earlier one under review.
func (v *View) Shown() rules.Position { return locked(&v.mu, v.pick.Position) }

// Reviewing reports whether the board shows an earlier position.
func (v *View) Reviewing() bool { return locked(&v.mu, func() bool { return v.review != nil }) }

// Said is the last message the board told OnStatus ("" for none), for tests.
func (v *View) Said() string { return locked(&v.mu, v.pick.Said) }

// MouseIn does nothing: MouseMoved follows.
func (v *View) MouseIn(*desktop.MouseEvent) {}

// MouseMoved previews the move to the hovered target of a picked-up piece, and tells
// OnHover which piece is under the pointer.
func (v *View) MouseMoved(e *desktop.MouseEvent) {
	v.mu.Lock()
	r, kind := v.pick.Point(v.cellAt(e.Position))
	dragging := v.pick.Dragging()
	v.mu.Unlock()
	v.apply(r)
	if v.OnHover != nil && !dragging {
		v.OnHover(kind, e.AbsolutePosition)
	}
}

// MouseOut clears the preview.
func (v *View) MouseOut() {
	v.event(func(p *picker.Picker) picker.Result { return p.Out() })
}

// HoveredKind is the kind of piece under the pointer (None if there is none).
func (v *View) HoveredKind() pieces.Kind { return locked(&v.mu, v.pick.HoveredKind) }

// Cursor shows a pointer over the board.
func (v *View) Cursor() desktop.Cursor { return desktop.PointerCursor }

// CreateRenderer lays the board, the overlay and the floating carried piece.
func (v *View) CreateRenderer() fyne.WidgetRenderer { return v.layers.Renderer(v.MinSize) }
