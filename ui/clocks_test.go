package ui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/search"
)

// The launcher's clocks: a preset gives the game its time control, a custom one is read
// as typed, and a wrong one keeps Start game off and says why.
func TestLauncherClocks(t *testing.T) {
	env := testEnv(t)
	l, _ := openLauncher(t, env)
	e, _ := games.Lookup("clash-of-command")
	l.game.SetSelected(e.Name)
	l.clock.SetSelected("Blitz 3 min + 2 s")
	m, err := l.Match()
	if err != nil || m.TimeControl().String() != "3+2" {
		t.Fatalf("preset: %v, %v", m.TimeControl(), err)
	}
	l.clock.SetSelected(customClock)
	if !l.clockIn.Visible() {
		t.Fatal("Custom shows no field to type in")
	}
	l.clockIn.SetText("25 + ten")
	if !l.start.Disabled() || !strings.Contains(l.message.Text, "time control") {
		t.Errorf("a wrong custom time: start enabled %v, message %q", !l.start.Disabled(), l.message.Text)
	}
	l.clockIn.SetText("2.5d3")
	if m, err = l.Match(); err != nil || m.TimeControl().Delay != 3*time.Second || l.start.Disabled() {
		t.Errorf("custom 2.5d3: %+v, %v", m.TimeControl(), err)
	}
	l.clock.SetSelected("No clocks")
	if m, _ = l.Match(); m.TimeControl().On() {
		t.Error("No clocks gave the game clocks")
	}
}

// A game window shows every seat's clock, running for the seat to move only; Pause
// clocks stops them; a flag fall ends a two-seat game and says so.
func TestGameClocks(t *testing.T) {
	env := testEnv(t)
	m := namedMatch(t, "clash-of-command", "Ann", "Bob")
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	m.SetTimeControl(rules.TimeControl{Base: time.Minute, Increment: 2 * time.Second}, func() time.Time { return now })
	g, _ := openView(t, env, m)
	if g.clocks == nil {
		t.Fatal("no clocks shown")
	}
	g.clocks.Close() // the test ticks by hand
	now = now.Add(15 * time.Second)
	g.clocks.refresh()
	if a, b := g.clocks.times[0].Text, g.clocks.times[1].Text; a != "» 0:45" || b != "1:00" {
		t.Fatalf("clocks %q %q, want Ann's running at 0:45", a, b)
	}
	playTexts(t, m, "Dc3-d4")
	if a, b := g.clocks.times[0].Text, g.clocks.times[1].Text; a != "0:47" || b != "» 1:00" {
		t.Fatalf("after Ann's move %q %q", a, b)
	}
	test.Tap(g.clocks.pause)
	now = now.Add(time.Hour)
	g.clocks.refresh()
	if b := g.clocks.times[1].Text; b != "1:00" || g.clocks.pause.Text != "Start clocks" {
		t.Fatalf("paused: Bob %q, button %q", b, g.clocks.pause.Text)
	}
	test.Tap(g.clocks.pause)
	now = now.Add(61 * time.Second)
	if !m.Tick() {
		t.Fatal("no flag fell")
	}
	if !strings.Contains(g.status.Text, "Bob lost on time") || g.turnText.Text != "Ann wins" {
		t.Errorf("after the flag: %q, %q", g.turnText.Text, g.status.Text)
	}
	if !g.clocks.pause.Disabled() {
		t.Error("Pause clocks stays on after the game ended")
	}
}

// A computer seat keeps to its clock: the top level, set to think an hour a move without
// clocks, plays within its share of a short time control. The match's clock is the
// test's and stands still: how long the moves take on a busy machine charges nothing,
// and a computer that ignored its clock would think for an hour and fail the wait.
func TestComputerKeepsToItsClock(t *testing.T) {
	env, q := testEnvQueue(t)
	if err := env.SetTopTime("3600"); err != nil {
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

func TestClockBudget(t *testing.T) {
	for _, tc := range []struct {
		left time.Duration
		tc   rules.TimeControl
	}{
		{time.Minute, rules.TimeControl{Base: time.Minute, Increment: 2 * time.Second}},
		{3 * time.Second, rules.TimeControl{Base: time.Minute, Increment: 2 * time.Second}},
		{100 * time.Millisecond, rules.TimeControl{Base: time.Minute, Delay: time.Second}},
		{0, rules.TimeControl{Base: time.Minute}},
	} {
		soft, hard := clockBudget(tc.left, tc.tc)
		if soft <= 0 || soft > hard || tc.left > search.Overhead && hard >= tc.left-search.Overhead {
			t.Errorf("clockBudget(%v, %v) = %v, %v: a move must be able to end before the flag falls", tc.left, tc.tc, soft, hard)
		}
		if tc.left >= time.Minute && (soft < tc.tc.Increment/2 || soft > tc.left/10) {
			t.Errorf("clockBudget(%v, %v) aims at %v, not a fair share", tc.left, tc.tc, soft)
		}
	}
}
