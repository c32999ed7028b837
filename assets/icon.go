package assets

import (
	"image"
	"math"

	"oddboards/boards/draw"
)

// drawIcon draws the app icon: a dark tile holding the three board shapes the games are
// played on (a square, a triangle and a hexagon) in board colours.
func drawIcon(size int) *image.RGBA {
	r := draw.NewRaster(size, size, nil)
	s := float64(size)
	draw.RoundRect(r, s*0.04, s*0.04, s*0.92, s*0.92, s*0.18)
	r.FillStroke(draw.RGB(0x2f, 0x33, 0x3a), draw.RGB(0x1a, 0x1c, 0x20), s*0.02)
	light, dark := draw.RGB(0xf0, 0xd9, 0xb5), draw.RGB(0xb5, 0x88, 0x63)
	edge := draw.RGB(0x2a, 0x1c, 0x10)
	// a 2×2 chequer, upper left
	q := s * 0.17
	x0, y0 := s*0.14, s*0.14
	for i := 0; i < 2; i++ {
		for j := 0; j < 2; j++ {
			draw.Rect(r, x0+float64(i)*q, y0+float64(j)*q, q, q)
			if (i+j)%2 == 0 {
				r.Fill(light)
			} else {
				r.Fill(dark)
			}
		}
	}
	draw.Rect(r, x0, y0, 2*q, 2*q)
	r.Stroke(edge, s*0.015)
	// a triangle, upper right
	tx, ty, ts := s*0.72, s*0.15, s*0.36
	draw.Poly(r, tx, ty, tx+ts/2, ty+ts*math.Sqrt(3)/2, tx-ts/2, ty+ts*math.Sqrt(3)/2)
	r.FillStroke(light, edge, s*0.015)
	// a hexagon below
	hx, hy, hr := s*0.5, s*0.68, s*0.22
	var xy []float64
	for k := 0; k < 6; k++ {
		a := math.Pi/6 + float64(k)*math.Pi/3
		xy = append(xy, hx+hr*math.Cos(a), hy+hr*math.Sin(a))
	}
	draw.Poly(r, xy...)
	r.FillStroke(dark, edge, s*0.015)
	draw.Circle(r, hx, hy, hr*0.42)
	r.FillStroke(draw.RGB(0xfa, 0xfa, 0xfa), edge, s*0.012)
	return r.Image()
}
