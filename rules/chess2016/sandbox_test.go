package chess2016

import (
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

func TestAloneGivesAPiecesOwnMoves(t *testing.T) {
	for _, tc := range []struct {
		kind  pieces.Kind
		owner pieces.Player
		at    string
		want  string // destinations, as destsFrom writes them
	}{
		{pieces.Knight, 0, "e5", "c4 c6 d3 d7 f3 f7 g4 g6"},
		{pieces.Camel, 0, "e5", "b4 b6 d2 d8 f2 f8 h4 h6"},
		{pieces.Wazir, 1, "a4", "a5 b4"},
		{pieces.Pawn, 0, "e3", "e4 e5"},
		{pieces.Pawn, 1, "e8", "e6 e7"},
		{pieces.Elephant, 1, "e5", "d4 d6 e4 f4 f6"},
		{pieces.Griffin, 0, "c2", "b5 b6 b7 b8 b9 d5 d6 d7 d8 d9 f3 g3 h3 i3 j3 k3"}, // Camel squares, never the Knight's e3
		{pieces.Knight, 0, "e1", "c2 d3 f3 g2"},
		{pieces.King, 0, "g2", "f1 f2 f3 g1 g3 h1 h2 h3"},
	} {
		c, _ := theBoard.Lookup(tc.at)
		p, err := rules.Alone(Game{}, rules.Config{Setup: 37}, pieces.Piece{Kind: tc.kind, Owner: tc.owner, Facing: pieces.NoFacing}, c)
		if err != nil {
			t.Fatalf("%s on %s: %v", tc.kind, tc.at, err)
		}
		if got := destsFrom(p.(*Position), tc.at); got != sortSquares(tc.want) {
			t.Errorf("%s on %s: got %q, want %q", tc.kind, tc.at, got, sortSquares(tc.want))
		}
		if p.Outcome().Over() || len(p.Alerts()) != 0 {
			t.Errorf("%s alone: the diagram position must be neither over nor in check", tc.kind)
		}
	}
	if _, err := rules.Alone(Game{}, rules.Config{}, pieces.Piece{Kind: pieces.Orca}, 0); err == nil {
		t.Error("an Antarctic Orca was accepted on a chess board")
	}
}

func TestStageShowsCapturesOnTargets(t *testing.T) {
	sq := func(n string) boards.Cell {
		c, ok := theBoard.Lookup(n)
		if !ok {
			t.Fatalf("no square %s", n)
		}
		return c
	}
	piece := func(k pieces.Kind, owner pieces.Player) pieces.Piece {
		return pieces.Piece{Kind: k, Owner: owner, Facing: pieces.NoFacing}
	}
	for _, tc := range []struct {
		name   string
		placed map[string]pieces.Piece
		from   string
		want   string
	}{
		// a Tiger moves as a Bishop but captures as a Knight: f7 is a Knight's square, h7 a Bishop's
		{"tiger", map[string]pieces.Piece{"f5": piece(pieces.Tiger, 0), "g7": piece(pieces.Pawn, 1), "h7": piece(pieces.Pawn, 1)},
			"f5", "xg7"},
		// a Cannon takes only over a screen
		{"cannon", map[string]pieces.Piece{"f3": piece(pieces.Cannon, 0), "f5": piece(pieces.Pawn, 0), "f8": piece(pieces.Pawn, 1)},
			"f3", "xf8"},
	} {
		placed := map[boards.Cell]pieces.Piece{}
		for n, p := range tc.placed {
			placed[sq(n)] = p
		}
		p, err := Game{}.Stage(rules.Config{Setup: 37}, 0, placed)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var caps []string
		for _, d := range strings.Fields(destsFrom(p.(*Position), tc.from)) {
			if strings.HasPrefix(d, "x") {
				caps = append(caps, d)
			}
		}
		if got := strings.Join(caps, " "); got != tc.want {
			t.Errorf("%s: captures %q, want %q", tc.name, got, tc.want)
		}
		if len(p.Alerts()) != 0 {
			t.Errorf("%s: a staged position has no check", tc.name)
		}
	}
}
