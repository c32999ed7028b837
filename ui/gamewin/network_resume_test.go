package gamewin

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/internal/netplay"
	"oddboards/rules"
	"oddboards/ui/netwin"
	"oddboards/ui/uitest"
)

// TestLauncherResumeOffersNetworkGames: a hosted game whose window closed and whose
// server stopped is offered by Resume… beside the local games, and comes back with its
// server started; once the game is over, it is offered no more.
func TestLauncherResumeOffersNetworkGames(t *testing.T) {
	env, q := netTestEnv(t)
	w := test.NewTempWindow(t, widget.NewLabel("launcher")) // Resume… shows over it
	w.Resize(fyne.NewSize(960, 700))                        // the launcher's size
	host := hostGame(t, env, q, uitest.Match(t, "chess-2016", rules.Config{Setup: 37}, "Ann", "Black"), false, true)
	hostWin := env.wins[host.Table().Match()]
	hostWin.Resize(fyne.NewSize(1000, 700))
	drag(t, findBoard(hostWin.Content()), "e3", "e5")
	q.RunUntil(t, func() bool { return len(host.Table().Snapshot().History) == 1 })
	id := host.Table().Game()
	// a local game unfinished too: both are offered
	local := env.OpenGame(chessMatch(t, "chess-56", 1))
	drag(t, findBoard(local.Content()), "e3", "e5")
	local.Close()
	env.Saves.Flush() // its autosave written: Resume… reads it

	hostWin.Close() // the table leaves; then the app's server stops, as when the app quits
	env.Network.Close()
	opts := env.Network.Options
	env.Network = netwin.New(env.Env, env) // as the app starts again: no server, no tables
	env.Network.Options = opts
	env.Files.AskResume(w) // the launcher's Resume…
	top := w.Canvas().Overlays().Top()
	if top == nil || uitest.Label(top, "Network: Chess 2016") == nil || uitest.Label(top, "Chess 56") == nil {
		t.Fatal("Resume… does not offer the network game beside the local one")
	}
	resume := uitest.DialogButton(t, w, "Resume", 1) // local games first
	test.Tap(resume)
	var back *netwin.Table
	q.RunUntil(t, func() bool {
		for nt := range netTables(env) {
			back = nt
		}
		return back != nil || !resume.Disabled()
	})
	if back == nil || back.Table().Seat() != netplay.Host || back.Table().Game() != id || len(back.Table().Match().History()) != 1 {
		t.Fatalf("the hosted game did not come back as it stood: %+v", back)
	}
	if back.Public() == "" { // the address of the app's own server, once it runs
		t.Fatal("the host's server was not started")
	}

	// resigned, the game is over: Resume… offers the local game only
	backWin := env.wins[back.Table().Match()]
	uitest.TapButton(t, backWin.Content(), "Resign")
	uitest.TapButton(t, backWin.Canvas().Overlays().Top(), "Resign")
	q.RunUntil(t, func() bool { return back.Table().Match().Outcome().Over() })
	w.Canvas().Overlays().Top().Hide()
	env.Files.AskResume(w) // the launcher's Resume…
	top = w.Canvas().Overlays().Top()
	if top == nil || uitest.Label(top, "Network:") != nil || uitest.Label(top, "Chess 56") == nil {
		t.Fatal("Resume… offers a network game that is over, or not the local one")
	}
}
