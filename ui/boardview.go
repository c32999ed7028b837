package ui

import (
	"image"
	"math"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"oddboards/boards"
	"oddboards/boards/draw"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/ui/render"
)

// BoardView is the board widget of a game window: it draws the match's position, with
// the players' reserves in a band beside the board, and turns clicks, drags, wheel turns
// and keys into moves. It knows no rule of any game: the legal moves of the position
// decide what can be picked up, where it may go, and which choices to offer.
type BoardView struct {
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

	mu           sync.Mutex // guards the fields the raster generators read
	turn         float64    // how far the board is turned, degrees
	zoom         float64    // 1 shows the whole board
	focus        boards.Point
	panning      bool
	pos          rules.Position
	moves        []rules.Move // legal moves of pos, computed once per position
	reserves     [][]pieces.Piece
	selected     boards.Cell // a picked-up piece on the board
	slot         int         // a picked-up reserve piece (index into the frame's slots), or -1
	hover        boards.Cell
	dragging     bool
	dragAborted  bool        // the gesture's drag was dropped; its further events are ignored
	dragFrom     boards.Cell // NoCell when the dragged piece comes from a reserve
	dragAt       fyne.Position
	facing       int16 // the facing the dragged piece would land with, or NoFacing
	preview      []rules.Effect
	previewMaybe []rules.Effect // what only some of the moves to the hovered target do
	previewAt    boards.Cell    // the target whose effects preview shows
	offered      bool           // the preview is of a move a chooser offers (PreviewMove)
	pointer      boards.Cell    // the cell under the pointer
	quiet        boards.Cell    // where a piece was just moved to: no card until the pointer leaves it
	hint         []boards.Cell  // a suggested move's cells, until the position changes
	turnAt       boards.Cell    // the piece the wheel turns in preview, or NoCell
	turnTo       int16          // the facing it is previewed with; a click on it plays the turn
	said         string         // the last message told OnStatus
	noted        boards.Cell    // the cell whose mark the status line explains, or NoCell
	theme        render.Theme   // the board's palette (View › Board colours)
	review       rules.Position // an earlier position shown instead of the match's, or nil
	reviewLast   []boards.Cell  // its last move's cells

	wheelTurned time.Time     // when the wheel last turned a piece (or moved during the pause)
	wheelPause  time.Duration // how long it must then rest before it turns another

	board   *canvas.Raster
	overlay *canvas.Raster // the hovered cell and move preview, so a drag leaves the board alone
	piece   *canvas.Raster // the dragged piece, floating above the board

	boardRedraws int // how often the board picture was asked to be remade (a drag must not)
}

// NewBoardView shows m's current position and plays moves made on it into m. icons may
// be shared between views (nil: a cache of its own).
func NewBoardView(m *rules.Match, fonts *draw.Fonts, icons *render.Icons) *BoardView {
	v := &BoardView{match: m, fonts: fonts, painter: render.NewPainter(fonts, icons), zoom: 1,
		wheelPause: 400 * time.Millisecond,
		selected:   boards.NoCell, slot: -1, hover: boards.NoCell, dragFrom: boards.NoCell, facing: pieces.NoFacing,
		previewAt: boards.NoCell, pointer: boards.NoCell, theme: render.Classic,
		turnAt: boards.NoCell, turnTo: pieces.NoFacing, noted: boards.NoCell, quiet: boards.NoCell}
	v.board = canvas.NewRaster(v.drawBoard)
	v.overlay = canvas.NewRaster(v.drawOverlay)
	v.piece = canvas.NewRaster(v.drawDragged)
	v.piece.Hide()
	v.sync()
	v.ExtendBaseWidget(v)
	return v
}

// Sync rereads the match (call it from the UI goroutine after the match changed).
func (v *BoardView) Sync() {
	v.sync()
	v.Refresh()
}

func (v *BoardView) sync() {
	p := v.match.Position()
	over := v.match.Outcome().Over()
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.review != nil {
		// an earlier position: any move from it may start a new line (OnReviewMove)
		p, over = v.review, v.review.Outcome().Over()
	}
	if p != v.pos {
		if v.dragging {
			// the position changed under a drag (an undo, a move in another view): drop
			// it, and ignore the rest of that gesture
			v.dragAborted = true
			fyne.Do(v.piece.Hide)
		}
		v.pos = p
		v.moves = p.LegalMoves(nil)
		v.reserves = nil
		for i := range v.match.Players() {
			v.reserves = append(v.reserves, p.Reserve(rules.Player(i)))
		}
		v.selected, v.slot = boards.NoCell, -1
		v.dragging = false
		v.dragFrom = boards.NoCell
		v.preview, v.previewMaybe, v.previewAt, v.offered = nil, nil, boards.NoCell, false
		v.hint = nil
		v.turnAt, v.turnTo = boards.NoCell, pieces.NoFacing
	}
	switch {
	case over || v.review == nil && v.match.Computer(p.ToMove()) != "":
		v.moves = nil // the computer's seat: nothing to pick up
	case v.moves == nil:
		v.moves = p.LegalMoves(nil) // the seat was handed back to a person
	}
}

