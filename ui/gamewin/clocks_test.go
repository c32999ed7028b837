package gamewin

import (
	"strings"
	"testing"
	"time"

	"oddboards/rules"
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
	playTexts(t, m, "Dc3-d4")
	now = now.Add(61 * time.Second)
	if !m.Tick() {
		t.Fatal("no flag fell")
	}
	if !strings.Contains(g.status.Text, "Bob lost on time") || g.turnText.Text != "Ann wins" {
		t.Errorf("after the flag: %q, %q", g.turnText.Text, g.status.Text)
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
