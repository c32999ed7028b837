package pothole

import (
	"math/bits"
	"oddboards/pieces"

	"oddboards/rules"
)

// The piece values, in centipawns. The Bulldozer is the yardstick (100): one step, and it
// kills only by pushing a piece into a pothole or off the edge. A Dirt Devil reaches far
// round a pothole and captures, but is stuck away from one. The Car, a short-range queen,
// is the strongest unpromoted piece. A promoted piece is worth more by the reach it gains.
// The King has no material value: its fate is the game itself (the search sees that),
// and its army, which its killer takes over, is counted as the army's own pieces.
var value = func() (v [kPothole + 1]int) {
	v[kBulldozer] = 100
	v[kDirtDevil] = 130
	v[kCar] = 250
	v[kMegadozer] = 300
	v[kCyclone] = 280
	v[kRacecar] = 380
	return v
}()

// recordShare is the part of a promotion's gain a record of 0–3 landings is worth: each
// landing brings the upgrade closer, the last ones most.
var recordShare = [4]int{0, 10, 25, 45}

// kingPressure is what an enemy piece costs a King when it stands next to it (the first
// column) or two squares away (the second): with two moves a turn, a piece two squares
// away can close in and strike in one turn.
var kingPressure = func() (p [kPothole + 1][3]int) {
	p[kKing] = [3]int{0, 30, 10}
	p[kCar] = [3]int{0, 45, 30}
	p[kRacecar] = [3]int{0, 60, 45}
	p[kBulldozer] = [3]int{0, 35, 15}
	p[kMegadozer] = [3]int{0, 50, 25}
	p[kDirtDevil] = [3]int{0, 25, 10}
	p[kCyclone] = [3]int{0, 40, 20}
	return p
}()

// huntBonus is what a piece is worth for its king-move distance to the nearest enemy
// King: Kings die only where pieces reach them, and without a pull towards them an
// endgame of few pieces drifts for ever.
var huntBonus = [size]int{0, 12, 10, 8, 6, 4, 2}

// Terms of the evaluation, in centipawns.
const (
	// carRoom: a Car's reach is mostly its neighbourhood; each empty neighbour is room.
	carRoom = 4
	// devilHole: a Dirt Devil moves only round an adjacent pothole; each is a ring to use.
	devilHole = 10
	// devilStranded: with no pothole beside it, a Dirt Devil cannot move at all.
	devilStranded = 25
	// pushShare: a dozer facing an enemy piece with a pothole or the edge behind it
	// kills it with one step; the threat is worth a share (1/pushShare) of the victim.
	pushShare = 4
	// kingPushThreat: the same against a King ends that player and hands over its army.
	kingPushThreat = 250
	// kingLane: a King beside a pothole or the edge can be pushed in from the opposite
	// square; an open lane is a standing weakness, worse with an enemy dozer near it.
	kingLane     = 12
	kingLaneNear = 70
	// kingGuard: an own piece beside the King blocks lines and the squares a dozer needs.
	kingGuard = 8
	// devilRing: an enemy Dirt Devil on a ring the King is on may go round and take it.
	devilRing = 35
	// cornerHole: a corner pothole is a weapon its owner alone moves (a trap beside an
	// enemy King, a wall) and a move always at hand.
	cornerHole = 20
	// lockHeld: a centre pothole one has locked stays where one put it.
	lockHeld = 10
)

// cheb is the king-move distance between two mailbox squares.
var cheb = func() (d [nSq][nSq]uint8) {
	for a := 0; a < nSq; a++ {
		for b := 0; b < nSq; b++ {
			d[a][b] = uint8(max(abs(a%stride-b%stride), abs(a/stride-b/stride)))
		}
	}
	return d
}()

// dead reports whether a piece pushed onto a square holding v dies: a pothole, a missing
// cell or off the board.
func dead(v uint8) bool { return v >= holeBase }

