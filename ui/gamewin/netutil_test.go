package gamewin

import (
	"io"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"oddboards/rules"
	"oddboards/ui/netwin"
	"oddboards/ui/uitest"
)

// netTestEnv is a test's app with its network data (the hosted server's streams, the
// host's key, the kept games) in the test's folder; the server stops with the test.
func netTestEnv(t *testing.T) (*Env, *uitest.Queue) {
	t.Helper()
	env, q := testEnvQueue(t)
	env.Network.Options.Timeout = 5 * time.Second // reaching a server: a guard, not a measure
	t.Cleanup(func() { env.Network.Close() })     // the latest: a test may start the app again
	return env, q
}

// netTables are the network games open in env's windows.
func netTables(env *Env) map[*netwin.Table]bool {
	out := map[*netwin.Table]bool{}
	for m := range env.wins {
		if nt := env.Network.TableOf(m); nt != nil {
			out[nt] = true
		}
	}
	return out
}

// newTable runs the handed-back work until a window opens on a network game not in
// before, and returns its table; the test fails when none opens (an error shown over
// the launcher fails it too).
func newTable(t *testing.T, env *Env, q *uitest.Queue, before map[*netwin.Table]bool) *netwin.Table {
	t.Helper()
	var found *netwin.Table
	q.RunUntil(t, func() bool {
		for nt := range netTables(env) {
			if !before[nt] {
				found = nt
			}
		}
		return found != nil || t.Failed()
	})
	if found == nil {
		t.Fatal("no network game opened")
	}
	return found
}

// hostGame hosts a game like m's as the command line's --host does, on 127.0.0.1 and a
// free port, with the seats remote as given; it returns the host's table once its window
// is open.
func hostGame(t *testing.T, env *Env, q *uitest.Queue, m *rules.Match, remote ...bool) *netwin.Table {
	t.Helper()
	var seats []int
	for i, r := range remote {
		if r {
			seats = append(seats, i)
		}
	}
	before := netTables(env)
	env.Network.Host(m, 0, "127.0.0.1", seats, io.Discard)
	return newTable(t, env, q, before)
}

// joinAs joins by invitation text as Bea (--join) and returns the new table once its
// window is open.
func joinAs(t *testing.T, env *Env, q *uitest.Queue, text string) *netwin.Table {
	t.Helper()
	before := netTables(env)
	env.Network.Join(text, "Bea")
	return newTable(t, env, q, before)
}

// joinInvited joins host's game with its first invitation and returns the host's
// window and the guest's table.
func joinInvited(t *testing.T, env *Env, q *uitest.Queue, host *netwin.Table) (fyne.Window, *netwin.Table) {
	t.Helper()
	hm := host.Table().Match()
	return env.wins[hm], joinAs(t, env, q, host.Table().Invitations(host.Public())[0].String())
}

// hostTimed hosts a Chess 2016 game on the time control given, White here and Black
// remote.
func hostTimed(t *testing.T, control string) (*Env, *uitest.Queue, *netwin.Table) {
	t.Helper()
	env, q := netTestEnv(t)
	m := chessMatch(t, "chess-2016", 37)
	tc, err := rules.ParseTimeControl(control)
	if err != nil {
		t.Fatal(err)
	}
	m.SetTimeControl(tc, nil)
	return env, q, hostGame(t, env, q, m, false, true)
}
