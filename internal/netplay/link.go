package netplay

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/nats-io/nkeys"
)

// A table's link is its connection to the server, with the subscriptions it keeps there.
// nats.go reconnects a lost connection by itself; a connection it gives up on, or one
// logged in with a key the server no longer takes (a used invitation, after the join), is
// replaced by a new link for as long as the table is open.
type link struct {
	nc       *nats.Conn
	js       jetstream.JetStream
	login    string             // the public key it logged in with ("" with credentials)
	presence *nats.Subscription // the other tables' heartbeats
}

const (
	// pollEvery is how often a table reads on without a wake-up: a table can fall behind
	// its game for no longer than this while the server answers.
	pollEvery = 2 * time.Second
	retryMin  = 50 * time.Millisecond
	// readGap is the least time between two reads: a burst of messages (a flood of chat)
	// wakes the reader once for many, and a table sends the server a few dozen requests a
	// second at most, however busy its game.
	readGap = 25 * time.Millisecond
)

// natsOptions are a link's connection options, logging in with login (the invitation's
// key, the player's own once joined, or the host's).
func (t *Table) natsOptions(login nkeys.KeyPair) ([]nats.Option, error) {
	nopts := []nats.Option{
		nats.Name("oddboards " + t.id + " " + seatToken(t.inv.Seat)),
		nats.Timeout(t.opts.Timeout),
		nats.MaxReconnects(-1),
		nats.ReconnectWait(t.opts.ReconnectWait),
		// a server restarting knows no one for a moment: that is no reason to give up
		nats.IgnoreAuthErrorAbort(),
		// no publish waits in a buffer while reconnecting: send writes again itself, and
		// the versions buffered would all reach the stream at once
		nats.ReconnectBufSize(-1),
		nats.CustomInboxPrefix(inboxPrefix(t.id, t.inv.Seat)),
		nats.DisconnectErrHandler(func(nc *nats.Conn, _ error) { t.linkDown(nc) }),
		nats.ReconnectHandler(func(nc *nats.Conn) { t.linkUp(nc) }),
		nats.ClosedHandler(func(nc *nats.Conn) { t.linkClosed(nc) }),
		nats.ErrorHandler(func(nc *nats.Conn, _ *nats.Subscription, err error) { t.linkError(nc, err) }),
	}
	switch {
	case t.opts.Creds != "":
		if _, err := os.Stat(t.opts.Creds); err != nil {
			return nil, fmt.Errorf("the credentials file %s cannot be read: check its name", clean(t.opts.Creds, 80))
		}
		nopts = append(nopts, nats.UserCredentials(t.opts.Creds))
	case !t.inv.External:
		nopts = append(nopts, nats.Nkey(publicKey(login), login.Sign))
	}
	return nopts, nil
}

// stale reports whether link l logged in with a key the table has left for another, one
// the server takes no more (t.mu held): the invitation, once the join is read.
func (t *Table) stale(l *link) bool {
	return t.signsIn() && l.login != t.login && t.joinRead()
}

// joinRead reports whether the stream has this table's own key at its seat (t.mu held).
func (t *Table) joinRead() bool {
	seat := t.inv.Seat
	return seat >= 0 && t.ref != nil && seat < len(t.ref.seats) && t.ref.seats[seat].Key == t.login
}

// viaService reports whether the table reads and writes through the hosted server's
// service (service.go): a player's or spectator's there. The host's is its administrator.
func (t *Table) viaService() bool { return t.signsIn() && t.inv.Seat != Host }

// append stores an event's data and signature on seat's subject, by link l, and says
// where.
func (t *Table) append(ctx context.Context, l *link, seat int, data []byte, sig string) (uint64, error) {
	if t.viaService() {
		return serviceWrite(ctx, l.nc, t.id, seat, data, sig)
	}
	m := nats.NewMsg(subject(t.id, seat))
	m.Data = data
	m.Header.Set(sigHeader, sig)
	ack, err := l.js.PublishMsg(ctx, m, jetstream.WithExpectStream(t.stream))
	if err != nil {
		return 0, err
	}
	return ack.Sequence, nil
}

// signsIn reports whether the table logs in to the server with a key (the hosted
// server), rather than with credentials or none.
func (t *Table) signsIn() bool { return t.opts.Creds == "" && !t.inv.External }

