package gamewin

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/record"
	"oddboards/ui/explorerwin"
	"oddboards/ui/export"
	"oddboards/ui/help"
	"oddboards/ui/netwin"
	"oddboards/ui/shell"
)

// menu is the game window's menu: everything the panel has and the rest.
func (g *GameView) menu() *fyne.MainMenu {
	env, m, w := g.env, g.match, g.win
	game := fyne.NewMenu("Game",
		fyne.NewMenuItem("New game…", func() { env.app.ShowLauncherFor(m) }),
		fyne.NewMenuItem("Open…", func() { env.Files.ShowOpen(w) }),
		fyne.NewMenuItem("Recent games…", func() { env.Files.ShowRecent(w) }),
		fyne.NewMenuItem("Play over the network…", func() { netwin.ShowNetwork(env.Network, w, m) }),
		fyne.NewMenuItem("Network games…", func() { netwin.ShowGames(env.Network, w) }),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Save", func() { env.Files.ShowSave(w, m) }),
		fyne.NewMenuItem("Save as…", func() { env.Files.ShowSaveAs(w, m) }),
		fyne.NewMenuItem("Copy moves", func() { env.Files.CopyRecord(m) }),
		fyne.NewMenuItem("Paste game", func() { env.Files.PasteRecord(w, m) }),
		fyne.NewMenuItem("Copy position", func() { copyPosition(env, m) }),
		fyne.NewMenuItem("Paste position", func() { pastePosition(env, w, m) }),
		fyne.NewMenuItem("Set up position…", func() {
			if err := env.app.EditPosition(m.Game(), m.Config(), m.Position()); err != nil {
				shell.ShowError(err, w)
			}
		}),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Players: person or computer…", g.showSeats),
		fyne.NewMenuItem("Hint (H)", func() {
			if !g.hint.Disabled() {
				g.showHint()
			}
		}),
		fyne.NewMenuItem("Pause or resume the computer (P)", func() { g.comp.SetPaused(!g.comp.Paused()) }),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("Analyse the game", g.analyseGame),
		fyne.NewMenuItem("Print / export…", func() { export.Show(env.Env, w, m) }),
	)
	view := fyne.NewMenu("View",
		fyne.NewMenuItem("Open another view", func() { env.OpenGame(m) }),
		fyne.NewMenuItem("Flip board (F)", func() { g.flipped = !g.flipped; g.orient() }),
		fyne.NewMenuItem("Zoom in (+)", func() { g.Board.ZoomBy(1.5, nil) }),
		fyne.NewMenuItem("Zoom out (-)", func() { g.Board.ZoomBy(1/1.5, nil) }),
		fyne.NewMenuItem("Whole board (0)", func() { g.Board.ResetZoom() }),
		fyne.NewMenuItemSeparator(),
		g.themeMenu(),
		g.soundsMenu(),
	)
	helpMenu := fyne.NewMenu("Help",
		fyne.NewMenuItem("How to play (F1)", func() { env.Help.ShowFor(record.CatalogueID(m), m.Config(), pieces.None) }),
	)
	if hasDiceSetups(m) {
		helpMenu.Items = append(helpMenu.Items, fyne.NewMenuItem("Chess 2016 explorer…", func() {
			explorerwin.Show(env.Env, env, m.Config().Variant, setupOf(m))
		}))
	}
	helpMenu.Items = append(helpMenu.Items, fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("About Oddboards", func() { help.ShowAbout(env.Env, w) }))
	return fyne.NewMainMenu(game, view, helpMenu)
}

// hasDiceSetups reports whether m plays a game whose setups the explorer shows: one
// the catalogue names setups of by dice.
func hasDiceSetups(m *rules.Match) bool {
	e, err := games.Lookup(record.CatalogueID(m))
	return err == nil && e.DiceExample != ""
}

// setupOf is the setup m started from (the game's default made explicit).
func setupOf(m *rules.Match) int {
	if n := m.Config().Setup; n != 0 {
		return n
	}
	if sp, ok := m.Start().(rules.SetupPosition); ok {
		return sp.Setup()
	}
	return 0
}

// addShortcuts binds Ctrl+Z (undo), Ctrl+Y and Ctrl+Shift+Z (redo), Ctrl+S (save), and
// the keys F (flip), L and R (turn the picked-up piece), Escape (put it down), + − 0
// (zoom), H (hint), P (pause the computer) and F1 (help).
func (g *GameView) addShortcuts(c fyne.Canvas) {
	// the desktop driver turns Ctrl+Z and Ctrl+Y into the standard Undo and Redo
	// shortcuts before it looks for custom ones
	c.AddShortcut(&fyne.ShortcutUndo{}, func(fyne.Shortcut) { g.undo.OnTapped() }) // by agreement in a network game
	c.AddShortcut(&fyne.ShortcutRedo{}, func(fyne.Shortcut) { g.match.RedoTurn() })
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift}, func(fyne.Shortcut) { g.match.RedoTurn() })
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) { g.env.Files.ShowSave(g.win, g.match) })
	c.SetOnTypedKey(func(e *fyne.KeyEvent) {
		switch e.Name {
		case fyne.KeyLeft: // review: a move back, forward, to the start, to the game
			g.stepReview(-1)
		case fyne.KeyRight:
			g.stepReview(1)
		case fyne.KeyHome:
			g.showPly(0)
		case fyne.KeyEnd:
			g.showPly(len(g.match.History()))
		case fyne.KeyF:
			g.flipped = !g.flipped
			g.orient()
		case fyne.KeyL: // turn the picked-up piece left (counter-clockwise)
			g.Board.RotateSelected(true)
		case fyne.KeyR:
			g.Board.RotateSelected(false)
		case fyne.KeyPlus, fyne.KeyEqual:
			g.Board.ZoomBy(1.5, nil)
		case fyne.KeyMinus:
			g.Board.ZoomBy(1/1.5, nil)
		case fyne.Key0:
			g.Board.ResetZoom()
		case fyne.KeyH:
			if !g.hint.Disabled() {
				g.showHint()
			}
		case fyne.KeyP:
			g.comp.SetPaused(!g.comp.Paused())
		case fyne.KeyEscape:
			g.Board.PutDown()
		case fyne.KeyF1: // help on the piece under the pointer, or on the game
			g.env.Help.ShowFor(record.CatalogueID(g.match), g.match.Config(), g.Board.HoveredKind())
		}
	})
}
