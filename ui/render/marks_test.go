package render

import (
	"image"
	"image/color"
	"math"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/clash"
)

// Marks that must read at a glance (issue #18, item 5): the picked-up piece on a graph
// board, move targets against a graph's node dots, pushes, promotion squares against the
// last move, a turn previewed by the wheel.

// paintOn draws sc in theme t at 600×600 and returns the picture and its layout.
func paintOn(t *testing.T, sc *Scene, th Theme) (*image.RGBA, Layout) {
	t.Helper()
	sc.Theme = th
	r, l := Image(sc, 600, 600, 0, fonts(t))
	return r.Image(), l
}

// diffIn counts the pixels of a and b that differ plainly, at a distance from (x, y)
// between r0 and r1.
func diffIn(a, b *image.RGBA, x, y, r0, r1 float64) int {
	n := 0
	for py := int(y - r1 - 1); py <= int(y+r1+1); py++ {
		for px := int(x - r1 - 1); px <= int(x+r1+1); px++ {
			d := math.Hypot(float64(px)+0.5-x, float64(py)+0.5-y)
			if d < r0 || d > r1 {
				continue
			}
			if plainlyDiffer(a, b, a.PixOffset(px, py)) {
				n++
			}
		}
	}
	return n
}

func clashScene(t *testing.T, at string, p pieces.Piece) (*Scene, boards.Cell) {
	t.Helper()
	b := boards.ClashOfCommand()
	c, ok := b.Lookup(at)
	if !ok {
		t.Fatalf("no node %s", at)
	}
	sc := NewScene(b, func(x boards.Cell) pieces.Piece {
		if x == c {
			return p
		}
		return pieces.Piece{}
	}, []string{"white", "black"}, clash.New().Kinds())
	return sc, c
}

// TestSelectedClashPieceShowsOutsideItsIcon: on the graph board a node is smaller than
// its piece, so the selection must show in a ring round the icon, in every palette.
func TestSelectedClashPieceShowsOutsideItsIcon(t *testing.T) {
	for _, nt := range BoardThemes() {
		sc, c := clashScene(t, "e5", pieces.Piece{Kind: pieces.Commander, Owner: 0, Facing: pieces.NoFacing})
		plain, l := paintOn(t, sc, nt.Theme)
		sc.Selected = c
		sel, _ := paintOn(t, sc, nt.Theme)
		x, y := l.ToSurface(sc.Board.Info(c).Center)
		k := l.Scale()
		// outside the icon's box (0.45 of a cell) and not yet at a neighbour's
		outside := diffIn(plain, sel, x, y, k*0.48, k*0.62)
		ring := 2 * math.Pi * k * 0.55 // one pixel wide all round
		if float64(outside) < ring*2 {
			t.Errorf("%s: the selection shows in %d pixels outside the piece, want ≥ %.0f", nt.Name, outside, ring*2)
		}
	}
}

// TestGraphTargetDotsDifferFromNodeDots: a move target on an empty node is larger than
// the node's own dot and of a plainly different colour.
func TestGraphTargetDotsDifferFromNodeDots(t *testing.T) {
	for _, nt := range BoardThemes() {
		sc, _ := clashScene(t, "a1", pieces.Piece{})
		c, _ := sc.Board.Lookup("e5")
		plain, l := paintOn(t, sc, nt.Theme)
		sc.Targets = []Target{{Cell: c}}
		marked, _ := paintOn(t, sc, nt.Theme)
		x, y := l.ToSurface(sc.Board.Info(c).Center)
		k := l.Scale()
		node := plain.At(int(x), int(y))
		dot := marked.At(int(x), int(y))
		if d := deltaE(node, dot); d < 20 {
			t.Errorf("%s: a target dot %v and a node dot %v: ΔE %.1f, want ≥ 20", nt.Name, dot, node, d)
		}
		// the ring between the node's dot and the target's edge is covered too
		r0, r1 := k*(nodeDot+0.03), k*(targetDotGraph-0.02)
		if n, all := diffIn(plain, marked, x, y, r0, r1), math.Pi*(r1*r1-r0*r0); float64(n) < all*0.8 {
			t.Errorf("%s: the target covers %d of %.0f pixels round the node's dot: no larger than a node", nt.Name, n, all)
		}
	}
	if targetDotGraph < nodeDot*1.5 {
		t.Errorf("a graph target (%.2f) is hardly larger than a node (%.2f)", targetDotGraph, nodeDot)
	}
}

