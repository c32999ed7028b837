package chess2016

import (
	"slices"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

var allVariants = []string{Chess2016, Chess56, Chess112}

// Every setup of every variant: number → dice → text → dice → number, and number →
// array → number (which also shows no two setups share an array).
func TestSetupsRoundTrip(t *testing.T) {
	for _, v := range allVariants {
		for _, nr := range []string{ManSquare, AllMen} {
			opts := map[string]string{OptNightrider: nr}
			for n := 1; n <= setupsOf(v); n++ {
				d, err := DiceOf(v, n)
				if err != nil {
					t.Fatalf("%s %d: %v", v, n, err)
				}
				back, err := ParseDice(v, d.String())
				if err != nil || back != d {
					t.Fatalf("%s %d: dice %s read back as %v (%v)", v, n, d, back, err)
				}
				m, err := SetupNumber(v, back)
				if err != nil || m != n {
					t.Fatalf("%s %d: dice %s give setup %d (%v)", v, n, d, m, err)
				}
				a, err := Array(v, n, opts)
				if err != nil {
					t.Fatal(err)
				}
				slices.Reverse(a) // any order will do
				m, err = setupOfArray(v, a, opts)
				if err != nil || m != n {
					t.Fatalf("%s %d (%s): the array reads back as setup %d (%v)", v, n, nr, m, err)
				}
			}
		}
	}
}

func TestSetupOfArrayRefusesOtherArrays(t *testing.T) {
	a, _ := Array(Chess2016, 100, nil)
	b := slices.Clone(a)
	b[0].Piece.Kind = pieces.Queen // e1 Tiger → Queen: no setup has a Queen there
	if _, err := setupOfArray(Chess2016, b, nil); err == nil {
		t.Error("a Queen on e1 was read as a setup")
	}
	c := slices.Clone(a)
	for i := range c {
		if c[i].Square == "b2" {
			c[i].Piece.Kind = pieces.Knight
		}
	}
	if _, err := setupOfArray(Chess2016, c, nil); err == nil || !strings.Contains(err.Error(), "b2") {
		t.Errorf("a Knight on b2: %v", err)
	}
	if _, err := setupOfArray(Chess2016, a[:len(a)-1], nil); err == nil {
		t.Error("an array with a piece missing was read as a setup")
	}
	if n, err := setupOfArray(Chess2016, a, nil); n != 100 || err != nil {
		t.Errorf("setup 100: %d, %v", n, err)
	}
}

// directCount counts the setups whose Kinds pass the filter, one setup at a time.
func directCount(t *testing.T, v string, f Filter, opts map[string]string) []int {
	t.Helper()
	var out []int
	for n := 1; n <= setupsOf(v); n++ {
		ks, err := Kinds(v, n, opts)
		if err != nil {
			t.Fatal(err)
		}
		ok := true
		for _, k := range f.With {
			ok = ok && slices.Contains(ks, k)
		}
		for _, k := range f.Without {
			ok = ok && !slices.Contains(ks, k)
		}
		if ok {
			out = append(out, n)
		}
	}
	return out
}

func TestFilterAgreesWithADirectCount(t *testing.T) {
	P := func(ks ...pieces.Kind) []pieces.Kind { return ks }
	for _, tc := range []struct {
		variant string
		f       Filter
		opts    map[string]string
	}{
		{Chess2016, Filter{}, nil},
		{Chess2016, Filter{With: P(pieces.Leo)}, nil},
		{Chess2016, Filter{With: P(pieces.Leo), Without: P(pieces.Nightrider)}, nil},
		{Chess2016, Filter{With: P(pieces.Leo, pieces.Tiger), Without: P(pieces.Nightrider, pieces.Man)}, nil},
		{Chess2016, Filter{Without: P(pieces.Queen)}, nil},
		{Chess2016, Filter{With: P(pieces.Nightrider), Without: P(pieces.Man)}, map[string]string{OptNightrider: AllMen}},
		{Chess2016, Filter{With: P(pieces.Nightrider), Without: P(pieces.Man)}, nil},
		{Chess2016, Filter{With: P(pieces.Camel, pieces.Giraffe, pieces.Zebra)}, nil},
		{Chess2016, Filter{With: P(pieces.Rhinoceros)}, nil},
		{Chess56, Filter{With: P(pieces.Rhinoceros)}, nil},
		{Chess56, Filter{Without: P(pieces.Tiger, pieces.Cannon)}, nil},
		{Chess112, Filter{With: P(pieces.Griffin), Without: P(pieces.Walker)}, nil},
		{Chess112, Filter{With: P(pieces.King)}, nil},
	} {
		got, err := Match(tc.variant, tc.f, tc.opts)
		if err != nil {
			t.Fatal(err)
		}
		want := directCount(t, tc.variant, tc.f, tc.opts)
		if !slices.Equal(got, want) {
			t.Errorf("%s %s %v: %d matches, a direct count finds %d", tc.variant, tc.f, tc.opts, len(got), len(want))
		}
	}
}

func TestFilterFigures(t *testing.T) {
	// the red die decides the Cannon: one setup in six keeps it
	if got, _ := Match(Chess2016, Filter{With: []pieces.Kind{pieces.Cannon}}, nil); len(got) != 2016/6 {
		t.Errorf("setups with a Cannon: %d, want 336", len(got))
	}
	if got, _ := Match(Chess2016, Filter{}, nil); len(got) != 2016 || got[0] != 1 || got[2015] != 2016 {
		t.Errorf("the empty filter: %d setups", len(got))
	}
	// Chess 56: only 3-3-3 brings the Rhinoceros
	if got, _ := Match(Chess56, Filter{With: []pieces.Kind{pieces.Rhinoceros}}, nil); !slices.Equal(got, []int{n56(t, 3, 3, 3)}) {
		t.Errorf("Chess 56 with a Rhinoceros: %v", got)
	}
	counts, err := KindCounts(Chess2016, nil)
	if err != nil || counts[pieces.King] != 2016 || counts[pieces.Rhinoceros] != 0 || counts[pieces.Cannon] != 336 {
		t.Errorf("kind counts: %v, %v", counts, err)
	}
	ks, _ := VariantKinds(Chess56)
	if slices.Contains(ks, pieces.Archbishop) || !slices.Contains(ks, pieces.Elephant) {
		t.Errorf("Chess 56's kinds: %v", ks)
	}
	if _, err := Match("chess-57", Filter{}, nil); err == nil {
		t.Error("an unknown variant was filtered")
	}
}

func n56(t *testing.T, a, b, c int) int {
	n, err := SetupNumber(Chess56, Dice{White: [3]int{a, b, c}})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestKindByName(t *testing.T) {
	for s, want := range map[string]pieces.Kind{"Leo": pieces.Leo, "leo": pieces.Leo, "NIGHTRIDER": pieces.Nightrider,
		"nightriders": pieces.Nightrider, "LE": pieces.Leo, "l": pieces.Lion, "princesses": pieces.Princess, " Man ": pieces.Man} {
		if got, ok := KindByName(s); !ok || got != want {
			t.Errorf("%q: %v, %v", s, got, ok)
		}
	}
	for _, s := range []string{"", "Orca", "Knightrider", "Tyrannosaurus"} {
		if k, ok := KindByName(s); ok {
			t.Errorf("%q was read as %v", s, k)
		}
	}
}

func TestSubstitutions(t *testing.T) {
	for _, tc := range []struct {
		variant string
		dice    string
		want    string
	}{
		{Chess2016, "1-1-2/1/1", ""},
		{Chess2016, "1-1-1/1/1", "Camels → Giraffes (c2, j2)"},
		{Chess2016, "1-1-2/2/5", "Cannon → Lady (g1); Man → Nightrider (f1); Queen → Man (f2)"},
		{Chess2016, "1-2-4/2/1", "Camels → Giraffes (c2, j2); Man → Nightrider (f1); Queen → Walker (f2); Tigers → Wazirs (e1, h1)"},
		{Chess56, "1-1-1", ""},
		{Chess56, "2-4-6", "Cannon → Camelrider (g1); Man → Wazir (f1); Queen → Empress (f2)"},
		{Chess112, "1-1-1/s", "Camels → Knights (c2, j2); Knights → Camels (d2, i2)"},
	} {
		d, err := ParseDice(tc.variant, tc.dice)
		if err != nil {
			t.Fatal(err)
		}
		n, _ := SetupNumber(tc.variant, d)
		subs, err := Substitutions(tc.variant, n, nil)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, s := range subs {
			got = append(got, s.String())
		}
		slices.Sort(got)
		if g := strings.Join(got, "; "); g != tc.want {
			t.Errorf("%s %s: %q, want %q", tc.variant, tc.dice, g, tc.want)
		}
		// the substitutions are exactly where the array differs from the plain one
		a, _ := Array(tc.variant, n, nil)
		plain, _ := Array(Chess56, 1, nil)
		changed := map[string]pieces.Kind{}
		for i := range a {
			if a[i].Piece != plain[i].Piece && a[i].Piece.Owner == 0 {
				changed[a[i].Square] = a[i].Piece.Kind
			}
		}
		covered := 0
		for _, s := range subs {
			for _, sq := range s.Squares {
				covered++
				if changed[sq] != s.To {
					t.Errorf("%s %s: %s has %v, the substitution says %v", tc.variant, tc.dice, sq, changed[sq], s.To)
				}
			}
		}
		if covered != len(changed) {
			t.Errorf("%s %s: %d squares changed, substitutions cover %d", tc.variant, tc.dice, len(changed), covered)
		}
		text, _ := substitutionText(tc.variant, n, nil)
		if (tc.want == "") != (text == "none") {
			t.Errorf("%s %s: text %q", tc.variant, tc.dice, text)
		}
	}
	ks, _ := NewKinds(Chess2016, 1+36+6*1+4, nil) // 1-1-2/2/5: Man, Nightrider, Lady
	if !slices.Equal(ks, []pieces.Kind{pieces.Man, pieces.Lady, pieces.Nightrider}) {
		t.Errorf("new kinds of 1-1-2/2/5: %v", ks)
	}
}

func TestFacts(t *testing.T) {
	f, err := SetupFacts(Chess2016, 37, nil)
	if err != nil {
		t.Fatal(err)
	}
	// the rules file's figures: perft(1) = 28, perft(2) = 784 for setup 37
	if f.FirstMoves != 28 || f.Replies != 784 {
		t.Errorf("setup 37: %d first moves, %d replies; want 28, 784", f.FirstMoves, f.Replies)
	}
	// 10 Pawns 1000, Queen 975, Rooks 1050, Bishops 700, Knights 600, Camels 500,
	// Tigers 600, Man 325, Cannon 350
	if f.Material != 6100 || f.Pieces != 5100 || f.BaseDiff != 0 {
		t.Errorf("setup 37 material %d, pieces %d, diff %d", f.Material, f.Pieces, f.BaseDiff)
	}
	if f.Families[royal] != 1 || f.Families[pawnLike] != 10 || f.Families[leaper] != 4 || f.Families[slider] != 5 ||
		f.Families[hybrid] != 2 || f.Families[hopper] != 1 || f.Families[stepper] != 1 {
		t.Errorf("setup 37 families %v", f.Families)
	}
	if f.Divergent != 3 || f.Bound != 4 { // Tigers, Cannon; Bishops, Camels
		t.Errorf("setup 37: %d divergent, %d bound", f.Divergent, f.Bound)
	}
	if got := f.FamilyText(); got != "1 stepper, 4 leapers, 5 sliders, 1 hopper, 2 hybrids" {
		t.Errorf("family text %q", got)
	}
	// movers: Pawns (10), Knights (2), Camels c2 j2 can jump to b5? no: (1,3) from c2 is
	// b5/d5; Tigers and Cannon are boxed in: count what the moves say
	p, _ := StartPosition(Chess2016, 37, nil)
	from := map[boards.Cell]bool{}
	for _, m := range p.LegalMoves(nil) {
		from[m.From] = true
	}
	if f.Movers != len(from) || f.Movers < 12 {
		t.Errorf("movers %d", f.Movers)
	}
	g, _ := SetupFacts(Chess2016, 1, nil)
	if g.FirstMoves != 28 || g.Replies != 780 || g.BaseDiff != 2*(Value(pieces.Giraffe)-Value(pieces.Camel)) {
		t.Errorf("setup 1: %d, %d, diff %d", g.FirstMoves, g.Replies, g.BaseDiff)
	}
	if len(f.Mates) != 0 || len(g.Mates) != 0 {
		t.Errorf("setups 37 and 1 mate at once: %v, %v", f.Mates, g.Mates)
	}
	if m, _ := SetupFacts(Chess2016, 1207, nil); !slices.Equal(m.Mates, []string{"Gf5#"}) {
		t.Errorf("setup 1207 (2-5-5/4/1): mates %v, want Gf5#", m.Mates)
	}
	if _, err := SetupFacts(Chess56, 57, nil); err == nil {
		t.Error("Chess 56 setup 57 has facts")
	}
}

func TestEveryKindHasFacts(t *testing.T) {
	for _, k := range gameKinds {
		f, ok := factsOf(k)
		if !ok {
			t.Errorf("%v has no value", k)
			continue
		}
		if (f.Value == 0) != (k == pieces.King) {
			t.Errorf("%v: value %d", k, f.Value)
		}
	}
	if _, ok := factsOf(pieces.Orca); ok {
		t.Error("an Orca has a Chess 2016 value")
	}
	for k, want := range map[pieces.Kind]bool{pieces.Tiger: true, pieces.Lion: true, pieces.Cannon: true, pieces.Leo: true,
		pieces.Walker: true, pieces.Pawn: true, pieces.Queen: false, pieces.Princess: false, pieces.Griffin: false} {
		if divergent(k) != want {
			t.Errorf("Divergent(%v) = %v", k, !want)
		}
	}
}

// names lists cells' names, sorted.
func names(cs []boards.Cell) string {
	var out []string
	for _, c := range cs {
		out = append(out, theBoard.CellName(c))
	}
	return sortSquares(strings.Join(out, " "))
}

// aloneDests is where a piece of kind k alone on f5 goes, by the sandbox directly.
func aloneDests(t *testing.T, k pieces.Kind) string {
	c, _ := theBoard.Lookup(diagramSquare)
	p, err := rules.Alone(Game{}, rules.Config{}, pieces.Piece{Kind: k, Facing: pieces.NoFacing}, c)
	if err != nil {
		t.Fatal(err)
	}
	return destsFrom(p.(*Position), diagramSquare)
}

func TestMoveDiagrams(t *testing.T) {
	d := func(k pieces.Kind) Diagram {
		t.Helper()
		dg, err := MoveDiagram(Chess2016, k, nil)
		if err != nil {
			t.Fatal(err)
		}
		return dg
	}
	// a Tiger moves as a Bishop and captures as a Knight; a Lion the other way round
	tiger, lion := d(pieces.Tiger), d(pieces.Lion)
	if names(tiger.Moves) != aloneDests(t, pieces.Bishop) || names(tiger.Captures) != aloneDests(t, pieces.Knight) {
		t.Errorf("Tiger: moves %s, captures %s", names(tiger.Moves), names(tiger.Captures))
	}
	if names(lion.Moves) != aloneDests(t, pieces.Knight) || names(lion.Captures) != aloneDests(t, pieces.Bishop) {
		t.Errorf("Lion: moves %s, captures %s", names(lion.Moves), names(lion.Captures))
	}
	if len(tiger.CaptureOnly()) != 8 || len(tiger.moveOnly()) != len(tiger.Moves) || tiger.Reach() != len(tiger.Moves)+8 {
		t.Errorf("Tiger: %d capture-only, %d move-only, reach %d", len(tiger.CaptureOnly()), len(tiger.moveOnly()), tiger.Reach())
	}
	// a Queen captures wherever it moves
	q := d(pieces.Queen)
	if names(q.Moves) != names(q.Captures) || len(q.CaptureOnly()) != 0 || len(q.Screens) != 0 {
		t.Errorf("Queen: moves %s, captures %s", names(q.Moves), names(q.Captures))
	}
	// a Cannon on f5 with screens on f7, f3, d5, h5
	o := d(pieces.Cannon)
	if names(o.Screens) != sortSquares("d5 f3 f7 h5") || names(o.Moves) != sortSquares("e5 f4 f6 g5") ||
		names(o.Captures) != sortSquares("a5 b5 c5 f1 f10 f2 f8 f9 i5 j5 k5 l5") {
		t.Errorf("Cannon: screens %s, moves %s, captures %s", names(o.Screens), names(o.Moves), names(o.Captures))
	}
	if o.Position.At(o.Screens[0]).Kind != pieces.Pawn || o.Position.At(o.From).Kind != pieces.Cannon {
		t.Error("the Cannon's diagram position lacks its screens or the Cannon")
	}
	leo := d(pieces.Leo)
	if len(leo.Screens) != 8 || len(leo.Moves) != 8 {
		t.Errorf("Leo: %d screens, %d moves", len(leo.Screens), len(leo.Moves))
	}
	// a Pawn on f3: f4 f5 forward, e4 g4 to capture
	p := d(pieces.Pawn)
	if names(p.Moves) != sortSquares("f4 f5") || names(p.Captures) != sortSquares("e4 g4") || p.From != cellNamed(t, "f3") {
		t.Errorf("Pawn: moves %s, captures %s", names(p.Moves), names(p.Captures))
	}
	// the Walker moves like a Wazir and captures like a Fers
	w := d(pieces.Walker)
	if names(w.Moves) != sortSquares("e5 f4 f6 g5") || names(w.Captures) != sortSquares("e4 e6 g4 g6") {
		t.Errorf("Walker: moves %s, captures %s", names(w.Moves), names(w.Captures))
	}
	if _, err := MoveDiagram(Chess2016, pieces.Orca, nil); err == nil {
		t.Error("an Orca has a diagram")
	}
}

func cellNamed(t *testing.T, s string) boards.Cell {
	c, ok := theBoard.Lookup(s)
	if !ok {
		t.Fatalf("no square %s", s)
	}
	return c
}

func TestBaseArrayTextAndMen(t *testing.T) {
	if got := BaseArrayText(); got != "Tigers e1 h1, Man f1, Cannon g1, Queen f2, Camels c2 j2, Knights d2 i2" {
		t.Errorf("BaseArrayText = %q", got)
	}
	a, err := Array(Chess2016, 37, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(a) != 2*MenPerSide {
		t.Errorf("setup 37 has %d men, want %d a side", len(a), MenPerSide)
	}
}
