package chess2016

import (
	"context"
	mbits "math/bits"
	"slices"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/search"
)

// thinker is the computer player's view of a game: the engine state made and unmade in
// place, an undo stack, and the hashes of the game and of the line being searched. It is
// the same mailbox perft uses, so nothing is allocated per node once the stacks have
// grown to the deepest line.
type thinker struct {
	s     state
	alone bool // a staged diagram: pseudo-legal moves, no check, never over
	// hist holds the hashes of the game since its last capture or pawn move (the
	// Position's history), then one per move of the line; the current one last. A
	// repetition can only reach back s.half entries, which is the window looked at.
	hist  []uint64
	stack []frame
	buf   []move // scratch for the mate test on the hundredth ply
	tab   *evalTables
	// sum is the evaluation's piece-by-piece part, kept by Do and Undo (sums holds
	// the ones before each move), so Eval needs no walk over the board.
	sum  sums
	sums []sums
	// lines holds safeSet's answer for the node at each depth of the line, for Legal;
	// validBuf is scratch for Valid
	lines    []kingLines
	validBuf []move
	// attackCache holds the attack terms by position, pawnCache the pawn terms by the
	// pawns (each made on the first use, or taken from the search before: Reuse)
	attackCache termCache
	pawnCache   termCache
	// lesser holds the node's attacks by lesser pieces, for QuietOrder
	lesser lesserThreats
}

// kingLines is safeSet's answer for the position of hash.
type kingLines struct {
	hash uint64
	set  bb
	ok   bool
	done bool
}

type frame struct {
	m move
	u undo
}

var (
	_ search.State[move] = (*thinker)(nil)
	_ search.Reuser      = (*thinker)(nil)
)

func newThinker(p *Position) *thinker {
	t := &thinker{s: p.st, alone: p.alone, tab: theEvalTables()}
	t.hist = make([]uint64, len(p.hist), len(p.hist)+256)
	copy(t.hist, p.hist)
	if len(t.hist) == 0 || t.hist[len(t.hist)-1] != t.s.hash {
		t.hist = append(t.hist, t.s.hash)
	}
	t.stack = make([]frame, 0, 256)
	t.sums = make([]sums, 0, 256)
	t.sum = t.tab.count(&t.s)
	t.buf = make([]move, 0, 256)
	return t
}

// Think searches for the side to move (rules.Thinker).
func (p *Position) Think(ctx context.Context, lim search.Limits, info func(search.Report)) search.Report {
	return search.Think(ctx, func() *thinker { return newThinker(p) }, lim, info)
}

func (t *thinker) Players() int { return 2 }
func (t *thinker) ToMove() int  { return t.s.side }
func (t *thinker) Hash() uint64 { return t.s.hash }
func (t *thinker) Out(int) bool { return false }

// Moves are the engine's legal moves (perft's), none once a draw rule has ended the game.
func (t *thinker) Moves(buf []move) []move {
	if t.alone {
		return t.s.pseudo(buf)
	}
	if t.drawn() {
		return buf
	}
	return t.s.legal(buf)
}

func (t *thinker) Do(m move) {
	t.sums = append(t.sums, t.sum)
	t.tab.moved(&t.sum, &t.s, m)
	u := t.s.make(m)
	t.stack = append(t.stack, frame{m, u})
	t.hist = append(t.hist, t.s.hash)
}

func (t *thinker) Undo() {
	f := t.stack[len(t.stack)-1]
	t.stack = t.stack[:len(t.stack)-1]
	t.hist = t.hist[:len(t.hist)-1]
	t.s.unmake(f.m, f.u)
	t.sum = t.sums[len(t.sums)-1]
	t.sums = t.sums[:len(t.sums)-1]
}

// Over is a draw by threefold repetition or the fifty-move rule, as the Position judges
// them. Checkmate and stalemate need the move list, so Stuck judges those.
func (t *thinker) Over() (bool, int) {
	if !t.alone && t.drawn() {
		return true, -1
	}
	return false, 0
}

// drawn mirrors Position.drawnByRule. The repetition test reads only the window since
// the last capture or pawn move; the mate test runs only on the hundredth ply and later.
func (t *thinker) drawn() bool {
	s := &t.s
	if s.half >= 8 && repeated3(t.hist[max(0, len(t.hist)-1-s.half):]) {
		return true
	}
	if s.half >= 100 {
		if s.inCheck() {
			t.buf = s.legal(t.buf[:0])
			return len(t.buf) > 0 // a checkmate on the hundredth ply stands
		}
		return true
	}
	return false
}

