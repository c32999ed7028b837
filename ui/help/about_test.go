package help

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/internal/version"
	"oddboards/ui/uitest"
)

// TestAboutSaysVersionLicenceAndFolders: Help › About gives the version, the licence and
// the folders the games and settings are in, and shows them.
func TestAboutSaysVersionLicenceAndFolders(t *testing.T) {
	env, _ := uitest.Env(t)
	a := aboutOf(env)
	if !strings.HasPrefix(a.Version, "Oddboards "+version.Number) {
		t.Errorf("version %q", a.Version)
	}
	if a.Licence != version.Licence || !strings.Contains(a.Licence, "licence") {
		t.Errorf("licence %q", a.Licence)
	}
	autosaves := filepath.Dir(env.Saves.AutosavePath("x"))
	prefs := env.Prefs.Path()
	for _, want := range []string{autosaves, prefs, "Save as"} {
		if !strings.Contains(a.Files, want) {
			t.Errorf("the folders text lacks %q:\n%s", want, a.Files)
		}
	}
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(900, 700))
	ShowAbout(env, w)
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no About box")
	}
	shown := strings.Join(uitest.LabelsUnder(top), "\n")
	for _, want := range []string{"Oddboards " + version.Number, autosaves, "licence"} {
		if !strings.Contains(shown, want) {
			t.Errorf("the About box lacks %q:\n%s", want, shown)
		}
	}
}