// openLink connects to the server, logging in with login.
func (t *Table) openLink(login nkeys.KeyPair) (*link, error) {
	nopts, err := t.natsOptions(login)
	if err != nil {
		return nil, err
	}
	addr, dial := dialing(t.addr, t.opts)
	nc, err := nats.Connect(addr, append(nopts, dial...)...)
	if err != nil {
		return nil, wordedError{t.connectError(err).Error(), err}
	}
	js, err := jetstream.New(nc, jetstream.WithDefaultTimeout(t.opts.Timeout))
	if err != nil {
		nc.Close()
		return nil, err
	}
	l := &link{nc: nc, js: js}
	if t.signsIn() {
		l.login = publicKey(login)
	}
	return l, nil
}

// connectError says in words why the first connection failed.
func (t *Table) connectError(err error) error {
	switch {
	case errors.Is(err, nats.ErrAuthorization) && t.opts.Creds != "":
		return fmt.Errorf("the server at %s refuses the credentials in %s: ask its keeper for others", t.addr, clean(t.opts.Creds, 80))
	case errors.Is(err, nats.ErrAuthorization) && t.inv.External:
		return fmt.Errorf("the server at %s wants a login: give a NATS credentials file", t.addr)
	case errors.Is(err, nats.ErrAuthorization):
		return fmt.Errorf("the server at %s does not know this invitation: it is wrong, used, or withdrawn by the host; ask the host for a new one", t.addr)
	case errors.Is(err, nats.ErrNoServers), errors.Is(err, nats.ErrTimeout):
		return fmt.Errorf("cannot reach the game server at %s: check the address, and that the host's Oddboards is running", t.addr)
	}
	return fmt.Errorf("cannot reach the game server at %s (%s): check the address, and that the host's Oddboards is running", t.addr, plain(err))
}

// wordedError is an error said in our words that still is its cause (errors.Is).
type wordedError struct {
	text  string
	cause error
}

func (e wordedError) Error() string { return e.text }
func (e wordedError) Unwrap() error { return e.cause }

// plain is an error of the network in a few words of our own, never a library's text.
func plain(err error) string {
	switch {
	case err == nil:
		return "no error"
	case errors.Is(err, nats.ErrAuthorization):
		return "the server refused the login"
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, nats.ErrTimeout), errors.Is(err, errNoAnswer):
		return "the server did not answer in time"
	case errors.Is(err, nats.ErrConnectionClosed), errors.Is(err, nats.ErrConnectionReconnecting),
		errors.Is(err, nats.ErrDisconnected), errors.Is(err, errOffline):
		return "no connection to the server"
	case errors.Is(err, nats.ErrNoServers), errors.Is(err, nats.ErrNoResponders):
		return "the server cannot be reached"
	case errors.Is(err, nats.ErrMaxPayload):
		return "the message is too large"
	case errors.Is(err, nats.ErrPermissionViolation):
		return "the server does not allow it"
	case errors.Is(err, errNoDirect):
		return errNoDirect.Error()
	}
	var apiErr *jetstream.APIError
	if errors.As(err, &apiErr) {
		return fmt.Sprintf("the server refused it (code %d)", apiErr.ErrorCode)
	}
	return "a network error"
}

var errOffline = errors.New("no connection to the server")

// conn is the table's connection now (nil once closed).
func (t *Table) conn() *link {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.link
}

// current reports whether nc is the table's connection now (t.mu held).
func (t *Table) current(nc *nats.Conn) bool { return t.link != nil && t.link.nc == nc }

func (t *Table) linkDown(nc *nats.Conn) {
	t.mu.Lock()
	if !t.current(nc) {
		t.mu.Unlock()
		return
	}
	t.online = false
	if t.stopRead != nil {
		t.stopRead()
	}
	t.mu.Unlock()
	t.setLive(false)
}

func (t *Table) linkUp(nc *nats.Conn) {
	t.mu.Lock()
	if !t.current(nc) {
		t.mu.Unlock()
		return
	}
	stale := t.stale(t.link)
	t.online, t.refused = !stale, false
	t.mu.Unlock()
	if stale { // logged in with a key used up since: the server will send it away
		nc.Close()
		return
	}
	t.poke()
}

