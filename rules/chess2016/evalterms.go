package chess2016

import (
	mbits "math/bits"

	"oddboards/pieces"
)

// The evaluation's terms that need to know what each side attacks: they are computed
// from the bitboards at every evaluation, not kept by Do and Undo, since a slide, a
// hop or a Griffin's path changes with almost any move (engine-study.md §4).
//
// King danger: a King is in danger when the opponent's pieces bear on the squares
// around it. The danger is a linear sum of
//
//   - the weights of the opponent's pieces that attack the King's zone (its
//     neighbourhood and the rank in front of that), a weight for each kind,
//   - the attacks on the zone's squares (a piece attacking three of them counts three),
//   - the zone's weak squares: attacked, and defended by the King alone or not at all,
//   - the checks the opponent could give next move, for each kind that has one: a safe
//     one (from a square the King's side does not defend) weighs by the kind, an unsafe
//     one a little,
//   - less an offset, so that a lone attacker is little danger;
//
// then squared and scaled (quadratic: one attacker is little, three are a lot) and
// capped, and taken off the King's side's middlegame score: as the opponent's pieces
// go, so does the danger. Only the scale (KingDanger) is linear in the score, so it is
// the one weight `oddboards tune` fits; the others are held. A scale of 0 turns the
// term off, and then nothing of it is computed. The computer plays it with mobility and
// threats as weights.go has them: the held parts in the shape that won its own match
// (safe checks weigh most, attackers little, scale 72), the other terms fitted around
// it to a million positions, a fit that won its match (docs/datagen.md); uci's
// KingDanger option turns it off.
//
// What it costs (BenchmarkEval, BenchmarkSearchPositionsKingDanger, a loaded two-core
// machine, CPU time): an Eval of the search positions 41 ns off, 710 on; a search node
// 1,165–1,179 ns off (1,182–1,248 before the term existed), 1,812–1,846 on, 1.56 times;
// with a cache of the attack terms by position (a third of a search's evaluations are
// of a position seen before), 1.46 times. Most of it is the two sides' attack maps,
// which mobility and threats share: all three cost an Eval 1,131 ns against King
// danger's 964 (a busier machine). Measured at equal time (0.1 s a move, random setups,
// seats swapped, one binary through UCI, King danger on against off): 99 games, +41 =15
// -43, 49.0%, -7 (95%: -71 to +57), SPRT [0, 25] undecided: at its hand-set scale, and
// with the other weights fitted without it, the depth it cost was worth what it knew.

// Space (spaceOf): the squares of the eight middle files, on a side's pawns' rank and
// the two ahead, that none of its pawns stands on and no opponent's pawn attacks, those
// behind its pawns counted twice: room for its pieces to stand in. It needs the pawns
// alone, so it costs a few bitboard operations, and it weighs in the middlegame only, as
// the King's shelter does. Off in the hand-set weights and in the playing ones: at a
// hand-set 5 cp a square it did not win its match (docs/datagen.md); a fit of it alone
// with the other weights held as they play (tune --fit space --weights playing) is the
// next trial.

// attackMaps are both sides' capture attacks in one position.
type attackMaps struct {
	by, by2   [2]bb     // the squares a side attacks, and those it attacks more than once
	byPieces  [2]bb     // the squares a side's pieces other than its King attack
	kind      [2][32]bb // by kind
	zone      [2]bb     // each side's King zone
	attackers [2]int    // the opponent's pieces that attack each side's zone,
	weight    [2]int    // the sum of their kinds' weights,
	hits      [2]int    // and their attacks on the zone's squares
	mob       [2]int    // each side's mobility, in thousandths of a centipawn times 100
	// perKind, where not nil, gets each side's safe squares of each kind less half its
	// mean, times 100, before the step and the scales (for the tune model)
	perKind *[2][32]int
	onBoard uint32 // the kinds on the board but the Pawn and King, by valueRank
}

// danger is one King's danger before and after the transform, with its parts, for
// the eval command's table.
type danger struct {
	attackers, weight, hits, weak, safeChecks, unsafeChecks int
	units                                                   int // the linear sum, the offset taken
	transformed                                             int // what KingDanger scales, in centipawns at 100%
}

