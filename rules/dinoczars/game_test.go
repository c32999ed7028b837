package dinoczars

import (
	"reflect"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

func TestGameContract(t *testing.T) {
	g := New()
	if g.ID() != "dino-czars" || g.Name() != "Dino-Czars" || !reflect.DeepEqual(g.Variants(), []string{"dino-czars"}) || g.Setups("") != 0 {
		t.Errorf("ID %q, Name %q, Variants %v, Setups %d", g.ID(), g.Name(), g.Variants(), g.Setups(""))
	}
	want := []rules.PlayerInfo{{Name: "Player 1", Colour: "white", Turn: 0}, {Name: "Player 2", Colour: "black", Turn: 180}}
	if got := g.Players(rules.Config{}); !reflect.DeepEqual(got, want) {
		t.Errorf("players %+v", got)
	}
	opts := g.Options()
	if len(opts) != 1 || opts[0].Key != "eggs" || opts[0].Default != "edge" || !reflect.DeepEqual(opts[0].Values, []string{"edge", "touching"}) {
		t.Errorf("options %+v", opts)
	}
	for _, bad := range []rules.Config{
		{Variant: "chess-56"}, {Setup: 2}, {Mode: "2U"},
		{Options: map[string]string{"eggs": "anywhere"}}, {Options: map[string]string{"nightrider": "all-men"}},
	} {
		if _, err := g.Start(bad); err == nil {
			t.Errorf("Start(%+v) was accepted", bad)
		}
	}
	for _, ok := range []rules.Config{{}, {Variant: "dino-czars"}, {Options: map[string]string{"eggs": "touching"}}} {
		if _, err := g.Start(ok); err != nil {
			t.Errorf("Start(%+v): %v", ok, err)
		}
	}
}

// TestStartPosition: Figure 1 of the seed, every dinosaur facing its owner's forward,
// two eggs each beside the board.
func TestStartPosition(t *testing.T) {
	p := startPos(t, EggsEdge)
	if p.Board().Len() != 42 || p.ToMove() != 0 || p.Status() != "" || p.Out(0) || p.Out(1) || p.MoveNumber() != 1 || p.Touching() {
		t.Fatal("the start position is not Player 1's first move on 42 cells")
	}
	want := map[string]pieces.Piece{
		"C1": {Kind: pieces.Velociraptor, Owner: 0, Facing: 90}, "E1": {Kind: pieces.Tyrannosaurus, Owner: 0, Facing: 90},
		"G1": {Kind: pieces.Velociraptor, Owner: 0, Facing: 90}, "B2": {Kind: pieces.Pterosaur, Owner: 0, Facing: 90},
		"D2": {Kind: pieces.Triceratops, Owner: 0, Facing: 90}, "F2": {Kind: pieces.Triceratops, Owner: 0, Facing: 90},
		"H2": {Kind: pieces.Stegosaurus, Owner: 0, Facing: 90}, "C3": {Kind: pieces.Brontosaurus, Owner: 0, Facing: 90},
		"C6": {Kind: pieces.Velociraptor, Owner: 1, Facing: 270}, "E6": {Kind: pieces.Tyrannosaurus, Owner: 1, Facing: 270},
		"G6": {Kind: pieces.Velociraptor, Owner: 1, Facing: 270}, "H5": {Kind: pieces.Pterosaur, Owner: 1, Facing: 270},
		"D5": {Kind: pieces.Triceratops, Owner: 1, Facing: 270}, "F5": {Kind: pieces.Triceratops, Owner: 1, Facing: 270},
		"B5": {Kind: pieces.Stegosaurus, Owner: 1, Facing: 270}, "G4": {Kind: pieces.Brontosaurus, Owner: 1, Facing: 270},
	}
	for c := boards.Cell(0); c < 42; c++ {
		if got := p.At(c); got != want[theBoard.CellName(c)] {
			t.Errorf("%s holds %+v, want %+v", theBoard.CellName(c), got, want[theBoard.CellName(c)])
		}
	}
	if !p.At(boards.NoCell).Empty() || !p.At(42).Empty() {
		t.Error("At off the board is not empty")
	}
	for pl := rules.Player(0); pl < 2; pl++ {
		if r := p.Reserve(pl); !reflect.DeepEqual(r, []pieces.Piece{{Kind: pieces.Egg, Owner: pl, Facing: pieces.NoFacing, Count: 2}}) {
			t.Errorf("Player %d's reserve %+v", pl+1, r)
		}
	}
	if p.Reserve(2) != nil || p.Outcome().Over() || len(p.Alerts()) != 0 {
		t.Error("reserve of a third player, or the game is over, or an alert at the start")
	}
	if !strings.Contains(p.String(), "1 C1:VR^N E1:TR^N G1:VR^N") || !strings.Contains(p.String(), "Player 1 to move") {
		t.Errorf("String:\n%s", p)
	}
}

// TestMatch plays the sample game's opening through rules.Match, the way the windows do.
func TestMatch(t *testing.T) {
	m, err := rules.NewMatch(New(), rules.Config{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"SSH3L", "tcF5E4", "BRC4R", "e*G5"} {
		if err := m.PlayText(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	h := m.History()
	if len(h) != 4 || h[0].Text != "SSH2-H3@NW" || h[3].Text != "e*G5" || h[3].Player != 1 {
		t.Errorf("history %+v", h)
	}
	if !m.Undo() || len(m.History()) != 3 {
		t.Error("undo")
	}
	if err := m.Play(rules.Move{From: cell(t, "E4"), To: cell(t, "E3"), Piece: pieces.Triceratops, Facing: 90}); err == nil {
		t.Error("a move of the wrong player was played")
	}
	if err := m.PlayText("e*G5"); err != nil {
		t.Fatal(err)
	}
	// Candidates for one drag from H3 to G3 differ only in facing.
	c := rules.MovesBetween(m.Position().LegalMoves(nil), cell(t, "H3"), pieces.None, cell(t, "G3"))
	if len(c) != 2 || c[0].Facing == c[1].Facing {
		t.Errorf("H3→G3 should offer two facings, got %+v", c)
	}
	drops := rules.MovesBetween(m.Position().LegalMoves(nil), boards.NoCell, pieces.Egg, cell(t, "H2"))
	if len(drops) != 1 || !drops[0].Has(rules.Drop) {
		t.Errorf("an egg dragged to H2 (beside the Stegosaurus) should be one drop: %+v", drops)
	}
}

// TestAlone: one piece alone on the board has exactly its own moves.
func TestAlone(t *testing.T) {
	g := Game{}
	for _, c := range []struct {
		piece pieces.Piece
		at    string
		want  string
	}{
		{pieces.Piece{Kind: pieces.Triceratops, Owner: 0, Facing: pieces.NoFacing}, "E3",
			"TCE3-D4@N TCE3-E4@NE TCE3-E4@NW TCE3-F4@N TCE3@SE TCE3@SW"},
		{pieces.Piece{Kind: pieces.Triceratops, Owner: 1, Facing: pieces.NoFacing}, "E4",
			"tcE4-D3@S tcE4-E3@SE tcE4-E3@SW tcE4-F3@S tcE4@NE tcE4@NW"},
		{pieces.Piece{Kind: pieces.Tyrannosaurus, Owner: 0, Facing: 330}, "E3",
			// Facing SE its front is F3 and its corners NW, NE, SW, SE are G3, F2, D4, C3.
			"TRE3-C3@SE TRE3-D4@SE TRE3-F2@SE TRE3-F3@NE TRE3-F3@S TRE3-G3@SE TRE3@N TRE3@SW"},
		{pieces.Piece{Kind: pieces.Egg, Owner: 0, Count: 2}, "E3", "EE3>1"},
		{pieces.Piece{Kind: pieces.Egg, Owner: 1, Count: 0}, "E3", ""},
	} {
		p, err := rules.Alone(g, rules.Config{}, c.piece, cell(t, c.at))
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(allMoves(p.(*Position)), " "); got != c.want {
			t.Errorf("%+v alone on %s: %s, want %s", c.piece, c.at, got, c.want)
		}
		if p.Outcome().Over() || len(p.Alerts()) != 0 || len(p.Reserve(0))+len(p.Reserve(1)) != 0 {
			t.Errorf("%+v alone: the position is over, alerted or has a reserve", c.piece)
		}
	}
	for _, bad := range []struct {
		p  pieces.Piece
		at boards.Cell
	}{
		{pieces.Piece{Kind: pieces.King}, 3},
		{pieces.Piece{Kind: pieces.Triceratops, Facing: 270}, cell(t, "E3")},
		{pieces.Piece{Kind: pieces.Egg, Count: 5}, 3},
		{pieces.Piece{Kind: pieces.Egg}, 42},
	} {
		if _, err := rules.Alone(g, rules.Config{}, bad.p, bad.at); err == nil {
			t.Errorf("Alone(%+v on %d) was accepted", bad.p, bad.at)
		}
	}
}
