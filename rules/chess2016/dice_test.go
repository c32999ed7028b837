package chess2016

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"oddboards/pieces"
	"oddboards/rules"
)

// whiteRow names what the Chess 2016 white dice make of the Tigers, the Man, the Camels
// and the Knights, as the seed's table writes it.
func whiteRow(w [3]int) [4]string {
	r := white2016(w)
	plural := func(k pieces.Kind) string { return rules.Plural(kindTable.Name(k)) }
	return [4]string{plural(r[roleTigers]), kindTable.Name(r[roleMan]), plural(r[roleCamels]), plural(r[roleKnights])}
}

func readSeedTable(t *testing.T) map[string][4]string {
	f, err := os.Open("testdata/chess-2016-white-dice.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows := map[string][4]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		roll, rest, ok := strings.Cut(line, ":")
		if !ok || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Fields(rest)
		if len(cols) != 4 {
			t.Fatalf("row %q", line)
		}
		if _, dup := rows[roll]; dup {
			t.Fatalf("row %s twice", roll)
		}
		rows[roll] = [4]string{cols[0], cols[1], cols[2], cols[3]}
	}
	return rows
}

// TestWhiteDiceTable compares the white-dice rules of Chess 2016 with the seed's table,
// row by row; the table's three slips are asserted as such.
func TestWhiteDiceTable(t *testing.T) {
	table := readSeedTable(t)
	if len(table) != 54 {
		t.Fatalf("the seed's table has %d rows, want 54 (56 less the two it lacks)", len(table))
	}
	missing := map[string][4]string{
		"2-4-4": {"Zebras", "Man", "Camels", "Knights"},
		"2-5-5": {"Giraffes", "Man", "Camels", "Knights"},
	}
	for _, w := range whiteRolls {
		roll := Dice{White: w}.String()
		got := whiteRow(w)
		row, inTable := table[roll]
		switch {
		case missing[roll] != [4]string{}:
			if inTable {
				t.Errorf("%s: the seed's table was thought to lack this row", roll)
			}
			if got != missing[roll] {
				t.Errorf("%s: rules give %v, the rules file says %v", roll, got, missing[roll])
			}
		case roll == "2-5-6":
			if row != [4]string{"Vaos", "Wazir", "Knights", "Giraffes"} {
				t.Errorf("2-5-6: the seed's row is %v, expected its slip", row)
			}
			if got != [4]string{"Vaos", "Wazir", "Knights", "Zebras"} {
				t.Errorf("2-5-6: rules give %v, want Zebras for the Knights (middle 5)", got)
			}
		case !inTable:
			t.Errorf("%s: not in the seed's table", roll)
		case got != row:
			t.Errorf("%s: rules give %v, the seed's table %v", roll, got, row)
		}
	}
}

// TestChess56Dice spells out the Chess 56 rules for rolls of every shape.
func TestChess56Dice(t *testing.T) {
	cases := map[string]string{
		"1-2-3": "Man → Walker, Cannon → Duchess, Queen → Monarch",
		"2-3-4": "Man → Wazir, Cannon → Princess, Queen → Leo",
		"3-4-5": "Man → Elephant, Cannon → Camelrider, Queen → Griffin",
		"4-5-6": "Man → Fers, Cannon → Lady, Queen → Empress",
		"1-1-2": "Tigers → Lions, Man → Wazir",
		"1-2-2": "Tigers → Zebras, Man → Walker",
		"3-3-4": "Tigers → Giraffes, Cannon → Camelrider",
		"1-1-3": "Tigers → Lions, Cannon → Princess",
		"2-2-5": "Tigers → Zebras, Queen → Griffin",
		"3-3-6": "Tigers → Giraffes, Queen → Empress",
		"1-4-4": "Tigers → Walkers, Man → Lion",
		"2-5-5": "Tigers → Wazirs, Man → Zebra",
		"3-6-6": "Tigers → Men, Man → Giraffe, Cannon → Princess",
		"4-4-6": "Tigers → Men, Man → Lion, Queen → Empress",
		"5-5-6": "Tigers → Men, Man → Zebra, Queen → Empress",
		"1-1-1": "none",
		"2-2-2": "Man → Nightrider, Queen → Man",
		"3-3-3": "Queen → Rhinoceros",
		"4-4-4": "Cannon → Princess",
		"5-5-5": "Queen → Empress",
		"6-6-6": "Tigers → Men, Man → Tiger",
	}
	for roll, want := range cases {
		d, err := ParseDice(Chess56, roll)
		if err != nil {
			t.Fatal(err)
		}
		if got := substitutions(white56(d.White)); got != want {
			t.Errorf("%s: %s, want %s", roll, got, want)
		}
		// Chess 112: the same, and with /s Knights and Camels exchanged on top.
		n, _ := SetupNumber(Chess56, d)
		r := rolesOf(Chess112, n+56, ManSquare)
		if r[roleKnights] != white56(d.White)[roleCamels] || r[roleCamels] != white56(d.White)[roleKnights] {
			t.Errorf("%s/s: Knights and Camels not exchanged", roll)
		}
		if rolesOf(Chess112, n, ManSquare) != white56(d.White) {
			t.Errorf("chess-112 %d differs from chess-56 %d", n, n)
		}
	}
}

