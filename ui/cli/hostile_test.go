package cli

import (
	"strings"
	"testing"
	"unicode/utf8"

	"oddboards/rules"
	"oddboards/rules/record"
	"oddboards/rules/record/recordtest"
)

// replay of a record made to hurt the reader answers with one short line naming the
// line of the file (how fast, rules/record's BenchmarkHostileRecords measures).
func TestReplayHostileRecords(t *testing.T) {
	recordtest.Each(t, func(t *testing.T, c recordtest.Hostile) {
		code, out, errOut := run("replay", c.File(t))
		// at most the good moves before the damage reach stdout, never the payload
		if code != 1 || len(out) > 100 || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%s: code %d, out %q, err %q", c.Name, code, rules.Excerpt(out, 100), rules.Excerpt(errOut, 300))
		}
		c.Names(t, errOut, 0)
	})
}

// replay --until-error plays a damaged record up to its last legal move, prints that
// game and says on stderr what stopped it.
func TestReplayUntilError(t *testing.T) {
	m := chessGame(t, "chess-56", 6)
	h := m.History()
	full := recordText(t, m)
	for _, c := range []struct{ name, text, stop string }{
		{"illegal move", strings.Replace(full, "3. "+h[4].Text, "3. Qz77", 1), `line 13, move 3 (ply 5, White) "Qz77"`},
		{"cut short", full[:strings.Index(full, "3. "+h[4].Text)], "the file is cut short"},
	} {
		path := writeFile(t, "damaged.oddb", c.text)
		code, out, errOut := run("replay", "--until-error", path)
		if code != 0 || strings.Count(out, "\n") != 5 || !strings.Contains(out, "2. Black: "+h[3].Text+"\n") ||
			!strings.Contains(out, "Result: *, the game goes on: White to move") {
			t.Errorf("%s: code %d, out:\n%s", c.name, code, out)
		}
		if !strings.Contains(errOut, "up to the last legal move") || !strings.Contains(errOut, c.stop) {
			t.Errorf("%s: stderr %q", c.name, errOut)
		}
		if code, _, _ := run("replay", path); code != 1 {
			t.Errorf("%s: without --until-error the replay succeeds", c.name)
		}
	}
}

// The command line refuses what it cannot honour, quoting no more than an excerpt of any
// argument, however long.
func TestRefusalsAndLongArguments(t *testing.T) {
	long := strings.Repeat("y", 1<<20)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--game", "chess-56", "--players", "A,B,C"}, "Chess 56 has 2 seats: give --players 2 names, not 3"},
		{[]string{"--game", long}, `unknown game "yyyy`},
		{[]string{"--game", "chess-56", "--setup", long}, `dice "yyyy`},
		{[]string{"--game", "chess-56", "--option", long + "=1"}, `has no option "yyyy`},
		{[]string{"--game", "chess-56", "--option", "nightrider=" + long}, `option nightrider="yyyy`},
		{[]string{"--game", "chess-56", "--option", "nightrider=\x1b[2J"}, `option nightrider="\x1b[2J"`},
		{[]string{"--game", "dino-czars", "--mode", long}, `has no mode "yyyy`},
		{[]string{"--" + long}, "flag provided but not defined: -yyyy"},
		{[]string{"--game", "chess-56", long}, `unexpected "yyyy`},
	} {
		_, err := ParseAppArgs(c.args)
		if err == nil {
			t.Errorf("%.60q: accepted", c.args)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%.60q: %q lacks %q", c.args, rules.Excerpt(err.Error(), 300), c.want)
		}
		if n := utf8.RuneCountInString(err.Error()); n > rules.MaxErrorText {
			t.Errorf("%.60q: an error of %d characters", c.args, n)
		}
	}
	for _, args := range [][]string{
		{long}, {"perft", "chess-56", long}, {"setup", "chess-56", long}, {"replay", long},
		{"replay", "--" + long}, {"print", "chess-56", "-o", "x.pdf", "--paper", long},
		{"print", "chess-56", "-o", "x.pdf", "--what", "position", "--moves", long},
		{"setup", "chess-2016", "--list", "--with", long},
	} {
		code, _, errOut := run(args...)
		line := firstLine(errOut)
		if code == 0 || !strings.Contains(line, "…") || utf8.RuneCountInString(line) > rules.MaxErrorText {
			t.Errorf("%.40q: code %d, %q", args, code, rules.Excerpt(line, 300))
		}
	}
}

func recordText(t *testing.T, m *rules.Match) string {
	t.Helper()
	var b strings.Builder
	if err := record.Write(&b, m); err != nil {
		t.Fatal(err)
	}
	return b.String()
}
