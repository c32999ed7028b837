package gamewin

import (
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/chess2016"
	"oddboards/ui/shell"
	"oddboards/ui/uitest"
)

func TestDraggingAPiecePlaysTheMove(t *testing.T) {
	m, g, _ := openMatch(t, chessMatch(t, "chess-2016", 37))
	drag(t, g.Board, "e3", "e5")
	h := m.History()
	if len(h) != 1 || h[0].Text != "e5" {
		t.Fatalf("history after the drag: %+v", h)
	}
	if p := pieceOn(t, m, "e5"); p.Kind != pieces.Pawn || p.Owner != 0 {
		t.Fatalf("e5 holds %+v", p)
	}
	if !strings.Contains(g.rows[0], "e5") || g.turnText.Text != "Black to move" {
		t.Errorf("side panel not updated: rows %q, turn %q", g.rows, g.turnText.Text)
	}
}

func TestIllegalDropChangesNothing(t *testing.T) {
	m, g, _ := openMatch(t, chessMatch(t, "chess-2016", 37))
	before := m.Position()
	drag(t, g.Board, "e3", "e7") // a pawn cannot go there
	drag(t, g.Board, "e5", "e6") // nothing stands on e5
	drag(t, g.Board, "e8", "e6") // not White's piece
	if len(m.History()) != 0 || m.Position() != before {
		t.Fatalf("an illegal drop changed the game: %+v", m.History())
	}
	if g.Board.Dragging() {
		t.Error("the dragged piece did not snap back")
	}
}

func TestClickThenClickPlaysTheMove(t *testing.T) {
	m, g, _ := openMatch(t, chessMatch(t, "chess-2016", 37))
	tapCell(t, g.Board, "d2") // Knight
	if g.Board.Selected() != cell(t, m.Position().Board(), "d2") {
		t.Fatal("tapping the Knight did not select it")
	}
	tapCell(t, g.Board, "e6") // not a Knight move: keeps nothing selected, plays nothing
	if len(m.History()) != 0 {
		t.Fatal("a tap on an unreachable square played a move")
	}
	tapCell(t, g.Board, "d2")
	tapCell(t, g.Board, "e4")
	if h := m.History(); len(h) != 1 || h[0].Text != "Ne4" {
		t.Fatalf("history %+v, want Ne4", h)
	}
}

func TestPromotionOffersTheSetupsPieces(t *testing.T) {
	env := testEnv(t)
	// Setup 288 has Walkers, a Monarch and an Archbishop: promotion offers its kinds.
	kinds, err := chess2016.Kinds("chess-2016", 288, nil)
	if err != nil {
		t.Fatal(err)
	}
	var promo []pieces.Kind
	for _, k := range kinds {
		if k != pieces.Pawn && k != pieces.King {
			promo = append(promo, k)
		}
	}
	// White pawn on e9 with e10 empty; Kings far apart.
	pos, err := chess2016.ParsePosition("12/4P5k1/12/12/12/12/12/12/1K10/12 w - - 0", promo...)
	if err != nil {
		t.Fatal(err)
	}
	m := fixedMatch(t, "chess-2016", pos)
	g, w := openView(t, env, m)
	drag(t, g.Board, "e9", "e10")
	if len(m.History()) != 0 {
		t.Fatal("a promotion was played without asking which piece")
	}
	pop, ok := w.Canvas().Overlays().Top().(*widget.PopUp)
	if !ok {
		t.Fatal("no chooser appeared")
	}
	buttons := findAllButtons(pop.Content)
	var offered []string
	var monarch *widget.Button
	for _, b := range buttons {
		if b.Text == "Cancel" {
			continue
		}
		offered = append(offered, b.Text)
		if b.Text == "e10=MO" {
			monarch = b
		}
	}
	if len(offered) != len(promo) {
		t.Fatalf("chooser offers %q, want one per kind of %v", offered, promo)
	}
	if monarch == nil {
		t.Fatalf("no Monarch among %q", offered)
	}
	test.Tap(monarch)
	if p := pieceOn(t, m, "e10"); p.Kind != pieces.Monarch || p.Owner != 0 {
		t.Fatalf("e10 holds %+v after choosing the Monarch", p)
	}
}

func TestUndoAndRedoRestoreThePosition(t *testing.T) {
	m, g, w := openMatch(t, chessMatch(t, "chess-2016", 37))
	start := m.Position()
	drag(t, g.Board, "e3", "e5")
	afterOne := m.Position()
	drag(t, g.Board, "e8", "e6")
	test.Tap(g.undo)
	if m.Position() != afterOne {
		t.Fatal("Undo did not restore the position after the first move")
	}
	if pieceOn(t, m, "e8").Kind != pieces.Pawn {
		t.Fatal("the undone Black pawn is not back on e8")
	}
	// what the desktop driver sends for Ctrl+Z and Ctrl+Y
	undo := &fyne.ShortcutUndo{}
	redo := &fyne.ShortcutRedo{}
	sc := w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) })
	sc.TypedShortcut(undo)
	if m.Position() != start || len(g.rows) != 0 {
		t.Fatalf("Ctrl+Z did not take back the first move (rows %q)", g.rows)
	}
	if !g.undo.Disabled() || g.redo.Disabled() {
		t.Error("with nothing played, Undo should be disabled and Redo enabled")
	}
	sc.TypedShortcut(redo)
	sc.TypedShortcut(redo)
	if h := m.History(); len(h) != 2 || h[1].Text != "e6" {
		t.Fatalf("Ctrl+Y twice should replay both moves, history %+v", h)
	}
}

