package draw

import "testing"

// TestCullKeepsWhatIsInside: culling drops shapes and texts wholly outside its box,
// through the transform, and keeps those inside or across its edge.
func TestCullKeepsWhatIsInside(t *testing.T) {
	s := NewSVG(100, 100, "mm", nil, false)
	c := Cull(s, 10, 10, 50, 50)
	black := RGB(0, 0, 0)
	for _, tc := range []struct {
		x, y, w float64 // a 5×5 square at x, y; w > 0 strokes it that wide
		keep    bool
	}{
		{20, 20, 0, true}, {8, 8, 0, true}, {0, 0, 0, false}, {70, 20, 0, false}, {20, 61, 0, false},
		{61, 20, 4, true}, // its stroke reaches the box
		{64, 20, 4, false},
	} {
		before := s.Elements()
		Rect(c, tc.x, tc.y, 5, 5)
		if tc.w > 0 {
			c.Stroke(black, tc.w)
		} else {
			c.Fill(black)
		}
		if kept := s.Elements() > before; kept != tc.keep {
			t.Errorf("square at %g,%g (stroke %g): kept %v, want %v", tc.x, tc.y, tc.w, kept, tc.keep)
		}
	}
	// moved by the transform into the box, and out of it
	for _, tc := range []struct {
		dx   float64
		keep bool
	}{{-50, true}, {50, false}} {
		before := s.Elements()
		c.Push()
		c.Translate(tc.dx, 0)
		Rect(c, 70, 20, 5, 5)
		c.Fill(black)
		c.Text("x", 70, 20, 2, black, Anchor{}, false)
		c.Pop()
		if kept := s.Elements() - before; (kept == 2) != tc.keep || (kept != 0 && kept != 2) {
			t.Errorf("moved by %g: %d of 2 kept, want all %v", tc.dx, kept, tc.keep)
		}
	}
}
