package netwin

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/rules"
	"oddboards/ui/shell"
	"oddboards/ui/uitest"
)

// fakeWins stands in for the app's game windows: each match opened shows in a bare
// window (uitest.Games) that holds its table while open, as a game window does; an error
// over the launcher or autosave trouble fails the test.
type fakeWins struct {
	uitest.Games
	t *testing.T
	n *Network
}

func (f *fakeWins) OpenGame(m *rules.Match) fyne.Window {
	w := f.Games.OpenGame(m)
	w.SetOnClosed(f.n.Hold(m))
	return w
}

func (f *fakeWins) ShowError(err error)  { f.t.Errorf("over the launcher: %v", err) }
func (f *fakeWins) SaveFailed(err error) { f.t.Errorf("not kept: %v", err) }

// netTest is a test's network play, its data (the hosted server's streams, the host's
// key, the kept games) in the test's folder; the server stops with the test.
func netTest(t *testing.T) (*Network, *fakeWins, *uitest.Queue) {
	t.Helper()
	sh, q := uitest.Env(t)
	wins := &fakeWins{Games: uitest.Games{App: sh.App}, t: t}
	n := newNet(sh, wins)
	t.Cleanup(func() { wins.n.Close() }) // the latest: a test may start the app again
	return n, wins, q
}

// newNet is the network play of wins, as the app starts it: no server, no tables.
func newNet(sh *shell.Env, wins *fakeWins) *Network {
	n := New(sh, wins)
	n.Options.Timeout = 5 * time.Second // reaching a server: a guard, not a measure
	wins.n = n
	return n
}

// gameWindow stands in for the game window the dialogs show over, at its default size.
func gameWindow(t *testing.T) fyne.Window {
	w := test.NewTempWindow(t, widget.NewLabel("game"))
	w.Resize(fyne.NewSize(1100, 740-34))
	return w
}

// chessMatch is a Chess 2016 match of setup 37.
func chessMatch(t *testing.T) *rules.Match {
	t.Helper()
	return uitest.Match(t, "chess-2016", rules.Config{Setup: 37})
}

// hostFromDialog hosts a game like m's from the network dialog of a window on m, on
// 127.0.0.1 and a free port, with the seats remote as given; it returns the host's
// table once its window is open.
func hostFromDialog(t *testing.T, n *Network, q *uitest.Queue, m *rules.Match, remote ...bool) *Table {
	t.Helper()
	return hostThrough(t, n, q, showNetwork(n, gameWindow(t), m), remote...)
}

// hostThrough hosts from the network dialog nd on 127.0.0.1 and a free port, with the
// seats remote as given, and returns the host's table once its window is open.
func hostThrough(t *testing.T, n *Network, q *uitest.Queue, nd *networkDialog, remote ...bool) *Table {
	t.Helper()
	nd.port.SetText("0")
	nd.public.SetText("127.0.0.1")
	for i, r := range remote {
		if r {
			nd.seats[i].SetPerson(remoteSeat)
		} else {
			nd.seats[i].SetPerson(0)
		}
	}
	before := openTables(n)
	test.Tap(nd.hostBtn)
	var nt *Table
	q.RunUntil(t, func() bool {
		nt = newTable(n, before)
		return nt != nil || !nd.hostBtn.Disabled()
	})
	if nt == nil {
		t.Fatalf("hosting failed: %s", nd.status.Text)
	}
	return nt
}

// joinInvited joins host's game through the dialog with its first invitation, in the
// host's window, and returns that window and the guest's table; the test fails when
// joining makes no table.
func joinInvited(t *testing.T, n *Network, wins *fakeWins, q *uitest.Queue, host *Table) (fyne.Window, *Table) {
	t.Helper()
	hm := host.t.Match()
	w := wins.WindowOf(hm)
	_, guest := joinFromDialog(t, n, q, w, hm, host.t.Invitations(host.public)[0].String())
	if guest == nil {
		t.Fatal("joining made no table")
	}
	return w, guest
}

// joinFromDialog joins by invitation text from the network dialog of window w; it
// returns the dialog once the server has answered, and the new table, if any.
func joinFromDialog(t *testing.T, n *Network, q *uitest.Queue, w fyne.Window, m *rules.Match, text string) (*networkDialog, *Table) {
	t.Helper()
	before := openTables(n)
	nd := showNetwork(n, w, m)
	nd.invitation.SetText(text)
	nd.name.SetText("Bea")
	test.Tap(nd.joinBtn)
	q.RunUntil(t, func() bool { return !nd.joinBtn.Disabled() || len(n.tables) > len(before) })
	return nd, newTable(n, before)
}

// openTables is the set of n's tables open now, to tell a new one by: n.tables is a map,
// so no order says which came last.
func openTables(n *Network) map[*Table]bool {
	open := map[*Table]bool{}
	for _, nt := range n.tables {
		open[nt] = true
	}
	return open
}

// newTable is a table of n not in before, or nil.
func newTable(n *Network, before map[*Table]bool) *Table {
	for _, nt := range n.tables {
		if !before[nt] {
			return nt
		}
	}
	return nil
}
