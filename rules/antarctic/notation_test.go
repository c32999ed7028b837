package antarctic

import (
	"math/rand/v2"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/rules"
	"oddboards/rules/gametest"
)

// TestNotationRoundTrip plays random games in every mode and, in every position, writes
// each legal move and reads it back, in full and in the short forms. Captures of
// Predators are favoured so that returns come up.
func TestNotationRoundTrip(t *testing.T) {
	g := New()
	rng := rand.New(rand.NewPCG(7, 295))
	plies := 80
	if testing.Short() {
		plies = 30
	}
	returns := 0
	for _, mode := range Modes() {
		p, err := g.Start(rules.Config{Mode: mode})
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < plies; ply++ {
			moves := p.LegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			gametest.RoundTrip(t, g, p, mode, func(m rules.Move, text string) []string {
				if m.Has(rules.Return) {
					returns++
					return []string{strings.TrimSuffix(text, "="+kindTable.Code(m.Promote))}
				}
				return []string{text[1:]} // without the piece code
			})
			// Prefer a capture, then anything.
			var pick rules.Move
			found := false
			for _, m := range moves {
				if m.Has(rules.Capture) && rng.IntN(2) == 0 {
					pick, found = m, true
					break
				}
			}
			if !found {
				pick = moves[rng.IntN(len(moves))]
			}
			p = p.Play(pick)
		}
	}
	if returns == 0 {
		t.Error("no return came up: the round trip did not cover them")
	}
}

func TestNotationExamples(t *testing.T) {
	g := New()
	p := mustStart(t, Mode2S)
	// Gold's Skua on q11 steps west to p11; its Orca on r12 leaps.
	for _, c := range []struct{ in, want string }{
		{"Sq11-p11", "Sq11-p11"},
		{"q11-p11", "Sq11-p11"},
		{"q11p11", "Sq11-p11"},
		{" Sq11-p11+ ", "Sq11-p11"},
		{"Or12-o11", "Or12-o11"}, // a knight's leap (−3,2,1)
		{"Oo11", "Or12-o11"},
	} {
		m, err := g.ParseMove(p, c.in)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if got := g.FormatMove(p, m); got != c.want {
			t.Errorf("%q reads as %s, want %s", c.in, got, c.want)
		}
	}
	// A return.
	q := build(t, Mode2S, 0, "0Mv12 1Mb12 1Fr13", "0O", "0L")
	for _, c := range []struct{ in, want string }{
		{"O*r12=L", "O*r12=L"}, {"O*r12", "O*r12=L"}, {"L*q11", "L*q11=E"}, {"*q11=E", "L*q11=E"},
	} {
		m, err := g.ParseMove(q, c.in)
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		if got := g.FormatMove(q, m); got != c.want || m.From != boards.NoCell {
			t.Errorf("%q reads as %s, want %s", c.in, got, c.want)
		}
	}
	// Capture notation.
	r := build(t, Mode2S, 0, "0Ol12 0Mv12 1Mb12 1Fm12")
	m := mustParse(t, r, "Ol12xm12")
	if !m.Has(rules.Capture) || g.FormatMove(r, m) != "Ol12xm12" {
		t.Errorf("Ol12xm12: %+v written %s", m, g.FormatMove(r, m))
	}
	if g.FormatMove(r, rules.Move{From: 0, To: 1}) != "?" {
		t.Error("an illegal move should be written ?")
	}
}

func TestNotationErrors(t *testing.T) {
	g := New()
	p := mustStart(t, Mode2S)
	q := build(t, Mode2S, 0, "0Mv12 1Mb12 1Fr13 0Lq12", "0O")
	for _, c := range []struct {
		pos  rules.Position
		in   string
		want string
	}{
		{p, "", "empty"},
		{p, "Q", `no legal move begins "Q"; legal moves: Fu8-u9`},
		{p, "Sq11-z4", `after "Sq11-", "z4" fits no legal move; nearest: Sq11-p11`},
		{p, "Sq11-a1", `after "Sq11-", "a1" fits no legal move`},
		{p, "Sq11-", "not a whole move; say which of Sq11-p11"},
		{p, "Sq11--p11", `after "Sq11-", "-p11" fits no legal move`},
		{p, "Sa12-b12", `after "S", "a12-b12" fits no legal move`},
		{p, "b12-c12", `no legal move begins "b"`},
		{p, "Lq11-p11", `after "L", "q11-p11" fits no legal move; nearest: Lq12-p13`},
		{p, "Sq11xp11", `after "Sq11", "xp11" fits no legal move`},
		{p, "Sl12", `after "S", "l12" fits no legal move`},
		{p, "a12", `no legal move begins "a"`},
		{p, "u12-u12-u12", `after "u12-", "u12-u12" fits no legal move; nearest: Ru12-t12`},
		{p, "Mv12", "not a whole move; say which of Mv12-w12"},
		{p, "O*r12", `after "O", "*r12" fits no legal move`},
		{q, "O*r13", `after "O*", "r13" fits no legal move; nearest: O*q11=L, O*r11=L, O*r12=L, O*s12=L, O*q13=L`},
		{q, "O*l12", `after "O*", "l12" fits no legal move`},
		{q, "O*r12=E", `after "O*r12", "=E" fits no legal move; nearest: O*r12=L`},
		{q, "S*r12", `no legal move begins "S"`},
		{q, "O*", "not a whole move; say which of O*q11=L"},
		{q, "O*r12=X", `after "O*r12", "=X" fits no legal move`},
	} {
		_, err := g.ParseMove(c.pos, c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want an error mentioning %q", c.in, err, c.want)
		}
	}
	// Ambiguity: two Fairies can step to l12.
	_, err := g.ParseMove(build(t, Mode2S, 0, "0Fm12 0Fk12 0Mv12 1Mb12"), "Fl12")
	if err == nil || !strings.Contains(err.Error(), "ambiguous, it fits Fk12-l12, Fm12-l12") {
		t.Errorf("Fl12: %v, want ambiguous", err)
	}
	over := playAll(t, build(t, Mode2S, 0, "0Mm12 1Mb12"), "Mm12-l12")
	if _, err := g.ParseMove(over, "Ml12-m12"); err == nil || !strings.Contains(err.Error(), "over") {
		t.Errorf("a move after the end: %v", err)
	}
}

// FuzzParseMove fuzzes the reader in two modes' starts and a position with Predators
// waiting, so that returns come up.
func FuzzParseMove(f *testing.F) {
	positions := []*Position{mustStart(f, Mode2S), mustStart(f, Mode7U), build(f, Mode2S, 0, "0Mv12 1Mb12 1Fr13", "0O", "0L")}
	gametest.FuzzMoves(f, positions, "Sq11-p11", "q11p11", "Oo12", "O*r12=L", "*q11", "L*q11=E", "Fl12", "x", "-", "*", "=", "Mv12xw12", "a1", "w23", "l12l12")
}
