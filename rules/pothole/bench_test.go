package pothole

import (
	"testing"

	"oddboards/rules"
	"oddboards/rules/perfttest"
)

// BenchmarkPerft runs the engine's own perft(4) from the start and perft(3) from the
// first hand-made midgame (promoted pieces), and perft(3) from the start through the
// rules contract alone (LegalMoves and Play on immutable positions); each reports
// leaves/s.
func BenchmarkPerft(b *testing.B) {
	start := mustStart(b, nil)
	perfttest.Benches(b, []perfttest.BenchCase{
		{Name: "Start", Pos: start, Depth: 4, Count: rules.Position.Perft},
		{Name: "Midgame", Pos: mustPos(b, midgames[0]), Depth: 3, Count: rules.Position.Perft},
		{Name: "Contract", Pos: start, Depth: 3, Count: rules.Perft},
	})
}
