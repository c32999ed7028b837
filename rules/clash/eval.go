package clash

import (
	"fmt"
	"math/bits"

	"oddboards/pieces"
	"oddboards/rules/tune"
)

// The evaluation, in centipawns (a Droid is 100), from one side's view: its terms less
// the opponent's.
//
//   - Material: each kind's value (see value). Commanders are counted apart, by how many
//     a side has left (Weights.Commanders): the game is lost with the last one, so each one fewer
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
// occupied nodes plus a few mask counts per Commander. The weights are defaultWeights,
// set by hand, overlaid with the ones `oddboards tune` fitted to games' results
// (tunedWeights, in weights.go).

// value is each kind's material as the help cards give it, and the evaluation's by
// default (Weights.Value). A Hawk captures in every direction where a Droid only
// sideways and back; a Factor keeps making pieces; a Brute takes within two steps; a
// Slicer sweeps whole lines. Commanders are in Weights.Commanders.
var value = [8]int{kDroid: 100, kHawk: 130, kFactor: 160, kBrute: 280, kSlicer: 450}

// cmdDanger weighs the safety term by how many Commanders the side has left. It
// multiplies the threat weights, so it is held: the terms stay linear in the weights.
var cmdDanger = [...]int{0, 4, 2, 1, 1}

// maxCmd is the most Commanders a side starts with, and so has: none is ever made.
const maxCmd = 4

// weights are the evaluation's weights, in centipawns.
type weights struct {
	Value [8]int // material by kind; the Droid's (100) is the scale
	// Advance is a Droid's, Hawk's or Factor's bonus by the ranks it has advanced from
	// its own side (0, 1 and 8 unused: rank 8 from home is the far row).
	Advance [9]int
	// Mobility is, per kind, the bonus per unit of its node's lines over the board's
	// average: neighbours for Droids and Hawks, nodes within two steps for Brutes,
	// nodes on its lines for Slicers.
	Mobility [8]int
	// LeaveBehind is a Factor's and a Commander's bonus per rank it can still step
	// through, making a piece at each.
	LeaveBehind [8]int
	// Commanders is a side's worth in Commanders by how many it has left: the last one
	// is the game itself (the search sees its loss), the others ever dearer as they
	// dwindle (0 and 1 unused). Beyond is each one more than maxCmd (only a composed
	// position has them).
	Commanders [maxCmd + 1]int
	Beyond     int
	// Next is the threat of an enemy piece of each kind next to a Commander, Two that
	// of one two steps off, SlicerLine an enemy Slicer further along its lines; Guard
	// the shelter of each own piece beside it, up to maxGuards. The sum is weighed by
	// cmdDanger.
	Next, Two  [8]int
	SlicerLine int
	Guard      int
}

// nextKinds and twoKinds are the enemy kinds the safety term counts next to a
// Commander and two steps off (Weights.Next and Two).
var (
	nextKinds = [...]uint8{kDroid, kHawk, kBrute, kSlicer}
	twoKinds  = [...]uint8{kHawk, kBrute}
)

// maxGuards is the most own pieces beside a Commander that count as guards.
const maxGuards = 3

// defaultWeights are the hand-set weights.
func defaultWeights() weights {
	return weights{
		Value:       value,
		Advance:     [9]int{0, 0, 4, 8, 14, 24, 38, 60, 0},
		Mobility:    [8]int{kDroid: 2, kHawk: 5, kBrute: 4, kSlicer: 3},
		LeaveBehind: [8]int{kFactor: 12, kCommander: 10},
		Commanders:  [maxCmd + 1]int{0, 0, 550, 1000, 1400},
		Beyond:      350,
		Next:        [8]int{kBrute: 45, kHawk: 35, kDroid: 25, kSlicer: 40},
		Two:         [8]int{kBrute: 30, kHawk: 12},
		SlicerLine:  25,
		Guard:       10,
	}
}

