package pieces

import (
	"fmt"
	"math"

	"oddboards/boards/draw"
)

// The Clash of Command pieces: figures and machines on the plinth, a hawk in flight and
// a slashing blade.

// clash draws a Clash of Command piece, or reports false for a kind that is not one.
func clash(p pen, k Kind) bool {
	switch k {
	case Droid:
		droid(p)
	case Hawk:
		p.at(0, 0, 0.93, false, hawk)
	case Factor:
		factory(p)
	case Commander:
		commander(p)
	case Brute:
		brute(p)
	case Slicer:
		p.at(0.02, 0, 0.93, false, slicer)
	default:
		return false
	}
	return true
}

// mirrored runs f twice, with sx −1 (left) and 1 (right).
func mirrored(f func(sx float64)) {
	f(-1)
	f(1)
}

// droid is a small boxy robot: antenna, round eyes, a chest panel, stubby arms.
func droid(p pen) {
	mirrored(func(sx float64) {
		p.limbs(0.1, []float64{0.28 * sx, -0.08, 0.46 * sx, 0.1, 0.46 * sx, 0.3})
		draw.Circle(p.s, 0.46*sx, 0.34, 0.07)
		p.solid()
	})
	p.path("M -0.3 -0.16 L 0.3 -0.16 L 0.36 0.52 L -0.36 0.52 Z")
	p.solid()
	draw.RoundRect(p.s, -0.16, 0.02, 0.32, 0.2, 0.04)
	p.shaded()
	for _, x := range [...]float64{-0.07, 0.07} {
		draw.Circle(p.s, x, 0.12, 0.035)
		p.spot()
	}
	draw.Rect(p.s, -0.08, -0.24, 0.16, 0.1)
	p.solid()
	p.limbs(0.05, []float64{0, -0.6, 0, -0.8})
	draw.Circle(p.s, 0, -0.84, 0.07)
	p.solid()
	mirrored(func(sx float64) {
		draw.RoundRect(p.s, 0.3*sx-0.06, -0.5, 0.12, 0.16, 0.04)
		p.solid()
	})
	draw.RoundRect(p.s, -0.34, -0.66, 0.68, 0.44, 0.12)
	p.solid()
	mirrored(func(sx float64) {
		draw.Circle(p.s, 0.14*sx, -0.47, 0.085)
		p.spot()
	})
	p.path("M -0.14 -0.32 L 0.14 -0.32 M -0.07 -0.36 L -0.07 -0.28 M 0 -0.36 L 0 -0.28 M 0.07 -0.36 L 0.07 -0.28")
	p.line(0.7)
	plinth(p)
}

// hawk is a hawk soaring, seen from below: broad wings with fingered tips, a fanned
// tail and a hooked beak.
func hawk(p pen) {
	p.path("M -0.1 0.12 L -0.3 0.62 Q 0 0.74 0.3 0.62 L 0.1 0.12 Z")
	p.solid()
	p.path("M -0.24 0.5 Q 0 0.58 0.24 0.5")
	p.line(0.9)
	mirrored(func(sx float64) {
		p.path(fmt.Sprintf(`M %g -0.28 C %g -0.46 %g -0.54 %g -0.5 L %g -0.4 L %g -0.36 L %g -0.26
			L %g -0.25 L %g -0.14 L %g -0.15 L %g -0.04 L %g -0.06 C %g 0.04 %g 0.1 %g 0.14 Z`,
			0.08*sx, 0.36*sx, 0.62*sx, 0.88*sx, 0.98*sx, 0.86*sx, 0.96*sx, 0.82*sx,
			0.9*sx, 0.76*sx, 0.8*sx, 0.64*sx, 0.46*sx, 0.26*sx, 0.08*sx))
		p.solid()
		p.path(fmt.Sprintf("M %g -0.22 Q %g -0.3 %g -0.3 M %g -0.08 Q %g -0.12 %g -0.16",
			0.16*sx, 0.44*sx, 0.7*sx, 0.16*sx, 0.4*sx, 0.62*sx))
		p.line(0.8)
	})
	draw.Ellipse(p.s, 0, 0.0, 0.15, 0.3)
	p.solid()
	p.path("M -0.08 0.02 L 0 0.08 L 0.08 0.02 M -0.08 0.14 L 0 0.2 L 0.08 0.14")
	p.line(0.8)
	draw.Circle(p.s, 0, -0.38, 0.16)
	p.solid()
	mirrored(func(sx float64) {
		draw.Circle(p.s, 0.07*sx, -0.42, 0.035)
		p.spot()
	})
	p.path("M -0.05 -0.34 L 0.05 -0.34 L 0.02 -0.22 L 0 -0.2 Z")
	p.s.FillStroke(p.c.Outline, p.c.Outline, p.lw*0.6)
}

