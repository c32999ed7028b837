package pieces

import (
	"fmt"
	"math"

	"oddboards/boards/draw"
)

// drawKind draws kind k in the unit box (x, y in −1..1, y down), upright.
// Each piece is a short recipe of shared parts.
func drawKind(p pen, k Kind) {
	switch k {
	case King:
		staunton(p, 0.2, -0.3, 0.46)
		collar(p, -0.3, 0.34)
		kingTop(p)
	case Queen:
		staunton(p, 0.2, -0.3, 0.46)
		collar(p, -0.3, 0.32)
		coronet(p)
	case Rook:
		rook(p)
	case Bishop:
		bishop(p)
	case Knight:
		head(p, horse)
	case Pawn:
		staunton(p, 0.16, -0.1, 0.42)
		collar(p, -0.12, 0.28)
		draw.Circle(p.s, 0, -0.42, 0.27)
		p.solid()
	case Camel:
		head(p, camel)
	case Zebra:
		head(p, zebra)
	case Giraffe:
		head(p, giraffe)
	case Man:
		man(p)
	case Wazir:
		token(p, 0)
	case Fers:
		token(p, 45)
	case Walker:
		walker(p)
	case Elephant:
		elephant(p)
	case Tiger:
		tiger(p)
	case Lion:
		lion(p)
	case Cannon:
		cannon(p, 15, false)
	case Vao:
		cannon(p, 45, true)
	case Leo:
		cannon(p, 15, false, 55)
	case Princess:
		compound(p, horse, bishopTop)
	case Duchess:
		compound(p, zebra, bishopTop)
	case Lady:
		compound(p, giraffe, bishopTop)
	case Empress:
		compound(p, horse, rookTop)
	case Monarch:
		compound(p, camel, rookTop)
	case Archbishop:
		p.at(-0.36, 0.14, 0.62, false, func(p pen) { tokenShape(p, 0) })
		p.at(0.2, 0.1, 0.82, false, bishopTop)
		plinth(p)
	case Camelrider:
		rider(p, camel)
	case Nightrider:
		rider(p, horse)
	case Griffin:
		griffin(p)
	case Rhinoceros:
		rhino(p)
	case Egg:
		egg(p)
	case Pothole:
		// A cracked hole: a rim in the owner's colour round a dark pit.
		draw.Ellipse(p.s, 0, 0.1, 0.8, 0.56)
		p.solid()
		draw.Ellipse(p.s, 0, 0.14, 0.6, 0.4)
		p.s.FillStroke(p.c.Outline, p.c.Outline, p.lw)
		p.path("M -0.6 0.14 L -0.74 0.0 M 0.6 0.14 L 0.76 0.26 M 0 -0.26 L 0.06 -0.42")
		p.dark(1)
	default:
		if !dino(p, k) && !pothole(p, k) && !clash(p, k) && !antarctic(p, k) {
			other(p)
		}
	}
}

// plinth is the two-tier foot every piece stands on.
func plinth(p pen) {
	draw.RoundRect(p.s, -0.52, 0.46, 1.04, 0.18, 0.06)
	p.solid()
	draw.RoundRect(p.s, -0.66, 0.6, 1.32, 0.26, 0.08)
	p.solid()
}

// staunton draws a turned body flaring from half-width wt at height yt down to half-width
// wb on the plinth, and the plinth.
func staunton(p pen, wt, yt, wb float64) {
	m := yt + (0.5-yt)*0.55
	p.path(fmt.Sprintf("M %g %g C %g %g %g 0.42 %g 0.52 L %g 0.52 C %g 0.42 %g %g %g %g Z",
		-wt, yt, -wt, m, -wb*0.9, -wb, wb, wb*0.9, wt, m, wt, yt))
	p.solid()
	plinth(p)
}

// collar is the thin ring between a body and its top.
func collar(p pen, y, w float64) {
	draw.RoundRect(p.s, -w, y-0.06, 2*w, 0.12, 0.06)
	p.solid()
}

// kingTop is the King's flared cup and cross.
func kingTop(p pen) {
	p.path("M -0.22 -0.36 L -0.38 -0.62 Q 0 -0.74 0.38 -0.62 L 0.22 -0.36 Z")
	p.solid()
	p.path(`M -0.065 -0.66 L -0.065 -0.74 L -0.19 -0.74 L -0.19 -0.86 L -0.065 -0.86 L -0.065 -0.95
		L 0.065 -0.95 L 0.065 -0.86 L 0.19 -0.86 L 0.19 -0.74 L 0.065 -0.74 L 0.065 -0.66 Z`)
	p.solid()
}