func TestASecondViewFollowsTheFirst(t *testing.T) {
	env := testEnv(t)
	m := chessMatch(t, "chess-56", 1)
	first, _ := openView(t, env, m)
	second, _ := openView(t, env, m)
	drag(t, first.Board, "d2", "e4")
	if len(second.rows) != 1 || !strings.Contains(second.rows[0], "Ne4") {
		t.Fatalf("the second view's move list is %q", second.rows)
	}
	if second.turnText.Text != "Black to move" {
		t.Fatalf("the second view says %q", second.turnText.Text)
	}
	// and a move made in the second view reaches the first
	drag(t, second.Board, "d9", "e7")
	if len(first.rows) != 1 || !strings.Contains(first.rows[0], "Ne7") {
		t.Fatalf("the first view's move list is %q", first.rows)
	}
}

func TestResignAndDrawEndTheGame(t *testing.T) {
	m, g, _ := openMatch(t, chessMatch(t, "chess-2016", 37))
	if err := m.Resign(0); err != nil {
		t.Fatal(err)
	}
	if g.turnText.Text != "Black wins" || !g.resign.Disabled() {
		t.Fatalf("after White resigns: %q, resign enabled %v", g.turnText.Text, !g.resign.Disabled())
	}
	drag(t, g.Board, "e3", "e5")
	if len(m.History()) != 0 {
		t.Fatal("a move was played after the game ended")
	}
	m.Undo() // takes back the resignation
	if err := m.AgreeDraw(); err != nil || g.turnText.Text != "Draw" {
		t.Fatalf("agreed draw: %v, %q", err, g.turnText.Text)
	}
}

func TestAutoTurnShowsTheBoardFromTheMoversSide(t *testing.T) {
	m, g, _ := openMatch(t, chessMatch(t, "chess-2016", 37))
	g.autoTurn.SetChecked(true)
	if g.Board.Turn() != 0 {
		t.Fatalf("White to move: turn %v", g.Board.Turn())
	}
	drag(t, g.Board, "e3", "e5")
	if g.Board.Turn() != 180 {
		t.Fatalf("Black to move: turn %v, want 180", g.Board.Turn())
	}
	// with the board turned, a drag still lands where the pointer is
	drag(t, g.Board, "e8", "e6")
	if h := m.History(); len(h) != 2 || h[1].Text != "e6" {
		t.Fatalf("a drag on the turned board played %+v", h)
	}
}

func TestTheWaitingPlayerMayResign(t *testing.T) {
	m, g, w := openMatch(t, chessMatch(t, "chess-2016", 37))
	test.Tap(g.resign)
	top := w.Canvas().Overlays().Top()
	radio := findRadio(top)
	if radio == nil || radio.Selected != "White" || len(radio.Options) != 2 {
		t.Fatalf("the resign dialog should offer both players, White (to move) first chosen: %+v", radio)
	}
	radio.SetSelected("Black")
	var resign *widget.Button
	for _, b := range findAllButtons(top) {
		if b.Text == "Resign" {
			resign = b
		}
	}
	if resign == nil {
		t.Fatal("no Resign button in the dialog")
	}
	test.Tap(resign)
	if o := m.Outcome(); o.Result != rules.Win || o.Winner != 0 {
		t.Fatalf("Black resigned while White was to move: outcome %+v", o)
	}
}

// TestChess112IsCalledSo: a variant's window, header and settings line name the variant,
// not the game it is played with.
func TestChess112IsCalledSo(t *testing.T) {
	env := testEnv(t)
	m := chessMatch(t, "chess-112", 65)
	w := env.OpenGame(m)
	t.Cleanup(w.Close)
	if w.Title() != "Oddboards — Chess 112" {
		t.Errorf("window title %q", w.Title())
	}
	got := strings.Join(uitest.Texts(w.Content()), "\n")
	if !strings.Contains(got, "Chess 112") || strings.Contains(got, "Chess 2016") || strings.Contains(got, "chess-112") {
		t.Errorf("the side panel says:\n%s", got)
	}
}

// Escape puts a picked-up piece down; Enter (or Escape) closes an error dialog, and
// then the window's keys work again.
func TestEscapeAndEnter(t *testing.T) {
	_, g, w := openMatch(t, chessMatch(t, "chess-2016", 37))
	key := func(k fyne.KeyName) { w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: k}) }
	tapCell(t, g.Board, "e3")
	if g.Board.Selected() == boards.NoCell {
		t.Fatal("a click did not pick up the pawn")
	}
	key(fyne.KeyEscape)
	if c := g.Board.Selected(); c != boards.NoCell {
		t.Fatalf("after Escape the piece on %d is still up", c)
	}
	for _, k := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyEscape} {
		shell.ShowError(errors.New("something went wrong"), w)
		if w.Canvas().Overlays().Top() == nil {
			t.Fatal("no error dialog")
		}
		key(k)
		if w.Canvas().Overlays().Top() != nil {
			t.Errorf("%s left the error dialog open", k)
		}
	}
	flipped := g.flipped
	key(fyne.KeyF)
	if g.flipped == flipped {
		t.Error("after the dialog closed, F no longer flips the board")
	}
}
