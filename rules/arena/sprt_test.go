package arena

import (
	"math"
	"testing"
)

func TestSPRTBounds(t *testing.T) {
	for _, tc := range []struct {
		alpha, beta, lo, hi float64
	}{
		{0.05, 0.05, -2.944439, 2.944439}, // ln(0.05/0.95), ln(0.95/0.05)
		{0.05, 0.10, -2.251292, 2.890372}, // ln(0.10/0.95), ln(0.90/0.05)
		{0.01, 0.20, -1.599388, 4.382027}, // ln(0.20/0.99), ln(0.80/0.01)
	} {
		lo, hi := SPRT{Elo0: 0, Elo1: 5, Alpha: tc.alpha, Beta: tc.beta}.Bounds()
		if math.Abs(lo-tc.lo) > 1e-6 || math.Abs(hi-tc.hi) > 1e-6 {
			t.Errorf("alpha %g beta %g: bounds %.6f, %.6f; want %.6f, %.6f", tc.alpha, tc.beta, lo, hi, tc.lo, tc.hi)
		}
	}
}

// The LLR against values known from elsewhere or worked out by hand.
func TestSPRTLLRKnownValues(t *testing.T) {
	s1 := 1 / (1 + math.Pow(10, -100.0/400)) // 0.640065: the score 100 Elo above
	for _, tc := range []struct {
		name         string
		elo0, elo1   float64
		w, d, l      int
		want, within float64
	}{
		// fishtest's and fastchess's published trinomial LLRs in logistic Elo
		{"fastchess logistic 1", 0.5, 2.5, 21404, 40708, 21184, -1.57, 0.005},
		{"fastchess logistic 2", 0, 2, 57433, 106593, 57030, -2.59, 0.005},
		// without draws the GSPRT is the binomial SPRT: W ln(s1/s0) + L ln((1-s1)/(1-s0))
		{"a sweep", 0, 100, 10, 0, 0, 10 * math.Log(s1/0.5), 1e-9},
		{"wins and losses", 0, 100, 10, 0, 2, 10*math.Log(s1/0.5) + 2*math.Log((1-s1)/0.5), 1e-9},
		// only draws: the likeliest distribution scoring s draws 2·min(s, 1-s) of the
		// games, all of them at s0 = 1/2
		{"only draws", 0, 100, 0, 10, 0, 10 * math.Log(2*(1-s1)), 1e-9},
		// worked out apart (a ternary search over the draw chance, in Python)
		{"mixed, far apart", 0, 100, 30, 20, 10, 5.083909, 1e-5},
		{"even", 0, 10, 5, 5, 5, -0.0093175, 1e-6},
		{"below zero", -10, 50, 7, 2, 3, 0.688954, 1e-5},
		{"nothing played", 0, 10, 0, 0, 0, 0, 0},
	} {
		got := SPRT{Elo0: tc.elo0, Elo1: tc.elo1, Alpha: 0.05, Beta: 0.05}.LLR(tc.w, tc.d, tc.l)
		if math.Abs(got-tc.want) > tc.within {
			t.Errorf("%s: LLR(%d, %d, %d) at [%g, %g] = %.6f, want %.6f", tc.name, tc.w, tc.d, tc.l, tc.elo0, tc.elo1, got, tc.want)
		}
	}
}

// Over many games with close hypotheses the exact LLR and its normal approximation
// N(s1-s0)(2s-s0-s1)/(2σ²) agree; over few the approximation runs ahead.
func TestSPRTAgainstNormalApproximation(t *testing.T) {
	approx := func(s SPRT, w, d, l int) float64 {
		n := float64(w + d + l)
		mean := (float64(w) + float64(d)/2) / n
		v := (float64(w)*(1-mean)*(1-mean) + float64(d)*(0.5-mean)*(0.5-mean) + float64(l)*mean*mean) / n
		s0, s1 := score(s.Elo0), score(s.Elo1)
		return n * (s1 - s0) * (2*mean - s0 - s1) / (2 * v)
	}
	big := SPRT{Elo0: 0.5, Elo1: 2.5, Alpha: 0.05, Beta: 0.05}
	if a, e := approx(big, 21404, 40708, 21184), big.LLR(21404, 40708, 21184); math.Abs(a-e) > 1e-3 {
		t.Errorf("84,000 games: exact %.5f, approximation %.5f", e, a)
	}
	small := SPRT{Elo0: 0, Elo1: 100, Alpha: 0.05, Beta: 0.05}
	if a, e := approx(small, 10, 0, 2), small.LLR(10, 0, 2); !(a > 3 && e < 2) {
		t.Errorf("12 games: exact %.3f, approximation %.3f: the approximation should run ahead", e, a)
	}
}

func TestSPRTVerdict(t *testing.T) {
	s := SPRT{Elo0: 0, Elo1: 100, Alpha: 0.05, Beta: 0.05}
	// a win at [0, 100] adds ln(0.640065/0.5) = 0.2470: twelve pass 2.944, eleven do not
	for _, tc := range []struct {
		w, d, l int
		want    Verdict
	}{
		{11, 0, 0, Undecided},
		{12, 0, 0, AcceptH1},
		{0, 0, 0, Undecided},
		{30, 0, 30, Undecided}, // 30 ln(s1/s0) + 30 ln((1-s1)/(1-s0)) = -2.45
		{40, 0, 40, AcceptH0},  // -3.27
		{3, 2, 3, Undecided},
	} {
		if v, llr := s.Verdict(tc.w, tc.d, tc.l); v != tc.want {
			t.Errorf("%d-%d-%d: verdict %d (LLR %.3f), want %d", tc.w, tc.d, tc.l, v, llr, tc.want)
		}
	}
}