// factory is a sawtooth-roofed works with a smoking chimney and a gear on its wall.
func factory(p pen) {
	for _, c := range [...][3]float64{{0.42, -0.8, 0.09}, {0.6, -0.82, 0.07}, {0.74, -0.84, 0.055}} {
		draw.Circle(p.s, c[0], c[1], c[2])
		p.shaded()
	}
	p.path("M 0.28 0.0 L 0.3 -0.74 L 0.52 -0.74 L 0.54 0.0 Z")
	p.solid()
	p.path("M 0.29 -0.62 L 0.53 -0.62")
	p.line(0.9)
	p.path("M -0.64 0.52 L -0.64 -0.3 L -0.24 -0.06 L -0.24 -0.3 L 0.16 -0.06 L 0.16 -0.3 L 0.62 -0.06 L 0.62 0.52 Z")
	p.solid()
	gear(p, -0.26, 0.22, 0.22, 8)
	for _, x := range [...]float64{0.08, 0.34} {
		draw.Rect(p.s, x, 0.04, 0.16, 0.14)
		p.glass()
	}
	draw.Rect(p.s, 0.14, 0.28, 0.26, 0.24)
	p.shaded()
	plinth(p)
}

// gear is a cog of n teeth and outer radius r, with a hole.
func gear(p pen, cx, cy, r float64, n int) {
	ri := r * 0.74
	for i := 0; i < 2*n; i++ {
		a0 := math.Pi * float64(i) / float64(n)
		a1 := math.Pi * float64(i+1) / float64(n)
		rr := ri
		if i%2 == 0 {
			rr = r
		}
		d := (a1 - a0) * 0.12
		x0, y0 := cx+rr*math.Cos(a0+d), cy+rr*math.Sin(a0+d)
		x1, y1 := cx+rr*math.Cos(a1-d), cy+rr*math.Sin(a1-d)
		if i == 0 {
			p.s.MoveTo(x0, y0)
		} else {
			p.s.LineTo(x0, y0)
		}
		p.s.LineTo(x1, y1)
	}
	p.s.ClosePath()
	p.shaded()
	draw.Circle(p.s, cx, cy, r*0.3)
	p.solid()
}

// star adds a five-pointed star of outer radius r to the path.
func star(p pen, cx, cy, r float64) {
	for i := 0; i < 10; i++ {
		a := -math.Pi/2 + math.Pi*float64(i)/5
		rr := r
		if i%2 == 1 {
			rr = r * 0.42
		}
		x, y := cx+rr*math.Cos(a), cy+rr*math.Sin(a)
		if i == 0 {
			p.s.MoveTo(x, y)
		} else {
			p.s.LineTo(x, y)
		}
	}
	p.s.ClosePath()
}

// commander is a general's head and shoulders: peaked cap with a star, epaulettes, medals.
func commander(p pen) {
	p.path("M -0.58 0.52 C -0.6 0.06 -0.42 -0.06 -0.14 -0.1 L 0.14 -0.1 C 0.42 -0.06 0.6 0.06 0.58 0.52 Z")
	p.solid()
	p.path("M -0.14 -0.08 L 0 0.14 L 0.14 -0.08 M 0 0.14 L 0 0.5")
	p.line(0.9)
	mirrored(func(sx float64) {
		p.path(fmt.Sprintf("M %g -0.04 Q %g -0.08 %g 0.04 L %g 0.12 Q %g 0.06 %g 0.06 Z",
			0.16*sx, 0.5*sx, 0.58*sx, 0.58*sx, 0.4*sx, 0.2*sx))
		p.shaded()
		p.path(fmt.Sprintf("M %g 0.1 L %g 0.2 M %g 0.1 L %g 0.2", 0.46*sx, 0.46*sx, 0.54*sx, 0.54*sx))
		p.dark(0.8)
	})
	for _, x := range [...]float64{-0.3, -0.18} {
		draw.Rect(p.s, x-0.04, 0.18, 0.08, 0.06)
		p.spot()
		draw.Circle(p.s, x, 0.3, 0.045)
		p.spot()
	}
	draw.Ellipse(p.s, 0, -0.34, 0.22, 0.25)
	p.solid()
	mirrored(func(sx float64) {
		draw.Circle(p.s, 0.09*sx, -0.32, 0.03)
		p.spot()
	})
	// The cap: crown, band, dark visor, star.
	p.path("M -0.26 -0.5 L -0.42 -0.74 Q 0 -0.96 0.42 -0.74 L 0.26 -0.5 Z")
	p.solid()
	draw.RoundRect(p.s, -0.27, -0.56, 0.54, 0.1, 0.03)
	p.shaded()
	p.path("M -0.3 -0.47 Q 0 -0.5 0.3 -0.47 Q 0.26 -0.38 0 -0.38 Q -0.26 -0.38 -0.3 -0.47 Z")
	p.s.FillStroke(p.c.Outline, p.c.Outline, p.lw*0.6)
	star(p, 0, -0.72, 0.11)
	p.s.FillStroke(p.c.Detail, p.c.Detail, p.lw*0.3)
	plinth(p)
}

