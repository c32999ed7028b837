// Package shell is what every window of one running app shares: the app, the fonts, the
// games, the piece images, the saved games, the settings and the sounds (Env), the
// dialogs every window shows alike, the window sizes kept from one run to the next, and,
// in a browser, the pages that stand in for windows (Pages).
package shell

import (
	"fmt"
	"path/filepath"

	"fyne.io/fyne/v2"

	"oddboards/boards/draw"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui/prefstore"
	"oddboards/ui/render"
	"oddboards/ui/savestore"
	"oddboards/ui/sound"
)

// Env is what every window of one running app shares. Its fields are set once, at the
// start (tests replace the stores with their own).
type Env struct {
	App   fyne.App
	Fonts *draw.Fonts
	Games []games.Entry
	Icons *render.Icons    // piece images shared by every window
	Saves *savestore.Store // autosave, save and open, recent games
	Prefs *prefstore.Store // the settings kept from one run to the next
	Sound *sound.Player    // the sounds of moves and clocks (View › Sounds)
	// Pages is the one window's pages of the app in a browser, where each window the app
	// opens is a page (NewWindow); nil on the desktop, where each is a window.
	Pages *Pages
	// Browser saves files as downloads and opens them through the browser's file picker,
	// in a browser; nil on the desktop, where Fyne's file dialogs ask (ShowFileSave).
	Browser *BrowserFiles
	// Do hands what a worker goroutine finished back to the UI goroutine: fyne.Do in the
	// app. Tests queue it for their own goroutine instead, because Fyne's test driver runs
	// it at once on the worker, beside the test.
	Do func(func())
}

// New prepares what the windows of app a share.
func New(a fyne.App) (*Env, error) {
	fonts, err := draw.LoadFonts()
	if err != nil {
		return nil, err
	}
	protectLocalFiles() // a save or export that fails leaves the chosen file whole
	env := &Env{App: a, Fonts: fonts, Games: games.All(), Icons: render.NewIcons(fonts), Do: fyne.Do}
	if a.Driver().Device().IsBrowser() { // Fyne's web driver shows one window only
		env.Pages = NewPages(a)
		env.Browser = pageFiles()
	}
	// Games are kept in the app's storage folder: every move is autosaved there.
	root := a.Storage().RootURI().Path()
	if env.Saves, err = savestore.New(root); err != nil {
		return nil, fmt.Errorf("cannot keep games in the app's storage: %w", err)
	}
	// The settings go in a folder of their own: Fyne watches the storage folder itself and
	// reloads (then rewrites) its preferences.json on every change there.
	env.Prefs = prefstore.Open(filepath.Join(root, "settings", "settings.json"), filepath.Join(root, "preferences.json"))
	// the device opens at the first sound, and without one the sounds are silent
	env.Sound = sound.New()
	return env, nil
}

// NewWindow is a new window titled title, not shown yet: the app's own on the desktop, a
// page of the one window in a browser. Every window of the app opens through it.
func (e *Env) NewWindow(title string) fyne.Window {
	if e.Pages != nil {
		return e.Pages.NewWindow(title)
	}
	return e.App.NewWindow(title)
}

// GameOpener opens a game window on a match: what a window that starts a game (the
// explorer, the editor, the network dialogs) is given by the app, which alone knows the
// game windows.
type GameOpener interface {
	OpenGame(m *rules.Match) fyne.Window
}
