package pothole

import (
	"strings"
	"testing"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/gametest"
)

func TestFormat(t *testing.T) {
	p := mustStart(t, nil)
	for _, c := range []struct{ in, want string }{
		{"Bc2-c3", "Bc2-c3"},
		{"c2c1", "Bc2-c1#"},
		{"Bc2-b3#", "Bc2-b3#"},
		{"Oc4-d3", "Oc4-d3"},
		{"oc4d3", "Oc4-d3"},
		{"bb3b4", "Bb3-b4"},
		{" Bb3-c3 ", "Bb3-c3"},
	} {
		m := parsed(t, p, c.in)
		if got := p.Notation(m); got != c.want {
			t.Errorf("%q: %q, want %q", c.in, got, c.want)
		}
	}
	q := mustPos(t, "to:w wCc3 rCc5 wKa1 rKa7 wOb2 rOb6 Oe5 Od5")
	if got := q.Notation(parsed(t, q, "c3c5")); got != "Cc3xc5" {
		t.Errorf("capture: %q", got)
	}
	if got := New().FormatMove(q, rules.Move{}); got != "?" {
		t.Errorf("an illegal move formats as ?, got %q", got)
	}
	m := parsed(t, p, "Oc4-d3")
	if m.Flags != rules.Object || m.Piece != pieces.Pothole || m.Facing != pieces.NoFacing {
		t.Errorf("a pothole move: %+v", m)
	}
}

func TestParseErrors(t *testing.T) {
	p := mustStart(t, nil)
	for _, c := range []struct{ in, want string }{
		{"", "empty"},
		{"Bz9-c3", `after "B", "z9-c3" fits no legal move; nearest: Bc2-c3`},
		{"Bc2-c9", `after "Bc2-", "c9" fits no legal move; nearest: Bc2-c3, Bc2-d3, Bc2-d2, Bc2-c1#, Bc2-b1#, Bc2-b3#`},
		{"e4", "not a whole move; say which of Oe4-c3, Oe4-d3"},
		{"Nf3", `no legal move begins "N"; legal moves: Bc2-c3`},
		{"Qc2-c3", `no legal move begins "Q"`},
		{"Cc2-c3", `no legal move begins "C"`},
		{"c5-c4", `no legal move begins "c"`},
		{"Bc2xc3", `after "Bc2x", "c3" fits no legal move; nearest: Bc2-c1#, Bc2-b1#, Bc2-b3#`},
		{"Bc2-c3#", `after "Bc2-c3", "#" fits no legal move; nearest: Bc2-c3`},
		{"Bc2-d2=M", `after "Bc2-d2", "=M" fits no legal move`},
		{"Bc2-d2=Q", `after "Bc2-d2", "=Q" fits no legal move`},
		{"Bc6-c5", `after "B", "c6-c5" fits no legal move`},
		{"Ob6-b5", `after "O", "b6-b5" fits no legal move; nearest: Oc4-c3`},
		{"Ka1-b2", `no legal move begins "K"`},
		{"Ob2-c3", `after "O", "b2-c3" fits no legal move`},
	} {
		_, err := p.ParseMove(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one saying %q", c.in, err, c.want)
		}
	}
	q := mustPos(t, "to:w wCd4(b4,d2,f4) wKa1 rKa7 wOb2 rOb6 Oc4 Oe4")
	if _, err := q.ParseMove("Cd4-d6=M"); err == nil || !strings.Contains(err.Error(), `"=M" fits no legal move; nearest: Cd4-d6=R`) {
		t.Errorf("wrong promotion: %v", err)
	}
	if m, err := q.ParseMove("Cd4-d6"); err != nil || m.Promote != pieces.Racecar {
		t.Errorf("the promotion need not be written: %+v %v", m, err)
	}
	if _, err := New().ParseMove(nil, "Bc2-c3"); err == nil {
		t.Error("a position of another game")
	}
}

// TestNotationRoundTrip: along random games every legal move is written and read back
// to itself, and so is its long form without a letter.
func TestNotationRoundTrip(t *testing.T) {
	games := 6
	if testing.Short() {
		games = 2
	}
	for g := 0; g < games; g++ {
		for i, p := range randomGame(mustStart(t, nil), uint64(200+g), 300) {
			if i%3 != 0 {
				continue
			}
			gametest.RoundTrip(t, New(), p, p.Text(), func(m rules.Move, _ string) []string {
				return []string{p.Board().CellName(m.From) + p.Board().CellName(m.To)}
			})
		}
	}
}

func FuzzParseMove(f *testing.F) {
	start := mustStart(f, nil)
	promo := mustPos(f, "to:w wCd4(b4,d2,f4) wKa1 rKa7 wOb2 rOb6 Oc4 Oe4")
	gametest.FuzzMoves(f, []*Position{start, promo}, "Bc2-c3", "c2c1#", "Oc4-d3", "Cd4-d6=R", "x", "=", "Bc2-=", "K", "a1a1a1")
}

func FuzzFromText(f *testing.F) {
	f.Add(mustStart(f, nil).Text())
	for _, s := range midgames {
		f.Add(s)
	}
	f.Add("to:w wKa1 rKa7 wCb3(b4,d2) lock:c4:r Oc4")
	f.Add("to:q wKz9 (")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := FromText(s)
		if err != nil {
			return
		}
		q, err := FromText(p.Text())
		if err != nil {
			t.Fatalf("%q: its own text %q does not read: %v", s, p.Text(), err)
		}
		if q.Text() != p.Text() {
			t.Fatalf("%q: text round trip %q != %q", s, q.Text(), p.Text())
		}
		for _, m := range p.LegalMoves(nil) {
			p.Play(m)
		}
	})
}
