// Package players is who plays each seat: the computer players of the open matches
// (moves, hints, analysis) and their settings, the seats' choosers of a person or a
// level, the seats' lines and the clocks of a game window.
package players

import (
	"context"
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"time"

	"oddboards/internal/listeners"
	"oddboards/rules"
	"oddboards/rules/arena"
	"oddboards/rules/search"
	"oddboards/rules/seat"
	"oddboards/ui/shell"
)

// Computer plays the computer seats of one match: when such a seat is to move it thinks
// on a goroutine of its own and hands the move back through shell.Env.Do, to be played as a
// person's would be. One serves a match for every window on it. It also gives hints and
// runs the analysis. Its fields belong to the UI goroutine.
type Computer struct {
	all   *Computers
	m     *rules.Match
	unsub func()
	refs  int

	gen      int // bumped at every change: a search of an older generation is stale
	stop     context.CancelFunc
	thinking bool
	seat     rules.Player
	best     search.Report // the thinking seat's best move so far
	paused   bool
	seed     uint64

	analysing bool
	stopA     context.CancelFunc
	analysis  search.Report
	analysed  rules.Position

	listeners listeners.Set

	memory search.Memory // the seats' table, kept from move to move
	last   chan struct{} // closed when the last seat search has ended: the next waits
}

// analysisTime bounds one position's analysis, so a window left open does not keep a
// core busy for ever.
const analysisTime = 60 * time.Second

// hintRung is the strength a hint thinks at, in every game: strong (the two-seat games'
// level 6), and quick enough to wait for.
const hintRung = search.Nodes400k

// Computers keeps the computer player of every open match, one for all the windows on
// it, and the computer's settings (UI goroutine only).
type Computers struct {
	env     *shell.Env
	byMatch map[*rules.Match]*Computer
	// Pace is the least time a computer move takes, so that a game between computers can
	// be followed (tests set it to 0).
	Pace time.Duration
}

// NewComputers keeps the computer players of the windows of env.
func NewComputers(env *shell.Env) *Computers {
	return &Computers{env: env, byMatch: map[*rules.Match]*Computer{}, Pace: 700 * time.Millisecond}
}

// Of returns the match's computer player, made on first use; release gives it back, and
// the last release stops it.
func (cs *Computers) Of(m *rules.Match) (c *Computer, release func()) {
	c = cs.byMatch[m]
	if c == nil {
		c = &Computer{all: cs, m: m, seed: uint64(time.Now().UnixNano())}
		c.unsub = m.Subscribe(func() { cs.env.Do(c.update) })
		cs.byMatch[m] = c
		c.update()
	}
	c.refs++
	released := false
	return c, func() {
		if released {
			return
		}
		released = true
		c.refs--
		if c.refs == 0 {
			c.halt()
			c.setAnalysis(false)
			c.unsub()
			delete(cs.byMatch, m)
		}
	}
}

// Has reports whether m has a computer player: some window on it is open.
func (cs *Computers) Has(m *rules.Match) bool { return cs.byMatch[m] != nil }

// Subscribe calls fn (on the UI goroutine) whenever the thinking or analysis changes.
func (c *Computer) Subscribe(fn func()) (cancel func()) { return c.listeners.Add(fn) }

func (c *Computer) changed() {
	for _, fn := range c.listeners.All() {
		fn()
	}
}

// Thinking reports whether a computer seat is thinking, which, and its best move so far
// (Found false before the first iteration ends).
func (c *Computer) Thinking() (bool, rules.Player, search.Report) {
	return c.thinking, c.seat, c.best
}

// SearchEnded is closed once the last seat search has ended, its move handed back or
// dropped (nil before the first search): the next search waits for it, and so can a test.
func (c *Computer) SearchEnded() <-chan struct{} { return c.last }

// Paused reports whether the computer seats wait (to watch a computer game step by
// step, or to look at a position).
func (c *Computer) Paused() bool { return c.paused }

// SetPaused stops or restarts the computer seats.
func (c *Computer) SetPaused(on bool) {
	c.paused = on
	c.update()
}

