// Package ui is the Fyne front end's start and what ties its windows together (Env):
// the game windows (ui/gamewin), the launcher (ui/launcher) and the position editor
// (ui/editorwin), each given what it needs of the others. The other windows and dialogs
// live in packages of their own (help, export, explorerwin, saves, netwin: network
// play), the computer players and clocks in players, and what they all share in shell.
// It shows what the rules engine says and plays what the player chooses; it decides no
// rule itself.
package ui

import (
	"fmt"
	"sync"

	"fyne.io/fyne/v2"

	"oddboards/rules"
	"oddboards/ui/gamewin"
	"oddboards/ui/launcher"
	"oddboards/ui/shell"
)

// Env is the running app: the game windows with what every window shares
// (gamewin.Env), and the launcher.
type Env struct {
	*gamewin.Env
	warnOnce sync.Once // autosave trouble is reported once
	launcher fyne.Window
	// launcherView is the launcher's content while it is open (UI goroutine only)
	launcherView *launcher.Launcher
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
	env := &Env{}
	env.Env = gamewin.New(sh, env)
	env.Saves.OnError = env.SaveFailed
	return env
}

// SaveFailed tells the player, once, that games are not being saved, and why.
func (e *Env) SaveFailed(err error) {
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

// OpenFile opens a record file in a new window (oddboards --open FILE), or shows why
// not over the launcher: started from a file manager, no one reads a terminal.
func (e *Env) OpenFile(path string) {
	w := e.launcher
	if w == nil {
		w = e.ShowLauncher()
	}
	e.Files.OpenFile(w, path)
}

// ShowLauncher shows (or brings forward) the launcher; closing it quits the app (in a
// browser it is the home page, which does not close).
func (e *Env) ShowLauncher() fyne.Window {
	if e.launcher != nil {
		e.launcher.Show()
		e.launcher.RequestFocus()
		return e.launcher
	}
	w := e.NewWindow("Oddboards")
	l := launcher.New(e.Env, w, e.EditPosition)
	w.SetContent(l.Content())
	w.SetMaster()
	e.RememberSize(w, "launcher", launcher.Size())
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
