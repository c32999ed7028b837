package antarctic

import (
	"math/bits"

	"oddboards/rules"
)

// maxPlayers is the most seats a mode has (7U).
const maxPlayers = 7

// move is the engine's compact move. A return has from = -1 and kind = the captured kind
// that comes back (it arrives demoted).
type move struct {
	from, to int16
	kind     uint8 // returns only
	capture  bool
}

func (m move) isReturn() bool { return m.from < 0 }

// Why a game ended.
const (
	whyNone uint8 = iota
	whyCentreEmperor
	whyCentreKing
	whyAllEmperors   // unequal modes: the Predators took every Emperor
	whyOpponentOne   // 2S
	whyOpponentAll   // 2L
	whyLastEmperor   // 3S, 3L
	whyLastRoyal     // 6E
	whyNobodyCanMove // every player left is stuck
	whyResigned      // every other player resigned or is out
)

var reasons = [...]string{
	whyNone:          "",
	whyCentreEmperor: "Emperor on the centre",
	whyCentreKing:    "King on the centre",
	whyAllEmperors:   "all Emperors captured",
	whyOpponentOne:   "the opponent's Emperor captured",
	whyOpponentAll:   "all the opponent's Emperors captured",
	whyLastEmperor:   "last player with an Emperor",
	whyLastRoyal:     "last player with an Emperor or King",
	whyNobodyCanMove: "no player can move",
	whyResigned:      "the other players resigned",
}

// game is what every position of one game shares: the mode and the return areas.
type game struct {
	m       *mode
	n       int       // players
	retArea [][]int16 // per player: the hexes its Predators started on
	canOut  uint8     // players who can be put out (all but the Predators of an unequal mode)
}

// state is a position: the board and what it does not show. make and unmake change it
// in place; Position copies it.
type state struct {
	sq      [nCells]uint8
	side    int8
	out     uint8 // players who lost their last Emperor (6E: Emperor and Kings)
	passed  uint8 // players skipped by the last move because they could not move
	royals  [maxPlayers]int8
	reserve [maxPlayers][kPetrel + 1]int8
	result  rules.Result
	winner  int8
	why     uint8
	g       *game
}

// undo is what unmake needs beyond the move.
type undo struct {
	captured uint8
	side     int8
	out      uint8
	passed   uint8
	result   rules.Result
	winner   int8
	why      uint8
}

func (s *state) isRoyal(k int) bool { return s.g.m.royal&(1<<k) != 0 }

// gen appends every legal move of player p.
func (s *state) gen(p int, buf []move) []move {
	for c := 0; c < nCells; c++ {
		if b := s.sq[c]; b != 0 && ownerOf(b) == p {
			buf = s.genPiece(buf, c, kindOf(b), p)
		}
	}
	return s.genReturns(buf, p)
}

func (s *state) genReturns(buf []move, p int) []move {
	for k := kOrca; k <= kPetrel; k++ {
		if s.reserve[p][k] == 0 {
			continue
		}
		for _, c := range s.g.retArea[p] {
			if s.sq[c] == 0 {
				buf = append(buf, move{from: -1, to: c, kind: uint8(k)})
			}
		}
	}
	return buf
}

// ray is the hexes a piece that moves as mv may slide over from c in direction d (0–5
// orthogonal, 6–11 diagonal) on an empty board: the line as far as its range.
func (mv *movement) ray(c, d int) []int16 {
	r, n := rays[c][d], mv.orth
	if d >= 6 {
		n = mv.diag
	}
	return r[:min(n, len(r))]
}

// genPiece appends the moves of the piece of kind k and owner p on hex c.
func (s *state) genPiece(buf []move, c, k, p int) []move {
	mv := moveOf[k]
	f := int16(c)
	for d := 0; d < 12; d++ {
		for _, t := range mv.ray(c, d) {
			q := s.sq[t]
			if q == 0 {
				buf = append(buf, move{from: f, to: t})
				continue
			}
			if ownerOf(q) != p {
				buf = append(buf, move{from: f, to: t, capture: true})
			}
			break
		}
	}
	if mv.knight {
		for _, t := range knightTo[c] {
			q := s.sq[t]
			if q == 0 {
				buf = append(buf, move{from: f, to: t})
			} else if ownerOf(q) != p {
				buf = append(buf, move{from: f, to: t, capture: true})
			}
		}
	}
	return buf
}

// count is len(gen(p)) without building the list.
func (s *state) count(p int) int {
	n := 0
	for c := 0; c < nCells; c++ {
		b := s.sq[c]
		if b == 0 || ownerOf(b) != p {
			continue
		}
		mv := &moveOf[kindOf(b)]
		for d := 0; d < 12; d++ {
			for _, t := range mv.ray(c, d) {
				if q := s.sq[t]; q != 0 {
					if ownerOf(q) != p {
						n++
					}
					break
				}
				n++
			}
		}
		if mv.knight {
			for _, t := range knightTo[c] {
				if q := s.sq[t]; q == 0 || ownerOf(q) != p {
					n++
				}
			}
		}
	}
	for k := kOrca; k <= kPetrel; k++ {
		if s.reserve[p][k] == 0 {
			continue
		}
		for _, c := range s.g.retArea[p] {
			if s.sq[c] == 0 {
				n++
			}
		}
	}
	return n
}

