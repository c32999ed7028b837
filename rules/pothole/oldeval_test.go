package pothole

import "math/bits"

// The evaluation as it was before its weights were made weights, kept (renamed) so that
// defaultWeights can be shown to reproduce it.

var oldValue = func() (v [kPothole + 1]int) {
	v[kBulldozer] = 100
	v[kDirtDevil] = 130
	v[kCar] = 250
	v[kMegadozer] = 300
	v[kCyclone] = 280
	v[kRacecar] = 380
	return v
}()

// oldRecordShare is the part of a promotion's gain a record of 0–3 landings is worth: each
// landing brings the upgrade closer, the last ones most.
var oldRecordShare = [4]int{0, 10, 25, 45}

// oldKingPressure is what an enemy piece costs a King when it stands next to it (the first
// column) or two squares away (the second): with two moves a turn, a piece two squares
// away can close in and strike in one turn.
var oldKingPressure = func() (p [kPothole + 1][3]int) {
	p[kKing] = [3]int{0, 30, 10}
	p[kCar] = [3]int{0, 45, 30}
	p[kRacecar] = [3]int{0, 60, 45}
	p[kBulldozer] = [3]int{0, 35, 15}
	p[kMegadozer] = [3]int{0, 50, 25}
	p[kDirtDevil] = [3]int{0, 25, 10}
	p[kCyclone] = [3]int{0, 40, 20}
	return p
}()

// oldHuntBonus is what a piece is worth for its king-move distance to the nearest enemy
// King: Kings die only where pieces reach them, and without a pull towards them an
// endgame of few pieces drifts for ever.
var oldHuntBonus = [size]int{0, 12, 10, 8, 6, 4, 2}

// Terms of the evaluation, in centipawns.
const (
	// oldCarRoom: a Car's reach is mostly its neighbourhood; each empty neighbour is room.
	oldCarRoom = 4
	// oldDevilHole: a Dirt Devil moves only round an adjacent pothole; each is a ring to use.
	oldDevilHole = 10
	// oldDevilStranded: with no pothole beside it, a Dirt Devil cannot move at all.
	oldDevilStranded = 25
	// oldPushShare: a dozer facing an enemy piece with a pothole or the edge behind it
	// kills it with one step; the threat is worth a share (1/oldPushShare) of the victim.
	oldPushShare = 4
	// oldKingPushThreat: the same against a King ends that player and hands over its army.
	oldKingPushThreat = 250
	// oldKingLane: a King beside a pothole or the edge can be pushed in from the opposite
	// square; an open lane is a standing weakness, worse with an enemy dozer near it.
	oldKingLane     = 12
	oldKingLaneNear = 70
	// oldKingGuard: an own piece beside the King blocks lines and the squares a dozer needs.
	oldKingGuard = 8
	// oldDevilRing: an enemy Dirt Devil on a ring the King is on may go round and take it.
	oldDevilRing = 35
	// oldCornerHole: a corner pothole is a weapon its owner alone moves (a trap beside an
	// enemy King, a wall) and a move always at hand.
	oldCornerHole = 20
	// oldLockHeld: a centre pothole one has locked stays where one put it.
	oldLockHeld = 10
)

