package dinoczars

import (
	"testing"

	"oddboards/rules"
	"oddboards/rules/perfttest"
)

// BenchmarkPerftStart runs the engine's own perft(4) from the start and reports leaves/s.
func BenchmarkPerftStart(b *testing.B) {
	perfttest.Bench(b, startPos(b, EggsEdge), 4, rules.Position.Perft)
}

// BenchmarkPerftMidgame runs perft(4) from a position with eggs, pools and hatches.
func BenchmarkPerftMidgame(b *testing.B) {
	perfttest.Bench(b, mustPos(b, midgamePositions[0]), 4, rules.Position.Perft)
}

// BenchmarkPerftContract runs perft(3) through the rules contract alone (LegalMoves and
// Play on immutable positions).
func BenchmarkPerftContract(b *testing.B) {
	perfttest.Bench(b, startPos(b, EggsEdge), 3, rules.Perft)
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
