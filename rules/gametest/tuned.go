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

// DrawnWeights is def followed by n copies of it with weights drawn at random, for
// checking that a game's tune model adds up to its evaluation under other weights than
// the hand-set ones: each weight becomes draw(its hand-set value), in terms' order, but
// for the Fixed ones when keepFixed.
func DrawnWeights[W any](def W, terms func(*W) []tune.Term, n int, keepFixed bool, draw func(v int) int) []W {
	ws := []W{def}
	for range n {
		w := def
		for _, tm := range terms(&w) {
			if !tm.Fixed || !keepFixed {
				*tm.P = draw(*tm.P)
			}
		}
		ws = append(ws, w)
	}
	return ws
}

// Weighted is Σ weight × feature: the evaluation a tune model's features x give under
// the weights of terms, taken in the params' order.
func Weighted(terms []tune.Term, x []float64) float64 {
	sum := 0.0
	for i, tm := range terms {
		sum += float64(*tm.P) * x[i]
	}
	return sum
}
