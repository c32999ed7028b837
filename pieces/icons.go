package pieces

import (
	"image/color"
	"math"
	"strconv"
	"strings"

	"oddboards/boards/draw"
)

// Colours of one player's pieces.
type Colours struct{ Fill, Outline, Detail color.Color } // Detail: eyes, inner lines, contrasting with Fill

// playerColours is the palette: fill, outline, detail. Detail is dark on light fills and
// light on dark ones, so inner lines always read. Every outline is near-black, so every
// piece's silhouette stands out on every board shade; the fills are kept apart from the
// board's shades and from each other (TestPaletteContrast in ui/render checks both).
// Tan was a sandy e2ca98, a ΔE (CIEDE2000) of 5 from the cream squares and 10 from the tan
// ones: it is now a pale khaki, 9 and 16, and outlined more heavily (outlineWeight), since
// no tan can stand far from a wooden board. Brown was 8a552c, 19 from the brown squares:
// it is now a darker chestnut 6a3416, 31, dark enough to be its own silhouette.
var playerColours = map[string][3]color.RGBA{
	"white": {draw.RGB(0xf8, 0xf6, 0xf0), draw.RGB(0x1c, 0x1c, 0x1c), draw.RGB(0x1c, 0x1c, 0x1c)},
	"black": {draw.RGB(0x2b, 0x2b, 0x2b), draw.RGB(0x08, 0x08, 0x08), draw.RGB(0xe4, 0xe0, 0xd8)},
	"red":   {draw.RGB(0xd2, 0x3a, 0x2e), draw.RGB(0x24, 0x0a, 0x08), draw.RGB(0xff, 0xec, 0xe4)},
	"blue":  {draw.RGB(0x2f, 0x5f, 0xc8), draw.RGB(0x08, 0x10, 0x26), draw.RGB(0xe8, 0xf0, 0xff)},
	"gold":  {draw.RGB(0xf2, 0xc2, 0x3a), draw.RGB(0x2a, 0x1e, 0x04), draw.RGB(0x3a, 0x28, 0x04)},
	"cyan":  {draw.RGB(0x46, 0xcc, 0xdc), draw.RGB(0x04, 0x20, 0x26), draw.RGB(0x04, 0x26, 0x2c)},
	"brown": {draw.RGB(0x6a, 0x34, 0x16), draw.RGB(0x14, 0x08, 0x02), draw.RGB(0xf6, 0xe2, 0xc8)},
	"green": {draw.RGB(0x3c, 0x9a, 0x48), draw.RGB(0x06, 0x1c, 0x08), draw.RGB(0xe8, 0xff, 0xe8)},
	"tan":   {draw.RGB(0xd8, 0xd4, 0xa0), draw.RGB(0x1a, 0x14, 0x08), draw.RGB(0x3a, 0x2a, 0x10)},
	"grey":  {draw.RGB(0x9c, 0x9c, 0x9c), draw.RGB(0x14, 0x14, 0x14), draw.RGB(0x14, 0x14, 0x14)},
	// two more greys, for black-and-white prints of games with three or more players
	"silver": {draw.RGB(0xd4, 0xd4, 0xd4), draw.RGB(0x14, 0x14, 0x14), draw.RGB(0x14, 0x14, 0x14)},
	"slate":  {draw.RGB(0x5e, 0x5e, 0x5e), draw.RGB(0x08, 0x08, 0x08), draw.RGB(0xf0, 0xf0, 0xf0)},
}

// PlayerColours returns the colours for a player colour name: "white", "black", "red", "blue",
// "gold", "cyan", "brown", "green", "tan", "grey", and for prints "silver" and "slate"
// (unknown names get grey). OutColour(name) gets name's colours faded (see Draw).
func PlayerColours(name string) Colours {
	name, _ = splitMark(name)
	base, out := strings.CutPrefix(name, outPrefix)
	c, ok := playerColours[base]
	if !ok {
		c = playerColours["grey"]
	}
	if out {
		return Colours{Fill: fade(c[0], outFill), Outline: fade(c[1], outLine), Detail: fade(c[2], outLine)}
	}
	return Colours{Fill: c[0], Outline: c[1], Detail: c[2]}
}

