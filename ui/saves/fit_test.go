package saves

import (
	"math/rand/v2"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui/export"
	"oddboards/ui/savestore"
	"oddboards/ui/uitest"
)

// TestSaveDialogShowsTheWholeName: the file dialogs of Save as… and Export open wide
// enough for the name they suggest, whole (they opened at their least size, which cut a
// game's name off after its game).
func TestSaveDialogShowsTheWholeName(t *testing.T) {
	for _, c := range []struct {
		what string
		show func(d *Dialogs, w fyne.Window, m *rules.Match)
		name func(m *rules.Match) string
	}{
		{"save as", (*Dialogs).ShowSaveAs, savestore.FileName},
		{"export", func(d *Dialogs, w fyne.Window, m *rules.Match) {
			export.Show(d.env, w, m)
			uitest.TapButton(t, w.Canvas().Overlays().Top(), "Save…")
		}, func(m *rules.Match) string { return export.Name(m) + ".pdf" }},
	} {
		d, _, w := savesEnv(t)
		w.Resize(fyne.NewSize(1100, 740))
		m := uitest.Match(t, "antarctic-chess", rules.Config{}, "Annabel", "Bartholomew", "Cordelia")
		c.show(d, w, m)
		want := c.name(m)
		var entry *widget.Entry
		for _, e := range uitest.FindAll[*widget.Entry](w.Canvas().Overlays().Top()) {
			if e.Text == want {
				entry = e
			}
		}
		if entry == nil {
			t.Fatalf("%s: no field holds %q", c.what, want)
		}
		need := fyne.MeasureText(want, theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding()
		if got := entry.Size().Width; got < need {
			t.Errorf("%s: the name's field is %.0f wide, %q needs %.0f", c.what, got, want, need)
		}
	}
}

// At the launcher's default size the Unfinished games dialog shows every game's Resume
// and Discard, a seven-player game with long names among them.
func TestResumeDialogFitsItsButtons(t *testing.T) {
	d, s, w := savesEnv(t)
	w.Resize(fyne.NewSize(960, 700)) // the launcher's size
	e, _ := games.Lookup("antarctic-chess")
	names := uitest.LongNames()
	seven, err := rules.NewMatch(e.Game, rules.Config{Variant: e.Variant, Mode: "7U"}, names)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range []*rules.Match{seven, annAndBob(t, 3, 2)} {
		release := s.Track(m)
		uitest.PlayRandom(t, m, rand.New(rand.NewPCG(uint64(i), 1)), 3)
		s.Flush()
		release()
	}
	if d.ShowResume(w) == nil {
		t.Fatal("no dialog")
	}
	_, bs := uitest.Tree(w.Canvas().Overlays().Top())
	n := 0
	for _, b := range bs {
		if b.Text == "Resume" || b.Text == "Discard" {
			n++
			if !uitest.Inside(w, b) {
				at := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
				t.Errorf("%s at %v, %v is not inside the %v window", b.Text, at, b.Size(), w.Canvas().Size())
			}
		}
	}
	if n != 4 {
		t.Errorf("%d Resume and Discard buttons, want 4", n)
	}
}
