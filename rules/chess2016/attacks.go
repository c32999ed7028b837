package chess2016

import (
	mbits "math/bits"

	"oddboards/pieces"
)

// The capture attacks of every kind as bitboards. A kind's capture part is made of
// patterns; the tables are filled once in init from the mailbox offsets, so that they
// agree with the generator by construction.
type pattern uint8

const (
	aKingStep pattern = iota // leaps: leapAtt
	aWazir
	aFers
	aKnight
	aCamel
	aZebra
	aGiraffe
	aRook // slides along orthogonal or diagonal rays
	aBishop
	aOrthCannon // the first piece beyond the first piece
	aDiagCannon
	aNightrider // rides: repeated leaps, rays along each leap
	aCamelrider
	aPawn    // diagonally forward, by colour
	aFwd     // the Elephant's step straight forward, by colour
	aGriffin // one diagonal step, then two or more outward orthogonal steps
	aRhino   // 1–7 steps, each turning 45° the same way
	nPatterns
	nLeaps = aRook
)

// whoAttacks are the kinds whose capture part holds each pattern.
var whoAttacks = [nPatterns]bits{
	aKingStep: kingStepAttackers, aWazir: orthStepAttackers, aFers: diagStepAttackers,
	aKnight: knightAttackers, aCamel: camelAttackers, aZebra: zebraAttackers,
	aGiraffe: giraffeAttackers, aRook: orthSliders, aBishop: diagSliders,
	aOrthCannon: orthCannons, aDiagCannon: diagCannons,
	aNightrider: kindSet(pieces.Nightrider), aCamelrider: kindSet(pieces.Camelrider),
	aPawn: kindSet(pieces.Pawn), aFwd: kindSet(pieces.Elephant),
	aGriffin: kindSet(pieces.Griffin), aRhino: kindSet(pieces.Rhinoceros),
}

// Ray directions: 0–7 the ring (E NE N NW W SW S SE), 8–15 the Knight's leaps, 16–23
// the Camel's. A direction whose mailbox offset is positive raises the box index at
// every step, so a ray's nearest square is its lsb, else its msb.
const nDirs = 24

var (
	dirOff  [nDirs]int
	rays    [nDirs][nBox]bb // the squares along d from s (s excluded) up to the edge of the 96
	step    [8][nBox]int8   // the neighbour of s along ring direction d, -1 if none
	leapAtt [nLeaps][nBox]bb
	pawnAtt [2][nBox]bb // where a pawn of each colour on s captures
	pawnTo  [2][nBox]bb // where a pawn of each colour captures s from
	fwdAtt  [2][nBox]bb // the Elephant's forward step
	fwdTo   [2][nBox]bb
	// griffinTo and rhinoTo: where a Griffin or Rhinoceros reaches s from on the empty
	// board, a cheap first test before the exact one
	griffinTo [nBox]bb
	rhinoTo   [nBox]bb
	box7      [nBox]bb // every square within three steps, for the legality shortcut
	// dirOf[s][t] is the ray from s that holds t, -1 if none: the 24 rays of a square
	// run in 24 different slopes, so no square is on two
	dirOf [nBox][nBox]int8
	// reach[k][s] holds every square a piece of kind k on s could capture on, whatever
	// stands between (either colour's for the Pawn's and Elephant's forward steps)
	reach [32][nBox]bb
)

var (
	queenRays  = []int{0, 1, 2, 3, 4, 5, 6, 7}
	orthRays   = []int{0, 2, 4, 6}
	diagRays   = []int{1, 3, 5, 7}
	knightRays = []int{8, 9, 10, 11, 12, 13, 14, 15}
	camelRays  = []int{16, 17, 18, 19, 20, 21, 22, 23}
)