// outPrefix marks a colour name as a player's who is out.
const outPrefix = "out:"

// The opacity of an out player's fills and lines.
const (
	outFill = 0x60
	outLine = 0x90
)

// OutColour is the colour name to draw the pieces of a player of colour name who is out
// of the game: Draw draws them in the player's own hue but see-through, struck through
// with a bar of the player's colour, so they read as out and as whose they were.
func OutColour(name string) string { return outPrefix + name }

func fade(c color.RGBA, a uint8) color.NRGBA { return color.NRGBA{c.R, c.G, c.B, a} }

// outlineWidth is the outline's width as a fraction of the icon's box.
const outlineWidth = 1.0 / 28

// lineWidth is the outline width of colour name in the unit box. Tan's fill is close to
// the board's squares: its outline is heavier, so that its silhouettes still read.
func lineWidth(name string) float64 {
	w := 1.0
	if base, _ := splitMark(strings.TrimPrefix(name, outPrefix)); base == "tan" {
		w = 1.5
	}
	return 2 * outlineWidth * w
}

// Draw draws p centred on (cx, cy) to fit a size×size box on s, in the colours of the named
// player colour. A piece with p.Facing != NoFacing is drawn turned so that it looks toward
// Facing (degrees counter-clockwise from east, 90 = up the page; y is down on the surface,
// so turn by -(Facing-90) degrees in surface terms); otherwise upright.
// badge, if not "", is the kind's notation letters in its game (rules.Kinds), drawn in a
// small badge at the lower right.
// An OutColour draws the piece of a player who is out: see-through and struck through.
func Draw(s draw.Surface, p Piece, colour string, cx, cy, size float64, badge string) {
	if p.Kind == None || p.Kind >= numKinds || size <= 0 {
		return
	}
	c := PlayerColours(colour)
	s.Push()
	s.Translate(cx, cy)
	if p.Facing != NoFacing {
		s.Rotate(-float64(p.Facing-90) * math.Pi / 180)
	}
	// The icon is designed in a unit box, x and y in −1..1, y down, looking up the page.
	s.Scale(size/2, size/2)
	pn := pen{s: s, c: c, lw: lineWidth(colour)}
	drawKind(pn, p.Kind)
	s.Pop()
	if badge != "" {
		s.Push()
		s.Translate(cx, cy)
		s.Scale(size/2, size/2)
		drawBadge(pen{s: s, c: c, lw: lineWidth(colour) * 0.7}, badge, badgeScale(size))
		s.Pop()
	}
	if _, mark := splitMark(colour); mark != "" {
		s.Push()
		s.Translate(cx, cy)
		s.Scale(size/2, size/2)
		drawMark(s, mark, -0.74, -0.74, 0.2)
		s.Pop()
	}
	if base, out := strings.CutPrefix(colour, outPrefix); out {
		// struck through, lower left to upper right, whichever way the piece faces
		s.Push()
		s.Translate(cx, cy)
		s.Scale(size/2, size/2)
		pen{s: s, c: PlayerColours(base), lw: lineWidth(base)}.limbs(0.13, []float64{-0.78, 0.78, 0.78, -0.78})
		s.Pop()
	}
}

// Marks are the shapes Marked may add to a colour, in the order prints hand them out.
func Marks() []string {
	return []string{"dot", "ring", "triangle", "square", "diamond", "cross"}
}

// Marked names colour with mark (one of Marks, or "" for none): Draw adds the mark, a
// black shape edged in white, in the piece's upper left corner. Black-and-white prints
// mark the armies whose greys are close, since greys alone do not tell four or more
// armies apart on paper.
func Marked(colour, mark string) string {
	if mark == "" {
		return colour
	}
	return colour + "/" + mark
}

// splitMark is the colour name and the mark of a Marked name.
func splitMark(name string) (colour, mark string) {
	colour, mark, _ = strings.Cut(name, "/")
	return colour, mark
}

