// Package viewport is how a board widget looks at its board: turned, zoomed in on a
// point and panned, fitted with the players' reserves into the widget (Viewport, which
// knows no Fyne), and the raster layers it is drawn in (Layers). The game's board and
// the editor's board share both.
package viewport

import (
	"math"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/ui/render"
)

// maxZoom is as close as a player can look: a few cells across the window.
const maxZoom = 6

// Viewport maps widget points to the board and its reserve slots and back. The zero
// value shows nothing; SetBoard and Resize give it a board and a size. Not safe for
// concurrent use: the widget guards it with the lock its raster generators take.
type Viewport struct {
	board    *boards.Board
	reserves [][]pieces.Piece
	w, h     float64
	turn     float64      // degrees counter-clockwise
	zoom     float64      // 1 (or 0) shows the whole board
	focus    boards.Point // the board point at the middle when zoomed in
}

// SetBoard shows b with the players' reserves (in seat order) in a band beside it.
func (v *Viewport) SetBoard(b *boards.Board, reserves [][]pieces.Piece) {
	v.board, v.reserves = b, reserves
}

// Resize fits the board into a w×h widget.
func (v *Viewport) Resize(w, h float64) { v.w, v.h = w, h }

// View is how the board is looked at, for render.
func (v *Viewport) View() render.View {
	return render.View{Turn: v.turn, Zoom: v.zoom, Focus: v.focus}
}

// frame is the board's layout and the reserve slots in the widget.
func (v *Viewport) frame() render.Frame {
	return render.Arrange(v.board, v.reserves, v.w, v.h, v.View())
}

// SetTurn turns the board by degrees (180 shows it from the other side).
func (v *Viewport) SetTurn(deg float64) { v.turn = deg }

// Turn is how far the board is turned.
func (v *Viewport) Turn() float64 { return v.turn }

// Zoom is the magnification: 1 shows the whole board.
func (v *Viewport) Zoom() float64 { return math.Max(1, v.zoom) }

// ZoomBy magnifies by k (between 1 and maxZoom in all) about the middle of the board's
// area.
func (v *Viewport) ZoomBy(k float64) {
	f := v.frame().Board
	v.ZoomAt(k, f.W/2, f.H/2)
}

// ZoomAt magnifies by k (between 1 and maxZoom in all), keeping the board point under
// the widget point x, y where it is.
func (v *Viewport) ZoomAt(k, x, y float64) {
	p := v.PointAt(x, y)
	z := math.Max(1, math.Min(maxZoom, v.Zoom()*k))
	if z == 1 {
		v.zoom, v.focus = 1, boards.Point{}
		return
	}
	// zoom about p, then shift so that p is back under the pointer
	v.zoom, v.focus = z, p
	q := v.PointAt(x, y)
	v.focus = v.clamp(p.Add(p.Sub(q)))
}

// Pan moves a zoomed-in board with the pointer, from x0, y0 to x1, y1.
func (v *Viewport) Pan(x0, y0, x1, y1 float64) {
	a, b := v.PointAt(x1, y1), v.PointAt(x0, y0)
	v.focus = v.clamp(v.focus.Sub(a.Sub(b)))
}

// clamp keeps a zoomed view's focus on the board.
func (v *Viewport) clamp(p boards.Point) boards.Point {
	lo, hi := v.board.Bounds()
	return boards.Point{X: math.Max(lo.X, math.Min(hi.X, p.X)), Y: math.Max(lo.Y, math.Min(hi.Y, p.Y))}
}

// PointAt is the board point under the widget point x, y.
func (v *Viewport) PointAt(x, y float64) boards.Point { return v.frame().Board.ToBoard(x, y) }

// CellAt is the cell under the widget point x, y, or NoCell.
func (v *Viewport) CellAt(x, y float64) boards.Cell {
	return v.frame().Board.CellAt(v.board, x, y)
}

// SlotAt is the index of the reserve slot under the widget point x, y, or -1.
func (v *Viewport) SlotAt(x, y float64) int {
	for i, s := range v.frame().Slots {
		if s.Contains(x, y) {
			return i
		}
	}
	return -1
}

// cellCentre is where c's centre is in the widget.
func (v *Viewport) cellCentre(c boards.Cell) (x, y float64) {
	return v.frame().Board.ToSurface(v.board.Info(c).Center)
}

// SlotCentre is where the reserve slot of player's piece kind is, and whether there is one.
func (v *Viewport) SlotCentre(player pieces.Player, kind pieces.Kind) (x, y float64, ok bool) {
	for _, s := range v.frame().Slots {
		if s.Player == player && s.Piece.Kind == kind {
			return s.X, s.Y, true
		}
	}
	return 0, 0, false
}

// Scale is how many widget units one board unit takes.
func (v *Viewport) Scale() float64 { return v.frame().Board.Scale() }

// PieceSize is how large a carried piece is drawn over c (NoCell: off the board), a
// little larger than the pieces standing there.
func (v *Viewport) PieceSize(c boards.Cell) float64 {
	s := v.Scale() * 1.1
	if c != boards.NoCell {
		s *= v.board.Info(c).Size
	}
	return s
}
