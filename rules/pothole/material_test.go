package pothole

import (
	"testing"

	"oddboards/rules"
)

// Material counts a player's pieces at the evaluation's values, the King at nothing and
// potholes not at all; the four armies start equal.
func TestMaterial(t *testing.T) {
	for _, tc := range []struct {
		name string
		pos  string
		want [4]int
	}{
		{"pieces", "to:w wKa1 wCb1 wBc1 rKa7 rDb7 bKg7 bYf7 uKg1 uMf1 wOb2 Oe3", [4]int{250 + 100, 130, 280, 300}},
		{"a Racecar", "to:w wKa1 wRb1 rKa7 bKg7 uKg1", [4]int{380, 0, 0, 0}},
	} {
		p := mustPos(t, tc.pos)
		for pl, want := range tc.want {
			if got := p.Material(rules.Player(pl)); got != want {
				t.Errorf("%s: player %d has %d, want %d", tc.name, pl, got, want)
			}
		}
	}
	start := mustStart(t, nil)
	first := start.Material(0)
	for pl := 1; pl < 4; pl++ {
		if got := start.Material(rules.Player(pl)); got != first || got == 0 {
			t.Errorf("start: player %d has %d, player 0 %d", pl, got, first)
		}
	}
}
