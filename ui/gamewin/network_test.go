package gamewin

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/boards"
	"oddboards/internal/netplay"
	"oddboards/rules"
	"oddboards/ui/netwin"
	"oddboards/ui/sound"
	"oddboards/ui/uitest"
)

// TestTwoWindowsPlayOneHostedGame: a game hosted from one window and joined from
// another by its invitation; a move in either reaches the other through the server, the
// board refuses the seat played elsewhere, and chat goes both ways. (The dialogs' part,
// a second game on the same server and the used invitation refused, is netwin's
// TestASecondGameSharesTheServer.)
func TestTwoWindowsPlayOneHostedGame(t *testing.T) {
	env, q := netTestEnv(t)
	offline := chessMatch(t, "chess-2016", 37)
	host := hostGame(t, env, q, offline, false, true)
	hm := host.Table().Match()
	if hm == offline {
		t.Fatal("the network game is the offline one")
	}
	invs := host.Table().Invitations(host.Public())
	if len(invs) != 1 || invs[0].Seat != 1 || !strings.HasPrefix(invs[0].Server, "nats://127.0.0.1:") {
		t.Fatalf("invitations: %+v", invs)
	}
	hostWin := env.wins[hm]
	guest := joinAs(t, env, q, invs[0].String())
	gm := guest.Table().Match()
	guestWin := env.wins[gm]
	hb, gb := findBoard(hostWin.Content()), findBoard(guestWin.Content())
	if hb == nil || gb == nil || hb.Match() != hm || gb.Match() != gm {
		t.Fatal("no board in the network windows")
	}
	// who is there: the host hears the guest's table
	q.RunUntil(t, func() bool { return uitest.Label(hostWin.Content(), "Bea (Black, connected)") != nil })
	if names := hm.Names(); names[1] != "Bea" { // the move list and saved record say so
		t.Errorf("the host's match names %q", names)
	}
	hostWin.Resize(fyne.NewSize(1000, 700))
	guestWin.Resize(fyne.NewSize(1000, 700))

	// White is the host's: the guest's board picks up none of White's pieces
	tapCell(t, gb, "e3")
	if gb.Selected() != boards.NoCell {
		t.Fatal("the guest's board picked up White's pawn")
	}
	drag(t, hb, "e3", "e5")
	q.RunUntil(t, func() bool { return len(gm.History()) == 1 })
	if h := gm.History(); h[0].Text != "e5" || gm.Position().ToMove() != 1 {
		t.Fatalf("the guest's game after the host's move: %+v", h)
	}
	if gb.Shown() != gm.Position() {
		t.Fatal("the guest's board does not show the move")
	}
	// marked and heard as a move made there: e3 and e5 gold, a move's sound in each window
	b := gm.Position().Board()
	if last := gb.Scene().Last; !slices.Contains(last, cell(t, b, "e3")) || !slices.Contains(last, cell(t, b, "e5")) {
		t.Errorf("the guest's board marks %v as the last move", last)
	}
	if n := env.Sound.Played(sound.Move); n != 2 {
		t.Errorf("%d move sounds for the move in two windows", n)
	}
	// Black is the guest's: the host's board refuses it, and says why
	drag(t, hb, "e8", "e6")
	tapCell(t, hb, "e8")
	if len(hm.History()) != 1 || hb.Selected() != boards.NoCell {
		t.Fatalf("the host's board moved the guest's seat: %+v", hm.History())
	}
	if uitest.Label(hostWin.Content(), "Waiting for Bea's move from another computer.") == nil {
		t.Error("the host's window does not say it waits for the guest's move")
	}
	drag(t, gb, "e8", "e6")
	q.RunUntil(t, func() bool { return len(hm.History()) == 2 })
	if h := hm.History(); h[1].Text != "e6" || h[1].Player != 1 {
		t.Fatalf("the host's game after the guest's move: %+v", h)
	}

	// chat: a line said in the guest's window shows in the host's
	say := findEntry(guestWin.Content(), "Say something…")
	if say == nil {
		t.Fatal("no chat line in the guest's window")
	}
	say.SetText("good luck")
	say.OnSubmitted(say.Text)
	q.RunUntil(t, func() bool { return uitest.Label(hostWin.Content(), "Bea: good luck") != nil })

	// undo by agreement: the guest asks to take its move back; it goes when the host agrees
	uitest.TapButton(t, guestWin.Content(), "Undo")
	q.RunUntil(t, func() bool { return uitest.Label(hostWin.Content(), "Bea asks to take back the last move") != nil })
	if len(hm.History()) != 2 {
		t.Fatal("the move went back before the host agreed")
	}
	uitest.TapButton(t, hostWin.Content(), "Agree")
	q.RunUntil(t, func() bool { return len(hm.History()) == 1 && len(gm.History()) == 1 })

	// a draw offered by the host, accepted by the guest
	uitest.TapButton(t, hostWin.Content(), "Agree draw")
	uitest.TapButton(t, hostWin.Canvas().Overlays().Top(), "Yes")
	q.RunUntil(t, func() bool { return uitest.Label(guestWin.Content(), "White offers a draw") != nil })
	if gm.Outcome().Over() {
		t.Fatal("drawn before the guest agreed")
	}
	uitest.TapButton(t, guestWin.Content(), "Agree")
	q.RunUntil(t, func() bool { return hm.Outcome().Over() && gm.Outcome().Over() })
	if hm.Outcome().Result != rules.Draw || gm.Outcome().Result != rules.Draw {
		t.Fatalf("outcomes %+v and %+v", hm.Outcome(), gm.Outcome())
	}
}