func initAttacks() {
	copy(dirOff[:8], ring[:])
	copy(dirOff[8:16], knightLeaps)
	copy(dirOff[16:], camelLeaps)
	leapOffs := [nLeaps][]int{queenDirs, orthDirs, diagDirs, knightLeaps, camelLeaps, zebraLeaps, giraffeLeaps}
	for b := 0; b < nBox; b++ {
		s := int(mbOf[b])
		if boxOf[s] < 0 {
			continue
		}
		for t := range dirOf[b] {
			dirOf[b][t] = -1
		}
		for d, o := range dirOff {
			for t := s + o; boxOf[t] >= 0; t += o {
				rays[d][b] = rays[d][b].or(bbOf(t))
				dirOf[b][boxOf[t]] = int8(d)
			}
			if d < 8 {
				step[d][b] = boxOf[s+o]
			}
		}
		for p, offs := range leapOffs {
			for _, o := range offs {
				if boxOf[s+o] >= 0 {
					leapAtt[p][b] = leapAtt[p][b].or(bbOf(s + o))
				}
			}
		}
		for c := 0; c < 2; c++ {
			for _, t := range [2]int{s + pawnFwd[c] - 1, s + pawnFwd[c] + 1} {
				if boxOf[t] >= 0 {
					pawnAtt[c][b] = pawnAtt[c][b].or(bbOf(t))
					pawnTo[c][boxOf[t]] = pawnTo[c][boxOf[t]].or(sqBB[b])
				}
			}
			if t := s + pawnFwd[c]; boxOf[t] >= 0 {
				fwdAtt[c][b] = bbOf(t)
				fwdTo[c][boxOf[t]] = sqBB[b]
			}
		}
		for dy := -3; dy <= 3; dy++ {
			for dx := -3; dx <= 3; dx++ {
				if t := s + dx + dy*stride; boxOf[t] >= 0 {
					box7[b] = box7[b].or(bbOf(t))
				}
			}
		}
	}
	for b := 0; b < nBox; b++ {
		if !cellBB.has(b) {
			continue
		}
		for k := 1; k < len(reach); k++ {
			for p := pattern(0); p < nPatterns; p++ {
				if !whoAttacks[p].has(uint8(k)) {
					continue
				}
				x := patternAttacks(p, 0, b, bb{}).or(patternAttacks(p, 1, b, bb{}))
				switch p {
				case aOrthCannon:
					x = linesAttacks(orthRays, b, bb{})
				case aDiagCannon:
					x = linesAttacks(diagRays, b, bb{})
				}
				reach[k][b] = reach[k][b].or(x)
			}
		}
		for x := griffinAttacks(b, bb{}); x.any(); {
			t := x.pop()
			griffinTo[t] = griffinTo[t].or(sqBB[b])
		}
		for x := rhinoAttacks(b, bb{}); x.any(); {
			t := x.pop()
			rhinoTo[t] = rhinoTo[t].or(sqBB[b])
		}
	}
}

// nearest is the first square of ray d from s that occ holds, -1 if none.
func nearest(d, s int, occ bb) int {
	x := rays[d][s].and(occ)
	if dirOff[d] > 0 {
		return x.lsb()
	}
	return x.msb()
}

// rayAttacks is ray d from s up to and with its first piece.
func rayAttacks(d, s int, occ bb) bb {
	if b := nearest(d, s, occ); b >= 0 {
		return rays[d][s].andNot(rays[d][b])
	}
	return rays[d][s]
}

func linesAttacks(dirs []int, s int, occ bb) bb {
	var a bb
	for _, d := range dirs {
		a = a.or(rayAttacks(d, s, occ))
	}
	return a
}

// slides is rayAttacks along four rays from s, in one: u1 and u2 rays whose box index
// rises (E, NE, N, NW), d1 and d2 rays whose index falls.
func slides(u1, u2, d1, d2, s int, occ bb) bb {
	a, b, c, d := rays[u1][s], rays[u2][s], rays[d1][s], rays[d2][s]
	if x := a.and(occ); x.any() {
		a = a.andNot(rays[u1][x.lsb()])
	}
	if x := b.and(occ); x.any() {
		b = b.andNot(rays[u2][x.lsb()])
	}
	if x := c.and(occ); x.any() {
		c = c.andNot(rays[d1][x.msb()])
	}
	if x := d.and(occ); x.any() {
		d = d.andNot(rays[d2][x.msb()])
	}
	return a.or(b).or(c).or(d)
}

