package viewport

import (
	"math"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
)

func startOf(t *testing.T, id string) rules.Position {
	t.Helper()
	e, err := games.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	p, err := e.Game.Start(rules.Config{Variant: e.Variant})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func near(a, b boards.Point) bool { return math.Hypot(a.X-b.X, a.Y-b.Y) < 1e-6 }

// Every cell's centre maps back to the cell, however the board is turned and zoomed.
func TestCellCentresRoundTrip(t *testing.T) {
	for _, id := range []string{"chess-2016", "dino-czars", "antarctic-chess"} {
		p := startOf(t, id)
		var v Viewport
		v.SetBoard(p.Board(), nil)
		v.Resize(700, 500)
		for _, view := range []struct {
			turn, zoom float64
		}{{0, 1}, {180, 1}, {90, 2.5}} {
			v.SetTurn(view.turn)
			v.ZoomBy(view.zoom)
			if v.Zoom() != view.zoom || v.Turn() != view.turn {
				t.Fatalf("%s: zoom %v turn %v, want %v", id, v.Zoom(), v.Turn(), view)
			}
			for c := range boards.Cell(p.Board().Len()) {
				x, y := v.cellCentre(c)
				if x < 0 || y < 0 || x > 700 || y > 500 {
					continue // zoomed out of sight
				}
				if got := v.CellAt(x, y); got != c {
					t.Fatalf("%s %+v: the centre of %v is on %v", id, view, c, got)
				}
			}
			v.ZoomBy(0)
		}
	}
}

// Zooming keeps the board point under the pointer where it is, within 1 and maxZoom.
func TestZoomAt(t *testing.T) {
	p := startOf(t, "chess-2016")
	for _, tc := range []struct {
		name string
		ks   []float64
		x, y float64
		zoom float64
	}{
		{"in about a point", []float64{2}, 300, 200, 2},
		{"in twice", []float64{1.5, 1.5}, 250, 300, 2.25},
		{"no further than MaxZoom", []float64{100}, 350, 250, maxZoom},
		{"out past the whole board", []float64{3, 0.1}, 300, 200, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var v Viewport
			v.SetBoard(p.Board(), nil)
			v.Resize(700, 500)
			before := v.PointAt(tc.x, tc.y)
			for _, k := range tc.ks {
				v.ZoomAt(k, tc.x, tc.y)
			}
			if v.Zoom() != tc.zoom {
				t.Fatalf("zoom %v, want %v", v.Zoom(), tc.zoom)
			}
			if after := v.PointAt(tc.x, tc.y); !near(before, after) {
				t.Errorf("under the pointer %v became %v", before, after)
			}
			if v.View().Zoom != tc.zoom && tc.zoom != 1 {
				t.Errorf("the view's zoom %v", v.View().Zoom)
			}
		})
	}
}

// Panning moves the board with the pointer, but no further than keeps it in sight.
func TestPan(t *testing.T) {
	p := startOf(t, "chess-2016")
	var v Viewport
	v.SetBoard(p.Board(), nil)
	v.Resize(700, 500)
	v.ZoomBy(3)
	under := v.PointAt(350, 250)
	v.Pan(350, 250, 380, 230)
	if got := v.PointAt(380, 230); !near(got, under) {
		t.Errorf("after the pan %v is under the pointer, want %v", got, under)
	}
	v.Pan(0, 0, 1e6, 1e6) // far past the edge
	lo, hi := p.Board().Bounds()
	mid := v.PointAt(350, 250)
	if mid.X < lo.X-1e-9 || mid.X > hi.X+1e-9 || mid.Y < lo.Y-1e-9 || mid.Y > hi.Y+1e-9 {
		t.Errorf("panned off the board: the middle shows %v, bounds %v–%v", mid, lo, hi)
	}
}

// Reserves take a band beside the board; their slots are found where they are drawn.
func TestReserveSlots(t *testing.T) {
	p := startOf(t, "dino-czars")
	var v Viewport
	v.SetBoard(p.Board(), nil)
	v.Resize(500, 700) // the width decides the board's size
	alone := v.Scale()
	reserves := [][]pieces.Piece{p.Reserve(0), p.Reserve(1)}
	v.SetBoard(p.Board(), reserves)
	if v.Scale() >= alone {
		t.Errorf("with reserves the board is as large (%v) as alone (%v)", v.Scale(), alone)
	}
	for i, pl := range []pieces.Player{0, 1} {
		x, y, ok := v.SlotCentre(pl, pieces.Egg)
		if !ok {
			t.Fatalf("no egg slot for player %d", pl)
		}
		if got := v.SlotAt(x, y); got != i {
			t.Errorf("player %d's egg is slot %d, want %d", pl, got, i)
		}
		if c := v.CellAt(x, y); c != boards.NoCell {
			t.Errorf("the slot is on cell %v", c)
		}
	}
	if _, _, ok := v.SlotCentre(0, pieces.Tyrannosaurus); ok {
		t.Error("a slot for a piece no reserve holds")
	}
	if v.SlotAt(1, 1) != -1 {
		t.Error("a slot in the corner")
	}
	// a carried piece is drawn a little larger than the cell it is over
	c := boards.Cell(0)
	if got, want := v.PieceSize(c), v.Scale()*p.Board().Info(c).Size*1.1; math.Abs(got-want) > 1e-9 {
		t.Errorf("carried over a cell: %v, want %v", got, want)
	}
}
