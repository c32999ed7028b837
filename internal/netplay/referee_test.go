//go:build !js

package netplay

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/nats-io/nkeys"

	"oddboards/rules"
	"oddboards/rules/games"
)

// fixture is a game's stream made by hand, read by a referee: what every client does with
// the messages it reads, without a server.
type fixture struct {
	t     *testing.T
	id    string
	host  nkeys.KeyPair
	seats []nkeys.KeyPair
	r     *referee
}

func newFixture(t *testing.T, spec Spec) *fixture {
	t.Helper()
	host, err := keyFromSeed(newHostKey(t))
	if err != nil {
		t.Fatal(err)
	}
	id, err := newGameID()
	if err != nil {
		t.Fatal(err)
	}
	st, err := newStart(host, id, spec)
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, id: id, host: host}
	for i := range st.Seats {
		kp, err := deriveKey(host, "seat", id, i, 0)
		if err != nil {
			t.Fatal(err)
		}
		f.seats = append(f.seats, kp)
	}
	msg := f.signed(1, Host, &event{Kind: kindStart, Start: st}, host)
	if f.r, err = newReferee(id, msg); err != nil {
		t.Fatal(err)
	}
	return f
}

// signed is e written at seq by seat (on its subject), signed with key.
func (f *fixture) signed(seq uint64, seat int, e *event, key nkeys.KeyPair) message {
	f.t.Helper()
	e.V, e.Game, e.Seq, e.Seat = version, f.id, seq, seat
	data, err := e.encode()
	if err != nil {
		f.t.Fatal(err)
	}
	sig, err := sign(key, data)
	if err != nil {
		f.t.Fatal(err)
	}
	return message{Seq: seq, Subject: subject(f.id, seat), Data: data, Sig: sig}
}

// next is e written by seat with its key, on top of the stream.
func (f *fixture) next(seat int, e *event) message {
	key := f.host
	if seat >= 0 {
		key = f.seats[seat]
	}
	return f.signed(f.r.last+1, seat, e, key)
}

// take applies msg and fails unless it is accepted.
func (f *fixture) take(msg message) {
	f.t.Helper()
	if _, ref := f.r.apply(msg); ref != nil {
		f.t.Fatalf("refused: %v", ref)
	}
}

// move writes the seat to move's move mv.
func (f *fixture) move(mv rules.Move) message {
	p := f.r.match.Position()
	return f.next(int(p.ToMove()), &event{Kind: kindMove, Move: f.r.match.Game().FormatMove(p, mv)})
}

// Every game, every mode: a seeded random game written as events and read by a referee is
// the game played directly, move for move, to the same end: every sub-choice (facing,
// promotion, piece left behind, pothole, return) survives the notation on the way.
func TestEveryGameThroughEvents(t *testing.T) {
	for _, e := range games.All() {
		modes := []string{""}
		if ml, ok := e.Game.(rules.ModeLister); ok {
			modes = ml.Modes()
		}
		for _, mode := range modes {
			f := newFixture(t, Spec{Game: e.ID, Mode: mode})
			rng := rand.New(rand.NewPCG(1, uint64(len(mode))))
			p := f.r.match.Position()
			for n := 0; n < 1000 && !p.Outcome().Over(); n++ {
				mv := pickMove(p, rng)
				f.take(f.move(mv))
				p = p.Play(mv)
			}
			got := f.r.match.Position()
			if got.Outcome() != p.Outcome() || !p.Outcome().Over() {
				t.Errorf("%s %s: referee's outcome %v, direct play's %v", e.ID, mode, got.Outcome(), p.Outcome())
			}
			if len(f.r.plies) != len(f.r.match.History()) || len(f.r.refused) != 0 {
				t.Errorf("%s %s: %d ply notes for %d plies, refusals %v", e.ID, mode, len(f.r.plies), len(f.r.match.History()), f.r.refused)
			}
		}
	}
}

