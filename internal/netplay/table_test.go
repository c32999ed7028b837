//go:build !js

package netplay

import (
	"context"
	"errors"
	"fmt"
	"net"
	"slices"
	"strings"
	"testing"

	"github.com/nats-io/nkeys"

	"oddboards/internal/netplay/natstest"
	"oddboards/rules"
	"oddboards/rules/record"
)

// uiQueue stands for the UI goroutine: functions run on it one at a time, in order.
type uiQueue struct{ ch chan func() }

func newUIQueue(t *testing.T) *uiQueue {
	q := &uiQueue{ch: make(chan func(), 1024)}
	done := make(chan struct{})
	go func() {
		for {
			select {
			case f := <-q.ch:
				f()
			case <-done:
				return
			}
		}
	}()
	t.Cleanup(func() { close(done) })
	return q
}

func (q *uiQueue) Do(f func()) { q.ch <- f }

// run runs f on the queue and waits until it, and everything queued before it, has run.
func (q *uiQueue) run(t *testing.T, ctx context.Context, f func()) {
	t.Helper()
	done := make(chan struct{})
	q.Do(func() { f(); close(done) })
	select {
	case <-done:
	case <-ctx.Done():
		t.Fatal("the UI queue is stuck")
	}
}

// The shared match is where windows play: a move played on it for a seat this table plays
// goes to the stream and reaches the other player's match; a move for a remote seat, or an
// undo, played on it is put back as the stream has it.
func TestSharedMatchFollowsTheStream(t *testing.T) {
	ctx := testContext(t)
	srv := startServer(t, "", newHostKey(t), 0)
	hostUI, bobUI := newUIQueue(t), newUIQueue(t)
	host := hostTable(t, ctx, srv, Spec{Game: "chess-2016", Remote: []bool{false, true}, Computers: []string{"level:1"}}, Options{Do: hostUI.Do})
	bob, err := Join(ctx, host.Invitations("")[0].String(), Options{Name: "Bob", Do: bobUI.Do})
	if err != nil {
		t.Fatal(err)
	}
	closeAtEnd(t, bob)
	hm, bm := host.Match(), bob.Match()
	var computer string
	hostUI.run(t, ctx, func() { computer = hm.Computer(0) })
	if computer != "level:1" || bm.Computer(0) != "" {
		t.Errorf("seat 0's computer: at the host %q, at Bob's %q", computer, bm.Computer(0))
	}
	if !host.Plays(0) || host.Plays(1) || bob.Plays(0) || !bob.Plays(1) {
		t.Errorf("who plays what: host %v %v, Bob %v %v", host.Plays(0), host.Plays(1), bob.Plays(0), bob.Plays(1))
	}
	if names := bm.Names(); names[1] != "Bob" {
		t.Errorf("Bob's match names %v", names)
	}

	// the host's computer (or a person at the host's window) plays on the shared match
	first := hm.Position().LegalMoves(nil)[0]
	hostUI.run(t, ctx, func() {
		if err := hm.Play(first); err != nil {
			t.Error(err)
		}
	})
	waitSeq(t, ctx, bob, 3) // the start, Bob's join, the move
	bobUI.run(t, ctx, func() {})
	if h := bm.History(); len(h) != 1 || h[0].Move != first {
		t.Fatalf("Bob's match: %v", h)
	}
	// the join named Bob's seat in the host's match too: its move list and saved record
	// say who plays, not the colour
	waitSeq(t, ctx, host, 3)
	var players []string
	hostUI.run(t, ctx, func() {
		for _, h := range record.New(hm).All("Player") {
			players = append(players, h.Value)
		}
	})
	if !slices.Equal(players, []string{"White", "Black: Bob"}) {
		t.Errorf("the host's record's players: %q", players)
	}

	// at the host's window, someone moves for Bob, then takes back the host's move: both
	// are put back
	hostUI.run(t, ctx, func() {
		if err := hm.Play(hm.Position().LegalMoves(nil)[0]); err != nil {
			t.Error(err)
		}
	})
	hostUI.run(t, ctx, func() {})
	if h := hm.History(); len(h) != 1 {
		t.Fatalf("a move for the remote seat stayed: %v", h)
	}
	hostUI.run(t, ctx, func() { hm.Undo() })
	hostUI.run(t, ctx, func() {})
	if h := hm.History(); len(h) != 1 {
		t.Fatalf("an undo stayed: %v", h)
	}
	hostUI.run(t, ctx, func() { _ = hm.Resign(0) })
	hostUI.run(t, ctx, func() {})
	if hm.Outcome().Over() {
		t.Fatalf("a resignation on the match, not sent, stayed: %v", hm.Outcome())
	}

	// Bob answers at his window
	reply := bm.Position().LegalMoves(nil)[3]
	bobUI.run(t, ctx, func() {
		if err := bm.Play(reply); err != nil {
			t.Error(err)
		}
	})
	waitSeq(t, ctx, host, 4)
	hostUI.run(t, ctx, func() {})
	if h := hm.History(); len(h) != 2 || h[1].Move != reply {
		t.Fatalf("the host's match: %v", h)
	}
	if n := host.Snapshot().Refusals; len(n) != 0 {
		t.Errorf("refusals %v", n)
	}
	// Bob resigns through the table; both matches end
	if err := bob.Resign(ctx, 1); err != nil {
		t.Fatal(err)
	}
	waitSeq(t, ctx, host, 5)
	hostUI.run(t, ctx, func() {})
	bobUI.run(t, ctx, func() {})
	for _, m := range []*rules.Match{hm, bm} {
		if o := m.Outcome(); o.Result != rules.Win || o.Winner != 0 || o.Reason != "Bob resigned" {
			t.Errorf("after Bob resigned: %v", o)
		}
	}
}