// TestNetworkClocksShow: a timed game's clocks show in the network pane, as the stream
// has them: the seat to move's running, and after a move the other's.
func TestNetworkClocksShow(t *testing.T) {
	env, q, host := hostTimed(t, "5+3")
	w := env.wins[host.Table().Match()]
	q.RunUntil(t, func() bool { return uitest.Label(w.Content(), "Clocks 5+3: » White ") != nil })
	w.Resize(fyne.NewSize(1000, 700))
	drag(t, findBoard(w.Content()), "e3", "e5")
	q.RunUntil(t, func() bool { return uitest.Label(w.Content(), "· » Black ") != nil })
}

// TestNetworkFlagFall: the app that sees the seat to move's clock at zero claims its flag
// (once), and the game shows lost on time, as a local flag fall, at the host's window and
// at a spectator's. The time control is tiny (0.24 s) because only real time moves the
// server's timestamps; the test waits on the windows' handed-back work (the clocks'
// ticks among it), never on a sleep. (A guest could not join in time: a seat's
// invitation is used up once the game is over.)
func TestNetworkFlagFall(t *testing.T) {
	env, q, host := hostTimed(t, "0.004")
	hm := host.Table().Match()
	w := env.wins[hm]
	const over = "Game over: White lost on time."
	q.RunUntil(t, func() bool { return uitest.Label(w.Content(), over) != nil })
	if snap := host.Table().Snapshot(); len(snap.Refusals) != 0 || snap.Outcome.Winner != 1 {
		t.Errorf("the host's table: %+v, refused %v", snap.Outcome, snap.Refusals)
	}
	// claimed already: White's flag at the start, which the table claims once
	if host.ClaimFlag(len(hm.History()), 0) {
		t.Error("the host had not claimed White's flag")
	}
	watch, err := host.Table().Invitation(netplay.Watch, host.Public())
	if err != nil {
		t.Fatal(err)
	}
	watcher := joinAs(t, env, q, watch.String())
	q.RunUntil(t, func() bool { return uitest.Label(env.wins[watcher.Table().Match()].Content(), over) != nil })
}

// TestPlayersInANetworkGame: Players… lists only the seats played here; the host hands
// its seat to the computer through the stream, and the computer's move reaches the guest.
func TestPlayersInANetworkGame(t *testing.T) {
	env, q := netTestEnv(t)
	host := hostGame(t, env, q, chessMatch(t, "chess-2016", 37), false, true)
	hm := host.Table().Match()
	hostWin, guest := joinInvited(t, env, q, host)
	gm := guest.Table().Match()
	uitest.MenuItem(t, hostWin, "Players: person or computer…")
	sels := findSelects(hostWin.Canvas().Overlays().Top())
	if len(sels) != 1 {
		t.Fatalf("Players… offers %d seats, want the host's one", len(sels))
	}
	sels[0].SetSelected(sels[0].Options[1]) // the weakest computer
	q.RunUntil(t, func() bool { return len(gm.History()) == 1 })
	if gm.History()[0].Player != 0 || hm.Computer(0) == "" {
		t.Fatalf("the guest's game: %+v; White's player %q", gm.History(), hm.Computer(0))
	}
}

// TestTheWaitNamesThePlayerWhoJoined: the host moved before the guest joined; once the
// guest has, the host's status names them, not the seat.
func TestTheWaitNamesThePlayerWhoJoined(t *testing.T) {
	env, q := netTestEnv(t)
	host := hostGame(t, env, q, chessMatch(t, "chess-2016", 37), false, true)
	hm := host.Table().Match()
	w := env.wins[hm]
	w.Resize(fyne.NewSize(1000, 700))
	drag(t, findBoard(w.Content()), "e3", "e5")
	q.RunUntil(t, func() bool {
		return uitest.Label(w.Content(), "Waiting for Black's move from another computer.") != nil
	})
	joinInvited(t, env, q, host)
	q.RunUntil(t, func() bool { return uitest.Label(w.Content(), "Waiting for Bea's move from another computer.") != nil })
}

