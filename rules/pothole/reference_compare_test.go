package pothole

import (
	"testing"

	"oddboards/rules"
	"oddboards/rules/perfttest"
	"oddboards/rules/pothole/reference"
)

// TestReferencePerft compares perft from the start position with the independent
// implementation in reference/, for both readings of the Car: depths 1–3, and 4 when not
// -short (the reference takes about a second there). Deeper, the reference's own table
// (reference/FIGURES.md) agrees with perftStart in perft_test.go at depth 5 and with this
// engine's depth 6 (31133863 upto, 30312285 exact; about 5 s each here, so not run).
func TestReferencePerft(t *testing.T) {
	depth := 4
	if testing.Short() {
		depth = 3
	}
	for _, cars := range []string{CarsUpTo, CarsExact} {
		cfg := map[string]string{OptCars: cars}
		want := perfttest.Reference(t, reference.Perft, cfg, depth)
		perfttest.Counts(t, "cars="+cars, mustStart(t, cfg), want, depth, rules.Position.Perft)
	}
}

// TestReferenceDivide compares the counts after each first move, by notation (the
// reference writes moves the same way), at depth 3.
func TestReferenceDivide(t *testing.T) {
	for _, cars := range []string{CarsUpTo, CarsExact} {
		cfg := map[string]string{OptCars: cars}
		want, err := reference.Divide(cfg, 3)
		if err != nil {
			t.Fatal(err)
		}
		if d := perfttest.DivideDiff(mustStart(t, cfg).Divide(3), want); d != "" {
			t.Errorf("cars=%s: divide(3) differs:\n%s", cars, d)
		}
	}
}