// linkClosed replaces a connection the client library gave up on, while the table is
// open.
func (t *Table) linkClosed(nc *nats.Conn) {
	t.mu.Lock()
	cur := t.current(nc)
	t.mu.Unlock()
	if !cur {
		return
	}
	select {
	case <-t.closed:
		return
	default:
	}
	t.linkDown(nc)
	go t.relink()
}

func (t *Table) linkError(nc *nats.Conn, err error) {
	t.mu.Lock()
	cur := t.current(nc)
	// a login refused while the table has another key to log in with (the player's own,
	// since the join was sent): that one takes over (linkClosed)
	other := cur && t.signsIn() && t.link.login != t.login
	t.mu.Unlock()
	switch {
	case !cur:
	case other && errors.Is(err, nats.ErrAuthorization):
		nc.Close()
	case errors.Is(err, nats.ErrAuthorization):
		t.sentAway()
	case errors.Is(err, nats.ErrSlowConsumer):
		t.poke() // wake-ups were dropped: read on
	}
}

// sentAway says, once, that the server refuses this table's key: a restarting server
// makes logins wait rather than refusing them, so the host has given the seat to
// someone else (or the game is gone). The table goes on trying, in case the host
// changes their mind.
func (t *Table) sentAway() {
	t.mu.Lock()
	was := t.refused
	t.refused = true
	t.mu.Unlock()
	if !was {
		t.note("The game server no longer lets this table in: the host has given the seat to someone else (or it was barred for a flood). Ask the host for a new invitation.")
	}
}

// relink opens a new link with the table's login now, with backoff, until it succeeds or
// the table closes, and puts it in place of the old one.
func (t *Table) relink() {
	t.mu.Lock()
	if t.relinking {
		t.mu.Unlock()
		return
	}
	t.relinking = true
	t.mu.Unlock()
	defer func() {
		t.mu.Lock()
		t.relinking = false
		t.mu.Unlock()
	}()
	wait := retryMin
	// rounds in a row that every key was refused: the server takes the player's own key
	// in place of the invitation when it reads the join, which can fall between the two
	// logins of a round, so only the second such round means the table is sent away
	allRefused := 0
	for {
		t.mu.Lock()
		logins := []nkeys.KeyPair{t.keys[t.login]}
		if invite := publicKeyOfSeed(t.inv.Key); t.login != invite {
			// the join may not be stored yet; or this table has read it (through the
			// server's service) before the server's gate has, which lets the player's
			// own key in only then: the invitation logs in until it does
			logins = append(logins, t.keys[invite])
		}
		t.mu.Unlock()
		refused := 0
		for _, login := range logins {
			l, err := t.openLink(login)
			if errors.Is(err, nats.ErrAuthorization) {
				refused++
			}
			if err == nil {
				if !t.swap(l) {
					l.nc.Close() // closed meanwhile
				}
				if !l.nc.IsClosed() {
					return
				}
				break // closed before it was in place: its close went unheard
			}
		}
		if refused < len(logins) {
			allRefused = 0
		} else {
			allRefused++
		}
		if allRefused == 2 {
			t.sentAway() // every key the table has is refused, twice
		}
		select {
		case <-t.closed:
			return
		case <-time.After(wait):
		}
		wait = min(2*wait, pollEvery)
	}
}

// swap puts l in place of the table's link, subscribes there, and closes the old one. It
// reports false if the table closed meanwhile.
func (t *Table) swap(l *link) bool {
	if !t.lockOpen() {
		return false
	}
	old := t.link
	t.link, t.online = l, true
	hearing := t.hearing
	t.mu.Unlock()
	t.subscribe(l, hearing)
	if old != nil {
		old.nc.Close()
	}
	t.poke()
	t.notify()
	return true
}

// subscribe makes the link's subscriptions: the stream's wake-ups, and the other tables'
// heartbeats once the table sits at the game.
func (t *Table) subscribe(l *link, presence bool) {
	// an error: the link is closing; the reader polls, and the next link is woken
	_, _ = l.nc.Subscribe(feedSubject(t.id), func(*nats.Msg) { t.poke() })
	if presence {
		t.listenPresence(l)
	}
}

