package pothole

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/gametest"
	"oddboards/rules/search"
	"oddboards/rules/tune"
)

// playedPositions visits the positions of games played by small noisy searches (each
// move's seed its own), up to plies each, and returns the games' matches.
func playedPositions(t *testing.T, games, plies int, seed uint64, visit func(*Position)) []*rules.Match {
	t.Helper()
	think := func(p *Position, seed uint64) (rules.Move, bool) {
		r := p.Think(context.Background(), search.Limits{Nodes: 300, Noise: 80, Seed: seed, HashMB: 1}, nil)
		return r.Best, r.Found
	}
	return gametest.SearchedGames(t, games, plies, seed, startGame, think, visit)
}

// startGame is game i of playedPositions' games: their options take turns.
func startGame(i int) (*rules.Match, error) {
	return rules.NewMatch(Game{}, rules.Config{Options: optionSettings[i%len(optionSettings)].opts}, nil)
}

// evalPositions visits positions of searched and random games and the hand-made
// middlegames.
func evalPositions(t *testing.T, seed uint64, visit func(*Position)) {
	playedPositions(t, 4, 200, seed, visit)
	otherPositions(t, seed, visit)
}

// otherPositions visits evalPositions' positions but the searched games'.
func otherPositions(t *testing.T, seed uint64, visit func(*Position)) {
	for i, o := range optionSettings {
		for _, p := range randomGame(mustStart(t, o.opts), seed+uint64(i), 300) {
			visit(p)
		}
	}
	for _, text := range midgames {
		visit(mustPos(t, text))
	}
}

// defaultWeights reproduce the evaluation as it was before it had weights, to the
// centipawn, from every seat's side: testdata/oldeval.txt recorded what the old
// evaluation gave (its header says how), on evalPositions' walk with seed 1, whose
// searched games testdata/oldeval-games.txt replays.
func TestDefaultWeightsKeepTheEvaluation(t *testing.T) {
	def := defaultWeights()
	old := gametest.ReadRecording(t, "testdata/oldeval.txt")
	positions, records, pushes := 0, 0, 0
	check := func(p *Position) {
		s := &p.st
		var got [4]int
		for seat := range got {
			got[seat] = s.evalWith(seat, &def)
		}
		old.Check(t, gametest.TextKey(p.Text()), got[:]...)
		positions++
		for i := range int(s.npc) {
			if pc := &s.pc[i]; pc.sq != 0 && pc.marks != 0 {
				records++
			}
			if pc := &s.pc[i]; pc.sq != 0 && isDozer(pc.kind) && s.pushThreats(&def, int(pc.sq), int(pc.owner), pc.kind == kMegadozer) > 0 {
				pushes++
			}
		}
	}
	gametest.ReplayedGames(t, "testdata/oldeval-games.txt", startGame, check)
	otherPositions(t, 1, check)
	old.Done(t)
	if positions < 1000 || records < 50 || pushes < 50 {
		t.Errorf("%d positions, %d pieces with a record, %d dozers threatening a push: too few to tell", positions, records, pushes)
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
	for _, k := range pieceKinds {
		if got := valueOf(pieces.Kind(k)); got != def.Value[k] {
			t.Errorf("%s: the players' value %d, the hand-set weight %d", pieces.Kind(k), got, def.Value[k])
		}
	}
}

// The model's features, weighted, add up to the evaluation from every live seat's
// side, under the default weights and under weights drawn at random, to within
// combine's rounding.
func TestFeaturesAddUpToEval(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	ws := gametest.DrawnWeights(defaultWeights(), (*weights).terms, 2, true, func(v int) int {
		return v/2 + r.IntN(abs(v)+40)
	})
	for wi, w := range ws {
		m := Game{}.TuneModel().(*model)
		m.start = w
		n := 0
		evalPositions(t, uint64(10+wi), func(p *Position) {
			for seat := range 4 {
				if p.st.king[seat] == 0 {
					continue
				}
				x := m.features(&p.st, seat)
				sum := gametest.Weighted(m.start.terms(), x)
				if got := float64(p.st.evalWith(seat, &m.start)); math.Abs(got-sum) > 1.5 {
					t.Fatalf("weights %d, position %d (%s), seat %d: features add up to %.2f, eval %v", wi, n, p.Text(), seat, sum, got)
				}
			}
			n++
		})
	}
}

// A game's samples are its quiet positions, one a seat still in, labelled with the
// seat's placing; a position with a capture to play is not quiet, nor is the end.
func TestTuneModelSamples(t *testing.T) {
	model := Game{}.TuneModel().(*model)
	noisy := 0
	for _, m := range playedPositions(t, 2, 120, 7, func(*Position) {}) {
		placing := []int{2, 1, 4, 2}
		samples, err := tune.FromPlacings(model, m, tune.PlacingScores(placing), 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		want, bySeat := 0, map[float64]int{}
		for ply := 0; ply <= len(m.History()); ply++ {
			p := m.PositionAt(ply).(*Position)
			s := newSearchState(p)
			captures := false
			for _, mv := range s.Moves(nil) {
				captures = captures || mv.flags&fCapture != 0
			}
			if captures {
				noisy++
			}
			for seat := range 4 {
				_, ok := model.SeatFeatures(p, seat, nil)
				if ok {
					want++
				}
				if ok && (captures || p.Outcome().Over() || p.st.king[seat] == 0) {
					t.Errorf("ply %d seat %d: quiet, with a capture to play, over or out", ply, seat)
				}
			}
		}
		if len(samples) != want || want == 0 {
			t.Errorf("%d samples, %d quiet positions and seats", len(samples), want)
		}
		for _, s := range samples {
			bySeat[s.Result]++
		}
		// seat 1 first (1), seats 0 and 3 sharing second and third (½), seat 2 last (0)
		if len(bySeat) != 3 || bySeat[1] == 0 || bySeat[0.5] == 0 || bySeat[0] == 0 {
			t.Errorf("labels %v, want 1, ½ and 0", bySeat)
		}
	}
	if noisy == 0 {
		t.Error("no capture in the games: nothing tested")
	}
}

// Material counts a player's pieces at the evaluation's values, the King at nothing and
// potholes not at all; the four armies start equal.
func TestMaterial(t *testing.T) {
	for _, tc := range []struct {
		name string
		pos  string
		want [4]int
	}{
		{"pieces", "to:w wKa1 wCb1 wBc1 rKa7 rDb7 bKg7 bYf7 uKg1 uMf1 wOb2 Oe3", [4]int{250 + 100, 130, 280, 300}},
		{"a Racecar", "to:w wKa1 wRb1 rKa7 bKg7 uKg1", [4]int{380, 0, 0, 0}},
	} {
		p := mustPos(t, tc.pos)
		for pl, want := range tc.want {
			if got := p.Material(rules.Player(pl)); got != want {
				t.Errorf("%s: player %d has %d, want %d", tc.name, pl, got, want)
			}
		}
	}
	start := mustStart(t, nil)
	first := start.Material(0)
	for pl := 1; pl < 4; pl++ {
		if got := start.Material(rules.Player(pl)); got != first || got == 0 {
			t.Errorf("start: player %d has %d, player 0 %d", pl, got, first)
		}
	}
}
