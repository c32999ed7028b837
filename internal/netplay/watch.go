//go:build !js

package netplay

import (
	"context"
	"sort"
	"strings"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// The hosted server reads its games itself, as any table does: it learns every join and
// seat change from the streams the moment they are stored (with or without the host's
// table open), lets in the keys they give, and sends away the connections of the keys
// they replace (a used invitation, a seat given to someone else). Its warden sends away a
// connection that floods the server, and bars its key for a while.

// readGame reads game id's messages that the server has not read yet, and lets in the
// keys they give.
func (s *Server) readGame(ctx context.Context, id string) {
	s.reading.Lock() // one reading at a time: the keys are let in in the stream's order
	defer s.reading.Unlock()
	s.mu.Lock()
	r := s.games[id]
	s.mu.Unlock()
	next := uint64(1)
	if r != nil {
		next = r.last + 1
	}
	var msgs []message
	err := readAll(ctx, direct(s.watch, streamName(id)), next, defaultTimeout, func(b []message) { msgs = append(msgs, b...) })
	if err != nil && len(msgs) == 0 {
		s.mu.Lock()
		s.dirty[id] = true // read again at the next sweep
		s.mu.Unlock()
		return
	}
	s.mu.Lock() // Games reads the referees
	seats := keysOf(r)
	for _, m := range msgs {
		if r == nil {
			if r, err = newReferee(id, m); err != nil {
				break // a stream that is no game lets no one in
			}
			r.lastTime = m.Time
			continue
		}
		r.apply(m)
		r.lastTime = m.Time
	}
	var keys map[string]int
	if r != nil {
		s.games[id] = r
		if seats != keysOf(r) {
			keys = admits(r)
		}
	}
	s.mu.Unlock()
	if keys != nil {
		s.admit(id, keys)
	}
}

// keysOf sums up who may log in to a game, to see whether it changed.
func keysOf(r *referee) string {
	if r == nil {
		return ""
	}
	var b strings.Builder
	for _, st := range r.seats {
		b.WriteString(st.Key)
		if st.Remote {
			b.WriteString("+")
		}
		b.WriteString(";")
	}
	return b.String()
}

func (s *Server) markDirty(id string) {
	s.mu.Lock()
	s.dirty[id] = true
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// sweepEvery is how often the server reads every game again, in case it missed a
// wake-up.
const sweepEvery = 5 * time.Second

// watchGames reads the games whose streams grew, until the server closes.
func (s *Server) watchGames() {
	defer s.stopped.Done()
	sub, err := s.watch.Subscribe(feedPrefix+"*.>", func(m *nats.Msg) {
		if id, _, ok := strings.Cut(strings.TrimPrefix(m.Subject, feedPrefix), "."); ok && validGameID(id) {
			s.markDirty(id)
		}
	})
	if err == nil {
		defer func() { _ = sub.Unsubscribe() }()
	}
	sweep := time.NewTicker(sweepEvery)
	defer sweep.Stop()
	s.sweep() // what was stored while the server read its games
	for {
		select {
		case <-s.done:
			return
		case <-sweep.C:
			s.sweep()
		case <-s.wake:
		}
		s.mu.Lock()
		ids := make([]string, 0, len(s.dirty))
		for id := range s.dirty {
			ids = append(ids, id)
		}
		clear(s.dirty)
		s.mu.Unlock()
		for _, id := range ids {
			ctx, cancel := context.WithTimeout(context.Background(), loadTime)
			s.readGame(ctx, id)
			cancel()
		}
	}
}

// sweep marks every game dirty: new ones (made by the host's table) too.
func (s *Server) sweep() {
	ctx, cancel := context.WithTimeout(context.Background(), defaultTimeout)
	defer cancel()
	js, err := jetstream.New(s.watch)
	if err != nil {
		return
	}
	ids, err := gameIDs(ctx, js)
	if err != nil {
		return
	}
	s.mu.Lock()
	for _, id := range ids {
		s.dirty[id] = true
	}
	s.mu.Unlock()
}

// sendAway closes the connections logged in with keys.
func (s *Server) sendAway(keys []string) {
	gone := map[string]bool{}
	for _, k := range keys {
		gone[k] = true
	}
	for _, c := range s.clients() {
		if gone[c.AuthorizedUser] {
			_ = s.ns.DisconnectClientByID(c.Cid)
		}
	}
}

// clients are the server's client connections now.
func (s *Server) clients() []*server.ConnInfo {
	cz, err := s.ns.Connz(&server.ConnzOptions{Username: true, Limit: 1 << 20})
	if err != nil {
		return nil
	}
	return cz.Conns
}

// Flood control: a connection that sends more than the server's flood rate a second
// (ServerConfig.FloodRate) is sent away, and its key barred for floodBar.
const (
	wardenEvery = time.Second
	floodBar    = 30 * time.Second
)

// warden sends away the connections that flood the server, until it closes.
func (s *Server) warden() {
	defer s.stopped.Done()
	seen := map[uint64]int64{} // connection → messages it had sent at the last look
	tick := time.NewTicker(wardenEvery)
	defer tick.Stop()
	last := time.Now()
	for {
		select {
		case <-s.done:
			return
		case <-tick.C:
		}
		// the time since the last look, as it was: on a busy machine a look comes late
		// (ticks are dropped), and a second's quota over a longer time would bar a table
		// that sends at an honest rate
		clients := s.clients()
		look := time.Now()
		since := max(look.Sub(last), wardenEvery)
		last = look
		now := map[uint64]int64{}
		for _, c := range clients {
			if c.AuthorizedUser == "" || c.AuthorizedUser == s.hostPub {
				continue
			}
			now[c.Cid] = c.InMsgs
			sent, over := c.InMsgs-seen[c.Cid], since
			if _, ok := seen[c.Cid]; !ok { // new since the last look: since it came
				over = max(time.Since(c.Start), time.Second)
			}
			if float64(sent) > float64(s.flood)*over.Seconds() {
				s.bar(c.AuthorizedUser, c.IP)
				_ = s.ns.DisconnectClientByID(c.Cid)
			}
		}
		seen = now
	}
}

// bar keeps key out for floodBar, from the address ip: the spectators share a key.
func (s *Server) bar(key, ip string) {
	s.gate.mu.Lock()
	defer s.gate.mu.Unlock()
	s.gate.banned[barred(key, ip)] = time.Now().Add(floodBar)
}

func barred(key, ip string) string { return key + "@" + ip }

// Connections lists who is connected to game id now, in seat order: the players and
// spectators, not the host's own connections. The host removes a seat's access by giving
// it to someone else (Table.Reinvite), which sends its connections away.
func (s *Server) Connections(id string) []Connection {
	s.mu.Lock()
	r := s.games[id]
	var names []string
	if r != nil {
		for _, st := range r.seats {
			names = append(names, st.Name)
		}
	}
	s.mu.Unlock()
	var out []Connection
	for _, c := range s.clients() {
		a, ok := s.gate.seatOf(c.AuthorizedUser)
		if !ok || a.game != id {
			continue
		}
		conn := Connection{Seat: a.seat, Addr: c.IP, Since: c.Start}
		if a.seat >= 0 && a.seat < len(names) {
			conn.Name = names[a.seat]
		} else {
			conn.Name = "a spectator"
		}
		out = append(out, conn)
	}
	sort.SliceStable(out, func(i, j int) bool { return uint(out[i].Seat) < uint(out[j].Seat) })
	return out
}
