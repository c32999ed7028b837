package cli

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
)

func run(args ...string) (code int, out, errOut string) {
	var o, e bytes.Buffer
	code = Run(args, strings.NewReader(""), &o, &e)
	return code, o.String(), e.String()
}

func TestPerftPrintsOneLinePerDepth(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"perft", "chess-2016", "2", "--setup", "1"}, "perft 1 = 28\nperft 2 = 780\n"},
		{[]string{"perft", "chess-2016", "2", "--setup", "1-1-2/1/1"}, "perft 1 = 28\nperft 2 = 784\n"},
		{[]string{"perft", "chess-2016", "--setup", "37", "2", "--contract"}, "perft 1 = 28\nperft 2 = 784\n"},
		{[]string{"perft", "chess-56", "1", "--setup", "1"}, "perft 1 = 28\n"},
		{[]string{"perft", "chess-2016", "0"}, "perft 0 = 1\n"},
	} {
		code, out, errOut := run(tc.args...)
		if code != 0 || out != tc.want {
			t.Errorf("%v: exit %d, out %q, err %q; want %q", tc.args, code, out, errOut, tc.want)
		}
	}
}

func TestPerftDivideSumsToTheTotal(t *testing.T) {
	code, out, _ := run("perft", "chess-2016", "2", "--setup", "37", "--divide")
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 29 || lines[28] != "perft 2 = 784" {
		t.Fatalf("want 28 moves and the total 784, got %d lines ending %q", len(lines), lines[len(lines)-1])
	}
}

func TestSetupPrintsTheArray(t *testing.T) {
	code, out, errOut := run("setup", "chess-2016", "1-1-2/1/1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"37", "1-1-2/1/1"} {
		if !strings.Contains(out, want) {
			t.Errorf("setup text lacks %q:\n%s", want, out)
		}
	}
	code2, out2, _ := run("setup", "chess-2016", "37")
	if code2 != 0 || out2 != out {
		t.Errorf("setup by number and by dice differ:\n%s\n%s", out, out2)
	}
}

func TestBadArgumentsExitTwoWithOneLineError(t *testing.T) {
	for _, args := range [][]string{
		{},
		{"frobnicate"},
		{"perft"},
		{"perft", "chess-2016"},
		{"perft", "chess-2016", "x"},
		{"perft", "chess-2016", "-1"},
		{"perft", "chess-2016", "99"},
		{"perft", "tic-tac-toe", "1"},
		{"perft", "chess-2016", "1", "--setup", "2017"},
		{"perft", "chess-2016", "1", "--setup", "0"},
		{"perft", "chess-2016", "1", "--setup", "1-2-7/1/1"},
		{"perft", "chess-2016", "1", "--setup", "1-2/1/1"},
		{"perft", "chess-2016", "1", "--option", "nightrider=sometimes"},
		{"perft", "chess-2016", "1", "--option", "colour"},
		{"perft", "chess-2016", "1", "--nosuchflag"},
		{"setup", "chess-56", "57"},
		{"setup", "chess-56", "1", "2"},
	} {
		code, out, errOut := run(args...)
		if code != 2 {
			t.Errorf("%q: exit %d, want 2", args, code)
		}
		if out != "" {
			t.Errorf("%q: printed %q on stdout", args, out)
		}
		checkMistake(t, fmt.Sprint(args), errOut)
	}
}

// checkMistake fails unless errOut is a usage mistake's two lines: what is wrong, then
// where the options are (the whole usage would scroll the first line away).
func checkMistake(t *testing.T, what, errOut string) {
	t.Helper()
	lines := strings.SplitAfter(errOut, "\n")
	if len(lines) != 3 || lines[2] != "" || !strings.HasPrefix(lines[0], "oddboards: ") || lines[1] != helpHint {
		t.Errorf("%s: want one error line and %q, got %d bytes: %.300q", what, helpHint, len(errOut), errOut)
	}
}

