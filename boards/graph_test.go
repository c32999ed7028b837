package boards

import (
	"math"
	"testing"
)

func TestClashOfCommandNodes(t *testing.T) {
	b := ClashOfCommand()
	if !b.IsGraph() || b.Len() != 41 {
		t.Fatalf("want a graph of 41 nodes, got graph=%v with %d", b.IsGraph(), b.Len())
	}
	for f := 0; f < 9; f++ {
		for r := 0; r < 9; r++ {
			name := SquareName(f, r)
			c, ok := b.Lookup(name)
			if ok != ((f+r)%2 == 0) {
				t.Errorf("%s: exists=%v, want %v", name, ok, (f+r)%2 == 0)
			}
			if !ok {
				continue
			}
			info := b.Info(c)
			if info.Center != (Point{float64(f), float64(r)}) {
				t.Errorf("%s at %v, want (%d, %d)", name, info.Center, f, r)
			}
			wantShade := uint8(0)
			switch r {
			case 0:
				wantShade = 3 // Black promotes here
			case 8:
				wantShade = 4 // White promotes here
			}
			if info.Shade != wantShade || info.Size != 1 || len(info.Poly) < 8 {
				t.Errorf("%s: shade %d size %v poly %d", name, info.Shade, info.Size, len(info.Poly))
			}
			for _, p := range info.Poly {
				if d := p.Dist(info.Center); math.Abs(d-0.3) > 1e-9 {
					t.Errorf("%s: polygon point %v is %v from the centre", name, p, d)
				}
			}
			if got := b.CellAt(Point{float64(f) + 0.2, float64(r) - 0.3}); got != c {
				t.Errorf("a click next to %s picks %s", name, b.CellName(got))
			}
		}
	}
	if b.CellName(0) != "a1" || b.CellName(40) != "i9" || b.CellName(5) != "b2" {
		t.Errorf("order: %s %s %s", b.CellName(0), b.CellName(5), b.CellName(40))
	}
	if got := b.CellAt(Point{4, 12}); got != NoCell {
		t.Errorf("a click far above the board picks %s", b.CellName(got))
	}
	files, ranks := map[string]int{}, map[string]int{}
	for _, l := range b.Labels() {
		switch {
		case l.At.Y < 0 || l.At.Y > 8:
			files[l.Text]++
		case l.At.X < 0 || l.At.X > 8:
			ranks[l.Text]++
		default:
			t.Errorf("label %q at %v is inside the board", l.Text, l.At)
		}
	}
	if len(files) != 9 || len(ranks) != 9 || files["a"] != 2 || ranks["9"] != 2 {
		t.Errorf("labels: files %v ranks %v", files, ranks)
	}
}

func TestClashOfCommandLines(t *testing.T) {
	b := ClashOfCommand()
	lines := b.Lines()
	if len(lines) != 104 {
		t.Fatalf("%d lines, the rules say 104", len(lines))
	}
	joined := map[[2]string]bool{}
	diag, side := 0, 0
	for _, l := range lines {
		p, q := b.Info(l.A).Center, b.Info(l.B).Center
		dx, dy := math.Abs(p.X-q.X), math.Abs(p.Y-q.Y)
		switch {
		case dx == 1 && dy == 1:
			diag++
		case dx == 2 && dy == 0 || dx == 0 && dy == 2:
			side++
		default:
			t.Errorf("line %s–%s is neither a diagonal step nor a side step", b.CellName(l.A), b.CellName(l.B))
		}
		a, c := b.CellName(l.A), b.CellName(l.B)
		if joined[[2]string{a, c}] || joined[[2]string{c, a}] {
			t.Errorf("line %s–%s twice", a, c)
		}
		joined[[2]string{a, c}] = true
	}
	if diag != 64 || side != 40 {
		t.Errorf("%d diagonal and %d side lines, the rules say 64 and 40", diag, side)
	}
	has := func(a, c string) bool { return joined[[2]string{a, c}] || joined[[2]string{c, a}] }
	for _, pair := range [][2]string{{"a1", "b2"}, {"b2", "c1"}, {"d4", "e5"}, {"a1", "c1"}, {"a1", "a3"},
		{"b2", "d2"}, {"b2", "b4"}, {"c3", "e3"}, {"c3", "c5"}, {"d4", "f4"}, {"d4", "d6"}, {"g9", "i9"}, {"h6", "h8"}} {
		if !has(pair[0], pair[1]) {
			t.Errorf("no line %s–%s", pair[0], pair[1])
		}
	}
	for _, pair := range [][2]string{{"a3", "c3"}, {"c1", "c3"}, {"e3", "e5"}, {"e5", "e7"}, {"c5", "e5"}, {"e5", "g5"},
		{"b8", "b10"}, {"e1", "e3"}, {"a1", "c3"}} {
		if has(pair[0], pair[1]) {
			t.Errorf("line %s–%s should not exist", pair[0], pair[1])
		}
	}
	degree := map[string]int{}
	for _, l := range lines {
		degree[b.CellName(l.A)]++
		degree[b.CellName(l.B)]++
	}
	for name, want := range map[string]int{"e5": 4, "a1": 3, "c1": 4, "b2": 6, "d4": 6, "e3": 6, "c5": 6} {
		if degree[name] != want {
			t.Errorf("%s has %d lines, want %d", name, degree[name], want)
		}
	}
}
