package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// sideWidthPx is the game window's side panel's least width. It is the same whatever
// the panel shows, so the board beside it never jumps from turn to turn.
const sideWidthPx = 300

// fillLast stacks its visible objects top to bottom at their least heights, a padding
// apart, and gives the last one the rest of the height, at least minLast (a move list
// that shows a few rows). The side panel's parts are its objects directly, not nested
// boxes: one Layout places them all, so a relayout after a part grew moves every part
// below it (Fyne's own relayout on a changed least size can miss a level when two
// parts change in one frame, and the move list was drawn over the clocks).
type fillLast struct{ minLast float32 }

func (f fillLast) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	vis := visible(objs)
	for i, o := range vis {
		m := o.MinSize()
		if i == len(vis)-1 {
			m.Height = max(m.Height, f.minLast)
		}
		if i > 0 {
			s.Height += theme.Padding()
		}
		s.Width = max(s.Width, m.Width)
		s.Height += m.Height
	}
	return s
}

func (f fillLast) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	y := float32(0)
	vis := visible(objs)
	for i, o := range vis {
		if o.Size().Width != size.Width {
			// a wrapped text's height is its height at this width
			o.Resize(fyne.NewSize(size.Width, o.Size().Height))
		}
		h := o.MinSize().Height
		if i == len(vis)-1 {
			h = max(size.Height-y, f.minLast, h)
		}
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + theme.Padding()
	}
}

func visible(objs []fyne.CanvasObject) []fyne.CanvasObject {
	var vis []fyne.CanvasObject
	for _, o := range objs {
		if o.Visible() {
			vis = append(vis, o)
		}
	}
	return vis
}

// fixedWidth asks for width w whatever its object would like: its object fills it.
type fixedWidth struct{ w float32 }

func (f fixedWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(f.w, h)
}

func (f fixedWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// fixedHeight asks for height h whatever its objects would like: they fill it. A part
// that must not grow or shrink with what it shows (a network game's strip of chat and
// requests) lies in one.
type fixedHeight struct{ h float32 }

func (f fixedHeight) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := float32(0)
	for _, o := range objs {
		w = max(w, o.MinSize().Width)
	}
	return fyne.NewSize(w, f.h)
}

func (f fixedHeight) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// seatLine is one seat's line in the side panel (the seats list, the clocks): its
// colour's dot, its text cut with "…" to the room there is, and at the right an optional
// tail (its clock). A long name never widens the panel, and a line is a text's height,
// so seven seats fit.
type seatLine struct {
	full string
	dot  *canvas.Circle
	text *canvas.Text
	tail fyne.CanvasObject // nil: none
	box  *fyne.Container
}

const seatDot = 12

func newSeatLine(fill color.Color, text string, tail fyne.CanvasObject) *seatLine {
	l := &seatLine{full: text, dot: canvas.NewCircle(fill), text: canvas.NewText(text, theme.Color(theme.ColorNameForeground)), tail: tail}
	l.dot.StrokeColor = color.NRGBA{0xa0, 0xa0, 0xa0, 0xff} // shows a black dot on the dark panel too
	l.dot.StrokeWidth = 1.5
	objs := []fyne.CanvasObject{l.dot, l.text}
	if tail != nil {
		objs = append(objs, tail)
	}
	l.box = &fyne.Container{Layout: l, Objects: objs}
	return l
}

// Set shows text in style, cut to the line's room.
func (l *seatLine) Set(text string, style fyne.TextStyle) {
	if l.full == text && l.text.TextStyle == style {
		return
	}
	l.full, l.text.TextStyle = text, style
	l.Layout(l.box.Objects, l.box.Size())
	l.text.Refresh()
}

// Full is the line's whole text, however much of it shows.
func (l *seatLine) Full() string { return l.full }

func (l *seatLine) MinSize([]fyne.CanvasObject) fyne.Size {
	h := l.text.MinSize().Height // the same whatever the text
	w := seatDot + 2*theme.Padding() + fyne.MeasureText("M…", l.text.TextSize, l.text.TextStyle).Width
	if l.tail != nil {
		t := l.tail.MinSize()
		w += t.Width + theme.Padding()
		h = max(h, t.Height)
	}
	return fyne.NewSize(w, h)
}

func (l *seatLine) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	l.dot.Move(fyne.NewPos(pad/2, (size.Height-seatDot)/2))
	l.dot.Resize(fyne.NewSize(seatDot, seatDot))
	right := size.Width
	if l.tail != nil {
		tw := l.tail.MinSize().Width
		right -= tw
		l.tail.Move(fyne.NewPos(right, 0))
		l.tail.Resize(fyne.NewSize(tw, size.Height))
		right -= pad
	}
	x := seatDot + 1.5*pad
	room := right - x
	l.text.Text = cutText(l.full, room, l.text.TextSize, l.text.TextStyle)
	th := l.text.MinSize().Height
	l.text.Move(fyne.NewPos(x, (size.Height-th)/2))
	l.text.Resize(fyne.NewSize(max(room, 0), th))
}

// cutText is s, or as much of it as fits width followed by "…".
func cutText(s string, width, size float32, style fyne.TextStyle) string {
	if fyne.MeasureText(s, size, style).Width <= width {
		return s
	}
	r := []rune(s)
	lo, hi := 0, len(r) // the longest prefix that fits with "…" is lo runes
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if fyne.MeasureText(string(r[:mid])+"…", size, style).Width <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return string(r[:lo]) + "…"
}
