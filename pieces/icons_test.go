package pieces

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"oddboards/boards/draw"
)

func loadFonts(t testing.TB) *draw.Fonts {
	t.Helper()
	f, err := draw.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// render draws p alone, centred in an n×n image with a margin of n/4 all round, so
// anything drawn outside its box shows.
func render(f *draw.Fonts, p Piece, colour string, n int, badge string) *image.RGBA {
	r := draw.NewRaster(n+n/2, n+n/2, f)
	c := float64(n+n/2) / 2
	Draw(r, p, colour, c, c, float64(n), badge)
	return r.Image()
}

// chessKinds are the kinds of Chess 2016, 56 and 112: King to Rhinoceros.
func chessKinds() []Kind {
	var ks []Kind
	for k := King; k <= Rhinoceros; k++ {
		ks = append(ks, k)
	}
	return ks
}

func TestDrawEveryKind(t *testing.T) {
	f := loadFonts(t)
	for _, k := range All() {
		for _, n := range []int{16, 40, 200} {
			for _, badge := range []string{"", "WK"} { // none, and a game's widest letters
				img := render(f, Piece{Kind: k, Facing: NoFacing}, "white", n, badge)
				m := n / 4
				b := img.Bounds()
				// Something opaque near the centre.
				opaque := 0
				for y := m + n*3/8; y < m+n*5/8; y++ {
					for x := m + n*3/8; x < m+n*5/8; x++ {
						if img.RGBAAt(x, y).A > 200 {
							opaque++
						}
					}
				}
				if opaque == 0 {
					t.Errorf("%v at %d px: nothing opaque near the centre", k, n)
				}
				// Nothing outside the box (allowing a pixel of antialiasing).
				for y := b.Min.Y; y < b.Max.Y; y++ {
					for x := b.Min.X; x < b.Max.X; x++ {
						in := x >= m-1 && x < m+n+1 && y >= m-1 && y < m+n+1
						if !in && img.RGBAAt(x, y).A != 0 {
							t.Errorf("%v at %d px (badge %q): paint outside the box at (%d, %d)", k, n, badge, x-m, y-m)
							y, x = b.Max.Y, b.Max.X
						}
					}
				}
			}
		}
	}
}

func TestChessKindsDistinct(t *testing.T) {
	f := loadFonts(t)
	ks := chessKinds()
	if len(ks) != 29 {
		t.Fatalf("expected 29 chess kinds, got %d", len(ks))
	}
	for _, colour := range []string{"white", "black"} {
		imgs := make([]*image.RGBA, len(ks))
		for i, k := range ks {
			imgs[i] = render(f, Piece{Kind: k, Facing: NoFacing}, colour, 64, "")
		}
		for i := range ks {
			for j := i + 1; j < len(ks); j++ {
				if d := diff(imgs[i], imgs[j]); d < 40 {
					t.Errorf("%s %v and %v differ in only %d pixels", colour, ks[i], ks[j], d)
				}
			}
		}
	}
}

// TestOtherGamesKindsDistinct checks that the kinds of each of the other games are pairwise
// distinct at 64 px, in every colour the game seats.
func TestOtherGamesKindsDistinct(t *testing.T) {
	f := loadFonts(t)
	games := []struct {
		name    string
		kinds   []Kind
		colours []string
	}{
		{"Dino-Czars", []Kind{Tyrannosaurus, Velociraptor, Pterosaur, Stegosaurus, Triceratops, Brontosaurus, Egg},
			[]string{"white", "black"}},
		{"Pothole Chess", []Kind{King, Car, Racecar, Bulldozer, Megadozer, DirtDevil, Cyclone, Pothole},
			[]string{"white", "red", "black", "blue"}},
		{"Clash of Command", []Kind{Droid, Hawk, Factor, Commander, Brute, Slicer},
			[]string{"white", "black"}},
		{"Antarctic Chess", []Kind{Orca, Leopard, SealElephant, Petrel, Skua, Emperor, KingPenguin, Gentoo, Rockhopper, Fairy},
			[]string{"white", "black", "red", "blue", "gold", "cyan", "brown", "green", "tan", "grey"}},
	}
	for _, g := range games {
		for _, colour := range g.colours {
			imgs := make([]*image.RGBA, len(g.kinds))
			for i, k := range g.kinds {
				imgs[i] = render(f, Piece{Kind: k, Facing: NoFacing}, colour, 64, "")
			}
			for i := range g.kinds {
				for j := i + 1; j < len(g.kinds); j++ {
					if d := diff(imgs[i], imgs[j]); d < 40 {
						t.Errorf("%s, %s: %v and %v differ in only %d pixels", g.name, colour, g.kinds[i], g.kinds[j], d)
					}
				}
			}
		}
	}
}

// diff counts pixels that differ clearly between a and b.
func diff(a, b *image.RGBA) int {
	n := 0
	for i := 0; i+3 < len(a.Pix); i += 4 {
		d := 0
		for c := 0; c < 4; c++ {
			v := int(a.Pix[i+c]) - int(b.Pix[i+c])
			if v < 0 {
				v = -v
			}
			d += v
		}
		if d > 60 {
			n++
		}
	}
	return n
}

func TestFacingTurns(t *testing.T) {
	f := loadFonts(t)
	for _, k := range []Kind{Knight, Camel, Cannon, Griffin, Tyrannosaurus, Pterosaur} {
		up := render(f, Piece{Kind: k, Facing: NoFacing}, "white", 64, "")
		north := render(f, Piece{Kind: k, Facing: 90}, "white", 64, "")
		east := render(f, Piece{Kind: k, Facing: 0}, "white", 64, "")
		if d := diff(up, north); d != 0 {
			t.Errorf("%v: facing 90 should draw upright, differs from NoFacing in %d pixels", k, d)
		}
		if d := diff(north, east); d < 100 {
			t.Errorf("%v: facing 0 and 90 differ in only %d pixels", k, d)
		}
		// Facing east is the upright drawing turned a quarter clockwise on the page.
		rot := image.NewRGBA(up.Bounds())
		w := up.Bounds().Dx()
		for y := 0; y < w; y++ {
			for x := 0; x < w; x++ {
				rot.SetRGBA(w-1-y, x, up.RGBAAt(x, y))
			}
		}
		if d := diff(rot, east); d > w*w/50 {
			t.Errorf("%v: facing 0 is not the upright icon turned clockwise (%d pixels differ)", k, d)
		}
	}
}

func TestColoursDiffer(t *testing.T) {
	f := loadFonts(t)
	for _, k := range chessKinds() {
		w := render(f, Piece{Kind: k, Facing: NoFacing}, "white", 40, "K")
		b := render(f, Piece{Kind: k, Facing: NoFacing}, "black", 40, "K")
		if d := diff(w, b); d < 100 {
			t.Errorf("%v: white and black differ in only %d pixels", k, d)
		}
	}
	if PlayerColours("no such colour") != PlayerColours("grey") {
		t.Error("unknown colour names should get grey")
	}
	seen := map[Colours]string{}
	for _, n := range []string{"white", "black", "red", "blue", "gold", "cyan", "brown", "green", "tan", "grey", "silver", "slate"} {
		c := PlayerColours(n)
		if o, dup := seen[c]; dup {
			t.Errorf("%s and %s have the same colours", n, o)
		}
		seen[c] = n
	}
}

func TestNoneDrawsNothing(t *testing.T) {
	img := render(loadFonts(t), Piece{}, "white", 40, "K")
	for i := 3; i < len(img.Pix); i += 4 {
		if img.Pix[i] != 0 {
			t.Fatal("the empty piece drew something")
		}
	}
}

// TestContactSheet writes a PNG of every kind in white and black on light and dark
// squares (to ODDBOARDS_ICON_SHEET when it names a file, for people to look at; to a
// temporary file otherwise), a second sheet at 24 px beside it (name-24.png), and checks
// that both are written. ODDBOARDS_ICON_BADGE="WK" badges every piece with those letters
// (the icons know no kind's letters: a game's descriptor does).
func TestContactSheet(t *testing.T) {
	path := os.Getenv("ODDBOARDS_ICON_SHEET")
	if path == "" {
		path = filepath.Join(t.TempDir(), "sheet.png")
	}
	f := loadFonts(t)
	badge := os.Getenv("ODDBOARDS_ICON_BADGE")
	for _, n := range []int{64, 24} {
		p := path
		if n != 64 {
			p = strings.TrimSuffix(path, ".png") + "-24.png"
		}
		writeSheet(t, f, p, n, All(), badge)
		checkSheet(t, p, n, All())
	}
	// ODDBOARDS_ICON_ZOOM="200 King Queen" adds a sheet of some kinds at a larger size.
	if z := strings.Fields(os.Getenv("ODDBOARDS_ICON_ZOOM")); len(z) > 1 {
		n, err := strconv.Atoi(z[0])
		if err != nil {
			t.Fatal(err)
		}
		var ks []Kind
		for _, k := range All() {
			if slices.Contains(z[1:], k.String()) {
				ks = append(ks, k)
			}
		}
		writeSheet(t, f, strings.TrimSuffix(path, ".png")+"-zoom.png", n, ks, badge)
	}
}

// checkSheet reads a written sheet back and fails unless it has the size of its grid
// and every kind's first square holds a drawn piece (pixels far from the square's own
// colour), so an icon that draws nothing, or a sheet cut short, is caught.
func checkSheet(t *testing.T, path string, n int, kinds []Kind) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	perRow, cellW, cellH := 4, 4*n+20, n+18
	rows := (len(kinds) + perRow - 1) / perRow
	if b := img.Bounds(); b.Dx() != perRow*cellW || b.Dy() != rows*cellH {
		t.Fatalf("%s is %v, want %d×%d", path, b, perRow*cellW, rows*cellH)
	}
	for i, k := range kinds {
		x0, y0 := i%perRow*cellW, i/perRow*cellH
		drawn := 0
		for y := y0; y < y0+n; y++ {
			for x := x0; x < x0+n; x++ {
				r, g, b, _ := img.At(x, y).RGBA()
				// the light square is ee d9 b6: a piece's fill or outline is far from it
				if d := absDiff(r>>8, 0xee) + absDiff(g>>8, 0xd9) + absDiff(b>>8, 0xb6); d > 60 {
					drawn++
				}
			}
		}
		if drawn < n*n/50 {
			t.Errorf("%s: %s's square has %d drawn pixels of %d", path, k, drawn, n*n)
		}
	}
}

