package pieces

import (
	"fmt"
	"image/color"
	"strings"

	"oddboards/boards/draw"
)

// The Antarctic Chess pieces: the predators in profile, looking left (the Petrel in
// flight), and the penguins from the front, all but the Petrel on the plinth. The body is
// the player's colour; bellies and markings are a tint that contrasts with it, so that
// the species read in every colour.

// antarctic draws an Antarctic Chess piece, or reports false for a kind that is not one.
func antarctic(p pen, k Kind) bool {
	switch k {
	case Orca:
		plinth(p)
		p.at(0, 0, 0.93, false, orca)
	case Leopard:
		plinth(p)
		p.at(0, 0.03, 0.93, false, leopardSeal)
	case SealElephant:
		elephantSeal(p)
	case Petrel:
		p.at(0, 0, 0.93, false, petrel)
	case Skua:
		skua(p)
	case Emperor, KingPenguin, Gentoo, Rockhopper, Fairy:
		penguin(p, k)
	default:
		return false
	}
	return true
}

var (
	cream       = draw.RGB(0xfb, 0xf9, 0xf2)
	penguinGold = draw.RGB(0xf6, 0xc8, 0x3e)
	penguinOran = draw.RGB(0xf0, 0x86, 0x1e)
	fairyBlue   = draw.RGB(0x8c, 0xb8, 0xec)
	redEye      = draw.RGB(0xd8, 0x20, 0x20)
)

// luma is the brightness of c, 0..1.
func luma(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	return (0.299*float64(r) + 0.587*float64(g) + 0.114*float64(b)) / 65535
}

// pale is the belly colour: the fill bleached almost to cream.
func (p pen) pale() color.Color { return mix(p.c.Fill, cream, 0.82) }

// marking is a tint that stands out from the fill: pale on dark fills, darker on light.
func (p pen) marking() color.Color {
	if luma(p.c.Fill) > 0.6 {
		return mix(p.c.Fill, p.c.Outline, 0.5)
	}
	return p.pale()
}

// paint fills the current path with c and outlines it thinly.
func (p pen) paint(c color.Color, k float64) { p.s.FillStroke(c, p.c.Outline, p.lw*k) }

// sym adds a path symmetric about x 0: it starts at (0, y0) and runs down the right-hand
// side through the cubic segments (c1x c1y c2x c2y x y) to x 0 again, then back up the
// mirrored left-hand side.
func (p pen) sym(y0 float64, segs ...[6]float64) {
	var b strings.Builder
	fmt.Fprintf(&b, "M 0 %g", y0)
	for _, s := range segs {
		fmt.Fprintf(&b, " C %g %g %g %g %g %g", s[0], s[1], s[2], s[3], s[4], s[5])
	}
	for i := len(segs) - 1; i >= 0; i-- {
		s := segs[i]
		x, y := 0.0, y0
		if i > 0 {
			x, y = segs[i-1][4], segs[i-1][5]
		}
		fmt.Fprintf(&b, " C %g %g %g %g %g %g", -s[2], s[3], -s[0], s[1], -x, y)
	}
	b.WriteString(" Z")
	p.path(b.String())
}

// penguinShape sizes one species: head top, body and head half-widths.
type penguinShape struct{ top, w, hw float64 }

var penguins = map[Kind]penguinShape{
	Emperor:     {-0.95, 0.36, 0.19},
	KingPenguin: {-0.8, 0.35, 0.2},
	Gentoo:      {-0.66, 0.35, 0.22},
	Rockhopper:  {-0.5, 0.33, 0.22},
	Fairy:       {-0.3, 0.31, 0.21},
}

