package chess2016

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"oddboards/pieces"
	"oddboards/rules/search"
	"oddboards/rules/tune"
)

// EvalSwitches turn the evaluation's attack and pawn terms on or off, for a match that
// measures what one is worth (uci's KingDanger, Mobility, Threats and PassedPawns
// options). PlayingSwitches are the computer's own; the zero value has all four off.
type EvalSwitches struct {
	KingDanger, Mobility, Threats, Passed bool
}

// PlayingSwitches are the terms the computer plays with: those its weights give a
// weight (the fitted ones, where a match showed that they win).
func PlayingSwitches() EvalSwitches { return thePlayingSwitches() }

var thePlayingSwitches = sync.OnceValue(func() EvalSwitches {
	w := playingWeights()
	return EvalSwitches{KingDanger: w.KingDanger != 0, Mobility: w.Mobility != [32]int{}, Threats: w.Threats != 0,
		Passed: w.Passed != [maxSteps + 1]int{}}
})

// index numbers sw's combination, for theSwitchedTables.
func (sw EvalSwitches) index() int {
	i := 0
	for b, on := range []bool{sw.KingDanger, sw.Mobility, sw.Threats, sw.Passed} {
		if on {
			i |= 1 << b
		}
	}
	return i
}

// theSwitchedTables are the playing tables with each combination of the four terms on,
// by EvalSwitches.index (EvalSwitches.weights).
var theSwitchedTables = sync.OnceValue(func() (ts [16]*evalTables) {
	for i := range ts {
		sw := EvalSwitches{KingDanger: i&1 != 0, Mobility: i&2 != 0, Threats: i&4 != 0, Passed: i&8 != 0}
		ts[i] = newEvalTables(sw.weights())
	}
	return ts
})

// weights are the playing weights with sw's terms on or off: a term the playing weights
// have keeps its weights, one they leave off comes on at its hand-set scale, and one
// switched off weighs nothing.
func (sw EvalSwitches) weights() weights {
	w := playingWeights()
	w.KingDanger = switched(sw.KingDanger, w.KingDanger, kingDangerOn)
	w.Mobility = switched(sw.Mobility, w.Mobility, mobilityOn())
	w.Threats = switched(sw.Threats, w.Threats, threatsOn)
	w.Passed = switched(sw.Passed, w.Passed, passedOn)
	return w
}

// switched is a term's weight (a scale, or the passed pawns' table) with its switch on
// or off: the playing one, else the hand-set one where it is on; zero where off.
func switched[W comparable](on bool, playing, handSet W) W {
	var off W
	switch {
	case !on:
		return off
	case playing != off:
		return playing
	}
	return handSet
}

func (sw EvalSwitches) tables() *evalTables {
	if sw == PlayingSwitches() {
		return theEvalTables()
	}
	return theSwitchedTables()[sw.index()]
}

// Evaluation is an evaluation to search and print with: the computer's own, or one
// with terms switched (EvalSwitches) or weights set by name, for a match that measures
// a change of the evaluation with one binary. Its zero value is the computer's own.
type Evaluation struct{ tab *evalTables }

// Evaluation is sw's evaluation with the named weights (by the names of weights.go and
// `oddboards tune`: "danger offset", "value Queen") set over its own; a name the
// evaluation lacks is an error.
func (sw EvalSwitches) Evaluation(named map[string]int) (Evaluation, error) {
	if len(named) == 0 {
		return Evaluation{sw.tables()}, nil
	}
	w, err := tune.With(sw.weights(), (*weights).terms, named)
	if err != nil {
		return Evaluation{}, err
	}
	return Evaluation{newEvalTables(w)}, nil
}

func (ev Evaluation) tables() *evalTables {
	if ev.tab == nil {
		return theEvalTables()
	}
	return ev.tab
}

// ThinkWith is Think with the evaluation ev.
func (p *Position) ThinkWith(ctx context.Context, lim search.Limits, info func(search.Report), ev Evaluation) search.Report {
	tab := ev.tables()
	return search.Think(ctx, func() *thinker {
		t := newThinker(p)
		t.useTables(tab)
		return t
	}, lim, info)
}

// EvalTerm is one term of the evaluation, in centipawns, for each side from its own
// point of view.
type EvalTerm struct {
	Name string
	Side [2]int
}

