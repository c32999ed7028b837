package pothole

import (
	"sort"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/gametest"
)

func TestAloneAndStageForDiagrams(t *testing.T) {
	dests := func(p rules.Position, from boards.Cell) string {
		out := gametest.Targets(p, from)
		sort.Strings(out)
		return strings.Join(out, " ")
	}
	// A Car alone on d4 (the centre potholes c4 and e4 block it sideways).
	p, err := rules.Alone(Game{}, rules.Config{}, pieces.Piece{Kind: pieces.Car, Owner: 0}, cell(t, "d4"))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := dests(p, cell(t, "d4")), "c3 c5 d2 d3 d5 d6 e3 e5"; got != want {
		t.Errorf("Car on d4: %q, want %q", got, want)
	}
	if p.Out(0) || p.Outcome().Over() {
		t.Error("the diagram's owner must be in the game")
	}
	// A Dirt Devil next to the b2 pothole travels its ring.
	p, err = rules.Alone(Game{}, rules.Config{}, pieces.Piece{Kind: pieces.DirtDevil, Owner: 1}, cell(t, "c3"))
	if err != nil {
		t.Fatal(err)
	}
	if got := dests(p, cell(t, "c3")); !strings.Contains(got, "a3") || !strings.Contains(got, "c1") {
		t.Errorf("Dirt Devil on c3 should go round b2's ring, got %q", got)
	}
	// Staged: a Car captures an enemy Car two squares away.
	p, err = Game{}.Stage(rules.Config{}, 0, map[boards.Cell]pieces.Piece{
		cell(t, "d3"): {Kind: pieces.Car, Owner: 0},
		cell(t, "d5"): {Kind: pieces.Car, Owner: 2},
	})
	if err != nil {
		t.Fatal(err)
	}
	if got := dests(p, cell(t, "d3")); !strings.Contains(got, "xd5") {
		t.Errorf("staged Car on d3: %q lacks the capture on d5", got)
	}
	if _, err := rules.Alone(Game{}, rules.Config{}, pieces.Piece{Kind: pieces.Orca}, cell(t, "d4")); err == nil {
		t.Error("an Orca was accepted")
	}
}
