package draw

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image/color"
	"io"
	"math"
	"strconv"
	"strings"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// matrix is an affine transform: x' = A·x + C·y + E, y' = B·x + D·y + F.
// The vector back ends (SVG, PDF) keep their own transform stack and write every point
// already transformed, so a file holds exact page coordinates whatever the drawing's
// nesting of Translate, Rotate and Scale.
type matrix struct{ A, B, C, D, E, F float64 }

// identity is the transform that changes nothing.
var identity = matrix{A: 1, D: 1}

// Apply maps a point.
func (m matrix) Apply(x, y float64) (float64, float64) {
	return m.A*x + m.C*y + m.E, m.B*x + m.D*y + m.F
}

// then returns the transform that applies n first, then m (m·n).
func (m matrix) then(n matrix) matrix {
	return matrix{
		A: m.A*n.A + m.C*n.B,
		B: m.B*n.A + m.D*n.B,
		C: m.A*n.C + m.C*n.D,
		D: m.B*n.C + m.D*n.D,
		E: m.A*n.E + m.C*n.F + m.E,
		F: m.B*n.E + m.D*n.F + m.F,
	}
}

// Scale is how much the transform enlarges lengths (the geometric mean of its axes).
func (m matrix) Scale() float64 { return math.Sqrt(math.Abs(m.A*m.D - m.B*m.C)) }

// xform is the transform stack shared by the vector back ends.
type xform struct {
	m     matrix
	stack []matrix
}

func (t *xform) Push() { t.stack = append(t.stack, t.m) }
func (t *xform) Pop() {
	if n := len(t.stack); n > 0 {
		t.m, t.stack = t.stack[n-1], t.stack[:n-1]
	}
}
func (t *xform) Translate(x, y float64) { t.m = t.m.then(matrix{A: 1, D: 1, E: x, F: y}) }
func (t *xform) Rotate(a float64) {
	s, c := math.Sincos(a)
	t.m = t.m.then(matrix{A: c, B: s, C: -s, D: c})
}
func (t *xform) Scale(sx, sy float64) { t.m = t.m.then(matrix{A: sx, D: sy}) }

// textAt is where a line of text at (x, y) of size stands on the page, for both vector
// back ends: the point moved by the transform, the size scaled (text is never turned).
func (t *xform) textAt(x, y, size float64) (float64, float64, float64) {
	x, y = t.m.Apply(x, y)
	return x, y, size * t.m.Scale()
}

// textBaseline places text the way the raster back end does: Y anchors the box of the
// capital letters (0.72 of the size), X the advance width w.
func textOrigin(x, y, size, w float64, a Anchor) (float64, float64) {
	capH := size * 0.72
	return x - w*a.X, y - capH*a.Y + capH
}

// SVG draws into an SVG document, written by hand: every filled or stroked path is one
// <path> element with absolute, already-transformed coordinates, and text is <text> in
// the Go fonts. Units are whatever the caller chose for NewSVG's width and height (the
// printout package uses millimetres, so the file's size is the paper's).
type SVG struct {
	xform
	w, h  float64
	unit  string
	fonts *Fonts // measures text; nil anchors text with text-anchor only
	embed bool
	path  strings.Builder
	body  bytes.Buffer
	n     int // elements written
}

// NewSVG starts a w×h document whose user units are unit ("mm", "pt", "px" or "").
// With embedFonts the Go fonts are included as data URIs, so the file shows the same
// letters everywhere (about 300 KB more); otherwise it names them and falls back to
// sans-serif. fonts, when not nil, measures text for anchors.
func NewSVG(w, h float64, unit string, fonts *Fonts, embedFonts bool) *SVG {
	return &SVG{xform: xform{m: identity}, w: w, h: h, unit: unit, fonts: fonts, embed: embedFonts}
}

// Elements is how many shapes and texts have been written.
func (s *SVG) Elements() int { return s.n }

func num(v float64) string {
	if math.Abs(v) < 5e-5 {
		return "0"
	}
	return strconv.FormatFloat(v, 'f', 4, 64)
}

