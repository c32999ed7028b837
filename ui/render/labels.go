package render

import (
	"image/color"
	"math"
	"sync"
	"unicode"

	"oddboards/boards"
	"oddboards/boards/draw"
)

// Edge labels and zoomed-in coordinates.
//
// A board's edge labels are placed for a board seen square on: a file letter below and
// above its file, a rank number left and right of its rank. Turned by a multiple of 90°
// they keep their places. Turned by another angle (the snowflake by 60°) those places
// are the corners of a box that no longer frames the board, and an upright text box
// there may touch a cell: so each label is placed afresh, on the line of the cells it
// names, just clear of every cell, upright on the screen.
//
// Zoomed in, the edge labels are off the picture: each visible cell then carries its own
// name, small, in its top-left corner (on screen), where no piece is drawn. One rule for
// every geometry: a square's name reads like a ruler's mark, a hex's or a triangle's name
// is the only way to tell which of its zig-zag file it is, and a graph node gets its name
// beside it, off its disc.

// labelSize is the edge labels' text height in board units (times the layout's scale
// on the surface): sized by the cells, not the board unit, since a triangle's unit is
// its whole side.
func labelSize(b *boards.Board) float64 {
	return 0.32 * math.Min(1, b.Info(0).Size*1.3)
}

// labelHalf is the half width and half height, in board units, of the box an edge label
// of text str takes: a little wider than the bold face's figures, as tall as its capitals.
func labelHalf(str string, size float64) (hw, hh float64) {
	return 0.31 * size * float64(len([]rune(str))), 0.36 * size
}

// labelGap is the clear space, in board units, kept between a turned label and any cell.
const labelGap = 0.07

type labelKey struct {
	b    *boards.Board
	turn float64
}

var labelCache sync.Map // labelKey → []boards.Point

// labelSpots returns where each of b.Labels() is drawn, in board units, when the board is
// turned by turn degrees: the board's own places at multiples of 90°, else places found
// afresh (see above). The slice is shared: do not modify it.
func labelSpots(b *boards.Board, turn float64) []boards.Point {
	turn = math.Mod(math.Mod(turn, 360)+360, 360)
	if r := math.Mod(turn, 90); r < 1e-6 || 90-r < 1e-6 {
		spots := make([]boards.Point, len(b.Labels()))
		for i, lab := range b.Labels() {
			spots[i] = lab.At
		}
		return spots
	}
	key := labelKey{b, turn}
	if v, ok := labelCache.Load(key); ok {
		return v.([]boards.Point)
	}
	spots := placeLabels(b, turn)
	labelCache.Store(key, spots)
	return spots
}

// named returns the cells a label names: those whose name's letters (a file) or whose
// name's figures (a rank) are the label's text.
func named(b *boards.Board, text string) []boards.Cell {
	if text == "" {
		return nil
	}
	letters := unicode.IsLetter([]rune(text)[0])
	var out []boards.Cell
	for c := boards.Cell(0); int(c) < b.Len(); c++ {
		name := b.Info(c).Name
		i := 0
		for i < len(name) && unicode.IsLetter(rune(name[i])) {
			i++
		}
		if (letters && name[:i] == text) || (!letters && name[i:] == text) {
			out = append(out, c)
		}
	}
	return out
}

