package antarctic

import (
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

func TestAloneAndStage(t *testing.T) {
	b := boards.Snowflake()
	centre, _ := b.Lookup("l12")
	count := func(p rules.Position, from boards.Cell) (moves, captures int) {
		for _, m := range p.LegalMoves(nil) {
			if m.From == from {
				moves++
				if m.Has(rules.Capture) {
					captures++
				}
			}
		}
		return
	}
	for _, tc := range []struct {
		kind pieces.Kind
		want int
	}{
		{pieces.Fairy, 6},       // one orthogonal step
		{pieces.Rockhopper, 12}, // one step, orthogonal or diagonal
		{pieces.Skua, 18},       // one orthogonal step + 12 knight leaps
	} {
		p, err := rules.Alone(Game{}, rules.Config{Mode: "2S"}, pieces.Piece{Kind: tc.kind, Owner: 1}, centre)
		if err != nil {
			t.Fatal(err)
		}
		if n, _ := count(p, centre); n != tc.want || p.ToMove() != 1 || p.Outcome().Over() {
			t.Errorf("%s alone on l12: %d moves (want %d), to move %d, over %v", tc.kind, n, tc.want, p.ToMove(), p.Outcome().Over())
		}
	}
	m12, _ := b.Lookup("m12")
	p, err := Game{}.Stage(rules.Config{Mode: "6E"}, 0, map[boards.Cell]pieces.Piece{
		centre: {Kind: pieces.Fairy, Owner: 0},
		m12:    {Kind: pieces.Fairy, Owner: 4},
	})
	if err != nil {
		t.Fatal(err)
	}
	if n, c := count(p, centre); n != 6 || c != 1 {
		t.Errorf("staged Fairy next to an enemy: %d moves, %d captures; want 6 and 1", n, c)
	}
	if _, err := rules.Alone(Game{}, rules.Config{Mode: "2S"}, pieces.Piece{Kind: pieces.Orca, Owner: 5}, centre); err == nil {
		t.Error("player 5 was accepted in a two-player mode")
	}
}
