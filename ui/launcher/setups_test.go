package launcher

import (
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/games"
)

// A position kept as a setup is offered in the launcher, and a game started there starts
// from it.
func TestEditorSetupInLauncher(t *testing.T) {
	env := testEnv(t)
	e, _ := games.Lookup("dino-czars")
	cfg := rules.Config{Variant: e.Variant, Position: "E1:TR^N,C3:BR^N,G4:br^S,E6:tr^S 2 2/2 - 1"} // as the game writes it
	if err := env.Saves.SaveSetup(e.Game, cfg, "Czars and Brontos"); err != nil {
		t.Fatal(err)
	}
	l, _ := openLauncher(t, env)
	l.game.SetSelected(e.Name)
	found := -1
	for i, o := range l.custom.Options {
		if strings.Contains(o, "Czars and Brontos") {
			found = i
		}
	}
	if found < 0 || !l.custom.Visible() {
		t.Fatalf("the launcher offers %q", l.custom.Options)
	}
	l.custom.SetSelectedIndex(found)
	m, err := l.Match()
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Position().PositionText(); got != cfg.Position {
		t.Errorf("the game starts at %q, want %q", got, cfg.Position)
	}
	if !strings.Contains(l.setupOK.Text, "Czars and Brontos") {
		t.Errorf("the setup line says %q", l.setupOK.Text)
	}
}
