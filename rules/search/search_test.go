package search

import (
	"context"
	"slices"
	"testing"
	"time"

	"oddboards/rules"
)

func run(g *heaps, lim Limits) Result[heapsMove] {
	return Run(context.Background(), g, lim, nil)
}

// With one heap and two seats the seat to move wins exactly when the heap is not a
// multiple of four, by leaving one; the search must find that with no help from Eval.
func TestNimTwoSeatsFindsTheWin(t *testing.T) {
	for n := 1; n <= 15; n++ {
		g := newHeaps(2, 1, n)
		r := run(g, Limits{Depth: 20})
		if !r.Found {
			t.Fatalf("heap %d: no move", n)
		}
		left := n - int(r.Best.take)
		if n%4 != 0 {
			if left%4 != 0 {
				t.Errorf("heap %d: took %d, leaving %d (a win was to leave a multiple of 4)", n, r.Best.take, left)
			}
			// A win in plies: ours, then two per round the opponent survives.
			want := 1 + 2*(left/4)
			if r.Score <= mateBound || mate-r.Score != want {
				t.Errorf("heap %d: score %d, want a win in %d plies", n, r.Score, want)
			}
		} else if r.Score >= -mateBound || mate+r.Score != n/4*2 {
			t.Errorf("heap %d: score %d, want a loss in %d plies", n, r.Score, n/4*2)
		}
		if g.heap[0] != n || len(g.undo) != 0 {
			t.Fatalf("heap %d: the search left the state changed (%v)", n, g.heap)
		}
	}
}

// A seat whose turn is two plies wins from a heap of up to six at once, and the search
// must not flip the score's sign between its own two plies.
func TestTwoPliesATurn(t *testing.T) {
	for _, tc := range []struct{ players, heap int }{
		{2, 4}, {2, 5}, {2, 6}, {3, 6}, {4, 4},
	} {
		g := newHeaps(tc.players, 2, tc.heap)
		r := run(g, Limits{Depth: 12})
		if r.Score <= mateBound || mate-r.Score > 2 {
			t.Errorf("%d seats, heap %d: score %d, want a win within 2 plies", tc.players, tc.heap, r.Score)
		}
	}
}

// Three seats: a seat that can take the last stones wins at once; BRS+ and paranoid
// search both see it.
func TestMultiSeatWinInOne(t *testing.T) {
	for _, paranoid := range []bool{false, true} {
		for n := 1; n <= 3; n++ {
			g := newHeaps(3, 1, n, 0)
			r := run(g, Limits{Depth: 6, Paranoid: paranoid})
			if int(r.Best.take) != n || mate-r.Score != 1 {
				t.Errorf("paranoid=%v heap %d: took %d with score %d, want all %d (mate in 1)", paranoid, n, r.Best.take, r.Score, n)
			}
		}
	}
}

// In three-seat Nim (one heap, take 1–3, the last stone wins) a heap of 4 or 5 lets the
// next seat win whatever we do only if it is paranoid about us; the searches must still
// return a legal move, and the state must come back as it was.
func TestMultiSeatKeepsTheState(t *testing.T) {
	for _, paranoid := range []bool{false, true} {
		g := newHeaps(3, 1, 9, 7, 5)
		before := g.Hash()
		r := run(g, Limits{Depth: 7, Paranoid: paranoid})
		if !r.Found || r.Best.take < 1 || r.Best.take > 3 {
			t.Fatalf("paranoid=%v: bad move %+v", paranoid, r.Best)
		}
		if g.Hash() != before || len(g.undo) != 0 {
			t.Fatalf("paranoid=%v: the state was left changed", paranoid)
		}
	}
}

func TestNodeBudgetIsKept(t *testing.T) {
	for _, players := range []int{2, 3} {
		for _, budget := range []int64{100, 1000, 20000} {
			g := newHeaps(players, 1, 30, 29, 28, 27, 26)
			r := run(g, Limits{Nodes: budget})
			if r.Nodes > budget+1 {
				t.Errorf("%d seats, budget %d: searched %d nodes", players, budget, r.Nodes)
			}
			if !r.Found {
				t.Errorf("%d seats, budget %d: no move", players, budget)
			}
		}
	}
}