// eval scores the state for seat p: p's own score less a blend of the opponents' (their
// average and their best, so that p neither ignores the leader nor fixes on one rival).
// Dead opponents count as 0: their armies now belong to their killers.
func (s *state) oldEval(p int) int {
	var sc [4]int
	var kingAt [4]int
	for q, k := range s.king {
		if k != 0 {
			kingAt[q] = int(s.pc[k-1].sq)
		}
	}
	for i := 0; i < int(s.npc); i++ {
		pc := &s.pc[i]
		if pc.sq == 0 {
			continue
		}
		q, at := int(pc.owner), int(pc.sq)
		sc[q] += oldValue[pc.kind]
		if n := bits.OnesCount8(pc.marks); n > 0 {
			sc[q] += (oldValue[promoted(pc.kind)] - oldValue[pc.kind]) * oldRecordShare[n] / 100
		}
		switch pc.kind {
		case kCar, kRacecar:
			for _, d := range dirs {
				if s.sq[at+d] == empty {
					sc[q] += oldCarRoom
				}
			}
		case kDirtDevil, kCyclone:
			sc[q] += s.oldDevilTerms(at, q, &kingAt, &sc)
		case kBulldozer, kMegadozer:
			sc[q] += s.oldPushThreats(at, q, pc.kind == kMegadozer)
		}
		// Pressure on the enemy Kings near this piece, and its pull towards the nearest.
		nearest := uint8(size - 1)
		for e := 0; e < 4; e++ {
			if e == q || s.king[e] == 0 {
				continue
			}
			d := cheb[at][kingAt[e]]
			if d <= 2 {
				sc[e] -= oldKingPressure[pc.kind][d]
			}
			nearest = min(nearest, d)
		}
		if pc.kind != kKing {
			sc[q] += oldHuntBonus[nearest]
		}
	}
	for q := 0; q < 4; q++ {
		if s.king[q] != 0 {
			sc[q] += s.oldKingSafety(q, kingAt[q])
		}
	}
	for i := 0; i < 4; i++ {
		if s.hole[i] != 0 && s.holeOwn[i] >= 0 {
			sc[s.holeOwn[i]] += oldCornerHole
		}
	}
	for _, by := range s.lockBy {
		if by >= 0 {
			sc[by] += oldLockHeld
		}
	}
	best, sum, n := 0, 0, 0
	for q := 0; q < 4; q++ {
		if q == p || s.king[q] == 0 {
			continue
		}
		if n == 0 || sc[q] > best {
			best = sc[q]
		}
		sum += sc[q]
		n++
	}
	if n == 0 {
		return sc[p]
	}
	return sc[p] - (best+sum/3)/2
}

// oldDevilTerms scores a Dirt Devil (or Cyclone) of seat q on at: its rings, and the enemy
// Kings on them (the devil's threats are charged to those Kings' scores in sc).
func (s *state) oldDevilTerms(at, q int, kingAt *[4]int, sc *[4]int) int {
	holes := 0
	for _, d := range dirs {
		h := at + d
		if !isHole(s.sq[h]) {
			continue
		}
		holes++
		for e := 0; e < 4; e++ {
			if e != q && s.king[e] != 0 && cheb[h][kingAt[e]] == 1 {
				sc[e] -= oldDevilRing
			}
		}
	}
	if holes == 0 {
		return -oldDevilStranded
	}
	return holes * oldDevilHole
}

// oldPushThreats is what a dozer of seat q on at threatens: a step onto an enemy piece that
// has a pothole or the edge behind it (for a Megadozer, behind the line of pieces it
// pushes) kills it.
func (s *state) oldPushThreats(at, q int, mega bool) int {
	score := 0
	for _, d := range dirs {
		t := at + d
		v := s.sq[t]
		if !isPiece(v) {
			continue
		}
		for mega && isPiece(s.sq[t+d]) {
			t += d
			v = s.sq[t]
		}
		if !dead(s.sq[t+d]) {
			continue
		}
		victim := &s.pc[v-1]
		switch {
		case int(victim.owner) == q:
		case victim.kind == kKing:
			score += oldKingPushThreat
		default:
			score += oldValue[victim.kind] / oldPushShare
		}
	}
	return score
}

// oldKingSafety scores seat q's King on at: open lanes to a pothole or the edge, enemy
// dozers that could use them, and own pieces standing guard.
func (s *state) oldKingSafety(q, at int) int {
	score := 0
	for _, d := range dirs {
		v := s.sq[at+d]
		if isPiece(v) && int(s.pc[v-1].owner) == q {
			score += oldKingGuard
		}
		if !dead(v) {
			continue
		}
		// The pusher would come from at-d.
		from := at - d
		w := s.sq[from]
		if dead(w) || isPiece(w) && int(s.pc[w-1].owner) == q {
			continue
		}
		if isPiece(w) && isDozer(s.pc[w-1].kind) {
			score -= oldKingPushThreat
			continue
		}
		score -= oldKingLane
		for _, e := range dirs {
			x := s.sq[from+e]
			if !isPiece(x) {
				continue
			}
			if pc := &s.pc[x-1]; int(pc.owner) != q && isDozer(pc.kind) {
				score -= oldKingLaneNear
				break
			}
		}
	}
	return score
}
