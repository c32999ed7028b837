package dinoczars

import (
	"math"
	"math/rand/v2"
	"testing"

	"oddboards/rules"
	"oddboards/rules/gametest"
	"oddboards/rules/tune"
)

// goldenEvals reads testdata/eval.txt: positions of seeded random games, each with the
// evaluation for Player 1 as the hand-set evaluation scored it before its weights
// became Weights.
func goldenEvals(t *testing.T) []gametest.Golden[*Position] {
	t.Helper()
	return gametest.ReadGolden(t, "testdata/eval.txt", func(s string) (*Position, error) { return readPosition(s, false) })
}

// The hand-set weights score every position as the evaluation did before they were
// made weights, in positions with eggs to hatch and Tyrannosauri in danger.
func TestDefaultWeightsKeepTheEvaluation(t *testing.T) {
	e := newEvalTables(defaultWeights())
	cases := goldenEvals(t)
	hatching, hanging := 0, 0
	for _, c := range cases {
		if got := c.Pos.st.evalWith(e, 0); got != c.Value {
			t.Errorf("%s: %d, was %d", c.Text, got, c.Value)
		}
		sc := c.Pos.st.scan()
		for o := range 2 {
			if sc.nEggs[o] > 0 && c.Pos.st.hatches(o, &e.Value)[0] != kEmpty {
				hatching++
			}
			if tr := sc.tr[o]; tr >= 0 && c.Pos.st.czarSafety(o, tr, &sc).hanging > 0 {
				hanging++
			}
		}
	}
	if len(cases) < 500 || hatching < 20 || hanging < 20 {
		t.Errorf("%d positions, %d sides with eggs to hatch, %d with the Czar hanging: too few to tell", len(cases), hatching, hanging)
	}
}

// The weights file names only weights the evaluation has, each once, and leaves the
// held ones as they are; the computer plays with it.
func TestTunedWeights(t *testing.T) {
	w := gametest.TunedWeights(t, defaultWeights(), tunedWeights(), (*weights).terms)
	if *newEvalTables(w) != *playing {
		t.Error("the computer plays with other weights than the weights file's")
	}
}

// The model's features, weighted, add up to the evaluation for Player 1 but for its
// rounding (under a centipawn a dinosaur or egg), under the hand-set weights and under
// weights drawn at random (from half to one and a fifth of the hand-set ones, so that
// the placement table's bounds stay out of reach).
func TestFeaturesAddUpToEval(t *testing.T) {
	m := Game{}.TuneModel().(*model)
	r := rand.New(rand.NewPCG(30, 3))
	ws := gametest.DrawnWeights(defaultWeights(), (*weights).terms, 3, true, func(v int) int {
		return v * (50 + r.IntN(71)) / 100
	})
	cases := goldenEvals(t)
	x := make([]float64, len(m.List))
	for wi, w := range ws {
		e := newEvalTables(w)
		m.rank = w.Value // the hatches as this evaluation ranks them
		for _, c := range cases {
			clear(x)
			m.features(&c.Pos.st, x)
			sum, tol := gametest.Weighted(w.terms(), x), 0.0
			for _, b := range c.Pos.st.sq {
				if b != 0 {
					tol++
				}
			}
			if got := c.Pos.st.evalWith(e, 0); math.Abs(float64(got)-sum) > tol {
				t.Fatalf("weights %d, %s: features add up to %.2f, eval %d", wi, c.Text, sum, got)
			}
		}
	}
}

// A game's samples are its quiet positions (not over, no capture or hatch to play),
// labelled with its result for Player 1 and scored as the hand-set evaluation scores
// them.
func TestTuneModelSamples(t *testing.T) {
	model := Game{}.TuneModel()
	var w []float64
	for _, p := range model.Params() {
		w = append(w, p.Start)
	}
	handSet := newEvalTables(defaultWeights()) // where the params start, whatever weights.go holds
	r := rand.New(rand.NewPCG(30, 4))
	for g := range 4 {
		m, err := rules.NewMatch(Game{}, rules.Config{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < 400 && !m.Outcome().Over(); ply++ {
			ms := m.Position().LegalMoves(nil)
			if err := m.Play(ms[r.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
		}
		result, over := tune.Result(m.Outcome())
		if !over {
			result = 0.5
		}
		var want []int // the plies of the quiet positions
		noisy := 0
		for ply := 0; ply <= len(m.History()); ply++ {
			p := m.PositionAt(ply).(*Position)
			th := newThinker(p)
			calm := p.st.winner < 0
			for _, mv := range th.Moves(nil) {
				calm = calm && !th.Noisy(mv)
			}
			if _, ok := model.Features(p, nil); ok != calm {
				t.Fatalf("game %d, ply %d: quiet %v, want %v", g, ply, ok, calm)
			}
			if calm {
				want = append(want, ply)
			} else {
				noisy++
			}
		}
		if len(want) == 0 || noisy < 2 {
			t.Fatalf("game %d: %d quiet and %d noisy positions: nothing tested", g, len(want), noisy)
		}
		samples, err := tune.FromMatch(model, m, result, 0, nil)
		if err != nil || len(samples) != len(want) {
			t.Fatalf("game %d: %d samples (%v), want %d", g, len(samples), err, len(want))
		}
		for i, s := range samples {
			hand := m.PositionAt(want[i]).(*Position).st.evalWith(handSet, 0)
			if s.Result != result || math.Abs(s.Score(w)-float64(hand)) > 40 {
				t.Errorf("game %d, sample %d: result %g (want %g), score %.1f, evaluation %d", g, i, s.Result, result, s.Score(w), hand)
			}
		}
	}
}
