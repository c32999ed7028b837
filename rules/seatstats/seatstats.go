// Package seatstats is each seat's results in computer games of the games whose every
// game starts the same, Antarctic Chess in its modes and Pothole Chess: which seat to
// give a newcomer. `oddboards seats` plays the games and writes the table (one line a
// game); the table the app shows is embedded here (seats.tsv).
package seatstats

import (
	"context"
	_ "embed"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"oddboards/rules"
	"oddboards/rules/arena"
	"oddboards/rules/games"
	"oddboards/rules/search"
	"oddboards/rules/seat"
)

//go:embed seats.tsv
var shipped string

// Table is a series' place in the table: a game and mode, and the computer setting
// every seat plays at.
type Table struct {
	Game   string // the game's ID
	Mode   string // "" for a game without modes
	Player string // every seat's setting, "level:5"
	Level  int    // its level, of Levels
	Levels int    // how many levels the mode offers
}

// Key names the series in the table and on the command line: "antarctic-chess 3S".
func (t Table) Key() string { return strings.TrimSpace(t.Game + " " + t.Mode) }

// Tables are the series the table holds, in its order: Pothole Chess, then Antarctic
// Chess's modes. Each plays at the strongest level whose moves vary from game to game
// (a node budget with noise): from one start, games without noise would all be one
// game. That is the top level in the games of three or more seats; in the two-seat
// modes, whose top level thinks for seconds and never varies, it is level 5 of 8.
func Tables() []Table {
	var ts []Table
	for _, id := range []string{"pothole-chess", "antarctic-chess"} {
		e, err := games.Lookup(id)
		if err != nil {
			continue
		}
		for _, m := range rules.ModesOf(e.Game) {
			ls := seat.LevelsOf(e.Game, rules.Config{Variant: e.Variant, Mode: m})
			n := varyingLevel(ls)
			ts = append(ts, Table{Game: id, Mode: m, Player: "level:" + strconv.Itoa(n), Level: n, Levels: ls.Len()})
		}
	}
	return ts
}

// varyingLevel is the strongest of ls whose rung plays with noise (level 1 if none).
func varyingLevel(ls search.Levels) int {
	for n := ls.Len(); n > 1; n-- {
		if ls.Rung(n).Limits(0).Noise > 0 {
			return n
		}
	}
	return 1
}

// TableOf is the series of game id in mode ("" for none), if the table holds one.
func TableOf(id, mode string) (Table, bool) {
	for _, t := range Tables() {
		if t.Game == id && t.Mode == mode {
			return t, true
		}
	}
	return Table{}, false
}

// Row is one game of a series.
type Row struct {
	Table   string // Table.Key
	Player  string // the setting every seat played at
	Index   int    // the game's number in its series, from 1 (its seed comes from it)
	Plies   int
	Winner  int   // the seat that won, -1 for none (a draw, or the ply cap)
	Capped  bool  // stopped at the ply cap: the seats still in placed by material
	Placing []int // per seat: 1 first
}

// Line writes r as a line of the table: series, setting, number, plies, the end ("win
// N", "draw" or "cap") and the placings, separated by tabs.
func (r Row) Line() string {
	places := make([]string, len(r.Placing))
	for i, p := range r.Placing {
		places[i] = strconv.Itoa(p)
	}
	return fmt.Sprintf("%s\t%s\t%d\t%d\t%s\t%s", r.Table, r.Player, r.Index, r.Plies, r.End(), strings.Join(places, ","))
}

// Parse reads a table as Line writes it; lines that begin with # are its header,
// returned as they stand. Every mistake names its line.
func Parse(text string) (rows []Row, header []string, err error) {
	seats, seen := map[string]int{}, map[string]int{}
	for _, t := range Tables() {
		if e, err := games.Lookup(t.Game); err == nil {
			seats[t.Key()] = len(e.Game.Players(rules.Config{Variant: e.Variant, Mode: t.Mode}))
		}
	}
	header, lines := rules.TableLines(text)
	for _, l := range lines {
		r, err := parseRow(l.Text, seats)
		if err != nil {
			return nil, nil, fmt.Errorf("line %d: %w", l.N, err)
		}
		key := fmt.Sprintf("%s %s %d", r.Table, r.Player, r.Index)
		if first, ok := seen[key]; ok {
			return nil, nil, fmt.Errorf("line %d: game %d of %s at %s again, first on line %d", l.N, r.Index, r.Table, r.Player, first)
		}
		seen[key] = l.N
		rows = append(rows, r)
	}
	return rows, header, nil
}

