package gamewin

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"oddboards/ui/uitest"
)

func TestCopyAndPastePosition(t *testing.T) {
	env := testEnv(t)
	m := namedMatch(t, "clash-of-command", "Ann", "Bob")
	playTexts(t, m, "Dc3-d4")
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(900, 700))
	copyPosition(env, m)
	text := env.App.Clipboard().Content()
	if text != m.Position().PositionText() {
		t.Fatalf("copied %q", text)
	}
	before := len(env.wins)
	pastePosition(env, w, m)
	if len(env.wins) != before+1 {
		t.Fatal("Paste position opened no game")
	}
	for next := range env.wins {
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
	if len(env.wins) != before+1 {
		t.Error("a bad pasted position opened a game")
	}
}
