// Package editorwin is the position editor's window (its state and widgets are package
// editor's): a position set up by hand is played, or kept as a custom setup.
package editorwin

import (
	"maps"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui/editor"
	"oddboards/ui/shell"
)

// Show opens the position editor on p, a position of g under cfg: Play opens a game on
// the position set up (through opener), and it can be kept as a custom setup for the
// launcher, which kept (if not nil) tells.
func Show(env *shell.Env, opener shell.GameOpener, g rules.Game, cfg rules.Config, p rules.Position, kept func()) (*editor.View, error) {
	cfg.Position = ""
	cfg.Options = maps.Clone(cfg.Options) // the editor's own: not the game's it came from
	start, err := g.Start(cfg)
	if err != nil {
		return nil, err
	}
	w := env.NewWindow("Oddboards — set up a position: " + games.Title(g, cfg))
	m := editor.New(g, cfg, p)
	v := editor.NewView(m, editor.Deps{
		Fonts: env.Fonts, Icons: env.Icons, Window: w, Clipboard: env.App.Clipboard(), Start: start, Players: g.Players(cfg),
		Play: func(c rules.Config) {
			match, err := rules.NewMatch(g, c, nil)
			if err != nil {
				shell.ShowError(err, w)
				return
			}
			opener.OpenGame(match)
		},
		SaveSetup: func(name, text string) error {
			c := cfg
			c.Position = text
			if err := env.Saves.SaveSetup(g, c, name); err != nil {
				return err
			}
			if kept != nil {
				kept()
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
