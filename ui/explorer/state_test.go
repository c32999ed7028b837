package explorer

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules/chess2016"
)

// agrees checks that the state shows setup n of variant: its dice, with the white ones
// lying as faces, and its start position.
func agrees(t *testing.T, s *State, variant string, n int, faces [3]int) {
	t.Helper()
	if s.Variant() != variant || s.Setup() != n {
		t.Fatalf("showing %s %d, want %s %d", s.Variant(), s.Setup(), variant, n)
	}
	d, _ := chess2016.DiceOf(variant, n)
	if s.Dice() != d || s.Faces() != faces {
		t.Errorf("%s %d: dice %v lying %v, want %v lying %v", variant, n, s.Dice(), s.Faces(), d, faces)
	}
	start, _ := chess2016.StartPosition(variant, n, s.Options())
	for c := boards.Cell(0); int(c) < start.Board().Len(); c++ {
		if s.Position().At(c) != start.At(c) {
			t.Fatalf("%s %d: the position is not the setup's", variant, n)
		}
	}
}

func whiteOf(t *testing.T, variant string, n int) [3]int {
	t.Helper()
	d, err := chess2016.DiceOf(variant, n)
	if err != nil {
		t.Fatal(err)
	}
	return d.White
}

// TestNew: the explorer opens on the variant and setup asked for, or on Chess 2016 and
// the variant's default setup where they are none.
func TestNew(t *testing.T) {
	for _, tc := range []struct {
		variant, want string // want: the variant shown
		setup, shown  int
	}{
		{"", chess2016.Chess2016, 0, chess2016.DefaultSetup(chess2016.Chess2016)},
		{"chess-56", chess2016.Chess56, 20, 20},
		{"chess-112", chess2016.Chess112, 112, 112},
		{"chess-56", chess2016.Chess2016, 57, 57}, // no setup of Chess 56: Chess 2016's
		{"chess-56", chess2016.Chess56, 0, chess2016.DefaultSetup(chess2016.Chess56)},
		{"dino-czars", chess2016.Chess2016, 3, 3},
		{"chess-2016", chess2016.Chess2016, -1, chess2016.DefaultSetup(chess2016.Chess2016)},
	} {
		agrees(t, New(tc.variant, tc.setup), tc.want, tc.shown, whiteOf(t, tc.want, tc.shown))
	}
}

// TestShowKeepsTheDiceAsTheyLie: white dice that show the setup's roll keep their order;
// any others give way to the roll, sorted; a number that is no setup changes nothing.
func TestShowKeepsTheDiceAsTheyLie(t *testing.T) {
	s := New(chess2016.Chess2016, 1)
	n, _ := chess2016.SetupNumber(chess2016.Chess2016, chess2016.Dice{White: [3]int{1, 2, 3}, Green: 4, Red: 5})
	for _, tc := range []struct {
		faces *[3]int
		want  [3]int
	}{
		{&[3]int{3, 1, 2}, [3]int{3, 1, 2}},
		{&[3]int{2, 3, 1}, [3]int{2, 3, 1}},
		{&[3]int{6, 6, 6}, [3]int{1, 2, 3}},
		{nil, [3]int{1, 2, 3}},
	} {
		if err := s.Show(n, tc.faces); err != nil {
			t.Fatal(err)
		}
		agrees(t, s, chess2016.Chess2016, n, tc.want)
	}
	if err := s.Show(2017, nil); err == nil || s.Setup() != n {
		t.Errorf("setup 2017: error %v, showing %d", err, s.Setup())
	}
}

