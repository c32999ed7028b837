package pothole

import (
	"testing"

	"oddboards/rules"
	"oddboards/rules/perfttest"
)

// BenchmarkPerftStart runs the engine's own perft(4) from the start and reports leaves/s.
func BenchmarkPerftStart(b *testing.B) {
	perfttest.Bench(b, mustStart(b, nil), 4, rules.Position.Perft)
}

// BenchmarkPerftMidgame runs perft(3) from the first hand-made midgame (promoted pieces).
func BenchmarkPerftMidgame(b *testing.B) {
	perfttest.Bench(b, mustPos(b, midgames[0]), 3, rules.Position.Perft)
}

// BenchmarkPerftContract runs perft(3) from the start through the rules contract alone
// (LegalMoves and Play on immutable positions).
func BenchmarkPerftContract(b *testing.B) {
	perfttest.Bench(b, mustStart(b, nil), 3, rules.Perft)
}
