package players

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui/shell"
)

// TestClockPanel: the panel shows every seat's clock, running for the seat to move only;
// Pause clocks stops them; once a flag falls the button is off.
func TestClockPanel(t *testing.T) {
	test.NewTempApp(t)
	e, err := games.Lookup("clash-of-command")
	if err != nil {
		t.Fatal(err)
	}
	m, err := rules.NewMatch(e.Game, rules.Config{}, []string{"Ann", "Bob"})
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	m.SetTimeControl(rules.TimeControl{Base: time.Minute, Increment: 2 * time.Second}, func() time.Time { return now })
	// The test ticks by hand (Refresh, on its own goroutine). The panel's own ticks,
	// which the app runs on the UI goroutine, are dropped: run here, on the ticker's
	// goroutine, the first could still be under way after Close and race with the test
	// (it did on a loaded machine).
	c := NewClockPanel(&shell.Env{Do: func(func()) {}}, m)
	if c == nil {
		t.Fatal("no clocks for a match with a time control")
	}
	c.Close()
	now = now.Add(15 * time.Second)
	c.Refresh()
	if a, b := c.times[0].Text, c.times[1].Text; a != "» 0:45" || b != "1:00" {
		t.Fatalf("clocks %q %q, want Ann's running at 0:45", a, b)
	}
	if err := m.PlayText("Dc3-d4"); err != nil {
		t.Fatal(err)
	}
	c.Refresh()
	if a, b := c.times[0].Text, c.times[1].Text; a != "0:47" || b != "» 1:00" {
		t.Fatalf("after Ann's move %q %q", a, b)
	}
	test.Tap(c.pause)
	now = now.Add(time.Hour)
	c.Refresh()
	if b := c.times[1].Text; b != "1:00" || c.pause.Text != "Start clocks" {
		t.Fatalf("paused: Bob %q, button %q", b, c.pause.Text)
	}
	test.Tap(c.pause)
	now = now.Add(61 * time.Second)
	if !m.Tick() {
		t.Fatal("no flag fell")
	}
	c.Refresh()
	if !c.pause.Disabled() {
		t.Error("Pause clocks stays on after the game ended")
	}
}