// evalBreakdown is Eval's terms for each side and each King's danger: White's terms
// less Black's add up to Eval(0), which the test holds.
func (t *thinker) evalBreakdown() ([]EvalTerm, [2]danger) {
	s, e := &t.s, t.tab
	pawns, pieceLeft, pos, adv := t.sum.pawns, t.sum.pieceLeft, t.sum.pos, t.sum.adv
	terms := []EvalTerm{{Name: "Material"}, {Name: "Centralisation"}, {Name: "Pawn advance"},
		{Name: "King position"}, {Name: "King danger"}, {Name: "Mop-up"}, {Name: "Tempo"},
		{Name: "Mobility"}, {Name: "Threats"}, {Name: "Passed pawns"}, {Name: "Pawn structure"}, {Name: "Space"}}
	var passed [2]int
	if e.pawnsOn() && !t.alone {
		passed, terms[10].Side = t.pawnTerms()
	}
	var ds [2]danger
	var kingCell, left, space [2]int
	weak := -1
	if !t.alone {
		kingCell = [2]int{int(cellOf[s.king[0]]), int(cellOf[s.king[1]])}
		left = [2]int{pieceLeft[0] + pawns[0]*e.gauge[pieces.Pawn], pieceLeft[1] + pawns[1]*e.gauge[pieces.Pawn]}
		weak = mopped(&left, &pieceLeft)
		if e.space != 0 {
			space = e.spaceOf(s)
		}
		var m attackMaps
		m.fill(s, e)
		ds = [2]danger{e.dangerOf(s, &m, 0), e.dangerOf(s, &m, 1)}
		if e.attacks() {
			for side := range 2 {
				more, thr := e.more(s, &m, side)
				terms[7].Side[side], terms[8].Side[side] = more-thr, thr
			}
		}
	}
	for side := range 2 {
		ph := min(256, pieceLeft[1-side]*256/fullMaterial)
		terms[0].Side[side] = e.material(&t.sum, side, ph)
		terms[1].Side[side] = pos[side]
		terms[2].Side[side] = adv[side] * (512 - ph) / 256
		terms[9].Side[side] = (adv[side]+passed[side])*(512-ph)/256 - terms[2].Side[side]
		if t.alone {
			continue
		}
		own, mg := e.kingMiddle(s, side, kingCell[side], space[side])
		kd := 0 // the transformed danger, where it counts
		if dangerCounts(side, ph, weak) {
			kd = ds[side].transformed
		}
		king := ((mg-e.kingDanger*kd)*ph + 100*e.kingEnding[own]*(256-ph)) / 25600
		terms[4].Side[side] = -e.kingDanger * kd * ph / 25600
		terms[11].Side[side] = e.space * space[side] * ph / 256
		// the King's position takes what rounding the middlegame's sum leaves
		terms[3].Side[side] = king - terms[4].Side[side] - terms[11].Side[side]
	}
	if !t.alone {
		if strong, edge, near, ok := e.mopUp(&left, &pieceLeft, &kingCell); ok {
			terms[5].Side[strong] = e.mopUpEdge*edge + e.mopUpNear*near
		}
	}
	terms[6].Side[s.side] = e.tempo
	return terms, ds
}

// EvalTerms breaks the static evaluation of p into its terms; White's less Black's,
// added up, are white, the evaluation for White.
func (p *Position) EvalTerms(sw EvalSwitches) (terms []EvalTerm, white int) {
	t := newThinker(p)
	t.useTables(sw.tables())
	terms, _ = t.evalBreakdown()
	return terms, t.Eval(0)
}

// EvalTable is the eval command's table of p's evaluation by ev: each term for White and
// Black and White's less Black's, in pawns, the total being the search's static
// evaluation for White, then what each King's danger is made of.
func (p *Position) EvalTable(ev Evaluation) string {
	t := newThinker(p)
	t.useTables(ev.tables())
	terms, ds := t.evalBreakdown()
	var b strings.Builder
	pawns := func(cp int) string { return fmt.Sprintf("%8.2f", float64(cp)/100) }
	fmt.Fprintf(&b, "%-16s %8s %8s %8s\n", "Term", "White", "Black", "Total")
	var total [2]int
	for _, tm := range terms {
		total[0] += tm.Side[0]
		total[1] += tm.Side[1]
		fmt.Fprintf(&b, "%-16s %s %s %s\n", tm.Name, pawns(tm.Side[0]), pawns(tm.Side[1]), pawns(tm.Side[0]-tm.Side[1]))
	}
	fmt.Fprintf(&b, "%-16s %s %s %s\n", "Total", pawns(total[0]), pawns(total[1]), pawns(total[0]-total[1]))
	fmt.Fprintf(&b, "Eval for White: %.2f pawns (the side to move: %s)\n", float64(t.Eval(0))/100, [2]string{"White", "Black"}[t.s.side])
	if t.alone {
		return b.String()
	}
	state := "on"
	if t.tab.kingDanger == 0 {
		state = "off"
	}
	fmt.Fprintf(&b, "King danger (%s, scale %d%%), White's King | Black's King:\n", state, t.tab.kingDanger)
	for _, r := range []struct {
		name string
		v    func(d danger) int
	}{
		{"zone attackers", func(d danger) int { return d.attackers }},
		{"their weight", func(d danger) int { return d.weight }},
		{"zone attacks", func(d danger) int { return d.hits }},
		{"weak squares", func(d danger) int { return d.weak }},
		{"safe checks", func(d danger) int { return d.safeChecks }},
		{"unsafe checks", func(d danger) int { return d.unsafeChecks }},
		{"units", func(d danger) int { return d.units }},
		{"transformed (cp)", func(d danger) int { return d.transformed }},
	} {
		fmt.Fprintf(&b, "  %-16s %6d | %d\n", r.name, r.v(ds[0]), r.v(ds[1]))
	}
	return b.String()
}
