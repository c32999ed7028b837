package draw

import (
	"fmt"
	"image"
	"image/color"

	"github.com/fogleman/gg"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
)

// Fonts holds the parsed Go fonts; parse once and share (it is read-only).
type Fonts struct {
	regular, bold *opentype.Font
}

// LoadFonts parses the embedded Go fonts. They come from memory, never from a system path.
func LoadFonts() (*Fonts, error) {
	r, err := opentype.Parse(goregular.TTF)
	if err != nil {
		return nil, fmt.Errorf("draw: regular font: %w", err)
	}
	b, err := opentype.Parse(gobold.TTF)
	if err != nil {
		return nil, fmt.Errorf("draw: bold font: %w", err)
	}
	return &Fonts{regular: r, bold: b}, nil
}

// Raster draws into an RGBA image with gg.
type Raster struct {
	dc    *gg.Context
	fonts *Fonts
	faces map[faceKey]font.Face
}

type faceKey struct {
	size int // in quarter units
	bold bool
}

// NewRaster makes a w×h transparent image to draw on.
func NewRaster(w, h int, fonts *Fonts) *Raster {
	dc := gg.NewContext(w, h)
	dc.SetLineJoin(gg.LineJoinRound)
	dc.SetLineCap(gg.LineCapRound)
	return &Raster{dc: dc, fonts: fonts, faces: map[faceKey]font.Face{}}
}

// Image is what has been drawn.
func (r *Raster) Image() *image.RGBA { return r.dc.Image().(*image.RGBA) }

// Clear fills the whole image with c.
func (r *Raster) Clear(c color.Color) {
	r.dc.SetColor(c)
	r.dc.Clear()
}

func (r *Raster) MoveTo(x, y float64) { r.dc.MoveTo(x, y) }
func (r *Raster) LineTo(x, y float64) { r.dc.LineTo(x, y) }
func (r *Raster) CubicTo(x1, y1, x2, y2, x, y float64) {
	r.dc.CubicTo(x1, y1, x2, y2, x, y)
}
func (r *Raster) ClosePath() { r.dc.ClosePath() }

func (r *Raster) Fill(c color.Color) {
	r.dc.SetColor(c)
	r.dc.Fill()
}

func (r *Raster) Stroke(c color.Color, width float64) {
	r.dc.SetColor(c)
	r.dc.SetLineWidth(width * r.scale())
	r.dc.Stroke()
}

func (r *Raster) FillStroke(fill, stroke color.Color, width float64) {
	r.dc.SetColor(fill)
	r.dc.FillPreserve()
	r.Stroke(stroke, width)
}

// scale is how much the current transform enlarges lengths: gg's line width is in device
// pixels, while the Surface promises widths in the current units.
func (r *Raster) scale() float64 {
	x0, y0 := r.dc.TransformPoint(0, 0)
	x1, y1 := r.dc.TransformPoint(1, 0)
	return hypot(x1-x0, y1-y0)
}

func (r *Raster) Text(s string, x, y, size float64, c color.Color, a Anchor, bold bool) {
	if r.fonts == nil || s == "" {
		return
	}
	px := size * r.scale()
	if px < 1 {
		return
	}
	key := faceKey{int(px*4 + 0.5), bold}
	face, ok := r.faces[key]
	if !ok {
		f := r.fonts.regular
		if bold {
			f = r.fonts.bold
		}
		var err error
		face, err = opentype.NewFace(f, &opentype.FaceOptions{Size: float64(key.size) / 4, DPI: 72, Hinting: font.HintingNone})
		if err != nil {
			return
		}
		r.faces[key] = face
	}
	// Text is laid out in device pixels at the transformed point, so it stays upright and
	// crisp whatever the transform's scale.
	dx, dy := r.dc.TransformPoint(x, y)
	r.dc.Push()
	r.dc.Identity()
	r.dc.SetFontFace(face)
	r.dc.SetColor(c)
	// gg anchors on the baseline; shift by the cap height so Y anchors the glyphs' box.
	capH := px * 0.72
	r.dc.DrawStringAnchored(s, dx, dy-capH*a.Y+capH, a.X, 0)
	r.dc.Pop()
}

func (r *Raster) Push()                  { r.dc.Push() }
func (r *Raster) Pop()                   { r.dc.Pop() }
func (r *Raster) Translate(x, y float64) { r.dc.Translate(x, y) }
func (r *Raster) Rotate(a float64)       { r.dc.Rotate(a) }
func (r *Raster) Scale(sx, sy float64)   { r.dc.Scale(sx, sy) }
