package pothole

import (
	"fmt"
	"math/bits"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/tune"
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

// weights are the evaluation's weights, in centipawns unless said otherwise.
type weights struct {
	Value [kPothole + 1]int // by kind; the Bulldozer's (100) is the scale, the King has none
	// Record is what a record of 1–3 landings is worth to a piece that promotes, by
	// its kind: a part of the promotion's gain, as each landing brings the upgrade
	// closer, the last ones most.
	Record [kPothole + 1][4]int
	// KingPressure is what an enemy piece, by kind, costs a King when it stands next to
	// it (distance 1) or two squares away (2): with two moves a turn, a piece two squares
	// away can close in and strike in one turn.
	KingPressure [kPothole + 1][3]int
	// Hunt is what a piece is worth by its king-move distance to the nearest enemy King:
	// Kings die only where pieces reach them, and without a pull towards them an
	// endgame of few pieces drifts for ever.
	Hunt [size]int
	// CarRoom: a Car's reach is mostly its neighbourhood; each empty neighbour is room.
	CarRoom int
	// DevilHole: a Dirt Devil moves only round an adjacent pothole; each is a ring to
	// use. DevilStranded: with no pothole beside it, it cannot move at all.
	DevilHole, DevilStranded int
	// Push: a dozer facing an enemy piece with a pothole or the edge behind it kills it
	// with one step; the threat is worth a share of the victim, by its kind.
	Push [kPothole + 1]int
	// KingPushThreat: the same against a King ends that player and hands over its army.
	KingPushThreat int
	// KingLane: a King beside a pothole or the edge can be pushed in from the opposite
	// square; an open lane is a standing weakness, worse (KingLaneNear) with an enemy
	// dozer near it.
	KingLane, KingLaneNear int
	// KingGuard: an own piece beside the King blocks lines and the squares a dozer needs.
	KingGuard int
	// DevilRing: an enemy Dirt Devil on a ring the King is on may go round and take it.
	DevilRing int
	// CornerHole: a corner pothole is a weapon its owner alone moves (a trap beside an
	// enemy King, a wall) and a move always at hand.
	CornerHole int
	// LockHeld: a centre pothole one has locked stays where one put it.
	LockHeld int
}

// defaultWeights are the hand-set weights.
func defaultWeights() weights {
	w := weights{
		Value:   value,
		Hunt:    [size]int{0, 12, 10, 8, 6, 4, 2},
		CarRoom: 4, DevilHole: 10, DevilStranded: 25, KingPushThreat: 250,
		KingLane: 12, KingLaneNear: 70, KingGuard: 8, DevilRing: 35, CornerHole: 20, LockHeld: 10,
	}
	w.KingPressure[kKing] = [3]int{0, 30, 10}
	w.KingPressure[kCar] = [3]int{0, 45, 30}
	w.KingPressure[kRacecar] = [3]int{0, 60, 45}
	w.KingPressure[kBulldozer] = [3]int{0, 35, 15}
	w.KingPressure[kMegadozer] = [3]int{0, 50, 25}
	w.KingPressure[kDirtDevil] = [3]int{0, 25, 10}
	w.KingPressure[kCyclone] = [3]int{0, 40, 20}
	for _, k := range pieceKinds[1:] {
		w.Push[k] = value[k] / 4
		if p := promoted(k); p != 0 {
			for n, share := range [4]int{0, 10, 25, 45} { // percent of the gain
				w.Record[k][n] = (value[p] - value[k]) * share / 100
			}
		}
	}
	return w
}

// pieceKinds are the kinds on the board that move, the King first.
var pieceKinds = [...]uint8{kKing, kCar, kRacecar, kBulldozer, kMegadozer, kDirtDevil, kCyclone}

// terms lists w's weights by name, in a fixed order: a weights file names them so. The
// Bulldozer's value is held: it is the scale.
func (w *weights) terms() []tune.Term {
	var ts []tune.Term
	for _, k := range pieceKinds[1:] {
		ts = append(ts, tune.Term{Name: "value " + kindTable.Name(pieces.Kind(k)), P: &w.Value[k], Fixed: k == kBulldozer})
	}
	for _, k := range pieceKinds[1:] {
		if promoted(k) != 0 {
			for n := 1; n < len(w.Record[k]); n++ {
				ts = append(ts, tune.Term{Name: fmt.Sprintf("record %s %d", kindTable.Name(pieces.Kind(k)), n), P: &w.Record[k][n]})
			}
		}
	}
	for _, k := range pieceKinds[1:] {
		ts = append(ts, tune.Term{Name: "push " + kindTable.Name(pieces.Kind(k)), P: &w.Push[k]})
	}
	for _, k := range pieceKinds {
		for d := 1; d <= 2; d++ {
			ts = append(ts, tune.Term{Name: fmt.Sprintf("king pressure %s %d", kindTable.Name(pieces.Kind(k)), d), P: &w.KingPressure[k][d]})
		}
	}
	for d := 1; d < len(w.Hunt); d++ {
		ts = append(ts, tune.Term{Name: fmt.Sprintf("hunt %d", d), P: &w.Hunt[d]})
	}
	return append(ts,
		tune.Term{Name: "car room", P: &w.CarRoom},
		tune.Term{Name: "devil hole", P: &w.DevilHole},
		tune.Term{Name: "devil stranded", P: &w.DevilStranded},
		tune.Term{Name: "king push threat", P: &w.KingPushThreat},
		tune.Term{Name: "king lane", P: &w.KingLane},
		tune.Term{Name: "king lane near", P: &w.KingLaneNear},
		tune.Term{Name: "king guard", P: &w.KingGuard},
		tune.Term{Name: "devil ring", P: &w.DevilRing},
		tune.Term{Name: "corner hole", P: &w.CornerHole},
		tune.Term{Name: "lock held", P: &w.LockHeld},
	)
}

// playingWeights are the weights the computer plays with: the hand-set ones overlaid
// with those `oddboards tune` fitted (tunedWeights, in weights.go).
var playingWeights = tune.PlayingOnce("pothole", defaultWeights, (*weights).terms, tunedWeights)

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

// eval scores the state for seat p with the weights the computer plays with (evalWith).
func (s *state) eval(p int) int { return s.evalWith(p, playingWeights()) }

// evalWith scores the state for seat p under weights w: p's own score less a blend of
// the opponents' (their average and their best, so that p neither ignores the leader
// nor fixes on one rival). Dead opponents count as 0: their armies now belong to their
// killers.
func (s *state) evalWith(p int, w *weights) int {
	sc := s.scores(w)
	return s.combine(&sc, p)
}

// scores are each seat's own score under w, before they are set against each other.
func (s *state) scores(w *weights) [4]int {
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
		sc[q] += w.Value[pc.kind]
		if n := bits.OnesCount8(pc.marks); n > 0 {
			sc[q] += w.Record[pc.kind][n]
		}
		switch pc.kind {
		case kCar, kRacecar:
			for _, d := range dirs {
				if s.sq[at+d] == empty {
					sc[q] += w.CarRoom
				}
			}
		case kDirtDevil, kCyclone:
			sc[q] += s.devilTerms(w, at, q, &kingAt, &sc)
		case kBulldozer, kMegadozer:
			sc[q] += s.pushThreats(w, at, q, pc.kind == kMegadozer)
		}
		// Pressure on the enemy Kings near this piece, and its pull towards the nearest.
		nearest := uint8(size - 1)
		for e := 0; e < 4; e++ {
			if e == q || s.king[e] == 0 {
				continue
			}
			d := cheb[at][kingAt[e]]
			if d <= 2 {
				sc[e] -= w.KingPressure[pc.kind][d]
			}
			nearest = min(nearest, d)
		}
		if pc.kind != kKing {
			sc[q] += w.Hunt[nearest]
		}
	}
	for q := 0; q < 4; q++ {
		if s.king[q] != 0 {
			sc[q] += s.kingSafety(w, q, kingAt[q])
		}
	}
	for i := 0; i < 4; i++ {
		if s.hole[i] != 0 && s.holeOwn[i] >= 0 {
			sc[s.holeOwn[i]] += w.CornerHole
		}
	}
	for _, by := range s.lockBy {
		if by >= 0 {
			sc[by] += w.LockHeld
		}
	}
	return sc
}

