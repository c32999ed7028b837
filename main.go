// Oddboards plays five chess variants on unusual boards. With no arguments it opens the
// app; with a subcommand (perft, setup, …) it answers on the command line and opens no
// window. This is the only file that imports Fyne's app (cgo, OpenGL, X11).
package main

import (
	"fmt"
	"log"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/app"

	"oddboards/assets"
	"oddboards/internal/display"
	_ "oddboards/internal/locale" // before Fyne reads the locale: see the package
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui"
	"oddboards/ui/cli"
)

// appID names the app to Fyne (preferences and storage); it matches FyneApp.toml.
const appID = "org.oddboards.app"

func main() {
	args := os.Args[1:]
	if cli.IsSubcommand(args) {
		os.Exit(cli.Run(args, os.Stdin, os.Stdout, os.Stderr))
	}
	open, err := cli.ParseAppArgs(args)
	if err != nil {
		os.Exit(cli.ReportUsage(err, os.Stdout, os.Stderr))
	}
	if err := display.Check(display.Env); err != nil {
		fmt.Fprintln(os.Stderr, "oddboards:", err) // one line, not the graphics library's trace
		os.Exit(1)
	}
	log.SetOutput(ui.QuietLog(os.Stderr)) // not Fyne's report of a missing Videos folder on every file dialog
	a := app.NewWithID(appID)
	a.SetIcon(fyne.NewStaticResource("icon.png", assets.IconPNG))
	env, err := ui.NewEnv(a)
	if err != nil {
		fmt.Fprintln(os.Stderr, "oddboards:", err)
		os.Exit(1)
	}
	env.ShowLauncher()
	env.OfferResume()
	if open.Open != "" {
		env.OpenFile(open.Open) // its error in a window: a file manager shows no terminal
	}
	if open.Game != "" {
		e, err := games.Lookup(open.Game)
		if err == nil && open.Edit {
			var p rules.Position
			if p, err = rules.StartOf(e.Game, open.Config); err == nil {
				_, err = ui.ShowEditor(env, e.Game, open.Config, p)
			}
		} else if err == nil {
			var m *rules.Match
			if m, err = rules.NewMatch(e.Game, open.Config, open.Names); err == nil {
				for i, c := range open.Computers {
					m.SetComputer(rules.Player(i), c)
				}
				m.SetTimeControl(open.Clock, nil)
				env.OpenGame(m)
			}
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "oddboards:", err)
			os.Exit(1)
		}
	}
	finish := func() {
		env.Saves.SaveClocks() // the time the seat to move has spent: a resumed clock goes on from it
		env.Saves.Flush()      // the autosaves still being written
		env.Prefs.Flush()      // the settings changed in the last moments
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
