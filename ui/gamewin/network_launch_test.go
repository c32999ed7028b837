package gamewin

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/internal/netplay"
	"oddboards/rules"
	"oddboards/ui/uitest"
)

// launcherWindow stands in for the launcher, which shows the network dialogs of its
// Host…, Join… and Resume… over itself.
func launcherWindow(t *testing.T) fyne.Window {
	w := test.NewTempWindow(t, widget.NewLabel("launcher"))
	w.Resize(fyne.NewSize(960, 700)) // the launcher's size
	return w
}

// hostFromLauncher hosts Chess 2016 setup 37 with White named Ann through the dialog of
// the launcher's Host…, on 127.0.0.1 and a free port, Black remote; it returns the host's
// table once its window is open.
func hostFromLauncher(t *testing.T, env *Env, q *uitest.Queue, w fyne.Window) *netTable {
	t.Helper()
	m := uitest.Match(t, "chess-2016", rules.Config{Setup: 37}, "Ann", "Black")
	nd := showHostNetwork(env, w, m)
	if nd.hostBtn == nil || nd.joinBtn != nil {
		t.Fatalf("Host… showed %+v, not a dialog that hosts", nd)
	}
	return hostThrough(t, env, q, nd, false, true)
}

// TestLauncherHostsAndJoins: Host… hosts the game as the launcher sets it up, and shows
// its invitations; Join… offers the invitation the clipboard holds and takes its seat.
func TestLauncherHostsAndJoins(t *testing.T) {
	env, q := netTestEnv(t)
	w := launcherWindow(t)
	host := hostFromLauncher(t, env, q, w)
	hm := host.t.Match()
	if cfg := hm.Config(); cfg.Variant != "chess-2016" || cfg.Setup != 37 || hm.Names()[0] != "Ann" {
		t.Fatalf("hosted %+v with %q, not the launcher's game", cfg, hm.Names())
	}
	hostWin := env.wins[hm]
	if hostWin == nil {
		t.Fatal("hosting opened no game window")
	}
	if top := hostWin.Canvas().Overlays().Top(); top == nil || findLabel(top, "Send each player their line") == nil {
		t.Fatal("the host's window does not show the invitations")
	}
	inv := host.t.Invitations(host.public)[0].String()

	// the player copied the whole mail: the invitation is its one line that is one
	env.App.Clipboard().SetContent("Hello Bea, your seat:\n  " + inv + "\nAnn")
	nd := showJoinNetwork(env, w)
	if nd.joinBtn == nil || nd.hostBtn != nil {
		t.Fatalf("Join… showed %+v, not a dialog that joins", nd)
	}
	if nd.invitation.Text != inv || !strings.Contains(nd.status.Text, "clipboard") {
		t.Fatalf("Join… offers %q (%q), not the clipboard's invitation", nd.invitation.Text, nd.status.Text)
	}
	nd.name.SetText("Bea")
	test.Tap(nd.joinBtn)
	var guest *netTable
	q.RunUntil(t, func() bool {
		for _, x := range env.Network.tables {
			if x.t.Seat() == 1 {
				guest = x
			}
		}
		return guest != nil || !nd.joinBtn.Disabled()
	})
	if guest == nil {
		t.Fatalf("joining failed: %s", nd.status.Text)
	}
	q.RunUntil(t, func() bool { return hm.Names()[1] == "Bea" })
	if env.wins[guest.t.Match()] == nil {
		t.Fatal("joining opened no game window")
	}
}

// TestClipboardInvitation: what Join… offers from the clipboard.
func TestClipboardInvitation(t *testing.T) {
	const inv = "oddb1:nats://127.0.0.1:4222/k7q2m9xwab/1/SUAB"
	for _, c := range []struct{ clip, want string }{
		{inv, inv},
		{"  " + inv + "\n", inv},
		{"oddb1x:nats://h:4222/k7q2m9xwab/1/\nSUAB", "oddb1x:nats://h:4222/k7q2m9xwab/1/\nSUAB"}, // broken by a mail program
		{"Your seat:\r\n" + inv + "\r\nsee you", inv},
		{"see oddb1:nats://x", ""}, // not at the start of a line
		{"1. e5 e6", ""},
		{"", ""},
		{inv + strings.Repeat(" x", 4<<10), ""}, // no invitation is that long
	} {
		if got := clipboardInvitation(c.clip); got != c.want {
			t.Errorf("clipboardInvitation(%.60q) = %q, want %q", c.clip, got, c.want)
		}
	}
}

// TestLauncherResumeOffersNetworkGames: a hosted game whose window closed and whose
// server stopped is offered by Resume… beside the local games, and comes back with its
// server started; once the game is over, it is offered no more.
func TestLauncherResumeOffersNetworkGames(t *testing.T) {
	env, q := netTestEnv(t)
	w := launcherWindow(t)
	host := hostFromLauncher(t, env, q, w)
	hostWin := env.wins[host.t.Match()]
	hostWin.Resize(fyne.NewSize(1000, 700))
	drag(t, findBoard(hostWin.Content()), "e3", "e5")
	q.RunUntil(t, func() bool { return len(host.t.Snapshot().History) == 1 })
	id := host.t.Game()
	// a local game unfinished too: both are offered
	local := env.OpenGame(chessMatch(t, "chess-56", 1))
	drag(t, findBoard(local.Content()), "e3", "e5")
	local.Close()
	env.Saves.Flush() // its autosave written: Resume… reads it

	hostWin.Close() // the table leaves; then the app's server stops, as when the app quits
	env.Network.server.Close()
	opts := env.Network.Options
	env.Network = newNetwork(env.Env, env) // as the app starts again: no server, no tables
	env.Network.Options = opts
	env.Files.AskResume(w) // the launcher's Resume…
	top := w.Canvas().Overlays().Top()
	if top == nil || findLabel(top, "Network: Chess 2016") == nil || findLabel(top, "Chess 56") == nil {
		t.Fatal("Resume… does not offer the network game beside the local one")
	}
	resume := findButtonText(t, w, "Resume", 1) // local games first
	test.Tap(resume)
	var back *netTable
	q.RunUntil(t, func() bool {
		for _, nt := range env.Network.tables {
			back = nt
		}
		return back != nil || !resume.Disabled()
	})
	if back == nil || back.t.Seat() != netplay.Host || back.t.Game() != id || len(back.t.Match().History()) != 1 {
		t.Fatalf("the hosted game did not come back as it stood: %+v", back)
	}
	if env.Network.server == nil {
		t.Fatal("the host's server was not started")
	}

	// resigned, the game is over: Resume… offers the local game only
	backWin := env.wins[back.t.Match()]
	uitest.TapButton(t, backWin.Content(), "Resign")
	uitest.TapButton(t, backWin.Canvas().Overlays().Top(), "Resign")
	q.RunUntil(t, func() bool { return back.t.Match().Outcome().Over() })
	w.Canvas().Overlays().Top().Hide()
	env.Files.AskResume(w) // the launcher's Resume…
	top = w.Canvas().Overlays().Top()
	if top == nil || findLabel(top, "Network:") != nil || findLabel(top, "Chess 56") == nil {
		t.Fatal("Resume… offers a network game that is over, or not the local one")
	}
}