// poke wakes the reader.
func (t *Table) poke() {
	select {
	case t.wake <- struct{}{}:
	default:
	}
}

// readLoop reads the stream to its end whenever woken, at least every pollEvery, until
// the table closes. The table is live while its last read reached the end.
func (t *Table) readLoop() {
	wait := retryMin
	timer := time.NewTimer(pollEvery)
	defer timer.Stop()
	for {
		began := time.Now()
		err := t.catchUp()
		t.setLive(err == nil)
		next := pollEvery
		if err != nil {
			next, wait = wait, min(2*wait, pollEvery)
		} else {
			wait = retryMin
		}
		timer.Reset(next)
		select {
		case <-t.wake:
		case <-timer.C:
		case <-t.closed:
			return
		}
		if !timer.Stop() {
			select {
			case <-timer.C:
			default:
			}
		}
		if gap := readGap - time.Since(began); gap > 0 {
			timer.Reset(gap)
			select {
			case <-timer.C:
			case <-t.closed:
				return
			}
		}
	}
}

// catchUp reads what the stream holds after what the table has read.
func (t *Table) catchUp() error {
	t.mu.Lock()
	l, online, next := t.link, t.online, uint64(1)
	if t.ref != nil {
		next = t.ref.last + 1
	}
	t.mu.Unlock()
	if l != nil && l.nc.IsClosed() {
		go t.relink() // a close that went unheard
	}
	if l == nil || !online || !l.nc.IsConnected() {
		return errOffline
	}
	ctx, cancel := t.closingContext()
	defer cancel()
	t.mu.Lock()
	t.stopRead = cancel // a read whose connection is lost waits no longer (linkDown)
	t.mu.Unlock()
	defer func() {
		t.mu.Lock()
		t.stopRead = nil
		t.mu.Unlock()
	}()
	read := direct(l.nc, t.stream)
	if t.viaService() {
		read = func(ctx context.Context, seq uint64) ([]message, bool, error) {
			return serviceRead(ctx, l.nc, t.id, t.inv.Seat, seq)
		}
	}
	err := readAll(ctx, read, next, t.opts.Timeout, t.handleBatch)
	if errors.Is(err, errNoDirect) && !t.viaService() {
		return t.readSlowly(ctx, l, next)
	}
	return err
}

// readSlowly reads a stream that answers no direct get, one message a request: one made
// by an older Oddboards on a server the host does not run.
func (t *Table) readSlowly(ctx context.Context, l *link, seq uint64) error {
	rctx, cancel := context.WithTimeout(ctx, t.opts.Timeout)
	st, err := l.js.Stream(rctx, t.stream)
	cancel()
	if err != nil {
		return err
	}
	last := st.CachedInfo().State.LastSeq
	for ; seq <= last; seq++ {
		rctx, cancel := context.WithTimeout(ctx, t.opts.Timeout)
		raw, err := st.GetMsg(rctx, seq)
		cancel()
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			continue
		}
		if err != nil {
			return err
		}
		t.handleBatch([]message{{Seq: raw.Sequence, Subject: raw.Subject, Data: raw.Data, Sig: raw.Header.Get(sigHeader), Time: raw.Time}})
	}
	return nil
}

// closingContext is a context that ends when the table closes.
func (t *Table) closingContext() (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		select {
		case <-t.closed:
			cancel()
		case <-ctx.Done():
		}
	}()
	return ctx, cancel
}

// The notes a table's connection leaves as it comes and goes: they say what Connected
// says, with what it means for the player's moves.
const (
	LostTouch   = "Lost touch with the game server: reconnecting by itself. Moves made here wait until it is back."
	BackInTouch = "Back in touch with the game server: the game is up to date."
)

// setLive says whether the table follows its game now: connected, and read to the end.
func (t *Table) setLive(on bool) {
	t.mu.Lock()
	was := t.live
	t.live = on
	t.mu.Unlock()
	switch {
	case on && !was && t.everLive():
		t.note(BackInTouch)
	case !on && was:
		t.note(LostTouch)
	case on != was:
		t.notify()
	}
}

// everLive reports whether the table was live before (and marks it so): the first time
// it is no news.
func (t *Table) everLive() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	was := t.wasLive
	t.wasLive = true
	return was
}
