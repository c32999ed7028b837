package analysis

import (
	"strings"
	"testing"
)

// Comments read as written, and every malformed one is refused with a short reason.
func TestParseComment(t *testing.T) {
	const k = 0.5566
	good := []struct {
		text string
		want Move
	}{
		{"+0.35", Move{Played: Score{CP: 35}, Best: Score{CP: 35}}},
		{"#3", Move{Played: Score{MatePlies: 3}, Best: Score{MatePlies: 3}}},
		{"+0.21, best +0.35 Qd4", Move{Played: Score{CP: 21}, Best: Score{CP: 35}, BestText: "Qd4", Line: []string{"Qd4"}}},
		{"-1.20, blunder, best #5 Qd4 Ke7 \"a b,c\"", Move{Played: Score{CP: -120}, Best: Score{MatePlies: 5}, BestText: "Qd4", Line: []string{"Qd4", "Ke7", "a b,c"}, Mark: Blunder}},
		{"#-4, mistake, best -0.50 Kh1", Move{Played: Score{MatePlies: -4}, Best: Score{CP: -50}, BestText: "Kh1", Line: []string{"Kh1"}, Mark: Mistake}},
	}
	for _, c := range good {
		got, err := ParseComment(c.text, 0, k)
		if err != nil {
			t.Errorf("%q: %v", c.text, err)
			continue
		}
		c.want.Loss = max(0, c.want.Best.Expected(k)-c.want.Played.Expected(k))
		if got.Comment() != c.text || got.Played != c.want.Played || got.Best != c.want.Best || got.BestText != c.want.BestText ||
			got.Mark != c.want.Mark || got.Loss != c.want.Loss || strings.Join(got.Line, "|") != strings.Join(c.want.Line, "|") {
			t.Errorf("%q reads as %+v (writes %q), want %+v", c.text, got, got.Comment(), c.want)
		}
	}
	bad := []struct{ text, want string }{
		{"", "no score"},
		{"good", "score good is not in pawns (+0.35) or #plies"},
		{"#0", "after # the plies"},
		{"+0.1, bad", "bad is no mark"},
		{"+0.1, best", "want \"best\", its score and its line"},
		{"+0.1, best +0.2", "want \"best\", its score and its line"},
		{"+0.1, blunder, worst +0.2 e4", "want \"best\""},
		{"+0.5, best +0.2 e4", "the better move scores less"},
		{"+0.1, best +0.2 \"e4", "a move in quotes is not closed"},
		{"NaN", "not in pawns"},
		{"+0.35, blunder", "a blunder with no better move after it"},
		{"#-9223372036854775808", "after # the plies"},
		{"+0.1, best #10001 e4", "after # the plies"},
		{"+1e300", "not in pawns"},
	}
	for _, c := range bad {
		_, err := ParseComment(c.text, 0, k)
		if err == nil || !strings.Contains(err.Error(), c.want) || len(err.Error()) > 120 {
			t.Errorf("%q: error %v, want %q", c.text, err, c.want)
		}
	}
}

// FuzzParseComment: no comment makes ParseComment panic, and one it reads writes back as
// a comment that reads the same.
func FuzzParseComment(f *testing.F) {
	for _, s := range []string{"+0.35", "#3", "#-2", "+0.21, best +0.35 Qd4", "-1.20, blunder, best +0.40 Ca2-a4 \"x y\" VRB3@NE", "-0.10, inaccuracy, best +0.00 Fh8-h6=H"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseComment(s, 0, 0.5)
		if err != nil {
			return
		}
		again, err := ParseComment(m.Comment(), 0, 0.5)
		if err != nil || again.Comment() != m.Comment() {
			t.Fatalf("%q reads as %+v, which writes %q and reads back as %+v, %v", s, m, m.Comment(), again, err)
		}
	})
}
