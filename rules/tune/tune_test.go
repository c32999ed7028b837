package tune

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"oddboards/rules"
)

// synthetic makes n samples whose features are drawn at random (each weight's feature
// present with its density, as a count from −2 to 2 or a fraction), scored by truth.
// Soft samples carry their expected score as their result, so truth fits them exactly;
// the others carry a game's result drawn with that expectation (a draw, a win or a
// loss), as real games do.
func synthetic(seed uint64, n int, truth, density []float64, k float64, soft bool) []Sample {
	r := rand.New(rand.NewPCG(seed, 7))
	out := make([]Sample, 0, n)
	for range n {
		var fs []Feature
		for i, d := range density {
			if r.Float64() >= d {
				continue
			}
			x := float64(r.IntN(5) - 2)
			if i%2 == 1 {
				x = r.Float64()*2 - 1
			}
			fs = append(fs, Feature{Index: int32(i), X: x})
		}
		s := Sample{Features: fs}
		e := Expected(k, s.Score(truth))
		switch {
		case soft:
			s.Result = e
		default:
			draw := 0.6 * min(e, 1-e)
			switch u := r.Float64(); {
			case u < draw:
				s.Result = 0.5
			case u < draw+e-draw/2:
				s.Result = 1
			}
		}
		out = append(out, s)
	}
	return out
}

func params(start []float64, fixed ...int) []Param {
	ps := make([]Param, len(start))
	for i, s := range start {
		ps[i] = Param{Name: string(rune('a' + i)), Start: s}
	}
	for _, i := range fixed {
		ps[i].Fixed = true
	}
	return ps
}

func TestExpected(t *testing.T) {
	cases := []struct{ k, score, want float64 }{
		{1, 0, 0.5},
		{1, 400, 10.0 / 11},
		{1, -400, 1.0 / 11},
		{2, 200, 10.0 / 11},
		{0.5, 800, 10.0 / 11},
	}
	for _, c := range cases {
		if got := Expected(c.k, c.score); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("Expected(%g, %g) = %g, want %g", c.k, c.score, got, c.want)
		}
	}
}

// Blend mixes each result with its search score's expected score by the share given.
func TestBlend(t *testing.T) {
	k := 1.0
	for _, c := range []struct {
		result, score, share, want float64
	}{
		{1, 0, 1, 1},             // the result alone
		{1, 0, 0, 0.5},           // the score alone: level is a half
		{0, 0, 0.5, 0.25},        // half of each
		{0.5, 400, 0, 10.0 / 11}, // 400 cp at K 1: 1 / (1 + 10^−1)
		{0, 400, 0.75, 0.25 * 10 / 11},
	} {
		s := []Sample{{Result: c.result}}
		Blend(s, []float64{c.score}, k, c.share)
		if math.Abs(s[0].Result-c.want) > 1e-12 {
			t.Errorf("result %g, score %g, share %g: label %g, want %g", c.result, c.score, c.share, s[0].Result, c.want)
		}
	}
}

func TestResult(t *testing.T) {
	cases := []struct {
		o    rules.Outcome
		want float64
		ok   bool
	}{
		{rules.Outcome{}, 0, false},
		{rules.Outcome{Result: rules.Win, Winner: 0}, 1, true},
		{rules.Outcome{Result: rules.Win, Winner: 1}, 0, true},
		{rules.Outcome{Result: rules.Draw, Winner: rules.NoPlayer}, 0.5, true},
	}
	for _, c := range cases {
		if got, ok := Result(c.o); got != c.want || ok != c.ok {
			t.Errorf("Result(%+v) = %g, %v; want %g, %v", c.o, got, ok, c.want, c.ok)
		}
	}
}

// The error is nothing where the weights are the truth of soft samples, and grows away
// from it.
func TestMeanError(t *testing.T) {
	truth := []float64{100, 40, -30, 250}
	s := synthetic(1, 2000, truth, []float64{0.8, 0.6, 0.5, 0.3}, 1.2, true)
	if e := MeanError(s, truth, 1.2); e > 1e-20 {
		t.Errorf("error at the truth %g, want 0", e)
	}
	off := append([]float64(nil), truth...)
	off[3] += 50
	if e := MeanError(s, off, 1.2); e < 1e-4 {
		t.Errorf("error 50 off the truth %g, want more", e)
	}
	if e := MeanError(nil, truth, 1); e != 0 {
		t.Errorf("error of no samples %g", e)
	}
}