// hasMove reports whether player p has a legal move.
func (s *state) hasMove(p int) bool {
	var scratch [64]move
	for c := 0; c < nCells; c++ {
		if b := s.sq[c]; b != 0 && ownerOf(b) == p {
			if len(s.genPiece(scratch[:0], c, kindOf(b), p)) > 0 {
				return true
			}
		}
	}
	return len(s.genReturns(scratch[:0], p)) > 0
}

// make plays m for the side to move and decides what follows: a win, the next player
// who can move (skipping players who are out or stuck), or a draw when nobody can.
func (s *state) make(m move) undo {
	u := undo{side: s.side, out: s.out, passed: s.passed, result: s.result, winner: s.winner, why: s.why}
	p := int(s.side)
	if m.isReturn() {
		s.reserve[p][m.kind]--
		s.sq[m.to] = mkPiece(demoted(int(m.kind)), p)
		s.advance(p)
		return u
	}
	piece := s.sq[m.from]
	u.captured = s.sq[m.to]
	s.sq[m.to], s.sq[m.from] = piece, 0
	eliminated := false
	if cap := u.captured; cap != 0 {
		victim, ck := ownerOf(cap), kindOf(cap)
		if returns(ck) {
			s.reserve[victim][ck]++
		}
		if s.isRoyal(ck) {
			s.royals[victim]--
			if s.royals[victim] == 0 {
				s.out |= 1 << victim
				eliminated = true
			}
		}
	}
	if k := kindOf(piece); int(m.to) == centre && s.isRoyal(k) {
		s.result, s.winner, s.why = rules.Win, int8(p), whyCentreEmperor
		if k == kKing {
			s.why = whyCentreKing
		}
		s.passed = 0 // a finished game passes nobody
		s.advanceOver(p)
		return u
	}
	if eliminated && s.decide() {
		s.advanceOver(p)
		return u
	}
	s.advance(p)
	return u
}

// decide sets the result after a player has gone out (put out or resigned), reporting
// whether the game is over: the Predators took every Emperor (unequal modes), or one
// player is left. The winner is always a player still in: one who resigned has lost, so
// Predators who resigned never win by the Penguins going out after them, and the last
// Penguin player left wins instead.
func (s *state) decide() bool {
	g := s.g
	left := uint8(1<<g.n-1) &^ s.out
	alive := g.canOut &^ s.out
	switch {
	case left == 0:
		return false
	case g.m.unequal && alive == 0: // left holds only the Predators
		s.result, s.winner, s.why = rules.Win, 0, whyAllEmperors
	case left&(left-1) == 0:
		s.result, s.winner = rules.Win, int8(bits.TrailingZeros8(left))
		switch {
		case g.m.royal == royalOrKing:
			s.why = whyLastRoyal
		case g.n > 2:
			s.why = whyLastEmperor
		case s.g.m.code == Mode2S:
			s.why = whyOpponentOne
		default:
			s.why = whyOpponentAll
		}
	default:
		return false
	}
	s.passed = 0 // a finished game passes nobody
	return true
}

// advance hands the turn to the next player in order who is not out and can move; the
// players passed over for want of a move are remembered in passed. If no one can move,
// the game is drawn.
func (s *state) advance(p int) {
	n := s.g.n
	s.passed = 0
	for i := 1; i <= n; i++ {
		q := (p + i) % n
		if s.out&(1<<q) != 0 {
			continue
		}
		if s.hasMove(q) {
			s.side = int8(q)
			return
		}
		s.passed |= 1 << q
	}
	s.result, s.winner, s.why = rules.Draw, -1, whyNobodyCanMove
	s.passed = 0
	s.advanceOver(p)
}

// advanceOver sets the side of a finished game: the next player in order not out.
func (s *state) advanceOver(p int) {
	n := s.g.n
	for i := 1; i <= n; i++ {
		if q := (p + i) % n; s.out&(1<<q) == 0 {
			s.side = int8(q)
			return
		}
	}
}

// unmake takes m back.
func (s *state) unmake(m move, u undo) {
	p := int(u.side)
	s.side, s.out, s.passed, s.result, s.winner, s.why = u.side, u.out, u.passed, u.result, u.winner, u.why
	if m.isReturn() {
		s.reserve[p][m.kind]++
		s.sq[m.to] = 0
		return
	}
	s.sq[m.from], s.sq[m.to] = s.sq[m.to], u.captured
	if cap := u.captured; cap != 0 {
		victim, ck := ownerOf(cap), kindOf(cap)
		if returns(ck) {
			s.reserve[victim][ck]--
		}
		if s.isRoyal(ck) {
			s.royals[victim]++
		}
	}
}

// legal lists the moves of the side to move; none when the game is over.
func (s *state) legal(buf []move) []move {
	if s.result != rules.Ongoing {
		return buf
	}
	return s.gen(int(s.side), buf)
}

// perfter runs perft with make and unmake on a private state.
type perfter struct {
	s    *state
	bufs [][]move
}

func (pf *perfter) run(depth int) uint64 {
	s := pf.s
	switch depth {
	case 0:
		return 1
	case 1:
		if s.result != rules.Ongoing {
			return 0
		}
		return uint64(s.count(int(s.side)))
	}
	buf := s.legal(pf.bufs[depth][:0])
	pf.bufs[depth] = buf
	var n uint64
	for _, m := range buf {
		u := s.make(m)
		n += pf.run(depth - 1)
		s.unmake(m, u)
	}
	return n
}