// TestGreenAndRed: the green die (Queen) and the red die (Cannon) of Chess 2016, and the
// nightrider option.
func TestGreenAndRed(t *testing.T) {
	cases := []struct {
		dice, option, want string
	}{
		{"1-1-2/1/1", "", "none"},
		{"1-1-2/2/1", "", "Man → Nightrider, Queen → Man"},
		{"1-1-2/3/2", "", "Cannon → Princess, Queen → Empress"},
		{"1-1-2/4/3", "", "Cannon → Camelrider, Queen → Griffin"},
		{"1-1-2/5/4", "", "Cannon → Duchess, Queen → Leo"},
		{"1-1-2/6/5", "", "Cannon → Lady, Queen → Monarch"},
		{"1-1-2/1/6", "", "Cannon → Archbishop"},
		// Green 2 with a Man the white dice changed: the Queen becomes that piece.
		{"1-2-3/2/1", "", "Tigers → Zebras, Man → Nightrider, Queen → Walker, Camels → Giraffes"},
		{"1-1-6/2/1", "", "Man → Nightrider, Queen → Vao"},
		// 2-2-x makes Men of the Tigers: Nightriders only with all-men.
		{"2-2-3/2/1", "", "Tigers → Men, Man → Nightrider, Queen → Lion"},
		{"2-2-3/2/1", AllMen, "Tigers → Nightriders, Man → Nightrider, Queen → Lion"},
		{"2-2-3/1/1", AllMen, "Tigers → Men, Man → Lion"},
		// The Queen as a Man stays a Man under all-men: the white dice did not make it.
		{"1-1-2/2/1", AllMen, "Man → Nightrider, Queen → Man"},
	}
	for _, c := range cases {
		d, err := ParseDice(Chess2016, c.dice)
		if err != nil {
			t.Fatal(err)
		}
		n, err := SetupNumber(Chess2016, d)
		if err != nil {
			t.Fatal(err)
		}
		opt := ManSquare
		if c.option != "" {
			opt = c.option
		}
		if got := substitutions(rolesOf(Chess2016, n, opt)); got != c.want {
			t.Errorf("%s %s: %s, want %s", c.dice, c.option, got, c.want)
		}
	}
}

func TestSetupNumbers(t *testing.T) {
	cases := []struct {
		variant, dice string
		n             int
	}{
		{Chess2016, "1-1-1/1/1", 1},
		{Chess2016, "1-1-1/1/2", 2},
		{Chess2016, "1-1-1/2/1", 7},
		{Chess2016, "1-1-2/1/1", 37},
		{Chess2016, "2-1-1/1/1", 37}, // white dice in any order
		{Chess2016, "6-6-6/6/6", 2016},
		{Chess56, "1-1-1", 1},
		{Chess56, "2-2-2", 22},
		{Chess56, "3-3-3", 37},
		{Chess56, "6-6-6", 56},
		{Chess112, "1-1-1", 1},
		{Chess112, "1-1-1/s", 57},
		{Chess112, "6-6-6/s", 112},
		{"", "1-1-2/1/1", 37},
	}
	for _, c := range cases {
		d, err := ParseDice(c.variant, c.dice)
		if err != nil {
			t.Errorf("%s %s: %v", c.variant, c.dice, err)
			continue
		}
		n, err := SetupNumber(c.variant, d)
		if err != nil || n != c.n {
			t.Errorf("%s %s: setup %d (%v), want %d", c.variant, c.dice, n, err, c.n)
		}
	}
}

