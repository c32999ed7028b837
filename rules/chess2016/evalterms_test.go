package chess2016

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"oddboards/pieces"
	"oddboards/rules/search"
)

// attackMaps' sets are what attacked and attackersTo answer square by square, on the
// positions of attackPositionsFile: by is every square the side attacks, by2 those two
// or more of its pieces attack, byPieces those attacked by a piece other than the King.
func TestAttackMaps(t *testing.T) {
	e := theEvalTables()
	for i, p := range attackPositions(t) {
		if p.alone {
			continue
		}
		s := &p.st
		var m attackMaps
		m.fill(s, e)
		occ := s.colBB[0].or(s.colBB[1])
		for c := range 2 {
			var by, by2, byPieces bb
			for _, sq := range sqOfCell {
				b := int(boxOf[sq])
				if s.attacked(sq, c) {
					by = by.or(sqBB[b])
				}
				who := s.attackersTo(b, occ).and(s.colBB[c])
				if who.count() > 1 {
					by2 = by2.or(sqBB[b])
				}
				if who.andNot(s.kindBB[pieces.King]).any() {
					byPieces = byPieces.or(sqBB[b])
				}
			}
			for _, x := range []struct {
				name      string
				got, want bb
			}{{"by", m.by[c], by}, {"by2", m.by2[c], by2}, {"byPieces", m.byPieces[c], byPieces}} {
				if x.got != x.want {
					t.Fatalf("position %d (%s), side %d: %s %v, square by square %v", i, p.FEN(), c, x.name, x.got, x.want)
				}
			}
		}
	}
}

// pieceAttacks is attacksFrom; checkFrom is every square from which a piece of the kind
// would attack the King (the Pawn's aside); quietReach is where the generator moves the
// divergent kinds without capturing. Every kind but the Pawn and King on every square
// of the attack positions, for either colour.
func TestReverseAttacks(t *testing.T) {
	ps := attackPositions(t)
	r := rand.New(rand.NewPCG(4, 3))
	for i := 0; i < len(ps); i += 7 {
		p := ps[i]
		s := p.st
		occ := s.colBB[0].or(s.colBB[1])
		kb := int(boxOf[s.king[1]])
		var rev [2]reverse // shared by the kinds, as in dangerOf
		for _, k := range gameKinds {
			if k == pieces.Pawn || k == pieces.King {
				continue
			}
			c := r.IntN(2)
			var want bb
			for _, sq := range sqOfCell {
				b := int(boxOf[sq])
				if b != kb && attacksFrom(uint8(k), c, b, occ.or(sqBB[b])).has(kb) {
					want = want.or(sqBB[b])
				}
				if quietPatterns[k] != 0 && s.sq[sq] == 0 {
					q := s
					q.sq[sq] = mkPiece(k, c)
					q.side = c
					var gen bb
					for _, mv := range q.genPiece(nil, sq, uint8(k)) {
						if mv.flags&fCapture == 0 {
							gen = gen.or(bbOf(int(mv.to)))
						}
					}
					if got := quietReach(uint8(k), c, b, occ.or(sqBB[b])); got != gen {
						t.Fatalf("position %d, %s on %s: quietReach %v, generator %v", i, k, sqName(sq), got, gen)
					}
				}
			}
			if got := rev[c].checkFrom(uint8(k), c, kb, occ, cellBB); got != want {
				t.Fatalf("position %d (%s), %s of side %d: checkFrom %v, want %v", i, p.FEN(), k, c, got, want)
			}
		}
	}
}

// handSetWeights are defaultWeights with the terms on trial on at their hand-set scales.
func handSetWeights() weights {
	w := defaultWeights()
	w.KingDanger, w.Mobility, w.Threats, w.Passed = kingDangerOn, mobilityOn(), threatsOn, passedOn
	return w
}

// tablesOf are the evaluation's tables for the hand-set weights with the terms on trial
// (King danger, mobility, threats) all on, all off, each alone, and with King danger's
// parts doubled.
func tablesOf() map[string]*evalTables {
	on, off, big := handSetWeights(), handSetWeights(), handSetWeights()
	on.ValueEnding[pieces.Rook], on.ValueEnding[pieces.Pawn] = 60, 25 // the breakdown's Material has it
	on.Space = 7
	off.KingDanger, off.Mobility, off.Threats, off.Passed = 0, [32]int{}, 0, [maxSteps + 1]int{}
	big.KingDanger, big.DangerHit, big.DangerOffset = 250, 2*big.DangerHit, 0
	kd, mob, thr, pas, pst := off, off, off, off, off
	kd.KingDanger, mob.Mobility, thr.Threats, pas.Passed = kingDangerOn, mobilityOn(), threatsOn, passedOn
	pst.Isolated, pst.Doubled, pst.Supported, pst.Phalanx = -12, -15, 8, 5
	return map[string]*evalTables{"on": newEvalTables(on), "off": newEvalTables(off), "big": newEvalTables(big),
		"king danger": newEvalTables(kd), "mobility": newEvalTables(mob), "threats": newEvalTables(thr),
		"passed": newEvalTables(pas), "structure": newEvalTables(pst)}
}

