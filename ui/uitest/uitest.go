// Package uitest holds what the UI packages' tests share: walking a tree of canvas
// objects, finding widgets and texts in it, and where an object lies in its window. Only
// tests import it.
package uitest

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Walk visits o and, while visit says to go down, the objects inside it (a container's,
// a widget's renderer's).
func Walk(o fyne.CanvasObject, visit func(fyne.CanvasObject) (down bool)) {
	if !visit(o) {
		return
	}
	var kids []fyne.CanvasObject
	switch x := o.(type) {
	case *fyne.Container:
		kids = x.Objects
	case fyne.Widget:
		kids = test.WidgetRenderer(x).Objects()
	}
	for _, c := range kids {
		Walk(c, visit)
	}
}

// FindAll finds the objects of type T in a tree of canvas objects, inside widgets too;
// it does not look inside a T.
func FindAll[T fyne.CanvasObject](o fyne.CanvasObject) []T {
	var out []T
	Walk(o, func(o fyne.CanvasObject) bool {
		x, ok := o.(T)
		if ok {
			out = append(out, x)
		}
		return !ok
	})
	return out
}

// LabelText is the text of a label or a rich text.
func LabelText(o fyne.CanvasObject) (string, bool) {
	switch x := o.(type) {
	case *widget.Label:
		return x.Text, true
	case *widget.RichText:
		return x.String(), true
	}
	return "", false
}

// Texts collects every text shown under o: labels, rich text, buttons, selects (inside
// containers, scrolls and splits, not inside other widgets).
func Texts(o fyne.CanvasObject) []string {
	var out []string
	Walk(o, func(o fyne.CanvasObject) bool {
		if s, ok := LabelText(o); ok {
			out = append(out, s)
			return false
		}
		switch w := o.(type) {
		case *widget.Button:
			out = append(out, w.Text)
		case *widget.Select:
			out = append(out, w.Selected)
		case *fyne.Container, *container.Scroll, *container.Split:
			return true
		}
		return false
	})
	return out
}

// Blank reports whether img is all one colour.
func Blank(img image.Image) bool {
	b := img.Bounds()
	r0, g0, b0, _ := img.At(b.Min.X, b.Min.Y).RGBA()
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			r, g, bb, _ := img.At(x, y).RGBA()
			if r != r0 || g != g0 || bb != b0 {
				return false
			}
		}
	}
	return true
}

// Area is an object's rectangle in its window.
type Area struct{ X0, Y0, X1, Y1 float32 }

// AreaOf is where o lies in its window.
func AreaOf(o fyne.CanvasObject) Area {
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	s := o.Size()
	return Area{at.X, at.Y, at.X + s.Width, at.Y + s.Height}
}

// Meets reports whether a and b overlap.
func (a Area) Meets(b Area) bool { return a.X0 < b.X1 && b.X0 < a.X1 && a.Y0 < b.Y1 && b.Y0 < a.Y1 }

func (a Area) String() string { return fmt.Sprintf("(%.0f,%.0f)-(%.0f,%.0f)", a.X0, a.Y0, a.X1, a.Y1) }

// Timers holds delays until the test runs them (Fire): no goroutine, no sleep, no race.
// Its After stands in for time.AfterFunc.
type Timers struct{ pending []func() }

// After keeps f to run at the next Fire, whatever d; stopping it does nothing.
func (t *Timers) After(_ time.Duration, f func()) (stop func()) {
	t.pending = append(t.pending, f)
	return func() {}
}

// Fire runs the delays kept so far.
func (t *Timers) Fire() {
	f := t.pending
	t.pending = nil
	for _, g := range f {
		g()
	}
}

// WritePNG writes img to path as a PNG (a picture to look at, not a test's result).
func WritePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// ChoiceOffering is the choice of the first select that offers option in the dialog over
// w ("" if none): what a dialog shows, found by what it offers.
func ChoiceOffering(w fyne.Window, option string) string {
	top := w.Canvas().Overlays().Top()
	if top == nil {
		return ""
	}
	for _, o := range test.LaidOutObjects(top) {
		if s, ok := o.(*widget.Select); ok && slices.Contains(s.Options, option) {
			return s.Selected
		}
	}
	return ""
}

// DialogSays reports whether the dialog over w shows a label starting with prefix: for
// waiting until work in the background has shown its result.
func DialogSays(w fyne.Window, prefix string) func() bool {
	return func() bool {
		top := w.Canvas().Overlays().Top()
		if top == nil {
			return false
		}
		for _, o := range test.LaidOutObjects(top) {
			if l, ok := o.(*widget.Label); ok && strings.HasPrefix(l.Text, prefix) {
				return true
			}
		}
		return false
	}
}

// Label is a visible label under o whose text holds s, or nil.
func Label(o fyne.CanvasObject, s string) *widget.Label {
	for _, l := range FindAll[*widget.Label](o) {
		if strings.Contains(l.Text, s) && l.Visible() {
			return l
		}
	}
	return nil
}

// LabelTexts are the visible labels' texts of o, for a failure's message.
func LabelTexts(o fyne.CanvasObject) []string {
	var out []string
	for _, l := range FindAll[*widget.Label](o) {
		if l.Visible() {
			out = append(out, l.Text)
		}
	}
	return out
}

// DialogButton is the n-th (from 0) button labelled text of the dialog on top of window
// w; the test fails when there is no such dialog or button.
func DialogButton(t *testing.T, w fyne.Window, text string, n int) *widget.Button {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog shows")
	}
	var found []*widget.Button
	for _, b := range FindAll[*widget.Button](top) {
		if b.Text == text {
			found = append(found, b)
		}
	}
	if n >= len(found) {
		t.Fatalf("the dialog has %d %q buttons, not %d", len(found), text, n+1)
	}
	return found[n]
}

// CountButtons counts the buttons labelled text under o that show and may be tapped.
func CountButtons(o fyne.CanvasObject, text string) int {
	n := 0
	for _, b := range FindAll[*widget.Button](o) {
		if b.Text == text && b.Visible() && !b.Disabled() {
			n++
		}
	}
	return n
}

// TextOf is l's text, "" for no label: for a failure's message about a label not found.
func TextOf(l *widget.Label) string {
	if l == nil {
		return ""
	}
	return l.Text
}
