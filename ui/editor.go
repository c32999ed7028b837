package ui

import (
	"fmt"
	"maps"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui/editor"
	"oddboards/ui/shell"
)

// ShowEditor opens the position editor on p, a position of g under cfg: Play opens a
// game on the position set up, and it can be kept as a custom setup for the launcher.
func ShowEditor(env *Env, g rules.Game, cfg rules.Config, p rules.Position) (*editor.View, error) {
	cg, ok := g.(rules.Composer)
	if !ok {
		return nil, fmt.Errorf("%s has no position editor", g.Name())
	}
	cfg.Position = ""
	cfg.Options = maps.Clone(cfg.Options) // the editor's own: not the game's it came from
	start, err := g.Start(cfg)
	if err != nil {
		return nil, err
	}
	w := env.App.NewWindow("Oddboards — set up a position: " + games.Title(g, cfg))
	m := editor.New(cg, cfg, p)
	v := editor.NewView(m, editor.Deps{
		Fonts: env.Fonts, Icons: env.Icons, Window: w, Clipboard: env.App.Clipboard(), Start: start, Players: g.Players(cfg),
		Play: func(c rules.Config) {
			match, err := rules.NewMatch(g, c, nil)
			if err != nil {
				shell.ShowError(err, w)
				return
			}
			env.OpenGame(match)
		},
		SaveSetup: func(name, text string) error {
			c := cfg
			c.Position = text
			if err := env.Saves.SaveSetup(g, c, name); err != nil {
				return err
			}
			if env.setupsChanged != nil {
				env.setupsChanged()
			}
			return nil
		},
	})
	v.Board.SetTheme(env.BoardTheme().Theme)
	w.SetContent(v.Content())
	c := w.Canvas()
	c.AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { m.Undo() })
	c.AddShortcut(&fyne.ShortcutRedo{}, func(fyne.Shortcut) { m.Redo() })
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}, func(fyne.Shortcut) { m.Redo() })
	c.SetOnTypedKey(func(e *fyne.KeyEvent) {
		switch e.Name {
		case fyne.KeyDelete, fyne.KeyBackspace:
			v.Board.RemoveSelected()
		case fyne.KeyEscape:
			v.Palette.Arm(-1)
		}
	})
	env.RememberSize(w, "editor", fyne.NewSize(1100, 760))
	w.Show()
	return v, nil
}

// copyPosition puts the position string of m's current position on the clipboard.
func copyPosition(env *Env, w fyne.Window, m *rules.Match) {
	t, ok := m.Position().(rules.PositionTexter)
	if !ok {
		shell.ShowError(fmt.Errorf("%s has no position strings", m.Game().Name()), w)
		return
	}
	env.App.Clipboard().SetContent(t.PositionText())
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
