package netplay

import (
	"time"

	"oddboards/rules"
)

// Clocks are a game's clocks as its stream has them: each seat's time left after its
// last move, as the mover's table wrote it, and the clock of the seat to move running
// down from when the last move was stored, by the server's time (after the delay, on a
// turn's first move, as at one desk). The referee enforces them by the same reckoning:
// a flag event is taken only when the server's time of the claim shows the seat to move
// out of time, and a move stored after that is refused. Each table shows them by its own
// clock, which may differ from the server's by as much as the machines' clocks do.
type Clocks struct {
	Control rules.TimeControl
	Left    []time.Duration // per seat, at the moment asked
	Running int             // the seat whose clock runs, or -1 when the game is over
}

// Clocks are the game's clocks at now; ok is false for a game without them.
func (t *Table) Clocks(now time.Time) (c Clocks, ok bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.ref.clocks(now)
}

// clocks are the game's clocks at now as the stream has them so far.
func (r *referee) clocks(now time.Time) (Clocks, bool) {
	tc, err := rules.ParseTimeControl(r.start.Time)
	if err != nil || !tc.On() {
		return Clocks{}, false
	}
	c := Clocks{Control: tc, Left: make([]time.Duration, len(r.seats)), Running: -1}
	for i := range c.Left {
		c.Left[i] = tc.Base
	}
	since := r.started
	h := r.match.History()
	for i, p := range h {
		if i >= len(r.plies) {
			break
		}
		switch {
		case p.Text == rules.OnTimeText:
			c.Left[p.Player] = 0
		case r.plies[i].Left > 0:
			c.Left[p.Player] = r.plies[i].Left
		}
		// a resignation of a seat not to move stops no clock, as at one desk
		if !p.Move.Has(rules.Resign) || r.match.PositionAt(i).ToMove() == p.Player {
			since = r.plies[i].Time
		}
	}
	if r.resumed.After(since) { // moves taken back: the clock starts again, as at one desk
		since = r.resumed
	}
	if r.flagged >= 0 && r.flagged < len(c.Left) {
		c.Left[r.flagged] = 0
	}
	if !r.match.Outcome().Over() {
		pos := r.match.Position()
		c.Running = int(pos.ToMove())
		if d := now.Sub(since); d > 0 && !since.IsZero() {
			if n := len(h); n == 0 || h[n-1].Player != pos.ToMove() {
				d = max(0, d-tc.Delay) // a turn's first move waits out the delay first
			}
			c.Left[c.Running] -= d
		}
	}
	return c, true
}

// leftAfter is the mover's time left after ply, played here at ply.at, for the stream
// (t.mu held): its clock as the stream has it then, with the increment when the ply
// ends the turn; 0 (none) in a game without clocks. At least a millisecond: 0 says none.
func (t *Table) leftAfter(ply pendingPly) time.Duration {
	c, ok := t.ref.clocks(ply.at)
	if !ok || int(ply.Player) >= len(c.Left) {
		return 0
	}
	left := c.Left[ply.Player]
	pos := t.ref.match.Position()
	if pos.ToMove() == ply.Player && rules.IsLegal(pos, ply.Move) && pos.Play(ply.Move).ToMove() != ply.Player {
		left += c.Control.Increment
	}
	return max(left, time.Millisecond)
}