func TestErrors(t *testing.T) {
	cases := []struct {
		what string
		err  error
		want string
	}{
		{"die 7", errOf(ParseDice(Chess2016, "1-2-7/1/1")), `dice "1-2-7/1/1": a die shows 1 to 6`},
		{"green 0", errOf(ParseDice(Chess2016, "1-2-3/0/1")), `dice "1-2-3/0/1": a die shows 1 to 6`},
		{"two dice", errOf(ParseDice(Chess56, "1-2")), `dice "1-2": three white dice are needed, like 1-2-3`},
		{"not a die", errOf(ParseDice(Chess56, "1-x-3")), `dice "1-x-3": "x" is not a die`},
		{"no colours", errOf(ParseDice(Chess2016, "1-2-3")), `dice "1-2-3": write three white dice, the green and the red: 1-2-3/4/5`},
		{"colours in 56", errOf(ParseDice(Chess56, "1-2-3/4/5")), `dice "1-2-3/4/5": write three dice: 1-2-3`},
		{"control bytes", errOf(ParseDice(Chess56, "1-\x1b-3\xff")), `dice "1-\x1b-3\xff": "\x1b" is not a die`},
		{"bad swap", errOf(ParseDice(Chess112, "1-2-3/x")), `dice "1-2-3/x": write three dice, and /s to interchange Knights and Camels: 1-2-3/s`},
		{"variant", errOf(ParseDice("chess-9", "1-2-3")), `unknown variant "chess-9" (chess-2016, chess-56 or chess-112)`},
		{"setup 2017", errOf(DiceOf(Chess2016, 2017)), "setup 2017 is out of range 1–2016"},
		{"setup 0", errOf(DiceOf(Chess56, 0)), "setup 0 is out of range 1–56"},
		{"setup 113", errOf(Array(Chess112, 113, nil)), "setup 113 is out of range 1–112"},
		{"unsorted", errOf(SetupNumber(Chess56, Dice{White: [3]int{3, 2, 1}})), "dice 3-2-1: the white dice must be sorted"},
		{"swap in 56", errOf(SetupNumber(Chess56, Dice{White: [3]int{1, 2, 3}, Swap: true})), "dice 1-2-3/s: Chess 56 uses three white dice only"},
		{"option value", errOf(Kinds(Chess2016, 1, map[string]string{OptNightrider: "some"})), `option nightrider="some": use man-square or all-men`},
		{"option key", errOf(setupText(Chess2016, 1, map[string]string{"colour": "red"})), `unknown option "colour" (the only option is nightrider)`},
		{"start setup", errOf(New().Start(rules.Config{Setup: 2017})), "setup 2017 is out of range 1–2016"},
		{"start chess-56", errOf(New().Start(rules.Config{Variant: Chess56, Setup: 57})), "setup 57 is out of range 1–56"},
		{"start variant", errOf(New().Start(rules.Config{Variant: "chess"})), `unknown variant "chess" (chess-2016, chess-56 or chess-112)`},
		{"start option", errOf(New().Start(rules.Config{Options: map[string]string{OptNightrider: "x"}})), `Chess 2016: option nightrider cannot be "x" (choose man-square, all-men)`},
	}
	for _, c := range cases {
		if c.err == nil {
			t.Errorf("%s: no error", c.what)
		} else if c.err.Error() != c.want {
			t.Errorf("%s: %q, want %q", c.what, c.err, c.want)
		}
	}
}

func errOf[T any](_ T, err error) error { return err }

// TestEverySetup: for every setup of every variant (and both readings of green 2), the
// number, the dice and the array convert into each other, the array is legal (one King
// each, 48 men on 48 different squares, Black's array White's mirrored on the same
// files), and perft(1) runs through both perfts.
func TestEverySetup(t *testing.T) {
	g := New()
	for _, variant := range g.Variants() {
		options := []string{ManSquare}
		if variant == Chess2016 {
			options = append(options, AllMen)
		}
		for _, opt := range options {
			opts := map[string]string{OptNightrider: opt}
			for n := 1; n <= g.Setups(variant); n++ {
				checkEverySetup(t, variant, n, opts)
			}
		}
	}
}

