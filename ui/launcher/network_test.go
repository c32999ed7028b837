package launcher

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"oddboards/ui/uitest"
)

// saying reports whether a text under the window's top dialog holds s.
func saying(t *testing.T, w fyne.Window, s string) bool {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatalf("no dialog over the launcher, where one saying %q should be", s)
	}
	texts, _ := uitest.Tree(top)
	for _, text := range texts {
		if strings.Contains(text, s) {
			return true
		}
	}
	return false
}

// TestLauncherHostsAndJoinsThroughTheNetworkDialogs: Host… offers to host the game as
// the launcher sets it up, Join… to join by invitation (the dialogs themselves are
// tested in ui/gamewin).
func TestLauncherHostsAndJoinsThroughTheNetworkDialogs(t *testing.T) {
	env := testEnv(t)
	l, w := openLauncher(t, env)
	w.Resize(Size())
	l.game.SetSelected("Chess 2016")
	l.setup.SetText("37")
	l.nameEnt[0].SetText("Ann")
	uitest.TapButton(t, w.Content(), "Host…")
	if !saying(t, w, "Chess 2016, as set up here") || !saying(t, w, "Ann") {
		texts, _ := uitest.Tree(w.Canvas().Overlays().Top())
		t.Errorf("Host… offers %q, not the game set up", texts)
	}
	w.Canvas().Overlays().Top().Hide()
	uitest.TapButton(t, w.Content(), "Join…")
	if !saying(t, w, "Paste the invitation you were sent:") {
		t.Error("Join… offers no invitation to paste")
	}
}

// TestLauncherResumeWithNothingSaysSo: Resume… with no game to resume says so, where at
// the start nothing shows.
func TestLauncherResumeWithNothingSaysSo(t *testing.T) {
	env := testEnv(t)
	_, w := openLauncher(t, env)
	w.Resize(Size())
	if env.Files.ShowResume(w) != nil || w.Canvas().Overlays().Top() != nil {
		t.Fatal("the start offers to resume nothing")
	}
	uitest.TapButton(t, w.Content(), "Resume…")
	if !saying(t, w, "no unfinished game") {
		t.Fatal("Resume… with nothing to resume says nothing")
	}
}
