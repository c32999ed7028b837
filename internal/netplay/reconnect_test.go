package netplay

import (
	"context"
	"fmt"
	"net"
	"slices"
	"strings"
	"testing"
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
	if !session.IsSession() {
		t.Fatalf("session %v", session)
	}
	red.Close()
	if err := host.Say(ctx, Host, "Red left; back soon?"); err != nil {
		t.Fatal(err)
	}
	driveAll(t, ctx, []*Table{host, tbs[2], tbs[3]}, 5, 18) // Black, Blue, White; then Red is to move
	back, err := Open(ctx, session, o)
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
	srv, err := StartServer(ServerConfig{Dir: dir, HostKey: key})
	if err != nil {
		t.Fatal(err)
	}
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
	back, err := Open(ctx, session, o)
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
	list, err := srv3.Games(ctx)
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
