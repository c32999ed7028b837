package chess2016

import (
	"testing"

	"oddboards/rules"
)

// BenchmarkPerftSetup1 runs the engine's own perft(4) from setup 1 and reports leaves/s.
func BenchmarkPerftSetup1(b *testing.B) {
	p := mustStart(b, Chess2016, 1)
	var leaves uint64
	for b.Loop() {
		leaves += p.Perft(4)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkPerftContract runs perft(3) from setup 1 through the rules contract alone
// (LegalMoves and Play on immutable positions).
func BenchmarkPerftContract(b *testing.B) {
	p := mustStart(b, Chess2016, 1)
	var leaves uint64
	for b.Loop() {
		leaves += rules.Perft(p, 3)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}
