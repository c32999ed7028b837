//go:build !js

package netplay

import (
	"context"
	"fmt"
	"net"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
)

// waitNote waits until one of tb's notes contains s.
func waitNote(t *testing.T, ctx context.Context, tb *Table, s string) {
	t.Helper()
	waitUntil(t, ctx, tb, func() bool {
		return slices.ContainsFunc(tb.Notes(), func(n string) bool { return strings.Contains(n, s) })
	}, func() string { return fmt.Sprintf("no note %q in %q", s, tb.Notes()) })
}

// waitUntil waits, woken by tb's changes, until cond holds, and fails with what's words
// if ctx ends first.
func waitUntil(t *testing.T, ctx context.Context, tb *Table, cond func() bool, what func() string) {
	t.Helper()
	ch, cancel := changes(tb)
	defer cancel()
	for !cond() {
		select {
		case <-ch:
		case <-ctx.Done():
			t.Fatalf("%s: %s", seatToken(tb.Seat()), what())
		}
	}
}

// A client that crashes comes back with its session and reads what it missed; one whose
// connection drops reconnects by itself and catches up from where it was.
func TestClientCatchesUp(t *testing.T) {
	ctx := testContext(t)
	srv := startServer(t, "", newHostKey(t), 0)
	o := Options{ReconnectWait: 10e6}
	tbs := tables(t, ctx, srv, Spec{Game: "pothole-chess", Remote: remoteAll(4)}, o)
	host, red := tbs[0], tbs[1]
	driveAll(t, ctx, tbs, 5, 12) // a few rounds

	// Red's program ends; the others play on without Red's turn coming
	session := red.Session()
	if !session.isSession() {
		t.Fatalf("session %v", session)
	}
	red.Close()
	if err := host.Say(ctx, Host, "Red left; back soon?"); err != nil {
		t.Fatal(err)
	}
	driveAll(t, ctx, []*Table{host, tbs[2], tbs[3]}, 5, 18) // Black, Blue, White; then Red is to move
	back, err := open(ctx, session, o)
	if err != nil {
		t.Fatal(err)
	}
	closeAtEnd(t, back)
	tbs[1] = back
	sameGame(t, ctx, tbs)
	driveAll(t, ctx, tbs, 5, 24)

	// Red's connection drops: the table reconnects, and reads the moves made meanwhile
	cid, err := back.conn().nc.GetClientID()
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.ns.DisconnectClientByID(cid); err != nil {
		t.Fatal(err)
	}
	waitNote(t, ctx, back, "Lost touch with the game server")
	driveAll(t, ctx, []*Table{host, tbs[2], tbs[3]}, 5, 26) // White plays; then Red is to move
	waitNote(t, ctx, back, "Back in touch with the game server")
	driveAll(t, ctx, tbs, 5, 40)
	s := sameGame(t, ctx, tbs)
	if len(s.History) < 40 && !s.Outcome.Over() || len(s.Chat) != 1 || len(s.Refusals) != 0 {
		t.Errorf("%d plies, chat %v, refusals %v", len(s.History), s.Chat, s.Refusals)
	}
}

