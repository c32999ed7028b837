package chess2016

import (
	mbits "math/bits"

	"oddboards/pieces"
	"oddboards/rules/zobrist"
)

// move is the engine's own compact move.
type move struct {
	from, to int16
	promo    uint8 // kind the pawn becomes, 0 if none
	flags    uint8
}

const (
	fCapture uint8 = 1 << iota
	fCastle
	fEnPassant
	fDouble // pawn double step
)

// Castling rights.
const (
	wKingside  = 1 // White's King towards k
	wQueenside = 2 // White's King towards b
	bKingside  = 4
	bQueenside = 8
)

var (
	kingHome    = [2]int{sqAt(6, 1), sqAt(6, 8)} // g2, g9
	castleMask  [nSq]uint8                       // rights kept when a piece leaves or enters a square
	pawnFwd     = [2]int{dN, dS}
	pawnFirstRk = [2]int{2, 7} // ranks 3 and 8, 0-based
)

func init() {
	for i := range castleMask {
		castleMask[i] = 0xf
	}
	castleMask[sqAt(6, 1)] &^= wKingside | wQueenside
	castleMask[sqAt(10, 1)] &^= wKingside
	castleMask[sqAt(1, 1)] &^= wQueenside
	castleMask[sqAt(6, 8)] &^= bKingside | bQueenside
	castleMask[sqAt(10, 8)] &^= bKingside
	castleMask[sqAt(1, 8)] &^= bQueenside
}

// Zobrist keys: a piece byte p (0x21–0x5d) uses zPiece[p-0x20].
var (
	zPiece  [64][nSq]uint64
	zSide   uint64
	zCastle [16]uint64
	zEP     [stride]uint64 // by mailbox column
)

func init() { zobrist.New(2016, 56).Fill(&zPiece, &zSide, &zCastle, &zEP) }

func zp(p uint8, sq int) uint64 { return zPiece[p-0x20][sq] }

// rulesOf is what one game's positions share: the promotion choices and the attack test
// for the kinds that can appear.
type rulesOf struct {
	promo   []uint8
	present bits
	screens int // how many pieces along a line matter: 2 when Cannons, Vaos or Leos play
}

func (r *rulesOf) hasKind(k pieces.Kind) bool { return r.present.has(uint8(k)) }

func newRules(board *[nSq]uint8, promo []pieces.Kind) *rulesOf {
	r := &rulesOf{}
	for _, k := range promo {
		r.promo = append(r.promo, uint8(k))
		r.present |= 1 << k
	}
	for _, p := range board {
		if p != 0 && p != off {
			r.present |= 1 << (p & kindMask)
		}
	}
	r.screens = 1
	if r.present&kindSet(pieces.Cannon, pieces.Vao, pieces.Leo) != 0 {
		r.screens = 2
	}
	return r
}

// state is a position on the mailbox, changed in place by make and unmake, with the same
// pieces as bitboards (setBoards builds them, make and unmake keep them): the mailbox
// answers what stands on a square, the sets where the pieces of a kind or side are.
type state struct {
	sq     [nSq]uint8
	kindBB [32]bb        // by kind, both colours
	colBB  [2]bb         // by colour
	patBB  [nPatterns]bb // by capture pattern (attacks.go), both colours
	side   int           // 0 White, 1 Black to move
	castle uint8
	ep     int // the square a pawn passed over on the last move, if an enemy pawn could take it there; else 0
	half   int // plies since the last capture or pawn move
	king   [2]int
	hash   uint64
	r      *rulesOf
}

type undo struct {
	captured uint8
	castle   uint8
	ep       int
	half     int
	hash     uint64
}

// flip adds piece p on the squares of x to the sets, or takes it away (a move flips its
// from and to squares at once).
func (s *state) flip(p uint8, x bb) {
	s.kindBB[p&kindMask] = s.kindBB[p&kindMask].xor(x)
	s.colBB[p>>6&1] = s.colBB[p>>6&1].xor(x)
	for m := patternsOf[p&kindMask]; m != 0; m &= m - 1 {
		i := mbits.TrailingZeros32(m)
		s.patBB[i] = s.patBB[i].xor(x)
	}
}

// setBoards builds the sets from the mailbox, wherever a state is built.
func (s *state) setBoards() {
	s.kindBB, s.colBB, s.patBB = [32]bb{}, [2]bb{}, [nPatterns]bb{}
	for _, sq := range sqOfCell {
		if p := s.sq[sq]; p != 0 {
			s.flip(p, bbOf(sq))
		}
	}
}

