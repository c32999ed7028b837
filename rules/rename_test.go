package rules_test

import (
	"slices"
	"testing"

	"oddboards/rules"
	"oddboards/rules/antarctic"
)

// Rename gives a seat its player's name and tells the listeners once per change; a
// blank name or a seat the game lacks is refused and changes nothing.
func TestRename(t *testing.T) {
	m := newChess(t)
	heard := 0
	defer m.Subscribe(func() { heard++ })()
	for _, c := range []struct {
		p       rules.Player
		name    string
		ok      bool
		names   []string
		notices int
	}{
		{1, "  Bea ", true, []string{"White", "Bea"}, 1},
		{1, "Bea", true, []string{"White", "Bea"}, 1}, // the same: no change to tell
		{0, "Ann", true, []string{"Ann", "Bea"}, 2},
		{0, " ", false, []string{"Ann", "Bea"}, 2},
		{2, "Cid", false, []string{"Ann", "Bea"}, 2},
		{-1, "Cid", false, []string{"Ann", "Bea"}, 2},
	} {
		err := m.Rename(c.p, c.name)
		if (err == nil) != c.ok || !slices.Equal(m.Names(), c.names) || heard != c.notices {
			t.Errorf("Rename(%d, %q): %v; names %q, %d notices; want ok %v, %q, %d", c.p, c.name, err, m.Names(), heard, c.ok, c.names, c.notices)
		}
	}
	if err := m.Resign(1); err != nil {
		t.Fatal(err)
	}
	if o := m.Outcome(); o.Reason != "Bea resigned" {
		t.Errorf("the ending after renaming: %q", o.Reason)
	}
}

// A seat named in the plural is out of the game, not "is out": a second resignation
// of 4U's Gold Penguins says so in their words.
func TestResigningTwiceSaysSoInTheSeatsWords(t *testing.T) {
	m, err := rules.NewMatch(antarctic.New(), rules.Config{Mode: "4U"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Resign(1); err != nil {
		t.Fatal(err)
	}
	err = m.Resign(1)
	if want := "Gold Penguins are out of the game already"; err == nil || err.Error() != want {
		t.Errorf("resigning twice: %v, want %q", err, want)
	}
}