func TestFitK(t *testing.T) {
	truth := []float64{100, 80, -60, 300, 20, 150}
	density := []float64{0.9, 0.7, 0.5, 0.4, 0.9, 0.3}
	cases := []struct {
		name string
		k    float64
		soft bool
		n    int
		tol  float64
	}{
		{"soft, k 1.3", 1.3, true, 3000, 1e-6},
		{"soft, k 0.4", 0.4, true, 3000, 1e-6},
		{"soft, k 6", 6, true, 3000, 1e-6},
		{"game results, k 1.3", 1.3, false, 40000, 0.05},
		{"game results, k 0.7", 0.7, false, 40000, 0.05},
	}
	for _, c := range cases {
		s := synthetic(2, c.n, truth, density, c.k, c.soft)
		if got := FitK(s, truth); math.Abs(got-c.k) > c.tol*c.k {
			t.Errorf("%s: fitted k %g, want %g", c.name, got, c.k)
		}
	}
}

// Fit recovers the weights that made the samples, from starts well off them.
func TestFitRecoversWeights(t *testing.T) {
	cases := []struct {
		name    string
		truth   []float64
		start   []float64
		density []float64
		fixed   []int
		k       float64
		soft    bool
		n       int
		tol     float64 // in the weights' units
	}{
		{
			name:    "soft, every weight free",
			truth:   []float64{100, 80, -60, 300, 20, 150},
			start:   []float64{60, 0, 0, 200, 60, 100},
			density: []float64{0.9, 0.7, 0.5, 0.4, 0.9, 0.3},
			k:       1.3, soft: true, n: 4000, tol: 0.5,
		},
		{
			name:    "soft, the first weight held at its truth",
			truth:   []float64{100, 35, 500, -20, 900, 12},
			start:   []float64{100, 0, 300, 0, 700, 0},
			density: []float64{0.9, 0.8, 0.3, 0.6, 0.1, 0.9},
			fixed:   []int{0},
			k:       0.9, soft: true, n: 4000, tol: 0.5,
		},
		{
			name:    "game results",
			truth:   []float64{100, 80, -60, 300, 20, 150},
			start:   []float64{60, 0, 0, 200, 60, 100},
			density: []float64{0.9, 0.7, 0.5, 0.4, 0.9, 0.3},
			k:       1.3, n: 20000, tol: 15,
		},
	}
	for _, c := range cases {
		s := synthetic(3, c.n, c.truth, c.density, c.k, c.soft)
		w := Fit(s, params(c.start, c.fixed...), c.k, Options{Iterations: 800, Rate: 5})
		for i := range w {
			if math.Abs(w[i]-c.truth[i]) > c.tol {
				t.Errorf("%s: weight %d fitted %.2f, want %g (±%g)", c.name, i, w[i], c.truth[i], c.tol)
			}
		}
		if e0, e := MeanError(s, c.start, c.k), MeanError(s, w, c.k); e >= e0 {
			t.Errorf("%s: error %g after fitting, %g before", c.name, e, e0)
		}
	}
}

// A held weight and a weight no sample has keep their starts; a ridge keeps a weight
// few samples inform near its start, while the well-informed ones still fit.
func TestFitHoldsWeights(t *testing.T) {
	truth := []float64{100, 80, 400, 50}
	s := synthetic(4, 20000, truth, []float64{0.9, 0.9, 0.001, 0}, 1, false)
	start := []float64{100, 40, 100, 70}
	w := Fit(s, params(start, 0), 1, Options{Iterations: 300, Rate: 5})
	if w[0] != 100 || w[3] != 70 {
		t.Errorf("held %g (want 100), unseen %g (want 70)", w[0], w[3])
	}
	if math.Abs(w[1]-80) > 10 {
		t.Errorf("free weight %g, want about 80", w[1])
	}
	r := Fit(s, params(start, 0), 1, Options{Iterations: 300, Rate: 5, Ridge: 1e-3})
	if math.Abs(r[2]-start[2]) >= math.Abs(w[2]-start[2]) || math.Abs(r[2]-start[2]) > 30 {
		t.Errorf("rare weight %g with a ridge, %g without; want it held near %g", r[2], w[2], start[2])
	}
	if math.Abs(r[1]-80) > 10 {
		t.Errorf("free weight %g with a ridge, want about 80", r[1])
	}
	if got, want := Unseen(s, 4), []bool{false, false, false, true}; !slices.Equal(got, want) {
		t.Errorf("Unseen %v, want %v", got, want)
	}
	// a feature whose count is zero (a kind on the board with no move) moves nothing
	zero := []Sample{{Features: []Feature{{Index: 0, X: 1}, {Index: 1, X: 0}}}}
	if got, want := Unseen(zero, 3), []bool{false, true, true}; !slices.Equal(got, want) {
		t.Errorf("Unseen with a zero feature %v, want %v", got, want)
	}
}