// coronet is the Queen's crown of five balled points, its band at y −0.3.
func coronet(p pen) {
	p.path(`M -0.28 -0.32 L -0.46 -0.68 L -0.33 -0.5 L -0.24 -0.76 L -0.12 -0.52 L 0 -0.82
		L 0.12 -0.52 L 0.24 -0.76 L 0.33 -0.5 L 0.46 -0.68 L 0.28 -0.32 Z`)
	p.solid()
	for _, b := range [...][2]float64{{-0.46, -0.68}, {-0.24, -0.76}, {0, -0.82}, {0.24, -0.76}, {0.46, -0.68}} {
		draw.Circle(p.s, b[0], b[1], 0.075)
		p.solid()
	}
}

// bishop is the Bishop: a turned body with a slit mitre.
func bishop(p pen) {
	bishopTop(p)
	plinth(p)
}

// bishopTop is the Bishop without its plinth (compounds share one plinth).
func bishopTop(p pen) {
	m := -0.2 + 0.7*0.55
	p.path(fmt.Sprintf("M -0.17 -0.2 C -0.17 %g -0.4 0.42 -0.44 0.52 L 0.44 0.52 C 0.4 0.42 0.17 %g 0.17 -0.2 Z", m, m))
	p.solid()
	collar(p, -0.2, 0.3)
	mitre(p)
}

// mitre is the Bishop's head: a pointed cap with a diagonal slit and a ball on top.
func mitre(p pen) {
	draw.Circle(p.s, 0, -0.85, 0.075)
	p.solid()
	p.path("M 0 -0.8 C -0.22 -0.66 -0.4 -0.44 -0.27 -0.25 L 0.27 -0.25 C 0.4 -0.44 0.22 -0.66 0 -0.8 Z")
	p.solid()
	p.path("M 0.02 -0.6 L 0.2 -0.4")
	p.line(1.3)
}

// rook is the Rook: a tapered tower with crenellations.
func rook(p pen) {
	p.path("M -0.34 -0.32 L -0.42 0.52 L 0.42 0.52 L 0.34 -0.32 Z")
	p.solid()
	plinth(p)
	rookCrown(p)
}

// rookTop is the Rook without its plinth.
func rookTop(p pen) {
	p.path("M -0.34 -0.32 L -0.42 0.52 L 0.42 0.52 L 0.34 -0.32 Z")
	p.solid()
	rookCrown(p)
}

// rookCrown is the crenellated top of a Rook, sitting on y −0.3.
func rookCrown(p pen) {
	p.path(`M -0.46 -0.28 L -0.46 -0.82 L -0.27 -0.82 L -0.27 -0.64 L -0.095 -0.64 L -0.095 -0.82
		L 0.095 -0.82 L 0.095 -0.64 L 0.27 -0.64 L 0.27 -0.82 L 0.46 -0.82 L 0.46 -0.28 Z`)
	p.solid()
	p.path("M -0.3 -0.46 L 0.3 -0.46")
	p.line(0.9)
}

// animal picks one of the profile heads, all looking left.
type animal int

const (
	horse animal = iota
	zebra
	camel
	giraffe
)

// head draws an animal head on a plinth.
func head(p pen, a animal) {
	headShape(p, a)
	plinth(p)
}

// headShape draws an animal's head and neck, looking left, standing on y 0.52.
func headShape(p pen, a animal) {
	switch a {
	case horse, zebra:
		horseHead(p, a == zebra)
	case camel:
		camelHead(p)
	case giraffe:
		giraffeHead(p)
	}
}

func horseHead(p pen, striped bool) {
	const outline = `M 0.5 0.55 C 0.6 0.1 0.5 -0.45 0.14 -0.7 L 0.1 -0.92 L -0.04 -0.7
		C -0.25 -0.62 -0.45 -0.36 -0.6 -0.1 C -0.7 0.04 -0.64 0.17 -0.5 0.17
		L -0.32 0.1 C -0.2 0.07 -0.1 0.05 -0.02 0.02 C -0.2 0.2 -0.36 0.4 -0.4 0.55 Z`
	p.path(outline)
	p.solid()
	if striped {
		// Stripes across the neck and face, and a bristly mane.
		p.path(`M 0.47 -0.1 L 0.12 -0.04 M 0.5 0.12 L 0.1 0.16 M 0.5 0.34 L -0.1 0.38
			M 0.36 -0.34 L 0.04 -0.22 M -0.22 -0.62 L -0.04 -0.48 M -0.36 -0.46 L -0.14 -0.3`)
		p.line(1.4)
	} else {
		p.path("M 0.12 -0.66 C 0.36 -0.46 0.48 -0.2 0.46 0.15")
		p.line(0.8)
	}
	draw.Ellipse(p.s, -0.2, -0.4, 0.07, 0.055)
	p.spot()
	draw.Circle(p.s, -0.52, 0.02, 0.04)
	p.spot()
}

