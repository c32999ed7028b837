package antarctic

import (
	"testing"

	"oddboards/rules/perfttest"
)

// perftTable holds perft counts from each mode's start position. Depth 1 is the rules
// file's acceptance figure; depths 2 and 3 are this engine's own, checked against the
// independent implementation in reference/ by reference_compare_test.go.
//
// Too slow for the tests (10–40 s each here), this engine's perft(4) is 563060930 in 2S,
// 469098533 in 3S, 44242688 in 4U, 368755590 in 6E and 69512576 in 7U; the reference's
// reference/FIGURES.md has the same five figures.
var perftTable = map[string][]uint64{
	mode2U: {252, 42332, 10901880},
	Mode2S: {149, 22137, 3535908},
	mode2L: {405, 163677, 67546932},
	mode3S: {145, 20981, 3029588},
	mode3L: {276, 76046, 20917536},
	mode4U: {252, 14111, 790160},
	mode6E: {139, 19283, 2670683},
	Mode7U: {396, 22173, 1241464},
}

// TestPerft checks the engine's perft to depth 3 (2 in -short mode) and the contract's
// to depth 2 (1).
func TestPerft(t *testing.T) {
	for _, mode := range Modes() {
		counts := perftTable[mode]
		p := mustStart(t, mode)
		engineDepth, contractDepth := len(counts), 2
		if testing.Short() {
			engineDepth, contractDepth = 2, 1
		}
		perfttest.Table(t, mode, p, counts, engineDepth, contractDepth)
	}
}
