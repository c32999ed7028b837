package chess2016

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"oddboards/rules"
	"oddboards/rules/search"
)

// fixedPositions are the search positions and the start positions of thinkStarts.
func fixedPositions(tb testing.TB) []*Position {
	var ps []*Position
	for _, c := range fixedCases(tb) {
		ps = append(ps, c.p)
	}
	return ps
}

// fixedCase is a fixed position with the rules options it was made with.
type fixedCase struct {
	p    *Position
	opts map[string]string
}

// fixedCases are fixedPositions with their options.
func fixedCases(tb testing.TB) []fixedCase {
	var cs []fixedCase
	for _, p := range searchPositions(tb) {
		cs = append(cs, fixedCase{p: p})
	}
	for _, c := range thinkStarts {
		cs = append(cs, fixedCase{startOf(tb, c.variant, c.setup, c.opts), c.opts})
	}
	return cs
}

// fixedResult is what a search to a fixed depth found, written so that two can be compared.
func fixedResult(p *Position, lim search.Limits) string {
	r := p.Think(context.Background(), lim, nil)
	return fmt.Sprintf("%v %d/%d nodes=%d pv=%v", r.Best, r.Score, r.MatePlies, r.Nodes, r.PV)
}

// BenchmarkReadPositions is BenchmarkSearchPositions on the positions as written
// (rules.StartOf): 30,000 nodes each, nodes/s and CPU time a node.
func BenchmarkReadPositions(b *testing.B) {
	benchPositions(b, search.Limits{Nodes: 30_000, HashMB: 2})
}

// BenchmarkDepth10 searches each of the 43 positions to depth 10: the time to a
// depth, which counts what pruning saves as well as what a node costs.
func BenchmarkDepth10(b *testing.B) {
	benchPositions(b, search.Limits{Depth: 10, HashMB: 16})
}