// terms lists w's weights by name, in a fixed order: a weights file names them so.
// Held ones are not fitted: the Droid's value is the scale, and no game played has
// more than four Commanders.
func (w *weights) terms() []tune.Term {
	var ts []tune.Term
	name := func(k uint8) string { return kindTable.Name(kindOf[k]) }
	for _, k := range []uint8{kDroid, kHawk, kFactor, kBrute, kSlicer} {
		ts = append(ts, tune.Term{Name: "value " + name(k), P: &w.Value[k], Fixed: k == kDroid})
	}
	for r := 2; r <= 7; r++ {
		ts = append(ts, tune.Term{Name: fmt.Sprintf("advance %d", r), P: &w.Advance[r]})
	}
	for _, k := range []uint8{kDroid, kHawk, kBrute, kSlicer} {
		ts = append(ts, tune.Term{Name: "mobility " + name(k), P: &w.Mobility[k]})
	}
	for _, k := range []uint8{kFactor, kCommander} {
		ts = append(ts, tune.Term{Name: "leave-behind " + name(k), P: &w.LeaveBehind[k]})
	}
	for n := 2; n <= maxCmd; n++ {
		ts = append(ts, tune.Term{Name: fmt.Sprintf("commanders %d", n), P: &w.Commanders[n]})
	}
	ts = append(ts, tune.Term{Name: "commanders beyond", P: &w.Beyond, Fixed: true})
	for _, k := range nextKinds {
		ts = append(ts, tune.Term{Name: "threat next " + name(k), P: &w.Next[k]})
	}
	for _, k := range twoKinds {
		ts = append(ts, tune.Term{Name: "threat two " + name(k), P: &w.Two[k]})
	}
	return append(ts,
		tune.Term{Name: "threat line Slicer", P: &w.SlicerLine},
		tune.Term{Name: "guard", P: &w.Guard},
	)
}

// playingWeights are the weights the computer plays with: defaultWeights overlaid with
// weights.go's tunedWeights.
func playingWeights() weights {
	return tune.Playing("clash", defaultWeights(), (*weights).terms, tunedWeights())
}

// geometry holds the evaluation's tables that come from the board alone.
type geometry struct {
	// lines[k][n] is kind k's measure of node n less the board's average (see
	// weights.Mobility).
	lines [8][nNodes]int
	// ring2[n] is the nodes two line steps from n and not one; lineMask[n] every node
	// on a straight line through n.
	ring2, lineMask [nNodes]uint64
}

// evalTables are the evaluation's tables for one set of weights.
type evalTables struct {
	// pst[code][node] holds every piece-and-node term from White's view (Black's
	// pieces negative).
	pst               [16][nNodes]int32
	commanders        [maxCmd + 1]int
	beyond            int
	next, two         [8]int
	slicerLine, guard int
}

var (
	geo geometry
	// playing are the tables of playingWeights.
	playing evalTables
)

// init builds the tables from the board's, which board.go's init has filled: the go tool
// runs a package's init functions in file-name order.
func init() {
	if nbMask[0] == 0 {
		panic("clash: the evaluation tables need the board's")
	}
	geo = newGeometry()
	playing = newEvalTables(playingWeights())
}

func newGeometry() geometry {
	var g geometry
	var deg, reach2, lineLen [nNodes]int
	for n := 0; n < nNodes; n++ {
		var r uint64
		for m := nbMask[n]; m != 0; m &= m - 1 {
			r |= nbMask[bits.TrailingZeros64(m)]
		}
		g.ring2[n] = r &^ nbMask[n] &^ (1 << n)
		reach2[n] = bits.OnesCount64(r | nbMask[n]&^(1<<n))
		deg[n] = bits.OnesCount64(nbMask[n])
		for d := 0; d < nDirs; d++ {
			for t := step[n][d]; t >= 0; t = step[t][d] {
				g.lineMask[n] |= 1 << t
				lineLen[n]++
			}
		}
	}
	for k, xs := range map[uint8]*[nNodes]int{kDroid: &deg, kHawk: &deg, kBrute: &reach2, kSlicer: &lineLen} {
		avg := 0
		for _, x := range xs {
			avg += x
		}
		avg /= nNodes
		for n, x := range xs {
			g.lines[k][n] = x - avg
		}
	}
	return g
}

