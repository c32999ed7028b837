//go:build !js

package netplay

import (
	"testing"
	"time"
)

// The clocks as the stream has them: a move played on the shared match carries its
// mover's time left (with the increment), and every table reads the same clocks, the
// seat to move's running from when the last move was stored.
func TestClocksFollowTheStream(t *testing.T) {
	ctx := testContext(t)
	srv := startServer(t, "", newHostKey(t), 0)
	t0 := time.Now()
	// the move is played on the shared match, so on the goroutine its changes run on, as
	// a window would: played from another, it raced the table's syncs
	ui := newUIQueue(t)
	tbs := tables(t, ctx, srv, Spec{Game: "chess-2016", Setup: 37, Time: "5+3", Remote: remoteAll(2)}, Options{Do: ui.Do})
	host, guest := tbs[0], tbs[1]
	base, inc := 5*time.Minute, 3*time.Second

	var err error
	ui.run(t, ctx, func() {
		m := host.Match()
		err = m.Play(m.Position().LegalMoves(nil)[0])
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, tb := range tbs { // the host reads its own move back from the stream too
		waitUntil(t, ctx, tb, func() bool { return len(tb.Snapshot().Plies) == 1 }, func() string { return "the move never came" })
	}
	elapsed := time.Since(t0)
	snap := guest.Snapshot()
	left := snap.Plies[0].Left
	if left > base+inc || left < base+inc-elapsed-time.Millisecond {
		t.Fatalf("White's time left after its move is %v: not within %v of %v", left, elapsed, base+inc)
	}
	moved := snap.Plies[0].Time
	for _, tb := range tbs {
		c, ok := tb.Clocks(moved.Add(7 * time.Second))
		if !ok || c.Running != 1 || c.Left[0] != left || c.Left[1] != base-7*time.Second || c.Control.Increment != inc {
			t.Errorf("%s's clocks 7 s after the move: %+v, %v", seatToken(tb.Seat()), c, ok)
		}
		// a moment before the move was stored (another machine's clock): nothing ran yet
		if c, _ := tb.Clocks(moved.Add(-time.Second)); c.Left[1] != base {
			t.Errorf("%s's clocks before the move: %+v", seatToken(tb.Seat()), c)
		}
	}

	untimed := tables(t, ctx, srv, Spec{Game: "chess-2016", Remote: remoteAll(2)}, Options{})
	if c, ok := untimed[1].Clocks(time.Now()); ok {
		t.Errorf("a game without a time control has clocks: %+v", c)
	}
}