// Stuck: no legal move is checkmate when in check, else stalemate (a draw).
func (t *thinker) Stuck() int {
	if !t.alone && t.s.inCheck() {
		return 1 - t.s.side
	}
	return -1
}

// Noisy moves change the material: captures (en passant too) and promotions.
func (t *thinker) Noisy(m move) bool { return m.flags&fCapture != 0 || m.promo != 0 }

// Order is MVV-LVA, a promotion counting as the capture of what the pawn gains.
func (t *thinker) Order(m move) int {
	if !t.Noisy(m) {
		return 0
	}
	return t.Gain(m)*16 - t.tab.worth[t.s.sq[m.from]&kindMask]
}

// CorrectionKey is the pawns' places, mixed (search.Corrector): where the evaluation
// errs, it errs alike over a pawn structure.
func (t *thinker) CorrectionKey() uint64 { return t.pawnKey() }

// pawnKey is the pawns' places of both sides, mixed into a word: the key of the pawn
// cache and of the correction history, which take one key for one pawn structure: each
// word goes through mix in turn, so that a pawn anywhere changes the whole key.
func (t *thinker) pawnKey() uint64 {
	w := t.s.kindBB[pieces.Pawn].and(t.s.colBB[0])
	b := t.s.kindBB[pieces.Pawn].and(t.s.colBB[1])
	return mix(mix(mix(mix(w.lo^0x9e3779b97f4a7c15)^w.hi)^b.lo) ^ b.hi)
}