func TestSPRTCheck(t *testing.T) {
	for _, tc := range []struct {
		s  SPRT
		ok bool
	}{
		{SPRT{0, 10, 0.05, 0.05}, true},
		{SPRT{-5, 0, 0.01, 0.2}, true},
		{SPRT{10, 0, 0.05, 0.05}, false},
		{SPRT{5, 5, 0.05, 0.05}, false},
		{SPRT{math.NaN(), 5, 0.05, 0.05}, false},
		{SPRT{0, 5000, 0.05, 0.05}, false},
		{SPRT{0, 10, 0, 0.05}, false},
		{SPRT{0, 10, 0.6, 0.5}, false},
	} {
		if err := tc.s.Check(); (err == nil) != tc.ok {
			t.Errorf("%+v: %v, want ok %v", tc.s, err, tc.ok)
		}
	}
}

// The pentanomial LLR over pairs of games: a sweep of pairs, pairs of independent games
// (where it must agree with the trinomial LLR of the same games), the normal
// approximation over many pairs, and pairs that each split their points (the evidence
// the trinomial misses).
func TestSPRTPairs(t *testing.T) {
	s := SPRT{Elo0: 0, Elo1: 100, Alpha: 0.05, Beta: 0.05}
	s1 := score(100)
	// a sweep of 10 pairs: a pair's points are all its expected share can be, so the
	// likeliest distribution puts s on 2 points and the rest on 0 (a sweep of 20
	// independent games weighs twice that)
	if got, want := s.LLRPairs([]int{0, 0, 0, 0, 10}), 10*math.Log(s1/0.5); math.Abs(got-want) > 1e-3 {
		t.Errorf("a sweep of 10 pairs: LLR %.5f, want %.5f", got, want)
	}
	if got := s.LLRPairs(make([]int, 5)); got != 0 {
		t.Errorf("no pairs: LLR %g", got)
	}

	// independent games: a pair's points are two draws from one game's chances
	close := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	pw, pd, pl := 0.40, 0.25, 0.35
	const n = 200000 // pairs
	var pairs [5]int
	for a, pa := range []float64{pl, pd, pw} {
		for b, pb := range []float64{pl, pd, pw} {
			pairs[a+b] += int(math.Round(n * pa * pb))
		}
	}
	tri := close.LLR(int(2*n*pw), int(2*n*pd), int(2*n*pl))
	penta := close.LLRPairs(pairs[:])
	if math.Abs(penta-tri) > 0.01*math.Abs(tri) {
		t.Errorf("pairs of independent games: pentanomial %.3f, trinomial %.3f of the same games", penta, tri)
	}

	// the normal approximation N(s1-s0)(2m-s0-s1)/(2σ²), m and σ² a pair's mean share
	// and its spread, agrees over many pairs with close hypotheses
	big := SPRT{Elo0: 0.5, Elo1: 2.5, Alpha: 0.05, Beta: 0.05}
	counts := []int{2100, 9800, 18000, 10300, 2000}
	total, sum := 0.0, 0.0
	for k, c := range counts {
		total += float64(c)
		sum += float64(c) * float64(k) / 4
	}
	m, v := sum/total, 0.0
	for k, c := range counts {
		v += float64(c) * (float64(k)/4 - m) * (float64(k)/4 - m)
	}
	v /= total
	s0, sb := score(big.Elo0), score(big.Elo1)
	if approx, exact := total*(sb-s0)*(2*m-s0-sb)/(2*v), big.LLRPairs(counts); math.Abs(approx-exact) > 1e-3*math.Max(1, math.Abs(exact)) {
		t.Errorf("42,200 pairs: exact %.5f, approximation %.5f", exact, approx)
	}

	// 100 pairs split 1-1: the trinomial sees 100 wins and 100 losses, the pentanomial
	// that every pair was even, far stronger evidence against a stronger first player
	even := SPRT{Elo0: 0, Elo1: 20, Alpha: 0.05, Beta: 0.05}
	if p, tr := even.LLRPairs([]int{0, 0, 100, 0, 0}), even.LLR(100, 0, 100); !(p < tr && p < 2*tr) {
		t.Errorf("even pairs: pentanomial %.3f, trinomial %.3f; want the pentanomial far lower", p, tr)
	}
}

// Judge takes the pairs where the tally has them, else the wins, draws and losses.
func TestSPRTJudge(t *testing.T) {
	s := SPRT{Elo0: 0, Elo1: 100, Alpha: 0.05, Beta: 0.05}
	paired, single := newTally(2, true), newTally(2, false)
	for i := range 24 {
		g := Game{Seats: seatsOf(i, 2), Placing: []int{1, 2}} // seat 0 always wins
		paired.add(i, g)
		single.add(i, g)
	}
	// player 0 wins every game it is first seat in: 12 wins, 12 losses, 12 pairs of 1
	v, llr, byPairs := s.Judge(paired)
	if !byPairs || v != AcceptH0 || llr != s.LLRPairs([]int{0, 0, 12, 0, 0}) {
		t.Errorf("paired: verdict %d, LLR %.3f, by pairs %v; want H0 by 12 even pairs", v, llr, byPairs)
	}
	v, llr, byPairs = s.Judge(single)
	if byPairs || single.Pairs != nil || llr != s.LLR(12, 0, 12) || v != Undecided {
		t.Errorf("unpaired: verdict %d, LLR %.3f, by pairs %v; want undecided by 12-0-12", v, llr, byPairs)
	}
}
