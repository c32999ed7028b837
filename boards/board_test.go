package boards

import (
	"strings"
	"testing"
)

func TestSquaresNamesShadesAndHits(t *testing.T) {
	b := Squares("holey", 4, 3, func(f, r int) bool { return !(f == 1 && r == 1) })
	if b.Len() != 11 {
		t.Fatalf("4×3 less one square has 11 cells, got %d", b.Len())
	}
	if _, ok := b.Lookup("b2"); ok {
		t.Error("b2 was left out but is named")
	}
	a1, ok := b.Lookup("a1")
	if !ok || b.Info(a1).Shade != 1 {
		t.Errorf("a1 should exist and be dark")
	}
	d3, _ := b.Lookup("d3")
	if b.CellName(d3) != "d3" || b.Info(d3).Shade != 0 {
		t.Errorf("d3 should be light")
	}
	for _, tc := range []struct {
		p    Point
		want string
	}{{Point{0.5, 0.5}, "a1"}, {Point{3.9, 2.9}, "d3"}, {Point{1.5, 1.5}, "-"}, {Point{-1, 0}, "-"}} {
		if got := b.CellName(b.CellAt(tc.p)); got != tc.want {
			t.Errorf("CellAt(%v) = %s, want %s", tc.p, got, tc.want)
		}
	}
	lo, hi := b.Bounds()
	if lo.X >= 0 || hi.Y <= 3 {
		t.Errorf("bounds %v %v should include the labels outside the squares", lo, hi)
	}
}

func TestGraphHitsTheNearestNode(t *testing.T) {
	nodes := []CellInfo{
		{Name: "a", Center: Point{0, 0}, Size: 0.4, Poly: []Point{{0, 0}}},
		{Name: "b", Center: Point{1, 0}, Size: 0.4, Poly: []Point{{1, 0}}},
	}
	b, err := newGraph("g", nodes, nil, []Line{{0, 1}})
	if err != nil {
		t.Fatal(err)
	}
	if !b.IsGraph() {
		t.Fatal("a graph board must say so")
	}
	for _, tc := range []struct {
		p    Point
		want string
	}{{Point{0.1, 0.1}, "a"}, {Point{0.8, -0.2}, "b"}, {Point{0.5, 0.5}, "-"}} {
		if got := b.CellName(b.CellAt(tc.p)); got != tc.want {
			t.Errorf("CellAt(%v) = %s, want %s", tc.p, got, tc.want)
		}
	}
	if _, err := newGraph("bad", nodes, nil, []Line{{0, 5}}); err == nil {
		t.Error("a line to a missing node was accepted")
	}
	if _, err := build("dup", []CellInfo{{Name: "x"}, {Name: "x"}}, nil, nil); err == nil {
		t.Error("duplicate names were accepted")
	}
}

// The package is geometry: its boards carry no key and no name that speaks of a game's
// rules; each game gives its board the words for its marks (WithKey).
func TestBoardsSayNoGameWords(t *testing.T) {
	words := []string{"Chess", "Penguin", "Predator", "Pothole", "Clash", "Dino", "promot", "goal", "White", "Black"}
	for name, b := range map[string]*Board{
		"Squares": Squares("squares", 8, 8, func(int, int) bool { return true }), "Triangles": Triangles(),
		"Snowflake": Snowflake(), "ClashOfCommand": ClashOfCommand(), "Pothole": Pothole(),
	} {
		if len(b.Key()) != 0 {
			t.Errorf("%s: key %v", name, b.Key())
		}
		for _, w := range words {
			if strings.Contains(b.Name(), w) {
				t.Errorf("%s is named %q", name, b.Name())
			}
		}
	}
}

// WithKey gives a copy the key and leaves the board it copies as it was.
func TestWithKey(t *testing.T) {
	b := Pothole()
	k := b.WithKey(KeyEntry{Mark: "@", Shade: -1, Text: "here"})
	if len(b.Key()) != 0 || len(k.Key()) != 1 || k.Key()[0].Text != "here" {
		t.Errorf("the board's key %v, the copy's %v", b.Key(), k.Key())
	}
	if k.Len() != b.Len() || k.Info(3).Mark != b.Info(3).Mark {
		t.Error("the copy's cells differ")
	}
}
