package gamewin

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"oddboards/boards"
	"oddboards/internal/netplay"
	"oddboards/rules"
	"oddboards/ui/sound"
	"oddboards/ui/uitest"
)

// TestTwoWindowsPlayOneHostedGame: a game hosted from one window and joined from
// another by its invitation; a move in either reaches the other through the server, the
// board refuses the seat played elsewhere, and chat goes both ways.
func TestTwoWindowsPlayOneHostedGame(t *testing.T) {
	env, q := netTestEnv(t)
	offline := chessMatch(t, "chess-2016", 37)
	host := hostFromDialog(t, env, q, offline, false, true)
	hm := host.t.Match()
	if hm == offline {
		t.Fatal("the network game is the offline one")
	}
	invs := host.t.Invitations(host.public)
	if len(invs) != 1 || invs[0].Seat != 1 || !strings.HasPrefix(invs[0].Server, "nats://127.0.0.1:") {
		t.Fatalf("invitations: %+v", invs)
	}
	hostWin := env.wins[hm]
	_, guest := joinFromDialog(t, env, q, hostWin, hm, invs[0].String())
	if guest == nil {
		t.Fatal("joining made no table")
	}
	gm := guest.t.Match()
	guestWin := env.wins[gm]
	hb, gb := findBoard(hostWin.Content()), findBoard(guestWin.Content())
	if hb == nil || gb == nil || hb.Match() != hm || gb.Match() != gm {
		t.Fatal("no board in the network windows")
	}
	// who is there: the host hears the guest's table
	q.RunUntil(t, func() bool { return findLabel(hostWin.Content(), "Bea (Black, connected)") != nil })
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
	if findLabel(hostWin.Content(), "Waiting for Bea's move from another computer.") == nil {
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
	q.RunUntil(t, func() bool { return findLabel(hostWin.Content(), "Bea: good luck") != nil })

	// undo by agreement: the guest asks to take its move back; it goes when the host agrees
	uitest.TapButton(t, guestWin.Content(), "Undo")
	q.RunUntil(t, func() bool { return findLabel(hostWin.Content(), "Bea asks to take back the last move") != nil })
	if len(hm.History()) != 2 {
		t.Fatal("the move went back before the host agreed")
	}
	uitest.TapButton(t, hostWin.Content(), "Agree")
	q.RunUntil(t, func() bool { return len(hm.History()) == 1 && len(gm.History()) == 1 })

	// a draw offered by the host, accepted by the guest
	uitest.TapButton(t, hostWin.Content(), "Agree draw")
	uitest.TapButton(t, hostWin.Canvas().Overlays().Top(), "Yes")
	q.RunUntil(t, func() bool { return findLabel(guestWin.Content(), "White offers a draw") != nil })
	if gm.Outcome().Over() {
		t.Fatal("drawn before the guest agreed")
	}
	uitest.TapButton(t, guestWin.Content(), "Agree")
	q.RunUntil(t, func() bool { return hm.Outcome().Over() && gm.Outcome().Over() })
	if hm.Outcome().Result != rules.Draw || gm.Outcome().Result != rules.Draw {
		t.Fatalf("outcomes %+v and %+v", hm.Outcome(), gm.Outcome())
	}

	// one server a run: a second game is hosted on it, at its port and address
	second := showNetwork(env, hostWin, hm)
	if _, port := splitURL(host.public); !second.port.Disabled() || second.port.Text != strconv.Itoa(port) || second.public.Text != "127.0.0.1" {
		t.Errorf("the second Host tab offers port %q (disabled %v) at %q; the server is %s", second.port.Text, second.port.Disabled(), second.public.Text, host.public)
	}
	second.d.Hide()

	// the invitation is used up now
	nd, again := joinFromDialog(t, env, q, hostWin, hm, invs[0].String())
	if again != nil || !strings.Contains(nd.status.Text, "does not know this invitation") {
		t.Fatalf("joining again with the used invitation: %q", nd.status.Text)
	}
}

// TestBadInvitationsSayWhy: an invitation that is not one is refused at once; one whose
// server cannot be reached says so; the window's own game goes on offline.
func TestBadInvitationsSayWhy(t *testing.T) {
	env, q := netTestEnv(t)
	m := chessMatch(t, "chess-2016", 37)
	w := env.OpenGame(m)
	key, err := netplay.NewHostKey()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ text, want string }{
		{"hello\x1b[31m", "not an Oddboards invitation"},
		{"oddb1:nats://127.0.0.1:4222/k7q2m9xwab", "cut short"},
		// port 1 of the loopback: nothing listens there
		{"oddb1:nats://127.0.0.1:1/k7q2m9xwab/1/" + key, "cannot reach the game server"},
	} {
		nd, nt := joinFromDialog(t, env, q, w, m, c.text)
		if nt != nil || !strings.Contains(nd.status.Text, c.want) {
			t.Errorf("%q: the dialog says %q, want %q", c.text, nd.status.Text, c.want)
		}
		if strings.ContainsRune(nd.status.Text, '\x1b') {
			t.Errorf("%q: the error echoes a control byte", c.text)
		}
		nd.d.Hide()
	}
	b := findBoard(w.Content())
	w.Resize(fyne.NewSize(1000, 700))
	drag(t, b, "e3", "e5")
	if len(m.History()) != 1 {
		t.Fatal("the offline game does not go on after the failed joins")
	}
}

