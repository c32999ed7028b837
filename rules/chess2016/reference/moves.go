package reference

import "oddboards/rules"

// mode says what a movement component of a piece may do.
type mode int

const (
	both        mode = iota // move to an empty square or capture
	moveOnly                // only to an empty square
	captureOnly             // only onto an enemy piece
)

// dirs8 lists the eight one-step directions in counter-clockwise order.
var dirs8 = [8][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}

// symmetries returns the distinct vectors (±a,±b) and (±b,±a).
func symmetries(a, b int) [][2]int {
	var out [][2]int
	for _, v := range [][2]int{{a, b}, {b, a}} {
		for _, sx := range []int{1, -1} {
			for _, sy := range []int{1, -1} {
				w := [2]int{v[0] * sx, v[1] * sy}
				dup := false
				for _, u := range out {
					if u == w {
						dup = true
					}
				}
				if !dup {
					out = append(out, w)
				}
			}
		}
	}
	return out
}

// gen collects the pseudo-legal moves of one piece (ignoring whether its own King is
// left attacked). If capturesOnly, only captures are produced (used for attack tests),
// and neither en passant nor castling is considered.
type gen struct {
	p            *position
	f, r         int
	me           piece
	capturesOnly bool
	seen         [nFiles][nRanks]bool // destinations already produced (non-pawn pieces)
	out          []move
}

func (g *gen) occupant(f, r int) piece { return g.p.b[f][r] }

// add records a non-pawn move to (tf,tr), once per destination.
func (g *gen) add(tf, tr int, capture bool) {
	if g.capturesOnly && !capture {
		return
	}
	if g.seen[tf][tr] {
		return
	}
	g.seen[tf][tr] = true
	g.out = append(g.out, move{ff: g.f, fr: g.r, tf: tf, tr: tr})
}

// try handles a single landing on (tf,tr) with the given mode; it reports whether the
// square was empty (so that a ride may continue).
func (g *gen) try(tf, tr int, md mode) (emptySquare bool) {
	o := g.occupant(tf, tr)
	if o.k == none {
		if md != captureOnly {
			g.add(tf, tr, false)
		}
		return true
	}
	if o.white != g.me.white && md != moveOnly {
		g.add(tf, tr, true)
	}
	return false
}

func (g *gen) leap(a, b int, md mode) {
	for _, v := range symmetries(a, b) {
		tf, tr := g.f+v[0], g.r+v[1]
		if exists(tf, tr) {
			g.try(tf, tr, md)
		}
	}
}

// ride: repeated (a,b) steps in one direction; every landing square on the way must be
// empty and must exist.
func (g *gen) ride(a, b int, md mode) {
	for _, v := range symmetries(a, b) {
		for n := 1; ; n++ {
			tf, tr := g.f+n*v[0], g.r+n*v[1]
			if !exists(tf, tr) {
				break
			}
			if !g.try(tf, tr, md) {
				break
			}
		}
	}
}

// cannonCapture: along (a,b) lines, jump exactly one piece of either colour and capture
// the first piece beyond it if it is an enemy. A nonexistent square ends the line.
func (g *gen) cannonCapture(a, b int) {
	for _, v := range symmetries(a, b) {
		screened := false
		for n := 1; ; n++ {
			tf, tr := g.f+n*v[0], g.r+n*v[1]
			if !exists(tf, tr) {
				break
			}
			o := g.occupant(tf, tr)
			if o.k == none {
				continue
			}
			if !screened {
				screened = true
				continue
			}
			if o.white != g.me.white {
				g.add(tf, tr, true)
			}
			break
		}
	}
}

