package chess2016

import (
	"fmt"
	"math"
	"slices"
	"sync"

	"oddboards/pieces"
	"oddboards/rules/tune"
)

// The evaluation, in centipawns from one side's point of view. Its terms:
//
//   - Material: each kind's value. The hand-set values are Value, the figures the
//     explorer shows players; the evaluation's own may be tuned (Weights.Value), while
//     how much material is left, which sets the game's phase and when mop-up starts, is
//     still reckoned in Value, so that the terms stay linear in the weights. A fit may
//     give a kind a value of its own in the ending (Weights.ValueEnding), added as the
//     King's ending terms are, by the opponent's pieces left.
//   - Centralisation: a piece is worth more where it reaches more squares. Each kind's
//     table is its move count on the empty board from each square (the engine's own
//     generator, so odd pieces like the Rhinoceros or the wings' squares need no
//     hand-made table), less its average, in proportion to its value per square it
//     reaches, scaled by Weights.Centre: where a piece stands, whatever blocks it
//     (the mobility term below counts what it reaches now).
//   - Pawn advancement: a pawn nearer its promotion square is nearer a new piece; the
//     bonus grows as the board empties, when pawns decide games.
//   - King safety, a little: while the opponent keeps its pieces, a King is better at
//     home with friends around it; once they are gone it belongs in the centre.
//   - Mop-up: a side well ahead in an ending gains for driving the lone King to the edge
//     and bringing its own King near, so a won ending is played to mate instead of
//     shuffling.
//   - Tempo: the side to move is a little better off than a static count says.
//   - On where the fitted weights give them a weight, as they now do (evalterms.go):
//     King danger (the opponent's pieces bearing on the King's zone and the checks they
//     could give), mobility and threats, all from the attacks of every piece, computed
//     at each evaluation; passed pawns and the pawn structure (isolated, doubled,
//     supported and phalanx pawns), from the pawns alone, kept in a pawn cache.
//     uci's options turn each on or off for a match (EvalSwitches). Space (the middle
//     files' squares behind a side's pawns that the opponent's pawns do not attack) is
//     there too, off until a fit and a match give it a weight.
//
// The terms that add up piece by piece are kept by Do and Undo (sums), not counted over
// the board at every leaf: the same scores, the same trees (bestmove to depth 10 and 11
// from 18 setups of the three variants, node for node) at 0.92 times the CPU time a
// node (BenchmarkSearchPositions, 1,145 against 1,248 ns, four runs each, measured on
// seven setups' start positions, the benchmark then reading no position text; the
// count at every leaf is gone, so it cannot be taken again on the 43 positions).
//
// The weights are defaultWeights, set by hand, with the attack and pawn terms off,
// overlaid with the ones `oddboards tune` fitted to games' results (tunedWeights, in
// weights.go), which turn them on.
const (
	fullMaterial = 4000 // in Value: the opponent's pieces from which it is a middlegame
	mopUpLead    = 300  // in Value: the lead from which mop-up applies
	mopUpEnding  = 1500 // in Value: the weaker side's pieces up to which it does
	maxSteps     = boxRanks - 1
	tempo        = 12 // the side to move's edge; held, not tuned (see term)
)

