package rules

import (
	"slices"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
)

func mv(from, to boards.Cell, facing int16, f Flag) Move {
	return Move{From: from, To: to, Piece: pieces.Hawk, Facing: facing, Flags: f}
}

func TestHasTargetAndOnlyInPlace(t *testing.T) {
	for _, tc := range []struct {
		name    string
		moves   []Move
		to      boards.Cell
		target  bool
		inPlace bool
	}{
		{"a step", []Move{mv(1, 2, pieces.NoFacing, 0)}, 2, true, false},
		{"another cell", []Move{mv(1, 2, pieces.NoFacing, 0)}, 3, false, false},
		{"a turn where it stands is no target", []Move{mv(4, 4, 90, InPlace)}, 4, false, true},
		{"turns and a step", []Move{mv(4, 4, 90, InPlace), mv(4, 5, 90, 0)}, 5, true, false},
		{"no moves", nil, 1, false, true},
	} {
		if got := HasTarget(tc.moves, tc.to); got != tc.target {
			t.Errorf("%s: HasTarget = %v", tc.name, got)
		}
		if got := OnlyInPlace(tc.moves); got != tc.inPlace {
			t.Errorf("%s: OnlyInPlace = %v", tc.name, got)
		}
	}
}

func TestOnlyFacingDiffers(t *testing.T) {
	for _, tc := range []struct {
		name  string
		moves []Move
		want  bool
	}{
		{"three facings", []Move{mv(1, 2, 30, 0), mv(1, 2, 90, 0), mv(1, 2, 150, 0)}, true},
		{"a facing and a capture", []Move{mv(1, 2, 30, 0), mv(1, 2, 90, Capture)}, false},
		{"no facings", []Move{mv(1, 2, pieces.NoFacing, 0), mv(1, 2, pieces.NoFacing, Jump)}, false},
		{"one move", []Move{mv(1, 2, 30, 0)}, true},
	} {
		if got := OnlyFacingDiffers(tc.moves); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestMovesBetween(t *testing.T) {
	drop := Move{From: boards.NoCell, To: 3, Piece: pieces.Egg, Facing: pieces.NoFacing, Flags: Drop}
	other := Move{From: boards.NoCell, To: 3, Piece: pieces.Orca, Facing: pieces.NoFacing, Flags: Drop}
	moves := []Move{mv(1, 3, 0, 0), mv(1, 3, 60, 0), mv(2, 3, 0, 0), drop, other}
	if got := MovesBetween(moves, 1, pieces.None, 3); len(got) != 2 {
		t.Errorf("from 1 to 3: %v", got)
	}
	if got := MovesBetween(moves, boards.NoCell, pieces.Egg, 3); len(got) != 1 || got[0] != drop {
		t.Errorf("the egg's drop on 3: %v", got)
	}
}

// previewer stands in for a game's position: it says what each move captures.
type previewer struct {
	Position
	effects map[Move][]Effect
}

func (p previewer) Effects(m Move) []Effect { return p.effects[m] }

func TestSplitEffects(t *testing.T) {
	approach, withdrawal := mv(1, 2, pieces.NoFacing, Capture|Approach), mv(1, 2, pieces.NoFacing, Capture|Withdrawal)
	took := func(c boards.Cell) Effect { return Effect{Cell: c, To: boards.NoCell} }
	p := previewer{effects: map[Move][]Effect{
		approach:   {took(3), took(7)},
		withdrawal: {took(7), took(0)},
	}}
	all, some := SplitEffects(p, []Move{approach, withdrawal})
	if len(all) != 1 || all[0] != took(7) {
		t.Errorf("every move takes %v, want only cell 7", all)
	}
	if len(some) != 2 || some[0] != took(3) || some[1] != took(0) {
		t.Errorf("some moves take %v, want 3 then 0", some)
	}
}

func TestMovesOf(t *testing.T) {
	drop := Move{From: boards.NoCell, To: 3, Piece: pieces.Egg, Facing: pieces.NoFacing, Flags: Drop}
	other := Move{From: boards.NoCell, To: 4, Piece: pieces.Orca, Facing: pieces.NoFacing, Flags: Drop}
	moves := []Move{mv(1, 3, 0, 0), mv(1, 1, 60, InPlace), mv(2, 3, 0, 0), drop, other}
	for _, tc := range []struct {
		name    string
		from    boards.Cell
		reserve pieces.Kind
		want    []Move
	}{
		{"the piece on 1", 1, pieces.None, []Move{mv(1, 3, 0, 0), mv(1, 1, 60, InPlace)}},
		{"the piece on 2", 2, pieces.None, []Move{mv(2, 3, 0, 0)}},
		{"an empty cell", 5, pieces.None, nil},
		{"the reserve's eggs", boards.NoCell, pieces.Egg, []Move{drop}},
		{"nothing picked up", boards.NoCell, pieces.None, nil},
	} {
		if got := MovesOf(moves, tc.from, tc.reserve); !slices.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestWithFacing(t *testing.T) {
	three := []Move{mv(1, 2, 30, 0), mv(1, 2, 90, 0), mv(1, 2, 150, 0)}
	for _, tc := range []struct {
		name   string
		cands  []Move
		facing int16
		want   []Move
	}{
		{"the drop point chose 90", three, 90, three[1:2]},
		{"no choice", three, pieces.NoFacing, three},
		{"a facing none has", three, 270, nil},
		{"one candidate keeps its own", three[:1], 90, three[:1]},
	} {
		if got := WithFacing(tc.cands, tc.facing); !slices.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestNearestFacing(t *testing.T) {
	for _, tc := range []struct {
		fs     []int16
		toward float64
		want   int16
	}{
		{[]int16{30, 90, 150}, 80, 90},
		{[]int16{30, 90, 150}, 359, 30}, // round through east
		{[]int16{30, 150}, 90, 30},      // a tie: the first
		{[]int16{210, 330}, -100, 210},  // −100° is 260°
		{nil, 45, pieces.NoFacing},
	} {
		if got := NearestFacing(tc.fs, tc.toward); got != tc.want {
			t.Errorf("%v toward %v: %d, want %d", tc.fs, tc.toward, got, tc.want)
		}
	}
	if got := Facings([]Move{mv(1, 2, 30, 0), mv(1, 2, pieces.NoFacing, 0)}); !slices.Equal(got, []int16{30, pieces.NoFacing}) {
		t.Errorf("Facings = %v", got)
	}
}

func TestRotation(t *testing.T) {
	turns := []Move{mv(4, 4, 90, InPlace), mv(4, 4, 210, InPlace), mv(4, 4, 330, InPlace), mv(4, 5, 60, 0)}
	becomes := Move{From: 4, To: 4, Piece: pieces.Hawk, Promote: pieces.Orca, Facing: 60, Flags: InPlace}
	for _, tc := range []struct {
		name  string
		moves []Move
		cur   int16
		ccw   bool
		want  int16 // the facing turned to; NoFacing: no rotation
	}{
		{"counter-clockwise from 330", turns, 330, true, 90},
		{"clockwise from 330", turns, 330, false, 210},
		{"counter-clockwise from 90", turns, 90, true, 210},
		{"clockwise from 90", turns, 90, false, 330},
		{"a piece with no facing", turns, pieces.NoFacing, true, pieces.NoFacing},
		{"a change of kind is no turn", []Move{becomes}, 0, true, pieces.NoFacing},
		{"a step is no turn", turns[3:], 0, true, pieces.NoFacing},
	} {
		m, ok := Rotation(tc.moves, 4, tc.cur, tc.ccw)
		if ok != (tc.want != pieces.NoFacing) || (ok && m.Facing != tc.want) {
			t.Errorf("%s: %v %v, want facing %d", tc.name, m, ok, tc.want)
		}
	}
}
