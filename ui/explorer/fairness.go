package explorer

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"oddboards/rules/analysis"
	"oddboards/rules/chess2016"
	"oddboards/rules/games"
)

// Balance is what the filter asks of a setup's score.
type Balance uint8

// The balances the filter offers.
const (
	AnyBalance  Balance = iota // every setup
	Balanced                   // the computer's score within BalancedCP of even
	WhiteBetter                // White ahead by more (or mating)
	BlackBetter                // Black ahead by more
)

// BalancedCP is how near even a balanced setup's score is: 0.3 pawns.
const BalancedCP = 30

// Balances are the filter's choices, in the order offered, with their words.
func Balances() []string {
	return []string{"any score", "balanced (within 0.3 pawns)", "White better", "Black better"}
}

// balanceOf says where a score stands.
func balanceOf(s chess2016.SetupScore) Balance {
	switch {
	case s.MatePlies > 0 || s.MatePlies == 0 && s.CP > BalancedCP:
		return WhiteBetter
	case s.MatePlies < 0 || s.CP < -BalancedCP:
		return BlackBetter
	}
	return Balanced
}

// unevenness orders setups from the fairest: the size of the score, mates last.
func unevenness(s chess2016.SetupScore) int {
	if s.MatePlies != 0 {
		return math.MaxInt32 - abs(s.MatePlies)
	}
	return abs(s.CP)
}

func abs(x int) int { return max(x, -x) }

// Scores are the computer's scores of every setup of the mode, by setup number, and
// whether they apply: the table has them, made with the modes' default options.
func (s *State) Scores() ([]chess2016.SetupScore, bool) {
	if !s.defaultOptions() {
		return nil, false
	}
	return chess2016.SetupScores(s.variant)
}

func (s *State) defaultOptions() bool {
	return s.opts[chess2016.OptNightrider] == (chess2016.Game{}).Options()[0].Default
}

// Score is the computer's score of the setup shown.
func (s *State) Score() (chess2016.SetupScore, bool) {
	all, ok := s.Scores()
	if !ok || s.setup > len(all) {
		return chess2016.SetupScore{}, false
	}
	return all[s.setup-1], true
}

// SetBalance filters by score; with FairestFirst the matches go from the fairest.
func (s *State) SetBalance(b Balance, fairestFirst bool) {
	s.balance, s.fairestFirst = b, fairestFirst
	s.refilter()
}

// Balance is what the filter asks of the score, and whether the fairest come first.
func (s *State) Balance() (Balance, bool) { return s.balance, s.fairestFirst }

// scoreFilter keeps the matches whose score the filter asks for, in its order.
func (s *State) scoreFilter(ms []int) []int {
	all, ok := s.Scores()
	if !ok || s.balance == AnyBalance && !s.fairestFirst {
		return ms
	}
	if s.balance != AnyBalance {
		ms = slices.DeleteFunc(ms, func(n int) bool { return balanceOf(all[n-1]) != s.balance })
	}
	if s.fairestFirst {
		slices.SortStableFunc(ms, func(a, b int) int { return cmp.Compare(unevenness(all[a-1]), unevenness(all[b-1])) })
	}
	return ms
}

// whiteExpects is White's expected result at a score, on Chess 2016's fitted curve.
func whiteExpects(sc chess2016.SetupScore) float64 {
	k, _ := games.ScaleOf(chess2016.Chess2016)
	return analysis.Score{CP: sc.CP, MatePlies: sc.MatePlies}.Expected(k)
}

// ScoreText says what the computer thinks of the setup shown, and how many setups of
// the mode are balanced.
func (s *State) ScoreText() string {
	sc, ok := s.Score()
	switch {
	case !ok && !s.defaultOptions():
		return "No score: the computer scored the setups with the Nightrider option as it comes."
	case !ok:
		return "No score: this copy of Oddboards has no table of the setups' scores."
	}
	all, _ := s.Scores()
	balanced := 0
	for _, a := range all {
		if balanceOf(a) == Balanced {
			balanced++
		}
	}
	var what string
	switch {
	case sc.MatePlies > 0:
		what = fmt.Sprintf("White mates in %d (%s): a setup won on the first moves", (sc.MatePlies+1)/2, sc.Best)
	case sc.MatePlies < 0:
		what = fmt.Sprintf("Black mates in %d", (1-sc.MatePlies)/2)
	default:
		what = fmt.Sprintf("%+.2f for White, who expects %.0f%% of the points; White's move %s", float64(sc.CP)/100, 100*whiteExpects(sc), sc.Best)
	}
	return fmt.Sprintf("The computer at the start: %s. %d of the %d setups are balanced, within 0.3 pawns.", what, balanced, len(all))
}
