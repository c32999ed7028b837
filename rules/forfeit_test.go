package rules_test

import (
	"errors"
	"testing"

	"oddboards/rules"
	"oddboards/rules/pothole"
)

// A forfeit ends a two-player game: the other wins, the reason names the seat and why on
// one line, and undo takes it back.
func TestForfeit(t *testing.T) {
	m := newChess(t)
	playFirst(t, m, 3)
	if err := m.Forfeit(1, "illegal move e3e9\nquit"); err != nil {
		t.Fatal(err)
	}
	want := rules.Outcome{Result: rules.Win, Winner: 0, Reason: "Black forfeits: illegal move e3e9 quit"}
	if o := m.Outcome(); o != want {
		t.Errorf("after the forfeit: %+v, want %+v", o, want)
	}
	if err := m.Forfeit(0, "again"); !errors.Is(err, rules.ErrOver) {
		t.Errorf("a forfeit after the end: %v", err)
	}
	if !m.Undo() || m.Outcome().Over() || len(m.History()) != 3 {
		t.Errorf("undone: %+v after %d plies", m.Outcome(), len(m.History()))
	}
	if err := m.Forfeit(2, "no such seat"); err == nil {
		t.Error("a forfeit of a third seat in a two-player game")
	}
	four, err := rules.NewMatch(pothole.New(), rules.Config{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := four.Forfeit(0, "crash"); err == nil || four.Outcome().Over() {
		t.Errorf("a forfeit in a four-player game: %v, %+v", err, four.Outcome())
	}
}