// weights are the evaluation's weights, in centipawns unless said otherwise.
type weights struct {
	Value [32]int // material by kind; the Pawn's (100) is the scale, the King has none
	// ValueEnding is by kind what a piece is worth in the ending more than Value: the
	// phase that weighs the King's ending terms weighs it. All zero (the hand-set
	// weights) is one value all game.
	ValueEnding [32]int
	// Centre scales each kind's centralisation table, in percent of the hand-set one.
	Centre      [32]int
	PawnAdvance [maxSteps + 1]int // by the steps a pawn has left to go (0 unused)
	Shelter     int               // each own piece next to the King, up to four
	KingAdvance int               // less per rank the King has left its first two
	KingCentre  int               // in the ending, a King on the centre gains this,
	KingStep    int               // less this per step from it
	MopUpEdge   int               // per step the lone King is from the centre
	MopUpNear   int               // per step the Kings are nearer than the board is wide
	Tempo       int
	// KingDanger scales the King danger (evalterms.go), in percent; 0 is off. The
	// others are its parts, in danger units: a zone attacker of each kind, an attack on
	// a zone square, a weak zone square, a safe check by each kind, an unsafe check,
	// the offset; the transformed danger is units² / DangerDiv, at most DangerCap
	// centipawns.
	KingDanger                                        int
	DangerAttacker, DangerCheck                       [32]int
	DangerHit, DangerWeak, DangerUnsafe, DangerOffset int
	DangerDiv, DangerCap                              int
	// Mobility scales each kind's mobility (evalterms.go), in percent; all zero is off.
	// MobilityStep is each kind's worth of a safe square more than its average at 100%,
	// in tenths of a centipawn: held, so that the fitted scales stay linear in the score.
	Mobility     [32]int
	MobilityStep [32]int
	// Threats scales the threats (evalterms.go), in percent; 0 is off. Its parts, in
	// centipawns: a piece attacked by a Pawn, by a piece worth less, or attacked and
	// not defended (hanging).
	Threats                               int
	ThreatByPawn, ThreatByLesser, Hanging int
	// Passed is a passed pawn's bonus (no opponent's pawn ahead of it on its file or
	// the files beside) by the steps it has left to go, beside PawnAdvance's, growing
	// as the board empties as that does; all zero is off.
	Passed [maxSteps + 1]int
	// Pawn structure, in centipawns a pawn (pawnStructure): one with no pawn of its side
	// on the files beside (isolated), one behind a pawn of its side on its file
	// (doubled), one a pawn of its side defends (supported), one beside a pawn of its
	// side on its rank (phalanx). All zero is off, as the hand-set weights leave them:
	// only a fit to games gives them values.
	Isolated, Doubled, Supported, Phalanx int
	// Space is each square of a side's space (spaceOf) in the middlegame, weighed as
	// the King's middlegame terms are, by the opponent's pieces left; 0 is off, as the
	// hand-set weights leave it.
	Space int
}

// defaultWeights are the hand-set weights.
func defaultWeights() weights {
	w := weights{
		PawnAdvance: [maxSteps + 1]int{0, 80, 50, 30, 16, 8, 3, 0, 0, 0},
		Shelter:     6, KingAdvance: 15, KingCentre: 24, KingStep: 6,
		MopUpEdge: 10, MopUpNear: 4, Tempo: tempo,
		DangerHit: 15, DangerWeak: 45, DangerUnsafe: 25, DangerOffset: 25,
		DangerDiv: 512, DangerCap: 800,
		ThreatByPawn: 50, ThreatByLesser: 35, Hanging: 35,
	}
	g := theGeometry()
	for _, k := range gameKinds {
		w.Value[k] = Value(k)
		if k != pieces.King && k != pieces.Pawn {
			w.Centre[k] = 100
			// King danger's shape that won its match (docs/datagen.md): from an
			// eighth of the kind's value, an attacker of the zone weighs a quarter of
			// that and a safe check 0.8 times it plus 120, so checks weigh most
			eighth := float64(Value(k) / 8)
			w.DangerAttacker[k] = int(math.RoundToEven(eighth / 4))
			w.DangerCheck[k] = int(math.RoundToEven(0.8*eighth + 120))
			// half what centralisation gives a square on the empty board, since that
			// already counts the squares a piece would reach
			w.MobilityStep[k] = 10 * Value(k) * 100 / (12 * max(100, g.moveMean[k]))
		}
	}
	return w
}

// kingDangerOn, mobilityOn() and threatsOn are the terms' hand-set scales, where an
// option turns on a term the playing weights leave off (EvalSwitches). defaultWeights
// leave them off, so that the hand-set weights score as the evaluation did before it
// had weights; the fitted ones give them their scales.
const (
	kingDangerOn = 100
	threatsOn    = 100
)

// mobilityOn are the mobility's hand-set scales: every kind but the Pawn and King at
// 100%.
func mobilityOn() (m [32]int) {
	for _, k := range gameKinds {
		if k != pieces.King && k != pieces.Pawn {
			m[k] = 100
		}
	}
	return m
}

// passedOn are the passed pawns' bonuses where they are on.
var passedOn = [maxSteps + 1]int{0, 90, 55, 30, 15, 8, 4, 0, 0, 0}

