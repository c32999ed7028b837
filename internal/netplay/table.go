package netplay

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nkeys"

	"oddboards/internal/listeners"
	"oddboards/rules"
)

// Options say how a table reaches its game.
type Options struct {
	Name string // the player's name, when joining a seat
	// Server is an address to reach the server at instead of the invitation's: a
	// cluster's nodes separated by commas, for instance.
	Server string
	Creds  string // a NATS credentials file: log in with it instead of the invitation's key
	// Timeout bounds reaching the server at first and each request to it (default 5s).
	Timeout time.Duration
	// ReconnectWait is the pause between tries to reach a lost server again (default 1s).
	ReconnectWait time.Duration
	// Do runs a function where the shared match may change: the UI goroutine (fyne.Do).
	// The table's changes to the match and its listeners run there, one at a time, in
	// order. Nil runs them at once on the table's own goroutine (a table with no window,
	// which plays through Play: a move played on its shared match from another goroutine
	// can race a sync and be taken back).
	Do func(func())
	// Hosted is the host's own embedded server: it reads the game at once when the host
	// gives a seat new invitation, so the invitation logs in at once.
	Hosted *Server
}

const (
	defaultTimeout = 5 * time.Second
	maxNotes       = 50
	sendAttempts   = 50 // other seats' events may come first; each one read makes room
)

// errUsedUp is the error of an invitation whose seat has been taken, or given to another.
var errUsedUp = errors.New("this invitation has been used already")

// Table is one client's seat at a network game: it replays the game's stream through the
// rules, follows it as it grows, and writes the events of the seats it plays. Its shared
// Match is the one every window on the game shows: remote seats' moves reach it from the
// stream, and a move played on it for a seat this table plays (by a person at a window, or
// the computer) is written to the stream; anything else done to it that the stream does not
// say is put back as the stream has it. A Table is safe for use from several goroutines.
type Table struct {
	id       string
	inv      Invitation // how it logged in (with Device once joined): its session
	opts     Options
	addr     string // the server's address
	stream   string
	do       func(func())
	wake     chan struct{} // pokes the reader (readLoop)
	sendSlot chan struct{} // one event of this table's on its way at a time (send)

	mu        sync.Mutex
	link      *link  // the connection now (link.go)
	login     string // the public key the table logs in with: the player's own once joined
	online    bool   // the link is connected
	live      bool   // connected, and read to the stream's end
	wasLive   bool
	relinking bool
	refused   bool // the server refused the table's login (link.go)
	hearing   bool // the table listens to the others' presence (presence.go)
	stopRead  func()
	ref       *referee
	read      uint64 // the last message read, and handed on to the shared match
	fatal     error
	keys      map[string]nkeys.KeyPair // public → key pair, for every key this table holds
	changed   chan struct{}            // closed and replaced at every message read
	closed    chan struct{}
	notes     []string
	pending   []pendingPly // moves played on the shared match, on their way to the stream
	nextPly   int
	sending   bool // a goroutine sends the pending moves
	ours      ownEvents
	listeners listeners.Set

	shared  *rules.Match
	unsub   func()
	syncing atomic.Bool
	missed  atomic.Bool // the shared match changed while a sync ran (shared.go)

	seen map[int]time.Time // when each seat (Host: the host's table) was last heard (presence.go)
}

// Join takes the seat an invitation offers, as name: the player's own key signs for the
// seat from then on, and the table's Session is how to come back. A session, or a host's
// or spectator's line, opens the table without joining.
func Join(ctx context.Context, invitation string, o Options) (*Table, error) {
	inv, err := ParseInvitation(invitation)
	if err != nil {
		return nil, err
	}
	return open(ctx, inv, o)
}

// open sits at the game inv names: joins its seat (an invitation), comes back to it (a
// session), watches it (a spectator's), or hosts it (the host's line).
func open(ctx context.Context, inv Invitation, o Options) (*Table, error) {
	t, err := connect(ctx, inv, o)
	if err != nil {
		return nil, err
	}
	return t.ready(ctx, t.sit)
}

// connect reaches the server, reads the game's stream to its end, and follows it.
func connect(ctx context.Context, inv Invitation, o Options) (*Table, error) {
	t, err := dial(inv, o)
	if err != nil {
		return nil, err
	}
	return t.ready(ctx, t.follow)
}

