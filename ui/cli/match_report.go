package cli

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"oddboards/rules"
	"oddboards/rules/arena"
)

// readSPRT reads --sprt ELO0,ELO1 with its alpha and beta, for a game of that many seats.
func readSPRT(s string, alpha, beta float64, game string, seats int) (*arena.SPRT, error) {
	if seats != 2 {
		return nil, usageErr("--sprt tests the first player against the second: %s has %d seats, not 2", game, seats)
	}
	a, b, ok := strings.Cut(s, ",")
	e0, err0 := strconv.ParseFloat(strings.TrimSpace(a), 64)
	e1, err1 := strconv.ParseFloat(strings.TrimSpace(b), 64)
	if !ok || err0 != nil || err1 != nil {
		return nil, usageErr("--sprt %s: write ELO0,ELO1, two Elo differences such as 0,10", quote(s))
	}
	t := &arena.SPRT{Elo0: e0, Elo1: e1, Alpha: alpha, Beta: beta}
	if err := t.Check(); err != nil {
		return nil, usageErr("--sprt %s: %v", quote(s), err)
	}
	return t, nil
}

// sprtText is the SPRT's last line: its hypotheses, the LLR and its bounds, and the
// verdict.
func sprtText(s arena.SPRT, t arena.Tally, players []arena.Player) string {
	v, llr, paired := s.Judge(t)
	lo, hi := s.Bounds()
	over := "" // what the LLR counts: games, or their pairs where the seats swap on one start
	if paired {
		pairs := 0
		for _, n := range t.Pairs {
			pairs += n
		}
		over = fmt.Sprintf(" (pentanomial, %d pairs)", pairs)
	}
	label := arena.Labels(players)
	verdict := fmt.Sprintf("undecided after %d games (--games)", t.Games)
	switch v {
	case arena.AcceptH0:
		verdict = fmt.Sprintf("H0 accepted after %d games", t.Games)
	case arena.AcceptH1:
		verdict = fmt.Sprintf("H1 accepted after %d games", t.Games)
	}
	return fmt.Sprintf("SPRT of %s against %s, H0 Elo %+g, H1 Elo %+g (alpha %g, beta %g): LLR %.2f%s, bounds %.2f and %.2f: %s\n",
		label[0], label[1], s.Elo0, s.Elo1, s.Alpha, s.Beta, llr, over, lo, hi, verdict)
}

func seatingText(g arena.Game, players []arena.Player, names []rules.PlayerInfo) string {
	label := arena.Labels(players)
	var parts []string
	for seat, p := range g.Seats {
		parts = append(parts, fmt.Sprintf("%s (%s)", label[p], names[seat].Name))
	}
	return strings.Join(parts, " vs ")
}

func gameResult(g arena.Game, names []rules.PlayerInfo) string {
	plies := len(g.Match.History())
	switch g.Outcome.Result {
	case rules.Win:
		return fmt.Sprintf("%s wins (%s), %d plies", names[g.Outcome.Winner].Name, g.Outcome.Reason, plies)
	}
	text := fmt.Sprintf("drawn (%s), %d plies", g.Outcome.Reason, plies)
	if g.Weighed {
		var by []string
		for seat, in := range g.In {
			if in {
				by = append(by, fmt.Sprintf("%s %s", names[seat].Name, ordinal(g.Placing[seat])))
			}
		}
		text += "; by material " + strings.Join(by, ", ")
	}
	return text
}

// tallyText is the table of the series and the Elo line.
func tallyText(t arena.Tally, players []arena.Player) string {
	var b strings.Builder
	n := len(players)
	label := arena.Labels(players)
	width := len("player")
	for _, l := range label {
		width = max(width, len(l))
	}
	fmt.Fprintf(&b, "%-*s  games  wins  draws  losses", width, "player")
	if n > 2 {
		for k := 1; k <= n; k++ {
			fmt.Fprintf(&b, "  %5s", ordinal(k))
		}
	}
	fmt.Fprintln(&b)
	for i := range players {
		fmt.Fprintf(&b, "%-*s  %5d  %4d  %5d  %6d", width, label[i], t.Games, t.Wins[i], t.Draws[i], t.Losses[i])
		if n > 2 {
			for k := 0; k < n; k++ {
				fmt.Fprintf(&b, "  %5d", t.Places[i][k])
			}
		}
		fmt.Fprintln(&b)
	}
	if t.Weighed > 0 {
		fmt.Fprintf(&b, "%d of %d games reached the ply cap: they count as draws, but the seats still in are placed by material\n", t.Weighed, t.Games)
	}
	d, lo, hi := t.Elo()
	over := ""
	if n := t.PairsDone(); n > 0 {
		over = fmt.Sprintf(", over %d pairs", n)
	}
	fmt.Fprintf(&b, "%s scores %.1f%% against the others: Elo %s (95%%: %s to %s%s)\n",
		label[0], 100*t.Score(), eloText(d), eloText(lo), eloText(hi), over)
	return b.String()
}

func eloText(x float64) string {
	switch {
	case math.IsInf(x, 1):
		return "+inf"
	case math.IsInf(x, -1):
		return "-inf"
	}
	return fmt.Sprintf("%+.0f", x)
}

func ordinal(k int) string {
	switch k {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return strconv.Itoa(k) + "th"
}
