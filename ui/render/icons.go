package render

import (
	"image"
	"math"
	"sync"

	"oddboards/boards/draw"
	"oddboards/pieces"
)

// Icons caches piece images by piece, colour and pixel size, so a board redraw composites
// ready images instead of tracing every icon's paths again. Safe for concurrent use.
type Icons struct {
	fonts *draw.Fonts
	mu    sync.Mutex
	m     map[iconKey]*image.RGBA
}

type iconKey struct {
	p      pieces.Piece
	colour string
	px     int
	badge  string
}

// NewIcons makes an empty cache.
func NewIcons(fonts *draw.Fonts) *Icons {
	return &Icons{fonts: fonts, m: map[iconKey]*image.RGBA{}}
}

// maxIcons bounds the cache: sizes change as a window is resized.
const maxIcons = 2048

// Get returns p drawn in a px×px image, badged with the letters badge (pieces.Draw).
func (ic *Icons) Get(p pieces.Piece, colour string, px int, badge string) *image.RGBA {
	k := iconKey{p, colour, px, badge}
	ic.mu.Lock()
	img, ok := ic.m[k]
	ic.mu.Unlock()
	if ok {
		return img
	}
	r := draw.NewRaster(px, px, ic.fonts)
	pieces.Draw(r, p, colour, float64(px)/2, float64(px)/2, float64(px), badge)
	img = r.Image()
	ic.mu.Lock()
	if len(ic.m) >= maxIcons {
		clear(ic.m)
	}
	ic.m[k] = img
	ic.mu.Unlock()
	return img
}

// drawCached draws p from the cache when s can composite images; it reports whether it did.
func drawCached(s draw.Surface, ic *Icons, p pieces.Piece, colour string, x, y, size float64, badge string) bool {
	is, ok := s.(draw.ImageSurface)
	if !ok || ic == nil {
		return false
	}
	px := int(math.Round(size))
	if px < 4 {
		return false
	}
	img := ic.Get(p, colour, px, badge)
	is.DrawImage(img, int(math.Round(x-float64(px)/2)), int(math.Round(y-float64(px)/2)))
	return true
}
