package editor

import (
	"image"
	"maps"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"oddboards/boards"
	"oddboards/boards/draw"
	"oddboards/pieces"
	"oddboards/ui/render"
	"oddboards/ui/viewport"
)

// Board draws a model's draft with the game's own renderer and edits it by hand: drag a
// piece to another cell, or off the board to take it away; click a piece, then a cell,
// to move it; right click or the wheel turns a piece's facing (an egg's count); with a
// palette piece chosen, a click stands one on the cell.
type Board struct {
	widget.BaseWidget

	m       *Model
	fonts   *draw.Fonts
	painter *render.Painter
	colours []string // seat → piece colour

	// Armed is the palette piece a click stands on a cell (nil: clicks pick up pieces);
	// OnStatus is told what happened, in a line for the status bar.
	Armed    *pieces.Piece
	OnStatus func(string)

	mu       sync.Mutex // guards what the raster generators read
	vp       viewport.Viewport
	shown    map[boards.Cell]pieces.Piece
	theme    render.Theme
	selected boards.Cell
	hover    boards.Cell
	dragging bool
	dragIdle bool         // this gesture began on an empty cell: it carries nothing
	dragFrom boards.Cell  // NoCell for a palette piece
	dragged  pieces.Piece // what floats under the pointer

	layers *viewport.Layers
}

// newBoard shows m's draft; colours are the seats' piece colours.
func newBoard(m *Model, fonts *draw.Fonts, icons *render.Icons, colours []string) *Board {
	b := &Board{m: m, fonts: fonts, painter: render.NewPainter(fonts, icons), colours: colours,
		theme: render.Classic, selected: boards.NoCell, hover: boards.NoCell, dragFrom: boards.NoCell}
	b.vp.SetBoard(m.Board, nil)
	b.layers = viewport.NewLayers(b.drawBoard, nil, b.drawDragged)
	b.sync()
	b.ExtendBaseWidget(b)
	return b
}

// Sync rereads the draft after it changed (UI goroutine).
func (b *Board) Sync() {
	b.sync()
	b.Refresh()
}

func (b *Board) sync() {
	d := b.m.Draft()
	b.mu.Lock()
	b.shown = maps.Clone(d.Placed)
	if _, ok := b.shown[b.selected]; !ok {
		b.selected = boards.NoCell
	}
	b.mu.Unlock()
}

// SetTheme draws the board in palette t.
func (b *Board) SetTheme(t render.Theme) {
	b.mu.Lock()
	b.theme = t
	b.mu.Unlock()
	b.Refresh()
}

// selectedCell is the cell of the piece a click picked up, or NoCell.
func (b *Board) selectedCell() boards.Cell {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.selected
}

// MinSize leaves the board room to be read.
func (b *Board) MinSize() fyne.Size { return fyne.NewSize(360, 360) }

// port is the viewport at the widget's size (b.mu held).
func (b *Board) port() *viewport.Viewport { return b.vp.Fit(b.Size()) }

// cellAt is the cell under a point of the widget, or NoCell.
func (b *Board) cellAt(p fyne.Position) boards.Cell {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.port().CellUnder(p)
}

// CellCentre is where a cell's centre is in the widget.
func (b *Board) CellCentre(c boards.Cell) fyne.Position {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.port().Centre(c)
}

func (b *Board) scene() *render.Scene {
	shown := b.shown
	sc := render.NewScene(b.m.Board, func(c boards.Cell) pieces.Piece { return shown[c] }, b.colours, b.m.Kinds)
	sc.Theme = b.theme
	sc.Selected = b.selected
	if b.dragging {
		sc.Hidden = b.dragFrom
		sc.Hover = b.hover
	}
	return sc
}

func (b *Board) drawBoard(w, h int) image.Image {
	b.mu.Lock()
	defer b.mu.Unlock()
	img, _ := b.painter.Paint(b.scene(), w, h, b.vp.View())
	return img
}

func (b *Board) drawDragged(w, h int) image.Image {
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.dragging {
		return image.NewRGBA(image.Rect(0, 0, w, h))
	}
	return render.Carried(b.fonts, b.scene(), b.dragged, w, h, b.vp.Turn(), nil)
}

func (b *Board) status(s string) {
	if b.OnStatus != nil {
		b.OnStatus(s)
	}
}