// Chat lines and draw offers travel the stream; a draw needs every seat's offer.
func TestChatAndDraw(t *testing.T) {
	ctx := testContext(t)
	srv := startServer(t, "", newHostKey(t), 0)
	tbs := tables(t, ctx, srv, Spec{Game: "dino-czars", Remote: []bool{false, true}}, Options{})
	host, bob := tbs[0], tbs[1]
	for _, c := range []struct {
		tb   *Table
		seat int
		text string
	}{{bob, 1, "Hello from Bob 🦖"}, {host, Host, "Welcome!"}, {host, 0, "Good luck"}} {
		if err := c.tb.Say(ctx, c.seat, c.text); err != nil {
			t.Fatal(err)
		}
	}
	for _, bad := range []string{"", "   ", "two\nlines", "\u202eevil", strings.Repeat("x", maxChat+1)} {
		if err := bob.Say(ctx, 1, bad); err == nil {
			t.Errorf("chat %q sent", bad)
		}
	}
	if err := bob.Say(ctx, 0, "I am the host's seat"); err == nil {
		t.Error("Bob wrote as seat 0")
	}
	if err := bob.OfferDraw(ctx, 1, true); err != nil {
		t.Fatal(err)
	}
	playFirst(t, ctx, host) // a move clears the offer
	if err := host.OfferDraw(ctx, 0, true); err != nil {
		t.Fatal(err)
	}
	if _, out, _ := host.state(); out.Over() {
		t.Fatalf("drawn on one offer: %v", out)
	}
	if err := bob.OfferDraw(ctx, 1, true); err != nil {
		t.Fatal(err)
	}
	s := sameGame(t, ctx, tbs)
	if s.Outcome.Result != rules.Draw || len(s.Chat) != 3 || s.Chat[0].Name != "Guest 1" || s.Chat[1].Name != "host" {
		t.Errorf("outcome %v, chat %+v", s.Outcome, s.Chat)
	}
	if err := bob.Say(ctx, 1, "gg"); err != nil {
		t.Errorf("chat after the end: %v", err)
	}
	if err := host.Play(ctx, rules.Move{}); err == nil {
		t.Error("a move after the end")
	}
}

