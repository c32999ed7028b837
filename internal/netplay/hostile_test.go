//go:build !js

package netplay

import (
	"oddboards/internal/netplay/natstest"

	"context"
	"errors"
	"strings"
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"
)

// raw is what a modified client sends: e, as seat, signed with key, on subject, on top of
// the stream as tb has read it, with no check of the rules.
func raw(t *testing.T, ctx context.Context, tb *Table, subject string, seat int, e *event, key nkeys.KeyPair) uint64 {
	t.Helper()
	tb.mu.Lock()
	last := tb.ref.last
	tb.mu.Unlock()
	e.V, e.Game, e.Seq, e.Seat = version, tb.id, last+1, seat
	data, err := e.encode()
	if err != nil {
		t.Fatal(err)
	}
	sig, _ := sign(key, data)
	return rawBytes(t, ctx, tb, subject, data, sig)
}

// rawBytes writes data as it is on subject's seat, as tb writes (through the hosted
// server's service for a player), with no check.
func rawBytes(t *testing.T, ctx context.Context, tb *Table, subject string, data []byte, sig string) uint64 {
	t.Helper()
	seat, ok := subjectSeat(tb.id, subject)
	if !ok {
		t.Fatalf("%s is no seat's subject", subject)
	}
	seq, err := tb.append(ctx, tb.conn(), seat, data, sig)
	if err != nil {
		t.Fatalf("writing on %s: %v", subject, err)
	}
	return seq
}

// keyOf is the key tb signs seat's events with.
func keyOf(tb *Table, seat int) nkeys.KeyPair {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	return tb.signer(seat)
}

func moveText(tb *Table) string {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	p := tb.ref.match.Position()
	return tb.ref.match.Game().FormatMove(p, p.LegalMoves(nil)[0])
}

// chessWithBob opens a Chess 2016 game on a new server, Black remote: the host's table,
// then Black's (Bob's).
func chessWithBob(t *testing.T, ctx context.Context) []*Table {
	t.Helper()
	srv := startServer(t, "", newHostKey(t), 0)
	return tables(t, ctx, srv, Spec{Game: "chess-2016", Remote: []bool{false, true}}, Options{})
}

// playFirst waits for a seat tb plays to be to move, and plays its first legal move.
func playFirst(t *testing.T, ctx context.Context, tb *Table) {
	t.Helper()
	err := tb.wait(ctx, func() bool {
		return tb.ref.match.Outcome().Over() || tb.plays(int(tb.ref.match.Position().ToMove()))
	})
	if err != nil {
		t.Fatal(err)
	}
	p, _, _ := tb.state()
	if err := tb.Play(ctx, p.LegalMoves(nil)[0]); err != nil {
		t.Fatal(err)
	}
}

