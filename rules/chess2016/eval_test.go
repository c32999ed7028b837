package chess2016

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/gametest"
	"oddboards/rules/tune"
)

// randomGames visits every position of seeded random games from setups spread over
// the three variants (walkGames).
func randomGames(t testing.TB, seed uint64, plies int, visit func(th *thinker)) {
	t.Helper()
	starts := []struct {
		variant string
		setups  int
	}{{Chess2016, 2016}, {Chess56, 56}, {Chess112, 112}}
	var ps []*Position
	for i, st := range starts {
		for g := range 8 - 2*i {
			n := 1 + (g*331+int(seed))%st.setups
			p, err := StartPosition(st.variant, n, nil)
			if err != nil {
				t.Fatal(err)
			}
			ps = append(ps, p)
		}
	}
	walkGames(ps, seed, plies, func(_, _ int, th *thinker) { visit(th) })
}

// walkGames plays a seeded random game of up to plies from each of starts, and visits
// each position before its move with the start's index and the ply. A capture is
// played whenever one is drawn in two tries, so the games reach endings (and mop-up)
// as well as middlegames.
func walkGames(starts []*Position, seed uint64, plies int, visit func(i, ply int, th *thinker)) {
	r := rand.New(rand.NewPCG(seed, 3))
	var buf []move
	for i, p := range starts {
		th := newThinker(p)
		for ply := range plies {
			visit(i, ply, th)
			buf = th.Moves(buf[:0])
			if len(buf) == 0 {
				break
			}
			m := buf[r.IntN(len(buf))]
			if !th.Noisy(m) {
				m = buf[r.IntN(len(buf))]
			}
			th.Do(m)
		}
	}
}

// staged are positions of move diagrams (no check, no Kings needed), which Eval scores
// without the King's terms.
func staged(t testing.TB) []*thinker {
	t.Helper()
	var out []*thinker
	for _, list := range []map[string]pieces.Piece{
		{"f5": {Kind: pieces.Griffin, Owner: 0}},
		{"e4": {Kind: pieces.Knight, Owner: 0}, "h7": {Kind: pieces.Pawn, Owner: 1}, "c3": {Kind: pieces.King, Owner: 1}},
	} {
		placed := map[boards.Cell]pieces.Piece{}
		for name, pc := range list {
			c, ok := theBoard.Lookup(name)
			if !ok {
				t.Fatal(name)
			}
			placed[c] = pc
		}
		p, err := Game{}.Stage(rules.Config{Variant: Chess2016, Setup: 288}, 0, placed)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, newThinker(p.(*Position)))
	}
	return out
}

// defaultWeights reproduce the evaluation as it was before it had weights, to the
// centipawn, on both sides of every position of random games and of staged diagrams:
// testdata/oldeval.txt recorded what the old evaluation gave them (its header says how).
func TestDefaultWeightsKeepTheEvaluation(t *testing.T) {
	def := newEvalTables(defaultWeights())
	old := gametest.ReadRecording(t, "testdata/oldeval.txt")
	positions, mopUps := 0, 0
	check := func(th *thinker) {
		th.useTables(def)
		old.Check(t, fmt.Sprintf("%08x", uint32(th.s.hash)), th.Eval(0), th.Eval(1))
		positions++
		var left, pieceLeft, kings [2]int
		for c, sq := range sqOfCell {
			if pc := th.s.sq[sq]; pc != 0 {
				side, k := int(pc>>6)&1, pieces.Kind(pc&kindMask)
				left[side] += Value(k)
				if k == pieces.King {
					kings[side] = c
				} else if k != pieces.Pawn {
					pieceLeft[side] += Value(k)
				}
			}
		}
		if _, _, _, ok := def.mopUp(&left, &pieceLeft, &kings); ok {
			mopUps++
		}
	}
	randomGames(t, 1, 300, check)
	for _, th := range staged(t) {
		check(th)
	}
	old.Done(t)
	if positions < 3000 || mopUps < 100 {
		t.Errorf("%d positions, %d of them with mop-up: too few to tell", positions, mopUps)
	}
}

