package explorer

import (
	"strings"
	"testing"

	"oddboards/pieces"
	"oddboards/rules/chess2016"
)

// TestFacts: the facts come in FactKeys' order, and the line under the board sums them
// up (setup 295's is the widest of all).
func TestFacts(t *testing.T) {
	s := New(chess2016.Chess2016, 295)
	facts, summary, err := s.Facts()
	if err != nil {
		t.Fatal(err)
	}
	keys := FactKeys()
	if len(facts) != len(keys) {
		t.Fatalf("%d facts for %d keys", len(facts), len(keys))
	}
	for i, f := range facts {
		if f.Key != keys[i] || f.Value == "" {
			t.Errorf("fact %d: %q = %q, want key %q", i, f.Key, f.Value, keys[i])
		}
	}
	f, _ := chess2016.SetupFacts(chess2016.Chess2016, 295, nil)
	if !strings.HasSuffix(summary, "(-10.75 against the base array)") || summary != summaryLine(f) ||
		!strings.Contains(facts[3].Value, "less than the base array's") {
		t.Errorf("setup 295: %q; material %q", summary, facts[3].Value)
	}
	if got := summaryLine(chess2016.Facts{FirstMoves: 40, Movers: 12, Material: 4000}); got !=
		"40 first moves · 12 of 24 men can move · material 40 a side (same as the base array)" {
		t.Errorf("an even army: %q", got)
	}
}

func TestPieceWords(t *testing.T) {
	base := New(chess2016.Chess2016, 37) // 1-1-2/1/1: the base array
	if base.SubstitutionText() != "None: this is the base array ("+chess2016.BaseArrayText()+")." || len(base.NewKinds()) != 0 {
		t.Errorf("setup 37: %q, new kinds %v", base.SubstitutionText(), base.NewKinds())
	}
	d, _ := chess2016.ParseDice(chess2016.Chess2016, "1-1-2/2/5") // a Nightrider, a Man, a Lady
	n, _ := chess2016.SetupNumber(chess2016.Chess2016, d)
	s := New(chess2016.Chess2016, n)
	if lines := strings.Split(s.SubstitutionText(), "\n"); len(lines) != 3 || len(s.NewKinds()) != 3 {
		t.Errorf("1-1-2/2/5: %q, new kinds %v", lines, s.NewKinds())
	}
	if got := s.LegendNote(pieces.Knight); got != "Worth 3 pawns. Reaches 8 squares from f5." {
		t.Errorf("Knight: %q", got)
	}
	for _, tc := range []struct{ variant, want string }{
		{chess2016.Chess2016, "the green die (the Queen)"},
		{chess2016.Chess56, "Three white dice. Click"},
		{chess2016.Chess112, "the seventh \"die\""},
	} {
		if got := New(tc.variant, 1).DiceNote(); !strings.Contains(got, tc.want) {
			t.Errorf("%s: %q lacks %q", tc.variant, got, tc.want)
		}
	}
}

func TestPawns(t *testing.T) {
	for _, tc := range []struct {
		cp          int
		short, long string
	}{
		{100, "1", "1 pawn"},
		{325, "3.25", "3.25 pawns"},
		{350, "3.5", "3.5 pawns"},
		{6100, "61", "61 pawns"},
		{0, "0", "0 pawns"},
	} {
		if s, l := pawnsShort(tc.cp), pawns(tc.cp); s != tc.short || l != tc.long {
			t.Errorf("%d centipawns: %q, %q; want %q, %q", tc.cp, s, l, tc.short, tc.long)
		}
	}
}

func TestDiceWords(t *testing.T) {
	for _, tc := range []struct {
		d     chess2016.Dice
		faces [3]int
		want  string
	}{
		{chess2016.Dice{White: [3]int{1, 2, 3}, Green: 4, Red: 5}, [3]int{1, 2, 3}, "dice 1-2-3 · green 4 · red 5"},
		{chess2016.Dice{White: [3]int{2, 2, 6}}, [3]int{2, 2, 6}, "dice 2-2-6"},
		{chess2016.Dice{White: [3]int{1, 1, 1}, Swap: true}, [3]int{1, 1, 1}, "dice 1-1-1 · Knights <-> Camels"},
		// named as they lie, as the dice are drawn
		{chess2016.Dice{White: [3]int{1, 3, 5}, Green: 2, Red: 6}, [3]int{5, 1, 3}, "dice 5-1-3 · green 2 · red 6"},
		// faces of another roll: the roll's own order
		{chess2016.Dice{White: [3]int{1, 3, 5}}, [3]int{6, 1, 3}, "dice 1-3-5"},
	} {
		if got := DiceWords(tc.d, tc.faces); got != tc.want {
			t.Errorf("%v: %q, want %q", tc.d, got, tc.want)
		}
	}
}