// placeLabels places b's labels for a turn that is not a multiple of 90°: each on the
// line through its own place along which the cells it names run (a file's up and down,
// a rank's across), level with the outermost of them, then moved out along that line
// until its upright box is clear of every cell and every label already placed.
func placeLabels(b *boards.Board, turn float64) []boards.Point {
	rad := turn * math.Pi / 180
	cos, sin := math.Cos(rad), math.Sin(rad)
	rot := func(p boards.Point) boards.Point {
		return boards.Point{X: p.X*cos - p.Y*sin, Y: p.X*sin + p.Y*cos}
	}
	unrot := func(p boards.Point) boards.Point {
		return boards.Point{X: p.X*cos + p.Y*sin, Y: -p.X*sin + p.Y*cos}
	}
	// the cells turned, once
	polys := make([][]boards.Point, b.Len())
	centres := make([]boards.Point, b.Len())
	reach := 0.0
	for c := boards.Cell(0); int(c) < b.Len(); c++ {
		info := b.Info(c)
		centres[c] = rot(info.Center)
		for _, p := range info.Poly {
			q := rot(p)
			polys[c] = append(polys[c], q)
			reach = math.Max(reach, q.Dist(centres[c]))
		}
	}
	size := labelSize(b)
	var placed [][4]float64 // boxes in the turned frame
	spots := make([]boards.Point, len(b.Labels()))
	for i, lab := range b.Labels() {
		hw, hh := labelHalf(lab.Text, size)
		cells := named(b, lab.Text)
		dir, start := boards.Point{}, lab.At
		switch len(cells) {
		case 0:
			// names no cell: keep it where the board put it
			spots[i] = lab.At
			continue
		case 1:
			dir = lab.At.Sub(b.Info(cells[0]).Center)
		default:
			var mean boards.Point
			for _, c := range cells {
				mean = mean.Add(b.Info(c).Center)
			}
			n := float64(len(cells))
			mean = boards.Point{X: mean.X / n, Y: mean.Y / n}
			var vx, vy float64
			for _, c := range cells {
				d := b.Info(c).Center.Sub(mean)
				vx += d.X * d.X
				vy += d.Y * d.Y
			}
			if vy >= vx {
				dir = boards.Point{Y: math.Copysign(1, lab.At.Y-mean.Y)}
			} else {
				dir = boards.Point{X: math.Copysign(1, lab.At.X-mean.X)}
			}
		}
		if d := math.Hypot(dir.X, dir.Y); d > 0 {
			dir = boards.Point{X: dir.X / d, Y: dir.Y / d}
		} else {
			dir = boards.Point{Y: -1}
		}
		// level with the outermost named cell
		far := math.Inf(-1)
		for _, c := range cells {
			far = math.Max(far, dot(b.Info(c).Center.Sub(lab.At), dir))
		}
		start = lab.At.Add(boards.Point{X: dir.X * far, Y: dir.Y * far})
		var spot boards.Point
		for step := 0; ; step++ {
			p := start.Add(boards.Point{X: dir.X * 0.03 * float64(step), Y: dir.Y * 0.03 * float64(step)})
			q := rot(p)
			box := [4]float64{q.X - hw - labelGap, q.Y - hh - labelGap, q.X + hw + labelGap, q.Y + hh + labelGap}
			if step > 400 || clearOf(box, polys, centres, reach, placed) {
				spot = unrot(q)
				placed = append(placed, [4]float64{q.X - hw, q.Y - hh, q.X + hw, q.Y + hh})
				break
			}
		}
		spots[i] = spot
	}
	return spots
}

func dot(a, b boards.Point) float64 { return a.X*b.X + a.Y*b.Y }

// clearOf reports whether the box (x0, y0, x1, y1) meets none of the polygons (each
// within reach of its centre) and none of the boxes placed.
func clearOf(box [4]float64, polys [][]boards.Point, centres []boards.Point, reach float64, placed [][4]float64) bool {
	for _, p := range placed {
		if box[0] < p[2] && p[0] < box[2] && box[1] < p[3] && p[1] < box[3] {
			return false
		}
	}
	for i, poly := range polys {
		c := centres[i]
		if c.X+reach < box[0] || c.X-reach > box[2] || c.Y+reach < box[1] || c.Y-reach > box[3] {
			continue
		}
		if boxMeetsPoly(box, poly) {
			return false
		}
	}
	return true
}