// The eval command's terms, White's less Black's, add up to Eval for White, in positions
// of random games and staged diagrams, with the terms on trial on and off; and each of
// them is not always zero where it is on, and always where it is off.
func TestEvalTermsAddUp(t *testing.T) {
	for name, tab := range tablesOf() {
		n := 0
		seen := map[string]int{}
		check := func(th *thinker) {
			th.useTables(tab)
			terms, _ := th.evalBreakdown()
			sum := 0
			for _, tm := range terms {
				sum += tm.Side[0] - tm.Side[1]
				if tm.Side != [2]int{} {
					seen[tm.Name]++
				}
			}
			if got := th.Eval(0); got != sum {
				t.Fatalf("%s, position %d: the terms add up to %d, Eval %d (%+v)", name, n, sum, got, terms)
			}
			n++
		}
		randomGames(t, 11, 150, check)
		for _, th := range staged(t) {
			check(th)
		}
		for _, term := range []struct {
			name string
			on   bool
		}{{"King danger", tab.kingDanger != 0}, {"Mobility", tab.anyMobility}, {"Threats", tab.threatsScale != 0},
			{"Passed pawns", tab.passed != nil}, {"Pawn structure", tab.structure != [4]int{}}, {"Space", tab.space != 0}} {
			t.Logf("%s: %s in %d of %d positions", name, term.name, seen[term.name], n)
			if (seen[term.name] > 0) != term.on {
				t.Errorf("%s: %s (on: %v) in %d of %d positions", name, term.name, term.on, seen[term.name], n)
			}
		}
	}
}

// Threats count a piece attacked by a Pawn, by a lesser piece, and one attacked and
// not defended; mobility is more for a Rook on an open file than for a shut-in one.
func TestThreatsAndMobility(t *testing.T) {
	tab := tablesOf()["on"]
	cases := []struct {
		name, list string
		side       int
		want       threats
	}{
		{"none", "Kg2 Nd4 Pc3 kg9", 0, threats{}},
		{"pawn", "Kg2 Nd4 Pc3 kg9 pe5", 0, threats{byPawn: 1}},
		{"lesser and hanging", "Kg2 Rd4 kg9 nc6", 0, threats{byLesser: 1, hanging: 1}},
		{"defended", "Kg2 Rd4 Pc3 kg9 nc6", 0, threats{byLesser: 1}},
		{"greater attacker", "Kg2 Nd4 Pc3 kg9 rd8", 0, threats{}},
	}
	for _, c := range cases {
		th := newThinker(posFromList(t, "w - - 0", c.list))
		var m attackMaps
		m.fill(&th.s, tab)
		if got := tab.threatsOf(&th.s, &m, c.side); got != c.want {
			t.Errorf("%s: threats %+v, want %+v", c.name, got, c.want)
		}
	}
	var mob [2]int
	for i, list := range []string{"Kg2 Rb2 Pb3 Pc2 kg9", "Kg2 Rd5 Pb3 Pc2 kg9"} {
		th := newThinker(posFromList(t, "w - - 0", list))
		var m attackMaps
		m.fill(&th.s, tab)
		mob[i] = m.mobility(0)
	}
	if mob[0] >= mob[1] {
		t.Errorf("mobility of a shut-in Rook %d, of a free one %d", mob[0], mob[1])
	}
}

