package antarctic

import (
	"oddboards/rules"
	"oddboards/rules/tune"
)

// TuneModel is the evaluation of Antarctic Chess, the same for every mode, as
// `oddboards tune` fits it: every weight of weights, starting from defaultWeights.
func (Game) TuneModel() tune.Model {
	m := &model{start: defaultWeights()}
	w := &m.start
	var idx tune.Index
	m.Base, idx = tune.NewBase("antarctic", w.terms())
	for _, p := range m.List {
		m.vec = append(m.vec, p.Start)
	}
	for k := range w.Value {
		m.value[k] = idx.At(&w.Value[k])
	}
	for k := kOrca; k <= kPetrel; k++ {
		m.hand[k] = idx[&w.Hand[k]]
	}
	for s := range w.RaceBonus {
		m.raceBonus[s] = idx[&w.RaceBonus[s]]
	}
	for d := range w.Pressure {
		m.pressure[d] = idx[&w.Pressure[d]]
	}
	m.raceHex, m.openRoute, m.winningMove = idx[&w.RaceHex], idx[&w.OpenRoute], idx[&w.WinningMove]
	m.emperorTaken, m.groupStep, m.centralStep = idx[&w.EmperorTaken], idx[&w.GroupStep], idx[&w.CentralStep]
	return m
}

var _ tune.SeatModel = (*model)(nil)

// model knows where each term's weight is among the params (−1 for none). The start
// weights choose, as Eval does under them, each seat's leading royal piece and a
// seat's strongest opponent: the features are Eval's near those weights.
type model struct {
	tune.Base
	start                                weights
	vec                                  []float64 // start, by param
	value                                [nKinds]int32
	hand                                 [kPetrel + 1]int32
	raceBonus                            [5]int32
	pressure                             [6]int32
	raceHex, openRoute, winningMove      int32
	emperorTaken, groupStep, centralStep int32
}

// Features are SeatFeatures from the first seat's side.
func (m *model) Features(p rules.Position, buf []tune.Feature) ([]tune.Feature, bool) {
	return m.SeatFeatures(p, 0, buf)
}

// SeatFeatures are Eval's terms before their weights, from seat's side, in a position
// that is quiet: the game not over, seat still in, no move quiescence would play (a
// capture that may win material, a step onto the centre) and no threat the search
// would extend for (a royal piece one free move from the centre, an Emperor attacked).
func (m *model) SeatFeatures(p rules.Position, seat int, buf []tune.Feature) ([]tune.Feature, bool) {
	pos, ok := p.(*Position)
	if !ok || pos.Outcome().Over() || seat < 0 || seat >= pos.st.g.n || pos.Out(rules.Player(seat)) {
		return buf, false
	}
	s := newSearchState(pos)
	s.ev = evalInfoWith(pos.st.g, &m.start)
	if s.Threatened() {
		return buf, false
	}
	return tune.QuietFeatures[move](s, buf, len(m.List), func(x []float64) { m.features(s, seat, x) })
}