// quietPatterns are the patterns (as bits) by which the kinds that move otherwise than
// they capture move without capturing (TestReverseAttacks holds them to the generator); 0
// for the other kinds, and for the Pawn, which the safe checks leave out (a pawn checks
// from one of two squares, rarely a safe one).
var quietPatterns = [32]uint32{
	pieces.Walker: 1 << aWazir, pieces.Tiger: 1 << aBishop, pieces.Lion: 1 << aKnight,
	pieces.Cannon: 1 << aRook, pieces.Vao: 1 << aBishop, pieces.Leo: 1<<aRook | 1<<aBishop,
}

// zoneOf is side c's King zone for its King on box square b: its neighbourhood and the
// three squares in front of that, those that exist.
func zoneOf(c, b int) bb {
	var z bb
	sq := int(mbOf[b])
	for _, dr := range [4]int{-1, 0, 1, 2} {
		for df := -1; df <= 1; df++ {
			if t := sq + df + dr*pawnFwd[c]; boxOf[t] >= 0 {
				z = z.or(bbOf(t))
			}
		}
	}
	return z
}

// pawnsAttacks are where the pawns of colour c in p capture, and where two of them do:
// the set shifted a rank forward and a file aside each way.
func pawnsAttacks(c int, p bb) (a, twice bb) {
	var east, west bb
	if c == 0 {
		east, west = p.andNot(fileBB[boxFiles-1]).up(boxFiles+1), p.andNot(fileBB[0]).up(boxFiles-1)
	} else {
		east, west = p.andNot(fileBB[boxFiles-1]).down(boxFiles-1), p.andNot(fileBB[0]).down(boxFiles+1)
	}
	east, west = east.and(cellBB), west.and(cellBB)
	return east.or(west), east.and(west)
}

// spaceZones are where each colour's space is counted: the eight middle files (c to
// j) of its pawns' rank and the two ranks ahead of it.
func spaceZones() (z [2]bb) {
	for r := 2; r <= 4; r++ {
		for f := 2; f < boxFiles-2; f++ {
			z[0] = z[0].or(sqBB[r*boxFiles+f])
			z[1] = z[1].or(sqBB[(boxRanks-1-r)*boxFiles+f])
		}
	}
	return [2]bb{z[0].and(cellBB), z[1].and(cellBB)}
}

// spaceOf is each side's space, as the strong engines count it: the squares of its
// space zone that none of its pawns stands on and no opponent's pawn attacks, those
// up to three squares behind one of its pawns counted twice, as room its pieces have
// to stand behind the pawns. It needs only the pawns.
func (g *geometry) spaceOf(s *state) (n [2]int) {
	for c := range 2 {
		own := s.kindBB[pieces.Pawn].and(s.colBB[c])
		theirs, _ := pawnsAttacks(1-c, s.kindBB[pieces.Pawn].and(s.colBB[1-c]))
		safe := g.spaceZone[c].andNot(own).andNot(theirs)
		var behind bb
		if c == 0 {
			behind = own.down(boxFiles).or(own.down(2 * boxFiles)).or(own.down(3 * boxFiles))
		} else {
			behind = own.up(boxFiles).or(own.up(2 * boxFiles)).or(own.up(3 * boxFiles))
		}
		n[c] = safe.count() + safe.and(behind).count()
	}
	return n
}

// fileBB are the box's files.
var fileBB = func() (f [boxFiles]bb) {
	for i := 0; i < nBox; i++ {
		if i < 64 {
			f[i%boxFiles].lo |= 1 << uint(i)
		} else {
			f[i%boxFiles].hi |= 1 << uint(i-64)
		}
	}
	return f
}()

// up and down shift a by n squares (0 < n < 64) towards the higher or lower indices.
func (a bb) up(n uint) bb   { return bb{a.lo << n, a.hi<<n | a.lo>>(64-n)} }
func (a bb) down(n uint) bb { return bb{a.lo>>n | a.hi<<(64-n), a.hi >> n} }