// SetTheme draws the board in palette t from now on.
func (v *BoardView) SetTheme(t render.Theme) {
	v.mu.Lock()
	v.theme = t
	v.mu.Unlock()
	v.Refresh()
}

// SetHint marks a suggested move's cells (nil clears them) until the position changes.
func (v *BoardView) SetHint(m *rules.Move) {
	v.mu.Lock()
	v.hint = nil
	if m != nil {
		v.hint = m.Cells()
	}
	v.mu.Unlock()
	v.redrawBoard()
}

// Hint is the cells SetHint marked.
func (v *BoardView) Hint() []boards.Cell {
	v.mu.Lock()
	defer v.mu.Unlock()
	return append([]boards.Cell(nil), v.hint...)
}

// SetTurn turns the board by degrees (180 shows it from the other side).
func (v *BoardView) SetTurn(deg float64) {
	v.mu.Lock()
	v.turn = deg
	v.mu.Unlock()
	v.Refresh()
}

// Turn is how far the board is turned.
func (v *BoardView) Turn() float64 {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.turn
}

// Selected is the cell of the picked-up piece, or NoCell.
func (v *BoardView) Selected() boards.Cell {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.selected
}

// MinSize lets the window shrink the board to a still usable size.
func (v *BoardView) MinSize() fyne.Size { return fyne.NewSize(320, 320) }

// frame arranges the board and reserves in widget units (v.mu held).
func (v *BoardView) frame() render.Frame {
	s := v.Size()
	return render.Arrange(v.pos.Board(), v.reserves, float64(s.Width), float64(s.Height), v.view())
}

func (v *BoardView) view() render.View {
	return render.View{Turn: v.turn, Zoom: v.zoom, Focus: v.focus}
}

// maxZoom is as close as a player can look: a few cells across the window.
const maxZoom = 6

// Zoom is the magnification: 1 shows the whole board.
func (v *BoardView) Zoom() float64 {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.zoom
}

// ZoomBy magnifies by k (between 1 and maxZoom in all), keeping the board point under at
// where it is; with at == nil, about the middle of the board's area.
func (v *BoardView) ZoomBy(k float64, at *fyne.Position) {
	v.mu.Lock()
	f := v.frame().Board
	sx, sy := f.W/2, f.H/2
	if at != nil {
		sx, sy = float64(at.X), float64(at.Y)
	}
	p := f.ToBoard(sx, sy)
	z := math.Max(1, math.Min(maxZoom, v.zoom*k))
	if z == 1 {
		v.zoom, v.focus = 1, boards.Point{}
	} else {
		// zoom about p, then shift so that p is back under the pointer
		v.zoom, v.focus = z, p
		q := v.frame().Board.ToBoard(sx, sy)
		v.focus = v.clampFocus(p.Add(p.Sub(q)))
	}
	v.mu.Unlock()
	v.Refresh()
}

// clampFocus keeps the zoomed view on the board (v.mu held).
func (v *BoardView) clampFocus(p boards.Point) boards.Point {
	lo, hi := v.pos.Board().Bounds()
	return boards.Point{X: math.Max(lo.X, math.Min(hi.X, p.X)), Y: math.Max(lo.Y, math.Min(hi.Y, p.Y))}
}

// ResetZoom shows the whole board again.
func (v *BoardView) ResetZoom() { v.ZoomBy(0, nil) }

// CellAt returns the cell under a point of the widget.
func (v *BoardView) CellAt(p fyne.Position) boards.Cell {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.cellAt(p)
}

func (v *BoardView) cellAt(p fyne.Position) boards.Cell {
	return v.frame().Board.CellAt(v.pos.Board(), float64(p.X), float64(p.Y))
}

// slotAt returns the reserve slot under a point, or -1 (v.mu held).
func (v *BoardView) slotAt(p fyne.Position) int {
	for i, s := range v.frame().Slots {
		if s.Contains(float64(p.X), float64(p.Y)) {
			return i
		}
	}
	return -1
}

// CellCentre returns where a cell's centre is in the widget (used by tests).
func (v *BoardView) CellCentre(c boards.Cell) fyne.Position {
	v.mu.Lock()
	defer v.mu.Unlock()
	x, y := v.frame().Board.ToSurface(v.pos.Board().Info(c).Center)
	return fyne.NewPos(float32(x), float32(y))
}