// ready takes a new table's steps to the game in order; the first that fails closes the
// table, and its error is returned.
func (t *Table) ready(ctx context.Context, steps ...func(context.Context) error) (*Table, error) {
	for _, step := range steps {
		if err := step(ctx); err != nil {
			t.Close()
			return nil, err
		}
	}
	return t, nil
}

// dial reaches the server.
func dial(inv Invitation, o Options) (*Table, error) {
	if o.Timeout <= 0 {
		o.Timeout = defaultTimeout
	}
	if o.ReconnectWait <= 0 {
		o.ReconnectWait = time.Second
	}
	login, err := keyFromSeed(inv.Key)
	if err != nil {
		return nil, err
	}
	t := &Table{
		id: inv.Game, inv: inv, opts: o, stream: streamName(inv.Game), do: o.Do,
		keys: map[string]nkeys.KeyPair{publicKey(login): login}, changed: make(chan struct{}),
		closed: make(chan struct{}), wake: make(chan struct{}, 1), login: publicKey(login),
		sendSlot: make(chan struct{}, 1),
	}
	if t.do == nil {
		t.do = func(f func()) { f() }
	}
	if inv.Device != "" {
		dev, err := keyFromSeed(inv.Device)
		if err != nil {
			return nil, err
		}
		t.keys[publicKey(dev)] = dev
		if t.signsIn() { // a joined player logs in with their own key: the invitation is used up
			login, t.login = dev, publicKey(dev)
		}
	}
	t.addr = inv.Server
	if o.Server != "" {
		t.addr = o.Server
	}
	if t.addr == "" {
		return nil, errors.New("no server's address to reach the game at")
	}
	l, err := t.openLink(login)
	if err != nil {
		return nil, err
	}
	t.link, t.online = l, true
	return t, nil
}

// follow reads the stream from its start, and goes on following it once it has read
// what it held.
func (t *Table) follow(ctx context.Context) error {
	l := t.conn()
	rctx, cancel := context.WithTimeout(ctx, t.opts.Timeout)
	defer cancel()
	noGame := fmt.Errorf("the server has no game %s: it was removed, or the invitation is wrong", t.id)
	if !t.viaService() { // the service says so when asked to read
		_, err := l.js.Stream(rctx, t.stream)
		switch {
		case errors.Is(err, jetstream.ErrStreamNotFound):
			return noGame
		case err != nil:
			return fmt.Errorf("cannot read game %s: %s; try again", t.id, plain(err))
		}
	}
	if t.inv.Seat == Host {
		// a stream made by an older Oddboards on a server the host does not run; on the
		// host's own, the server has done it
		_ = upgradeStream(rctx, l.js, t.id)
	}
	t.subscribe(l, false)
	for {
		err := t.catchUp()
		if err == nil {
			break
		}
		if errors.Is(err, errNoGame) {
			return noGame
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("cannot read game %s: %s; try again", t.id, plain(err))
		case <-time.After(retryMin):
		}
	}
	t.mu.Lock()
	fatal, empty := t.fatal, t.ref == nil
	t.mu.Unlock()
	switch {
	case fatal != nil:
		return fatal
	case empty:
		return fmt.Errorf("%w: game %s's stream is empty", errNotAGame, t.id)
	}
	t.setLive(true)
	go t.readLoop()
	return nil
}

// handleBatch reads messages of the stream, in order.
func (t *Table) handleBatch(msgs []message) {
	t.mu.Lock()
	last := t.read
	for _, msg := range msgs {
		var ev *event
		var refusal *Refusal
		switch {
		case t.fatal != nil: // not a game: nothing after its first message matters
		case t.ref == nil:
			t.ref, t.fatal = newReferee(t.id, msg)
			if t.ref != nil {
				ev = &event{Kind: kindStart}
			}
		default:
			ev, refusal = t.ref.apply(msg)
		}
		if ev != nil && ev.Kind == kindMove && len(t.pending) > 0 && int(t.pending[0].Player) == ev.Seat && t.pending[0].Text == ev.Move {
			t.pending = t.pending[1:] // ours, read back: the stream holds it now
		}
		if msg.Sig != "" && (ev != nil || refusal != nil) {
			t.ours.note(msg.Sig, msg.Seq, refusal)
		}
		last = max(last, msg.Seq)
	}
	shared := t.shared
	t.mu.Unlock()
	if shared != nil {
		t.do(t.sync)
	}
	t.mu.Lock()
	t.read = max(t.read, last) // handed on to the shared match (done, when Do runs it at once)
	close(t.changed)
	t.changed = make(chan struct{})
	t.mu.Unlock()
	t.notify()
}

