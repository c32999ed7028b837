package chess2016

import (
	"slices"
	"testing"
)

// The two stages of StagedMoves are PseudoMoves split in two, each in its order: over
// random walks from the fixed positions, the noisy stage is PseudoMoves' noisy moves
// and the quiet stage the others, move for move.
func TestStagesSplitPseudoMoves(t *testing.T) {
	counts := [2]int{}
	walkGames(fixedPositions(t), 56, 120, func(i, ply int, th *thinker) {
		var want [2][]move
		for _, m := range th.PseudoMoves(nil) {
			if th.Noisy(m) {
				want[0] = append(want[0], m)
			} else {
				want[1] = append(want[1], m)
			}
		}
		lead := move{from: 1} // what the search puts before a stage stays
		for j, got := range [2][]move{th.PseudoNoisy([]move{lead}), th.PseudoQuiet([]move{lead})} {
			if got[0] != lead || !slices.Equal(got[1:], want[j]) {
				t.Fatalf("position %d, ply %d, stage %d: %v, want %v after %v", i, ply, j, got, want[j], lead)
			}
			counts[j] += len(want[j])
		}
	})
	t.Logf("%d noisy and %d quiet moves", counts[0], counts[1])
	if counts[0] == 0 || counts[1] == 0 {
		t.Fatal("a stage was always empty")
	}
}