// terms lists w's weights by name, in a fixed order: a weights file names them so.
// Held ones are not fitted: the Pawn's value is the scale the others are measured in,
// and the tempo is held so that a start array scores the same tempo for either side
// whatever the tuning.
func (w *weights) terms() []tune.Term {
	var ts []tune.Term
	for _, k := range gameKinds {
		if k != pieces.King {
			ts = append(ts, tune.Term{Name: "value " + kindTable.Name(k), P: &w.Value[k], Fixed: k == pieces.Pawn})
		}
	}
	for _, k := range gameKinds {
		if k != pieces.King {
			ts = append(ts, tune.Term{Name: "value ending " + kindTable.Name(k), P: &w.ValueEnding[k]})
		}
	}
	for _, k := range gameKinds {
		if k != pieces.King && k != pieces.Pawn {
			ts = append(ts, tune.Term{Name: "centre " + kindTable.Name(k), P: &w.Centre[k]})
		}
	}
	for s := 1; s <= maxSteps; s++ {
		ts = append(ts, tune.Term{Name: fmt.Sprintf("pawn advance %d", s), P: &w.PawnAdvance[s]})
	}
	for s := 1; s <= maxSteps; s++ {
		ts = append(ts, tune.Term{Name: fmt.Sprintf("passed pawn %d", s), P: &w.Passed[s]})
	}
	ts = append(ts, tune.Term{Name: "pawn isolated", P: &w.Isolated}, tune.Term{Name: "pawn doubled", P: &w.Doubled},
		tune.Term{Name: "pawn supported", P: &w.Supported}, tune.Term{Name: "pawn phalanx", P: &w.Phalanx})
	// King danger's parts are held: the fit is linear, and only its scale is.
	for _, k := range gameKinds {
		if k != pieces.King && k != pieces.Pawn {
			ts = append(ts, tune.Term{Name: "danger attacker " + kindTable.Name(k), P: &w.DangerAttacker[k], Fixed: true},
				tune.Term{Name: "danger check " + kindTable.Name(k), P: &w.DangerCheck[k], Fixed: true},
				tune.Term{Name: "mobility step " + kindTable.Name(k), P: &w.MobilityStep[k], Fixed: true})
		}
	}
	for _, k := range gameKinds {
		if k != pieces.King && k != pieces.Pawn {
			ts = append(ts, tune.Term{Name: "mobility " + kindTable.Name(k), P: &w.Mobility[k]})
		}
	}
	return append(ts,
		tune.Term{Name: "king danger", P: &w.KingDanger},
		tune.Term{Name: "danger zone attack", P: &w.DangerHit, Fixed: true},
		tune.Term{Name: "danger weak square", P: &w.DangerWeak, Fixed: true},
		tune.Term{Name: "danger unsafe check", P: &w.DangerUnsafe, Fixed: true},
		tune.Term{Name: "danger offset", P: &w.DangerOffset, Fixed: true},
		tune.Term{Name: "danger divisor", P: &w.DangerDiv, Fixed: true},
		tune.Term{Name: "danger cap", P: &w.DangerCap, Fixed: true},
		tune.Term{Name: "threats", P: &w.Threats},
		tune.Term{Name: "threat by pawn", P: &w.ThreatByPawn, Fixed: true},
		tune.Term{Name: "threat by lesser", P: &w.ThreatByLesser, Fixed: true},
		tune.Term{Name: "hanging", P: &w.Hanging, Fixed: true},
		tune.Term{Name: "space", P: &w.Space},
		tune.Term{Name: "king shelter", P: &w.Shelter},
		tune.Term{Name: "king advance", P: &w.KingAdvance},
		// The ending's King terms and mop-up are held: a data set's games are adjudicated
		// before won endings are played out, and fitted to them these terms stopped a
		// Queen mating a lone King (docs/datagen.md).
		tune.Term{Name: "king ending centre", P: &w.KingCentre, Fixed: true},
		tune.Term{Name: "king ending step", P: &w.KingStep, Fixed: true},
		tune.Term{Name: "mop-up edge", P: &w.MopUpEdge, Fixed: true},
		tune.Term{Name: "mop-up near", P: &w.MopUpNear, Fixed: true},
		tune.Term{Name: "tempo", P: &w.Tempo, Fixed: true},
	)
}

// playingWeights are the weights the computer plays with: the hand-set ones overlaid
// with the fitted ones. The attack and pawn terms are off in the hand-set weights, so
// they are on only where a fit gave them weights that a match then showed to win
// (docs/datagen.md).
//
// The fits are to games of Chess 2016, which has no Fers, Elephant or Rhinoceros
// (Chess 56's and 112's own kinds), so a fit never moves their mobility scales (it
// leaves the hand-set 0, or from the playing weights what they played): they take the
// median of the fitted kinds' instead, as they took the one shared scale before each
// kind had its own.
func playingWeights() weights {
	w := tune.Playing("chess2016", defaultWeights(), (*weights).terms, tunedWeights())
	var fitted []int
	for _, k := range gameKinds {
		if k != pieces.King && k != pieces.Pawn && !notIn2016(k) {
			fitted = append(fitted, w.Mobility[k])
		}
	}
	slices.Sort(fitted)
	for _, k := range gameKinds {
		if notIn2016(k) {
			w.Mobility[k] = fitted[len(fitted)/2]
		}
	}
	return w
}