func (s *state) computeHash() uint64 {
	var h uint64
	for _, sq := range sqOfCell {
		if p := s.sq[sq]; p != 0 {
			h ^= zp(p, sq)
		}
	}
	if s.side == 1 {
		h ^= zSide
	}
	h ^= zCastle[s.castle]
	if s.ep != 0 {
		h ^= zEP[s.ep%stride]
	}
	return h
}

// pseudo appends the moves of the side to move that obey the pieces' rules, ignoring
// whether they leave the King attacked (castling's own conditions are checked).
// The pieces come from the side's set, in square order, which is the cells' order.
func (s *state) pseudo(buf []move) []move {
	for own := s.colBB[s.side]; own.any(); {
		from := int(mbOf[own.pop()])
		buf = s.genPiece(buf, from, s.sq[from]&kindMask)
	}
	return buf
}

func (s *state) genPiece(buf []move, from int, k uint8) []move {
	enemy := colourBit(1 - s.side)
	f16 := int16(from)
	for _, pt := range partsOf[k] {
		switch pt.kind {
		case leap:
			for _, o := range pt.offs {
				t := from + o
				q := s.sq[t]
				if q == 0 {
					if pt.mode != captureOnly {
						buf = append(buf, move{from: f16, to: int16(t)})
					}
				} else if q&enemy != 0 && pt.mode != moveOnly {
					buf = append(buf, move{from: f16, to: int16(t), flags: fCapture})
				}
			}
		case slide, ride:
			for _, d := range pt.offs {
				t := from + d
				for s.sq[t] == 0 {
					if pt.mode != captureOnly {
						buf = append(buf, move{from: f16, to: int16(t)})
					}
					t += d
				}
				if s.sq[t]&enemy != 0 && pt.mode != moveOnly {
					buf = append(buf, move{from: f16, to: int16(t), flags: fCapture})
				}
			}
		case cannon:
			for _, d := range pt.offs {
				t := from + d
				for s.sq[t] == 0 {
					t += d
				}
				if s.sq[t]&off != 0 {
					continue
				}
				t += d
				for s.sq[t] == 0 {
					t += d
				}
				if s.sq[t]&enemy != 0 {
					buf = append(buf, move{from: f16, to: int16(t), flags: fCapture})
				}
			}
		case griffin:
			buf = s.genGriffin(buf, from, enemy)
		case rhino:
			buf = s.genRhino(buf, from, enemy)
		case forward:
			t := from + pawnFwd[s.side]
			if q := s.sq[t]; q == 0 {
				buf = append(buf, move{from: f16, to: int16(t)})
			} else if q&enemy != 0 {
				buf = append(buf, move{from: f16, to: int16(t), flags: fCapture})
			}
		case pawnPart:
			buf = s.genPawn(buf, from, enemy)
		}
	}
	if k == uint8(pieces.King) {
		buf = s.genCastling(buf, from)
	}
	return buf
}

func (s *state) genGriffin(buf []move, from int, enemy uint8) []move {
	for _, d := range diagDirs {
		s1 := from + d
		if s.sq[s1] != 0 {
			continue
		}
		dx, dy := griffinParts(d)
		for _, o := range [2]int{dx, dy} {
			s2 := s1 + o
			if s.sq[s2] != 0 {
				continue
			}
			t := s2 + o
			for s.sq[t] == 0 {
				buf = append(buf, move{from: int16(from), to: int16(t)})
				t += o
			}
			if s.sq[t]&enemy != 0 {
				buf = append(buf, move{from: int16(from), to: int16(t), flags: fCapture})
			}
		}
	}
	return buf
}

// griffinParts splits a diagonal step into its file and rank steps.
func griffinParts(d int) (dx, dy int) {
	switch d {
	case dN + dE:
		return dE, dN
	case dN + dW:
		return dW, dN
	case dS + dW:
		return dW, dS
	default:
		return dE, dS
	}
}

func (s *state) genRhino(buf []move, from int, enemy uint8) []move {
	var seen [(nSq + 63) / 64]uint64
	add := func(t int, fl uint8) {
		if seen[t>>6]>>(t&63)&1 != 0 {
			return
		}
		seen[t>>6] |= 1 << (t & 63)
		buf = append(buf, move{from: int16(from), to: int16(t), flags: fl})
	}
	for i := 0; i < 8; i++ {
		u := from + ring[i]
		q := s.sq[u]
		if q != 0 {
			if q&enemy != 0 {
				add(u, fCapture)
			}
			continue
		}
		add(u, 0)
		for _, turn := range [2]int{1, 7} {
			dir, v := i, u
			for step := 2; step <= 7; step++ {
				dir = (dir + turn) & 7
				v += ring[dir]
				q := s.sq[v]
				if q == 0 {
					add(v, 0)
					continue
				}
				if q&enemy != 0 {
					add(v, fCapture)
				}
				break
			}
		}
	}
	return buf
}