// A time budget stops a search that would otherwise go on for ever: it ends (the guard
// fails only one that ignores its time), with a move, and not before a third of its time
// (the least after which it may decline to start an iteration). No upper bound: a busy
// machine would break it.
func TestTimeBudgetIsKept(t *testing.T) {
	g := newHeaps(2, 1, 40, 39, 38, 37, 36, 35)
	lim := Limits{Time: 100 * time.Millisecond}
	done := make(chan Result[heapsMove], 1)
	go func() { done <- run(g, lim) }()
	var r Result[heapsMove]
	select {
	case r = <-done:
	case <-time.After(time.Minute):
		t.Fatalf("a %v budget, still searching after a minute", lim.Time)
	}
	if !r.Found {
		t.Error("no move")
	}
	if r.Elapsed < lim.Time/3 || r.Depth >= maxPly-1 {
		t.Errorf("stopped after %v at depth %d: not by its %v", r.Elapsed, r.Depth, lim.Time)
	}
}

// Cancelling stops a search that would otherwise go on for ever, with the best move of
// the iterations it completed. It is cancelled from its first report, so it has one.
func TestCancellationIsPrompt(t *testing.T) {
	for _, players := range []int{2, 4} {
		g := newHeaps(players, 1, 40, 39, 38, 37, 36, 35)
		ctx, cancel := context.WithCancel(context.Background())
		var at Info[heapsMove] // the report that cancelled it
		done := make(chan Result[heapsMove], 1)
		go func() {
			done <- Run(ctx, g, Limits{}, func(i Info[heapsMove]) {
				if ctx.Err() == nil {
					at = i
					cancel()
				}
			})
		}()
		select {
		case r := <-done:
			t.Logf("%d seats: stopped %d nodes after cancel, depth %d", players, r.Nodes-at.Nodes, r.Depth)
			if !r.Found || r.Depth < at.Depth {
				t.Errorf("%d seats: found %v at depth %d after cancelling at depth %d", players, r.Found, r.Depth, at.Depth)
			}
		case <-time.After(time.Minute):
			t.Fatalf("%d seats: still searching a minute after cancel", players)
		}
	}
}

func TestSameSeedSameSearch(t *testing.T) {
	for _, lim := range []Limits{
		{Depth: 4, Noise: 100, Seed: 7},
		{Nodes: 5000, Noise: 30, Seed: 99},
		{Nodes: 5000, Seed: 1},
	} {
		a := run(newHeaps(2, 1, 9, 8, 7, 6), lim)
		b := run(newHeaps(2, 1, 9, 8, 7, 6), lim)
		if a.Best != b.Best || a.Nodes != b.Nodes || a.Score != b.Score {
			t.Errorf("%+v: %+v/%d nodes vs %+v/%d nodes", lim, a.Best, a.Nodes, b.Best, b.Nodes)
		}
	}
}

// Noise makes the weak levels vary with the seed, but only among legal moves, and a
// winning move still wins where the others lose by far more than the noise.
func TestNoiseVariesAmongLegalMoves(t *testing.T) {
	seen := map[heapsMove]bool{}
	for seed := uint64(0); seed < 30; seed++ {
		g := newHeaps(2, 1, 9, 8, 7, 6)
		r := run(g, Limits{Depth: 2, Noise: 300, Seed: seed})
		if !slices.Contains(g.Moves(nil), r.Best) {
			t.Fatalf("seed %d: %+v is not a legal move", seed, r.Best)
		}
		seen[r.Best] = true
	}
	if len(seen) < 3 {
		t.Errorf("30 seeds chose only %d different moves", len(seen))
	}
	// A forced win (mate scores dwarf any noise) is never thrown away.
	for seed := uint64(0); seed < 10; seed++ {
		r := run(newHeaps(2, 1, 2), Limits{Depth: 3, Noise: 300, Seed: seed})
		if r.Best.take != 2 {
			t.Errorf("seed %d: took %d from a heap of 2", seed, r.Best.take)
		}
	}
}