func TestParse(t *testing.T) {
	n123, _ := chess2016.SetupNumber(chess2016.Chess2016, chess2016.Dice{White: [3]int{1, 2, 3}, Green: 4, Red: 5})
	for _, tc := range []struct {
		variant, text string
		n             int
		faces         *[3]int
		ok            bool
	}{
		{chess2016.Chess2016, "2016", 2016, nil, true},
		{chess2016.Chess2016, " 7 ", 7, nil, true},
		{chess2016.Chess2016, "2017", 0, nil, false},
		{chess2016.Chess2016, "0", 0, nil, false},
		{chess2016.Chess2016, "3-1-2/4/5", n123, &[3]int{3, 1, 2}, true},
		{chess2016.Chess2016, "3 - 1 - 2 / 4 / 5", n123, &[3]int{3, 1, 2}, true},
		{chess2016.Chess2016, "1-2-3", 0, nil, false}, // Chess 2016 rolls five dice
		{chess2016.Chess56, "2-1-1", 2, &[3]int{2, 1, 1}, true},
		{chess2016.Chess112, "1-1-1/s", 57, &[3]int{1, 1, 1}, true},
		{chess2016.Chess56, "x", 0, nil, false},
		{chess2016.Chess56, "", 0, nil, false},
	} {
		s := New(tc.variant, 1)
		n, faces, ok := s.Parse(tc.text)
		if ok != tc.ok || (ok && (n != tc.n || (faces == nil) != (tc.faces == nil) || (faces != nil && *faces != *tc.faces))) {
			t.Errorf("%s %q: %d %v %v, want %d %v %v", tc.variant, tc.text, n, faces, ok, tc.n, tc.faces, tc.ok)
		}
	}
}

func TestNumberMessage(t *testing.T) {
	for _, tc := range []struct {
		variant, text, want string
	}{
		{chess2016.Chess2016, "3000", "3000 is not a setup (1–2016, or dice like 1-2-3/4/5): still showing 300."},
		{chess2016.Chess2016, "  ", "Type a setup number (1–2016) or dice like 1-2-3/4/5: still showing 300."},
		{chess2016.Chess56, "57", "57 is not a setup (1–56, or dice like 1-2-3): still showing 5."},
	} {
		n := 300
		if tc.variant == chess2016.Chess56 {
			n = 5
		}
		if got := New(tc.variant, n).NumberMessage(tc.text); got != tc.want {
			t.Errorf("%s %q: %q, want %q", tc.variant, tc.text, got, tc.want)
		}
	}
}

// TestStep: the arrows go round the ends.
func TestStep(t *testing.T) {
	s := New(chess2016.Chess56, 1)
	for _, tc := range []struct{ d, want int }{{-1, 56}, {1, 1}, {1, 2}, {-1, 1}} {
		s.Step(tc.d)
		agrees(t, s, chess2016.Chess56, tc.want, whiteOf(t, chess2016.Chess56, tc.want))
	}
}

// TestSetVariant: the white dice keep lying as they did; the new mode's setup is the one
// they roll (green and red at 1), and the filter offers the new mode's kinds.
func TestSetVariant(t *testing.T) {
	s := New(chess2016.Chess2016, 37) // 1-1-2/1/1
	if err := s.Show(37, &[3]int{2, 1, 1}); err != nil {
		t.Fatal(err)
	}
	s.SetVariant(chess2016.Chess112)
	agrees(t, s, chess2016.Chess112, 2, [3]int{2, 1, 1})
	s.SetVariant(chess2016.Chess2016)
	agrees(t, s, chess2016.Chess2016, 37, [3]int{2, 1, 1})
	for _, k := range s.FilterKinds() {
		if k == pieces.King || k == pieces.Pawn {
			t.Errorf("the filter offers the %s, which every setup has", k)
		}
	}
	s.Cycle(pieces.Vao) // Chess 56 never has a Vao: the filter lets it go
	if len(s.Matches()) == 2016 {
		t.Fatal("every Chess 2016 setup has a Vao")
	}
	s.SetVariant(chess2016.Chess56)
	if s.Choice(pieces.Vao) != Either || slices.Contains(s.FilterKinds(), pieces.Vao) || len(s.Matches()) != 56 {
		t.Errorf("Chess 56: Vao %v, offered %v, %d matches", s.Choice(pieces.Vao), s.FilterKinds(), len(s.Matches()))
	}
}

