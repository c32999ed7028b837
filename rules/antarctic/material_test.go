package antarctic

import (
	"testing"

	"oddboards/rules"
)

// Material counts a player's pieces on the board at the evaluation's values and its
// waiting Predators at their worth in hand; a player who is out has none.
func TestMaterial(t *testing.T) {
	for _, tc := range []struct {
		name    string
		mode    string
		list    string
		reserve []string
		want    []int
	}{
		{"pieces", "3S", "0Mv12 0Om12 1Mb12 1Sk12 2Mg2", nil, []int{1500 + 1200, 1500 + 300, 1500}},
		{"a waiting Orca returns as a Leopard, less its tempo", "2S", "0Mv12 1Mb12", []string{"1O"}, []int{1500, 1500 + 900*3/4}},
		{"in a race mode a waiting Orca counts in full", "3S", "0Mv12 1Mb12 2Mg2", []string{"1O"}, []int{1500, 1500 + 900, 1500}},
		{"a player out", "3S", "0Mv12 1Mb12 1Lk12 2Sg2", nil, []int{1500, 1500 + 900, 0}},
	} {
		p := build(t, tc.mode, 0, tc.list, tc.reserve...)
		for pl, want := range tc.want {
			if got := p.Material(rules.Player(pl)); got != want {
				t.Errorf("%s: player %d has %d, want %d", tc.name, pl, got, want)
			}
		}
	}
}
