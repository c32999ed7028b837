package clash

import (
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/gametest"
)

// TestParseSpellings reads the notation and its looser spellings to the move FormatMove
// writes.
func TestParseSpellings(t *testing.T) {
	const seed1 = "Cg1 Dc1 Db2 Dc3 Db4 / Dc5 Fa5 Ce9 b"
	for _, c := range []struct{ pos, in, want string }{
		{seed1, "Dc5-d4", "Dc5-d4"},
		{seed1, "c5-d4", "Dc5-d4"},
		{seed1, "c5d4", "Dc5-d4"},
		{seed1, "  Dc5 - d4 ", "Dc5-d4"},
		{seed1, "Fa5=H", "Fa5=H"},
		{seed1, "a5=D", "Fa5=D"},
		{seed1, "Fa5-a3=H", "Fa5-a3=H"},
		{seed1, "a5-a3=D", "Fa5-a3=D"},
		{"Cg1 Dc1 Db2 Dc3 Db4 / Ha5 Fa3 Ce9 w", "b4xa3", "Db4xa3"},
		{"Cg1 Dc1 Db2 Dc3 Db4 / Ha5 Fa3 Ce9 w", "Db4-a3", "Db4xa3"},
		{"Cg1 Dc1 Db2 Dc3 Db4 / Ha5 Fa3 Ce9 w", "Db4:a3!", "Db4xa3"},
		{"Cg1 Dc1 Db2 Dc3 Ha3 / Ha5 Ce9 b", "a5-a1xa3", "Ha5-a1xa3"},
		{"Cg1 Dc1 Db2 Dc3 Ha3 / Ha5 Ce9 b", "Ha5xa1", "Ha5-a1xa3"},
		{"Cg1 Dc1 Db2 Dc3 Ha3 / Ha5 Ce9 b", "a5-b4xc3", "Ha5-b4xc3"},
		{"Cg1 Dc1 Db2 Dc3 Ha3 / Ha5 Ce9 b", "a5 - b4 x c3", "Ha5-b4xc3"},
		{"Cg1 Dc1 Db2 Dc3 Ha3 / Ha5 Ce9 b", "a5-b4", "Ha5-b4"},
		{"Cg1 Dc1 Db2 Dc3 Ha3 / Ha5 Ce9 b", "Ha5-a7xa3", "Ha5-a7xa3"},
		{"Ca1 Cc1 Ce1 Cg1 / Ci3 Ce9 b", "Ci3-i1=F", "Ci3-i1=F"},
		{"Ca1 Cc1 Ce1 Cg1 / Ci3 Ce9 b", "i3-i1=B", "Ci3-i1=B"},
		{"Ca1 Cc1 Ce1 Bg1 Cf2 / Si1 Fi3 Ce9 b", "i1 x a1 x c1 x e1 x g1", "Si1xg1xe1xc1xa1"},
		{"Ca1 Cc1 Ce1 Bg1 Cf2 / Si1 Fi3 Ce9 b", "Si1xg1xe1xc1xa1", "Si1xg1xe1xc1xa1"},
		{"Ca1 Cc1 Ce1 Bg1 Cf2 / Si1 Fi3 Ce9 b", "Si1xa1", "Si1xg1xe1xc1xa1"},
		{"Ca1 Cc1 Ce1 Bg1 Cf2 / Si1 Fi3 Ce9 b", "Si1-c1", "Si1xg1xe1xc1"},
		{"Ca1 Cc1 Ce1 Bg1 Cf2 / Si1 Fi3 Ce9 b", "Si1xi3-i7", "Si1xi3-i7"},
		{"Ca1 Cc1 Ce1 Bg1 Cf2 / Si1 Fi3 Ce9 b", "i1-i9", "Si1xi3-i9"},
		{"Ca1 Cc1 Ce1 Bg1 Cf2 / Si1 Fi3 Ce9 b", "Si1xi3", "Si1xi3"},
		{"Hd4 Ci1 / Ff6 Dc3 Ca9 w", "Hd4-e5xf6", "Hd4-e5xf6"},
		{"Hd4 Ci1 / Ff6 Dc3 Ca9 w", "d4-e5xc3", "Hd4-e5xc3"},
		{"Hd4 Ci1 / Ff6 Dc3 Ca9 w", "d4-e5", "Hd4-e5"},
		{"Hd4 Ci1 / Ff6 Dc3 Ca9 w", "d4xf6", "Hd4-e5xf6"},
		{"Dd4 He7 Fc3 Ci1 / Be5 Dg3 Ca9 b", "e5xe7", "Be5xe7"},
	} {
		p := mustPos(t, c.pos)
		m, err := p.ParseMove(c.in)
		if err != nil {
			t.Errorf("%s: %q: %v", c.pos, c.in, err)
			continue
		}
		if got := p.Notation(m); got != c.want {
			t.Errorf("%s: %q reads as %s, want %s", c.pos, c.in, got, c.want)
		}
	}
}

