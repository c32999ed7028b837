package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// seats plays a series into its table, goes on where a table stops, and prints the
// shipped table's summaries.
func TestSeatsMakesAndContinuesTheTable(t *testing.T) {
	table := filepath.Join(t.TempDir(), "seats.tsv")
	args := []string{"seats", "--out", table, "--game", "antarctic-chess", "--mode", "3S"}
	code, out, errOut := run(append(args, "--games", "3", "--jobs", "2")...)
	if code != 0 || !strings.Contains(out, "antarctic-chess 3S at level:5: 0 games played, 3 to go") || !strings.Contains(out, " holds 3 games") {
		t.Fatalf("exit %d: %s%s", code, out, errOut)
	}
	data, err := os.ReadFile(table)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	head := 0
	for head < len(lines) && strings.HasPrefix(lines[head], "# ") {
		head++
	}
	if head != 3 || !strings.HasPrefix(lines[2], "# played by Oddboards ") || len(lines) != head+3 ||
		!strings.HasPrefix(lines[head], "antarctic-chess 3S\tlevel:5\t1\t") || !strings.HasPrefix(lines[head+2], "antarctic-chess 3S\tlevel:5\t3\t") {
		t.Fatalf("the table:\n%s", data)
	}
	// cut short: the run plays only what is missing, and the same games again
	if err := os.WriteFile(table, []byte(strings.Join(lines[:head+1], "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, _ = run(append(args, "--games", "3")...)
	again, _ := os.ReadFile(table)
	if code != 0 || !strings.Contains(out, "1 games played, 2 to go") || string(again) != string(data) {
		t.Errorf("going on: exit %d, %s\n%s", code, out, again)
	}
	code, out, _ = run(append(args, "--games", "2")...)
	if code != 0 || !strings.Contains(out, "2 games played, 0 to go") {
		t.Errorf("nothing to play: exit %d, %s", code, out)
	}
	// without --out, the shipped table's summary, a line per seat
	code, out, _ = run("seats", "--game", "antarctic-chess", "--mode", "3S")
	if code != 0 || !strings.Contains(out, "antarctic-chess 3S: ") || !strings.Contains(out, "  Gold ") || !strings.Contains(out, "  Blue ") || strings.Contains(out, "pothole") {
		t.Errorf("the summary: exit %d\n%s", code, out)
	}
}

func TestSeatsMistakes(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.tsv")
	if err := os.WriteFile(bad, []byte("antarctic-chess 3S\tlevel:5\t1\t19\twin 9\t1,2,2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"seats", "pothole-chess"}, 2, "seats takes no words but its flags"},
		{[]string{"seats", "--mode", "3S"}, 2, "--mode needs --game"},
		{[]string{"seats", "--game", "chess-2016"}, 2, "the table has no \"chess-2016\": it holds pothole-chess, antarctic-chess 2U"},
		{[]string{"seats", "--game", "antarctic-chess", "--mode", "5X"}, 2, "the table has no \"antarctic-chess 5X\""},
		{[]string{"seats", "--games", "5"}, 2, "--games and --jobs play games into a table: give --out FILE too"},
		{[]string{"seats", "--out", "x", "--games", "0"}, 2, "--games must be from 1 to 100000"},
		{[]string{"seats", "--out", "x", "--jobs", "99"}, 2, "--jobs must be from 1 to 64"},
		{[]string{"seats", "--out", dir}, 1, "is a directory"},
		{[]string{"seats", "--out", bad}, 1, "line 1: winner \"9\" is not a seat from 1 to 3"},
	} {
		code, _, errOut := run(c.args...)
		if code != c.code || !strings.Contains(errOut, c.want) {
			t.Errorf("%q: exit %d, %q; want %d and %q", c.args, code, errOut, c.code, c.want)
		}
	}
}
