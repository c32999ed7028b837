package rules

import (
	"reflect"
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

func TestWordsSayWhereEachStarts(t *testing.T) {
	for _, tc := range []struct {
		field string
		want  []Word
	}{
		{"", nil},
		{" \t\r\n", nil},
		{"Ca1 Dc3", []Word{{"Ca1", 1}, {"Dc3", 5}}},
		{"  2S 1\tpassed:3\r\n", []Word{{"2S", 3}, {"1", 6}, {"passed:3", 8}}},
	} {
		if got := Words(tc.field); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Words(%q) = %v, want %v", tc.field, got, tc.want)
		}
	}
}
