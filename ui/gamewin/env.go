// Package gamewin is the game window (GameView: the board, the side panel, the menus,
// the move list, review, sounds), with the network pane a network game's window has
// (network_view.go); network play itself, its server, tables and dialogs, is ui/netwin's,
// which opens its games in these windows. Env is what the game windows of one app share;
// the app gives it the launcher and editor through Shell.
package gamewin

import (
	"strings"

	"fyne.io/fyne/v2"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/record"
	"oddboards/ui/board"
	"oddboards/ui/help"
	"oddboards/ui/netwin"
	"oddboards/ui/players"
	"oddboards/ui/saves"
	"oddboards/ui/savestore"
	"oddboards/ui/shell"
)

// Shell is what the game windows ask of the app around them: the launcher and the
// position editor, which they do not know.
type Shell interface {
	// ShowLauncherFor shows the launcher on m's game: Game › New game….
	ShowLauncherFor(m *rules.Match) fyne.Window
	// EditPosition opens the position editor on p: Game › Set up position….
	EditPosition(g rules.Game, cfg rules.Config, p rules.Position) error
	// ShowError shows err over the launcher: what the command line asked and could not
	// be done.
	ShowError(err error)
	// SaveFailed tells the player, once, that games are not being kept.
	SaveFailed(err error)
}

// Env is what the game windows of one app share (UI goroutine only).
type Env struct {
	*shell.Env
	app    Shell
	sounds *gameSounds // each open match's sounds
	looks  *boardLooks // what follows View › Board colours
	// wins is the newest window on each open match, to bring it forward when its file
	// is opened again
	wins map[*rules.Match]fyne.Window
	// Help is the help windows and the piece cards
	Help *help.Help
	// Computers play the computer seats of each open match
	Computers *players.Computers
	// Network is the network play: the server hosted here and the open network games
	Network *netwin.Network
	// Files are the dialogs that save, open and resume games
	Files *saves.Dialogs
	// analyses are the computer's reviews of the open matches, shared by their windows
	analyses map[*rules.Match]*gameAnalysis
}

// New is the game windows of sh, in the app app.
func New(sh *shell.Env, app Shell) *Env {
	env := &Env{Env: sh, app: app, Computers: players.NewComputers(sh), Help: help.New(sh), wins: map[*rules.Match]fyne.Window{},
		analyses: map[*rules.Match]*gameAnalysis{},
		sounds:   &gameSounds{env: sh, matches: map[*rules.Match]*soundSub{}},
		looks:    &boardLooks{env: sh, boards: map[*board.View]func(string){}}}
	env.Network = netwin.New(sh, env)
	env.Files = saves.New(sh, env)
	env.Sound.SetEnabled(env.Prefs.BoolWithFallback(prefSounds, true))
	return env
}

// OpenGame opens a window on m; any number of windows may show one match.
func (e *Env) OpenGame(m *rules.Match) fyne.Window {
	levelNotes := players.ResumeLevels(m)
	w := e.NewWindow("Oddboards — " + games.Title(m.Game(), m.Config()))
	g := NewGameView(e, m, w)
	w.SetContent(g.Content())
	w.SetMainMenu(g.menu())
	g.addShortcuts(w.Canvas())
	release := e.Network.Hold(m) // a network game lives in its stream: no autosave
	if e.Network.TableOf(m) == nil {
		release = e.Saves.Track(m) // autosaved after every move; closing the window loses nothing
	}
	quiet := e.sounds.follow(m)
	// the piece cards (hover, F1) take a moment to compute for Chess 2016: start now,
	// away from the UI goroutine
	go func() { _, _, _ = e.Help.CardsOf(record.CatalogueID(m), m.Config()) }()
	e.wins[m] = w
	w.SetOnClosed(func() {
		g.Close()
		release()
		quiet()
		if e.wins[m] == w {
			delete(e.wins, m)
		}
	})
	e.RememberSize(w, "game", fyne.NewSize(1100, 740))
	w.Show()
	if len(levelNotes) > 0 {
		shell.ShowInfo("Levels", strings.Join(levelNotes, "\n"), w)
	}
	return w
}

// WindowOf is the newest window on m, nil if none.
func (e *Env) WindowOf(m *rules.Match) fyne.Window { return e.wins[m] }

// ResumeNetGame opens the kept network game g again; done hears why not.
func (e *Env) ResumeNetGame(g savestore.NetGame, done func(error)) {
	e.Network.Resume(g, done)
}

// ShowError shows err over the launcher.
func (e *Env) ShowError(err error) { e.app.ShowError(err) }

// SaveFailed tells the player that a network game is not kept to come back to.
func (e *Env) SaveFailed(err error) { e.app.SaveFailed(err) }
