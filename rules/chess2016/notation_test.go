package chess2016

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/gametest"
)

// TestNotationRoundTrip plays random games from many setups of every variant and, in
// every position, writes each legal move in SAN and reads it back, and reads it back
// from long algebraic too. SAN must also tell the moves apart.
func TestNotationRoundTrip(t *testing.T) {
	g := New()
	rng := rand.New(rand.NewPCG(1, 2))
	games, plies := 30, 60
	if testing.Short() {
		games, plies = 12, 40
	}
	for i := 0; i < games; i++ {
		variant := g.Variants()[i%3]
		n := 1 + rng.IntN(g.Setups(variant))
		start, err := g.Start(rules.Config{Variant: variant, Setup: n})
		if err != nil {
			t.Fatal(err)
		}
		p := start
		for ply := 0; ply < plies; ply++ {
			moves := p.LegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			// the long form, and SAN without its check mark too
			gametest.RoundTrip(t, g, p, fmt.Sprintf("%s %d", variant, n), func(m rules.Move, san string) []string {
				return []string{longAlgebraic(p, m), strings.TrimRight(san, "+#")}
			})
			p = p.Play(moves[rng.IntN(len(moves))])
		}
	}
}

// longAlgebraic writes "Ne2-c3", "e3xd4", "b8-b9=Q" style, varied: no dash sometimes,
// no piece letter sometimes.
func longAlgebraic(p rules.Position, m rules.Move) string {
	b := p.Board()
	s := b.CellName(m.From)
	if m.From%3 != 0 { // the piece letter is optional when the square is given
		s = kindTable.Code(m.Piece) + s
	}
	switch {
	case m.Has(rules.Capture):
		s += "x"
	case m.From%2 == 0:
		s += "-"
	}
	s += b.CellName(m.To)
	if m.Promote != pieces.None {
		if m.To%2 == 0 {
			s += "=" + kindTable.Code(m.Promote)
		} else {
			s += kindTable.Code(m.Promote)
		}
	}
	return s
}

func TestFormatMove(t *testing.T) {
	cases := []struct {
		name, head, list string
		want             []string // every legal move's SAN (sorted) or a selection of it with "…"
	}{
		{"disambiguation by file, by rank, by both", "w - - 0",
			"Kl4 kl7 Nb4 Nf4 Nd4 Nb8",
			[]string{"Nbd5", "Nfd5", "Nb4c6", "N8c6", "Ndc6", "…"}},
		{"multi-letter codes and captures", "w - - 0",
			"Kl4 kl7 WKe4 LEh2 GRb2 [rh]f5 pd5",
			[]string{"WKxd5", "LEh10", "GRc5", "…"}},
		{"pawn captures and promotion", "w - - 0",
			"Kl4 kl7 Pc8 rb9 Pe5 pd6",
			[]string{"cxb9=Q", "c9=N", "exd6", "e6", "…"}},
		{"castling and check", "w KQ - 0",
			"Kg2 Rb2 Rk2 kg9 pf8 ph8 pg8",
			[]string{"O-O", "O-O-O", "Rb9+", "…"}},
	}
	for _, c := range cases {
		p := posFromList(t, c.head, c.list)
		all := map[string]bool{}
		for _, s := range sanList(p) {
			all[s] = true
		}
		for _, w := range c.want {
			if w == "…" {
				continue
			}
			if !all[w] {
				t.Errorf("%s: no %s among %v", c.name, w, sanList(p))
			}
		}
	}
	// Unambiguous moves carry no disambiguation; the Queen and the pieces with
	// two-letter codes too.
	p := mustStart(t, Chess2016, 37)
	want := "Cb5 Cd5 Ci5 Ck5 Nc4 Ne4 Nh4 Nj4 b4 b5 c4 c5 d4 d5 e4 e5 f4 f5 g4 g5 h4 h5 i4 i5 j4 j5 k4 k5"
	if got := strings.Join(sanList(p), " "); got != want {
		t.Errorf("setup 37: %s\nwant %s", got, want)
	}
}