// benchPositions searches the 43 positions within lim, less the features ODB_WITHOUT
// names and with the trial ones ODB_WITH names (to compare a technique's cost in one
// binary).
func benchPositions(b *testing.B, lim search.Limits) {
	lim.Without, lim.With = features(b, "ODB_WITHOUT"), features(b, "ODB_WITH")
	ps := searchPositions(b)
	var nodes int64
	cpu := cpuTime()
	for b.Loop() {
		for _, p := range ps {
			nodes += p.Think(context.Background(), lim, nil).Nodes
		}
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	if used := cpuTime() - cpu; used > 0 {
		b.ReportMetric(float64(used.Nanoseconds())/float64(nodes), "cpu-ns/node")
		b.ReportMetric(used.Seconds()/float64(b.N), "cpu-s/op")
	}
}

// without reads the features ODB_WITHOUT names ("lazy+hashfirst").
func without(tb testing.TB) search.Feature { return features(tb, "ODB_WITHOUT") }

// features reads the features the environment variable env names.
func features(tb testing.TB, env string) search.Feature {
	w := os.Getenv(env)
	if w == "" {
		return 0
	}
	f, err := search.ParseFeatures(w)
	if err != nil {
		tb.Fatal(err)
	}
	return f
}

// TestLazySameTree: proving moves legal only when the search picks them (LazyLegality)
// must leave the tree as it is with legal lists: the same move, score, line and node
// count at every depth from 1 to 6, for each search position and start position.
func TestLazySameTree(t *testing.T) {
	for i, p := range fixedPositions(t) {
		for d := 1; d <= 6; d++ {
			lazy := fixedResult(p, search.Limits{Depth: d, HashMB: 4, Without: search.HashFirst})
			eager := fixedResult(p, search.Limits{Depth: d, HashMB: 4, Without: search.HashFirst | search.LazyLegality})
			if lazy != eager {
				t.Errorf("position %d, depth %d: lazy %s\neager %s", i, d, lazy, eager)
			}
		}
	}
}

// TestHashFirstKeepsTheMoves: searching the table's move before the others are listed
// changes the tree a little, as the rest are ordered by the history its search taught,
// not the one before it, and the pruning that counts moves prunes others. What stays,
// at depths 1 to 6 for each search and start position: legal lines, the same mates,
// and the same best move but in a few searches, one in twenty at most. (With the attack
// terms fitted in, 4 of 318 differed, two of them by more than 30 cp at depths 4 and 6:
// an evaluation that sees threats swings more at a few plies. With King danger's
// shape, whose safe checks weigh more, a Queen's 1.8 times as much and a Knight's
// four times, 11 differed, all at depths 5 and 6, by 1 to 38 cp; with the weights
// fitted to a million positions around it, 7, at depths 4 to 6, by 3 to 69 cp.)
func TestHashFirstKeepsTheMoves(t *testing.T) {
	searches, differ := 0, 0
	for i, p := range fixedPositions(t) {
		for d := 1; d <= 6; d++ {
			// the move-order techniques that change the tree are left out of both, so
			// that the difference is HashFirst's
			lim := search.Limits{Depth: d, HashMB: 4, Without: search.SEEMain |
				search.QuiescenceProbe | search.Delta | search.Singular}
			a := p.Think(context.Background(), lim, nil)
			lim.Without |= search.HashFirst
			b := p.Think(context.Background(), lim, nil)
			searches++
			var q rules.Position = p
			for j, m := range a.PV {
				if !rules.IsLegal(q, m) {
					t.Fatalf("position %d, depth %d: move %d of the line, %+v, is illegal", i, d, j, m)
				}
				q = q.Play(m)
			}
			switch {
			case a.MatePlies != b.MatePlies || (a.MatePlies != 0 && a.Score != b.Score):
				t.Errorf("position %d, depth %d: mate in %d plies (score %d), without HashFirst %d (%d)",
					i, d, a.MatePlies, a.Score, b.MatePlies, b.Score)
			case a.Best != b.Best:
				differ++
				t.Logf("position %d, depth %d: %+v scored %d, without HashFirst %+v scored %d",
					i, d, a.Best, a.Score, b.Best, b.Score)
			}
		}
	}
	if differ > searches/20 {
		t.Errorf("%d searches of %d chose another move", differ, searches)
	}
	t.Logf("%d searches of %d chose another move", differ, searches)
}

// The techniques on trial are off unless Limits.With names them: a search that names
// none searches the tree of one that switches them off; one that names a technique on
// trial searches another (correction history changes what the evaluation says, capture
// history the order of captures, history in reductions how deep quiet moves are
// searched, recaptures which captures deep quiescence searches, quiet SEE which quiet
// moves near the horizon are searched, losing captures reduced how deep those are,
// ProbCut which nodes are cut, the deeper null move how deep its search is, the
// continuation history the order of quiet moves, checks judged by static exchange which
// checks are extended and pruned, a noisy table move how deep quiet moves are searched,
// reduced noisy moves how deep those are, and so on), with legal lines and the mates
// the plain search finds.
func TestTrialIsOffUnlessNamed(t *testing.T) {
	ps := fixedPositions(t)[:20]
	for _, tc := range []struct {
		name string
		f    search.Feature
	}{{"correction history", search.CorrectionHistory}, {"capture history", search.CaptureHistory},
		{"history in reductions", search.HistoryReduction}, {"recaptures", search.Recaptures},
		{"quiet SEE", search.SEEQuiet}, {"losing captures reduced", search.LosingCaptureReduction},
		{"ProbCut", search.ProbCut}, {"deeper null move", search.DeepNull},
		{"late-move pruning at every depth", search.DeepLateMovePruning}, {"futility by the reduced depth", search.ReducedFutility},
		{"few captures in quiescence", search.QuiescenceFew},
		{"cut nodes reduced more", search.CutNodeReduction},
		{"few quiet answers to a check in quiescence", search.EvasionsFew},
		{"safe checks extended", search.CheckExtension},
		{"continuation history", search.ContinuationHistory},
		{"quiet moves ordered by threats", search.QuietThreats},
		{"moves listed in stages", search.StagedMoves},
		{"checks judged by static exchange", search.SEEChecks},
		{"quiet checks counted for late-move pruning", search.LateChecks},
		{"quiet moves reduced more under a noisy table move", search.TTCaptureReduction},
		{"noisy moves reduced off the principal variation", search.NoisyReduction},
		{"quiet checks reduced", search.CheckReduction},
		{"checks extended only far from the horizon", search.ShallowCheckExtension}} {
		f, changed := tc.f, 0
		for i, p := range ps {
			lim := search.Limits{Depth: 7, HashMB: 4}
			def := fixedResult(p, lim)
			off := fixedResult(p, search.Limits{Depth: 7, HashMB: 4, Without: search.Trial})
			if def != off {
				t.Errorf("position %d: by default %s\nwithout the trial %s", i, def, off)
			}
			lim.With = f
			a := p.Think(context.Background(), lim, nil)
			if fixedResult(p, lim) != def {
				changed++
			}
			b := p.Think(context.Background(), search.Limits{Depth: 7, HashMB: 4}, nil)
			var q rules.Position = p
			for j, m := range a.PV {
				if !rules.IsLegal(q, m) {
					t.Fatalf("%s, position %d: move %d of the line, %+v, is illegal", tc.name, i, j, m)
				}
				q = q.Play(m)
			}
			if b.MatePlies > 0 && a.MatePlies <= 0 {
				t.Errorf("%s, position %d: mate in %d plies by default, %d with it", tc.name, i, b.MatePlies, a.MatePlies)
			}
		}
		if changed == 0 {
			t.Errorf("%s changed no search: is it on?", tc.name)
		}
	}
}

// PieceTo (the continuation history's key) is below PieceToSpace for every move met on
// random lines from the fixed positions, promotions among them, and names each moving
// kind and landing cell apart: two moves share it exactly when both match.
func TestPieceToNamesKindAndCell(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 43))
	promotions := 0
	for i, c := range fixedCases(t) {
		p := c.p
		th := newThinker(p)
		space := th.PieceToSpace()
		seen := map[int][2]int{}
		for ply := range 300 {
			moves := th.Moves(nil)
			if len(moves) == 0 {
				break
			}
			for _, m := range moves {
				k := th.PieceTo(m)
				if k < 0 || k >= space {
					t.Fatalf("position %d, ply %d: PieceTo of %+v is %d, outside [0, %d)", i, ply, m, k, space)
				}
				id := [2]int{int(th.s.sq[m.from] & kindMask), int(m.to)}
				if was, ok := seen[k]; ok && was != id {
					t.Fatalf("position %d: PieceTo %d names kind %d to %d and kind %d to %d", i, k, was[0], was[1], id[0], id[1])
				}
				seen[k] = id
				if m.promo != 0 {
					promotions++
				}
			}
			th.Do(moves[rng.IntN(len(moves))])
		}
		// the game's position after the walk, read from its FEN as UCI gives it, numbers
		// the kinds as the start did: a kept continuation history reads alike
		walked := &Position{st: th.s, variant: p.variant, setup: p.setup, full: 1}
		q, err := ParseFEN(p.variant, p.setup, c.opts, walked.FEN())
		if err != nil {
			t.Fatalf("position %d: the walk's end reads back as %v", i, err)
		}
		later := newThinker(q)
		for k := range uint8(32) {
			if th.s.r.present.has(k) && later.s.r.kindIndex(k) != th.s.r.kindIndex(k) || later.PieceToSpace() != space {
				t.Fatalf("position %d: after the walk kind %d is numbered %d of %d, at the start %d of %d", i, k, later.s.r.kindIndex(k), later.PieceToSpace(), th.s.r.kindIndex(k), space)
			}
		}
		ids := map[[2]int]int{}
		for k, id := range seen {
			if was, ok := ids[id]; ok {
				t.Fatalf("position %d: kind %d to %d has PieceTo %d and %d", i, id[0], id[1], was, k)
			}
			ids[id] = k
		}
	}
	if promotions == 0 {
		t.Fatal("no line met a promotion: the test says nothing of them")
	}
	t.Logf("%d promotions met", promotions)
}
