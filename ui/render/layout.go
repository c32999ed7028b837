// Package render draws a board scene (cells, labels, pieces, highlights, orientation) on a
// draw.Surface. The screen, exported images and prints all go through Draw, so what a
// player sees and what they print cannot differ. It imports no Fyne.
package render

import (
	"math"

	"oddboards/boards"
)

// Layout maps board units (y up) to surface units (y down) and back: the board fitted in a
// w×h box with a margin, turned by Turn degrees counter-clockwise about its centre.
type Layout struct {
	W, H   float64 // the box
	Turn   float64 // degrees; 180 shows the board from the other side
	scale  float64
	zoom   float64      // > 1 when zoomed in
	centre boards.Point // board centre in board units
	cos    float64
	sin    float64
}

// View is how a board is looked at: turned, and zoomed in on a point.
type View struct {
	Turn  float64      // degrees counter-clockwise
	Zoom  float64      // 1 (or 0) fits the whole board
	Focus boards.Point // the board point at the centre when zoomed in
}

// zoomed returns the layout magnified by zoom (≥ 1) about the board point focus, which
// comes to the centre of the box.
func (l Layout) zoomed(zoom float64, focus boards.Point) Layout {
	if zoom <= 1 {
		return l
	}
	l.scale *= zoom
	l.zoom = zoom
	l.centre = focus
	return l
}

// Framing is l zoomed in, about the middle of pts (board points), as far as keeps every
// one of them pad surface units inside the box, and no further than most: a piece's
// moves on a large board fill the picture. Where that is no zoom at all, it is l.
func (l Layout) Framing(pts []boards.Point, pad, most float64) Layout {
	if len(pts) == 0 {
		return l
	}
	lo, hi := pts[0], pts[0]
	for _, p := range pts {
		lo = boards.Point{X: math.Min(lo.X, p.X), Y: math.Min(lo.Y, p.Y)}
		hi = boards.Point{X: math.Max(hi.X, p.X), Y: math.Max(hi.Y, p.Y)}
	}
	focus := boards.Point{X: (lo.X + hi.X) / 2, Y: (lo.Y + hi.Y) / 2}
	zoom := most
	for _, p := range pts {
		x, y := l.rotate(p.Sub(focus))
		if x = math.Abs(x) * l.scale; x > 0 {
			zoom = math.Min(zoom, math.Max(l.W/2-pad, 1)/x)
		}
		if y = math.Abs(y) * l.scale; y > 0 {
			zoom = math.Min(zoom, math.Max(l.H/2-pad, 1)/y)
		}
	}
	return l.zoomed(zoom, focus)
}

// magnification is the layout's zoom: 1 when it shows the whole board.
func (l Layout) magnification() float64 { return math.Max(1, l.zoom) }

// NewLayout fits b into a w×h box, keeping its shape, with pad surface units of margin.
func NewLayout(b *boards.Board, w, h, pad, turn float64) Layout {
	lo, hi := b.Bounds()
	centre := boards.Point{X: (lo.X + hi.X) / 2, Y: (lo.Y + hi.Y) / 2}
	rad := turn * math.Pi / 180
	l := Layout{W: w, H: h, Turn: turn, centre: centre, cos: math.Cos(rad), sin: math.Sin(rad)}
	// The extent of the turned bounding box decides the scale.
	ext := 0.0
	exty := 0.0
	for _, c := range []boards.Point{{X: lo.X, Y: lo.Y}, {X: hi.X, Y: lo.Y}, {X: lo.X, Y: hi.Y}, {X: hi.X, Y: hi.Y}} {
		x, y := l.rotate(c.Sub(centre))
		ext = math.Max(ext, math.Abs(x))
		exty = math.Max(exty, math.Abs(y))
	}
	availW, availH := math.Max(w-2*pad, 1), math.Max(h-2*pad, 1)
	l.scale = math.Min(availW/(2*math.Max(ext, 1e-9)), availH/(2*math.Max(exty, 1e-9)))
	return l
}

func (l Layout) rotate(p boards.Point) (float64, float64) {
	return p.X*l.cos - p.Y*l.sin, p.X*l.sin + p.Y*l.cos
}

// Scale is how many surface units one board unit takes.
func (l Layout) Scale() float64 { return l.scale }

// ToSurface maps a board point to the surface.
func (l Layout) ToSurface(p boards.Point) (x, y float64) {
	rx, ry := l.rotate(p.Sub(l.centre))
	return l.W/2 + rx*l.scale, l.H/2 - ry*l.scale
}

// ToBoard maps a surface point back to board units.
func (l Layout) ToBoard(x, y float64) boards.Point {
	rx, ry := (x-l.W/2)/l.scale, (l.H/2-y)/l.scale
	// inverse rotation
	return boards.Point{X: rx*l.cos + ry*l.sin, Y: -rx*l.sin + ry*l.cos}.Add(l.centre)
}

// CellAt returns the cell under a surface point.
func (l Layout) CellAt(b *boards.Board, x, y float64) boards.Cell {
	return b.CellAt(l.ToBoard(x, y))
}
