package arena

import (
	"errors"
	"math"
)

// SPRT is a sequential probability ratio test of the first player against the second,
// as engine developers test a change (fishtest, cutechess-cli, fastchess): H0, the first
// player is Elo0 stronger, against H1, it is Elo1 stronger, in logistic Elo (a score of
// 1/(1+10^(-Elo/400))); the match stops as soon as the log-likelihood ratio (LLR) of the
// games so far leaves the bounds ln(β/(1-α)) and ln((1-β)/α), accepting H0 below and H1
// above. Alpha is the chance of accepting H1 when H0 holds, Beta that of accepting H0
// when H1 holds.
//
// The LLR is the trinomial GSPRT's (generalised SPRT: each hypothesis' likelihood is the
// largest of any win/draw/loss distribution with its expected score), on the counts of
// wins, draws and losses, as fishtest's LLR_logistic computes it. It is computed exactly,
// not by its usual normal approximation N(s1-s0)(2s-s0-s1)/(2σ²) (s the mean score, σ²
// the spread of a game's score): the two agree over many games with close hypotheses
// (to 0.0001 over 80,000 games at [0, 2]), but over few the approximation runs ahead
// (10 wins and 2 losses at [0, 100]: 3.19 against 1.81, deciding early), and a sweep has
// no spread to divide by. A sweep of N wins gives N·ln(s1/s0), the binomial
// SPRT's ratio.
//
// Where a series plays its games in pairs, the same start with the seats swapped (two
// players: Tally.Pairs), the two games of a pair are not independent: a start that
// favours a seat, as many of Chess 2016's setups do, hands each player a win, and the
// trinomial counts two decided games where the pair was even. Judge then takes the
// pentanomial GSPRT, fishtest's, over the complete pairs by player 0's points in them
// (0, ½, 1, 1½, 2). Measured on the project's own SPRTs (Chess 2016, random setups, 4-ply
// openings): the spread of a pair's mean score was that of 0.83 to 0.88 times as many
// independent games, so a test decides on 12 to 17% fewer games.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
}

// Verdict is what an SPRT says so far.
type Verdict int

const (
	Undecided Verdict = iota
	AcceptH0
	AcceptH1
)

// Check says whether the test can be run: Elo0 below Elo1 (both within ±1000), and
// Alpha and Beta above 0 with a sum below 1.
func (s SPRT) Check() error {
	switch {
	case !(s.Elo0 < s.Elo1): // (NaN fails)
		return errors.New("ELO0 must be below ELO1")
	case !(s.Elo0 >= -1000 && s.Elo1 <= 1000):
		return errors.New("the Elo bounds must be within ±1000")
	case !(s.Alpha > 0 && s.Beta > 0 && s.Alpha+s.Beta < 1):
		return errors.New("alpha and beta must be above 0, with a sum below 1")
	}
	return nil
}

// Bounds are the LLR's bounds: below lower H0 is accepted, above upper H1.
func (s SPRT) Bounds() (lower, upper float64) {
	return math.Log(s.Beta / (1 - s.Alpha)), math.Log((1 - s.Beta) / s.Alpha)
}

// LLR is the log-likelihood ratio of H1 to H0 after wins, draws and losses of the
// first player.
func (s SPRT) LLR(wins, draws, losses int) float64 {
	if wins+draws+losses == 0 {
		return 0
	}
	w, d, l := float64(wins), float64(draws), float64(losses)
	return maxLogLikelihood(w, d, l, score(s.Elo1)) - maxLogLikelihood(w, d, l, score(s.Elo0))
}

// Verdict is the test's answer after wins, draws and losses, with the LLR.
func (s SPRT) Verdict(wins, draws, losses int) (Verdict, float64) {
	return s.verdict(s.LLR(wins, draws, losses))
}

// Judge is the test's answer on a series' tally, with the LLR: by its pairs where it
// plays its games in pairs (pentanomial; paired true), else by player 0's wins, draws
// and losses.
func (s SPRT) Judge(t Tally) (v Verdict, llr float64, paired bool) {
	if t.Pairs != nil {
		v, llr = s.verdict(s.LLRPairs(t.Pairs))
		return v, llr, true
	}
	v, llr = s.Verdict(t.Wins[0], t.Draws[0], t.Losses[0])
	return v, llr, false
}