// combine is seat p's score less a blend of its live opponents'.
func (s *state) combine(sc *[4]int, p int) int {
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
func (s *state) devilTerms(w *weights, at, q int, kingAt *[4]int, sc *[4]int) int {
	holes := 0
	for _, d := range dirs {
		h := at + d
		if !isHole(s.sq[h]) {
			continue
		}
		holes++
		for e := 0; e < 4; e++ {
			if e != q && s.king[e] != 0 && cheb[h][kingAt[e]] == 1 {
				sc[e] -= w.DevilRing
			}
		}
	}
	if holes == 0 {
		return -w.DevilStranded
	}
	return holes * w.DevilHole
}

// pushThreats is what a dozer of seat q on at threatens: a step onto an enemy piece that
// has a pothole or the edge behind it (for a Megadozer, behind the line of pieces it
// pushes) kills it.
func (s *state) pushThreats(w *weights, at, q int, mega bool) int {
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
			score += w.KingPushThreat
		default:
			score += w.Push[victim.kind]
		}
	}
	return score
}

// kingSafety scores seat q's King on at: open lanes to a pothole or the edge, enemy
// dozers that could use them, and own pieces standing guard.
func (s *state) kingSafety(w *weights, q, at int) int {
	score := 0
	for _, d := range dirs {
		v := s.sq[at+d]
		if isPiece(v) && int(s.pc[v-1].owner) == q {
			score += w.KingGuard
		}
		if !dead(v) {
			continue
		}
		// The pusher would come from at-d.
		from := at - d
		pusher := s.sq[from]
		if dead(pusher) || isPiece(pusher) && int(s.pc[pusher-1].owner) == q {
			continue
		}
		if isPiece(pusher) && isDozer(s.pc[pusher-1].kind) {
			score -= w.KingPushThreat
			continue
		}
		score -= w.KingLane
		for _, e := range dirs {
			x := s.sq[from+e]
			if !isPiece(x) {
				continue
			}
			if pc := &s.pc[x-1]; int(pc.owner) != q && isDozer(pc.kind) {
				score -= w.KingLaneNear
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
