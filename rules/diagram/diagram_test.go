package diagram_test

import (
	"fmt"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/chess2016"
	"oddboards/rules/diagram"
	"oddboards/rules/dinoczars"
)

// squares names cells of b.
func squares(b *boards.Board, cs []boards.Cell) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = b.CellName(c)
	}
	return strings.Join(names, " ")
}

// same reports whether cs are the squares want names, in any order.
func same(b *boards.Board, cs []boards.Cell, want string) bool {
	count := map[string]int{}
	for _, c := range cs {
		count[b.CellName(c)]++
	}
	for _, n := range strings.Fields(want) {
		count[n]--
	}
	for _, n := range count {
		if n != 0 {
			return false
		}
	}
	return true
}

// TestKnownPieces: Chess 2016 pieces alone on a square move where their rules say, and
// probing with a lone Black Pawn finds where they capture.
func TestKnownPieces(t *testing.T) {
	g, b := chess2016.Game{}, chess2016.Board()
	black := pieces.Piece{Kind: pieces.Pawn, Owner: 1, Facing: pieces.NoFacing}
	for _, tc := range []struct {
		kind            pieces.Kind
		square          string
		moves, captures string
	}{
		{pieces.Knight, "f5", "d4 d6 e3 e7 g3 g7 h4 h6", "d4 d6 e3 e7 g3 g7 h4 h6"},
		{pieces.Wazir, "f5", "e5 f4 f6 g5", "e5 f4 f6 g5"},
		{pieces.Fers, "f5", "e4 e6 g4 g6", "e4 e6 g4 g6"},
		// the Walker moves like a Wazir and captures like a Fers
		{pieces.Walker, "f5", "e5 f4 f6 g5", "e4 e6 g4 g6"},
		// a Tiger moves as a Bishop and captures as a Knight
		{pieces.Tiger, "f5", "b9 c2 c8 d3 d7 e4 e6 g4 g6 h3 h7 i2 i8 j9", "d4 d6 e3 e7 g3 g7 h4 h6"},
		{pieces.Pawn, "f3", "f4 f5", "e4 g4"},
		// a Cannon alone captures nothing: it needs a screen
		{pieces.Cannon, "f5", "a5 b5 c5 d5 e5 f1 f10 f2 f3 f4 f6 f7 f8 f9 g5 h5 i5 j5 k5 l5", ""},
	} {
		me := pieces.Piece{Kind: tc.kind, Facing: pieces.NoFacing}
		from, _ := b.Lookup(tc.square)
		d, err := diagram.Stand(g, rules.Config{}, me, []boards.Cell{from})
		if err != nil {
			t.Fatalf("%s: %v", tc.kind, err)
		}
		if b.CellName(d.Cell) != tc.square || d.Piece.Kind != tc.kind || len(d.InPlace) != 0 {
			t.Errorf("%s stands on %s as %v, %d moves in place", tc.kind, b.CellName(d.Cell), d.Piece, len(d.InPlace))
		}
		if !same(b, d.Quiet(), tc.moves) {
			t.Errorf("%s on %s moves to %s, want %s", tc.kind, tc.square, squares(b, d.Quiet()), tc.moves)
		}
		got := diagram.Probe(g, rules.Config{}, d, map[boards.Cell]pieces.Piece{from: me}, black)
		if !same(b, got, tc.captures) {
			t.Errorf("%s on %s captures on %s, want %s", tc.kind, tc.square, squares(b, got), tc.captures)
		}
	}
}