// A noisy choice is never worse than the best move by more than twice the noise: the
// root's bar skips only moves whose error cannot make up their deficit.
func TestNoiseChoosesNearTheBest(t *testing.T) {
	const noise = 60
	g := newHeaps(2, 1, 9, 8, 7, 6)
	all := run(g, Limits{Depth: 3, MultiPV: len(g.Moves(nil))})
	exact := map[heapsMove]int{}
	for _, l := range all.Lines {
		exact[l.PV[0]] = l.Score
	}
	if len(exact) != len(g.Moves(nil)) {
		t.Fatalf("%d exact scores for %d moves", len(exact), len(g.Moves(nil)))
	}
	for seed := uint64(0); seed < 40; seed++ {
		r := run(g, Limits{Depth: 3, Noise: noise, Seed: seed})
		if sc, ok := exact[r.Best]; !ok || sc < all.Score-2*noise {
			t.Errorf("seed %d: chose %+v scoring %d, the best scores %d", seed, r.Best, sc, all.Score)
		}
		if r.Score != exact[r.Best] {
			t.Errorf("seed %d: reported %d for %+v, its exact score is %d", seed, r.Score, r.Best, exact[r.Best])
		}
	}
}

func TestInfoAfterEachIteration(t *testing.T) {
	var depths []int
	r := Run(context.Background(), newHeaps(2, 1, 30, 29, 28), Limits{Depth: 5}, func(i Info[heapsMove]) {
		depths = append(depths, i.Depth)
		if !i.Found || len(i.PV) == 0 || i.PV[0] != i.Best {
			t.Errorf("depth %d: line %+v does not start with the best move %+v", i.Depth, i.PV, i.Best)
		}
	})
	if len(depths) != 5 || depths[4] != 5 || r.Depth != 5 {
		t.Errorf("iterations reported %v, result depth %d; want 1…5", depths, r.Depth)
	}
}

// With two plies a turn the iterations end on whole turns, then on the depth asked for.
func TestIterationsByTurns(t *testing.T) {
	var depths []int
	Run(context.Background(), newHeaps(2, 2, 30, 29, 28), Limits{Depth: 5}, func(i Info[heapsMove]) {
		depths = append(depths, i.Depth)
	})
	if !slices.Equal(depths, []int{2, 4, 5}) {
		t.Errorf("iterations at depths %v, want [2 4 5]", depths)
	}
}

func TestGameOverHasNoMove(t *testing.T) {
	g := newHeaps(2, 1, 1)
	g.Do(heapsMove{0, 1})
	if r := run(g, Limits{Depth: 3}); r.Found {
		t.Errorf("found %+v in a finished game", r.Best)
	}
}

// Only keeps the root moves it accepts (UCI's searchmoves), or all if it accepts none.
func TestOnlyRestrictsTheRoot(t *testing.T) {
	g := newHeaps(2, 1, 5)
	only := func(m rules.Move) bool { return m.To == 3 } // take 3, a losing move
	r := run(g, Limits{Depth: 8, Only: only})
	if r.Best.take != 3 {
		t.Errorf("with only take-3 allowed the search played %+v", r.Best)
	}
	none := func(rules.Move) bool { return false }
	if r := run(g, Limits{Depth: 8, Only: none}); r.Best.take != 1 {
		t.Errorf("a filter that keeps nothing should leave every move, and take 1 wins; got %+v", r.Best)
	}
}

// MultiPV gives each of the best root moves its exact score and line, best first.
func TestMultiPVScoresEachLine(t *testing.T) {
	g := newHeaps(2, 1, 5) // take 1 wins (leaves 4); take 2 or 3 lose
	r := run(g, Limits{Depth: 10, MultiPV: 3})
	if len(r.Lines) != 3 {
		t.Fatalf("%d lines, want 3", len(r.Lines))
	}
	if r.Lines[0].PV[0].take != 1 || r.Lines[0].Score <= mateBound {
		t.Errorf("first line %+v, want take 1 winning", r.Lines[0])
	}
	for _, l := range r.Lines[1:] {
		if l.Score >= -mateBound || len(l.PV) == 0 || l.PV[0].take == 1 {
			t.Errorf("line %+v, want a losing move with its line", l)
		}
	}
	if r.Lines[1].Score < r.Lines[2].Score {
		t.Errorf("lines not best first: %d then %d", r.Lines[1].Score, r.Lines[2].Score)
	}
}

