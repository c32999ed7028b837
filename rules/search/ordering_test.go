package search

import (
	"slices"
	"sync/atomic"
	"testing"
)

// trades is Nim where taking three stones counts as a capture: from an even heap it
// wins material by static exchange, from an odd heap it loses. The evaluation varies
// with the position, so that nodes search several moves. It records the order in which
// each node of the line makes its moves.
type trades struct {
	*heaps
	line int // moves made on the line
	// at each node: moves made so far, and whether a losing capture or a quiet move has
	// been made past the node's first move
	made             [64]int
	sawBad, sawQuiet [64]bool
	// badThenQuiet counts quiet moves made after a losing capture at the same node,
	// quietThenBad losing captures made after a quiet move (the first move left out: it
	// may be the table's)
	badThenQuiet, quietThenBad int
}

func (g *trades) Noisy(m heapsMove) bool  { return m.take == 3 }
func (g *trades) losing(m heapsMove) bool { return m.take == 3 && m.heap%2 == 1 }
func (g *trades) Order(m heapsMove) int {
	if m.take == 3 {
		return 100
	}
	return 0
}

// SEE: a capture wins 100 from an even heap and loses 100 from an odd one.
func (g *trades) SEE(m heapsMove, threshold int) bool {
	v := 0
	switch {
	case g.losing(m):
		v = -100
	case m.take == 3:
		v = 100
	}
	return v >= threshold
}

func (g *trades) Eval(p int) int { return variedEval(g.Hash(), p) }

func (g *trades) Do(m heapsMove) {
	n := g.line
	if g.made[n]++; g.made[n] > 1 && n > 0 { // the root orders by the last iteration
		switch {
		case g.losing(m):
			if g.sawQuiet[n] {
				g.quietThenBad++
			}
			g.sawBad[n] = true
		case m.take != 3:
			if g.sawBad[n] {
				g.badThenQuiet++
			}
			g.sawQuiet[n] = true
		}
	}
	g.line++
	g.heaps.Do(m)
}

// Over is asked first at every node the search enters (again, for a re-search).
func (g *trades) Over() (bool, int) {
	g.made[g.line], g.sawBad[g.line], g.sawQuiet[g.line] = 0, false, false
	return g.heaps.Over()
}

func (g *trades) Undo() {
	g.line--
	g.heaps.Undo()
}

// With BadCapturesLast, no node of the main search below the root makes a quiet move after a losing
// capture (but as its first move, which may be the table's); without it, captures come
// first, the losing ones too. SEEMain is off so that losing captures near the horizon
// are searched, not skipped.
func TestBadCapturesAfterQuietMoves(t *testing.T) {
	for _, tc := range []struct {
		name   string
		lim    Limits
		before bool // whether losing captures come before quiet moves
	}{
		{"with BadCapturesLast", Limits{Depth: 5, Without: SEEMain}, false},
		{"without", Limits{Depth: 5, Without: SEEMain | BadCapturesLast}, true},
	} {
		g := &trades{heaps: newHeaps(2, 1, 9, 9, 9, 9)}
		r := Run(t.Context(), g, tc.lim, nil)
		if !r.Found || g.line != 0 {
			t.Fatalf("%s: found %v, line left %d", tc.name, r.Found, g.line)
		}
		t.Logf("%s: %d quiet moves after a losing capture, %d losing captures after a quiet move", tc.name, g.badThenQuiet, g.quietThenBad)
		if tc.before && (g.badThenQuiet == 0 || g.quietThenBad > 0) || !tc.before && (g.badThenQuiet > 0 || g.quietThenBad == 0) {
			t.Errorf("%s: %d quiet moves after a losing capture, %d losing captures after a quiet move", tc.name, g.badThenQuiet, g.quietThenBad)
		}
	}
}

// stagedTrades is trades that lists its moves in stages (StagedMover, with PseudoMover
// and Validator: every move listed is legal), counting the quiet stages and those
// listed while a losing capture, not the table's move, waited to be searched. Its
// positions are keyed by the line that reached them, so that none transposes into
// another: the table then holds nothing from a deeper search of the same position,
// and a search that prunes nothing finds the same value whatever its order.
type stagedTrades struct {
	*trades
	noisyStages, quietStages, badWaiting int
	lines                                []uint64
}

func (g *stagedTrades) Hash() uint64 {
	if len(g.lines) == 0 {
		return 1
	}
	return g.lines[len(g.lines)-1]
}

func (g *stagedTrades) Do(m heapsMove) {
	g.lines = append(g.lines, (g.Hash()^uint64(m.heap)<<8^uint64(m.take))*0x9e3779b97f4a7c15+1)
	g.trades.Do(m)
}

