package netplay

import (
	"time"

	"oddboards/rules"
)

// Clocks are a game's clocks as its stream has them: each seat's time left after its
// last move, as the mover's table wrote it, and the clock of the seat to move running
// down from when the last move was stored, by the server's time. They are shown, not
// enforced: a flag fall is no event of the stream, and each table's own clock may differ
// from the server's by as much as the machines' clocks do.
type Clocks struct {
	Control rules.TimeControl
	Left    []time.Duration // per seat, at the moment asked
	Running int             // the seat whose clock runs, or -1 when the game is over
}

// Clocks are the game's clocks at now; ok is false for a game without them.
func (t *Table) Clocks(now time.Time) (c Clocks, ok bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.clocksLocked(now)
}

func (t *Table) clocksLocked(now time.Time) (Clocks, bool) {
	r := t.ref
	tc, err := rules.ParseTimeControl(r.start.Time)
	if err != nil || !tc.On() {
		return Clocks{}, false
	}
	c := Clocks{Control: tc, Left: make([]time.Duration, len(r.seats)), Running: -1}
	for i := range c.Left {
		c.Left[i] = tc.Base
	}
	since := r.started
	for i, p := range r.match.History() {
		if i < len(r.plies) {
			if r.plies[i].Left > 0 {
				c.Left[p.Player] = r.plies[i].Left
			}
			since = r.plies[i].Time
		}
	}
	if !r.match.Outcome().Over() {
		c.Running = int(r.match.Position().ToMove())
		if d := now.Sub(since); d > 0 && !since.IsZero() {
			c.Left[c.Running] -= d
		}
	}
	return c, true
}

// leftAfter is the mover's time left after ply, played here at ply.at, for the stream
// (t.mu held): its clock as the stream has it then, with the increment when the ply
// ends the turn; 0 (none) in a game without clocks. At least a millisecond: 0 says none.
func (t *Table) leftAfter(ply pendingPly) time.Duration {
	c, ok := t.clocksLocked(ply.at)
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