// The host's server stopped and started again on its folder keeps the game: the tables
// reconnect, a player comes back with a session (the server lets the invitation in
// again, learnt from the stream), and the game goes on to its end.
func TestServerRestartKeepsTheGame(t *testing.T) {
	ctx := testContext(t)
	dir, key := t.TempDir(), newHostKey(t)
	srv := startServer(t, dir, key, 0) // stopped by hand below (Close twice is once)
	o := Options{ReconnectWait: 10e6}
	tbs := tables(t, ctx, srv, Spec{Game: "chess-56", Remote: []bool{false, true}}, o)
	host, bob := tbs[0], tbs[1]
	driveAll(t, ctx, tbs, 9, 10)
	session := bob.Session()
	bob.Close()
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(srv.URL(), "nats://"))
	srv.Close()
	waitNote(t, ctx, host, "Lost touch with the game server")

	srv2 := startServer(t, dir, key, atoi(t, port))
	waitNote(t, ctx, host, "Back in touch with the game server")
	back, err := open(ctx, session, o)
	if err != nil {
		t.Fatal(err)
	}
	closeAtEnd(t, back)
	tbs[1] = back
	before := host.Snapshot()
	if len(before.History) != 10 {
		t.Fatalf("after the restart: %d plies", len(before.History))
	}
	driveAll(t, ctx, tbs, 9, 2000)
	s := sameGame(t, ctx, tbs)
	if !s.Outcome.Over() || len(s.Refusals) != 0 {
		t.Errorf("%d plies, %v, refusals %v", len(s.History), s.Outcome, s.Refusals)
	}
	// and a third start reads the finished game
	srv2.Close()
	srv3 := startServer(t, dir, key, 0)
	again, err := srv3.Resume(ctx, host.Game(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	closeAtEnd(t, again)
	if got := again.Snapshot(); len(got.History) != len(s.History) || got.Outcome != s.Outcome {
		t.Errorf("read again: %d plies, %v", len(got.History), got.Outcome)
	}
	list, err := srv3.storedGames(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 || list[0].ID != host.Game() || list[0].Game != "chess-56" || list[0].Plies != len(s.History) ||
		list[0].Outcome != s.Outcome || list[0].Names[1] != "Guest 1" || list[0].Last.IsZero() {
		t.Errorf("the server's games: %+v", list)
	}
}

func atoi(t *testing.T, s string) int {
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' {
			t.Fatalf("port %q", s)
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// The server stopped mid-game and started again on its folder, with a long stream to
// read first (its players' keys are known only then): every table, the host's and each
// remote player's, finds the game again by itself, at the same ply, and play goes on.
func TestServerRestartEveryTableBackByItself(t *testing.T) {
	ctx := testContext(t)
	dir, key := t.TempDir(), newHostKey(t)
	srv := startServer(t, dir, key, 0) // stopped by hand below (Close twice is once)
	o := Options{ReconnectWait: 10e6}
	tbs := tables(t, ctx, srv, Spec{Game: "pothole-chess", Remote: remoteAll(4)}, o)
	host := tbs[0]
	t0 := time.Now()
	prev := host.Snapshot().Seq
	for i := range 3000 { // a long history of chat: the restarted server reads it all first
		m := nats.NewMsg(subject(host.id, Host))
		e := &event{V: version, Game: host.id, Seq: prev + 1, Seat: Host, Kind: kindChat, Text: fmt.Sprintf("line %d", i)}
		m.Data, _ = e.encode()
		sig, _ := sign(keyOf(host, Host), m.Data)
		m.Header.Set(sigHeader, sig)
		ack, err := host.conn().js.PublishMsg(ctx, m)
		if err != nil {
			t.Fatal(err)
		}
		prev = ack.Sequence
	}
	t.Logf("3000 chat lines written in %v", time.Since(t0))
	driveAll(t, ctx, tbs, 3, 12)
	before := sameGame(t, ctx, tbs)
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(srv.URL(), "nats://"))
	srv.Close()
	for _, tb := range tbs {
		waitUntil(t, ctx, tb, func() bool { return !tb.Connected() }, func() string { return "never noticed the server stopped" })
	}
	t0 = time.Now()
	startServer(t, dir, key, atoi(t, port))
	t.Logf("the server started again in %v", time.Since(t0))
	for _, tb := range tbs {
		waitUntil(t, ctx, tb, tb.Connected, func() string { return "never back after the restart" })
	}
	t.Logf("every table back %v after the restart began", time.Since(t0))
	for _, tb := range tbs { // the restarted server made them wait, never refused them
		if slices.ContainsFunc(tb.Notes(), func(n string) bool { return strings.Contains(n, "no longer lets") }) {
			t.Errorf("%s was refused: %q", seatToken(tb.Seat()), tb.Notes())
		}
	}
	if after := sameGame(t, ctx, tbs); after.Seq != before.Seq || len(after.History) != 12 {
		t.Errorf("after the restart: #%d, %d plies; before #%d", after.Seq, len(after.History), before.Seq)
	}
	driveAll(t, ctx, tbs, 3, 24)
	if s := sameGame(t, ctx, tbs); len(s.History) < 24 && !s.Outcome.Over() || len(s.Refusals) != 0 {
		t.Errorf("%d plies, refusals %v", len(s.History), s.Refusals)
	}
}

// A joined player's table logs in with its own key, then the invitation; the server takes
// the one in place of the other when it reads the join, which can fall between the two
// logins: both refused once is that switch, not the host giving the seat away, and the
// table says nothing of being sent away.
func TestKeysSwitchedMidLoginIsNoRefusal(t *testing.T) {
	ctx := testContext(t)
	srv := startServer(t, "", newHostKey(t), 0)
	tbs := tables(t, ctx, srv, Spec{Game: "chess-2016", Remote: remoteAll(2)}, Options{ReconnectWait: 10e6})
	bob := tbs[1]
	own, invite := publicKeyOfSeed(bob.Session().Device), publicKeyOfSeed(bob.inv.Key)
	// the gate as before the server read the join, which it reads the moment it has
	// refused Bob's own key
	srv.gate.admit(bob.id, map[string]int{invite: 1})
	var mu sync.Mutex
	var refused []string
	srv.gate.mu.Lock()
	srv.gate.refusing = func(key string) {
		mu.Lock()
		defer mu.Unlock()
		if refused = append(refused, key); len(refused) == 1 {
			srv.gate.admit(bob.id, map[string]int{own: 1})
		}
	}
	srv.gate.mu.Unlock()
	bob.mu.Lock()
	nc := bob.link.nc
	bob.mu.Unlock()
	nc.Close() // Bob's table logs in again
	waitUntil(t, ctx, bob, func() bool {
		bob.mu.Lock()
		again := bob.link.nc != nc
		bob.mu.Unlock()
		return again && bob.Connected() && ownLogin(bob)
	}, func() string { return "never back with its own key" })
	mu.Lock()
	if len(refused) != 2 || refused[0] != own || refused[1] != invite {
		t.Errorf("refused %d logins (own key first: %v), not the own key then the invitation", len(refused), len(refused) > 0 && refused[0] == own)
	}
	mu.Unlock()
	if slices.ContainsFunc(bob.Notes(), func(n string) bool { return strings.Contains(n, "no longer lets") }) {
		t.Errorf("Bob's table says it was sent away: %q", bob.Notes())
	}
	driveAll(t, ctx, tbs, 5, 6) // and the game goes on
	if s := sameGame(t, ctx, tbs); len(s.History) < 6 && !s.Outcome.Over() || len(s.Refusals) != 0 {
		t.Errorf("%d plies, refusals %v", len(s.History), s.Refusals)
	}
}

// A move made while the server is away stays on the board, waiting, and is played when
// the server is back.
func TestMoveMadeOfflineWaits(t *testing.T) {
	ctx := testContext(t)
	dir, key := t.TempDir(), newHostKey(t)
	srv := startServer(t, dir, key, 0) // stopped by hand below (Close twice is once)
	ui := newUIQueue(t)
	tbs := tables(t, ctx, srv, Spec{Game: "chess-2016", Remote: remoteAll(2)}, Options{ReconnectWait: 10e6, Do: ui.Do})
	host, bob := tbs[0], tbs[1]
	playFirst(t, ctx, host)
	// Bob's board shows White's move once his table has read it (its read count moves
	// on after the board's sync is queued) and the queue has run what came before
	waitSeq(t, ctx, bob, host.Snapshot().Seq)
	ui.run(t, ctx, func() {})
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(srv.URL(), "nats://"))
	srv.Close()
	waitUntil(t, ctx, bob, func() bool { return !bob.Connected() }, func() string { return "never noticed the server stopped" })

	var played string
	ui.run(t, ctx, func() {
		m := bob.Match()
		if n := len(m.History()); n != 1 {
			t.Errorf("Bob's board shows %d plies, not White's move", n)
			return
		}
		p := m.Position()
		mv := p.LegalMoves(nil)[0]
		played = m.Game().FormatMove(p, mv)
		if err := m.Play(mv); err != nil {
			t.Error(err)
		}
	})
	if t.Failed() {
		t.FailNow()
	}
	waitUntil(t, ctx, bob, func() bool { return slices.Equal(bob.Waiting(), []string{played}) },
		func() string { return fmt.Sprintf("waiting %q, want %q", bob.Waiting(), played) })
	ui.run(t, ctx, func() {
		if n := len(bob.Match().History()); n != 2 {
			t.Errorf("Bob's board shows %d plies while the move waits", n)
		}
	})
	startServer(t, dir, key, atoi(t, port))
	waitUntil(t, ctx, host, func() bool { return len(host.Snapshot().History) == 2 }, func() string { return "Bob's move never arrived" })
	waitUntil(t, ctx, bob, func() bool { return len(bob.Waiting()) == 0 }, func() string { return "the move still waits" })
	for _, tb := range tbs {
		waitSeq(t, ctx, tb, bob.Snapshot().Seq)
	}
	ui.run(t, ctx, func() {}) // the boards' syncs, queued before the read counts moved on
	if s := sameGame(t, ctx, tbs); s.History[1].Text != played || len(s.Refusals) != 0 {
		t.Errorf("ply 2 is %q, want %q; refusals %v", s.History[1].Text, played, s.Refusals)
	}
}
