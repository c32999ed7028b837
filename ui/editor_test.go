package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"oddboards/rules"
	"oddboards/rules/games"

	"oddboards/ui/uitest"
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

func TestCopyAndPastePosition(t *testing.T) {
	env := testEnv(t)
	m := namedMatch(t, "clash-of-command", "Ann", "Bob")
	playTexts(t, m, "Dc3-d4")
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(900, 700))
	copyPosition(env, w, m)
	text := env.App.Clipboard().Content()
	if text != m.Position().PositionText() {
		t.Fatalf("copied %q", text)
	}
	before := len(env.gameWins)
	pastePosition(env, w, m)
	if len(env.gameWins) != before+1 {
		t.Fatal("Paste position opened no game")
	}
	for next := range env.gameWins {
		if next.Config().Position != text || next.Position().ToMove() != 1 || next.Names()[0] != "Ann" {
			t.Errorf("pasted game: config %q, %v to move, names %v", next.Config().Position, next.Position().ToMove(), next.Names())
		}
	}
	env.App.Clipboard().SetContent("Ca1 Qc3 / Ci9 w")
	pastePosition(env, w, m)
	texts, _ := uitest.Overlay(t, w)
	if all := strings.Join(texts, " "); !strings.Contains(all, `field 1, character 5: no such piece "Q"`) {
		t.Errorf("a bad pasted position says %q", all)
	}
	if len(env.gameWins) != before+1 {
		t.Error("a bad pasted position opened a game")
	}
}
