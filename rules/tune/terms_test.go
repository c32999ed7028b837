package tune

import (
	"strings"
	"testing"
)

// Named weights land where their terms point; a name no term has is refused; params
// start at the terms' values, in order, held where the terms are.
func TestTerms(t *testing.T) {
	var a, b, c int = 1, 2, 3
	terms := []Term{{"a", &a, true}, {"b", &b, false}, {"c", &c, false}}
	if err := setNamed(terms, map[string]int{"b": 20, "c": 30}); err != nil || a != 1 || b != 20 || c != 30 {
		t.Errorf("SetNamed: %v; a %d, b %d, c %d", err, a, b, c)
	}
	if err := setNamed(terms, map[string]int{"d": 4}); err == nil {
		t.Error("a weight no term has was taken")
	}
	params, idx := ParamsOf(terms)
	want := []Param{{"a", 1, true}, {"b", 20, false}, {"c", 30, false}}
	for i, p := range params {
		if p != want[i] || idx[terms[i].P] != int32(i) {
			t.Errorf("param %d: %+v at %d, want %+v at %d", i, p, idx[terms[i].P], want[i], i)
		}
	}
}

type pair struct{ A, B int }

func pairTerms(p *pair) []Term { return []Term{{"a", &p.A, true}, {"b", &p.B, false}} }

// With sets the named weights in a copy; Playing does so too, and panics, naming the
// game, at a name the weights lack.
func TestWith(t *testing.T) {
	start := pair{1, 2}
	if w, err := With(start, pairTerms, map[string]int{"b": 20}); err != nil || w != (pair{1, 20}) || start != (pair{1, 2}) {
		t.Errorf("With: %v, %+v, start %+v", err, w, start)
	}
	if _, err := With(start, pairTerms, map[string]int{"c": 3}); err == nil {
		t.Error("With took a weight no term has")
	}
	if w := Playing("g", start, pairTerms, map[string]int{"a": 5}); w != (pair{5, 2}) {
		t.Errorf("Playing: %+v", w)
	}
	defer func() {
		if r, _ := recover().(string); !strings.HasPrefix(r, "g: weights.go: ") || !strings.Contains(r, `"c"`) {
			t.Errorf("Playing with an unknown weight: panic %q", r)
		}
	}()
	Playing("g", start, pairTerms, map[string]int{"c": 3})
}