// quietReach is where a piece of a kind with quietPatterns on s moves without capturing.
func quietReach(k uint8, c, s int, occ bb) bb {
	var a bb
	for m := quietPatterns[k]; m != 0; m &= m - 1 {
		a = a.or(patternAttacks(pattern(mbits.TrailingZeros32(m)), c, s, occ))
	}
	return a.andNot(occ)
}

// fill computes m for s: every piece's attacks, and the attackers of each King's zone,
// weighted by e. s must have both Kings.
func (m *attackMaps) fill(s *state, e *evalTables) {
	occ := s.colBB[0].or(s.colBB[1])
	var pawnTwice [2]bb
	for c := 0; c < 2; c++ {
		m.zone[c] = e.zone[c][boxOf[s.king[c]]]
		m.kind[c][pieces.Pawn], pawnTwice[c] = pawnsAttacks(c, s.kindBB[pieces.Pawn].and(s.colBB[c]))
	}
	for c := 0; c < 2; c++ {
		own := s.colBB[c]
		by, by2 := m.kind[c][pieces.Pawn], pawnTwice[c]
		// a safe square for mobility: not one's own piece's, not attacked by their pawns
		unsafe := own.or(m.kind[1-c][pieces.Pawn])
		enemyZone := m.zone[1-c]
		for ks := s.r.present &^ kindSet(pieces.King, pieces.Pawn); ks != 0; ks &= ks - 1 {
			k := uint8(mbits.TrailingZeros32(uint32(ks)))
			var all bb // kind k's
			if s.kindBB[k].and(own).any() {
				m.onBoard |= 1 << e.valueRank[k]
			}
			mob := 0
			for pcs := s.kindBB[k].and(own); pcs.any(); {
				a := attacksFrom(k, c, pcs.pop(), occ)
				by2 = by2.or(by.and(a).or(all.and(a)))
				all = all.or(a)
				mob += 100*a.andNot(unsafe).count() - e.moveMean[k]/2
				if z := a.and(enemyZone); z.any() {
					m.attackers[1-c]++
					m.weight[1-c] += e.dangerAttacker[k]
					m.hits[1-c] += z.count()
				}
			}
			m.mob[c] += e.mobilityScale[k] * e.mobilityStep[k] * mob
			if m.perKind != nil {
				m.perKind[c][k] = mob
			}
			by = by.or(all)
			m.kind[c][k] = all
		}
		m.byPieces[c] = by
		k := leapAtt[aKingStep][boxOf[s.king[c]]]
		m.kind[c][pieces.King] = k
		m.by[c], m.by2[c] = by.or(k), by2.or(by.and(k))
	}
}

// dangerCounts reports whether side's King danger counts, its opponent's material
// making the game phase (0 to 256) a middlegame, and weak the side mop-up drives, if
// any: the middlegame part only, and never for a King that mop-up already drives
// (which a lone Queen's checks would otherwise keep from driving it to the edge).
func dangerCounts(side, phase, weak int) bool { return phase != 0 && side != weak }

