package rules_test

import (
	"testing"

	"oddboards/rules"
	"oddboards/rules/chess2016"
)

func newChess(t *testing.T) *rules.Match {
	t.Helper()
	m, err := rules.NewMatch(chess2016.New(), rules.Config{Setup: 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func playFirst(t *testing.T, m *rules.Match, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		if err := m.Play(m.Position().LegalMoves(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
}

// With a computer seat, undo takes back the computer's reply and the person's move, so
// the person is to move again; redo goes forward to the person's next turn.
func TestUndoTurnGoesBackToAPerson(t *testing.T) {
	for _, tc := range []struct {
		name      string
		computers []string // White, Black
		plies     int
		wantAfter int // plies left after UndoTurn
		wantRedo  int // plies after RedoTurn
	}{
		{"person vs person: one move", []string{"", ""}, 4, 3, 4},
		{"person (White) vs computer", []string{"", "level:3"}, 4, 2, 4},
		{"computer (White) vs person", []string{"level:3", ""}, 3, 1, 3},
		{"computer vs computer: one move", []string{"level:1", "level:1"}, 4, 3, 4},
	} {
		m := newChess(t)
		for i, c := range tc.computers {
			m.SetComputer(rules.Player(i), c)
		}
		playFirst(t, m, tc.plies)
		if !m.UndoTurn() {
			t.Fatalf("%s: nothing undone", tc.name)
		}
		if got := len(m.History()); got != tc.wantAfter {
			t.Errorf("%s: %d plies after undo, want %d", tc.name, got, tc.wantAfter)
		}
		if !m.RedoTurn() {
			t.Fatalf("%s: nothing redone", tc.name)
		}
		if got := len(m.History()); got != tc.wantRedo {
			t.Errorf("%s: %d plies after redo, want %d", tc.name, got, tc.wantRedo)
		}
	}
}

func TestComputerSeatsNotify(t *testing.T) {
	m := newChess(t)
	calls := 0
	m.Subscribe(func() { calls++ })
	m.SetComputer(1, "level:4")
	m.SetComputer(1, "level:4") // no change: no call
	if calls != 1 || m.Computer(1) != "level:4" || m.Computer(0) != "" {
		t.Errorf("calls %d, seats %q", calls, m.Computers())
	}
	if m.Computer(5) != "" {
		t.Error("a seat the game does not have is played by someone")
	}
}

// PositionAt reads the history's positions; Truncate starts a new line from one of them.
func TestPositionAtAndTruncate(t *testing.T) {
	m := newChess(t)
	playFirst(t, m, 4)
	third := m.PositionAt(2)
	if third == nil || m.PositionAt(5) != nil || m.PositionAt(-1) != nil || m.PositionAt(4) != m.Position() {
		t.Fatal("PositionAt out of step with the history")
	}
	if err := m.Resign(0); err != nil {
		t.Fatal(err)
	}
	if !m.Truncate(2) || len(m.History()) != 2 || m.Position() != third || m.Outcome().Over() || m.CanRedo() {
		t.Fatalf("after Truncate(2): %d plies, over %v, redo %v", len(m.History()), m.Outcome().Over(), m.CanRedo())
	}
	if m.Truncate(2) || m.Truncate(3) || m.Truncate(-1) {
		t.Error("Truncate did something with nothing to discard")
	}
}