func TestFilter(t *testing.T) {
	s := New(chess2016.Chess2016, 1)
	s.Cycle(pieces.Leo)
	s.Cycle(pieces.Nightrider)
	s.Cycle(pieces.Nightrider)
	f := chess2016.Filter{With: []pieces.Kind{pieces.Leo}, Without: []pieces.Kind{pieces.Nightrider}}
	want, _ := chess2016.Match(chess2016.Chess2016, f, nil)
	if got := s.Filter(); !slices.Equal(got.With, f.With) || !slices.Equal(got.Without, f.Without) {
		t.Errorf("filter %v, want %v", got, f)
	}
	if !slices.Equal(s.Matches(), want) || len(want) == 0 || len(want) == 2016 {
		t.Fatalf("%d matches, want %d", len(s.Matches()), len(want))
	}
	// from setup 1, stepping through the matches and round the ends
	for _, tc := range []struct{ d, want int }{
		{1, want[0]}, {1, want[1]}, {-1, want[0]}, {-1, want[len(want)-1]}, {1, want[0]},
	} {
		s.StepMatch(tc.d)
		if s.Setup() != tc.want {
			t.Fatalf("stepped %+d to %d, want %d", tc.d, s.Setup(), tc.want)
		}
	}
	text := strconv.Itoa(len(want)) + " of 2016 setups match (with Leo; without Nightrider). Setup " +
		strconv.Itoa(want[0]) + " is match 1."
	if got := s.MatchText(); got != text {
		t.Errorf("match text %q, want %q", got, text)
	}
	s.Cycle(pieces.Monarch) // no setup has a Leo and a Monarch: stepping stays
	at := s.Setup()
	s.StepMatch(1)
	if len(s.Matches()) != 0 || s.Setup() != at || !strings.HasSuffix(s.MatchText(), "is not one of them.") {
		t.Errorf("Leo and Monarch: %d matches, stepped to %d", len(s.Matches()), s.Setup())
	}
	s.ClearFilter()
	if len(s.Matches()) != 2016 || s.Choice(pieces.Leo) != Either || !s.Filter().Empty() {
		t.Errorf("cleared: %d matches, Leo %v", len(s.Matches()), s.Choice(pieces.Leo))
	}
}

// TestSetNightrider: the Green 2 option redraws the same setup under the other reading.
func TestSetNightrider(t *testing.T) {
	n := 0
	for i := 1; i <= 2016 && n == 0; i++ {
		a, _ := chess2016.Array(chess2016.Chess2016, i, map[string]string{chess2016.OptNightrider: chess2016.ManSquare})
		b, _ := chess2016.Array(chess2016.Chess2016, i, map[string]string{chess2016.OptNightrider: chess2016.AllMen})
		if !slices.Equal(a, b) {
			n = i
		}
	}
	s := New(chess2016.Chess2016, n)
	before := s.Position()
	if s.SetNightrider(s.Nightrider()) {
		t.Error("setting the option to its value is a change")
	}
	if !s.SetNightrider(chess2016.AllMen) || s.Options()[chess2016.OptNightrider] != chess2016.AllMen {
		t.Fatal("the option did not change")
	}
	agrees(t, s, chess2016.Chess2016, n, whiteOf(t, chess2016.Chess2016, n))
	same := true
	for c := boards.Cell(0); int(c) < before.Board().Len(); c++ {
		same = same && before.At(c) == s.Position().At(c)
	}
	if same {
		t.Errorf("setup %d looks the same under both readings of Green 2", n)
	}
}

// TestRoll: a roll throws the mode's dice, and showing it shows the setup they name.
func TestRoll(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, v := range []string{chess2016.Chess2016, chess2016.Chess56, chess2016.Chess112} {
		s := New(v, 1)
		for range 20 {
			d, faces := s.Roll(rng)
			want, err := chess2016.SetupNumber(v, d)
			if err != nil {
				t.Fatalf("%s: %v rolls no setup: %v", v, d, err)
			}
			if err := s.ShowRoll(d, faces); err != nil {
				t.Fatal(err)
			}
			agrees(t, s, v, want, faces)
		}
	}
}

func TestDiagramIsKept(t *testing.T) {
	s := New(chess2016.Chess2016, 1)
	a, err := s.Diagram(pieces.Cannon)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := s.Diagram(pieces.Cannon)
	if a.Kind != pieces.Cannon || len(a.Screens) != 4 || &a.Moves[0] != &b.Moves[0] {
		t.Errorf("Cannon: %d screens; asked twice, computed twice: %v", len(a.Screens), &a.Moves[0] != &b.Moves[0])
	}
	if _, err := s.Diagram(pieces.Orca); err == nil {
		t.Error("an Orca has a diagram")
	}
}