func camelHead(p pen) {
	// Hump behind; a long neck arching forward; a long horizontal head with a drooping lip.
	p.path(`M 0.66 0.55 C 0.72 0.3 0.76 0.04 0.64 -0.12 C 0.54 -0.26 0.32 -0.3 0.22 -0.16
		C 0.16 -0.08 0.1 -0.04 0.04 -0.06 C -0.02 -0.2 0.02 -0.5 -0.02 -0.62 L 0.04 -0.78 L -0.1 -0.69
		C -0.26 -0.75 -0.5 -0.71 -0.64 -0.61 C -0.75 -0.54 -0.75 -0.44 -0.67 -0.42
		L -0.65 -0.36 C -0.6 -0.31 -0.54 -0.33 -0.5 -0.38
		C -0.4 -0.42 -0.3 -0.42 -0.22 -0.44
		C -0.22 -0.2 -0.32 0.0 -0.26 0.2 C -0.24 0.36 -0.3 0.46 -0.32 0.55 Z`)
	p.solid()
	p.path("M 0.06 0.0 C 0.12 0.16 0.14 0.32 0.1 0.5")
	p.line(0.8)
	draw.Ellipse(p.s, -0.2, -0.6, 0.06, 0.045)
	p.spot()
	p.path("M -0.66 -0.53 L -0.6 -0.51 M -0.67 -0.42 L -0.54 -0.42")
	p.line(0.9)
}

func giraffeHead(p pen) {
	// Ossicones first, so the head overlaps their roots.
	p.limbs(0.07, []float64{-0.04, -0.72, -0.06, -0.86}, []float64{0.08, -0.72, 0.08, -0.86})
	draw.Circle(p.s, -0.06, -0.88, 0.05)
	p.solid()
	draw.Circle(p.s, 0.08, -0.88, 0.05)
	p.solid()
	p.path(`M 0.44 0.55 C 0.38 0.1 0.3 -0.35 0.24 -0.6 L 0.32 -0.7 L 0.16 -0.72
		C 0.08 -0.8 -0.02 -0.8 -0.1 -0.78 C -0.28 -0.74 -0.46 -0.66 -0.58 -0.6
		C -0.68 -0.54 -0.64 -0.44 -0.54 -0.44 C -0.4 -0.46 -0.26 -0.48 -0.14 -0.48
		C -0.04 -0.3 0.02 0.1 -0.02 0.55 Z`)
	p.solid()
	for _, s := range [...][3]float64{{0.16, -0.3, 0.07}, {0.14, -0.04, 0.08}, {0.26, 0.2, 0.08}, {0.1, 0.36, 0.07}, {0.2, -0.52, 0.05}} {
		draw.Ellipse(p.s, s[0], s[1], s[2], s[2]*0.8)
		p.shadeFill()
	}
	draw.Ellipse(p.s, -0.14, -0.64, 0.055, 0.045)
	p.spot()
}

// compound draws an animal head behind and the top of a Rook or Bishop in front.
func compound(p pen, a animal, top func(pen)) {
	p.at(-0.2, 0.1, 0.82, false, func(p pen) { headShape(p, a) })
	p.at(0.3, 0.14, 0.74, false, top)
	plinth(p)
}

// rider is a head with a fainter copy of itself behind: a leap repeated.
func rider(p pen, a animal) {
	p.at(0.24, -0.04, 0.9, false, func(p pen) {
		p.c.Fill = p.shade()
		headShape(p, a)
	})
	p.at(-0.08, 0.04, 0.94, false, func(p pen) { headShape(p, a) })
	plinth(p)
}

// man is a bare head and shoulders.
func man(p pen) {
	p.path("M -0.5 0.52 C -0.52 0.1 -0.36 -0.06 -0.12 -0.08 L 0.12 -0.08 C 0.36 -0.06 0.52 0.1 0.5 0.52 Z")
	p.solid()
	p.path("M -0.16 -0.06 L 0 0.16 L 0.16 -0.06")
	p.line(0.9)
	draw.Ellipse(p.s, 0, -0.4, 0.25, 0.3)
	p.solid()
	plinth(p)
}

