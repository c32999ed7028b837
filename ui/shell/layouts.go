package shell

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// FillLast stacks its visible objects top to bottom at their least heights, a padding
// apart, and gives the last one the rest of the height, at least MinLast (a move list
// that shows a few rows). The side panel's parts are its objects directly, not nested
// boxes: one Layout places them all, so a relayout after a part grew moves every part
// below it (Fyne's own relayout on a changed least size can miss a level when two
// parts change in one frame, and the move list was drawn over the clocks).
type FillLast struct{ MinLast float32 }

func (f FillLast) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	vis := visible(objs)
	for i, o := range vis {
		m := o.MinSize()
		if i == len(vis)-1 {
			m.Height = max(m.Height, f.MinLast)
		}
		if i > 0 {
			s.Height += theme.Padding()
		}
		s.Width = max(s.Width, m.Width)
		s.Height += m.Height
	}
	return s
}

func (f FillLast) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	y := float32(0)
	vis := visible(objs)
	for i, o := range vis {
		if o.Size().Width != size.Width {
			// a wrapped text's height is its height at this width
			o.Resize(fyne.NewSize(size.Width, o.Size().Height))
		}
		h := o.MinSize().Height
		if i == len(vis)-1 {
			h = max(size.Height-y, f.MinLast, h)
		}
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h + theme.Padding()
	}
}

// visible are the objects shown: a hidden one takes no room.
func visible(objs []fyne.CanvasObject) []fyne.CanvasObject {
	var vis []fyne.CanvasObject
	for _, o := range objs {
		if o.Visible() {
			vis = append(vis, o)
		}
	}
	return vis
}

// FixedWidth asks for width Width whatever its object would like: its object fills it.
type FixedWidth struct{ Width float32 }

func (f FixedWidth) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(f.Width, h)
}

func (f FixedWidth) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// FixedHeight asks for height Height whatever its objects would like: they fill it. A part
// that must not grow or shrink with what it shows (a network game's strip of chat and
// requests) lies in one.
type FixedHeight struct{ Height float32 }

func (f FixedHeight) MinSize(objs []fyne.CanvasObject) fyne.Size {
	w := float32(0)
	for _, o := range objs {
		w = max(w, o.MinSize().Width)
	}
	return fyne.NewSize(w, f.Height)
}

func (f FixedHeight) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

// SetEnabled enables or disables w (a button, a select, a check).
func SetEnabled(w fyne.Disableable, on bool) {
	if on == w.Disabled() { // only a change: each Enable or Disable redraws
		if on {
			w.Enable()
		} else {
			w.Disable()
		}
	}
}