// notIn2016 reports whether kind k is one that only Chess 56 and 112 have.
func notIn2016(k pieces.Kind) bool {
	return k == pieces.Fers || k == pieces.Elephant || k == pieces.Rhinoceros
}

// geometry holds the evaluation's tables that come from the board alone.
type geometry struct {
	mirror      []int        // the cell seen from the other side (same file, rank 11 − r)
	rank        []int        // 0-based rank of each cell
	centreDist  []int        // steps from the board's centre
	around      []bb         // each cell's neighbours, as a set
	pawnSteps   []int        // by White's cell: the steps a White pawn has left to go
	mobility    [32][]int    // each kind's hand-set centralisation table, by White's cell
	moveMean    [32]int      // each kind's moves on the empty board, the average over the cells, in hundredths
	zone        [2][nBox]bb  // by colour and box square: the King zone (zoneOf)
	ahead       [2][nBox]bb  // by colour and box square: the cells ahead on the file and the files beside
	front       [2][nBox]bb  // by colour and box square: the cells ahead on the file
	besideFiles [boxFiles]bb // by file: the files beside it
	spaceZone   [2]bb        // by colour: where its space is counted (spaceOf)
}

var theGeometry = sync.OnceValue(newGeometry)

func newGeometry() *geometry {
	g := &geometry{}
	n := len(sqOfCell)
	g.mirror = make([]int, n)
	g.pawnSteps = make([]int, n)
	g.rank = make([]int, n)
	g.centreDist = make([]int, n)
	g.around = make([]bb, n)
	for c, sq := range sqOfCell {
		f, r := fileOf(sq), rankOf(sq)
		g.mirror[c] = int(cellOf[sqAt(f, boxRanks-1-r)])
		g.rank[c] = r
		g.centreDist[c] = (abs(2*f-(boxFiles-1)) + abs(2*r-(boxRanks-1))) / 2
		for _, d := range ring {
			if cellOf[sq+d] >= 0 {
				g.around[c] = g.around[c].or(bbOf(sq + d))
			}
		}
		// Steps to the square from which a White pawn can go no further.
		for t := sq; emptyBox[t+dN] != off; t += dN {
			g.pawnSteps[c]++
		}
	}
	for k := pieces.Queen; k <= pieces.Rhinoceros; k++ {
		if k != pieces.Pawn {
			g.mobility[k], g.moveMean[k] = mobilityTable(k, Value(k))
		}
	}
	for f := range boxFiles {
		if f > 0 {
			g.besideFiles[f] = g.besideFiles[f].or(fileBB[f-1])
		}
		if f < boxFiles-1 {
			g.besideFiles[f] = g.besideFiles[f].or(fileBB[f+1])
		}
	}
	g.spaceZone = spaceZones()
	for _, sq := range sqOfCell {
		for c := range 2 {
			g.zone[c][boxOf[sq]] = zoneOf(c, int(boxOf[sq]))
			for _, t := range sqOfCell {
				if df := fileOf(t) - fileOf(sq); df >= -1 && df <= 1 && (rankOf(t)-rankOf(sq))*(1-2*c) > 0 {
					g.ahead[c][boxOf[sq]] = g.ahead[c][boxOf[sq]].or(bbOf(t))
					if df == 0 {
						g.front[c][boxOf[sq]] = g.front[c][boxOf[sq]].or(bbOf(t))
					}
				}
			}
		}
	}
	return g
}

