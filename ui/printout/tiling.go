package printout

import (
	"fmt"
	"math"

	"oddboards/boards/draw"
)

// tiling is where a board print puts the board: the tiled area of each sheet, the
// columns and rows of sheets, and the board's labelled box in the plane they tile.
type tiling struct {
	area       frame   // the tiled (or, on one sheet, the board's) area of a sheet
	header     float64 // the bottom of the header text
	cols, rows int
	overlap    float64
	offX, offY float64 // the labelled box's corner in the plane (sheet 1's area at 0, 0)
	w, h       float64 // the labelled box: the board's bounding box and its labels' room
	k          float64 // mm per board unit
}

// origin is sheet i's tiled plane origin on the paper.
func (t *tiling) origin(i int) (x, y float64) {
	row, col := i/t.cols, i%t.cols
	return t.area.x - float64(col)*(t.area.w-t.overlap), t.area.y - float64(row)*(t.area.h-t.overlap)
}

// maxSheets is the most sheets a true-size board may be tiled across; a larger print is
// refused with the largest cell size that fits (a 500 mm Antarctic board would need
// thousands of sheets and minutes to draw).
const maxSheets = 200

// cropRoom is kept clear above and below a tiled area for its crop marks (they reach
// 6 mm beyond its corners).
const cropRoom = 7.0

func (o Options) paperName() string {
	name := o.defaults().Paper.Name
	if o.Landscape {
		name += " landscape"
	}
	return name
}

// thousands writes n with thousands separators: 2,340.
func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// tiles is how many pages of length avail, overlapping by ov, cover length total.
func tiles(total, avail, ov float64) int {
	if total <= avail+1e-9 {
		return 1
	}
	return int(math.Ceil((total - ov) / (avail - ov) * (1 - 1e-12)))
}

// mask paints the paper white outside the area (to well beyond the page), so a tile
// shows only its part of the board. Vector files keep the hidden parts underneath.
func mask(s draw.Surface, a frame, pw, ph float64) {
	const far = 2000
	draw.Rect(s, -far, -far, pw+2*far, a.y+far)                 // above
	draw.Rect(s, -far, a.y+a.h, pw+2*far, ph+far-(a.y+a.h)+far) // below
	draw.Rect(s, -far, a.y, a.x+far, a.h)                       // left
	draw.Rect(s, a.x+a.w, a.y, pw+far-(a.x+a.w), a.h)           // right
	s.Fill(white)
}

// regMarks draws registration crosses in the overlap bands on either side of sheet (row,
// col), in the tiled plane's coordinates (origin ox, oy; the board's labelled box at offX,
// offY in it, bw × bh), so the same crosses appear on both sheets that share a band. Only
// this sheet's bands are drawn, and only their crosses inside its area.
func regMarks(s draw.Surface, ox, oy, offX, offY, bw, bh float64, a frame, row, col, rows, cols int, ov float64) {
	const r = 3.0
	cross := func(x, y float64) {
		if x < a.x-r || x > a.x+a.w+r || y < a.y-r || y > a.y+a.h+r {
			return
		}
		draw.Circle(s, x, y, r*0.6)
		s.MoveTo(x-r, y)
		s.LineTo(x+r, y)
		s.MoveTo(x, y-r)
		s.LineTo(x, y+r)
		s.Stroke(black, 0.2)
	}
	along := func(length float64) []float64 {
		n := max(2, int(length/60)+1)
		var out []float64
		for i := 0; i < n; i++ {
			out = append(out, length*(float64(i)+0.5)/float64(n))
		}
		return out
	}
	for _, c := range []int{col, col + 1} {
		if c < 1 || c >= cols {
			continue
		}
		x := ox + float64(c)*(a.w-ov) + ov/2
		for _, y := range along(bh) {
			cross(x, oy+offY+y)
		}
	}
	for _, rw := range []int{row, row + 1} {
		if rw < 1 || rw >= rows {
			continue
		}
		y := oy + float64(rw)*(a.h-ov) + ov/2
		for _, x := range along(bw) {
			cross(ox+offX+x, y)
		}
	}
}

// tileMarks draws the printable area's corners as crop marks and a thin dashed line where
// the neighbouring sheets' parts begin (the overlap), with a note on what to do.
func tileMarks(s draw.Surface, a frame, row, col, rows, cols int, ov float64) {
	const l = 4
	for _, c := range [][2]float64{{a.x, a.y}, {a.x + a.w, a.y}, {a.x, a.y + a.h}, {a.x + a.w, a.y + a.h}} {
		dx, dy := l, l
		if c[0] > a.x {
			dx = -l
		}
		if c[1] > a.y {
			dy = -l
		}
		s.MoveTo(c[0]-float64(dx)/2, c[1])
		s.LineTo(c[0]-float64(dx)*1.5, c[1])
		s.MoveTo(c[0], c[1]-float64(dy)/2)
		s.LineTo(c[0], c[1]-float64(dy)*1.5)
	}
	s.Stroke(black, 0.25)
	dashed := func(x0, y0, x1, y1 float64) {
		d := math.Hypot(x1-x0, y1-y0)
		n := int(d / 3)
		for i := 0; i < n; i += 2 {
			t0, t1 := float64(i)/float64(n), float64(i+1)/float64(n)
			s.MoveTo(x0+(x1-x0)*t0, y0+(y1-y0)*t0)
			s.LineTo(x0+(x1-x0)*t1, y0+(y1-y0)*t1)
		}
		s.Stroke(faint, 0.25)
	}
	if col > 0 {
		dashed(a.x+ov, a.y, a.x+ov, a.y+a.h)
	}
	if col < cols-1 {
		dashed(a.x+a.w-ov, a.y, a.x+a.w-ov, a.y+a.h)
	}
	if row > 0 {
		dashed(a.x, a.y+ov, a.x+a.w, a.y+ov)
	}
	if row < rows-1 {
		dashed(a.x, a.y+a.h-ov, a.x+a.w, a.y+a.h-ov)
	}
}

// scaleBar draws a 50 mm bar to check that the printer did not scale the page.
func scaleBar(s draw.Surface, x, y float64) {
	const l = 50
	s.MoveTo(x, y)
	s.LineTo(x+l, y)
	for i := 0; i <= 5; i++ {
		h := 1.2
		if i%5 == 0 {
			h = 2
		}
		s.MoveTo(x+float64(i)*10, y-h)
		s.LineTo(x+float64(i)*10, y)
	}
	s.Stroke(ink, 0.25)
	s.Text("50 mm: measure this bar to check the print is at 100 %", x+l+3, y-1, 2.6, ink, draw.Anchor{Y: 0.5}, false)
}