func (s *state) genPawn(buf []move, from int, enemy uint8) []move {
	fwd := pawnFwd[s.side]
	add := func(t int, fl uint8) {
		if s.sq[t+fwd] == off { // cannot go straight on: promotes
			for _, k := range s.r.promo {
				buf = append(buf, move{from: int16(from), to: int16(t), promo: k, flags: fl})
			}
			return
		}
		buf = append(buf, move{from: int16(from), to: int16(t), flags: fl})
	}
	t := from + fwd
	if s.sq[t] == 0 {
		add(t, 0)
		if rankOf(from) == pawnFirstRk[s.side] && s.sq[t+fwd] == 0 {
			buf = append(buf, move{from: int16(from), to: int16(t + fwd), flags: fDouble})
		}
	}
	for _, t := range [2]int{from + fwd - 1, from + fwd + 1} {
		if s.sq[t]&enemy != 0 {
			add(t, fCapture)
		} else if t == s.ep && s.ep != 0 {
			buf = append(buf, move{from: int16(from), to: int16(t), flags: fCapture | fEnPassant})
		}
	}
	return buf
}

// noisy appends the captures and promotions among pseudo's moves, in pseudo's order (so
// that the search breaks ties as it did), without listing the quiet moves: a slide, ride
// or hop costs a lookup or two a direction instead of a walk over the empty squares.
func (s *state) noisy(buf []move) []move {
	enemyBit := colourBit(1 - s.side)
	enemy := s.colBB[1-s.side]
	occ := s.colBB[0].or(s.colBB[1])
	capture := func(from, t int) {
		if t >= 0 && enemy.has(t) {
			buf = append(buf, move{from: int16(from), to: mbOf[t], flags: fCapture})
		}
	}
	fwd := pawnFwd[s.side]
	for own := s.colBB[s.side]; own.any(); {
		b := own.pop()
		from := int(mbOf[b])
		k := s.sq[from] & kindMask
		if !reach[k][b].and(enemy).any() &&
			(k != uint8(pieces.Pawn) || s.ep == 0 && s.sq[from+2*fwd] != off) {
			continue // nothing to take, and no promotion or en passant
		}
		for _, pt := range partsOf[k] {
			if pt.mode == moveOnly {
				continue
			}
			switch pt.kind {
			case leap:
				for _, o := range pt.offs {
					if s.sq[from+o]&enemyBit != 0 {
						buf = append(buf, move{from: int16(from), to: int16(from + o), flags: fCapture})
					}
				}
			case slide, ride:
				for _, d := range pt.dirs {
					capture(from, nearest(d, b, occ))
				}
			case cannon:
				for _, d := range pt.dirs {
					if screen := nearest(d, b, occ); screen >= 0 {
						capture(from, nearest(d, screen, occ))
					}
				}
			case griffin:
				for _, leg := range griffinLegs {
					s1 := int(step[leg[0]][b])
					if s1 < 0 || occ.has(s1) {
						continue
					}
					for _, o := range leg[1:] {
						if s2 := int(step[o][s1]); s2 >= 0 && !occ.has(s2) {
							capture(from, nearest(o, s2, occ))
						}
					}
				}
			case forward:
				if t := from + fwd; s.sq[t]&enemyBit != 0 {
					buf = append(buf, move{from: int16(from), to: int16(t), flags: fCapture})
				}
			default: // the Pawn's and the Rhinoceros's moves, filtered
				start := len(buf)
				if pt.kind == rhino {
					buf = s.genRhino(buf, from, enemyBit)
				} else {
					buf = s.genPawn(buf, from, enemyBit)
				}
				n := start
				for _, m := range buf[start:] {
					if m.flags&fCapture != 0 || m.promo != 0 {
						buf[n] = m
						n++
					}
				}
				buf = buf[:n]
			}
		}
	}
	return buf
}

// griffinLegs are the Griffin's diagonal steps (ring directions) with their outward
// orthogonal legs, in genGriffin's order: the file step first.
var griffinLegs = [4][3]int{{1, 0, 2}, {3, 4, 2}, {5, 4, 6}, {7, 0, 6}}

