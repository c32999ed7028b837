package pothole

import (
	"oddboards/rules"
	"oddboards/rules/tune"
)

// TuneModel is the evaluation of Pothole Chess as `oddboards tune` fits it: every
// weight of weights, starting from defaultWeights, from each seat's side.
func (Game) TuneModel() tune.Model {
	m := &model{start: defaultWeights()}
	m.Base, _ = tune.NewBase("pothole", m.start.terms())
	return m
}

var _ tune.SeatModel = (*model)(nil)

// model: every seat's own score (state.scores) is a sum of weights times counts, so a
// weight's feature there is what a unit more of it adds. The start weights choose a
// seat's strongest opponent, as combine does under them.
type model struct {
	tune.Base
	start weights
}

// Features are SeatFeatures from the first seat's side.
func (m *model) Features(p rules.Position, buf []tune.Feature) ([]tune.Feature, bool) {
	return m.SeatFeatures(p, 0, buf)
}

// SeatFeatures are eval's terms before their weights, from seat's side, in a position
// that is quiet: the game not over, seat's King alive, and no move quiescence would
// play (a capture, a killing push of an enemy piece, a promotion) for the seat to move.
func (m *model) SeatFeatures(p rules.Position, seat int, buf []tune.Feature) ([]tune.Feature, bool) {
	pos, ok := p.(*Position)
	if !ok || seat < 0 || seat >= 4 || pos.Outcome().Over() || pos.st.king[seat] == 0 {
		return buf, false
	}
	return tune.QuietFeatures[move](newSearchState(pos), buf, len(m.List), func(x []float64) { copy(x, m.features(&pos.st, seat)) })
}

// features are the terms of s's evaluation for seat, by param: Σ weight × feature is
// evalWith(seat, start) but for combine's rounding.
func (m *model) features(s *state, seat int) []float64 {
	w := m.start
	base := s.scores(&w)
	f := make([][4]float64, len(m.List)) // by param, each seat's own score's count
	for i, t := range w.terms() {
		*t.P++
		for q, v := range s.scores(&w) {
			f[i][q] = float64(v - base[q])
		}
		*t.P--
	}
	// combine: seat's score less half the best live opponent's and a sixth of each's
	share := [4]float64{}
	best, n := -1, 0
	for q := range 4 {
		if q == seat || s.king[q] == 0 {
			continue
		}
		if n == 0 || base[q] > base[best] {
			best = q
		}
		share[q] = -1.0 / 6
		n++
	}
	share[seat] = 1
	if n > 0 {
		share[best] -= 0.5
	}
	x := make([]float64, len(m.List))
	for i := range f {
		for q, v := range f[i] {
			x[i] += share[q] * v
		}
	}
	return x
}