// hopperAttacks are where a Cannon-like piece on s could capture along dirs: every square
// beyond the first piece (the screen) up to and with the next piece.
func hopperAttacks(dirs []int, s int, occ bb) bb {
	var a bb
	for _, d := range dirs {
		if screen := nearest(d, s, occ); screen >= 0 {
			a = a.or(rayAttacks(d, screen, occ))
		}
	}
	return a
}

// secondPieces are the second pieces along dirs from s: the Cannon-like pieces there
// attack s.
func secondPieces(dirs []int, s int, occ bb) bb {
	var a bb
	for _, d := range dirs {
		if screen := nearest(d, s, occ); screen >= 0 {
			if t := nearest(d, screen, occ); t >= 0 {
				a = a.or(sqBB[t])
			}
		}
	}
	return a
}

// griffinAttacks: for each empty diagonal neighbour, its two outward orthogonal rays
// less their first square (which must be empty too: a piece there ends the ray at once).
func griffinAttacks(s int, occ bb) bb {
	var a bb
	for d := 1; d < 8; d += 2 {
		s1 := int(step[d][s])
		if s1 < 0 || occ.has(s1) {
			continue
		}
		for _, o := range [2]int{d - 1, (d + 1) & 7} { // the two orthogonal halves of d
			if s2 := int(step[o][s1]); s2 >= 0 {
				a = a.or(rayAttacks(o, s1, occ).andNot(sqBB[s2]))
			}
		}
	}
	return a
}

// rhinoAttacks walks the mailbox as genRhino does, occupancy read from occ.
func rhinoAttacks(s int, occ bb) bb {
	var a bb
	from := int(mbOf[s])
	for i := 0; i < 8; i++ {
		u := from + ring[i]
		bu := int(boxOf[u])
		if bu < 0 {
			continue
		}
		a = a.or(sqBB[bu])
		if occ.has(bu) {
			continue
		}
		for _, turn := range [2]int{1, 7} {
			dir, v := i, u
			for n := 2; n <= 7; n++ {
				dir = (dir + turn) & 7
				v += ring[dir]
				bv := int(boxOf[v])
				if bv < 0 {
					break
				}
				a = a.or(sqBB[bv])
				if occ.has(bv) {
					break
				}
			}
		}
	}
	return a
}

// rhinoReaches: a Rhinoceros path run backwards is a Rhinoceros path, so a Rhinoceros
// of rh attacks t exactly when one stands first on a path from t.
func rhinoReaches(t int, rh, occ bb) bool {
	from := int(mbOf[t])
	for i := 0; i < 8; i++ {
		u := from + ring[i]
		bu := int(boxOf[u])
		if bu < 0 {
			continue
		}
		if occ.has(bu) {
			if rh.has(bu) {
				return true
			}
			continue
		}
		for _, turn := range [2]int{1, 7} {
			dir, v := i, u
			for n := 2; n <= 7; n++ {
				dir = (dir + turn) & 7
				v += ring[dir]
				bv := int(boxOf[v])
				if bv < 0 {
					break
				}
				if occ.has(bv) {
					if rh.has(bv) {
						return true
					}
					break
				}
			}
		}
	}
	return false
}

// patternAttacks is where pattern p of a piece of colour c on s captures, given occ.
func patternAttacks(p pattern, c, s int, occ bb) bb {
	switch {
	case p < nLeaps:
		return leapAtt[p][s]
	case p == aRook:
		return slides(0, 2, 4, 6, s, occ)
	case p == aBishop:
		return slides(1, 3, 5, 7, s, occ)
	case p == aOrthCannon:
		return hopperAttacks(orthRays, s, occ)
	case p == aDiagCannon:
		return hopperAttacks(diagRays, s, occ)
	case p == aNightrider:
		return linesAttacks(knightRays, s, occ)
	case p == aCamelrider:
		return linesAttacks(camelRays, s, occ)
	case p == aPawn:
		return pawnAtt[c][s]
	case p == aFwd:
		return fwdAtt[c][s]
	case p == aGriffin:
		return griffinAttacks(s, occ)
	}
	return rhinoAttacks(s, occ)
}