// tokenShape is a cross of four arms on a short stem, turned by deg: 0 gives the Wazir's
// plus, 45 the Fers's saltire.
func tokenShape(p pen, deg float64) {
	p.path("M -0.12 -0.1 L -0.2 0.52 L 0.2 0.52 L 0.12 -0.1 Z")
	p.solid()
	p.turned(0, -0.36, deg, func(p pen) {
		const a, t = 0.46, 0.15 // arm length, half thickness
		p.path(fmt.Sprintf("M %g %g L %g %g L %g %g L %g %g L %g %g L %g %g L %g %g L %g %g L %g %g L %g %g L %g %g L %g %g Z",
			-t, -0.36-a, t, -0.36-a, t, -0.36-t, a, -0.36-t, a, -0.36+t, t, -0.36+t,
			t, -0.36+a, -t, -0.36+a, -t, -0.36+t, -a, -0.36+t, -a, -0.36-t, -t, -0.36-t))
		p.solid()
	})
	draw.Circle(p.s, 0, -0.36, 0.07)
	p.spot()
}

func token(p pen, deg float64) {
	tokenShape(p, deg)
	plinth(p)
}

// walker is a striding figure.
func walker(p pen) {
	back := p
	back.c.Fill = p.shade()
	back.limbs(0.17,
		[]float64{0.06, -0.44, 0.24, -0.26, 0.34, -0.08},
		[]float64{0.04, -0.06, 0.16, 0.2, 0.32, 0.44, 0.4, 0.44},
	)
	p.limbs(0.3, []float64{0.02, -0.46, 0.0, -0.08})
	draw.Circle(p.s, 0.02, -0.72, 0.16)
	p.solid()
	p.limbs(0.17,
		[]float64{-0.02, -0.06, -0.18, 0.2, -0.34, 0.44, -0.42, 0.44},
		[]float64{-0.02, -0.44, -0.2, -0.24, -0.28, -0.04},
	)
	plinth(p)
}

// elephant is an elephant's face: ears, trunk and tusks.
func elephant(p pen) {
	for _, sx := range [...]float64{-1, 1} {
		p.path(fmt.Sprintf("M %g -0.62 C %g -0.78 %g -0.5 %g -0.2 C %g 0.04 %g 0.1 %g -0.02 Z",
			0.12*sx, 0.6*sx, 0.86*sx, 0.72*sx, 0.6*sx, 0.36*sx, 0.2*sx))
		p.solid()
		p.path(fmt.Sprintf("M %g -0.52 C %g -0.58 %g -0.38 %g -0.22", 0.32*sx, 0.62*sx, 0.7*sx, 0.58*sx))
		p.line(0.7)
	}
	draw.Ellipse(p.s, 0, -0.4, 0.3, 0.34)
	p.solid()
	// Trunk, curling forward at the tip.
	p.path("M -0.16 -0.2 C -0.14 0.1 -0.1 0.3 0.0 0.42 C 0.08 0.48 0.2 0.44 0.22 0.34 L 0.12 0.3 C 0.1 0.34 0.06 0.34 0.04 0.3 C 0.1 0.2 0.14 0.0 0.16 -0.2 Z")
	p.solid()
	for _, sx := range [...]float64{-1, 1} {
		p.path(fmt.Sprintf("M %g -0.16 C %g 0.0 %g 0.14 %g 0.2 C %g 0.08 %g -0.04 %g -0.14 Z",
			0.17*sx, 0.2*sx, 0.3*sx, 0.42*sx, 0.34*sx, 0.3*sx, 0.26*sx))
		p.solid()
		draw.Ellipse(p.s, 0.13*sx, -0.44, 0.05, 0.06)
		p.spot()
	}
	p.path("M -0.06 -0.04 L 0.06 -0.04 M -0.04 0.12 L 0.08 0.12")
	p.line(0.6)
	plinth(p)
}

