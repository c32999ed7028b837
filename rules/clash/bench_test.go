package clash

import (
	"testing"

	"oddboards/rules"
	"oddboards/rules/perfttest"
)

// BenchmarkPerftStart runs the engine's own perft(4) from the start and reports leaves/s.
func BenchmarkPerftStart(b *testing.B) {
	perfttest.Bench(b, StartPosition(), 4, rules.Position.Perft)
}

// BenchmarkPerftContract runs perft(3) from the start through the rules contract alone
// (LegalMoves and Play on immutable positions).
func BenchmarkPerftContract(b *testing.B) {
	perfttest.Bench(b, StartPosition(), 3, rules.Perft)
}

// BenchmarkLegalMoves generates the start position's moves through the contract.
func BenchmarkLegalMoves(b *testing.B) {
	p := StartPosition()
	buf := make([]rules.Move, 0, 64)
	for b.Loop() {
		buf = p.LegalMoves(buf[:0])
	}
}
