package chess2016

import (
	"context"
	_ "embed"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"oddboards/rules"
	"oddboards/rules/search"
)

// fairnessData is every setup's start scored by the computer, written by `oddboards
// fairness` (its header says how): see SetupScores.
//
//go:embed fairness.tsv
var fairnessData string

// SetupScore is the computer's score of a setup's start, for White.
type SetupScore struct {
	Variant   string
	Setup     int
	CP        int    // centipawns for White, when MatePlies is 0
	MatePlies int    // above 0: White mates in so many plies; below 0: Black does
	Best      string // White's move, in notation
}

// ScoreSetup searches the start of a setup (default options) within lim, as
// `oddboards bestmove` does.
func ScoreSetup(ctx context.Context, variant string, n int, lim search.Limits) (SetupScore, error) {
	p, err := StartPosition(variant, n, nil)
	if err != nil {
		return SetupScore{}, err
	}
	r := p.Think(ctx, lim, nil)
	if err := ctx.Err(); err != nil {
		return SetupScore{}, err
	}
	s := SetupScore{Variant: variant, Setup: n, Best: p.Notation(r.Best)}
	if r.MatePlies != 0 {
		s.MatePlies = r.MatePlies
	} else {
		s.CP = r.Score
	}
	return s, nil
}

// Line writes s as a line of the table: variant, setup, centipawns, mate plies and the
// move, separated by tabs.
func (s SetupScore) Line() string {
	return fmt.Sprintf("%s\t%d\t%d\t%d\t%s", s.Variant, s.Setup, s.CP, s.MatePlies, s.Best)
}

// ParseSetupScores reads a table as Line writes it; lines that begin with # are its
// header, returned as they stand. Every mistake names its line.
func ParseSetupScores(text string) (rows []SetupScore, header []string, err error) {
	header, lines := rules.TableLines(text)
	for _, l := range lines {
		f := strings.Split(l.Text, "\t")
		if len(f) != 5 {
			return nil, nil, fmt.Errorf("line %d: %d fields, want variant, setup, centipawns, mate plies and a move", l.N, len(f))
		}
		s := SetupScore{Variant: f[0], Best: f[4]}
		n := setupsOf(s.Variant)
		var err1, err2, err3 error
		s.Setup, err1 = strconv.Atoi(f[1])
		s.CP, err2 = strconv.Atoi(f[2])
		s.MatePlies, err3 = strconv.Atoi(f[3])
		switch {
		case n == 0:
			return nil, nil, fmt.Errorf("line %d: %s is not chess-2016, chess-56 or chess-112", l.N, rules.Excerpt(f[0], 20))
		case err1 != nil || s.Setup < 1 || s.Setup > n:
			return nil, nil, fmt.Errorf("line %d: setup %s is not one of 1 to %d", l.N, rules.Excerpt(f[1], 12), n)
		case err2 != nil || err3 != nil:
			return nil, nil, fmt.Errorf("line %d: the score %s, %s is not two whole numbers", l.N, rules.Excerpt(f[2], 12), rules.Excerpt(f[3], 12))
		}
		rows = append(rows, s)
	}
	return rows, header, nil
}

// shipped is the shipped table, read once, by variant and setup.
type shipped struct {
	rows   map[string][]SetupScore
	header []string
	err    error // a broken table (a test reads it, so none is shipped)
}

var shippedScores = sync.OnceValue(func() shipped {
	rows, header, err := ParseSetupScores(fairnessData)
	out := map[string][]SetupScore{}
	for _, s := range rows {
		out[s.Variant] = append(out[s.Variant], s)
	}
	for _, list := range out {
		slices.SortFunc(list, func(a, b SetupScore) int { return a.Setup - b.Setup })
	}
	return shipped{out, header, err}
})

// SetupScores are the shipped scores of every setup of variant, by setup number (the
// setup n at index n−1); false when the table lacks some of them.
func SetupScores(variant string) ([]SetupScore, bool) {
	if variant == "" {
		variant = Chess2016
	}
	list := shippedScores().rows[variant]
	if len(list) != setupsOf(variant) || len(list) == 0 {
		return nil, false
	}
	for i, s := range list {
		if s.Setup != i+1 {
			return nil, false
		}
	}
	return slices.Clone(list), true
}

// SetupScoresHeader is the shipped table's header: the command that made it.
func SetupScoresHeader() []string { return slices.Clone(shippedScores().header) }
