package netplay

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nkeys"

	"oddboards/rules"
	"oddboards/rules/games"
)

// Spec is a game to host.
type Spec struct {
	Game     string // catalogue ID: "chess-2016", "pothole-chess"
	Setup    int
	Mode     string
	Options  map[string]string
	Position string // a position set up by hand
	Time     string // time control ("5+3"), "" for none
	Names    []string
	// Remote marks the seats played elsewhere, by invitation; the others are played at the
	// host's machine, by a person or (Computers) the computer.
	Remote    []bool
	Computers []string
	Replicas  int // copies of the stream kept by a cluster's nodes (default 1)
}

// Bounds on a game's stream: a long game has a few thousand events. Each writer (a seat,
// the host) has a part of its own, maxPerWriter messages on its subject: one that floods
// fills only its own part, and the others' moves always have room. The whole is bounded
// too, for a server the host does not run, where anyone may write any subject.
const (
	maxPerWriter = 5_000
	maxEvents    = 50_000
)

// streamConfig is game id's stream: every client reads it by direct get, woken by the
// headers it republishes (read.go).
func streamConfig(id string, replicas int) jetstream.StreamConfig {
	return jetstream.StreamConfig{
		Name:                 streamName(id),
		Description:          "Oddboards network game",
		Subjects:             []string{gameSubjects(id)},
		Storage:              jetstream.FileStorage,
		Replicas:             max(1, replicas),
		MaxMsgSize:           maxEvent + 1024, // the signature and JetStream's headers besides the event
		MaxMsgs:              maxEvents,
		MaxMsgsPerSubject:    maxPerWriter,
		Discard:              jetstream.DiscardNew,
		DiscardNewPerSubject: true,
		DenyDelete:           true, // the stream is the game: no one takes a move out of it
		DenyPurge:            true,
		AllowDirect:          true,
		RePublish:            &jetstream.RePublish{Source: gameSubjects(id), Destination: feedSubject(id), HeadersOnly: true},
	}
}

// upgradeStream gives a stream made by an older Oddboards today's configuration (its
// replicas as they are), for the host.
func upgradeStream(ctx context.Context, js jetstream.JetStream, id string) error {
	st, err := js.Stream(ctx, streamName(id))
	if err != nil {
		return err
	}
	old := st.CachedInfo().Config
	cfg := streamConfig(id, old.Replicas)
	if old.AllowDirect && old.RePublish != nil && old.MaxMsgsPerSubject == cfg.MaxMsgsPerSubject && old.DiscardNewPerSubject {
		return nil
	}
	_, err = js.UpdateStream(ctx, cfg)
	return err
}

// HostGame starts a game on the server at addr and opens the host's table at it. Unless
// the server is the host's own (Options.Hosted), the host logs in with Options.Creds, or
// with nothing, and the invitations say so: there, only the signatures guard the seats.
func HostGame(ctx context.Context, addr, hostKey string, spec Spec, o Options) (*Table, error) {
	host, err := keyFromSeed(hostKey)
	if err != nil {
		return nil, fmt.Errorf("the host's key: %v", err)
	}
	id, err := newGameID()
	if err != nil {
		return nil, err
	}
	start, err := newStart(host, id, spec)
	if err != nil {
		return nil, err
	}
	inv := Invitation{Server: addr, Game: id, Seat: Host, Key: hostKey, External: o.Hosted == nil}
	t, err := dial(inv, o)
	if err != nil {
		return nil, err
	}
	create := func(ctx context.Context) error { return t.create(ctx, host, start, spec.Replicas) }
	return t.ready(ctx, create, t.follow, t.sit)
}

