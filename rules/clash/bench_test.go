package clash

import (
	"testing"

	"oddboards/rules"
)

// BenchmarkPerftStart runs the engine's own perft(4) from the start and reports leaves/s.
func BenchmarkPerftStart(b *testing.B) {
	p := StartPosition()
	var leaves uint64
	for b.Loop() {
		leaves += p.Perft(4)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkPerftContract runs perft(3) from the start through the rules contract alone
// (LegalMoves and Play on immutable positions).
func BenchmarkPerftContract(b *testing.B) {
	p := StartPosition()
	var leaves uint64
	for b.Loop() {
		leaves += rules.Perft(p, 3)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkLegalMoves generates the start position's moves through the contract.
func BenchmarkLegalMoves(b *testing.B) {
	p := StartPosition()
	buf := make([]rules.Move, 0, 64)
	for b.Loop() {
		buf = p.LegalMoves(buf[:0])
	}
}