// SlotCentre returns where the reserve slot of player's piece kind is, and whether there is one.
func (v *BoardView) SlotCentre(player pieces.Player, kind pieces.Kind) (fyne.Position, bool) {
	v.mu.Lock()
	defer v.mu.Unlock()
	for _, s := range v.frame().Slots {
		if s.Player == player && s.Piece.Kind == kind {
			return fyne.NewPos(float32(s.X), float32(s.Y)), true
		}
	}
	return fyne.Position{}, false
}

// movesFrom lists the legal moves starting on c (v.mu held).
func (v *BoardView) movesFrom(c boards.Cell) []rules.Move {
	return rules.MovesOf(v.moves, c, pieces.None)
}

// dropsOf lists the legal moves that bring reserve slot i onto the board (v.mu held).
func (v *BoardView) dropsOf(i int) []rules.Move {
	slots := v.frame().Slots
	if i < 0 || i >= len(slots) || slots[i].Player != v.pos.ToMove() {
		return nil
	}
	return rules.MovesOf(v.moves, boards.NoCell, slots[i].Piece.Kind)
}

// picked lists the moves of whatever is picked up: a board piece or a reserve piece.
func (v *BoardView) picked() []rules.Move {
	if v.slot >= 0 {
		return v.dropsOf(v.slot)
	}
	if v.selected != boards.NoCell {
		return v.movesFrom(v.selected)
	}
	return nil
}

func (v *BoardView) scene() *render.Scene {
	sc := render.NewScene(v.pos.Board(), v.pos.At, colourNames(v.match.Players()))
	if at, f := v.turnAt, v.turnTo; at != boards.NoCell {
		// the wheel's turn, not played yet: the piece as it would stand
		sc.PieceAt = func(c boards.Cell) pieces.Piece {
			p := v.pos.At(c)
			if c == at {
				p.Facing = f
			}
			return p
		}
		sc.Turning = at
	}
	sc.Theme = v.theme
	sc.Selected = v.selected
	sc.SelectedSlot = v.slot
	sc.Reserves = v.reserves
	if pl, ok := v.pos.(rules.Placer); ok {
		sc.Placed = pl.Placed
	}
	sc.Alerts = v.pos.Alerts()
	sc.Out = v.pos.Out
	if v.review != nil {
		sc.Last = v.reviewLast
	} else if h := v.match.History(); len(h) > 0 {
		sc.Last = h[len(h)-1].Move.Cells()
	}
	sc.Hint = v.hint
	seen := map[boards.Cell]bool{}
	for _, m := range v.picked() {
		if m.To == m.From || seen[m.To] {
			continue
		}
		seen[m.To] = true
		capture := m.Flags&rules.Capture != 0
		// a bulldozer onto an occupied cell: its piece is pushed, not taken
		push := !capture && m.Has(rules.Push) && !v.pos.At(m.To).Empty()
		sc.Targets = append(sc.Targets, render.Target{Cell: m.To, Capture: capture})
		if push {
			sc.Pushes = append(sc.Pushes, m.To)
		}
	}
	if v.dragging {
		sc.Hidden = v.dragFrom
		sc.Hover = v.hover
	}
	if v.selected != boards.NoCell || v.slot >= 0 || v.offered {
		sc.Preview, sc.PreviewMaybe = v.preview, v.previewMaybe
	}
	return sc
}

// setPreview shows what moving the picked-up piece to c would do to other pieces (every
// move there, when several differ), and reports whether the picture changed (v.mu held).
func (v *BoardView) setPreview(c boards.Cell) bool {
	if c == v.previewAt {
		return false
	}
	v.previewAt = c
	v.preview, v.previewMaybe = nil, nil
	if c == boards.NoCell || !rules.HasTarget(v.picked(), c) {
		return true
	}
	from, kind := v.pickedSource()
	v.preview, v.previewMaybe = rules.SplitEffects(v.pos, rules.MovesBetween(v.moves, from, kind, c))
	return true
}

// PreviewMove shows what m would do to other pieces, as hovering its target does, while
// a chooser offers it; nil clears the preview.
func (v *BoardView) PreviewMove(m *rules.Move) {
	v.mu.Lock()
	v.preview, v.previewMaybe, v.previewAt = nil, nil, boards.NoCell
	v.offered = m != nil
	if m != nil {
		v.preview = rules.Effects(v.pos, *m)
		v.previewAt = m.To
	}
	v.mu.Unlock()
	v.overlay.Refresh()
}

// Preview is what the hovered move would do (for tests and the status line).
func (v *BoardView) Preview() []rules.Effect {
	v.mu.Lock()
	defer v.mu.Unlock()
	return append([]rules.Effect(nil), v.preview...)
}

