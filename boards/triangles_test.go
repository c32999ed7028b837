package boards

import (
	"math"
	"testing"
)

// TestTrianglesLayout checks the board against the rules file's table of rows and its
// picture of which triangles point up and down.
func TestTrianglesLayout(t *testing.T) {
	b := Triangles()
	if b.Len() != 42 {
		t.Fatalf("the board has %d cells, want 42", b.Len())
	}
	// The rules file's picture, row 6 first; ^ up, v down.
	rows := []string{
		"C^ Dv E^ Fv G^",
		"B^ Cv D^ Ev F^ Gv H^",
		"A^ Bv C^ Dv E^ Fv G^ Hv J^",
		"Av B^ Cv D^ Ev F^ Gv H^ Jv",
		"Bv C^ Dv E^ Fv G^ Hv",
		"Cv D^ Ev F^ Gv",
	}
	n := 0
	for i, row := range rows {
		r := 6 - i
		for j := 0; j < len(row); j += 3 {
			name := row[j:j+1] + string(rune('0'+r))
			c, ok := b.Lookup(name)
			if !ok {
				t.Errorf("%s is missing", name)
				continue
			}
			n++
			down := row[j+1] == 'v'
			info := b.Info(c)
			if wantShade := map[bool]uint8{false: 0, true: 1}[down]; info.Shade != wantShade {
				t.Errorf("%s: shade %d, want %d", name, info.Shade, wantShade)
			}
			// An up triangle has two corners at the bottom, a down one two at the top.
			low := 0
			for _, p := range info.Poly {
				if p.Y < info.Center.Y {
					low++
				}
			}
			if (low == 1) != down {
				t.Errorf("%s: polygon %v does not point the right way", name, info.Poly)
			}
		}
	}
	if n != 42 {
		t.Errorf("the picture names %d cells", n)
	}
	for _, bad := range []string{"I3", "A2", "J5", "B1", "H6", "A7", "C0"} {
		if _, ok := b.Lookup(bad); ok {
			t.Errorf("%s should not exist", bad)
		}
	}
	if b.CellName(0) != "C1" || b.CellName(41) != "G6" {
		t.Errorf("cells should run from C1 to G6, got %s to %s", b.CellName(0), b.CellName(41))
	}
}

// TestTrianglesGeometry checks the rules file's coordinates: side 1, centroids at
// (f/2, (r−1/3)h) down and (f/2, (r−2/3)h) up, counter-clockwise outlines, hits.
func TestTrianglesGeometry(t *testing.T) {
	b := Triangles()
	h := math.Sqrt(3) / 2
	near := func(a, c float64) bool { return math.Abs(a-c) < 1e-9 }
	for c := Cell(0); int(c) < b.Len(); c++ {
		info := b.Info(c)
		f := 1 + int(info.Name[0]-'A')
		if info.Name[0] == 'J' {
			f = 9
		}
		r := int(info.Name[1] - '0')
		if triangleName(f, r) != info.Name || !triangleExists(f, r) {
			t.Errorf("%s: name and file/row disagree", info.Name)
		}
		wantY := (float64(r) - 2.0/3) * h
		if TrianglePointsDown(f, r) {
			wantY = (float64(r) - 1.0/3) * h
		}
		if !near(info.Center.X, float64(f)/2) || !near(info.Center.Y, wantY) {
			t.Errorf("%s: centre %v, want (%g, %g)", info.Name, info.Center, float64(f)/2, wantY)
		}
		if len(info.Poly) != 3 {
			t.Fatalf("%s: %d corners", info.Name, len(info.Poly))
		}
		var area, cx, cy float64
		for i, p := range info.Poly {
			q := info.Poly[(i+1)%3]
			area += (p.X*q.Y - q.X*p.Y) / 2
			cx += p.X / 3
			cy += p.Y / 3
			if !near(p.Dist(q), 1) {
				t.Errorf("%s: side %d has length %g", info.Name, i, p.Dist(q))
			}
		}
		if !near(area, math.Sqrt(3)/4) {
			t.Errorf("%s: signed area %g, want +√3/4 (counter-clockwise)", info.Name, area)
		}
		if !near(cx, info.Center.X) || !near(cy, info.Center.Y) {
			t.Errorf("%s: centre is not the centroid of the corners", info.Name)
		}
		if info.Size < 0.577 || info.Size > 0.7 {
			t.Errorf("%s: size %g", info.Name, info.Size)
		}
		if got := b.CellAt(info.Center); got != c {
			t.Errorf("CellAt(centre of %s) = %s", info.Name, b.CellName(got))
		}
	}
	for _, p := range []Point{{0.1, 0.1}, {-1, 2}, {2.5, 6}} {
		if got := b.CellAt(p); got != NoCell {
			t.Errorf("CellAt(%v) = %s, want nothing", p, b.CellName(got))
		}
	}
}

// TestTrianglesLabels: every file letter above and below, every row number on both
// sides, all outside the triangles.
func TestTrianglesLabels(t *testing.T) {
	b := Triangles()
	count := map[string]int{}
	for _, l := range b.Labels() {
		count[l.Text]++
		if c := b.CellAt(l.At); c != NoCell {
			t.Errorf("label %s at %v lies on %s", l.Text, l.At, b.CellName(c))
		}
	}
	for _, s := range []string{"A", "B", "C", "D", "E", "F", "G", "H", "J", "1", "2", "3", "4", "5", "6"} {
		if count[s] != 2 {
			t.Errorf("label %s appears %d times, want 2", s, count[s])
		}
	}
	if count["I"] != 0 {
		t.Error("there is no file I")
	}
}
