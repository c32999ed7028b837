package search

// Three or more seats: the search plays for the root seat and scores every position
// from its point of view. See the package documentation for why BRS+ is the default.

// The BRS+ state of a line, passed down the tree: who among the opponents may branch.
const (
	rootPhase   = -1 // the root seat is moving; no opponent phase has begun
	noneChosen  = -2 // opponents are moving, and none has branched yet
	brsKeySlots = 9  // rootPhase, noneChosen and seats 0…6
)

// brsKeys make the table tell apart one position searched under different BRS+ states.
var brsKeys = func() [brsKeySlots]uint64 {
	var k [brsKeySlots]uint64
	x := uint64(0x9e3779b97f4a7c15)
	for i := 1; i < brsKeySlots; i++ {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		k[i] = x
	}
	return k
}()

// afterRoot is the BRS+ state after the root seat's move.
func (sr *searcher[M, S]) afterRoot() int {
	if sr.s.ToMove() == sr.root {
		return rootPhase
	}
	return noneChosen
}

// mm is alpha-beta over seats in turn order, scored for the root seat: it maximises on
// the root seat's plies and minimises on the others'. Under BRS+ (Esser et al. 2013, after
// Schadd and Winands' Best-Reply Search) exactly one opponent per round branches over
// all its moves; the others play the move the static ordering likes best (a capture by
// MVV-LVA, else the best by history), so every line is a legal sequence in true turn
// order, and which opponent branches is itself a choice the minimiser makes. Depth is
// spent only on branching plies: a round costs the root's plies plus one opponent's.
func (sr *searcher[M, S]) mm(depth, ply, alpha, beta, brs int) int {
	sr.tick()
	if sr.aborted {
		return 0
	}
	if ply < maxPly {
		sr.pvLen[ply] = ply
	}
	s := sr.s
	if over, w := s.Over(); over {
		return terminal(w, sr.root, ply)
	}
	if s.Out(sr.root) {
		return -mate + ply
	}
	p := s.ToMove()
	maxing := p == sr.root
	brsOn := !sr.lim.Paranoid
	if maxing && brs == noneChosen && brsOn {
		// Every opponent played its ordered move: not a line BRS+ considers. The
		// minimiser above ignores it.
		return infinity
	}
	if sr.repeated() || ply >= maxPly-1 {
		// With three or more seats 0 is no draw, only a value: a cycle makes no
		// progress, so it is worth what the position is.
		return s.Eval(sr.root)
	}
	if maxing && sr.extendable(ply) {
		depth++ // the searching seat's own danger, seen through
		sr.extended = true
		defer func() { sr.extended = false }()
	}
	if depth <= 0 {
		return sr.qmmHere(ply, alpha, beta, 0)
	}
	moves := s.Moves(sr.bufs[ply][:0])
	sr.bufs[ply] = moves
	if len(moves) == 0 {
		w := s.Stuck()
		return terminal(w, sr.root, ply)
	}
	if !maxing && brsOn && brs >= 0 && brs != p {
		return sr.policy(moves, depth, ply, alpha, beta, brs)
	}
	key := s.Hash() ^ brsKeys[brs+2]
	tt := sr.lookup(key, depth, ply, alpha, beta)
	if tt.decides {
		return tt.score
	}
	ttMove := tt.move
	alpha0, beta0 := alpha, beta
	best := infinity
	if maxing {
		best = -infinity
	}
	bestMove := moves[0]
	scores := sr.scoreMoves(moves, ttMove, ply)
	cut := false
	for i := range moves {
		m := pick(moves, scores, i)
		noisy := s.Noisy(m)
		sr.push(m, ply)
		next := p
		if maxing {
			next = sr.afterRoot()
		}
		v := sr.mm(depth-1, ply+1, alpha, beta, next)
		sr.pop()
		if sr.aborted {
			return 0
		}
		if maxing && v > best || !maxing && v < best {
			best, bestMove = v, m
			if maxing && v > alpha || !maxing && v < beta {
				if maxing {
					alpha = v
				} else {
					beta = v
				}
				sr.savePV(ply, m)
			}
			if alpha >= beta {
				if !noisy {
					sr.goodQuiet(m, ply, depth, nil)
				}
				cut = true
				break
			}
		}
	}
	if !maxing && brsOn && brs == noneChosen && !cut {
		// The other choice of the minimiser: this opponent plays its ordered move and a
		// later one branches.
		v := sr.policy(sr.bufs[ply], depth, ply, alpha, beta, noneChosen)
		if sr.aborted {
			return 0
		}
		if v < best {
			best = v
		}
	}
	sr.storeResult(key, bestMove, best, alpha0, beta0, depth, ply)
	return best
}

// policy plays the opponent's ordered move (the best by the static ordering) without
// spending depth.
func (sr *searcher[M, S]) policy(moves []M, depth, ply, alpha, beta, brs int) int {
	best := 0
	bestScore := 0
	for i, m := range moves {
		v := int(sr.history[sr.s.Key(m)]) + sr.s.Order(m)
		if sr.s.Noisy(m) {
			v += orderNoisy
		}
		if i == 0 || v > bestScore {
			best, bestScore = i, v
		}
	}
	m := moves[best]
	sr.push(m, ply)
	v := sr.mm(depth, ply+1, alpha, beta, brs)
	sr.pop()
	return v
}

// qMulti bounds quiescence with three or more seats, where every seat's captures count.
const qMulti = 4

// qmm is quiescence for mm: noisy moves only, every seat standing pat on the root
// seat's evaluation.
func (sr *searcher[M, S]) qmm(ply, alpha, beta, qply int) int {
	sr.tick()
	return sr.qmmHere(ply, alpha, beta, qply)
}

// qmmHere is qmm at a node mm has counted already (its horizon).
func (sr *searcher[M, S]) qmmHere(ply, alpha, beta, qply int) int {
	if sr.aborted {
		return 0
	}
	s := sr.s
	if over, w := s.Over(); over {
		return terminal(w, sr.root, ply)
	}
	if s.Out(sr.root) {
		return -mate + ply
	}
	sr.selDepth = max(sr.selDepth, ply)
	stand := s.Eval(sr.root)
	maxing := s.ToMove() == sr.root
	if qply >= qMulti || ply >= maxPly+qDepth {
		return stand
	}
	if maxing {
		if stand >= beta {
			return stand
		}
		alpha = max(alpha, stand)
	} else {
		if stand <= alpha {
			return stand
		}
		beta = min(beta, stand)
	}
	moves, scores, stuck := sr.noisyMoves(ply)
	if stuck {
		return terminal(s.Stuck(), sr.root, ply)
	}
	best := stand
	for i := range moves {
		m := pick(moves, scores, i)
		s.Do(m)
		v := sr.qmm(ply+1, alpha, beta, qply+1)
		s.Undo()
		if sr.aborted {
			return 0
		}
		if maxing && v > best || !maxing && v < best {
			best = v
			if maxing {
				alpha = max(alpha, v)
			} else {
				beta = min(beta, v)
			}
			if alpha >= beta {
				break
			}
		}
	}
	return best
}