// genCastling adds castling: the King goes three squares towards the Rook, the Rook to
// the square the King crossed last.
func (s *state) genCastling(buf []move, from int) []move {
	side := s.side
	if from != kingHome[side] || s.castle&(3<<(2*side)) == 0 {
		return buf
	}
	rook := mkPiece(pieces.Rook, side)
	enemy := 1 - side
	if s.castle&(wKingside<<(2*side)) != 0 && s.sq[from+4] == rook &&
		s.sq[from+1] == 0 && s.sq[from+2] == 0 && s.sq[from+3] == 0 &&
		!s.attacked(from, enemy) && !s.attacked(from+1, enemy) &&
		!s.attacked(from+2, enemy) && !s.attacked(from+3, enemy) {
		buf = append(buf, move{from: int16(from), to: int16(from + 3), flags: fCastle})
	}
	if s.castle&(wQueenside<<(2*side)) != 0 && s.sq[from-5] == rook &&
		s.sq[from-1] == 0 && s.sq[from-2] == 0 && s.sq[from-3] == 0 && s.sq[from-4] == 0 &&
		!s.attacked(from, enemy) && !s.attacked(from-1, enemy) &&
		!s.attacked(from-2, enemy) && !s.attacked(from-3, enemy) {
		buf = append(buf, move{from: int16(from), to: int16(from - 3), flags: fCastle})
	}
	return buf
}

// castleRook returns the Rook's squares for a castling King move.
func castleRook(from, to int) (rf, rt int) {
	if to > from {
		return to + 1, to - 1
	}
	return to - 2, to + 1
}

// make plays m in place and returns what unmake needs.
func (s *state) make(m move) undo {
	u := undo{castle: s.castle, ep: s.ep, half: s.half, hash: s.hash}
	from, to := int(m.from), int(m.to)
	side := s.side
	p := s.sq[from]
	h := s.hash ^ zSide
	if s.ep != 0 {
		h ^= zEP[s.ep%stride]
	}
	if m.flags&fEnPassant != 0 {
		c := to - pawnFwd[side]
		u.captured = s.sq[c]
		s.sq[c] = 0
		h ^= zp(u.captured, c)
		s.flip(u.captured, bbOf(c))
	} else if c := s.sq[to]; c != 0 {
		u.captured = c
		h ^= zp(c, to)
		s.flip(c, bbOf(to))
	}
	s.sq[from] = 0
	h ^= zp(p, from)
	np := p
	if m.promo != 0 {
		np = m.promo | colourBit(side)
		s.flip(p, bbOf(from))
		s.flip(np, bbOf(to))
	} else {
		s.flip(p, bbOf(from).or(bbOf(to)))
	}
	s.sq[to] = np
	h ^= zp(np, to)
	if p&kindMask == uint8(pieces.King) {
		s.king[side] = to
		if m.flags&fCastle != 0 {
			rf, rt := castleRook(from, to)
			r := s.sq[rf]
			s.sq[rf] = 0
			s.sq[rt] = r
			h ^= zp(r, rf) ^ zp(r, rt)
			s.flip(r, bbOf(rf).or(bbOf(rt)))
		}
	}
	nc := s.castle & castleMask[from] & castleMask[to]
	if nc != s.castle {
		h ^= zCastle[s.castle] ^ zCastle[nc]
		s.castle = nc
	}
	s.ep = 0
	if m.flags&fDouble != 0 {
		ep := from + pawnFwd[side]
		pawn := mkPiece(pieces.Pawn, 1-side)
		if s.sq[to-1] == pawn || s.sq[to+1] == pawn {
			s.ep = ep
			h ^= zEP[ep%stride]
		}
	}
	if u.captured != 0 || p&kindMask == uint8(pieces.Pawn) {
		s.half = 0
	} else {
		s.half++
	}
	s.side ^= 1
	s.hash = h
	return u
}

func (s *state) unmake(m move, u undo) {
	s.side ^= 1
	side := s.side
	from, to := int(m.from), int(m.to)
	np := s.sq[to]
	p := np
	if m.promo != 0 {
		p = mkPiece(pieces.Pawn, side)
	}
	s.sq[from] = p
	if np != p {
		s.flip(np, bbOf(to))
		s.flip(p, bbOf(from))
	} else {
		s.flip(p, bbOf(from).or(bbOf(to)))
	}
	if m.flags&fEnPassant != 0 {
		s.sq[to] = 0
		c := to - pawnFwd[side]
		s.sq[c] = u.captured
		s.flip(u.captured, bbOf(c))
	} else {
		s.sq[to] = u.captured
		if u.captured != 0 {
			s.flip(u.captured, bbOf(to))
		}
	}
	if p&kindMask == uint8(pieces.King) {
		s.king[side] = from
		if m.flags&fCastle != 0 {
			rf, rt := castleRook(from, to)
			r := s.sq[rt]
			s.sq[rf] = r
			s.sq[rt] = 0
			s.flip(r, bbOf(rf).or(bbOf(rt)))
		}
	}
	s.castle, s.ep, s.half, s.hash = u.castle, u.ep, u.half, u.hash
}

