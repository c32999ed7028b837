package gamewin

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui/picker"
)

func TestDinoEggIsLaidByDraggingItFromTheReserve(t *testing.T) {
	m, g, _ := openMatch(t, gameMatch(t, "dino-czars", rules.Config{}))
	var lay rules.Move
	for _, mv := range m.Position().LegalMoves(nil) {
		if mv.Has(rules.Drop) {
			lay = mv
			break
		}
	}
	from, ok := g.Board.SlotCentre(0, pieces.Egg)
	if !ok || lay.Piece != pieces.Egg {
		t.Fatalf("no egg waits beside the board (slot %v, move %+v)", ok, lay)
	}
	dragPoints(g.Board, from, g.Board.CellCentre(lay.To))
	if got := lastMove(t, m).Move; got != lay {
		t.Fatalf("dragging the egg played %+v, want %+v", got, lay)
	}
	if p := m.Position().At(lay.To); p.Kind != pieces.Egg || p.Count != 4 {
		t.Fatalf("the laid egg is %+v", p)
	}
	// Player 2 answers; then Player 1 clicks the egg to pick it up (a single click
	// plays nothing), and again to gestate it.
	mv := m.Position().LegalMoves(nil)[0]
	if err := m.Play(mv); err != nil {
		t.Fatal(err)
	}
	g.Board.Tapped(&fyne.PointEvent{Position: g.Board.CellCentre(lay.To)})
	if p := m.Position().At(lay.To); p.Count != 4 || g.Board.Selected() != lay.To || len(m.History()) != 2 {
		t.Fatalf("one click on the egg should pick it up and play nothing: %+v, %d moves", p, len(m.History()))
	}
	g.Board.Tapped(&fyne.PointEvent{Position: g.Board.CellCentre(lay.To)})
	if p := m.Position().At(lay.To); p.Kind != pieces.Egg || p.Count != 3 {
		t.Fatalf("clicking the egg should gestate it to 3, it is %+v", p)
	}
}

func TestDinoWheelTurnsADinosaurThroughLegalFacings(t *testing.T) {
	m, g, _ := openMatch(t, gameMatch(t, "dino-czars", rules.Config{}))
	e1 := cell(t, m.Position().Board(), "E1")
	before := m.Position().At(e1)
	g.Board.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: g.Board.CellCentre(e1)}, Scrolled: fyne.NewDelta(0, 25)})
	// the wheel only previews the turn: the piece is shown turned, nothing is played
	if len(m.History()) != 0 || m.Position().At(e1).Facing != before.Facing {
		t.Fatalf("the wheel alone played %d moves", len(m.History()))
	}
	if c, f := g.Board.TurnPreview(); c != e1 || f != (before.Facing+120)%360 {
		t.Fatalf("the wheel previews %v facing %d, want E1 facing %d", c, f, (before.Facing+120)%360)
	}
	if sc := g.Board.Scene(); sc.Turning != e1 || sc.PieceAt(e1).Facing != (before.Facing+120)%360 {
		t.Fatalf("the board shows the preview on %v facing %d", sc.Turning, sc.PieceAt(e1).Facing)
	}
	// a click on the piece confirms the turn
	g.Board.Tapped(&fyne.PointEvent{Position: g.Board.CellCentre(e1)})
	after := m.Position().At(e1)
	if before.Kind != pieces.Tyrannosaurus || after.Facing != (before.Facing+120)%360 {
		t.Fatalf("wheel up should turn the Tyrannosaurus 120° left: %d → %d", before.Facing, after.Facing)
	}
	if g.Board.Zoom() != 1 {
		t.Error("turning a piece also zoomed")
	}
}

func TestDinoDropPointChoosesTheFacing(t *testing.T) {
	m, g, w := openMatch(t, gameMatch(t, "dino-czars", rules.Config{}))
	b := m.Position().Board()
	d2, d3 := cell(t, b, "D2"), cell(t, b, "D3")
	// Near the middle of D3 the player is asked: two facings.
	dragPoints(g.Board, g.Board.CellCentre(d2), g.Board.CellCentre(d3))
	if len(m.History()) != 0 {
		t.Fatal("a facing was chosen without asking")
	}
	if n := len(popupButtons(t, w)); n != 2 {
		t.Fatalf("the chooser offers %d moves, want 2 facings", n)
	}
	w.Canvas().Overlays().Top().Hide()
	w.Canvas().Overlays().Remove(w.Canvas().Overlays().Top())
	// Toward D3's upper-left side the Triceratops turns to face 150°.
	k := g.Board.Scale() * b.Info(d3).Size * 0.35
	c := g.Board.CellCentre(d3)
	at := fyne.NewPos(c.X+float32(k*math.Cos(150*math.Pi/180)), c.Y-float32(k*math.Sin(150*math.Pi/180)))
	dragPoints(g.Board, g.Board.CellCentre(d2), at)
	if got := lastMove(t, m).Move; got.To != d3 || got.Facing != 150 {
		t.Fatalf("dropped toward 150°, played %+v", got)
	}
}

