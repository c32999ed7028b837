package chess2016

import (
	"context"
	"testing"

	"oddboards/rules"
	"oddboards/rules/gametest"
	"oddboards/rules/search"
	"oddboards/rules/search/searchtest"
)

func adapt(p rules.Position) *thinker { return newThinker(p.(*Position)) }

// thinkStarts are the arrays whose rules differ in what the search meets: each variant,
// setups with the fairy pieces, and the Nightrider option that changes the Tigers.
var thinkStarts = []struct {
	variant string
	setup   int
	opts    map[string]string
}{
	{Chess2016, 1, nil},
	{Chess2016, 288, nil},
	{Chess2016, 2016, nil},
	{Chess2016, 205, nil}, // Vao, Leo
	{Chess2016, 225, map[string]string{OptNightrider: AllMen}},
	{Chess56, 1, nil},
	{Chess56, 37, nil}, // Rhinoceros
	{Chess56, 43, nil}, // Elephant, Camelrider, Empress
	{Chess112, 57, nil},
	{Chess112, 112, nil},
}

func TestThinkConformance(t *testing.T) {
	for i, c := range thinkStarts {
		p := startOf(t, c.variant, c.setup, c.opts)
		searchtest.Conformance(t, p, adapt, 3, 40, uint64(i))
	}
	// Endings near the fifty-move rule, where Over and Moves must agree with Outcome.
	for _, list := range []string{"Kg2 Rc4 kg9 [NR]e7", "Kg2 Qd4 kb9 rk8"} {
		searchtest.Conformance(t, posFromList(t, "w - - 92", list), adapt, 6, 20, 9)
	}
}

func TestThinkLegalOnly(t *testing.T) {
	for i, v := range []string{Chess2016, Chess56, Chess112} {
		p := startOf(t, v, DefaultSetup(v), nil)
		searchtest.LegalOnly(t, p, 1000, 80, 200, uint64(i))
	}
}

// forcesMate reports whether the side to move in s mates within n of its own moves,
// by trying everything: the check on the search's answers.
func forcesMate(s *state, n int) bool {
	for _, m := range s.legal(nil) {
		u := s.make(m)
		ok := matedWithin(s, n-1)
		s.unmake(m, u)
		if ok {
			return true
		}
	}
	return false
}

// matedWithin reports whether the side to move in s is checkmated now or, whatever it
// plays, within n moves of the other side.
func matedWithin(s *state, n int) bool {
	replies := s.legal(nil)
	if len(replies) == 0 {
		return s.inCheck()
	}
	if n == 0 {
		return false
	}
	for _, r := range replies {
		u := s.make(r)
		ok := forcesMate(s, n)
		s.unmake(r, u)
		if !ok {
			return false
		}
	}
	return true
}