// TestNetworkGamesComeBack: a guest who closed the game's window, and a host whose app
// stopped with its server, open the game again from Game › Network games…, where it
// stood; the guest with the session kept, not the used-up invitation.
func TestNetworkGamesComeBack(t *testing.T) {
	env, q := netTestEnv(t)
	host := hostFromDialog(t, env, q, chessMatch(t, "chess-2016", 37), false, true)
	hostWin, guest := joinInvited(t, env, q, host)
	hostWin.Resize(fyne.NewSize(1000, 700))
	drag(t, findBoard(hostWin.Content()), "e3", "e5")
	q.RunUntil(t, func() bool { return len(guest.t.Match().History()) == 1 })
	id := host.t.Game()

	// the guest closes its window: its table leaves
	env.wins[guest.t.Match()].Close()
	if len(env.Network.tables) != 1 {
		t.Fatalf("%d tables open after the guest's window closed", len(env.Network.tables))
	}
	kept, err := env.Saves.NetGames()
	if err != nil || len(kept) != 2 {
		t.Fatalf("kept games: %+v, %v", kept, err)
	}
	// the list opens it again
	ShowNetGames(env, hostWin)
	open := findButtonText(t, hostWin, "Open", 0) // the latest first: the guest's
	test.Tap(open)
	var back *netTable
	q.RunUntil(t, func() bool {
		for _, nt := range env.Network.tables {
			if nt.t.Seat() == 1 {
				back = nt
			}
		}
		return back != nil || !open.Disabled()
	})
	if back == nil || back.t.Game() != id || len(back.t.Match().History()) != 1 {
		t.Fatalf("the guest's game did not come back as it stood: %+v", back)
	}

	// the host's app stops: its windows, tables and server
	for _, w := range []fyne.Window{env.wins[back.t.Match()], env.wins[host.t.Match()]} {
		w.Close()
	}
	env.Network.server.Close()
	opts := env.Network.Options
	env.Network = newNetwork(env.Env, env) // as the app starts again: no server, no tables
	env.Network.Options = opts
	w := env.OpenGame(chessMatch(t, "chess-2016", 37))
	ShowNetGames(env, w)
	open = findButtonText(t, w, "Open", 1) // the host's entry
	test.Tap(open)
	var again *netTable
	q.RunUntil(t, func() bool {
		for _, nt := range env.Network.tables {
			again = nt
		}
		return again != nil || !open.Disabled()
	})
	if again == nil || again.t.Seat() != netplay.Host || again.t.Game() != id || len(again.t.Match().History()) != 1 {
		t.Fatalf("the host's game did not come back: %+v", again)
	}
}

// TestNetworkClocksShow: a timed game's clocks show in the network pane, as the stream
// has them: the seat to move's running, and after a move the other's.
func TestNetworkClocksShow(t *testing.T) {
	env, q, host := hostTimed(t, "5+3")
	w := env.wins[host.t.Match()]
	q.RunUntil(t, func() bool { return findLabel(w.Content(), "Clocks 5+3: » White ") != nil })
	w.Resize(fyne.NewSize(1000, 700))
	drag(t, findBoard(w.Content()), "e3", "e5")
	q.RunUntil(t, func() bool { return findLabel(w.Content(), "· » Black ") != nil })
}

// TestNetworkFlagFall: the app that sees the seat to move's clock at zero claims its flag
// (once), and the game shows lost on time, as a local flag fall, at the host's window and
// at a spectator's. The time control is tiny (0.24 s) because only real time moves the
// server's timestamps; the test waits on the windows' handed-back work (the clocks'
// ticks among it), never on a sleep. (A guest could not join in time: a seat's
// invitation is used up once the game is over.)
func TestNetworkFlagFall(t *testing.T) {
	env, q, host := hostTimed(t, "0.004")
	hm := host.t.Match()
	w := env.wins[hm]
	const over = "Game over: White lost on time."
	q.RunUntil(t, func() bool { return findLabel(w.Content(), over) != nil })
	if snap := host.t.Snapshot(); len(snap.Refusals) != 0 || snap.Outcome.Winner != 1 {
		t.Errorf("the host's table: %+v, refused %v", snap.Outcome, snap.Refusals)
	}
	if host.claimed == nil || host.claimed.seat != 0 {
		t.Errorf("the host claimed %+v, not White's flag", host.claimed)
	}
	watch, err := host.t.Invitation(netplay.Watch, host.public)
	if err != nil {
		t.Fatal(err)
	}
	_, watcher := joinFromDialog(t, env, q, w, hm, watch.String())
	if watcher == nil {
		t.Fatal("the spectators' line opened no table")
	}
	q.RunUntil(t, func() bool { return findLabel(env.wins[watcher.t.Match()].Content(), over) != nil })
}