// TestCapture: a Rook's capture diagram stands targets at the ends of its lines; a
// Cannon, which takes no lone enemy, gets its own pieces as screens next to it; a Pawn
// takes a lone enemy on its diagonals.
func TestCapture(t *testing.T) {
	g, b := chess2016.Game{}, chess2016.Board()
	for _, tc := range []struct {
		kind                      pieces.Kind
		square                    string
		screens, probed, captures string
	}{
		{pieces.Rook, "f5", "", "", "a5 f1 f10 l5"},
		{pieces.Cannon, "f5", "e5 f4 f6 g5", "", "a5 f1 f10 l5"},
		{pieces.Pawn, "f3", "", "e4 g4", "e4 g4"},
	} {
		from, _ := b.Lookup(tc.square)
		d, err := diagram.Stand(g, rules.Config{}, pieces.Piece{Kind: tc.kind, Facing: pieces.NoFacing}, []boards.Cell{from})
		if err != nil {
			t.Fatal(err)
		}
		c := diagram.Capture(g, rules.Config{}, d, 2)
		if c.Diagram == nil {
			t.Fatalf("%s: no capture diagram", tc.kind)
		}
		var taken []boards.Cell
		for _, tg := range c.Diagram.Targets {
			if !tg.Capture {
				continue
			}
			taken = append(taken, tg.Cell)
			if p := c.Diagram.Position.At(tg.Cell); p.Kind != tc.kind || p.Owner != 1 {
				t.Errorf("%s: %v stands on a capture target", tc.kind, p)
			}
		}
		if !same(b, c.Screens, tc.screens) || !same(b, taken, tc.captures) ||
			(tc.probed != "" && !same(b, c.Probed, tc.probed)) {
			t.Errorf("%s: screens %q, probed %q, captures %q; want %q, %q, %q", tc.kind, squares(b, c.Screens),
				squares(b, c.Probed), squares(b, taken), tc.screens, tc.probed, tc.captures)
		}
	}
}

// TestBlock: a piece of its own on a Velociraptor's front corner cuts off its two leaps
// on that side; a Rook has no such blocker.
func TestBlock(t *testing.T) {
	for _, tc := range []struct {
		game          rules.Game
		piece         pieces.Piece
		square        string
		blocker, lost string
	}{
		{dinoczars.Game{}, pieces.Piece{Kind: pieces.Velociraptor, Facing: 90}, "E3", "D4", "C5 D5"},
		{chess2016.Game{}, pieces.Piece{Kind: pieces.Rook, Facing: pieces.NoFacing}, "f5", "", ""},
	} {
		start, err := tc.game.(rules.Game).Start(rules.Config{})
		if err != nil {
			t.Fatal(err)
		}
		b := start.Board()
		from, _ := b.Lookup(tc.square)
		d, err := diagram.Stand(tc.game, rules.Config{}, tc.piece, []boards.Cell{from})
		if err != nil {
			t.Fatal(err)
		}
		bl, ok := diagram.Block(tc.game, rules.Config{}, d)
		if !ok {
			if tc.blocker != "" {
				t.Errorf("%s: no blocker, want one on %s", tc.piece.Kind, tc.blocker)
			}
			continue
		}
		if b.CellName(bl.Blocker) != tc.blocker || !same(b, bl.Lost, tc.lost) || bl.Cell != d.Cell {
			t.Errorf("%s on %s: blocker on %s takes %q; want %q, %q", tc.piece.Kind, tc.square,
				b.CellName(bl.Blocker), squares(b, bl.Lost), tc.blocker, tc.lost)
		}
		if p := bl.Position.At(bl.Blocker); p.Kind != tc.piece.Kind || p.Owner != 0 {
			t.Errorf("%v blocks", p)
		}
	}
}

func TestWithout(t *testing.T) {
	for _, tc := range []struct {
		cs, drop, want []boards.Cell
	}{
		{[]boards.Cell{1, 2, 3}, []boards.Cell{2}, []boards.Cell{1, 3}},
		{[]boards.Cell{3, 1}, nil, []boards.Cell{3, 1}},
		{[]boards.Cell{1}, []boards.Cell{1, 4}, nil},
		{nil, []boards.Cell{1}, nil},
	} {
		if got := diagram.Without(tc.cs, tc.drop); fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("Without(%v, %v) = %v, want %v", tc.cs, tc.drop, got, tc.want)
		}
	}
}

// TestCentre: the middle of the board first, lower cells before higher ones.
func TestCentre(t *testing.T) {
	b := chess2016.Board()
	got := diagram.Centre(b)
	if len(got) != b.Len() {
		t.Fatalf("%d cells of %d", len(got), b.Len())
	}
	if !same(b, got[:4], "f5 f6 g5 g6") {
		t.Errorf("the four central squares are %s", squares(b, got[:4]))
	}
	if y0, y1 := b.Info(got[0]).Center.Y, b.Info(got[3]).Center.Y; y0 >= y1 {
		t.Errorf("the first central square is not below the last: y %v, %v", y0, y1)
	}
}