// cat is a big cat's face (without mane) centred on (0, −0.28).
func catFace(p pen, r float64) {
	p.path(fmt.Sprintf("M %g -0.28 C %g %g %g %g 0 %g C %g %g %g %g %g -0.28 C %g %g %g %g 0 %g C %g %g %g %g %g -0.28 Z",
		-r, -r, -0.28-r*0.7, -r*0.55, -0.28-r, -0.28-r, r*0.55, -0.28-r, r, -0.28-r*0.7, r,
		r, -0.28+r*0.6, r*0.5, -0.28+r, -0.28+r, -r*0.5, -0.28+r, -r, -0.28+r*0.6, -r))
	p.solid()
	// Eyes, nose, mouth.
	for _, sx := range [...]float64{-1, 1} {
		p.path(fmt.Sprintf("M %g %g L %g %g", 0.08*sx*r/0.4, -0.34, 0.22*sx*r/0.4, -0.38))
		p.line(1.4)
	}
	p.path(fmt.Sprintf("M %g %g L %g %g L 0 %g Z", -0.08*r/0.4, -0.2, 0.08*r/0.4, -0.2, -0.12))
	p.s.FillStroke(p.c.Detail, p.c.Detail, p.lw*0.5)
	p.path(fmt.Sprintf("M 0 -0.12 L 0 -0.06 M %g -0.02 Q 0 -0.06 %g -0.02", -0.1*r/0.4, 0.1*r/0.4))
	p.line(0.7)
}

// tiger is a striped cat's face with round ears.
func tiger(p pen) {
	p.path("M -0.14 0.0 L -0.32 0.52 L 0.32 0.52 L 0.14 0.0 Z")
	p.solid()
	for _, sx := range [...]float64{-1, 1} {
		draw.Circle(p.s, 0.36*sx, -0.66, 0.15)
		p.solid()
		draw.Circle(p.s, 0.36*sx, -0.64, 0.06)
		p.spot()
	}
	catFace(p, 0.5)
	// Forehead and cheek stripes.
	p.path(`M 0 -0.74 L 0 -0.56 M -0.14 -0.74 L -0.1 -0.6 M 0.14 -0.74 L 0.1 -0.6
		M -0.5 -0.3 L -0.32 -0.26 M -0.49 -0.18 L -0.3 -0.18 M -0.46 -0.06 L -0.3 -0.1
		M 0.5 -0.3 L 0.32 -0.26 M 0.49 -0.18 L 0.3 -0.18 M 0.46 -0.06 L 0.3 -0.1`)
	p.line(1.1)
	plinth(p)
}

// lion is a cat's face in a scalloped mane.
func lion(p pen) {
	const n, r0, r1 = 14, 0.56, 0.66
	p.s.MoveTo(0, -0.28-r0)
	for i := 0; i < n; i++ {
		a0 := 2 * math.Pi * float64(i) / n
		a1 := 2 * math.Pi * (float64(i) + 0.5) / n
		a2 := 2 * math.Pi * float64(i+1) / n
		p.s.CubicTo(r1*math.Sin(a0+0.12), -0.28-r1*math.Cos(a0+0.12), r1*math.Sin(a1), -0.28-r1*math.Cos(a1), r1*math.Sin(a1+0.1), -0.28-r1*math.Cos(a1+0.1))
		p.s.CubicTo(r1*math.Sin(a2-0.1), -0.28-r1*math.Cos(a2-0.1), r0*math.Sin(a2), -0.28-r0*math.Cos(a2), r0*math.Sin(a2), -0.28-r0*math.Cos(a2))
	}
	p.s.ClosePath()
	p.shaded()
	catFace(p, 0.38)
	for _, sx := range [...]float64{-1, 1} {
		draw.Circle(p.s, 0.3*sx, -0.6, 0.08)
		p.solid()
	}
	plinth(p)
}

// cannon is a barrel on a wheel, raised by deg degrees from horizontal (pointing left).
// slit marks the barrel with the Bishop's slit; more adds barrels behind it, raised by
// other angles (the Leo's second barrel).
func cannon(p pen, deg float64, slit bool, more ...float64) {
	// Carriage.
	p.path("M 0.5 0.52 L 0.56 0.3 L -0.1 -0.02 L -0.3 0.16 L -0.3 0.52 Z")
	p.solid()
	for _, d := range more {
		p.turned(0.1, 0, d, barrel)
	}
	p.turned(0.1, 0, deg, func(p pen) {
		barrel(p)
		if slit {
			p.path("M -0.12 -0.04 L 0.14 -0.04")
			p.line(1.5)
		}
	})
	draw.Circle(p.s, 0.06, 0.24, 0.28)
	p.solid()
	for i := 0; i < 6; i++ {
		a := math.Pi / 3 * float64(i)
		p.path(fmt.Sprintf("M %g %g L %g %g", 0.06+0.06*math.Cos(a), 0.24+0.06*math.Sin(a), 0.06+0.22*math.Cos(a), 0.24+0.22*math.Sin(a)))
		p.line(0.8)
	}
	draw.Circle(p.s, 0.06, 0.24, 0.07)
	p.spot()
	draw.RoundRect(p.s, -0.66, 0.6, 1.32, 0.26, 0.08)
	p.solid()
}