// brute is a hulking horned head on massive shoulders, scowling, with tusks.
func brute(p pen) {
	mirrored(func(sx float64) {
		p.path(fmt.Sprintf("M %g -0.4 C %g -0.44 %g -0.6 %g -0.92 C %g -0.76 %g -0.68 %g -0.64 Z",
			0.2*sx, 0.56*sx, 0.74*sx, 0.68*sx, 0.56*sx, 0.4*sx, 0.2*sx))
		p.solid()
		p.path(fmt.Sprintf("M %g -0.5 L %g -0.62 M %g -0.62 L %g -0.74", 0.48*sx, 0.38*sx, 0.6*sx, 0.54*sx))
		p.line(0.8)
	})
	p.path("M -0.68 0.52 C -0.72 0.0 -0.54 -0.22 -0.22 -0.22 L 0.22 -0.22 C 0.54 -0.22 0.72 0.0 0.68 0.52 Z")
	p.solid()
	p.path("M -0.3 0.1 Q -0.16 0.22 0 0.14 Q 0.16 0.22 0.3 0.1 M -0.4 0.24 Q -0.36 0.4 -0.4 0.5 M 0.4 0.24 Q 0.36 0.4 0.4 0.5")
	p.line(0.8)
	p.path("M -0.3 -0.58 Q 0 -0.72 0.3 -0.58 L 0.34 -0.2 Q 0.3 0.06 0 0.06 Q -0.3 0.06 -0.34 -0.2 Z")
	p.solid()
	p.path("M -0.26 -0.44 L -0.04 -0.34 M 0.26 -0.44 L 0.04 -0.34")
	p.line(1.6)
	mirrored(func(sx float64) {
		draw.Circle(p.s, 0.14*sx, -0.3, 0.04)
		p.spot()
		p.path(fmt.Sprintf("M %g -0.02 L %g -0.2 L %g -0.04 Z", 0.1*sx, 0.16*sx, 0.2*sx))
		p.solid()
	})
	p.path("M -0.1 -0.06 Q 0 -0.1 0.1 -0.06")
	p.line(1)
	plinth(p)
}

// slicer is a curved sabre slashing diagonally, with the arc of its cut behind it.
func slicer(p pen) {
	p.path("M -0.84 0.2 C -0.8 -0.3 -0.4 -0.72 0.2 -0.84 M -0.62 0.32 C -0.6 -0.1 -0.3 -0.42 0.06 -0.54 M -0.9 0.6 C -0.96 0.5 -0.98 0.4 -0.96 0.3")
	p.dark(1.2)
	p.turned(0, 0, 40, func(p pen) {
		p.path("M -0.12 0.32 L -0.13 -0.36 C -0.13 -0.66 0.0 -0.86 0.18 -0.98 C 0.13 -0.7 0.15 -0.36 0.13 0.32 Z")
		p.solid()
		p.path("M 0.02 0.24 L 0.02 -0.4 C 0.02 -0.6 0.06 -0.74 0.1 -0.82")
		p.line(0.8)
		p.limbs(0.11, []float64{0, 0.38, 0, 0.7})
		draw.RoundRect(p.s, -0.28, 0.28, 0.56, 0.1, 0.05)
		p.solid()
		draw.Circle(p.s, 0, 0.76, 0.08)
		p.solid()
	})
}
