package gametest

import (
	"testing"

	"oddboards/rules/tune"
)

// TunedWeights is def with the weights file's tuned weights set by with, checked as
// every game's TestTunedWeights checks them: with takes the file, the file names each
// weight of terms once and leaves the held ones as def has them, and with refuses a
// weight the evaluation lacks (a file from another version). The game's own test then
// checks that the computer plays with the result.
func TunedWeights[W any](t testing.TB, def W, tuned map[string]int, terms func(*W) []tune.Term, with func(W, map[string]int) (W, error)) W {
	t.Helper()
	w, err := with(def, tuned)
	if err != nil {
		t.Fatal(err)
	}
	held := terms(&def)
	seen := map[string]bool{}
	for i, tm := range terms(&w) {
		if seen[tm.Name] {
			t.Errorf("two weights named %q", tm.Name)
		}
		seen[tm.Name] = true
		if d := held[i]; tm.Fixed && *tm.P != *d.P {
			t.Errorf("held weight %q is %d, not %d", tm.Name, *tm.P, *d.P)
		}
	}
	if _, err := with(def, map[string]int{"value Dragon": 900}); err == nil {
		t.Error("a weight the evaluation lacks was taken")
	}
	return w
}