// features adds to x the terms of s's evaluation for seat, as Eval adds them up, so
// that Σ weight × x is Eval(seat) under the start weights, but for combine's rounding.
func (m *model) features(s *searchState, seat int, x []float64) {
	st := &s.pos.st
	g, n, w := st.g, st.g.n, &m.start
	alive := uint8(1<<n-1) &^ st.out
	if n == 2 {
		alive = 3
	}
	f := make([][]float64, n) // each seat's own score's terms
	for q := range f {
		f[q] = make([]float64, len(m.List))
	}
	var royals, others []spot
	for c, b := range st.sq[:] {
		if b == 0 {
			continue
		}
		o, k := ownerOf(b), kindOf(b)
		if alive&(1<<o) == 0 {
			continue
		}
		f[o][m.value[k]]++
		if g.m.royal&(1<<k) != 0 {
			if len(royals) < maxRoyals {
				royals = append(royals, spot{int16(c), int8(o), int8(k)})
			}
		} else {
			others = append(others, spot{int16(c), int8(o), int8(k)})
		}
	}
	for q := range n {
		if alive&(1<<q) == 0 {
			continue
		}
		for k := kOrca; k <= kPetrel; k++ {
			r := float64(st.reserve[q][k])
			if s.ev.race > 1 {
				f[q][m.value[demoted(k)]] += r
			} else {
				f[q][m.hand[k]] += r
			}
		}
	}
	// Each seat's best royal piece, under the start weights.
	type race struct {
		v     int
		terms [3]tune.Feature
	}
	best := make([]race, n)
	for _, r := range royals {
		i := royalIndex(int(r.kind))
		steps := royalGeo.steps[i][r.c]
		if steps < 0 || int(steps) >= len(w.RaceBonus) {
			continue
		}
		hexes := 10 - min(int(centreDist[r.c]), 10)
		rc := race{v: s.ev.race * (w.RaceBonus[steps] + w.RaceHex*hexes), terms: [3]tune.Feature{
			{Index: m.raceBonus[steps], X: float64(s.ev.race)}, {Index: m.raceHex, X: float64(s.ev.race * hexes)}}}
		if steps == 1 && s.routeOpen(i, int(r.c), int(r.owner)) {
			if int(r.owner) == int(st.side) {
				rc = race{v: w.WinningMove, terms: [3]tune.Feature{{Index: m.winningMove, X: 1}}}
			} else {
				rc.v += w.OpenRoute
				rc.terms[2] = tune.Feature{Index: m.openRoute, X: 1}
			}
		}
		if rc.v > best[r.owner].v {
			best[r.owner] = rc
		}
	}
	for q := range best {
		for _, t := range best[q].terms {
			f[q][t.Index] += t.X
		}
	}
	var own [maxPlayers][]int16
	var emps []spot
	for _, r := range royals {
		if len(own[r.owner]) < 3 {
			own[r.owner] = append(own[r.owner], r.c)
		}
		if int(r.kind) == kEmperor {
			emps = append(emps, r)
		}
	}
	for _, o := range others {
		q := int(o.owner)
		if o.kind <= kSkua {
			if o.kind != kSkua {
				f[q][m.centralStep] += float64(8 - min(int(centreDist[o.c]), 8))
			}
			for _, r := range emps {
				if d := hexDist(o.c, r.c); d < len(w.Pressure) && int(r.owner) != q {
					f[q][m.pressure[d]]++
				}
			}
			continue
		}
		near := 3
		for _, c := range own[q] {
			near = min(near, hexDist(o.c, c))
		}
		f[q][m.groupStep] += float64(3 - near)
	}
	if g.m.unequal {
		f[0][m.emperorTaken] += float64(max(s.ev.emperors-len(emps), 0))
	}
	m.combine(f, x, seat, n, alive)
}

// combine adds to x seat's terms less its opponents', as combine weighs them: the
// strongest opponent (under the start weights) and their mean, half each.
func (m *model) combine(f [][]float64, x []float64, seat, n int, alive uint8) {
	score := func(q int) float64 {
		sum := 0.0
		for i, v := range f[q] {
			sum += v * m.vec[i]
		}
		return sum
	}
	most, count := -1, 0
	var mostScore float64
	for q := range n {
		if q == seat || alive&(1<<q) == 0 {
			continue
		}
		if sc := score(q); count == 0 || sc > mostScore {
			most, mostScore = q, sc
		}
		count++
	}
	for i := range x {
		x[i] += f[seat][i]
	}
	switch count {
	case 0:
		return
	case 1:
		for i := range x {
			x[i] -= f[most][i]
		}
		return
	}
	for q := range n {
		if q == seat || alive&(1<<q) == 0 {
			continue
		}
		share := 0.5 / float64(count)
		if q == most {
			share += 0.5
		}
		for i := range x {
			x[i] -= share * f[q][i]
		}
	}
}
