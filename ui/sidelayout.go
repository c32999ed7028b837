package ui

import "fyne.io/fyne/v2"

// sideWidthPx is the game window's side panel's least width. It is the same whatever
// the panel shows, so the board beside it never jumps from turn to turn.
const sideWidthPx = 300

// fillLast stacks its objects top to bottom at their least heights and gives the last
// one the rest of the height, at least minLast (a move list that shows a few rows).
type fillLast struct{ minLast float32 }

func (f fillLast) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for i, o := range objs {
		m := o.MinSize()
		if i == len(objs)-1 {
			m.Height = max(m.Height, f.minLast)
		}
		s.Width = max(s.Width, m.Width)
		s.Height += m.Height
	}
	return s
}

func (f fillLast) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	y := float32(0)
	for i, o := range objs {
		h := o.MinSize().Height
		if i == len(objs)-1 {
			h = max(size.Height-y, f.minLast, h)
		}
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h
	}
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