// TestUsageMistakesOfEveryCommandAreTwoLines: a mistake in any subcommand's line, or in
// the app's own flags, exits 2 with its line and the hint, never the whole usage.
func TestUsageMistakesOfEveryCommandAreTwoLines(t *testing.T) {
	for _, args := range [][]string{
		{"perft", "dino-czars", "1", "--position", "not a position"},
		{"setup", "chess-2016", "--list", "--with", "nosuchpiece"},
		{"setup", "chess-2016", "--fairy-stockfish", "--nosuchflag"},
		{"position", "nosuchgame"},
		{"print", "chess-56", "--nosuchflag"},
		{"replay"},
		{"bestmove", "chess-2016", "--nosuchflag"},
		{"analyse", "--nosuchflag"},
		{"fairness", "--nosuchflag"},
		{"eval", "chess-2016", "--nosuchflag"},
		{"match", "chess-2016", "--games", "2"},
		{"match", "chess-2016", "--games", "2", "--players", "random,random", "--adjudicate", "resign=" + strings.Repeat("x", 300)},
		{"tune", "--nosuchflag"},
		{"datagen", "chess-2016", "--nosuchflag"},
		{"uci", "extra"},
		{"version", "extra"},
		{"nosuchcommand"},
	} {
		code, out, errOut := run(args...)
		if code != 2 || out != "" {
			t.Errorf("%q: exit %d, stdout %.60q; want 2 and nothing", args, code, out)
		}
		checkMistake(t, fmt.Sprint(args), errOut)
	}
	for _, args := range [][]string{{"--nosuchflag"}, {"--game", "nosuchgame"}, {"--setup", "3"}} {
		_, err := ParseAppArgs(args)
		var o, e bytes.Buffer
		if code := ReportUsage(err, &o, &e); code != 2 || o.Len() != 0 {
			t.Errorf("app %q: exit %d, stdout %.60q; want 2 and nothing", args, code, o.String())
		}
		checkMistake(t, fmt.Sprintf("app %q", args), e.String())
	}
	// a mistake found outside ParseAppArgs (main.go's netwin.CheckArgs) reads the same
	var o, e bytes.Buffer
	if code := ReportUsage(errors.New("--join: not an invitation"), &o, &e); code != 2 {
		t.Errorf("a plain error: exit %d, want 2", code)
	}
	checkMistake(t, "a plain error", e.String())
}

func TestAppArgs(t *testing.T) {
	a, err := ParseAppArgs([]string{"--game", "chess-112", "--setup", "60", "--players", "Ann,Bob"})
	if err != nil || a.Game != "chess-112" || a.Config.Setup != 60 || len(a.Names) != 2 {
		t.Fatalf("got %+v, %v", a, err)
	}
	if a, err := ParseAppArgs(nil); err != nil || a.Game != "" {
		t.Fatalf("no args: %+v, %v", a, err)
	}
	for _, bad := range [][]string{{"--setup", "3"}, {"--game", "nope"}, {"--game", "chess-56", "--setup", "99"}, {"--game", "chess-56", "extra"}} {
		if _, err := ParseAppArgs(bad); err == nil {
			t.Errorf("%q: accepted", bad)
		}
	}
	if !IsSubcommand([]string{"perft"}) || IsSubcommand([]string{"--game", "x"}) || IsSubcommand(nil) {
		t.Error("IsSubcommand misjudges")
	}
}

