package chess2016

import (
	"strings"
	"testing"
)

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