func TestParseMove(t *testing.T) {
	p := mustStart(t, Chess2016, 37)
	g := New()
	ok := map[string]string{
		"e5":     "e5",
		"e3-e5":  "e5",
		"e3e5":   "e5",
		"Nd2-c4": "Nc4",
		"Nd2c4":  "Nc4",
		"d2c4":   "Nc4",
		"Nc4+":   "Nc4",
		"Nc4!?":  "Nc4",
		" Cd5 ":  "Cd5",
		"Cc2-d5": "Cd5",
		"Ck5":    "Ck5",
	}
	for in, want := range ok {
		m, err := g.ParseMove(p, in)
		if err != nil {
			t.Errorf("%q: %v", in, err)
			continue
		}
		if got := g.FormatMove(p, m); got != want {
			t.Errorf("%q read as %s, want %s", in, got, want)
		}
	}
	bad := map[string]string{
		"":      "empty move",
		"e6":    `"e6": after "e", "6" fits no legal move; nearest: e4, e5`,
		"Qf5":   `"Qf5": no legal move begins "Q"; legal moves: Cd5, Cb5, Ne4, Nc4, Nj4, Nh4, Ck5, Ci5, …`,
		"e3-e6": `"e3-e6": after "e3-", "e6" fits no legal move; nearest: e4, e5`,
		"Xe4":   `"Xe4": no legal move begins "X"; legal moves: Cd5, Cb5, Ne4, Nc4, Nj4, Nh4, Ck5, Ci5, …`,
		"Ne":    `"Ne": not a whole move; say which of Ne4`,
		"m4":    `"m4": no legal move begins "m"; legal moves: Cd5, Cb5, Ne4, Nc4, Nj4, Nh4, Ck5, Ci5, …`,
		"a3":    `"a3": no legal move begins "a"; legal moves: Cd5, Cb5, Ne4, Nc4, Nj4, Nh4, Ck5, Ci5, …`,
		"e11":   `"e11": after "e", "11" fits no legal move; nearest: e4, e5`,
		"Nz1c4": `"Nz1c4": after "N", "z1c4" fits no legal move; nearest: Ne4, Nc4, Nj4, Nh4`,
		"O-O":   `"O-O": no legal move begins "O"; legal moves: Cd5, Cb5, Ne4, Nc4, Nj4, Nh4, Ck5, Ci5, …`,
		"0-0-0": `"0-0-0": no legal move begins "0"; legal moves: Cd5, Cb5, Ne4, Nc4, Nj4, Nh4, Ck5, Ci5, …`,
		"exd4":  `"exd4": after "e", "xd4" fits no legal move; nearest: e4, e5`,
		"b4=Q":  `"b4=Q": after "b4", "=Q" fits no legal move; nearest: b4`,
		"b4=":   `"b4=": after "b4", "=" fits no legal move; nearest: b4`,
	}
	for in, want := range bad {
		_, err := g.ParseMove(p, in)
		if err == nil {
			t.Errorf("%q accepted", in)
		} else if err.Error() != want {
			t.Errorf("%q: %q, want %q", in, err, want)
		}
	}

	// Ambiguity lists the candidates in SAN.
	q := posFromList(t, "w - - 0", "Kl4 kl7 Nb4 Nf4 Nd4 Nb8 Pc8 rb9", promotionKinds(mustKinds(t, 37))...)
	for in, want := range map[string]string{
		"Nd5":  `"Nd5": ambiguous, it fits Nbd5, Nfd5`,
		"Nc6":  `"Nc6": ambiguous, it fits Nb4c6, Ndc6, N8c6`,
		"Nbc6": `"Nbc6": ambiguous, it fits Nb4c6, N8c6`,
		"N4c6": `"N4c6": ambiguous, it fits Nb4c6, Ndc6`,
		"c9":   `"c9": ambiguous, it fits c9=Q, c9=R, c9=B, c9=N, c9=C, c9=M, c9=T, c9=O`,
		"c9=Z": `"c9=Z": after "c9", "=Z" fits no legal move; nearest: c9=Q, c9=R, c9=B, c9=N, c9=C, c9=M, c9=T, c9=O`,
		"c9=K": `"c9=K": after "c9", "=K" fits no legal move; nearest: c9=Q, c9=R, c9=B, c9=N, c9=C, c9=M, c9=T, c9=O`,
	} {
		_, err := q.ParseMove(in)
		if err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %q", in, err, want)
		}
	}
	for in, want := range map[string]string{
		"Nb8c6": "N8c6", "N8c6": "N8c6", "Nb4c6": "Nb4c6", "Ndc6": "Ndc6", "Nd4-c6": "Ndc6",
		"cxb9=O": "cxb9=O", "c8b9t": "cxb9=T", "c9(M)": "c9=M", "Pc8-c9=Q": "c9=Q",
	} {
		m, err := q.ParseMove(in)
		if err != nil {
			t.Errorf("%q: %v", in, err)
			continue
		}
		if got := q.Notation(m); got != want {
			t.Errorf("%q read as %s, want %s", in, got, want)
		}
	}
	// A finished game has no moves to read.
	mate := playSAN(t, posFromList(t, "w - - 0", "Kl4 ke10 pd9 pe9 pf9 Rh5"), "Rh10#")
	if _, err := mate.ParseMove("Ke9"); err == nil || !strings.Contains(err.Error(), "game is over") {
		t.Errorf("move after mate: %v", err)
	}
}

// mustKinds is the pieces of Chess 2016's setup n; the test or fuzz target fails when
// there is none.
func mustKinds(t testing.TB, n int) []pieces.Kind {
	t.Helper()
	read := func(n int) ([]pieces.Kind, error) { return Kinds(Chess2016, n, nil) }
	return gametest.Must(t, read, n)
}

func FuzzParseMove(f *testing.F) {
	p := mustStart(f, Chess2016, 37)
	q := posFromList(f, "w KQ - 0", "Kg2 Rb2 Rk2 kg9 Nb4 Nf4 Nd7 Pc8 rb9 Pe5 pd5", promotionKinds(mustKinds(f, 1))...)
	gametest.FuzzMoves(f, []*Position{p, q}, "e5", "Nc4", "O-O", "0-0-0", "e3-e5", "b8b9Q", "c9=Q", "N1d2", "WKxe4", "e11", "", "=", "x", "-")
}

func FuzzParseDice(f *testing.F) {
	for _, s := range []string{"1-2-3/4/5", "1-2-3", "1-2-3/s", "6-6-6/6/6", "1-2-7/1/1", "", "//", "1--2-3", "+1-2-3"} {
		f.Add(s)
	}
	// real rolls: the dice of setups spread over each variant, as they are written
	for _, v := range []string{Chess2016, Chess56, Chess112} {
		for n := 1; n <= 2016; n += 97 {
			if d, err := DiceOf(v, n); err == nil {
				f.Add(d.String())
			}
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, v := range []string{Chess2016, Chess56, Chess112} {
			d, err := ParseDice(v, s)
			if err != nil {
				if err.Error() == "" {
					t.Fatalf("%q: empty error", s)
				}
				continue
			}
			n, err := SetupNumber(v, d)
			if err != nil {
				t.Fatalf("%s %q: parsed as %v but %v", v, s, d, err)
			}
			if back, err := DiceOf(v, n); err != nil || back != d {
				t.Fatalf("%s %q: setup %d gives %v (%v), want %v", v, s, n, back, err, d)
			}
		}
	})
}
