package ui

import (
	"testing"

	"oddboards/rules"
	"oddboards/ui/uitest"
)

// TestNewGameOpensOnTheWindowsGame: Game › New game… opens (or brings forward) the
// launcher on the window's game, variant included, whatever the launcher showed.
func TestNewGameOpensOnTheWindowsGame(t *testing.T) {
	env := testEnv(t)
	env.ShowLauncher()
	for _, id := range []string{"dino-czars", "chess-56", "antarctic-chess"} {
		w := env.OpenGame(uitest.Match(t, id, rules.Config{}))
		uitest.MenuItem(t, w, "New game…")
		if got := env.launcherView.entry.ID; got != id {
			t.Errorf("New game… from a %s window: the launcher shows %s", id, got)
		}
		w.Close()
	}
}
