package tune

import (
	"maps"
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

// ParseNamed reads name=value pairs, names with spaces and all; a pair without its
// value, a value that is no whole number and a name given twice are refused in a
// short error that quotes the part at fault.
func TestParseNamed(t *testing.T) {
	for _, c := range []struct {
		in   string
		want map[string]int
		err  string
	}{
		{"", map[string]int{}, ""},
		{" none ", map[string]int{}, ""},
		{"danger offset=25, king danger=72", map[string]int{"danger offset": 25, "king danger": 72}, ""},
		{"value Queen = -5", map[string]int{"value Queen": -5}, ""},
		{"tempo", nil, `"tempo": write NAME=VALUE`},
		{"=5", nil, `"=5": write NAME=VALUE`},
		{"tempo=12,", nil, `"": write NAME=VALUE`},
		{"tempo=1.5", nil, `tempo: "1.5" is not a whole number`},
		{"tempo=1,tempo=2", nil, "tempo is given twice"},
		{strings.Repeat("x", 300) + "=y", nil, "…"},
	} {
		got, err := ParseNamed(c.in)
		switch {
		case c.err == "" && (err != nil || !maps.Equal(got, c.want)):
			t.Errorf("%q: %v, %v; want %v", c.in, got, err, c.want)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err) || len(err.Error()) > 120):
			t.Errorf("%q: error %v, want one with %q, short", c.in, err, c.err)
		}
	}
}
