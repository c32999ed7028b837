package search_test

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/search"
	"oddboards/rules/seat"
)

// docLevels reads the table of levels in the package doc: "game mode" (or "every other")
// to its rungs' names.
func docLevels(t *testing.T) map[string][]string {
	t.Helper()
	b, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	_, table, ok := strings.Cut(string(b), "//\tgame and mode         levels (rungs)\n")
	if !ok {
		t.Fatal("doc.go has no table of levels")
	}
	row := regexp.MustCompile(`^//\t(\S+(?: \S+)?)\s{2,}(.+)$`)
	out := map[string][]string{}
	for _, line := range strings.Split(table, "\n") {
		m := row.FindStringSubmatch(line)
		if m == nil {
			break
		}
		out[m[1]] = strings.Fields(m[2])
	}
	return out
}

// rungNames are the names of the rungs level 1 … Len of ls play at.
func rungNames(ls search.Levels) []string {
	var out []string
	for n := 1; n <= ls.Len(); n++ {
		out = append(out, ls.Rung(n).String())
	}
	return out
}

// Every game and mode offers the levels the package doc's table gives it; two-seat ones
// the row for every other; and every row of the table is a game and mode there is.
func TestLevelsAreTheDocsTable(t *testing.T) {
	table := docLevels(t)
	used := map[string]bool{}
	seen := map[string]bool{}
	for _, e := range games.All() {
		modes := []string{""}
		if ml, ok := e.Game.(rules.ModeLister); ok {
			modes = ml.Modes()
		}
		for _, mode := range modes {
			key := strings.TrimSpace(e.Game.ID() + " " + mode)
			if seen[key] {
				continue
			}
			seen[key] = true
			cfg := rules.Config{Variant: e.Variant, Mode: mode}
			row, ok := table[key]
			if !ok {
				row = table["every other"]
				if seats := len(e.Game.Players(cfg)); seats != 2 {
					t.Errorf("%s: %d seats, but the doc's table has no row for it", key, seats)
				}
			}
			used[key] = ok
			got := rungNames(seat.LevelsOf(e.Game, cfg))
			if !slices.Equal(got, row) {
				t.Errorf("%s: levels at rungs %v, the doc says %v", key, got, row)
			}
		}
	}
	for key := range table {
		if key != "every other" && !used[key] {
			t.Errorf("the doc's table has a row %q, no game and mode of that name", key)
		}
	}
	if len(table["every other"]) != search.MaxLevel {
		t.Errorf("two-seat games have %d levels, want %d", len(table["every other"]), search.MaxLevel)
	}
}

// A mode named in other letters, or left to its default, has the levels of the mode
// it is.
func TestLevelsOfModeAsPlayed(t *testing.T) {
	e, err := games.Lookup("antarctic-chess")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ given, mode string }{{"3s", "3S"}, {" 3S", "3S"}, {"", "2S"}, {"7u", "7U"}} {
		got := rungNames(seat.LevelsOf(e.Game, rules.Config{Mode: c.given}))
		if want := rungNames(e.Game.(search.Leveller).Levels(c.mode)); !slices.Equal(got, want) {
			t.Errorf("mode %q: levels at rungs %v, want %s's %v", c.given, got, c.mode, want)
		}
	}
	if l := e.Game.(search.Leveller); slices.Equal(rungNames(l.Levels("3S")), rungNames(l.Levels("2S"))) {
		t.Error("3S and 2S have the same levels: the test above would tell no mode from another")
	}
}

// Levels are named by strength the same way in every game, the strongest always
// "grandmaster"; a level there is not is refused with the list of those there are;
// the nearest level to one taken away is the strongest.
func TestLevelNamesAndRefusals(t *testing.T) {
	six := search.NewLevels(search.Turn1600, search.Turn800, search.Turn400, search.Nodes4k, search.Nodes15k, search.Nodes50k)
	eight := search.TwoSeatLevels()
	for _, c := range []struct {
		ls   search.Levels
		n    int
		want string
	}{
		{six, 1, "1 · beginner"}, {eight, 1, "1 · beginner"},
		{six, 3, "3 · casual"}, {eight, 3, "3 · casual"},
		{six, 5, "5 · strong"}, {six, 6, "6 · grandmaster"},
		{eight, 6, "6 · expert"}, {eight, 8, "8 · grandmaster"},
	} {
		if got := c.ls.Label(c.n); got != c.want {
			t.Errorf("%d levels: level %d is %q, want %q", c.ls.Len(), c.n, got, c.want)
		}
	}
	for _, n := range []int{0, 7, 9} {
		_, err := six.Limits(n, 0)
		if err == nil || !strings.Contains(err.Error(), "1 · beginner, 2 · novice, 3 · casual, 4 · club, 5 · strong, 6 · grandmaster") {
			t.Errorf("level %d of six: %v", n, err)
		}
	}
	for n, want := range map[int]int{8: 6, 7: 6, 6: 6, 2: 2, 0: 1} {
		if got := six.Nearest(n); got != want {
			t.Errorf("nearest of %d among six: %d, want %d", n, got, want)
		}
	}
}

// Every level has a budget that ends the search by itself (a turn or nodes) but the
// top, and every one keeps within the top level's time; the rungs rise in budget or
// fall in error; each rung's name reads back as the rung.
func TestRungs(t *testing.T) {
	prev := search.Limits{}
	for r := search.Turn1600; r <= search.Timed; r++ {
		l := r.Limits(0)
		if l.Time != search.DefaultTopTime {
			t.Errorf("rung %v: time %v, want the top level's %v", r, l.Time, search.DefaultTopTime)
		}
		if r < search.Timed && l.Turns == 0 && l.Nodes == 0 {
			t.Errorf("rung %v has no turn or node budget", r)
		}
		if r > search.Turn1600 && !(l.Noise < prev.Noise || l.Nodes > prev.Nodes || r == search.Timed) {
			t.Errorf("rung %v (%+v) is no stronger than the one below (%+v)", r, l, prev)
		}
		prev = l
		back, err := search.ParseRung(r.String())
		if err != nil || back != r {
			t.Errorf("rung %v reads back as %v, %v", r, back, err)
		}
	}
	if _, err := search.ParseRung("9"); err == nil || !strings.Contains(err.Error(), "1600cp, 800cp, 1") {
		t.Errorf("rung 9: %v", err)
	}
	if _, err := search.ParseRung("\x1b[2J"); err == nil || strings.Contains(err.Error(), "\x1b") {
		t.Errorf("rung with a control byte: %v", err)
	}
}