// TestSpectatorsWatch: the invitations dialog has a spectators' line too; joined with
// it, a window follows the game, takes no piece and has no chat line to write in.
func TestSpectatorsWatch(t *testing.T) {
	env, q := netTestEnv(t)
	host := hostGame(t, env, q, chessMatch(t, "chess-2016", 37), false, true)
	hm := host.Table().Match()
	w := env.wins[hm]
	netwin.ShowInvitations(env.Network, w, host)
	env.App.Clipboard().SetContent("")
	uitest.TapButton(t, w.Canvas().Overlays().Top(), "Copy") // the first: Black's
	tapButtonN(t, w.Canvas().Overlays().Top(), "Copy", 1)
	watchLine := env.App.Clipboard().Content()
	if !strings.Contains(watchLine, "/watch/") {
		t.Fatalf("the second line copied is %q, not the spectators'", watchLine)
	}
	watcher := joinAs(t, env, q, watchLine)
	if watcher.Table().Seat() != netplay.Watch {
		t.Fatalf("the spectators' line opened %+v", watcher)
	}
	ww := env.wins[watcher.Table().Match()]
	ww.Resize(fyne.NewSize(1000, 700))
	tapCell(t, findBoard(ww.Content()), "e3")
	if findBoard(ww.Content()).Selected() != boards.NoCell || findEntry(ww.Content(), "Say something…") != nil {
		t.Fatal("the spectator's window picks up pieces or writes chat")
	}
	for _, b := range findAllButtons(ww.Content()) {
		if (b.Text == "Resign" || b.Text == "Agree draw" || b.Text == "Undo") && !b.Disabled() {
			t.Errorf("the spectator's %s button is enabled", b.Text)
		}
	}
	w.Resize(fyne.NewSize(1000, 700))
	drag(t, findBoard(w.Content()), "e3", "e5")
	q.RunUntil(t, func() bool { return len(watcher.Table().Match().History()) == 1 })
}

// TestAFailedJoinLeavesTheWindowsGame: joins from the window's Game › Play over the
// network… that fail (an invitation that is not one, one cut short, one whose server
// cannot be reached) leave the window's own game as it was: it goes on offline. (What
// the dialog says of each is netwin's TestBadInvitationsSayWhy.)
func TestAFailedJoinLeavesTheWindowsGame(t *testing.T) {
	env, q := netTestEnv(t)
	m := chessMatch(t, "chess-2016", 37)
	w := env.OpenGame(m)
	key, err := netplay.NewHostKey()
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"hello\x1b[31m", "oddb1:nats://127.0.0.1:4222/k7q2m9xwab",
		"oddb1:nats://127.0.0.1:1/k7q2m9xwab/1/" + key} {
		uitest.MenuItem(t, w, "Play over the network…")
		nd := w.Canvas().Overlays().Top()
		tabs := uitest.FindAll[*container.AppTabs](nd)
		if len(tabs) != 1 {
			t.Fatal("Play over the network… has no tabs")
		}
		tabs[0].SelectIndex(1) // Join
		inv := findEntry(nd, "oddb1:nats://…")
		if inv == nil {
			t.Fatal("Play over the network… has no Join tab with an invitation to fill in")
		}
		inv.SetText(text)
		var join *widget.Button
		for _, b := range findAllButtons(nd) {
			if b.Text == "Join" {
				join = b
			}
		}
		test.Tap(join)
		q.RunUntil(t, func() bool { return !join.Disabled() })
		if len(netTables(env)) != 0 || len(env.wins) != 1 {
			t.Fatalf("%q: the failed join opened a window", text)
		}
	}
	b := findBoard(w.Content())
	w.Resize(fyne.NewSize(1000, 700))
	drag(t, b, "e3", "e5")
	if len(m.History()) != 1 {
		t.Fatal("the offline game does not go on after the failed joins")
	}
}

// TestARemovedPlayersWindowSaysSo: the host takes the guest's seat from the network
// pane's Invitations…; the guest's window says the server no longer lets its table in.
// (The dialog itself is netwin's TestHostRemovesAConnectedPlayer.)
func TestARemovedPlayersWindowSaysSo(t *testing.T) {
	env, q := netTestEnv(t)
	host := hostGame(t, env, q, chessMatch(t, "chess-2016", 37), false, true)
	w, guest := joinInvited(t, env, q, host)
	w.Resize(fyne.NewSize(1000, 700))
	uitest.TapButton(t, w.Content(), "Invitations…")
	iv := w.Canvas().Overlays().Top()
	// the server lists a connection once its login is through: Refresh as the tables'
	// heartbeats come in
	q.RunUntil(t, func() bool {
		uitest.TapButton(t, iv, "Refresh")
		return uitest.Label(iv, "Bea (Black) · 127.0.0.1 · for ") != nil
	})
	uitest.TapButton(t, iv, "Remove…")
	uitest.TapButton(t, w.Canvas().Overlays().Top(), "Remove")
	gw := env.wins[guest.Table().Match()]
	q.RunUntil(t, func() bool { return uitest.Label(gw.Content(), "no longer lets this table in") != nil })
}