// evalTables are the evaluation's tables for one set of weights, by cell.
type evalTables struct {
	geometry
	value       [32]int // the evaluation's material by kind
	valueEnding [32]int // what the ending adds to it
	// worth is a kind's worth in the search's exchanges (SEE, captures' gains and
	// order) and in the threats' "worth less": its value, but for a kind valued below
	// a Pawn, its value halfway through the game where that is more. A fit may put
	// most of a kind's worth in its ending value and leave its middlegame value near or
	// below zero (the Wazir's), which no exchange can go by; weighing every kind
	// halfway lost in self-play (docs/datagen.md).
	worth                                             [32]int
	gauge                                             [32]int // Value by kind: how much material is left, for the phase and mop-up
	centre                                            [32][]int
	pawnAdvance                                       []int  // by White's cell
	passed                                            []int  // by White's cell: a passed pawn's bonus there (nil: off)
	structure                                         [4]int // pawnCounts' weights: isolated, doubled, supported, phalanx
	kingEnding                                        []int  // by cell: nearer the centre is better once the pieces are off
	shelter, kingAdvance, mopUpEdge, mopUpNear, tempo int
	space                                             int
	// King danger (evalterms.go): its scale in percent, 0 for off, and its parts
	kingDanger                                                   int
	dangerAttacker, dangerCheck                                  [32]int
	dangerHit, dangerWeak, dangerUnsafe, dangerOffset, dangerDiv int
	dangerCap                                                    int
	// mobility and threats (evalterms.go): the mobility's scales and steps by kind (all
	// scales 0 for off), the threats' scale (0 for off) and its parts
	mobilityScale, mobilityStep                   [32]int
	anyMobility                                   bool
	threatsScale                                  int
	threatByPawn, threatByLesser, threatOfHanging int
	byValue                                       []uint8   // the kinds but the Pawn and King, from the least worth up
	valueRank                                     [32]uint8 // each of those kinds' index in byValue
}

var theEvalTables = sync.OnceValue(func() *evalTables { return newEvalTables(playingWeights()) })

// theHandSetTables are the tables of the hand-set weights, which the tune model reads
// positions with.
var theHandSetTables = sync.OnceValue(func() *evalTables { return newEvalTables(defaultWeights()) })

func newEvalTables(w weights) *evalTables {
	e := &evalTables{geometry: *theGeometry(), value: w.Value, valueEnding: w.ValueEnding}
	for k := range e.gauge {
		e.gauge[k] = Value(pieces.Kind(k))
	}
	n := len(sqOfCell)
	e.pawnAdvance = make([]int, n)
	e.kingEnding = make([]int, n)
	if w.Passed != ([maxSteps + 1]int{}) {
		e.passed = make([]int, n)
		for c := range n {
			e.passed[c] = w.Passed[e.pawnSteps[c]]
		}
	}
	e.structure = [4]int{w.Isolated, w.Doubled, w.Supported, w.Phalanx}
	for c := range n {
		e.pawnAdvance[c] = w.PawnAdvance[e.pawnSteps[c]]
		e.kingEnding[c] = w.KingCentre - w.KingStep*e.centreDist[c]
	}
	for k, m := range e.mobility {
		if m == nil {
			continue
		}
		e.centre[k] = make([]int, n)
		for c, v := range m {
			e.centre[k][c] = v * w.Centre[k] / 100
		}
	}
	e.shelter, e.kingAdvance, e.tempo, e.space = w.Shelter, w.KingAdvance, w.Tempo, w.Space
	e.mopUpEdge, e.mopUpNear = w.MopUpEdge, w.MopUpNear
	e.kingDanger, e.dangerAttacker, e.dangerCheck = w.KingDanger, w.DangerAttacker, w.DangerCheck
	e.dangerHit, e.dangerWeak, e.dangerUnsafe = w.DangerHit, w.DangerWeak, w.DangerUnsafe
	e.dangerOffset, e.dangerDiv, e.dangerCap = w.DangerOffset, w.DangerDiv, w.DangerCap
	e.mobilityScale, e.mobilityStep, e.threatsScale = w.Mobility, w.MobilityStep, w.Threats
	e.anyMobility = w.Mobility != [32]int{}
	e.threatByPawn, e.threatByLesser, e.threatOfHanging = w.ThreatByPawn, w.ThreatByLesser, w.Hanging
	for _, k := range gameKinds {
		if k != pieces.King && k != pieces.Pawn {
			e.byValue = append(e.byValue, uint8(k))
		}
	}
	for k := range e.worth {
		e.worth[k] = w.Value[k]
		if w.Value[k] < w.Value[pieces.Pawn] {
			e.worth[k] = max(w.Value[k], w.Value[k]+w.ValueEnding[k]/2)
		}
	}
	slices.SortStableFunc(e.byValue, func(a, b uint8) int { return e.worth[a] - e.worth[b] })
	for i, k := range e.byValue {
		e.valueRank[k] = uint8(i)
	}
	return e
}

