package boards

import "testing"

func TestPotholeBoard(t *testing.T) {
	b := Pothole()
	if b.Len() != 45 {
		t.Fatalf("the pothole board has 45 cells (49 less a4, g4, d1, d7), got %d", b.Len())
	}
	for _, n := range []string{"a4", "g4", "d1", "d7", "h1", "a8"} {
		if _, ok := b.Lookup(n); ok {
			t.Errorf("%s should not be a cell", n)
		}
	}
	promo := map[string]bool{"b4": true, "d2": true, "d6": true, "f4": true}
	threes := 0
	for i := 0; i < b.Len(); i++ {
		info := b.Info(Cell(i))
		if got, want := info.Shade == 3, promo[info.Name]; got != want {
			t.Errorf("%s: shade %d, promotion square %v", info.Name, info.Shade, want)
		}
		if info.Shade == 3 {
			threes++
		}
		if got := b.CellAt(info.Center); got != Cell(i) {
			t.Errorf("CellAt(centre of %s) = %s", info.Name, b.CellName(got))
		}
	}
	if threes != 4 {
		t.Errorf("%d promotion squares, want 4", threes)
	}
	a1, _ := b.Lookup("a1")
	b1, _ := b.Lookup("b1")
	if b.Info(a1).Shade != 1 || b.Info(b1).Shade != 0 {
		t.Error("a1 should be dark and b1 light")
	}
	if b.CellAt(Point{0.5, 3.5}) != NoCell {
		t.Error("a4 is missing: a point there hits no cell")
	}
	if len(b.Labels()) != 28 {
		t.Errorf("7 files and 7 ranks labelled on both sides: 28 labels, got %d", len(b.Labels()))
	}
}