// TestPlayersInANetworkGame: Players… lists only the seats played here; the host hands
// its seat to the computer through the stream, and the computer's move reaches the guest.
func TestPlayersInANetworkGame(t *testing.T) {
	env, q := netTestEnv(t)
	host := hostFromDialog(t, env, q, chessMatch(t, "chess-2016", 37), false, true)
	hm := host.t.Match()
	hostWin, guest := joinInvited(t, env, q, host)
	gm := guest.t.Match()
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

func TestPublicURL(t *testing.T) {
	for _, c := range []struct{ public, url, want string }{
		{"203.0.113.5", "nats://0.0.0.0:4222", "nats://203.0.113.5:4222"},
		{"2001:db8::1", "nats://0.0.0.0:4222", "nats://[2001:db8::1]:4222"},
		{"", "nats://127.0.0.1:4222", "nats://127.0.0.1:4222"},
		{"host.example", "not an address", "not an address"},
	} {
		if got := publicURL(c.public, c.url); got != c.want {
			t.Errorf("publicURL(%q, %q) = %q, want %q", c.public, c.url, got, c.want)
		}
	}
}

// TestTheWaitNamesThePlayerWhoJoined: the host moved before the guest joined; once the
// guest has, the host's status names them, not the seat.
func TestTheWaitNamesThePlayerWhoJoined(t *testing.T) {
	env, q := netTestEnv(t)
	host := hostFromDialog(t, env, q, chessMatch(t, "chess-2016", 37), false, true)
	hm := host.t.Match()
	w := env.wins[hm]
	w.Resize(fyne.NewSize(1000, 700))
	drag(t, findBoard(w.Content()), "e3", "e5")
	q.RunUntil(t, func() bool { return findLabel(w.Content(), "Waiting for Black's move from another computer.") != nil })
	joinInvited(t, env, q, host)
	q.RunUntil(t, func() bool { return findLabel(w.Content(), "Waiting for Bea's move from another computer.") != nil })
}

// TestSpectatorsWatch: the invitations dialog has a spectators' line too; joined with
// it, a window follows the game, takes no piece and has no chat line to write in.
func TestSpectatorsWatch(t *testing.T) {
	env, q := netTestEnv(t)
	host := hostFromDialog(t, env, q, chessMatch(t, "chess-2016", 37), false, true)
	hm := host.t.Match()
	w := env.wins[hm]
	showInvitations(env, w, host)
	env.App.Clipboard().SetContent("")
	uitest.TapButton(t, w.Canvas().Overlays().Top(), "Copy") // the first: Black's
	tapButtonN(t, w.Canvas().Overlays().Top(), "Copy", 1)
	watchLine := env.App.Clipboard().Content()
	if !strings.Contains(watchLine, "/watch/") {
		t.Fatalf("the second line copied is %q, not the spectators'", watchLine)
	}
	_, watcher := joinFromDialog(t, env, q, w, hm, watchLine)
	if watcher == nil || watcher.t.Seat() != netplay.Watch {
		t.Fatalf("the spectators' line opened %+v", watcher)
	}
	ww := env.wins[watcher.t.Match()]
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
	q.RunUntil(t, func() bool { return len(watcher.t.Match().History()) == 1 })
}

func TestCheckNetArgs(t *testing.T) {
	key, err := netplay.NewHostKey()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ join, name, want string }{
		{"oddb1:nats://127.0.0.1:4222/k7q2m9xwab/1/" + key, "Bea", ""},
		{"", "", ""},
		{"hello\x1b[31m", "", "--join: not an Oddboards invitation"},
		{"", "a\x1bb", "--name: a name with control characters"},
	} {
		err := CheckNetArgs(c.join, c.name)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%q, %q: %v", c.join, c.name, err)
		case c.want != "" && (err == nil || !strings.HasPrefix(err.Error(), c.want)):
			t.Errorf("%q, %q: %v, want %q", c.join, c.name, err, c.want)
		case err != nil && strings.ContainsRune(err.Error(), '\x1b'):
			t.Errorf("%q, %q: the error echoes a control byte", c.join, c.name)
		}
	}
}