// pickMove is a seeded player that ends games: it mates when it can, and captures more
// often than not.
func pickMove(p rules.Position, rng *rand.Rand) rules.Move {
	ms := p.LegalMoves(nil)
	var caps []rules.Move
	for _, m := range ms {
		if o := p.Play(m).Outcome(); o.Result == rules.Win && o.Winner == p.ToMove() {
			return m
		}
		if m.Has(rules.Capture) {
			caps = append(caps, m)
		}
	}
	if len(caps) > 0 && rng.IntN(4) > 0 {
		return caps[rng.IntN(len(caps))]
	}
	return ms[rng.IntN(len(ms))]
}

// Every kind of bad message is refused with its reason and changes nothing else.
func TestRefereeRefuses(t *testing.T) {
	stranger, _ := nkeys.CreateUser()
	for _, c := range []struct {
		name string
		msg  func(f *fixture) message
		want string
	}{
		{"garbage", func(f *fixture) message {
			return message{Seq: f.r.last + 1, Subject: subject(f.id, 1), Data: []byte("\x00\xffnot json")}
		}, "not an event"},
		{"not json", func(f *fixture) message {
			return message{Seq: f.r.last + 1, Subject: subject(f.id, 1), Data: []byte("e2e4")}
		}, "not an event"},
		{"two events in one", func(f *fixture) message {
			m := f.next(1, &event{Kind: kindChat, Text: "hi"})
			m.Data = append(m.Data, m.Data...)
			return m
		}, "more after the event"},
		{"oversized", func(f *fixture) message {
			return f.next(1, &event{Kind: kindChat, Text: strings.Repeat("x", maxEvent)})
		}, "oversized"},
		{"another version", func(f *fixture) message {
			m := f.next(1, &event{Kind: kindChat, Text: "hi"})
			m.Data = []byte(strings.Replace(string(m.Data), `"v":1`, `"v":2`, 1))
			return m
		}, "version 2"},
		{"another game", func(f *fixture) message {
			m := f.next(1, &event{Kind: kindChat, Text: "hi"})
			m.Data = []byte(strings.Replace(string(m.Data), f.id, "aaaaaaaaaa", 1))
			m.Sig, _ = sign(f.seats[1], m.Data)
			return m
		}, "another game"},
		{"replayed", func(f *fixture) message {
			m := f.next(0, &event{Kind: kindChat, Text: "hi"})
			f.take(m)
			m.Seq = f.r.last + 1 // the same signed bytes, stored again
			return m
		}, "a replay"},
		{"on another seat's subject", func(f *fixture) message {
			m := f.next(1, &event{Kind: kindChat, Text: "hi"})
			m.Subject = subject(f.id, 0)
			return m
		}, "signed as 1 on 0's subject"},
		{"on no seat's subject", func(f *fixture) message {
			m := f.next(1, &event{Kind: kindChat, Text: "hi"})
			m.Subject = "oddb." + f.id + ".7"
			return m
		}, "subject of no seat"},
		{"forged", func(f *fixture) message {
			p := f.r.match.Position()
			mv := p.LegalMoves(nil)[0]
			return f.signed(f.r.last+1, 1, &event{Kind: kindMove, Move: f.r.match.Game().FormatMove(p, mv)}, stranger)
		}, "forged signature"},
		{"signed by the other seat", func(f *fixture) message {
			p := f.r.match.Position()
			mv := p.LegalMoves(nil)[0]
			return f.signed(f.r.last+1, 1, &event{Kind: kindMove, Move: f.r.match.Game().FormatMove(p, mv)}, f.seats[0])
		}, "forged signature"},
		{"unsigned", func(f *fixture) message {
			m := f.next(0, &event{Kind: kindChat, Text: "hi"})
			m.Sig = ""
			return m
		}, "unsigned"},
		{"out of turn", func(f *fixture) message {
			return f.next(0, &event{Kind: kindMove, Move: "b3"})
		}, "not White's turn"},
		{"illegal", func(f *fixture) message {
			return f.next(1, &event{Kind: kindMove, Move: "Qxj9"})
		}, "illegal move"},
		{"gibberish move", func(f *fixture) message {
			return f.next(1, &event{Kind: kindMove, Move: "\u202e\u0000zz"})
		}, "control characters"},
		{"the host moving", func(f *fixture) message {
			return f.next(Host, &event{Kind: kindMove, Move: "b2"})
		}, "the host moves only as a seat"},
		{"a second start", func(f *fixture) message {
			return f.next(Host, &event{Kind: kindStart, Start: &f.r.start})
		}, "one start"},
		{"unknown kind", func(f *fixture) message {
			return f.next(0, &event{Kind: "teleport"})
		}, "unknown kind"},
		{"long chat", func(f *fixture) message {
			return f.next(0, &event{Kind: kindChat, Text: strings.Repeat("é", maxChat+1)})
		}, "more than 280"},
		{"chat on two lines", func(f *fixture) message {
			return f.next(0, &event{Kind: kindChat, Text: "hi\nthere"})
		}, "control characters"},
		{"join without a key", func(f *fixture) message {
			return f.next(1, &event{Kind: kindJoin, Name: "Bob", Key: "UNOTAKEY"})
		}, "valid key"},
		{"a seat change by a seat", func(f *fixture) message {
			to := 0
			return f.next(1, &event{Kind: kindSeat, To: &to, Name: "Me"})
		}, "only the host"},
		{"a draw offer after the end", func(f *fixture) message {
			f.take(f.next(0, &event{Kind: kindResign}))
			return f.next(1, &event{Kind: kindDraw, Offer: true})
		}, "over"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFixture(t, Spec{Game: "chess-2016"})
			f.take(f.move(f.r.match.Position().LegalMoves(nil)[0]))
			msg := c.msg(f)
			before := f.r.snapshot()
			ev, ref := f.r.apply(msg)
			if ev != nil || ref == nil {
				t.Fatalf("taken: %+v", ev)
			}
			if !strings.Contains(ref.Reason, c.want) || ref.Seq != msg.Seq {
				t.Errorf("refusal %v, want %q", ref, c.want)
			}
			if strings.ContainsAny(ref.Reason, "\x00\n\u202e") || len(ref.Reason) > 300 {
				t.Errorf("refusal quotes control characters or too much: %q", ref.Reason)
			}
			after := f.r.snapshot()
			if after.Seq != msg.Seq || len(after.Refusals) != len(before.Refusals)+1 {
				t.Errorf("seq %d, refusals %d → %d", after.Seq, len(before.Refusals), len(after.Refusals))
			}
			after.Seq, after.Refusals = before.Seq, before.Refusals
			if !reflect.DeepEqual(before, after) {
				t.Errorf("a refused message changed the game:\n%+v\n%+v", before, after)
			}
		})
	}
}