// A pawn is passed when no opponent's pawn stands ahead of it on its file or the files
// beside; its bonus grows as it nears the end.
func TestPassedPawns(t *testing.T) {
	tab := tablesOf()["passed"]
	for _, c := range []struct {
		name, list string
		passed     [2]bool // White's pawn, Black's
	}{
		{"both passed", "Kg2 Pc5 kg9 pj6", [2]bool{true, true}},
		{"blocked ahead", "Kg2 Pc5 kg9 pc7", [2]bool{false, false}},
		{"beside ahead", "Kg2 Pc5 kg9 pd8", [2]bool{false, false}},
		{"beside behind", "Kg2 Pc5 kg9 pd4", [2]bool{true, true}},
		{"two files away", "Kg2 Pc5 kg9 pe7", [2]bool{true, true}},
	} {
		th := newThinker(posFromList(t, "w - - 0", c.list))
		v := tab.passedPawns(&th.s)
		for side := range 2 {
			if (v[side] > 0) != c.passed[side] {
				t.Errorf("%s: side %d's bonus %d, passed %v", c.name, side, v[side], c.passed[side])
			}
		}
	}
	var far, near [2]int
	far = tab.passedPawns(&newThinker(posFromList(t, "w - - 0", "Kg2 Pc4 kg9")).s)
	near = tab.passedPawns(&newThinker(posFromList(t, "w - - 0", "Kg2 Pc7 kg9")).s)
	if near[0] <= far[0] {
		t.Errorf("a passed pawn near its end %d, further back %d", near[0], far[0])
	}
}