// griffin: one diagonal step, then two or more steps outward along one of the two
// orthogonals of that diagonal. The diagonal square and the first orthogonal square
// must be empty (it may not stop there); from the second orthogonal square on it rides.
func (g *gen) griffin() {
	for _, sx := range []int{1, -1} {
		for _, sy := range []int{1, -1} {
			df, dr := g.f+sx, g.r+sy
			if !exists(df, dr) || g.occupant(df, dr).k != none {
				continue
			}
			for _, o := range [][2]int{{sx, 0}, {0, sy}} {
				cf, cr := df+o[0], dr+o[1]
				if !exists(cf, cr) || g.occupant(cf, cr).k != none {
					continue
				}
				for n := 2; ; n++ {
					tf, tr := df+n*o[0], dr+n*o[1]
					if !exists(tf, tr) {
						break
					}
					if !g.try(tf, tr, both) {
						break
					}
				}
			}
		}
	}
}

// rhinoceros: 1 to 7 steps; the first in any of the 8 directions, each next one turned
// 45° further in the same sense as the one before. Every square crossed must be empty.
func (g *gen) rhinoceros() {
	for start := 0; start < 8; start++ {
		for _, sense := range []int{1, -1} {
			cf, cr := g.f, g.r
			for s := 0; s < 7; s++ {
				d := dirs8[((start+sense*s)%8+8)%8]
				cf, cr = cf+d[0], cr+d[1]
				if !exists(cf, cr) {
					break
				}
				if !g.try(cf, cr, both) {
					break
				}
			}
		}
	}
}

func forward(white bool) int {
	if white {
		return 1
	}
	return -1
}

// pawnAdd adds a pawn move, expanded into one move per promotion kind when the pawn
// lands on a square from which it cannot go straight forward.
func (g *gen) pawnAdd(tf, tr int, capture, ep bool) {
	if g.capturesOnly && !capture {
		return
	}
	if !exists(tf, tr+forward(g.me.white)) {
		for _, k := range g.p.promos {
			g.out = append(g.out, move{ff: g.f, fr: g.r, tf: tf, tr: tr, promo: k})
		}
		return
	}
	g.out = append(g.out, move{ff: g.f, fr: g.r, tf: tf, tr: tr, ep: ep})
}

func (g *gen) pawnMoves() {
	fw := forward(g.me.white)
	// straight steps
	if exists(g.f, g.r+fw) && g.occupant(g.f, g.r+fw).k == none {
		g.pawnAdd(g.f, g.r+fw, false, false)
		firstRank := 2 // rank 3
		if !g.me.white {
			firstRank = 7 // rank 8
		}
		if g.r == firstRank && exists(g.f, g.r+2*fw) && g.occupant(g.f, g.r+2*fw).k == none {
			g.pawnAdd(g.f, g.r+2*fw, false, false)
		}
	}
	// diagonal captures, including en passant
	for _, df := range []int{-1, 1} {
		tf, tr := g.f+df, g.r+fw
		if !exists(tf, tr) {
			continue
		}
		o := g.occupant(tf, tr)
		if o.k != none && o.white != g.me.white {
			g.pawnAdd(tf, tr, true, false)
		} else if o.k == none && !g.capturesOnly && tf == g.p.epF && tr == g.p.epR {
			g.pawnAdd(tf, tr, true, true)
		}
	}
}

// A motion is one of a piece's ways of moving along (a,b) and its symmetries: a leap,
// a ride, or a cannon's capture over a screen.
type motion struct {
	how  int // leaps, rides or hops
	a, b int
	md   mode // for leaps and rides
}

const (
	leaps = iota
	rides
	hops
)

