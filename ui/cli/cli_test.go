package cli

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

func run(args ...string) (code int, out, errOut string) {
	var o, e bytes.Buffer
	code = Run(args, &o, &e)
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
		first, rest, _ := strings.Cut(errOut, "\n")
		if len(args) > 0 && (!strings.HasPrefix(first, "oddboards: ") || !strings.Contains(rest, "usage:")) {
			t.Errorf("%q: want one error line then usage, got %q", args, errOut)
		}
	}
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
	for _, bad := range [][]string{{"--open", f + ".missing"}, {"--open", f, "--game", "chess-56"}} {
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
		"oddboards replay", "oddboards print"} {
		if !strings.Contains(Usage, "\n  "+cmd) {
			t.Errorf("usage: %q does not start a line", cmd)
		}
	}
	if strings.Contains(Usage, "result  oddboards") {
		t.Error("two commands share a line")
	}
}