// A message read again (a delivery repeated after a reconnection) is skipped, not refused.
func TestRefereeSkipsWhatItRead(t *testing.T) {
	f := newFixture(t, Spec{Game: "chess-2016"})
	m := f.move(f.r.match.Position().LegalMoves(nil)[0])
	f.take(m)
	if ev, ref := f.r.apply(m); ev != nil || ref != nil || len(f.r.match.History()) != 1 {
		t.Errorf("read again: %v %v, %d plies", ev, ref, len(f.r.match.History()))
	}
}

// Joining gives the seat the player's own key: the invitation's key signs no more, and
// a second join with it is refused.
func TestJoinTakesTheSeatsKey(t *testing.T) {
	f := newFixture(t, Spec{Game: "chess-2016", Remote: []bool{false, true}})
	dev, _ := nkeys.CreateUser()
	f.take(f.next(1, &event{Kind: kindJoin, Name: "Bob", Key: publicKey(dev)}))
	s := f.r.seats[1]
	if !s.Joined || s.Name != "Bob" || s.Key != publicKey(dev) || s.Invite != publicKey(f.seats[1]) {
		t.Fatalf("seat after joining: %+v", s)
	}
	_, ref := f.r.apply(f.next(1, &event{Kind: kindJoin, Name: "Eve", Key: publicKey(dev)}))
	if ref == nil || !strings.Contains(ref.Reason, "forged") {
		t.Errorf("a second join with the invitation: %v", ref)
	}
	f.take(f.move(f.r.match.Position().LegalMoves(nil)[0]))
	p := f.r.match.Position()
	f.take(f.signed(f.r.last+1, 1, &event{Kind: kindMove, Move: f.r.match.Game().FormatMove(p, p.LegalMoves(nil)[0])}, dev))
	if len(f.r.match.History()) != 2 {
		t.Errorf("Bob's move with his own key was not taken")
	}
	// the host gives the seat a new invitation: Bob's key signs no more
	to := 1
	next, _ := deriveKey(f.host, "seat", f.id, 1, 1)
	f.take(f.next(Host, &event{Kind: kindSeat, To: &to, Key: publicKey(next)}))
	_, ref = f.r.apply(f.signed(f.r.last+1, 1, &event{Kind: kindChat, Text: "still here"}, dev))
	if ref == nil || f.r.seats[1].Joined {
		t.Errorf("Bob wrote after the seat was given to another: %v", ref)
	}
}