func (s SPRT) verdict(llr float64) (Verdict, float64) {
	lo, hi := s.Bounds()
	switch {
	case llr >= hi:
		return AcceptH1, llr
	case llr <= lo:
		return AcceptH0, llr
	}
	return Undecided, llr
}

// LLRPairs is the log-likelihood ratio of H1 to H0 after pairs of games, pairs[k]
// counting those in which the first player scored k/2 points (k from 0 to 4): the
// pentanomial GSPRT, each hypothesis' likelihood the largest of any distribution of a
// pair's points with its expected score.
func (s SPRT) LLRPairs(pairs []int) float64 {
	total := 0
	for _, n := range pairs {
		total += n
	}
	if total == 0 {
		return 0
	}
	return maxLogLikelihoodPairs(pairs, score(s.Elo1)) - maxLogLikelihoodPairs(pairs, score(s.Elo0))
}

// pairRegular stands for a count of 0 in maxLogLikelihoodPairs, as fishtest's LLR
// regularises: with only some outcomes seen (a sweep), no distribution over them alone
// may have the expected score, and the maximum puts the rest on those not seen.
const pairRegular = 1e-3

// maxLogLikelihoodPairs is the largest log-likelihood of the pair counts n under a
// distribution p over a pair's share of its points, v_k = k/4, whose expected share is
// s. Lagrange's condition gives p_k = f_k/(1+λ(v_k-s)), f_k the counts' shares; the
// mean Σ f_k(v_k-s)/(1+λ(v_k-s)) falls from +∞ to -∞ as λ runs over (-1/(1-s), 1/s),
// where every p_k stays positive, so its zero is found by bisection.
func maxLogLikelihoodPairs(n []int, s float64) float64 {
	var f [5]float64
	total := 0.0
	for k := range f {
		f[k] = max(float64(n[k]), pairRegular)
		total += f[k]
	}
	off := func(k int) float64 { return float64(k)/4 - s }
	lo, hi := -1/(1-s), 1/s
	for range 200 {
		mid := (lo + hi) / 2
		if mid == lo || mid == hi {
			break
		}
		g := 0.0
		for k := range f {
			g += f[k] * off(k) / (1 + mid*off(k))
		}
		if g > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	lambda := (lo + hi) / 2
	ll := 0.0
	for k := range f {
		ll += xlogy(float64(n[k]), f[k]/total/(1+lambda*off(k)))
	}
	return ll
}

// score is the expected score of a player elo stronger, in logistic Elo.
func score(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }

// maxLogLikelihood is the largest log-likelihood of w wins, d draws and l losses under a
// distribution (pw, pd, pl) with expected score pw + pd/2 = s. Its draw chance pd fixes
// the rest (pw = s - pd/2, pl = 1 - s - pd/2), and the log-likelihood
// w·ln pw + d·ln pd + l·ln pl is concave in pd, so the maximum is where its slope
// d/pd - w/(2pw) - l/(2pl) crosses zero, found by bisection over the pd that keep the
// chances of what happened above zero; with no draws it is pd = 0.
func maxLogLikelihood(w, d, l, s float64) float64 {
	hi := 2 * min(s, 1-s) // pw or pl reaches 0 there
	slope := func(pd float64) float64 {
		v := 0.0
		if d > 0 {
			v += d / pd
		}
		if w > 0 {
			v -= w / (2 * (s - pd/2))
		}
		if l > 0 {
			v -= l / (2 * (1 - s - pd/2))
		}
		return v
	}
	pd := 0.0
	if d > 0 {
		lo, up := 0.0, hi
		for range 200 {
			mid := (lo + up) / 2
			if mid == lo || mid == up {
				break
			}
			if slope(mid) > 0 {
				lo = mid
			} else {
				up = mid
			}
		}
		pd = (lo + up) / 2
	}
	return xlogy(w, s-pd/2) + xlogy(d, pd) + xlogy(l, 1-s-pd/2)
}

// xlogy is n·ln p, 0 when n is (what never happened costs nothing).
func xlogy(n, p float64) float64 {
	if n == 0 {
		return 0
	}
	return n * math.Log(p)
}