// attacksFrom is where a piece of kind k and colour c on box square s could capture
// if something stood there (the capture part of its move, castling and en passant aside),
// given occ.
func attacksFrom(k uint8, c, s int, occ bb) bb {
	var a bb
	for m := patternsOf[k]; m != 0; m &= m - 1 {
		a = a.or(patternAttacks(pattern(mbits.TrailingZeros32(m)), c, s, occ))
	}
	return a
}

// patternsOf is the set of patterns of each kind's capture part, as bits by pattern.
var patternsOf [32]uint32

func init() {
	for p := pattern(0); p < nPatterns; p++ {
		for k := range patternsOf {
			if whoAttacks[p].has(uint8(k)) && k != 0 {
				patternsOf[k] |= 1 << p
			}
		}
	}
}

// attackedBy reports whether a piece of side by among them could capture on box square t
// when occ is the occupancy: the position as it is (attacked) or as it would be after a
// move (isLegal), without making it. them must be a subset of by's pieces and of occ.
func (s *state) attackedBy(t, by int, occ, them bb) bool {
	return s.stepAttacked(t, by, them) || s.lineAttackedBy(t, occ, them)
}

// stepAttacked is attackedBy for the patterns that do not look at other squares: leaps,
// the Pawn's and the Elephant's forward step.
func (s *state) stepAttacked(t, by int, them bb) bool {
	pb := &s.patBB
	for p := pattern(0); p < nLeaps; p++ {
		if leapAtt[p][t].and(pb[p]).and(them).any() {
			return true
		}
	}
	return pawnTo[by][t].and(pb[aPawn]).and(them).any() || fwdTo[by][t].and(pb[aFwd]).and(them).any()
}

// lineAttackedBy is attackedBy for the patterns that need squares between to be empty (or
// one screen): slides, hops, rides, the Griffin and the Rhinoceros. Each is looked at only
// when them holds a piece with it.
func (s *state) lineAttackedBy(t int, occ, them bb) bool {
	pb := &s.patBB
	if sl := pb[aRook].and(them); sl.any() && lineAttacked(orthRays, t, occ, sl) {
		return true
	}
	if sl := pb[aBishop].and(them); sl.any() && lineAttacked(diagRays, t, occ, sl) {
		return true
	}
	if cn := pb[aOrthCannon].and(them); cn.any() && cannonAttacked(orthRays, t, occ, cn) {
		return true
	}
	if cn := pb[aDiagCannon].and(them); cn.any() && cannonAttacked(diagRays, t, occ, cn) {
		return true
	}
	if rd := pb[aNightrider].and(them); rd.any() && lineAttacked(knightRays, t, occ, rd) {
		return true
	}
	if rd := pb[aCamelrider].and(them); rd.any() && lineAttacked(camelRays, t, occ, rd) {
		return true
	}
	for g := pb[aGriffin].and(them).and(griffinTo[t]); g.any(); {
		if griffinAttacks(g.pop(), occ).has(t) {
			return true
		}
	}
	if rh := pb[aRhino].and(them).and(rhinoTo[t]); rh.any() && rhinoReaches(t, rh, occ) {
		return true
	}
	return false
}

// rayAttackedBy is lineAttackedBy along ray d from t alone (the Griffin's last leg runs
// along an orthogonal ray, so its test is made with those rays').
func (s *state) rayAttackedBy(t, d int, occ, them bb) bool {
	pb := &s.patBB
	if d < 8 && d&1 == 0 {
		// the Griffin first: its last leg may run along a ray left empty
		for g := pb[aGriffin].and(them).and(griffinTo[t]); g.any(); {
			if griffinAttacks(g.pop(), occ).has(t) {
				return true
			}
		}
	}
	x := rays[d][t].and(occ)
	if !x.any() {
		return false
	}
	first := x.msb()
	if dirOff[d] > 0 {
		first = x.lsb()
	}
	switch {
	case d >= 16:
		return pb[aCamelrider].and(them).has(first)
	case d >= 8:
		return pb[aNightrider].and(them).has(first)
	}
	slider, hopper := aRook, aOrthCannon
	if d&1 != 0 {
		slider, hopper = aBishop, aDiagCannon
	}
	if pb[slider].and(them).has(first) {
		return true
	}
	if cn := pb[hopper].and(them); cn.any() {
		if b := nearest(d, first, occ); b >= 0 && cn.has(b) {
			return true
		}
	}
	return false
}

