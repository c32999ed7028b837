package clash

import (
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

func TestGameContract(t *testing.T) {
	g := New()
	if g.ID() != "clash-of-command" || g.Name() != "Clash of Command" || len(g.Variants()) != 1 || g.Variants()[0] != g.ID() {
		t.Errorf("ID %q, name %q, variants %v", g.ID(), g.Name(), g.Variants())
	}
	pl := g.Players(rules.Config{})
	if len(pl) != 2 || pl[0].Name != "White" || pl[0].Colour != "white" || pl[0].Turn != 0 ||
		pl[1].Name != "Black" || pl[1].Colour != "black" || pl[1].Turn != 180 {
		t.Errorf("players %+v", pl)
	}
	if g.Options() != nil || g.Setups("") != 0 || g.Setups(ID) != 0 {
		t.Errorf("options %v, setups %d", g.Options(), g.Setups(""))
	}
	for _, cfg := range []rules.Config{{}, {Variant: ID}} {
		p, err := g.Start(cfg)
		if err != nil || p.(*Position).String() != StartText {
			t.Errorf("Start(%+v): %v, %v", cfg, p, err)
		}
	}
	for _, cfg := range []rules.Config{{Variant: "chess-56"}, {Setup: 2}, {Mode: "2U"}, {Options: map[string]string{"x": "y"}}} {
		if _, err := g.Start(cfg); err == nil {
			t.Errorf("Start(%+v) accepted", cfg)
		}
	}
}

// TestStartPosition checks the setup of the rules file through At.
func TestStartPosition(t *testing.T) {
	p := StartPosition()
	want := map[string]string{}
	for _, l := range []struct {
		owner pieces.Player
		list  string
	}{{0, "Dc3 Dg3 He3 Hi3 Bi1 Fb2 Fd2 Ff2 Fh2 Ca1 Cc1 Ce1 Cg1"}, {1, "Dc7 Dg7 Ha7 He7 Ba9 Fb8 Fd8 Ff8 Fh8 Cc9 Ce9 Cg9 Ci9"}} {
		for _, tok := range sorted(l.list) {
			want[tok[1:]] = string("wb"[l.owner]) + tok[:1]
		}
	}
	b := p.Board()
	if b.Len() != 41 || !b.IsGraph() {
		t.Fatalf("board: %d cells", b.Len())
	}
	for c := 0; c < b.Len(); c++ {
		got := p.At(boards.Cell(c))
		name := b.CellName(boards.Cell(c))
		w, ok := want[name]
		switch {
		case !ok && !got.Empty():
			t.Errorf("%s holds %+v, want nothing", name, got)
		case ok && (kindTable.Code(got.Kind) != w[1:] || string("wb"[got.Owner]) != w[:1] || got.Facing != pieces.NoFacing):
			t.Errorf("%s holds %+v, want %s", name, got, w)
		}
	}
	if p.ToMove() != 0 || p.Reserve(0) != nil || p.Status() != "" || p.Out(0) || p.Out(1) || p.Alerts() != nil {
		t.Error("White moves first, with no reserves, status, eliminations or alerts")
	}
	if p.Commanders(0) != 4 || p.Commanders(1) != 4 {
		t.Errorf("Commanders %d %d", p.Commanders(0), p.Commanders(1))
	}
	if !p.At(-1).Empty() || !p.At(41).Empty() {
		t.Error("cells off the board hold pieces")
	}
}

// TestImmutable: Play leaves the position as it was.
func TestImmutable(t *testing.T) {
	p := StartPosition()
	before := p.String()
	for _, m := range p.LegalMoves(nil) {
		_ = p.Play(m)
	}
	if p.String() != before {
		t.Errorf("Play changed the position: %s", p)
	}
	defer func() {
		if recover() == nil {
			t.Error("an illegal move was played")
		}
	}()
	p.Play(rules.Move{From: 0, To: 40})
}

// TestMatch plays a few moves through rules.Match.
func TestMatch(t *testing.T) {
	m, err := rules.NewMatch(New(), rules.Config{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"Fb2-b4=H", "Ha7-b6", "b2-a3"} {
		if err := m.PlayText(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	if err := m.PlayText("Ce9-e7"); err == nil {
		t.Error("Ce9-e7 (no line joins e9 and e7) was played")
	}
	h := m.History()
	if len(h) != 3 || h[0].Text != "Fb2-b4=H" || h[1].Text != "Ha7-b6" || h[2].Text != "Hb2-a3" || h[1].Player != 1 {
		t.Errorf("history %+v", h)
	}
}

// TestAlerts marks the Commanders of the side to move that the opponent could capture.
func TestAlerts(t *testing.T) {
	for _, c := range []struct{ pos, want string }{
		{"Ca3 Cg1 Be7 / Ha5 Ce9 w", "a3"}, // Ha5-a1xa3
		{"Ca3 Cg1 Be7 / Ha5 Ce9 b", "e9"}, // Be7xe9 through d8 or f8
		{"Ca3 Cg1 / Ha5 Ce9 b", ""},
		{"Sa1 Cb2 / Cc3 w", ""},                     // White's own Slicer does not count
		{"Cb2 Ci1 Cg1 / Sd4 Bh4 Ca9 w", "g1 i1 b2"}, // Sd4xb2 past the empty c3; Bh4xi1, Bh4xg1
		{"Sa1 / Cc3 w", ""},                         // over
	} {
		if got := names(mustPos(t, c.pos).Alerts()); got != c.want {
			t.Errorf("%s: alerts %q, want %q", c.pos, got, c.want)
		}
	}
}
