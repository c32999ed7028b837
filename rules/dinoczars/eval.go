package dinoczars

import (
	"math"
	"math/bits"
	"oddboards/pieces"

	"oddboards/boards"
)

// Piece values. The Velociraptor attacks seven cells, two rows deep; the Pterosaur
// never captures but reaches every empty cell, blocks, and lets eggs be laid anywhere;
// the Brontosaurus and Stegosaurus attack three or four cells and move sideways or
// backward as well; the Triceratops attacks three cells forward only.
var value = [nKinds]int{kTR: 0, kVR: 260, kPT: 150, kSS: 125, kTC: 100, kBR: 125}

// orderValue ranks victims and attackers for MVV-LVA: the Tyrannosaurus above all,
// since taking it ends the game; an egg as a little less than the weakest dinosaur.
var orderValue = [nKinds]int{kTR: 2000, kVR: 260, kPT: 150, kSS: 125, kTC: 100, kBR: 125, kEgg: 60}

const (
	mobilityWeight = 3   // per available step or capture: freedom to act
	eggBase        = 30  // an egg on the board: a blocker and a future hatch
	eggStep        = 6   // per count already gestated: fewer moves to go
	eggReserve     = 20  // an unlaid egg: the option to lay it
	zoneAttack     = 9   // per cell around the Czar the enemy can capture on
	zoneDefend     = 3   // per cell around the Czar its own side can capture on
	nearEnemy      = 12  // per enemy dinosaur within two cells of the Czar
	czarEscape     = 5   // per safe step the Czar has: room to run
	czarHanging    = 60  // an enemy can take the Czar now: the mover must answer
	tempo          = 10  // the mover acts first
	maxPST         = 100 // bounds the placement table (int16 storage)
)

var (
	// pst[owner][kind][cell][facing] is the placement term of the doc comment.
	pst [2][nKinds][nCells][6]int16
	// near2[c] is the cells within two steps of c (centroids at most 1.6 sides apart).
	near2 [nCells]uint64
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
		cent := 1 - at.Dist(centre)/far // 1 at the centre, 0 at the farthest cell
		for o := 0; o < 2; o++ {
			adv := rowOf[c] - 1
			if o == 1 {
				adv = 6 - rowOf[c]
			}
			for k := uint8(0); k < 6; k++ {
				if !validFacing(c, k) {
					continue
				}
				fwd := math.Sin(float64(degrees(k)) * math.Pi / 180)
				if o == 1 {
					fwd = -fwd
				}
				for kind := uint8(kTR); kind < kEgg; kind++ {
					reach := 0
					for _, t := range targets[c][k][kind] {
						if t.mode&captureOnly != 0 {
							reach++
						}
					}
					pst[o][kind][c][k] = int16(max(-maxPST, min(maxPST, placement(kind, cent, fwd, adv, reach))))
				}
			}
		}
	}
}

// placement is one entry of pst: cent in [0, 1], fwd in [-1, 1] (the facing's component
// toward the enemy's side), adv the rows advanced (0 on the home row), reach the cells
// the kind can capture on from there.
func placement(kind uint8, cent, fwd float64, adv, reach int) int {
	switch kind {
	case kTR:
		// The Czar wins nothing by advancing and everything by surviving.
		return 2*reach - 20*max(0, adv-1)
	case kPT:
		// A central Pterosaur can block, and hatch eggs nearby, anywhere.
		return int(15 * cent)
	}
	// Forward facing matters most to the kinds that capture only forward; the
	// Stegosaurus captures backward too.
	fwdWeight := [nKinds]float64{kVR: 10, kTC: 10, kBR: 6, kSS: 2}[kind]
	advWeight := [nKinds]int{kVR: 4, kTC: 4, kBR: 3, kSS: 3}[kind]
	return 4*reach + int(12*cent+fwdWeight*fwd) + advWeight*min(adv, 4)
}

// sideLength is the triangles' side length in the board's units, measured from E3 and
// E4: the centroids of two cells sharing a side are 1/√3 sides apart.
func sideLength() float64 {
	e3, e4 := cellAt[5][3], cellAt[5][4]
	return theBoard.Info(boards.Cell(e3)).Center.Dist(theBoard.Info(boards.Cell(e4)).Center) * math.Sqrt(3)
}