func TestFitIsRepeatable(t *testing.T) {
	s := synthetic(5, 3000, []float64{100, -50, 30}, []float64{0.8, 0.8, 0.8}, 1, false)
	a := Fit(s, params([]float64{0, 0, 0}), 1, Options{Iterations: 300, Rate: 5})
	b := Fit(s, params([]float64{0, 0, 0}), 1, Options{Iterations: 300, Rate: 5})
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("two fits differ: %v and %v", a, b)
		}
	}
}

func TestRound(t *testing.T) {
	got := Round([]float64{1.4, 1.5, -1.5, -0.4, 99.99})
	want := []int{1, 2, -2, 0, 100}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("Round = %v, want %v", got, want)
		}
	}
	if f := Floats(want); f[4] != 100 || f[2] != -2 {
		t.Errorf("Floats = %v", f)
	}
}

// Placings become scores from 1 for the first to 0 for the last; seats sharing a place
// share the scores of the places they fill.
func TestPlacingScores(t *testing.T) {
	cases := []struct {
		placing []int
		want    []float64
	}{
		{[]int{1, 2}, []float64{1, 0}},
		{[]int{2, 1}, []float64{0, 1}},
		{[]int{1, 1}, []float64{0.5, 0.5}},
		{[]int{2, 1, 3}, []float64{0.5, 1, 0}},
		{[]int{1, 1, 3}, []float64{0.75, 0.75, 0}},
		{[]int{1, 2, 2, 4}, []float64{1, 0.5, 0.5, 0}},
		{[]int{3, 1, 2, 3}, []float64{1.0 / 6, 1, 2.0 / 3, 1.0 / 6}},
		{[]int{1, 1, 1, 1}, []float64{0.5, 0.5, 0.5, 0.5}},
		{[]int{1}, []float64{0}},
	}
	for _, c := range cases {
		got := PlacingScores(c.placing)
		for i := range c.want {
			if math.Abs(got[i]-c.want[i]) > 1e-12 {
				t.Errorf("PlacingScores(%v) = %v, want %v", c.placing, got, c.want)
				break
			}
		}
	}
}

// AppendNonZero keeps the features that are not zero, by index, after what buf held.
func TestAppendNonZero(t *testing.T) {
	buf := []Feature{{Index: 9, X: 1}}
	got := AppendNonZero(buf, []float64{0, 2, 0, -0.5, 0})
	want := []Feature{{9, 1}, {1, 2}, {3, -0.5}}
	if !slices.Equal(got, want) {
		t.Errorf("AppendNonZero = %v, want %v", got, want)
	}
}

// moves is a position's moves for Quiet, the noisy ones negative.
type moves []int

func (ms moves) Moves(buf []int) []int { return append(buf, ms...) }
func (moves) Noisy(m int) bool         { return m < 0 }

// A position is quiet when none of its moves is noisy (none at all included).
func TestQuiet(t *testing.T) {
	for _, c := range []struct {
		ms    moves
		quiet bool
	}{{nil, true}, {moves{1, 2}, true}, {moves{1, -2, 3}, false}, {moves{-1}, false}} {
		if got := Quiet[int](c.ms); got != c.quiet {
			t.Errorf("Quiet(%v) = %v, want %v", c.ms, got, c.quiet)
		}
	}
}
