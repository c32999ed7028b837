package clash

import (
	"testing"

	"oddboards/rules"
	"oddboards/rules/perfttest"
)

// BenchmarkPerft runs the engine's own perft(4) from the start, and perft(3) through the
// rules contract alone (LegalMoves and Play on immutable positions); each reports
// leaves/s.
func BenchmarkPerft(b *testing.B) {
	perfttest.Benches(b, []perfttest.BenchCase{
		{Name: "Start", Pos: StartPosition(), Depth: 4, Count: rules.Position.Perft},
		{Name: "Contract", Pos: StartPosition(), Depth: 3, Count: rules.Perft},
	})
}

// BenchmarkLegalMoves generates the start position's moves through the contract.
func BenchmarkLegalMoves(b *testing.B) {
	p := StartPosition()
	buf := make([]rules.Move, 0, 64)
	for b.Loop() {
		buf = p.LegalMoves(buf[:0])
	}
}
