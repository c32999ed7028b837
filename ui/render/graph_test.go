package render

import (
	"image/color"
	"math"
	"testing"

	"oddboards/boards/draw"
	"oddboards/pieces"
)

// The graph draws what it is given: with two seats, the first seat's share from below
// in its colour and the rest in the second's; the position shown as a line; a mark on
// its player's line. With more seats, each seat's line in its colour.
func TestDrawGraph(t *testing.T) {
	const w, h = 200, 100
	at := func(g Graph, x, y int) color.RGBA {
		r := draw.NewRaster(w, h, nil)
		DrawGraph(r, g, w, h)
		return r.Image().RGBAAt(x, y)
	}
	near := func(a color.RGBA, b color.Color) bool {
		br, bg, bb, _ := b.RGBA()
		d := func(x uint8, y uint32) int { return max(int(x)-int(y>>8), int(y>>8)-int(x)) }
		return d(a.R, br) < 24 && d(a.G, bg) < 24 && d(a.B, bb) < 24
	}
	white, black := pieces.PlayerColours("white").Fill, pieces.PlayerColours("black").Fill
	// White rises to 0.9 over four plies
	two := Graph{Curves: [][]float64{{0.5, 0.6, 0.7, 0.8, 0.9}, {0.5, 0.4, 0.3, 0.2, 0.1}}, Colours: []string{"white", "black"}, Plies: 4, Current: -1}
	if c := at(two, 190, 20); !near(c, white) {
		t.Errorf("near the end, high up (White's 0.9): %v, want White's colour", c)
	}
	if c := at(two, 10, 20); !near(c, black) {
		t.Errorf("at the start, high up (White's 0.5): %v, want Black's colour", c)
	}
	two.Current = 2
	if c := at(two, GraphPly(100, w, 4)*w/4, 10); !near(c, graphCurrent) {
		t.Errorf("the position shown: %v, want the current line's colour", c)
	}
	two.Current = -1
	two.Marks = []GraphMark{{Ply: 1, Seat: 0, Level: 3}}
	if c := at(two, 100, int(graphY(0.7, h))); !near(c, markColours[3]) {
		t.Errorf("the blunder after ply 2: %v, want red", c)
	}
	// half analysed: the rest is neither seat's
	half := Graph{Curves: [][]float64{{0.5, 0.9, 0.9}, {0.5, 0.1, 0.1}}, Colours: []string{"white", "black"}, Plies: 4, Current: -1}
	if c := at(half, 190, 10); !near(c, graphGround) {
		t.Errorf("a ply not analysed: %v, want the ground", c)
	}
	if c := at(half, 10, 10); !near(c, black) {
		t.Errorf("an analysed ply, high up: %v, want Black's colour", c)
	}
	// three seats: Red's line climbs to the top, the others stay at the middle
	three := Graph{Curves: [][]float64{{0.5, 0.5, 0.5}, {0.5, 0.75, 0.9}, {0.5, 0.5, 0.5}}, Colours: []string{"white", "red", "blue"}, Plies: 2, Current: -1}
	if c := at(three, 195, int(graphY(0.9, h))); int(c.R) < int(c.G)+60 && !near(c, graphEdge) {
		t.Errorf("Red's line at the end: %v", c)
	}
	if c := at(three, 100, 20); !near(c, graphGround) {
		t.Errorf("above the lines: %v, want the ground", c)
	}
	for _, c := range []struct{ x, want float64 }{{0, 0}, {49, 1}, {51, 1}, {200, 4}, {-5, 0}, {400, 4}} {
		if got := GraphPly(c.x, w, 4); float64(got) != c.want {
			t.Errorf("GraphPly(%v) = %d, want %v", c.x, got, c.want)
		}
	}
}

