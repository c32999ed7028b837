//go:build !js

package netplay

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nkeys"
)

// Attacks by someone holding an invitation, through a raw NATS client: what the hosted
// server lets such a login do must not hurt the game.

// attacker logs in to the server of inv with its key, as a raw NATS client; its
// connection's troubles go to errs, and closed is closed when it is gone for good.
type attacker struct {
	nc     *nats.Conn
	key    nkeys.KeyPair
	errs   chan error
	closed chan struct{}
	lost   chan struct{} // told of every disconnection (one waiting at most)
}

func newAttacker(t *testing.T, inv Invitation, reconnect bool) (*attacker, error) {
	t.Helper()
	kp, err := keyFromSeed(inv.Key)
	if err != nil {
		t.Fatal(err)
	}
	a := &attacker{key: kp, errs: make(chan error, 1024), closed: make(chan struct{}), lost: make(chan struct{}, 1)}
	opts := []nats.Option{
		nats.Nkey(publicKey(kp), kp.Sign),
		nats.CustomInboxPrefix(inboxPrefix(inv.Game, inv.Seat)),
		nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) {
			select {
			case a.errs <- err:
			default:
			}
		}),
		nats.DisconnectErrHandler(func(*nats.Conn, error) {
			select {
			case a.lost <- struct{}{}:
			default:
			}
		}),
		nats.ClosedHandler(func(*nats.Conn) { close(a.closed) }),
	}
	if !reconnect {
		opts = append(opts, nats.NoReconnect())
	}
	a.nc, err = nats.Connect(inv.Server, opts...)
	if err != nil {
		return nil, err
	}
	t.Cleanup(a.nc.Close)
	return a, nil
}

