package dinoczars

import (
	"context"

	"oddboards/rules"
	"oddboards/rules/search"
)

// thinker is the computer player's view of a game: the engine state perft uses, made
// and unmade in place, with an undo stack that also keeps each position's hash. Nothing
// is allocated per node once the stack has grown to the deepest line searched.
type thinker struct {
	s     state
	hash  uint64
	stack []frame
}

// frame is what Undo needs: the move, the engine's undo record, and the hash before.
type frame struct {
	m    move
	u    undo
	hash uint64
}

var (
	_ search.State[move] = (*thinker)(nil)
)

func newThinker(p *Position) *thinker {
	t := &thinker{s: p.st, stack: make([]frame, 0, 160)}
	t.hash = t.s.zobrist()
	return t
}

// Think searches for the player to move (rules.Thinker).
func (p *Position) Think(ctx context.Context, lim search.Limits, info func(search.Report)) search.Report {
	return search.Think(ctx, func() *thinker { return newThinker(p) }, lim, info)
}

func (t *thinker) Players() int { return 2 }
func (t *thinker) ToMove() int  { return int(t.s.side) }
func (t *thinker) Hash() uint64 { return t.hash }
func (t *thinker) Out(int) bool { return false }

// Moves are the engine's legal moves, the ones perft counts; none once a Tyrannosaurus
// has been captured. Dino-Czars never makes a player pass.
func (t *thinker) Moves(buf []move) []move { return t.s.gen(buf) }

// Do makes m and updates the hash from the cells and reserves m changes: the mover's
// from and to cells, a captured dinosaur joining its owner's pool, a laid egg leaving
// the reserve, a hatched dinosaur leaving the pool.
func (t *thinker) Do(m move) {
	s := &t.s
	side := int(s.side)
	h := t.hash ^ zSide
	switch m.typ {
	case tStep:
		if o := s.sq[m.to]; o != 0 && pKind(o) != kEgg && pKind(o) != kTR {
			own, k := pOwner(o), pKind(o)
			n := s.pool[own][k]
			h ^= zPool[own][k][n&15] ^ zPool[own][k][(n+1)&15]
		}
	case tLay:
		n := s.eggs[side]
		h ^= zEggs[side][n&15] ^ zEggs[side][(n-1)&15]
	case tHatch:
		n := s.pool[side][m.hatch]
		h ^= zPool[side][m.hatch][n&15] ^ zPool[side][m.hatch][(n-1)&15]
	}
	h ^= t.cellKeys(m)
	u := s.make(m)
	h ^= t.cellKeys(m)
	t.stack = append(t.stack, frame{m: m, u: u, hash: t.hash})
	t.hash = h
}

// cellKeys XORs the keys of the cells m touches, as they stand now.
func (t *thinker) cellKeys(m move) uint64 {
	h := zCell[m.to][t.s.sq[m.to]&0x7f]
	if m.from >= 0 && m.from != m.to {
		h ^= zCell[m.from][t.s.sq[m.from]&0x7f]
	}
	return h
}

func (t *thinker) Undo() {
	f := t.stack[len(t.stack)-1]
	t.stack = t.stack[:len(t.stack)-1]
	t.s.unmake(f.m, f.u)
	t.hash = f.hash
}

// Over is the capture of a Tyrannosaurus, which make records as it happens.
func (t *thinker) Over() (bool, int) {
	if w := t.s.winner; w >= 0 {
		return true, int(w)
	}
	return false, 0
}

// Stuck never happens in play (a Tyrannosaurus can always rotate); only a staged diagram
// without one can leave a player with no move, and the rules make nothing of it: a draw.
func (t *thinker) Stuck() int { return -1 }

// Noisy moves change the material: captures (of dinosaurs and eggs) and hatches.
func (t *thinker) Noisy(m move) bool { return m.capture || m.typ == tHatch }

// Order is MVV-LVA for captures; a hatch counts as winning the hatched dinosaur.
func (t *thinker) Order(m move) int {
	switch {
	case m.capture:
		return orderValue[pKind(t.s.sq[m.to])]*16 - orderValue[m.kind]
	case m.typ == tHatch:
		return orderValue[m.hatch] * 16
	}
	return 0
}

// Key is ((from+1) × cells + to) × 6 + facing: a lay's from is -1, and the facing tells
// apart the two rotations in place and the two turns of a step.
func (t *thinker) Key(m move) int {
	return ((int(m.from)+1)*nCells+int(m.to))*6 + int(m.face)
}

func (t *thinker) KeySpace() int { return (nCells + 1) * nCells * 6 }

// Export is the contract's move, as LegalMoves writes it.
func (t *thinker) Export(m move) rules.Move { return toMove(m) }

// History is nil: Dino-Czars has no repetition rule.
func (t *thinker) History() []uint64 { return nil }

// Eval scores the position for seat p (see eval).
func (t *thinker) Eval(p int) int { return t.s.eval(p) }

var _ search.Threatener = (*thinker)(nil)

// Threatened: the seat to move's Tyrannosaurus stands where an enemy dinosaur can
// capture it, which ends the game next ply unless answered. The search then prunes
// nothing and looks a ply further.
func (t *thinker) Threatened() bool {
	s := &t.s
	me := int(s.side)
	for c := 0; c < nCells; c++ {
		if b := s.sq[c]; b != 0 && pKind(b) == kTR && pOwner(b) == me {
			return s.captures(1-me, c)
		}
	}
	return false
}

var _ search.Chooser = (*thinker)(nil)

// Without: the table's probes in quiescence and singular extensions were measured in
// Chess 2016 only, so they wait for a match of their own here.
func (t *thinker) Without() search.Feature { return search.QuiescenceProbe | search.Singular }
