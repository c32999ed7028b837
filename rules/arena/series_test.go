package arena

import (
	"context"
	"os"
	"testing"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/search"
)

// A series with Stop ends once Stop says so: the games then under way are abandoned,
// neither reported nor tallied, and a series whose saved games decide already plays none.
func TestSeriesStops(t *testing.T) {
	e, _ := games.Lookup("chess-56")
	rnd, err := ParsePlayer("random", search.Levels{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	s := Series{
		Entry: e, Players: []Player{rnd, rnd}, Games: 50, Seed: 4, Jobs: 3, MaxPlies: 30,
		Config: func(int) (rules.Config, error) { return rules.Config{Variant: e.Variant, Setup: 2}, nil },
		Stop:   func(t Tally) bool { return t.Games >= 5 },
	}
	done, counted := 0, true // each report comes with the tally of the games so far
	s.Done = func(i int, g Game, so Tally) {
		done++
		counted = counted && so.Games == done
	}
	tally, err := s.Run(context.Background())
	if err != nil || tally.Games != 5 || done != 5 || !counted {
		t.Fatalf("stopped after %d games (%d reported, tallies so far right: %v): %v", tally.Games, done, counted, err)
	}
	played := map[int]Game{}
	for i := range 6 {
		g, err := playGame(context.Background(), e, rules.Config{Variant: e.Variant, Setup: 2}, s.Players, Seating(s.Players, i), 1, 30, nil)
		if err != nil {
			t.Fatal(err)
		}
		played[i] = g
	}
	s.Played, done = played, 0
	if tally, err = s.Run(context.Background()); err != nil || tally.Games != 6 || done != 0 {
		t.Errorf("saved games that decide: %d games tallied, %d played, %v", tally.Games, done, err)
	}
}

// One command with other options is another engine: its seatings are all played.
func TestRotationsTellEnginesByTheirOptions(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	a, err := ParseEngine(`uci:"` + exe + `"`)
	if err != nil {
		t.Fatal(err)
	}
	b := a
	b.Engine = &Engine{Args: a.Engine.Args, Options: []Option{{Name: "Skill Level", Value: "3"}}}
	if n := Rotations([]Player{a, b}); n != 2 {
		t.Errorf("one command, other options: %d rotations, want 2", n)
	}
	if n := Rotations([]Player{a, a}); n != 1 {
		t.Errorf("the same engine twice: %d rotations, want 1", n)
	}
	spec := `uci:"` + exe + `"`
	if got := Labels([]Player{a, b}); got[0] != spec+" #1" || got[1] != spec+" #2" {
		t.Errorf("the labels of one command with other options: %q", got)
	}
	if got := Labels([]Player{a, a}); got[0] != spec || got[1] != spec {
		t.Errorf("the labels of one engine twice: %q", got)
	}
}
