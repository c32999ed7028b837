package render

import (
	"image"
	"image/color"
	"math"
	"reflect"
	"testing"

	"oddboards/boards"
	"oddboards/boards/draw"
	"oddboards/pieces"
	"oddboards/rules/chess2016"
)

// testBoard is an 8×8 board with two ranks of pieces a side, like a chess start.
// chessKinds are the kinds testBoard's pieces are named and badged by.
var chessKinds = chess2016.New().Kinds()

func testBoard(t testing.TB) (*boards.Board, func(boards.Cell) pieces.Piece) {
	b := boards.Squares("test", 8, 8, func(f, r int) bool { return true })
	back := []pieces.Kind{pieces.Rook, pieces.Knight, pieces.Bishop, pieces.Queen, pieces.King, pieces.Bishop, pieces.Knight, pieces.Rook}
	at := map[boards.Cell]pieces.Piece{}
	for f := 0; f < 8; f++ {
		for _, row := range []struct {
			r     int
			kind  pieces.Kind
			owner pieces.Player
		}{{0, back[f], 0}, {1, pieces.Pawn, 0}, {6, pieces.Pawn, 1}, {7, back[f], 1}} {
			c, ok := b.Lookup(boards.SquareName(f, row.r))
			if !ok {
				t.Fatalf("no square %s", boards.SquareName(f, row.r))
			}
			at[c] = pieces.Piece{Kind: row.kind, Owner: row.owner, Facing: pieces.NoFacing}
		}
	}
	return b, func(c boards.Cell) pieces.Piece { return at[c] }
}

