package draw

import (
	"bytes"
	"fmt"
	"image/color"
	"io"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// PDF draws vector pages into a PDF document with fpdf. Surface units are the unit given
// to NewPDF ("mm" or "pt"), y down from the page's top-left corner. The transform stack
// is kept here and every point is written already transformed, in points with two
// decimals (0.0035 mm), so sizes on paper are exact whatever the drawing's nesting.
// Text is set in the embedded Go fonts (subsetted into the file).
type PDF struct {
	xform
	f     *fpdf.Fpdf
	unit  string
	pages int
	// what fpdf was last told, to write each setting only when it changes
	fill, stroke, text color.NRGBA
	alpha              float64
	width              float64
	font               string
	fontSize           float64
	started            bool
	// stamps are the form XObjects made so far, by key; inStamp marks a surface that
	// draws one (a form has no graphics states of its own, so it draws opaque)
	stamps       map[any]fpdf.Template
	inStamp      bool
	pageW, pageH float64 // the current page's size, for fpdf's template placement
}

// PDF font family names of the embedded Go fonts.
const pdfFont = "go"

// NewPDF starts an empty document; AddPage adds pages. unit is "mm" or "pt".
func NewPDF(unit string) (*PDF, error) {
	if unit != "mm" && unit != "pt" {
		return nil, fmt.Errorf("draw: PDF unit %q (want mm or pt)", unit)
	}
	f := fpdf.NewCustom(&fpdf.InitType{UnitStr: unit, SizeStr: "A4"})
	f.SetAutoPageBreak(false, 0)
	f.SetMargins(0, 0, 0)
	f.SetCreator("Oddboards", true)
	// the document's date is when it was made; the sorted catalogue makes the same
	// drawing on the same date (setDate) give the same bytes
	now := time.Now().Truncate(time.Second)
	f.SetCreationDate(now)
	f.SetModificationDate(now)
	f.SetCatalogSort(true)
	f.AddUTF8FontFromBytes(pdfFont, "", goregular.TTF)
	f.AddUTF8FontFromBytes(pdfFont, "B", gobold.TTF)
	if err := f.Error(); err != nil {
		return nil, fmt.Errorf("draw: PDF fonts: %w", err)
	}
	return &PDF{xform: xform{m: identity}, f: f, unit: unit}, nil
}

// setDate dates the document t (NewPDF dates it now).
func (p *PDF) setDate(t time.Time) {
	p.f.SetCreationDate(t)
	p.f.SetModificationDate(t)
}

// AddPage starts a new w×h page (in the document's unit) and resets the transform.
func (p *PDF) AddPage(w, h float64) {
	// fpdf takes the portrait size and turns it for "L".
	orient := "P"
	if w > h {
		orient = "L"
	}
	p.f.AddPageFormat(orient, fpdf.SizeType{Wd: min(w, h), Ht: max(w, h)})
	p.pages++
	p.pageW, p.pageH = w, h
	p.m, p.stack = identity, p.stack[:0]
	// fpdf writes its remembered colours on every new page; ours must follow.
	p.fill, p.stroke, p.text = color.NRGBA{}, color.NRGBA{}, color.NRGBA{}
	p.f.SetFillColor(0, 0, 0)
	p.f.SetDrawColor(0, 0, 0)
	p.f.SetTextColor(0, 0, 0)
	p.f.SetLineJoinStyle("round")
	p.f.SetLineCapStyle("round")
	p.alpha, p.width, p.font, p.fontSize = 1, -1, "-", 0
	p.started = false
}

// Err is the first error fpdf met, if any.
func (p *PDF) Err() error { return p.f.Error() }

// WriteTo writes the finished document; the PDF cannot be drawn on afterwards.
func (p *PDF) WriteTo(w io.Writer) (int64, error) {
	if p.pages == 0 {
		return 0, fmt.Errorf("draw: a PDF needs at least one page")
	}
	var b bytes.Buffer
	if err := p.f.Output(&b); err != nil {
		return 0, err
	}
	return b.WriteTo(w)
}

func (p *PDF) MoveTo(x, y float64) {
	x, y = p.m.Apply(x, y)
	p.f.MoveTo(x, y)
	p.started = true
}

func (p *PDF) LineTo(x, y float64) {
	x, y = p.m.Apply(x, y)
	if !p.started {
		p.f.MoveTo(x, y)
		p.started = true
		return
	}
	p.f.LineTo(x, y)
}

func (p *PDF) CubicTo(x1, y1, x2, y2, x, y float64) {
	x1, y1 = p.m.Apply(x1, y1)
	x2, y2 = p.m.Apply(x2, y2)
	x, y = p.m.Apply(x, y)
	p.f.CurveBezierCubicTo(x1, y1, x2, y2, x, y)
}

func (p *PDF) ClosePath() {
	if p.started {
		p.f.ClosePath()
	}
}

func nrgba(c color.Color) color.NRGBA {
	if c == nil {
		return color.NRGBA{}
	}
	return color.NRGBAModel.Convert(c).(color.NRGBA)
}

func (p *PDF) setAlpha(a uint8) {
	v := float64(a) / 255
	if p.inStamp {
		return
	}
	if v != p.alpha {
		p.f.SetAlpha(v, "Normal")
		p.alpha = v
	}
}

func (p *PDF) setFill(c color.NRGBA) {
	if c != p.fill {
		p.f.SetFillColor(int(c.R), int(c.G), int(c.B))
		p.fill = c
		p.fill.A = 255
	}
}

func (p *PDF) setStroke(c color.NRGBA, width float64) {
	if c != p.stroke {
		p.f.SetDrawColor(int(c.R), int(c.G), int(c.B))
		p.stroke = c
		p.stroke.A = 255
	}
	if w := width * p.m.Scale(); w != p.width {
		p.f.SetLineWidth(w)
		p.width = w
	}
}

func (p *PDF) Fill(c color.Color) {
	if !p.started {
		return
	}
	n := nrgba(c)
	n2 := n
	n2.A = 255
	p.setFill(n2)
	p.setAlpha(n.A)
	p.f.DrawPath("f")
	p.started = false
}

func (p *PDF) Stroke(c color.Color, width float64) {
	if !p.started {
		return
	}
	n := nrgba(c)
	n2 := n
	n2.A = 255
	p.setStroke(n2, width)
	p.setAlpha(n.A)
	p.f.DrawPath("S")
	p.started = false
}

// FillStroke fills and strokes the path in one operator; PDF has one current alpha for
// both, so the lower of the two opacities is used (pieces use opaque colours).
func (p *PDF) FillStroke(fill, stroke color.Color, width float64) {
	if !p.started {
		return
	}
	f, s := nrgba(fill), nrgba(stroke)
	f2, s2 := f, s
	f2.A, s2.A = 255, 255
	p.setFill(f2)
	p.setStroke(s2, width)
	p.setAlpha(min(f.A, s.A))
	p.f.DrawPath("B")
	p.started = false
}

func (p *PDF) Text(s string, x, y, size float64, c color.Color, a Anchor, bold bool) {
	if s == "" {
		return
	}
	x, y, size = p.textAt(x, y, size)
	style := ""
	if bold {
		style = "B"
	}
	if style != p.font || size != p.fontSize {
		p.f.SetFont(pdfFont, style, 0)
		p.f.SetFontUnitSize(size)
		p.font, p.fontSize = style, size
	}
	n := nrgba(c)
	if n2 := (color.NRGBA{n.R, n.G, n.B, 255}); n2 != p.text {
		p.f.SetTextColor(int(n.R), int(n.G), int(n.B))
		p.text = n2
	}
	p.setAlpha(n.A)
	w := p.f.GetStringWidth(s)
	x, y = textOrigin(x, y, size, w, a)
	p.f.Text(x, y, s)
}

// Stamp draws fn once into a form XObject and places it; a transform that turns or
// mirrors falls back to drawing fn in place.
func (p *PDF) Stamp(key any, x, y, k, w, h float64, fn func(Surface)) {
	m := p.m.then(matrix{A: k, D: k, E: x, F: y})
	if m.B != 0 || m.C != 0 || m.A <= 0 || m.D <= 0 || w <= 0 || h <= 0 || p.inStamp {
		Stamp(struct{ Surface }{p}, key, x, y, k, w, h, fn)
		return
	}
	if p.stamps == nil {
		p.stamps = map[any]fpdf.Template{}
	}
	t, ok := p.stamps[key]
	if !ok {
		t = p.f.CreateTemplateCustom(fpdf.PointType{}, fpdf.SizeType{Wd: w, Ht: h}, func(tpl *fpdf.Tpl) {
			sub := &PDF{xform: xform{m: identity}, f: &tpl.Fpdf, unit: p.unit, inStamp: true, pageW: w, pageH: h}
			sub.alpha, sub.width, sub.font = 1, -1, "-"
			tpl.SetLineJoinStyle("round")
			tpl.SetLineCapStyle("round")
			fn(sub)
		})
		p.stamps[key] = t
	}
	cx, cy := m.Apply(0, 0)
	// fpdf places a template from the bottom of the page's portrait height; correct for
	// landscape pages, whose height is the shorter side.
	cy += max(p.pageH, p.pageW) - p.pageH
	p.f.UseTemplateScaled(t, fpdf.PointType{X: cx, Y: cy}, fpdf.SizeType{Wd: w * m.A, Ht: h * m.D})
}
