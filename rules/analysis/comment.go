package analysis

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"oddboards/rules"
	"oddboards/rules/record"
)

// Header is the record header that says a record's move comments are an analysis, and
// how it was made ("200000 nodes a search").
const Header = "Analysis"

// Comment is the move's analysis as its record comment:
//
//	+0.35                                   the computer's choice, or as good
//	+0.21, best +0.35 Qd4                   a little worse than the computer's choice
//	-1.20, blunder, best +0.40 Qd4 Ke7 Bb5  a marked move, and the better line
//
// Scores are for the player who moved: in pawns, or #5 (a win in 5 plies) and #-4 (a
// loss in 4). A move text with a space, comma, quote or backslash stands in double
// quotes. A ply that is not a move has no comment.
func (m Move) Comment() string {
	if m.Skip {
		return ""
	}
	s := m.Played.String()
	if m.Mark != None {
		s += ", " + m.Mark.String()
	}
	if m.BestText != "" {
		line := m.Line
		if len(line) == 0 {
			line = []string{m.BestText}
		}
		s += ", best " + m.Best.String()
		for _, t := range line {
			s += " " + quoteMove(t)
		}
	}
	return s
}

// String writes the score as comments do: "+0.35", "#5", "#-4".
func (s Score) String() string {
	if s.MatePlies != 0 {
		return "#" + strconv.Itoa(s.MatePlies)
	}
	return fmt.Sprintf("%+.2f", float64(s.CP)/100)
}

// ParseScore reads a score as String writes it.
func ParseScore(t string) (Score, error) {
	if n, ok := strings.CutPrefix(t, "#"); ok {
		plies, err := strconv.Atoi(n)
		if err != nil || plies == 0 || plies > maxMatePlies || plies < -maxMatePlies {
			return Score{}, fmt.Errorf("score %s: after # the plies to a win (5) or a loss (-4)", rules.Excerpt(t, 16))
		}
		return Score{MatePlies: plies}, nil
	}
	f, err := strconv.ParseFloat(t, 64)
	if err != nil || math.IsNaN(f) || math.Abs(f) > 1e6 {
		return Score{}, fmt.Errorf("score %s is not in pawns (+0.35) or #plies", rules.Excerpt(t, 16))
	}
	return Score{CP: int(math.Round(f * 100))}, nil
}

func quoteMove(t string) string {
	if t != "" && !strings.ContainsAny(t, " ,\"\\") {
		return t
	}
	return strconv.Quote(t)
}

// maxMatePlies bounds the plies to a mate a comment may give: far more than any search
// sees, far less than would overflow.
const maxMatePlies = 10000

// ParseComment reads a move's comment as Comment writes it, for seat, at scale.
func ParseComment(s string, seat rules.Player, scale float64) (Move, error) {
	toks, err := commentTokens(s)
	if err != nil {
		return Move{}, err
	}
	if len(toks) == 0 {
		return Move{}, errors.New("no score")
	}
	m := Move{Seat: seat}
	if m.Played, err = ParseScore(toks[0]); err != nil {
		return Move{}, err
	}
	m.Best, toks = m.Played, toks[1:]
	if len(toks) > 0 && toks[0] != "best" {
		for k := Inaccuracy; k <= Blunder; k++ {
			if toks[0] == k.String() {
				m.Mark = k
			}
		}
		if m.Mark == None {
			return Move{}, fmt.Errorf("%s is no mark (inaccuracy, mistake or blunder) and not \"best\"", rules.Excerpt(toks[0], 16))
		}
		toks = toks[1:]
	}
	if len(toks) > 0 {
		if toks[0] != "best" || len(toks) < 3 {
			return Move{}, errors.New("want \"best\", its score and its line after the score")
		}
		if m.Best, err = ParseScore(toks[1]); err != nil {
			return Move{}, err
		}
		m.Line = toks[2:]
		m.BestText = m.Line[0]
	}
	if m.Best.rank() < m.Played.rank() {
		return Move{}, errors.New("the better move scores less than the move played")
	}
	if m.Mark != None && m.BestText == "" {
		return Move{}, fmt.Errorf("a %s with no better move after it", m.Mark)
	}
	m.Loss = max(0, m.Best.Expected(scale)-m.Played.Expected(scale))
	return m, nil
}