func fonts(t testing.TB) *draw.Fonts {
	f, err := draw.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func same(a, b color.Color) bool {
	r1, g1, b1, _ := a.RGBA()
	r2, g2, b2, _ := b.RGBA()
	return r1>>8 == r2>>8 && g1>>8 == g2>>8 && b1>>8 == b2>>8
}

func TestLayoutRoundTripsAndKeepsShape(t *testing.T) {
	b, _ := testBoard(t)
	for _, tc := range []struct{ w, h, turn float64 }{{800, 800, 0}, {1200, 700, 0}, {700, 1200, 180}, {900, 900, 90}, {640, 480, 60}} {
		l := NewLayout(b, tc.w, tc.h, 10, tc.turn)
		for _, name := range []string{"a1", "h8", "d4", "e5"} {
			c, _ := b.Lookup(name)
			x, y := l.ToSurface(b.Info(c).Center)
			if x < 0 || y < 0 || x > tc.w || y > tc.h {
				t.Errorf("%v: %s centre (%.0f,%.0f) is outside the box", tc, name, x, y)
			}
			if got := l.CellAt(b, x, y); got != c {
				t.Errorf("%v: hit test at the centre of %s gave %s", tc, name, b.CellName(got))
			}
		}
		// squares stay square: a1's width on screen equals its height
		c, _ := b.Lookup("a1")
		poly := b.Info(c).Poly
		x0, y0 := l.ToSurface(poly[0])
		x1, y1 := l.ToSurface(poly[1])
		x3, y3 := l.ToSurface(poly[3])
		if d := math.Hypot(x1-x0, y1-y0) - math.Hypot(x3-x0, y3-y0); math.Abs(d) > 1e-6 {
			t.Errorf("%v: a1 is not square on screen (%.3f)", tc, d)
		}
	}
}

func TestTurnedBoardPutsBlackAtTheBottom(t *testing.T) {
	b, _ := testBoard(t)
	a1, _ := b.Lookup("a1")
	h8, _ := b.Lookup("h8")
	up := NewLayout(b, 800, 800, 10, 0)
	down := NewLayout(b, 800, 800, 10, 180)
	_, ya1 := up.ToSurface(b.Info(a1).Center)
	_, yh8 := up.ToSurface(b.Info(h8).Center)
	if ya1 <= yh8 {
		t.Errorf("unturned: a1 (y=%.0f) should be below h8 (y=%.0f)", ya1, yh8)
	}
	_, ya1 = down.ToSurface(b.Info(a1).Center)
	_, yh8 = down.ToSurface(b.Info(h8).Center)
	if ya1 >= yh8 {
		t.Errorf("turned: a1 (y=%.0f) should be above h8 (y=%.0f)", ya1, yh8)
	}
}

func TestDrawShowsSquaresPiecesAndHighlights(t *testing.T) {
	b, at := testBoard(t)
	sc := NewScene(b, at, []string{"white", "black"}, chessKinds)
	sc.Icons = NewIcons(fonts(t))
	img, l := Image(sc, 400, 400, 0, fonts(t))
	px := img.Image()
	centre := func(name string) (int, int) {
		c, _ := b.Lookup(name)
		x, y := l.ToSurface(b.Info(c).Center)
		return int(x), int(y)
	}
	// an empty light square (d4 is light... a1 is dark, so e4 is light)
	x, y := centre("e4")
	if !same(px.At(x, y), Classic.Shades[0]) {
		t.Errorf("e4 centre is %v, want the light shade", px.At(x, y))
	}
	x, y = centre("d4")
	if !same(px.At(x, y), Classic.Shades[1]) {
		t.Errorf("d4 centre is %v, want the dark shade", px.At(x, y))
	}
	// a square with a piece is no longer its plain shade at the centre
	x, y = centre("e1")
	if same(px.At(x, y), Classic.Shades[0]) || same(px.At(x, y), Classic.Shades[1]) {
		t.Errorf("e1 holds the King, but its centre shows a bare square")
	}
	// highlights change the picture where they are
	e2, _ := b.Lookup("e2")
	e4, _ := b.Lookup("e4")
	sc.Selected = e2
	sc.Targets = []Target{{Cell: e4}}
	img2, _ := Image(sc, 400, 400, 0, fonts(t))
	x, y = centre("e4")
	if same(img2.Image().At(x, y), px.At(x, y)) {
		t.Error("a target dot on e4 did not change its centre")
	}
}

func TestCachedAndVectorPiecesLookAlike(t *testing.T) {
	b, at := testBoard(t)
	sc := NewScene(b, at, []string{"white", "black"}, chessKinds)
	vec, _ := Image(sc, 320, 320, 0, fonts(t))
	sc.Icons = NewIcons(fonts(t))
	cached, _ := Image(sc, 320, 320, 0, fonts(t))
	// Same picture up to sub-pixel placement: compare mean absolute difference.
	if d := meanDiff(vec.Image(), cached.Image()); d > 6 {
		t.Errorf("cached icons differ from vector drawing by %.1f per channel on average", d)
	}
}

func meanDiff(a, b *image.RGBA) float64 {
	var sum float64
	for i := range a.Pix {
		sum += math.Abs(float64(a.Pix[i]) - float64(b.Pix[i]))
	}
	return sum / float64(len(a.Pix))
}

func TestOutlineIsTheBoardsBorder(t *testing.T) {
	b, _ := testBoard(t)
	if got := len(outline(b)); got != 32 {
		t.Errorf("an 8×8 board has 32 border edges, got %d", got)
	}
	holey := boards.Squares("holey", 3, 3, func(f, r int) bool { return !(f == 1 && r == 1) })
	if got := len(outline(holey)); got != 16 {
		t.Errorf("a 3×3 ring has 12 outer and 4 inner border edges, got %d", got)
	}
}

func BenchmarkDrawBoard1000(b *testing.B) {
	bd, at := testBoard(b)
	f := fonts(b)
	sc := NewScene(bd, at, []string{"white", "black"}, chessKinds)
	sc.Icons = NewIcons(f)
	Image(sc, 1000, 1000, 0, f) // warm the icon cache, as the screen does
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		Image(sc, 1000, 1000, 0, f)
	}
}

func TestPainterMatchesDirectDrawing(t *testing.T) {
	b, at := testBoard(t)
	f := fonts(t)
	sc := NewScene(b, at, []string{"white", "black"}, chessKinds)
	sc.Icons = NewIcons(f)
	e2, _ := b.Lookup("e2")
	sc.Selected = e2
	direct, _ := Image(sc, 500, 420, 180, f)
	p := NewPainter(f, nil)
	for i := 0; i < 2; i++ { // the second time from the cached background
		got, _ := p.Paint(sc, 500, 420, View{Turn: 180})
		if d := meanDiff(direct.Image(), got); d > 0.01 {
			t.Fatalf("pass %d: painter differs from direct drawing by %.3f", i, d)
		}
	}
	// a different turn must not reuse the old background
	other, _ := p.Paint(sc, 500, 420, View{})
	turned, _ := Image(sc, 500, 420, 0, f)
	if d := meanDiff(turned.Image(), other); d > 0.01 {
		t.Fatalf("painter reused a stale background (%.3f)", d)
	}
}