// Draws: every seat still in the game offers; a decline clears the offers; a move clears
// them too. A resignation ends a two-player game.
func TestDrawsAndResignations(t *testing.T) {
	f := newFixture(t, Spec{Game: "chess-2016"})
	f.take(f.next(0, &event{Kind: kindDraw, Offer: true}))
	f.take(f.next(1, &event{Kind: kindDraw, Offer: false}))
	f.take(f.next(1, &event{Kind: kindDraw, Offer: true}))
	f.take(f.move(f.r.match.Position().LegalMoves(nil)[0]))
	f.take(f.next(0, &event{Kind: kindDraw, Offer: true}))
	if f.r.match.Outcome().Over() {
		t.Fatalf("drawn without both offers standing: %v", f.r.match.Outcome())
	}
	f.take(f.next(1, &event{Kind: kindDraw, Offer: true}))
	if o := f.r.match.Outcome(); o.Result != rules.Draw || !f.r.drawn {
		t.Fatalf("both offered: %v", o)
	}

	f = newFixture(t, Spec{Game: "chess-2016"})
	f.take(f.next(1, &event{Kind: kindResign}))
	if o := f.r.match.Outcome(); o.Result != rules.Win || o.Winner != 0 || f.r.resigned != 1 {
		t.Fatalf("Black resigned: %v", o)
	}

	// four players: a resignation is a ply, and the game goes on; the draw needs the
	// three left
	f = newFixture(t, Spec{Game: "pothole-chess"})
	f.take(f.next(2, &event{Kind: kindResign}))
	if len(f.r.plies) != 1 || f.r.match.Outcome().Over() || !f.r.match.Position().Out(2) {
		t.Fatalf("Pothole resignation: %d plies, %v", len(f.r.plies), f.r.match.Outcome())
	}
	for _, seat := range []int{0, 1, 3} {
		f.take(f.next(seat, &event{Kind: kindDraw, Offer: true}))
	}
	if o := f.r.match.Outcome(); o.Result != rules.Draw {
		t.Errorf("three offers of three left: %v", o)
	}
}

// A first message that is not the host's signed start makes the stream no game.
func TestStartMustBeTheHosts(t *testing.T) {
	f := newFixture(t, Spec{Game: "chess-2016"})
	good := f.signed(1, Host, &event{Kind: kindStart, Start: &f.r.start}, f.host)
	stranger, _ := nkeys.CreateUser()
	for _, c := range []struct {
		name string
		msg  message
	}{
		{"a chat first", f.signed(1, Host, &event{Kind: kindChat, Text: "hi"}, f.host)},
		{"signed by another", f.signed(1, Host, &event{Kind: kindStart, Start: &f.r.start}, stranger)},
		{"on a seat's subject", func() message { m := good; m.Subject = subject(f.id, 0); return m }()},
		{"at #2", func() message { m := good; m.Seq = 2; return m }()},
		{"garbage", message{Seq: 1, Subject: subject(f.id, Host), Data: []byte("{")}},
		{"a game not in the catalogue", func() message {
			st := f.r.start
			st.Game = "go"
			return f.signed(1, Host, &event{Kind: kindStart, Start: &st}, f.host)
		}()},
		{"too few seats", func() message {
			st := f.r.start
			st.Seats = st.Seats[:1]
			return f.signed(1, Host, &event{Kind: kindStart, Start: &st}, f.host)
		}()},
	} {
		if _, err := newReferee(f.id, c.msg); err == nil || !strings.Contains(err.Error(), "not an Oddboards game") {
			t.Errorf("%s: %v", c.name, err)
		}
	}
	if _, err := newReferee(f.id, good); err != nil {
		t.Errorf("the good start: %v", err)
	}
}

