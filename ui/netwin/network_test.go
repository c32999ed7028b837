package netwin

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"oddboards/internal/netplay"
	"oddboards/ui/uitest"
)

// TestASecondGameSharesTheServer: one server a run: once a game is hosted, the Host tab
// offers the server's own port and address for a second game, fixed; and the invitation
// a guest used is refused the second time, the dialog saying why. (The game windows'
// part, two windows playing the hosted game, is gamewin's
// TestTwoWindowsPlayOneHostedGame.)
func TestASecondGameSharesTheServer(t *testing.T) {
	n, wins, q := netTest(t)
	host := hostFromDialog(t, n, q, chessMatch(t), false, true)
	hm := host.t.Match()
	invs := host.t.Invitations(host.public)
	hostWin, _ := joinInvited(t, n, wins, q, host)

	second := showNetwork(n, hostWin, hm)
	if _, port := netplay.SplitURL(host.public); !second.port.Disabled() || second.port.Text != strconv.Itoa(port) || second.public.Text != "127.0.0.1" {
		t.Errorf("the second Host tab offers port %q (disabled %v) at %q; the server is %s", second.port.Text, second.port.Disabled(), second.public.Text, host.public)
	}
	second.d.Hide()

	// the invitation is used up now
	nd, again := joinFromDialog(t, n, q, hostWin, hm, invs[0].String())
	if again != nil || !strings.Contains(nd.status.Text, "does not know this invitation") {
		t.Fatalf("joining again with the used invitation: %q", nd.status.Text)
	}
}

// TestBadInvitationsSayWhy: an invitation that is not one is refused at once; one whose
// server cannot be reached says so; nothing opens, and the window's own game is left
// alone (its board plays on: gamewin's TestAFailedJoinLeavesTheWindowsGame).
func TestBadInvitationsSayWhy(t *testing.T) {
	n, wins, q := netTest(t)
	m := chessMatch(t)
	w := gameWindow(t)
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
		nd, nt := joinFromDialog(t, n, q, w, m, c.text)
		if nt != nil || !strings.Contains(nd.status.Text, c.want) {
			t.Errorf("%q: the dialog says %q, want %q", c.text, nd.status.Text, c.want)
		}
		if strings.ContainsRune(nd.status.Text, '\x1b') {
			t.Errorf("%q: the error echoes a control byte", c.text)
		}
		nd.d.Hide()
	}
	if len(wins.Opened) != 0 || n.TableOf(m) != nil {
		t.Fatalf("the failed joins opened %d windows, or made the window's game a network one", len(wins.Opened))
	}
	if err := m.PlayText("e5"); err != nil || len(m.History()) != 1 {
		t.Fatalf("the offline game does not go on after the failed joins: %v", err)
	}
}

// TestNetworkGamesComeBack: a guest who closed the game's window, and a host whose app
// stopped with its server, open the game again from Game › Network games…, where it
// stood; the guest with the session kept, not the used-up invitation.
func TestNetworkGamesComeBack(t *testing.T) {
	n, wins, q := netTest(t)
	host := hostFromDialog(t, n, q, chessMatch(t), false, true)
	hostWin, guest := joinInvited(t, n, wins, q, host)
	if err := host.t.Match().PlayText("e5"); err != nil { // White, the host's
		t.Fatal(err)
	}
	q.RunUntil(t, func() bool { return len(guest.t.Match().History()) == 1 })
	id := host.t.Game()

	// the guest closes its window: its table leaves
	wins.WindowOf(guest.t.Match()).Close()
	if len(n.tables) != 1 {
		t.Fatalf("%d tables open after the guest's window closed", len(n.tables))
	}
	kept, err := n.env.Saves.NetGames()
	if err != nil || len(kept) != 2 {
		t.Fatalf("kept games: %+v, %v", kept, err)
	}
	// the list opens it again
	ShowGames(n, hostWin)
	open := uitest.DialogButton(t, hostWin, "Open", 0) // the latest first: the guest's
	test.Tap(open)
	var back *Table
	q.RunUntil(t, func() bool {
		for _, nt := range n.tables {
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
	for _, w := range []fyne.Window{wins.WindowOf(back.t.Match()), wins.WindowOf(host.t.Match())} {
		w.Close()
	}
	n.server.Close()
	opts := n.Options
	n = newNet(n.env, wins) // as the app starts again: no server, no tables
	n.Options = opts
	w := gameWindow(t)
	ShowGames(n, w)
	open = uitest.DialogButton(t, w, "Open", 1) // the host's entry
	test.Tap(open)
	var again *Table
	q.RunUntil(t, func() bool {
		for _, nt := range n.tables {
			again = nt
		}
		return again != nil || !open.Disabled()
	})
	if again == nil || again.t.Seat() != netplay.Host || again.t.Game() != id || len(again.t.Match().History()) != 1 {
		t.Fatalf("the host's game did not come back: %+v", again)
	}
}

func TestCheckArgs(t *testing.T) {
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
		err := CheckArgs(c.join, c.name)
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