func parseRow(line string, seats map[string]int) (Row, error) {
	f := strings.Split(line, "\t")
	if len(f) != 6 {
		return Row{}, fmt.Errorf("%d fields, want series, player, game, plies, end and placings", len(f))
	}
	r := Row{Table: f[0], Player: f[1], Winner: -1}
	n, ok := seats[r.Table]
	if !ok {
		return Row{}, fmt.Errorf("no series %q", rules.Excerpt(f[0], 24))
	}
	var err error
	if r.Index, err = strconv.Atoi(f[2]); err != nil || r.Index < 1 {
		return Row{}, fmt.Errorf("game number %q is not a number from 1", rules.Excerpt(f[2], 12))
	}
	if r.Plies, err = strconv.Atoi(f[3]); err != nil || r.Plies < 0 {
		return Row{}, fmt.Errorf("plies %q is not a count", rules.Excerpt(f[3], 12))
	}
	switch end := f[4]; {
	case end == "cap":
		r.Capped = true
	case end == "draw":
	case strings.HasPrefix(end, "win "):
		w, err := strconv.Atoi(end[4:])
		if err != nil || w < 1 || w > n {
			return Row{}, fmt.Errorf("winner %q is not a seat from 1 to %d", rules.Excerpt(end[4:], 12), n)
		}
		r.Winner = w - 1
	default:
		return Row{}, fmt.Errorf("end %q is not \"win N\", \"draw\" or \"cap\"", rules.Excerpt(end, 12))
	}
	places := strings.Split(f[5], ",")
	if len(places) != n {
		return Row{}, fmt.Errorf("%d placings, want one for each of the %d seats", len(places), n)
	}
	for _, s := range places {
		p, err := strconv.Atoi(s)
		if err != nil || p < 1 || p > n {
			return Row{}, fmt.Errorf("placing %q is not from 1 to %d", rules.Excerpt(s, 12), n)
		}
		r.Placing = append(r.Placing, p)
	}
	if w := r.Winner; w >= 0 {
		if r.Placing[w] != 1 {
			return Row{}, fmt.Errorf("seat %d won but is placed %d", w+1, r.Placing[w])
		}
		for q, p := range r.Placing {
			if q != w && p == 1 {
				return Row{}, fmt.Errorf("seat %d won but seat %d is placed first too", w+1, q+1)
			}
		}
	}
	return r, nil
}

// Seat is one seat's results over a series.
type Seat struct {
	Name   string
	Wins   int   // games it won outright
	Places []int // Places[k]: games it placed k+1 in (shared places count for each)
}

// Summary is a series' results, seat by seat.
type Summary struct {
	Table
	Games  int
	Capped int // games stopped at the ply cap
	Draws  int // games drawn by the rules
	Plies  int // all the games' plies
	Seats  []Seat
}

// Summarise tallies the rows of t.
func Summarise(t Table, rows []Row) (Summary, error) {
	e, err := games.Lookup(t.Game)
	if err != nil {
		return Summary{}, err
	}
	ps := e.Game.Players(rules.Config{Variant: e.Variant, Mode: t.Mode})
	s := Summary{Table: t, Seats: make([]Seat, len(ps))}
	for i, p := range ps {
		s.Seats[i] = Seat{Name: p.Name, Places: make([]int, len(ps))}
	}
	for _, r := range rows {
		if r.Table != t.Key() || r.Player != t.Player || len(r.Placing) != len(ps) {
			continue
		}
		s.Games++
		s.Plies += r.Plies
		switch {
		case r.Capped:
			s.Capped++
		case r.Winner < 0:
			s.Draws++
		default:
			s.Seats[r.Winner].Wins++
		}
		for q, p := range r.Placing {
			s.Seats[q].Places[p-1]++
		}
	}
	return s, nil
}

