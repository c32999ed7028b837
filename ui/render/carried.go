package render

import (
	"image"
	"math"

	"oddboards/boards/draw"
	"oddboards/pieces"
)

// Carried draws a piece carried under the pointer on a transparent w×h image (about
// square), turned with the board by turn degrees. facings, when the player will be
// asked which way the piece lands, are drawn as arrows round it.
func Carried(fonts *draw.Fonts, sc *Scene, p pieces.Piece, w, h int, turn float64, facings []int16) image.Image {
	r := draw.NewRaster(w, h, fonts)
	cx, cy, size := float64(w)/2, float64(h)/2, float64(w)*0.95
	if len(facings) > 0 {
		size *= 0.8 // room for the arrows round it
	}
	DrawPiece(r, sc, p, cx, cy, size, turn)
	for _, f := range facings {
		a := -(float64(f) + turn) * math.Pi / 180 // the surface's y grows downward
		ux, uy := math.Cos(a), math.Sin(a)
		tip, base, half := float64(w)*0.49, float64(w)*0.40, float64(w)*0.07
		draw.Poly(r, cx+ux*tip, cy+uy*tip,
			cx+ux*base-uy*half, cy+uy*base+ux*half,
			cx+ux*base+uy*half, cy+uy*base-ux*half)
		r.FillStroke(draw.RGB(0xf0, 0xc0, 0x20), draw.RGB(0x30, 0x20, 0x00), math.Max(1, float64(w)*0.012))
	}
	return r.Image()
}