// PreviewMaybe is what only some of the moves to the hovered target would do.
func (v *BoardView) PreviewMaybe() []rules.Effect {
	v.mu.Lock()
	defer v.mu.Unlock()
	return append([]rules.Effect(nil), v.previewMaybe...)
}

func colourNames(ps []rules.PlayerInfo) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.Colour
	}
	return out
}

func (v *BoardView) drawBoard(w, h int) image.Image {
	v.mu.Lock()
	defer v.mu.Unlock()
	sc := v.scene()
	sc.Hover, sc.Preview = boards.NoCell, nil // on the overlay
	img, _ := v.painter.Paint(sc, w, h, v.view())
	return img
}

func (v *BoardView) drawOverlay(w, h int) image.Image {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.painter.Overlay(v.scene(), w, h, v.view())
}

// BoardRedraws counts how often the board picture has been asked to be remade: the GL
// driver remakes a raster only when it is refreshed.
func (v *BoardView) BoardRedraws() int {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.boardRedraws
}

// redrawBoard asks for a new board picture.
func (v *BoardView) redrawBoard() {
	v.mu.Lock()
	v.boardRedraws++
	v.mu.Unlock()
	v.board.Refresh()
}

// draggedPiece is the piece under the pointer, turned to the facing it would land with.
func (v *BoardView) draggedPiece() (pieces.Piece, bool) {
	var p pieces.Piece
	switch {
	case v.dragFrom != boards.NoCell:
		p = v.pos.At(v.dragFrom)
	case v.slot >= 0 && v.slot < len(v.frame().Slots):
		p = v.frame().Slots[v.slot].Piece
		if pl, ok := v.pos.(rules.Placer); ok {
			p = pl.Placed(p)
		}
	default:
		return p, false
	}
	if v.facing != pieces.NoFacing {
		p.Facing = v.facing
	} else if fs := v.facingChoices(); len(fs) > 0 {
		// over the middle of a cell where the player will be asked: never show a facing
		// the piece cannot have there, but the allowed one nearest to its own
		p.Facing = rules.NearestFacing(fs, float64(p.Facing))
	}
	return p, true
}

// facingChoices are the facings the picked-up piece may land with on the hovered cell,
// when the moves there differ only in facing and none is chosen yet (v.mu held).
func (v *BoardView) facingChoices() []int16 {
	if !v.dragging || v.hover == boards.NoCell || v.facing != pieces.NoFacing {
		return nil
	}
	from, kind := v.pickedSource()
	cands := rules.MovesBetween(v.moves, from, kind, v.hover)
	if len(cands) < 2 || !rules.OnlyFacingDiffers(cands) {
		return nil
	}
	return rules.Facings(cands)
}

func (v *BoardView) drawDragged(w, h int) image.Image {
	v.mu.Lock()
	defer v.mu.Unlock()
	r := draw.NewRaster(w, h, v.fonts)
	p, ok := v.draggedPiece()
	if !ok {
		return r.Image()
	}
	cx, cy, size := float64(w)/2, float64(h)/2, float64(w)*0.95
	fs := v.facingChoices()
	if len(fs) > 0 {
		size *= 0.8 // room for the arrows round it
	}
	render.DrawPiece(r, v.scene(), p, cx, cy, size, v.turn)
	// dropped here the piece asks which way: arrows show the ways it may face
	for _, f := range fs {
		a := -(float64(f) + v.turn) * math.Pi / 180 // the surface's y grows downward
		ux, uy := math.Cos(a), math.Sin(a)
		tip, base, half := float64(w)*0.49, float64(w)*0.40, float64(w)*0.07
		draw.Poly(r, cx+ux*tip, cy+uy*tip,
			cx+ux*base-uy*half, cy+uy*base+ux*half,
			cx+ux*base+uy*half, cy+uy*base-ux*half)
		r.FillStroke(draw.RGB(0xf0, 0xc0, 0x20), draw.RGB(0x30, 0x20, 0x00), math.Max(1, float64(w)*0.012))
	}
	return r.Image()
}

