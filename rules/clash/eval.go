package clash

import (
	"math/bits"

	"oddboards/pieces"
)

// The evaluation, in centipawns (a Droid is 100), from one side's view: its terms less
// the opponent's.
//
//   - Material: each kind's value (see value). Commanders are counted apart, by how many
//     a side has left (cmdWorth): the game is lost with the last one, so each one fewer
//     costs more than the one before.
//   - Promotion: Droids, Hawks and Factors gain as they advance toward the far row
//     (rank 9 for White, rank 1 for Black), where they become Slicers.
//   - Leave-behind: a Factor or Commander makes a new piece with every forward step, so
//     each is worth a little for each rank it can still step through.
//   - Mobility proxy: Hawks, Brutes and Slicers gain on nodes with many lines (how many
//     nodes they reach on an empty board), tables computed once from the board.
//   - Commander safety: enemy capturers next to or two steps from a Commander cost, own
//     pieces beside it guard it; the fewer Commanders a side has, the more this weighs.
//
// The piece-and-node terms sit in one table, so the evaluation is a pass over the
// occupied nodes plus a few mask counts per Commander.

// value is each kind's material. A Hawk captures in every direction where a Droid only
// sideways and back; a Factor keeps making pieces; a Brute takes within two steps; a
// Slicer sweeps whole lines. Commanders are in cmdWorth.
var value = [8]int{kDroid: 100, kHawk: 130, kFactor: 160, kBrute: 280, kSlicer: 450}

// cmdWorth is a side's worth in Commanders by how many it has left: the last one is the
// game itself (the search sees its loss), the others ever dearer as they dwindle.
var cmdWorth = [...]int{0, 0, 550, 1000, 1400}

// cmdDanger weighs the safety term by how many Commanders the side has left.
var cmdDanger = [...]int{0, 4, 2, 1, 1}

// Pieces a Commander fears next to it and two steps away, and the guard of own pieces.
const (
	threatBrute1, threatHawk1, threatDroid1, threatSlicer1 = 45, 35, 25, 40
	threatBrute2, threatHawk2                              = 30, 12
	threatSlicerLine                                       = 25
	guard, maxGuards                                       = 10, 3
)

var (
	// pst[code][node] holds every piece-and-node term from White's view (Black's
	// pieces negative).
	pst [16][nNodes]int32
	// ring2[n] is the nodes two line steps from n and not one; lineMask[n] every node
	// on a straight line through n.
	ring2, lineMask [nNodes]uint64
)

// init builds the tables from the board's, which board.go's init has filled: the go tool
// runs a package's init functions in file-name order.
func init() {
	if nbMask[0] == 0 {
		panic("clash: the evaluation tables need the board's")
	}
	var reach2, lineLen [nNodes]int
	for n := 0; n < nNodes; n++ {
		var r uint64
		for m := nbMask[n]; m != 0; m &= m - 1 {
			r |= nbMask[bits.TrailingZeros64(m)]
		}
		ring2[n] = r &^ nbMask[n] &^ (1 << n)
		reach2[n] = bits.OnesCount64(r | nbMask[n]&^(1<<n))
		for d := 0; d < nDirs; d++ {
			for t := step[n][d]; t >= 0; t = step[t][d] {
				lineMask[n] |= 1 << t
				lineLen[n]++
			}
		}
	}
	avg := func(xs []int) int {
		s := 0
		for _, x := range xs {
			s += x
		}
		return s / len(xs)
	}
	var deg [nNodes]int
	for n := range deg {
		deg[n] = bits.OnesCount64(nbMask[n])
	}
	avgDeg, avgReach, avgLine := avg(deg[:]), avg(reach2[:]), avg(lineLen[:])
	// Advancement of a Droid or Hawk by rank from its own side: the nearer the far row,
	// the nearer a Slicer (rank 8 from home is already one).
	adv := [9]int{0, 0, 4, 8, 14, 24, 38, 60, 0}
	for side := uint8(0); side < 2; side++ {
		for n := 0; n < nNodes; n++ {
			r := int(rankOf[n])
			if side == 1 {
				r = 8 - r
			}
			left := 8 - r // ranks it can still step through
			terms := [8]int{
				kDroid:     value[kDroid] + adv[r] + 2*(deg[n]-avgDeg),
				kHawk:      value[kHawk] + adv[r] + 5*(deg[n]-avgDeg),
				kFactor:    value[kFactor] + 12*left + adv[r],
				kCommander: 10 * left,
				kBrute:     value[kBrute] + 4*(reach2[n]-avgReach),
				kSlicer:    value[kSlicer] + 3*(lineLen[n]-avgLine),
			}
			for k := kDroid; k <= kSlicer; k++ {
				v := int32(terms[k])
				if side == 1 {
					v = -v
				}
				pst[k|side*blackBit][n] = v
			}
		}
	}
}

// Eval scores the position for seat p.
func (t *thinker) Eval(p int) int {
	v := t.cur().eval()
	if p == 1 {
		return -v
	}
	return v
}

// eval is the evaluation from White's view.
func (s *state) eval() int {
	var masks [16]uint64 // the nodes of each piece code
	score := 0
	for occ := s.occ; occ != 0; occ &= occ - 1 {
		n := bits.TrailingZeros64(occ)
		v := s.sq[n]
		score += int(pst[v][n])
		masks[v] |= 1 << n
	}
	score += worth(s.cmd[0]) - worth(s.cmd[1])
	for side := uint8(0); side < 2; side++ {
		danger := s.danger(&masks, side)
		if side == 1 {
			danger = -danger
		}
		score -= danger
	}
	return score
}

func worth(n int8) int {
	if int(n) < len(cmdWorth) {
		return cmdWorth[n]
	}
	return cmdWorth[len(cmdWorth)-1] + 350*(int(n)-len(cmdWorth)+1)
}

// danger is how exposed side's Commanders are, weighed by how few it has: enemy Brutes,
// Hawks, Droids and Slicers beside them, Brutes and Hawks two steps off, Slicers on
// their lines; less a few own pieces beside each, which block lines and answer captures.
func (s *state) danger(masks *[16]uint64, side uint8) int {
	col, foe := side*blackBit, (side^1)*blackBit
	var own uint64
	for k := kDroid; k <= kSlicer; k++ {
		own |= masks[k|col]
	}
	brutes, hawks := masks[kBrute|foe], masks[kHawk|foe]
	droids, slicers := masks[kDroid|foe], masks[kSlicer|foe]
	total := 0
	for c := masks[kCommander|col]; c != 0; c &= c - 1 {
		n := bits.TrailingZeros64(c)
		nb, r2 := nbMask[n], ring2[n]
		d := threatBrute1*bits.OnesCount64(nb&brutes) +
			threatHawk1*bits.OnesCount64(nb&hawks) +
			threatDroid1*bits.OnesCount64(nb&droids) +
			threatSlicer1*bits.OnesCount64(nb&slicers) +
			threatBrute2*bits.OnesCount64(r2&brutes) +
			threatHawk2*bits.OnesCount64(r2&hawks) +
			threatSlicerLine*bits.OnesCount64(lineMask[n]&^nb&slicers)
		d -= guard * min(bits.OnesCount64(nb&own), maxGuards)
		total += d
	}
	return total * cmdDanger[min(int(s.cmd[side]), len(cmdDanger)-1)]
}

// valueOf is the evaluation's value of k (value); Commanders are counted apart.
func valueOf(k pieces.Kind) int {
	for i, kk := range kindOf {
		if kk == k && k != pieces.None {
			return value[i]
		}
	}
	return 0
}