// The weights file names only weights the evaluation has, each once, and leaves the
// held ones as they are.
func TestTunedWeights(t *testing.T) {
	w := gametest.TunedWeights(t, defaultWeights(), tunedWeights(), (*weights).terms)
	if w.Value != playingWeights().Value {
		t.Error("the computer plays with other values than the weights file's")
	}
}

// The players' values stay the rules pages' whatever the evaluation's are.
func TestValuesAreThePlayers(t *testing.T) {
	w := defaultWeights()
	for _, k := range gameKinds {
		if w.Value[k] != kindFacts[k].Value {
			t.Errorf("%s: default weight %d, the players' value %d", k, w.Value[k], kindFacts[k].Value)
		}
	}
}

// The model's features, weighted, add up to Eval for White, under the default weights
// and under weights drawn at random and made a thousand times larger, where Eval's
// rounding (a centipawn a side for the pawns, the King, the ending's material and the
// attack terms, under one a piece for the scaled centralisation tables) is small beside
// any term missed or weighted wrongly.
func TestFeaturesAddUpToEval(t *testing.T) {
	m := Game{}.TuneModel().(*model)
	params := m.Params()
	r := rand.New(rand.NewPCG(9, 9))
	type weighted struct {
		w      weights
		scaled bool // the tolerance grows with the pieces
	}
	var cases []weighted
	drawn := gametest.DrawnWeights(defaultWeights(), (*weights).terms, 3, false, func(v int) int {
		return 1000 * (v/2 + r.IntN(abs(v)+40) - 20)
	})
	for i, w := range drawn {
		cases = append(cases, weighted{w, i > 0})
	}
	x := make([]float64, len(params))
	for ci, c := range cases {
		tab := newEvalTables(c.w)
		n := 0
		check := func(th *thinker) {
			th.useTables(tab)
			clear(x)
			m.features(th, x)
			sum, tol := gametest.Weighted(c.w.terms(), x), 4.0
			for _, sq := range sqOfCell {
				if th.s.sq[sq] != 0 && c.scaled {
					tol++
				}
			}
			if got := float64(th.Eval(0)); math.Abs(got-sum) > tol {
				t.Fatalf("weights %d, position %d: features add up to %.2f, Eval %v", ci, n, sum, got)
			}
			n++
		}
		randomGames(t, uint64(ci+2), 200, check)
		for _, th := range staged(t) {
			check(th)
		}
	}
}

