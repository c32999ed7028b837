package dinoczars

import (
	"testing"

	"oddboards/rules"
	"oddboards/rules/perfttest"
)

// BenchmarkPerft runs the engine's own perft(4) from the start and from a position with
// eggs, pools and hatches, and perft(3) from the start through the rules contract alone
// (LegalMoves and Play on immutable positions); each reports leaves/s.
func BenchmarkPerft(b *testing.B) {
	start := startPos(b, EggsEdge)
	perfttest.Benches(b, []perfttest.BenchCase{
		{Name: "Start", Pos: start, Depth: 4, Count: rules.Position.Perft},
		{Name: "Midgame", Pos: mustPos(b, midgamePositions[0]), Depth: 4, Count: rules.Position.Perft},
		{Name: "Contract", Pos: start, Depth: 3, Count: rules.Perft},
	})
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
