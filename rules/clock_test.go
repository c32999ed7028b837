package rules_test

import (
	"strings"
	"testing"
	"time"

	"oddboards/rules"
	"oddboards/rules/pothole"
)

// fakeTime is a clock the test moves by hand.
type fakeTime struct{ t time.Time }

func (f *fakeTime) now() time.Time       { return f.t }
func (f *fakeTime) pass(d time.Duration) { f.t = f.t.Add(d) }
func newFake() *fakeTime                 { return &fakeTime{t: time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)} }
func secs(s float64) time.Duration       { return time.Duration(s * float64(time.Second)) }
func tc(base, inc, delay float64) rules.TimeControl {
	return rules.TimeControl{Base: secs(base), Increment: secs(inc), Delay: secs(delay)}
}

func timedChess(t *testing.T, c rules.TimeControl, f *fakeTime) *rules.Match {
	t.Helper()
	m := newChess(t)
	m.SetTimeControl(c, f.now)
	return m
}

func wantClocks(t *testing.T, m *rules.Match, want ...float64) {
	t.Helper()
	got := m.Clocks()
	for i, w := range want {
		if got[i] != secs(w) {
			t.Fatalf("clocks %v, want %v", got, want)
		}
	}
}

// Only the seat to move's clock runs; the increment comes after the move.
func TestClockRunsForTheMoverAndAddsTheIncrement(t *testing.T) {
	f := newFake()
	m := timedChess(t, tc(60, 2, 0), f)
	f.pass(secs(10))
	wantClocks(t, m, 50, 60)
	playFirst(t, m, 1)
	wantClocks(t, m, 52, 60)
	f.pass(secs(5))
	wantClocks(t, m, 52, 55)
	playFirst(t, m, 1)
	if h := m.History(); h[0].Left != secs(52) || h[1].Left != secs(57) {
		t.Errorf("plies record %v and %v", h[0].Left, h[1].Left)
	}
}