func absDiff(a uint32, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}

func writeSheet(t *testing.T, f *draw.Fonts, path string, n int, kinds []Kind, badge string) {
	perRow := 4
	if n > 100 {
		perRow = 1
	}
	light, dark := draw.RGB(0xee, 0xd9, 0xb6), draw.RGB(0xb5, 0x88, 0x63)
	cellW, cellH := 4*n+20, n+18
	rows := (len(kinds) + perRow - 1) / perRow
	r := draw.NewRaster(perRow*cellW, rows*cellH, f)
	r.Clear(draw.RGB(0xfa, 0xfa, 0xfa))
	for i, k := range kinds {
		x0, y0 := float64(i%perRow*cellW), float64(i/perRow*cellH)
		for j, v := range []struct {
			colour string
			sq     color.RGBA
		}{{"white", light}, {"white", dark}, {"black", light}, {"black", dark}} {
			x := x0 + float64(j*n)
			draw.Rect(r, x, y0, float64(n), float64(n))
			r.Fill(v.sq)
			Draw(r, Piece{Kind: k, Facing: NoFacing}, v.colour, x+float64(n)/2, y0+float64(n)/2, float64(n), badge)
		}
		r.Text(k.String(), x0+2, y0+float64(n)+3, 11, draw.RGB(0, 0, 0), draw.Anchor{}, false)
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, r.Image()); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s", path)
}

func BenchmarkDrawAll(b *testing.B) {
	f := loadFonts(b)
	r := draw.NewRaster(80, 80, f)
	ks := chessKinds()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, k := range ks {
			Draw(r, Piece{Kind: k, Facing: NoFacing}, "white", 40, 40, 80, "N")
		}
	}
}

// A small piece's badge grows so its letters stay minBadgeText high, up to a limit; a
// large piece keeps the usual badge.
func TestBadgeScale(t *testing.T) {
	for _, tc := range []struct {
		size float64
		want float64
	}{{200, 1}, {56, 1}, {28, 7.5 / 3.78}, {10, 2.2}} {
		if got := badgeScale(tc.size); math.Abs(got-tc.want) > 0.01 {
			t.Errorf("badgeScale(%v) = %v, want %v", tc.size, got, tc.want)
		}
		if text := 0.27 * badgeScale(tc.size) * tc.size / 2; tc.size >= 26 && text < minBadgeText-0.01 {
			t.Errorf("at %v px the badge's letters are %.1f px", tc.size, text)
		}
	}
}
