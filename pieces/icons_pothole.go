package pieces

import (
	"fmt"
	"image/color"
	"math"

	"oddboards/boards/draw"
)

// The 4-Player Pothole Chess pieces: vehicles seen from the side, driving left, and
// whirlwinds. They stand on the ground, not on a plinth.

// pothole draws a Pothole Chess piece, or reports false for a kind that is not one.
func pothole(p pen, k Kind) bool {
	switch k {
	case Car:
		car(p)
	case Racecar:
		racecar(p)
	case Bulldozer:
		bulldozer(p, false)
	case Megadozer:
		bulldozer(p, true)
	case DirtDevil:
		whirlwind(p, false)
	case Cyclone:
		whirlwind(p, true)
	default:
		return false
	}
	return true
}

// glass is the colour of windows: the fill well toward the detail colour.
func (p pen) glass() { p.s.FillStroke(mix(p.c.Fill, p.c.Detail, 0.6), p.c.Outline, p.lw*0.8) }

// band is the colour of a whirlwind's spinning bands: the fill a little toward the detail.
func (p pen) band() color.Color { return mix(p.c.Fill, p.c.Detail, 0.25) }

// wheel is a tyre of radius r with a hub in the fill colour.
func wheel(p pen, x, y, r float64) {
	draw.Circle(p.s, x, y, r)
	p.s.FillStroke(p.c.Outline, p.c.Outline, p.lw)
	draw.Circle(p.s, x, y, r*0.5)
	p.solid()
	draw.Circle(p.s, x, y, r*0.16)
	p.s.Fill(p.c.Outline)
}

// car is a small two-box car with a round roof.
func car(p pen) {
	p.path(`M -0.86 0.34 L -0.86 0.1 C -0.86 -0.02 -0.78 -0.06 -0.66 -0.08 L -0.44 -0.12
		L -0.26 -0.42 C -0.22 -0.48 -0.16 -0.5 -0.08 -0.5 L 0.4 -0.5 C 0.48 -0.5 0.52 -0.46 0.56 -0.4
		L 0.72 -0.1 C 0.82 -0.08 0.86 0.0 0.86 0.1 L 0.86 0.34 Q 0.86 0.42 0.78 0.42
		L -0.78 0.42 Q -0.86 0.42 -0.86 0.34 Z`)
	p.solid()
	p.path("M -0.36 -0.14 L -0.2 -0.4 L 0.1 -0.4 L 0.1 -0.14 Z")
	p.glass()
	p.path("M 0.2 -0.14 L 0.2 -0.4 L 0.4 -0.4 C 0.44 -0.4 0.46 -0.38 0.48 -0.34 L 0.58 -0.14 Z")
	p.glass()
	// Door seams, handle, headlight and tail light.
	p.path("M 0.15 -0.1 L 0.15 0.28 M -0.4 -0.08 L -0.4 0.2 M 0.0 0.0 L 0.08 0.0")
	p.dark(0.7)
	draw.Ellipse(p.s, -0.8, 0.02, 0.05, 0.06)
	p.spot()
	p.path("M 0.86 0.02 L 0.8 0.02 L 0.8 0.12 L 0.86 0.12")
	p.dark(0.9)
	wheel(p, -0.5, 0.44, 0.21)
	wheel(p, 0.5, 0.44, 0.21)
}

