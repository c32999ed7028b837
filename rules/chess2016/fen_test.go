package chess2016

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"oddboards/rules"
)

func TestStartFEN(t *testing.T) {
	p, err := StartPosition(Chess2016, 37, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := "****tmot****/*rcnbqkbncr*/*pppppppppp*/12/12/12/12/*PPPPPPPPPP*/*RCNBQKBNCR*/****TMOT**** w KQkq - 0 1"
	if got := p.FEN(); got != want {
		t.Fatalf("setup 37:\n got %s\nwant %s", got, want)
	}
}

// Every setup's start, and positions after random moves, read back from their FEN as
// the same position, with the same moves.
func TestFENRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, v := range []string{Chess2016, Chess56, Chess112} {
		for n := 1; n <= (Game{}).Setups(v); n++ {
			var p rules.Position
			p, err := StartPosition(v, n, nil)
			if err != nil {
				t.Fatal(err)
			}
			plies := 0
			if n%7 == 0 {
				plies = rng.IntN(60)
			}
			for i := 0; i < plies; i++ {
				ms := p.LegalMoves(nil)
				if len(ms) == 0 {
					break
				}
				p = p.Play(ms[rng.IntN(len(ms))])
			}
			cp := p.(*Position)
			fen := cp.FEN()
			back, err := ParseFEN(v, n, nil, fen)
			if err != nil {
				t.Fatalf("%s setup %d: %s: %v", v, n, fen, err)
			}
			if back.st.hash != cp.st.hash || back.FEN() != fen {
				t.Fatalf("%s setup %d: %s read back as %s", v, n, fen, back.FEN())
			}
			if n%50 == 0 && back.Perft(2) != cp.Perft(2) {
				t.Fatalf("%s setup %d: perft 2 %d from the FEN, %d from the game", v, n, back.Perft(2), cp.Perft(2))
			}
		}
	}
}

func TestFENLettersAreOnePerKindInEachSetup(t *testing.T) {
	for _, v := range []string{Chess2016, Chess56, Chess112} {
		for n := 1; n <= (Game{}).Setups(v); n++ {
			kinds, _ := Kinds(v, n, map[string]string{"nightrider": "all-men"})
			seen := map[byte]string{}
			for _, k := range kinds {
				c := fenLetter(v, k)
				if other, dup := seen[c]; dup {
					t.Fatalf("%s setup %d: %c is both %s and %s", v, n, c, other, k)
				}
				seen[c] = k.String()
			}
		}
	}
}

func TestFENErrorsSayWhere(t *testing.T) {
	good := "****tmot****/*rcnbqkbncr*/*pppppppppp*/12/12/12/12/*PPPPPPPPPP*/*RCNBQKBNCR*/****TMOT**** w KQkq - 0 1"
	for _, tc := range []struct{ fen, want string }{
		{"", "field 1"},
		{strings.Replace(good, "tmot", "tmox", 1), "field 1, character 8: no piece \"x\""},
		{strings.Replace(good, "****tmot", "***tmot*", 1), "field 1, character 4: d10 does not exist"},
		{strings.Replace(good, "/12/12/12/12/", "/12/12/11/12/", 1), "rank 5 has 11 files"},
		{strings.Replace(good, "/12/12/12/12/", "/12/12/13/12/", 1), "more than 12 files"},
		{strings.Replace(good, " w ", " x ", 1), "field 2"},
		{strings.Replace(good, "KQkq", "KQkqK", 1), "field 3, character 5"},
		{strings.Replace(good, "*RCNBQKBNCR*", "*RCNBQKBNC1*", 1), "K needs the King on g2 and a Rook on k2"},
		{strings.Replace(good, " - 0", " e9 0", 1), "field 4"},
		{strings.Replace(good, " 0 1", " x 1", 1), "field 5"},
		{strings.Replace(good, " 0 1", " 0 0", 1), "field 6"},
		{strings.Replace(good, "qkb", "qqb", 1), "Black has no King"},
		{strings.Repeat("12/", 500), "far longer"},
		{strings.Replace(good, "*pppppppppp*", "*ppppprpppp*", 1), ""},
	} {
		_, err := ParseFEN(Chess2016, 37, nil, tc.fen)
		if tc.want == "" {
			if err != nil {
				t.Errorf("%.40s…: %v", tc.fen, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) || len(err.Error()) > 160 {
			t.Errorf("%.50s…: error %v, want one with %q", tc.fen, err, tc.want)
		}
	}
}

func FuzzParseFEN(f *testing.F) {
	for _, n := range []int{1, 37, 288, 1552, 2016} {
		p, _ := StartPosition(Chess2016, n, nil)
		f.Add(n, p.FEN())
	}
	f.Add(37, "12/12/12/12/12/12/12/12/12/12 w - - 0 1")
	f.Fuzz(func(t *testing.T, n int, fen string) {
		n = 1 + (n%2016+2016)%2016
		p, err := ParseFEN(Chess2016, n, nil, fen)
		if err != nil {
			if len(err.Error()) > 200 {
				t.Fatalf("an error of %d bytes", len(err.Error()))
			}
			return
		}
		again, err := ParseFEN(Chess2016, n, nil, p.FEN())
		if err != nil || again.FEN() != p.FEN() {
			t.Fatalf("%q read, written %q, read back: %v", fen, p.FEN(), err)
		}
		_ = p.LegalMoves(nil)
	})
}

// A well-formed FEN with several faults names them all, each its own (no White King and
// two Black Kings); the error stays one line.
func TestFENNamesEveryFault(t *testing.T) {
	start, _ := StartPosition(Chess2016, 37, nil)
	good := start.FEN()
	bad := strings.Replace(strings.Replace(good, "K", "Q", 1), "qkb", "kkb", 1)
	bad = strings.Replace(bad, " KQkq ", " - ", 1)
	_, err := ParseFEN(Chess2016, 37, nil, bad)
	if err == nil {
		t.Fatalf("%s was read", bad)
	}
	var got []string
	for _, e := range rules.Faults(err) {
		got = append(got, e.Error())
	}
	want := []string{"field 1: White has no King", "field 1: Black has 2 Kings, not 1"}
	if !slices.Equal(got, want) || strings.Contains(err.Error(), "\n") {
		t.Errorf("faults %q (error %q), want %q", got, err, want)
	}
}
