package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// rookLeftRecord is a game whose first move leaves a Rook that the Queen takes with check.
const rookLeftRecord = `[Oddboards "1"]
[Game "chess-2016"]
[Setup "37"]
[Position "****4****/*3r5k*/*10*/11q/12/12/4Q7/*10*/*K9*/****4**** w - - 0 1"]
[Event "club night"]
[Result "*"]

1. Kc2 Qh7
*
`

// analyse marks the planted blunder with the better move, writes the analysis into the
// record with --out (the other headers kept), and replay prints it back.
func TestAnalyseMarksABlunderAndWritesIt(t *testing.T) {
	in := writeFile(t, "game.oddb", rookLeftRecord)
	outFile := filepath.Join(t.TempDir(), "analysed.oddb")
	code, out, errOut := run("analyse", in, "--nodes", "20000", "--jobs", "2", "--out", outFile)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"Chess 2016: 2 plies, 20000 nodes a search\n", "1. White: Kc2?? ", ", blunder, best +", " Qxe9+", "White: accuracy ", "1 blunder", "wrote "} {
		if !strings.Contains(out, want) {
			t.Errorf("the output lacks %q:\n%s", want, out)
		}
	}
	written, err := os.ReadFile(outFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`[Event "club night"]`, `[Analysis "20000 nodes a search"]`, "1. Kc2 {"} {
		if !strings.Contains(string(written), want) {
			t.Errorf("the record lacks %q:\n%s", want, written)
		}
	}
	code, out, errOut = run("replay", outFile)
	if code != 0 {
		t.Fatalf("replay: exit %d: %s", code, errOut)
	}
	for _, want := range []string{"1. White: Kc2 {", "blunder, best", "Analysis (20000 nodes a search):\n", "White: accuracy "} {
		if !strings.Contains(out, want) {
			t.Errorf("replay's output lacks %q:\n%s", want, out)
		}
	}
	// printed: a PDF of the moves with the analysis
	pdf := filepath.Join(t.TempDir(), "game.pdf")
	if code, _, errOut := run("print", "chess-2016", "--what", "game", "--record", outFile, "-o", pdf); code != 0 {
		t.Errorf("print --what game: exit %d, %s", code, errOut)
	} else if data, _ := os.ReadFile(pdf); !strings.HasPrefix(string(data), "%PDF") {
		t.Errorf("print --what game wrote no PDF")
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"print", "chess-56", "--what", "game", "--record", outFile, "-o", pdf}, 1, "is a game of chess-2016, not chess-56"},
		{[]string{"print", "chess-2016", "--what", "game", "-o", pdf}, 2, "--what game needs it"},
		{[]string{"print", "chess-2016", "--what", "board", "--record", outFile, "-o", pdf}, 2, "--record FILE goes with --what game"},
		{[]string{"print", "chess-2016", "--what", "game", "--record", outFile, "--setup", "3", "-o", pdf}, 2, "a record's headers give the setup"},
	} {
		if code, _, errOut := run(c.args...); code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("%q: exit %d, %q; want %d and %q", c.args, code, errOut, c.code, c.want)
		}
	}
	// a comment edited by hand into nonsense is an error with its line, not a crash
	bad := strings.Replace(string(written), "1. Kc2 {", "1. Kc2 {nonsense ", 1)
	code, _, errOut = run("replay", writeFile(t, "bad.oddb", bad))
	if code != 1 || !strings.Contains(errOut, "the analysis of Kc2") || strings.Count(errOut, "\n") > 2 {
		t.Errorf("replay of a bad analysis: exit %d, %q", code, errOut)
	}
}

// --time bounds each search by time instead of nodes, and says so.
func TestAnalyseByTime(t *testing.T) {
	in := writeFile(t, "game.oddb", rookLeftRecord)
	code, out, errOut := run("analyse", in, "--time", "0.05", "--jobs", "1")
	if code != 0 || !strings.Contains(out, "2 plies, 50ms a search") || !strings.Contains(out, "1. White: Kc2") {
		t.Errorf("exit %d: %s%s", code, out, errOut)
	}
}

func TestAnalyseMistakes(t *testing.T) {
	game := writeFile(t, "game.oddb", rookLeftRecord)
	noMoves := writeFile(t, "none.oddb", "[Oddboards \"1\"]\n[Game \"chess-2016\"]\n[Result \"*\"]\n\n*\n")
	bare := writeFile(t, "bare.txt", "1. e5 e6\n")
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"analyse"}, 2, "analyse needs one FILE"},
		{[]string{"analyse", game, game}, 2, "analyse needs one FILE"},
		{[]string{"analyse", game, "--nodes", "0"}, 2, "--nodes must be above 0"},
		{[]string{"analyse", game, "--nodes", "5", "--time", "1"}, 2, "give --nodes or --time, not both"},
		{[]string{"analyse", game, "--time", "forever"}, 2, "--time:"},
		{[]string{"analyse", game, "--jobs", "0"}, 2, "--jobs must be from 1 to 64"},
		{[]string{"analyse", game, "--out", t.TempDir()}, 1, "is a directory"},
		{[]string{"analyse", noMoves}, 1, "has no moves to analyse"},
		{[]string{"analyse", bare}, 1, "is a move list without headers"},
		{[]string{"analyse", filepath.Join(t.TempDir(), "missing.oddb")}, 1, "no such file"},
	} {
		code, out, errOut := run(c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) || out != "" && c.code == 2 {
			t.Errorf("%q: exit %d, %q; want %d and %q", c.args, code, errOut, c.code, c.want)
		}
	}
}
