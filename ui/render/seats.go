package render

import (
	"fmt"
	"image/color"
	"math"

	"oddboards/boards/draw"
	"oddboards/pieces"
)

// SeatBars is each seat's share of the wins in a series of games, one bar a seat, with
// its 95% interval and the share every seat would have if none were favoured.
type SeatBars struct {
	Names   []string
	Colours []string  // the seats' colour names
	Shares  []float64 // 0 to 1
	Lo, Hi  []float64 // the intervals
	Fair    float64   // the even share, drawn as a line across the bars
}

// DrawSeatBars draws sb in a w × h area: a row a seat, its name, its bar in its colour
// (edged, so that a black-and-white print still reads), the interval as a whisker and
// the share written beside it.
func DrawSeatBars(s draw.Surface, sb SeatBars, w, h float64) {
	draw.Rect(s, 0, 0, w, h)
	s.Fill(draw.RGB(0xff, 0xff, 0xff))
	n := len(sb.Shares)
	if n == 0 {
		return
	}
	row := h / float64(n)
	text := math.Max(9, math.Min(row*0.45, 15))
	left, right := w*0.24, w*0.30 // the names, and the figures
	plot := w - left - right
	top := 0.0
	for _, v := range sb.Hi {
		top = math.Max(top, v)
	}
	top = math.Min(1, math.Ceil(math.Max(top, sb.Fair)*10+0.5)/10) // the next tenth at least 0.05 above the highest
	x := func(v float64) float64 { return left + plot*v/top }
	line := math.Max(0.6, h/300)
	for q := range n {
		y := float64(q) * row
		mid := y + row/2
		s.Text(sb.Names[q], left-text*0.5, mid, text, graphEdge, draw.Anchor{X: 1, Y: 0.5}, false)
		draw.Rect(s, left, y+row*0.2, x(sb.Shares[q])-left, row*0.6)
		s.FillStroke(pieces.PlayerColours(sb.Colours[q]).Fill, graphEdge, line)
		// the interval: a line with ends, haloed in white so it shows on a dark bar
		lo, hi := x(sb.Lo[q]), x(sb.Hi[q])
		for pass, col := range []color.Color{draw.RGB(0xff, 0xff, 0xff), graphEdge} {
			s.MoveTo(lo, mid)
			s.LineTo(hi, mid)
			for _, e := range []float64{lo, hi} {
				s.MoveTo(e, mid-row*0.15)
				s.LineTo(e, mid+row*0.15)
			}
			s.Stroke(col, line*(3.6-2*float64(pass)))
		}
		label := fmt.Sprintf("%.0f%% (%.0f–%.0f)", 100*sb.Shares[q], 100*sb.Lo[q], 100*sb.Hi[q])
		s.Text(label, w-right+text*0.5, mid, text, graphEdge, draw.Anchor{X: 0, Y: 0.5}, false)
	}
	// the even share, dashed from top to bottom
	fx := x(sb.Fair)
	for y := 0.0; y < h; y += text {
		s.MoveTo(fx, y)
		s.LineTo(fx, math.Min(h, y+text*0.55))
	}
	s.Stroke(graphCurrent, line*2)
	s.MoveTo(left, 0)
	s.LineTo(left, h)
	s.Stroke(graphEdge, line)
}
