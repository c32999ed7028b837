package dinoczars

import (
	"math"
	"math/bits"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules/tune"
)

// value is each kind's material as the help cards give it, and the evaluation's by
// default (Weights.Value). The Velociraptor attacks seven cells, two rows deep; the
// Pterosaur never captures but reaches every empty cell, blocks, and lets eggs be laid
// anywhere; the Brontosaurus and Stegosaurus attack three or four cells and move
// sideways or backward as well; the Triceratops attacks three cells forward only.
var value = [nKinds]int{kTR: 0, kVR: 260, kPT: 150, kSS: 125, kTC: 100, kBR: 125}

// orderValue ranks victims and attackers for MVV-LVA: the Tyrannosaurus above all,
// since taking it ends the game; an egg as a little less than the weakest dinosaur.
var orderValue = [nKinds]int{kTR: 2000, kVR: 260, kPT: 150, kSS: 125, kTC: 100, kBR: 125, kEgg: 60}

const maxPST = 100 // bounds the placement table (int16 storage)

// weights are the evaluation's weights, in centipawns (see eval for the terms).
type weights struct {
	Value [nKinds]int // material by kind; the Triceratops's (100) is the scale
	// Placement, by kind: per cell it can capture on from there with its facing
	// (Reach); at the board's centre, falling to nothing at the farthest cell (Centre);
	// facing straight at the enemy's side, less as it turns away (Facing); per row
	// advanced, up to four (Advance). The Tyrannosaurus loses CzarAdvance per row it
	// has left its first two.
	Reach, Centre, Facing, Advance [nKinds]int
	CzarAdvance                    int
	Mobility                       [nKinds]int // per step or capture a fighter has now
	EggBase                        int         // an egg on the board: a blocker and a future hatch
	EggStep                        int         // per count already gestated: fewer moves to go
	EggReserve                     int         // an unlaid egg: the option to lay it
	ZoneAttack                     int         // per cell around the Czar the enemy can capture on
	ZoneDefend                     int         // per cell around the Czar its own side can capture on
	NearEnemy                      int         // per enemy dinosaur within two cells of the Czar
	CzarEscape                     int         // per safe step the Czar has: room to run
	CzarHanging                    int         // an enemy can take the Czar now: the mover must answer
	Tempo                          int         // the mover acts first
}

// fighters are the kinds that capture: all but the Tyrannosaurus and the Pterosaur.
var fighters = [...]uint8{kVR, kSS, kTC, kBR}

// defaultWeights are the hand-set weights.
func defaultWeights() weights {
	w := weights{
		Value:       value,
		Reach:       [nKinds]int{kTR: 2},
		Centre:      [nKinds]int{kPT: 15},
		Facing:      [nKinds]int{kVR: 10, kTC: 10, kBR: 6, kSS: 2},
		Advance:     [nKinds]int{kVR: 4, kTC: 4, kBR: 3, kSS: 3},
		CzarAdvance: 20, EggBase: 30, EggStep: 6, EggReserve: 20,
		ZoneAttack: 9, ZoneDefend: 3, NearEnemy: 12, CzarEscape: 5, CzarHanging: 60, Tempo: 10,
	}
	for _, k := range fighters {
		w.Reach[k], w.Centre[k], w.Mobility[k] = 4, 12, 3
	}
	return w
}