func TestThinkFindsMate(t *testing.T) {
	cases := []struct {
		name, head, list string
		moves            int // the mate is in this many of the winner's moves
		setup            int // a Chess 2016 start array instead of head and list
	}{
		{"rook on the back rank", "w - - 0", "Kg2 Rj2 kb9 pb8 pc8", 1, 0},
		{"Nightrider through the Knight's line", "w - - 0", "Kg2 [NR]g4 kb9 pb8 nc8 bc9", 1, 0},
		{"Cannon over a screen", "w - - 0", "Kg2 Ok2 Me9 kb9 pb8 pc8", 1, 0},
		{"Black's rook", "b - - 0", "Kb2 Pb3 Pc3 kg9 rj9", 1, 0},
		{"two rooks' ladder", "w - - 0", "Kg2 Rj6 Rk5 kb9", 2, 0},
		{"Black's two rooks", "b - - 0", "Kb2 kg9 rj5 rk4", 2, 0},
		// Dice 2-5-5/4/1: Giraffes on e1 and h1, and Gf5 leaps to a (1,4) check on the
		// King its own men wall in (see TestStartMates).
		{"a start array's Giraffe", "", "", 1, 1207},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var p *Position
			if c.setup > 0 {
				p = startOf(t, Chess2016, c.setup, nil)
			} else {
				p = posFromList(t, c.head, c.list)
			}
			if c.moves > 1 && forcesMate(&p.st, c.moves-1) {
				t.Fatalf("a quicker mate exists: the case is wrong")
			}
			if !forcesMate(&p.st, c.moves) {
				t.Fatalf("no mate in %d: the case is wrong", c.moves)
			}
			r := p.Think(context.Background(), search.Limits{Depth: 2*c.moves + 1}, nil)
			searchtest.MatesKept(t, p, search.Limits{Depth: 2*c.moves + 1})
			searchtest.MatesKept(t, p, search.Limits{Depth: 2*c.moves + 1, With: search.QuiescenceStore})       // on trial
			searchtest.MatesKept(t, p, search.Limits{Depth: 2*c.moves + 1, With: search.SEEChecks})             // on trial
			searchtest.MatesKept(t, p, search.Limits{Depth: 2*c.moves + 1, With: search.LateChecks})            // on trial
			searchtest.MatesKept(t, p, search.Limits{Depth: 2*c.moves + 1, With: search.TTCaptureReduction})    // on trial
			searchtest.MatesKept(t, p, search.Limits{Depth: 2*c.moves + 1, With: search.NoisyReduction})        // on trial
			searchtest.MatesKept(t, p, search.Limits{Depth: 2*c.moves + 1, With: search.CheckReduction})        // on trial
			searchtest.MatesKept(t, p, search.Limits{Depth: 2*c.moves + 1, With: search.ShallowCheckExtension}) // on trial
			if want := 2*c.moves - 1; r.MatePlies != want || r.Score != search.Mate {
				t.Fatalf("mate in %d plies, score %d; want mate in %d", r.MatePlies, r.Score, want)
			}
			q := p.Play(r.Best).(*Position)
			if !matedWithin(&q.st, c.moves-1) {
				t.Fatalf("%s does not force mate", p.Notation(r.Best))
			}
			if c.moves == 1 && q.Outcome().Reason != "checkmate" {
				t.Fatalf("%s: outcome %+v", p.Notation(r.Best), q.Outcome())
			}
		})
	}
}

// TestStartMates counts the start arrays in which White mates with its first move, by
// brute force: a leaper of (1,4) (Giraffe, or the Lady's Giraffe leap) on White's extra
// rank reaches the fifth rank and then Black's King, which its own men wall in. The rules
// file makes these arrays; the count is here so that a change to them is seen.
func TestStartMates(t *testing.T) {
	cases := []struct {
		variant string
		want    int
		first   int // the lowest such setup
	}{
		{Chess2016, 505, 5},
		{Chess56, 9, 12},
		{Chess112, 18, 12},
	}
	for _, c := range cases {
		n, first := 0, 0
		for i := 1; i <= setupsOf(c.variant); i++ {
			if forcesMate(&startOf(t, c.variant, i, nil).st, 1) {
				n++
				if first == 0 {
					first = i
				}
			}
		}
		if n != c.want || first != c.first {
			t.Errorf("%s: %d setups mate in one, the first %d; want %d, the first %d", c.variant, n, first, c.want, c.first)
		}
	}
}

func TestThinkDrawRules(t *testing.T) {
	// Knights out and back twice: the start comes back a third time.
	p := startOf(t, Chess2016, 37, nil)
	q := playSAN(t, p, "Ne4", "Ne7", "Nd2", "Nd9", "Ne4", "Ne7", "Nd2")
	th := newThinker(q)
	if over, _ := th.Over(); over {
		t.Fatal("over before the third time")
	}
	m, ok := adapter.FindMove(q, mustMove(t, q, "Nd9"))
	if !ok {
		t.Fatal("Nd9 not found")
	}
	th.Do(m)
	if over, w := th.Over(); !over || w != -1 || len(th.Moves(nil)) != 0 {
		t.Fatalf("third time: over=%v winner=%d moves=%d, want a draw", over, w, len(th.Moves(nil)))
	}
	if got := len(th.History()); got != 8 {
		t.Fatalf("history has %d positions, want 8", got)
	}
	th.Undo()
	if over, _ := th.Over(); over || th.Hash() != q.st.hash {
		t.Fatal("undo did not restore the game")
	}

	// The hundredth ply without a capture or pawn move ends the game, unless it mates.
	fifty := posFromList(t, "w - - 99", "Kg2 Rj2 kb9 pb8 pc8")
	for _, c := range []struct {
		san  string
		over bool
	}{{"Rj9#", false}, {"Rj3", true}} {
		q := playSAN(t, fifty, c.san)
		th := newThinker(q)
		over, _ := th.Over()
		if over != c.over || over != (q.Outcome().Reason == "fifty-move rule") {
			t.Fatalf("after %s: over=%v, outcome %+v", c.san, over, q.Outcome())
		}
	}
}