// A modified client's illegal, out-of-turn, misaddressed, garbled, unsigned and replayed
// messages reach the stream (its own subject is open to it) and change nothing: every
// client refuses each of them the same way, and the game goes on.
func TestModifiedClientIgnoredByEveryClient(t *testing.T) {
	ctx := testContext(t)
	tbs := chessWithBob(t, ctx)
	host, bob := tbs[0], tbs[1]
	spectator := spectate(t, ctx, host)
	playFirst(t, ctx, host)
	bobKey := keyOf(bob, 1)
	bobs := subject(bob.id, 1)
	bobMoveSeq := rawSeqAfter(t, ctx, bob, func() { playFirst(t, ctx, bob) })
	playFirst(t, ctx, host) // Black to move again
	waitSeq(t, ctx, bob, host.Snapshot().Seq)
	st, _ := host.conn().js.Stream(ctx, bob.stream)
	earlier, err := st.GetMsg(ctx, bobMoveSeq)
	if err != nil {
		t.Fatal(err)
	}
	before, _, plies := bob.state()
	wants := []string{}
	send := func(want string, f func() uint64) {
		seq := f()
		waitSeq(t, ctx, bob, seq)
		wants = append(wants, want)
	}
	send("illegal move", func() uint64 {
		return raw(t, ctx, bob, bobs, 1, &event{Kind: kindMove, Move: "Kxa1"}, bobKey)
	})
	send("signed as 0 on 1's subject", func() uint64 {
		return raw(t, ctx, bob, bobs, 0, &event{Kind: kindMove, Move: moveText(bob)}, bobKey)
	})
	send("not an event", func() uint64 { return rawBytes(t, ctx, bob, bobs, []byte("\x00garbage\xff{"), "") })
	send("unsigned", func() uint64 {
		bob.mu.Lock()
		last := bob.ref.last
		bob.mu.Unlock()
		e := &event{V: version, Game: bob.id, Seq: last + 1, Seat: 1, Kind: kindMove, Move: moveText(bob)}
		data, _ := e.encode()
		return rawBytes(t, ctx, bob, bobs, data, "")
	})
	send("a replay", func() uint64 { return rawBytes(t, ctx, bob, bobs, earlier.Data, earlier.Header.Get(sigHeader)) })
	send("overtaken", func() uint64 {
		// a move written before the host's last move: for another position than it meets
		e := &event{V: version, Game: bob.id, Seq: host.Snapshot().Plies[2].Seq, Seat: 1, Kind: kindMove, Move: moveText(bob)}
		data, _ := e.encode()
		sig, _ := sign(bobKey, data)
		return rawBytes(t, ctx, bob, bobs, data, sig)
	})
	if p, _, n := bob.state(); n != plies || p != before {
		t.Fatalf("the modified client's messages moved the game: %d plies, was %d", n, plies)
	}
	playFirst(t, ctx, bob) // the game goes on
	playFirst(t, ctx, host)
	s := sameGame(t, ctx, []*Table{host, bob, spectator})
	if len(s.Refusals) != len(wants) {
		t.Fatalf("refusals %v, want %d", s.Refusals, len(wants))
	}
	for i, r := range s.Refusals {
		if !strings.Contains(r.Reason, wants[i]) || r.Seat != 1 {
			t.Errorf("refusal %d: %v, want %q", i, r, wants[i])
		}
	}
	if len(s.History) != 5 {
		t.Errorf("%d plies, want 5", len(s.History))
	}
}

// rawSeqAfter runs f and returns the sequence of the last message tb has read then.
func rawSeqAfter(t *testing.T, ctx context.Context, tb *Table, f func()) uint64 {
	f()
	tb.mu.Lock()
	defer tb.mu.Unlock()
	return tb.ref.last
}

// The hosted server lets a seat's invitation write only on its own subject: a move for
// another seat, the stream's deletion, another seat's inbox are refused there, and the
// stream holds nothing of them.
func TestServerRefusesWritingAsAnotherSeat(t *testing.T) {
	ctx := testContext(t)
	tbs := chessWithBob(t, ctx)
	host, bob := tbs[0], tbs[1]
	playFirst(t, ctx, host)
	playFirst(t, ctx, bob)
	last := bob.Snapshot().Seq

	violations := make(chan error, 10)
	bob.conn().nc.SetErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) { violations <- err })
	// a White move, signed as White would, on White's subject
	m := nats.NewMsg(subject(bob.id, 0))
	e := &event{V: version, Game: bob.id, Seq: last + 1, Seat: 0, Kind: kindMove, Move: moveText(bob)}
	m.Data, _ = e.encode()
	sig, _ := sign(keyOf(bob, 1), m.Data)
	m.Header.Set(sigHeader, sig)
	if err := bob.conn().nc.PublishMsg(m); err != nil {
		t.Fatal(err)
	}
	for _, subj := range []string{"$JS.API.STREAM.DELETE." + bob.stream, "$JS.API.STREAM.PURGE." + bob.stream, "oddb." + bob.id + ".host"} {
		if err := bob.conn().nc.Publish(subj, []byte("{}")); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := bob.conn().nc.SubscribeSync(inboxPrefix(bob.id, 0) + ".>"); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		select {
		case err := <-violations:
			if !errors.Is(err, nats.ErrPermissionViolation) {
				t.Errorf("violation %d: %v", i, err)
			}
		case <-ctx.Done():
			t.Fatalf("the server refused %d of 5 things", i)
		}
	}
	st, err := host.conn().js.Stream(ctx, host.stream)
	if err != nil {
		t.Fatal(err)
	}
	if info := st.CachedInfo(); info.State.LastSeq != last {
		t.Errorf("the stream grew to #%d from #%d", info.State.LastSeq, last)
	}
	playFirst(t, ctx, host) // the game goes on
	if s := sameGame(t, ctx, tbs); len(s.History) != 3 || len(s.Refusals) != 0 {
		t.Errorf("after the refused writes: %d plies, refusals %v", len(s.History), s.Refusals)
	}
}

