// Package tune fits a game's evaluation to the results of games (the Texel method):
// every quiet position of a game is labelled with the game's result for the first seat
// (1 a win, ½ a draw, 0 a loss), and the weights are those that make
// Expected(K, eval), a logistic curve of the evaluation, closest to the labels in mean
// squared error. K, which turns centipawns into an expected score, is fitted first with
// the weights as they are and then held, so that the Pawn's value, held fixed, keeps
// the scale. Only evaluations linear in their weights are fitted: a game's Model says
// what its evaluation adds up (its features) for each position, and the evaluation is
// Σ weight × feature; anything else it does (a game phase, a threshold) goes into the
// features as they are computed. It is plain Go: no window, no search.
package tune

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"oddboards/rules"
)

// A Feature is one term of a position's evaluation before its weight: the evaluation
// is the sum of Weights[Index] × X over a position's features.
type Feature struct {
	Index int32
	X     float64
}

// A Sample is a position as the evaluation sees it, with its game's result for the
// first seat: 1 a win, 0.5 a draw, 0 a loss.
type Sample struct {
	Features []Feature
	Result   float64
}

// Score is the sample's evaluation under weights w, from the first seat's side.
func (s Sample) Score(w []float64) float64 {
	sum := 0.0
	for _, f := range s.Features {
		sum += w[f.Index] * f.X
	}
	return sum
}

// A Param is one weight of an evaluation: its name (the key of the weights file), its
// value today, where fitting starts, and whether it is held (the Pawn, which sets the
// scale, or a term the game does not want fitted).
type Param struct {
	Name  string
	Start float64
	Fixed bool
}

// A Model is a game's evaluation seen as a sum of weighted features.
type Model interface {
	// Params are the weights, in the order of the features' indices.
	Params() []Param
	// Features appends the features of the evaluation of p from the first seat's side
	// and reports whether p is quiet: not in check, no capture or promotion to play, the
	// game not over. A position about to change its material says little through its
	// static evaluation about how the game ends, so only quiet ones are kept.
	Features(p rules.Position, buf []Feature) ([]Feature, bool)
	// Home is where its weights file goes: the game's Go package and the function
	// there that returns the tuned weights by name.
	Home() (pkg, fn string)
}

// Base is what every game's Model has alike, for it to embed: its params, which are its
// weights' terms (ParamsOf), and Home, the game's package with weights.go's
// tunedWeights.
type Base struct {
	Package string
	List    []Param
	// Playing are the weights the game's computer plays with (weights.go's over the
	// hand-set ones), in List's order; nil where the game plays with the hand-set ones.
	Playing []float64
}

// A PlayingModel knows the weights its game plays with, so that a fit can start from
// them (tune --weights playing): a trial of a few terms fitted with the others held as
// they play, not as they were set by hand.
type PlayingModel interface {
	Model
	// PlayingStarts are the weights the game plays with, in Params' order, or nil.
	PlayingStarts() []float64
}

// WithPlaying is b knowing the weights its game plays with: terms are the same terms
// as b's, of the playing weights. A term of another name or order is a programming
// error, and the panic names it.
func (b Base) WithPlaying(terms []Term) Base {
	if len(terms) != len(b.List) {
		panic(fmt.Sprintf("%s: %d playing terms for %d params", b.Package, len(terms), len(b.List)))
	}
	b.Playing = make([]float64, len(terms))
	for i, t := range terms {
		if t.Name != b.List[i].Name {
			panic(fmt.Sprintf("%s: playing term %d is %q, the param %q", b.Package, i, t.Name, b.List[i].Name))
		}
		b.Playing[i] = float64(*t.P)
	}
	return b
}

// PlayingStarts is a copy of Playing, which the caller may keep.
func (b *Base) PlayingStarts() []float64 { return slices.Clone(b.Playing) }

// NewBase is the Base of package pkg whose weights have terms, and the index of each
// term's weight among its params.
func NewBase(pkg string, terms []Term) (Base, Index) {
	params, idx := ParamsOf(terms)
	return Base{Package: pkg, List: params}, idx
}

// Params is a copy of the params, which the caller may keep.
func (b *Base) Params() []Param { return append([]Param(nil), b.List...) }

// Home is the package's tunedWeights.
func (b *Base) Home() (pkg, fn string) { return b.Package, "tunedWeights" }

// QuietFeatures ends a Model's Features once it has found p to be one it fits: when s is
// Quiet, the features fill writes into a vector of n (by param index) appended to buf,
// and true; else buf and false.
func QuietFeatures[M any](s interface {
	Moves(buf []M) []M
	Noisy(m M) bool
}, buf []Feature, n int, fill func(x []float64)) ([]Feature, bool) {
	if !Quiet[M](s) {
		return buf, false
	}
	x := make([]float64, n)
	fill(x)
	return AppendNonZero(buf, x), true
}

// Expected is the expected score (0 to 1) of a side evaluated at score centipawns:
// 1 / (1 + 10^(−k·score/400)), the Elo curve with k stretching it.
func Expected(k, score float64) float64 { return 1 / (1 + math.Exp(-math.Ln10*k*score/400)) }

