//go:build !js

package netplay

import (
	"strings"
	"testing"
	"time"

	"oddboards/rules"
)

// at is msg as the server stored it at time at: the referee's only clock.
func at(msg message, when time.Time) message {
	msg.Time = when
	return msg
}

// claim is seat's (or the host's) claim that seat to ran out of time.
func (f *fixture) claim(seat, to int) message {
	return f.next(seat, &event{Kind: kindFlag, To: &to})
}

// refused applies msg and fails unless it is refused for a reason containing why.
func (f *fixture) refused(msg message, why string) {
	f.t.Helper()
	if _, ref := f.r.apply(msg); ref == nil || !strings.Contains(ref.Reason, why) {
		f.t.Fatalf("#%d: want refused for %q, got %v", msg.Seq, why, ref)
	}
}

// timedFixture is a game started at t0 with the time control tc.
func timedFixture(t *testing.T, game, tc string, t0 time.Time) *fixture {
	f := newFixture(t, Spec{Game: game, Time: tc})
	f.r.started = t0 // the start as the server stored it (newFixture's has no time)
	return f
}

// A flag claim is taken only when the server's times prove the seat to move out of time:
// the time it had after its last move (or the base), less what has passed since the last
// ply was stored, after a turn's delay. Too early, for a seat not to move, or in a game
// without clocks, it is refused; a move stored after the time ran out is refused too.
func TestFlagFallByTheServersClock(t *testing.T) {
	t0 := time.Date(2026, 11, 27, 3, 0, 0, 0, time.UTC)
	s := func(n float64) time.Time { return t0.Add(time.Duration(n * float64(time.Second))) }

	f := timedFixture(t, "chess-2016", "1+2", t0)
	f.refused(at(f.claim(1, 0), s(59.999)), "too early: White has 1ms left")
	f.refused(at(f.claim(0, 1), s(61)), "Black's clock is not running")
	f.refused(at(f.claim(0, 5), s(61)), "no seat")
	p := f.r.match.Position()
	white := f.next(0, &event{Kind: kindMove, Move: f.r.match.Game().FormatMove(p, p.LegalMoves(nil)[0]), Left: 52_000})
	f.take(at(white, s(10))) // White's 60 s less 10, and the increment
	if c, _ := f.r.clocks(s(30)); c.Running != 1 || c.Left[0] != 52*time.Second || c.Left[1] != 40*time.Second {
		t.Fatalf("clocks 20 s after White's move: %+v", c)
	}
	f.refused(at(f.claim(Host, 1), s(69.9)), "too early: Black has 100ms left")
	late := f.move(f.r.match.Position().LegalMoves(nil)[0])
	f.refused(at(late, s(70.001)), "too late: Black's time ran out 1ms before")
	f.take(at(f.claim(Host, 1), s(70))) // by the host: no seat of its own loses
	o := f.r.match.Outcome()
	if o.Result != rules.Win || o.Winner != 0 || o.Reason != "Black"+rules.LostOnTime || f.r.flagged != 1 {
		t.Fatalf("Black's flag fell: %+v, flagged %d", o, f.r.flagged)
	}
	if c, _ := f.r.clocks(s(80)); c.Running != -1 || c.Left[1] != 0 || c.Left[0] != 52*time.Second {
		t.Errorf("clocks after the flag fall: %+v", c)
	}
	f.refused(at(f.claim(0, 1), s(71)), rules.ErrOver.Error())

	// a delay waits before the clock runs: 60 s and 5 s of delay last 65 s
	f = timedFixture(t, "chess-2016", "1d5", t0)
	f.refused(at(f.claim(1, 0), s(64.5)), "too early: White has 500ms left")
	f.take(at(f.claim(1, 0), s(65)))
	if o := f.r.match.Outcome(); o.Winner != 1 {
		t.Errorf("White's flag fell after the delay: %+v", o)
	}

	// no clocks, nothing to claim
	f = newFixture(t, Spec{Game: "chess-2016"})
	f.refused(at(f.claim(1, 0), s(3600)), "no clocks")

	// moves taken back by agreement: the clock of the seat to move starts again then
	f = timedFixture(t, "chess-2016", "1", t0)
	f.take(at(f.move(f.r.match.Position().LegalMoves(nil)[0]), s(10)))
	f.take(at(f.move(f.r.match.Position().LegalMoves(nil)[0]), s(20)))
	keep := 1
	f.take(at(f.next(0, &event{Kind: kindUndo, Offer: true, Keep: &keep}), s(90)))
	f.take(at(f.next(1, &event{Kind: kindUndo, Offer: true, Keep: &keep}), s(100)))
	f.refused(at(f.claim(0, 1), s(159)), "too early: Black has 1s left")
	f.take(at(f.claim(0, 1), s(160)))

	// four seats: the seat is out of the game, as a local flag fall takes it out, and
	// the next seat's clock runs from the claim
	f = timedFixture(t, "pothole-chess", "1", t0)
	f.take(at(f.claim(2, 0), s(61)))
	h := f.r.match.History()
	if len(h) != 1 || h[0].Text != rules.OnTimeText || !f.r.match.Position().Out(0) || f.r.match.Outcome().Over() || len(f.r.plies) != 1 {
		t.Fatalf("four seats, the first out on time: %v, %v", h, f.r.match.Outcome())
	}
	if c, _ := f.r.clocks(s(91)); c.Running != 1 || c.Left[1] != 30*time.Second || c.Left[0] != 0 {
		t.Errorf("clocks 30 s after the flag fall: %+v", c)
	}
}

