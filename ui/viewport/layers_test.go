package viewport

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"oddboards/boards"
)

func blank(w, h int) image.Image { return image.NewRGBA(image.Rect(0, 0, w, h)) }

// The layers stack the board, the overlay and the carried piece; without an overlay
// what it would show goes on the board.
func TestLayers(t *testing.T) {
	test.NewTempApp(t)
	for _, tc := range []struct {
		name    string
		overlay func(w, h int) image.Image
		objects int
		// board redraws after Redraw(false, true, false)
		overlayRedraws int
	}{
		{"with an overlay", blank, 3, 0},
		{"without", nil, 2, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			l := NewLayers(blank, tc.overlay, blank)
			r := l.Renderer(func() fyne.Size { return fyne.NewSize(10, 20) })
			if n := len(r.Objects()); n != tc.objects || r.MinSize() != fyne.NewSize(10, 20) {
				t.Fatalf("%d objects, least size %v", n, r.MinSize())
			}
			r.Layout(fyne.NewSize(300, 200))
			if s := r.Objects()[0].Size(); s != fyne.NewSize(300, 200) {
				t.Errorf("the board is %v", s)
			}
			l.Redraw(false, true, true)
			if l.BoardRedraws() != tc.overlayRedraws {
				t.Errorf("the overlay redrew the board %d times", l.BoardRedraws())
			}
			r.Refresh()
			if l.BoardRedraws() != tc.overlayRedraws+1 {
				t.Errorf("a refresh redrew the board %d times in all", l.BoardRedraws())
			}
			if l.Carrying() {
				t.Fatal("a piece is carried before any drag")
			}
			if !l.Carry(fyne.NewPos(100, 50), 40) || l.Carry(fyne.NewPos(120, 60), 44) || !l.Carrying() {
				t.Error("Carry says when it first shows the piece")
			}
			piece := r.Objects()[len(r.Objects())-1]
			if piece.Position() != fyne.NewPos(98, 38) || piece.Size() != fyne.NewSize(44, 44) {
				t.Errorf("the piece is at %v, %v; want centred on the pointer", piece.Position(), piece.Size())
			}
			l.Drop()
			if l.Carrying() || piece.Visible() {
				t.Error("the dropped piece is still shown")
			}
		})
	}
}

// A widget's points map to the cells under them at the widget's size.
func TestFitToAWidget(t *testing.T) {
	p := startOf(t, "clash-of-command")
	var v Viewport
	v.SetBoard(p.Board(), nil)
	for _, s := range []fyne.Size{fyne.NewSize(400, 300), fyne.NewSize(900, 700)} {
		if v.Fit(s) != &v {
			t.Fatal("Fit returns another viewport")
		}
		for c := range boards.Cell(p.Board().Len()) {
			at := v.Centre(c)
			if at.X < 0 || at.Y < 0 || at.X > s.Width || at.Y > s.Height {
				t.Fatalf("at %v the centre of %v is outside: %v", s, c, at)
			}
			if got := v.CellUnder(at); got != c {
				t.Fatalf("at %v the centre of %v is over %v", s, c, got)
			}
		}
	}
}