// eval scores the state for seat p: p's own score less a blend of the opponents' (their
// average and their best, so that p neither ignores the leader nor fixes on one rival).
// Dead opponents count as 0: their armies now belong to their killers.
func (s *state) eval(p int) int {
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
		sc[q] += value[pc.kind]
		if n := bits.OnesCount8(pc.marks); n > 0 {
			sc[q] += (value[promoted(pc.kind)] - value[pc.kind]) * recordShare[n] / 100
		}
		switch pc.kind {
		case kCar, kRacecar:
			for _, d := range dirs {
				if s.sq[at+d] == empty {
					sc[q] += carRoom
				}
			}
		case kDirtDevil, kCyclone:
			sc[q] += s.devilTerms(at, q, &kingAt, &sc)
		case kBulldozer, kMegadozer:
			sc[q] += s.pushThreats(at, q, pc.kind == kMegadozer)
		}
		// Pressure on the enemy Kings near this piece, and its pull towards the nearest.
		nearest := uint8(size - 1)
		for e := 0; e < 4; e++ {
			if e == q || s.king[e] == 0 {
				continue
			}
			d := cheb[at][kingAt[e]]
			if d <= 2 {
				sc[e] -= kingPressure[pc.kind][d]
			}
			nearest = min(nearest, d)
		}
		if pc.kind != kKing {
			sc[q] += huntBonus[nearest]
		}
	}
	for q := 0; q < 4; q++ {
		if s.king[q] != 0 {
			sc[q] += s.kingSafety(q, kingAt[q])
		}
	}
	for i := 0; i < 4; i++ {
		if s.hole[i] != 0 && s.holeOwn[i] >= 0 {
			sc[s.holeOwn[i]] += cornerHole
		}
	}
	for _, by := range s.lockBy {
		if by >= 0 {
			sc[by] += lockHeld
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

// devilTerms scores a Dirt Devil (or Cyclone) of seat q on at: its rings, and the enemy
// Kings on them (the devil's threats are charged to those Kings' scores in sc).
func (s *state) devilTerms(at, q int, kingAt *[4]int, sc *[4]int) int {
	holes := 0
	for _, d := range dirs {
		h := at + d
		if !isHole(s.sq[h]) {
			continue
		}
		holes++
		for e := 0; e < 4; e++ {
			if e != q && s.king[e] != 0 && cheb[h][kingAt[e]] == 1 {
				sc[e] -= devilRing
			}
		}
	}
	if holes == 0 {
		return -devilStranded
	}
	return holes * devilHole
}

// pushThreats is what a dozer of seat q on at threatens: a step onto an enemy piece that
// has a pothole or the edge behind it (for a Megadozer, behind the line of pieces it
// pushes) kills it.
func (s *state) pushThreats(at, q int, mega bool) int {
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
			score += kingPushThreat
		default:
			score += value[victim.kind] / pushShare
		}
	}
	return score
}

// kingSafety scores seat q's King on at: open lanes to a pothole or the edge, enemy
// dozers that could use them, and own pieces standing guard.
func (s *state) kingSafety(q, at int) int {
	score := 0
	for _, d := range dirs {
		v := s.sq[at+d]
		if isPiece(v) && int(s.pc[v-1].owner) == q {
			score += kingGuard
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
			score -= kingPushThreat
			continue
		}
		score -= kingLane
		for _, e := range dirs {
			x := s.sq[from+e]
			if !isPiece(x) {
				continue
			}
			if pc := &s.pc[x-1]; int(pc.owner) != q && isDozer(pc.kind) {
				score -= kingLaneNear
				break
			}
		}
	}
	return score
}

func isDozer(k uint8) bool { return k == kBulldozer || k == kMegadozer }

var _ rules.Weigher = (*Position)(nil)

// Material is the value of pl's pieces on the board, the King (worth nothing) aside.
func (p *Position) Material(pl rules.Player) int {
	s := &p.st
	sum := 0
	for i := 0; i < int(s.npc); i++ {
		if pc := &s.pc[i]; pc.sq != 0 && int(pc.owner) == int(pl) {
			sum += value[pc.kind]
		}
	}
	return sum
}

// valueOf is the evaluation's value of k (value): the game's kinds are pieces.Kind's.
func valueOf(k pieces.Kind) int {
	if int(k) < len(value) {
		return value[k]
	}
	return 0
}
