package render

import (
	"image"
	"image/color"
	"math"
	"slices"
	"testing"

	"oddboards/boards/draw"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
)

// Readability of the piece colours on the board (a reviewer's report: Tan and Brown pieces
// hard to see on the Antarctic board, White and Black Dirt Devils alike, an out player's
// pieces mistaken for Tan's).

// The minimums. WCAG asks 4.5 for text and 3 for graphics; ΔE (CIEDE2000) 2 is just
// noticeable, 10 plain at a glance, 20 two different colours.
const (
	minStrokeOnShade = 4.5 // WCAG contrast of every outline on every board shade
	minLineOnFill    = 3.0 // WCAG contrast of the outline, or of the inner lines, on the fill
	minFillOnShade   = 8.0 // ΔE of every fill from the board's light and dark shades (0–2)
	minFillPair      = 15  // ΔE between the fills of two players of one game (and mode)
)

// seatings lists, for every game and mode, the colours of its players.
func seatings(t *testing.T) map[string][]string {
	out := map[string][]string{}
	for _, e := range games.All() {
		for _, m := range rules.ModesOf(e.Game) {
			var cs []string
			for _, pl := range e.Game.Players(rules.Config{Variant: e.Variant, Mode: m}) {
				cs = append(cs, pl.Colour)
			}
			if len(cs) == 0 {
				t.Fatalf("%s %s: no players", e.ID, m)
			}
			out[e.ID+" "+m] = cs
		}
	}
	return out
}

func TestPaletteContrast(t *testing.T) {
	seats := seatings(t)
	if cs := seats["antarctic-chess 6E"]; !slices.Contains(cs, "tan") || !slices.Contains(cs, "brown") {
		t.Fatalf("expected Tan and Brown in Antarctic 6E, got %v", cs)
	}
	used := map[string]bool{}
	for _, cs := range seats {
		for _, c := range cs {
			used[c] = true
		}
	}
	for _, nt := range BoardThemes() {
		shades := nt.Theme.Shades
		for name := range used {
			c := pieces.PlayerColours(name)
			for i, sh := range shades {
				if r := wcag(c.Outline, sh); r < minStrokeOnShade {
					t.Errorf("%s, %s: outline %v on shade %d %v: contrast %.2f, want ≥ %.1f", nt.Name, name, c.Outline, i, sh, r, minStrokeOnShade)
				}
			}
			// the outline reads against the fill, or the fill is dark enough to be the
			// silhouette itself (Black, Brown: a dark fill with a darker edge)
			if r := wcag(c.Fill, c.Outline); r < minLineOnFill {
				for i, sh := range shades[:3] {
					if r2 := wcag(c.Fill, sh); r2 < minLineOnFill {
						t.Errorf("%s, %s: outline on fill %.2f and fill on shade %d %.2f, want one ≥ %.1f", nt.Name, name, r, i, r2, minLineOnFill)
					}
				}
			}
			for i, sh := range shades[:3] {
				if d := deltaE(c.Fill, sh); d < minFillOnShade {
					t.Errorf("%s, %s: fill %v and shade %d %v: ΔE %.1f, want ≥ %.0f", nt.Name, name, c.Fill, i, sh, d, minFillOnShade)
				}
			}
		}
	}
	for name := range used {
		c := pieces.PlayerColours(name)
		if r := wcag(c.Fill, c.Detail); r < minLineOnFill {
			t.Errorf("%s: inner lines on fill: contrast %.2f, want ≥ %.1f", name, r, minLineOnFill)
		}
	}
	for game, cs := range seats {
		for i := range cs {
			for j := i + 1; j < len(cs); j++ {
				if cs[i] == cs[j] {
					continue
				}
				a, b := pieces.PlayerColours(cs[i]).Fill, pieces.PlayerColours(cs[j]).Fill
				if d := deltaE(a, b); d < minFillPair {
					t.Errorf("%s: %s and %s: ΔE %.1f, want ≥ %d", game, cs[i], cs[j], d, minFillPair)
				}
			}
		}
	}
}

// TestDeltaEKnownPair checks deltaE on a pair from Sharma, Wu and Dalal's CIEDE2000 test data.
func TestDeltaEKnownPair(t *testing.T) {
	if d := ciede2000([3]float64{50, 2.6772, -79.7751}, [3]float64{50, 0, -82.7485}); math.Abs(d-2.0425) > 1e-3 {
		t.Errorf("ΔE = %.4f, want 2.0425", d)
	}
	if r := wcag(color.White, color.Black); math.Abs(r-21) > 1e-9 {
		t.Errorf("white on black: %.3f, want 21", r)
	}
}