func TestAppArgsOpen(t *testing.T) {
	f := t.TempDir() + "/g.oddb"
	if err := os.WriteFile(f, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if a, err := ParseAppArgs([]string{"--open", f}); err != nil || a.Open != f {
		t.Fatalf("--open: %+v, %v", a, err)
	}
	// a missing file is the app's to report, in a window
	if a, err := ParseAppArgs([]string{"--open", f + ".missing"}); err != nil || a.Open != f+".missing" {
		t.Fatalf("--open of a missing file: %+v, %v", a, err)
	}
	for _, bad := range [][]string{{"--open", f, "--game", "chess-56"}} {
		if _, err := ParseAppArgs(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestOptionKeysMayBeShortened(t *testing.T) {
	code, out, errOut := run("perft", "dino-czars", "1", "--option", "egg=touching")
	if code != 0 || out != "perft 1 = 133\n" {
		t.Fatalf("egg=touching: exit %d, %q %q", code, out, errOut)
	}
	code, _, errOut = run("perft", "dino-czars", "1", "--option", "hatch=yes")
	if code != 2 || !strings.Contains(errOut, "its options: eggs") {
		t.Fatalf("an unknown option should list the real ones: exit %d, %q", code, errOut)
	}
}

func TestOptionKeysAreCheckedStrictly(t *testing.T) {
	for _, args := range [][]string{
		{"perft", "dino-czars", "1", "--option", "eggsfoo=touching"},                       // longer than a key
		{"perft", "dino-czars", "1", "--option", "eggs=touching", "--option", "egg=edge"},  // one option twice
		{"perft", "dino-czars", "1", "--option", "eggs=touching", "--option", "eggs=edge"}, // the same key twice
		{"perft", "chess-2016", "0", "--divide"},                                           // nothing to divide
	} {
		if code, out, errOut := run(args...); code != 2 || out != "" {
			t.Errorf("%q: exit %d, out %q, err %q; want a usage error", args, code, out, errOut)
		}
	}
}

// TestUsageStartsEveryCommandOnItsOwnLine guards the usage text pieced together from the
// subcommands: each "oddboards" command begins a line.
func TestUsageStartsEveryCommandOnItsOwnLine(t *testing.T) {
	for _, cmd := range []string{"oddboards --open", "oddboards perft", "oddboards setup",
		"oddboards replay", "oddboards print", "oddboards position", "oddboards eval"} {
		if !strings.Contains(Usage, "\n  "+cmd) {
			t.Errorf("usage: %q does not start a line", cmd)
		}
	}
	if strings.Contains(Usage, "result  oddboards") {
		t.Error("two commands share a line")
	}
}

// TestHelpPrintsUsageAndExitsZero: asking for help is not a mistake. The usage goes to
// stdout, nothing to stderr, and the exit code is 0, for the app's flags and for every
// subcommand's.
func TestHelpPrintsUsageAndExitsZero(t *testing.T) {
	for _, args := range [][]string{
		{"help"},
		{"--help"},
		{"-h"},
		{"-help"},
		{"perft", "--help"},
		{"perft", "chess-2016", "3", "-h"},
		{"perft", "nosuchgame", "--help"}, // help comes before any other complaint
		{"setup", "--help"},
		{"setup", "chess-2016", "-h"},
		{"setup", "chess-2016", "--list", "--help"},
		{"replay", "--help"},
		{"print", "chess-56", "-help"},
	} {
		code, out, errOut := run(args...)
		if code != 0 || out != fullUsage() || errOut != "" {
			t.Errorf("%q: exit %d, stdout %.40q…, stderr %q; want 0, the usage, nothing", args, code, out, errOut)
		}
	}
	// the app's own flags (main.go: no subcommand, ParseAppArgs then ReportUsage)
	for _, args := range [][]string{{"--help"}, {"-h"}, {"--game", "chess-56", "--help"}} {
		if IsSubcommand(args) {
			t.Fatalf("%q taken for a subcommand", args)
		}
		_, err := ParseAppArgs(args)
		var o, e bytes.Buffer
		if code := ReportUsage(err, &o, &e); code != 0 || o.String() != fullUsage() || e.Len() != 0 {
			t.Errorf("app %q: %v, exit %d, stdout %.40q…, stderr %q; want 0, the usage, nothing", args, err, code, o.String(), e.String())
		}
	}
	// a real mistake still goes to stderr with exit 2
	_, err := ParseAppArgs([]string{"--nosuchflag"})
	var o, e bytes.Buffer
	if code := ReportUsage(err, &o, &e); code != 2 || o.Len() != 0 || !strings.HasPrefix(e.String(), "oddboards: ") {
		t.Errorf("--nosuchflag: exit %d, stdout %q, stderr %q", code, o.String(), e.String())
	}
}

// TestNegativeNumbersGetTheRangeMessage: "-1" where DEPTH or a setup number goes is a bad
// number, not an unknown flag; the message is the one any other bad number gets.
func TestNegativeNumbersGetTheRangeMessage(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		want string // the error line
	}{
		{[]string{"perft", "chess-2016", "-1"}, `DEPTH must be a whole number from 0 to 12, not "-1"`},
		{[]string{"perft", "chess-2016", "99"}, `DEPTH must be a whole number from 0 to 12, not "99"`},
		{[]string{"perft", "chess-2016", "--divide", "-3"}, `DEPTH must be a whole number from 0 to 12, not "-3"`},
		{[]string{"perft", "chess-2016", "--setup", "4", "-1"}, `DEPTH must be a whole number from 0 to 12, not "-1"`},
		{[]string{"perft", "chess-2016", "-1", "--setup", "4"}, `DEPTH must be a whole number from 0 to 12, not "-1"`},
		{[]string{"perft", "chess-2016", "--", "-2"}, `DEPTH must be a whole number from 0 to 12, not "-2"`},
		{[]string{"perft", "chess-2016", "-1.5"}, `DEPTH must be a whole number from 0 to 12, not "-1.5"`},
		{[]string{"perft", "chess-2016", "--1"}, `DEPTH must be a whole number from 0 to 12, not "--1"`},
		{[]string{"perft", "chess-2016", "1", "--setup", "-5"}, "setup -5 is out of range 1–2016"},
		{[]string{"perft", "chess-2016", "1", "--setup=-5"}, "setup -5 is out of range 1–2016"},
		{[]string{"setup", "chess-2016", "-5"}, "setup -5 is out of range 1–2016"},
		{[]string{"setup", "chess-2016", "0"}, "setup 0 is out of range 1–2016"},
		{[]string{"setup", "chess-2016", "--option", "nightrider=all-men", "-5"}, "setup -5 is out of range 1–2016"},
		{[]string{"setup", "chess-56", "-1"}, "setup -1 is out of range 1–56"},
		{[]string{"setup", "chess-56", "57"}, "setup 57 is out of range 1–56"},
		{[]string{"setup", "dino-czars", "-1"}, "dino-czars has no numbered setups"},
		{[]string{"print", "chess-56", "--what", "setup", "--setup", "-2", "-o", dir + "/x.png"}, "setup -2 is out of range 1–56"},
		{[]string{"print", "chess-56", "--dpi", "-5", "-o", dir + "/x.png"}, "--dpi -5 is out of range (10–1200)"},
		{[]string{"replay", "chess-56", "-3", "x"}, "replay needs FILE, or GAME and FILE"},
	} {
		code, out, errOut := run(tc.args...)
		first, _, _ := strings.Cut(errOut, "\n")
		if code != 2 || out != "" || first != "oddboards: "+tc.want {
			t.Errorf("%q: exit %d, stdout %q, error %q; want 2 and %q", tc.args, code, out, first, tc.want)
		}
	}
	if _, err := ParseAppArgs([]string{"-5"}); err == nil || err.Error() != `unexpected "-5"` {
		t.Errorf(`app "-5": %v, want unexpected "-5"`, err)
	}
}

func TestMarkNegatives(t *testing.T) {
	fs := newFlags("t")
	fs.String("setup", "", "")
	fs.Bool("divide", false, "")
	for _, tc := range []struct{ in, want string }{
		{"chess-2016 -1", "chess-2016 -- -1"},
		{"--setup -5 -1", "--setup -5 -- -1"}, // a flag's value stays its value
		{"-setup -5", "-setup -5"},            // one dash too
		{"--setup=3 -1", "--setup=3 -- -1"},   // the value is already taken
		{"--divide -1", "--divide -- -1"},     // a bool flag takes no value
		{"-- -1", "-- -1"},                    // the user's own end of flags
		{"--nosuch -1", "--nosuch -- -1"},     // parse reports --nosuch
		{"- -x --setup", "- -x --setup"},      // not numbers; a flag without its value
		{"1-1-2/1/1 -0", "1-1-2/1/1 -- -0"},   // dice are not negative
		{"--1 ---1", "-- --1 ---1"},           // parse reports ---1's syntax
		{"-- -- -0", "-- -- -- -0"},           // the word after "--" is a word, a second "--" too
		{"-- -- -- -1", "-- -- -- -1"},        // the third "--" ends flags again
		{"-- -- -- -- -1", "-- -- -- -- -- -1"},
	} {
		if got := strings.Join(markNegatives(fs, strings.Fields(tc.in)), " "); got != tc.want {
			t.Errorf("%q: got %q, want %q", tc.in, got, tc.want)
		}
	}
	// what parse makes of them: every word after a "--" is positional
	for _, tc := range []struct{ in, want string }{
		{"-- -- -0", "-- -0"},
		{"-- -- -- -1", "-- -1"},
		{"-- -- -- -- -1", "-- -- -1"},
		{"x -- --divide -2", "x --divide -2"},
	} {
		pos, err := parse(fs, strings.Fields(tc.in))
		if got := strings.Join(pos, " "); err != nil || got != tc.want {
			t.Errorf("parse %q: %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

// TestSetupWithoutNumberIsTheDefault: "setup GAME" draws the setup a game starts with when
// none is chosen, as "setup GAME N" draws setup N, and its header says it is the default.
func TestSetupWithoutNumberIsTheDefault(t *testing.T) {
	for _, tc := range []struct {
		args   []string // after "setup"
		n      string
		header string
		dice   string
	}{
		{[]string{"chess-2016"}, "37", "Chess 2016 setup 37", "Dice: 1-1-2/1/1\n"},
		{[]string{"chess-2016", "--option", "nightrider=all-men"}, "37", "Chess 2016 setup 37", "Dice: 1-1-2/1/1\n"},
		{[]string{"chess-56"}, "1", "Chess 56 setup 1", "Dice: 1-1-1\n"},
		{[]string{"chess-112"}, "57", "Chess 112 setup 57", "Dice: 1-1-1/s\n"},
	} {
		code, out, errOut := run(append([]string{"setup"}, tc.args...)...)
		if code != 0 || errOut != "" {
			t.Fatalf("%q: exit %d, %q", tc.args, code, errOut)
		}
		numbered := append([]string{"setup", tc.args[0], tc.n}, tc.args[1:]...)
		code, want, errOut := run(numbered...)
		if code != 0 {
			t.Fatalf("%q: exit %d, %q", numbered, code, errOut)
		}
		head, body, _ := strings.Cut(out, "\n")
		wantHead, wantBody, _ := strings.Cut(want, "\n")
		if head != tc.header+defaultNote || wantHead != tc.header {
			t.Errorf("%q: header %q (numbered: %q), want %q and the note", tc.args, head, wantHead, tc.header)
		}
		if body != wantBody {
			t.Errorf("%q: not drawn as %q is:\n%s\n%s", tc.args, numbered, out, want)
		}
		if !strings.Contains(out, tc.dice) || !strings.Contains(out, "\n 1  ") {
			t.Errorf("%q: no %q or no diagram:\n%s", tc.args, tc.dice, out)
		}
	}
	// Chess 2016's base array is setup 37: nothing substituted, Camels on c2 and j2
	_, out, _ := run("setup", "chess-2016")
	if !strings.Contains(out, "Substitutions: none\n") || !strings.Contains(out, " 2     R  C  N  B  Q  K  B  N  C  R") {
		t.Errorf("the default is not the plain array:\n%s", out)
	}
	// games without numbered setups still list their pieces
	if code, out, _ := run("setup", "dino-czars"); code != 0 || !strings.HasPrefix(out, "Dino-Czars\n") {
		t.Errorf("setup dino-czars: exit %d, %q", code, out)
	}
	if !strings.Contains(Usage, "without N, the setup a game") {
		t.Error("the usage does not say what setup GAME without N draws")
	}
}

// FuzzParse: parse never panics and never takes a negative number for an unknown flag.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"chess-2016 -1", "--setup -5 -1", "-- -1 --divide", "-h", "--option a=b -0 x", "--setup", "-- -- -0"} {
		f.Add(s)
	}
	// real command lines, as the usage and the help show them
	for _, s := range []string{"chess-2016 3 --setup 1-2-3/4/5 --divide", "chess-112 2 --setup 1-2-3/swap",
		"antarctic-chess 2 --option mode=2S", "dino-czars 3 --option eggs=touching --divide", "pothole-chess 1 --setup 1",
		"chess-2016 --setup 2016 --option nightrider=all-men", "clash-of-command 4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		fs := newFlags("fuzz")
		fs.String("setup", "", "")
		fs.Bool("divide", false, "")
		fs.Var(options{}, "option", "")
		_, err := parse(fs, strings.Fields(s))
		if err != nil && strings.Contains(err.Error(), "provided but not defined: -") {
			name := strings.TrimLeft(strings.TrimPrefix(err.Error(), "flag provided but not defined: "), "-")
			if name != "" && name[0] >= '0' && name[0] <= '9' {
				t.Fatalf("%q: %v", s, err)
			}
		}
	})
}
