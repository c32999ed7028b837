package search

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"oddboards/rules"
)

// Mate is the Score of a forced win.
const Mate = mate

// Think runs RunShared and writes its moves as contract moves, playing the line on the
// main searcher's state to write each move in its own position (and taking it back).
//
// newState gives a state of the position to search, a new one at each call: one for
// each searcher when Limits.Threads asks for several.
func Think[M comparable, S State[M]](ctx context.Context, newState func() S, lim Limits, info func(Report)) Report {
	s := newState()
	export := func(r Result[M]) Report {
		rep := Report{Found: r.Found, Score: r.Score, Depth: r.Depth, SelDepth: r.SelDepth,
			Nodes: r.Nodes, Elapsed: r.Elapsed, HashFull: r.HashFull}
		if !r.Found {
			return rep
		}
		rep.Best = s.Export(r.Best)
		rep.PV = exportLine(s, r.PV)
		rep.Score, rep.MatePlies = mateOf(r.Score)
		for _, l := range r.Lines {
			rl := ReportLine{PV: exportLine(s, l.PV)}
			rl.Score, rl.MatePlies = mateOf(l.Score)
			rep.Lines = append(rep.Lines, rl)
		}
		return rep
	}
	var each func(Info[M])
	if info != nil {
		each = func(r Info[M]) { info(export(r)) }
	}
	first := true
	states := func() S {
		if first {
			first = false
			return s
		}
		return newState()
	}
	return export(RunShared(ctx, states, lim, each))
}

// exportLine writes a line of moves as contract moves, playing it on s (and taking it
// back) to write each in its own position; it stops at a move that is not legal there
// (a line cut short by the table shows only what is sure).
func exportLine[M comparable, S State[M]](s S, line []M) []rules.Move {
	var out []rules.Move
	for _, m := range line {
		if !slices.Contains(s.Moves(nil), m) {
			break
		}
		out = append(out, s.Export(m))
		s.Do(m)
	}
	for range out {
		s.Undo()
	}
	return out
}

// mateOf splits a search score into a Report's Score and MatePlies.
func mateOf(score int) (int, int) {
	switch {
	case score > mateBound:
		return Mate, mate - score
	case score < -mateBound:
		return -Mate, -(mate + score)
	}
	return score, 0
}

// FormatLine writes a line of moves from p in the game's notation, at most most moves
// of it (0: all), stopping before any move not legal where it stands.
func FormatLine(g rules.Game, p rules.Position, line []rules.Move, most int) string {
	var parts []string
	for i, m := range line {
		if most > 0 && i == most || !rules.IsLegal(p, m) {
			break
		}
		parts = append(parts, g.FormatMove(p, m))
		p = p.Play(m)
	}
	return strings.Join(parts, " ")
}

// NPS is a report's nodes per second.
func NPS(r Report) int64 {
	if r.Elapsed <= 0 {
		return 0
	}
	return int64(float64(r.Nodes) / r.Elapsed.Seconds())
}

// ScoreText writes a report's score for the seat to move: "+0.35" in pawns, "mate in 3" (in
// moves, for two seats) or "win in 5 plies" (more seats), and their losing forms.
func ScoreText(r Report, seats int) string {
	n := r.MatePlies
	switch {
	case n == 0:
		return fmt.Sprintf("%+.2f", float64(r.Score)/100)
	case seats == 2 && n > 0:
		return fmt.Sprintf("mate in %d", (n+1)/2)
	case seats == 2:
		return fmt.Sprintf("mated in %d", (1-n)/2)
	case n > 0:
		return fmt.Sprintf("win in %d plies", n)
	}
	return fmt.Sprintf("loss in %d plies", -n)
}