// Tapped stands the armed palette piece on the cell, or picks up a piece, or puts the
// picked-up one down on the cell.
func (b *Board) Tapped(e *fyne.PointEvent) {
	c := b.cellAt(e.Position)
	sel := b.selectedCell()
	switch {
	case c == boards.NoCell:
		b.setSelected(boards.NoCell)
	case b.Armed != nil:
		b.m.Put(c, *b.Armed)
		b.status(b.m.Kinds.Name(b.Armed.Kind) + " stands on " + b.m.Board.CellName(c))
	case sel != boards.NoCell && sel != c:
		b.m.Move(sel, c)
		b.setSelected(boards.NoCell)
	case sel == c:
		b.setSelected(boards.NoCell)
	case !b.m.At(c).Empty():
		b.setSelected(c)
		b.status("Click a cell to move it there; Delete takes it off; right click or the wheel turns it")
	}
}

func (b *Board) setSelected(c boards.Cell) {
	b.mu.Lock()
	b.selected = c
	b.mu.Unlock()
	b.Refresh()
}

// TappedSecondary turns the piece clicked.
func (b *Board) TappedSecondary(e *fyne.PointEvent) { b.turn(b.cellAt(e.Position), true) }

// Scrolled turns the piece under the pointer, one facing a notch.
func (b *Board) Scrolled(e *fyne.ScrollEvent) {
	if e.Scrolled.DY != 0 {
		b.turn(b.cellAt(e.Position), e.Scrolled.DY > 0)
	}
}

func (b *Board) turn(c boards.Cell, ccw bool) {
	if c == boards.NoCell || b.m.At(c).Empty() {
		return
	}
	if !b.m.turn(c, ccw) {
		b.status("A " + b.m.Kinds.Name(b.m.At(c).Kind) + " has no facing to turn")
	}
}

// RemoveSelected takes the picked-up piece off the board (the Delete key).
func (b *Board) RemoveSelected() {
	if c := b.selectedCell(); c != boards.NoCell {
		b.m.Remove(c)
		b.setSelected(boards.NoCell)
	}
}

// Dragged carries a piece of the board with the pointer.
func (b *Board) Dragged(e *fyne.DragEvent) {
	b.mu.Lock()
	if b.dragIdle {
		b.mu.Unlock()
		return
	}
	if !b.dragging {
		c := b.port().CellUnder(e.Position.Subtract(e.Dragged))
		p, ok := b.shown[c]
		if !ok {
			b.dragIdle = true // not a piece it passes over later in the gesture
			b.mu.Unlock()
			return
		}
		b.dragging, b.dragFrom, b.dragged = true, c, p
	}
	b.mu.Unlock()
	b.dragTo(e.Position)
}

// dragTo shows the dragged piece at p, over the cell it would land on.
func (b *Board) dragTo(p fyne.Position) {
	b.mu.Lock()
	c := b.port().CellUnder(p)
	size := b.port().PieceSize(c)
	changed := c != b.hover
	b.hover = c
	b.mu.Unlock()
	shown := b.layers.Carry(p, float32(size))
	b.layers.Redraw(changed || shown, false, shown)
}

// DragEnd puts the piece down where it is, or takes it off the board if it is not over
// a cell.
func (b *Board) DragEnd() {
	b.mu.Lock()
	from, to, p, was := b.dragFrom, b.hover, b.dragged, b.dragging
	b.dragging, b.dragIdle, b.dragFrom, b.hover = false, false, boards.NoCell, boards.NoCell
	b.mu.Unlock()
	b.layers.Drop()
	switch {
	case !was:
	case from == boards.NoCell && to != boards.NoCell:
		b.m.Put(to, p)
	case from == boards.NoCell:
	case to == boards.NoCell:
		b.m.Remove(from)
		b.status(b.m.Kinds.Name(p.Kind) + " taken off the board")
	default:
		b.m.Move(from, to)
	}
	b.Refresh()
}

// dragIn carries a palette piece over the board: at is the pointer in the window's
// coordinates. DragEnd drops it.
func (b *Board) dragIn(p pieces.Piece, at fyne.Position) {
	local := at.Subtract(fyne.CurrentApp().Driver().AbsolutePositionForObject(b))
	b.mu.Lock()
	b.dragging, b.dragFrom, b.dragged = true, boards.NoCell, p
	b.mu.Unlock()
	b.dragTo(local)
}

// Cursor shows a pointer over the board.
func (b *Board) Cursor() desktop.Cursor { return desktop.PointerCursor }

// CreateRenderer lays the board and the floating dragged piece.
func (b *Board) CreateRenderer() fyne.WidgetRenderer { return b.layers.Renderer(b.MinSize) }
