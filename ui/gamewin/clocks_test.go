package gamewin

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"

	"oddboards/rules"
	"oddboards/ui/uitest"
)

// A game window shows every seat's clock (the panel is tested in package players); a
// flag fall ends a two-seat game and the window says so.
func TestGameClocks(t *testing.T) {
	env := testEnv(t)
	m := namedMatch(t, "clash-of-command", "Ann", "Bob")
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	m.SetTimeControl(rules.TimeControl{Base: time.Minute, Increment: 2 * time.Second}, func() time.Time { return now })
	g, _ := openView(t, env, m)
	if g.clocks == nil || !g.clocks.Box.Visible() {
		t.Fatal("no clocks shown")
	}
	g.clocks.Close() // the test ticks by hand
	times := func() []string {
		var out []string
		for _, c := range uitest.FindAll[*canvas.Text](g.clocks.Box) {
			if c.TextStyle.Monospace { // the times; the names and the title are labels
				out = append(out, c.Text)
			}
		}
		return out
	}
	now = now.Add(15 * time.Second)
	playTexts(t, m, "Dc3-d4")
	// the window redraws its clocks on the move, with no tick: Ann's 45 s left and 2 more,
	// Bob's running
	if got := strings.Join(times(), " "); got != "0:47 » 1:00" {
		t.Errorf("after Ann's move the clocks show %q, want 0:47 and » 1:00", got)
	}
	now = now.Add(61 * time.Second)
	if !m.Tick() {
		t.Fatal("no flag fell")
	}
	if !strings.Contains(g.status.Text, "Bob lost on time") || g.turnText.Text != "Ann wins" {
		t.Errorf("after the flag: %q, %q", g.turnText.Text, g.status.Text)
	}
	pause := 0
	for _, b := range uitest.FindAll[*widget.Button](g.clocks.Box) {
		if b.Text == "Pause clocks" {
			pause++
			if !b.Disabled() {
				t.Error("Pause clocks stays on after the game ended")
			}
		}
	}
	if pause != 1 {
		t.Errorf("%d Pause clocks buttons", pause)
	}
}

// A computer seat keeps to its clock: the top level, set to think an hour a move without
// clocks, plays within its share of a short time control. The match's clock is the
// test's and stands still: how long the moves take on a busy machine charges nothing,
// and a computer that ignored its clock would think for an hour and fail the wait.
func TestComputerKeepsToItsClock(t *testing.T) {
	env, q := testEnvQueue(t)
	if err := env.Computers.SetTopTime("3600"); err != nil {
		t.Fatal(err)
	}
	m := gameMatch(t, "clash-of-command", rules.Config{})
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	m.SetTimeControl(rules.TimeControl{Base: 3 * time.Second}, func() time.Time { return now })
	m.SetComputer(0, "level:8")
	m.SetComputer(1, "level:8")
	openView(t, env, m)
	waitFor(t, q, func() bool { return len(m.History()) >= 4 || m.Outcome().Over() })
	// A busy machine leaves a search of a few tenths of a second only a shallow look,
	// and a blunder may end the game by the rules: it still kept to its clock.
	if n := len(m.History()); n < 2 {
		t.Fatalf("%d plies before the game ended (%s)", n, m.Outcome().Reason)
	}
	for i, c := range m.Clocks() {
		if c != 3*time.Second {
			t.Errorf("seat %d has %v left of 3 s on a clock that stood still", i, c)
		}
	}
}
