package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"oddboards/rules"
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
		show func(env *Env, w fyne.Window, m *rules.Match)
		name func(m *rules.Match) string
	}{
		{"save as", ShowSaveAs, savestore.FileName},
		{"export", func(env *Env, w fyne.Window, m *rules.Match) {
			export.Show(env.Env, w, m)
			tapButton(t, w.Canvas().Overlays().Top(), "Save…")
		}, func(m *rules.Match) string { return export.Name(m) + ".pdf" }},
	} {
		env, _, w := savesEnv(t)
		w.Resize(fyne.NewSize(1100, 740))
		m := namedMatch(t, "antarctic-chess", "Annabel", "Bartholomew", "Cordelia")
		c.show(env, w, m)
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