// lightness sums up an icon's opaque pixels: their mean L*, and the share of light ones
// (L* ≥ 70) among those that are not the near-black outline (L* ≥ 30), its body.
func lightness(img *image.RGBA) (mean, lightBody float64, n int) {
	body, light := 0, 0
	for i := 0; i+3 < len(img.Pix); i += 4 {
		if img.Pix[i+3] < 200 {
			continue
		}
		l := lab(color.RGBA{img.Pix[i], img.Pix[i+1], img.Pix[i+2], 255})[0]
		n++
		mean += l
		if l >= 30 {
			body++
			if l >= 70 {
				light++
			}
		}
	}
	return mean / float64(max(n, 1)), float64(light) / float64(max(body, 1)), n
}

// TestWhiteWhirlwindsAreWhite draws the Pothole Chess whirlwinds at board sizes through the
// icon cache, as the screen does: White's body must be mostly light, Black's dark, and
// the two far apart (they were 19 % and 22 % light, mean L* 38 and 27, at 32 px).
func TestWhiteWhirlwindsAreWhite(t *testing.T) {
	ic := NewIcons(fonts(t))
	for _, k := range []pieces.Kind{pieces.DirtDevil, pieces.Cyclone} {
		for _, px := range []int{24, 32, 48, 64} {
			p := pieces.Piece{Kind: k, Facing: pieces.NoFacing}
			wm, w, n := lightness(ic.Get(p, "white", px, ""))
			bm, b, _ := lightness(ic.Get(p, "black", px, ""))
			if n < px*px/10 {
				t.Fatalf("%v at %d px: only %d opaque pixels", k, px, n)
			}
			// at 24 px the anti-aliased outline is most of the body: only the means count
			if px > 24 && w < 0.55 {
				t.Errorf("%v at %d px: White's body is only %.0f%% light", k, px, 100*w)
			}
			if b > 0.1 {
				t.Errorf("%v at %d px: Black's body is %.0f%% light", k, px, 100*b)
			}
			if wm-bm < 25 {
				t.Errorf("%v at %d px: mean L* of White %.0f and Black %.0f are too close", k, px, wm, bm)
			}
		}
	}
}

// TestOutPiecesStandApart draws a Red piece of a player who is out: it must differ from
// the live piece, keep Red's hue, be see-through, and not look like any live colour.
func TestOutPiecesStandApart(t *testing.T) {
	f := fonts(t)
	b, at := testBoard(t)
	paint := func(colours []string, out bool) *image.RGBA {
		sc := NewScene(b, at, colours, chessKinds)
		sc.Out = func(p pieces.Player) bool { return out && p == 0 }
		r := draw.NewRaster(64, 64, f)
		r.Clear(Classic.Shades[0])
		DrawPiece(r, sc, pieces.Piece{Kind: pieces.Rook, Owner: 0, Facing: pieces.NoFacing}, 32, 32, 56, 0)
		return r.Image()
	}
	outRed := paint([]string{"red", "black"}, true)
	reddish := 0
	for i := 0; i+3 < len(outRed.Pix); i += 4 {
		if int(outRed.Pix[i])-int(outRed.Pix[i+1]) > 60 {
			reddish++
		}
	}
	if reddish < 100 {
		t.Errorf("an out Red piece keeps little of Red's hue: %d reddish pixels", reddish)
	}
	for _, live := range []string{"red", "tan", "grey", "white", "silver"} {
		if d := differing(outRed, paint([]string{live, "black"}, false)); d < 300 {
			t.Errorf("an out Red piece differs from a live %s one in only %d pixels", live, d)
		}
	}
	// see-through: its icon has many pixels neither clear nor opaque
	img := NewIcons(f).Get(pieces.Piece{Kind: pieces.Rook, Facing: pieces.NoFacing}, pieces.OutColour("red"), 48, "")
	half := 0
	for i := 3; i < len(img.Pix); i += 4 {
		if a := img.Pix[i]; a > 40 && a < 200 {
			half++
		}
	}
	if half < 48*48/10 {
		t.Errorf("an out piece's icon has only %d see-through pixels", half)
	}
}

