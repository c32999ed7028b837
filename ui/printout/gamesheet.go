package printout

import (
	"fmt"
	"math"
	"strings"

	"oddboards/boards/draw"
	"oddboards/rules"
	"oddboards/rules/analysis"
	"oddboards/rules/record"
	"oddboards/ui/render"
)

// GameSheet is a game to print as its moves (What == Game): each ply with its mark and
// the analysis's words, under the evaluation graph and each player's accuracy.
type GameSheet struct {
	Players []string // "White: Ann"
	Result  string   // "1-0, White wins (checkmate)"
	Plies   []SheetPly
	Graph   *render.Graph // nil without an analysis
	Summary []string      // each player's accuracy and marks
	How     string        // how the analysis was made ("200000 nodes a search")
}

// SheetPly is one ply on the sheet.
type SheetPly struct {
	Round int
	Seat  string
	Text  string // the move and its mark: "Qd4??"
	Score string // the analysis's scores beside it: "-1.20, best Bb5 +0.40"; "" for none
	Note  string // for a marked move, what it is and the better line, under it
}

// GameSheetOf is m's sheet, with a (nil: none) and how it was made.
func GameSheetOf(m *rules.Match, a *analysis.Analysis, how string) *GameSheet {
	h := m.History()
	seats := m.Players()
	names := m.Names()
	gs := &GameSheet{How: how}
	for i, p := range seats {
		who := p.Name
		if i < len(names) && names[i] != "" && names[i] != p.Name {
			who += ": " + names[i]
		}
		gs.Players = append(gs.Players, who)
	}
	o := m.Outcome()
	gs.Result = record.ResultString(o, len(seats))
	if o.Over() {
		gs.Result += ", " + o.Reason
	}
	rounds := record.Rounds(h)
	for i, p := range h {
		sp := SheetPly{Round: rounds[i], Seat: seats[p.Player].Name, Text: p.Text}
		if a != nil && i < len(a.Moves) && !a.Moves[i].Skip {
			mv := a.Moves[i]
			sp.Text += mv.Mark.Symbol()
			sp.Score = analysis.ScoreText(mv.Played, len(seats))
			if mv.BestText != "" {
				sp.Score += ", best " + mv.BestText + " " + analysis.ScoreText(mv.Best, len(seats))
			}
			if mv.Mark != analysis.None {
				what := rules.WithArticle(mv.Mark.String()) // "a blunder": ASCII, so its first byte
				sp.Note = strings.ToUpper(what[:1]) + what[1:] + "; the better line: " + strings.Join(mv.Line, " ")
			}
		}
		gs.Plies = append(gs.Plies, sp)
	}
	if a != nil && len(a.Moves) > 0 {
		cols := make([]string, len(seats))
		for i, p := range seats {
			cols[i] = p.Colour
		}
		g := render.GraphOf(a, len(h), cols, -1)
		gs.Graph = &g
		acc := a.Accuracy()
		for s := range seats {
			if !math.IsNaN(acc[s]) {
				gs.Summary = append(gs.Summary, fmt.Sprintf("%s: accuracy %.0f%%, %s", gs.Players[s], acc[s], a.MarkCounts(s)))
			}
		}
	} else {
		gs.How = "" // nothing was analysed
	}
	return gs
}

// sheet's type sizes and spacing, in mm.
const (
	sheetText   = 3.4
	sheetLine   = 4.8
	graphHeight = 38.0
)

// gamePlan lays the sheet out: the header, the graph and accuracies on the first page,
// then the plies a line each (their notes wrapped under them), as many pages as needed.
func gamePlan(job Job, o Options) (*layoutPlan, error) {
	gs := job.Sheet
	if gs == nil {
		return nil, fmt.Errorf("no game to print: the sheet is of a game's moves")
	}
	pw, ph := o.PageSize()
	f := o.frame()
	type line struct {
		text, tail string // the move in bold, the scores after it
		note       bool   // a marked move's words, indented under it
	}
	var lines []line
	for _, p := range gs.Plies {
		lines = append(lines, line{text: fmt.Sprintf("%d. %s: %s", p.Round, p.Seat, p.Text), tail: p.Score})
		for _, l := range wrap(p.Note, f.w-8, sheetText, false) {
			lines = append(lines, line{text: l, note: true})
		}
	}
	lines = append(lines, line{text: gs.Result})
	// the first page's header, graph and accuracies take room the moves then lack
	top := 6 + 2.5 + sheetText + 2.5 + 4
	if gs.Graph != nil {
		top += graphHeight + 4 + float64(len(gs.Summary))*sheetLine + 3
	}
	first := max(1, int((f.h-top)/sheetLine))
	rest := max(1, int((f.h-10)/sheetLine))
	n := 1
	if len(lines) > first {
		n += (len(lines) - first + rest - 1) / rest
	}
	colours := func(cols []string) []string {
		if !o.BW {
			return cols
		}
		return colours(job.Game.Players(job.Config), o)
	}
	return &layoutPlan{w: pw, h: ph, n: n, draw: func(i int, s draw.Surface) error {
		from, to := 0, min(len(lines), first)
		y := f.y
		if i == 0 {
			sub := strings.Join(gs.Players, " · ")
			if c := setupCaption(job); c != "" {
				sub = c + " · " + sub
			}
			right := ""
			if gs.How != "" {
				right = "analysed at " + gs.How
			}
			body := header(s, f, job.title(), sub, right)
			y = body.y + 2
			if gs.Graph != nil {
				g := *gs.Graph
				g.Colours = colours(g.Colours)
				s.Push()
				s.Translate(f.x, y)
				render.DrawGraph(s, g, f.w, graphHeight)
				s.Pop()
				y += graphHeight + 4
				for _, l := range gs.Summary {
					s.Text(l, f.x, y, sheetText, ink, draw.Anchor{}, false)
					y += sheetLine
				}
				y += 3
			}
		} else {
			from = first + (i-1)*rest
			to = min(len(lines), from+rest)
			y += 4
		}
		for _, l := range lines[from:to] {
			if l.note {
				s.Text(l.text, f.x+8, y, sheetText, faint, draw.Anchor{}, false)
			} else {
				s.Text(l.text, f.x, y, sheetText, ink, draw.Anchor{}, true)
				if l.tail != "" {
					s.Text(l.tail, f.x+max(42, measureBold(l.text)+4), y, sheetText, faint, draw.Anchor{}, false)
				}
			}
			y += sheetLine
		}
		footer(s, o, i, n)
		return nil
	}}, nil
}

// measureBold is the width of t in the sheet's bold type.
func measureBold(t string) float64 {
	f, err := fonts()
	if err != nil {
		return float64(len(t)) * sheetText * 0.55
	}
	return f.Measure(t, sheetText, true)
}