// Moves are taken back once every seat asks for the same number of plies; a decline, a
// different number or a move in between does not.
func TestTakeBackByAgreement(t *testing.T) {
	f := newFixture(t, Spec{Game: "chess-2016"})
	for i := 0; i < 4; i++ {
		f.take(f.move(f.r.match.Position().LegalMoves(nil)[0]))
	}
	keep := func(n int) *int { return &n }
	f.take(f.next(1, &event{Kind: kindUndo, Offer: true, Keep: keep(2)}))
	f.take(f.next(0, &event{Kind: kindUndo, Offer: false}))
	f.take(f.next(0, &event{Kind: kindUndo, Offer: true, Keep: keep(2)}))
	f.take(f.next(1, &event{Kind: kindUndo, Offer: true, Keep: keep(3)}))
	if len(f.r.match.History()) != 4 {
		t.Fatalf("taken back without agreement: %d plies", len(f.r.match.History()))
	}
	f.take(f.next(1, &event{Kind: kindUndo, Offer: true, Keep: keep(2)}))
	if len(f.r.match.History()) != 2 || len(f.r.plies) != 2 || f.r.seats[0].Undo != -1 {
		t.Fatalf("after agreeing: %d plies, %d notes, seats %+v", len(f.r.match.History()), len(f.r.plies), f.r.seats)
	}
	for _, bad := range []*int{nil, keep(-1), keep(2), keep(7)} {
		if _, ref := f.r.apply(f.next(0, &event{Kind: kindUndo, Offer: true, Keep: bad})); ref == nil {
			t.Errorf("a request to keep %v plies of 2 was taken", keepText(bad))
		}
	}
	// a resignation is taken back like a move, keeping every ply
	f.take(f.next(0, &event{Kind: kindResign}))
	f.take(f.next(0, &event{Kind: kindUndo, Offer: true, Keep: keep(2)}))
	f.take(f.next(1, &event{Kind: kindUndo, Offer: true, Keep: keep(2)}))
	if o := f.r.match.Outcome(); o.Over() || f.r.resigned != -1 || len(f.r.plies) != 2 {
		t.Errorf("after taking the resignation back: %v", o)
	}
}

// A join or seat change may bring only a key the game has not had: a seat cannot take
// another's (and with it, on the hosted server, its login).
func TestNoSeatTakesAnothersKey(t *testing.T) {
	f := newFixture(t, Spec{Game: "pothole-chess", Remote: []bool{false, true, true, false}})
	bea, _ := nkeys.CreateUser()
	f.take(f.next(1, &event{Kind: kindJoin, Name: "Bea", Key: publicKey(bea)}))
	for _, key := range []string{publicKey(bea), publicKey(f.seats[3]), publicKey(f.host), f.r.start.Watch} {
		if _, ref := f.r.apply(f.next(2, &event{Kind: kindJoin, Name: "Mal", Key: key})); ref == nil || !strings.Contains(ref.Reason, "a key the game has already") {
			t.Errorf("a join with a key of the game's: %v", ref)
		}
	}
	to := 2
	if _, ref := f.r.apply(f.next(Host, &event{Kind: kindSeat, To: &to, Key: publicKey(bea)})); ref == nil {
		t.Error("the host gave seat 2 Bea's key")
	}
	if f.r.seats[2].Joined || f.r.seats[1].Key != publicKey(bea) {
		t.Errorf("seats %+v", f.r.seats)
	}
}
