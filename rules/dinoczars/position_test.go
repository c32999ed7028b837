package dinoczars

import (
	"testing"

	"oddboards/rules"
	"oddboards/rules/gametest"
)

// Any string either reads as a position whose own string reads back the same, or is
// refused with a short located error.
func FuzzReadPosition(f *testing.F) {
	start, _ := StartPosition(nil)
	f.Add(start.PositionText())
	f.Add("E1:TR^N,E6:tr^S,E3:e0,D2:E4 2 1/1 VR,tc 7")
	f.Add("E1:TR^N,e6:tr^Q 3 x/ - 0")
	f.Fuzz(func(t *testing.T, s string) {
		read := func(s string) (rules.Position, error) { return Game{}.ReadPosition(rules.Config{}, s) }
		if p, _ := gametest.ReadBack(t, read, s); p != nil {
			_ = p.LegalMoves(nil)
		}
	})
}
