package pieces

import (
	"fmt"

	"oddboards/boards/draw"
)

// The Dino-Czars pieces are drawn from above, head at the top, so that turning the icon to
// its Facing points the head the way the piece looks.

// dinoShape is one dinosaur seen from above: the parts drawn in order, back to front.
type dinoShape struct {
	tail  string      // path of the tail, pointing down
	legW  float64     // thickness of the legs
	legs  [][]float64 // polylines of the left-hand legs; the right-hand ones mirror them
	body  [3]float64  // body ellipse: centre y, half-width, half-height
	head  string      // path of the head and neck, pointing up
	eyes  [2]float64  // left eye (x, y); the right mirrors it
	under func(pen)   // wings, spikes: drawn before everything else
	over  func(pen)   // plates, frill: drawn over the body, under the head
	top   func(pen)   // teeth: drawn over the head
}

func dinoOf(k Kind) dinoShape {
	switch k {
	case Tyrannosaurus:
		return dinoShape{
			tail: "M -0.16 0.2 C -0.12 0.5 -0.04 0.74 0.04 0.92 C 0.1 0.7 0.14 0.5 0.16 0.2 Z",
			legW: 0.13,
			legs: [][]float64{{-0.16, 0.18, -0.38, 0.3, -0.34, 0.52, -0.42, 0.56}, {-0.14, -0.16, -0.28, -0.12, -0.32, -0.04}},
			body: [3]float64{0.02, 0.25, 0.36},
			head: "M -0.16 -0.26 C -0.3 -0.42 -0.3 -0.72 -0.16 -0.86 C -0.08 -0.94 0.08 -0.94 0.16 -0.86 C 0.3 -0.72 0.3 -0.42 0.16 -0.26 Z",
			eyes: [2]float64{-0.15, -0.56},
			top: func(p pen) {
				p.path("M -0.14 -0.82 L -0.1 -0.76 M -0.04 -0.88 L -0.02 -0.82 M 0.14 -0.82 L 0.1 -0.76 M 0.04 -0.88 L 0.02 -0.82")
				p.dark(0.8)
			},
		}
	case Velociraptor:
		return dinoShape{
			tail: "M -0.08 0.2 C -0.08 0.5 -0.02 0.74 0 0.94 C 0.02 0.74 0.08 0.5 0.08 0.2 Z",
			legW: 0.09,
			legs: [][]float64{{-0.1, 0.16, -0.3, 0.26, -0.28, 0.46, -0.36, 0.5}, {-0.1, -0.16, -0.28, -0.16, -0.36, -0.28, -0.42, -0.26}},
			body: [3]float64{0.0, 0.16, 0.3},
			head: "M -0.08 -0.26 C -0.12 -0.44 -0.14 -0.6 -0.1 -0.72 C -0.06 -0.84 0.06 -0.84 0.1 -0.72 C 0.14 -0.6 0.12 -0.44 0.08 -0.26 Z",
			eyes: [2]float64{-0.08, -0.56},
		}
	case Pterosaur:
		return dinoShape{
			tail: "M -0.04 0.2 L 0 0.5 L 0.04 0.2 Z",
			legW: 0.07,
			legs: [][]float64{{-0.08, 0.2, -0.16, 0.4}},
			body: [3]float64{0.04, 0.12, 0.24},
			head: "M -0.08 -0.16 C -0.14 -0.32 -0.1 -0.46 -0.04 -0.52 L 0 -0.92 L 0.04 -0.52 C 0.1 -0.46 0.14 -0.32 0.08 -0.16 Z",
			eyes: [2]float64{-0.06, -0.38},
			under: func(p pen) {
				for _, sx := range [...]float64{-1, 1} {
					p.path(fmt.Sprintf("M %g -0.14 L %g -0.32 C %g -0.2 %g 0.0 %g 0.28 C %g 0.16 %g 0.16 %g 0.22 Z",
						0.06*sx, 0.92*sx, 0.8*sx, 0.6*sx, 0.64*sx, 0.46*sx, 0.28*sx, 0.1*sx))
					p.solid()
					p.path(fmt.Sprintf("M %g -0.12 L %g -0.28", 0.16*sx, 0.8*sx))
					p.line(0.8)
				}
			},
		}
	case Stegosaurus:
		return dinoShape{
			tail: "M -0.14 0.3 C -0.1 0.56 -0.04 0.76 0 0.9 C 0.04 0.76 0.1 0.56 0.14 0.3 Z",
			legW: 0.14,
			legs: [][]float64{{-0.2, 0.28, -0.36, 0.38}, {-0.2, -0.22, -0.36, -0.3}},
			body: [3]float64{0.04, 0.26, 0.4},
			head: "M -0.07 -0.32 C -0.1 -0.5 -0.1 -0.66 -0.06 -0.74 C -0.02 -0.8 0.02 -0.8 0.06 -0.74 C 0.1 -0.66 0.1 -0.5 0.07 -0.32 Z",
			eyes: [2]float64{-0.06, -0.62},
			under: func(p pen) {
				// Tail spikes.
				p.path("M -0.06 0.74 L -0.3 0.7 L -0.06 0.66 Z M -0.08 0.6 L -0.32 0.52 L -0.08 0.52 Z M 0.06 0.74 L 0.3 0.7 L 0.06 0.66 Z M 0.08 0.6 L 0.32 0.52 L 0.08 0.52 Z")
				p.solid()
			},
			over: func(p pen) {
				// Plates along the back, alternating sides.
				for i, y := range [...]float64{-0.26, -0.06, 0.14, 0.34} {
					x := 0.08 * float64(1-2*(i%2))
					p.path(fmt.Sprintf("M %g %g L %g %g L %g %g L %g %g Z", x, y-0.13, x+0.15, y, x, y+0.13, x-0.15, y))
					p.shaded()
				}
			},
		}
	case Triceratops:
		return dinoShape{
			tail: "M -0.14 0.3 C -0.1 0.56 -0.04 0.76 0 0.88 C 0.04 0.76 0.1 0.56 0.14 0.3 Z",
			legW: 0.15,
			legs: [][]float64{{-0.22, 0.3, -0.38, 0.4}, {-0.22, -0.1, -0.38, -0.16}},
			body: [3]float64{0.1, 0.28, 0.38},
			head: "M -0.16 -0.3 C -0.2 -0.5 -0.14 -0.7 0 -0.76 C 0.14 -0.7 0.2 -0.5 0.16 -0.3 Z",
			eyes: [2]float64{-0.1, -0.5},
			over: func(p pen) {
				// The frill, a fan behind the head, and three horns.
				p.path("M -0.46 -0.1 C -0.56 -0.34 -0.46 -0.52 -0.3 -0.5 L 0.3 -0.5 C 0.46 -0.52 0.56 -0.34 0.46 -0.1 C 0.2 -0.2 -0.2 -0.2 -0.46 -0.1 Z")
				p.shaded()
				p.path("M -0.12 -0.56 L -0.2 -0.9 L -0.04 -0.6 Z M 0.12 -0.56 L 0.2 -0.9 L 0.04 -0.6 Z M -0.04 -0.72 L 0 -0.92 L 0.04 -0.72 Z")
				p.solid()
			},
		}
	case Brontosaurus:
		return dinoShape{
			tail: "M -0.14 0.34 C -0.12 0.6 -0.2 0.8 -0.1 0.94 C 0.0 0.8 0.08 0.6 0.14 0.34 Z",
			legW: 0.16,
			legs: [][]float64{{-0.2, 0.3, -0.34, 0.38}, {-0.2, -0.06, -0.34, -0.12}},
			body: [3]float64{0.14, 0.26, 0.32},
			head: "M -0.08 -0.12 C -0.1 -0.4 -0.08 -0.6 -0.1 -0.74 C -0.12 -0.86 0.12 -0.86 0.1 -0.74 C 0.08 -0.6 0.1 -0.4 0.08 -0.12 Z",
			eyes: [2]float64{-0.06, -0.76},
		}
	}
	return dinoShape{}
}