// penguin is a penguin standing on the plinth, from the front: dark back and head in the
// player's colour, pale belly, flippers held out, and each species' markings.
func penguin(p pen, k Kind) {
	sh := penguins[k]
	const foot = 0.47
	top, w, hw := sh.top, sh.w, sh.hw
	yh := top + hw              // head centre
	yn := top + 2.05*hw         // neck
	yb := foot - 0.3*(foot-top) // widest
	plinth(p)
	if k == Rockhopper {
		// The crest: spiky yellow plumes sweeping out and up from above the eyes.
		for _, sx := range [...]float64{-1, 1} {
			p.path(fmt.Sprintf("M %g %g L %g %g L %g %g L %g %g L %g %g L %g %g Z",
				0.06*sx, yh-0.1, 0.44*sx, yh-0.36, 0.26*sx, yh-0.14, 0.42*sx, yh-0.18, 0.22*sx, yh-0.04, 0.1*sx, yh-0.02))
			p.paint(penguinGold, 0.8)
		}
		// Black spikes on the crown.
		p.path(fmt.Sprintf("M -0.12 %g L -0.1 %g L -0.02 %g L 0.02 %g L 0.06 %g L 0.14 %g L 0.12 %g Z",
			top+0.06, top-0.14, top-0.02, top-0.18, top-0.02, top-0.12, top+0.06))
		p.solid()
	}
	// Flippers, behind the body.
	for _, sx := range [...]float64{-1, 1} {
		p.path(fmt.Sprintf("M %g %g C %g %g %g %g %g %g C %g %g %g %g %g %g Z",
			hw*0.8*sx, yn+0.02, (w+0.1)*sx, yn+0.08, (w+0.2)*sx, yb-0.04, (w+0.22)*sx, yb+0.14,
			(w+0.06)*sx, yb+0.06, (w-0.06)*sx, yb-0.06, (w-0.1)*sx, yb-0.1))
		p.solid()
	}
	p.sym(top,
		[6]float64{hw * 0.6, top, hw, yh - hw*0.5, hw, yh},
		[6]float64{hw, yh + hw*0.45, hw * 0.86, yn - 0.04, hw * 0.9, yn},
		[6]float64{hw + (w-hw)*0.3, yn + (yb-yn)*0.2, w, yb - (yb-yn)*0.45, w, yb},
		[6]float64{w, yb + (foot-yb)*0.6, w * 0.6, foot, 0, foot},
	)
	p.solid()
	// Belly, from the chin down.
	yc := yh + hw*0.55
	bw := w * 0.74
	belly := p.pale()
	if k == Fairy {
		belly = mix(belly, fairyBlue, 0.35)
	}
	p.sym(yc,
		[6]float64{bw * 0.5, yc, bw, yb - (yb-yc)*0.55, bw, yb},
		[6]float64{bw, yb + (foot-0.03-yb)*0.6, bw * 0.6, foot - 0.03, 0, foot - 0.03},
	)
	p.paint(belly, 0.6)
	// Species markings.
	switch k {
	case Emperor:
		// Pale gold patches down the sides of the neck, golden upper breast.
		p.sym(yc+0.02, [6]float64{bw * 0.4, yc + 0.02, bw * 0.7, yc + 0.2, 0, yc + 0.24})
		p.s.Fill(mix(belly, penguinGold, 0.7))
		for _, sx := range [...]float64{-1, 1} {
			p.path(fmt.Sprintf("M %g %g C %g %g %g %g %g %g C %g %g %g %g %g %g Z",
				hw*0.7*sx, yh+hw*0.1, hw*1.3*sx, yh+hw*0.5, hw*1.3*sx, yn+0.1, bw*0.8*sx, yc+0.22,
				hw*0.4*sx, yc+0.08, hw*0.5*sx, yh+hw*0.6, hw*0.7*sx, yh+hw*0.1))
			p.paint(penguinGold, 0.6)
		}
	case KingPenguin:
		// Vivid orange ear patches and an orange breast.
		p.sym(yc+0.02, [6]float64{bw * 0.5, yc + 0.02, bw * 0.8, yc + 0.24, 0, yc + 0.3})
		p.s.Fill(penguinOran)
		for _, sx := range [...]float64{-1, 1} {
			p.path(fmt.Sprintf("M %g %g C %g %g %g %g %g %g C %g %g %g %g %g %g Z",
				hw*0.55*sx, yh+hw*0.1, hw*1.05*sx, yh-hw*0.1, hw*1.1*sx, yh+hw*0.6, hw*0.82*sx, yn+0.02,
				hw*0.8*sx, yh+hw*0.7, hw*0.6*sx, yh+hw*0.4, hw*0.55*sx, yh+hw*0.1))
			p.paint(penguinOran, 0.6)
		}
	case Gentoo:
		// The white band over the crown, from eye to eye.
		p.path(fmt.Sprintf("M %g %g C %g %g %g %g 0 %g C %g %g %g %g %g %g C %g %g %g %g 0 %g C %g %g %g %g %g %g Z",
			-hw*0.9, yh-hw*0.1, -hw*0.8, yh-hw*0.7, -hw*0.4, yh-hw*0.82, yh-hw*0.82,
			hw*0.4, yh-hw*0.82, hw*0.8, yh-hw*0.7, hw*0.9, yh-hw*0.1,
			hw*0.6, yh-hw*0.3, hw*0.3, yh-hw*0.5, yh-hw*0.5,
			-hw*0.3, yh-hw*0.5, -hw*0.6, yh-hw*0.3, -hw*0.9, yh-hw*0.1))
		p.paint(p.marking(), 0.6)
	}
	// Eyes and bill.
	eye := p.c.Detail
	if k == Rockhopper {
		eye = redEye
	}
	for _, sx := range [...]float64{-1, 1} {
		draw.Circle(p.s, hw*0.45*sx, yh+hw*0.05, 0.04)
		p.s.FillStroke(eye, p.c.Outline, p.lw*0.4)
	}
	bill := color.Color(p.c.Outline)
	switch k {
	case Gentoo, Rockhopper:
		bill = penguinOran
	}
	bl := hw * 0.9
	p.path(fmt.Sprintf("M %g %g L %g %g L 0 %g Z", -hw*0.22, yh+hw*0.2, hw*0.22, yh+hw*0.2, yh+hw*0.2+bl))
	p.s.FillStroke(bill, p.c.Outline, p.lw*0.6)
	if k == Emperor || k == KingPenguin {
		p.path(fmt.Sprintf("M %g %g L %g %g", -hw*0.1, yh+hw*0.5, hw*0.1, yh+hw*0.5))
		p.s.Stroke(penguinOran, p.lw*1.1)
	}
	// Feet.
	for _, sx := range [...]float64{-1, 1} {
		draw.Ellipse(p.s, 0.14*sx, foot+0.01, 0.11, 0.045)
		p.paint(mix(penguinOran, p.c.Outline, 0.3), 0.6)
	}
}