// terms lists w's weights by name, in a fixed order: a weights file names them so.
// Held ones are not fitted: the Triceratops's value is the scale, and the tempo is
// held so that the start scores the mover's edge whatever the tuning.
func (w *weights) terms() []tune.Term {
	var ts []tune.Term
	name := func(k uint8) string { return kindTable.Name(kindOf(k)) }
	for _, k := range hatchKinds {
		ts = append(ts, tune.Term{Name: "value " + name(k), P: &w.Value[k], Fixed: k == kTC})
	}
	for _, k := range append([]uint8{kTR}, fighters[:]...) {
		ts = append(ts, tune.Term{Name: "reach " + name(k), P: &w.Reach[k]})
	}
	for _, k := range append([]uint8{kPT}, fighters[:]...) {
		ts = append(ts, tune.Term{Name: "centre " + name(k), P: &w.Centre[k]})
	}
	for _, k := range fighters {
		ts = append(ts, tune.Term{Name: "facing " + name(k), P: &w.Facing[k]})
	}
	for _, k := range fighters {
		ts = append(ts, tune.Term{Name: "advance " + name(k), P: &w.Advance[k]})
	}
	ts = append(ts, tune.Term{Name: "advance Tyrannosaurus", P: &w.CzarAdvance})
	for _, k := range fighters {
		ts = append(ts, tune.Term{Name: "mobility " + name(k), P: &w.Mobility[k]})
	}
	return append(ts,
		tune.Term{Name: "egg", P: &w.EggBase},
		tune.Term{Name: "egg step", P: &w.EggStep},
		tune.Term{Name: "egg unlaid", P: &w.EggReserve},
		tune.Term{Name: "czar zone attacked", P: &w.ZoneAttack},
		tune.Term{Name: "czar zone defended", P: &w.ZoneDefend},
		tune.Term{Name: "czar near enemy", P: &w.NearEnemy},
		tune.Term{Name: "czar escape", P: &w.CzarEscape},
		tune.Term{Name: "czar hanging", P: &w.CzarHanging},
		tune.Term{Name: "tempo", P: &w.Tempo, Fixed: true},
	)
}

// playingWeights are the weights the computer plays with: defaultWeights overlaid with
// weights.go's tunedWeights.
func playingWeights() weights {
	return tune.Playing("dinoczars", defaultWeights(), (*weights).terms, tunedWeights())
}

// evalTables are the evaluation's tables for one set of weights.
type evalTables struct {
	weights
	// pst[owner][kind][cell][facing] is the placement term of eval's doc comment.
	pst [2][nKinds][nCells][6]int16
}

var (
	// near2[c] is the cells within two steps of c (centroids at most 1.6 sides apart).
	near2 [nCells]uint64
	// centrality[c] is 1 at the board's centre, 0 at the farthest cell.
	centrality [nCells]float64
	// playing are the tables of playingWeights.
	playing *evalTables
)

func init() {
	var centre boards.Point
	for c := 0; c < nCells; c++ {
		p := theBoard.Info(boards.Cell(c)).Center
		centre.X += p.X / nCells
		centre.Y += p.Y / nCells
	}
	far := 0.0
	for c := 0; c < nCells; c++ {
		far = math.Max(far, theBoard.Info(boards.Cell(c)).Center.Dist(centre))
	}
	for c := 0; c < nCells; c++ {
		at := theBoard.Info(boards.Cell(c)).Center
		for d := 0; d < nCells; d++ {
			if d != c && at.Dist(theBoard.Info(boards.Cell(d)).Center) <= 1.6*sideLength() {
				near2[c] |= 1 << uint(d)
			}
		}
		centrality[c] = 1 - at.Dist(centre)/far
	}
	playing = newEvalTables(playingWeights())
}

// A place is what placement weighs of a dinosaur of one owner and kind on a cell with
// a facing: its centrality (0 to 1), its facing's component toward the enemy's side
// (−1 to 1), the rows it has advanced (0 on its home row) and the cells it can capture
// on from there.
type place struct {
	cent, fwd  float64
	adv, reach int
}

func placeOf(o int, kind uint8, c int, k uint8) place {
	adv := rowOf[c] - 1
	if o == 1 {
		adv = 6 - rowOf[c]
	}
	fwd := math.Sin(float64(degrees(k)) * math.Pi / 180)
	if o == 1 {
		fwd = -fwd
	}
	reach := 0
	for _, t := range targets[c][k][kind] {
		if t.mode&captureOnly != 0 {
			reach++
		}
	}
	return place{centrality[c], fwd, adv, reach}
}