// A message too long for the stream is not stored; one beyond the server's limit is not
// even sent. The game goes on.
func TestOversizedMessagesNotStored(t *testing.T) {
	ctx := testContext(t)
	tbs := chessWithBob(t, ctx)
	host, bob := tbs[0], tbs[1]
	playFirst(t, ctx, host)
	last := host.Snapshot().Seq
	long := []byte(strings.Repeat("x", 2*maxEvent))
	if _, err := bob.append(ctx, bob.conn(), 1, long, ""); err == nil {
		t.Errorf("a message of %d bytes was stored", len(long))
	}
	if err := bob.conn().nc.Publish(writePrefix+bob.id+".1", make([]byte, 1<<20)); !errors.Is(err, nats.ErrMaxPayload) {
		t.Errorf("a megabyte: %v", err)
	}
	if err := bob.Say(ctx, 1, strings.Repeat("y", maxChat+1)); err == nil {
		t.Error("a chat line too long was sent")
	}
	st, _ := host.conn().js.Stream(ctx, host.stream)
	if got := st.CachedInfo().State.LastSeq; got != last {
		t.Errorf("the stream grew to #%d from #%d", got, last)
	}
	playFirst(t, ctx, bob)
	if s := sameGame(t, ctx, tbs); len(s.History) != 2 || len(s.Refusals) != 0 {
		t.Errorf("%d plies, refusals %v", len(s.History), s.Refusals)
	}
}

// hostOnOpenServer hosts game, its second seat remote, on a server the host does not
// run, where anyone may write on any subject (natstest's); the table is closed when the
// test ends.
func hostOnOpenServer(t *testing.T, ctx context.Context, game string) *Table {
	t.Helper()
	host, err := HostGame(ctx, natstest.OpenServer(t), newHostKey(t), Spec{Game: game, Remote: []bool{false, true}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return closeAtEnd(t, host)
}

// On a server the host does not run, anyone may write on any seat's subject: a move in
// another seat's name, signed by any other key (a stranger's, the used-up invitation's),
// is refused by every client for its signature.
func TestForgedMoveRefusedBySignature(t *testing.T) {
	ctx := testContext(t)
	host := hostOnOpenServer(t, ctx, "chess-2016")
	invs := host.Invitations("")
	if len(invs) != 1 || !invs[0].External || !strings.HasPrefix(invs[0].String(), "oddb1x:") {
		t.Fatalf("invitations %v", invs)
	}
	bob, err := Join(ctx, invs[0].String(), Options{Name: "Bob"})
	if err != nil {
		t.Fatal(err)
	}
	closeAtEnd(t, bob)
	playFirst(t, ctx, host)
	invKey, _ := keyFromSeed(invs[0].Key)
	stranger, _ := nkeys.CreateUser()
	for _, key := range []nkeys.KeyPair{stranger, invKey, keyOf(host, 0)} {
		seq := raw(t, ctx, host, subject(host.id, 1), 1, &event{Kind: kindMove, Move: moveText(host)}, key)
		waitSeq(t, ctx, host, seq)
	}
	if _, _, n := host.state(); n != 1 {
		t.Fatalf("a forged move was taken: %d plies", n)
	}
	playFirst(t, ctx, bob)
	s := sameGame(t, ctx, []*Table{host, bob})
	if len(s.Refusals) != 3 || len(s.History) != 2 {
		t.Fatalf("refusals %v, %d plies", s.Refusals, len(s.History))
	}
	for _, r := range s.Refusals {
		if !strings.Contains(r.Reason, "forged signature") {
			t.Errorf("refusal %v", r)
		}
	}
}
