package gamewin

import (
	"fmt"
	"maps"
	"strings"

	"fyne.io/fyne/v2"

	"oddboards/rules"
	"oddboards/ui/shell"
)

// copyPosition puts the position string of m's current position on the clipboard.
func copyPosition(env *Env, m *rules.Match) {
	env.App.Clipboard().SetContent(m.Position().PositionText())
}

// pastePosition opens a new game of m's game and settings on the position string on the
// clipboard; a string the game cannot read says what is wrong and where.
func pastePosition(env *Env, w fyne.Window, m *rules.Match) {
	text := strings.TrimSpace(env.App.Clipboard().Content())
	if text == "" {
		shell.ShowError(fmt.Errorf("the clipboard holds no position: copy a position string first"), w)
		return
	}
	cfg := m.Config()
	cfg.Position = text
	cfg.Options = maps.Clone(cfg.Options)
	if _, err := rules.StartOf(m.Game(), cfg); err != nil {
		shell.ShowError(fmt.Errorf("the clipboard's position cannot be played: %v", err), w)
		return
	}
	next, err := rules.NewMatch(m.Game(), cfg, m.Names())
	if err != nil {
		shell.ShowError(err, w)
		return
	}
	env.OpenGame(next)
}