func newEvalTables(w weights) *evalTables {
	e := &evalTables{weights: w}
	for c := 0; c < nCells; c++ {
		for o := 0; o < 2; o++ {
			for k := uint8(0); k < 6; k++ {
				if !validFacing(c, k) {
					continue
				}
				for kind := uint8(kTR); kind < kEgg; kind++ {
					e.pst[o][kind][c][k] = int16(max(-maxPST, min(maxPST, w.placement(kind, placeOf(o, kind, c, k)))))
				}
			}
		}
	}
	return e
}

// placement is one entry of pst. The Czar wins nothing by advancing and everything by
// surviving; a central Pterosaur can block, and hatch eggs nearby, anywhere; forward
// facing matters most to the kinds that capture only forward (the Stegosaurus captures
// backward too).
func (w *weights) placement(kind uint8, p place) int {
	v := w.Reach[kind]*p.reach + int(float64(w.Centre[kind])*p.cent+float64(w.Facing[kind])*p.fwd) +
		w.Advance[kind]*min(p.adv, 4)
	if kind == kTR {
		v -= w.CzarAdvance * max(0, p.adv-1)
	}
	return v
}

// sideLength is the triangles' side length in the board's units, measured from E3 and
// E4: the centroids of two cells sharing a side are 1/√3 sides apart.
func sideLength() float64 {
	e3, e4 := cellAt[5][3], cellAt[5][4]
	return theBoard.Info(boards.Cell(e3)).Center.Dist(theBoard.Info(boards.Cell(e4)).Center) * math.Sqrt(3)
}

// eval scores s for player p in centipawns (a Triceratops, the weakest fighter, is 100),
// under the playing weights.
func (s *state) eval(p int) int { return s.evalWith(playing, p) }

// evalWith scores s for player p under e's weights: the sum of the terms below for p,
// less the same for the opponent.
//
//   - material: each dinosaur's value by its power (how many cells it can take on,
//     how it moves); the Tyrannosaurus has none, since losing it is the game;
//   - placement (pst, built once from the board's geometry): for fighters, the cells
//     they can capture on from there with that facing (a facing into the board's edge
//     wastes its directions), the centre, advance toward the enemy and a facing toward
//     the enemy's side; for the Tyrannosaurus, staying home; for the Pterosaur, the
//     centre;
//   - mobility: each fighter's steps and captures available now;
//   - eggs: an egg on the board grows in worth as its count falls and with the best
//     captured dinosaur it could hatch into; an unlaid egg is worth a little;
//   - the Czar's safety: enemy control of the cells around the Tyrannosaurus, enemy
//     dinosaurs within two cells of it, its own side's control around it, its safe
//     moves, and a penalty when an enemy can capture it now;
//   - a small bonus for the player to move.
func (s *state) evalWith(e *evalTables, p int) int {
	var score [2]int
	sc := s.scan()
	for c, b := range s.dinosaurs {
		o, kind := pOwner(b), pKind(b)
		score[o] += e.Value[kind] + int(e.pst[o][kind][c][pVal(b)]) + e.Mobility[kind]*sc.mob[c]
	}
	for o := 0; o < 2; o++ {
		score[o] += e.eggWorth(s, o, sc.eggs[o][:sc.nEggs[o]]) + e.EggReserve*int(s.eggs[o])
		if c := sc.tr[o]; c >= 0 {
			z := s.czarSafety(o, c, &sc)
			score[o] += e.ZoneDefend*z.defended - e.ZoneAttack*z.attacked - e.NearEnemy*z.near +
				e.CzarEscape*z.escapes - e.CzarHanging*z.hanging
		}
	}
	score[s.side] += e.Tempo
	return score[p] - score[1-p]
}

// dinosaurs yields the cell and byte of each dinosaur on the board (not the eggs), in
// cell order: the pieces the evaluation and its tune model score one by one.
func (s *state) dinosaurs(yield func(c int, b uint8) bool) {
	for c := 0; c < nCells; c++ {
		if b := s.sq[c]; b != 0 && pKind(b) != kEgg && !yield(c, b) {
			return
		}
	}
}

// scan is what eval counts in one pass over the board.
type scan struct {
	control, occ [2]uint64 // cells each side can capture on; each side's dinosaurs
	tr           [2]int    // each side's Tyrannosaurus's cell, or -1
	eggs         [2][2]uint8
	nEggs        [2]int
	mob          [nCells]int // a fighter's steps and captures available now
}