// Shipped is the summary of every series of the embedded table, in Tables' order.
func Shipped() ([]Summary, error) {
	rows, _, err := Parse(shipped)
	if err != nil {
		return nil, fmt.Errorf("the shipped seats table: %w", err)
	}
	var out []Summary
	for _, t := range Tables() {
		s, err := Summarise(t, rows)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

// ShippedHeader is the embedded table's header: the command that made it.
func ShippedHeader() []string {
	_, h, _ := Parse(shipped)
	return h
}

// WinShare is the share of the games seat q won, with its 95% interval (Wilson's).
func (s Summary) WinShare(q int) (share, lo, hi float64) {
	return wilson(s.Seats[q].Wins, s.Games)
}

// FirstShare is the share of the games seat q placed first in, a game at the ply cap
// placed by material, with its 95% interval: what tells the seats apart where most
// games have no winner (Undecided).
func (s Summary) FirstShare(q int) (share, lo, hi float64) {
	return wilson(s.Seats[q].Places[0], s.Games)
}

// FirstFair is the share of first places each seat would have if none were favoured.
func (s Summary) FirstFair() float64 {
	if s.Games == 0 || len(s.Seats) == 0 {
		return 0
	}
	firsts := 0
	for _, st := range s.Seats {
		firsts += st.Places[0]
	}
	return float64(firsts) / float64(s.Games) / float64(len(s.Seats))
}

// Fair is the share of wins each seat would have if no seat were favoured and the
// games drawn or capped fell as they did.
func (s Summary) Fair() float64 {
	if s.Games == 0 || len(s.Seats) == 0 {
		return 0
	}
	return float64(s.Games-s.Draws-s.Capped) / float64(s.Games) / float64(len(s.Seats))
}

// MeanPlace is seat q's average placing (1 is first every game).
func (s Summary) MeanPlace(q int) float64 {
	sum, n := 0, 0
	for k, c := range s.Seats[q].Places {
		sum += (k + 1) * c
		n += c
	}
	if n == 0 {
		return math.NaN()
	}
	return float64(sum) / float64(n)
}

// Best is the seats in order of their wins, the most first (ties by mean place).
func (s Summary) Best() []int {
	order := make([]int, len(s.Seats))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if d := s.Seats[b].Wins - s.Seats[a].Wins; d != 0 {
			return d
		}
		return cmpFloat(s.MeanPlace(a), s.MeanPlace(b))
	})
	return order
}

// Line is the summary in a sentence, as the launcher shows it: "In 200 computer games
// at level 5 of 5: Gold won 41%, Blue 33%, Red 26%." When most games had no winner
// (Pothole Chess's strong seats defend to the ply cap) the wins tell little, so it
// gives the seats' mean places instead.
func (s Summary) Line() string {
	if s.Games == 0 {
		return ""
	}
	head := fmt.Sprintf("In %d computer games at level %d of %d", s.Games, s.Level, s.Levels)
	if s.Undecided() {
		order := make([]int, len(s.Seats))
		for i := range order {
			order[i] = i
		}
		slices.SortStableFunc(order, func(a, b int) int { return cmpFloat(s.MeanPlace(a), s.MeanPlace(b)) })
		var parts []string
		for _, q := range order {
			parts = append(parts, fmt.Sprintf("%s %.1f", s.Seats[q].Name, s.MeanPlace(q)))
		}
		return fmt.Sprintf("%s, %d had no winner; the mean places, the best first (at the ply cap by material): %s.",
			head, s.Draws+s.Capped, strings.Join(parts, ", "))
	}
	var parts []string
	for i, q := range s.Best() {
		share, _, _ := s.WinShare(q)
		word := ""
		if i == 0 {
			word = " won"
		}
		parts = append(parts, fmt.Sprintf("%s%s %.0f%%", s.Seats[q].Name, word, 100*share))
	}
	line := head + ": " + strings.Join(parts, ", ")
	if d := s.Draws + s.Capped; d > 0 {
		line += fmt.Sprintf("; %d without a winner", d)
	}
	return line + "."
}