// boxMeetsPoly reports whether an upright box and a convex polygon overlap (separating
// axes: the box's two and the polygon's edge normals).
func boxMeetsPoly(box [4]float64, poly []boards.Point) bool {
	if len(poly) == 0 {
		return false
	}
	corners := [4]boards.Point{{X: box[0], Y: box[1]}, {X: box[2], Y: box[1]}, {X: box[2], Y: box[3]}, {X: box[0], Y: box[3]}}
	lo, hi := poly[0], poly[0]
	for _, p := range poly {
		lo = boards.Point{X: math.Min(lo.X, p.X), Y: math.Min(lo.Y, p.Y)}
		hi = boards.Point{X: math.Max(hi.X, p.X), Y: math.Max(hi.Y, p.Y)}
	}
	if hi.X <= box[0] || lo.X >= box[2] || hi.Y <= box[1] || lo.Y >= box[3] {
		return false
	}
	for i := range poly {
		a, b := poly[i], poly[(i+1)%len(poly)]
		n := boards.Point{X: a.Y - b.Y, Y: b.X - a.X}
		pmin, pmax := math.Inf(1), math.Inf(-1)
		for _, p := range poly {
			v := dot(p, n)
			pmin, pmax = math.Min(pmin, v), math.Max(pmax, v)
		}
		bmin, bmax := math.Inf(1), math.Inf(-1)
		for _, p := range corners {
			v := dot(p, n)
			bmin, bmax = math.Min(bmin, v), math.Max(bmax, v)
		}
		if pmax <= bmin || bmax <= pmin {
			return false
		}
	}
	return true
}

// drawEdgeLabels draws the board's edge labels where labelSpots puts them.
func drawEdgeLabels(s draw.Surface, sc *Scene, l Layout) {
	b := sc.Board
	size := l.Scale() * labelSize(b)
	spots := labelSpots(b, l.Turn)
	for i, lab := range b.Labels() {
		x, y := l.ToSurface(spots[i])
		s.Text(lab.Text, x, y, size, sc.Theme.Label, draw.Centre, true)
	}
}

// cellTag is a cell's name as a zoomed-in view shows it: its text's centre on the
// surface and its height.
type cellTag struct {
	Cell       boards.Cell
	Text       string
	X, Y, Size float64
}

// cellTagMin is the smallest tag height, in surface units, worth drawing.
const cellTagMin = 7

// cellTags lists the names of the cells a zoomed-in layout shows in its w×h box, each
// upright in its cell's top-left corner on the surface, clear of the piece (a piece
// covers about the middle nine tenths of its cell; its notation badge is bottom right,
// a Pothole mark bottom left). None when the layout is not zoomed in.
func cellTags(b *boards.Board, l Layout) []cellTag {
	if l.zoom <= 1 {
		return nil
	}
	var out []cellTag
	k := l.Scale()
	for c := boards.Cell(0); int(c) < b.Len(); c++ {
		info := b.Info(c)
		cx, cy := l.ToSurface(info.Center)
		r := info.Size * k
		if cx < -r || cy < -r || cx > l.W+r || cy > l.H+r {
			continue
		}
		size := r * 0.14
		if size < cellTagMin {
			continue
		}
		x, y, ok := 0.0, 0.0, false
		for try := 0; try < 4 && !ok && size >= cellTagMin; try++ {
			if try > 0 {
				size *= 0.85
			}
			hw, hh := labelHalf(info.Name, size)
			x, y, ok = tagSpot(b, l, info, hw, hh)
		}
		if !ok {
			continue
		}
		hw, hh := labelHalf(info.Name, size)
		if x+hw < 0 || y+hh < 0 || x-hw > l.W || y-hh > l.H {
			continue
		}
		out = append(out, cellTag{Cell: c, Text: info.Name, X: x, Y: y, Size: size})
	}
	return out
}