// The histogram counts each setup in its bar: mates and scores beyond two pawns at the
// ends, the current setup's bar in blue, the balanced range shaded.
func TestDrawHistogram(t *testing.T) {
	for _, c := range []struct {
		score float64
		bar   int
	}{{math.Inf(-1), 0}, {-2.5, 0}, {-2, 1}, {-0.01, 10}, {0, 11}, {1.99, 20}, {2, 21}, {math.Inf(1), 21}} {
		if got := HistogramBar(c.score); got != c.bar {
			t.Errorf("HistogramBar(%v) = %d, want %d", c.score, got, c.bar)
		}
	}
	const w, h = 220, 120
	// eight mates: the end bar is taller than the tallest in range, and cut at the top
	hg := Histogram{Scores: []float64{0.1, 0.1, 0.1, 0.1, 1.5, math.Inf(1), math.Inf(1), math.Inf(1), math.Inf(1), math.Inf(1), math.Inf(1), math.Inf(1), math.Inf(1)}, Current: 1.5, Even: 0.3}
	r := draw.NewRaster(w, h, nil)
	DrawHistogram(r, hg, w, h)
	img := r.Image()
	bw := float64(w) / 22
	px := func(bar int, y int) color.RGBA { return img.RGBAAt(int(bw*float64(bar)+bw/2), y) }
	plot := h - int(math.Max(9, math.Min(h/20.0, 14))*1.6)
	if c := px(11, plot-3); c.R > 0x90 || c.R < 0x70 {
		t.Errorf("the tallest bar (four setups at +0.1): %v at its foot, want grey", c)
	}
	if c := px(18, plot-3); !(c.B > 0xc0 && c.R < 0x60) {
		t.Errorf("the current setup's bar (+1.5): %v, want blue", c)
	}
	if c := px(10, 5); c.G < 0xe0 || c.R > 0xe8 {
		t.Errorf("an empty bar in the balanced band: %v, want pale green", c)
	}
	if c := px(11, plot/10); c.R > 0x90 || c.R < 0x70 {
		t.Errorf("the tallest bar in range, near the top: %v, want grey: it, not the mates' bar, sets the scale", c)
	}
	if c := px(5, plot-3); c.R != 0xff || c.G != 0xff {
		t.Errorf("an empty bar: %v, want white", c)
	}
}

// Each seat's bar reaches its share in its colour; the even share is a dashed line.
func TestDrawSeatBars(t *testing.T) {
	const w, h = 400, 90
	sb := SeatBars{Names: []string{"Gold", "Red", "Blue"}, Colours: []string{"yellow", "red", "blue"},
		Shares: []float64{0.6, 0.3, 0.1}, Lo: []float64{0.5, 0.2, 0.05}, Hi: []float64{0.7, 0.4, 0.2}, Fair: 1.0 / 3}
	r := draw.NewRaster(w, h, nil)
	DrawSeatBars(r, sb, w, h)
	img := r.Image()
	// the scale runs to 0.8 (a tenth above the highest reach), over the middle 46%
	x := func(v float64) int { return int(w*0.24 + w*0.46*v/0.8) }
	red := pieces.PlayerColours("red").Fill
	rr, rg, rb, _ := red.RGBA()
	isRed := func(c color.RGBA) bool {
		return math.Abs(float64(c.R)-float64(rr>>8)) < 24 && math.Abs(float64(c.G)-float64(rg>>8)) < 24 && math.Abs(float64(c.B)-float64(rb>>8)) < 24
	}
	// Red's row is the second: its bar ends at 0.3, below the whisker's line
	y := h/2 - 8
	if c := img.RGBAAt(x(0.25), y); !isRed(c) {
		t.Errorf("Red's bar at 0.25: %v, want Red's colour", c)
	}
	if c := img.RGBAAt(x(0.36), y); isRed(c) {
		t.Errorf("Red's bar reaches past its share of 0.3: %v", c)
	}
	if c := img.RGBAAt(x(1.0/3), 2); c.B < 0xc0 || c.R > 0x80 {
		t.Errorf("the even share's line at the top: %v, want blue", c)
	}
}