// barrel is a cannon barrel along y 0, muzzle to the left, breech knob at x 0.7.
func barrel(p pen) {
	p.path("M 0.5 -0.16 C 0.66 -0.16 0.66 0.16 0.5 0.16 L -0.64 0.1 L -0.64 -0.1 Z")
	p.solid()
	p.path("M -0.56 -0.14 L -0.74 -0.14 L -0.74 0.14 L -0.56 0.14 Z")
	p.solid()
	draw.Circle(p.s, 0.7, 0, 0.07)
	p.solid()
	p.path("M 0.3 -0.15 L 0.3 0.15 M -0.3 -0.11 L -0.3 0.11")
	p.line(0.8)
}

// griffin is an eagle's head, looking left, before a raised wing.
func griffin(p pen) {
	p.path(`M -0.02 0.52 C 0.1 0.0 0.3 -0.5 0.7 -0.86 C 0.72 -0.6 0.68 -0.4 0.6 -0.3
		L 0.7 -0.24 C 0.66 -0.08 0.6 0.02 0.52 0.08 L 0.62 0.16 C 0.56 0.3 0.48 0.4 0.4 0.52 Z`)
	p.solid()
	p.path("M 0.3 -0.3 L 0.6 -0.3 M 0.26 0.06 L 0.52 0.08")
	p.line(0.8)
	p.path(`M 0.22 0.52 C 0.32 0.0 0.3 -0.44 0.0 -0.56 C -0.24 -0.64 -0.46 -0.54 -0.56 -0.38
		C -0.66 -0.24 -0.64 -0.06 -0.54 0.02 C -0.56 -0.08 -0.5 -0.14 -0.42 -0.16
		C -0.36 -0.12 -0.3 -0.12 -0.22 -0.14 C -0.28 0.06 -0.3 0.3 -0.26 0.52 Z`)
	p.solid()
	p.path("M -0.42 -0.16 C -0.4 -0.26 -0.36 -0.34 -0.3 -0.38")
	p.line(0.9)
	draw.Circle(p.s, -0.18, -0.36, 0.06)
	p.spot()
	p.path("M -0.3 -0.44 L -0.06 -0.44")
	p.line(1)
	plinth(p)
}

// rhino is a rhinoceros head in profile, looking left, horn raised.
func rhino(p pen) {
	p.path(`M 0.56 0.52 C 0.66 0.0 0.52 -0.34 0.28 -0.42 L 0.36 -0.66 L 0.12 -0.46
		C -0.06 -0.44 -0.2 -0.36 -0.3 -0.28 L -0.3 -0.46 L -0.42 -0.2
		C -0.48 -0.34 -0.52 -0.56 -0.52 -0.8 C -0.6 -0.54 -0.68 -0.24 -0.72 -0.02
		C -0.74 0.1 -0.66 0.18 -0.56 0.18 C -0.4 0.22 -0.26 0.26 -0.16 0.28
		C -0.2 0.38 -0.28 0.46 -0.3 0.52 Z`)
	p.solid()
	draw.Ellipse(p.s, -0.1, -0.18, 0.055, 0.045)
	p.spot()
	p.path("M 0.1 -0.3 C 0.2 -0.1 0.2 0.1 0.1 0.28 M 0.3 -0.2 C 0.38 0.0 0.36 0.2 0.3 0.4 M -0.62 0.1 L -0.48 0.1")
	p.line(0.8)
	plinth(p)
}

// other is the token of a kind with no icon of its own: a plain shield, which the badge
// names (the icons know no kind's letters: its game's descriptor does).
func other(p pen) {
	p.path("M -0.6 -0.78 L 0.6 -0.78 C 0.62 -0.1 0.5 0.5 0 0.84 C -0.5 0.5 -0.62 -0.1 -0.6 -0.78 Z")
	p.solid()
	p.path("M -0.5 -0.68 L 0.5 -0.68 C 0.52 -0.1 0.42 0.42 0 0.72 C -0.42 0.42 -0.52 -0.1 -0.5 -0.68 Z")
	p.line(0.6)
}