func mustMove(t *testing.T, p *Position, san string) rules.Move {
	t.Helper()
	return gametest.Must(t, p.ParseMove, san)
}

func TestThinkRepeatable(t *testing.T) {
	searchtest.SameSeed(t, startOf(t, Chess56, 37, nil), search.Limits{Nodes: 20_000, Noise: 60, Seed: 11, HashMB: 4})
}

func TestThinkBudgets(t *testing.T) {
	searchtest.Budgets(t, startOf(t, Chess2016, 288, nil), 30_000)
}

// The evaluation is symmetric: a start array is level but for the tempo.
func TestEvalStartsLevel(t *testing.T) {
	for _, c := range thinkStarts {
		th := newThinker(startOf(t, c.variant, c.setup, c.opts))
		if w, b := th.Eval(0), th.Eval(1); w != tempo || b != -tempo {
			t.Errorf("%s %d: eval %d for White, %d for Black; want ±%d", c.variant, c.setup, w, b, tempo)
		}
	}
}

// The terms point the right way: more material, an advanced pawn, a centred Knight, in
// the whole evaluation; a King at home in the middlegame, in its own term (the attack
// terms weigh the Queens' threats, which the King's square changes here).
func TestEvalTerms(t *testing.T) {
	score := func(list, term string) int {
		p := posFromList(t, "w - - 0", list)
		if term == "" {
			return newThinker(p).Eval(0)
		}
		terms, _ := p.EvalTerms(PlayingSwitches())
		for _, tm := range terms {
			if tm.Name == term {
				return tm.Side[0]
			}
		}
		t.Fatalf("no term %q in %+v", term, terms)
		return 0
	}
	cases := []struct {
		name, better, worse, term string
	}{
		{"an extra Griffin", "Kg2 GRf2 kg9", "Kg2 kg9 gre9", ""},
		{"a pawn nearer promotion", "Kg2 Pe8 kg9 pd8", "Kg2 Pe4 kg9 pd8", ""},
		{"a Knight in the centre", "Kg2 Nf5 kg9 ne6", "Kg2 Nb2 kg9 ne6", ""},
		{"a King at home in the middlegame", "Kg2 Qf2 Rk2 kg9 qf9 rk9", "Kg6 Qf2 Rk2 kg9 qf9 rk9", "King position"},
	}
	for _, c := range cases {
		if b, w := score(c.better, c.term), score(c.worse, c.term); b <= w {
			t.Errorf("%s: %d not above %d", c.name, b, w)
		}
	}
}

// A won ending is played to mate, not shuffled: the Queen's side mates a lone King well
// within the fifty-move rule, with the defender searching as hard.
func TestThinkConvertsEnding(t *testing.T) {
	var p rules.Position = posFromList(t, "w - - 0", "Kg2 Qc4 kf6")
	for ply := 0; ply < 60; ply++ {
		if o := p.Outcome(); o.Over() {
			if o.Reason != "checkmate" || o.Winner != 0 {
				t.Fatalf("ended by %s after %d plies", o.Reason, ply)
			}
			return
		}
		r := p.(*Position).Think(context.Background(), search.Limits{Nodes: 30_000}, nil)
		p = p.Play(r.Best)
	}
	t.Fatal("no mate in 60 plies")
}

func BenchmarkSearch(b *testing.B) {
	searchtest.Bench(b, startOf(b, Chess2016, 37, nil), search.Limits{Depth: 7})
}