// MarkOf is the mark of a Marked colour name, "" for none.
func MarkOf(name string) string {
	_, m := splitMark(name)
	return m
}

// drawMark draws mark centred on (cx, cy), about 2r across: black, edged in white, so
// it reads on every piece and every square.
func drawMark(s draw.Surface, mark string, cx, cy, r float64) {
	ink, edge := draw.RGB(0, 0, 0), draw.RGB(0xff, 0xff, 0xff)
	switch mark {
	case "dot":
		draw.Circle(s, cx, cy, r)
	case "ring":
		draw.Circle(s, cx, cy, r)
		s.Stroke(edge, r)
		draw.Circle(s, cx, cy, r)
		s.Stroke(ink, r*0.45)
		return
	case "triangle":
		draw.Poly(s, cx, cy-r*1.1, cx+r*1.1, cy+r*0.8, cx-r*1.1, cy+r*0.8)
	case "square":
		draw.Rect(s, cx-r*0.85, cy-r*0.85, r*1.7, r*1.7)
	case "diamond":
		draw.Poly(s, cx, cy-r*1.2, cx+r*1.2, cy, cx, cy+r*1.2, cx-r*1.2, cy)
	case "cross":
		w := r * 0.4
		draw.Poly(s, cx-w, cy-r*1.1, cx+w, cy-r*1.1, cx+w, cy-w, cx+r*1.1, cy-w, cx+r*1.1, cy+w, cx+w, cy+w,
			cx+w, cy+r*1.1, cx-w, cy+r*1.1, cx-w, cy+w, cx-r*1.1, cy+w, cx-r*1.1, cy-w, cx-w, cy-w)
	default:
		return
	}
	s.FillStroke(ink, edge, r/4)
}

// Swatch draws a disc in the colours of colour, its mark large in the middle, centred on
// (cx, cy) and size across: an army's sample in a print's legend.
func Swatch(s draw.Surface, colour string, cx, cy, size float64) {
	c := PlayerColours(colour)
	s.Push()
	s.Translate(cx, cy)
	s.Scale(size/2, size/2)
	draw.Circle(s, 0, 0, 0.92)
	s.FillStroke(c.Fill, c.Outline, lineWidth(colour)*1.5)
	if m := MarkOf(colour); m != "" {
		drawMark(s, m, 0, 0, 0.42)
	}
	s.Pop()
}

// drawBadge draws code in a small rounded box in the lower right corner of the unit box.
func drawBadge(p pen, code string, k float64) {
	if code == "" {
		return
	}
	h := 0.4 * k
	w := (0.14 + 0.25*float64(len(code))) * k
	x, y := 0.97-w, 0.97-h
	draw.RoundRect(p.s, x, y, w, h, 0.1*k)
	p.s.FillStroke(p.c.Fill, p.c.Outline, p.lw)
	p.s.Text(code, x+w/2, y+h/2, 0.27*k, p.c.Detail, draw.Centre, true)
}

// minBadgeText is the least height of a badge's letters, in surface units (pixels on
// screen): a smaller piece gets a larger badge for its size, so that the code still
// reads on a board of many small cells (Antarctic Chess's 295 hexes for seven players).
const minBadgeText = 7.5

// badgeScale is how much larger than its usual size a piece of size draws its badge:
// enough for minBadgeText, but never wider than the piece.
func badgeScale(size float64) float64 {
	return min(2.2, max(1, minBadgeText/(0.27*size/2)))
}

// pen draws in the current unit box with one player's colours. lw is the outline width
// in the current units; at keeps it constant on screen when a part is drawn smaller.
type pen struct {
	s  draw.Surface
	c  Colours
	lw float64
}

// solid fills the current path with the fill colour and outlines it.
func (p pen) solid() { p.s.FillStroke(p.c.Fill, p.c.Outline, p.lw) }

// shaded fills the current path with the shade colour and outlines it.
func (p pen) shaded() { p.s.FillStroke(p.shade(), p.c.Outline, p.lw) }

// line strokes the current path in the detail colour, k times the outline's width.
func (p pen) line(k float64) { p.s.Stroke(p.c.Detail, p.lw*k) }