// orca is a killer whale swimming left, tail raised (the caller draws the plinth): tall fin, eye patch, pale belly.
func orca(p pen) {
	p.path("M -0.22 -0.22 C -0.18 -0.5 -0.12 -0.72 -0.04 -0.9 C 0.04 -0.68 0.1 -0.44 0.14 -0.2 Z")
	p.solid()
	p.path(`M -0.94 0.12 C -0.96 -0.12 -0.74 -0.26 -0.44 -0.28 C -0.1 -0.3 0.24 -0.22 0.46 -0.28
		C 0.58 -0.32 0.66 -0.42 0.7 -0.5 C 0.74 -0.62 0.84 -0.72 0.98 -0.74 C 0.92 -0.62 0.86 -0.54 0.82 -0.48
		C 0.9 -0.46 0.96 -0.38 0.98 -0.3 C 0.86 -0.3 0.8 -0.34 0.76 -0.38
		C 0.7 -0.2 0.56 0.02 0.34 0.16 C 0.1 0.3 -0.3 0.36 -0.56 0.34 C -0.8 0.32 -0.94 0.26 -0.94 0.12 Z`)
	p.solid()
	m := p.marking()
	// Belly and lower jaw, saddle patch behind the fin, eye patch.
	p.path(`M -0.93 0.14 C -0.7 0.14 -0.5 0.18 -0.26 0.2 C 0.0 0.2 0.2 0.14 0.36 0.14
		C 0.1 0.3 -0.3 0.36 -0.56 0.34 C -0.8 0.32 -0.93 0.26 -0.93 0.14 Z`)
	p.paint(m, 0.5)
	draw.Ellipse(p.s, 0.22, -0.18, 0.15, 0.05)
	p.s.Fill(mix(p.c.Fill, m, 0.5))
	p.turned(-0.46, -0.1, -10, func(p pen) {
		draw.Ellipse(p.s, -0.46, -0.1, 0.18, 0.085)
		p.paint(m, 0.5)
	})
	draw.Circle(p.s, -0.72, -0.02, 0.04)
	p.spot()
	p.path("M -0.93 0.13 C -0.84 0.11 -0.76 0.1 -0.68 0.12")
	p.dark(0.8)
	p.path("M -0.46 0.26 C -0.44 0.42 -0.38 0.5 -0.26 0.54 C -0.28 0.42 -0.3 0.32 -0.3 0.26 Z")
	p.solid()
}