// Blend relabels the samples: each result becomes share × result + (1 − share) ×
// Expected(k, score), where scores are the searches' scores of the samples' positions
// (a data set's) for the first seat. A game's result says how one game ended, with the
// luck of every later move in it; a search's score says what the position is worth at
// a depth the static evaluation cannot see. A mix of both is a less noisy label.
func Blend(samples []Sample, scores []float64, k, share float64) {
	for i := range samples {
		samples[i].Result = share*samples[i].Result + (1-share)*Expected(k, scores[i])
	}
}

// MeanError is the mean squared error between the samples' results and the expected
// scores of their evaluations under weights w.
func MeanError(samples []Sample, w []float64, k float64) float64 {
	if len(samples) == 0 {
		return 0
	}
	sum := 0.0
	for _, s := range samples {
		d := s.Result - Expected(k, s.Score(w))
		sum += d * d
	}
	return sum / float64(len(samples))
}

// Result is the first seat's score in a two-seat game that ended as o; ok is false
// while it goes on.
func Result(o rules.Outcome) (r float64, ok bool) {
	switch {
	case !o.Over():
		return 0, false
	case o.Result == rules.Win && o.Winner == 0:
		return 1, true
	case o.Result == rules.Win:
		return 0, true
	}
	return 0.5, true
}

// errSeats is the error for a game of more than two seats, whose results a single
// score cannot label.
var errSeats = errors.New("only two-player games can be tuned from their results")

// FromMatch appends a sample for each quiet position of a two-seat game, labelled with
// result (the first seat's score), skipping the first skip plies (an opening chosen
// to vary the games, not played by the evaluation under test).
func FromMatch(m Model, g *rules.Match, result float64, skip int, out []Sample) ([]Sample, error) {
	if len(g.Players()) != 2 {
		return out, errSeats
	}
	var buf []Feature
	for ply := max(0, skip); ply <= len(g.History()); ply++ {
		p := g.PositionAt(ply)
		if p == nil {
			break
		}
		fs, ok := m.Features(p, buf[:0])
		if !ok {
			continue
		}
		out = append(out, Sample{Features: compact(fs), Result: result})
		buf = fs
	}
	return out, nil
}

// A SeatModel is a Model of a game of more than two seats, labelled by placing: it
// evaluates a position from any seat's side.
type SeatModel interface {
	Model
	// SeatFeatures is Features from seat's side; a seat that is out is not quiet.
	SeatFeatures(p rules.Position, seat int, buf []Feature) ([]Feature, bool)
}

// PlacingScores turns a game's placings, one a seat (1 the first, a shared place
// given to each seat sharing it), into scores from 1 for the first to 0 for the last.
// Seats sharing a place share the scores of the places they fill: in two seats a win
// scores 1 and 0, a draw ½ each, as Result has it.
func PlacingScores(placing []int) []float64 {
	n := len(placing)
	out := make([]float64, n)
	if n < 2 {
		return out
	}
	for i, p := range placing {
		shared := 0
		for _, q := range placing {
			if q == p {
				shared++
			}
		}
		mid := float64(p) + float64(shared-1)/2 // the mean of places p to p+shared−1
		out[i] = (float64(n) - mid) / float64(n-1)
	}
	return out
}

// FromPlacings appends a sample for each quiet position of a game and each seat still
// in, from that seat's side, labelled with the seat's score (PlacingScores), skipping
// the first skip plies.
func FromPlacings(m SeatModel, g *rules.Match, scores []float64, skip int, out []Sample) ([]Sample, error) {
	if n := len(g.Players()); len(scores) != n {
		return out, fmt.Errorf("%d scores for %d seats", len(scores), n)
	}
	var buf []Feature
	for ply := max(0, skip); ply <= len(g.History()); ply++ {
		p := g.PositionAt(ply)
		if p == nil {
			break
		}
		for seat, r := range scores {
			fs, ok := m.SeatFeatures(p, seat, buf[:0])
			if !ok {
				continue
			}
			out = append(out, Sample{Features: compact(fs), Result: r})
			buf = fs
		}
	}
	return out, nil
}

// AppendNonZero appends to buf the features of x, a position's terms by param index,
// that are not zero: a game's Features from its dense feature vector.
func AppendNonZero(buf []Feature, x []float64) []Feature {
	for i, v := range x {
		if v != 0 {
			buf = append(buf, Feature{Index: int32(i), X: v})
		}
	}
	return buf
}

// Quiet reports whether none of s's moves is one its quiescence search follows
// (Noisy): there the search scores a position as the evaluation does, so a Model fits
// only quiet positions.
func Quiet[M any](s interface {
	Moves(buf []M) []M
	Noisy(m M) bool
}) bool {
	for _, m := range s.Moves(nil) {
		if s.Noisy(m) {
			return false
		}
	}
	return true
}

// compact copies fs without its zero features, into a slice of its own.
func compact(fs []Feature) []Feature {
	n := 0
	for _, f := range fs {
		if f.X != 0 {
			n++
		}
	}
	out := make([]Feature, 0, n)
	for _, f := range fs {
		if f.X != 0 {
			out = append(out, f)
		}
	}
	return out
}
