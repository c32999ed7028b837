package pothole

import (
	"math"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

func TestGame(t *testing.T) {
	g := New()
	if g.ID() != "pothole-chess" || g.Name() != "4-Player Pothole Chess" || len(g.Variants()) != 1 || g.Variants()[0] != ID {
		t.Errorf("%s %s %v", g.ID(), g.Name(), g.Variants())
	}
	if g.Setups("") != 0 {
		t.Error("no numbered setups")
	}
	opts := g.Options()
	if len(opts) != 1 || opts[0].Key != "cars" || opts[0].Default != "upto" || opts[0].Values[0] != "upto" || opts[0].Values[1] != "exact" {
		t.Errorf("options %+v", opts)
	}
	for _, cfg := range []rules.Config{
		{Variant: "chess-56"}, {Setup: 2}, {Mode: "2U"},
		{Options: map[string]string{"cars": "fast"}},
		{Options: map[string]string{"seats": "x"}},
	} {
		if _, err := g.Start(cfg); err == nil {
			t.Errorf("%+v should be refused", cfg)
		}
	}
	if _, err := g.Start(rules.Config{Variant: ID, Options: map[string]string{"cars": "upto"}}); err != nil {
		t.Error(err)
	}
}

// TestPlayersTurn: turning the board by a player's Turn (counter-clockwise about its
// centre) brings that player's King square to the bottom-left quadrant, where White's is.
func TestPlayersTurn(t *testing.T) {
	ps := New().Players(rules.Config{})
	want := []struct{ name, colour, king string }{
		{"White", "white", "a1"}, {"Red", "red", "a7"}, {"Black", "black", "g7"}, {"Blue", "blue", "g1"},
	}
	if len(ps) != 4 {
		t.Fatalf("%d players", len(ps))
	}
	start := mustStart(t, nil)
	for i, w := range want {
		if ps[i].Name != w.name || ps[i].Colour != w.colour {
			t.Errorf("player %d: %+v", i, ps[i])
		}
		c := cell(t, w.king)
		if got := start.At(c); got.Kind != pieces.King || got.Owner != pieces.Player(i) {
			t.Errorf("%s: %+v", w.king, got)
		}
		centre := boards.Point{X: 3.5, Y: 3.5}
		v := theBoard.Info(c).Center.Sub(centre)
		a := ps[i].Turn * math.Pi / 180
		x := v.X*math.Cos(a) - v.Y*math.Sin(a)
		y := v.X*math.Sin(a) + v.Y*math.Cos(a)
		if x > -2.5 || y > -2.5 {
			t.Errorf("%s turned by %v: King at (%.1f, %.1f) from the centre, not bottom left", w.name, ps[i].Turn, x, y)
		}
	}
}

func TestAt(t *testing.T) {
	p := mustStart(t, nil)
	for _, c := range []struct {
		sq    string
		want  pieces.Piece
		other string
	}{
		{"b2", pieces.Piece{Kind: pieces.Pothole, Owner: 0, Facing: pieces.NoFacing}, "White's corner pothole"},
		{"f6", pieces.Piece{Kind: pieces.Pothole, Owner: 2, Facing: pieces.NoFacing}, "Black's"},
		{"c4", pieces.Piece{Kind: pieces.Pothole, Owner: pieces.Nobody, Facing: pieces.NoFacing}, "a centre pothole"},
		{"e2", pieces.Piece{Kind: pieces.Bulldozer, Owner: 3, Facing: pieces.NoFacing}, "Blue's Bulldozer"},
		{"c6", pieces.Piece{Kind: pieces.Bulldozer, Owner: 1, Facing: pieces.NoFacing}, "Red's Bulldozer"},
		{"d4", pieces.Piece{}, "empty"},
	} {
		if got := p.At(cell(t, c.sq)); got != c.want {
			t.Errorf("%s (%s): %+v", c.sq, c.other, got)
		}
	}
	if !p.At(boards.NoCell).Empty() || p.Board() != theBoard || p.Reserve(0) != nil || p.Alerts() != nil {
		t.Error("NoCell, board, reserve, alerts")
	}
	for pl := rules.Player(0); pl < 4; pl++ {
		if p.Out(pl) {
			t.Errorf("%v out at the start", pl)
		}
	}
	if !p.Out(4) || !p.Out(-1) {
		t.Error("no such players")
	}
	q := mustPos(t, "to:w wCb3(b4,f4) wKa1 rKa7 wOb2 rOb6 Oc4 Oe4")
	if got := q.At(cell(t, "b3")).Marks; got != 0b1001 {
		t.Errorf("b4 and f4 are bits 0 and 3: %04b", got)
	}
}

func TestPushesBulldozer(t *testing.T) {
	p := mustPos(t, "to:w wBc1 rCb2 wKa1 rKa7 wOf2 rOb6 Oe5 Od5")
	checkPushes(t, p, parsed(t, p, "Bc1-b2"), push{cell(t, "b2"), cell(t, "a3"), false})
	if got := pushes(p, parsed(t, p, "Bc1-d2")); got != nil {
		t.Errorf("a plain step pushes nothing: %v", got)
	}
	s := mustStart(t, nil)
	checkPushes(t, s, parsed(t, s, "Bc2-c1#"), push{cell(t, "c1"), boards.NoCell, true})
	if got := pushes(s, rules.Move{From: cell(t, "c2"), To: cell(t, "c5"), Flags: rules.Push}); got != nil {
		t.Errorf("an illegal move: %v", got)
	}
}

func TestResign(t *testing.T) {
	p := mustStart(t, nil)
	p = play(t, p, "Oc4-d4")
	q := p.Resign(White).(*Position)
	if !q.Out(White) || q.ToMove() != Red || q.secondMove() {
		t.Fatalf("White resigns on its turn: Red moves: %v", q.ToMove())
	}
	if got := q.At(cell(t, "a1")); !got.Empty() {
		t.Errorf("White's pieces leave: %+v", got)
	}
	if got := q.At(cell(t, "b2")); got.Kind != pieces.Pothole || got.Owner != pieces.Nobody {
		t.Errorf("White's pothole stays, ownerless: %+v", got)
	}
	if strings.Contains(q.Status(), "locked") || dests(q, "d4") == "" {
		t.Errorf("White's lock lapses: %q", q.Status())
	}
	q = q.Resign(Black).(*Position).Resign(Blue).(*Position)
	if o := q.Outcome(); o.Winner != Red || o.Result != rules.Win {
		t.Errorf("Red is the last King: %+v", o)
	}
	if r := p.Resign(Red).(*Position); r.ToMove() != White || !r.secondMove() || !r.Out(Red) {
		t.Errorf("Red resigns on White's turn: White's second move goes on")
	}
}
