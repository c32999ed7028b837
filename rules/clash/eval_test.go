package clash

import (
	"math/rand/v2"
	"testing"

	"oddboards/rules"
	"oddboards/rules/gametest"
	"oddboards/rules/tune"
)

// goldenEvals reads testdata/eval.txt: positions of seeded random games, each with
// the evaluation from White's side as the hand-set evaluation scored it before its
// weights became Weights.
func goldenEvals(t *testing.T) []gametest.Golden[*Position] {
	t.Helper()
	return gametest.ReadGolden(t, "testdata/eval.txt", ParsePosition)
}

// The hand-set weights score every position as the evaluation did before they were
// made weights, in positions with every number of Commanders.
func TestDefaultWeightsKeepTheEvaluation(t *testing.T) {
	e := newEvalTables(defaultWeights())
	var cmds [maxCmd + 1]int
	cases := goldenEvals(t)
	for _, c := range cases {
		if got := c.Pos.st.eval(&e); got != c.Value {
			t.Errorf("%s: %d, was %d", c.Text, got, c.Value)
		}
		cmds[min(c.Pos.st.cmd[0], c.Pos.st.cmd[1])]++
	}
	if len(cases) < 500 || cmds[1] < 20 || cmds[2] < 20 || cmds[3] < 20 {
		t.Errorf("%d positions, %v by the fewer Commanders of a side: too few to tell", len(cases), cmds)
	}
}

// The weights file names only weights the evaluation has, each once, and leaves the
// held ones as they are; the computer plays with it.
func TestTunedWeights(t *testing.T) {
	w := gametest.TunedWeights(t, defaultWeights(), tunedWeights(), (*weights).terms)
	if newEvalTables(w) != playing {
		t.Error("the computer plays with other weights than the weights file's")
	}
}

// The model's features, weighted, add up to the evaluation for White exactly (it is
// integer arithmetic), under the hand-set weights and under weights drawn at random.
func TestFeaturesAddUpToEval(t *testing.T) {
	m := Game{}.TuneModel().(*model)
	r := rand.New(rand.NewPCG(30, 1))
	ws := gametest.DrawnWeights(defaultWeights(), (*weights).terms, 3, false, func(v int) int {
		return v/2 + r.IntN(2*max(v, 10)+1) - 10
	})
	cases := goldenEvals(t)
	x := make([]float64, len(m.List))
	for wi, w := range ws {
		e := newEvalTables(w)
		for _, c := range cases {
			clear(x)
			m.features(&c.Pos.st, x)
			sum := gametest.Weighted(w.terms(), x)
			if got := c.Pos.st.eval(&e); float64(got) != sum {
				t.Fatalf("weights %d, %s: features add up to %v, eval %d", wi, c.Text, sum, got)
			}
		}
	}
}

// A game's samples are its quiet positions (not over, nothing for the quiescence search
// to follow), labelled with its result for White and scored as the evaluation scores
// them.
func TestTuneModelSamples(t *testing.T) {
	model := Game{}.TuneModel()
	r := rand.New(rand.NewPCG(30, 2))
	for g := range 5 {
		m, err := rules.NewMatch(Game{}, rules.Config{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		for !m.Outcome().Over() {
			ms := m.Position().LegalMoves(nil)
			if err := m.Play(ms[r.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
		}
		result, _ := tune.Result(m.Outcome())
		var want []int // the plies of the quiet positions
		quiet, noisy := 0, 0
		for ply := 0; ply <= len(m.History()); ply++ {
			p := m.PositionAt(ply).(*Position)
			th := newThinker(p)
			calm := !p.st.over()
			for _, mv := range th.Moves(nil) {
				calm = calm && !th.Noisy(mv)
			}
			if _, ok := model.Features(p, nil); ok != calm {
				t.Fatalf("game %d, ply %d: quiet %v, want %v", g, ply, ok, calm)
			}
			if calm {
				want = append(want, ply)
				quiet++
			} else {
				noisy++
			}
		}
		if ply := len(m.History()); len(want) > 0 && want[len(want)-1] == ply {
			t.Errorf("game %d: the final position counts as quiet", g)
		}
		if quiet == 0 || noisy < 2 {
			t.Fatalf("game %d: %d quiet and %d noisy positions: nothing tested", g, quiet, noisy)
		}
		samples, err := tune.FromMatch(model, m, result, 0, nil)
		if err != nil || len(samples) != len(want) {
			t.Fatalf("game %d: %d samples (%v), want %d", g, len(samples), err, len(want))
		}
		var w []float64
		for _, p := range model.Params() {
			w = append(w, p.Start)
		}
		for i, s := range samples {
			th := newThinker(m.PositionAt(want[i]).(*Position))
			if s.Result != result || s.Score(w) != float64(th.Eval(0)) {
				t.Errorf("game %d, sample %d: result %g (want %g), score %v, Eval %d", g, i, s.Result, result, s.Score(w), th.Eval(0))
			}
		}
	}
}