// motions lists each kind's ways of moving, in the order its moves are found. The Pawn,
// Griffin and Rhinoceros move by functions of their own; the Elephant also steps
// straight forward.
var motions = [numKinds][]motion{
	king:       {{leaps, 1, 0, both}, {leaps, 1, 1, both}},
	man:        {{leaps, 1, 0, both}, {leaps, 1, 1, both}},
	queen:      {{rides, 1, 0, both}, {rides, 1, 1, both}},
	rook:       {{rides, 1, 0, both}},
	bishop:     {{rides, 1, 1, both}},
	knight:     {{leaps, 1, 2, both}},
	camel:      {{leaps, 1, 3, both}},
	zebra:      {{leaps, 2, 3, both}},
	giraffe:    {{leaps, 1, 4, both}},
	wazir:      {{leaps, 1, 0, both}},
	fers:       {{leaps, 1, 1, both}},
	walker:     {{leaps, 1, 0, moveOnly}, {leaps, 1, 1, captureOnly}},
	elephant:   {{leaps, 1, 1, both}},
	tiger:      {{rides, 1, 1, moveOnly}, {leaps, 1, 2, captureOnly}},
	lion:       {{leaps, 1, 2, moveOnly}, {rides, 1, 1, captureOnly}},
	cannon:     {{rides, 1, 0, moveOnly}, {hops, 1, 0, captureOnly}},
	vao:        {{rides, 1, 1, moveOnly}, {hops, 1, 1, captureOnly}},
	leo:        {{rides, 1, 0, moveOnly}, {rides, 1, 1, moveOnly}, {hops, 1, 0, captureOnly}, {hops, 1, 1, captureOnly}},
	princess:   {{rides, 1, 1, both}, {leaps, 1, 2, both}},
	duchess:    {{rides, 1, 1, both}, {leaps, 2, 3, both}},
	lady:       {{rides, 1, 1, both}, {leaps, 1, 4, both}},
	empress:    {{rides, 1, 0, both}, {leaps, 1, 2, both}},
	monarch:    {{rides, 1, 0, both}, {leaps, 1, 3, both}},
	archbishop: {{rides, 1, 1, both}, {leaps, 1, 0, both}},
	camelrider: {{rides, 1, 3, both}},
	nightrider: {{rides, 1, 2, both}},
}

// pieceMoves returns the pseudo-legal moves of the piece on (f,r), castling excluded.
func (p *position) pieceMoves(f, r int, capturesOnly bool) []move {
	g := &gen{p: p, f: f, r: r, me: p.b[f][r], capturesOnly: capturesOnly}
	switch k := g.me.k; k {
	case pawn:
		g.pawnMoves()
	case griffin:
		g.griffin()
	case rhinoceros:
		g.rhinoceros()
	default:
		if k <= none || k >= numKinds || len(motions[k]) == 0 {
			panic("unknown piece kind")
		}
		for _, m := range motions[k] {
			switch m.how {
			case leaps:
				g.leap(m.a, m.b, m.md)
			case rides:
				g.ride(m.a, m.b, m.md)
			case hops:
				g.cannonCapture(m.a, m.b)
			}
		}
		if fw := forward(g.me.white); k == elephant && exists(f, r+fw) {
			g.try(f, r+fw, both)
		}
	}
	return g.out
}

// attacked reports whether a piece of the side opposite to byWhite standing on (f,r)
// could be captured by some piece of side byWhite. If (f,r) is empty, a dummy piece of
// the other side is put there (on a copy) for the test.
func (p *position) attacked(f, r int, byWhite bool) bool {
	q := *p
	if q.b[f][r].k == none {
		q.b[f][r] = piece{k: pawn, white: !byWhite}
	}
	for sf := 0; sf < nFiles; sf++ {
		for sr := 0; sr < nRanks; sr++ {
			o := q.b[sf][sr]
			if o.k == none || o.white != byWhite {
				continue
			}
			for _, m := range q.pieceMoves(sf, sr, true) {
				if m.tf == f && m.tr == r {
					return true
				}
			}
		}
	}
	return false
}

// kingAttacked reports whether the King of side white is attacked. A side without a
// King (possible only in hand-built test positions) is never in check.
func (p *position) kingAttacked(white bool) bool {
	for f := 0; f < nFiles; f++ {
		for r := 0; r < nRanks; r++ {
			o := p.b[f][r]
			if o.k == king && o.white == white {
				return p.attacked(f, r, !white)
			}
		}
	}
	return false
}

