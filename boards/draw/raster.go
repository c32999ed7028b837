package draw

import (
	"fmt"
	"image"
	"image/color"
	stddraw "image/draw"
	"math"

	"github.com/fogleman/gg"
	"github.com/golang/freetype/raster"
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

// Raster draws into an RGBA image. gg keeps the image and the transform stack; paths are
// kept here in device pixels and rasterized by freetype's anti-aliasing rasterizer with a
// painter that copies fully covered spans of an opaque colour and blends only the edges:
// the general painter gg uses blends every pixel and was most of a board's drawing time.
type Raster struct {
	dc    *gg.Context
	fonts *Fonts
	faces map[faceKey]font.Face
	rz    *raster.Rasterizer
	paint spanPainter

	fillPath, strokePath raster.Path     // device pixels, 26.6 fixed point
	start, end           fixed.Point26_6 // the subpath's first point and the current point
	open                 bool            // a subpath has begun

	// The current path's points while it may still be a plain rectangle, which Fill then
	// paints directly, without rasterizing at all.
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
	r := &Raster{dc: dc, fonts: fonts, faces: map[faceKey]font.Face{}, rz: raster.NewRasterizer(w, h)}
	r.rz.UseNonZeroWinding = true
	r.paint.img = dc.Image().(*image.RGBA)
	return r
}

// Image is what has been drawn.
func (r *Raster) Image() *image.RGBA { return r.dc.Image().(*image.RGBA) }

// Clear fills the whole image with c.
func (r *Raster) Clear(c color.Color) {
	r.dc.SetColor(c)
	r.dc.Clear()
}

// dev maps a point of the current user space to device pixels.
func (r *Raster) dev(x, y float64) fixed.Point26_6 {
	dx, dy := r.dc.TransformPoint(x, y)
	return fixed.Point26_6{X: fix(dx), Y: fix(dy)}
}

func fix(v float64) fixed.Int26_6 { return fixed.Int26_6(math.Round(v * 64)) }

func (r *Raster) MoveTo(x, y float64) {
	r.simple = len(r.pts) == 0
	r.pts = append(r.pts, gg.Point{X: x, Y: y})
	p := r.dev(x, y)
	if r.open {
		r.fillPath.Add1(r.start) // a fill closes every subpath
	}
	r.start, r.end, r.open = p, p, true
	r.fillPath.Start(p)
	r.strokePath.Start(p)
}

func (r *Raster) LineTo(x, y float64) {
	if !r.open {
		r.MoveTo(x, y)
		return
	}
	r.pts = append(r.pts, gg.Point{X: x, Y: y})
	p := r.dev(x, y)
	r.fillPath.Add1(p)
	r.strokePath.Add1(p)
	r.end = p
}

func (r *Raster) CubicTo(x1, y1, x2, y2, x, y float64) {
	r.simple = false
	if !r.open {
		r.MoveTo(x1, y1)
	}
	p0 := r.last()
	a, b, c := r.dev(x1, y1), r.dev(x2, y2), r.dev(x, y)
	r.fillPath.Add3(a, b, c)
	// freetype strokes only lines: flatten, a segment per few pixels of the control polygon
	n := int((dist(p0, a)+dist(a, b)+dist(b, c))/(3*64)) + 2
	n = min(n, 64)
	for i := 1; i <= n; i++ {
		r.strokePath.Add1(cubicAt(p0, a, b, c, float64(i)/float64(n)))
	}
	r.end = c
}

// last is the current point in device pixels.
func (r *Raster) last() fixed.Point26_6 { return r.end }

func dist(p, q fixed.Point26_6) float64 {
	return math.Hypot(float64(q.X-p.X), float64(q.Y-p.Y))
}

// cubicAt is the point of a cubic Bézier at t.
func cubicAt(p0, p1, p2, p3 fixed.Point26_6, t float64) fixed.Point26_6 {
	u := 1 - t
	a, b, c, d := u*u*u, 3*u*u*t, 3*u*t*t, t*t*t
	x := a*float64(p0.X) + b*float64(p1.X) + c*float64(p2.X) + d*float64(p3.X)
	y := a*float64(p0.Y) + b*float64(p1.Y) + c*float64(p2.Y) + d*float64(p3.Y)
	return fixed.Point26_6{X: fixed.Int26_6(math.Round(x)), Y: fixed.Int26_6(math.Round(y))}
}

func (r *Raster) ClosePath() {
	if r.open {
		r.fillPath.Add1(r.start)
		r.strokePath.Add1(r.start)
		r.end = r.start
	}
}

func (r *Raster) newPath() {
	r.pts = r.pts[:0]
	r.simple = false
	r.fillPath.Clear()
	r.strokePath.Clear()
	r.open = false
}

func (r *Raster) Fill(c color.Color) {
	r.fill(c)
	r.newPath()
}

func (r *Raster) fill(c color.Color) {
	if rect, ok := r.plainRect(); ok {
		stddraw.Draw(r.Image(), rect, image.NewUniform(c), image.Point{}, stddraw.Over)
		return
	}
	path := r.fillPath
	if r.open {
		path = append(raster.Path(nil), r.fillPath...)
		path.Add1(r.start)
	}
	r.rz.Clear()
	r.rz.AddPath(path)
	r.paint.setColor(c)
	r.rz.Rasterize(&r.paint)
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
	r.stroke(c, width)
	r.newPath()
}

func (r *Raster) stroke(c color.Color, width float64) {
	r.rz.Clear()
	raster.Stroke(r.rz, r.strokePath, fix(width*r.scale()), raster.RoundCapper, raster.RoundJoiner)
	r.paint.setColor(c)
	r.rz.Rasterize(&r.paint)
}

func (r *Raster) FillStroke(fill, stroke color.Color, width float64) {
	r.fill(fill)
	r.stroke(stroke, width)
	r.newPath()
}

// spanPainter paints rasterizer spans in one colour onto an RGBA image.
type spanPainter struct {
	img        *image.RGBA
	r, g, b, a uint32 // premultiplied, 16 bits
	opaque     [4]uint8
}

func (p *spanPainter) setColor(c color.Color) {
	p.r, p.g, p.b, p.a = c.RGBA()
	p.opaque = [4]uint8{uint8(p.r >> 8), uint8(p.g >> 8), uint8(p.b >> 8), uint8(p.a >> 8)}
}

// Paint satisfies raster.Painter: a span fully covered by an opaque colour is copied, any
// other pixel gets "over" with the span's coverage, as freetype's RGBAPainter does.
func (p *spanPainter) Paint(ss []raster.Span, _ bool) {
	const m = 1<<16 - 1
	b := p.img.Bounds()
	for _, s := range ss {
		if s.Y < b.Min.Y || s.Y >= b.Max.Y {
			continue
		}
		x0, x1 := max(s.X0, b.Min.X), min(s.X1, b.Max.X)
		if x0 >= x1 {
			continue
		}
		i0 := p.img.PixOffset(x0, s.Y)
		i1 := i0 + (x1-x0)*4
		pix := p.img.Pix[i0:i1:i1]
		if s.Alpha == m && p.a == m {
			// one pixel, then doubling copies: memmove does the rest
			copy(pix, p.opaque[:])
			for n := 4; n < len(pix); n *= 2 {
				copy(pix[n:], pix[:n])
			}
			continue
		}
		ma := s.Alpha
		a := (m - p.a*ma/m) * 0x101
		for i := 0; i < len(pix); i += 4 {
			pix[i+0] = uint8((uint32(pix[i+0])*a + p.r*ma) / m >> 8)
			pix[i+1] = uint8((uint32(pix[i+1])*a + p.g*ma) / m >> 8)
			pix[i+2] = uint8((uint32(pix[i+2])*a + p.b*ma) / m >> 8)
			pix[i+3] = uint8((uint32(pix[i+3])*a + p.a*ma) / m >> 8)
		}
	}
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