// mix is a 64-bit finaliser (SplitMix64's): a one-to-one map in which every bit of x
// changes about half the bits of the result.
func mix(x uint64) uint64 {
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// Gain is the material m wins if nothing is taken back: its victim's value and a
// promotion's gain (search.Gainer).
func (t *thinker) Gain(m move) int {
	gain := 0
	switch {
	case m.flags&fEnPassant != 0:
		gain = t.tab.worth[pieces.Pawn]
	case m.flags&fCapture != 0:
		gain = t.tab.worth[t.s.sq[m.to]&kindMask]
	}
	if m.promo != 0 {
		gain += t.tab.worth[m.promo] - t.tab.worth[pieces.Pawn]
	}
	return gain
}

// Key is from × 96 + to over the board's cells; promotions to different kinds share it.
func (t *thinker) Key(m move) int {
	return int(cellOf[m.from])*len(sqOfCell) + int(cellOf[m.to])
}

// Target is the square m lands on (search.Targeter).
func (t *thinker) Target(m move) int { return int(m.to) }

func (t *thinker) KeySpace() int { return len(sqOfCell) * len(sqOfCell) }

// PieceTo is the moving piece's kind, numbered among the kinds the game's rules allow
// (kindIndex), × 96 + the cell it lands on (search.PieceToer).
func (t *thinker) PieceTo(m move) int {
	return t.s.r.kindIndex(t.s.sq[m.from]&kindMask)*len(sqOfCell) + int(cellOf[m.to])
}

func (t *thinker) PieceToSpace() int {
	return max(1, mbits.OnesCount32(uint32(t.s.r.present))) * len(sqOfCell)
}

// kindIndex numbers kind k from 0 among the kinds r allows (its setup's and those a
// pawn promotes to), in kind order: a setup has a few of the variant's kinds, so
// PieceTo's space is small, and the number is the same at every move of a game, so a
// continuation history kept from one search reads alike in the next (KeptHistory).
func (r *rulesOf) kindIndex(k uint8) int { return mbits.OnesCount32(uint32(r.present) & (1<<k - 1)) }

func (t *thinker) Export(m move) rules.Move { return t.s.export(m) }

// History is the game's and the line's positions before this one since the last capture
// or pawn move, oldest first.
func (t *thinker) History() []uint64 {
	n := len(t.hist) - 1
	return t.hist[max(0, n-t.s.half):n]
}

var (
	_ search.Threatener        = (*thinker)(nil)
	_ search.Passer            = (*thinker)(nil)
	_ search.Exchanger[move]   = (*thinker)(nil)
	_ search.PseudoMover[move] = (*thinker)(nil)
	_ search.StagedMover[move] = (*thinker)(nil)
	_ search.Validator[move]   = (*thinker)(nil)
)

// PseudoMoves are the moves that obey the pieces' rules, none once a draw rule has
// ended the game: Legal proves each only when the search comes to it, as most are never
// searched.
func (t *thinker) PseudoMoves(buf []move) []move {
	if !t.alone && t.drawn() {
		return buf
	}
	return t.s.pseudo(buf)
}

// PseudoNoisy are PseudoMoves' captures and promotions, in its order (search.StagedMover).
func (t *thinker) PseudoNoisy(buf []move) []move {
	if !t.alone && t.drawn() {
		return buf
	}
	return t.s.noisy(buf)
}

// PseudoQuiet are PseudoMoves' other moves, in its order (search.StagedMover).
func (t *thinker) PseudoQuiet(buf []move) []move {
	start := len(buf)
	buf = t.PseudoMoves(buf)
	n := start
	for _, m := range buf[start:] {
		if !t.Noisy(m) {
			buf[n] = m
			n++
		}
	}
	return buf[:n]
}

// Legal is the test legal makes of each move, with safeSet worked out once a node: at
// the first Legal of a position, kept by the depth of the line and the hash (the node's
// own moves are asked between its children's, which are deeper).
func (t *thinker) Legal(m move) bool {
	if t.alone {
		return true
	}
	d := len(t.stack)
	if d >= len(t.lines) {
		t.lines = append(t.lines, make([]kingLines, d+1-len(t.lines))...)
	}
	l := &t.lines[d]
	if !l.done || l.hash != t.s.hash {
		l.set, l.ok = t.s.safeSet()
		l.hash, l.done = t.s.hash, true
	}
	return t.s.isLegal(m, &l.set, l.ok)
}

// Valid checks a move from the table, perhaps stored for another position: the piece on
// its square is the mover's and generates it here, flags and all, and it is legal.
func (t *thinker) Valid(m move) bool {
	if int(m.from) <= 0 || int(m.from) >= len(t.s.sq) {
		return false
	}
	p := t.s.sq[m.from]
	if p == off || p&colourBit(t.s.side) == 0 {
		return false
	}
	t.validBuf = t.s.genPiece(t.validBuf[:0], int(m.from), p&kindMask)
	return slices.Contains(t.validBuf, m) && t.Legal(m)
}

// Threatened is check: the search looks a ply further and prunes nothing there.
func (t *thinker) Threatened() bool { return !t.alone && t.s.inCheck() }

// CanPass: not in check, and the side to move has a piece besides its King and Pawns,
// so that a pass is a fair lower bound (zugzwang is a matter of King and Pawn endings).
func (t *thinker) CanPass() bool {
	if t.alone || t.s.inCheck() {
		return false
	}
	for _, sq := range sqOfCell {
		if pc := t.s.sq[sq]; pc != 0 && int(pc>>6)&1 == t.s.side {
			if k := pc & kindMask; k != uint8(pieces.King) && k != uint8(pieces.Pawn) {
				return true
			}
		}
	}
	return false
}

// Pass gives the move to the other side; the en passant right lapses as after any move.
// The pass is a frame of its own (a move from nowhere), which Unpass takes back.
func (t *thinker) Pass() {
	s := &t.s
	u := undo{castle: s.castle, ep: s.ep, half: s.half, hash: s.hash}
	h := s.hash ^ zSide
	if s.ep != 0 {
		h ^= zEP[s.ep%stride]
	}
	s.ep = 0
	s.half = 0 // no repetition reaches back across a pass
	s.side ^= 1
	s.hash = h
	t.stack = append(t.stack, frame{u: u})
	t.hist = append(t.hist, s.hash)
}

// Unpass takes back Pass.
func (t *thinker) Unpass() {
	f := t.stack[len(t.stack)-1]
	t.stack = t.stack[:len(t.stack)-1]
	t.hist = t.hist[:len(t.hist)-1]
	s := &t.s
	s.side ^= 1
	s.ep, s.half, s.hash = f.u.ep, f.u.half, f.u.hash
}

// NoisyMoves are the legal captures and promotions, for quiescence: only they are
// checked for legality, which is most of what listing every legal move costs.
func (t *thinker) NoisyMoves(buf []move) []move {
	if t.drawn() {
		return buf
	}
	start := len(buf)
	out := t.s.noisy(buf) // pseudo's captures and promotions, in its order
	if len(out) == start {
		return out
	}
	lines, ok := t.s.safeSet()
	n := start
	for _, m := range out[start:] {
		if t.alone || t.s.isLegal(m, &lines, ok) {
			out[n] = m
			n++
		}
	}
	return out[:n]
}
