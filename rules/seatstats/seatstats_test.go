package seatstats_test

import (
	"math"
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/seat"
	"oddboards/rules/seatstats"
)

// Every series plays at a level whose moves vary (else every game from the one start
// would be the same game), the strongest such: the top level where it has noise.
func TestTablesPlayVaryingLevels(t *testing.T) {
	ts := seatstats.Tables()
	if len(ts) != 9 {
		t.Fatalf("%d series, want Pothole Chess and Antarctic Chess's 8 modes", len(ts))
	}
	for _, tb := range ts {
		e, err := games.Lookup(tb.Game)
		if err != nil {
			t.Fatal(err)
		}
		ls := seat.LevelsOf(e.Game, rules.Config{Variant: e.Variant, Mode: tb.Mode})
		if ls.Rung(tb.Level).Limits(0).Noise == 0 {
			t.Errorf("%s plays at level %d, which has no noise", tb.Key(), tb.Level)
		}
		for n := tb.Level + 1; n <= ls.Len(); n++ {
			if ls.Rung(n).Limits(0).Noise > 0 {
				t.Errorf("%s plays at level %d, but level %d has noise too", tb.Key(), tb.Level, n)
			}
		}
		if len(e.Game.Players(rules.Config{Mode: tb.Mode})) > 2 && tb.Level != ls.Len() {
			t.Errorf("%s, of three or more seats, plays at level %d of %d", tb.Key(), tb.Level, ls.Len())
		}
	}
}

func TestRowLineParses(t *testing.T) {
	rows := []seatstats.Row{
		{Table: "antarctic-chess 3S", Player: "level:5", Index: 7, Plies: 19, Winner: 1, Placing: []int{2, 1, 3}},
		{Table: "pothole-chess", Player: "level:6", Index: 2, Plies: 600, Winner: -1, Capped: true, Placing: []int{2, 4, 1, 3}},
		{Table: "antarctic-chess 2S", Player: "level:5", Index: 1, Plies: 80, Winner: -1, Placing: []int{1, 1}},
	}
	var text strings.Builder
	text.WriteString("# a header\n")
	for _, r := range rows {
		text.WriteString(r.Line() + "\n")
	}
	got, header, err := seatstats.Parse(text.String())
	if err != nil {
		t.Fatal(err)
	}
	if len(header) != 1 || len(got) != len(rows) {
		t.Fatalf("header %q, %d rows", header, len(got))
	}
	for i := range rows {
		if got[i].Line() != rows[i].Line() {
			t.Errorf("row %d reads back as %q, want %q", i, got[i].Line(), rows[i].Line())
		}
	}
}

func TestParseRefusesBadRows(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"antarctic-chess 3S\tlevel:5\t1\t19\twin 1", "5 fields"},
		{"chess-2016\tlevel:5\t1\t19\twin 1\t1,2", "no series"},
		{"antarctic-chess 3S\tlevel:5\t0\t19\twin 1\t1,2,2", "game number"},
		{"antarctic-chess 3S\tlevel:5\t1\tmany\twin 1\t1,2,2", "plies"},
		{"antarctic-chess 3S\tlevel:5\t1\t19\twin 4\t1,2,2", "not a seat from 1 to 3"},
		{"antarctic-chess 3S\tlevel:5\t1\t19\tresign\t1,2,2", "end"},
		{"antarctic-chess 3S\tlevel:5\t1\t19\twin 1\t1,2", "2 placings"},
		{"antarctic-chess 3S\tlevel:5\t1\t19\twin 1\t1,2,9", "placing \"9\""},
		{"antarctic-chess 3S\tlevel:5\t1\t19\twin 2\t1,2,2", "seat 2 won but is placed 2"},
		{"antarctic-chess 3S\tlevel:5\t1\t19\twin 2\t1,1,2", "seat 2 won but seat 1 is placed first too"},
	} {
		_, _, err := seatstats.Parse("# h\n" + tc.line + "\n")
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "line 2") {
			t.Errorf("%q: error %v, want one on line 2 saying %q", tc.line, err, tc.want)
		}
	}
}

