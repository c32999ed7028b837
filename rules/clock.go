package rules

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// TimeControl is a game's clocks: each seat starts with Base, and gains Increment after
// each of its turns, or (Delay) its clock waits that long at the start of each turn
// before it runs. A turn is all of a seat's plies in a row (Pothole Chess's two moves).
// The zero TimeControl is a game without clocks.
type TimeControl struct {
	Base, Increment, Delay time.Duration
}

// On reports whether the game has clocks.
func (tc TimeControl) On() bool { return tc.Base > 0 }

// String writes the time control as ParseTimeControl reads it: minutes and seconds as
// "5+3" (5 minutes, 3 seconds a turn), "5d3" for a delay, "5" for neither; "" for none.
func (tc TimeControl) String() string {
	if !tc.On() {
		return ""
	}
	s := trimFloat(tc.Base.Minutes())
	switch {
	case tc.Increment > 0:
		s += "+" + trimFloat(tc.Increment.Seconds())
	case tc.Delay > 0:
		s += "d" + trimFloat(tc.Delay.Seconds())
	}
	return s
}

func trimFloat(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// ParseTimeControl reads "M", "M+S" or "MdS": M minutes for each seat, plus S seconds a
// turn as an increment (+) or a delay (d). "" and "none" are no clocks.
func ParseTimeControl(s string) (TimeControl, error) {
	s = strings.TrimSpace(s)
	if s == "" || s == "none" {
		return TimeControl{}, nil
	}
	bad := fmt.Errorf("time control %s: write minutes, then +seconds for an increment or d seconds for a delay (5+3, 10, 3d2)", QuoteInput(s))
	base, extra, sep := s, "", byte(0)
	if i := strings.IndexAny(s, "+d"); i >= 0 {
		base, extra, sep = s[:i], s[i+1:], s[i]
	}
	minutes, err := strconv.ParseFloat(base, 64)
	if err != nil || !(minutes > 0 && minutes <= 600) {
		return TimeControl{}, bad
	}
	tc := TimeControl{Base: time.Duration(minutes * float64(time.Minute))}
	if sep != 0 {
		secs, err := strconv.ParseFloat(extra, 64)
		if err != nil || !(secs >= 0 && secs <= 600) {
			return TimeControl{}, bad
		}
		d := time.Duration(secs * float64(time.Second))
		if sep == '+' {
			tc.Increment = d
		} else {
			tc.Delay = d
		}
	}
	return tc, nil
}

// clockState is a match's clocks (nil: none). Each ply records its player's time left
// after it (Ply.Left), so undo and redo give back the clocks of their position; only
// the ply being thought about is timed here.
type clockState struct {
	tc      TimeControl
	now     func() time.Time
	start   time.Time     // when the current ply's clock last started (zero while paused)
	used    time.Duration // the current ply's time before start (before a pause)
	flagged bool          // the ending is a flag fall (undoing it takes back a move too)
}

// SetTimeControl gives the match clocks, now being where time comes from (nil:
// time.Now). It starts the clock of the seat to move; a match that is replayed keeps the
// times its plies record (RestoreClocks).
func (m *Match) SetTimeControl(tc TimeControl, now func() time.Time) {
	if now == nil {
		now = time.Now
	}
	m.mu.Lock()
	if tc.On() {
		m.clock = &clockState{tc: tc, now: now, start: now()}
	} else {
		m.clock = nil
	}
	m.mu.Unlock()
	m.notify()
}

// TimeControl is the match's time control (the zero one when it has no clocks).
func (m *Match) TimeControl() TimeControl {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.clock == nil {
		return TimeControl{}
	}
	return m.clock.tc
}

// lastLeftLocked is p's time left after its last ply, or the base time.
func (m *Match) lastLeftLocked(p Player) time.Duration {
	for i := len(m.plies) - 1; i >= 0; i-- {
		if m.plies[i].Player == p {
			return m.plies[i].Left
		}
	}
	return m.clock.tc.Base
}

// firstOfTurnLocked reports whether the ply to be played begins its seat's turn.
func (m *Match) firstOfTurnLocked() bool {
	n := len(m.plies)
	return n == 0 || m.plies[n-1].Player != m.positions[n].ToMove()
}

// spentLocked is the current ply's time so far, less the delay a turn's first ply has.
func (m *Match) spentLocked() time.Duration {
	c := m.clock
	used := c.used
	if !c.start.IsZero() {
		used += c.now().Sub(c.start)
	}
	if m.firstOfTurnLocked() {
		used -= c.tc.Delay
	}
	return max(0, used)
}

// Clocks is each seat's time left now (nil without clocks): the seat to move's clock is
// running unless the clocks are paused or the game is over.
func (m *Match) Clocks() []time.Duration {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.clock == nil {
		return nil
	}
	out := make([]time.Duration, len(m.names))
	for i := range out {
		out[i] = m.lastLeftLocked(Player(i))
	}
	p := m.positions[len(m.positions)-1].ToMove()
	switch {
	case !m.outcomeLocked().Over():
		out[p] -= m.spentLocked()
	case m.clock.flagged:
		out[p] = 0 // the seat whose flag fell: its last ply's time is not what it had left
	}
	return out
}

// timePlyLocked sets the time left of a ply about to be pushed for the seat to move, and
// restarts the clock for the next ply.
func (m *Match) timePlyLocked(ply *Ply, after Position) {
	c := m.clock
	if c == nil {
		return
	}
	ply.Left = m.lastLeftLocked(ply.Player) - m.spentLocked()
	if after.ToMove() != ply.Player || after.Outcome().Over() {
		ply.Left += c.tc.Increment // the turn is over
	}
	m.restartLocked()
}

// restartLocked starts the clock of a new ply (after a move, an undo or a redo).
func (m *Match) restartLocked() {
	c := m.clock
	if c == nil {
		return
	}
	c.used = 0
	if !c.start.IsZero() {
		c.start = c.now()
	}
}

// Paused reports whether the clocks are stopped by Pause.
func (m *Match) Paused() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.clock != nil && m.clock.start.IsZero()
}