func (g *stagedTrades) Undo() {
	g.lines = g.lines[:len(g.lines)-1]
	g.trades.Undo()
}

func (g *stagedTrades) PseudoMoves(buf []heapsMove) []heapsMove { return g.Moves(buf) }
func (g *stagedTrades) Legal(heapsMove) bool                    { return true }
func (g *stagedTrades) Valid(m heapsMove) bool                  { return slices.Contains(g.Moves(nil), m) }

func (g *stagedTrades) PseudoNoisy(buf []heapsMove) []heapsMove {
	g.noisyStages++
	return g.stage(buf, true)
}

func (g *stagedTrades) PseudoQuiet(buf []heapsMove) []heapsMove {
	g.quietStages++
	if len(buf) > 1 && slices.ContainsFunc(buf[1:], g.losing) {
		g.badWaiting++
	}
	return g.stage(buf, false)
}

// stage appends the moves that are noisy, or not.
func (g *stagedTrades) stage(buf []heapsMove, noisy bool) []heapsMove {
	for _, m := range g.Moves(nil) {
		if g.Noisy(m) == noisy {
			buf = append(buf, m)
		}
	}
	return buf
}

// With StagedMoves the quiet moves are listed at some nodes only, and also while a
// losing capture waits, which still comes after them; and a search that prunes nothing
// finds the same score at every depth as without (alpha-beta's value does not hang on
// the order, where no position transposes).
func TestStagedMovesListQuietMovesWhenDue(t *testing.T) {
	plain := AllFeatures &^ (LazyLegality | HashFirst | BadCapturesLast | StagedMoves)
	waited := [2]int{} // quiet stages listed with no losing capture waiting, and with one
	for _, heaps := range [][]int{{9, 9, 9, 9}, {4, 2, 6, 2}} {
		for depth := 2; depth <= 6; depth++ {
			var scores [2]int
			for i, with := range []Feature{0, StagedMoves} {
				g := &stagedTrades{trades: &trades{heaps: newHeaps(2, 1, heaps...)}}
				r := Run(t.Context(), g, Limits{Depth: depth, Without: plain &^ with, With: with}, nil)
				if !r.Found || g.line != 0 {
					t.Fatalf("%v, depth %d: found %v, line left %d", heaps, depth, r.Found, g.line)
				}
				scores[i] = r.Score
				if with == 0 {
					if g.noisyStages+g.quietStages > 0 {
						t.Fatalf("%v, depth %d: %d stages listed without StagedMoves", heaps, depth, g.noisyStages+g.quietStages)
					}
					continue
				}
				waited[0] += g.quietStages - g.badWaiting
				waited[1] += g.badWaiting
				t.Logf("%v, depth %d: %d noisy stages, %d quiet ones, %d with a losing capture waiting; %d losing captures after a quiet move",
					heaps, depth, g.noisyStages, g.quietStages, g.badWaiting, g.quietThenBad)
				if depth >= 4 && (g.quietStages == 0 || g.quietStages >= g.noisyStages || g.badThenQuiet > 0) {
					t.Errorf("%v, depth %d: %d noisy stages, %d quiet ones; %d quiet moves after a losing capture",
						heaps, depth, g.noisyStages, g.quietStages, g.badThenQuiet)
				}
			}
			if scores[0] != scores[1] {
				t.Errorf("%v, depth %d: %d listed at once, %d in stages", heaps, depth, scores[0], scores[1])
			}
		}
	}
	if waited[0] == 0 || waited[1] == 0 {
		t.Errorf("quiet stages with no losing capture waiting %d, with one %d: both ways should be met", waited[0], waited[1])
	}
}

// pieceTrades is trades whose moves have a continuation key: the heap and the stones
// taken.
type pieceTrades struct{ *trades }

func (g pieceTrades) PieceTo(m heapsMove) int { return g.Key(m) }
func (g pieceTrades) PieceToSpace() int       { return g.KeySpace() }