func TestClashFactorOffersThePieceToLeaveBehind(t *testing.T) {
	m, g, w := openMatch(t, gameMatch(t, "clash-of-command", rules.Config{}))
	drag(t, g.Board, "b2", "a3")
	buttons := popupButtons(t, w)
	var texts []string
	for _, b := range buttons {
		texts = append(texts, b.Text)
	}
	if len(buttons) != 2 || !strings.HasSuffix(texts[0], "=D") && !strings.HasSuffix(texts[1], "=D") {
		t.Fatalf("the chooser offers %q, want leaving a Droid or a Hawk", texts)
	}
	for _, b := range buttons {
		if strings.HasSuffix(b.Text, "=H") {
			test.Tap(b)
		}
	}
	p := m.Position()
	if a3, b2 := p.At(cell(t, p.Board(), "a3")), p.At(cell(t, p.Board(), "b2")); a3.Kind != pieces.Factor || b2.Kind != pieces.Hawk {
		t.Fatalf("after Fb2-a3=H: a3 %v, b2 %v", a3.Kind, b2.Kind)
	}
}

func TestHoveringATargetPreviewsItsCaptures(t *testing.T) {
	m, g, _ := openMatch(t, gameMatch(t, "clash-of-command", rules.Config{}))
	tapCell(t, g.Board, "i1") // the Brute; it captures only, own pieces too
	h2 := cell(t, m.Position().Board(), "h2")
	g.Board.MouseMoved(&desktopMouse(g.Board.CellCentre(h2)).MouseEvent)
	pv := g.Board.Preview()
	if len(pv) != 1 || pv[0].Cell != h2 || pv[0].To != boards.NoCell {
		t.Fatalf("hovering h2 with the Brute previews %+v, want h2 captured", pv)
	}
	g.Board.MouseOut()
	if len(g.Board.Preview()) != 0 {
		t.Error("the preview stays after the pointer left")
	}
}

func TestPotholeTurnOfTwoMovesAndPushPreview(t *testing.T) {
	m, g, _ := openMatch(t, gameMatch(t, "pothole-chess", rules.Config{}))
	if g.turnText.Text != "White to move" || !strings.Contains(g.status.Text, "1 of 2") {
		t.Fatalf("turn banner %q / %q", g.turnText.Text, g.status.Text)
	}
	// The Bulldozer on c2 pushing the Dirt Devil on c1 off the board: previewed as a death.
	tapCell(t, g.Board, "c2")
	c1 := cell(t, m.Position().Board(), "c1")
	g.Board.MouseMoved(&desktopMouse(g.Board.CellCentre(c1)).MouseEvent)
	pv := g.Board.Preview()
	if len(pv) != 1 || pv[0].Cell != c1 || (pv[0].To != boards.NoCell && !pv[0].Dies) {
		t.Fatalf("the push preview is %+v, want c1's piece dying", pv)
	}
	tapCell(t, g.Board, "c2") // put it down again (second click offers moves in place: none)
	drag(t, g.Board, "b3", "b4")
	if g.turnText.Text != "White to move" || !strings.Contains(g.status.Text, "2 of 2") {
		t.Fatalf("after White's first move: %q / %q", g.turnText.Text, g.status.Text)
	}
	var second rules.Move
	for _, mv := range m.Position().LegalMoves(nil) {
		if !mv.Has(rules.Object) && mv.From != mv.To {
			second = mv
			break
		}
	}
	dragPoints(g.Board, g.Board.CellCentre(second.From), g.Board.CellCentre(second.To))
	if g.turnText.Text != "Red to move" {
		t.Fatalf("after White's second move: %q", g.turnText.Text)
	}
	if len(g.rows) != 1 || !strings.Contains(g.rows[0], "White") || !strings.Contains(g.rows[0], ",") {
		t.Errorf("both of White's moves should share White's row of the move list: %q", g.rows)
	}
}

