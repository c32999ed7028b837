package render

import (
	"image"
	"sync"

	"oddboards/boards"
	"oddboards/boards/draw"
)

// Painter draws scenes into images for the screen. It keeps the empty board of the last
// size and turn, so a redraw copies it and draws only the position on top, and it caches
// piece icons. Safe for concurrent use.
type Painter struct {
	fonts *draw.Fonts
	icons *Icons

	mu    sync.Mutex
	bg    *image.RGBA
	bgKey bgKey
}

type bgKey struct {
	board *boards.Board
	w, h  int
	turn  float64
	theme Theme // comparable: its colours are plain structs
	label bool
	scale float64 // the board's size in the picture: reserves or zoom change it
	focus boards.Point
}

// NewPainter makes a painter using fonts for labels and icons for pieces (shared between
// painters; nil makes a cache of its own).
func NewPainter(fonts *draw.Fonts, icons *Icons) *Painter {
	if icons == nil {
		icons = NewIcons(fonts)
	}
	return &Painter{fonts: fonts, icons: icons}
}

// Paint draws sc into a new w×h image as seen in view, with the reserves beside it.
func (p *Painter) Paint(sc *Scene, w, h int, view View) (*image.RGBA, Frame) {
	f := Arrange(sc.Board, sc.Reserves, float64(w), float64(h), view)
	l := f.Board
	turn := view.Turn
	key := bgKey{sc.Board, w, h, turn, sc.Theme, sc.Labels, l.Scale(), l.centre}
	p.mu.Lock()
	if p.bg == nil || p.bgKey != key {
		r := draw.NewRaster(w, h, p.fonts)
		r.Clear(sc.Theme.Background)
		drawBoard(r, sc, l)
		p.bg, p.bgKey = r.Image(), key
	}
	bg := p.bg
	p.mu.Unlock()

	r := draw.NewRaster(w, h, p.fonts)
	copy(r.Image().Pix, bg.Pix)
	icons := sc.Icons
	if icons == nil {
		sc.Icons = p.icons
	}
	drawState(r, sc, l)
	drawSlots(r, sc, f)
	sc.Icons = icons
	return r.Image(), f
}

// Overlay draws only what follows the pointer (the hovered cell, the preview) on a
// transparent w×h image, to lay over the picture Paint made.
func (p *Painter) Overlay(sc *Scene, w, h int, view View) *image.RGBA {
	f := Arrange(sc.Board, sc.Reserves, float64(w), float64(h), view)
	r := draw.NewRaster(w, h, p.fonts)
	drawTransient(r, sc, f.Board)
	return r.Image()
}
