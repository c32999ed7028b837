package ui

import (
	"image"
	"sync"

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

// BoardView is the board widget of a game window: it draws the match's position and turns
// clicks and drags into moves. It knows no rule of any game: the legal moves of the
// position decide what can be picked up, where it may go, and which choices to offer.
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

	mu       sync.Mutex // guards the fields the raster generator reads
	turn     float64    // how far the board is turned, degrees
	selected boards.Cell
	hover    boards.Cell
	dragging bool
	dragFrom boards.Cell
	dragAt   fyne.Position
	moves    []rules.Move // legal moves of pos, computed once per position
	pos      rules.Position

	board *canvas.Raster
	piece *canvas.Raster // the dragged piece, floating above the board
}

// NewBoardView shows m's current position and plays moves made on it into m. icons may
// be shared between views (nil: a cache of its own).
func NewBoardView(m *rules.Match, fonts *draw.Fonts, icons *render.Icons) *BoardView {
	v := &BoardView{match: m, fonts: fonts, painter: render.NewPainter(fonts, icons),
		selected: boards.NoCell, hover: boards.NoCell, dragFrom: boards.NoCell}
	v.board = canvas.NewRaster(v.drawBoard)
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
	v.mu.Lock()
	defer v.mu.Unlock()
	if p != v.pos {
		v.pos = p
		v.moves = p.LegalMoves(nil)
		if v.match.Outcome().Over() {
			v.moves = nil
		}
		v.selected = boards.NoCell
		v.dragging = false
		v.dragFrom = boards.NoCell
	} else if v.match.Outcome().Over() {
		v.moves = nil
	}
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

// layout maps board units to widget units for hit testing.
func (v *BoardView) layout(w, h float64) render.Layout {
	return render.NewLayout(v.pos.Board(), w, h, padFor(w, h), v.turn)
}

func padFor(w, h float64) float64 {
	if w < h {
		return w * 0.02
	}
	return h * 0.02
}

// CellAt returns the cell under a point of the widget.
func (v *BoardView) CellAt(p fyne.Position) boards.Cell {
	s := v.Size()
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.layout(float64(s.Width), float64(s.Height)).CellAt(v.pos.Board(), float64(p.X), float64(p.Y))
}

// CellCentre returns where a cell's centre is in the widget (used by tests and the chooser).
func (v *BoardView) CellCentre(c boards.Cell) fyne.Position {
	s := v.Size()
	v.mu.Lock()
	defer v.mu.Unlock()
	x, y := v.layout(float64(s.Width), float64(s.Height)).ToSurface(v.pos.Board().Info(c).Center)
	return fyne.NewPos(float32(x), float32(y))
}

// movesFrom lists the legal moves starting on c (v.mu held).
func (v *BoardView) movesFrom(c boards.Cell) []rules.Move {
	var out []rules.Move
	for _, m := range v.moves {
		if m.From == c {
			out = append(out, m)
		}
	}
	return out
}

func (v *BoardView) scene() *render.Scene {
	sc := render.NewScene(v.pos.Board(), v.pos.At, colourNames(v.match.Players()))
	sc.Selected = v.selected
	sc.Alerts = v.pos.Alerts()
	if h := v.match.History(); len(h) > 0 {
		last := h[len(h)-1].Move
		for _, c := range []boards.Cell{last.From, last.To} {
			if c != boards.NoCell {
				sc.Last = append(sc.Last, c)
			}
		}
	}
	if v.selected != boards.NoCell {
		seen := map[boards.Cell]bool{}
		for _, m := range v.movesFrom(v.selected) {
			if m.To == m.From || seen[m.To] {
				continue
			}
			seen[m.To] = true
			sc.Targets = append(sc.Targets, render.Target{Cell: m.To, Capture: m.Flags&rules.Capture != 0})
		}
	}
	if v.dragging {
		sc.Hidden = v.dragFrom
		sc.Hover = v.hover
	}
	return sc
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
	img, _ := v.painter.Paint(v.scene(), w, h, v.turn)
	return img
}

func (v *BoardView) drawDragged(w, h int) image.Image {
	v.mu.Lock()
	defer v.mu.Unlock()
	r := draw.NewRaster(w, h, v.fonts)
	if v.dragFrom == boards.NoCell {
		return r.Image()
	}
	p := v.pos.At(v.dragFrom)
	sc := v.scene()
	render.DrawPiece(r, sc, p, float64(w)/2, float64(h)/2, float64(w)*0.95, v.turn)
	return r.Image()
}

// cellSize is the on-screen size of one cell in widget units.
func (v *BoardView) cellSize() float32 {
	s := v.Size()
	l := v.layout(float64(s.Width), float64(s.Height))
	return float32(l.Scale())
}

// Tapped selects a piece, or moves the selected piece to a highlighted cell.
func (v *BoardView) Tapped(e *fyne.PointEvent) {
	c := v.CellAt(e.Position)
	v.mu.Lock()
	from := v.selected
	if from != boards.NoCell && c != from && hasTarget(v.movesFrom(from), c) {
		v.selected = boards.NoCell
		v.mu.Unlock()
		v.Refresh()
		v.tryMove(from, c)
		return
	}
	if c != boards.NoCell && c != from && len(v.movesFrom(c)) > 0 {
		v.selected = c
	} else {
		v.selected = boards.NoCell
	}
	v.mu.Unlock()
	v.Refresh()
}

func hasTarget(moves []rules.Move, to boards.Cell) bool {
	for _, m := range moves {
		if m.To == to {
			return true
		}
	}
	return false
}

// TappedSecondary plays a move in place (a rotation, a transformation) of the piece under
// the pointer, asking which one when there are several.
func (v *BoardView) TappedSecondary(e *fyne.PointEvent) {
	c := v.CellAt(e.Position)
	if c == boards.NoCell {
		return
	}
	v.tryMove(c, c)
}

// Dragged picks up a piece on the first event and carries it under the pointer.
func (v *BoardView) Dragged(e *fyne.DragEvent) {
	v.mu.Lock()
	if !v.dragging {
		press := e.Position.Subtract(e.Dragged)
		s := v.Size()
		c := v.layout(float64(s.Width), float64(s.Height)).CellAt(v.pos.Board(), float64(press.X), float64(press.Y))
		if c == boards.NoCell || len(v.movesFrom(c)) == 0 {
			v.mu.Unlock()
			return
		}
		v.dragging = true
		v.dragFrom = c
		v.selected = c
		v.hover = c
		v.mu.Unlock()
		v.piece.Show()
		v.placeDragged(e.Position)
		v.piece.Refresh()
		v.Refresh()
		return
	}
	v.dragAt = e.Position
	s := v.Size()
	c := v.layout(float64(s.Width), float64(s.Height)).CellAt(v.pos.Board(), float64(e.Position.X), float64(e.Position.Y))
	changed := c != v.hover
	v.hover = c
	v.mu.Unlock()
	v.placeDragged(e.Position)
	if changed {
		v.board.Refresh()
	}
}

func (v *BoardView) placeDragged(at fyne.Position) {
	v.mu.Lock()
	v.dragAt = at
	size := v.cellSize() * 1.1
	v.mu.Unlock()
	v.piece.Resize(fyne.NewSize(size, size))
	v.piece.Move(at.Subtract(fyne.NewPos(size/2, size/2)))
}

// DragEnd drops the piece: a legal target plays the move, anything else snaps it back.
func (v *BoardView) DragEnd() {
	v.mu.Lock()
	if !v.dragging {
		v.mu.Unlock()
		return
	}
	from, to := v.dragFrom, v.hover
	v.dragging = false
	v.dragFrom = boards.NoCell
	legal := to != boards.NoCell && to != from && hasTarget(v.movesFrom(from), to)
	if legal {
		v.selected = boards.NoCell
	} // else the piece stays selected, so a click can finish the move
	v.mu.Unlock()
	v.piece.Hide()
	v.Refresh()
	if legal {
		v.tryMove(from, to)
	}
}

// tryMove plays the move from→to, asking Choose when several moves fit.
func (v *BoardView) tryMove(from, to boards.Cell) {
	v.mu.Lock()
	cands := rules.MovesBetween(v.moves, from, pieces.None, to)
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
	if err := v.match.Play(m); err != nil && v.OnError != nil {
		v.OnError(err)
	}
}

// MouseIn, MouseMoved and MouseOut make the board hoverable, so a desktop cursor is shown.
func (v *BoardView) MouseIn(*desktop.MouseEvent)    {}
func (v *BoardView) MouseMoved(*desktop.MouseEvent) {}
func (v *BoardView) MouseOut()                      {}

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
}
func (r *boardRenderer) MinSize() fyne.Size { return r.v.MinSize() }
func (r *boardRenderer) Refresh() {
	r.v.board.Refresh()
	r.v.piece.Refresh()
}
func (r *boardRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.v.board, r.v.piece}
}
func (r *boardRenderer) Destroy() {}