// A depth in turns counts a seat's two plies a turn as one (TurnPlier).
func TestTurnsFollowTheTurnsPlies(t *testing.T) {
	g := twoPly{newHeaps(2, 2, 30, 29, 28)}
	r := Run(context.Background(), g, Limits{Turns: 2}, nil)
	if r.Depth != 4 {
		t.Errorf("two turns of two plies searched to depth %d, want 4", r.Depth)
	}
	if r := run(newHeaps(2, 1, 30, 29, 28), Limits{Turns: 2}); r.Depth != 2 {
		t.Errorf("two turns of one ply searched to depth %d, want 2", r.Depth)
	}
}

type twoPly struct{ *heaps }

func (twoPly) TurnPlies() int { return 2 }

// A Memory carries the table to the next search: the second search of one position
// finds its answer in fewer nodes. A Memory holding another game's table, or
// another size, starts afresh.
func TestMemoryKeepsTheTable(t *testing.T) {
	var mem Memory
	lim := Limits{Depth: 9, Memory: &mem, HashMB: 1}
	first := run(newHeaps(2, 1, 9, 8, 7), lim)
	again := run(newHeaps(2, 1, 9, 8, 7), lim)
	if again.Nodes >= first.Nodes || again.Best != first.Best {
		t.Errorf("first search %d nodes, with the kept table %d (moves %+v, %+v)", first.Nodes, again.Nodes, first.Best, again.Best)
	}
	other := Run(context.Background(), twoPly{newHeaps(2, 2, 5)}, Limits{Depth: 3, Memory: &mem, HashMB: 2}, nil)
	if !other.Found {
		t.Error("a Memory of another size broke the search")
	}
}

// MinTurns finishes the first iterations whatever the node budget.
func TestMinTurnsOutlastsTheNodeBudget(t *testing.T) {
	g := newHeaps(2, 2, 30, 29, 28, 27)
	r := Run(context.Background(), twoPly{g}, Limits{Nodes: 10, MinTurns: 1}, nil)
	if r.Depth < 2 {
		t.Errorf("a 10-node budget with one turn's floor reached depth %d, want 2 (two plies a turn)", r.Depth)
	}
	if r := run(newHeaps(2, 1, 30, 29, 28, 27), Limits{Nodes: 10}); r.Depth >= 2 {
		t.Errorf("without a floor a 10-node budget reached depth %d", r.Depth)
	}
}

// A level's node budget grows with the square of the plies a turn; a plain one does not.
func TestPerTurnNodesScaleWithTheTurn(t *testing.T) {
	const budget = 500
	for _, tc := range []struct {
		perTurn bool
		want    int64
	}{{false, budget}, {true, 4 * budget}} {
		g := twoPly{newHeaps(2, 2, 30, 29, 28, 27, 26, 25, 24, 23)}
		r := Run(context.Background(), g, Limits{Nodes: budget, PerTurnNodes: tc.perTurn}, nil)
		if r.Nodes > tc.want+1 || r.Nodes < tc.want/2 {
			t.Errorf("PerTurnNodes %v: %d nodes, want about %d", tc.perTurn, r.Nodes, tc.want)
		}
	}
}

// Several threads (Lazy SMP) find the same forced wins as one, leave the state as it
// was, and count every thread's nodes against a node budget.
func TestThreadsFindTheWinAndKeepTheBudget(t *testing.T) {
	for n := 5; n <= 11; n++ {
		states := []*heaps{}
		newState := func() *heaps {
			g := newHeaps(2, 1, n)
			states = append(states, g)
			return g
		}
		r := RunShared(context.Background(), newState, Limits{Depth: 16, Threads: 3}, nil)
		left := n - int(r.Best.take)
		if n%4 != 0 && (left%4 != 0 || r.Score <= mateBound) {
			t.Errorf("heap %d: took %d, score %d; want a win leaving a multiple of 4", n, r.Best.take, r.Score)
		}
		if len(states) != 3 {
			t.Fatalf("heap %d: %d states made for 3 threads", n, len(states))
		}
		for _, g := range states {
			if g.heap[0] != n || len(g.undo) != 0 {
				t.Fatalf("heap %d: a thread left its state changed (%v)", n, g.heap)
			}
		}
	}
	g := func() *heaps { return newHeaps(2, 1, 40, 40, 40) }
	r := RunShared(context.Background(), g, Limits{Nodes: 20_000, Threads: 2}, nil)
	if r.Nodes > 20_000+2*checkEvery*2 || r.Nodes < 5_000 {
		t.Errorf("%d nodes for a budget of 20,000 over two threads", r.Nodes)
	}
}

