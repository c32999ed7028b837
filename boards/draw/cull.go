package draw

import (
	"image/color"
	"math"
)

// Culled wraps s so that every shape and text lying wholly outside the box (x, y, w, h),
// in s's coordinates when Cull is called, is dropped instead of drawn. A tiled print draws
// the whole board on each sheet: culled, a vector sheet holds only its own part of it
// rather than the whole board under a mask. Shapes crossing the box's edge are kept
// whole; clip or mask them if their outside must not show.
type Culled struct {
	s          Surface
	x0, y0     float64 // the box
	x1, y1     float64
	m          matrix
	stack      []matrix
	ops        []pathOp
	minX, minY float64 // the current path's bounds in the box's coordinates
	maxX, maxY float64
}

type pathOp struct {
	kind byte // 'M', 'L', 'C', 'Z'
	p    [6]float64
}

// Cull returns s culled to the box.
func Cull(s Surface, x, y, w, h float64) *Culled {
	c := &Culled{s: s, x0: x, y0: y, x1: x + w, y1: y + h, m: identity}
	c.reset()
	return c
}

func (c *Culled) reset() {
	c.ops = c.ops[:0]
	c.minX, c.minY = math.Inf(1), math.Inf(1)
	c.maxX, c.maxY = math.Inf(-1), math.Inf(-1)
}

func (c *Culled) grow(x, y float64) {
	x, y = c.m.Apply(x, y)
	c.minX, c.maxX = math.Min(c.minX, x), math.Max(c.maxX, x)
	c.minY, c.maxY = math.Min(c.minY, y), math.Max(c.maxY, y)
}

// outside reports whether the current path, widened by pad (current units), misses the box.
func (c *Culled) outside(pad float64) bool {
	pad *= c.m.Scale()
	return c.maxX+pad < c.x0 || c.minX-pad > c.x1 || c.maxY+pad < c.y0 || c.minY-pad > c.y1
}

func (c *Culled) MoveTo(x, y float64) {
	c.grow(x, y)
	c.ops = append(c.ops, pathOp{kind: 'M', p: [6]float64{x, y}})
}

func (c *Culled) LineTo(x, y float64) {
	c.grow(x, y)
	c.ops = append(c.ops, pathOp{kind: 'L', p: [6]float64{x, y}})
}

// CubicTo counts its control points: the curve lies inside their hull.
func (c *Culled) CubicTo(x1, y1, x2, y2, x, y float64) {
	c.grow(x1, y1)
	c.grow(x2, y2)
	c.grow(x, y)
	c.ops = append(c.ops, pathOp{kind: 'C', p: [6]float64{x1, y1, x2, y2, x, y}})
}

func (c *Culled) ClosePath() { c.ops = append(c.ops, pathOp{kind: 'Z'}) }

// replay hands the kept path to the surface underneath.
func (c *Culled) replay() {
	for _, op := range c.ops {
		p := op.p
		switch op.kind {
		case 'M':
			c.s.MoveTo(p[0], p[1])
		case 'L':
			c.s.LineTo(p[0], p[1])
		case 'C':
			c.s.CubicTo(p[0], p[1], p[2], p[3], p[4], p[5])
		case 'Z':
			c.s.ClosePath()
		}
	}
}

// paint draws the path with fn unless it misses the box by more than pad.
func (c *Culled) paint(pad float64, fn func()) {
	if len(c.ops) > 0 {
		if !c.outside(pad) {
			c.replay()
			fn()
		}
	}
	c.reset()
}

func (c *Culled) Fill(col color.Color) { c.paint(0, func() { c.s.Fill(col) }) }

func (c *Culled) Stroke(col color.Color, width float64) {
	c.paint(width/2, func() { c.s.Stroke(col, width) })
}

func (c *Culled) FillStroke(fill, stroke color.Color, width float64) {
	c.paint(width/2, func() { c.s.FillStroke(fill, stroke, width) })
}

// Text is kept unless a box generously round it (as wide as its measured advance, or
// a wide guess, on every side) misses the culling box.
func (c *Culled) Text(str string, x, y, size float64, col color.Color, a Anchor, bold bool) {
	w := 0.7*size*float64(len([]rune(str))) + size
	c.grow(x-w, y-2*size)
	c.grow(x+w, y-2*size)
	c.grow(x-w, y+2*size)
	c.grow(x+w, y+2*size)
	out := c.outside(0)
	c.reset()
	if out {
		return
	}
	c.s.Text(str, x, y, size, col, a, bold)
}

func (c *Culled) Push() {
	c.stack = append(c.stack, c.m)
	c.s.Push()
}

func (c *Culled) Pop() {
	if n := len(c.stack); n > 0 {
		c.m, c.stack = c.stack[n-1], c.stack[:n-1]
	}
	c.s.Pop()
}

func (c *Culled) Translate(x, y float64) {
	c.m = c.m.then(matrix{A: 1, D: 1, E: x, F: y})
	c.s.Translate(x, y)
}

func (c *Culled) Rotate(a float64) {
	s, co := math.Sincos(a)
	c.m = c.m.then(matrix{A: co, B: s, C: -s, D: co})
	c.s.Rotate(a)
}

func (c *Culled) Scale(sx, sy float64) {
	c.m = c.m.then(matrix{A: sx, D: sy})
	c.s.Scale(sx, sy)
}
