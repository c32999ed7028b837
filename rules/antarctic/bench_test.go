package antarctic

import (
	"testing"

	"oddboards/rules"
)

// BenchmarkPerft2L runs the engine's own perft(3) from the 2L array and reports leaves/s.
func BenchmarkPerft2L(b *testing.B) {
	p := mustStart(b, Mode2L)
	var leaves uint64
	for b.Loop() {
		leaves += p.Perft(3)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkPerft6E runs perft(3) from the 6E array (six players: passes and eliminations
// are looked for after every move).
func BenchmarkPerft6E(b *testing.B) {
	p := mustStart(b, Mode6E)
	var leaves uint64
	for b.Loop() {
		leaves += p.Perft(3)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkPerftContract runs perft(2) from the 2S array through the rules contract alone.
func BenchmarkPerftContract(b *testing.B) {
	p := mustStart(b, Mode2S)
	var leaves uint64
	for b.Loop() {
		leaves += rules.Perft(p, 2)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}
