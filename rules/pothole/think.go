package pothole

import (
	"context"

	"oddboards/rules"
	"oddboards/rules/search"
)

// Think searches for the player to move (see search.Think).
func (p *Position) Think(ctx context.Context, lim search.Limits, info func(search.Report)) search.Report {
	return search.Think(ctx, func() *searchState { return newSearchState(p) }, lim, info)
}

// searchState is the search's view of a game: the engine's compact states on a stack,
// each move copied onto the next slot and made there (copy-make, as perft does), with
// the hash of each kept beside it. Slots are added only when the search goes deeper than
// ever before, so a node allocates nothing.
type searchState struct {
	st   []state
	hash []uint64
	top  int
}

var _ search.State[move] = (*searchState)(nil)

// stackHint is deep enough for the search's plies and quiescence, so the stack never
// grows in practice.
const stackHint = 160

func newSearchState(p *Position) *searchState {
	t := &searchState{st: make([]state, 1, stackHint), hash: make([]uint64, 1, stackHint)}
	t.st[0] = p.st
	t.hash[0] = p.st.hash()
	return t
}

func (t *searchState) cur() *state { return &t.st[t.top] }

// Players is four.
func (t *searchState) Players() int { return 4 }

// TurnPlies: a turn is two moves, so a level's depth in turns is twice as many plies.
func (t *searchState) TurnPlies() int { return 2 }

var _ search.TurnPlier = (*searchState)(nil)

// ToMove is the engine's side: both moves of a turn are the same seat's.
func (t *searchState) ToMove() int { return int(t.cur().side) }

// Moves are the engine's legal moves; none once the game is over.
func (t *searchState) Moves(buf []move) []move { return t.cur().gen(buf) }

// Do copies the state onto the next slot and makes m there; the engine's make passes the
// turn on, skipping players who cannot move.
func (t *searchState) Do(m move) {
	if t.top+1 == len(t.st) {
		t.st = append(t.st, state{})
		t.hash = append(t.hash, 0)
	}
	prev, next := &t.st[t.top], &t.st[t.top+1]
	*next = *prev
	next.make(m)
	t.hash[t.top+1] = rehash(t.hash[t.top], prev, next)
	t.top++
}

// Undo drops the top slot.
func (t *searchState) Undo() { t.top-- }

// Hash is the incremental Zobrist hash of the current state.
func (t *searchState) Hash() uint64 { return t.hash[t.top] }

// Over: the last King standing wins; a game where nobody can move is drawn.
func (t *searchState) Over() (bool, int) {
	s := t.cur()
	n, w := 0, -1
	for q, k := range s.king {
		if k != 0 {
			n, w = n+1, q
		}
	}
	if n <= 1 {
		return true, w
	}
	if s.stuck {
		return true, -1
	}
	return false, 0
}

// Stuck is never needed in play: the engine gives the turn only to a player who can
// move, and marks the game stuck (Over) otherwise. A draw is the safe answer.
func (t *searchState) Stuck() int { return -1 }

// Out reports a player whose King is dead.
func (t *searchState) Out(p int) bool { return t.cur().king[p] == 0 }

// History is nil: the game has no repetition rule.
func (t *searchState) History() []uint64 { return nil }

// Export is the contract's move, as LegalMoves writes it.
func (t *searchState) Export(m move) rules.Move { return toMove(m) }

// Eval scores the current state for seat p (eval.go).
func (t *searchState) Eval(p int) int { return t.cur().eval(p) }

// Noisy: captures by displacement, pushes that kill an enemy piece, promotions. A push
// that kills only the mover's own pieces changes the material too, but never to the
// mover's gain, so quiescence leaves it alone.
func (t *searchState) Noisy(m move) bool {
	switch {
	case m.flags&fCapture != 0 || m.promo != 0:
		return true
	case m.flags&fKill != 0:
		enemy, _ := t.cur().pushVictims(m)
		return enemy != 0
	}
	return false
}

// Order is MVV-LVA: the victim's value × 16 less the mover's, a King counted as the
// army it brings; a promotion adds what it gains. An own piece pushed to death counts
// against the move.
func (t *searchState) Order(m move) int {
	s := t.cur()
	v := 0
	switch {
	case m.flags&fCapture != 0:
		v = orderValue(s.pc[s.sq[m.to]-1].kind)*16 - orderValue(m.kind)
	case m.flags&fKill != 0:
		enemy, own := s.pushVictims(m)
		if enemy != 0 {
			v = orderValue(enemy)*16 - orderValue(m.kind)
		} else {
			v = -own * 16
		}
	}
	if m.promo != 0 {
		v += 8 * (value[m.promo] - value[m.kind])
	}
	return v
}

// kingOrderValue puts a King's capture above any other: its army changes hands.
const kingOrderValue = 2000

func orderValue(k uint8) int {
	if k == kKing {
		return kingOrderValue
	}
	return value[k]
}

// pushVictims looks at what a killing push m kills: the dozer goes steps squares, the
// pieces ahead of it pile up, and those that no longer fit before the first pothole or
// the edge die (the farthest first). It returns the most valuable enemy victim's kind
// (0 if none dies) and the most valuable own piece lost.
func (s *state) pushVictims(m move) (enemy uint8, ownLoss int) {
	d, steps := dirTo(int(m.from), int(m.to))
	var line [size]uint8
	n, hole := 0, 0
	for k := 1; ; k++ {
		v := s.sq[int(m.from)+k*d]
		if v == empty {
			continue
		}
		if !isPiece(v) {
			hole = k
			break
		}
		line[n] = v
		n++
	}
	for j := max(hole-steps-1, 0); j < n; j++ {
		pc := &s.pc[line[j]-1]
		switch {
		case pc.owner == s.side:
			ownLoss = max(ownLoss, orderValue(pc.kind))
		case enemy == 0 || orderValue(pc.kind) > orderValue(enemy):
			enemy = pc.kind
		}
	}
	return enemy, ownLoss
}

// Cells are numbered 0–44; a move's key is from × cells + to, pothole moves after the
// pieces' moves.
const nCells = 45

// Key is the move's index in the search's history table.
func (t *searchState) Key(m move) int {
	k := int(cellOf[m.from])*nCells + int(cellOf[m.to])
	if m.flags&fObject != 0 {
		k += nCells * nCells
	}
	return k
}

// KeySpace is the number of keys.
func (t *searchState) KeySpace() int { return 2 * nCells * nCells }
