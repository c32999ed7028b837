package antarctic

import (
	"testing"

	"oddboards/rules"
	"oddboards/rules/perfttest"
)

// BenchmarkPerft2L runs the engine's own perft(3) from the 2L array and reports leaves/s.
func BenchmarkPerft2L(b *testing.B) {
	perfttest.Bench(b, mustStart(b, mode2L), 3, rules.Position.Perft)
}

// BenchmarkPerft6E runs perft(3) from the 6E array (six players: passes and eliminations
// are looked for after every move).
func BenchmarkPerft6E(b *testing.B) {
	perfttest.Bench(b, mustStart(b, mode6E), 3, rules.Position.Perft)
}

// BenchmarkPerftContract runs perft(2) from the 2S array through the rules contract alone.
func BenchmarkPerftContract(b *testing.B) {
	perfttest.Bench(b, mustStart(b, Mode2S), 2, rules.Perft)
}
