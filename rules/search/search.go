package search

import (
	"context"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// theLMR is the late-move reduction table, computed once and only read.
var theLMR = sync.OnceValue(newLMRTable)

const (
	infinity  = 2_000_000
	mate      = 1_000_000
	maxPly    = 128
	mateBound = mate - maxPly
	// qDepth bounds quiescence below the horizon, so games with long capture chains
	// (seven seats trading on one hex) cannot blow the budget.
	qDepth = 8
	// checkEvery is how many nodes pass between looks at the clock and the stop flag.
	checkEvery = 1024
)

// Result is what a search found, in the game's own moves.
type Result[M comparable] struct {
	Best     M
	Found    bool // false only when the game is already over
	PV       []M
	Score    int // centipawns for the seat to move; see Mate
	Depth    int // the deepest completed iteration
	SelDepth int
	Nodes    int64
	Elapsed  time.Duration
	HashFull int // how full the transposition table is, in thousandths
	// Lines are the best root moves' lines, best first, when Limits.MultiPV asks for
	// more than one.
	Lines []Line[M]
}

// Line is one of several best lines: its score and moves.
type Line[M comparable] struct {
	Score int
	PV    []M
}

// Info is a progress report, sent after each completed iteration.
type Info[M comparable] = Result[M]

// searcher holds one search's tables; it is used by one goroutine.
type searcher[M comparable, S State[M]] struct {
	s        S
	lim      Limits
	tt       *table[M]
	killers  [maxPly][2]M
	history  []int32
	bufs     [maxPly + qDepth + 2][]M
	scores   [maxPly + qDepth + 2][]int
	path     []uint64 // hashes of the game before the root, then of the path
	pv       [maxPly][maxPly]M
	pvLen    [maxPly]int
	nodes    int64
	selDepth int
	start    time.Time
	breathed time.Time     // when the search last let a browser's page draw (breathe)
	stop     *atomic.Bool  // shared by every searcher of one search
	shared   *atomic.Int64 // every searcher's nodes, when several run (else nil)
	helper   int           // 0 for the main searcher, 1… for Lazy SMP's helpers
	// the time manager's memory of the iterations (Limits.Soft)
	iters, changes int
	lastBest       M
	lastScore      int
	aborted        bool
	players        int
	root           int // the seat the search plays for
	depth          int // the iteration under way
	floor          int // iterations up to this depth finish whatever the node budget
	multi          bool
	threat         Threatener   // nil when the game cannot tell
	extended       bool         // the line being searched has had its threat extension
	excluded       [maxPly]M    // the move a singular search at each ply leaves out,
	excluding      [maxPly]bool // while it runs
	zero           M

	passer    Passer                   // nil when the game cannot pass
	exch      Exchanger[M]             // nil when the game has no static exchange
	gain      Gainer[M]                // nil when the game cannot tell what a capture wins (Delta)
	target    Targeter[M]              // nil when quiescence searches every capture at every ply (Recaptures)
	qTarget   [maxPly + qDepth + 1]int // Target of the capture that led to each ply of quiescence
	lazyEval  WindowEvaler             // nil when quiescence evaluates in full (LazyEval)
	corrector Corrector                // nil when the evaluation is taken as it is (CorrectionHistory)
	corr      []int32                  // the corrections, in sixteenths of a centipawn, by seat and key
	noisy     NoisyMover[M]            // nil when quiescence lists every move
	pseudo    PseudoMover[M]           // nil when moves are listed legal (LazyLegality)
	valid     Validator[M]             // nil when the table's move waits for the list (HashFirst)
	staged    StagedMover[M]           // nil unless StagedMoves (with pseudo and valid) is on
	proven    [maxPly + qDepth + 2][]bool
	lmr       *lmrTable
	evalAt    [maxPly + 1]int  // the static evaluation at each ply of the line (noEval in danger)
	seatAt    [maxPly + 1]int  // whose evaluation it is
	keyAt     [maxPly + 1]int  // Key of the move that led to each ply (-1: the root, a pass)
	counter   []M              // by the Key of the opponent's last move: the quiet move that refuted it
	capHist   []int32          // by Key: the noisy moves' history (CaptureHistory; nil when off)
	pt        PieceToer[M]     // nil when quiet moves have no continuation history
	quietOrd  QuietOrderer[M]  // nil unless QuietThreats is on and the game judges quiet moves
	ptSpace   int              // PieceToSpace
	cont      []int32          // by PieceTo of a move and PieceTo of a later one (ContinuationHistory)
	ptAt      [maxPly + 1]int  // PieceTo of the move that led to each ply (-1: the root, a pass)
	noisies   [maxPly][]M      // the noisy moves searched at each ply, for capHist's penalty
	quiets    [maxPly][]M      // the quiet moves searched at each ply, for the history penalty
	pathLow   int              // repetitions are looked for from here on (after a pass, never across it)
	verify    bool             // a null-move verification is under way: no passes in it
	nullDone  bool             // the search is below a pass: no null move anywhere under one
	cutAt     [maxPly + 1]bool // whether each ply's node is expected to fail high, set by the node above (CutNodeReduction)
	safeAt    [maxPly + 1]bool // whether the move into each ply keeps its piece by static exchange (CheckExtension)
	unsafeAt  [maxPly + 1]bool // whether the check into each ply loses its piece by static exchange (SEEChecks)
	known     [maxPly + 1]knownThreat
}

// knownThreat is Threatened's answer for the position of a ply, by its hash.
type knownThreat struct {
	hash   uint64
	set    bool
	threat bool
}

// noEval marks a ply whose seat faced a threat: its evaluation means nothing.
const noEval = -infinity

// Run searches s for the seat to move within lim, calling info (if not nil) after each
// completed iteration, and returns the best move found. Cancelling ctx stops it within
// a few thousand nodes; the result is then the best of the iterations completed (a
// legal move whenever the game is not over). s is back as it was when Run returns.
func Run[M comparable, S State[M]](ctx context.Context, s S, lim Limits, info func(Info[M])) Result[M] {
	lim.Threads = 1
	return RunShared(ctx, func() S { return s }, lim, info)
}

// RunShared is Run with Limits.Threads searchers, the first on the state newState gives
// first (Lazy SMP): each searches the same root
// on its own state from newState, all sharing one transposition table, so each finds
// what the others stored and the main searcher, whose result counts, goes deeper
// sooner. Helpers start every other one an iteration deeper, so they spread over two
// depths. A node budget counts every searcher's nodes.
func RunShared[M comparable, S State[M]](ctx context.Context, newState func() S, lim Limits, info func(Info[M])) Result[M] {
	threads := max(1, lim.Threads)
	stop := new(atomic.Bool)
	ways := 1
	if lim.With&TTBuckets != 0 && lim.Without&TTBuckets == 0 {
		ways = bucketWays
	}
	k := keptFor[M](lim.Memory, lim.HashMB, ways)
	tt := k.t
	tt.newSearch()
	var shared *atomic.Int64
	if threads > 1 {
		shared = new(atomic.Int64)
	}
	if ctx.Done() != nil {
		cancel := context.AfterFunc(ctx, func() { stop.Store(true) })
		defer cancel()
	}
	sr := newSearcher(newState(), lim, tt, stop, shared)
	keepHistory := lim.Memory != nil && sr.on(KeptHistory) && !sr.multi
	reuser, _ := any(sr.s).(Reuser)
	keeps := lim.Memory != nil && (keepHistory || reuser != nil)
	if keeps {
		lim.Memory.Keep(func(kept any) any {
			if keepHistory {
				sr.recall(k)
			}
			if reuser != nil && k.caches != nil {
				reuser.Reuse(k.caches)
				k.caches = nil // this search's own until it ends
			}
			return kept
		})
	}
	helpers := make([]*searcher[M, S], threads-1)
	var wg sync.WaitGroup
	for i := range helpers {
		hl := lim
		// Helpers stop at the shared node budget or when the main searcher ends.
		hl.MinTurns, hl.Noise, hl.MultiPV = 0, 0, 1
		h := newSearcher(newState(), hl, tt, stop, shared)
		h.helper = i + 1
		helpers[i] = h
		wg.Go(func() { h.iterate(nil) })
	}
	res := sr.iterate(info)
	stop.Store(true)
	wg.Wait()
	for _, h := range helpers {
		res.Nodes += h.nodes
	}
	if keeps {
		lim.Memory.Keep(func(kept any) any {
			if keepHistory {
				sr.remember(k)
			}
			if reuser != nil {
				k.caches = reuser.Leave()
			}
			return kept
		})
	}
	return res
}

// recall starts the searcher's move histories from those k kept (KeptHistory), each
// where it is there and of the same size.
func (sr *searcher[M, S]) recall(k *kept[M]) {
	copySized(sr.history, k.history)
	copySized(sr.capHist, k.capHist)
	copySized(sr.counter, k.counter)
	copySized(sr.cont, k.cont)
}

// copySized copies src to dst where both are of one size.
func copySized[T any](dst, src []T) {
	if len(dst) == len(src) {
		copy(dst, src)
	}
}

// remember keeps the searcher's move histories in k for the next search.
func (sr *searcher[M, S]) remember(k *kept[M]) {
	k.history = append(k.history[:0], sr.history...)
	k.capHist = append(k.capHist[:0], sr.capHist...)
	k.counter = append(k.counter[:0], sr.counter...)
	k.cont = append(k.cont[:0], sr.cont...)
}

// newSearcher makes a searcher of s's position within lim, on table tt, stopped by stop,
// counting its nodes into shared as well when other searchers run beside it.
func newSearcher[M comparable, S State[M]](s S, lim Limits, tt *table[M], stop *atomic.Bool, shared *atomic.Int64) *searcher[M, S] {
	lim.Without |= Trial &^ lim.With
	if c, ok := any(s).(Chooser); ok {
		lim.Without |= c.Without() &^ lim.With // With overrides a game's choice, to measure it
	}
	sr := &searcher[M, S]{s: s, lim: lim, players: s.Players(), root: s.ToMove(), start: time.Now(), stop: stop, shared: shared}
	sr.multi = sr.players > 2 && sr.alive() > 2
	sr.threat, _ = any(s).(Threatener)
	sr.tt = tt
	sr.history = make([]int32, s.KeySpace())
	sr.counter = make([]M, s.KeySpace())
	if lim.Without&CaptureHistory == 0 && !sr.multi {
		sr.capHist = make([]int32, s.KeySpace())
	}
	sr.passer, _ = any(s).(Passer)
	sr.exch, _ = any(s).(Exchanger[M])
	if sr.gain, _ = any(s).(Gainer[M]); lim.Without&Delta != 0 || sr.multi {
		sr.gain = nil
	}
	if !sr.multi {
		sr.noisy, _ = any(s).(NoisyMover[M])
	}
	if sr.target, _ = any(s).(Targeter[M]); lim.Without&(Recaptures|QuiescenceFew) == Recaptures|QuiescenceFew || sr.multi {
		sr.target = nil
	}
	if sr.lazyEval, _ = any(s).(WindowEvaler); lim.Without&LazyEval != 0 || sr.multi {
		sr.lazyEval = nil
	}
	if sr.corrector, _ = any(s).(Corrector); lim.Without&CorrectionHistory != 0 || sr.multi {
		sr.corrector = nil
	} else if sr.corrector != nil {
		sr.corr = make([]int32, 2*corrSize)
	}
	if sr.pseudo, _ = any(s).(PseudoMover[M]); lim.Without&LazyLegality != 0 {
		sr.pseudo = nil
	}
	if sr.valid, _ = any(s).(Validator[M]); lim.Without&HashFirst != 0 {
		sr.valid = nil
	}
	if sr.staged, _ = any(s).(StagedMover[M]); lim.Without&StagedMoves != 0 || sr.pseudo == nil || sr.valid == nil {
		sr.staged = nil
	}
	if sr.pt, _ = any(s).(PieceToer[M]); lim.Without&(ContinuationHistory|Counter) != 0 || sr.multi {
		sr.pt = nil
	} else if sr.pt != nil {
		sr.ptSpace = sr.pt.PieceToSpace()
		sr.cont = make([]int32, sr.ptSpace*sr.ptSpace)
	}
	if sr.quietOrd, _ = any(s).(QuietOrderer[M]); lim.Without&QuietThreats != 0 || sr.multi {
		sr.quietOrd = nil
	}
	sr.lmr = theLMR()
	sr.keyAt[0], sr.ptAt[0] = -1, -1
	sr.evalAt[0] = noEval // the root's own evaluation is not taken: nothing to improve on
	sr.path = append(sr.path, s.History()...)
	if n := len(sr.path); n == 0 || sr.path[n-1] != s.Hash() {
		sr.path = append(sr.path, s.Hash()) // a line back to the root is a repetition too
	}
	return sr
}

func (sr *searcher[M, S]) alive() int {
	n := 0
	for p := 0; p < sr.players; p++ {
		if !sr.s.Out(p) {
			n++
		}
	}
	return n
}

// rootMove is a root move with its score in the last iteration.
type rootMove[M comparable] struct {
	m     M
	score int
	noise int
	pv    []M // its line, when its score is exact (multi-PV)
}

func (sr *searcher[M, S]) iterate(info func(Info[M])) Result[M] {
	s := sr.s
	moves := s.Moves(nil)
	if only := sr.lim.Only; only != nil {
		var kept []M
		for _, m := range moves {
			if only(s.Export(m)) {
				kept = append(kept, m)
			}
		}
		if len(kept) > 0 {
			moves = kept
		}
	}
	res := Result[M]{}
	if len(moves) == 0 {
		res.Elapsed = time.Since(sr.start)
		return res
	}
	rng := rand.New(rand.NewPCG(sr.lim.Seed, 0x0dd0b0a4d5))
	roots := make([]rootMove[M], len(moves))
	ordered := sr.order(moves, sr.zero, 0)
	for i, m := range ordered {
		roots[i] = rootMove[M]{m: m}
		if sr.lim.Noise > 0 {
			roots[i].noise = rng.IntN(2*sr.lim.Noise+1) - sr.lim.Noise
		}
	}
	res.Best, res.Found = roots[0].m, true
	maxDepth := maxPly - 1
	per := 1
	if tp, ok := any(s).(TurnPlier); ok {
		per = max(1, tp.TurnPlies())
	}
	switch {
	case sr.lim.Depth > 0:
		maxDepth = min(sr.lim.Depth, maxDepth)
	case sr.lim.Turns > 0:
		maxDepth = min(sr.lim.Turns*per, maxDepth)
	}
	sr.floor = sr.lim.MinTurns * per
	if sr.lim.PerTurnNodes {
		sr.lim.Nodes *= int64(per * per)
	}
	// Iterations deepen by whole turns: an iteration that ends inside a turn gives the
	// last seat only some of its moves, and its scores swing with that seat's parity
	// (Pothole Chess, level 5 against 4: 92 games in 100 ran to the ply cap deepening
	// by plies, 3 in 12 by turns, and level 5 scored 82%, not 55%).
	first := min(per, maxDepth)
	if sr.helper%2 == 1 {
		first = min(2*per, maxDepth)
	}
	for depth := first; depth <= maxDepth; depth = nextDepth(depth, per, maxDepth) {
		sr.depth = depth
		best, score, done := sr.aspire(roots, depth, res.Score)
		if done == 0 {
			break // stopped before any move of this iteration was searched
		}
		res.Best, res.Score = best, score
		res.PV = append(res.PV[:0], sr.pv[0][:sr.pvLen[0]]...)
		if len(res.PV) == 0 || res.PV[0] != best {
			res.PV = []M{best}
		}
		res.Lines = res.Lines[:0]
		for i := 0; sr.lim.MultiPV > 1 && i < min(sr.lim.MultiPV, done); i++ {
			if r := roots[i]; r.score != -infinity {
				res.Lines = append(res.Lines, Line[M]{Score: r.score, PV: append([]M(nil), r.pv...)})
			}
		}
		if sr.aborted {
			break
		}
		res.Depth, res.SelDepth = depth, sr.selDepth
		res.Nodes, res.Elapsed = sr.nodes, time.Since(sr.start)
		res.HashFull = sr.tt.full()
		if info != nil {
			info(res)
		}
		// A search by time alone spends it all: an iteration the time cuts short still
		// counts for the moves it reached, the last one's best first (stopping at a third
		// of the time, as before, left the rest unused: at a second a move, Chess 2016
		// reached depth 9 in 0.34 s and stopped there). On a clock, Soft decides.
		if sr.helper == 0 && sr.enough(len(roots), best, score) || (score > mateBound && sr.lim.Noise == 0) {
			break
		}
	}
	res.Nodes, res.Elapsed = sr.nodes, time.Since(sr.start)
	res.HashFull = sr.tt.full()
	return res
}

// nextDepth is the iteration after depth: a turn deeper, but not past the deepest.
func nextDepth(depth, per, deepest int) int {
	if depth < deepest && depth+per > deepest {
		return deepest
	}
	return depth + per
}

// enough reports, after an iteration that chose best with score, whether the time aimed
// at (Limits.Soft) is spent: sooner when the root has one move or the best move has
// stood for several iterations, later while it changes or its score falls.
func (sr *searcher[M, S]) enough(moves int, best M, score int) bool {
	if sr.lim.Soft <= 0 {
		return false
	}
	if moves == 1 {
		return true // forced: nothing to think about
	}
	if sr.iters > 0 && best != sr.lastBest {
		sr.changes += 2
	}
	drop := sr.iters > 0 && score < sr.lastScore-25
	sr.lastBest, sr.lastScore = best, score
	sr.iters++
	scale := 0.6 + 0.25*float64(min(sr.changes, 8))
	if drop {
		scale += 0.5
	}
	sr.changes = sr.changes * 3 / 4 // old changes count for less and less
	// the next iteration costs a few times this one: start it only with time for it
	return float64(time.Since(sr.start)) > 0.55*scale*float64(sr.lim.Soft)
}

// rootSearch searches every root move to depth, best first, and reorders roots by the
// scores found. It returns the best move, its score (noise included where asked) and
// how many moves were searched before any stop.
func (sr *searcher[M, S]) rootSearch(roots []rootMove[M], depth, alpha, beta int) (M, int, int) {
	s := sr.s
	multiPV := max(1, sr.lim.MultiPV)
	// With noise the choice is the best score plus its move's own error; a move can
	// win it only by beating the best total so far less its error, a bar a null window
	// tests as cheaply as plain PVS. Several lines asked for need exact scores of every
	// move that may be one of them, noise or not.
	noisy := sr.lim.Noise > 0 && multiPV == 1
	full := multiPV > 1
	total := -infinity // with noise: the best score plus error so far
	me := s.ToMove()
	done := 0
	bestIdx := 0
	sr.pvLen[0] = 0
	for i := range roots {
		m := roots[i].m
		sr.push(m, 0)
		// A move must beat lo to matter; below it, its score is only a bound.
		lo := alpha
		switch {
		case i == 0:
		case noisy && sr.multi:
			// Max-min over several seats (BRS+) scores a move differently in different
			// windows, so the bar would change the scores themselves: keep every move
			// within twice the noise exact (Pothole level 3 against 2: 66% this way,
			// 53.5% with the bar).
			lo = alpha - 2*sr.lim.Noise
		case noisy:
			lo = total - roots[i].noise
		case full:
			lo = min(alpha-2*sr.lim.Noise, kthScore(roots[:i], multiPV))
		}
		var score int
		switch {
		case i == 0:
			score = sr.rootChild(me, depth, alpha, beta)
		case full || sr.multi: // (max-min over several seats searches open windows)
			score = sr.rootChild(me, depth, lo, beta)
		default:
			score = sr.rootChild(me, depth, lo, lo+1)
			if score > lo && score < beta && !sr.aborted {
				score = sr.rootChild(me, depth, lo, beta)
			}
		}
		sr.pop()
		if sr.aborted {
			break
		}
		done++
		exact := i == 0 || score > lo
		if exact {
			roots[i].score = score
			if multiPV > 1 {
				roots[i].pv = append(append(roots[i].pv[:0], m), sr.pv[1][1:max(sr.pvLen[1], 1)]...)
			}
			total = max(total, score+roots[i].noise)
		} else {
			roots[i].score = -infinity
		}
		if i == 0 || exact && score > alpha {
			alpha = max(alpha, score)
			bestIdx = i
			sr.pv[0][0] = m
			copy(sr.pv[0][1:], sr.pv[1][1:sr.pvLen[1]])
			sr.pvLen[0] = max(sr.pvLen[1], 1)
		}
		if alpha >= beta {
			break // above the aspiration window: the caller widens it
		}
	}
	if done == 0 {
		return sr.zero, 0, 0
	}
	if noisy || full && sr.lim.Noise > 0 {
		// The deliberate inaccuracy: each move's exact score plus its own fixed error,
		// among the moves this iteration reached (the best of the last one first): a
		// shallower score from the iteration before is more hopeful, so it may not
		// compete with them. The line shown is the true best's; it is kept only if that
		// move is chosen.
		bestIdx = 0
		for i := 1; i < done; i++ {
			if roots[i].score+roots[i].noise > roots[bestIdx].score+roots[bestIdx].noise {
				bestIdx = i
			}
		}
		if sr.pv[0][0] != roots[bestIdx].m {
			sr.pv[0][0] = roots[bestIdx].m
			sr.pvLen[0] = 1
		}
	}
	best, score := roots[bestIdx].m, roots[bestIdx].score
	// Best first, then by score, for the next iteration (a stable sort keeps the
	// previous order among equals, so the search stays deterministic).
	searched := roots[:done]
	b := searched[bestIdx]
	copy(searched[1:bestIdx+1], searched[:bestIdx])
	searched[0] = b
	stableSortRoots(searched[1:])
	return best, score, done
}

// aspire runs rootSearch in a window around the last iteration's score, widening it
// until the score falls inside (Aspiration); searches with noise, several lines or
// several seats take the whole window.
func (sr *searcher[M, S]) aspire(roots []rootMove[M], depth, last int) (M, int, int) {
	if !sr.on(Aspiration) || depth < 5 || sr.multi || sr.lim.Noise > 0 || sr.lim.MultiPV > 1 || abs(last) > mateBound {
		return sr.rootSearch(roots, depth, -infinity, infinity)
	}
	delta := 25
	lo, hi := last-delta, last+delta
	for {
		best, score, done := sr.rootSearch(roots, depth, lo, hi)
		if sr.aborted || score > lo && score < hi {
			return best, score, done
		}
		delta += delta
		if score <= lo {
			lo = score - delta
		} else {
			hi = score + delta
		}
		if delta > 800 {
			lo, hi = -infinity, infinity
		}
		lo, hi = max(lo, -infinity), min(hi, infinity)
	}
}

// rootChild searches the root move just played, to depth, in the window (alpha, beta)
// of the seat to move at the root.
func (sr *searcher[M, S]) rootChild(me, depth, alpha, beta int) int {
	if sr.multi {
		return sr.mm(depth-1, 1, alpha, beta, sr.afterRoot())
	}
	sr.cutAt[1] = beta-alpha == 1 // the first move is the principal variation
	return sr.child(me, depth-1, 1, alpha, beta)
}

// kthScore is the k-th best exact score among roots, or -infinity if fewer have one.
func kthScore[M comparable](roots []rootMove[M], k int) int {
	best := make([]int, 0, k+1)
	for _, r := range roots {
		if r.score == -infinity {
			continue
		}
		best = append(best, r.score)
		for j := len(best) - 1; j > 0 && best[j] > best[j-1]; j-- {
			best[j], best[j-1] = best[j-1], best[j]
		}
		if len(best) > k {
			best = best[:k]
		}
	}
	if len(best) < k {
		return -infinity
	}
	return best[k-1]
}

func stableSortRoots[M comparable](r []rootMove[M]) {
	slices.SortStableFunc(r, func(a, b rootMove[M]) int { return b.score - a.score })
}

// push plays m, the move from ply to ply+1.
func (sr *searcher[M, S]) push(m M, ply int) {
	if sr.target != nil {
		sr.qTarget[ply+1] = sr.target.Target(m) // quiescence's first recaptures are on it
	}
	if sr.pt != nil {
		sr.ptAt[min(ply+1, maxPly)] = sr.pt.PieceTo(m)
	}
	sr.s.Do(m)
	sr.path = append(sr.path, sr.s.Hash())
}

// exchanges reports whether the two-seat search uses feature f, one that needs the
// game's static exchange (Exchanger).
func (sr *searcher[M, S]) exchanges(f Feature) bool { return sr.exch != nil && !sr.multi && sr.on(f) }

// on reports whether the two-seat search uses feature f.
func (sr *searcher[M, S]) on(f Feature) bool { return sr.lim.Without&f == 0 }

func (sr *searcher[M, S]) pop() {
	sr.s.Undo()
	sr.path = sr.path[:len(sr.path)-1]
}

// child searches the position after a move by seat me, from me's point of view: the
// negamax sign flips only when the turn passed to the other seat (two-seat games where
// one seat plays twice in a row need no special case).
func (sr *searcher[M, S]) child(me, depth, ply, alpha, beta int) int {
	if sr.s.ToMove() == me {
		return sr.negamax(depth, ply, alpha, beta)
	}
	return -sr.negamax(depth, ply, -beta, -alpha)
}

// qChild is child for quiescence at its ply qply.
func (sr *searcher[M, S]) qChild(me, ply, alpha, beta, qply int) int {
	if sr.s.ToMove() == me {
		return sr.quiesce(ply, alpha, beta, qply)
	}
	return -sr.quiesce(ply, -beta, -alpha, qply)
}

// tick counts a node and looks at the budgets now and then.
func (sr *searcher[M, S]) tick() {
	sr.nodes++
	if sr.lim.Nodes > 0 && sr.depth > sr.floor {
		if sr.shared == nil && sr.nodes >= sr.lim.Nodes || sr.shared != nil && sr.nodes%checkEvery == 0 && sr.shared.Load() >= sr.lim.Nodes {
			sr.aborted = true
		}
	}
	if sr.nodes%checkEvery == 0 {
		if sr.shared != nil {
			sr.shared.Add(checkEvery)
		}
		if sr.stop.Load() || (sr.lim.Time > 0 && time.Since(sr.start) >= sr.lim.Time) {
			sr.aborted = true
		}
		sr.breathe()
	}
}

// terminal scores a finished game for seat p.
func terminal(winner, p, ply int) int {
	switch winner {
	case -1:
		return 0
	case p:
		return mate - ply
	}
	return -mate + ply
}

// repeated reports whether the position now reached occurred before on the path or in
// the game: the search scores a return as a draw, so it neither seeks nor fears cycles
// beyond what the rules make of them.
func (sr *searcher[M, S]) repeated() bool {
	n := len(sr.path)
	h := sr.path[n-1]
	for i := n - 2; i >= sr.pathLow && i >= n-100; i-- {
		if sr.path[i] == h {
			return true
		}
	}
	return false
}

// negamax is a principal-variation search scored for the seat to move, with the
// pruning of Feature where the node is not on the principal variation and its seat
// faces no threat.
func (sr *searcher[M, S]) negamax(depth, ply, alpha, beta int) int {
	sr.tick()
	if sr.aborted {
		return 0
	}
	sr.pvLen[min(ply, maxPly-1)] = ply
	s := sr.s
	me := s.ToMove()
	if over, w := s.Over(); over {
		return terminal(w, me, ply)
	}
	if sr.repeated() {
		return 0
	}
	if ply >= maxPly-1 {
		return s.Eval(me)
	}
	danger := sr.threatened(ply)
	if danger && sr.extended && sr.safeAt[min(ply, maxPly)] && ply < 2*sr.depth && sr.exchanges(CheckExtension) {
		depth++ // a safe check, beyond the line's one extension
	}
	if danger && !sr.extended && !sr.unsafeAt[min(ply, maxPly)] && (depth >= checkExtDepth || !sr.on(ShallowCheckExtension)) {
		// see the answer to the threat through, once a line (extending every check
		// instead, while the line is shorter than twice the iteration, scored 41.1%
		// in Chess 2016: 45 games at 0.15 s a move)
		depth++
		sr.extended = true
		defer func() { sr.extended = false }()
	}
	if depth <= 0 {
		return sr.quiesceHere(ply, alpha, beta, 0)
	}
	pvNode := beta-alpha > 1
	cut := !pvNode && sr.cutAt[min(ply, maxPly)]
	alpha0 := alpha
	key := s.Hash()
	tt := sr.lookup(key, depth, ply, alpha, beta)
	excluding := sr.excluding[ply]
	if tt.decides && !pvNode && !excluding {
		return tt.score
	}
	ttMove, ttHit, ttScore, ttBound := tt.move, tt.hit, tt.score, tt.bound
	eval, raw := noEval, noEval
	if !danger {
		raw = s.Eval(me)
		eval = raw + sr.correction(me)
		// The table's bound, where it is on the right side, is a better guess.
		if ttHit && (ttBound == exact || ttBound == lower && ttScore > eval || ttBound == upper && ttScore < eval) {
			eval = ttScore
		}
	}
	sr.evalAt[ply], sr.seatAt[ply] = eval, me
	improving := eval != noEval && ply >= 2 && sr.seatAt[ply-2] == me && sr.evalAt[ply-2] != noEval && eval > sr.evalAt[ply-2]
	imp := 0
	if improving {
		imp = 1
	}
	if !pvNode && !danger && !excluding && beta < mateBound && beta > -mateBound {
		if sr.on(StaticNull) && depth <= 7 && eval-80*(depth-imp) >= beta {
			return eval
		}
		if sr.on(Razor) && depth <= 2 && eval+200*depth+150 <= alpha {
			if v := sr.quiesceHere(ply, alpha, alpha+1, 0); v <= alpha || sr.aborted {
				return v
			}
		}
		if v, ok := sr.nullMove(depth, ply, beta, eval); ok {
			return v
		}
	}
	if !pvNode && !danger && !excluding && depth >= probCutDepth && sr.exchanges(ProbCut) && beta < mateBound && beta > -mateBound &&
		!(ttHit && tt.depth >= depth-3 && ttScore < beta+probCutMargin) {
		if v, ok := sr.tryProbCut(depth, ply, beta+probCutMargin, eval); ok {
			return v
		}
	}
	if sr.on(InternalReduction) && depth >= 4 && !ttHit {
		depth-- // no guide from the table: spend less on a node that may not matter
	}
	// The table's move, where the game can check it, is searched before the others are
	// listed (HashFirst): when it cuts off, they never are.
	hashFirst := ttHit && !excluding && sr.valid != nil && sr.valid.Valid(ttMove)
	// Singular: is the table's move the only good one here?
	singular := false
	if hashFirst && sr.on(Singular) && !sr.multi && depth >= singularDepth && ply > 0 && ply < 2*sr.depth &&
		(ttBound == lower || ttBound == exact) && tt.depth >= depth-3 && ttScore < mateBound && ttScore > -mateBound {
		bar := ttScore - 2*depth
		sr.excluded[ply], sr.excluding[ply] = ttMove, true
		v := sr.negamax((depth-1)/2, ply, bar-1, bar)
		sr.excluding[ply] = false
		if sr.aborted {
			return 0
		}
		switch {
		case v < bar:
			singular = true
		case bar >= beta && !pvNode:
			return bar // another move holds beta too: multi-cut
		}
	}
	var moves []M
	var scores []int
	var proven []bool
	listed := false
	staged := sr.staged != nil && hashFirst // the table's move leads, so no stage holds it
	quietsIn := !staged                     // the quiet moves are in the list
	best := -infinity
	bestMove := sr.zero
	quiets := sr.quiets[ply][:0]
	noisies := sr.noisies[ply][:0]
	prune := !pvNode && !danger && eval != noEval
	seeMain, seeQuiet, losingReduce := sr.exchanges(SEEMain), sr.exchanges(SEEQuiet), sr.exchanges(LosingCaptureReduction)
	reducedFutility := sr.on(Futility) && sr.on(ReducedFutility) && sr.on(LogReduction)
	deepLMP := sr.on(DeepLateMovePruning)
	checkExt := sr.exchanges(CheckExtension)
	seeChecks := sr.exchanges(SEEChecks)
	lateChecks := sr.on(LateChecks)
	checkRed := sr.on(CheckReduction)
	// the table's move is read only where the game can prove it a move of this position
	// (Validator), and did, or where it is the move a singular search leaves out
	ttNoisy := sr.on(TTCaptureReduction) && sr.valid != nil && (hashFirst || excluding && ttHit) && s.Noisy(ttMove)
	for i := 0; ; i++ {
		var m M
		if i == 0 && hashFirst {
			m = ttMove
		} else {
			switch {
			case !listed && staged:
				listed = true
				moves, scores, proven = sr.listNoisy(ply, ttMove)
			case !listed:
				listed = true
				moves, scores, proven = sr.list(ply, ttMove)
				if excluding {
					moves, scores, proven = sr.exclude(moves, scores, proven, sr.excluded[ply])
				}
				if hashFirst {
					// picked again but not searched again, so that the rest come in the order
					// they would have without it (the move Valid allowed is listed)
					moves, scores, proven = sr.pickLegal(moves, scores, proven, 0)
				}
			}
			moves, scores, proven = sr.pickLegal(moves, scores, proven, i)
			if !quietsIn && (i >= len(moves) || scores[i] <= orderQuietTop) {
				// the noisy moves that come before the quiet ones are searched
				quietsIn = true
				moves, scores, proven = sr.addQuiets(ply, ttMove, moves, scores, proven)
				moves, scores, proven = sr.pickLegal(moves, scores, proven, i)
			}
			if i >= len(moves) {
				break
			}
			m = moves[i]
		}
		noisy := s.Noisy(m)
		killer := m == sr.killers[ply][0] || m == sr.killers[ply][1]
		hist := 0 // what the quiet move's histories say, for its reduction
		if !noisy {
			hist = sr.quietHistory(m, ply)
		}
		late, counted := false, false // pruned; and by the move count
		if !noisy && i > 0 && best > -mateBound && prune {
			fd := depth // the depth futility judges it by
			if reducedFutility && depth > futilityDepth && !killer {
				fd -= sr.reduction(depth, i, false, false, false, killer, pvNode, cut, improving, ttNoisy, hist)
			}
			counted = sr.on(LateMovePruning) && (depth <= futilityDepth || deepLMP) && len(quiets) >= (3+depth*depth)/(2-imp)
			late = counted || sr.on(Futility) && !killer && fd <= futilityDepth && eval+100+100*fd <= alpha
		}
		if noisy && i > 0 && best > -mateBound && prune && depth <= seeMainDepth && seeMain &&
			!sr.exch.SEE(m, -seeMainMargin*depth) {
			continue
		}
		// a quiet move that loses its piece near the horizon, unless it threatens
		late = late || seeQuiet && !noisy && i > 0 && best > -mateBound && prune && depth <= seeQuietDepth &&
			!sr.exch.SEE(m, -seeQuietMargin*depth*depth)
		// a capture that loses by exchange, late in the ordering, is reduced
		losing := noisy && i >= 2 && depth >= 3 && losingReduce && !sr.exch.SEE(m, 0)
		mkey := s.Key(m)
		sr.safeAt[min(ply+1, maxPly)] = checkExt && sr.exch.SEE(m, 0)
		sr.push(m, ply)
		// A move that threatens the other seat (a check) is neither pruned nor reduced:
		// the mates a pruned search would miss start with one.
		threat := (!noisy || losing) && i > 0 && sr.threat != nil && s.ToMove() != me && sr.threatened(ply+1)
		sr.unsafeAt[min(ply+1, maxPly)] = false
		if seeChecks && sr.threat != nil && s.ToMove() != me && sr.threatened(ply+1) {
			// a check, judged by static exchange in the position it is played from
			sr.pop()
			unsafe := !sr.exch.SEE(m, 0)
			if unsafe && threat && !noisy && prune && best > -mateBound && depth <= seeCheckDepth &&
				!sr.exch.SEE(m, -seeCheckMargin*depth) {
				threat, late = false, true // pruned as a quiet move that loses its piece
			}
			sr.push(m, ply)
			sr.unsafeAt[min(ply+1, maxPly)] = unsafe
		}
		if late && (!threat || counted && lateChecks && depth <= lateCheckDepth) {
			sr.pop()
			continue
		}
		sr.keyAt[min(ply+1, maxPly)] = mkey
		var score int
		next := &sr.cutAt[min(ply+1, maxPly)]
		if i == 0 {
			ext := 0
			if singular && m == ttMove {
				ext = 1
			}
			*next = !pvNode && !cut // the first move of a cut node is expected to be all-node
			score = sr.child(me, depth-1+ext, ply+1, alpha, beta)
		} else {
			r := sr.reduction(depth, i, noisy, losing, danger || threat && !checkRed, killer, pvNode, cut, improving, ttNoisy, hist)
			if threat && checkRed {
				r = max(0, r-1)
			}
			*next = r > 0 || !cut // a reduced move is expected to fail low here
			score = sr.child(me, depth-1-r, ply+1, alpha, alpha+1)
			if score > alpha && r > 0 && !sr.aborted {
				*next = !cut
				score = sr.child(me, depth-1, ply+1, alpha, alpha+1)
			}
			if score > alpha && score < beta && !sr.aborted {
				*next = false
				score = sr.child(me, depth-1, ply+1, alpha, beta)
			}
		}
		sr.pop()
		if sr.aborted {
			return 0
		}
		if score > best {
			best, bestMove = score, m
			if score > alpha {
				alpha = score
				sr.savePV(ply, m)
				if score >= beta {
					if !noisy {
						sr.goodQuiet(m, ply, depth, quiets)
					}
					sr.goodCapture(m, noisy, depth, noisies)
					break
				}
			}
		}
		if !noisy {
			quiets = append(quiets, m)
		} else if sr.capHist != nil {
			noisies = append(noisies, m)
		}
	}
	sr.quiets[ply], sr.noisies[ply] = quiets, noisies
	if excluding {
		// the search without one move: neither mate nor stalemate if there was none
		// other, and nothing for the table, which holds the node's own result
		return max(best, alpha0)
	}
	if listed && len(moves) == 0 {
		// no move was legal (every one listed was pseudo-legal, or none was listed)
		return terminal(s.Stuck(), me, ply)
	}
	if best == -infinity {
		// every move was pruned (only quiet moves, only past the first): the evaluation
		// stands for them
		return eval
	}
	sr.storeResult(key, bestMove, best, alpha0, beta, depth, ply)
	if raw != noEval && sr.corrector != nil && (bestMove == sr.zero || !s.Noisy(bestMove)) {
		sr.correct(me, raw, best, alpha0, beta, depth)
	}
	return best
}

// corrSize is the corrections a seat keeps, a power of two.
const corrSize = 1 << 14

// correction is what the search has found the static evaluation of positions with this
// one's key off by, for seat me, in centipawns (CorrectionHistory).
func (sr *searcher[M, S]) correction(me int) int {
	if sr.corrector == nil {
		return 0
	}
	return int(sr.corr[sr.corrIndex(me)]) / 16
}

func (sr *searcher[M, S]) corrIndex(me int) int {
	return (me&1)*corrSize + int(sr.corrector.CorrectionKey()&(corrSize-1))
}

// correct moves the correction of the node's key towards what its search found, best
// in the window (alpha0, beta0), against its static evaluation raw, the more the
// deeper the search; a bound that does not contradict raw says nothing.
func (sr *searcher[M, S]) correct(me, raw, best, alpha0, beta0, depth int) {
	if best >= mateBound || best <= -mateBound || best >= beta0 && best <= raw || best <= alpha0 && best >= raw {
		return
	}
	c := &sr.corr[sr.corrIndex(me)]
	w := int32(min(depth+1, 16))
	target := int32(max(-corrLimit, min(corrLimit, best-raw))) * 16
	*c = (*c*(256-w) + target*w) / 256
}

// corrLimit bounds a correction, in centipawns.
const corrLimit = 300

// reduction is how many plies less the i-th move (i ≥ 1) is searched with a null window,
// hist its history (with its continuation history where that is kept), read before the
// move is made; a noisy move is reduced only where it loses material
// (LosingCaptureReduction) or, with NoisyReduction, off the principal variation; a
// quiet one a ply more where ttNoisy says the table's move is noisy
// (TTCaptureReduction), after the bounds, so that it tells where the rest gives 0.
func (sr *searcher[M, S]) reduction(depth, i int, noisy, losing, danger, killer, pvNode, cut, improving, ttNoisy bool, hist int) int {
	if depth < 3 || danger || noisy && !losing && (pvNode || !sr.on(NoisyReduction)) {
		return 0
	}
	if !sr.on(LogReduction) {
		if i < 4 || killer {
			return 0
		}
		if i >= 12 && depth >= 5 {
			return 2
		}
		return 1
	}
	if i < 2 {
		return 0
	}
	r := int(sr.lmr[min(depth, 63)][min(i, 63)])
	if !pvNode {
		r++
	}
	if cut && sr.on(CutNodeReduction) {
		r += 2
	}
	if improving {
		r--
	}
	if killer {
		r--
	}
	switch {
	case noisy: // the quiet moves' history says nothing of a capture
	case sr.on(HistoryReduction):
		r -= max(-2, min(2, hist/historyReducePly))
	default:
		r -= hist / historyPerPly
	}
	r = max(0, min(r, depth-2))
	if ttNoisy && !noisy {
		r = min(r+1, depth-2)
	}
	return r
}

// checkExtDepth is the fewest plies left at which ShallowCheckExtension extends a
// line's first check.
const checkExtDepth = 4

// lateCheckDepth is the most plies left at which LateChecks counts quiet checks for
// late-move pruning. To depth 10 over the 43 search positions (6.33 million nodes
// without): 6.15 million at one ply, 5.43 million at two, 6.10 million at three.
const lateCheckDepth = 2

// futilityDepth is the deepest a quiet move may be pruned as futile, by the node's depth
// or (ReducedFutility) by the depth its reduction leaves it.
const futilityDepth = 6

// historyPerPly is the history score that takes a ply off a move's reduction. With
// Counter (the default) addTo's decay holds a history within ±historyMax, a sixteenth of
// this, so the term moves no reduction, and the search was measured so; without it the
// history only grows, and the term counts.
const historyPerPly = historyMax * 16

// historyReducePly is the history that takes a ply off a reduction with
// HistoryReduction: up to two plies either way.
const historyReducePly = historyMax / 2

// tryProbCut looks for a capture that wins enough by static exchange to lift the
// evaluation to bar, and holds bar in a search four plies shallower (quiescence first,
// to drop most at little cost): then a full search would very likely hold beta too
// (ProbCut).
func (sr *searcher[M, S]) tryProbCut(depth, ply, bar, eval int) (int, bool) {
	s := sr.s
	me := s.ToMove()
	moves, scores, _ := sr.noisyMoves(ply)
	for i := 0; ; i++ {
		if moves, scores, _ = sr.pickLegal(moves, scores, nil, i); i >= len(moves) {
			return 0, false
		}
		m := moves[i]
		if !sr.exch.SEE(m, bar-eval) {
			continue
		}
		sr.keyAt[min(ply+1, maxPly)] = s.Key(m)
		sr.safeAt[min(ply+1, maxPly)], sr.unsafeAt[min(ply+1, maxPly)] = false, false
		sr.push(m, ply)
		v := sr.qChild(me, ply+1, bar-1, bar, 0)
		if v >= bar && !sr.aborted {
			sr.cutAt[min(ply+1, maxPly)] = !sr.cutAt[min(ply, maxPly)]
			v = sr.child(me, depth-probCutDepth+1, ply+1, bar-1, bar)
		}
		sr.pop()
		if sr.aborted {
			return 0, true
		}
		if v >= bar {
			sr.storeResult(s.Hash(), m, v, bar-1, bar, depth-probCutDepth+2, ply)
			return v, true
		}
	}
}

// ProbCut is tried from probCutDepth plies from the horizon, for a bar probCutMargin
// above beta.
const (
	probCutDepth  = 5
	probCutMargin = 200
)

// nullMove tries null-move pruning at a node whose evaluation is at least beta: the seat
// passes, and if a search R plies shallower still fails high, so would a real move.
func (sr *searcher[M, S]) nullMove(depth, ply, beta, eval int) (int, bool) {
	if !sr.on(NullMove) || sr.passer == nil || sr.verify || sr.nullDone || depth < 3 || eval < beta || !sr.passer.CanPass() {
		return 0, false
	}
	s := sr.s
	me := s.ToMove()
	r := 3 + depth/4 + min(3, (eval-beta)/200)
	if sr.on(DeepNull) {
		r = 4 + depth/3 + min(3, (eval-beta)/200)
	}
	sr.passer.Pass()
	sr.path = append(sr.path, s.Hash())
	low := sr.pathLow
	sr.pathLow = len(sr.path) - 1 // a line through a pass repeats nothing before it
	sr.keyAt[min(ply+1, maxPly)], sr.ptAt[min(ply+1, maxPly)] = -1, -1
	sr.qTarget[ply+1] = -1 // no square: a pass lands nowhere
	sr.safeAt[min(ply+1, maxPly)], sr.unsafeAt[min(ply+1, maxPly)] = false, false
	sr.nullDone = true
	sr.cutAt[min(ply+1, maxPly)] = !sr.cutAt[min(ply, maxPly)]
	v := sr.child(me, depth-1-r, ply+1, beta-1, beta)
	sr.nullDone = false
	sr.pathLow = low
	sr.path = sr.path[:len(sr.path)-1]
	sr.passer.Unpass()
	if sr.aborted || v < beta {
		return 0, false
	}
	if v > mateBound {
		v = beta // a mate after a pass proves nothing
	}
	if depth < 10 {
		return v, true
	}
	// Deep cuts are verified without passes, against zugzwang the game did not foresee.
	sr.verify = true
	w := sr.negamax(depth-r, ply, beta-1, beta)
	sr.verify = false
	if w >= beta && !sr.aborted {
		return v, true
	}
	return 0, false
}

// threatened reports whether the seat to move at ply faces a threat (Threatener),
// asking the game once a node: a move's threat, looked at before the node is searched,
// is kept for it.
func (sr *searcher[M, S]) threatened(ply int) bool {
	if sr.threat == nil || ply > maxPly {
		return false
	}
	if k := sr.known[ply]; k.hash == sr.s.Hash() && k.set {
		return k.threat
	}
	t := sr.threat.Threatened()
	sr.known[ply] = knownThreat{hash: sr.s.Hash(), set: true, threat: t}
	return t
}

// extendable reports whether the seat to move faces a threat worth a ply more. A line
// gets one such ply: where both seats threaten move after move (Antarctic's long
// Predators at both Emperors), extending each threat made a four-ply search cost
// 1.9 million nodes instead of 75,000, for no measurable strength. Only the main search
// extends: answering threats in quiescence too (every move, no standing pat) cost a
// tenth more time and won nothing (Antarctic 2S, level 5 against 4, 100 games).
func (sr *searcher[M, S]) extendable(ply int) bool {
	return !sr.extended && sr.threatened(ply)
}

// looked is what the table knows of a node.
type looked[M comparable] struct {
	move    M // the best move stored, or the zero move
	hit     bool
	depth   int   // the depth it was stored at, when hit
	score   int   // from the node's ply, when hit
	bound   uint8 // the score's bound, when hit
	decides bool  // the score is deep enough and its bound settles the window
}

// lookup probes the table for the node of key searched to depth at ply in the window
// (alpha, beta).
func (sr *searcher[M, S]) lookup(key uint64, depth, ply, alpha, beta int) looked[M] {
	e, ok := sr.tt.probe(key)
	if !ok {
		return looked[M]{}
	}
	l := looked[M]{move: e.move, hit: true, depth: int(e.depth), score: fromTable(int(e.score), ply), bound: e.bound}
	l.decides = int(e.depth) >= depth && (e.bound == exact ||
		e.bound == lower && l.score >= beta || e.bound == upper && l.score <= alpha)
	return l
}

// storeResult keeps a node's result in the table, with the bound its window makes of it.
func (sr *searcher[M, S]) storeResult(key uint64, m M, best, alpha0, beta0, depth, ply int) {
	sr.tt.store(key, m, toTable(best, ply), depth, boundIn(best, alpha0, beta0))
}

// boundIn is what a node's result best says in its window (alpha0, beta0): a lower
// bound at or above beta0 (a cut), an upper one at or below alpha0, else the score.
func boundIn(best, alpha0, beta0 int) uint8 {
	switch {
	case best >= beta0:
		return lower
	case best <= alpha0:
		return upper
	}
	return exact
}

func (sr *searcher[M, S]) savePV(ply int, m M) {
	if ply >= maxPly-1 {
		return
	}
	sr.pv[ply][ply] = m
	n := max(sr.pvLen[ply+1], ply+1)
	copy(sr.pv[ply][ply+1:n], sr.pv[ply+1][ply+1:n])
	sr.pvLen[ply] = n
}

// goodQuiet rewards the quiet move m that cut at ply (killer, counter-move, history) and,
// with Counter, takes as much from the quiet moves tried before it in vain.
func (sr *searcher[M, S]) goodQuiet(m M, ply, depth int, tried []M) {
	if sr.killers[ply][0] != m {
		sr.killers[ply][1] = sr.killers[ply][0]
		sr.killers[ply][0] = m
	}
	bonus := min(depth*depth, 400)
	if !sr.on(Counter) || sr.multi {
		k := sr.s.Key(m)
		if sr.history[k] < 1<<24 {
			sr.history[k] += int32(depth * depth)
		}
		return
	}
	if prev := sr.keyAt[ply]; prev >= 0 {
		sr.counter[prev] = m
	}
	sr.addHistory(m, bonus)
	sr.addCont(m, ply, bonus)
	for _, q := range tried {
		sr.addHistory(q, -bonus)
		sr.addCont(q, ply, -bonus)
	}
}

// contCells are quiet move m's two cells of the continuation history at ply (-1 where
// there is none): after the opponent's last move, and after the seat's own before it
// (in two-seat games of one move a turn), each the row of that move's PieceTo.
func (sr *searcher[M, S]) contCells(m M, ply int) [2]int {
	c := [2]int{-1, -1}
	if sr.pt == nil {
		return c
	}
	pt := sr.pt.PieceTo(m)
	for back := range min(ply+1, 2) {
		if row := sr.ptAt[min(ply-back, maxPly)]; row >= 0 {
			c[back] = row*sr.ptSpace + pt
		}
	}
	return c
}

// quietHistory is what quiet move m's histories at ply say of it: its history, and its
// continuation history where that is kept.
func (sr *searcher[M, S]) quietHistory(m M, ply int) int {
	v := int(sr.history[sr.s.Key(m)])
	for _, c := range sr.contCells(m, ply) {
		if c >= 0 {
			v += int(sr.cont[c])
		}
	}
	return v
}

// addCont moves m's continuation history at ply by bonus.
func (sr *searcher[M, S]) addCont(m M, ply, bonus int) {
	for _, c := range sr.contCells(m, ply) {
		if c >= 0 {
			addTo(&sr.cont[c], bonus)
		}
	}
}

// goodCapture rewards m, the move that cut, in the capture history if it is noisy, and
// takes as much from the noisy moves tried before it in vain (CaptureHistory).
func (sr *searcher[M, S]) goodCapture(m M, noisy bool, depth int, tried []M) {
	if sr.capHist == nil {
		return
	}
	bonus := min(depth*depth, 400)
	if noisy {
		addTo(&sr.capHist[sr.s.Key(m)], bonus)
	}
	for _, q := range tried {
		addTo(&sr.capHist[sr.s.Key(q)], -bonus)
	}
}

// historyMax bounds the history scores: each update moves a score towards ±historyMax
// by a share of the distance, so old lessons fade.
const historyMax = 1 << 14

func (sr *searcher[M, S]) addHistory(m M, bonus int) { addTo(&sr.history[sr.s.Key(m)], bonus) }

// addTo moves the history score h by bonus, towards ±historyMax (in 32nds).
func addTo(h *int32, bonus int) {
	v := int(*h)
	v += 32*bonus - v*abs(bonus)/(historyMax/32)
	*h = int32(max(-historyMax*32, min(historyMax*32, v)))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// quiesce searches noisy moves only, scored for the seat to move, standing pat on the
// evaluation.
func (sr *searcher[M, S]) quiesce(ply, alpha, beta, qply int) int {
	sr.tick()
	return sr.quiesceHere(ply, alpha, beta, qply)
}

// quiesceHere is quiescence at a node already counted: negamax hands its node over at
// the horizon, or checks it by quiescence (Razor), and a node is one visit however
// many searches look at it there.
func (sr *searcher[M, S]) quiesceHere(ply, alpha, beta, qply int) int {
	if sr.aborted {
		return 0
	}
	s := sr.s
	me := s.ToMove()
	if over, w := s.Over(); over {
		return terminal(w, me, ply)
	}
	sr.selDepth = max(sr.selDepth, ply)
	if qply < qEvasions && !sr.multi && sr.on(Evasions) && sr.threatened(ply) {
		return sr.evade(ply, alpha, beta, qply)
	}
	if !sr.multi && sr.on(QuiescenceProbe) {
		if tt := sr.lookup(s.Hash(), 0, ply, alpha, beta); tt.decides {
			return tt.score
		}
	}
	var stand int
	if sr.lazyEval != nil {
		stand = sr.lazyEval.EvalWithin(me, alpha, beta)
	} else {
		stand = s.Eval(me)
	}
	stand += sr.correction(me)
	if stand >= beta || qply >= qDepth || ply >= maxPly+qDepth {
		if stand >= beta {
			sr.qStore(sr.zero, stand, alpha, beta, ply)
		}
		return stand
	}
	alpha0 := alpha
	alpha = max(alpha, stand)
	moves, scores, stuck := sr.noisyMoves(ply)
	if stuck {
		return terminal(s.Stuck(), me, ply)
	}
	best, bestMove := sr.qMoves(moves, scores, nil, ply, alpha, beta, qply, stand, true)
	if !sr.aborted {
		sr.qStore(bestMove, best, alpha0, beta, ply)
	}
	return best
}

// qStore keeps a quiescence node's result best, with its move (zero if none raised the
// standing score), in the table (QuiescenceStore). Where Recaptures or QuiescenceFew
// leave out captures by the line that led to the node, only a cut is kept: a score
// below beta is then the line's, not the position's.
func (sr *searcher[M, S]) qStore(m M, best, alpha0, beta0, ply int) {
	if sr.multi || !sr.on(QuiescenceStore) {
		return
	}
	b := boundIn(best, alpha0, beta0)
	if b != lower && (sr.on(Recaptures) || sr.on(QuiescenceFew)) {
		return
	}
	sr.tt.storeShallow(sr.s.Hash(), m, toTable(best, ply), b)
}

// qMoves searches moves, ordered by scores, in quiescence, from best (the standing pat,
// or -infinity where every move must be tried), and returns the best score and the move
// that made it (zero where none beat best as given); with see
// it skips the captures that lose by static exchange (asked only of the moves reached).
// proven is pickLegal's: nil for legal moves, else the pseudo-legal moves proven so far.
func (sr *searcher[M, S]) qMoves(moves []M, scores []int, proven []bool, ply, alpha, beta, qply, best int, see bool) (int, M) {
	s := sr.s
	me := s.ToMove()
	stand := best
	bestMove := sr.zero
	searched, quiet := 0, 0
	fewQuiet := !see && sr.on(EvasionsFew)
	for i := 0; ; i++ {
		if moves, scores, proven = sr.pickLegal(moves, scores, proven, i); i >= len(moves) {
			break
		}
		m := moves[i]
		if see && sr.gain != nil && stand+sr.gain.Gain(m)+deltaMargin <= alpha {
			continue // even its victim for nothing would not reach alpha
		}
		if see && sr.exch != nil && sr.on(SEEPruning) && !sr.exch.SEE(m, 0) {
			continue
		}
		if sr.target != nil {
			t := sr.target.Target(m)
			if see && t != sr.qTarget[ply] && (qply >= qRecaptures && sr.on(Recaptures) || searched >= qFew && sr.on(QuiescenceFew)) {
				continue // deep in quiescence, or late, only the recaptures are searched
			}
			sr.qTarget[ply+1] = t
		}
		if fewQuiet && !s.Noisy(m) {
			if quiet >= qFew && best > -mateBound {
				continue // an answer to the threat is found: the other quiet ones wait
			}
			quiet++
		}
		searched++
		if sr.pt != nil {
			sr.ptAt[min(ply+1, maxPly)] = sr.pt.PieceTo(m) // for the quiet answers to a check below
		}
		s.Do(m)
		score := sr.qChild(me, ply+1, alpha, beta, qply+1)
		s.Undo()
		if sr.aborted {
			return 0, sr.zero
		}
		if score > best {
			best, bestMove = score, m
			if score > alpha {
				alpha = score
				if score >= beta {
					break
				}
			}
		}
	}
	return best, bestMove
}

// deltaMargin is what a position's other changes may add to a capture's gain (Delta).
const deltaMargin = 200

// qRecaptures is the ply of quiescence (the first is 0) from which only recaptures are
// searched (Recaptures): its fourth.
const qRecaptures = 3

// qFew is how many captures quiescence searches before only the recaptures
// (QuiescenceFew).
const qFew = 2

// qEvasions bounds the plies of quiescence that answer a threat with every move.
const qEvasions = 4

// evade is quiescence where the seat to move faces a threat (a check): standing pat
// would score a position the threat may lose, so every move is tried, and having none
// ends the game.
func (sr *searcher[M, S]) evade(ply, alpha, beta, qply int) int {
	s := sr.s
	me := s.ToMove()
	moves, scores, proven := sr.list(min(ply, len(sr.bufs)-1), sr.zero)
	if len(moves) == 0 {
		return terminal(s.Stuck(), me, ply)
	}
	best, _ := sr.qMoves(moves, scores, proven, ply, alpha, beta, qply, -infinity, false)
	if best == -infinity && !sr.aborted {
		// none of the pseudo-legal moves was legal (a search finds a score for any move)
		return terminal(s.Stuck(), me, ply)
	}
	return best
}

// list lists the moves of the node at level (a ply) and scores them for picking:
// legal ones from Moves, or pseudo-legal ones from PseudoMoves with the slice of their
// proofs for pickLegal (nil with Moves).
func (sr *searcher[M, S]) list(level int, ttMove M) ([]M, []int, []bool) {
	var moves []M
	var proven []bool
	if sr.pseudo != nil {
		moves = sr.pseudo.PseudoMoves(sr.bufs[level][:0])
		proven = slices.Grow(sr.proven[level][:0], len(moves))[:len(moves)]
		clear(proven)
		sr.proven[level] = proven
	} else {
		moves = sr.s.Moves(sr.bufs[level][:0])
	}
	sr.bufs[level] = moves
	sc := sr.scoreMoves(moves, ttMove, level)
	sr.badCapturesLast(moves, sc, ttMove)
	return moves, sc, proven
}

// badCapturesLast orders the captures among moves that lose by static exchange after
// the quiet moves (BadCapturesLast), where they are scored sc.
func (sr *searcher[M, S]) badCapturesLast(moves []M, sc []int, ttMove M) {
	if !sr.exchanges(BadCapturesLast) {
		return
	}
	for j, m := range moves {
		if m != ttMove && sr.s.Noisy(m) && !sr.exch.SEE(m, 0) {
			sc[j] += orderBadCapture - orderNoisy
		}
	}
}

// listNoisy is list for StagedMoves, where the table's move was searched first: the
// table's move (proven), then the noisy moves, without it.
func (sr *searcher[M, S]) listNoisy(level int, ttMove M) ([]M, []int, []bool) {
	moves := sr.staged.PseudoNoisy(append(sr.bufs[level][:0], ttMove))
	return sr.addStage(level, ttMove, moves, append(sr.scores[level][:0], orderTT), append(sr.proven[level][:0], true))
}

// addQuiets adds the quiet moves, but the table's, after the lists (StagedMoves).
func (sr *searcher[M, S]) addQuiets(level int, ttMove M, moves []M, sc []int, proven []bool) ([]M, []int, []bool) {
	return sr.addStage(level, ttMove, sr.staged.PseudoQuiet(moves), sc, proven)
}

// addStage scores and marks unproven the moves a stage added to the lists (those past
// sc), but the table's move, which it takes out, and keeps the lists for level.
func (sr *searcher[M, S]) addStage(level int, ttMove M, moves []M, sc []int, proven []bool) ([]M, []int, []bool) {
	n := len(sc)
	if j := slices.Index(moves[n:], ttMove); j >= 0 {
		moves = slices.Delete(moves, n+j, n+j+1)
	}
	proven = slices.Grow(proven, len(moves)-n)[:len(moves)]
	clear(proven[n:])
	sc = sr.appendScores(sc, moves[n:], ttMove, level)
	sr.badCapturesLast(moves[n:], sc[n:], ttMove)
	sr.bufs[level], sr.scores[level], sr.proven[level] = moves, sc, proven
	return moves, sc, proven
}

// pickLegal brings to i the move pick would if moves held only the legal moves, and
// returns the lists, from which it has taken out the illegal moves it met: with no
// move left at i, i is their length. proven marks the moves known to be legal; nil
// means all are (Moves).
//
// Proving only the moves picked (and the one at i, which pick swaps with the best)
// finds the moves a list of legal moves gives, in the same order: taking an illegal move
// out keeps the order of the rest, and pick's swap moves only legal ones. So the tree
// is the one Moves gives, and ties among scores are broken as before.
func (sr *searcher[M, S]) pickLegal(moves []M, scores []int, proven []bool, i int) ([]M, []int, []bool) {
	if proven == nil {
		if i < len(moves) {
			pick(moves, scores, i)
		}
		return moves, scores, proven
	}
	for i < len(moves) && !proven[i] {
		if sr.pseudo.Legal(moves[i]) {
			proven[i] = true
		} else {
			moves, scores, proven = cutMove(moves, scores, proven, i)
		}
	}
	for i < len(moves) {
		b := i
		for j := i + 1; j < len(moves); j++ {
			if scores[j] > scores[b] {
				b = j
			}
		}
		if !proven[b] && !sr.pseudo.Legal(moves[b]) {
			moves, scores, proven = cutMove(moves, scores, proven, b)
			continue
		}
		moves[i], moves[b] = moves[b], moves[i]
		scores[i], scores[b] = scores[b], scores[i]
		proven[i], proven[b] = true, true
		break
	}
	return moves, scores, proven
}

// exclude takes m out of the lists, if it is there.
func (sr *searcher[M, S]) exclude(moves []M, scores []int, proven []bool, m M) ([]M, []int, []bool) {
	if j := slices.Index(moves, m); j >= 0 {
		if proven == nil {
			return slices.Delete(moves, j, j+1), slices.Delete(scores, j, j+1), nil
		}
		return cutMove(moves, scores, proven, j)
	}
	return moves, scores, proven
}

// singularDepth is the least depth at which the table's move is tested for singularity.
const singularDepth = 7

// cutMove takes the j-th move out of the lists, keeping the order of the rest.
func cutMove[M comparable](moves []M, scores []int, proven []bool, j int) ([]M, []int, []bool) {
	return slices.Delete(moves, j, j+1), slices.Delete(scores, j, j+1), slices.Delete(proven, j, j+1)
}

// noisyMoves lists the noisy moves at ply, ordered for picking, or reports that the
// seat to move has no moves at all (the game is over).
func (sr *searcher[M, S]) noisyMoves(ply int) ([]M, []int, bool) {
	level := min(ply, len(sr.bufs)-1)
	if sr.noisy != nil {
		moves := sr.noisy.NoisyMoves(sr.bufs[level][:0])
		sr.bufs[level] = moves
		return moves, sr.scoreMoves(moves, sr.zero, level), false
	}
	moves := sr.s.Moves(sr.bufs[level][:0])
	sr.bufs[level] = moves
	if len(moves) == 0 {
		return nil, nil, true
	}
	n := 0
	for _, m := range moves {
		if sr.s.Noisy(m) {
			moves[n] = m
			n++
		}
	}
	moves = moves[:n]
	return moves, sr.scoreMoves(moves, sr.zero, level), false
}

// Ordering: the table's move, then noisy moves by MVV-LVA, then the killers and the
// counter-move, then quiet moves by history, then (BadCapturesLast) the captures that
// lose by static exchange.
const (
	orderTT     = 1 << 30
	orderNoisy  = 1 << 26
	orderKiller = 1 << 25
	// orderQuietTop is the most a quiet move scores (the first killer)
	orderQuietTop = orderKiller + 1
	// BadCapturesLast: below every quiet move's histories (each within ±historyMax)
	orderBadCapture = -1 << 25
)

// SEEMain prunes, up to seeMainDepth plies from the horizon, captures that lose more
// than seeMainMargin centipawns a ply left.
const (
	seeMainDepth  = 6
	seeMainMargin = 120
)

// SEEChecks prunes, up to seeCheckDepth plies from the horizon, quiet checks that lose
// more than seeCheckMargin centipawns a ply left.
const (
	seeCheckDepth  = 6
	seeCheckMargin = 100
)

// SEEQuiet prunes, up to seeQuietDepth plies from the horizon, quiet moves that lose
// more than seeQuietMargin centipawns times the plies left squared.
const (
	seeQuietDepth  = 6
	seeQuietMargin = 25
)

func (sr *searcher[M, S]) scoreMoves(moves []M, ttMove M, ply int) []int {
	sc := sr.appendScores(sr.scores[ply][:0], moves, ttMove, ply)
	sr.scores[ply] = sc
	return sc
}

// appendScores appends the static ordering's scores of moves at ply to sc.
func (sr *searcher[M, S]) appendScores(sc []int, moves []M, ttMove M, ply int) []int {
	s := sr.s
	kp := min(ply, maxPly-1)
	for _, m := range moves {
		v := 0
		switch {
		case m == ttMove:
			v = orderTT
		case s.Noisy(m):
			v = orderNoisy + s.Order(m)
			if sr.capHist != nil {
				// up to a quarter of the history's bound: a pawn's worth of MVV-LVA is
				// 1,600, so a good history lifts a capture above a slightly better victim
				v += int(sr.capHist[s.Key(m)]) / (32 * 4)
			}
		case m == sr.killers[kp][0]:
			v = orderKiller + 1
		case m == sr.killers[kp][1]:
			v = orderKiller
		case !sr.multi && sr.on(Counter) && sr.keyAt[kp] >= 0 && m == sr.counter[sr.keyAt[kp]]:
			v = orderKiller - 1
		default:
			v = sr.quietHistory(m, ply) + s.Order(m)
			if sr.quietOrd != nil {
				v += sr.quietOrd.QuietOrder(m)
			}
		}
		sc = append(sc, v)
	}
	return sc
}

// order returns moves sorted best first by the static ordering.
func (sr *searcher[M, S]) order(moves []M, ttMove M, ply int) []M {
	scores := sr.scoreMoves(moves, ttMove, ply)
	for i := range moves {
		pick(moves, scores, i)
	}
	return moves
}

// pick brings the best-scored of moves[i:] to i (a selection sort that stops as soon as
// a cut-off does) and returns it. Ties keep generation order, for determinism.
func pick[M comparable](moves []M, scores []int, i int) M {
	b := i
	for j := i + 1; j < len(moves); j++ {
		if scores[j] > scores[b] {
			b = j
		}
	}
	moves[i], moves[b] = moves[b], moves[i]
	scores[i], scores[b] = scores[b], scores[i]
	return moves[i]
}
