package rules

import (
	"strings"
	"testing"
)

func TestPositionErrorSaysWhere(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want string
	}{
		{PositionErr(3, 14, "no such piece %s in Dino-Czars", QuoteInput("Q")), `field 3, character 14: no such piece "Q" in Dino-Czars`},
		{PositionErr(1, 0, "the board has %d ranks", 2), "field 1: the board has 2 ranks"},
		{PositionErr(2, 1, "not %s", QuoteInput(strings.Repeat("x", 5000))), `field 2, character 1: not "xxxxxxxxxxxx…"`},
	} {
		if got := tc.err.Error(); got != tc.want {
			t.Errorf("got %q, want %q", got, tc.want)
		}
	}
}

// Words are the field's words (strings.Fields), each At where it stands, counted from 1.
func TestWordsSayWhereEachStarts(t *testing.T) {
	for _, field := range []string{"", " \t\r\n", "Ca1 Dc3", "  2S 1\tpassed:3\r\n", "a a  a"} {
		ws := Words(field)
		var texts []string
		end := 0
		for _, w := range ws {
			if w.At <= end || !strings.HasPrefix(field[w.At-1:], w.Text) {
				t.Errorf("Words(%q): %q at %d", field, w.Text, w.At)
			}
			texts = append(texts, w.Text)
			end = w.At + len(w.Text) - 1
		}
		if got, want := strings.Join(texts, " "), strings.Join(strings.Fields(field), " "); got != want {
			t.Errorf("Words(%q) = %q, want %q", field, got, want)
		}
	}
}
