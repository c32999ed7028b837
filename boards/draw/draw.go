// Package draw is the one drawing path shared by the screen and printing: a small Surface
// interface (paths, fills, strokes, text, a transform stack) with back ends for raster
// images (gg) and, later, PDF and SVG. Coordinates are surface units with y down.
package draw

import (
	"image/color"
	"math"
)

// Anchor places text relative to its point: 0 left/top, 0.5 centre, 1 right/bottom.
type Anchor struct{ X, Y float64 }

// Centre is the anchor that centres text on its point.
var Centre = Anchor{0.5, 0.5}

// Surface is what every drawing is made on.
type Surface interface {
	MoveTo(x, y float64)
	LineTo(x, y float64)
	CubicTo(x1, y1, x2, y2, x, y float64)
	ClosePath()
	// Fill fills the current path and starts a new one.
	Fill(c color.Color)
	// Stroke strokes the current path with round joins and starts a new one.
	Stroke(c color.Color, width float64)
	// FillStroke fills and then strokes the current path.
	FillStroke(fill, stroke color.Color, width float64)
	// Text draws one line of text of the given height; bold picks the bold face.
	Text(s string, x, y, size float64, c color.Color, a Anchor, bold bool)
	Push()
	Pop()
	Translate(x, y float64)
	Rotate(radians float64)
	Scale(sx, sy float64)
}

// kappa places cubic control points to draw a quarter circle.
const kappa = 0.5522847498

// Circle adds a circle to the path.
func Circle(s Surface, cx, cy, r float64) { Ellipse(s, cx, cy, r, r) }

// Ellipse adds an axis-aligned ellipse to the path.
func Ellipse(s Surface, cx, cy, rx, ry float64) {
	kx, ky := rx*kappa, ry*kappa
	s.MoveTo(cx+rx, cy)
	s.CubicTo(cx+rx, cy+ky, cx+kx, cy+ry, cx, cy+ry)
	s.CubicTo(cx-kx, cy+ry, cx-rx, cy+ky, cx-rx, cy)
	s.CubicTo(cx-rx, cy-ky, cx-kx, cy-ry, cx, cy-ry)
	s.CubicTo(cx+kx, cy-ry, cx+rx, cy-ky, cx+rx, cy)
	s.ClosePath()
}

// Rect adds a rectangle to the path.
func Rect(s Surface, x, y, w, h float64) {
	Poly(s, x, y, x+w, y, x+w, y+h, x, y+h)
}

// RoundRect adds a rectangle with rounded corners of radius r.
func RoundRect(s Surface, x, y, w, h, r float64) {
	r = math.Min(r, math.Min(w, h)/2)
	k := r * (1 - kappa)
	s.MoveTo(x+r, y)
	s.LineTo(x+w-r, y)
	s.CubicTo(x+w-k, y, x+w, y+k, x+w, y+r)
	s.LineTo(x+w, y+h-r)
	s.CubicTo(x+w, y+h-k, x+w-k, y+h, x+w-r, y+h)
	s.LineTo(x+r, y+h)
	s.CubicTo(x+k, y+h, x, y+h-k, x, y+h-r)
	s.LineTo(x, y+r)
	s.CubicTo(x, y+k, x+k, y, x+r, y)
	s.ClosePath()
}

// Poly adds a closed polygon given as x0, y0, x1, y1, ...
func Poly(s Surface, xy ...float64) {
	Polyline(s, xy...)
	s.ClosePath()
}

// Polyline adds an open line through x0, y0, x1, y1, ...
func Polyline(s Surface, xy ...float64) {
	for i := 0; i+1 < len(xy); i += 2 {
		if i == 0 {
			s.MoveTo(xy[i], xy[i+1])
		} else {
			s.LineTo(xy[i], xy[i+1])
		}
	}
}

// RGB is a shorthand for an opaque colour.
func RGB(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 255} }

// RGBA is a shorthand for a colour with alpha (not premultiplied: a is applied here).
func RGBA(r, g, b, a uint8) color.NRGBA { return color.NRGBA{r, g, b, a} }
