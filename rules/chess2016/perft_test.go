package chess2016

import (
	"fmt"
	"testing"

	"oddboards/rules"
	"oddboards/rules/perfttest"
)

// perftTable holds perft counts from initial arrays. The first two rows' depths 1 and 2
// are the rules file's acceptance numbers; everything else is this engine's own figures.
// reference_compare_test.go checks depths 1 to 3 of every row against the independent
// implementation in reference/, and long_test.go (make test-long) depth 4 of chess-56 37
// (Rhinoceros) and chess-2016 205 (Vao, Leo); the other depth-4 figures are this
// engine's alone.
var perftTable = []struct {
	variant string
	setup   int
	note    string
	counts  []uint64 // perft(1), perft(2), ...
}{
	{Chess2016, 1, "1-1-1/1/1: Giraffes for Camels", []uint64{28, 780, 23974, 731100}},
	{Chess2016, 37, "1-1-2/1/1: the plain array", []uint64{28, 784, 24198, 741218}},
	{Chess2016, 55, "1-1-2/4/1: Griffin", []uint64{28, 784, 23560, 703050}},
	{Chess2016, 205, "1-1-6/5/1: Vao, Leo", []uint64{29, 848, 27506, 892708}},
	{Chess2016, 225, "1-2-2/2/3: Nightrider, Camelrider, Men", []uint64{32, 1025, 36844, 1315299}},
	{Chess2016, 288, "1-2-3/6/6: Walker, Zebras, Giraffes, Monarch, Archbishop", []uint64{34, 1152, 42754, 1571565}},
	{Chess56, 1, "1-1-1: the plain array", []uint64{28, 784, 24198, 741218}},
	{Chess56, 3, "1-1-3: Lions, Princess", []uint64{28, 784, 24590, 765590}},
	{Chess56, 8, "1-2-3: Walker, Duchess, Monarch", []uint64{32, 1024, 37046, 1328991}},
	{Chess56, 13, "1-3-4: Walker, Princess, Leo", []uint64{29, 849, 27799, 912155}},
	{Chess56, 22, "2-2-2: Nightrider, Queen as Man", []uint64{28, 784, 24226, 743250}},
	{Chess56, 35, "2-5-6: Wazir, Lady, Empress", []uint64{32, 960, 31831, 1056094}},
	{Chess56, 37, "3-3-3: Rhinoceros", []uint64{28, 784, 24176, 740513}},
	{Chess56, 39, "3-3-5: Giraffes, Griffin", []uint64{32, 992, 32696, 1075608}},
	{Chess56, 43, "3-4-6: Elephant, Camelrider, Empress", []uint64{34, 1156, 43375, 1615515}},
	{Chess56, 56, "6-6-6: Man and Tigers exchanged", []uint64{28, 784, 24198, 741246}},
	{Chess112, 57, "1-1-1/s: Knights and Camels exchanged", []uint64{28, 784, 24098, 735574}},
	{Chess112, 91, "2-5-6/s", []uint64{32, 960, 31752, 1052218}},
}

// TestPerft checks the engine's perft and, to a lower depth, the contract's.
func TestPerft(t *testing.T) {
	for _, c := range perftTable {
		p := mustStart(t, c.variant, c.setup)
		engineDepth, contractDepth := len(c.counts), 3
		if testing.Short() {
			engineDepth, contractDepth = 3, 2
		}
		perfttest.Table(t, fmt.Sprintf("%s %d (%s)", c.variant, c.setup, c.note), p, c.counts, engineDepth, contractDepth)
	}
}

// TestAcceptance is the rules file's acceptance: setup 1 gives 28 and 780, setup 37
// gives 28 and 784, through both perfts and through Game.Start.
func TestAcceptance(t *testing.T) {
	for _, c := range []struct {
		setup  int
		counts [2]uint64
	}{{1, [2]uint64{28, 780}}, {37, [2]uint64{28, 784}}, {0, [2]uint64{28, 784}}} {
		p, err := New().Start(rules.Config{Setup: c.setup})
		if err != nil {
			t.Fatal(err)
		}
		for d := 1; d <= 2; d++ {
			if got := rules.Perft(p, d); got != c.counts[d-1] {
				t.Errorf("setup %d: contract perft(%d) = %d, want %d", c.setup, d, got, c.counts[d-1])
			}
			if got := rules.Position.Perft(p, d); got != c.counts[d-1] {
				t.Errorf("setup %d: engine perft(%d) = %d, want %d", c.setup, d, got, c.counts[d-1])
			}
		}
	}
}

// midgame positions with castling, en passant, promotion and the odd pieces all in
// play: the engine's perft must equal the contract's.
var midgames = []struct {
	name, head, list string
	kindsFrom        int // promotion choices of this Chess 2016 setup
}{
	{"castling, en passant and promotions", "w KQkq h7 0",
		"Kg2 Rb2 Rk2 Qf5 Pc8 Pg6 Pi7 Nd4 Oe1 Ml5 kg9 rb9 rk9 ph6 pc6 ob4 [gr]e8 pe3 ta6", 55},
	{"riders and cannons", "b KQkq - 0",
		"Kg2 Rb2 Rk2 [nr]e4 [cr]f6 Ve6 [le]h3 Pd3 Pe5 kg9 rb9 rk9 [nr]d7 [cr]i5 vg7 [le]c5 pj4 pb3 pa6", 225},
	{"Rhinoceros and Elephants", "w Kk - 0",
		"Kg2 Rk2 [rh]f5 Ee3 Ed5 [wk]i4 Pc4 kg9 rk9 [rh]f6 ee8 ed6 [wk]c8 pk5", 288},
}

func TestPerftMidgame(t *testing.T) {
	for _, c := range midgames {
		kinds, err := Kinds(Chess2016, c.kindsFrom, nil)
		if err != nil {
			t.Fatal(err)
		}
		p := posFromList(t, c.head, c.list, promotionKinds(kinds)...)
		depth := 3
		if testing.Short() {
			depth = 2
		}
		for d := 1; d <= depth; d++ {
			a, b := p.Perft(d), rules.Perft(p, d)
			if a != b || a == 0 {
				t.Errorf("%s: perft(%d) engine %d, contract %d", c.name, d, a, b)
			}
		}
		// Divide adds up to perft.
		var sum uint64
		for _, n := range p.Divide(2) {
			sum += n
		}
		if sum != p.Perft(2) {
			t.Errorf("%s: divide sums to %d, perft(2) = %d", c.name, sum, p.Perft(2))
		}
	}
}

// TestMakeUnmake: after a perft the engine state is as it was, and the incremental hash
// equals the hash computed from scratch along random games.
func TestMakeUnmake(t *testing.T) {
	for _, c := range midgames {
		p := posFromList(t, c.head, c.list)
		before := p.st
		s := p.st
		pf := perfter{s: &s, hist: []uint64{s.hash}, bufs: make([][]move, 4)}
		pf.run(3)
		if s != before {
			t.Errorf("%s: state changed by perft", c.name)
		}
		q := p
		for i := 0; i < 40; i++ {
			ms := q.legalMoves()
			if len(ms) == 0 {
				break
			}
			q = q.play(ms[(i*7+3)%len(ms)])
			if q.st.hash != q.st.computeHash() {
				t.Fatalf("%s: hash drifts after %d plies", c.name, i+1)
			}
		}
	}
}
