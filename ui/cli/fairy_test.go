package cli

import (
	"strings"
	"testing"
	"unicode/utf8"

	"oddboards/rules"
	"oddboards/rules/chess2016"
)

func TestSetupFairyStockfish(t *testing.T) {
	section := func(variant string, n int, opts map[string]string) string {
		s, err := chess2016.FairySection(variant, n, opts)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	file := func(variant string, opts map[string]string) string {
		s, err := chess2016.FairyFile(variant, opts)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	allMen := map[string]string{chess2016.OptNightrider: chess2016.AllMen}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"setup", "chess-2016", "--fairy-stockfish"}, section(chess2016.Chess2016, 37, nil)},
		{[]string{"setup", "chess-2016", "1-1-2/1/1", "--fairy-stockfish"}, section(chess2016.Chess2016, 37, nil)},
		{[]string{"setup", "chess-56", "-fairy-stockfish", "13"}, section(chess2016.Chess56, 13, nil)},
		{[]string{"setup", "chess-112", "57", "--fairy-stockfish"}, section(chess2016.Chess112, 57, nil)},
		{[]string{"setup", "chess-2016", "40", "--fairy-stockfish", "--option", "nightrider=all-men"}, section(chess2016.Chess2016, 40, allMen)},
		{[]string{"setup", "chess-56", "--fairy-stockfish", "--all"}, file(chess2016.Chess56, nil)},
		{[]string{"setup", "--all", "chess-2016", "--fairy-stockfish", "--option", "nightrider=all-men"}, file(chess2016.Chess2016, allMen)},
	} {
		code, out, errOut := run(tc.args...)
		if code != 0 || out != tc.want || errOut != "" {
			t.Errorf("%v: exit %d, err %q, out:\n%.300s", tc.args, code, errOut, out)
		}
	}
}

func TestSetupFairyStockfishRefuses(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want []string // in the message
	}{
		// a setup with a piece Fairy-Stockfish cannot play: one line naming it
		{[]string{"setup", "chess-2016", "1", "--fairy-stockfish"}, 1, []string{"setup 1 (1-1-1/1/1)", "Giraffe", "(1,4)"}},
		{[]string{"setup", "chess-56", "3-3-3", "--fairy-stockfish"}, 1, []string{"Rhinoceros"}},
		{[]string{"setup", "dino-czars", "--fairy-stockfish"}, 2, []string{"dino-czars has no Fairy-Stockfish definition"}},
		{[]string{"setup", "chess-2016", "3", "--all", "--fairy-stockfish"}, 2, []string{"GAME and --all"}},
		{[]string{"setup", "--fairy-stockfish"}, 2, []string{"needs GAME"}},
		{[]string{"setup", "chess-2016", "2017", "--fairy-stockfish"}, 2, []string{"out of range"}},
		{[]string{"setup", "chess-2016", "--fairy-stockfish", "--option", "nightrider=some"}, 2, []string{"nightrider"}},
		{[]string{"setup", "chess-2016", "1-2-3/7/1", "--fairy-stockfish"}, 2, []string{"dice"}},
		{[]string{"setup", "chess-2016", "--fairy-stockfish", "--with", "Leo"}, 2, []string{"-with"}},
	} {
		code, out, errOut := run(tc.args...)
		first, _, _ := strings.Cut(errOut, "\n")
		if code != tc.code || out != "" {
			t.Errorf("%v: exit %d (want %d), out %q, err %q", tc.args, code, tc.code, out, errOut)
		}
		for _, w := range tc.want {
			if !strings.Contains(first, w) {
				t.Errorf("%v: %q does not say %q", tc.args, first, w)
			}
		}
		if tc.code == 1 && strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: want one line, got %q", tc.args, errOut)
		}
	}
}

func TestWantsFairy(t *testing.T) {
	for a, want := range map[string]bool{
		"--fairy-stockfish": true, "-fairy-stockfish": true, "--fairy-stockfish=true": true,
		"fairy-stockfish": false, "--fairy": false, "---fairy-stockfish": false, "--list": false,
	} {
		if got := wantsFairy([]string{"chess-2016", a}); got != want {
			t.Errorf("%q: %v, want %v", a, got, want)
		}
	}
}

// Long arguments are quoted as excerpts in a short first line.
func TestSetupFairyStockfishLongArguments(t *testing.T) {
	long := strings.Repeat("y", 1<<20)
	for _, args := range [][]string{
		{"setup", "chess-2016", long, "--fairy-stockfish"},
		{"setup", long, "--fairy-stockfish"},
		{"setup", "chess-2016", "--fairy-stockfish", "--option", "nightrider=" + long},
		{"setup", "chess-2016", "--fairy-stockfish", "--" + long},
	} {
		code, out, errOut := run(args...)
		line := firstLine(errOut)
		if code != 2 || out != "" || !strings.Contains(line, "…") || utf8.RuneCountInString(line) > rules.MaxErrorText {
			t.Errorf("%.40q: code %d, %q", args, code, rules.Excerpt(line, 300))
		}
	}
}