// A quiet move that cut raises its continuation history after the two moves before it
// (the opponent's and the seat's own), and the quiet moves tried before it in vain
// lose as much; after other moves its score is untouched. Without the feature, or
// without the game's PieceTo, the moves have none.
func TestContinuationHistoryFollowsTheMovesBefore(t *testing.T) {
	g := pieceTrades{&trades{heaps: newHeaps(2, 1, 9, 9, 9, 9)}}
	sr := newSearcher[heapsMove](g, Limits{With: ContinuationHistory}, newTable[heapsMove](1, 1), nil, nil)
	if sr.pt == nil {
		t.Fatal("ContinuationHistory named, but the searcher keeps no continuation history")
	}
	theirs, mine := heapsMove{0, 1}, heapsMove{1, 2}
	cut, tried := heapsMove{2, 1}, heapsMove{3, 2}
	sr.ptAt[1], sr.ptAt[2] = g.PieceTo(mine), g.PieceTo(theirs) // mine led to ply 1, theirs to ply 2
	contScore := func(m heapsMove, ply int) int { return sr.quietHistory(m, ply) - int(sr.history[g.Key(m)]) }
	sr.goodQuiet(cut, 2, 6, []heapsMove{tried})
	if v := contScore(cut, 2); v <= 0 {
		t.Errorf("the move that cut scores %d after the same two moves", v)
	}
	if v := contScore(tried, 2); v >= 0 {
		t.Errorf("the move tried in vain scores %d after the same two moves", v)
	}
	one := contScore(cut, 2)
	sr.ptAt[1] = g.PieceTo(heapsMove{3, 3}) // the seat's own move was another
	if v := contScore(cut, 2); v <= 0 || v >= one {
		t.Errorf("after the same opponent's move but another of its own, the move that cut scores %d (%d after both)", v, one)
	}
	sr.ptAt[2] = g.PieceTo(heapsMove{2, 3})
	if v := contScore(cut, 2); v != 0 {
		t.Errorf("after two other moves, the move that cut scores %d", v)
	}
	// a search's cuts fill it
	sr = newSearcher[heapsMove](pieceTrades{&trades{heaps: newHeaps(2, 1, 9, 9, 9, 9)}}, Limits{Depth: 6, With: ContinuationHistory},
		newTable[heapsMove](1, 1), new(atomic.Bool), nil)
	sr.iterate(nil)
	if slices.IndexFunc(sr.cont, func(v int32) bool { return v != 0 }) < 0 {
		t.Error("a search to depth 6 left the continuation history empty")
	}
	for _, tc := range []struct {
		name string
		s    State[heapsMove]
		lim  Limits
	}{
		{"without the feature", g, Limits{}},
		{"without PieceTo", g.trades, Limits{With: ContinuationHistory}},
	} {
		if sr := newSearcher(tc.s, tc.lim, newTable[heapsMove](1, 1), nil, nil); sr.pt != nil {
			t.Errorf("%s: the searcher keeps a continuation history", tc.name)
		}
	}
}

// A noisy table move (TTCaptureReduction) reduces a late quiet move one ply more, also
// where the rest would give none, within the depth's bound, and a noisy move not at all
// more; a check (danger) stays unreduced.
func TestNoisyTableMoveReducesQuietMoves(t *testing.T) {
	g := &trades{heaps: newHeaps(2, 1, 9, 9, 9, 9)}
	sr := newSearcher[heapsMove](g, Limits{With: TTCaptureReduction | NoisyReduction}, newTable[heapsMove](1, 1), nil, nil)
	for _, tc := range []struct {
		name                        string
		depth, i                    int
		noisy, danger, pv, improves bool
		more                        int // plies more with a noisy table move
	}{
		{"a late quiet move", 12, 20, false, false, false, false, 1},
		{"one the rest leaves unreduced", 3, 2, false, false, true, true, 1},
		{"one at the depth's bound", 3, 63, false, false, false, false, 0},
		{"a noisy move", 12, 20, true, false, false, false, 0},
		{"a check", 12, 20, false, true, false, false, 0},
	} {
		at := func(ttNoisy bool) int {
			return sr.reduction(tc.depth, tc.i, tc.noisy, false, tc.danger, false, tc.pv, false, tc.improves, ttNoisy, 0)
		}
		if got := at(true) - at(false); got != tc.more {
			t.Errorf("%s: %d plies more with a noisy table move (%d against %d), want %d", tc.name, got, at(true), at(false), tc.more)
		}
	}
}