// Tapped picks up a piece or a reserve piece, or plays the picked-up one on a target.
// Tapping a picked-up piece again offers its moves in place (a turn, a transformation),
// or plays the turn the wheel previews on it. A piece whose only moves are in place (an
// egg) is picked up like any other: the second tap plays them, never the first. A piece
// that cannot move says why (OnStatus).
func (v *BoardView) Tapped(e *fyne.PointEvent) {
	v.leave()
	v.mu.Lock()
	turnAt, turnTo := v.turnAt, v.turnTo
	v.turnAt, v.turnTo = boards.NoCell, pieces.NoFacing
	if i := v.slotAt(e.Position); i >= 0 {
		if len(v.dropsOf(i)) > 0 && i != v.slot {
			v.slot, v.selected = i, boards.NoCell
		} else {
			v.slot = -1
		}
		v.mu.Unlock()
		v.say("")
		v.Refresh()
		return
	}
	c := v.cellAt(e.Position)
	if c != boards.NoCell && rules.HasTarget(v.picked(), c) {
		from, kind := v.pickedSource()
		v.selected, v.slot = boards.NoCell, -1
		v.quiet = c
		v.mu.Unlock()
		v.say("")
		v.Refresh()
		v.tryMove(from, kind, c, pieces.NoFacing)
		return
	}
	own := v.movesFrom(c)
	msg := ""
	switch {
	case c != boards.NoCell && c == v.selected:
		v.selected = boards.NoCell
		facing := pieces.NoFacing
		if turnAt == c {
			facing = turnTo // the wheel chose the facing: play just that turn
		}
		v.mu.Unlock()
		v.say("")
		v.Refresh()
		v.tryMove(c, pieces.None, c, facing)
		return
	case len(own) > 0:
		v.selected, v.slot = c, -1
		if rules.OnlyInPlace(own) {
			msg = "Click it again to play its move in place (or right-click it)."
		}
	default:
		v.selected, v.slot = boards.NoCell, -1
		msg = v.whyNot(c)
	}
	v.mu.Unlock()
	v.say(msg)
	v.Refresh()
}

// whyNot says why the piece on c cannot be picked up ("" for an empty cell; v.mu held).
func (v *BoardView) whyNot(c boards.Cell) string {
	if c == boards.NoCell {
		return ""
	}
	p := v.pos.At(c)
	if p.Empty() {
		return ""
	}
	players := v.match.Players()
	name := func(pl pieces.Player) string {
		if pl >= 0 && int(pl) < len(players) {
			return players[pl].Name
		}
		return "no player"
	}
	what := p.Kind.String()
	if p.Owner >= 0 && int(p.Owner) < len(players) {
		what = name(p.Owner) + "'s " + what
	}
	cell := v.pos.Board().Info(c).Name
	mover := v.pos.ToMove()
	switch {
	case v.match.Outcome().Over():
		return "The game is over: no piece moves any more."
	case v.match.Computer(mover) != "":
		return "It is " + name(mover) + "'s move, and the computer plays it."
	case p.Owner < 0 || int(p.Owner) >= len(players):
		return "The " + what + " on " + cell + " belongs to no player: no one moves it."
	case v.pos.Out(p.Owner):
		return name(p.Owner) + " is out of the game: the " + p.Kind.String() + " on " + cell + " only stands in the way."
	case p.Owner != mover:
		return "It is " + name(mover) + "'s move: the " + p.Kind.String() + " on " + cell + " is " + name(p.Owner) + "'s."
	}
	for _, a := range v.pos.Alerts() {
		if v.pos.At(a).Owner == mover {
			return "The " + what + " on " + cell + " has no legal move: none of its moves answers the check."
		}
	}
	return "The " + what + " on " + cell + " has no legal move now: it is blocked, or every move it has would break a rule."
}

// say tells OnStatus msg, unless it said that already.
func (v *BoardView) say(msg string) { v.tell(msg, boards.NoCell) }

// tell tells OnStatus msg, which explains the mark of cell noted (NoCell: it is no such note).
func (v *BoardView) tell(msg string, noted boards.Cell) {
	v.mu.Lock()
	same := msg == v.said
	v.said, v.noted = msg, noted
	v.mu.Unlock()
	if !same && v.OnStatus != nil {
		v.OnStatus(msg)
	}
}