// lineAttacked reports whether the first piece along one of dirs from t is in who.
// who must be a subset of occ. (nearest is written out: this is the hottest loop.)
func lineAttacked(dirs []int, t int, occ, who bb) bool {
	for _, d := range dirs {
		r := rays[d][t]
		if !r.and(who).any() {
			continue
		}
		x := r.and(occ) // not empty: it holds a piece of who
		b := x.msb()
		if dirOff[d] > 0 {
			b = x.lsb()
		}
		if who.has(b) {
			return true
		}
	}
	return false
}

// cannonAttacked reports whether the second piece along one of dirs from t is in who.
func cannonAttacked(dirs []int, t int, occ, who bb) bool {
	for _, d := range dirs {
		if !rays[d][t].and(who).any() {
			continue
		}
		if screen := nearest(d, t, occ); screen >= 0 {
			if b := nearest(d, screen, occ); b >= 0 && who.has(b) {
				return true
			}
		}
	}
	return false
}

// attackersTo is every piece, of both colours, whose capture part reaches box square t
// when occ is the occupancy (pieces not in occ are gone).
func (s *state) attackersTo(t int, occ bb) bb {
	return s.stepAttackersTo(t).or(s.lineAttackersTo(t, occ)).and(occ)
}

// stepAttackersTo is attackersTo for the leaps and steps, which no occupancy changes.
func (s *state) stepAttackersTo(t int) bb {
	pb := &s.patBB
	var x bb
	for p := pattern(0); p < nLeaps; p++ {
		x = x.or(leapAtt[p][t].and(pb[p]))
	}
	for c := 0; c < 2; c++ {
		x = x.or(pawnTo[c][t].and(pb[aPawn]).or(fwdTo[c][t].and(pb[aFwd])).and(s.colBB[c]))
	}
	return x
}

// lineAttackersTo is attackersTo for the slides, hops, rides, the Griffin and the
// Rhinoceros (pieces not in occ may be in the answer).
func (s *state) lineAttackersTo(t int, occ bb) bb {
	pb := &s.patBB
	var x bb
	if pb[aRook].any() {
		x = x.or(slides(0, 2, 4, 6, t, occ).and(pb[aRook]))
	}
	if pb[aBishop].any() {
		x = x.or(slides(1, 3, 5, 7, t, occ).and(pb[aBishop]))
	}
	if pb[aOrthCannon].any() {
		x = x.or(secondPieces(orthRays, t, occ).and(pb[aOrthCannon]))
	}
	if pb[aDiagCannon].any() {
		x = x.or(secondPieces(diagRays, t, occ).and(pb[aDiagCannon]))
	}
	if pb[aNightrider].any() {
		x = x.or(linesAttacks(knightRays, t, occ).and(pb[aNightrider]))
	}
	if pb[aCamelrider].any() {
		x = x.or(linesAttacks(camelRays, t, occ).and(pb[aCamelrider]))
	}
	for g := pb[aGriffin].and(griffinTo[t]).and(occ); g.any(); {
		if b := g.pop(); griffinAttacks(b, occ).has(t) {
			x = x.or(sqBB[b])
		}
	}
	for rh := pb[aRhino].and(rhinoTo[t]).and(occ); rh.any(); {
		if b := rh.pop(); rhinoReaches(t, sqBB[b], occ) {
			x = x.or(sqBB[b])
		}
	}
	return x
}

// attacked reports whether a piece of side by could capture on mailbox square t
// (whatever stands there).
func (s *state) attacked(t int, by int) bool {
	return s.attackedBy(int(boxOf[t]), by, s.colBB[0].or(s.colBB[1]), s.colBB[by])
}

func (s *state) inCheck() bool { return s.attacked(s.king[s.side], 1-s.side) }
