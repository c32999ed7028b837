package draw

import (
	"fmt"
	"image"
	"image/color"
	stddraw "image/draw"
	"math"

	"github.com/fogleman/gg"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
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
	// The current path's points while it may still be a plain rectangle, which Fill then
	// paints directly: gg's general filler is many times slower for board squares.
	pts    []gg.Point
	simple bool
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

func (r *Raster) MoveTo(x, y float64) {
	r.simple = len(r.pts) == 0
	r.pts = append(r.pts, gg.Point{X: x, Y: y})
	r.dc.MoveTo(x, y)
}

func (r *Raster) LineTo(x, y float64) {
	r.pts = append(r.pts, gg.Point{X: x, Y: y})
	r.dc.LineTo(x, y)
}

func (r *Raster) CubicTo(x1, y1, x2, y2, x, y float64) {
	r.simple = false
	r.dc.CubicTo(x1, y1, x2, y2, x, y)
}

func (r *Raster) ClosePath() { r.dc.ClosePath() }

func (r *Raster) newPath() {
	r.pts = r.pts[:0]
	r.simple = false
	r.dc.ClearPath()
}

func (r *Raster) Fill(c color.Color) {
	if rect, ok := r.plainRect(); ok {
		stddraw.Draw(r.Image(), rect, image.NewUniform(c), image.Point{}, stddraw.Over)
		r.newPath()
		return
	}
	r.dc.SetColor(c)
	r.dc.Fill()
	r.pts = r.pts[:0]
}

// plainRect reports whether the current path is one axis-aligned rectangle drawn with an
// identity transform, and its pixels (edges rounded to whole pixels).
func (r *Raster) plainRect() (image.Rectangle, bool) {
	if !r.simple || len(r.pts) != 4 {
		return image.Rectangle{}, false
	}
	if x, y := r.dc.TransformPoint(1, 1); x != 1 || y != 1 {
		return image.Rectangle{}, false
	}
	if x, y := r.dc.TransformPoint(0, 0); x != 0 || y != 0 {
		return image.Rectangle{}, false
	}
	p := r.pts
	for i := range p {
		q := p[(i+1)%4]
		if p[i].X != q.X && p[i].Y != q.Y {
			return image.Rectangle{}, false
		}
	}
	minX, minY, maxX, maxY := p[0].X, p[0].Y, p[0].X, p[0].Y
	for _, q := range p[1:] {
		minX, maxX = min(minX, q.X), max(maxX, q.X)
		minY, maxY = min(minY, q.Y), max(maxY, q.Y)
	}
	return image.Rect(round(minX), round(minY), round(maxX), round(maxY)), true
}

func round(v float64) int { return int(math.Floor(v + 0.5)) }

func (r *Raster) Stroke(c color.Color, width float64) {
	r.dc.SetColor(c)
	r.dc.SetLineWidth(width * r.scale())
	r.dc.Stroke()
	r.pts = r.pts[:0]
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
	// crisp whatever the transform's scale. font.Drawer writes glyphs straight into the
	// image (gg would resample each glyph through its transform).
	dx, dy := r.dc.TransformPoint(x, y)
	d := font.Drawer{Dst: r.Image(), Src: image.NewUniform(c), Face: face}
	w := float64(d.MeasureString(s)) / 64
	// Y anchors the capital letters' box, not the baseline.
	capH := px * 0.72
	d.Dot = fixed.P(round(dx-w*a.X), round(dy-capH*a.Y+capH))
	d.DrawString(s)
}

func (r *Raster) Push()                  { r.dc.Push() }
func (r *Raster) Pop()                   { r.dc.Pop() }
func (r *Raster) Translate(x, y float64) { r.dc.Translate(x, y) }
func (r *Raster) Rotate(a float64)       { r.dc.Rotate(a) }
func (r *Raster) Scale(sx, sy float64)   { r.dc.Scale(sx, sy) }

// DrawImage composites img with its top-left corner at device pixel (x, y), ignoring the
// transform: it is for pre-rendered icons, which are drawn at their final size.
func (r *Raster) DrawImage(img image.Image, x, y int) {
	dst := r.Image()
	b := img.Bounds()
	src, ok := img.(*image.RGBA)
	if !ok {
		stddraw.Draw(dst, image.Rect(x, y, x+b.Dx(), y+b.Dy()), img, b.Min, stddraw.Over)
		return
	}
	overRGBA(dst, src, x, y)
}

// overRGBA composites src over dst at (x, y). Icons are mostly fully transparent or fully
// opaque pixels, which this skips or copies; only soft edges are blended.
func overRGBA(dst, src *image.RGBA, x, y int) {
	sb := src.Bounds()
	r := image.Rect(x, y, x+sb.Dx(), y+sb.Dy()).Intersect(dst.Bounds())
	if r.Empty() {
		return
	}
	for dy := r.Min.Y; dy < r.Max.Y; dy++ {
		sy := sb.Min.Y + dy - y
		si := src.PixOffset(sb.Min.X+r.Min.X-x, sy)
		di := dst.PixOffset(r.Min.X, dy)
		for dx := r.Min.X; dx < r.Max.X; dx, si, di = dx+1, si+4, di+4 {
			a := uint32(src.Pix[si+3])
			switch a {
			case 0:
			case 255:
				copy(dst.Pix[di:di+4], src.Pix[si:si+4])
			default:
				// premultiplied "over": d = s + d·(1−a)
				k := 255 - a
				for c := 0; c < 4; c++ {
					dst.Pix[di+c] = uint8(uint32(src.Pix[si+c]) + (uint32(dst.Pix[di+c])*k+127)/255)
				}
			}
		}
	}
}

// ImageSurface is a surface that can composite ready-made images (rasters can; vector
// back ends cannot, and draw shapes instead).
type ImageSurface interface {
	Surface
	DrawImage(img image.Image, x, y int)
}
