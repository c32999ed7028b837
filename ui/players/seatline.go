package players

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
)

// SeatLine is one seat's line in the side panel (the seats list, the clocks): its
// colour's dot, its text cut with "…" to the room there is, and at the right an optional
// tail (its clock). A long name never widens the panel, and a line is a text's height,
// so seven seats fit.
type SeatLine struct {
	full string
	dot  *canvas.Circle
	text *canvas.Text
	tail fyne.CanvasObject // nil: none
	Box  *fyne.Container   // what the panel shows
}

// seatDot is the diameter of a seat's colour dot.
const seatDot = 12

// NewSeatLine is a seat's line of colour fill showing text, with tail at its right (nil: none).
func NewSeatLine(fill color.Color, text string, tail fyne.CanvasObject) *SeatLine {
	l := &SeatLine{full: text, dot: canvas.NewCircle(fill), text: canvas.NewText(text, theme.Color(theme.ColorNameForeground)), tail: tail}
	l.dot.StrokeColor = color.NRGBA{0xa0, 0xa0, 0xa0, 0xff} // shows a black dot on the dark panel too
	l.dot.StrokeWidth = 1.5
	objs := []fyne.CanvasObject{l.dot, l.text}
	if tail != nil {
		objs = append(objs, tail)
	}
	l.Box = &fyne.Container{Layout: l, Objects: objs}
	return l
}

// Set shows text in style, cut to the line's room.
func (l *SeatLine) Set(text string, style fyne.TextStyle) {
	if l.full == text && l.text.TextStyle == style {
		return
	}
	l.full, l.text.TextStyle = text, style
	l.Layout(l.Box.Objects, l.Box.Size())
	l.text.Refresh()
}

// Shown is the text as it shows, cut to the line's room, and its style.
func (l *SeatLine) Shown() *canvas.Text { return l.text }

// Full is the line's whole text, however much of it shows.
func (l *SeatLine) Full() string { return l.full }

func (l *SeatLine) MinSize([]fyne.CanvasObject) fyne.Size {
	h := l.text.MinSize().Height // the same whatever the text
	w := seatDot + 2*theme.Padding() + fyne.MeasureText("M…", l.text.TextSize, l.text.TextStyle).Width
	if l.tail != nil {
		t := l.tail.MinSize()
		w += t.Width + theme.Padding()
		h = max(h, t.Height)
	}
	return fyne.NewSize(w, h)
}

func (l *SeatLine) Layout(_ []fyne.CanvasObject, size fyne.Size) {
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