// TestParseErrors checks that bad or ambiguous texts are refused with a useful message.
func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ pos, in, want string }{
		{StartText, "", "empty"},
		{StartText, "Qc3-d4", "no piece has the letter Q"},
		{StartText, "Dc3-d4=S", "names no piece"},
		{StartText, "Fb2-b4=", "after '='"},
		{StartText, "Db1-c3", "no node b1"},
		{StartText, "Da10-a3", "no node a10"},
		{StartText, "Dc3-z4", "cannot read"},
		{StartText, "-", "which node"},
		{StartText, "Dd4-e5", "no piece on d4"},
		{StartText, "Dc7-d6", "Black's"},
		{StartText, "Hc3-d4", "is a Droid, not a Hawk"},
		{StartText, "Bi1-i5", "not legal here; the Brute on i1 can play Bi1xg1, Bi1xh2, Bi1xi3"},
		{StartText, "Fb2", "ambiguous: Fb2=D, Fb2=H"},
		{StartText, "Fb2-b4", "ambiguous: Fb2-b4=D, Fb2-b4=H"},
		{StartText, "Fb2-b4=F", "not legal here"},
		{StartText, "Dc3=H", "not legal here"},
		{"Ca1 Cc1 Ce1 Cg1 / Ci3 Ce9 b", "i3-i1", "ambiguous: Ci3-i1=F, Ci3-i1=B"},
		{"Hd4 Ci1 / Ff6 Dc3 Ca9 w", "d4-e5xf6xc3", "not legal here"},
		{"Bi1 Ca5 / Ca9 w", "Bi1xh2", "the Brute on i1 has no legal move"},
		{"Sa1 Cb2 / Cc3 w", "Sa1xb2xc3 Cc3=F", "cannot read"},
		{"Hd4 Ci1 / Ff6 Dc3 Ca9 w", "d4xc3", "ambiguous: Hd4-e5xc3, Hd4-b2xc3"},
		{"Sa1 / Cc3 w", "Sa1xc3", "game is over"},
	} {
		p := mustPos(t, c.pos)
		_, err := p.ParseMove(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %q gives %v, want an error saying %q", c.pos, c.in, err, c.want)
		}
	}
}

// TestFormatForeign: FormatMove of a move that is not legal, or of another game's
// position, is "?"; ParseMove of another game's position is refused.
func TestFormatForeign(t *testing.T) {
	g := New()
	p := StartPosition()
	if s := g.FormatMove(p, rules.Move{From: 0, To: 40}); s != "?" {
		t.Errorf("an illegal move is written %q", s)
	}
	if s := g.FormatMove(nil, rules.Move{}); s != "?" {
		t.Errorf("a move of no position is written %q", s)
	}
	if _, err := g.ParseMove(nil, "Dc3-d4"); err == nil {
		t.Error("a move was read in no position")
	}
}

func FuzzParseMove(f *testing.F) {
	ps := []*Position{
		StartPosition(),
		mustPos(f, "Ca1 Cc1 Ce1 Bg1 Cf2 / Si1 Fi3 Ce9 b"),
		mustPos(f, "Hd4 Ci1 / Ff6 Dc3 Ca9 w"),
		mustPos(f, "Sa1 / Cc3 w"),
	}
	gametest.FuzzMoves(f, ps, "Dc5-d4", "b4xa3", "a5-a1xa3", "i1 x a1 x c1 x e1 x g1", "Fb2=D", "Ci3-i1=F",
		"Si1xg1xe1-c1", "x", "=", "-", "a", "a9x", "Z", "Hd4-e5xf6xc3", "c3c5c7c9", "=DD")
}

func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{StartText, "Ca1 / Ci9 b", "w", "/ b", "Xa1 w", "Ca1 Ca1 w", "Ca1 / / Ci9 w", "Cb1 w"} {
		f.Add(s)
	}
	// real positions: a game's first moves from the start, each position as written
	p := StartPosition()
	for range 12 {
		moves := p.LegalMoves(nil)
		if len(moves) == 0 {
			break
		}
		p = p.Play(moves[len(moves)/2]).(*Position)
		f.Add(p.String())
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePosition(s)
		if err != nil {
			if err.Error() == "" {
				t.Fatalf("%q: empty error", s)
			}
			return
		}
		q, err := ParsePosition(p.String())
		if err != nil || q.st != p.st {
			t.Fatalf("%q: %q does not read back (%v)", s, p.String(), err)
		}
		_ = p.st.count()
		_ = p.LegalMoves(nil)
	})
}
