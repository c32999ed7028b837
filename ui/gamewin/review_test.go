package gamewin

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"oddboards/rules"

	"oddboards/ui/uitest"
)

// Clicking a move, the arrow keys, Home and End show earlier positions while the game
// stays where it is; a move made there starts a new line once confirmed.
func TestReviewAGame(t *testing.T) {
	env := testEnv(t)
	m := gameMatch(t, "clash-of-command", rules.Config{})
	playTexts(t, m, "Dc3-d4", "Dc7-d6", "Dg3-f4", "Dg7-f6")
	g, w := openView(t, env, m)
	key := func(k fyne.KeyName) { w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: k}) }

	// a click on Black's first move: the position after two plies
	row := &fyne.Container{}
	g.fillRow(row, g.cells[0])
	var second *plyLabel
	for _, o := range row.Objects {
		if l, ok := o.(*plyLabel); ok && strings.HasPrefix(l.Text, "Dc7-d6") {
			second = l
		}
	}
	if second == nil {
		t.Fatalf("no label for Dc7-d6 in %v", g.cells[0])
	}
	test.Tap(second)
	if !g.Board.Reviewing() || g.review != 2 || !g.banner.box.Visible() || !strings.Contains(g.banner.text.Text, "2 of 4 moves") {
		t.Fatalf("after a click: review %d, banner %q", g.review, g.banner.text.Text)
	}
	if len(m.History()) != 4 {
		t.Fatal("reviewing changed the game")
	}
	b := m.Position().Board()
	d4 := cell(t, b, "d4")
	if got := g.Board.Shown().At(d4); got.Empty() {
		t.Error("the board does not show the reviewed position")
	}
	key(fyne.KeyLeft)
	if g.review != 1 {
		t.Errorf("← gave %d", g.review)
	}
	key(fyne.KeyHome)
	if g.review != 0 || g.Board.Shown() != m.PositionAt(0) {
		t.Errorf("Home gave %d", g.review)
	}
	key(fyne.KeyEnd)
	if g.review != -1 || g.Board.Reviewing() || g.banner.box.Visible() {
		t.Errorf("End left review %d, banner %v", g.review, g.banner.box.Visible())
	}
	// a new line from the position after one ply: asked first, then the rest goes
	key(fyne.KeyHome)
	key(fyne.KeyRight)
	mv, err := m.Game().ParseMove(m.PositionAt(1), "Dg7-f6")
	if err != nil {
		t.Fatal(err)
	}
	g.Board.Play(mv)
	texts, buttons := uitest.Overlay(t, w)
	if !strings.Contains(strings.Join(texts, " "), "The 3 later moves of the game are discarded") {
		t.Fatalf("the question: %q", texts)
	}
	test.Tap(buttons["Yes"])
	h := m.History()
	if len(h) != 2 || h[1].Text != "Dg7-f6" || g.Board.Reviewing() {
		t.Errorf("after the new line: %d plies, review %v", len(h), g.Board.Reviewing())
	}
	// a finished game is browsed the same way, and can start a new line too
	if err := m.Resign(0); err != nil {
		t.Fatal(err)
	}
	key(fyne.KeyLeft)
	if g.review != 1 || len(g.Board.Moves()) == 0 {
		t.Errorf("a finished game's review: %d, %d moves to make", g.review, len(g.Board.Moves()))
	}
}

// The banner takes its room above the board while it shows, and the board takes the
// whole height back after Back to the game: no empty band stays.
func TestTheBannerGivesItsRoomBack(t *testing.T) {
	env := testEnv(t)
	m := gameMatch(t, "clash-of-command", rules.Config{})
	playTexts(t, m, "Dc3-d4", "Dc7-d6")
	g, _ := openView(t, env, m)
	whole := g.Board.Size().Height
	at := func() float32 { return fyne.CurrentApp().Driver().AbsolutePositionForObject(g.Board).Y }
	top := at()
	g.showPly(1)
	if bh := g.banner.box.Size().Height; bh <= 0 || at() < top+bh || g.Board.Size().Height > whole-bh {
		t.Fatalf("reviewing: the banner %.0f high, the board at %.0f (was %.0f), %.0f high (was %.0f)", bh, at(), top, g.Board.Size().Height, whole)
	}
	test.Tap(g.banner.back)
	if g.review != -1 {
		t.Fatal("Back to the game did not return to the game")
	}
	if at() != top || g.Board.Size().Height != whole {
		t.Errorf("back in the game the board is at %.0f, %.0f high; it was at %.0f, %.0f high", at(), g.Board.Size().Height, top, whole)
	}
}