// tagSpot finds where in cell info a tag of half size hw×hh goes: pushed as far as the
// cell's polygon allows into its corner nearest the top left of the surface (a square's
// top-left corner; a hex's or a triangle's upper-left vertex), with a small inset, and
// far enough from the centre to keep off the piece's body. A graph node has no polygon
// to fill: its tag stands above and left of its piece.
func tagSpot(b *boards.Board, l Layout, info *boards.CellInfo, hw, hh float64) (x, y float64, ok bool) {
	cx, cy := l.ToSurface(info.Center)
	r := info.Size * l.Scale()
	if b.IsGraph() || len(info.Poly) < 3 {
		return cx - r*0.5 + hw, cy - r*0.5 - hh, true
	}
	poly := make([]boards.Point, len(info.Poly))
	for i, p := range info.Poly {
		poly[i].X, poly[i].Y = l.ToSurface(p)
	}
	// the directions to try: towards each vertex, the most top-left first, then straight
	// up-left and up
	type dir struct{ ux, uy, score float64 }
	var dirs []dir
	for _, p := range poly {
		dx, dy := p.X-cx, p.Y-cy
		n := math.Hypot(dx, dy)
		if n == 0 {
			continue
		}
		dirs = append(dirs, dir{dx / n, dy / n, -(dx+dy)/n - 0.001*(dx/n)})
	}
	for i := 1; i < len(dirs); i++ {
		for j := i; j > 0 && dirs[j].score > dirs[j-1].score; j-- {
			dirs[j], dirs[j-1] = dirs[j-1], dirs[j]
		}
	}
	dirs = append(dirs, dir{-math.Sqrt2 / 2, -math.Sqrt2 / 2, 0}, dir{0, -1, 0})
	inset := r * 0.04
	for _, d := range dirs {
		if d.score < -0.5 && d.score != 0 {
			continue // a vertex on the lower right: a tag there would read as the badge
		}
		best := -1.0
		for t := 0.0; t <= r; t += r / 96 {
			px, py := cx+d.ux*t, cy+d.uy*t
			if boxInside(px-hw-inset, py-hh-inset, px+hw+inset, py+hh+inset, poly) {
				best = t
			} else if best >= 0 {
				break
			}
		}
		if best < 0 {
			continue
		}
		px, py := cx+d.ux*best, cy+d.uy*best
		// the box's nearest point to the centre
		nx := math.Max(px-hw, math.Min(cx, px+hw))
		ny := math.Max(py-hh, math.Min(cy, py+hh))
		if math.Hypot(nx-cx, ny-cy) >= r*0.33 {
			return px, py, true
		}
	}
	return 0, 0, false
}

// boxInside reports whether every corner of the box lies inside the convex polygon.
func boxInside(x0, y0, x1, y1 float64, poly []boards.Point) bool {
	for _, p := range [4]boards.Point{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}} {
		if !insideConvex(p, poly) {
			return false
		}
	}
	return true
}

func insideConvex(p boards.Point, poly []boards.Point) bool {
	sign := 0.0
	for i := range poly {
		a, b := poly[i], poly[(i+1)%len(poly)]
		c := (b.X-a.X)*(p.Y-a.Y) - (b.Y-a.Y)*(p.X-a.X)
		if c == 0 {
			continue
		}
		if sign == 0 {
			sign = c
		} else if (c > 0) != (sign > 0) {
			return false
		}
	}
	return true
}

// drawCellTags draws the zoomed-in view's cell names.
func drawCellTags(s draw.Surface, sc *Scene, l Layout) {
	for _, tg := range cellTags(sc.Board, l) {
		s.Text(tg.Text, tg.X, tg.Y, tg.Size, tagColour(sc.Theme), draw.Centre, true)
	}
}

// tagColour is a cell name's ink: the frame's dark brown, a little transparent, reads on
// every light and dark shade of the themes and on a graph board's plate.
func tagColour(t Theme) color.Color {
	n := color.NRGBAModel.Convert(t.Frame).(color.NRGBA)
	n.A = 0xd0
	return n
}
