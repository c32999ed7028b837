package chess2016

import (
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/tune"
)

// TuneModel is the evaluation of Chess 2016, 56 and 112 (the same for the three) as
// `oddboards tune` fits it: every weight of weights, starting from defaultWeights
// (or from the weights it plays with: PlayingStarts).
func (Game) TuneModel() tune.Model {
	m := &model{}
	w := defaultWeights()
	var idx tune.Index
	m.Base, idx = tune.NewBase("chess2016", w.terms())
	pw := playingWeights()
	m.Base = m.Base.WithPlaying(pw.terms())
	for k := range w.Value {
		m.value[k], m.centre[k] = idx.At(&w.Value[k]), idx.At(&w.Centre[k])
		m.valueEnding[k] = idx.At(&w.ValueEnding[k])
	}
	for s := range m.advance {
		m.advance[s], m.passed[s] = idx.At(&w.PawnAdvance[s]), idx.At(&w.Passed[s])
	}
	m.shelter, m.kingAdvance = idx[&w.Shelter], idx[&w.KingAdvance]
	m.kingCentre, m.kingStep = idx[&w.KingCentre], idx[&w.KingStep]
	m.mopUpEdge, m.mopUpNear, m.tempo = idx[&w.MopUpEdge], idx[&w.MopUpNear], idx[&w.Tempo]
	m.kingDanger, m.threats, m.space = idx[&w.KingDanger], idx[&w.Threats], idx[&w.Space]
	for k := range w.Mobility {
		m.mobility[k] = idx.At(&w.Mobility[k])
	}
	m.structure = [4]int32{idx[&w.Isolated], idx[&w.Doubled], idx[&w.Supported], idx[&w.Phalanx]}
	return m
}

// model knows where each term's weight is among the params (−1 for none).
type model struct {
	tune.Base
	value, centre, valueEnding  [32]int32
	advance, passed             [maxSteps + 1]int32
	shelter, kingAdvance        int32
	kingCentre, kingStep        int32
	mopUpEdge, mopUpNear, tempo int32
	kingDanger, threats, space  int32
	mobility                    [32]int32 // by kind
	structure                   [4]int32  // isolated, doubled, supported, phalanx
}

// Features are Eval's terms before their weights, for White, in a position of a game
// that is quiet: not over, not in check, no promotion to play and no capture that wins
// material once the exchanges on its square are played out (SEE), so that the
// quiescence search would score it as Eval does. (No capture at all to play would keep
// too few: with this many pieces one nearly always is, most of them losing.)
func (m *model) Features(p rules.Position, buf []tune.Feature) ([]tune.Feature, bool) {
	pos, ok := p.(*Position)
	if !ok || pos.alone || pos.Outcome().Over() {
		return buf, false
	}
	t := newThinker(pos)
	// the hand-set weights' tables, so that what is quiet (SEE weighs by the values) and
	// the fit do not depend on the weights fitted last
	t.useTables(theHandSetTables())
	if t.s.inCheck() {
		return buf, false
	}
	for _, mv := range t.s.legal(nil) {
		if mv.promo != 0 || mv.flags&fCapture != 0 && t.SEE(mv, 1) {
			return buf, false
		}
	}
	x := make([]float64, len(m.List))
	m.features(t, x)
	return tune.AppendNonZero(buf, x), true
}

// features adds to x the terms of t's evaluation for White, as Eval adds them up, so
// that Σ weight × x is Eval(0) under any weights, but for Eval's rounding. King
// danger's transformed value is linear only in its scale: its held parts are t's
// tables' (the hand-set weights', in Features).
func (m *model) features(t *thinker, x []float64) {
	s, g := &t.s, theGeometry()
	var left, pieceLeft, kingCell [2]int
	var count [2][32]float64 // each side's pieces by kind
	var pawns [2][maxSteps + 1]float64
	for c, sq := range sqOfCell {
		pc := s.sq[sq]
		if pc == 0 {
			continue
		}
		side := int(pc>>6) & 1
		sign := float64(1 - 2*side)
		own := c
		if side == 1 {
			own = g.mirror[c]
		}
		k := pc & kindMask
		switch k {
		case uint8(pieces.King):
			kingCell[side] = c
			continue
		case uint8(pieces.Pawn):
			pawns[side][g.pawnSteps[own]]++
		default:
			pieceLeft[side] += Value(pieces.Kind(k))
			x[m.centre[k]] += sign * float64(g.mobility[k][own]) / 100
		}
		left[side] += Value(pieces.Kind(k))
		x[m.value[k]] += sign
		count[side][k]++
	}
	var maps attackMaps
	var mobility [2][32]int
	maps.perKind = &mobility
	weak := -1
	var passed [2][maxSteps + 1]float64
	var space [2]int
	if !t.alone {
		space = g.spaceOf(s)
		maps.fill(s, t.tab)
		weak = mopped(&left, &pieceLeft)
		g.eachPassed(s, func(c, own int) { passed[c][g.pawnSteps[own]]++ })
		for side, n := range g.pawnStructure(s) {
			sign := float64(1 - 2*side)
			for i, k := range n.list() {
				x[m.structure[i]] += sign * float64(k)
			}
		}
	}
	for side := range 2 {
		sign := float64(1 - 2*side)
		phase := min(256, pieceLeft[1-side]*256/fullMaterial)
		mid, end := float64(phase)/256, float64(256-phase)/256
		for k, n := range count[side] {
			if n != 0 && m.valueEnding[k] >= 0 {
				x[m.valueEnding[k]] += sign * n * end
			}
		}
		for steps, n := range pawns[side] {
			if n != 0 && m.advance[steps] >= 0 {
				x[m.advance[steps]] += sign * n * float64(512-phase) / 256
			}
			if n := passed[side][steps]; n != 0 && m.passed[steps] >= 0 {
				x[m.passed[steps]] += sign * n * float64(512-phase) / 256
			}
		}
		if t.alone {
			continue
		}
		own, shelter := g.kingShelter(s, side, kingCell[side])
		x[m.shelter] += sign * float64(min(shelter, 4)) * mid
		x[m.space] += sign * float64(space[side]) * mid
		x[m.kingAdvance] -= sign * float64(max(0, g.rank[own]-1)) * mid
		x[m.kingCentre] += sign * end
		x[m.kingStep] -= sign * float64(g.centreDist[own]) * end
		if dangerCounts(side, phase, weak) {
			x[m.kingDanger] -= sign * float64(t.tab.dangerOf(s, &maps, side).transformed) / 100 * mid
		}
		for k, n := range mobility[side] {
			if n != 0 && m.mobility[k] >= 0 {
				// step × scale × n is in tenths of a centipawn × percent × 100
				x[m.mobility[k]] += sign * float64(t.tab.mobilityStep[k]*n) / 100000
			}
		}
		x[m.threats] += sign * float64(t.tab.threatsOf(s, &maps, side).score(t.tab)) / 100
	}
	if !t.alone {
		if strong, edge, near, ok := g.mopUp(&left, &pieceLeft, &kingCell); ok {
			sign := float64(1 - 2*strong)
			x[m.mopUpEdge] += sign * float64(edge)
			x[m.mopUpNear] += sign * float64(near)
		}
	}
	x[m.tempo] += float64(1 - 2*s.side)
}