// safeSet returns the squares a move must not touch to be known legal without the full
// test, or ok false when every move needs the test (the side to move is in check). They
// are the squares whose emptying or filling could change whether the King is attacked:
// along each Queen line from the King up to the first piece, or the second when Cannons,
// Vaos or Leos play (sliders, cannons and the Griffin's last leg all run along these
// lines); along rider lines up to the first piece; every square within three steps when
// a Rhinoceros plays. Leapers' attacks do not depend on other squares, and the only enemy
// piece a move changes is the one it captures, which can only take an attack away.
func (s *state) safeSet() (set bb, ok bool) {
	if s.inCheck() {
		return set, false
	}
	k := int(boxOf[s.king[s.side]])
	occ := s.colBB[0].or(s.colBB[1])
	for d := 0; d < 8; d++ {
		b := nearest(d, k, occ)
		if b >= 0 && s.r.screens == 2 {
			b = nearest(d, b, occ)
		}
		set = set.or(rays[d][k])
		if b >= 0 {
			set = set.andNot(rays[d][b])
		}
	}
	if s.r.hasKind(pieces.Nightrider) {
		set = set.or(linesAttacks(knightRays, k, occ))
	}
	if s.r.hasKind(pieces.Camelrider) {
		set = set.or(linesAttacks(camelRays, k, occ))
	}
	if s.r.hasKind(pieces.Rhinoceros) {
		set = set.or(box7[k])
	}
	return set, true
}

// isLegal reports whether pseudo-legal m leaves the mover's King unattacked. lines and
// ok are safeSet's answer. The test needs no make: the enemy pieces after m are those
// before less the one taken, and only the occupancy changes the lines they attack along.
func (s *state) isLegal(m move, lines *bb, ok bool) bool {
	from, to := int(boxOf[m.from]), int(boxOf[m.to])
	k := s.king[s.side]
	if ok && m.flags&(fEnPassant|fCastle) == 0 && int(m.from) != k &&
		!lines.has(from) && !lines.has(to) {
		return true
	}
	them := s.colBB[1-s.side]
	occ := s.colBB[s.side].andNot(sqBB[from]).or(sqBB[to])
	switch {
	case m.flags&fEnPassant != 0:
		them = them.andNot(bbOf(int(m.to) - pawnFwd[s.side]))
	case m.flags&fCastle != 0:
		rf, rt := castleRook(int(m.from), int(m.to))
		occ = occ.xor(bbOf(rf)).xor(bbOf(rt))
	default:
		them = them.andNot(sqBB[to])
	}
	if int(m.from) == k {
		k = int(m.to)
	} else if ok && m.flags&(fEnPassant|fCastle) == 0 {
		// Not in check, and the King stays: no leap or step reaches it now, and what
		// leaps to its square does not change, so only an attack along a ray of the King
		// through from or to can appear (within three steps, a Rhinoceros's path).
		kb := int(boxOf[k])
		occ = occ.or(them)
		df, dt := int(dirOf[kb][from]), int(dirOf[kb][to])
		if df >= 0 && s.rayAttackedBy(kb, df, occ, them) ||
			dt >= 0 && dt != df && s.rayAttackedBy(kb, dt, occ, them) {
			return false
		}
		if rh := s.patBB[aRhino].and(them).and(rhinoTo[kb]); rh.any() && box7[kb].and(sqBB[from].or(sqBB[to])).any() {
			return !rhinoReaches(kb, rh, occ)
		}
		return true
	}
	return !s.attackedBy(int(boxOf[k]), 1-s.side, occ.or(them), them)
}

// legal appends the legal moves to buf.
func (s *state) legal(buf []move) []move {
	start := len(buf)
	buf = s.pseudo(buf)
	out := buf[:start]
	lines, ok := s.safeSet()
	for _, m := range buf[start:] {
		if s.isLegal(m, &lines, ok) {
			out = append(out, m)
		}
	}
	return out
}
