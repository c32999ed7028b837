//go:build !js

package webtest

import (
	"image"
	"image/color"
	"testing"
	"time"

	"oddboards/ui/render"
)

// The board's light and dark squares: render.Classic's, the palette boards have until the
// player chooses another (.ci/board-window looks for them too).
var (
	lightSquare = rgba(render.Classic.Shades[0])
	darkSquare  = rgba(render.Classic.Shades[1])
)

func rgba(c color.Color) color.RGBA { return color.RGBAModel.Convert(c).(color.RGBA) }

// near: the colours differ by at most 3 in each channel (the page draws through WebGL).
func near(a, b color.RGBA) bool {
	d := func(x, y uint8) bool { return max(int(x)-int(y), int(y)-int(x)) <= 3 }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B)
}

func at(img *image.RGBA, x, y int) color.RGBA { return img.RGBAAt(x, y) }

// blue: c is a button's blue (the theme's primary colour: Start game, a dialog's Join).
func blue(c color.RGBA) bool { return int(c.B) > int(c.R)+80 && int(c.B) > int(c.G)+40 }

// white: c is near white, as White's pieces are (no square's colour is).
func white(c color.RGBA) bool { return min(c.R, c.G, c.B) > 225 }

// pixels is how many of the pixels of r in img are as is says.
func pixels(img *image.RGBA, r image.Rectangle, is func(color.RGBA) bool) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if is(img.RGBAAt(x, y)) {
				n++
			}
		}
	}
	return n
}

// count is how many of img's pixels are near c.
func count(img *image.RGBA, c color.RGBA) int {
	return pixels(img, img.Bounds(), func(p color.RGBA) bool { return near(p, c) })
}

// whites is how many of r's pixels are near white.
func whites(img *image.RGBA, r image.Rectangle) int { return pixels(img, r, white) }

// colours is how many colours img has (a blank page has one, text on it a few).
func colours(img *image.RGBA) int {
	seen := map[color.RGBA]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			seen[img.RGBAAt(x, y)] = true
		}
	}
	return len(seen)
}

// changed is how many pixels of r differ clearly between a and b.
func changed(a, b *image.RGBA, r image.Rectangle) int {
	n := 0
	r = r.Intersect(a.Bounds()).Intersect(b.Bounds())
	abs := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			p, q := a.RGBAAt(x, y), b.RGBAAt(x, y)
			if abs(p.R, q.R)+abs(p.G, q.G)+abs(p.B, q.B) > 60 {
				n++
			}
		}
	}
	return n
}

// differs: a part of r worth seeing (a twentieth, and more than a speck) changed
// between a and b.
func differs(a, b *image.RGBA, r image.Rectangle) bool {
	return changed(a, b, r) > max(20, r.Dx()*r.Dy()/20)
}

// boardArea is where the board's squares are: the bounds of the light and dark squares'
// colours.
func boardArea(img *image.RGBA) image.Rectangle {
	var area image.Rectangle
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if c := img.RGBAAt(x, y); near(c, lightSquare) || near(c, darkSquare) {
				area = area.Union(image.Rect(x, y, x+1, y+1))
			}
		}
	}
	return area
}

// startButton is the launcher's Start game: the one wide blue button on its left side
// (the pages bar's blue tab, over it, is narrow).
func startButton(img *image.RGBA) (image.Rectangle, bool) {
	var area image.Rectangle
	for y := img.Bounds().Min.Y; y < img.Bounds().Max.Y; y++ {
		var row image.Rectangle
		n := 0
		for x := 0; x < img.Bounds().Dx()/2; x++ {
			if blue(img.RGBAAt(x, y)) {
				row = row.Union(image.Rect(x, y, x+1, y+1))
				n++
			}
		}
		if n > 200 {
			area = area.Union(row)
		}
	}
	return area, area.Dx() > 200 && area.Dy() > 20
}

// plain: r is of one colour but for specks, as an empty square, marked or not.
func plain(img *image.RGBA, r image.Rectangle) bool {
	c := img.RGBAAt(r.Min.X, r.Min.Y)
	odd := pixels(img, r, func(p color.RGBA) bool { return !near(p, c) })
	return odd <= r.Dx()*r.Dy()/50
}

// The pause the freeze check measures starts at the click: frames before it, and the
// time the page went without one before it took the click, do not count.
func TestLongestWithout(t *testing.T) {
	for _, c := range []struct {
		frames []float64
		from   float64
		want   time.Duration
	}{
		{[]float64{0, 16, 32, 48}, 10, 16 * time.Millisecond},
		{[]float64{0, 16, 7816, 7832}, 7800, 16 * time.Millisecond},     // held before the click
		{[]float64{0, 16, 32, 5032, 5048}, 20, 5000 * time.Millisecond}, // held after it
		{[]float64{0, 16}, 100, 0},                                      // no frame after the click
	} {
		if got := longestWithout(c.frames, c.from); got != c.want {
			t.Errorf("%v from %v: %v, want %v", c.frames, c.from, got, c.want)
		}
	}
}
