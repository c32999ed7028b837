package export

import (
	"testing"

	"oddboards/rules"
	"oddboards/ui/printout"
	"oddboards/ui/uitest"
)

// TestExportSettingsAreRemembered: the settings saved with are the next dialog's, what
// it prints is not, and settings that do not work are not kept.
func TestExportSettingsAreRemembered(t *testing.T) {
	env, _ := uitest.Env(t)
	m := uitest.Match(t, "chess-2016", rules.Config{Setup: 1})
	f := newExportForm(env, m)
	f.choose(printout.Setup)
	f.format.SetSelected("PNG")
	f.paper.SetSelected(f.paper.Options[len(f.paper.Options)-1])
	f.landscape.SetChecked(true)
	f.bw.SetChecked(true)
	f.trueSize.SetChecked(true)
	f.cellMM.SetText("25")
	f.dpi.SetText("300")
	f.remember()

	g := newExportForm(env, m)
	if g.format.Selected != "PNG" || g.paper.Selected != f.paper.Selected || !g.landscape.Checked || !g.bw.Checked ||
		!g.trueSize.Checked || g.cellMM.Text != "25" || g.cellMM.Disabled() || g.dpi.Text != "300" {
		t.Errorf("the next dialog has %s, %s, landscape %v, bw %v, true size %v (%q, disabled %v), dpi %q",
			g.format.Selected, g.paper.Selected, g.landscape.Checked, g.bw.Checked, g.trueSize.Checked,
			g.cellMM.Text, g.cellMM.Disabled(), g.dpi.Text)
	}
	if g.what.Selected != exportWhats[0].label {
		t.Errorf("the next dialog prints %q, want the window's own choice", g.what.Selected)
	}
	g.dpi.SetText("lots")
	g.remember()
	if h := newExportForm(env, m); h.dpi.Text != "300" {
		t.Errorf("a DPI of %q was kept", h.dpi.Text)
	}
}