// Pothole Chess's two moves are one turn: the clock runs through both, and the
// increment and the delay come once a turn.
func TestClockCountsATwoMoveTurnOnce(t *testing.T) {
	for _, tc := range []struct {
		name      string
		c         rules.TimeControl
		after1    float64 // White's time after the first move (4 s thought)
		afterTurn float64 // … after the second (3 s more)
		redFor10  float64 // Red's clock 10 s into its turn
	}{
		{"increment", tc(60, 5, 0), 56, 58, 50},
		{"delay", tc(60, 0, 2), 58, 55, 52},
	} {
		f := newFake()
		m, err := rules.NewMatch(pothole.New(), rules.Config{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		m.SetTimeControl(tc.c, f.now)
		f.pass(secs(4))
		playFirst(t, m, 1)
		if got := m.Clocks()[0]; got != secs(tc.after1) {
			t.Errorf("%s: after the first move of the turn %v, want %v", tc.name, got, secs(tc.after1))
		}
		f.pass(secs(3))
		playFirst(t, m, 1)
		if got := m.Clocks()[0]; got != secs(tc.afterTurn) {
			t.Errorf("%s: after the turn %v, want %v", tc.name, got, secs(tc.afterTurn))
		}
		f.pass(secs(10))
		if got := m.Clocks()[1]; got != secs(tc.redFor10) {
			t.Errorf("%s: Red 10 s into its turn %v, want %v", tc.name, got, secs(tc.redFor10))
		}
	}
}

// Pause stops the clocks; undo gives back the clocks of the position undone to, and
// redo those the move was played with.
func TestClockPauseUndoRedo(t *testing.T) {
	f := newFake()
	m := timedChess(t, tc(60, 0, 0), f)
	f.pass(secs(10))
	m.SetPaused(true)
	f.pass(secs(100))
	wantClocks(t, m, 50, 60)
	m.SetPaused(false)
	f.pass(secs(5))
	playFirst(t, m, 1)
	wantClocks(t, m, 45, 60)
	f.pass(secs(20))
	m.Undo()
	wantClocks(t, m, 60, 60) // White's move is undone: White's turn starts again
	m.Redo()
	wantClocks(t, m, 45, 60)
}

// With two seats a flag fall ends the game on time; undoing it takes back the move
// before, with its clocks.
func TestFlagFallTwoSeats(t *testing.T) {
	f := newFake()
	m := timedChess(t, tc(30, 0, 0), f)
	f.pass(secs(10))
	playFirst(t, m, 1)
	if m.Tick() {
		t.Fatal("a flag fell with time left")
	}
	f.pass(secs(30))
	if !m.Tick() {
		t.Fatal("no flag fell at 0:00")
	}
	o := m.Outcome()
	if o.Result != rules.Win || o.Winner != 0 || o.Reason != "Black lost on time" {
		t.Fatalf("outcome %+v", o)
	}
	if m.Tick() {
		t.Error("a second flag fell after the game ended")
	}
	f.pass(secs(5))
	wantClocks(t, m, 20, 0) // stopped, the loser's at zero (not its time after its last move)
	m.Undo()
	if m.Outcome().Over() || len(m.History()) != 0 {
		t.Fatalf("undo left %d moves, outcome %+v", len(m.History()), m.Outcome())
	}
	wantClocks(t, m, 30, 30)
}

// With three or more seats a flag fall takes the seat out, as resigning does, and the
// game goes on.
func TestFlagFallFourSeats(t *testing.T) {
	f := newFake()
	m, err := rules.NewMatch(pothole.New(), rules.Config{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	m.SetTimeControl(tc(10, 0, 0), f.now)
	f.pass(secs(11))
	if !m.Tick() {
		t.Fatal("no flag fell")
	}
	h := m.History()
	if len(h) != 1 || h[0].Text != rules.OnTimeText || !m.Position().Out(0) {
		t.Fatalf("history %+v, White out %v", h, m.Position().Out(0))
	}
	if m.Outcome().Over() || m.Position().ToMove() != 1 {
		t.Fatalf("the game did not go on with Red: %+v, %v to move", m.Outcome(), m.Position().ToMove())
	}
	if c := m.Clocks(); c[0] != 0 || c[1] != secs(10) {
		t.Errorf("clocks %v", c)
	}
}

// A resumed game gets its plies' times back and waits, paused, for its players.
func TestRestoreClocks(t *testing.T) {
	f := newFake()
	m := timedChess(t, tc(60, 0, 0), f)
	playFirst(t, m, 2)
	if err := m.RestoreClocks([]time.Duration{secs(41), secs(33.5)}); err != nil {
		t.Fatal(err)
	}
	f.pass(secs(100))
	wantClocks(t, m, 41, 33.5)
	if !m.Paused() {
		t.Error("a restored game's clocks run")
	}
	if err := m.RestoreClocks([]time.Duration{secs(1)}); err == nil {
		t.Error("one time for two moves accepted")
	}
}

func TestTimeControlText(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		err      bool
	}{
		{"5+3", "5+3", false},
		{"10", "10", false},
		{"3d2", "3d2", false},
		{"0.5+1", "0.5+1", false},
		{"none", "", false},
		{"", "", false},
		{"5+", "", true},
		{"0", "", true},
		{"-1+2", "", true},
		{"5x3", "", true},
		{"NaN", "", true},
		{strings.Repeat("9", 40), "", true},
	} {
		c, err := rules.ParseTimeControl(tc.in)
		if (err != nil) != tc.err || err == nil && c.String() != tc.want {
			t.Errorf("%q: %q, %v", tc.in, c.String(), err)
		}
		if err != nil && len(err.Error()) > 160 {
			t.Errorf("%q: a long error %q", tc.in, err)
		}
	}
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{{secs(299.9), "4:59"}, {secs(9.95), "0:09.9"}, {secs(3723), "1:02:03"}, {-secs(1), "0:00"}, {0, "0:00"}} {
		if got := rules.FormatClock(tc.d); got != tc.want {
			t.Errorf("FormatClock(%v) = %q, want %q", tc.d, got, tc.want)
		}
	}
}

// A move made after the clock ran out, before a tick saw it, is refused and the flag
// falls instead: no ply has a negative time to write.
func TestAMoveTooLateIsAFlagFall(t *testing.T) {
	f := newFake()
	m := timedChess(t, tc(60, 5, 0), f)
	f.pass(secs(60) + 80*time.Millisecond)
	err := m.Play(m.Position().LegalMoves(nil)[0])
	if err != rules.ErrTooLate || len(m.History()) != 0 || m.Outcome().Reason != "White lost on time" {
		t.Fatalf("a late move: %v, %d plies, %+v", err, len(m.History()), m.Outcome())
	}
}

// counting is a game whose positions count the moves played from them, to see how often
// a Match plays each move.
type counting struct {
	rules.Game
	plays *int
}

type countingPos struct {
	rules.Position
	plays *int
}

func (g counting) Start(cfg rules.Config) (rules.Position, error) {
	p, err := g.Game.Start(cfg)
	return countingPos{p, g.plays}, err
}

func (g counting) FormatMove(p rules.Position, m rules.Move) string {
	return g.Game.FormatMove(p.(countingPos).Position, m)
}

func (p countingPos) Play(m rules.Move) rules.Position {
	*p.plays++
	return countingPos{p.Position.Play(m), p.plays}
}

// Match.Play plays a move once, with clocks or without: making a move is the dearest
// step of a game's rules after generating them.
func TestMatchPlaysAMoveOnce(t *testing.T) {
	for _, clock := range []bool{false, true} {
		plays := 0
		m, err := rules.NewMatch(counting{pothole.New(), &plays}, rules.Config{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if clock {
			m.SetTimeControl(tc(60, 2, 0), newFake().now)
		}
		playFirst(t, m, 2)
		if plays != 2 {
			t.Errorf("clock %v: two moves played %d times", clock, plays)
		}
	}
}