// leopardSeal is a long spotted seal lying on the plinth (the caller draws it), its big
// reptilian head raised.
func leopardSeal(p pen) {
	p.path(`M -0.96 -0.2 C -0.96 -0.4 -0.8 -0.54 -0.6 -0.54 C -0.42 -0.54 -0.3 -0.44 -0.2 -0.28
		C 0.1 -0.2 0.5 -0.06 0.7 0.14 C 0.8 0.22 0.9 0.18 0.98 0.12 C 0.96 0.26 0.92 0.36 0.86 0.4
		C 0.92 0.44 0.96 0.5 0.96 0.56 C 0.82 0.54 0.72 0.5 0.64 0.46 L -0.46 0.46
		C -0.56 0.3 -0.62 0.1 -0.66 0.0 C -0.82 -0.02 -0.96 -0.06 -0.96 -0.2 Z`)
	p.solid()
	for _, s := range [...][3]float64{{-0.06, -0.08, 0.06}, {0.14, 0.04, 0.05}, {0.34, 0.14, 0.06}, {0.52, 0.24, 0.05},
		{0.1, 0.3, 0.05}, {0.36, 0.36, 0.04}, {-0.16, 0.16, 0.05}, {-0.3, -0.18, 0.04}} {
		draw.Ellipse(p.s, s[0], s[1], s[2]*1.2, s[2])
		p.s.Fill(mix(p.c.Fill, p.c.Detail, 0.55))
	}
	// The long grinning gape, eye and nostril.
	p.path("M -0.95 -0.18 C -0.84 -0.12 -0.72 -0.12 -0.58 -0.2")
	p.line(1.1)
	draw.Circle(p.s, -0.62, -0.36, 0.045)
	p.spot()
	draw.Circle(p.s, -0.9, -0.32, 0.025)
	p.spot()
	// Fore flipper.
	p.path("M -0.3 0.06 C -0.24 0.24 -0.14 0.36 0.02 0.42 C -0.02 0.28 -0.1 0.12 -0.16 0.02 Z")
	p.solid()
}

// elephantSeal is a bull elephant seal rearing up on the plinth, his trunk of a nose
// hanging over his roaring mouth.
func elephantSeal(p pen) {
	plinth(p)
	p.path(`M 0.8 0.48 C 0.9 0.14 0.7 -0.14 0.4 -0.28 C 0.24 -0.36 0.08 -0.5 -0.04 -0.64
		C -0.12 -0.76 -0.3 -0.84 -0.46 -0.78 C -0.62 -0.78 -0.8 -0.72 -0.88 -0.58
		C -0.96 -0.44 -0.94 -0.24 -0.86 -0.16 C -0.8 -0.12 -0.74 -0.18 -0.76 -0.26
		C -0.76 -0.36 -0.7 -0.46 -0.62 -0.5 C -0.66 -0.42 -0.64 -0.34 -0.56 -0.3
		C -0.44 -0.18 -0.4 0.1 -0.56 0.48 Z`)
	p.solid()
	// The trunk of a nose hanging over the roaring mouth.
	p.path("M -0.52 -0.76 C -0.68 -0.66 -0.76 -0.52 -0.76 -0.3 M -0.9 -0.5 L -0.81 -0.48 M -0.92 -0.38 L -0.82 -0.37")
	p.line(0.9)
	p.path("M -0.62 -0.5 C -0.56 -0.44 -0.54 -0.36 -0.56 -0.3 C -0.64 -0.34 -0.66 -0.42 -0.62 -0.5 Z")
	p.s.FillStroke(p.c.Outline, p.c.Outline, p.lw*0.5)
	draw.Circle(p.s, -0.4, -0.62, 0.045)
	p.spot()
	p.path("M -0.24 -0.5 C -0.3 -0.4 -0.34 -0.3 -0.36 -0.2 M 0.5 0.1 C 0.56 0.2 0.6 0.3 0.6 0.42")
	p.line(0.8)
	p.path("M -0.16 0.08 C -0.22 0.26 -0.34 0.4 -0.48 0.46 C -0.32 0.5 -0.12 0.42 -0.04 0.24 Z")
	p.solid()
}