// play returns the position after move m (m assumed pseudo-legal).
func (p *position) play(m move) position {
	q := *p
	pc := q.b[m.ff][m.fr]
	q.b[m.ff][m.fr] = piece{}
	if m.ep {
		q.b[m.tf][m.fr] = piece{} // the pawn that double-stepped stands beside the capturer
	}
	if m.promo != none {
		pc.k = m.promo
	}
	q.b[m.tf][m.tr] = pc
	switch m.castle {
	case 1: // rook k-file → i-file
		q.b[8][m.fr] = q.b[10][m.fr]
		q.b[10][m.fr] = piece{}
	case 2: // rook b-file → e-file
		q.b[4][m.fr] = q.b[1][m.fr]
		q.b[1][m.fr] = piece{}
	}
	q.epF, q.epR = -1, -1
	if pc.k == pawn && (m.tr-m.fr == 2 || m.fr-m.tr == 2) {
		q.epF, q.epR = m.ff, (m.fr+m.tr)/2
	}
	// castling rights are lost when anything moves from or to a King's or Rook's home
	// (White's on rank 2, Black's on rank 9)
	for _, s := range [][2]int{{m.ff, m.fr}, {m.tf, m.tr}} {
		for side, home := range [2]int{1, 8} {
			switch s {
			case [2]int{6, home}:
				q.castle[side] = [2]bool{}
			case [2]int{10, home}:
				q.castle[side][0] = false
			case [2]int{1, home}:
				q.castle[side][1] = false
			}
		}
	}
	q.whiteToMove = !q.whiteToMove
	return q
}

// castlingMoves returns the castling moves of the side to move that satisfy the
// conditions checked in the position before castling (the final check that the King is
// not left attacked is done by legalMoves, as for every move).
func (p *position) castlingMoves() []move {
	white := p.whiteToMove
	c, r := 0, 1 // rank 2
	if !white {
		c, r = 1, 8 // rank 9
	}
	var out []move
	me := piece{k: king, white: white}
	myRook := piece{k: rook, white: white}
	if p.b[6][r] != me {
		return nil
	}
	type side struct {
		idx      int
		rookF    int
		between  []int // files that must be empty
		safe     []int // files that must not be attacked: King's, two crossed, landing
		kingTo   int
		castleID int
	}
	for _, s := range []side{
		{0, 10, []int{7, 8, 9}, []int{6, 7, 8, 9}, 9, 1},
		{1, 1, []int{2, 3, 4, 5}, []int{6, 5, 4, 3}, 3, 2},
	} {
		if !p.castle[c][s.idx] || p.b[s.rookF][r] != myRook {
			continue
		}
		ok := true
		for _, f := range s.between {
			if p.b[f][r].k != none {
				ok = false
			}
		}
		for _, f := range s.safe {
			if ok && p.attacked(f, r, !white) {
				ok = false
			}
		}
		if ok {
			out = append(out, move{ff: 6, fr: r, tf: s.kingTo, tr: r, castle: s.castleID})
		}
	}
	return out
}

// legalMoves returns every legal move of the side to move.
func (p *position) legalMoves() []move {
	var pseudo []move
	for f := 0; f < nFiles; f++ {
		for r := 0; r < nRanks; r++ {
			o := p.b[f][r]
			if o.k != none && o.white == p.whiteToMove {
				pseudo = append(pseudo, p.pieceMoves(f, r, false)...)
			}
		}
	}
	pseudo = append(pseudo, p.castlingMoves()...)
	var legal []move
	for _, m := range pseudo {
		q := p.play(m)
		if !q.kingAttacked(p.whiteToMove) {
			legal = append(legal, m)
		}
	}
	return legal
}

func (p *position) perft(depth int) uint64 {
	return rules.CountLeaves(p, depth, (*position).legalMoves, func(p *position, m move) *position {
		q := p.play(m)
		return &q
	})
}