// A game's samples are its quiet positions, labelled with its result for White.
func TestTuneModelSamples(t *testing.T) {
	// Rxe6 is a capture White can play throughout, but loses the Rook for a pawn, so the
	// positions stay quiet; Black is in check after Rc9+, and White can win a pawn after
	// b7.
	start := posFromList(t, "w - - 0", "Kg2 Rc2 Re2 Pk3 kg9 pb8 pe6 pf7").PositionText()
	m, err := rules.NewMatch(Game{}, rules.Config{Variant: Chess2016, Position: start}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range []string{"Rc9+", "Kh8", "Rb9", "b7", "Rxb7"} {
		if err := m.PlayText(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	model := Game{}.TuneModel()
	quiet := []bool{true, false, true, true, false, true}
	for ply, want := range quiet {
		if _, ok := model.Features(m.PositionAt(ply), nil); ok != want {
			t.Errorf("ply %d: Features says quiet %v, want %v", ply, ok, want)
		}
	}
	want := []int{2, 3, 5} // the quiet ones from ply 1 on
	samples, err := tune.FromMatch(model, m, 0, 1, nil)
	if err != nil || len(samples) != len(want) {
		t.Fatalf("%d samples (%v), want %d", len(samples), err, len(want))
	}
	w := tune.Floats(nil)
	for _, p := range model.Params() {
		w = append(w, p.Start)
	}
	for i, s := range samples {
		th := newThinker(m.PositionAt(want[i]).(*Position))
		th.useTables(newEvalTables(defaultWeights()))
		if s.Result != 0 || math.Abs(s.Score(w)-float64(th.Eval(0))) > 10 {
			t.Errorf("sample %d: result %g, score %.1f, Eval %d", i, s.Result, s.Score(w), th.Eval(0))
		}
	}
}

// The sums Do and Undo keep are the board's own, after every move of random games
// (captures, promotions, castling and en passant among them) and after each move of a
// position is made and taken back.
func TestSumsFollowTheMoves(t *testing.T) {
	var buf []move
	positions := 0
	randomGames(t, 7, 300, func(th *thinker) {
		positions++
		if want := th.tab.count(&th.s); th.sum != want {
			t.Fatalf("position %d: sums %+v, the board's %+v", positions, th.sum, want)
		}
		buf = th.Moves(buf[:0])
		for _, m := range buf {
			before := th.sum
			th.Do(m)
			if want := th.tab.count(&th.s); th.sum != want {
				t.Fatalf("position %d, after %+v: sums %+v, the board's %+v", positions, m, th.sum, want)
			}
			th.Undo()
			if th.sum != before {
				t.Fatalf("position %d, %+v taken back: sums %+v, before %+v", positions, m, th.sum, before)
			}
		}
	})
	if positions < 1000 {
		t.Fatalf("only %d positions", positions)
	}
}

// A kind's ending value counts in full once the opponent's pieces are gone, not at all
// while they make a middlegame, and in proportion between; whatever the side to move.
func TestEndingValueFollowsThePhase(t *testing.T) {
	with := defaultWeights()
	with.ValueEnding[pieces.Rook] = 80
	plain, ending := newEvalTables(defaultWeights()), newEvalTables(with)
	queen := Value(pieces.Queen)
	for _, c := range []struct {
		name, black string
		want        int // what White's Rook gains
	}{
		{"bare King", "kg9 pb8", 80},
		{"two Queens", "kg9 pb8 qc7 qd7", 80 * (256 - 2*queen*256/fullMaterial) / 256},
		{"five Queens", "kg9 pb8 qc7 qd7 qe7 qf7 qh7", 0},
	} {
		for _, side := range []string{"w", "b"} {
			p := posFromList(t, side+" - - 0", "Kg2 Rc2 Pk3 "+c.black)
			th := newThinker(p)
			th.useTables(plain)
			before := th.Eval(0)
			th.useTables(ending)
			if got := th.Eval(0) - before; got != c.want {
				t.Errorf("%s, %s to move: the ending value adds %d, want %d", c.name, side, got, c.want)
			}
		}
	}
}

// notIn2016 names exactly the kinds no setup of Chess 2016 has, and those play with
// the fitted kinds' median mobility scale rather than none.
func TestKindsNotIn2016(t *testing.T) {
	var seen [32]bool
	for n := 1; n <= setupsOf(Chess2016); n++ {
		ks, err := Kinds(Chess2016, n, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range ks {
			seen[k] = true
		}
	}
	w := playingWeights()
	var fitted []int
	for _, k := range gameKinds {
		if k == pieces.King || k == pieces.Pawn {
			continue
		}
		if seen[k] == notIn2016(k) {
			t.Errorf("%s: in a Chess 2016 setup %v, notIn2016 %v", k, seen[k], notIn2016(k))
		}
		if !notIn2016(k) {
			fitted = append(fitted, w.Mobility[k]) // a fit may give a kind 0
		}
	}
	slices.Sort(fitted)
	if fitted[len(fitted)/2] == 0 {
		t.Errorf("the fitted kinds' median mobility is 0: the kinds not in Chess 2016 would play with none")
	}
	for _, k := range gameKinds {
		if notIn2016(k) && w.Mobility[k] != fitted[len(fitted)/2] {
			t.Errorf("%s plays with mobility %d, not the fitted kinds' median %d", k, w.Mobility[k], fitted[len(fitted)/2])
		}
	}
}