// dark strokes the current path in the outline colour, k times the outline's width.
func (p pen) dark(k float64) { p.s.Stroke(p.c.Outline, p.lw*k) }

// spot fills the current path in the detail colour.
func (p pen) spot() { p.s.Fill(p.c.Detail) }

// shadeFill fills the current path in the shade colour, without outline.
func (p pen) shadeFill() { p.s.Fill(p.shade()) }

// shade is the fill colour a third of the way to the detail colour: stripes and spots.
func (p pen) shade() color.Color { return mix(p.c.Fill, p.c.Detail, 0.35) }

// at draws f with the unit box moved to (x, y) and scaled by k; flip mirrors it left-right.
func (p pen) at(x, y, k float64, flip bool, f func(pen)) {
	p.s.Push()
	p.s.Translate(x, y)
	sx := k
	if flip {
		sx = -k
	}
	p.s.Scale(sx, k)
	f(pen{s: p.s, c: p.c, lw: p.lw / k})
	p.s.Pop()
}

// turned draws f rotated by deg degrees clockwise (on the page) about (x, y).
func (p pen) turned(x, y, deg float64, f func(pen)) {
	p.s.Push()
	p.s.Translate(x, y)
	p.s.Rotate(deg * math.Pi / 180)
	p.s.Translate(-x, -y)
	f(p)
	p.s.Pop()
}

// limbs draws thick outlined strokes (legs, arms, barrels) of width w through each
// polyline, outlines first so that joints merge.
func (p pen) limbs(w float64, lines ...[]float64) {
	for _, l := range lines {
		draw.Polyline(p.s, l...)
		p.s.Stroke(p.c.Outline, w+2*p.lw)
	}
	for _, l := range lines {
		draw.Polyline(p.s, l...)
		p.s.Stroke(p.c.Fill, w)
	}
}

// path adds an SVG-like path to the surface: absolute M, L, C (cubic), Q (quadratic) and
// Z commands, numbers separated by spaces or commas.
func (p pen) path(d string) {
	f := strings.FieldsFunc(d, func(r rune) bool { return r == ' ' || r == ',' || r == '\n' || r == '\t' })
	var cmd byte
	var x0, y0 float64 // current point, for Q
	num := func(i int) float64 {
		v, err := strconv.ParseFloat(f[i], 64)
		if err != nil {
			panic("pieces: bad icon path number " + f[i])
		}
		return v
	}
	for i := 0; i < len(f); {
		if c := f[i][0]; c >= 'A' && c <= 'Z' {
			cmd = c
			i++
			if cmd == 'Z' {
				p.s.ClosePath()
				continue
			}
		}
		switch cmd {
		case 'M':
			x0, y0 = num(i), num(i+1)
			p.s.MoveTo(x0, y0)
			cmd = 'L'
			i += 2
		case 'L':
			x0, y0 = num(i), num(i+1)
			p.s.LineTo(x0, y0)
			i += 2
		case 'C':
			x0, y0 = num(i+4), num(i+5)
			p.s.CubicTo(num(i), num(i+1), num(i+2), num(i+3), x0, y0)
			i += 6
		case 'Q':
			qx, qy, x, y := num(i), num(i+1), num(i+2), num(i+3)
			p.s.CubicTo(x0+2*(qx-x0)/3, y0+2*(qy-y0)/3, x+2*(qx-x)/3, y+2*(qy-y)/3, x, y)
			x0, y0 = x, y
			i += 4
		default:
			panic("pieces: bad icon path command in " + d)
		}
	}
}

// mix blends a toward b by t, in unpremultiplied colour; the opacity is a's, so a faded
// (OutColour) fill gives a faded blend.
func mix(a, b color.Color, t float64) color.Color {
	na := color.NRGBAModel.Convert(a).(color.NRGBA)
	nb := color.NRGBAModel.Convert(b).(color.NRGBA)
	m := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*(1-t) + float64(y)*t)) }
	return color.NRGBA{m(na.R, nb.R), m(na.G, nb.G), m(na.B, nb.B), na.A}
}
