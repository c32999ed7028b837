package gametest

import (
	"testing"

	"oddboards/rules/tune"
)

// TunedWeights is def with the weights file's tuned weights set (tune.With), checked
// as every game's TestTunedWeights checks them: the file's names are all def's, terms
// names each weight once, the held ones stay as def has them, and a weight the
// evaluation lacks is refused (a file from another version). The game's own test then
// checks that the computer plays with the result.
func TunedWeights[W any](t testing.TB, def W, tuned map[string]int, terms func(*W) []tune.Term) W {
	t.Helper()
	w, err := tune.With(def, terms, tuned)
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
	if _, err := tune.With(def, terms, map[string]int{"value Dragon": 900}); err == nil {
		t.Error("a weight the evaluation lacks was taken")
	}
	return w
}