func checkEverySetup(t *testing.T, variant string, n int, opts map[string]string) {
	t.Helper()
	d, err := DiceOf(variant, n)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseDice(variant, d.String())
	if err != nil || back != d {
		t.Fatalf("%s %d: dice %s read back as %v (%v)", variant, n, d, back, err)
	}
	if m, err := SetupNumber(variant, d); err != nil || m != n {
		t.Fatalf("%s %d: dice %s give setup %d (%v)", variant, n, d, m, err)
	}
	arr, err := Array(variant, n, opts)
	if err != nil {
		t.Fatal(err)
	}
	if len(arr) != 48 {
		t.Fatalf("%s %d: %d men", variant, n, len(arr))
	}
	at := map[string]pieces.Piece{}
	kings := [2]int{}
	for _, p := range arr {
		if _, dup := at[p.Square]; dup {
			t.Fatalf("%s %d: two men on %s", variant, n, p.Square)
		}
		if theBoard.CellName(p.Cell) != p.Square {
			t.Fatalf("%s %d: cell %d is not %s", variant, n, p.Cell, p.Square)
		}
		at[p.Square] = p.Piece
		if p.Piece.Kind == pieces.King {
			kings[p.Piece.Owner]++
		}
	}
	if kings != [2]int{1, 1} {
		t.Fatalf("%s %d: Kings %v", variant, n, kings)
	}
	for sq, p := range at {
		m := at[mirror(sq)]
		if m.Kind != p.Kind || m.Owner == p.Owner {
			t.Fatalf("%s %d: %s holds %v but %s holds %v", variant, n, sq, p, mirror(sq), m)
		}
	}
	kinds, err := Kinds(variant, n, opts)
	if err != nil {
		t.Fatal(err)
	}
	var inArray bits
	for _, p := range at {
		inArray |= 1 << p.Kind
	}
	if kindSet(kinds...) != inArray {
		t.Fatalf("%s %d: Kinds %v", variant, n, kinds)
	}
	pos, err := New().Start(rules.Config{Variant: variant, Setup: n, Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range arr {
		if got := pos.At(p.Cell); got != p.Piece {
			t.Fatalf("%s %d: %s holds %v, the array says %v", variant, n, p.Square, got, p.Piece)
		}
	}
	if a, b := rules.Position.Perft(pos, 1), rules.Perft(pos, 1); a != b || a == 0 {
		t.Fatalf("%s %d: perft(1) %d, contract %d", variant, n, a, b)
	}
}

// In some setups White mates on the first move: a Giraffe, or a Lady's Giraffe leap, from
// the back rank lands a (1,4) leap from Black's King, which its own men box in. The rules
// page counts them (docs/rules/chess-2016.md, Checks) and gives setup 1207's 1. Gf5#.
func TestSetupsWonOnTheFirstMove(t *testing.T) {
	g := New()
	want := map[string]int{Chess2016: 505, Chess56: 9, Chess112: 18}
	for _, variant := range g.Variants() {
		won, by := 0, map[pieces.Kind]int{}
		for n := 1; n <= g.Setups(variant); n++ {
			pos, err := g.Start(rules.Config{Variant: variant, Setup: n})
			if err != nil {
				t.Fatal(err)
			}
			for _, mv := range pos.LegalMoves(nil) {
				if o := pos.Play(mv).Outcome(); o.Result == rules.Win {
					won++
					by[pos.At(mv.From).Kind]++
					if variant == Chess2016 && n == 1207 && g.FormatMove(pos, mv) != "Gf5#" {
						t.Errorf("setup 1207 is won by %s", g.FormatMove(pos, mv))
					}
					break
				}
			}
		}
		if won != want[variant] || len(by) != 2 || by[pieces.Giraffe]+by[pieces.Lady] != won {
			t.Errorf("%s: %d setups won on the first move, by %v; the rules page says %d, by Giraffes and Ladies",
				variant, won, by, want[variant])
		}
	}
}

func TestSetupText(t *testing.T) {
	got, err := setupText(Chess2016, 37, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := `Chess 2016 setup 37
    a  b  c  d  e  f  g  h  i  j  k  l
10              t  m  o  t              10
 9     r  c  n  b  q  k  b  n  c  r      9
 8     p  p  p  p  p  p  p  p  p  p      8
 7  .  .  .  .  .  .  .  .  .  .  .  .   7
 6  .  .  .  .  .  .  .  .  .  .  .  .   6
 5  .  .  .  .  .  .  .  .  .  .  .  .   5
 4  .  .  .  .  .  .  .  .  .  .  .  .   4
 3     P  P  P  P  P  P  P  P  P  P      3
 2     R  C  N  B  Q  K  B  N  C  R      2
 1              T  M  O  T               1
    a  b  c  d  e  f  g  h  i  j  k  l
Dice: 1-1-2/1/1
Substitutions: none
Pieces: K King, Q Queen, R Rook, B Bishop, N Knight, P Pawn, C Camel, M Man, T Tiger, O Cannon
White in upper case, Black in lower case.
`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	got, err = setupText(Chess2016, 225, map[string]string{OptNightrider: AllMen})
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{
		" 1              NR NR CR NR              1",
		"10              nr nr cr nr             10",
		"Dice: 1-2-2/2/3",
		"Substitutions: Tigers → Nightriders, Man → Nightrider, Cannon → Camelrider, Queen → Tiger",
		"Option: nightrider=all-men",
	} {
		if !strings.Contains(got, line+"\n") {
			t.Errorf("setup 225 lacks %q:\n%s", line, got)
		}
	}
	if strings.Contains(got, "mates") {
		t.Errorf("setup 225 names a mate:\n%s", got)
	}
	if got, _ = setupText(Chess2016, 1207, nil); !strings.HasSuffix(got, "White mates at once with Gf5#.\n") {
		t.Errorf("setup 1207 (2-5-5/4/1) does not say Gf5# mates:\n%s", got)
	}
	got, _ = setupText(Chess112, 57, nil)
	if !strings.Contains(got, "Chess 112 setup 57\n") || !strings.Contains(got, " 2     R  N  C  B  Q  K  B  C  N  R      2\n") {
		t.Errorf("chess-112 57:\n%s", got)
	}
}

func TestGameInfo(t *testing.T) {
	g := New()
	if g.ID() != "chess-2016" || g.Name() != "Chess 2016" {
		t.Errorf("%s %s", g.ID(), g.Name())
	}
	if v := strings.Join(g.Variants(), " "); v != "chess-2016 chess-56 chess-112" {
		t.Errorf("variants %s", v)
	}
	for v, n := range map[string]int{"": 2016, Chess2016: 2016, Chess56: 56, Chess112: 112, "x": 0} {
		if got := g.Setups(v); got != n {
			t.Errorf("Setups(%q) = %d, want %d", v, got, n)
		}
	}
	ps := g.Players(rules.Config{})
	if len(ps) != 2 || ps[0].Name != "White" || ps[0].Colour != "white" || ps[1].Name != "Black" || ps[1].Colour != "black" ||
		ps[0].Turn != 0 || ps[1].Turn != 180 {
		t.Errorf("players %+v", ps)
	}
	opts := g.Options()
	if len(opts) != 1 || opts[0].Key != "nightrider" || opts[0].Default != ManSquare ||
		strings.Join(opts[0].Values, " ") != "man-square all-men" {
		t.Errorf("options %+v", opts)
	}
	for v, n := range map[string]int{Chess2016: 37, Chess56: 1, Chess112: 57} {
		p, err := g.Start(rules.Config{Variant: v})
		if err != nil {
			t.Fatal(err)
		}
		pos := p.(*Position)
		if pos.Setup() != n || DefaultSetup(v) != n || pos.Variant() != v {
			t.Errorf("%s starts with setup %d", v, pos.Setup())
		}
		if p.ToMove() != 0 || p.Reserve(0) != nil || p.Status() != "" || p.Out(0) || p.Out(1) ||
			p.Outcome().Over() || p.Board().Len() != 96 || len(p.Alerts()) != 0 {
			t.Errorf("%s: odd start", v)
		}
	}
}

// TestInterchanged: the seventh die of Chess 112 swaps the kinds on c2 and d2 (and j2,
// i2) of the plain array, as Interchanged names them.
func TestInterchanged(t *testing.T) {
	pair := Interchanged()
	for _, tc := range []struct {
		setup  int
		c2, d2 pieces.Kind
	}{
		{1, pair[0], pair[1]},  // 1-1-1
		{57, pair[1], pair[0]}, // 1-1-1/s
	} {
		a, err := Array(Chess112, tc.setup, nil)
		if err != nil {
			t.Fatal(err)
		}
		at := map[string]pieces.Kind{}
		for _, p := range a {
			at[p.Square] = p.Piece.Kind
		}
		if at["c2"] != tc.c2 || at["j2"] != tc.c2 || at["d2"] != tc.d2 || at["i2"] != tc.d2 {
			t.Errorf("Chess 112 setup %d: c2 %s, d2 %s; want %s, %s", tc.setup, at["c2"], at["d2"], tc.c2, tc.d2)
		}
	}
	if pair != [2]pieces.Kind{pieces.Camel, pieces.Knight} {
		t.Errorf("the interchange swaps %v", pair)
	}
}
