package zobrist_test

import (
	"testing"

	"oddboards/rules/zobrist"
)

// TestFillOrder: Fill hands out the keys Next would, in index order, and leaves alone
// what it is not given.
func TestFillOrder(t *testing.T) {
	want := zobrist.New(1, 2)
	var grid [3][4]uint64
	var row [2]uint64
	var tail [5]uint64
	got := zobrist.New(1, 2)
	got.Fill(&grid, row[:], tail[1:])
	for i := range grid {
		for j := range grid[i] {
			if k := want.Next(); grid[i][j] != k {
				t.Fatalf("grid[%d][%d] = %x, want %x", i, j, grid[i][j], k)
			}
		}
	}
	for i := range row {
		if k := want.Next(); row[i] != k {
			t.Fatalf("row[%d] = %x, want %x", i, row[i], k)
		}
	}
	if tail[0] != 0 {
		t.Errorf("tail[0] was filled: %x", tail[0])
	}
	for i := 1; i < len(tail); i++ {
		if k := want.Next(); tail[i] != k {
			t.Fatalf("tail[%d] = %x, want %x", i, tail[i], k)
		}
	}
	if got.Next() != want.Next() {
		t.Error("Fill drew more or fewer keys than it filled")
	}
}

// TestFillOther: a table of anything but uint64s is a mistake that says so.
func TestFillOther(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("a table of ints was filled")
		}
	}()
	var bad [2]int
	zobrist.New(1, 1).Fill(&bad)
}