func trimNum(v float64) string {
	t := num(v)
	if strings.Contains(t, ".") {
		t = strings.TrimRight(strings.TrimRight(t, "0"), ".")
	}
	return t
}

func (s *SVG) pt(x, y float64) {
	x, y = s.m.Apply(x, y)
	s.path.WriteString(trimNum(x))
	s.path.WriteByte(' ')
	s.path.WriteString(trimNum(y))
}

func (s *SVG) MoveTo(x, y float64) {
	s.path.WriteByte('M')
	s.pt(x, y)
}

func (s *SVG) LineTo(x, y float64) {
	s.path.WriteByte('L')
	s.pt(x, y)
}

func (s *SVG) CubicTo(x1, y1, x2, y2, x, y float64) {
	s.path.WriteByte('C')
	s.pt(x1, y1)
	s.path.WriteByte(' ')
	s.pt(x2, y2)
	s.path.WriteByte(' ')
	s.pt(x, y)
}

func (s *SVG) ClosePath() { s.path.WriteByte('Z') }

// paint returns an SVG colour and its opacity (1 when opaque).
func paint(c color.Color) (string, float64) {
	if c == nil {
		return "none", 1
	}
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	return fmt.Sprintf("#%02x%02x%02x", n.R, n.G, n.B), float64(n.A) / 255
}

func (s *SVG) emit(fill, stroke color.Color, width float64) {
	if s.path.Len() == 0 {
		return
	}
	s.body.WriteString(`<path d="`)
	s.body.WriteString(s.path.String())
	s.body.WriteString(`"`)
	if fill != nil {
		f, a := paint(fill)
		fmt.Fprintf(&s.body, ` fill="%s"`, f)
		if a < 1 {
			fmt.Fprintf(&s.body, ` fill-opacity="%s"`, trimNum(a))
		}
	} else {
		s.body.WriteString(` fill="none"`)
	}
	if stroke != nil {
		st, a := paint(stroke)
		fmt.Fprintf(&s.body, ` stroke="%s" stroke-width="%s" stroke-linejoin="round" stroke-linecap="round"`,
			st, trimNum(width*s.m.Scale()))
		if a < 1 {
			fmt.Fprintf(&s.body, ` stroke-opacity="%s"`, trimNum(a))
		}
	}
	s.body.WriteString("/>\n")
	s.path.Reset()
	s.n++
}

func (s *SVG) Fill(c color.Color)                  { s.emit(c, nil, 0) }
func (s *SVG) Stroke(c color.Color, width float64) { s.emit(nil, c, width) }
func (s *SVG) FillStroke(fill, stroke color.Color, width float64) {
	s.emit(fill, stroke, width)
}

// Text writes one upright line of text (the transform moves and scales it, like the
// raster back end, but never turns it).
func (s *SVG) Text(str string, x, y, size float64, c color.Color, a Anchor, bold bool) {
	if str == "" {
		return
	}
	x, y, size = s.textAt(x, y, size)
	anchor := "start"
	w := 0.0
	switch {
	case s.fonts != nil:
		w = s.fonts.Measure(str, size, bold)
	case a.X == 0.5:
		anchor = "middle"
	case a.X == 1:
		anchor = "end"
	default:
		w = 0.55 * size * float64(len([]rune(str)))
	}
	if anchor != "start" {
		w, a.X = 0, 0
	}
	x, y = textOrigin(x, y, size, w, a)
	f, op := paint(c)
	weight := ""
	if bold {
		weight = ` font-weight="bold"`
	}
	fmt.Fprintf(&s.body, `<text x="%s" y="%s" font-size="%s" font-family="Go, 'Go Regular', sans-serif"%s fill="%s"`,
		trimNum(x), trimNum(y), trimNum(size), weight, f)
	if op < 1 {
		fmt.Fprintf(&s.body, ` fill-opacity="%s"`, trimNum(op))
	}
	if anchor != "start" {
		fmt.Fprintf(&s.body, ` text-anchor="%s"`, anchor)
	}
	s.body.WriteString(">")
	escapeText(&s.body, str)
	s.body.WriteString("</text>\n")
	s.n++
}

