package gamewin

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"oddboards/rules"
	"oddboards/ui/uitest"
)

// netTestEnv is a test's app with its network data (the hosted server's streams, the
// host's key, the kept games) in the test's folder; the server stops with the test.
func netTestEnv(t *testing.T) (*Env, *uitest.Queue) {
	t.Helper()
	env, q := testEnvQueue(t)
	env.Network.Options.Timeout = 5 * time.Second // reaching a server: a guard, not a measure
	t.Cleanup(func() {
		for _, nt := range env.Network.tables {
			nt.t.Close()
		}
		if s := env.Network.server; s != nil {
			s.Close()
		}
	})
	return env, q
}

// hostFromDialog hosts a game like m's from the network dialog of a window on m, on
// 127.0.0.1 and a free port, with the seats remote as given; it returns the host's
// table once its window is open.
func hostFromDialog(t *testing.T, env *Env, q *uitest.Queue, m *rules.Match, remote ...bool) *netTable {
	t.Helper()
	w := env.OpenGame(m)
	return hostThrough(t, env, q, showNetwork(env, w, m), remote...)
}

// hostThrough hosts from the network dialog nd on 127.0.0.1 and a free port, with the
// seats remote as given, and returns the host's table once its window is open.
func hostThrough(t *testing.T, env *Env, q *uitest.Queue, nd *networkDialog, remote ...bool) *netTable {
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
	test.Tap(nd.hostBtn)
	var nt *netTable
	q.RunUntil(t, func() bool {
		for _, x := range env.Network.tables {
			nt = x
		}
		return nt != nil || !nd.hostBtn.Disabled()
	})
	if nt == nil {
		t.Fatalf("hosting failed: %s", nd.status.Text)
	}
	return nt
}

// joinFromDialog joins by invitation text from the network dialog of window w; it
// returns the dialog once the server has answered, and the new table, if any.
// joinInvited joins host's game through the dialog with its first invitation, in the
// host's window, and returns that window and the guest's table; the test fails when
// joining makes no table.
func joinInvited(t *testing.T, env *Env, q *uitest.Queue, host *netTable) (fyne.Window, *netTable) {
	t.Helper()
	hm := host.t.Match()
	w := env.wins[hm]
	_, guest := joinFromDialog(t, env, q, w, hm, host.t.Invitations(host.public)[0].String())
	if guest == nil {
		t.Fatal("joining made no table")
	}
	return w, guest
}

func joinFromDialog(t *testing.T, env *Env, q *uitest.Queue, w fyne.Window, m *rules.Match, text string) (*networkDialog, *netTable) {
	t.Helper()
	before := map[*netTable]bool{}
	for _, nt := range env.Network.tables {
		before[nt] = true
	}
	nd := showNetwork(env, w, m)
	nd.invitation.SetText(text)
	nd.name.SetText("Bea")
	test.Tap(nd.joinBtn)
	q.RunUntil(t, func() bool { return !nd.joinBtn.Disabled() || len(env.Network.tables) > len(before) })
	for _, nt := range env.Network.tables {
		if !before[nt] {
			return nd, nt
		}
	}
	return nd, nil
}

// hostTimed hosts a Chess 2016 game on the time control given, White here and Black
// remote, from a window's network dialog.
func hostTimed(t *testing.T, control string) (*Env, *uitest.Queue, *netTable) {
	t.Helper()
	env, q := netTestEnv(t)
	m := chessMatch(t, "chess-2016", 37)
	tc, err := rules.ParseTimeControl(control)
	if err != nil {
		t.Fatal(err)
	}
	m.SetTimeControl(tc, nil)
	return env, q, hostFromDialog(t, env, q, m, false, true)
}
