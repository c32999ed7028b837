package gamewin

import (
	"errors"
	"strings"
	"testing"

	"oddboards/ui/shell"
	"oddboards/ui/uitest"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestMessageDialogsKeepTheirIconBesideTheText: an error's or a note's icon is drawn
// beside its text, never over it, and the text shows whole.
func TestMessageDialogsKeepTheirIconBesideTheText(t *testing.T) {
	long := strings.Repeat("the game server cannot be reached at this address just now ", 4)
	for _, c := range []struct {
		name string
		show func(w fyne.Window)
		want string
	}{
		{"error", func(w fyne.Window) { shell.ShowError(errors.New(long), w) }, "The game server"},
		{"short error", func(w fyne.Window) { shell.ShowError(errors.New("no"), w) }, "No"},
		{"note", func(w fyne.Window) { shell.ShowInfo("Resume", long, w) }, "the game server"},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := test.NewTempWindow(t, widget.NewLabel("game"))
			w.Resize(fyne.NewSize(900, 700))
			c.show(w)
			top := w.Canvas().Overlays().Top()
			if top == nil {
				t.Fatal("no dialog")
			}
			text := uitest.Label(top, strings.TrimSpace(c.want))
			// the icon: a widget, or the image Fyne's own dialogs draw
			var icons []fyne.CanvasObject
			for _, i := range uitest.FindAll[*widget.Icon](top) {
				icons = append(icons, i)
			}
			for _, i := range uitest.FindAll[*canvas.Image](top) {
				icons = append(icons, i)
			}
			if text == nil || len(icons) == 0 {
				t.Fatalf("the dialog has text %q and %d icons", uitest.TextOf(text), len(icons))
			}
			if !strings.HasPrefix(text.Text, c.want) {
				t.Errorf("the text reads %q", text.Text)
			}
			for _, icon := range icons { // a widget.Icon's image among them: the same place
				if ti, ii := uitest.AreaOf(text), uitest.AreaOf(icon); ti.Meets(ii) {
					t.Errorf("the icon at %v is drawn over the text at %v", ii, ti)
				}
			}
			if text.Size().Height < text.MinSize().Height-0.5 {
				t.Errorf("the text is %.0f high and needs %.0f: cut off", text.Size().Height, text.MinSize().Height)
			}
			w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
			if w.Canvas().Overlays().Top() != nil {
				t.Error("Escape does not close it")
			}
		})
	}
}