// over is fg (straight alpha) laid over the opaque bg.
func over(fg, bg color.Color) color.Color {
	f := color.NRGBAModel.Convert(fg).(color.NRGBA)
	b := color.NRGBAModel.Convert(bg).(color.NRGBA)
	a := float64(f.A) / 255
	mix := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*a + float64(y)*(1-a))) }
	return color.NRGBA{mix(f.R, b.R), mix(f.G, b.G), mix(f.B, b.B), 0xff}
}

// TestPromotionIsNotLastMove: a promotion square (Shade 3) never looks like a square
// of the last move, and a last move onto one still shows, in every palette.
func TestPromotionIsNotLastMove(t *testing.T) {
	for _, nt := range BoardThemes() {
		th := nt.Theme
		promo := th.Shades[3]
		for i, sh := range th.Shades[:3] {
			if d := deltaE(promo, over(th.Last, sh)); d < 20 {
				t.Errorf("%s: promotion square %v and the last move on shade %d: ΔE %.1f, want ≥ 20", nt.Name, promo, i, d)
			}
		}
		for i, sh := range th.Shades[:3] {
			for _, mark := range []color.Color{th.Selected, hintColour} {
				if d := deltaE(promo, over(mark, sh)); d < 20 {
					t.Errorf("%s: promotion square and the selection or hint %v on shade %d: ΔE %.1f, want ≥ 20", nt.Name, mark, i, d)
				}
			}
		}
		if d := deltaE(promo, over(th.Last, promo)); d < 10 {
			t.Errorf("%s: a last move onto a promotion square hardly shows: ΔE %.1f, want ≥ 10", nt.Name, d)
		}
	}
}

// TestPushTargetIsMarked: a target whose piece would be pushed (a bulldozer onto an
// occupied cell) is marked round the piece, unlike a plain target dot hidden on it.
func TestPushTargetIsMarked(t *testing.T) {
	b := boards.Pothole()
	d4, _ := b.Lookup("d4")
	sc := NewScene(b, func(c boards.Cell) pieces.Piece {
		if c == d4 {
			return pieces.Piece{Kind: pieces.Rook, Owner: 1, Facing: pieces.NoFacing}
		}
		return pieces.Piece{}
	}, []string{"white", "red"}, chessKinds)
	sc.Targets = []Target{{Cell: d4}}
	dot, l := paintOn(t, sc, Classic)
	sc.Pushes = []boards.Cell{d4}
	push, _ := paintOn(t, sc, Classic)
	x, y := l.ToSurface(b.Info(d4).Center)
	k := l.Scale()
	if n := diffIn(dot, push, x, y, k*0.3, k*0.52); n < int(2*math.Pi*k*0.42*3) {
		t.Errorf("a push target differs from a plain target in only %d pixels round the piece", n)
	}
}

// TestPushPreviewMarksTheLanding: the preview of a push rings the cell the pushed
// piece lands on, besides the arrow.
func TestPushPreviewMarksTheLanding(t *testing.T) {
	b := boards.Pothole()
	d4, _ := b.Lookup("d4")
	d5, _ := b.Lookup("d5")
	sc := NewScene(b, func(c boards.Cell) pieces.Piece { return pieces.Piece{} }, nil, nil)
	plain, l := paintOn(t, sc, Classic)
	sc.Preview = []rules.Effect{{Cell: d4, To: d5}}
	pv, _ := paintOn(t, sc, Classic)
	x, y := l.ToSurface(b.Info(d5).Center)
	k := l.Scale()
	// the ring's far side, away from the arrow's head
	if n := diffIn(plain, pv, x, y-k*0.3, 0, k*0.06); n < 4 {
		t.Errorf("the pushed piece's landing on d5 is not marked (%d pixels)", n)
	}
}

// TestTurnPreviewIsMarked: a piece the wheel shows turned, not yet played, is marked.
func TestTurnPreviewIsMarked(t *testing.T) {
	b, at := testBoard(t)
	sc := NewScene(b, at, []string{"white", "black"}, chessKinds)
	c, _ := b.Lookup("e4")
	plain, l := paintOn(t, sc, Classic)
	sc.Turning = c
	marked, _ := paintOn(t, sc, Classic)
	x, y := l.ToSurface(b.Info(c).Center)
	if n := diffIn(plain, marked, x, y, l.Scale()*0.4, l.Scale()*0.6); n < 50 {
		t.Errorf("a previewed turn is marked by only %d pixels", n)
	}
}
