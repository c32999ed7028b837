package dinoczars

import (
	"errors"
	"testing"

	"oddboards/rules"
)

// Any string either reads as a position whose own string reads back the same, or is
// refused with a short located error.
func FuzzReadPosition(f *testing.F) {
	start, _ := StartPosition(nil)
	f.Add(start.PositionText())
	f.Add("E1:TR^N,E6:tr^S,E3:e0,D2:E4 2 1/1 VR,tc 7")
	f.Add("E1:TR^N,e6:tr^Q 3 x/ - 0")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Game{}.ReadPosition(rules.Config{}, s)
		if err != nil {
			var pe *rules.PositionError
			if !errors.As(err, &pe) || pe.Field < 1 || len(err.Error()) > 200 {
				t.Fatalf("%q: error %v", s, err)
			}
			return
		}
		text := p.(*Position).PositionText()
		q, err := Game{}.ReadPosition(rules.Config{}, text)
		if err != nil || q.(*Position).PositionText() != text {
			t.Fatalf("%q written as %q does not read back: %v", s, text, err)
		}
		_ = p.LegalMoves(nil)
	})
}
