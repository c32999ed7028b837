package antarctic

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"oddboards/rules"
	"oddboards/rules/gametest"
	"oddboards/rules/search"
	"oddboards/rules/tune"
)

// playedPositions are the positions of games of mode played by small noisy searches
// (each move's seed its own), up to plies each, passed to visit as they come; the games'
// matches are returned.
func playedPositions(t *testing.T, mode string, games, plies int, seed uint64, visit func(*Position)) []*rules.Match {
	t.Helper()
	think := func(p *Position, seed uint64) (rules.Move, bool) {
		r := p.Think(context.Background(), search.Limits{Nodes: 400, Noise: 80, Seed: seed, HashMB: 1}, nil)
		return r.Best, r.Found
	}
	return gametest.SearchedGames(t, games, plies, seed, startIn(mode), think, visit)
}

// startIn starts the games of mode.
func startIn(mode string) func(int) (*rules.Match, error) {
	return func(int) (*rules.Match, error) { return rules.NewMatch(Game{}, rules.Config{Mode: mode}, nil) }
}

// defaultWeights reproduce the evaluation (and Material) as it was before it had
// weights, to the centipawn, from every seat's side, in every position of searched and
// random games of every mode: testdata/oldeval/<mode>.txt recorded what the old
// evaluation gave (its header says how), and <mode>.games replays the searched games
// (playedPositions' with the mode's index for seed) that it was recorded on.
func TestDefaultWeightsKeepTheEvaluation(t *testing.T) {
	def := defaultWeights()
	for i, mode := range Modes() {
		t.Run(mode, func(t *testing.T) {
			old := gametest.ReadRecording(t, "testdata/oldeval/"+mode+".txt")
			positions, raced, returns := 0, 0, 0
			check := func(p *Position) {
				s := newSearchState(p)
				s.ev = evalInfoWith(p.st.g, &def)
				var got []int
				for seat := range p.st.g.n {
					got = append(got, s.Eval(seat))
				}
				old.Check(t, gametest.TextKey(p.PositionText()), append(got, p.Material(0))...)
				positions++
				for q := range p.st.g.n {
					for _, n := range p.st.reserve[q] {
						returns += int(n)
					}
				}
				for c, b := range p.st.sq {
					if b != 0 && p.st.isRoyal(kindOf(b)) && royalGeo.steps[royalIndex(kindOf(b))][c] == 1 {
						raced++
					}
				}
			}
			gametest.ReplayedGames(t, "testdata/oldeval/"+mode+".games", startIn(mode), check)
			for g := range 20 {
				check(randomGame(t, mode, 20+g*10, uint64(100*i+g)))
			}
			old.Done(t)
			if positions < 100 || raced == 0 || returns == 0 {
				t.Errorf("%d positions, %d royal pieces a move from the centre, %d captured Predators in hand: too few to tell", positions, raced, returns)
			}
		})
	}
}

// The weights file names only weights the evaluation has, each once, and leaves the
// held ones as they are; the players' values stay the hand-set ones.
func TestTunedWeights(t *testing.T) {
	w := gametest.TunedWeights(t, defaultWeights(), tunedWeights(), (*weights).terms)
	def := defaultWeights()
	if *playingWeights() != w {
		t.Error("the computer plays with other weights than the weights file's")
	}
	for k := kOrca; k < nKinds; k++ {
		if got := valueOf(toKind(k)); got != def.Value[k] {
			t.Errorf("%s: the players' value %d, the hand-set weight %d", toKind(k), got, def.Value[k])
		}
	}
}

// The model's features, weighted, add up to Eval from every seat's side, under the
// default weights and under weights drawn at random, to within combine's rounding.
func TestFeaturesAddUpToEval(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	for i, mode := range Modes() {
		t.Run(mode, func(t *testing.T) {
			ws := gametest.DrawnWeights(defaultWeights(), (*weights).terms, 2, true, func(v int) int {
				return v/2 + r.IntN(abs(v)+40)
			})
			n := 0
			for wi, w := range ws {
				m := Game{}.TuneModel().(*model)
				m.start = w
				for j, tm := range m.start.terms() {
					m.vec[j] = float64(*tm.P)
				}
				x := make([]float64, len(m.List))
				check := func(p *Position) {
					if p.Outcome().Over() {
						return
					}
					s := newSearchState(p)
					s.ev = evalInfoWith(p.st.g, &m.start)
					for seat := range p.st.g.n {
						if p.Out(rules.Player(seat)) {
							continue
						}
						clear(x)
						m.features(s, seat, x)
						sum := gametest.Weighted(m.start.terms(), x)
						if got := float64(s.Eval(seat)); math.Abs(got-sum) > 1.5 {
							t.Fatalf("weights %d, position %d, seat %d: features add up to %.2f, Eval %v", wi, n, seat, sum, got)
						}
					}
					n++
				}
				playedPositions(t, mode, 1, 100, uint64(i+50), check)
				for g := range 10 {
					check(randomGame(t, mode, 20+g*12, uint64(1000+100*i+g)))
				}
			}
		})
	}
}

