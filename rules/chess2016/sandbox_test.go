package chess2016

import (
	"testing"

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
		p, err := Game{}.Alone(rules.Config{Setup: 37}, pieces.Piece{Kind: tc.kind, Owner: tc.owner, Facing: pieces.NoFacing}, c)
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
	if _, err := (Game{}).Alone(rules.Config{}, pieces.Piece{Kind: pieces.Orca}, 0); err == nil {
		t.Error("an Antarctic Orca was accepted on a chess board")
	}
}
