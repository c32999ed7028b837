package dinoczars

import (
	"oddboards/rules"
	"oddboards/rules/tune"
)

// TuneModel is the evaluation as `oddboards tune` fits it: every weight of weights,
// starting from defaultWeights (or from the weights it plays with: PlayingStarts).
func (Game) TuneModel() tune.Model {
	w := defaultWeights()
	m := &model{rank: w.Value}
	var idx tune.Index
	m.Base, idx = tune.NewBase("dinoczars", w.terms())
	pw := playingWeights()
	m.Base = m.Base.WithPlaying(pw.terms())
	at := idx.At
	for k := range w.Value {
		m.value[k], m.reach[k], m.centre[k] = at(&w.Value[k]), at(&w.Reach[k]), at(&w.Centre[k])
		m.facing[k], m.advance[k], m.mobility[k] = at(&w.Facing[k]), at(&w.Advance[k]), at(&w.Mobility[k])
	}
	m.czarAdvance, m.egg, m.eggStep, m.eggUnlaid = at(&w.CzarAdvance), at(&w.EggBase), at(&w.EggStep), at(&w.EggReserve)
	m.attacked, m.defended, m.near = at(&w.ZoneAttack), at(&w.ZoneDefend), at(&w.NearEnemy)
	m.escape, m.hanging, m.tempo = at(&w.CzarEscape), at(&w.CzarHanging), at(&w.Tempo)
	return m
}

// model knows where each term's weight is among the params (−1 for none). Eggs are
// matched with the dinosaurs they would hatch into by the hand-set values (rank): the
// features are linear in the weights only while that choice holds.
type model struct {
	tune.Base
	rank                                      [nKinds]int
	value, reach, centre, facing              [nKinds]int32
	advance, mobility                         [nKinds]int32
	czarAdvance, egg, eggStep, eggUnlaid      int32
	attacked, defended, near, escape, hanging int32
	tempo                                     int32
}

// Features are the evaluation's terms before their weights, for Player 1, in a
// position that is quiet: the game not over and no capture or hatch (the moves the
// quiescence search follows) to play, so that the search would score it as the
// evaluation does.
func (m *model) Features(p rules.Position, buf []tune.Feature) ([]tune.Feature, bool) {
	pos, ok := p.(*Position)
	if !ok || pos.st.winner >= 0 {
		return buf, false
	}
	return tune.QuietFeatures[move](newThinker(pos), buf, len(m.List), func(x []float64) { m.features(&pos.st, x) })
}

// add adds v to x[i], for a term with a weight (i ≥ 0).
func add(x []float64, i int32, v float64) {
	if i >= 0 {
		x[i] += v
	}
}

// features adds to x the terms of s's evaluation for Player 1, as evalWith adds them
// up, so that Σ weight × x is the evaluation under any weights that rank the hatches
// as rank does, but for its rounding (the placement's centre and facing, the eggs'
// sixths) and the placement table's bounds.
func (m *model) features(s *state, x []float64) {
	sc := s.scan()
	for c, b := range s.dinosaurs {
		o, kind := pOwner(b), pKind(b)
		sign := float64(1 - 2*o)
		pl := placeOf(o, kind, c, pVal(b))
		add(x, m.value[kind], sign)
		add(x, m.reach[kind], sign*float64(pl.reach))
		add(x, m.centre[kind], sign*pl.cent)
		add(x, m.facing[kind], sign*pl.fwd)
		add(x, m.advance[kind], sign*float64(min(pl.adv, 4)))
		add(x, m.mobility[kind], sign*float64(sc.mob[c]))
		if kind == kTR {
			add(x, m.czarAdvance, -sign*float64(max(0, pl.adv-1)))
		}
	}
	for o := 0; o < 2; o++ {
		sign := float64(1 - 2*o)
		counts := sc.eggs[o][:sc.nEggs[o]]
		sortEggs(counts)
		best := s.hatches(o, &m.rank)
		for i, n := range counts {
			left := float64(min(int(n), 4))
			add(x, m.egg, sign)
			add(x, m.eggStep, sign*(4-left))
			if best[i] != kEmpty {
				add(x, m.value[best[i]], sign*(5-left)/6)
			}
		}
		add(x, m.eggUnlaid, sign*float64(s.eggs[o]))
		if c := sc.tr[o]; c >= 0 {
			z := s.czarSafety(o, c, &sc)
			add(x, m.defended, sign*float64(z.defended))
			add(x, m.attacked, -sign*float64(z.attacked))
			add(x, m.near, -sign*float64(z.near))
			add(x, m.escape, sign*float64(z.escapes))
			add(x, m.hanging, -sign*float64(z.hanging))
		}
	}
	add(x, m.tempo, float64(1-2*int(s.side)))
}
