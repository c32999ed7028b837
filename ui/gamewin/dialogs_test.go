package gamewin

import (
	"errors"
	"strings"
	"testing"

	"oddboards/ui/shell"
	"oddboards/ui/uitest"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TestHostDialogSeatChoosersLineUp: the seats' choosers start and end at one edge
// whatever their names' widths ("Red" and "Black").
func TestHostDialogSeatChoosersLineUp(t *testing.T) {
	env, _ := netTestEnv(t)
	m := namedMatch(t, "pothole-chess")
	w := env.OpenGame(m)
	w.Resize(defaultGameContent)
	nd := showNetwork(env, w, m)
	first := uitest.AreaOf(nd.seats[0].Select)
	for i, sel := range nd.seats[1:] {
		if a := uitest.AreaOf(sel.Select); a.X0 != first.X0 || a.X1 != first.X1 {
			t.Errorf("seat %d's chooser spans %.0f–%.0f, the first's %.0f–%.0f", i+1, a.X0, a.X1, first.X0, first.X1)
		}
	}
	if uitest.AreaOf(nd.port).X0 != uitest.AreaOf(nd.public).X0 {
		t.Errorf("the port at %.0f, the address at %.0f", uitest.AreaOf(nd.port).X0, uitest.AreaOf(nd.public).X0)
	}
}

// TestInvitationsCopyButtonsClearTheScrollBar: with more invitations than fit, the
// Copy buttons end left of the scroll bar, which is drawn over the dialog's content.
func TestInvitationsCopyButtonsClearTheScrollBar(t *testing.T) {
	env, q := netTestEnv(t)
	host := hostFromDialog(t, env, q, namedMatch(t, "pothole-chess"), false, true, true, true)
	w := env.wins[host.t.Match()]
	w.Resize(defaultGameContent)
	d := showInvitations(env, w, host)
	defer d.Hide()
	top := w.Canvas().Overlays().Top()
	scrolls := uitest.FindAll[*container.Scroll](top)
	if len(scrolls) != 1 || scrolls[0].Content.MinSize().Height <= scrolls[0].Size().Height {
		t.Fatal("the invitations do not scroll: the test shows nothing")
	}
	bar := uitest.AreaOf(scrolls[0]).X1 - theme.ScrollBarSize()
	n := 0
	for _, b := range findAllButtons(top) {
		if b.Text == "Copy" {
			n++
			if a := uitest.AreaOf(b); a.X1 > bar+0.5 {
				t.Errorf("a Copy button reaches %.0f, under the scroll bar from %.0f", a.X1, bar)
			}
		}
	}
	if n != 4 { // three seats and the spectators
		t.Errorf("%d Copy buttons", n)
	}
}

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
			text := findLabel(top, strings.TrimSpace(c.want))
			// the icon: a widget, or the image Fyne's own dialogs draw
			var icons []fyne.CanvasObject
			for _, i := range uitest.FindAll[*widget.Icon](top) {
				icons = append(icons, i)
			}
			for _, i := range uitest.FindAll[*canvas.Image](top) {
				icons = append(icons, i)
			}
			if text == nil || len(icons) == 0 {
				t.Fatalf("the dialog has text %q and %d icons", labelTextOf(text), len(icons))
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