// racecar is a low wedge with a canopy, a rear wing and racing stripes.
func racecar(p pen) {
	// Rear wing on its strut, behind the body.
	p.limbs(0.07, []float64{0.76, 0.0, 0.8, -0.32})
	p.path("M 0.58 -0.36 L 0.96 -0.42 L 0.96 -0.26 L 0.6 -0.26 Z")
	p.solid()
	p.path(`M -0.94 0.32 L -0.94 0.18 C -0.92 0.1 -0.84 0.06 -0.66 0.02 L -0.26 -0.06
		C -0.12 -0.24 0.02 -0.32 0.2 -0.32 C 0.36 -0.32 0.48 -0.22 0.56 -0.1 L 0.86 -0.06
		C 0.92 -0.04 0.94 0.02 0.94 0.1 L 0.94 0.32 Q 0.94 0.4 0.86 0.4 L -0.86 0.4
		Q -0.94 0.4 -0.94 0.32 Z`)
	p.solid()
	p.path("M -0.16 -0.08 C -0.06 -0.2 0.06 -0.25 0.2 -0.25 C 0.32 -0.25 0.4 -0.18 0.46 -0.08 Z")
	p.glass()
	// Two racing stripes along the flank, and a number roundel.
	p.path("M -0.88 0.14 L 0.92 0.14 L 0.92 0.2 L -0.88 0.2 Z M -0.9 0.25 L 0.92 0.25 L 0.92 0.3 L -0.9 0.3 Z")
	p.spot()
	draw.Circle(p.s, 0.12, 0.06, 0.1)
	p.s.FillStroke(p.c.Fill, p.c.Detail, p.lw*0.9)
	// Exhaust and speed lines.
	wheel(p, -0.56, 0.42, 0.2)
	wheel(p, 0.58, 0.4, 0.22)
}

// bulldozer is a tracked dozer with its blade at the front (left); the Megadozer is
// bigger, with a second blade at the back, a ripper of teeth and a beacon.
func bulldozer(p pen, mega bool) {
	k := 0.9
	if mega {
		k = 0.95
	}
	p.at(0.02, 0.06, k, false, func(p pen) {
		// Exhaust stack, behind the engine hood.
		p.limbs(0.08, []float64{-0.2, -0.02, -0.2, -0.42})
		if mega {
			p.limbs(0.08, []float64{-0.06, -0.02, -0.06, -0.34})
		}
		// Cab and hood.
		p.path("M 0.12 0.12 L 0.14 -0.52 Q 0.14 -0.58 0.2 -0.58 L 0.62 -0.58 Q 0.68 -0.58 0.68 -0.52 L 0.7 0.12 Z")
		p.solid()
		p.path("M 0.24 -0.08 L 0.24 -0.48 L 0.58 -0.48 L 0.6 -0.08 Z")
		p.glass()
		p.path("M -0.52 0.28 L -0.5 -0.04 Q -0.5 -0.1 -0.44 -0.1 L 0.2 -0.1 L 0.2 0.28 Z")
		p.solid()
		p.path("M -0.38 0.0 L -0.38 0.18 M -0.28 0.0 L -0.28 0.18 M -0.18 0.0 L -0.18 0.18")
		p.line(0.8)
		if mega {
			// A roof beacon.
			p.path("M 0.34 -0.58 L 0.36 -0.7 Q 0.41 -0.76 0.46 -0.7 L 0.48 -0.58 Z")
			p.solid()
		}
		// Track: a long loop with its road wheels.
		draw.RoundRect(p.s, -0.62, 0.22, 1.36, 0.42, 0.21)
		p.s.FillStroke(p.c.Outline, p.c.Outline, p.lw)
		draw.RoundRect(p.s, -0.56, 0.28, 1.24, 0.3, 0.15)
		p.shaded()
		for _, x := range [...]float64{-0.41, -0.14, 0.13, 0.4} {
			draw.Circle(p.s, x, 0.43, 0.1)
			p.solid()
		}
		// Push arm and blade.
		p.limbs(0.09, []float64{-0.44, 0.4, -0.74, 0.42}, []float64{-0.44, 0.0, -0.74, 0.2})
		bladePath := "M -0.7 -0.24 C -0.8 -0.06 -0.8 0.42 -0.74 0.62 L -0.96 0.62 C -0.98 0.4 -0.98 0.0 -0.92 -0.24 Z"
		if mega {
			bladePath = "M -0.7 -0.44 C -0.82 -0.16 -0.82 0.42 -0.74 0.64 L -0.98 0.64 C -1.0 0.4 -1.0 -0.12 -0.94 -0.44 Z"
		}
		p.path(bladePath)
		p.solid()
		p.path("M -0.8 -0.1 L -0.92 -0.1 M -0.82 0.2 L -0.94 0.2 M -0.82 0.48 L -0.94 0.48")
		if mega {
			p.path("M -0.8 -0.3 L -0.94 -0.3 M -0.82 0.0 L -0.96 0.0 M -0.82 0.2 L -0.96 0.2 M -0.8 0.42 L -0.96 0.42")
		}
		p.line(0.8)
		if mega {
			// The second blade at the back, and the ripper.
			p.limbs(0.09, []float64{0.66, 0.4, 0.84, 0.42}, []float64{0.66, 0.04, 0.84, 0.2})
			p.path("M 0.78 -0.16 C 0.86 -0.02 0.86 0.42 0.8 0.62 L 0.98 0.62 C 1.0 0.4 1.0 0.0 0.96 -0.16 Z")
			p.solid()
		}
	})
}

