package clash

import (
	"math/bits"

	"oddboards/rules"
	"oddboards/rules/tune"
)

// TuneModel is the evaluation as `oddboards tune` fits it: every weight of weights,
// starting from defaultWeights (or from the weights it plays with: PlayingStarts).
func (Game) TuneModel() tune.Model {
	m := &model{}
	w := defaultWeights()
	var idx tune.Index
	m.Base, idx = tune.NewBase("clash", w.terms())
	pw := playingWeights()
	m.Base = m.Base.WithPlaying(pw.terms())
	at := idx.At
	for k := range w.Value {
		m.value[k], m.mobility[k], m.leave[k] = at(&w.Value[k]), at(&w.Mobility[k]), at(&w.LeaveBehind[k])
		m.next[k], m.two[k] = at(&w.Next[k]), at(&w.Two[k])
	}
	for r := range w.Advance {
		m.advance[r] = at(&w.Advance[r])
	}
	for n := range w.Commanders {
		m.commanders[n] = at(&w.Commanders[n])
	}
	m.beyond, m.slicerLine, m.guard = at(&w.Beyond), at(&w.SlicerLine), at(&w.Guard)
	return m
}

// model knows where each term's weight is among the params (−1 for none).
type model struct {
	tune.Base
	value, mobility, leave    [8]int32
	next, two                 [8]int32
	advance                   [9]int32
	commanders                [maxCmd + 1]int32
	beyond, slicerLine, guard int32
}

// Features are the evaluation's terms before their weights, for White, in a position
// that is quiet: the game not over and no move the quiescence search would follow
// (Noisy) to play, so that the search would score it as the evaluation does.
func (m *model) Features(p rules.Position, buf []tune.Feature) ([]tune.Feature, bool) {
	pos, ok := p.(*Position)
	if !ok || pos.st.over() {
		return buf, false
	}
	return tune.QuietFeatures[move](newThinker(pos), buf, len(m.List), func(x []float64) { m.features(&pos.st, x) })
}

// add adds v to x[i], for a term with a weight (i ≥ 0).
func add(x []float64, i int32, v int) {
	if i >= 0 {
		x[i] += float64(v)
	}
}

// features adds to x the terms of s's evaluation for White, as eval adds them up, so
// that Σ weight × x is eval under any weights.
func (m *model) features(s *state, x []float64) {
	var masks [16]uint64
	for occ := s.occ; occ != 0; occ &= occ - 1 {
		n := bits.TrailingZeros64(occ)
		v := s.sq[n]
		masks[v] |= 1 << n
		side, k := v>>3, v&kindMask
		sign := 1 - 2*int(side)
		r := ownRank(side, n)
		add(x, m.value[k], sign)
		add(x, m.mobility[k], sign*geo.lines[k][n])
		add(x, m.leave[k], sign*(8-r))
		if k <= kFactor {
			add(x, m.advance[r], sign)
		}
	}
	for side := uint8(0); side < 2; side++ {
		sign := 1 - 2*int(side)
		if n := int(s.cmd[side]); n <= maxCmd {
			add(x, m.commanders[n], sign)
		} else {
			add(x, m.commanders[maxCmd], sign)
			add(x, m.beyond, sign*(n-maxCmd))
		}
		weigh := -sign * cmdDanger[min(int(s.cmd[side]), len(cmdDanger)-1)]
		for c := masks[kCommander|side*blackBit]; c != 0; c &= c - 1 {
			next, two, line, guards := threats(&masks, side, bits.TrailingZeros64(c))
			for i, k := range nextKinds {
				add(x, m.next[k], weigh*next[i])
			}
			for i, k := range twoKinds {
				add(x, m.two[k], weigh*two[i])
			}
			add(x, m.slicerLine, weigh*line)
			add(x, m.guard, -weigh*guards)
		}
	}
}