// keyNote explains what c's mark and special shade mean, from the board's own key
// (boards.Board.Key): "" when it has neither.
func keyNote(b *boards.Board, c boards.Cell) string {
	if c == boards.NoCell {
		return ""
	}
	info := b.Info(c)
	var parts []string
	for _, e := range b.Key() {
		switch {
		case e.Mark != "" && e.Mark == info.Mark:
			parts = append(parts, "“"+e.Mark+"” marks "+e.Text)
		case e.Mark == "" && e.Shade >= 0 && e.Shade == int(info.Shade):
			parts = append(parts, e.Text)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return info.Name + ": " + strings.Join(parts, "; ") + "."
}

// Said is the last message the board told OnStatus ("" for none), for tests.
func (v *BoardView) Said() string {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.said
}

// pickedSource names what is picked up: a cell, or NoCell and a reserve kind (v.mu held).
func (v *BoardView) pickedSource() (boards.Cell, pieces.Kind) {
	if v.slot >= 0 {
		return boards.NoCell, v.frame().Slots[v.slot].Piece.Kind
	}
	return v.selected, pieces.None
}

// TappedSecondary offers the moves in place (a rotation, a transformation) of the piece
// under the pointer.
func (v *BoardView) TappedSecondary(e *fyne.PointEvent) {
	v.leave() // no piece card over the chooser
	c := v.CellAt(e.Position)
	if c == boards.NoCell {
		return
	}
	v.tryMove(c, pieces.None, c, pieces.NoFacing)
}

// Scrolled turns the piece under the pointer one legal step in preview (up
// counter-clockwise, down clockwise) and picks it up: nothing is played until a click on
// the piece confirms the turn (a wheel or a swipe never plays a move by accident).
// Where there is nothing to turn, it zooms about the pointer.
func (v *BoardView) Scrolled(e *fyne.ScrollEvent) {
	if e.Scrolled.DY == 0 {
		return
	}
	if !v.wheelMayTurn() {
		v.mu.Lock()
		v.wheelTurned = time.Now() // the swipe goes on: keep waiting for it to end
		v.mu.Unlock()
		return
	}
	if c := v.CellAt(e.Position); c != boards.NoCell && v.previewTurn(c, e.Scrolled.DY > 0) {
		v.mu.Lock()
		v.wheelTurned = time.Now()
		v.mu.Unlock()
		return
	}
	k := 1.25
	if e.Scrolled.DY < 0 {
		k = 1 / k
	}
	v.ZoomBy(k, &e.Position)
}

// previewTurn turns the piece on c one legal step further in preview, from the facing
// the preview shows (the piece's own at first); back at its own facing the preview
// ends. It reports whether the piece has turns in place at all.
func (v *BoardView) previewTurn(c boards.Cell, ccw bool) bool {
	v.mu.Lock()
	own := v.pos.At(c).Facing
	var fs []int16
	for _, m := range v.movesFrom(c) {
		if m.To == c && m.Facing != pieces.NoFacing && m.Promote == pieces.None && m.Facing != own {
			fs = append(fs, m.Facing)
		}
	}
	if own == pieces.NoFacing || len(fs) == 0 {
		v.mu.Unlock()
		return false
	}
	cur := own
	if v.turnAt == c {
		cur = v.turnTo
	}
	next := nextFacing(append(fs, own), cur, ccw)
	kind := v.pos.At(c).Kind
	msg := ""
	if next == own {
		v.turnAt, v.turnTo = boards.NoCell, pieces.NoFacing
	} else {
		v.turnAt, v.turnTo = c, next
		msg = "Click the " + kind.String() + " to turn it as shown; the wheel turns it further, a click elsewhere cancels."
	}
	v.selected, v.slot = c, -1
	v.setPreview(boards.NoCell)
	v.mu.Unlock()
	v.leave()
	v.say(msg)
	v.Refresh()
	return true
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

// TurnPreview is the piece the wheel turns in preview and the facing shown, or NoCell.
func (v *BoardView) TurnPreview() (boards.Cell, int16) {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.turnAt, v.turnTo
}

// wheelMayTurn reports whether a wheel event may turn a piece: not until the wheel has
// rested for wheelPause after the last turn. A trackpad swipe sends many events, and
// after one turn it is the opponent's move: the swipe must not turn their pieces.
func (v *BoardView) wheelMayTurn() bool {
	v.mu.Lock()
	defer v.mu.Unlock()
	return time.Since(v.wheelTurned) > v.wheelPause
}

// Rotate plays the rotation in place of the piece on c that turns it least far
// counter-clockwise (ccw) or clockwise; it reports whether there was one.
func (v *BoardView) Rotate(c boards.Cell, ccw bool) bool {
	v.mu.Lock()
	m, ok := rules.Rotation(v.moves, c, v.pos.At(c).Facing, ccw)
	v.mu.Unlock()
	if ok {
		v.play(m)
	}
	return ok
}

// PutDown puts a picked-up piece (or reserve piece, or a turn in preview) back down,
// as Escape does; it reports whether one was up.
func (v *BoardView) PutDown() bool {
	v.mu.Lock()
	up := v.selected != boards.NoCell || v.slot >= 0 || v.turnAt != boards.NoCell
	v.selected, v.slot = boards.NoCell, -1
	v.turnAt, v.turnTo = boards.NoCell, pieces.NoFacing
	v.setPreview(boards.NoCell)
	v.mu.Unlock()
	if up {
		v.say("")
		v.Refresh()
	}
	return up
}

// RotateSelected turns the picked-up piece (keys L and R).
func (v *BoardView) RotateSelected(ccw bool) bool {
	c := v.Selected()
	if c == boards.NoCell {
		return false
	}
	return v.Rotate(c, ccw)
}

// Dragged picks up a piece (or a reserve piece) on the first event and carries it under
// the pointer, turned to the facing it would land with.
func (v *BoardView) Dragged(e *fyne.DragEvent) {
	v.mu.Lock()
	if v.panning {
		v.mu.Unlock()
		v.pan(e)
		return
	}
	if v.dragAborted {
		v.mu.Unlock()
		return
	}
	if !v.dragging {
		press := e.Position.Subtract(e.Dragged)
		if i := v.slotAt(press); i >= 0 && len(v.dropsOf(i)) > 0 {
			v.slot, v.selected, v.dragFrom = i, boards.NoCell, boards.NoCell
		} else if c := v.cellAt(press); c != boards.NoCell && len(v.movesFrom(c)) > 0 {
			v.selected, v.slot, v.dragFrom = c, -1, c
		} else if v.zoom > 1 {
			v.panning = true
			v.mu.Unlock()
			v.pan(e)
			return
		} else {
			v.mu.Unlock()
			return
		}
		v.dragging = true
		v.hover = boards.NoCell
		v.facing = pieces.NoFacing
		v.turnAt, v.turnTo = boards.NoCell, pieces.NoFacing
		v.mu.Unlock()
		v.leave()
		v.piece.Show()
		v.placeDragged(e.Position)
		v.piece.Refresh()
		v.Refresh()
		return
	}
	c := v.cellAt(e.Position)
	facing := v.facingAt(c, e.Position)
	changed := c != v.hover
	v.setPreview(c)
	turned := facing != v.facing
	v.hover, v.facing = c, facing
	v.mu.Unlock()
	v.placeDragged(e.Position)
	if changed {
		v.overlay.Refresh() // the board itself stays as it is
	}
	if turned {
		v.piece.Refresh()
	}
}

// facingAt is the facing the picked-up piece gets when dropped at p on cell c: when the
// moves to c differ only in facing, the one pointing most nearly toward the pointer's
// side of the cell; NoFacing near the cell's centre, where the player is asked (v.mu held).
func (v *BoardView) facingAt(c boards.Cell, p fyne.Position) int16 {
	from, kind := v.pickedSource()
	cands := rules.MovesBetween(v.moves, from, kind, c)
	if c == boards.NoCell || len(cands) < 2 || !rules.OnlyFacingDiffers(cands) {
		return pieces.NoFacing
	}
	f := v.frame().Board
	info := v.pos.Board().Info(c)
	at := f.ToBoard(float64(p.X), float64(p.Y))
	d := at.Sub(info.Center)
	if math.Hypot(d.X, d.Y) < info.Size*0.18 {
		return pieces.NoFacing
	}
	return rules.NearestFacing(rules.Facings(cands), math.Atan2(d.Y, d.X)*180/math.Pi)
}

func (v *BoardView) placeDragged(at fyne.Position) {
	v.mu.Lock()
	v.dragAt = at
	size := float32(v.frame().Board.Scale()) * 1.1
	if c := v.hover; c != boards.NoCell {
		size = float32(v.frame().Board.Scale()*v.pos.Board().Info(c).Size) * 1.1
	} else if v.dragFrom != boards.NoCell {
		size = float32(v.frame().Board.Scale()*v.pos.Board().Info(v.dragFrom).Size) * 1.1
	}
	v.mu.Unlock()
	v.piece.Resize(fyne.NewSize(size, size))
	v.piece.Move(at.Subtract(fyne.NewPos(size/2, size/2)))
}

// pan moves a zoomed-in board with the pointer.
func (v *BoardView) pan(e *fyne.DragEvent) {
	v.mu.Lock()
	l := v.frame().Board
	a := l.ToBoard(float64(e.Position.X), float64(e.Position.Y))
	b := l.ToBoard(float64(e.Position.X-e.Dragged.DX), float64(e.Position.Y-e.Dragged.DY))
	v.focus = v.clampFocus(v.focus.Sub(a.Sub(b)))
	v.mu.Unlock()
	v.redrawBoard()
}

// DragEnd drops the piece: a legal target plays the move, anything else snaps it back
// and leaves the piece picked up, so a click can finish the move.
func (v *BoardView) DragEnd() {
	v.mu.Lock()
	if v.panning || v.dragAborted {
		v.panning, v.dragAborted = false, false
		v.mu.Unlock()
		return
	}
	if !v.dragging {
		v.mu.Unlock()
		return
	}
	from, kind := v.pickedSource()
	to, facing := v.hover, v.facing
	legal := to != boards.NoCell && rules.HasTarget(v.picked(), to)
	v.dragging = false
	v.dragFrom = boards.NoCell
	v.facing = pieces.NoFacing
	v.quiet = to
	if legal {
		v.selected, v.slot = boards.NoCell, -1
	}
	v.mu.Unlock()
	v.piece.Hide()
	v.Refresh()
	if legal {
		v.tryMove(from, kind, to, facing)
	}
}

// tryMove plays the move from→to (from NoCell: a drop of kind), asking Choose when several
// fit; a facing chosen by the drop point settles a choice of facings.
func (v *BoardView) tryMove(from boards.Cell, kind pieces.Kind, to boards.Cell, facing int16) {
	v.mu.Lock()
	cands := rules.WithFacing(rules.MovesBetween(v.moves, from, kind, to), facing)
	v.mu.Unlock()
	switch {
	case len(cands) == 0:
		return
	case len(cands) == 1:
		v.play(cands[0])
	case v.Choose != nil:
		v.Choose(cands, v.play)
	}
}

func (v *BoardView) play(m rules.Move) {
	v.mu.Lock()
	reviewing := v.review != nil
	v.mu.Unlock()
	if reviewing {
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
func (v *BoardView) SetReview(p rules.Position, last []boards.Cell) {
	v.mu.Lock()
	v.review, v.reviewLast = p, last
	v.mu.Unlock()
	v.Sync()
}

// Shown is the position the board shows: the match's, or an earlier one under review.
func (v *BoardView) Shown() rules.Position {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.pos
}

// Reviewing reports whether the board shows an earlier position.
func (v *BoardView) Reviewing() bool {
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.review != nil
}

// MouseIn does nothing: MouseMoved follows.
func (v *BoardView) MouseIn(*desktop.MouseEvent) {}

// MouseMoved previews the move to the hovered target of a picked-up piece, and tells
// OnHover which piece is under the pointer.
func (v *BoardView) MouseMoved(e *desktop.MouseEvent) {
	v.mu.Lock()
	changed := false
	c := v.cellAt(e.Position)
	moved := c != v.pointer
	v.pointer = c
	picked := v.selected != boards.NoCell || v.slot >= 0
	if !v.dragging && picked {
		changed = v.setPreview(c)
	}
	if c != v.quiet {
		v.quiet = boards.NoCell // the pointer left the piece it moved
	}
	kind := pieces.None
	if c != boards.NoCell && !picked && c != v.quiet {
		kind = v.pos.At(c).Kind
	}
	note, noted := keyNote(v.pos.Board(), c), v.noted
	v.mu.Unlock()
	if changed {
		v.overlay.Refresh()
	}
	switch {
	case !moved:
	case note != "":
		v.tell(note, c) // what the hovered cell's mark means
	case noted != boards.NoCell:
		v.say("") // off the marked cell: its note goes
	}
	if v.OnHover != nil && !v.dragging {
		v.OnHover(kind, e.AbsolutePosition)
	}
}

// MouseOut clears the preview.
func (v *BoardView) MouseOut() {
	v.mu.Lock()
	changed := v.setPreview(boards.NoCell)
	v.pointer = boards.NoCell
	noted := v.noted
	v.mu.Unlock()
	if changed {
		v.overlay.Refresh()
	}
	if noted != boards.NoCell {
		v.say("")
	}
	v.leave()
}

func (v *BoardView) leave() {
	if v.OnLeave != nil {
		v.OnLeave()
	}
}

// HoveredKind is the kind of piece under the pointer (None if there is none).
func (v *BoardView) HoveredKind() pieces.Kind {
	v.mu.Lock()
	defer v.mu.Unlock()
	if v.pointer == boards.NoCell {
		return pieces.None
	}
	return v.pos.At(v.pointer).Kind
}

// Cursor shows a pointer over the board.
func (v *BoardView) Cursor() desktop.Cursor { return desktop.PointerCursor }

// CreateRenderer lays the board and the floating dragged piece.
func (v *BoardView) CreateRenderer() fyne.WidgetRenderer {
	return &boardRenderer{v: v}
}

type boardRenderer struct{ v *BoardView }

func (r *boardRenderer) Layout(s fyne.Size) {
	r.v.board.Resize(s)
	r.v.board.Move(fyne.NewPos(0, 0))
	r.v.overlay.Resize(s)
	r.v.overlay.Move(fyne.NewPos(0, 0))
}
func (r *boardRenderer) MinSize() fyne.Size { return r.v.MinSize() }
func (r *boardRenderer) Refresh() {
	r.v.redrawBoard()
	r.v.overlay.Refresh()
	r.v.piece.Refresh()
}
func (r *boardRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.v.board, r.v.overlay, r.v.piece}
}
func (r *boardRenderer) Destroy() {}