// Undecided reports whether most of the games had no winner.
func (s Summary) Undecided() bool { return 2*(s.Draws+s.Capped) > s.Games }

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// wilson is k successes in n trials as a share with its 95% interval.
func wilson(k, n int) (p, lo, hi float64) {
	if n == 0 {
		return 0, 0, 1
	}
	const z = 1.96
	nf := float64(n)
	p = float64(k) / nf
	d := 1 + z*z/nf
	c := (p + z*z/(2*nf)) / d
	h := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / d
	return p, math.Max(0, c-h), math.Min(1, c+h)
}

// RowOf is game g of t's series, its number index (from 1), as a row of the table.
func RowOf(t Table, index int, g arena.Game) Row {
	r := Row{Table: t.Key(), Player: t.Player, Index: index, Winner: -1, Capped: g.Capped, Placing: slices.Clone(g.Placing)}
	if g.Match != nil {
		r.Plies = len(g.Match.History())
	}
	if !g.Capped && g.Outcome.Result == rules.Win {
		r.Winner = int(g.Outcome.Winner)
	}
	return r
}

// End is how the game ended, as the table writes it: "win 2", "draw" or "cap".
func (r Row) End() string {
	switch {
	case r.Capped:
		return "cap"
	case r.Winner >= 0:
		return "win " + strconv.Itoa(r.Winner+1)
	}
	return "draw"
}

// MaxPlies caps a game of the table, as match does: Pothole Chess's strong seats can
// defend for hundreds of plies, and a capped game places the seats still in by material.
const MaxPlies = 600

// Play plays the games of t's series numbered 1 to n that rows lacks, jobs at once,
// calling done with each as it ends (never two calls at once). Each game's seed comes
// from its number, so the table's rows replay exactly.
func Play(ctx context.Context, t Table, n, jobs int, rows []Row, done func(Row)) error {
	e, err := games.Lookup(t.Game)
	if err != nil {
		return err
	}
	cfg := rules.Config{Variant: e.Variant, Mode: t.Mode}
	seats := len(e.Game.Players(cfg))
	p, err := arena.ParsePlayer(t.Player, seat.LevelsOf(e.Game, cfg), 0)
	if err != nil {
		return err
	}
	players := make([]arena.Player, seats)
	for i := range players {
		players[i] = p
	}
	played := map[int]arena.Game{}
	for _, r := range rows {
		if r.Table == t.Key() && r.Player == t.Player && r.Index <= n && len(r.Placing) == seats {
			played[r.Index-1] = arena.Game{Seats: arena.Seating(players, r.Index-1), Placing: r.Placing, In: make([]bool, seats)}
		}
	}
	if len(played) >= n {
		return nil
	}
	_, err = arena.Series{
		Entry: e, Players: players, Games: n, Seed: 1, Jobs: jobs, MaxPlies: MaxPlies,
		Config: func(int) (rules.Config, error) { return cfg, nil },
		Played: played,
		Done:   func(i int, g arena.Game, _ arena.Tally) { done(RowOf(t, i+1, g)) },
	}.Run(ctx)
	return err
}

// Count is how many of the games numbered 1 to n of t's series rows holds: those Play
// does not play again.
func Count(t Table, rows []Row, n int) int {
	c := 0
	for _, r := range rows {
		if r.Table == t.Key() && r.Player == t.Player && r.Index <= n {
			c++ // Parse refuses a game twice
		}
	}
	return c
}

// Applies reports whether the table speaks of g played under cfg: its games were
// played with every option at its default.
func Applies(g rules.Game, cfg rules.Config) bool {
	for _, o := range g.Options() {
		if v, ok := cfg.Options[o.Key]; ok && v != o.Default {
			return false
		}
	}
	return cfg.Position == ""
}