// whirlwind is a spinning funnel: a small Dirt Devil kicking up dust, or a towering
// Cyclone with debris flying round it.
func whirlwind(p pen, big bool) {
	top, bot, w0, w1, sway, bands := -0.5, 0.4, 0.46, 0.05, 0.09, 4
	if big {
		top, bot, w0, w1, sway, bands = -0.74, 0.68, 0.8, 0.06, 0.12, 6
	}
	if !big {
		// Dust cloud at the foot, behind the funnel's tip: in the player's own colour, so
		// that a White Dirt Devil reads white and a Black one black.
		for _, c := range [...][3]float64{{-0.38, 0.5, 0.14}, {0.4, 0.52, 0.12}, {-0.16, 0.54, 0.17}, {0.16, 0.56, 0.15}} {
			draw.Circle(p.s, c[0], c[1], c[2])
			p.solid()
		}
	}
	at := func(t float64) (x, y, w float64) {
		return sway * math.Sin(t*math.Pi*1.5), top + t*(bot-top), w1 + (w0-w1)*math.Pow(1-t, 1.6)
	}
	// The silhouette: down the left edge, round the tip, up the right edge.
	const steps = 24
	for i := 0; i <= steps; i++ {
		x, y, w := at(float64(i) / steps)
		if i == 0 {
			p.s.MoveTo(x-w, y)
		} else {
			p.s.LineTo(x-w, y)
		}
	}
	x, y, w := at(1)
	p.s.CubicTo(x-w, y+w*1.3, x+w, y+w*1.3, x+w, y)
	for i := steps; i >= 0; i-- {
		x, y, w := at(float64(i) / steps)
		p.s.LineTo(x+w, y)
	}
	p.s.ClosePath()
	p.solid()
	// The mouth at the top, and the spinning bands across the front: thin, and only a
	// little toward the detail colour, so the funnel keeps the player's fill (dark bands
	// as wide as the outline made a White whirlwind grey at board size, like Black's).
	x, y, w = at(0)
	draw.Ellipse(p.s, x, y, w, w*0.22)
	p.s.FillStroke(p.band(), p.c.Outline, p.lw)
	for i := 1; i <= bands; i++ {
		t := float64(i) / float64(bands+1)
		x, y, w := at(t)
		p.path(fmt.Sprintf("M %g %g Q %g %g %g %g", x-w*0.9, y-w*0.1, x-w*0.1, y+w*0.36, x+w*0.8, y+w*0.02))
		p.s.Stroke(p.band(), p.lw*0.6)
	}
	if big {
		// Debris and wind flung round the funnel.
		p.turned(-0.72, 0.3, 30, func(p pen) {
			draw.Rect(p.s, -0.8, 0.24, 0.16, 0.1)
			p.solid()
		})
		p.turned(0.7, 0.1, -20, func(p pen) {
			draw.Rect(p.s, 0.62, 0.04, 0.14, 0.12)
			p.solid()
		})
		p.path("M -0.96 -0.3 Q -1.0 0.0 -0.8 0.1 M 0.96 -0.44 Q 1.0 -0.16 0.84 -0.08")
		p.dark(1.1)
	} else {
		p.path("M -0.62 -0.3 Q -0.68 -0.06 -0.52 0.04 M 0.62 -0.36 Q 0.68 -0.12 0.52 -0.04")
		p.dark(1.1)
	}
}