// escapeText writes s with XML's special characters escaped and characters XML forbids
// dropped.
func escapeText(b *bytes.Buffer, s string) {
	for _, r := range s {
		switch r {
		case '&':
			b.WriteString("&amp;")
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '"':
			b.WriteString("&quot;")
		case '\'':
			b.WriteString("&apos;")
		default:
			if r == '\t' || r == '\n' || r == '\r' || (r >= 0x20 && r != 0xfffe && r != 0xffff && !(r >= 0xd800 && r < 0xe000)) {
				b.WriteRune(r)
			}
		}
	}
}

// WriteTo writes the finished document.
func (s *SVG) WriteTo(w io.Writer) (int64, error) {
	var out bytes.Buffer
	out.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n")
	fmt.Fprintf(&out, `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="%s%s" height="%s%s" viewBox="0 0 %s %s">`+"\n",
		trimNum(s.w), s.unit, trimNum(s.h), s.unit, trimNum(s.w), trimNum(s.h))
	if s.embed {
		out.WriteString("<defs><style>\n")
		fmt.Fprintf(&out, "@font-face { font-family: 'Go'; font-weight: normal; src: url(data:font/ttf;base64,%s); }\n",
			base64.StdEncoding.EncodeToString(goregular.TTF))
		fmt.Fprintf(&out, "@font-face { font-family: 'Go'; font-weight: bold; src: url(data:font/ttf;base64,%s); }\n",
			base64.StdEncoding.EncodeToString(gobold.TTF))
		out.WriteString("</style></defs>\n")
	}
	out.Write(s.body.Bytes())
	out.WriteString("</svg>\n")
	return out.WriteTo(w)
}

// Bytes is the finished document.
func (s *SVG) Bytes() []byte {
	var b bytes.Buffer
	s.WriteTo(&b)
	return b.Bytes()
}

// Measure returns the advance width of s in the given font size (same units as size).
// Safe for concurrent use.
func (f *Fonts) Measure(s string, size float64, bold bool) float64 {
	if f == nil {
		return 0.55 * size * float64(len([]rune(s)))
	}
	fn := f.regular
	if bold {
		fn = f.bold
	}
	var buf sfnt.Buffer
	const ppem = 1000
	total := fixed.Int26_6(0)
	prev := sfnt.GlyphIndex(0)
	for i, r := range s {
		g, err := fn.GlyphIndex(&buf, r)
		if err != nil {
			continue
		}
		if i > 0 {
			if k, err := fn.Kern(&buf, prev, g, fixed.I(ppem), font.HintingNone); err == nil {
				total += k
			}
		}
		adv, err := fn.GlyphAdvance(&buf, g, fixed.I(ppem), font.HintingNone)
		if err == nil {
			total += adv
		}
		prev = g
	}
	return float64(total) / 64 / ppem * size
}

// Stamper is a surface that can record a drawing once and place copies of it (PDF form
// XObjects): a booklet's hundreds of identical boards and piece icons are then stored
// once each.
type Stamper interface {
	Surface
	// Stamp places the drawing fn makes in its own w×h box (origin top-left, y down) with
	// the box's corner at (x, y) in the current coordinates, scaled by k. Every call with
	// the same key must draw the same thing.
	Stamp(key any, x, y, k, w, h float64, fn func(Surface))
}

// Stamp places fn's drawing like Stamper.Stamp, on any surface: surfaces that cannot
// reuse drawings draw it again.
func Stamp(s Surface, key any, x, y, k, w, h float64, fn func(Surface)) {
	if st, ok := s.(Stamper); ok {
		st.Stamp(key, x, y, k, w, h, fn)
		return
	}
	s.Push()
	s.Translate(x, y)
	s.Scale(k, k)
	fn(s)
	s.Pop()
}
