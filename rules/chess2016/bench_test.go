package chess2016

import (
	"testing"

	"oddboards/rules"
	"oddboards/rules/perfttest"
)

// BenchmarkPerftSetup1 runs the engine's own perft(4) from setup 1 and reports leaves/s.
func BenchmarkPerftSetup1(b *testing.B) {
	perfttest.Bench(b, mustStart(b, Chess2016, 1), 4, rules.FastPerft)
}

// BenchmarkPerftContract runs perft(3) from setup 1 through the rules contract alone
// (LegalMoves and Play on immutable positions).
func BenchmarkPerftContract(b *testing.B) {
	perfttest.Bench(b, mustStart(b, Chess2016, 1), 3, rules.Perft)
}
