package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/ui/shell"
	"oddboards/ui/uitest"
)

// In a browser (shell.Pages) the launcher, the game windows and help are pages of one
// window: each opens on top, and closing one goes back to the page shown before it.
func TestBrowserWindowsArePages(t *testing.T) {
	sh, _ := uitest.Env(t)
	sh.Pages = shell.NewPages(sh.App)
	env := newEnv(sh)
	real := sh.Pages.Window()
	top := func(want fyne.Window, what string) {
		t.Helper()
		if got := sh.Pages.Top(); got != want {
			t.Fatalf("%s: %q on top, want %q", what, title(got), title(want))
		}
		if real.Title() != want.Title() {
			t.Errorf("%s: window titled %q, want %q", what, real.Title(), want.Title())
		}
	}
	launcher := env.ShowLauncher()
	top(launcher, "at the start")
	m := uitest.Match(t, "chess-56", rules.Config{})
	game := env.OpenGame(m)
	top(game, "a game opened")
	if real.MainMenu() == nil || real.MainMenu() != game.MainMenu() {
		t.Error("the window does not have the game's menus")
	}
	uitest.MenuItem(t, game, "New game…")
	top(launcher, "Game › New game…")
	if real.MainMenu() != nil {
		t.Error("the launcher shows the game's menus")
	}
	game.Show()
	help := env.Help.Show("chess-56", pieces.None)
	top(help, "help opened")
	real.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape}) // help's Escape closes it
	top(game, "help closed")
	game.Close()
	top(launcher, "the game closed")
	if env.WindowOf(m) != nil {
		t.Error("the game's page closed, its window is still known")
	}
	if n := len(sh.App.Driver().AllWindows()); n != 2 { // the test driver's own, and the one
		t.Errorf("%d windows, want the test driver's and the pages'", n)
	}
}

func title(w fyne.Window) string {
	if w == nil {
		return "<none>"
	}
	return w.Title()
}