// dangerOf is side's King's danger in s, whose attacks m holds.
func (e *evalTables) dangerOf(s *state, m *attackMaps, side int) danger {
	d := danger{attackers: m.attackers[side], weight: m.weight[side], hits: m.hits[side]}
	them := 1 - side
	occ := s.colBB[0].or(s.colBB[1])
	empty := cellBB.andNot(occ)
	d.weak = m.zone[side].and(m.by[them]).andNot(m.byPieces[side]).count()
	// Where a check would be safe: not defended, or defended by the King alone where
	// the opponent attacks twice (the King cannot take there).
	safe := cellBB.andNot(m.by[side]).or(m.by[them].andNot(m.byPieces[side]).and(m.by2[them]))
	kb := int(boxOf[s.king[side]])
	check := 0
	var rev reverse
	for ks := s.r.present &^ kindSet(pieces.King, pieces.Pawn); ks != 0; ks &= ks - 1 {
		k := uint8(mbits.TrailingZeros32(uint32(ks)))
		pcs := s.kindBB[k].and(s.colBB[them])
		if !pcs.any() {
			continue
		}
		// The squares from which a piece of theirs of kind k would check, that one can
		// go to: onto one of side's pieces by its capture, onto an empty square by its
		// move (which, for the kinds that move otherwise, is worked out only where a
		// check could be).
		capt := m.kind[them][k].and(s.colBB[side])
		var from bb
		if quietPatterns[k] == 0 {
			from = rev.checkFrom(k, them, kb, occ, capt.or(m.kind[them][k].and(empty)))
		} else {
			cand := rev.checkFrom(k, them, kb, occ, capt.or(empty))
			from = cand.and(capt)
			if q := cand.and(empty); q.any() {
				for p := pcs; p.any(); {
					from = from.or(quietReach(k, them, p.pop(), occ).and(q))
				}
			}
		}
		switch {
		case from.and(safe).any():
			d.safeChecks++
			check += e.dangerCheck[k]
		case from.any():
			d.unsafeChecks++
		}
	}
	d.units = d.weight + e.dangerHit*d.hits + e.dangerWeak*d.weak + check +
		e.dangerUnsafe*d.unsafeChecks - e.dangerOffset
	if d.units > 0 {
		d.transformed = min(e.dangerCap, d.units*d.units/max(1, e.dangerDiv))
	}
	return d
}

// reverse holds the capture patterns' sets from one square, each worked out once: the
// kinds share them (a Queen's lines are a Rook's and a Bishop's).
type reverse struct {
	set  [nPatterns]bb
	done uint32
}

// checkFrom is the squares of among from which a piece of kind k and colour c would
// attack box square kb, the occupancy occ; r keeps what it works out for kb and occ.
func (r *reverse) checkFrom(k uint8, c, kb int, occ, among bb) bb {
	if k != uint8(pieces.Griffin) {
		// Every other capture pattern is its own reverse, the Pawn's and the
		// Elephant's forward steps with the colours swapped.
		var a bb
		for m := patternsOf[k]; m != 0; m &= m - 1 {
			p := mbits.TrailingZeros32(m)
			if r.done>>p&1 == 0 {
				r.set[p] = patternAttacks(pattern(p), 1-c, kb, occ)
				r.done |= 1 << p
			}
			a = a.or(r.set[p])
		}
		return a.and(among)
	}
	// The Griffin's path run backwards is no Griffin's path: test each square its
	// reverse table allows.
	var from bb
	for g := griffinTo[kb].and(among); g.any(); {
		if t := g.pop(); griffinAttacks(t, occ).has(kb) {
			from = from.or(sqBB[t])
		}
	}
	return from
}

// Mobility: a piece that reaches more squares now does more than its centralisation
// (the empty board's count) says. Each kind's safe squares (attacked, not its own side's
// piece's, not attacked by an opponent's pawn) count from half the empty board's
// average, each worth MobilityStep (held, hand-set from the kind's value) times the
// kind's scale (Mobility, fitted kind by kind: the one linear weight of each kind's
// mobility). The attacks stand for the moves: for the kinds that move otherwise than
// they capture they are what the piece threatens.
//
// Threats: a piece (not a Pawn or King) attacked by an opponent's Pawn, or by an
// opponent's piece worth less than it, is likely to be lost or driven away, and one
// attacked and not defended can be taken for nothing; each costs its side a weight.
// The side to move may save one, so the tempo weighs against them.

// passedPawns are each side's passed pawns' bonuses (a passed pawn: no opponent's pawn
// ahead of it on its file or the files beside), before the phase scales them. On trial
// (0.1 s a move, as King danger was): 99 games, +48 =8 -43, 52.5%, +18 (95%: -48 to
// +85), SPRT [0, 20] undecided; the fitted weights give it values of their own.
func (e *evalTables) passedPawns(s *state) [2]int {
	var v [2]int
	e.eachPassed(s, func(c, own int) { v[c] += e.passed[own] })
	return v
}

// pawnCounts are one side's pawns of each kind the pawn structure weighs.
type pawnCounts struct{ isolated, doubled, supported, phalanx int }

