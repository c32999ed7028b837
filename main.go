// Oddboards plays five chess variants on unusual boards. With no arguments it opens the
// app; with a subcommand (perft, setup, …) it answers on the command line and opens no
// window. This is the only file that imports Fyne's app (cgo, OpenGL, X11). What differs
// on the desktop and in a browser (GOOS=js, `make web`) is in main_desktop.go and
// main_web.go.
package main

import (
	"fmt"
	"log"
	"os"
	"path/filepath"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"oddboards/assets"
	_ "oddboards/internal/locale" // before Fyne reads the locale: see the package
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui"
	"oddboards/ui/cli"
	"oddboards/ui/netwin"
	"oddboards/ui/savestore"
)

// appID names the app to Fyne (preferences and storage); it matches FyneApp.toml.
const appID = "org.oddboards.app"

func main() {
	args := os.Args[1:]
	if cli.IsSubcommand(args) {
		os.Exit(cli.Run(args, os.Stdin, os.Stdout, os.Stderr))
	}
	open, err := cli.ParseAppArgs(args)
	if err == nil {
		err = netwin.CheckArgs(open.Net.Join, open.Net.Name)
	}
	if err != nil {
		os.Exit(cli.ReportUsage(err, os.Stdout, os.Stderr))
	}
	link := ""
	if open.Net.Join == "" {
		link = linkedInvitation() // a link to the page opens into its seat
	}
	if err := checkDisplay(); err != nil {
		fmt.Fprintln(os.Stderr, "oddboards:", err) // one line, not the graphics library's trace
		os.Exit(1)
	}
	if err := startGraphics(); err != nil {
		fmt.Fprintln(os.Stderr, "oddboards:", err)
		os.Exit(1)
	}
	defer graphicsPanic() // a display lost later: one line too

	log.SetOutput(ui.QuietLog(os.Stderr)) // not Fyne's report of a missing Videos folder on every file dialog
	a := app.NewWithID(appID)
	root := a.Storage().RootURI().Path()
	// one copy runs on the data folder: a copy already running opens what this command
	// line asks for (a file opened twice would be two games, each offered as unfinished)
	if open.Open != "" {
		if abs, err := filepath.Abs(open.Open); err == nil {
			open.Open = abs // the running copy has a working folder of its own
		}
		args = []string{"--open", open.Open}
	}
	if handed, err := savestore.HandOver(root, args); err == nil && handed && !inBrowser {
		os.Exit(0)
	}
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.IconPNG))
	env, err := ui.NewEnv(a)
	if err != nil {
		fmt.Fprintln(os.Stderr, "oddboards:", err)
		os.Exit(1)
	}
	var inst *savestore.Instance // a page in a browser has no second copy to hand over to
	if !inBrowser {
		inst, err = savestore.Serve(root, func(args []string) { fyne.Do(func() { handed(env, args) }) })
		if err != nil {
			log.Println("oddboards:", err) // copies started later run beside this one
		}
	}
	launcher := env.ShowLauncher()
	if link != "" {
		env.Network.JoinLink(link, launcher) // the game, not the unfinished ones, is what was asked
	} else {
		env.OfferResume()
	}
	if err := start(env, open); err != nil {
		fmt.Fprintln(os.Stderr, "oddboards:", err)
		os.Exit(1)
	}
	finish := func() {
		inst.Close()           // a copy started from now on runs itself
		env.Saves.SaveClocks() // the time the seat to move has spent: a resumed clock goes on from it
		env.Saves.Flush()      // the autosaves still being written
		env.Prefs.Flush()      // the settings changed in the last moments
		env.Network.Close()    // the network games' tables, and the hosted server with its streams on disk
	}
	// Fyne's own stopped hook, run after ours, saves its preferences.json in place
	// (truncate, then write) even though we keep nothing there, and another running
	// instance reading it then logs "Preferences load error: EOF". Ending here skips it.
	a.Lifecycle().SetOnStopped(func() {
		finish()
		os.Exit(0)
	})
	a.Run()
	finish() // should Run return without the stopped hook
}

// start opens what the command line asks for besides the launcher: a saved game, a game,
// or the position editor on a game's start.
func start(env *ui.Env, open cli.AppArgs) error {
	if n := open.Net; n.Server != "" {
		env.Network.Options.Server, env.Network.Options.Creds = n.Server, n.Creds
	}
	if n := open.Net; n.Host {
		env.Network.Options.Web, env.Network.Options.Cert, env.Network.Options.Key = n.Web, n.Cert, n.Key
	}
	if open.Net.Join != "" {
		env.Network.Join(open.Net.Join, open.Net.Name) // its error in a window, as a file's
	}
	if open.Open != "" {
		env.OpenFile(open.Open) // its error in a window: a file manager shows no terminal
	}
	if open.Game == "" {
		return nil
	}
	e, err := games.Lookup(open.Game)
	if err != nil {
		return err
	}
	if open.Edit {
		p, err := rules.StartOf(e.Game, open.Config)
		if err == nil {
			_, err = ui.ShowEditor(env, e.Game, open.Config, p)
		}
		return err
	}
	m, err := rules.NewMatch(e.Game, open.Config, open.Names)
	if err != nil {
		return err
	}
	for i, c := range open.Computers {
		m.SetComputer(rules.Player(i), c)
	}
	m.SetTimeControl(open.Clock, nil)
	if n := open.Net; n.Host {
		env.Network.Host(m, n.Port, n.Address, n.Remote, os.Stdout)
		return nil
	}
	env.OpenGame(m)
	return nil
}

// handed carries out the command line of a copy started while this one runs (on the UI
// goroutine): what it asks for opens here, and a bare start brings the launcher forward.
func handed(env *ui.Env, args []string) {
	open, err := cli.ParseAppArgs(args)
	if err == nil && open.Open == "" && open.Game == "" && open.Net.Join == "" {
		env.ShowLauncher()
		return
	}
	if err == nil {
		err = start(env, open)
	}
	if err != nil {
		env.ShowError(err)
	}
}
