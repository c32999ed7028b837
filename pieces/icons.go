package pieces

import (
	"image/color"
	"math"

	"oddboards/boards/draw"
)

// Colours of one player's pieces.
type Colours struct{ Fill, Outline, Detail color.Color } // Detail: eyes, inner lines, contrasting with Fill

// PlayerColours returns the colours for a player colour name: "white", "black", "red", "blue",
// "gold", "cyan", "brown", "green", "tan", "grey" (unknown names get grey).
func PlayerColours(name string) Colours {
	switch name {
	case "white":
		return Colours{draw.RGB(0xfa, 0xf8, 0xf2), draw.RGB(0x1a, 0x1a, 0x1a), draw.RGB(0x1a, 0x1a, 0x1a)}
	case "black":
		return Colours{draw.RGB(0x2b, 0x2b, 0x2b), draw.RGB(0x0a, 0x0a, 0x0a), draw.RGB(0xe0, 0xe0, 0xe0)}
	case "red":
		return Colours{draw.RGB(0xd2, 0x3a, 0x2e), draw.RGB(0x1e, 0x0c, 0x0a), draw.RGB(0xff, 0xe8, 0xe0)}
	case "blue":
		return Colours{draw.RGB(0x2f, 0x5f, 0xc8), draw.RGB(0x0a, 0x12, 0x28), draw.RGB(0xe6, 0xee, 0xff)}
	case "gold":
		return Colours{draw.RGB(0xf2, 0xc2, 0x3a), draw.RGB(0x2a, 0x1e, 0x04), draw.RGB(0x3a, 0x28, 0x04)}
	case "cyan":
		return Colours{draw.RGB(0x3c, 0xc8, 0xd8), draw.RGB(0x06, 0x22, 0x28), draw.RGB(0x06, 0x2a, 0x30)}
	case "brown":
		return Colours{draw.RGB(0x8a, 0x55, 0x2c), draw.RGB(0x1c, 0x0e, 0x04), draw.RGB(0xf6, 0xe2, 0xc8)}
	case "green":
		return Colours{draw.RGB(0x3c, 0x9a, 0x48), draw.RGB(0x08, 0x1e, 0x0a), draw.RGB(0xe8, 0xff, 0xe8)}
	case "tan":
		return Colours{draw.RGB(0xe0, 0xc8, 0x96), draw.RGB(0x2a, 0x1e, 0x0c), draw.RGB(0x3a, 0x2a, 0x10)}
	}
	return Colours{draw.RGB(0x9a, 0x9a, 0x9a), draw.RGB(0x18, 0x18, 0x18), draw.RGB(0x18, 0x18, 0x18)}
}

// Draw draws p centred on (cx, cy) to fit a size×size box on s, in the colours of the named
// player colour. A piece with p.Facing != NoFacing is drawn turned so that it looks toward
// Facing (degrees counter-clockwise from east, 90 = up the page; y is down on the surface,
// so turn by -(Facing-90) degrees in surface terms); otherwise upright.
// badge adds the notation code (p.Kind.Code()) in a small badge at the lower right.
func Draw(s draw.Surface, p Piece, colour string, cx, cy, size float64, badge bool) {
	if p.Kind == None || size <= 0 {
		return
	}
	c := PlayerColours(colour)
	s.Push()
	s.Translate(cx, cy)
	if p.Facing != NoFacing {
		s.Rotate(-float64(p.Facing-90) * math.Pi / 180)
	}
	s.Scale(size/2, size/2)
	lw := 1.0 / 14
	draw.Circle(s, 0, 0, 0.85)
	s.FillStroke(c.Fill, c.Outline, lw)
	// A nose mark shows the facing.
	draw.Poly(s, -0.15, -0.6, 0.15, -0.6, 0, -0.8)
	s.Fill(c.Detail)
	s.Pop()
	s.Push()
	s.Translate(cx, cy)
	s.Scale(size/2, size/2)
	s.Text(p.Kind.Code(), 0, 0, 0.6, c.Detail, draw.Centre, true)
	s.Pop()
	_ = badge
}