func TestAntarcticZoomKeepsThePointUnderThePointerAndPans(t *testing.T) {
	m, g, _ := openMatch(t, gameMatch(t, "antarctic-chess", rules.Config{Mode: "2S"}))
	b := m.Position().Board()
	c := cell(t, b, "p12")
	at := g.Board.CellCentre(c)
	g.Board.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: at}, Scrolled: fyne.NewDelta(0, 25)})
	if g.Board.Zoom() <= 1 {
		t.Fatal("the wheel over a hex with nothing to turn did not zoom in")
	}
	if got := g.Board.CellAt(at); got != c {
		t.Fatalf("after zooming, the pointer is over %s, want p12", b.CellName(got))
	}
	moved := g.Board.CellCentre(c)
	if math.Abs(float64(moved.X-at.X)) > 1 || math.Abs(float64(moved.Y-at.Y)) > 1 {
		t.Fatalf("p12 moved from %v to %v under the pointer", at, moved)
	}
	// drag the empty centre: the board pans
	l12 := g.Board.CellCentre(cell(t, b, "l12"))
	dragPoints(g.Board, l12, l12.Add(fyne.NewPos(60, 0)))
	if after := g.Board.CellCentre(cell(t, b, "l12")); math.Abs(float64(after.X-l12.X-60)) > 2 {
		t.Fatalf("panning 60 right moved l12 from %v to %v", l12, after)
	}
	if len(m.History()) != 0 {
		t.Fatal("panning played a move")
	}
	g.Board.ResetZoom()
	if g.Board.Zoom() != 1 {
		t.Fatal("reset did not show the whole board")
	}
}

func TestAntarcticReturnIsDraggedFromTheReserve(t *testing.T) {
	m, g, _ := openMatch(t, gameMatch(t, "antarctic-chess", rules.Config{Mode: "2S"}))
	// Play seeded random moves, captures first, until the player to move has a return.
	rng := rand.New(rand.NewPCG(7, 7))
	var ret rules.Move
	for i := 0; i < 400 && ret.Piece == pieces.None; i++ {
		moves := m.Position().LegalMoves(nil)
		for _, mv := range moves {
			if mv.Has(rules.Return) {
				ret = mv
			}
		}
		if ret.Piece != pieces.None || len(moves) == 0 {
			break
		}
		pick := moves[rng.IntN(len(moves))]
		for _, mv := range moves {
			if mv.Has(rules.Capture) && rng.IntN(2) == 0 {
				pick = mv
			}
		}
		if err := m.Play(pick); err != nil {
			t.Fatal(err)
		}
	}
	if ret.Piece == pieces.None {
		t.Fatal("no return arose in 400 random moves")
	}
	from, ok := g.Board.SlotCentre(m.Position().ToMove(), ret.Piece)
	if !ok {
		t.Fatalf("the captured %s does not wait beside the board", ret.Piece)
	}
	dragPoints(g.Board, from, g.Board.CellCentre(ret.To))
	got := lastMove(t, m).Move
	if !got.Has(rules.Return) || got.Piece != ret.Piece || got.To != ret.To {
		t.Fatalf("the drag played %+v, want the return %+v", got, ret)
	}
	if p := m.Position().At(ret.To); p.Kind != ret.Promote {
		t.Fatalf("the returned piece arrived as %s, want %s (demoted)", p.Kind, ret.Promote)
	}
}

func TestSeatsListShowsWhoIsOut(t *testing.T) {
	m, g, _ := openMatch(t, gameMatch(t, "pothole-chess", rules.Config{}))
	if len(g.seats.Objects) != 4 {
		t.Fatalf("%d seats listed, want 4", len(g.seats.Objects))
	}
	if got := seatText(g, 0); !strings.HasPrefix(got, "» White") || !g.seatLines[0].Shown().TextStyle.Bold {
		t.Fatalf("first seat %q, bold %v", got, g.seatLines[0].Shown().TextStyle.Bold)
	}
	if err := m.Resign(0); err != nil {
		t.Fatal(err)
	}
	if a, b := seatText(g, 0), seatText(g, 1); !strings.HasSuffix(a, "— out") || !strings.HasPrefix(b, "» Red") {
		t.Fatalf("after White resigns: %q, %q", a, b)
	}
}

