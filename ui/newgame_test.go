package ui

import (
	"testing"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui/uitest"

	"fyne.io/fyne/v2/widget"
)

// testEnv is an Env on Fyne's software test app: no display needed.
func testEnv(t *testing.T) *Env {
	t.Helper()
	sh, _ := uitest.Env(t)
	return newEnv(sh)
}

// TestNewGameOpensOnTheWindowsGame: Game › New game… opens (or brings forward) the
// launcher on the window's game, variant included, whatever the launcher showed.
func TestNewGameOpensOnTheWindowsGame(t *testing.T) {
	env := testEnv(t)
	env.ShowLauncher()
	for _, id := range []string{"dino-czars", "chess-56", "antarctic-chess"} {
		w := env.OpenGame(uitest.Match(t, id, rules.Config{}))
		uitest.MenuItem(t, w, "New game…")
		e, _ := games.Lookup(id)
		if got := uitest.FindAll[*widget.Select](env.launcher.Content())[0].Selected; got != e.Name {
			t.Errorf("New game… from a %s window: the launcher shows %s", id, got)
		}
		w.Close()
	}
}