// dino draws a dinosaur from above, or reports false for a kind that is not one.
func dino(p pen, k Kind) bool {
	d := dinoOf(k)
	if d.body[1] == 0 {
		return false
	}
	if d.under != nil {
		d.under(p)
	}
	p.path(d.tail)
	p.solid()
	var legs [][]float64
	for _, l := range d.legs {
		m := make([]float64, len(l))
		for i := range l {
			m[i] = l[i]
			if i%2 == 0 {
				m[i] = -l[i]
			}
		}
		legs = append(legs, l, m)
	}
	p.limbs(d.legW, legs...)
	draw.Ellipse(p.s, 0, d.body[0], d.body[1], d.body[2])
	p.solid()
	if d.over != nil {
		d.over(p)
	}
	p.path(d.head)
	p.solid()
	if d.top != nil {
		d.top(p)
	}
	for _, sx := range [...]float64{-1, 1} {
		draw.Circle(p.s, sx*d.eyes[0], d.eyes[1], 0.035)
		p.spot()
	}
	return true
}

// egg is a speckled egg.
func egg(p pen) {
	p.path("M 0 -0.72 C 0.34 -0.72 0.52 -0.12 0.5 0.2 C 0.48 0.56 0.26 0.74 0 0.74 C -0.26 0.74 -0.48 0.56 -0.5 0.2 C -0.52 -0.12 -0.34 -0.72 0 -0.72 Z")
	p.solid()
	for _, s := range [...][3]float64{{-0.2, -0.3, 0.05}, {0.14, -0.12, 0.07}, {-0.24, 0.24, 0.06}, {0.22, 0.38, 0.05}, {0.0, 0.12, 0.04}, {0.06, -0.48, 0.04}} {
		draw.Circle(p.s, s[0], s[1], s[2])
		p.shadeFill()
	}
}