// newStart makes a game's first event, checking that the rules can start it.
func newStart(host nkeys.KeyPair, id string, spec Spec) (*start, error) {
	entry, err := games.Lookup(spec.Game)
	if err != nil {
		return nil, err
	}
	cfg := rules.Config{Variant: entry.Variant, Setup: spec.Setup, Mode: spec.Mode, Options: spec.Options, Position: spec.Position}
	m, err := rules.NewMatch(entry.Game, cfg, spec.Names)
	if err != nil {
		return nil, err
	}
	if _, err := rules.ParseTimeControl(spec.Time); err != nil {
		return nil, err
	}
	n := len(m.Players())
	if len(spec.Names) > n || len(spec.Remote) > n || len(spec.Computers) > n {
		return nil, fmt.Errorf("%s has %d seats", entry.Name, n)
	}
	st := &start{
		Game: entry.ID, Setup: spec.Setup, Mode: spec.Mode, Options: spec.Options, Position: spec.Position,
		Time: spec.Time, Host: publicKey(host),
	}
	watch, err := deriveKey(host, "watch", id, 0, 0)
	if err != nil {
		return nil, err
	}
	st.Watch = publicKey(watch)
	for i, name := range m.Names() {
		if err := checkText("name", name, maxName); err != nil {
			return nil, fmt.Errorf("seat %d: %v", i+1, err)
		}
		kp, err := deriveKey(host, "seat", id, i, 0)
		if err != nil {
			return nil, err
		}
		s := seatInfo{Name: name, Key: publicKey(kp)}
		if i < len(spec.Remote) {
			s.Remote = spec.Remote[i]
		}
		if i < len(spec.Computers) && !s.Remote {
			s.Computer = strings.TrimSpace(spec.Computers[i])
		}
		st.Seats = append(st.Seats, s)
	}
	return st, nil
}

// create makes the game's stream and writes its start.
func (t *Table) create(ctx context.Context, host nkeys.KeyPair, start *start, replicas int) error {
	cfg := streamConfig(t.id, replicas)
	js := t.conn().js
	backoff := 50 * time.Millisecond
	for {
		pctx, cancel := context.WithTimeout(ctx, t.opts.Timeout)
		_, err := js.CreateStream(pctx, cfg)
		cancel()
		if err == nil {
			break
		}
		var apiErr *jetstream.APIError
		if !errors.As(err, &apiErr) || !clusterStarting[apiErr.ErrorCode] {
			return fmt.Errorf("cannot make the game's stream on the server: %s", plain(err))
		}
		// a cluster starting up: its nodes are still finding each other
		select {
		case <-time.After(backoff):
		case <-ctx.Done():
			return fmt.Errorf("cannot make the game's stream on the server: %s", plain(err))
		}
		backoff = min(2*backoff, time.Second)
	}
	e := &event{V: version, Game: t.id, Seq: 1, Seat: Host, Kind: kindStart, Start: start}
	data, err := e.encode()
	if err != nil {
		return err
	}
	if len(data) > maxEvent {
		return fmt.Errorf("the game's setup is too long to send (%d bytes, at most %d)", len(data), maxEvent)
	}
	sig, err := sign(host, data)
	if err != nil {
		return err
	}
	m := nats.NewMsg(subject(t.id, Host))
	m.Data = data
	m.Header.Set(sigHeader, sig)
	if _, err := js.PublishMsg(ctx, m, jetstream.WithExpectLastSequence(0), jetstream.WithExpectStream(t.stream)); err != nil {
		return fmt.Errorf("cannot start the game on the server: %s", plain(err))
	}
	return nil
}

// clusterStarting are the errors of a cluster whose nodes are still finding each other:
// no leader yet (10008), not enough nodes known for the replicas asked (10005).
var clusterStarting = map[jetstream.ErrorCode]bool{10005: true, 10008: true}

// errNotHost is the error of a host's action at another table.
var errNotHost = errors.New("only the host's table can do that")

// Invitations are the invitations of the remote seats nobody has taken yet, in seat order,
// giving the server's address as addr ("": the address the host reached it at).
func (t *Table) Invitations(addr string) []Invitation {
	t.mu.Lock()
	defer t.mu.Unlock()
	var out []Invitation
	if t.inv.Seat != Host {
		return nil
	}
	for i, s := range t.ref.seats {
		if s.Remote && !s.Joined {
			if inv, ok := t.invitationLocked(i, addr); ok {
				out = append(out, inv)
			}
		}
	}
	return out
}