// A flag fall over the network: a player claims the flag of the seat to move until the
// server's time of a claim shows it out of time; every table's shared match then ends
// the game (two seats) or takes the seat out (four), as a local flag fall does. The time
// control is tiny (0.24 s, no increment) because only real time moves the server's
// timestamps; the test waits on each claim's answer from the stream, never on a sleep.
func TestFlagFallOverTheNetwork(t *testing.T) {
	ctx := testContext(t)
	srv := startServer(t, "", newHostKey(t), 0)
	for _, c := range []struct {
		game  string
		seats int
	}{{"chess-2016", 2}, {"pothole-chess", 4}} {
		tbs := tables(t, ctx, srv, Spec{Game: c.game, Time: "0.004", Remote: remoteAll(c.seats)}, Options{})
		claimant := tbs[len(tbs)-1]
		early := 0
		for {
			err := claimant.ClaimFlag(ctx, 0)
			if err == nil {
				break
			}
			if !strings.Contains(err.Error(), "too early") {
				t.Fatalf("%s: the claim: %v", c.game, err)
			}
			early++
		}
		t.Logf("%s: %d claims too early", c.game, early)
		for _, tb := range tbs {
			// waits on the shared match itself: the referee takes the claim a moment
			// before the shared match hears of it, and on a busy machine the test read
			// the shared match in between
			m := tb.Match()
			fell := func() bool {
				if c.seats == 2 {
					return m.Outcome().Over()
				}
				return m.Position().Out(0)
			}
			waitUntil(t, ctx, tb, fell, func() string { return c.game + ": the flag never fell" })
			switch o := m.Outcome(); {
			case c.seats == 2 && (o.Winner != 1 || !strings.HasSuffix(o.Reason, rules.LostOnTime)):
				t.Errorf("%s at %s: %+v", c.game, seatToken(tb.Seat()), o)
			case c.seats > 2 && (o.Over() || !m.Position().Out(0) || m.History()[0].Text != rules.OnTimeText):
				t.Errorf("%s at %s: %+v, %v", c.game, seatToken(tb.Seat()), o, m.History())
			}
			if refused := tb.Snapshot().Refusals; len(refused) != min(early, maxRefusals) { // the latest kept
				t.Errorf("%s at %s: %d claims too early, %d refusals", c.game, seatToken(tb.Seat()), early, len(refused))
			}
		}
		// a second claim for the same fall is overtaken: not sent, no error
		if err := tbs[0].ClaimFlag(ctx, 0); err != nil {
			t.Errorf("%s: a claim overtaken: %v", c.game, err)
		}
	}
}