// halt stops the search of the seat to move.
func (c *Computer) halt() {
	c.gen++
	if c.stop != nil {
		c.stop()
		c.stop = nil
	}
	c.thinking = false
	c.best = search.Report{}
}

// update follows the match: any change stops a search under way; a computer seat to
// move starts thinking.
func (c *Computer) update() {
	c.halt()
	if c.analysing {
		c.analyse()
	}
	p := c.m.Position()
	spec := c.m.Computer(p.ToMove())
	if c.paused || c.m.Paused() || spec == "" || c.m.Outcome().Over() { // a hot-seat break stops the computer too
		c.changed()
		return
	}
	levels := LevelsOf(c.m)
	fixed, _ := seat.Nearest(spec, levels) // ResumeLevels has said so
	pl, err := arena.ParsePlayer(fixed, levels, c.all.TopTime())
	if err != nil {
		c.changed()
		return
	}
	ctx, stop := context.WithCancel(context.Background())
	c.stop, c.thinking, c.seat = stop, true, p.ToMove()
	gen := c.gen
	lim := pl.Limits
	lim.Seed = c.seed + uint64(len(c.m.History()))
	lim.Memory = &c.memory
	do, pace, start := c.all.env.Do, c.all.Pace, time.Now()
	if lim.Time > 0 && lim.Nodes == 0 && lim.Depth == 0 {
		// a search by time (the top level) plays the same on more cores, only deeper
		lim.Threads = c.all.Threads()
	}
	if clocks := c.m.Clocks(); clocks != nil {
		// with clocks the computer keeps to its share of the time left, pace included
		soft, hard := clockBudget(clocks[p.ToMove()], c.m.TimeControl())
		if lim.Time == 0 || hard < lim.Time {
			lim.Time = hard
		}
		lim.Soft = min(soft, lim.Time)
		pace = min(pace, soft/4)
	}
	prev, done := c.last, make(chan struct{})
	c.last = done
	go func() {
		defer close(done)
		if prev != nil {
			<-prev // a stopped search ends within a few thousand nodes; they share a table
		}
		var r search.Report
		if pl.Random { // a yardstick seat: a random legal move, no search
			mv, err := pl.Choose(ctx, p, lim.Seed)
			r = search.Report{Best: mv, Found: err == nil}
		} else {
			r = p.Think(ctx, lim, func(r search.Report) {
				do(func() {
					if gen == c.gen {
						c.best = r
						c.changed()
					}
				})
			})
		}
		// a move played the instant the last one landed is hard to follow: wait out the
		// pace, unless stopped
		if wait := pace - time.Since(start); wait > 0 {
			select {
			case <-time.After(wait):
			case <-ctx.Done():
			}
		}
		do(func() {
			if gen != c.gen || !r.Found {
				return
			}
			c.thinking = false
			stop()
			// the seat may have been taken back, or the table paused, while this waited
			// its turn on the UI goroutine
			if c.m.Position() == p && c.m.Computer(p.ToMove()) == spec && !c.paused {
				_ = c.m.Play(r.Best) // the listener starts the next seat's search
			}
		})
	}()
	c.changed()
}

// Hint searches the position for the seat to move and calls done with the move (on the
// UI goroutine), unless the position changed meanwhile.
func (c *Computer) Hint(done func(search.Report)) {
	p := c.m.Position()
	if c.m.Outcome().Over() {
		return
	}
	lim := hintRung.Limits(3 * time.Second)
	do := c.all.env.Do
	go func() {
		r := p.Think(context.Background(), lim, nil)
		do(func() {
			if r.Found && c.m.Position() == p {
				done(r)
			}
		})
	}()
}

// Analysing reports whether the analysis runs, and its latest report for the current
// position (Found false until the first iteration ends).
func (c *Computer) Analysing() (bool, search.Report) {
	if c.analysed != c.m.Position() {
		return c.analysing, search.Report{}
	}
	return c.analysing, c.analysis
}