// Each side's isolated, doubled, supported and phalanx pawns, counted from the pawns
// alone; the pawn cache gives what a count gives.
func TestPawnStructure(t *testing.T) {
	tab := tablesOf()["structure"]
	for _, c := range []struct {
		name, list string
		want       [2]pawnCounts // White's, Black's
	}{
		{"alone", "Kg2 Pc3 kg9", [2]pawnCounts{{isolated: 1}, {}}},
		{"doubled", "Kg2 Pc3 Pc5 kg9", [2]pawnCounts{{isolated: 2, doubled: 1}, {}}},
		{"a chain", "Kg2 Pc3 Pd4 kg9", [2]pawnCounts{{supported: 1}, {}}},
		{"side by side", "Kg2 Pc3 Pd3 kg9", [2]pawnCounts{{phalanx: 2}, {}}},
		{"two files apart", "Kg2 Pc3 Pe3 kg9", [2]pawnCounts{{isolated: 2}, {}}},
		{"Black's chain", "Kg2 kg9 pc7 pd6", [2]pawnCounts{{}, {supported: 1}}},
		{"Black doubled and beside", "Kg2 kg9 pc7 pc6 pd6", [2]pawnCounts{{}, {doubled: 1, supported: 1, phalanx: 2}}},
		{"the edge files", "Kg2 Pa4 Pl4 kg9", [2]pawnCounts{{isolated: 2}, {}}},
	} {
		th := newThinker(posFromList(t, "w - - 0", c.list))
		if got := tab.pawnStructure(&th.s); got != c.want {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
		th.useTables(tab)
		for range 2 { // counted, then from the cache
			_, got := th.pawnTerms()
			for side, n := range c.want {
				want := n.isolated*-12 + n.doubled*-15 + n.supported*8 + n.phalanx*5
				if got[side] != want {
					t.Errorf("%s: side %d's structure %d, want %d", c.name, side, got[side], want)
				}
			}
		}
	}
}

// The same material scores worse for Black with White's pieces around its King than
// with them at home, and the King danger is what says so.
func TestKingDangerSeesAnAttack(t *testing.T) {
	const black = "kg9 pf8 pg8 ph8 qd9 rb9 rc9 nd8 be9"
	for _, c := range []struct{ name, quiet, attack string }{
		{"pieces", "Kg2 Pf3 Pg3 Ph3 Qd2 Rb2 Rc2 Nd3 Be2", "Kg2 Pf3 Pg3 Ph3 Qg6 Re7 Ni6 Bd5 Rh4"},
		{"two", "Kg2 Pf3 Pg3 Ph3 Qd2 Rb2 Rc2 Nd3 Be2", "Kg2 Pf3 Pg3 Ph3 Qh6 Rb2 Rc2 Ni6 Be2"},
	} {
		var d [2]danger
		var kd [2]int
		for i, list := range []string{c.quiet, c.attack} {
			p := posFromList(t, "b - - 0", list+" "+black)
			th := newThinker(p)
			th.useTables(newEvalTables(handSetWeights()))
			terms, ds := th.evalBreakdown()
			d[i] = ds[1]
			kd[i] = terms[4].Side[1]
			if terms[4].Name != "King danger" {
				t.Fatal(terms[4].Name)
			}
		}
		if kd[1] >= kd[0] || d[1].transformed <= d[0].transformed || d[1].attackers <= d[0].attackers {
			t.Errorf("%s: King danger quiet %d (%+v), attacked %d (%+v)", c.name, kd[0], d[0], kd[1], d[1])
		}
	}
}

// Each switch turns its term on or off: off, its row is zero in every search position;
// on (as the computer plays), it counts in some.
func TestEvalSwitchesTurnTermsOff(t *testing.T) {
	names := []string{"King danger", "Mobility", "Threats", "Passed pawns"}
	on := func(sw EvalSwitches) []bool { return []bool{sw.KingDanger, sw.Mobility, sw.Threats, sw.Passed} }
	pl := PlayingSwitches()
	counted := make([]bool, len(names))
	for i, p := range searchPositions(t) {
		for _, sw := range []EvalSwitches{{}, pl, {KingDanger: true, Threats: true}, {Mobility: true, Passed: true}} {
			terms, _ := p.EvalTerms(sw)
			for j, name := range names {
				idx := slices.IndexFunc(terms, func(tm EvalTerm) bool { return tm.Name == name })
				if idx < 0 {
					t.Fatalf("no %s row in %+v", name, terms)
				}
				switch side := terms[idx].Side; {
				case !on(sw)[j] && side != [2]int{}:
					t.Errorf("position %d, %+v: %s off, still %v", i, sw, name, side)
				case on(sw)[j] && side != [2]int{}:
					counted[j] = true
				}
			}
		}
	}
	for j, name := range names {
		if !counted[j] {
			t.Errorf("%s on counted in no search position", name)
		}
	}
}

// Weights set by name change the evaluation as those weights do: King danger's scale at
// 0 is its switch off, an offset of 10,000 leaves no King in danger, a tempo of 112 is
// worth 1.12 pawns; none set is the switches' own evaluation; a name the evaluation
// lacks is refused, with the name.
func TestEvaluationWithNamedWeights(t *testing.T) {
	pl := PlayingSwitches()
	off := pl
	off.KingDanger = false
	ev := func(sw EvalSwitches, m map[string]int) Evaluation {
		e, err := sw.Evaluation(m)
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	// total is the Total column of the table's row that starts with name
	total := func(table, name string) string {
		for _, line := range strings.Split(table, "\n") {
			if strings.HasPrefix(line, name+" ") {
				f := strings.Fields(line)
				return f[len(f)-1]
			}
		}
		t.Fatalf("no %s row:\n%s", name, table)
		return ""
	}
	plain, offEv := ev(pl, nil), ev(off, nil)
	zero, none := ev(pl, map[string]int{"king danger": 0}), ev(pl, map[string]int{})
	calm, tempo := ev(pl, map[string]int{"danger offset": 10_000}), ev(pl, map[string]int{"tempo": 112})
	dangerSeen := false
	for i, p := range searchPositions(t) {
		if a, b := p.EvalTable(zero), p.EvalTable(offEv); a != b {
			t.Errorf("position %d: King danger at 0%%:\n%s\nwant, as switched off:\n%s", i, a, b)
		}
		if a, b := p.EvalTable(none), p.EvalTable(plain); a != b || p.EvalTable(Evaluation{}) != b {
			t.Errorf("position %d: no weights set:\n%s\nwant:\n%s", i, a, b)
		}
		if got := total(p.EvalTable(calm), "King danger"); got != "0.00" {
			t.Errorf("position %d: King danger %s with an offset of 10,000", i, got)
		}
		if got := total(p.EvalTable(tempo), "Tempo"); got != "1.12" && got != "-1.12" {
			t.Errorf("position %d: tempo %s, set to 112", i, got)
		}
		dangerSeen = dangerSeen || total(p.EvalTable(plain), "King danger") != "0.00"
	}
	if !dangerSeen {
		t.Error("no search position has a King in danger: the offset's case shows nothing")
	}
	if _, err := pl.Evaluation(map[string]int{"danger ofset": 5}); err == nil || !strings.Contains(err.Error(), "danger ofset") {
		t.Errorf("a misspelt name: %v", err)
	}
}

// The eval table is one line a term, with the total and Eval's own figure the same.
func TestEvalTable(t *testing.T) {
	p := searchPositions(t)[1]
	for _, sw := range []EvalSwitches{{}, {KingDanger: true}, {KingDanger: true, Mobility: true, Threats: true}} {
		text := p.EvalTable(Evaluation{sw.tables()})
		terms, white := p.EvalTerms(sw)
		lines := strings.Split(text, "\n")
		if len(lines) < len(terms)+3 || !strings.HasPrefix(lines[len(terms)+1], "Total") {
			t.Fatalf("%+v:\n%s", sw, text)
		}
		total := strings.Fields(lines[len(terms)+1])
		want := strings.Fields(lines[len(terms)+2])
		if total[len(total)-1] != want[3] {
			t.Errorf("%+v: total %s, Eval %s:\n%s", sw, total[len(total)-1], want[3], text)
		}
		if !sw.KingDanger && terms[4].Side != [2]int{} {
			t.Errorf("King danger off, still %v", terms[4].Side)
		}
		_ = white
	}
}

var evalSink int

// BenchmarkEval evaluates each search position, with the terms on trial all on, all
// off and King danger alone, and reports the time and CPU time an Eval takes (each
// worked out, not taken from the cache).
func BenchmarkEval(b *testing.B) {
	ps := searchPositions(b)
	for _, name := range []string{"on", "off", "king danger"} {
		tab := tablesOf()[name]
		var ths []*thinker
		for _, p := range ps {
			th := newThinker(p)
			th.useTables(tab)
			ths = append(ths, th)
		}
		b.Run(name, func(b *testing.B) {
			n := 0
			cpu := cpuTime()
			for b.Loop() {
				for _, th := range ths {
					th.attackCache.forget(th.s.hash) // the evaluation's own cost, not the cache's
					evalSink += th.Eval(th.s.side)
				}
				n += len(ths)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/eval")
			if used := cpuTime() - cpu; used > 0 {
				b.ReportMetric(float64(used.Nanoseconds())/float64(n), "cpu-ns/eval")
			}
		})
	}
}

// BenchmarkSearchPositionsKingDanger is BenchmarkSearchPositions with the terms on
// trial off, King danger alone, and all of them on, less the search's features
// ODB_WITHOUT names.
func BenchmarkSearchPositionsKingDanger(b *testing.B) {
	ps := searchPositions(b)
	for _, c := range []struct {
		name string
		sw   EvalSwitches
	}{{"off", EvalSwitches{}}, {"on", EvalSwitches{KingDanger: true}}, {"all", EvalSwitches{KingDanger: true, Mobility: true, Threats: true}}} {
		ev, err := c.sw.Evaluation(nil)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.name, func(b *testing.B) {
			var nodes int64
			cpu := cpuTime()
			for b.Loop() {
				for _, p := range ps {
					nodes += p.ThinkWith(context.Background(), search.Limits{Nodes: 30_000, HashMB: 2, Without: without(b)}, nil, ev).Nodes
				}
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
			if used := cpuTime() - cpu; used > 0 {
				b.ReportMetric(float64(used.Nanoseconds())/float64(nodes), "cpu-ns/node")
			}
		})
	}
}

// A lone King that mop-up drives has no King danger: a Queen's checks would otherwise
// be worth more to the search than driving the King to the edge.
func TestKingDangerLeavesMopUpAlone(t *testing.T) {
	th := newThinker(posFromList(t, "w - - 0", "Kg2 Qf4 kf6"))
	th.useTables(newEvalTables(handSetWeights()))
	terms, ds := th.evalBreakdown()
	if terms[4].Side != [2]int{} || terms[5].Side[0] == 0 || ds[1].transformed == 0 {
		t.Errorf("King danger %v, mop-up %v, Black's King's danger %+v", terms[4].Side, terms[5].Side, ds[1])
	}
}

// forget drops key's terms from the cache (the benchmarks measure the evaluation's own
// cost, not the cache's).
func (c termCache) forget(key uint64) {
	if c != nil {
		c[key&uint64(len(c)-1)].set = false
	}
}

// spaceOf counts, on files c–j of a side's pawns' rank and the two ahead, the squares
// free of its pawns and of the opponent's pawn attacks, those behind its pawns twice.
func TestSpaceOf(t *testing.T) {
	for _, c := range []struct {
		moves []string
		want  [2]int
	}{
		{nil, [2]int{16, 16}}, // 24 squares, 8 own pawns
		// e3 and e4 behind the pawn count twice; it attacks d6 and f6 in Black's zone
		{[]string{"e5"}, [2]int{18, 14}},
		// d6 attacks c5 in White's; e5 attacks d6, a pawn already, and f6
		{[]string{"e5", "d6"}, [2]int{17, 17}},
	} {
		p := playSAN(t, mustStart(t, Chess2016, 1), c.moves...)
		th := newThinker(p)
		if got := th.tab.spaceOf(&th.s); got != c.want {
			t.Errorf("after %v: space %v, want %v", c.moves, got, c.want)
		}
	}
}
