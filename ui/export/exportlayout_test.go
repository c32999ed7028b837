package export

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"oddboards/rules"
	"oddboards/ui/uitest"
)

// TestExportDialogHasNoHoleUnderItsOptions: the dialog's buttons come soon after its
// last option (and the message line under the options): the options' column was given a
// fixed height in a dialog made larger still, which left a large empty area under them.
func TestExportDialogHasNoHoleUnderItsOptions(t *testing.T) {
	for _, id := range []string{"chess-2016", "dino-czars"} {
		env, q := uitest.Env(t)
		w := test.NewTempWindow(t, nil)
		w.Resize(fyne.NewSize(1100, 740))
		Show(env, w, uitest.Match(t, id, rules.Config{}))
		q.RunUntil(t, uitest.DialogSays(w, "Page 1 of "))
		var last, save fyne.CanvasObject
		for _, o := range test.LaidOutObjects(w.Canvas().Overlays().Top()) {
			switch o := o.(type) {
			case *widget.Check:
				if o.Text == "Black and white (saves ink)" {
					last = o
				}
			case *widget.Button:
				if o.Text == "Save…" {
					save = o
				}
			}
		}
		if last == nil || save == nil {
			t.Fatalf("%s: no last option (%v) or Save… (%v)", id, last, save)
		}
		// room for the message line and the dialog's padding, no more
		line := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{}).Height + 2*theme.InnerPadding()
		if gap := uitest.AreaOf(save).Y0 - uitest.AreaOf(last).Y1; gap < 0 || gap > line+4*theme.Padding() {
			t.Errorf("%s: %.0f between the options and Save…, want 0 to %.0f", id, gap, line+4*theme.Padding())
		}
	}
}