// Wrong, used-up and withdrawn invitations, a server that is not there, a game that is
// not there: each is said clearly, and nothing changes.
func TestJoinMistakes(t *testing.T) {
	ctx := testContext(t)
	srv := startServer(t, "", newHostKey(t), 0)
	host := hostTable(t, ctx, srv, Spec{Game: "antarctic-chess", Mode: "3S", Remote: []bool{false, true, true}}, Options{})
	invs := host.Invitations("")
	if len(invs) != 2 {
		t.Fatalf("invitations %v", invs)
	}
	join := func(inv Invitation, name string) (*Table, error) {
		tb, err := open(ctx, inv, Options{Name: name})
		if err == nil {
			closeAtEnd(t, tb)
		}
		return tb, err
	}
	stranger := invs[0]
	stranger.Key = newHostKey(t)
	closed, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	nowhere := invs[0]
	nowhere.Server = "nats://" + closed.Addr().String()
	closed.Close()
	for _, c := range []struct {
		name string
		inv  Invitation
		who  string
		want string
	}{
		{"a stranger's key", stranger, "Eve", "does not know this invitation"},
		{"no server there", nowhere, "Eve", "cannot reach the game server"},
		{"no name", invs[0], " ", "your name"},
	} {
		if _, err := join(c.inv, c.who); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	if _, err := Join(ctx, "oddb1:nats://127.0.0.1:1/k7q2m9xwab/1/SUAB", Options{Name: "Eve"}); err == nil || !strings.Contains(err.Error(), "damaged") {
		t.Errorf("a damaged invitation: %v", err)
	}
	bob, err := join(invs[0], "Bob")
	if err != nil {
		t.Fatal(err)
	}
	// the invitation used, the server lets it in no more (or, a moment before the server
	// has read the join, the table finds the seat taken)
	if _, err := join(invs[0], "Eve"); err == nil || !strings.Contains(err.Error(), "does not know this invitation") && !errors.Is(err, errUsedUp) {
		t.Errorf("the invitation again: %v", err)
	}
	// the host hears of the join from the stream, in its own time
	waitUntil(t, ctx, host, func() bool { return len(host.Invitations("")) == 1 },
		func() string { return fmt.Sprintf("invitations left: %v", host.Invitations("")) })
	if got := host.Invitations(""); got[0].Seat != 2 {
		t.Errorf("invitation left for seat %d, not 2", got[0].Seat)
	}
	// the host gives Bob's seat to someone else: Bob's invitation and session no longer
	// log in, Bob's open table is sent away and says so, and what Bob's key signs is
	// refused (written where anyone may write: the host's connection)
	carolInv, err := host.Reinvite(ctx, 1, "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := join(invs[0], "Eve"); err == nil || !strings.Contains(err.Error(), "does not know this invitation") {
		t.Errorf("the withdrawn invitation: %v", err)
	}
	if _, err := open(ctx, bob.Session(), Options{}); err == nil {
		t.Error("Bob's session still opens")
	}
	carol, err := join(carolInv, "Carol")
	if err != nil {
		t.Fatal(err)
	}
	waitNote(t, ctx, bob, "no longer lets this table in")
	// the note comes from the refused login, the end of the connection a moment later
	// (under load, after the note): the table stops saying it is connected, in its time
	waitUntil(t, ctx, bob, func() bool { return !bob.Connected() },
		func() string { return "Bob's table still says it is connected" })
	seq := raw(t, ctx, host, subject(bob.id, 1), 1, &event{Kind: kindChat, Text: "still here?"}, keyOfDevice(t, bob))
	waitSeq(t, ctx, host, seq)
	if r := host.Snapshot().Refusals; len(r) != 1 || !strings.Contains(r[0].Reason, "forged") {
		t.Errorf("refusals %v", r)
	}
	// once the game is over, the invitation left is used up
	if err := host.Resign(ctx, 0); err != nil {
		t.Fatal(err)
	}
	if err := carol.Resign(ctx, 1); err != nil {
		t.Fatal(err)
	}
	if _, err := join(invs[1], "Dan"); !errors.Is(err, errUsedUp) || !strings.Contains(err.Error(), "the game is over") {
		t.Errorf("joining a finished game: %v", err)
	}
}

func keyOfDevice(t *testing.T, tb *Table) nkeys.KeyPair {
	kp, err := keyFromSeed(tb.Session().Device)
	if err != nil {
		t.Fatal(err)
	}
	return kp
}

// A game that is not on the server, and a host's line to another host's game.
func TestNoSuchGame(t *testing.T) {
	ctx := testContext(t)
	url := natstest.OpenServer(t)
	inv := Invitation{Server: url, Game: "k7q2m9xwab", Seat: 1, Key: newHostKey(t), External: true}
	if _, err := open(ctx, inv, Options{Name: "Eve"}); err == nil || !strings.Contains(err.Error(), "has no game k7q2m9xwab") {
		t.Errorf("no such game: %v", err)
	}
	host, err := HostGame(ctx, url, newHostKey(t), Spec{Game: "clash-of-command"}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	closeAtEnd(t, host)
	other := host.Session()
	other.Key = newHostKey(t)
	if _, err := open(ctx, other, Options{}); err == nil || !strings.Contains(err.Error(), "another host") {
		t.Errorf("another host's key: %v", err)
	}
}

// A Pothole turn's two moves played on the shared match at once, the second before the
// first is read back, both reach the stream in order; the match shows both meanwhile.
func TestBothMovesOfATurnThroughTheSharedMatch(t *testing.T) {
	ctx := testContext(t)
	srv := startServer(t, "", newHostKey(t), 0)
	ui := newUIQueue(t)
	tbs := tables(t, ctx, srv, Spec{Game: "pothole-chess", Remote: remoteAll(4)}, Options{Do: ui.Do})
	host, red := tbs[0], tbs[1]
	hm := host.Match()
	var shown int
	ui.run(t, ctx, func() {
		for i := 0; i < 2; i++ {
			if err := hm.Play(hm.Position().LegalMoves(nil)[i]); err != nil {
				t.Error(err)
			}
		}
		shown = len(hm.History())
	})
	if shown != 2 {
		t.Fatalf("the match shows %d plies", shown)
	}
	if err := red.wait(ctx, func() bool { return len(red.ref.match.History()) == 2 }); err != nil {
		t.Fatal(err)
	}
	last := red.Snapshot().Seq
	for _, tb := range tbs {
		waitSeq(t, ctx, tb, last)
	}
	ui.run(t, ctx, func() {}) // the tables' changes to their matches, queued before this, have run
	s := sameGame(t, ctx, tbs)
	if len(s.History) != 2 || s.History[0].Player != 0 || s.History[1].Player != 0 || len(host.Notes()) != 0 {
		t.Errorf("history %v, notes %q", s.History, host.Notes())
	}
}

// Taking moves back by agreement over the network: both shared matches follow.
func TestTakeBackOverTheNetwork(t *testing.T) {
	ctx := testContext(t)
	srv := startServer(t, "", newHostKey(t), 0)
	tbs := tables(t, ctx, srv, Spec{Game: "dino-czars", Remote: []bool{false, true}}, Options{})
	host, bob := tbs[0], tbs[1]
	for i := 0; i < 3; i++ {
		playFirst(t, ctx, host)
		playFirst(t, ctx, bob)
	}
	if err := bob.AskUndo(ctx, 1, 4, true); err != nil {
		t.Fatal(err)
	}
	if err := host.AskUndo(ctx, 0, 9, true); err == nil {
		t.Error("a request past the end was sent")
	}
	if err := host.AskUndo(ctx, 0, 4, true); err != nil {
		t.Fatal(err)
	}
	s := sameGame(t, ctx, tbs)
	if len(s.History) != 4 || len(host.Match().History()) != 4 || len(bob.Match().History()) != 4 {
		t.Errorf("after the take-back: %d plies, matches %d and %d", len(s.History), len(host.Match().History()), len(bob.Match().History()))
	}
	playFirst(t, ctx, host) // and the game goes on from there
	if s := sameGame(t, ctx, tbs); len(s.History) != 5 || len(s.Refusals) != 0 {
		t.Errorf("%d plies, refusals %v", len(s.History), s.Refusals)
	}
}