func TestSummarise(t *testing.T) {
	tb, ok := seatstats.TableOf("antarctic-chess", "3S")
	if !ok {
		t.Fatal("no 3S series")
	}
	row := func(i, winner int, capped bool, places ...int) seatstats.Row {
		return seatstats.Row{Table: tb.Key(), Player: tb.Player, Index: i, Plies: 10, Winner: winner, Capped: capped, Placing: places}
	}
	rows := []seatstats.Row{
		row(1, 0, false, 1, 2, 2), row(2, 0, false, 1, 3, 2), row(3, 2, false, 2, 3, 1),
		row(4, -1, true, 1, 2, 3), row(5, -1, false, 1, 1, 1),
		{Table: tb.Key(), Player: "level:1", Index: 6, Winner: 1, Placing: []int{2, 1, 2}}, // another level: not counted
	}
	s, err := seatstats.Summarise(tb, rows)
	if err != nil {
		t.Fatal(err)
	}
	if s.Games != 5 || s.Capped != 1 || s.Draws != 1 || s.Plies != 50 {
		t.Fatalf("games %d, capped %d, drawn %d, plies %d; want 5, 1, 1, 50", s.Games, s.Capped, s.Draws, s.Plies)
	}
	if w := [3]int{s.Seats[0].Wins, s.Seats[1].Wins, s.Seats[2].Wins}; w != [3]int{2, 0, 1} {
		t.Errorf("wins %v, want 2 0 1", w)
	}
	if got := s.MeanPlace(0); math.Abs(got-1.2) > 1e-9 {
		t.Errorf("Gold's mean place %.2f, want 1.2", got)
	}
	if got := s.Fair(); math.Abs(got-0.2) > 1e-9 {
		t.Errorf("even share %.3f, want 3 won games of 5 over 3 seats, 0.2", got)
	}
	if best := s.Best(); best[0] != 0 || best[1] != 2 || best[2] != 1 {
		t.Errorf("seats by wins %v, want 0 2 1", best)
	}
	share, lo, hi := s.WinShare(0)
	if share != 0.4 || !(lo < 0.4 && 0.4 < hi) || lo < 0 || hi > 1 {
		t.Errorf("Gold's share %.2f (%.2f–%.2f), want 0.4 inside its interval", share, lo, hi)
	}
	if line := s.Line(); !strings.HasPrefix(line, "In 5 computer games at level 5 of 5: Gold won 40%, Blue 20%, Red 0%; 2 without a winner") {
		t.Errorf("line %q", line)
	}
}

// The shipped table holds games of every series, one row per game number, and its
// header says how it was made.
func TestShippedTable(t *testing.T) {
	all, err := seatstats.Shipped()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range all {
		if s.Games < 20 {
			t.Errorf("%s: %d games in the shipped table, want 20 or more", s.Key(), s.Games)
		}
	}
	if h := strings.Join(seatstats.ShippedHeader(), "\n"); !strings.Contains(h, "oddboards seats --out") {
		t.Errorf("the header does not give the command: %q", h)
	}
}

func TestParseRefusesAGameTwice(t *testing.T) {
	row := "antarctic-chess 3S\tlevel:5\t4\t19\twin 1\t1,2,2\n"
	_, _, err := seatstats.Parse("# h\n" + row + "antarctic-chess 3S\tlevel:5\t5\t19\twin 1\t1,2,2\n" + row)
	if err == nil || !strings.Contains(err.Error(), "line 4: game 4 of antarctic-chess 3S at level:5 again, first on line 2") {
		t.Errorf("error %v", err)
	}
}

// When most games had no winner, the line gives the mean places rather than wins.
func TestLineOfUndecidedGames(t *testing.T) {
	tb, _ := seatstats.TableOf("pothole-chess", "")
	row := func(i, winner int, places ...int) seatstats.Row {
		return seatstats.Row{Table: tb.Key(), Player: tb.Player, Index: i, Winner: winner, Capped: winner < 0, Placing: places}
	}
	s, err := seatstats.Summarise(tb, []seatstats.Row{row(1, -1, 2, 1, 3, 4), row(2, -1, 1, 2, 4, 3), row(3, 3, 2, 3, 4, 1)})
	if err != nil {
		t.Fatal(err)
	}
	if !s.Undecided() {
		t.Fatal("two capped games of three: not undecided")
	}
	want := "In 3 computer games at level 6 of 6, 2 had no winner; the mean places, the best first (at the ply cap by material): White 1.7, Red 2.0, Blue 2.7, Black 3.7."
	if got := s.Line(); got != want {
		t.Errorf("line\n%q, want\n%q", got, want)
	}
}

// The table speaks of the default options only: Pothole Chess with exact Cars is
// another game.
func TestAppliesToTheDefaultOptions(t *testing.T) {
	e, _ := games.Lookup("pothole-chess")
	for _, c := range []struct {
		cfg  rules.Config
		want bool
	}{
		{rules.Config{}, true},
		{rules.Config{Options: map[string]string{"cars": "upto"}}, true},
		{rules.Config{Options: map[string]string{"cars": "exact"}}, false},
		{rules.Config{Position: "anything"}, false},
	} {
		if got := seatstats.Applies(e.Game, c.cfg); got != c.want {
			t.Errorf("%+v: %v, want %v", c.cfg, got, c.want)
		}
	}
}

// First places count the games at the cap by material: Pothole's seats are told apart
// by them where few games have a winner.
func TestFirstShare(t *testing.T) {
	tb, _ := seatstats.TableOf("pothole-chess", "")
	s, err := seatstats.Summarise(tb, []seatstats.Row{
		{Table: tb.Key(), Player: tb.Player, Index: 1, Winner: -1, Capped: true, Placing: []int{2, 1, 3, 4}},
		{Table: tb.Key(), Player: tb.Player, Index: 2, Winner: -1, Capped: true, Placing: []int{1, 1, 3, 4}},
	})
	if err != nil {
		t.Fatal(err)
	}
	if share, lo, hi := s.FirstShare(1); share != 1 || hi != 1 || lo <= 0.2 {
		t.Errorf("Red, first twice in two: %.2f (%.2f–%.2f)", share, lo, hi)
	}
	if share, _, _ := s.FirstShare(0); share != 0.5 {
		t.Errorf("White, first once in two: %.2f", share)
	}
	if f := s.FirstFair(); math.Abs(f-3.0/8) > 1e-9 {
		t.Errorf("even share of first places %.3f, want 3 firsts in 2 games over 4 seats", f)
	}
}
