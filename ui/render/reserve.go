package render

import (
	"fmt"
	"math"
	"math/bits"

	"oddboards/boards"
	"oddboards/boards/draw"
	"oddboards/pieces"
)

// Slot is one reserve piece (an unused egg, a captured piece that may come back) drawn
// in the band beside the board, where it can be picked up.
type Slot struct {
	Player pieces.Player
	Piece  pieces.Piece
	X, Y   float64 // centre
	Size   float64
}

// Contains reports whether a point is on the slot.
func (s Slot) Contains(x, y float64) bool {
	return math.Abs(x-s.X) <= s.Size/2 && math.Abs(y-s.Y) <= s.Size/2
}

// Frame is the arrangement of a w×h picture: the board's layout and the reserve slots.
type Frame struct {
	Board Layout
	Slots []Slot
	Band  float64 // the reserve band's left edge (== W when there is none)
}

// Arrange fits the board in a w×h box turned by turn degrees; when any player has a
// reserve (reserves[p], in turn order), a band on the right holds them, one group per
// player, so the board and its reserves are one widget and one picture.
func Arrange(b *boards.Board, reserves [][]pieces.Piece, w, h float64, v View) Frame {
	turn := v.Turn
	pad := math.Min(w, h) * 0.02
	n, groups := 0, 0
	for _, r := range reserves {
		if len(r) > 0 {
			n += len(r)
			groups++
		}
	}
	if n == 0 {
		return Frame{Board: NewLayout(b, w, h, pad, turn).zoomed(v.Zoom, v.Focus), Band: w}
	}
	band := math.Min(math.Max(w*0.11, 56), 110)
	l := NewLayout(b, w-band, h, pad, turn).zoomed(v.Zoom, v.Focus)
	// one column of slots; groups separated by a third of a slot
	size := math.Min(band*0.82, (h-2*pad)/(float64(n)+float64(groups-1)/3))
	x := w - band/2
	y := (h - size*(float64(n)+float64(groups-1)/3)) / 2
	var slots []Slot
	for p, r := range reserves {
		if len(r) == 0 {
			continue
		}
		for _, pc := range r {
			slots = append(slots, Slot{Player: pieces.Player(p), Piece: pc, X: x, Y: y + size/2, Size: size})
			y += size
		}
		y += size / 3
	}
	return Frame{Board: l, Slots: slots, Band: w - band}
}

// drawSlots draws the reserve band: each slot's piece, upright, with "×n" when several
// wait; the picked-up slot is highlighted.
func drawSlots(s draw.Surface, sc *Scene, f Frame) {
	t := sc.Theme
	for i, sl := range f.Slots {
		x0, y0 := sl.X-sl.Size/2, sl.Y-sl.Size/2
		draw.RoundRect(s, x0+1, y0+1, sl.Size-2, sl.Size-2, sl.Size*0.12)
		if i == sc.SelectedSlot {
			s.Fill(t.Selected)
		} else {
			s.Fill(draw.RGBA(0xff, 0xff, 0xff, 0x18))
		}
		p := sl.Piece
		count := p.Count
		if sc.Placed != nil {
			p = sc.Placed(p) // a piece waiting shows what it will be placed as
		}
		DrawPiece(s, sc, p, sl.X, sl.Y, sl.Size*0.86, 0)
		if count > 1 {
			s.Text(fmt.Sprintf("×%d", count), x0+sl.Size*0.93, y0+sl.Size*0.2, sl.Size*0.22, t.Label, draw.Anchor{X: 1, Y: 0.5}, true)
		}
	}
}

// drawCounter writes a counting piece's count on it (an egg's: rules.RoleCounter).
func drawCounter(s draw.Surface, p pieces.Piece, x, y, size float64) {
	c := draw.RGB(0x20, 0x20, 0x20)
	if p.Owner == 1 {
		c = draw.RGB(0xf4, 0xf4, 0xf4)
	}
	s.Text(fmt.Sprint(p.Count), x, y, size*0.34, c, draw.Centre, true)
}

// drawMarks puts a gold dot on a piece for each mark bit set (Pothole Chess: the
// promotion squares it has landed on), in a row along its top edge; on a board object
// (rules.RoleObject), a padlock.
func drawMarks(s draw.Surface, p pieces.Piece, object bool, x, y, size float64) {
	if p.Marks == 0 {
		return
	}
	if object { // an object's mark: locked
		drawPadlock(s, x+size*0.28, y-size*0.28, size*0.3)
		return
	}
	// gold dots on a dark pill: they read on any square, the gold promotion squares too
	n := bits.OnesCount8(p.Marks)
	r := size * 0.075
	step := r * 2.5
	x0, cy := x-size*0.40+r*1.3, y-size*0.40
	draw.RoundRect(s, x0-r*1.3, cy-r*1.3, float64(n-1)*step+r*2.6, r*2.6, r*1.3)
	s.Fill(draw.RGBA(0x18, 0x14, 0x10, 0xd8))
	i := 0
	for b := 0; b < 8; b++ {
		if p.Marks&(1<<b) == 0 {
			continue
		}
		draw.Circle(s, x0+float64(i)*step, cy, r)
		s.Fill(draw.RGB(0xff, 0xd2, 0x1f))
		i++
	}
}

// drawPadlock draws a small padlock centred on (x, y), h high.
func drawPadlock(s draw.Surface, x, y, h float64) {
	ink := draw.RGB(0x20, 0x20, 0x20)
	w := h * 0.8
	lw := math.Max(1, h*0.1)
	// shackle
	s.MoveTo(x-w*0.3, y)
	s.LineTo(x-w*0.3, y-h*0.2)
	s.CubicTo(x-w*0.3, y-h*0.55, x+w*0.3, y-h*0.55, x+w*0.3, y-h*0.2)
	s.LineTo(x+w*0.3, y)
	s.Stroke(ink, lw*1.6)
	s.MoveTo(x-w*0.3, y)
	s.LineTo(x-w*0.3, y-h*0.2)
	s.CubicTo(x-w*0.3, y-h*0.55, x+w*0.3, y-h*0.55, x+w*0.3, y-h*0.2)
	s.LineTo(x+w*0.3, y)
	s.Stroke(draw.RGB(0xd8, 0xd8, 0xd8), lw*0.7)
	draw.RoundRect(s, x-w/2, y-h*0.05, w, h*0.55, h*0.08)
	s.FillStroke(draw.RGB(0xe3, 0xb4, 0x2a), ink, lw)
	draw.Circle(s, x, y+h*0.2, h*0.07)
	s.Fill(ink)
}