// petrel is a petrel gliding on long, narrow, stiff wings, seen from above.
func petrel(p pen) {
	p.path("M -0.1 0.3 L -0.2 0.6 L 0 0.52 L 0.2 0.6 L 0.1 0.3 Z")
	p.solid()
	for _, sx := range [...]float64{-1, 1} {
		p.path(fmt.Sprintf(`M %g -0.16 C %g -0.3 %g -0.32 %g -0.28 C %g -0.26 %g -0.2 %g -0.1
			C %g -0.04 %g 0.04 %g 0.06 C %g 0.08 %g 0.16 %g 0.2 Z`,
			0.08*sx, 0.26*sx, 0.4*sx, 0.52*sx, 0.72*sx, 0.9*sx, 0.99*sx,
			0.86*sx, 0.7*sx, 0.52*sx, 0.36*sx, 0.2*sx, 0.08*sx))
		p.solid()
		p.path(fmt.Sprintf("M %g -0.1 C %g -0.18 %g -0.18 %g -0.12", 0.16*sx, 0.34*sx, 0.52*sx, 0.88*sx))
		p.s.Stroke(p.marking(), p.lw*2.2)
	}
	draw.Ellipse(p.s, 0, 0.04, 0.16, 0.38)
	p.solid()
	draw.Circle(p.s, 0, -0.36, 0.15)
	p.solid()
	p.path("M -0.05 -0.46 L -0.04 -0.68 L 0.04 -0.68 L 0.05 -0.46 Z")
	p.paint(p.marking(), 0.6)
	p.path("M -0.04 -0.6 L 0.04 -0.6")
	p.dark(0.6)
	for _, sx := range [...]float64{-1, 1} {
		draw.Circle(p.s, 0.07*sx, -0.38, 0.035)
		p.spot()
	}
}

// skua is a stocky gull-like skua standing on the plinth, looking left, hook-billed, with
// the pale flash on its folded wing.
func skua(p pen) {
	plinth(p)
	p.limbs(0.06, []float64{-0.04, 0.24, -0.06, 0.48}, []float64{0.14, 0.24, 0.14, 0.48})
	p.path(`M -0.42 -0.3 C -0.16 -0.4 0.3 -0.3 0.5 -0.08 L 0.84 0.1 L 0.76 0.2
		C 0.5 0.28 0.2 0.34 -0.02 0.3 C -0.3 0.24 -0.5 0.06 -0.5 -0.14 Z`)
	p.solid()
	p.path("M -0.16 -0.12 C 0.1 -0.24 0.4 -0.14 0.56 0.0 L 0.86 0.1 C 0.5 0.2 0.1 0.2 -0.14 0.08 Z")
	p.shaded()
	draw.Ellipse(p.s, 0.42, 0.07, 0.09, 0.045)
	p.paint(p.marking(), 0.5)
	draw.Circle(p.s, -0.46, -0.46, 0.24)
	p.solid()
	p.path("M -0.64 -0.5 L -0.86 -0.48 C -0.94 -0.46 -0.96 -0.38 -0.9 -0.34 L -0.9 -0.4 L -0.66 -0.38 Z")
	p.solid()
	draw.Circle(p.s, -0.52, -0.52, 0.045)
	p.spot()
}
