package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fairness scores every setup of a variant into its table, goes on where a table stops,
// refuses a table of another budget, and its rows are what bestmove finds at the budget.
func TestFairnessMakesAndContinuesTheTable(t *testing.T) {
	table := filepath.Join(t.TempDir(), "fairness.tsv")
	code, out, errOut := run("fairness", "--out", table, "--variant", "chess-56", "--nodes", "3000", "--jobs", "2")
	if code != 0 || !strings.Contains(out, "0 setups scored, 56 to go, 3000 nodes each") || !strings.Contains(out, "wrote ") {
		t.Fatalf("exit %d: %s%s", code, out, errOut)
	}
	data, err := os.ReadFile(table)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	if len(lines) != 3+56 || !strings.HasPrefix(lines[3], "chess-56\t1\t") || !strings.HasPrefix(lines[58], "chess-56\t56\t") {
		t.Fatalf("the table:\n%s", data)
	}
	// cut short: the run goes on from there
	if err := os.WriteFile(table, []byte(strings.Join(lines[:40], "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ = run("fairness", "--out", table, "--variant", "chess-56", "--nodes", "3000")
	again, _ := os.ReadFile(table)
	if code != 0 || !strings.Contains(out, "37 setups scored, 19 to go") || string(again) != string(data) {
		t.Errorf("going on: exit %d, %s\n%s", code, out, again)
	}
	if code, _, errOut := run("fairness", "--out", table, "--variant", "chess-56", "--nodes", "4000"); code != 1 || !strings.Contains(errOut, "was scored at another budget (nodes 3000)") {
		t.Errorf("another budget: exit %d, %q", code, errOut)
	}
	// a row is what bestmove says at the same budget
	_, bm, _ := run("bestmove", "chess-56", "--setup", "17", "--nodes", "3000")
	var row string
	for _, l := range lines {
		if strings.HasPrefix(l, "chess-56\t17\t") {
			row = l
		}
	}
	f := strings.Split(row, "\t")
	if len(f) != 5 || !strings.Contains(bm, "bestmove "+f[4]+"\n") {
		t.Errorf("setup 17: the table says %q, bestmove:\n%s", row, bm)
	}
}

func TestFairnessMistakes(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.tsv")
	if err := os.WriteFile(bad, []byte("chess-56\tx\t1\t0\te4\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"fairness"}, 2, "fairness needs --out FILE"},
		{[]string{"fairness", "chess-2016", "--out", "x"}, 2, "fairness takes no words but its flags"},
		{[]string{"fairness", "--out", "x", "--nodes", "0"}, 2, "--nodes must be above 0"},
		{[]string{"fairness", "--out", "x", "--jobs", "99"}, 2, "--jobs must be from 1 to 64"},
		{[]string{"fairness", "--out", "x", "--variant", "chess-57"}, 2, "--variant is one of chess-2016, chess-56, chess-112"},
		{[]string{"fairness", "--out", dir}, 1, "is a directory"},
		{[]string{"fairness", "--out", bad}, 1, "line 1: setup x is not one of 1 to 56"},
	} {
		code, _, errOut := run(c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("%q: exit %d, %q; want %d and %q", c.args, code, errOut, c.code, c.want)
		}
	}
}
