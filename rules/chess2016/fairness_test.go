package chess2016

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"oddboards/rules/search"
)

// The shipped table has a row for every setup of Chess 2016, 56 and 112; it says mate in
// one exactly where the rules allow one; and a sample of it is what the computer finds
// now at the table's budget (what `oddboards bestmove --nodes` prints).
func TestShippedSetupScores(t *testing.T) {
	if err := shippedScores().err; err != nil {
		t.Fatalf("fairness.tsv: %v", err)
	}
	const remake = "the engine changed since the table was made: make it again with `oddboards fairness --out rules/chess2016/fairness.tsv --jobs 2` after removing it"
	nodes := int64(0)
	for _, h := range SetupScoresHeader() {
		if n, ok := strings.CutPrefix(h, "# nodes "); ok {
			nodes, _ = strconv.ParseInt(n, 10, 64)
		}
	}
	if nodes <= 0 {
		t.Fatalf("the table's header names no budget: %q", SetupScoresHeader())
	}
	for _, v := range []string{Chess2016, Chess56, Chess112} {
		rows, ok := SetupScores(v)
		if !ok {
			t.Fatalf("%s: the table lacks setups (%s)", v, remake)
		}
		for _, r := range rows {
			p, err := StartPosition(v, r.Setup, nil)
			if err != nil {
				t.Fatal(err)
			}
			mates := len(matesInOne(p, p.LegalMoves(nil))) > 0
			if mates != (r.MatePlies == 1) {
				t.Errorf("%s setup %d: mate in one %v, the table says %+v", v, r.Setup, mates, r)
			}
		}
		for _, n := range []int{1, len(rows) / 2, len(rows)} {
			got, err := ScoreSetup(context.Background(), v, n, search.Limits{Nodes: nodes})
			if err != nil {
				t.Fatal(err)
			}
			if got != rows[n-1] {
				t.Errorf("%s setup %d: the computer finds %+v, the table says %+v: %s", v, n, got, rows[n-1], remake)
			}
		}
	}
}

func TestParseSetupScoresErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"chess-2016\t1\t5\t0", "line 1: 4 fields"},
		{"# h\nchess-57\t1\t5\t0\te4", "line 2: chess-57 is not chess-2016"},
		{"chess-56\t57\t5\t0\te4", "setup 57 is not one of 1 to 56"},
		{"chess-56\t0\t5\t0\te4", "setup 0 is not one of 1 to 56"},
		{"chess-112\t3\tfive\t0\te4", "the score five, 0 is not two whole numbers"},
	} {
		if _, _, err := ParseSetupScores(c.text); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.text, err, c.want)
		}
	}
	rows, header, err := ParseSetupScores("# a\nchess-56\t4\t-30\t0\tNh4\nchess-2016\t9\t0\t-3\tg4\n")
	if err != nil || len(rows) != 2 || len(header) != 1 || rows[1] != (SetupScore{Chess2016, 9, 0, -3, "g4"}) || rows[0].Line() != "chess-56\t4\t-30\t0\tNh4" {
		t.Errorf("read %+v %q %v", rows, header, err)
	}
}