// ownRank is node n's rank counted from side's own first row (0 to 8).
func ownRank(side uint8, n int) int {
	if side == 1 {
		return 8 - int(rankOf[n])
	}
	return int(rankOf[n])
}

func newEvalTables(w weights) evalTables {
	e := evalTables{commanders: w.Commanders, beyond: w.Beyond, next: w.Next, two: w.Two,
		slicerLine: w.SlicerLine, guard: w.Guard}
	for side := uint8(0); side < 2; side++ {
		for n := 0; n < nNodes; n++ {
			r := ownRank(side, n)
			left := 8 - r // ranks it can still step through
			for k := kDroid; k <= kSlicer; k++ {
				v := w.Value[k] + w.Mobility[k]*geo.lines[k][n] + w.LeaveBehind[k]*left
				if k <= kFactor {
					v += w.Advance[r]
				}
				if side == 1 {
					v = -v
				}
				e.pst[k|side*blackBit][n] = int32(v)
			}
		}
	}
	return e
}

// Eval scores the position for seat p.
func (t *thinker) Eval(p int) int {
	v := t.cur().eval(&playing)
	if p == 1 {
		return -v
	}
	return v
}

// eval is the evaluation from White's view under e's weights.
func (s *state) eval(e *evalTables) int {
	var masks [16]uint64 // the nodes of each piece code
	score := 0
	for occ := s.occ; occ != 0; occ &= occ - 1 {
		n := bits.TrailingZeros64(occ)
		v := s.sq[n]
		score += int(e.pst[v][n])
		masks[v] |= 1 << n
	}
	score += e.worth(s.cmd[0]) - e.worth(s.cmd[1])
	for side := uint8(0); side < 2; side++ {
		danger := s.danger(e, &masks, side)
		if side == 1 {
			danger = -danger
		}
		score -= danger
	}
	return score
}

// worth is a side's worth in its n Commanders.
func (e *evalTables) worth(n int8) int {
	if int(n) <= maxCmd {
		return e.commanders[n]
	}
	return e.commanders[maxCmd] + e.beyond*(int(n)-maxCmd)
}

// threats counts, around the Commander on n, the enemy pieces of each kind next to it
// and two steps off, the enemy Slicers further along its lines, and its guards (own
// pieces beside it, up to maxGuards).
func threats(masks *[16]uint64, side uint8, n int) (next [len(nextKinds)]int, two [len(twoKinds)]int, line, guards int) {
	col, foe := side*blackBit, (side^1)*blackBit
	nb, r2 := nbMask[n], geo.ring2[n]
	var own uint64
	for k := kDroid; k <= kSlicer; k++ {
		own |= masks[k|col]
	}
	for i, k := range nextKinds {
		next[i] = bits.OnesCount64(nb & masks[k|foe])
	}
	for i, k := range twoKinds {
		two[i] = bits.OnesCount64(r2 & masks[k|foe])
	}
	line = bits.OnesCount64(geo.lineMask[n] &^ nb & masks[kSlicer|foe])
	return next, two, line, min(bits.OnesCount64(nb&own), maxGuards)
}

// danger is how exposed side's Commanders are, weighed by how few it has: enemy Brutes,
// Hawks, Droids and Slicers beside them, Brutes and Hawks two steps off, Slicers on
// their lines; less a few own pieces beside each, which block lines and answer captures.
func (s *state) danger(e *evalTables, masks *[16]uint64, side uint8) int {
	total := 0
	for c := masks[kCommander|side*blackBit]; c != 0; c &= c - 1 {
		next, two, line, guards := threats(masks, side, bits.TrailingZeros64(c))
		for i, k := range nextKinds {
			total += e.next[k] * next[i]
		}
		for i, k := range twoKinds {
			total += e.two[k] * two[i]
		}
		total += e.slicerLine*line - e.guard*guards
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
