package boards

import (
	"math"
	"strconv"
	"testing"
)

// rot60 turns a hex 60° counter-clockwise about the centre: u_k → u_{k+1}.
func rot60(h Cube) Cube { return Cube{-h.Y, -h.Z, -h.X} }

// rawShade is the rules file's (x − y) mod 3.
func rawShade(h Cube) int { return ((h.X-h.Y)%3 + 3) % 3 }

func TestSnowflakeShapeAndNames(t *testing.T) {
	b, cubes := Snowflake(), SnowflakeCubes()
	if b.Len() != 295 || len(cubes) != 295 {
		t.Fatalf("the snowflake has %d cells (%d cubes), want 295", b.Len(), len(cubes))
	}
	// The rules file's count: 61 + 6 × (18 + 3 × 7).
	plate := 0
	ranks, files := map[int]bool{}, map[int]bool{}
	for i, h := range cubes {
		if h.X+h.Y+h.Z != 0 {
			t.Fatalf("cell %d: %v is not a cube coordinate", i, h)
		}
		if h.Len() <= 4 {
			plate++
		}
		if !onSnowflake(rot60(h)) {
			t.Errorf("%v is on the board but its 60° turn %v is not", h, rot60(h))
		}
		ranks[snowflakeRank(h)] = true
		files[snowflakeFile(h)] = true
		name := b.CellName(Cell(i))
		if name != snowflakeHexName(h) {
			t.Errorf("cell %d is named %s, its cube %v says %s", i, name, h, snowflakeHexName(h))
		}
		r, _ := strconv.Atoi(name[1:])
		if back := snowflakeCubeAt(int(name[0]-'a'), r); back != h {
			t.Errorf("%s: SnowflakeCubeAt gives %v, want %v", name, back, h)
		}
		if c := b.CellAt(b.Info(Cell(i)).Center); c != Cell(i) {
			t.Errorf("CellAt(centre of %s) = %s", name, b.CellName(c))
		}
	}
	if plate != 61 {
		t.Errorf("centre plate has %d hexes, want 61", plate)
	}
	if len(ranks) != 23 || !ranks[1] || !ranks[23] || len(files) != 23 || !files[0] || !files[22] {
		t.Errorf("ranks %v and files %v should be 1–23 and a–w", ranks, files)
	}
	// Mirror symmetry too (x ↔ y reflects about the vertical axis).
	for _, h := range cubes {
		if !onSnowflake(Cube{h.Y, h.X, h.Z}) {
			t.Errorf("%v has no mirror image", h)
		}
	}
	centre, ok := b.Lookup("l12")
	if !ok || cubes[centre] != (Cube{}) || b.Info(centre).Shade != 4 {
		t.Fatalf("l12 must be the centre hex, shaded 3")
	}
	for f := 0; f < 23; f++ {
		name := FileLetter(f) + "12"
		c, ok := b.Lookup(name)
		if !ok {
			t.Fatalf("the middle rank lacks %s", name)
		}
		if want := (Cube{f - 11, 11 - f, 0}); cubes[c] != want {
			t.Errorf("%s is %v, want %v", name, cubes[c], want)
		}
	}
	if m12, _ := b.Lookup("m12"); cubes[m12] != HexDirs[0] {
		t.Error("m12 should be the centre's right-hand neighbour")
	}
	if _, ok := b.Lookup("a1"); ok {
		t.Error("a1 is not on the snowflake (rank 1 holds only the two lower tips)")
	}
}

func TestSnowflakeGeometry(t *testing.T) {
	b, cubes := Snowflake(), SnowflakeCubes()
	at := map[Cube]Cell{}
	for i, h := range cubes {
		at[h] = Cell(i)
	}
	for i, h := range cubes {
		info := b.Info(Cell(i))
		if want := rawShade(h); h == (Cube{}) && info.Shade != 4 || h != (Cube{}) && int(info.Shade) != want {
			t.Errorf("%s has shade %d", info.Name, info.Shade)
		}
		if len(info.Poly) != 6 || math.Abs(info.Size-0.9) > 1e-9 {
			t.Errorf("%s: %d corners, size %v", info.Name, len(info.Poly), info.Size)
		}
		for k, d := range HexDirs {
			n, ok := at[h.Add(d)]
			if !ok {
				continue
			}
			ni := b.Info(n)
			if rawShade(h) == rawShade(h.Add(d)) {
				t.Errorf("neighbours %s and %s share a shade", info.Name, ni.Name)
			}
			if dist := info.Center.Dist(ni.Center); math.Abs(dist-1) > 1e-9 {
				t.Errorf("neighbours %s and %s are %v apart", info.Name, ni.Name, dist)
			}
			if k == 0 { // east: the next hex of the rank, one letter on, level
				if ni.Center.Y != info.Center.Y || ni.Center.X <= info.Center.X || snowflakeFile(h.Add(d)) != snowflakeFile(h)+1 {
					t.Errorf("%s → %s is not a step right along the rank", info.Name, ni.Name)
				}
			}
			// Neighbouring hexes share an edge: two corners in common.
			common := 0
			for _, p := range info.Poly {
				for _, q := range ni.Poly {
					if p.Dist(q) < 1e-9 {
						common++
					}
				}
			}
			if common != 2 {
				t.Errorf("%s and %s share %d corners", info.Name, ni.Name, common)
			}
		}
		for _, d := range HexDiagonals {
			if n, ok := at[h.Add(d)]; ok && rawShade(cubes[n]) != rawShade(h) {
				t.Errorf("diagonal %s → %s changes shade", info.Name, b.Info(n).Name)
			}
		}
	}
	// Rank 1 is the bottom row, rank 23 the top one.
	lo, hi := b.Bounds()
	for i, h := range cubes {
		y := b.Info(Cell(i)).Center.Y
		if snowflakeRank(h) == 1 && y-lo.Y > 1.5 || snowflakeRank(h) == 23 && hi.Y-y > 1.5 {
			t.Errorf("%s is not at its edge of the board", b.CellName(Cell(i)))
		}
	}
	// Labels: two per rank and two per file.
	count := map[string]int{}
	for _, l := range b.Labels() {
		count[l.Text]++
		if b.CellAt(l.At) != NoCell {
			t.Errorf("label %s at %v lies on a hex", l.Text, l.At)
		}
	}
	for r := 1; r <= 23; r++ {
		if count[strconv.Itoa(r)] != 2 {
			t.Errorf("rank %d has %d labels", r, count[strconv.Itoa(r)])
		}
	}
	for f := 0; f < 23; f++ {
		if count[FileLetter(f)] != 2 {
			t.Errorf("file %s has %d labels", FileLetter(f), count[FileLetter(f)])
		}
	}
}