func BenchmarkPaintBoard1000(b *testing.B) {
	bd, at := testBoard(b)
	p := NewPainter(fonts(b), nil)
	sc := NewScene(bd, at, []string{"white", "black"}, chessKinds)
	p.Paint(sc, 1000, 1000, View{})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.Paint(sc, 1000, 1000, View{})
	}
}

func TestBorderEdgesChainIntoLoops(t *testing.T) {
	b, _ := testBoard(t)
	if l := loops(outline(b)); len(l) != 1 || len(l[0]) != 32 {
		t.Errorf("an 8×8 board's border is one loop of 32 points, got %d loops", len(l))
	}
	holey := boards.Squares("holey", 3, 3, func(f, r int) bool { return !(f == 1 && r == 1) })
	if l := loops(outline(holey)); len(l) != 2 {
		t.Errorf("a ring has an outer and an inner border, got %d loops", len(l))
	}
}

func TestEveryBoardThemeSetsEveryColour(t *testing.T) {
	themes := BoardThemes()
	if len(themes) < 2 || themes[0].Theme != Classic {
		t.Fatalf("want Classic first among several themes, got %d", len(themes))
	}
	for _, nt := range themes {
		v := reflect.ValueOf(nt.Theme)
		for i := 0; i < v.NumField(); i++ {
			f := v.Field(i)
			switch f.Kind() {
			case reflect.Interface:
				if f.IsNil() && v.Type().Field(i).Name != "Grid" { // no grid: by design
					t.Errorf("%s.%s is not set", nt.Name, v.Type().Field(i).Name)
				}
			case reflect.Array:
				for j := 0; j < f.Len(); j++ {
					if f.Index(j).IsNil() {
						t.Errorf("%s.%s[%d] is not set", nt.Name, v.Type().Field(i).Name, j)
					}
				}
			}
		}
	}
}

func TestCellMarksAreDrawn(t *testing.T) {
	b := boards.Pothole()
	sc := NewScene(b, func(boards.Cell) pieces.Piece { return pieces.Piece{} }, nil, nil)
	img, l := Image(sc, 420, 420, 0, fonts(t))
	plain := NewScene(boards.Squares("plain", 7, 7, func(f, r int) bool { return !boards.PotholeMissing(f, r) }), sc.PieceAt, nil, nil)
	img2, _ := Image(plain, 420, 420, 0, fonts(t))
	// d4 is marked "*": its lower-left corner differs from the unmarked board's
	c, _ := b.Lookup("d4")
	x, y := l.ToSurface(b.Info(c).Center.Add(boards.Point{X: -0.36, Y: -0.36}))
	differ := 0
	for dy := -3; dy <= 3; dy++ {
		for dx := -3; dx <= 3; dx++ {
			if !same(img.Image().At(int(x)+dx, int(y)+dy), img2.Image().At(int(x)+dx, int(y)+dy)) {
				differ++
			}
		}
	}
	if differ == 0 {
		t.Error("d4's zone mark is not drawn")
	}
}

// TestClashPromotionRowsAreBlackAndWhite: the graph board rings the nodes where Black
// promotes (rank 1) in black and where White promotes (rank 9) in white, as the seed's
// board does, far enough out to show round a piece.
func TestClashPromotionRowsAreBlackAndWhite(t *testing.T) {
	b := boards.ClashOfCommand()
	sc := NewScene(b, func(boards.Cell) pieces.Piece { return pieces.Piece{} }, nil, nil)
	r, l := Image(sc, 600, 600, 0, fonts(t))
	img := r.Image()
	lum := func(name string) float64 {
		c, _ := b.Lookup(name)
		x, y := l.ToSurface(b.Info(c).Center.Add(boards.Point{X: 0, Y: 0.47}))
		cr, cg, cb, _ := img.At(int(math.Round(x)), int(math.Round(y))).RGBA()
		return (0.299*float64(cr) + 0.587*float64(cg) + 0.114*float64(cb)) / 257
	}
	for _, c := range []struct {
		node        string
		light, dark bool
	}{{"e9", true, false}, {"a9", true, false}, {"e1", false, true}, {"i1", false, true}} {
		v := lum(c.node)
		if (c.light && v < 200) || (c.dark && v > 60) {
			t.Errorf("%s: the promotion ring's brightness is %.0f", c.node, v)
		}
	}
	if v := lum("e5"); v < 60 {
		t.Errorf("e5 has no promotion ring but is dark (%.0f) where one would be", v)
	}
}
