package explorer

import (
	"slices"
	"strings"
	"testing"

	"oddboards/rules/chess2016"
)

// The balance filter keeps the setups whose score it asks for, the fairest first when
// so ordered, and stepping follows that order; the words say what the computer thinks.
func TestBalanceFilter(t *testing.T) {
	s := New(chess2016.Chess2016, 37)
	all, ok := s.Scores()
	if !ok || len(all) != 2016 {
		t.Fatalf("scores %d, %v", len(all), ok)
	}
	count := map[Balance]int{}
	for _, sc := range all {
		count[balanceOf(sc)]++
	}
	for _, b := range []Balance{Balanced, WhiteBetter, BlackBetter} {
		s.SetBalance(b, false)
		ms := s.Matches()
		if len(ms) != count[b] || !slices.IsSorted(ms) {
			t.Errorf("%s: %d matches, want %d in order", Balances()[b], len(ms), count[b])
		}
		for _, n := range ms {
			if balanceOf(all[n-1]) != b {
				t.Fatalf("%s lets setup %d through: %+v", Balances()[b], n, all[n-1])
			}
		}
		if !strings.Contains(s.MatchText(), Balances()[b]) {
			t.Errorf("the match text %q does not say %q", s.MatchText(), Balances()[b])
		}
	}
	if count[Balanced] == 0 || count[WhiteBetter] == 0 {
		t.Errorf("balanced %d, White better %d: a table like no other", count[Balanced], count[WhiteBetter])
	}
	s.SetBalance(AnyBalance, true)
	ms := s.Matches()
	if len(ms) != 2016 {
		t.Fatalf("any score, fairest first: %d matches", len(ms))
	}
	for i := 1; i < len(ms); i++ {
		if unevenness(all[ms[i-1]-1]) > unevenness(all[ms[i]-1]) {
			t.Fatalf("fairest first: setup %d (%+v) before %d (%+v)", ms[i-1], all[ms[i-1]-1], ms[i], all[ms[i]-1])
		}
	}
	_ = s.Show(ms[0], nil)
	s.StepMatch(1)
	if s.Setup() != ms[1] {
		t.Errorf("the next fairest after %d is %d, not %d", ms[0], ms[1], s.Setup())
	}
	s.StepMatch(-1)
	s.StepMatch(-1)
	if s.Setup() != ms[len(ms)-1] {
		t.Errorf("back before the fairest: %d, want the last, %d", s.Setup(), ms[len(ms)-1])
	}
	_ = s.Show(ms[0], nil)
	if txt := s.ScoreText(); !strings.Contains(txt, "for White, who expects") || !strings.Contains(txt, "setups are balanced") {
		t.Errorf("the words: %q", txt)
	}
	// a setup won on the first move says so
	_ = s.Show(1207, nil)
	if txt := s.ScoreText(); !strings.Contains(txt, "White mates in 1") {
		t.Errorf("setup 1207: %q", txt)
	}
	// the other Nightrider option: the scores do not apply, and the filter lets all through
	s.SetBalance(Balanced, true)
	if !s.SetNightrider(chess2016.AllMen) {
		t.Fatal("the Nightrider option did not change")
	}
	if _, ok := s.Scores(); ok || len(s.Matches()) != 2016 || !strings.HasPrefix(s.ScoreText(), "No score") {
		t.Errorf("with all men: scores %v, %d matches, %q", ok, len(s.Matches()), s.ScoreText())
	}
}