// mobilityTable is kind k's centralisation bonus by White's cell: its move count on the
// empty board there, less the average, each square worth about worth/6 ÷ the average
// count (so reaching twice the average adds a sixth of the value), capped at ±40; and
// the average, in hundredths.
func mobilityTable(k pieces.Kind, worth int) ([]int, int) {
	r := &rulesOf{}
	counts := make([]int, len(sqOfCell))
	total := 0
	for c, sq := range sqOfCell {
		s := state{sq: emptyBox, r: r}
		s.sq[sq] = mkPiece(k, 0)
		counts[c] = len(s.genPiece(nil, sq, uint8(k)))
		total += counts[c]
	}
	out := make([]int, len(counts))
	if total == 0 {
		return out, 0
	}
	mean := float64(total) / float64(len(counts))
	for c, n := range counts {
		v := (float64(n) - mean) * float64(worth) / (6 * mean)
		out[c] = max(-40, min(40, int(v)))
	}
	return out, total * 100 / len(counts)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// sums are the evaluation's terms that add up piece by piece, by side: material in the
// evaluation's values (mat, pieces but Pawns and Kings), pieces but Pawns and Kings in
// Value (pieceLeft, for the phase and mop-up), Pawns, the pieces' centralisation (pos)
// and the Pawns' advancement (adv).
type sums struct {
	mat, pieceLeft, pawns, pos, adv [2]int
	ending                          [2]int // material's ending part (ValueEnding)
}

// put adds piece pc on cell c to m (sign 1) or takes it away (sign −1).
func (e *evalTables) put(m *sums, pc uint8, c, sign int) {
	side := int(pc>>6) & 1
	own := c
	if side == 1 {
		own = e.mirror[c]
	}
	switch k := pc & kindMask; k {
	case uint8(pieces.Pawn):
		m.pawns[side] += sign
		m.adv[side] += sign * e.pawnAdvance[own]
		m.ending[side] += sign * e.valueEnding[k]
	case uint8(pieces.King): // its terms depend on its neighbours: Eval's own
	default:
		m.mat[side] += sign * e.value[k]
		m.ending[side] += sign * e.valueEnding[k]
		m.pieceLeft[side] += sign * e.gauge[k]
		m.pos[side] += sign * e.centre[k][own]
	}
}

// material is side's material in m, its ending part weighed by the phase ph (0 to
// 256, the opponent's pieces left): Eval's and the eval command's.
func (e *evalTables) material(m *sums, side, ph int) int {
	return m.mat[side] + m.pawns[side]*e.value[pieces.Pawn] + m.ending[side]*(256-ph)/256
}

// count adds up s's sums from its board.
func (e *evalTables) count(s *state) sums {
	var m sums
	for c, sq := range sqOfCell {
		if pc := s.sq[sq]; pc != 0 {
			e.put(&m, pc, c, 1)
		}
	}
	return m
}

// moved updates m for move m being made on s (s as it stands before the move).
func (e *evalTables) moved(m *sums, s *state, mv move) {
	from, to := int(mv.from), int(mv.to)
	p := s.sq[from]
	if mv.flags&fEnPassant != 0 {
		c := to - pawnFwd[s.side]
		e.put(m, s.sq[c], int(cellOf[c]), -1)
	} else if c := s.sq[to]; c != 0 {
		e.put(m, c, int(cellOf[to]), -1)
	}
	e.put(m, p, int(cellOf[from]), -1)
	np := p
	if mv.promo != 0 {
		np = mv.promo | colourBit(s.side)
	}
	e.put(m, np, int(cellOf[to]), 1)
	if mv.flags&fCastle != 0 {
		rf, rt := castleRook(from, to)
		r := s.sq[rf]
		e.put(m, r, int(cellOf[rf]), -1)
		e.put(m, r, int(cellOf[rt]), 1)
	}
}

// useTables has t evaluate with e from now on.
func (t *thinker) useTables(e *evalTables) {
	t.tab = e
	t.sum = e.count(&t.s)
	clear(t.attackCache)
	clear(t.pawnCache)
}

// pawnTerms are each side's passed pawns' bonuses (before the phase scales them) and
// pawn structure, from the pawn cache where these pawns' are: they depend on the pawns
// alone, which most moves leave as they are.
func (t *thinker) pawnTerms() (passed, structure [2]int) {
	s, e := &t.s, t.tab
	key := t.pawnKey()
	if passed, structure, ok := t.pawnCache.get(key, pawnCacheSize); ok {
		return passed, structure
	}
	if e.passed != nil {
		passed = e.passedPawns(s)
	}
	if e.structure != [4]int{} {
		for side, n := range e.pawnStructure(s) {
			for i, k := range n.list() {
				structure[side] += k * e.structure[i]
			}
		}
	}
	t.pawnCache.put(key, passed, structure)
	return passed, structure
}

// attackTerms are the terms that need both sides' attacks (evalterms.go), from the cache
// where this position's are (the search evaluates a position again on a transposition,
// and in quiescence): each King's danger, transformed, where it counts, and each side's
// mobility and threats, scaled, in centipawns.
func (t *thinker) attackTerms(phase *[2]int, weak int) (danger, more [2]int) {
	s, e := &t.s, t.tab
	if danger, more, ok := t.attackCache.get(s.hash, attackCacheSize); ok {
		return danger, more
	}
	var m attackMaps
	m.fill(s, e)
	for side := range 2 {
		if e.kingDanger != 0 && dangerCounts(side, phase[side], weak) {
			danger[side] = e.dangerOf(s, &m, side).transformed
		}
		more[side], _ = e.more(s, &m, side)
	}
	t.attackCache.put(s.hash, danger, more)
	return danger, more
}

// Cache sizes, in entries, powers of two: the attack terms by position (1.5 MiB), the
// pawn terms by the pawns (96 KiB).
const (
	attackCacheSize = 1 << 16
	pawnCacheSize   = 1 << 12
)

// termCache keeps two terms of each side by a key (a position's hash, its pawns'), so
// that what is evaluated again costs a lookup. It is made on the first get.
type termCache []termEntry

type termEntry struct {
	key  uint64
	a, b [2]int32
	set  bool
}

// get is key's terms if the cache holds them, making a cache of size entries first.
func (c *termCache) get(key uint64, size int) (a, b [2]int, ok bool) {
	if *c == nil {
		*c = make(termCache, size)
	}
	e := &(*c)[key&uint64(len(*c)-1)]
	if e.key != key || !e.set {
		return a, b, false
	}
	return [2]int{int(e.a[0]), int(e.a[1])}, [2]int{int(e.b[0]), int(e.b[1])}, true
}

// put keeps key's terms, in place of whatever had its slot.
func (c termCache) put(key uint64, a, b [2]int) {
	c[key&uint64(len(c)-1)] = termEntry{key: key, set: true,
		a: [2]int32{int32(a[0]), int32(a[1])}, b: [2]int32{int32(b[0]), int32(b[1])}}
}

// attacks reports whether any term that needs the attack maps is on.
func (e *evalTables) attacks() bool { return e.anyMobility || e.kingDanger|e.threatsScale != 0 }

// pawnsOn reports whether any term of the pawns alone (the pawn cache's) is on.
func (e *evalTables) pawnsOn() bool { return e.passed != nil || e.structure != [4]int{} }

// Eval scores the position for side p.
func (t *thinker) Eval(p int) int { return t.eval(p, 0, 0, false) }

// EvalWithin is Eval, or where the evaluation without the attack terms is more than
// lazyMargin outside (alpha, beta), that evaluation (search.WindowEvaler): the attack
// terms rarely move a score that far, and they are most of the evaluation's cost.
func (t *thinker) EvalWithin(p, alpha, beta int) int { return t.eval(p, alpha, beta, true) }

// lazyMargin bounds what the attack terms are taken to change a score by (EvalWithin).
const lazyMargin = 300

// eval is Eval for side p, or with lazy EvalWithin in the window (alpha, beta).
func (t *thinker) eval(p, alpha, beta int, lazy bool) int {
	s, e := &t.s, t.tab
	pawns, pieceLeft, pos, adv := t.sum.pawns, t.sum.pieceLeft, t.sum.pos, t.sum.adv
	var kingCell [2]int
	if !t.alone {
		kingCell = [2]int{int(cellOf[s.king[0]]), int(cellOf[s.king[1]])}
	}
	// How much of a middlegame each side's opponent still makes it, 0 to 256.
	phase := [2]int{min(256, pieceLeft[1]*256/fullMaterial), min(256, pieceLeft[0]*256/fullMaterial)}
	var left [2]int // in Value, pawns with the pieces
	weak := -1
	if !t.alone {
		left = [2]int{pieceLeft[0] + pawns[0]*e.gauge[pieces.Pawn], pieceLeft[1] + pawns[1]*e.gauge[pieces.Pawn]}
		weak = mopped(&left, &pieceLeft)
	}
	var passed, structure, space [2]int
	if e.pawnsOn() && !t.alone {
		passed, structure = t.pawnTerms()
	}
	if e.space != 0 && !t.alone {
		space = e.spaceOf(s)
	}
	// Each side's score but the attack terms (base), and its middlegame King terms in
	// hundredths of a centipawn weighed by the phase with its ending ones (king), to
	// which King danger adds before the one rounding: worked out once, for the lazy
	// evaluation's look and for the full one.
	var base, king [2]int
	for side := 0; side < 2; side++ {
		ph := phase[side]
		base[side] = e.material(&t.sum, side, ph) + pos[side] + (adv[side]+passed[side])*(512-ph)/256 + structure[side]
		if t.alone {
			continue
		}
		own, mg := e.kingMiddle(s, side, kingCell[side], space[side])
		king[side] = mg*ph + 100*e.kingEnding[own]*(256-ph)
	}
	bonus := 0 // mop-up's, for White
	if !t.alone {
		if strong, edge, near, ok := e.mopUp(&left, &pieceLeft, &kingCell); ok {
			bonus = e.mopUpEdge*edge + e.mopUpNear*near
			if strong == 1 {
				bonus = -bonus
			}
		}
	}
	// score is the evaluation for p with the attack terms given: each King's danger,
	// transformed, and each side's mobility and threats
	score := func(danger, more *[2]int) int {
		var score [2]int
		for side := 0; side < 2; side++ {
			score[side] = base[side] + more[side]
			if !t.alone {
				score[side] += (king[side] - e.kingDanger*danger[side]*phase[side]) / 25600
			}
		}
		white := score[0] - score[1] + bonus
		if p == 1 {
			white = -white
		}
		if p == s.side {
			return white + e.tempo
		}
		return white - e.tempo
	}
	var danger, more [2]int
	if !e.attacks() || t.alone {
		return score(&danger, &more)
	}
	if lazy {
		if v := score(&danger, &more); v-lazyMargin >= beta || v+lazyMargin <= alpha {
			return v
		}
	}
	danger, more = t.attackTerms(&phase, weak)
	return score(&danger, &more)
}

// kingMiddle is, for side's King on cell kc, its cell as seen from side's own end and
// its middlegame terms but King danger in hundredths of a centipawn (for King danger's
// percent, the sum rounded once): its shelter, its advance and side's space squares.
func (e *evalTables) kingMiddle(s *state, side, kc, space int) (own, mg int) {
	own, shelter := e.kingShelter(s, side, kc)
	return own, 100 * (min(shelter, 4)*e.shelter - max(0, e.rank[own]-1)*e.kingAdvance + e.space*space)
}

// kingShelter is, for side's King on cell kc, its cell as seen from side's own end of
// the board and how many of side's pieces stand next to it (Eval's and the tune
// model's King terms).
func (g *geometry) kingShelter(s *state, side, kc int) (own, shelter int) {
	own = kc
	if side == 1 {
		own = g.mirror[kc]
	}
	return own, g.around[kc].and(s.colBB[side]).count()
}

// mopUp says whether one side (strong) is well ahead and the other has few pieces
// left, and if so how far the lone King is from the centre (edge) and how much nearer
// the Kings are than the board is wide (near), the two things the stronger side gains
// by. The material is in Value.
func (g *geometry) mopUp(left, pieceLeft, kingCell *[2]int) (strong, edge, near int, ok bool) {
	weak := mopped(left, pieceLeft)
	if weak < 0 {
		return 0, 0, 0, false
	}
	strong = 1 - weak
	a, b := sqOfCell[kingCell[strong]], sqOfCell[kingCell[weak]]
	dist := max(abs(fileOf(a)-fileOf(b)), abs(rankOf(a)-rankOf(b)))
	return strong, g.centreDist[kingCell[weak]], boxFiles - dist, true
}

// mopped is the side whose King mop-up drives (the weaker, well behind with few pieces
// left), -1 if none. The material is in Value.
func mopped(left, pieceLeft *[2]int) int {
	lead, weak := left[0]-left[1], 1
	if lead < 0 {
		lead, weak = -lead, 0
	}
	if lead < mopUpLead || pieceLeft[weak] > mopUpEnding {
		return -1
	}
	return weak
}

// evalCaches are a thinker's term caches with the tables they were filled with, kept
// from one search of a game to the next (search.Reuser): the next search meets many of
// the same positions.
type evalCaches struct {
	tab           *evalTables
	attack, pawns termCache
}

// Leave hands over the term caches; t makes new ones if it evaluates again.
func (t *thinker) Leave() any {
	c := &evalCaches{tab: t.tab, attack: t.attackCache, pawns: t.pawnCache}
	t.attackCache, t.pawnCache = nil, nil
	return c
}

// Reuse takes over caches a search left, where they were filled with t's tables (a
// thinker given other tables, useTables, evaluates otherwise).
func (t *thinker) Reuse(caches any) {
	if c, ok := caches.(*evalCaches); ok && c.tab == t.tab {
		t.attackCache, t.pawnCache = c.attack, c.pawns
	}
}
