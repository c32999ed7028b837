package chess2016

import (
	"strings"
	"testing"

	"oddboards/rules/chess2016/reference"
	"oddboards/rules/perfttest"
)

// The package reference is another engineer's independent implementation, written
// without looking at this one. These tests compare perft with it; on a difference they
// print both divides, summed per from- and to-square, to show where the two part.

var compareSetups = []struct {
	variant string
	setup   int
	note    string
}{
	{Chess2016, 1, "Giraffes"},
	{Chess2016, 37, "plain array"},
	{Chess2016, 55, "Griffin"},
	{Chess2016, 100, "Leo, Lion, Duchess"},
	{Chess2016, 205, "Vao, Leo"},
	{Chess2016, 225, "Nightrider, Camelrider, Men"},
	{Chess2016, 288, "Walker, Monarch, Archbishop, Zebras, Giraffes"},
	{Chess2016, 500, "Monarch, Lions, Walker, Princess, Zebras"},
	{Chess2016, 1000, "Leo, Giraffes, Wazir, Duchess"},
	{Chess2016, 41, "Lady"},
	{Chess2016, 1147, "Giraffes, Wazir, Lions, Monarch"},
	{Chess2016, 2016, "Monarch, Archbishop, Knights and Camels exchanged"},
	{Chess56, 1, "plain array"},
	{Chess56, 3, "Lions, Princess"},
	{Chess56, 8, "Walker, Duchess, Monarch"},
	{Chess56, 13, "Leo, Princess"},
	{Chess56, 22, "Nightrider, Queen as Man"},
	{Chess56, 35, "Wazir, Lady, Empress"},
	{Chess56, 37, "Rhinoceros"},
	{Chess56, 39, "Griffin, Giraffes"},
	{Chess56, 43, "Elephant, Camelrider, Empress"},
	{Chess56, 49, "Man as Lion, Tigers as Men, Empress"},
	{Chess56, 51, "Fers, Lady, Empress"},
	{Chess56, 53, "Empress"},
	{Chess56, 56, "Man and Tigers exchanged"},
	{Chess112, 57, "Knights and Camels exchanged"},
	{Chess112, 91, "Wazir, Lady, Empress, exchanged"},
	{Chess112, 93, "Rhinoceros, exchanged"},
	{Chess112, 99, "Elephant, exchanged"},
}

func TestCompareWithReference(t *testing.T) {
	depth := 3
	if testing.Short() {
		depth = 2
	}
	for _, c := range compareSetups {
		compareAt(t, c.variant, c.setup, depth, c.note)
	}
	// Depth 4 (a few seconds each in the reference, two thirds of this test's time) is
	// in long_test.go, for make test-long.
}

// TestCompareEverySetup compares perft(2) on every setup of Chess 56 and 112 and on every
// 13th of Chess 2016.
func TestCompareEverySetup(t *testing.T) {
	step := 1 // -short: every 7th Chess 112 setup and every 91st Chess 2016 setup
	if testing.Short() {
		step = 7
	}
	for n := 1; n <= 112; n += step {
		compareAt(t, Chess112, n, 2, "")
	}
	for n := 1; n <= 2016; n += 13 * step {
		compareAt(t, Chess2016, n, 2, "")
	}
}

func compareAt(t *testing.T, variant string, n, depth int, note string) {
	t.Helper()
	want, err := reference.Perft(variant, n, depth)
	if err != nil {
		t.Fatalf("reference %s %d: %v", variant, n, err)
	}
	p := mustStart(t, variant, n)
	got := p.Perft(depth)
	if got == want {
		return
	}
	t.Errorf("%s %d (%s): perft(%d) = %d, reference %d\n%s", variant, n, note, depth, got, want,
		divideDiff(t, p, variant, n, depth))
}

// divideDiff lists the first moves whose counts differ, keyed by from and to squares.
func divideDiff(t *testing.T, p *Position, variant string, n, depth int) string {
	ref, err := reference.Divide(variant, n, depth)
	if err != nil {
		return err.Error()
	}
	theirs := map[string]uint64{}
	for k, v := range ref {
		k, _, _ = strings.Cut(k, "=")
		theirs[k] += v
	}
	ours := map[string]uint64{}
	for _, e := range p.legalMoves() {
		ours[sqName(int(e.from))+sqName(int(e.to))] += p.play(e).Perft(depth - 1)
	}
	return perfttest.DivideDiff(ours, theirs)
}