// list is the counts in the order of evalTables.structure and the tune model's.
func (n pawnCounts) list() [4]int { return [4]int{n.isolated, n.doubled, n.supported, n.phalanx} }

// pawnStructure counts each side's isolated, doubled, supported and phalanx pawns
// (Weights.Isolated and the others say what each is).
func (g *geometry) pawnStructure(s *state) (n [2]pawnCounts) {
	for c := range 2 {
		own := s.kindBB[pieces.Pawn].and(s.colBB[c])
		defended, _ := pawnsAttacks(c, own)
		n[c].supported = own.and(defended).count()
		beside := own.andNot(fileBB[boxFiles-1]).up(1).or(own.andNot(fileBB[0]).down(1))
		n[c].phalanx = own.and(beside).count()
		for p := own; p.any(); {
			b := p.pop()
			if !own.and(g.besideFiles[b%boxFiles]).any() {
				n[c].isolated++
			}
			if own.and(g.front[c][b]).any() {
				n[c].doubled++
			}
		}
	}
	return n
}

// eachPassed calls f with the colour and the cell, seen from its own side, of each
// passed pawn in s.
func (g *geometry) eachPassed(s *state, f func(c, own int)) {
	for c := range 2 {
		theirs := s.kindBB[pieces.Pawn].and(s.colBB[1-c])
		for p := s.kindBB[pieces.Pawn].and(s.colBB[c]); p.any(); {
			b := p.pop()
			if !g.ahead[c][b].and(theirs).any() {
				own := int(cellOf[mbOf[b]])
				if c == 1 {
					own = g.mirror[own]
				}
				f(c, own)
			}
		}
	}
}

// more is side's mobility and threats, scaled, in centipawns, and how much of it the
// threats are (rounded once, as Eval adds them).
func (e *evalTables) more(s *state, m *attackMaps, side int) (more, threats int) {
	thr := 0
	if e.threatsScale != 0 {
		thr = e.threatsScale * e.threatsOf(s, m, side).score(e)
	}
	return (m.mobility(side) + thr) / 100, thr / 100
}

// mobility is side's mobility in hundredths of a centipawn, scaled.
func (m *attackMaps) mobility(side int) int { return m.mob[side] / 1000 }

// threats counts side's pieces under each threat.
type threats struct{ byPawn, byLesser, hanging int }

// score is what t costs its side, in centipawns before the scale (a loss, so negative).
func (t threats) score(e *evalTables) int {
	return -(e.threatByPawn*t.byPawn + e.threatByLesser*t.byLesser + e.threatOfHanging*t.hanging)
}

// threatsOf counts the threats against side's pieces in s, whose attacks m holds.
func (e *evalTables) threatsOf(s *state, m *attackMaps, side int) threats {
	them := 1 - side
	mine := s.colBB[side].andNot(s.kindBB[pieces.Pawn]).andNot(s.kindBB[pieces.King])
	t := threats{
		byPawn:  mine.and(m.kind[them][pieces.Pawn]).count(),
		hanging: mine.and(m.by[them]).andNot(m.by[side]).count(),
	}
	// not the Pawn's attacks: counted above; the kinds absent gather and count nothing
	e.byLesser(m.onBoard, bb{}, &m.kind[them], func(k uint8, lesser bb) {
		t.byLesser += s.kindBB[k].and(mine).and(lesser).count()
	})
	return t
}

// byLesser calls f with each kind of ranks (bits by valueRank), from the least worth
// up, and the squares attacked by the kinds of ranks worth strictly less than it (from
// attacks, by kind) and those of below.
func (e *evalTables) byLesser(ranks uint32, below bb, attacks *[32]bb, f func(k uint8, lesser bb)) {
	lesser, same, last := below, bb{}, -1
	for ; ranks != 0; ranks &= ranks - 1 {
		k := e.byValue[mbits.TrailingZeros32(ranks)]
		if v := e.worth[k]; v != last {
			lesser, same, last = lesser.or(same), bb{}, v
		}
		f(k, lesser)
		same = same.or(attacks[k])
	}
}