// A game's samples are its quiet positions, one a seat still in, labelled with the
// seat's placing; a position where a royal piece stands a free move from the centre, or
// an Emperor is attacked, is not quiet, nor is the game's end.
func TestTuneModelSamples(t *testing.T) {
	model := Game{}.TuneModel().(*model)
	for _, mode := range []string{Mode2S, mode4U} {
		threats := 0
		for _, m := range playedPositions(t, mode, 3, 60, 7, func(*Position) {}) {
			n := len(m.Players())
			placing := make([]int, n)
			for q := range placing {
				placing[q] = 1 // a draw
			}
			samples, err := tune.FromPlacings(model, m, tune.PlacingScores(placing), 0, nil)
			if err != nil {
				t.Fatal(err)
			}
			want := 0
			for ply := 0; ply <= len(m.History()); ply++ {
				p := m.PositionAt(ply).(*Position)
				threatened := newSearchState(p).Threatened()
				for seat := range n {
					_, ok := model.SeatFeatures(p, seat, nil)
					if ok {
						want++
					}
					if ok && (threatened || p.Outcome().Over()) {
						t.Errorf("%s ply %d: quiet, with a threat or over", mode, ply)
					}
				}
				if threatened {
					threats++
				}
			}
			if len(samples) != want || want == 0 {
				t.Errorf("%s: %d samples, %d quiet positions and seats", mode, len(samples), want)
			}
			for _, s := range samples {
				if s.Result != 0.5 {
					t.Fatalf("%s: a drawn game's sample labelled %g", mode, s.Result)
				}
			}
		}
		if threats == 0 {
			t.Errorf("%s: no threat in the games, nothing tested", mode)
		}
	}
}

// The tuned weights play only in the modes where they were measured to win; the
// others play the hand-set ones.
func TestModesPlayTheirWeights(t *testing.T) {
	for _, mode := range Modes() {
		want := handWeights()
		if tunedMode(mode) {
			want = playingWeights()
		}
		if got := newEvalInfo(mustStart(t, mode).st.g).w; got != want {
			t.Errorf("%s plays other weights than its own", mode)
		}
		if s := newSearchState(mustStart(t, mode)); s.ev.w != want {
			t.Errorf("%s: the search plays other weights than its own", mode)
		}
	}
	if !tunedMode(Mode2S) || tunedMode(mode2U) {
		t.Error("2S should play the tuned weights and 2U the hand-set ones")
	}
}

// Material counts a player's pieces on the board at the evaluation's values and its
// waiting Predators at their worth in hand; a player who is out has none.
func TestMaterial(t *testing.T) {
	for _, tc := range []struct {
		name    string
		mode    string
		list    string
		reserve []string
		want    []int
	}{
		{"pieces", "3S", "0Mv12 0Om12 1Mb12 1Sk12 2Mg2", nil, []int{1500 + 1200, 1500 + 300, 1500}},
		{"a waiting Orca returns as a Leopard, less its tempo", "2S", "0Mv12 1Mb12", []string{"1O"}, []int{1500, 1500 + 900*3/4}},
		{"in a race mode a waiting Orca counts in full", "3S", "0Mv12 1Mb12 2Mg2", []string{"1O"}, []int{1500, 1500 + 900, 1500}},
		{"a player out", "3S", "0Mv12 1Mb12 1Lk12 2Sg2", nil, []int{1500, 1500 + 900, 0}},
	} {
		p := build(t, tc.mode, 0, tc.list, tc.reserve...)
		for pl, want := range tc.want {
			if got := p.Material(rules.Player(pl)); got != want {
				t.Errorf("%s: player %d has %d, want %d", tc.name, pl, got, want)
			}
		}
	}
}
