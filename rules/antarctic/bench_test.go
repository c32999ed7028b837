package antarctic

import (
	"testing"

	"oddboards/rules"
	"oddboards/rules/perfttest"
)

// BenchmarkPerft runs the engine's own perft(3) from the 2L array and from the 6E array
// (six players: passes and eliminations are looked for after every move), and perft(2)
// from the 2S array through the rules contract alone; each reports leaves/s.
func BenchmarkPerft(b *testing.B) {
	perfttest.Benches(b, []perfttest.BenchCase{
		{Name: "2L", Pos: mustStart(b, mode2L), Depth: 3, Count: rules.Position.Perft},
		{Name: "6E", Pos: mustStart(b, mode6E), Depth: 3, Count: rules.Position.Perft},
		{Name: "Contract", Pos: mustStart(b, Mode2S), Depth: 2, Count: rules.Perft},
	})
}