// mustAttack is newAttacker for an attacker that must get in: the test fails when it
// does not.
func mustAttack(t *testing.T, inv Invitation, reconnect bool) *attacker {
	t.Helper()
	a, err := newAttacker(t, inv, reconnect)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// event signs e, written for seq by seat, with the attacker's key.
func (a *attacker) event(t *testing.T, game string, seq uint64, seat int, e *event) *nats.Msg {
	t.Helper()
	e.V, e.Game, e.Seq, e.Seat = version, game, seq, seat
	data, err := e.encode()
	if err != nil {
		t.Fatal(err)
	}
	sig, _ := sign(a.key, data)
	m := nats.NewMsg(subject(game, seat))
	m.Data = data
	m.Header.Set(sigHeader, sig)
	return m
}

// ownLogin reports whether tb's connection logged in with the player's own key.
func ownLogin(tb *Table) bool {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	return tb.link.login == publicKeyOfSeed(tb.inv.Device)
}

// A seat's or the spectators' invitation cannot make a JetStream consumer (durable or
// not) on the game's stream, nor delete one: the tables use none, so there is nothing to
// fill (nats-server's cap is 1,000 a stream) and nothing to take from another table.
func TestInvitationsMakeNoConsumers(t *testing.T) {
	ctx := testContext(t)
	srv := startServer(t, "", newHostKey(t), 0)
	host := hostTable(t, ctx, srv, Spec{Game: "clash-of-command", Remote: []bool{false, true}}, Options{})
	seat, _ := host.Invitation(1, "")
	watch, _ := host.Invitation(Watch, "")
	for _, inv := range []Invitation{seat, watch} {
		a := mustAttack(t, inv, false)
		js, err := jetstream.New(a.nc)
		if err != nil {
			t.Fatal(err)
		}
		// each request is refused by the server (a permission violation), and so never
		// answered: each waits only until the refusal is heard
		attempts := []func(context.Context) error{
			func(ctx context.Context) error {
				_, err := js.CreateOrUpdateConsumer(ctx, host.stream, jetstream.ConsumerConfig{Durable: "grief"})
				return err
			},
			func(ctx context.Context) error {
				_, err := js.CreateOrUpdateConsumer(ctx, host.stream, jetstream.ConsumerConfig{Name: "ephemeral", AckPolicy: jetstream.AckNonePolicy})
				return err
			},
			func(ctx context.Context) error { return js.DeleteConsumer(ctx, host.stream, "anything") },
		}
		for i, try := range attempts {
			actx, cancel := context.WithCancel(ctx)
			done := make(chan error, 1)
			go func() { done <- try(actx) }()
			select {
			case err := <-a.errs:
				if !errors.Is(err, nats.ErrPermissionViolation) {
					t.Errorf("%s's attempt %d: %v", seatToken(inv.Seat), i, err)
				}
			case err := <-done:
				t.Errorf("%s's attempt %d was answered: %v", seatToken(inv.Seat), i, err)
			case <-ctx.Done():
				t.Fatalf("%s's attempt %d: no refusal heard", seatToken(inv.Seat), i)
			}
			cancel()
			<-done
		}
	}
	admin, err := jetstream.New(host.conn().nc)
	if err != nil {
		t.Fatal(err)
	}
	st, err := admin.Stream(ctx, host.stream)
	if err != nil {
		t.Fatal(err)
	}
	if n := st.CachedInfo().State.Consumers; n != 0 {
		t.Errorf("the stream has %d consumers", n)
	}
	// and the game still opens, for a player and a spectator
	for _, inv := range []Invitation{seat, watch} {
		tb, err := open(ctx, inv, Options{Name: "Bea"})
		if err != nil {
			t.Fatalf("%s after the attempts: %v", seatToken(inv.Seat), err)
		}
		closeAtEnd(t, tb)
	}
}

// One seat floods its subject with junk past its quota, and another with valid chat
// lines: each fills only its own part of the stream; the others' moves are taken at
// their first try all along; every table remembers a bounded number of refusals.
func TestFloodsFillOnlyTheirOwnPart(t *testing.T) {
	ctx := testContext(t)
	srv, err := StartServer(ServerConfig{Dir: t.TempDir(), HostKey: newHostKey(t), FloodRate: -1}) // the quota alone
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	host := hostTable(t, ctx, srv, Spec{Game: "pothole-chess", Remote: []bool{false, true, true, true}}, Options{})
	invs := host.Invitations("")
	red, err := Join(ctx, invs[0].String(), Options{Name: "Red"})
	if err != nil {
		t.Fatal(err)
	}
	closeAtEnd(t, red)
	junk := mustAttack(t, invs[1], true) // Black's invitation, never joined
	chat := mustAttack(t, invs[2], true) // Blue's

	// the floods run while White (the host) and Red play their turns: a Pothole turn is
	// two moves, so White's and Red's first turns are four moves
	var junkStored, chatStored, refusedFull atomic.Int64
	floods := make(chan error, 2)
	go func() {
		for i := 0; i < maxPerWriter+200; i++ {
			_, err := serviceWrite(ctx, junk.nc, host.id, 2, []byte(fmt.Sprintf("junk %d \x00", i)), "")
			switch {
			case err == nil:
				junkStored.Add(1)
			case isFull(err):
				refusedFull.Add(1)
			default:
				floods <- err
				return
			}
		}
		floods <- nil
	}()
	go func() {
		prev := uint64(1) // each line written for the place after the writer's last
		for i := 0; i < maxPerWriter+200; i++ {
			m := chat.event(t, host.id, prev+1, 3, &event{Kind: kindChat, Text: fmt.Sprintf("line %d", i)})
			if seq, err := serviceWrite(ctx, chat.nc, host.id, 3, m.Data, m.Header.Get(sigHeader)); err == nil {
				chatStored.Add(1)
				prev = seq
			} else if !isFull(err) {
				floods <- err
				return
			}
		}
		floods <- nil
	}()
	for ply := 0; ply < 4; ply++ {
		mover := host
		if ply >= 2 {
			mover = red
		}
		playFirst(t, ctx, mover)
	}
	for range 2 {
		if err := <-floods; err != nil {
			t.Fatalf("a flood: %v", err)
		}
	}
	if junkStored.Load() != maxPerWriter || refusedFull.Load() != 200 || chatStored.Load() != maxPerWriter {
		t.Errorf("junk stored %d, refused as full %d, chat stored %d: want %d, 200, %d",
			junkStored.Load(), refusedFull.Load(), chatStored.Load(), maxPerWriter, maxPerWriter)
	}
	s := sameGame(t, ctx, []*Table{host, red})
	if len(s.History) != 4 {
		t.Errorf("%d plies, want 4", len(s.History))
	}
	for _, r := range s.Refusals {
		if r.Seat != 2 && r.Seat != 3 {
			t.Errorf("an honest event refused: %v", r)
		}
	}
	if len(s.Refusals) > maxRefusals || len(s.Chat) > maxChatKept {
		t.Errorf("%d refusals and %d chat lines kept", len(s.Refusals), len(s.Chat))
	}
	// the chat flooder's own part is full: its seat can write nothing more
	m := chat.event(t, host.id, s.Seq+1, 3, &event{Kind: kindChat, Text: "one more"})
	if _, err := serviceWrite(ctx, chat.nc, host.id, 3, m.Data, m.Header.Get(sigHeader)); !isFull(err) {
		t.Errorf("Blue's part of the stream takes more: %v", err)
	}
	if err := host.Say(ctx, Host, "the host still talks"); err != nil {
		t.Errorf("the host's chat after the floods: %v", err)
	}
}

// An invitation logged in before its seat is joined is sent away once the join is
// stored, and logs in no more; the player's own key does.
func TestUsedInvitationIsSentAway(t *testing.T) {
	ctx := testContext(t)
	srv := startServer(t, "", newHostKey(t), 0)
	host, inv := remoteSeat(t, ctx, srv, "chess-2016")
	early := mustAttack(t, inv, true)
	bea, err := Join(ctx, inv.String(), Options{Name: "Bea"})
	if err != nil {
		t.Fatal(err)
	}
	closeAtEnd(t, bea)
	select {
	case <-early.lost:
	case <-ctx.Done():
		t.Fatal("the connection of the used invitation stayed")
	}
	if _, err := newAttacker(t, inv, false); !errors.Is(err, nats.ErrAuthorization) {
		t.Errorf("the used invitation logs in: %v", err)
	}
	// Bea's table logged in again with her own key, and plays on
	waitUntil(t, ctx, bea, func() bool { return ownLogin(bea) && bea.Connected() },
		func() string { return "Bea's table never logged in with her key" })
	playFirst(t, ctx, host)
	playFirst(t, ctx, bea)
	if s := sameGame(t, ctx, []*Table{host, bea}); len(s.History) != 2 {
		t.Errorf("%d plies", len(s.History))
	}
}

// The host sees who is connected to a game, and removes a seat's access by giving the
// seat a new invitation: the old player's connection is sent away.
func TestHostSeesAndRemovesConnections(t *testing.T) {
	ctx := testContext(t)
	srv := startServer(t, "", newHostKey(t), 0)
	tbs := tables(t, ctx, srv, Spec{Game: "pothole-chess", Remote: []bool{false, true, true, false}}, Options{})
	host, red := tbs[0], tbs[1]
	spectate(t, ctx, host) // open while the connections are listed
	conns := srv.Connections(host.id)
	var got []string
	for _, c := range conns {
		got = append(got, fmt.Sprintf("%s:%s", seatToken(c.Seat), c.Name))
		if c.Addr == "" || c.Since.IsZero() {
			t.Errorf("connection %+v", c)
		}
	}
	if want := "1:Guest 1 2:Guest 2 watch:a spectator"; strings.Join(got, " ") != want {
		t.Errorf("connections %q, want %q", strings.Join(got, " "), want)
	}
	redKey := publicKeyOfSeed(red.Session().Device)
	before := map[uint64]bool{} // Red's connections let in before: the reinvitation kicks them
	for _, c := range srv.clients() {
		if c.AuthorizedUser == redKey {
			before[c.Cid] = true
		}
	}
	if _, err := host.Reinvite(ctx, 1, ""); err != nil {
		t.Fatal(err)
	}
	waitNote(t, ctx, red, "no longer lets this table in")
	// sent away: no connection of the server's stays logged in with Red's key
	// (Connections alone would not show it: it lists only the keys let in). Red's table
	// keeps trying (a server may come back, a bar lapse), and the server lists a
	// connection with the key it presents while refusing it, so each one listed must
	// close, refused. (The note can come before the server has closed the connection it
	// let in: that one closes kicked.)
	seen := map[uint64]bool{}
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for {
		open := 0
		for _, c := range srv.clients() {
			if c.AuthorizedUser == redKey {
				seen[c.Cid], open = true, open+1
			}
		}
		if open == 0 {
			break
		}
		select {
		case <-tick.C:
		case <-ctx.Done():
			t.Fatalf("a connection with Red's key stays open")
		}
	}
	closed, err := srv.ns.Connz(&server.ConnzOptions{State: server.ConnClosed, Username: true, Limit: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d connections with Red's key seen after the note", len(seen))
	for _, c := range closed.Conns {
		if seen[c.Cid] {
			delete(seen, c.Cid)
			switch {
			case before[c.Cid] && c.Reason == "Kicked":
			case c.Reason != "Authentication Failure":
				t.Errorf("Red's key's connection %d (let in before: %v) closed for %q, not refused", c.Cid, before[c.Cid], c.Reason)
			}
		}
	}
	if len(seen) > 0 {
		t.Errorf("connections %v with Red's key are neither open nor closed", seen)
	}
	if red.Connected() {
		t.Error("Red's table says it is connected")
	}
}

// A connection that floods the server is sent away, and its key barred for a while,
// over TCP and over the NATS WebSocket a page uses.
func TestWardenSendsAFloodAway(t *testing.T) {
	for _, c := range []struct {
		name string
		ws   bool // through the NATS WebSocket, as a page in a browser
	}{{"TCP", false}, {"WebSocket", true}} {
		t.Run(c.name, func(t *testing.T) {
			ctx := testContext(t)
			srv, err := StartServer(ServerConfig{Dir: t.TempDir(), HostKey: newHostKey(t), FloodRate: 50})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(srv.Close)
			host, inv := remoteSeat(t, ctx, srv, "chess-56")
			if c.ws {
				inv = wsInvitation(t, srv, inv)
			}
			a := mustAttack(t, inv, false)
			for sent := 0; ; sent++ {
				if err := a.nc.Publish(presenceSubject(inv.Game, 1), []byte(sayHere)); err != nil {
					break // sent away
				}
				if sent%100 == 99 {
					_ = a.nc.Flush()
				}
				select {
				case <-a.closed:
				case <-ctx.Done():
					t.Fatal("the flood was never sent away")
				default:
					continue
				}
				break
			}
			// refused (over the WebSocket nats.go may read the connection closed before
			// the -ERR: TestWebSocketLogins)
			if _, err := newAttacker(t, inv, false); err == nil || !c.ws && !errors.Is(err, nats.ErrAuthorization) {
				t.Errorf("the flooding key logs in again at once: %v", err)
			}
			// the game goes on
			bea, err := Join(ctx, inv.String(), Options{Name: "Bea"})
			if err == nil {
				closeAtEnd(t, bea)
				t.Error("the barred invitation joined")
			}
			playFirst(t, ctx, host)
		})
	}
}

// A presence flood wakes the host's listeners once, not for every heartbeat.
func TestPresenceFloodIsNoNews(t *testing.T) {
	ctx := testContext(t)
	srv := startServer(t, "", newHostKey(t), 0)
	host, inv := remoteSeat(t, ctx, srv, "chess-56")
	a := mustAttack(t, inv, false)
	// the seat comes: the host hears it (news), then the flood (none). A heartbeat may be
	// lost (core NATS): say it again at each change until heard, as a table would
	waitUntil(t, ctx, host, func() bool {
		if host.Present(1) {
			return true
		}
		if err := a.nc.Publish(presenceSubject(inv.Game, 1), []byte(sayHere)); err != nil {
			t.Fatal(err)
		}
		return false
	}, func() string { return "the seat's coming was not heard" })
	var heard atomic.Int64
	cancel := host.Subscribe(func() { heard.Add(1) })
	defer cancel()
	const flood = 200
	for range flood {
		if err := a.nc.Publish(presenceSubject(inv.Game, 1), []byte(sayHere)); err != nil {
			t.Fatal(err)
		}
	}
	// a last word the host must hear, after the flood: the seat leaves
	if err := a.nc.Publish(presenceSubject(inv.Game, 1), []byte(sayBye)); err != nil {
		t.Fatal(err)
	}
	_ = a.nc.Flush()
	waitUntil(t, ctx, host, func() bool { return !host.Present(1) }, func() string { return "the goodbye was not heard" })
	if n := heard.Load(); n > 10 {
		t.Errorf("the host's listeners were called %d times for %d heartbeats", n, flood)
	}
}

// A port taken by another program is said at once, in words, with what to do.
func TestServerPortTakenSaysSo(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	port := l.Addr().(*net.TCPAddr).Port
	_, err = StartServer(ServerConfig{Dir: t.TempDir(), HostKey: newHostKey(t), Port: port})
	if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("port %d on this computer is taken", port)) || !strings.Contains(err.Error(), "choose another port") {
		t.Errorf("a taken port: %v", err)
	}
}

// NATS checks the subject a client writes on, not the one it asks its answer on: no
// invitation gets an answer written into the stream. JetStream's API is closed to them,
// and the server's service answers on the asker's own inbox only.
func TestNoAnswerWrittenIntoTheStream(t *testing.T) {
	ctx := testContext(t)
	srv := startServer(t, "", newHostKey(t), 0)
	host := hostTable(t, ctx, srv, Spec{Game: "pothole-chess", Remote: []bool{false, true, true, false}}, Options{})
	seatInv, _ := host.Invitation(2, "")
	watchInv, _ := host.Invitation(Watch, "")
	seat := mustAttack(t, seatInv, false)
	watch := mustAttack(t, watchInv, false)
	before := host.Snapshot().Seq
	into := subject(host.id, 0) // White's part of the stream
	req := []byte(`{"seq":1,"batch":256}`)
	for _, a := range []*attacker{seat, watch} {
		if err := a.nc.PublishRequest(directGetSubject(host.stream), into, req); err != nil {
			t.Fatal(err)
		}
		select {
		case err := <-a.errs:
			if !errors.Is(err, nats.ErrPermissionViolation) {
				t.Errorf("a direct get: %v", err)
			}
		case <-ctx.Done():
			t.Fatal("a direct get was not refused")
		}
	}
	// the service answers only on the asker's own inbox
	if err := watch.nc.PublishRequest(readPrefix+host.id+".watch", into, []byte(`{"seq":1}`)); err != nil {
		t.Fatal(err)
	}
	ev := seat.event(t, host.id, before+1, 2, &event{Kind: kindChat, Text: "hello"})
	ev.Subject, ev.Reply = writePrefix+host.id+".2", into
	if err := seat.nc.PublishMsg(ev); err != nil {
		t.Fatal(err)
	}
	// asked properly, the service answers (after the requests above were taken in)
	if _, _, err := serviceRead(ctx, watch.nc, host.id, Watch, 1); err != nil {
		t.Fatal(err)
	}
	if _, err := serviceWrite(ctx, seat.nc, host.id, 2, []byte("junk"), ""); err != nil {
		t.Fatal(err)
	}
	waitUntil(t, ctx, host, func() bool { return host.Snapshot().Seq >= before+1 }, func() string { return "the junk never came" })
	st, err := host.conn().js.Stream(ctx, host.stream)
	if err != nil {
		t.Fatal(err)
	}
	// the chat line asked with an answer into White's part was not even written; the junk
	// asked properly was, and nothing else
	if last := st.CachedInfo().State.LastSeq; last != before+1 {
		t.Errorf("the stream went from #%d to #%d, want #%d", before, last, before+1)
	}
	if s := host.Snapshot(); len(s.Refusals) != 1 || s.Refusals[0].Seat != 2 {
		t.Errorf("refusals %v", s.Refusals)
	}
}

// On a server the host does not run, a writer stores a message with headers of the
// server's own names (an end of the stream, a sequence far ahead, a time long ago): every
// client reads on past it, refusing it alike, and the game goes on.
func TestForgedServerHeadersReadAsJunk(t *testing.T) {
	ctx := testContext(t)
	host := hostOnOpenServer(t, ctx, "chess-56")
	bob, err := Join(ctx, host.Invitations("")[0].String(), Options{Name: "Bob"})
	if err != nil {
		t.Fatal(err)
	}
	closeAtEnd(t, bob)
	for _, h := range []map[string]string{
		{"Status": "404"},
		{"Nats-Sequence": "999999", "Nats-Time-Stamp": "2001-01-01T00:00:00Z"},
		{"Nats-Stream": "ODDB_other"},
	} {
		m := nats.NewMsg(subject(host.id, 1))
		m.Data = []byte(`{"v":1}`)
		for k, v := range h {
			m.Header.Set(k, v)
		}
		if _, err := host.conn().js.PublishMsg(ctx, m); err != nil {
			t.Fatal(err)
		}
	}
	playFirst(t, ctx, host)
	playFirst(t, ctx, bob)
	s := sameGame(t, ctx, []*Table{host, bob})
	if len(s.History) != 2 || len(s.Refusals) != 3 {
		t.Fatalf("%d plies, refusals %v", len(s.History), s.Refusals)
	}
	for _, r := range s.Refusals {
		if !strings.Contains(r.Reason, "not an event") {
			t.Errorf("refusal %v", r)
		}
	}
}