func (s *state) scan() scan {
	sc := scan{tr: [2]int{-1, -1}}
	for c := 0; c < nCells; c++ {
		b := s.sq[c]
		if b == 0 {
			continue
		}
		o, kind := pOwner(b), pKind(b)
		if kind == kEgg {
			if sc.nEggs[o] < 2 {
				sc.eggs[o][sc.nEggs[o]] = pVal(b)
				sc.nEggs[o]++
			}
			continue
		}
		sc.occ[o] |= 1 << uint(c)
		switch kind {
		case kTR:
			sc.tr[o] = c // its steps count as escapes in czarSafety, its captures as control
		case kPT:
			continue // it reaches every empty cell: no difference between positions
		}
		mob := 0
		for _, t := range targets[c][pVal(b)][kind] {
			if t.blocker >= 0 && s.sq[t.blocker] != 0 {
				continue
			}
			if t.mode&captureOnly != 0 {
				sc.control[o] |= 1 << uint(t.to)
			}
			switch x := s.sq[t.to]; {
			case x == 0 && t.mode&moveOnly != 0, x != 0 && pOwner(x) != o && t.mode&captureOnly != 0:
				mob++
			}
		}
		if kind != kTR {
			sc.mob[c] = mob
		}
	}
	return sc
}

// hatches are the two best kinds in o's pool for its eggs to hatch into (0: none),
// by the values of v; ties go to the kind first in hatchKinds.
func (s *state) hatches(o int, v *[nKinds]int) (best [2]uint8) {
	for _, h := range hatchKinds {
		for n := s.pool[o][h]; n > 0; n-- {
			if v[h] > v[best[0]] {
				best[0], best[1] = h, best[0]
			} else if v[h] > v[best[1]] {
				best[1] = h
			}
		}
	}
	return best
}

// sortEggs puts the egg nearest to hatching first.
func sortEggs(counts []uint8) {
	if len(counts) == 2 && counts[1] < counts[0] {
		counts[0], counts[1] = counts[1], counts[0]
	}
}

// eggWorth values o's eggs on the board: the egg nearest to hatching is matched with the
// best dinosaur in o's pool, the other with the next, and each hatch's worth is weighed
// by how close the egg is (5/6 of it at count 0, 1/6 at count 4).
func (e *evalTables) eggWorth(s *state, o int, counts []uint8) int {
	sortEggs(counts)
	best := s.hatches(o, &e.Value)
	w := 0
	for i, n := range counts {
		left := min(int(n), 4)
		w += e.EggBase + e.EggStep*(4-left) + e.Value[best[i]]*(5-left)/6
	}
	return w
}

// safety is what czarSafety counts around a Tyrannosaurus.
type safety struct {
	defended, attacked, near, escapes, hanging int
}

// czarSafety counts around o's Tyrannosaurus on c: enemy control of and dinosaurs near
// its surroundings count against it, its own side's control and its safe steps for it.
func (s *state) czarSafety(o, c int, sc *scan) safety {
	e := 1 - o
	zone := touchNb[c]
	z := safety{
		defended: bits.OnesCount64(sc.control[o] & zone),
		attacked: bits.OnesCount64(sc.control[e] & zone),
		near:     bits.OnesCount64(sc.occ[e] & near2[c]),
	}
	if sc.control[e]&(1<<uint(c)) != 0 {
		z.hanging = 1
	}
	k := pVal(s.sq[c])
	for _, t := range targets[c][k][kTR] {
		x := s.sq[t.to]
		ok := x == 0 && t.mode&moveOnly != 0 || x != 0 && pOwner(x) == e && t.mode&captureOnly != 0
		if ok && sc.control[e]&(1<<uint(t.to)) == 0 {
			z.escapes++
		}
	}
	return z
}

// valueOf is the evaluation's value of k (value).
func valueOf(k pieces.Kind) int {
	if c, ok := codeOf(k); ok {
		return value[c]
	}
	return 0
}
