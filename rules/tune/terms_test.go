package tune

import "testing"

// Named weights land where their terms point; a name no term has is refused; params
// start at the terms' values, in order, held where the terms are.
func TestTerms(t *testing.T) {
	var a, b, c int = 1, 2, 3
	terms := []Term{{"a", &a, true}, {"b", &b, false}, {"c", &c, false}}
	if err := SetNamed(terms, map[string]int{"b": 20, "c": 30}); err != nil || a != 1 || b != 20 || c != 30 {
		t.Errorf("SetNamed: %v; a %d, b %d, c %d", err, a, b, c)
	}
	if err := SetNamed(terms, map[string]int{"d": 4}); err == nil {
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