func TestADragDoesNotRedrawTheBoard(t *testing.T) {
	m, g, _ := openMatch(t, gameMatch(t, "antarctic-chess", rules.Config{Mode: "6E"}))
	var mv rules.Move
	for _, x := range m.Position().LegalMoves(nil) {
		if x.From != x.To && !x.Has(rules.Drop) {
			mv = x
			break
		}
	}
	v := g.Board
	p0, p1 := v.CellCentre(mv.From), v.CellCentre(mv.To)
	v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p0.Add(fyne.NewPos(2, 2))}, Dragged: fyne.NewDelta(2, 2)})
	after := v.BoardRedraws() // picking the piece up shows its targets: one redraw
	prev := p0
	for i := 1; i <= 12; i++ {
		k := float32(i) / 12
		p := fyne.NewPos(p0.X+(p1.X-p0.X)*k, p0.Y+(p1.Y-p0.Y)*k+8)
		v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.NewDelta(p.X-prev.X, p.Y-prev.Y)})
		prev = p
	}
	if got := v.BoardRedraws(); got != after {
		t.Fatalf("the drag redrew the board %d times", got-after)
	}
	v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p1}, Dragged: fyne.NewDelta(p1.X-prev.X, p1.Y-prev.Y)})
	v.DragEnd()
	if lastMove(t, m).Move.To != mv.To {
		t.Fatal("the drag did not play its move")
	}
}

func TestAWheelSwipePlaysOneTurnOnly(t *testing.T) {
	m, g, _ := openMatch(t, gameMatch(t, "dino-czars", rules.Config{}))
	// A swipe that turns Player 1's Tyrannosaurus and drifts onto Player 2's: after the
	// first turn it is Player 2's move, but the swipe must not turn their piece.
	b := m.Position().Board()
	e1, e6 := g.Board.CellCentre(cell(t, b, "E1")), g.Board.CellCentre(cell(t, b, "E6"))
	// the swipe's notches come close together, however slowly the test runs
	now := time.Unix(1000, 0)
	g.Board.SetClock(func() time.Time { now = now.Add(picker.WheelPause / 20); return now })
	for i := 0; i < 8; i++ {
		at := e1
		if i >= 2 {
			at = e6
		}
		g.Board.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: at}, Scrolled: fyne.NewDelta(0, 25)})
	}
	// the swipe plays nothing: it turns Player 1's Tyrannosaurus one step in preview,
	// and the rest of it, over Player 2's, neither moves nor turns anything
	if n := len(m.History()); n != 0 {
		t.Fatalf("one swipe over both Tyrannosaurs played %d moves, want none before a click", n)
	}
	e1c := cell(t, b, "E1")
	want := (m.Position().At(e1c).Facing + 120) % 360
	if c, f := g.Board.TurnPreview(); c != e1c || f != want {
		t.Fatalf("the swipe previews %v facing %d, want E1 turned one step to %d", c, f, want)
	}
	if g.Board.Zoom() != 1 {
		t.Error("the rest of the swipe zoomed the board")
	}
	g.Board.Tapped(&fyne.PointEvent{Position: e1})
	if h := m.History(); len(h) != 1 || h[0].Move.To != e1c || h[0].Move.Facing != want {
		t.Fatalf("the click after the swipe played %+v, want E1's turn to %d", h, want)
	}
}

func TestADragEndsWhenThePositionChangesUnderIt(t *testing.T) {
	m, g, _ := openMatch(t, chessMatch(t, "chess-2016", 37))
	if err := m.PlayText("e5"); err != nil {
		t.Fatal(err)
	}
	v := g.Board
	b := m.Position().Board()
	p0 := v.CellCentre(cell(t, b, "e8"))
	v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p0.Add(fyne.NewPos(3, 3))}, Dragged: fyne.NewDelta(3, 3)})
	if !v.Dragging() {
		t.Fatal("the drag did not start")
	}
	m.Undo() // another view takes White's move back: Black's pawn is no longer to move
	if v.Dragging() {
		t.Fatal("the dragged piece still floats after the position changed")
	}
	p1 := v.CellCentre(cell(t, b, "e6"))
	v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p1}, Dragged: fyne.NewDelta(p1.X-p0.X, p1.Y-p0.Y)})
	v.DragEnd()
	if h := m.History(); len(h) != 0 {
		t.Fatalf("the rest of the dropped drag played %+v", h)
	}
	// the next gesture works again
	drag(t, v, "e3", "e5")
	if h := m.History(); len(h) != 1 {
		t.Fatalf("a new drag after the dropped one played %d moves", len(h))
	}
}

// TestEveryGameWindowFitsALaptopScreen: with every game and mode (seven players'
// seats included) the game window's content fits a 1280×800 screen, title bar and panel
// allowed for.
func TestEveryGameWindowFitsALaptopScreen(t *testing.T) {
	env := testEnv(t)
	for _, e := range games.All() {
		for _, mode := range rules.ModesOf(e.Game) {
			g, _ := openView(t, env, gameMatch(t, e.ID, rules.Config{Mode: mode}))
			if min := g.Content().MinSize(); min.Width > 1240 || min.Height > 720 {
				t.Errorf("%s %s: the window needs at least %.0f×%.0f", e.ID, mode, min.Width, min.Height)
			}
		}
	}
}
