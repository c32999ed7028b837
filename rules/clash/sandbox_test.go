package clash

import (
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// TestAlone: one piece alone on the board has exactly its own moves, and the game is on.
func TestAlone(t *testing.T) {
	g := Game{}
	for _, c := range []struct {
		piece pieces.Piece
		at    string
		want  string
	}{
		{pieces.Piece{Kind: pieces.Droid, Owner: 0}, "e5", "De5-d6 De5-f6"},
		{pieces.Piece{Kind: pieces.Hawk, Owner: 1}, "c5", "Hc5-b4 Hc5-c3 Hc5-d4"},
		{pieces.Piece{Kind: pieces.Factor, Owner: 0}, "d4", "Fd4-c5=D Fd4-c5=H Fd4-d6=D Fd4-d6=H Fd4-e5=D Fd4-e5=H Fd4=D Fd4=H"},
		{pieces.Piece{Kind: pieces.Commander, Owner: 0}, "e1", "Ce1-d2=B Ce1-d2=F Ce1-f2=B Ce1-f2=F Ce1=B Ce1=F"},
		{pieces.Piece{Kind: pieces.Brute, Owner: 0}, "e5", ""},
		{pieces.Piece{Kind: pieces.Slicer, Owner: 1}, "a1", ""},
		// a White Droid that steps onto rank 9 becomes a Slicer
		{pieces.Piece{Kind: pieces.Droid, Owner: 0}, "b8", "Db8-a9 Db8-c9"},
	} {
		p, err := rules.Alone(g, rules.Config{}, c.piece, cell(t, c.at))
		if err != nil {
			t.Fatal(err)
		}
		pos := p.(*Position)
		if got := strings.Join(movesFrom(t, pos, c.at), " "); got != c.want {
			t.Errorf("%v alone on %s: %q, want %q", c.piece.Kind, c.at, got, c.want)
		}
		if p.Outcome().Over() || p.ToMove() != c.piece.Owner {
			t.Errorf("%v alone: over %v, %d to move", c.piece.Kind, p.Outcome().Over(), p.ToMove())
		}
		for n := boards.Cell(0); n < nNodes; n++ {
			want := pieces.Piece{}
			if n == cell(t, c.at) {
				want = pieces.Piece{Kind: c.piece.Kind, Owner: c.piece.Owner, Facing: pieces.NoFacing}
			}
			if got := p.At(n); got != want {
				t.Errorf("%v alone on %s: %v on node %d", c.piece.Kind, c.at, got, n)
			}
		}
	}
	for _, bad := range []struct {
		p  pieces.Piece
		at boards.Cell
	}{
		{pieces.Piece{Kind: pieces.King}, 3},
		{pieces.Piece{Kind: pieces.Droid, Owner: 2}, 3},
		{pieces.Piece{Kind: pieces.Droid}, 41},
		{pieces.Piece{Kind: pieces.Droid}, -1},
	} {
		if _, err := rules.Alone(g, rules.Config{}, bad.p, bad.at); err == nil {
			t.Errorf("Alone(%+v on %d) was accepted", bad.p, bad.at)
		}
	}
	if _, err := rules.Alone(g, rules.Config{Variant: "chess-56"}, pieces.Piece{Kind: pieces.Droid}, 3); err == nil {
		t.Error("Alone accepted another game's variant")
	}
}

// TestStage: targets around a piece give its captures; a Brute takes two steps away.
func TestStage(t *testing.T) {
	g := Game{}
	placed := map[boards.Cell]pieces.Piece{
		cell(t, "e5"): {Kind: pieces.Brute, Owner: 0},
		cell(t, "g3"): {Kind: pieces.Droid, Owner: 1},
		cell(t, "f6"): {Kind: pieces.Droid, Owner: 0},
	}
	p, err := g.Stage(rules.Config{}, 0, placed)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(movesFrom(t, p.(*Position), "e5"), " ")
	if want := "Be5xf6 Be5xg3"; got != want {
		t.Errorf("Brute e5 among targets: %q, want %q", got, want)
	}
	// a side's real Commanders count, and its capture ends the game as in play
	p, err = g.Stage(rules.Config{}, 1, map[boards.Cell]pieces.Piece{
		cell(t, "e5"): {Kind: pieces.Commander, Owner: 0},
		cell(t, "d4"): {Kind: pieces.Droid, Owner: 1}, // captures backwards, up the board
	})
	if err != nil {
		t.Fatal(err)
	}
	if n := p.(*Position).Commanders(0); n != 1 {
		t.Errorf("White has %d Commanders, want 1", n)
	}
	var take rules.Move
	for _, m := range p.LegalMoves(nil) {
		if m.To == cell(t, "e5") && m.Has(rules.Capture) {
			take = m
		}
	}
	if take.Piece == pieces.None {
		t.Fatal("the Black Droid cannot take the White Commander")
	}
	if after := p.Play(take); !after.Outcome().Over() || after.Outcome().Winner != 1 {
		t.Errorf("taking the only White Commander: %+v", after.Outcome())
	}
	if _, err := g.Stage(rules.Config{}, 2, nil); err == nil {
		t.Error("Stage accepted player 2 to move")
	}
}
