package dinoczars

import (
	"testing"

	"oddboards/rules"
)

// BenchmarkPerftStart runs the engine's own perft(4) from the start and reports leaves/s.
func BenchmarkPerftStart(b *testing.B) {
	p := startPos(b, EggsEdge)
	var leaves uint64
	for b.Loop() {
		leaves += p.Perft(4)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkPerftMidgame runs perft(4) from a position with eggs, pools and hatches.
func BenchmarkPerftMidgame(b *testing.B) {
	p := mustPos(b, midgamePositions[0])
	var leaves uint64
	for b.Loop() {
		leaves += p.Perft(4)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkPerftContract runs perft(3) through the rules contract alone (LegalMoves and
// Play on immutable positions).
func BenchmarkPerftContract(b *testing.B) {
	p := startPos(b, EggsEdge)
	var leaves uint64
	for b.Loop() {
		leaves += rules.Perft(p, 3)
	}
	b.ReportMetric(float64(leaves)/b.Elapsed().Seconds(), "leaves/s")
}

// BenchmarkParseMove reads the sample game's abbreviations.
func BenchmarkParseMove(b *testing.B) {
	p := startPos(b, EggsEdge)
	for b.Loop() {
		if _, err := p.ParseMove("SSH3L"); err != nil {
			b.Fatal(err)
		}
	}
}
