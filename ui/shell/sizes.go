package shell

import "fyne.io/fyne/v2"

// prefWindow is the settings' key of a window's size: + name + ".width" / ".height".
const prefWindow = "window."

// RememberSize opens w at the size it had when it was last seen under name (def the
// first time) and keeps that size up to date. Fyne tells of no resize, so the window's
// content goes into a layout that notes every new size of the canvas.
func (e *Env) RememberSize(w fyne.Window, name string, def fyne.Size) {
	p := e.Prefs
	wk, hk := prefWindow+name+".width", prefWindow+name+".height"
	size := fyne.NewSize(float32(p.FloatWithFallback(wk, float64(def.Width))),
		float32(p.FloatWithFallback(hk, float64(def.Height))))
	if size.Width < 200 || size.Height < 150 { // a damaged file must not hide the window
		size = def
	}
	note := &sizeNote{canvas: w.Canvas(), last: size, save: func(s fyne.Size) {
		p.SetFloat(wk, float64(s.Width))
		p.SetFloat(hk, float64(s.Height))
	}}
	w.SetContent(&fyne.Container{Layout: note, Objects: []fyne.CanvasObject{w.Content()}})
	w.Resize(size)
}

// sizeNote lays out one object over the whole window and saves the canvas's size (the
// menu bar included: what Window.Resize asks for) when it has changed.
type sizeNote struct {
	canvas fyne.Canvas
	last   fyne.Size
	save   func(fyne.Size)
}

func (n *sizeNote) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	// before the window is shown the canvas may not have its size yet
	if s := n.canvas.Size(); s.Width >= 200 && s.Height >= 150 && s != n.last {
		n.last = s
		n.save(s)
	}
}

func (n *sizeNote) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var m fyne.Size
	for _, o := range objs {
		m = m.Max(o.MinSize())
	}
	return m
}