// wait waits until cond (called with t.mu held) holds, the table fails, or ctx ends.
func (t *Table) wait(ctx context.Context, cond func() bool) error {
	for {
		t.mu.Lock()
		ok, fatal, ch := cond(), t.fatal, t.changed
		t.mu.Unlock()
		switch {
		case fatal != nil:
			return fatal
		case ok:
			return nil
		}
		select {
		case <-ch:
		case <-t.closed:
			return errors.New("the table is closed")
		case <-ctx.Done():
			return fmt.Errorf("no answer from the game server in time: %w", ctx.Err())
		}
	}
}

// sit takes the table's place at the game it has read: checks the host's key, joins an
// invitation's seat, checks a session's, and makes the shared match.
func (t *Table) sit(ctx context.Context) error {
	t.mu.Lock()
	r := t.ref
	seat := t.inv.Seat
	login := t.keys[publicKeyOfSeed(t.inv.Key)]
	switch {
	case seat == Host:
		if r.start.Host != publicKey(login) {
			t.mu.Unlock()
			return errors.New("this game was started by another host's key")
		}
		t.learnSeatKeys(login)
	case seat >= len(r.seats):
		t.mu.Unlock()
		return fmt.Errorf("game %s has no seat %d", t.id, seat)
	case seat >= 0 && t.inv.Device != "":
		if r.seats[seat].Key != publicKeyOfSeed(t.inv.Device) {
			t.mu.Unlock()
			return fmt.Errorf("%s's seat has been given to someone else", r.seats[seat].Name)
		}
	case seat >= 0 && r.seats[seat].Key != publicKey(login):
		s := r.seats[seat]
		t.mu.Unlock()
		if s.Joined && s.Invite == publicKey(login) {
			return fmt.Errorf("%w: %s took the seat", errUsedUp, s.Name)
		}
		return fmt.Errorf("%w: the host has invited someone else to the seat", errUsedUp)
	}
	join := seat >= 0 && t.inv.Device == ""
	over := r.match.Outcome()
	t.mu.Unlock()
	if join {
		if over.Over() {
			return fmt.Errorf("%w: the game is over (%s)", errUsedUp, clean(over.Reason, 80))
		}
		if err := t.join(ctx); err != nil {
			return err
		}
	}
	t.mu.Lock()
	names := make([]string, len(t.ref.seats))
	for i, s := range t.ref.seats {
		names[i] = s.Name
	}
	g, cfg := t.ref.match.Game(), t.ref.match.Config()
	t.mu.Unlock()
	shared, err := rules.NewMatch(g, cfg, names)
	if err != nil {
		return err
	}
	unsub := shared.Subscribe(t.onShared)
	t.mu.Lock()
	t.shared, t.unsub = shared, unsub
	t.mu.Unlock()
	t.do(t.sync)
	t.startPresence()
	return nil
}

func publicKeyOfSeed(seed string) string {
	kp, err := keyFromSeed(seed)
	if err != nil {
		return ""
	}
	return publicKey(kp)
}

// join takes the invitation's seat with a key of the player's own.
func (t *Table) join(ctx context.Context) error {
	name := t.opts.Name
	if err := checkText("name", name, maxName); err != nil {
		return fmt.Errorf("your name: %v", err)
	}
	dev, err := nkeys.CreateUser()
	if err != nil {
		return err
	}
	t.mu.Lock()
	t.keys[publicKey(dev)] = dev // it signs for the seat as soon as the join is read
	invite := t.login
	if t.signsIn() {
		// the server lets the invitation in no more once it reads the join: if it sends
		// this connection away before the table has read it, the next one logs in so
		t.login = publicKey(dev)
	}
	t.mu.Unlock()
	if _, err := t.send(ctx, t.inv.Seat, &event{Kind: kindJoin, Name: name, Key: publicKey(dev)}, nil); err != nil {
		t.mu.Lock()
		t.login = invite
		t.mu.Unlock()
		return fmt.Errorf("cannot join: %v", err)
	}
	t.mu.Lock()
	t.inv.Device = seedOf(dev)
	stale := t.link != nil && t.stale(t.link)
	t.mu.Unlock()
	if stale {
		go t.relink() // log in with the player's own key from now on
	}
	return nil
}

