//go:build !js

package netplay

import (
	"context"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"oddboards/rules"
)

// guard bounds a test's waits: generous, so a slow or busy machine never fails one; only
// a test that would otherwise hang stops at it.
const guard = 10 * time.Minute

func testContext(t *testing.T) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), guard)
	t.Cleanup(cancel)
	return ctx
}

func newHostKey(t *testing.T) string {
	k, err := NewHostKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// startServer starts an embedded server in dir (a new temporary folder if "") on a free
// loopback port, stopped when the test ends.
func startServer(t *testing.T, dir, hostKey string, port int) *Server {
	t.Helper()
	if dir == "" {
		dir = t.TempDir()
	}
	s, err := StartServer(ServerConfig{Dir: dir, HostKey: hostKey, Port: port})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

func closeAtEnd(t *testing.T, tb *Table) *Table {
	t.Cleanup(tb.Close)
	return tb
}

// hostTable hosts spec's game on srv, closed when the test ends; the test fails when it
// cannot.
func hostTable(t *testing.T, ctx context.Context, srv *Server, spec Spec, o Options) *Table {
	t.Helper()
	host, err := srv.Host(ctx, spec, o)
	if err != nil {
		t.Fatal(err)
	}
	return closeAtEnd(t, host)
}

// remoteSeat hosts game on srv with its second seat remote (closed when the test ends),
// and returns the host's table and that seat's invitation.
func remoteSeat(t *testing.T, ctx context.Context, srv *Server, game string) (*Table, Invitation) {
	t.Helper()
	host := hostTable(t, ctx, srv, Spec{Game: game, Remote: []bool{false, true}}, Options{})
	return host, host.Invitations("")[0]
}

// spectate opens a spectator's table on host's game, closed when the test ends.
func spectate(t *testing.T, ctx context.Context, host *Table) *Table {
	t.Helper()
	watch, _ := host.Invitation(Watch, "")
	spectator, err := open(ctx, watch, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return closeAtEnd(t, spectator)
}

// table opens a game's tables: the host's, then one joined table per remote seat, in seat
// order.
func tables(t *testing.T, ctx context.Context, srv *Server, spec Spec, o Options) []*Table {
	t.Helper()
	host := hostTable(t, ctx, srv, spec, o)
	out := []*Table{host}
	for _, inv := range host.Invitations("") {
		jo := o
		jo.Name = "Guest " + seatToken(inv.Seat)
		tb, err := Join(ctx, inv.String(), jo)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, closeAtEnd(t, tb))
		if tb.signsIn() { // the hosted server sends the invitation's connection away
			waitUntil(t, ctx, tb, func() bool { return ownLogin(tb) }, func() string { return "never logged in with its own key" })
		}
	}
	return out
}

// remoteAll marks every seat but the first remote.
func remoteAll(n int) []bool {
	r := make([]bool, n)
	for i := 1; i < n; i++ {
		r[i] = true
	}
	return r
}

// state is what the table has read: its referee's position, outcome and plies.
func (t *Table) state() (rules.Position, rules.Outcome, int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.ref.match.Position(), t.ref.match.Outcome(), len(t.ref.match.History())
}

// changes is a channel that hears of tb's changes (one waiting at most, as a wake-up)
// and the function that stops it.
func changes(tb *Table) (<-chan struct{}, func()) {
	ch := make(chan struct{}, 1)
	cancel := tb.Subscribe(func() {
		select {
		case ch <- struct{}{}:
		default:
		}
	})
	return ch, cancel
}

// drive plays the seats tb plays whenever one is to move, with a seeded player whose
// choice depends on the ply only (so the game is the same however the clients' turns
// interleave), until the game ends or reaches plyCap.
func drive(ctx context.Context, tb *Table, seed uint64, plyCap int) error {
	ch, cancel := changes(tb)
	defer cancel()
	for {
		p, out, n := tb.state()
		if out.Over() || n >= plyCap {
			return nil
		}
		if tb.Plays(p.ToMove()) {
			rng := rand.New(rand.NewPCG(seed, uint64(n)))
			if err := tb.Play(ctx, pickMove(p, rng)); err != nil {
				return fmt.Errorf("%s playing ply %d: %v", seatToken(tb.Seat()), n, err)
			}
			continue
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return fmt.Errorf("%s waiting at ply %d: %v", seatToken(tb.Seat()), n, ctx.Err())
		}
	}
}

// driveAll runs every table's driver at once and waits for them.
func driveAll(t *testing.T, ctx context.Context, tbs []*Table, seed uint64, plyCap int) {
	t.Helper()
	errs := make(chan error, len(tbs))
	for _, tb := range tbs {
		go func() { errs <- drive(ctx, tb, seed, plyCap) }()
	}
	for range tbs {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

// waitSeq waits until tb has read the stream up to seq.
func waitSeq(t *testing.T, ctx context.Context, tb *Table, seq uint64) {
	t.Helper()
	if err := tb.wait(ctx, func() bool { return tb.read >= seq }); err != nil {
		t.Fatalf("%s waiting for #%d: %v", seatToken(tb.Seat()), seq, err)
	}
}

// sameGame checks that every table has read the same game, to the same message, and
// that its shared match shows it.
func sameGame(t *testing.T, ctx context.Context, tbs []*Table) Snapshot {
	t.Helper()
	var last uint64
	for _, tb := range tbs {
		last = max(last, tb.Snapshot().Seq)
	}
	for _, tb := range tbs {
		waitSeq(t, ctx, tb, last)
	}
	want := tbs[0].Snapshot()
	for _, tb := range tbs {
		got := tb.Snapshot()
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s read another game than %s:\n%+v\n%+v", seatToken(tb.Seat()), seatToken(tbs[0].Seat()), got, want)
		}
		if h := tb.Match().History(); rules.CommonPlies(h, got.History) != len(got.History) || len(h) != len(got.History) ||
			!sameResult(tb.Match().Outcome(), got.Outcome) {
			t.Errorf("%s's shared match shows %d plies, %v; the stream %d, %v", seatToken(tb.Seat()), len(h), tb.Match().Outcome(), len(got.History), got.Outcome)
		}
	}
	return want
}
