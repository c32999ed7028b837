// Package ui is the Fyne front end's start and what ties its windows together (Env): the
// launcher, the game windows and network play. The other windows and dialogs live in
// packages of their own (help, export, explorerwin, editorwin, saves), the computer
// players and clocks in players, and what they all share in shell. It shows what the
// rules engine says and plays what the player chooses; it decides no rule itself.
package ui

import (
	"fmt"
	"strings"
	"sync"

	"fyne.io/fyne/v2"

	"oddboards/internal/netplay"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui/board"
	"oddboards/ui/help"
	"oddboards/ui/players"
	"oddboards/ui/saves"
	"oddboards/ui/savestore"
	"oddboards/ui/shell"
)

// Env is the running app: what every window shares (shell.Env) and what ties its
// windows together.
type Env struct {
	*shell.Env
	sounds   *gameSounds // each open match's sounds
	Help     *help.Help  // the help windows and the piece cards
	warnOnce sync.Once   // autosave trouble is reported once
	launcher fyne.Window
	// launcherView is the launcher's content while it is open (UI goroutine only)
	launcherView *Launcher
	// setupsChanged tells the launcher that a custom setup was kept (UI goroutine only)
	setupsChanged func()
	looks         *boardLooks // what follows View › Board colours
	// Computers play the computer seats of each open match
	Computers *players.Computers
	// gameWins is the newest window on each open match (UI goroutine only), to bring it
	// forward when its file is opened again
	gameWins map[*rules.Match]fyne.Window
	// Network is the network play: the server hosted here and the open network games
	Network *Network
	// Files are the dialogs that save, open and resume games
	Files *saves.Dialogs
}

// NewEnv prepares the shared state of the app.
func NewEnv(a fyne.App) (*Env, error) {
	sh, err := shell.New(a)
	if err != nil {
		return nil, err
	}
	return newEnv(sh), nil
}

// newEnv ties the windows of sh together.
func newEnv(sh *shell.Env) *Env {
	env := &Env{Env: sh, Computers: players.NewComputers(sh), Help: help.New(sh), gameWins: map[*rules.Match]fyne.Window{},
		sounds: &gameSounds{env: sh, matches: map[*rules.Match]*soundSub{}},
		looks:  &boardLooks{env: sh, boards: map[*board.View]func(string){}}}
	env.Network = newNetwork(sh, env)
	env.Files = saves.New(sh, env)
	env.Saves.OnError = env.autosaveFailed
	env.Sound.SetEnabled(env.Prefs.BoolWithFallback(prefSounds, true))
	return env
}

// autosaveFailed tells the player, once, that games are not being saved, and why.
func (e *Env) autosaveFailed(err error) {
	e.warnOnce.Do(func() {
		e.Do(func() {
			w := e.launcher
			if ws := e.App.Driver().AllWindows(); w == nil && len(ws) > 0 {
				w = ws[0]
			}
			if w != nil {
				shell.ShowError(fmt.Errorf("games are not being saved automatically: %w\n"+
					"Use Game › Save as… to keep this game in a file", err), w)
			}
		})
	})
}

// launcherSize is the launcher's opening size: it fits a 1280×800 screen.
func launcherSize() fyne.Size { return fyne.NewSize(960, 700) }

// OpenGame opens a window on m; any number of windows may show one match.
func (e *Env) OpenGame(m *rules.Match) fyne.Window {
	levelNotes := players.ResumeLevels(m)
	w := e.App.NewWindow("Oddboards — " + games.Title(m.Game(), m.Config()))
	g := NewGameView(e, m, w)
	w.SetContent(g.Content())
	w.SetMainMenu(g.menu())
	g.addShortcuts(w.Canvas())
	release := e.Network.holdNet(m) // a network game lives in its stream: no autosave
	if e.Network.netTableOf(m) == nil {
		release = e.Saves.Track(m) // autosaved after every move; closing the window loses nothing
	}
	quiet := e.sounds.follow(m)
	// the piece cards (hover, F1) take a moment to compute for Chess 2016: start now,
	// away from the UI goroutine
	go func() { _, _, _ = e.Help.CardsOf(help.ID(m), m.Config()) }()
	e.gameWins[m] = w
	w.SetOnClosed(func() {
		g.Close()
		release()
		quiet()
		if e.gameWins[m] == w {
			delete(e.gameWins, m)
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
func (e *Env) WindowOf(m *rules.Match) fyne.Window { return e.gameWins[m] }

// ResumeNetGame opens the kept network game g again; done hears why not.
func (e *Env) ResumeNetGame(g savestore.NetGame, done func(error)) {
	e.Network.resumeNetGame(g, func(_ *netplay.Table, err error) { done(err) })
}

// OpenFile opens a record file in a new window (oddboards --open FILE), or shows why
// not over the launcher: started from a file manager, no one reads a terminal.
func (e *Env) OpenFile(path string) {
	w := e.launcher
	if w == nil {
		w = e.ShowLauncher()
	}
	e.Files.OpenFile(w, path)
}

// ShowLauncher shows (or brings forward) the launcher; closing it quits the app.
func (e *Env) ShowLauncher() fyne.Window {
	if e.launcher != nil {
		e.launcher.Show()
		e.launcher.RequestFocus()
		return e.launcher
	}
	w := e.App.NewWindow("Oddboards")
	l := NewLauncher(e, w)
	w.SetContent(l.Content())
	w.SetMaster()
	e.RememberSize(w, "launcher", launcherSize())
	w.SetOnClosed(func() { e.launcher, e.launcherView = nil, nil })
	e.launcher, e.launcherView = w, l
	w.Show()
	return w
}

// ShowLauncherFor shows the launcher on m's game (its variant, if any), to start another
// game of it: Game › New game… of a game window.
func (e *Env) ShowLauncherFor(m *rules.Match) fyne.Window {
	w := e.ShowLauncher()
	e.launcherView.ShowGame(m.Game().ID(), m.Config().Variant)
	return w
}

// ShowError shows err over the launcher (brought forward): what a copy of the app
// started later asked for and could not be done.
func (e *Env) ShowError(err error) { shell.ShowError(err, e.ShowLauncher()) }

// OfferResume offers the unfinished games of earlier sittings, if there are any.
func (e *Env) OfferResume() {
	if e.launcher != nil {
		e.Files.ShowResume(e.launcher)
	}
}