// With HistoryReduction, a quiet move's history moves its reduction by up to two plies,
// a ply for half the bound that addTo holds a history within: at the bound two plies
// off, at minus the bound two more, at a sixty-fourth of it none.
func TestHistoryMovesReductionsByItsSize(t *testing.T) {
	g := &trades{heaps: newHeaps(2, 1, 9, 9, 9, 9)}
	sr := newSearcher[heapsMove](g, Limits{With: HistoryReduction}, newTable[heapsMove](1, 1), nil, nil)
	at := func(h int) int {
		return sr.reduction(12, 20, false, false, false, false, false, false, false, false, h)
	}
	zero := at(0)
	for _, tc := range []struct {
		name    string
		history int
		less    int // plies less than with no history
	}{
		{"at the bound", historyMax, 2},
		{"at half the bound", historyMax / 2, 1},
		{"at minus the bound", -historyMax, -2},
		{"at a sixty-fourth of the bound", historyMax / 64, 0},
	} {
		if r := at(tc.history); zero-r != tc.less {
			t.Errorf("a history %s reduces %d plies, %d with none: want %d less", tc.name, r, zero, tc.less)
		}
	}
	// addTo's bound: rewarding a move again and again brings its history to historyMax
	var h int32
	for range 1000 {
		addTo(&h, 400)
	}
	if h < historyMax*99/100 || h > historyMax {
		t.Errorf("a history rewarded 1,000 times is %d, want about %d", h, historyMax)
	}
}

// With KeptHistory and a Memory, a search leaves its move histories for the next search
// of the game, which starts from them (and so searches otherwise than one that starts
// empty from the same table); without it, nothing is kept.
func TestKeptHistoryGoesOnToTheNextSearch(t *testing.T) {
	newGame := func() pieceTrades { return pieceTrades{&trades{heaps: newHeaps(2, 1, 9, 9, 9, 9)}} }
	run := func(mem *Memory, with Feature) Result[heapsMove] {
		return Run(t.Context(), newGame(), Limits{Depth: 6, HashMB: 1, Memory: mem, With: with}, nil)
	}
	for _, tc := range []struct {
		name string
		with Feature
		kept bool
	}{{"with KeptHistory", KeptHistory | ContinuationHistory, true}, {"without", 0, false}} {
		mem := &Memory{}
		run(mem, tc.with)
		k := keptFor[heapsMove](mem, 1, 1)
		for _, h := range []struct {
			name string
			kept []int32
		}{{"history", k.history}, {"continuation history", k.cont}} {
			used := 0
			for _, v := range h.kept {
				if v != 0 {
					used++
				}
			}
			if (used > 0) != tc.kept || (len(h.kept) > 0) != tc.kept {
				t.Fatalf("%s: the memory keeps %d of the %s, %d of them not zero", tc.name, len(h.kept), h.name, used)
			}
		}
		if !tc.kept {
			continue
		}
		sr := newSearcher[heapsMove](newGame(), Limits{With: tc.with}, k.t, nil, nil)
		sr.recall(k)
		if !slices.Equal(sr.history, k.history) || !slices.Equal(sr.cont, k.cont) {
			t.Fatalf("%s: a new searcher's histories do not start from those kept", tc.name)
		}
		// the same table before both second searches: only the histories differ
		other := &Memory{}
		run(other, tc.with)
		second, without := run(mem, tc.with), run(other, 0)
		if second.Nodes == without.Nodes {
			t.Errorf("%s: the second search took %d nodes, as many as without the first's histories", tc.name, second.Nodes)
		}
	}
}

// cachingHeaps is heaps with a cache to hand on (Reuser): a count of the searches
// that left it.
type cachingHeaps struct {
	*heaps
	cache *int
}

func (g *cachingHeaps) Leave() any {
	c := g.cache
	if c == nil {
		c = new(int)
	}
	*c++
	g.cache = nil
	return c
}

func (g *cachingHeaps) Reuse(c any) { g.cache = c.(*int) }

// The main state's caches go from one search to the next through the Memory, and only
// through it; helpers are handed none.
func TestCachesGoToTheNextSearch(t *testing.T) {
	var states []*cachingHeaps
	var start *int // the cache each state is made with
	search := func(mem *Memory, threads int) {
		RunShared(t.Context(), func() *cachingHeaps {
			g := &cachingHeaps{heaps: newHeaps(2, 1, 5, 6, 7), cache: start}
			states = append(states, g)
			return g
		}, Limits{Depth: 3, Memory: mem, Threads: threads}, nil)
	}
	mem := &Memory{}
	search(mem, 2)
	search(mem, 2)
	if k := keptFor[heapsMove](mem, 0, 1); k.caches == nil || *k.caches.(*int) != 2 {
		t.Fatalf("the memory keeps %v, want the cache two searches left", k.caches)
	}
	for i, g := range states {
		if g.cache != nil {
			t.Fatalf("state %d (of %d) holds a cache after its search", i, len(states))
		}
	}
	// without a Memory, nothing is left or taken
	states, start = nil, new(int)
	search(nil, 1)
	if len(states) != 1 || states[0].cache != start || *start != 0 {
		t.Fatalf("a search without a Memory: %d states, the first's cache %v", len(states), states[0].cache)
	}
}