// commentTokens splits a comment at spaces, a comma ending a field, and reads moves in
// double quotes.
func commentTokens(s string) ([]string, error) {
	var out []string
	for {
		s = strings.TrimLeft(s, " ")
		if s == "" {
			return out, nil
		}
		if s[0] == '"' {
			q, err := strconv.QuotedPrefix(s)
			if err != nil {
				return nil, fmt.Errorf("a move in quotes is not closed: %s", rules.Excerpt(s, 16))
			}
			t, _ := strconv.Unquote(q)
			out = append(out, t)
			s = strings.TrimPrefix(s[len(q):], ",")
			continue
		}
		end := strings.IndexByte(s, ' ')
		if end < 0 {
			end = len(s)
		}
		out = append(out, strings.TrimSuffix(s[:end], ","))
		s = s[end:]
	}
}

// Annotate writes a into rec, the record of the analysed game (record.New of the match
// it was made from): a comment on each move, and the Analysis header saying how.
func (a *Analysis) Annotate(rec *record.Record, how string) error {
	if len(rec.Moves) < len(a.Moves) {
		return fmt.Errorf("the record has %d moves, the analysis %d: not the game analysed", len(rec.Moves), len(a.Moves))
	}
	for i, c := range a.Comments() {
		rec.Moves[i].Comment = c
	}
	rec.Set(Header, how)
	return nil
}

// FromRecord reads the analysis in the comments of rec, the record m was replayed from,
// at the game's scale; nil when rec has no Analysis header. A game longer than the
// analysis (analysed while it went on) keeps the plies analysed.
func FromRecord(rec *record.Record, m *rules.Match, scale float64) (*Analysis, error) {
	if _, ok := rec.Lookup(Header); !ok {
		return nil, nil
	}
	h := m.History()
	if len(rec.Moves) > len(h) {
		return nil, fmt.Errorf("the record has %d moves, the game %d plies", len(rec.Moves), len(h))
	}
	comments := make([]string, len(rec.Moves))
	for i, rm := range rec.Moves {
		comments[i] = rm.Comment
	}
	a, i, err := FromComments(comments, h, len(m.Players()), scale)
	if err != nil {
		rm := rec.Moves[i]
		return nil, fmt.Errorf("line %d: the analysis of %s {%s}: %v", rm.Line, rules.Excerpt(rm.Text, 16), rules.Excerpt(rm.Comment, 40), err)
	}
	return a, nil
}

// FromComments reads an analysis from the comments on the plies of a game of seats
// seats, up to the first ply (not a resignation) without one. On a mistake it says which
// comment is wrong (its index) and why.
func FromComments(comments []string, plies []rules.Ply, seats int, scale float64) (*Analysis, int, error) {
	a := &Analysis{Seats: seats, Scale: scale}
	for i, c := range comments {
		if i >= len(plies) {
			break
		}
		if plies[i].Move.Has(rules.Resign) {
			a.Moves = append(a.Moves, Move{Seat: plies[i].Player, Skip: true})
			continue
		}
		if c == "" {
			break // the analysis ended here
		}
		mv, err := ParseComment(c, plies[i].Player, scale)
		if err != nil {
			return nil, i, err
		}
		a.Moves = append(a.Moves, mv)
	}
	return a, 0, nil
}

// FromNotes reads the analysis in comments made for the plies made, as far as history
// (the game now) still follows them: an undo, or another line played from an earlier
// position, ends it there. Nil when the comments are no analysis.
func FromNotes(comments []string, made, history []rules.Ply, seats int, scale float64) *Analysis {
	a, _, err := FromComments(comments, made, seats, scale)
	if err != nil {
		return nil
	}
	a.Moves = a.Moves[:min(len(a.Moves), rules.CommonPlies(made, history))]
	return a
}

// Comments are the analysis's moves as record comments, one a ply.
func (a *Analysis) Comments() []string {
	out := make([]string, len(a.Moves))
	for i, m := range a.Moves {
		out[i] = m.Comment()
	}
	return out
}

// BestMove is the computer's better move at ply i of m's game, for an arrow; false when
// the move played was as good (or the text no longer reads).
func (a *Analysis) BestMove(m *rules.Match, i int) (rules.Move, bool) {
	if i < 0 || i >= len(a.Moves) || a.Moves[i].BestText == "" || i >= len(m.History()) {
		return rules.Move{}, false
	}
	p := m.PositionAt(i)
	mv, err := m.Game().ParseMove(p, a.Moves[i].BestText)
	return mv, err == nil
}
