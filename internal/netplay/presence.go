package netplay

import (
	"strings"
	"time"

	"github.com/nats-io/nats.go"

	"oddboards/internal/ticker"
	"oddboards/rules"
)

// Presence is who is at the table now. It is not in the stream (a game read days later
// has no use for who was there): each table says "here" on a subject of its seat outside
// the stream every presenceEvery, at once when it sits down and when it hears a table it
// did not know, and "bye" when it leaves. A seat not heard for presenceLost is away.
// Heartbeats are not signed: on a server the host does not run, anyone may say a seat is
// there; presence only informs, it decides nothing.
const (
	presencePrefix = "oddbp."
	presenceEvery  = 5 * time.Second
	presenceLost   = 3 * presenceEvery
	sayHere        = "here"
	sayBye         = "bye"
)

// presenceSubject is where seat (Host, or a seat from 0) of game id says it is there.
func presenceSubject(id string, seat int) string {
	return presencePrefix + id + "." + seatToken(seat)
}

// startPresence says this table is here, and listens for the others.
func (t *Table) startPresence() {
	t.mu.Lock()
	t.seen = map[int]time.Time{}
	t.hearing = true // a new link listens too (swap)
	l := t.link
	t.mu.Unlock()
	t.listenPresence(l)
	if t.inv.Seat != Watch { // spectators only listen
		t.sayPresence(sayHere)
		go t.beat()
	}
}

// listenPresence hears the other tables on link l.
func (t *Table) listenPresence(l *link) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if l.presence != nil {
		return // startPresence and swap both saw this link
	}
	sub, err := l.nc.Subscribe(presencePrefix+t.id+".*", t.heard)
	if err != nil {
		return // the link is closing: the next one listens
	}
	l.presence = sub
}

// beat says "here" every presenceEvery until the table closes, and has the listeners
// look again at who is away.
func (t *Table) beat() {
	ticker.Every(presenceEvery, t.closed, func() {
		t.sayPresence(sayHere)
		t.notify()
	})
}

func (t *Table) sayPresence(what string) {
	if l := t.conn(); l != nil {
		_ = l.nc.Publish(presenceSubject(t.id, t.inv.Seat), []byte(what)) // offline: the status says so
	}
}

// heard takes another table's heartbeat (on the connection's goroutine).
func (t *Table) heard(m *nats.Msg) {
	tok, ok := strings.CutPrefix(m.Subject, presencePrefix+t.id+".")
	seat, valid := parseSeatToken(tok)
	if !ok || !valid || seat == Watch || seat == t.inv.Seat {
		return // not a player's, or this table's own
	}
	t.mu.Lock()
	at, known := t.seen[seat]
	away := !known || time.Since(at) >= presenceLost
	switch string(m.Data) {
	case sayHere:
		t.seen[seat] = time.Now()
	case sayBye:
		delete(t.seen, seat)
	default:
		t.mu.Unlock()
		return
	}
	t.mu.Unlock()
	if !known && string(m.Data) == sayHere && t.inv.Seat != Watch {
		t.sayPresence(sayHere) // a newcomer: tell it at once that this table is here too
	}
	if away || !known || string(m.Data) == sayBye {
		t.notify() // news; a seat heard again while present is none (a flood of them is none)
	}
}

// Present reports whether seat p is at the table now: a seat this table plays always;
// a remote seat while its player's table is heard; a seat at the host's machine (a person
// or the computer) while the host's table is heard.
func (t *Table) Present(p rules.Player) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	seat := int(p)
	if t.plays(seat) {
		return true
	}
	if seat < 0 || seat >= len(t.ref.seats) || !t.live {
		return false // a table out of touch hears no one: who is there is not known
	}
	if !t.ref.seats[seat].Remote {
		seat = Host
	}
	at, ok := t.seen[seat]
	return ok && time.Since(at) < presenceLost
}

// stopPresence says goodbye on link l, before the connection closes.
func (t *Table) stopPresence(l *link) {
	t.mu.Lock()
	sub, hearing := l.presence, t.hearing
	t.mu.Unlock()
	if sub != nil {
		_ = sub.Unsubscribe()
	}
	if hearing && t.inv.Seat != Watch && l.nc.IsConnected() {
		t.sayPresence(sayBye)
		_ = l.nc.FlushTimeout(time.Second)
	}
}