// ClockTime never spends the time left on a clock, whatever the clock holds.
func TestClockTime(t *testing.T) {
	for _, tc := range []struct {
		left, inc time.Duration
		togo      int
	}{
		{0, 0, 0}, {10 * time.Millisecond, 0, 0}, {Overhead, 0, 0}, {60 * time.Millisecond, 0, 0},
		{100 * time.Millisecond, 0, 0}, {100 * time.Millisecond, 0, 1}, {time.Second, 2 * time.Second, 0},
		{5 * time.Minute, 3 * time.Second, 0}, {5 * time.Minute, 0, 40}, {5 * time.Minute, 0, 1},
		{2 * time.Hour, time.Minute, 2},
	} {
		soft, hard := ClockTime(tc.left, tc.inc, tc.togo)
		if soft <= 0 || hard <= 0 || soft > hard {
			t.Errorf("%v+%v, %d to go: soft %v, hard %v", tc.left, tc.inc, tc.togo, soft, hard)
		}
		if tc.left > Overhead+time.Millisecond && hard >= tc.left-Overhead {
			t.Errorf("%v+%v, %d to go: hard %v leaves less than the overhead", tc.left, tc.inc, tc.togo, hard)
		}
		if togo := max(tc.togo, 1); tc.left < 100*time.Millisecond {
			// a few milliseconds, whatever the share
		} else if tc.togo != 0 && soft > tc.left/time.Duration(togo)+tc.inc ||
			tc.togo == 0 && soft > tc.left/20+tc.inc {
			t.Errorf("%v+%v, %d to go: soft %v spends more than its share", tc.left, tc.inc, tc.togo, soft)
		}
	}
}

// The time manager: a forced move is played after one iteration however much time there
// is, and a search that has spent its soft time does not start another iteration.
func TestSoftTime(t *testing.T) {
	forced := run(newHeaps(2, 1, 1), Limits{Soft: time.Hour, Time: time.Hour})
	if !forced.Found || forced.Depth != 1 {
		t.Errorf("one legal move: depth %d, found %v; want one iteration", forced.Depth, forced.Found)
	}
	spent := run(newHeaps(2, 1, 40, 40, 40), Limits{Soft: time.Nanosecond, Time: time.Hour})
	if spent.Depth != 1 {
		t.Errorf("soft time spent after the first iteration: went on to depth %d", spent.Depth)
	}
	free := run(newHeaps(2, 1, 40, 40, 40), Limits{Soft: time.Hour, Time: time.Hour, Depth: 4})
	if free.Depth != 4 {
		t.Errorf("soft time left: stopped at depth %d of 4", free.Depth)
	}
}

// The history's decay holds it within ±historyMax whatever the run of bonuses, which
// is what the reductions' scales rest on; a run of the same bonus settles at the bound.
func TestHistoryStaysWithinItsBound(t *testing.T) {
	for _, tc := range []struct {
		name   string
		bonus  int
		settle int
	}{{"largest rewards", 400, historyMax}, {"largest penalties", -400, -historyMax},
		{"small rewards", 1, historyMax}, {"depth 7 penalties", -49, -historyMax}} {
		var h int32
		for i := 0; i < 200000; i++ {
			addTo(&h, tc.bonus)
			if abs(int(h)) > historyMax {
				t.Fatalf("%s: after %d, %d, beyond ±%d", tc.name, i+1, h, historyMax)
			}
		}
		if abs(int(h)-tc.settle) > historyMax/50 {
			t.Errorf("%s: settled at %d, want near %d", tc.name, h, tc.settle)
		}
	}
}

// A node is one visit: a search to depth 1 visits each root move's position once, though
// the main search hands it to quiescence at the horizon (which counted it again until
// quiesceHere, 12 nodes for these 6 moves), with two seats and with three (mm).
func TestNodesCountEachVisitOnce(t *testing.T) {
	for _, players := range []int{2, 3} {
		g := newHeaps(players, 1, 5, 6)
		moves := len(g.Moves(nil))
		if r := Run(t.Context(), g, Limits{Depth: 1}, nil); r.Nodes != int64(moves) {
			t.Errorf("%d seats: %d nodes to depth 1 over %d root moves", players, r.Nodes, moves)
		}
	}
}
