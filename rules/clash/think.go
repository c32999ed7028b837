package clash

import (
	"context"

	"oddboards/rules"
	"oddboards/rules/search"
)

// thinker is the computer player's view of a game: perft's compact state, copied onto a
// preallocated stack for each move (copy-make, as perft does), with the Zobrist hash
// kept beside each copy. Nothing is allocated per node once the stack has reached the
// deepest line.
type thinker struct {
	stack []frame // stack[top] is the current position
	top   int
}

type frame struct {
	s    state
	hash uint64
}

var (
	_ search.State[move] = (*thinker)(nil)
)

// thinkStack is deep enough for the search's deepest line with its quiescence.
const thinkStack = 160

func newThinker(p *Position) *thinker {
	t := &thinker{stack: make([]frame, 1, thinkStack)}
	t.stack[0] = frame{s: p.st, hash: p.st.hash()}
	return t
}

// Think searches for the side to move (rules.Thinker).
func (p *Position) Think(ctx context.Context, lim search.Limits, info func(search.Report)) search.Report {
	return search.Think(ctx, func() *thinker { return newThinker(p) }, lim, info)
}

func (t *thinker) cur() *state { return &t.stack[t.top].s }

func (t *thinker) Players() int { return 2 }
func (t *thinker) ToMove() int  { return int(t.stack[t.top].s.side) }
func (t *thinker) Hash() uint64 { return t.stack[t.top].hash }
func (t *thinker) Out(int) bool { return false }

// History is nil: every move captures, steps forward or turns a piece into a lesser
// one, so no position can come back.
func (t *thinker) History() []uint64 { return nil }

// Moves are perft's: every legal move, none once a side has no Commander.
func (t *thinker) Moves(buf []move) []move { return t.cur().gen(buf) }

func (t *thinker) Do(m move) {
	if t.top+1 == len(t.stack) {
		t.stack = append(t.stack, frame{}) // deeper than ever before
	}
	f, next := &t.stack[t.top], &t.stack[t.top+1]
	next.hash = f.hash ^ f.s.hashDelta(m)
	next.s = f.s
	next.s.make(m)
	t.top++
}

func (t *thinker) Undo() { t.top-- }

// Over is a side without Commanders, judged as Position.Outcome does: when one move took
// the last of both, its mover wins.
func (t *thinker) Over() (bool, int) {
	s := t.cur()
	switch {
	case !s.over():
		return false, 0
	case s.cmd[0] == 0 && s.cmd[1] == 0:
		return true, int(s.side ^ 1)
	case s.cmd[0] == 0:
		return true, 1
	}
	return true, 0
}

// Stuck cannot happen (a side with a Commander can always turn it in place); should it,
// the side that cannot move is taken to have lost.
func (t *thinker) Stuck() int { return int(t.cur().side ^ 1) }

// Noisy moves are the ones quiescence follows: promotions to a Slicer, and captures
// that take at least the mover's worth net (a Commander always; one's own pieces count
// against). Nearly every piece can capture nearly every neighbour of either side, so
// following every capture made quiescence a full-width search of thousands of nodes a
// leaf, and the node-budget levels never finished their second iteration; measured at
// equal nodes this narrower set plays as well. Leaving a piece behind and turning in
// place change the material too, but nearly every Factor and Commander can at every ply.
// A Slicer stopping on an empty node past its victims is quiet: its stop on the last
// victim takes the same pieces.
func (t *thinker) Noisy(m move) bool {
	if m.promo == kSlicer {
		return true
	}
	if m.mode < mTake || m.mode == mSlice && t.cur().sq[m.to] == 0 {
		return false
	}
	return t.gain(m) >= orderValue[m.kind]
}

// gain is the material m takes: the enemy's victims less one's own.
func (t *thinker) gain(m move) int {
	s := t.cur()
	own := s.side
	g := 0
	take := func(n int) {
		v := s.sq[n]
		if v>>3 == own {
			g -= orderValue[v&kindMask]
		} else {
			g += orderValue[v&kindMask]
		}
	}
	switch m.mode {
	case mTake:
		take(int(m.to))
	case mJump, mApproach, mWithdraw:
		take(int(m.victim))
	case mSlice:
		d := int(m.victim)
		for n := int(step[m.from][d]); ; n = int(step[n][d]) {
			if s.sq[n] != 0 {
				take(n)
			}
			if n == int(m.to) {
				break
			}
		}
	}
	return g
}

// Order is MVV-LVA: the victims' values (a Slicer's whole line; one's own pieces count
// against) ×16 less the mover's, plus the value a promotion gains, ×16 as well.
func (t *thinker) Order(m move) int {
	score := 0
	if m.mode >= mTake {
		score = t.gain(m)*16 - orderValue[m.kind]
	}
	if m.promo == kSlicer {
		score += (orderValue[kSlicer] - orderValue[m.kind]) * 16
	}
	return score
}

// orderValue is the material of each kind for ordering, a Commander above everything:
// its capture can end the game.
var orderValue = [8]int{kDroid: 100, kHawk: 130, kFactor: 160, kCommander: 600, kBrute: 280, kSlicer: 450}

// Key is (from × nodes + to) × 2 + the second sub-choice (a Hawk or Brute left behind or
// turned into, a Hawk's withdrawal rather than its approach), so the two choices of one
// step keep their own history.
func (t *thinker) Key(m move) int {
	k := (int(m.from)*nNodes + int(m.to)) * 2
	if m.leave == kHawk || m.leave == kBrute || m.mode == mWithdraw ||
		m.mode == mInPlace && (m.promo == kHawk || m.promo == kBrute) {
		k++
	}
	return k
}

func (t *thinker) KeySpace() int { return nNodes * nNodes * 2 }

// Export is the contract's move, as LegalMoves writes it.
func (t *thinker) Export(m move) rules.Move { return toMove(m) }

var _ search.Chooser = (*thinker)(nil)

// Without: the table's probes in quiescence and singular extensions were measured in
// Chess 2016 only, so they wait for a match of their own here.
func (t *thinker) Without() search.Feature { return search.QuiescenceProbe | search.Singular }
