package pothole

import (
	"testing"

	"oddboards/rules"
)

// BenchmarkPerftStart runs the engine's own perft(4) from the start and reports leaves/s.
func BenchmarkPerftStart(b *testing.B) {
	p := mustStart(b, nil)
	var leaves uint64
	for b.Loop() {
		leaves += p.Perft(4)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkPerftMidgame runs perft(3) from the first hand-made midgame (promoted pieces).
func BenchmarkPerftMidgame(b *testing.B) {
	p := mustPos(b, midgames[0])
	var leaves uint64
	for b.Loop() {
		leaves += p.Perft(3)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkPerftContract runs perft(3) from the start through the rules contract alone
// (LegalMoves and Play on immutable positions).
func BenchmarkPerftContract(b *testing.B) {
	p := mustStart(b, nil)
	var leaves uint64
	for b.Loop() {
		leaves += rules.Perft(p, 3)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}