// SetAnalysis turns the analysis of the current position on or off.
func (c *Computer) SetAnalysis(on bool) {
	c.setAnalysis(on)
	c.changed()
}

func (c *Computer) setAnalysis(on bool) {
	c.analysing = on
	if on {
		c.analyse()
		return
	}
	if c.stopA != nil {
		c.stopA()
		c.stopA = nil
	}
}

// analyse (re)starts the analysis on the current position.
func (c *Computer) analyse() {
	if c.stopA != nil {
		c.stopA()
	}
	p := c.m.Position()
	c.analysed, c.analysis = p, search.Report{}
	if c.m.Outcome().Over() {
		c.stopA = nil
		return
	}
	ctx, stop := context.WithCancel(context.Background())
	c.stopA = stop
	do := c.all.env.Do
	go p.Think(ctx, search.Limits{Time: analysisTime}, func(r search.Report) {
		do(func() {
			if ctx.Err() == nil && c.analysed == p {
				c.analysis = r
				c.changed()
			}
		})
	})
}

// topTimeKey is the preference holding the top level's seconds a move.
const topTimeKey = "computer.topSeconds"

// TopTime is how long the top level thinks a move (search.DefaultTopTime unless the
// player set it).
func (cs *Computers) TopTime() time.Duration {
	secs := cs.env.Prefs.FloatWithFallback(topTimeKey, search.DefaultTopTime.Seconds())
	d, err := seat.Seconds(strconv.FormatFloat(secs, 'f', -1, 64))
	if err != nil {
		return search.DefaultTopTime
	}
	return d
}

// SetTopTime reads and keeps the top level's seconds a move, or says what is wrong.
func (cs *Computers) SetTopTime(s string) error {
	d, err := seat.Seconds(strings.TrimSpace(s))
	if err != nil {
		return err
	}
	cs.env.Prefs.SetFloat(topTimeKey, d.Seconds())
	return nil
}

// threadsKey is the preference holding how many threads the top level searches with.
const threadsKey = "computer.threads"

// DefaultThreads is the top level's threads unless the player set them: the machine's
// cores less one, for the window and whatever else runs.
func DefaultThreads() int { return max(1, runtime.NumCPU()-1) }

// Threads is how many threads a search by time (the top level) uses.
func (cs *Computers) Threads() int {
	n := int(cs.env.Prefs.FloatWithFallback(threadsKey, float64(DefaultThreads())))
	return max(1, min(n, maxThreads))
}

// maxThreads bounds the threads setting.
const maxThreads = 64

// SetThreads reads and keeps the top level's threads, or says what is wrong.
func (cs *Computers) SetThreads(s string) error {
	n, err := ParseThreads(s)
	if err == nil {
		cs.env.Prefs.SetInt(threadsKey, n)
	}
	return err
}

// ParseThreads reads a count of threads, as the Players dialog takes it.
func ParseThreads(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 1 || n > maxThreads {
		return 0, fmt.Errorf("threads are a whole number from 1 to %d", maxThreads)
	}
	return n, nil
}

// LevelsOf are the levels the match's game offers in its mode.
func LevelsOf(m *rules.Match) search.Levels { return seat.LevelsOf(m.Game(), m.Config()) }

// ResumeLevels seats at the nearest level every computer seat of m at a level its game
// no longer offers (a game saved before the game's levels were cut), and says so, a line
// a seat.
func ResumeLevels(m *rules.Match) []string {
	levels, seats := LevelsOf(m), m.Players()
	var notes []string
	for i, spec := range m.Computers() {
		if fixed, note := seat.Nearest(spec, levels); note != "" {
			m.SetComputer(rules.Player(i), fixed)
			notes = append(notes, seats[i].Name+": "+note)
		}
	}
	return notes
}

// clockBudget is a computer's time for one move with left on its clock, as the search
// shares a clock out: the time it aims at (a share of what is left, most of the
// increment or delay) and the most it may take, never all that is left.
func clockBudget(left time.Duration, tc rules.TimeControl) (soft, hard time.Duration) {
	return search.ClockTime(left, tc.Increment+tc.Delay, 0)
}