// Invitation writes again seat's current invitation (Watch: the spectators'), for the
// host.
func (t *Table) Invitation(seat int, addr string) (Invitation, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.inv.Seat != Host {
		return Invitation{}, errNotHost
	}
	inv, ok := t.invitationLocked(seat, addr)
	if !ok {
		return Invitation{}, fmt.Errorf("no invitation to %s", t.seatName(seat))
	}
	return inv, nil
}

func (t *Table) invitationLocked(seat int, addr string) (Invitation, bool) {
	if addr == "" {
		addr = t.inv.Server
	}
	var pub string
	switch {
	case seat == Watch:
		pub = t.ref.start.Watch
	case seat >= 0 && seat < len(t.ref.seats):
		pub = t.ref.seats[seat].Invite
	}
	kp := t.keys[pub]
	if kp == nil {
		return Invitation{}, false
	}
	return Invitation{Server: addr, Game: t.id, Seat: seat, Key: seedOf(kp), External: t.inv.External}, true
}

// Reinvite gives seat a new invitation, for the host: the old one, and whoever took the
// seat with it, write for it no more.
func (t *Table) Reinvite(ctx context.Context, seat int, addr string) (Invitation, error) {
	kp, err := t.nextSeatKey(seat)
	if err != nil {
		return Invitation{}, err
	}
	remote := true
	e := &event{Kind: kindSeat, To: &seat, Key: publicKey(kp), Remote: &remote, Computer: "-"}
	t.mu.Lock()
	e.Name = t.ref.start.Seats[seat].Name // the seat's name before anyone joined it
	t.mu.Unlock()
	if _, err := t.send(ctx, Host, e, nil); err != nil {
		return Invitation{}, err
	}
	t.hostedRead(ctx)
	return t.Invitation(seat, addr)
}

// SetComputer seats the host's computer player spec ("level:5") at seat, or a person at
// the host's machine (""), for the host. A remote seat comes back to the host's machine
// with a key of the host's.
func (t *Table) SetComputer(ctx context.Context, seat int, spec string) error {
	local := false
	e := &event{Kind: kindSeat, To: &seat, Computer: spec, Remote: &local}
	if spec == "" {
		e.Computer = "-"
	}
	t.mu.Lock()
	remote := t.inv.Seat == Host && seat >= 0 && seat < len(t.ref.seats) && t.ref.seats[seat].Remote
	t.mu.Unlock()
	if remote {
		kp, err := t.nextSeatKey(seat)
		if err != nil {
			return err
		}
		e.Key = publicKey(kp)
	}
	_, err := t.send(ctx, Host, e, nil)
	t.hostedRead(ctx)
	return err
}

// hostedRead has the host's own server read the game now: a seat changed, and the keys
// it lets in with it.
func (t *Table) hostedRead(ctx context.Context) {
	if t.opts.Hosted != nil {
		t.opts.Hosted.readGame(ctx, t.id)
	}
}

// nextSeatKey derives seat's next invitation key and keeps it.
func (t *Table) nextSeatKey(seat int) (nkeys.KeyPair, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.inv.Seat != Host {
		return nil, errNotHost
	}
	if seat < 0 || seat >= len(t.ref.seats) {
		return nil, fmt.Errorf("game %s has no seat %d", t.id, seat)
	}
	host := t.keys[t.ref.start.Host]
	cur := t.ref.seats[seat].Invite
	for gen := 0; gen < maxGenerations-1; gen++ {
		kp, err := deriveKey(host, "seat", t.id, seat, gen)
		if err != nil {
			return nil, err
		}
		if publicKey(kp) == cur {
			next, err := deriveKey(host, "seat", t.id, seat, gen+1)
			if err != nil {
				return nil, err
			}
			t.keys[publicKey(next)] = next
			return next, nil
		}
	}
	return nil, fmt.Errorf("%s has had too many invitations", t.seatName(seat))
}
