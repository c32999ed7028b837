package ui

import (
	"reflect"
	"testing"

	"oddboards/rules"
)

func TestMoveRows(t *testing.T) {
	ply := func(p rules.Player, text string) rules.Ply { return rules.Ply{Player: p, Text: text} }
	for _, tc := range []struct {
		name    string
		h       []rules.Ply
		players int
		want    []string
	}{
		{"two players", []rules.Ply{ply(0, "e5"), ply(1, "e6"), ply(0, "Nc3")}, 2,
			[]string{"  1. e5  e6", "  2. Nc3"}},
		{"two moves a turn", []rules.Ply{ply(0, "a"), ply(0, "b"), ply(1, "c"), ply(1, "d"), ply(2, "e")}, 4,
			[]string{"  1. a, b  c, d  e"}},
		{"a player out", []rules.Ply{ply(0, "a"), ply(1, "b"), ply(2, "c"), ply(0, "d"), ply(2, "e"), ply(0, "f")}, 3,
			[]string{"  1. a  b  c", "  2. d  e", "  3. f"}},
	} {
		if got := moveRows(tc.h, tc.players); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}
