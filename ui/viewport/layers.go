package viewport

import (
	"image"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// Layers are the rasters a board widget is drawn in: the board; an overlay of what
// follows the pointer (the hovered cell, a move's preview), so that a drag leaves the
// board's picture alone; and the carried piece, floating above both.
type Layers struct {
	board   *canvas.Raster
	overlay *canvas.Raster // nil: the widget draws everything on the board
	piece   *canvas.Raster

	boardRedraws atomic.Int64
}

// NewLayers makes the layers from their raster generators (overlay may be nil). The
// carried piece is hidden until Carry.
func NewLayers(board, overlay, piece func(w, h int) image.Image) *Layers {
	l := &Layers{board: canvas.NewRaster(board), piece: canvas.NewRaster(piece)}
	if overlay != nil {
		l.overlay = canvas.NewRaster(overlay)
	}
	l.piece.Hide()
	return l
}

// Redraw asks for new pictures of the board, the overlay (the board, when there is no
// overlay) and the carried piece: only those asked for.
func (l *Layers) Redraw(board, overlay, piece bool) {
	if overlay && l.overlay == nil {
		board = true
	}
	if board {
		l.boardRedraws.Add(1)
		l.board.Refresh()
	}
	if overlay && l.overlay != nil {
		l.overlay.Refresh()
	}
	if piece {
		l.piece.Refresh()
	}
}

// BoardRedraws counts how often the board's picture was asked to be remade: the GL
// driver remakes a raster only when it is refreshed, and a drag must not.
func (l *Layers) BoardRedraws() int { return int(l.boardRedraws.Load()) }

// Carry shows the carried piece size units wide, centred on at; it reports whether it
// was hidden until now.
func (l *Layers) Carry(at fyne.Position, size float32) bool {
	l.piece.Resize(fyne.NewSize(size, size))
	l.piece.Move(at.Subtract(fyne.NewPos(size/2, size/2)))
	if l.piece.Visible() {
		return false
	}
	l.piece.Show()
	return true
}

// Drop hides the carried piece.
func (l *Layers) Drop() { l.piece.Hide() }

// Carrying reports whether a carried piece is shown.
func (l *Layers) Carrying() bool { return l.piece.Visible() }

// Renderer lays the layers over each other in a widget whose least size is min.
func (l *Layers) Renderer(min func() fyne.Size) fyne.WidgetRenderer {
	return &renderer{l: l, min: min}
}

type renderer struct {
	l   *Layers
	min func() fyne.Size
}

func (r *renderer) Layout(s fyne.Size) {
	for _, o := range []*canvas.Raster{r.l.board, r.l.overlay} {
		if o != nil {
			o.Resize(s)
			o.Move(fyne.NewPos(0, 0))
		}
	}
}
func (r *renderer) MinSize() fyne.Size { return r.min() }
func (r *renderer) Refresh()           { r.l.Redraw(true, true, true) }
func (r *renderer) Objects() []fyne.CanvasObject {
	if r.l.overlay == nil {
		return []fyne.CanvasObject{r.l.board, r.l.piece}
	}
	return []fyne.CanvasObject{r.l.board, r.l.overlay, r.l.piece}
}
func (r *renderer) Destroy() {}