// learnSeatKeys finds, for the host, the keys of the seats it gave: each seat's current
// invitation among the generations its key derives.
func (t *Table) learnSeatKeys(host nkeys.KeyPair) {
	for i := range t.ref.seats {
		for gen := 0; gen < maxGenerations; gen++ {
			kp, err := deriveKey(host, "seat", t.id, i, gen)
			if err != nil {
				break
			}
			t.keys[publicKey(kp)] = kp
			if publicKey(kp) == t.ref.seats[i].Invite {
				break
			}
		}
	}
	if kp, err := deriveKey(host, "watch", t.id, 0, 0); err == nil {
		t.keys[publicKey(kp)] = kp
	}
}

// maxGenerations bounds how many new invitations a seat may have had.
const maxGenerations = 64

// signer is the key this table signs seat's events with, or nil (t.mu held).
func (t *Table) signer(seat int) nkeys.KeyPair {
	if seat == Host {
		if t.inv.Seat != Host {
			return nil
		}
		return t.keys[t.ref.start.Host]
	}
	if seat < 0 || seat >= len(t.ref.seats) {
		return nil
	}
	return t.keys[t.ref.seats[seat].Key]
}

// plays reports whether this table plays seat (t.mu held): a joined player their seat, the
// host the seats it did not give away.
func (t *Table) plays(seat int) bool {
	if t.signer(seat) == nil {
		return false
	}
	if t.inv.Seat == Host {
		return !t.ref.seats[seat].Remote
	}
	return seat == t.inv.Seat
}

// Match is the shared match: every window on the game shows it, and moves played on it
// for this table's seats go to the stream.
func (t *Table) Match() *rules.Match { return t.shared }

// Game is the game's ID.
func (t *Table) Game() string { return t.id }

// Seat is the seat this table joined, Host, or Watch.
func (t *Table) Seat() int { return t.inv.Seat }

// Plays reports whether this table plays seat p: the seats at the host's machine, or the
// joined player's own. The others are remote: their moves come from the stream.
func (t *Table) Plays(p rules.Player) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.plays(int(p))
}

// Session is the line to come back to the game with (Open): for a joined player, the
// invitation with the player's own key; for the host, its line back.
func (t *Table) Session() Invitation {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.inv
}

// Snapshot is the game as this table has read it.
func (t *Table) Snapshot() Snapshot {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.ref.snapshot()
}

// Connected reports whether the table follows its game now: it reaches the server, and
// has read the stream to its end. While it does not, it is reconnecting (by itself).
func (t *Table) Connected() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.live
}

// Waiting are the moves played here that the server does not have yet, in notation:
// they stay on the shared match while the table reconnects, and are sent when it can.
func (t *Table) Waiting() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	var out []string
	for _, p := range t.pending {
		out = append(out, p.Text)
	}
	return out
}

// Notes are what happened at this table that is not in the stream (a move of ours not
// taken, the connection lost and found), the latest last.
func (t *Table) Notes() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return slices.Clone(t.notes)
}

// Subscribe calls fn (through Options.Do) after every message read and every change of
// the connection, until cancel is called.
func (t *Table) Subscribe(fn func()) (cancel func()) { return t.listeners.Add(fn) }

func (t *Table) notify() {
	if fns := t.listeners.All(); len(fns) > 0 {
		t.do(func() {
			for _, fn := range fns {
				fn()
			}
		})
	}
}

func (t *Table) note(s string) {
	t.mu.Lock()
	t.notes = append(t.notes, s)
	if len(t.notes) > maxNotes {
		t.notes = slices.Delete(t.notes, 0, len(t.notes)-maxNotes)
	}
	t.mu.Unlock()
	t.notify()
}

// lockOpen locks t.mu if the table is still open; a closed table stays unlocked (and
// lockOpen reports false).
func (t *Table) lockOpen() bool {
	t.mu.Lock()
	select {
	case <-t.closed:
		t.mu.Unlock()
		return false
	default:
		return true
	}
}

// Close leaves the table; the game goes on in its stream.
func (t *Table) Close() {
	if !t.lockOpen() {
		return
	}
	close(t.closed)
	l, unsub := t.link, t.unsub
	t.mu.Unlock()
	if unsub != nil {
		unsub()
	}
	if l != nil {
		t.stopPresence(l)
		l.nc.Close()
	}
}