func differing(a, b *image.RGBA) int {
	n := 0
	for i := 0; i+3 < len(a.Pix); i += 4 {
		if plainlyDiffer(a, b, i) {
			n++
		}
	}
	return n
}

// plainlyDiffer tells whether the pixels of a and b at offset i differ plainly: by more
// than 60 over their three colours.
func plainlyDiffer(a, b *image.RGBA, i int) bool {
	d := 0
	for c := 0; c < 3; c++ {
		d += int(math.Abs(float64(a.Pix[i+c]) - float64(b.Pix[i+c])))
	}
	return d > 60
}

// linear is an sRGB channel (0–1) in linear light.
func linear(v float64) float64 {
	if v <= 0.04045 {
		return v / 12.92
	}
	return math.Pow((v+0.055)/1.055, 2.4)
}

func rgb(c color.Color) (r, g, b float64) {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	return linear(float64(n.R) / 255), linear(float64(n.G) / 255), linear(float64(n.B) / 255)
}

// luminance is WCAG's relative luminance.
func luminance(c color.Color) float64 {
	r, g, b := rgb(c)
	return 0.2126*r + 0.7152*g + 0.0722*b
}

// wcag is the WCAG 2 contrast ratio, 1 to 21.
func wcag(a, b color.Color) float64 {
	x, y := luminance(a), luminance(b)
	return (max(x, y) + 0.05) / (min(x, y) + 0.05)
}

// lab is c in CIE L*a*b* (D65).
func lab(c color.Color) [3]float64 {
	r, g, b := rgb(c)
	x := (0.4124*r + 0.3576*g + 0.1805*b) / 0.95047
	y := 0.2126*r + 0.7152*g + 0.0722*b
	z := (0.0193*r + 0.1192*g + 0.9505*b) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

func deltaE(a, b color.Color) float64 { return ciede2000(lab(a), lab(b)) }

// ciede2000 is the CIEDE2000 colour difference of two L*a*b* colours.
func ciede2000(p, q [3]float64) float64 {
	const rad = math.Pi / 180
	c1, c2 := math.Hypot(p[1], p[2]), math.Hypot(q[1], q[2])
	cb7 := math.Pow((c1+c2)/2, 7)
	g := 0.5 * (1 - math.Sqrt(cb7/(cb7+math.Pow(25, 7))))
	a1, a2 := (1+g)*p[1], (1+g)*q[1]
	c1p, c2p := math.Hypot(a1, p[2]), math.Hypot(a2, q[2])
	hue := func(a, b float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		h := math.Atan2(b, a) / rad
		if h < 0 {
			h += 360
		}
		return h
	}
	h1, h2 := hue(a1, p[2]), hue(a2, q[2])
	dh := 0.0
	if c1p*c2p != 0 {
		dh = h2 - h1
		if dh > 180 {
			dh -= 360
		} else if dh < -180 {
			dh += 360
		}
	}
	dL, dC := q[0]-p[0], c2p-c1p
	dH := 2 * math.Sqrt(c1p*c2p) * math.Sin(dh/2*rad)
	lb, cb := (p[0]+q[0])/2, (c1p+c2p)/2
	hb := h1 + h2
	if c1p*c2p != 0 {
		switch {
		case math.Abs(h1-h2) <= 180:
			hb = (h1 + h2) / 2
		case h1+h2 < 360:
			hb = (h1 + h2 + 360) / 2
		default:
			hb = (h1 + h2 - 360) / 2
		}
	}
	tt := 1 - 0.17*math.Cos((hb-30)*rad) + 0.24*math.Cos(2*hb*rad) + 0.32*math.Cos((3*hb+6)*rad) - 0.20*math.Cos((4*hb-63)*rad)
	theta := 30 * math.Exp(-math.Pow((hb-275)/25, 2))
	cb7p := math.Pow(cb, 7)
	rc := 2 * math.Sqrt(cb7p/(cb7p+math.Pow(25, 7)))
	sl := 1 + 0.015*(lb-50)*(lb-50)/math.Sqrt(20+(lb-50)*(lb-50))
	sc, sh := 1+0.045*cb, 1+0.015*cb*tt
	rt := -math.Sin(2*theta*rad) * rc
	return math.Sqrt(math.Pow(dL/sl, 2) + math.Pow(dC/sc, 2) + math.Pow(dH/sh, 2) + rt*(dC/sc)*(dH/sh))
}