// SetPaused stops the clocks (a hot-seat table takes a break) or starts them again.
func (m *Match) SetPaused(paused bool) {
	m.mu.Lock()
	c := m.clock
	if c == nil || paused == c.start.IsZero() {
		m.mu.Unlock()
		return
	}
	if paused {
		c.used += c.now().Sub(c.start)
		c.start = time.Time{}
	} else {
		c.start = c.now()
	}
	m.mu.Unlock()
	m.notify()
}

// errNoClock is RestoreClocks' answer for a match without clocks.
var errNoClock = errors.New("the game has no clocks")

// RestoreClocks gives the plies the times left a record wrote, one per ply in order, and
// leaves the clocks paused: a resumed game waits for its players. One time more is the
// seat to move's time left when the record was written: its clock resumes there, not
// with the time it had spent on the move given back.
func (m *Match) RestoreClocks(left []time.Duration) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.clock == nil {
		return errNoClock
	}
	n := len(m.plies)
	if len(left) != n && len(left) != n+1 {
		return fmt.Errorf("%d clock times for %d moves", len(left), n)
	}
	for i := range n {
		m.plies[i].Left = left[i]
	}
	c := m.clock
	c.used, c.start = 0, time.Time{}
	if len(left) == n+1 && !m.outcomeLocked().Over() {
		if used := m.lastLeftLocked(m.positions[n].ToMove()) - left[n]; used > 0 {
			if m.firstOfTurnLocked() {
				used += c.tc.Delay // the delay was waited out before the clock ran
			}
			c.used = used
		}
	}
	return nil
}

// ClockNow is the time left of the seat to move now, and whether there is one to write:
// a game with clocks that goes on.
func (m *Match) ClockNow() (time.Duration, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.clock == nil || m.outcomeLocked().Over() {
		return 0, false
	}
	return m.lastLeftLocked(m.positions[len(m.positions)-1].ToMove()) - m.spentLocked(), true
}

// Tick checks the clock of the seat to move and makes its flag fall when it has run
// out: with two seats the other wins on time; with more, the seat is out of the game
// as a resignation takes it out, and the others play on. It reports whether a flag fell.
func (m *Match) Tick() bool {
	m.mu.Lock()
	c := m.clock
	if c == nil || c.start.IsZero() || m.outcomeLocked().Over() {
		m.mu.Unlock()
		return false
	}
	p := m.positions[len(m.positions)-1].ToMove()
	if m.lastLeftLocked(p)-m.spentLocked() > 0 {
		m.mu.Unlock()
		return false
	}
	m.loseOnTimeLocked(p)
	m.mu.Unlock()
	m.notify()
	return true
}

// LoseOnTime makes p's flag fall whatever its clock says (a record replayed).
func (m *Match) LoseOnTime(p Player) error {
	m.mu.Lock()
	switch {
	case m.outcomeLocked().Over():
		m.mu.Unlock()
		return ErrOver
	case int(p) < 0 || int(p) >= len(m.names) || m.positions[len(m.positions)-1].Out(p):
		m.mu.Unlock()
		return fmt.Errorf("player %d is not in the game", p+1)
	}
	m.loseOnTimeLocked(p)
	m.mu.Unlock()
	m.notify()
	return nil
}

func (m *Match) loseOnTimeLocked(p Player) {
	if _, ok := m.positions[len(m.positions)-1].(Resigner); ok && len(m.names) > 2 {
		m.push(Ply{Player: p, Move: resignMove, Text: OnTimeText}) // Left 0: time ran out
		m.restartLocked()
		m.undone = nil
		return
	}
	winner := Player(NoPlayer)
	for i := range m.names {
		if Player(i) != p && !m.positions[len(m.positions)-1].Out(Player(i)) {
			winner = Player(i)
		}
	}
	m.ending = &Outcome{Result: Win, Winner: winner, Reason: m.names[p] + LostOnTime}
	if m.clock != nil {
		m.clock.flagged = true
	}
}

// LostOnTime ends the reason of a two-seat game won on time, after the loser's name.
const LostOnTime = " lost on time"

// ErrTooLate is Play's answer to a move made after the mover's clock ran out: the flag
// falls instead.
var ErrTooLate = errors.New("too late: the clock ran out before the move")

// OnTimeText is the history's text for a seat whose flag fell in a game of three or
// more players (a resignation's is "resigns").
const OnTimeText = "out on time"

// FormatClock writes a time left as a clock shows it: "4:59", "0:09.3" under ten
// seconds, "1:02:03" from an hour; "0:00" once it has run out.
func FormatClock(d time.Duration) string {
	if d <= 0 {
		return "0:00"
	}
	if d < 10*time.Second {
		tenths := int(math.Floor(d.Seconds() * 10))
		return fmt.Sprintf("0:%02d.%d", tenths/10, tenths%10)
	}
	s := int(d.Seconds())
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