// eval scores s for player p in centipawns (a Triceratops, the weakest fighter, is 100):
// the sum of the terms below for p, less the same for the opponent.
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
func (s *state) eval(p int) int {
	var score [2]int
	var control, occ [2]uint64 // cells each side can capture on; each side's dinosaurs
	tr := [2]int{-1, -1}
	var eggs [2][2]uint8 // counts of each side's eggs on the board
	var nEggs [2]int
	for c := 0; c < nCells; c++ {
		b := s.sq[c]
		if b == 0 {
			continue
		}
		o, kind := pOwner(b), pKind(b)
		if kind == kEgg {
			if nEggs[o] < 2 {
				eggs[o][nEggs[o]] = pVal(b)
				nEggs[o]++
			}
			continue
		}
		occ[o] |= 1 << uint(c)
		k := pVal(b)
		score[o] += value[kind] + int(pst[o][kind][c][k])
		switch kind {
		case kTR:
			tr[o] = c // its steps count as escapes in czarSafety, its captures as control
		case kPT:
			continue // it reaches every empty cell: no difference between positions
		}
		mob := 0
		for _, t := range targets[c][k][kind] {
			if t.blocker >= 0 && s.sq[t.blocker] != 0 {
				continue
			}
			if t.mode&captureOnly != 0 {
				control[o] |= 1 << uint(t.to)
			}
			switch x := s.sq[t.to]; {
			case x == 0 && t.mode&moveOnly != 0, x != 0 && pOwner(x) != o && t.mode&captureOnly != 0:
				mob++
			}
		}
		if kind != kTR {
			score[o] += mobilityWeight * mob
		}
	}
	for o := 0; o < 2; o++ {
		score[o] += s.eggWorth(o, eggs[o][:nEggs[o]]) + eggReserve*int(s.eggs[o])
		if c := tr[o]; c >= 0 {
			score[o] += s.czarSafety(o, c, control, occ)
		}
	}
	score[s.side] += tempo
	return score[p] - score[1-p]
}

// eggWorth values o's eggs on the board: the egg nearest to hatching is matched with the
// best dinosaur in o's pool, the other with the next, and each hatch's worth is weighed
// by how close the egg is (5/6 of it at count 0, 1/6 at count 4).
func (s *state) eggWorth(o int, counts []uint8) int {
	if len(counts) == 2 && counts[1] < counts[0] {
		counts[0], counts[1] = counts[1], counts[0]
	}
	var best [2]int // the two best hatchable values
	for _, h := range hatchKinds {
		for n := s.pool[o][h]; n > 0; n-- {
			v := value[h]
			if v > best[0] {
				best[0], best[1] = v, best[0]
			} else if v > best[1] {
				best[1] = v
			}
		}
	}
	w := 0
	for i, n := range counts {
		left := min(int(n), 4)
		w += eggBase + eggStep*(4-left) + best[i]*(5-left)/6
	}
	return w
}

// czarSafety scores o's Tyrannosaurus on c: enemy control of and dinosaurs near its
// surroundings count against it, its own side's control and its safe steps for it.
func (s *state) czarSafety(o, c int, control, occ [2]uint64) int {
	e := 1 - o
	zone := touchNb[c]
	v := zoneDefend*bits.OnesCount64(control[o]&zone) -
		zoneAttack*bits.OnesCount64(control[e]&zone) -
		nearEnemy*bits.OnesCount64(occ[e]&near2[c])
	if control[e]&(1<<uint(c)) != 0 {
		v -= czarHanging
	}
	k := pVal(s.sq[c])
	for _, t := range targets[c][k][kTR] {
		x := s.sq[t.to]
		ok := x == 0 && t.mode&moveOnly != 0 || x != 0 && pOwner(x) == e && t.mode&captureOnly != 0
		if ok && control[e]&(1<<uint(t.to)) == 0 {
			v += czarEscape
		}
	}
	return v
}

// valueOf is the evaluation's value of k (value).
func valueOf(k pieces.Kind) int {
	if c, ok := codeOf(k); ok {
		return value[c]
	}
	return 0
}
