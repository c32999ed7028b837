package ui

import (
	"image/color"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/clash"
	"oddboards/rules/gametest"
	"oddboards/rules/pothole"
	"oddboards/ui/picker"
)

// Gameplay tests: each game's moves made through the board widget's own event methods.

// offered maps the open chooser's buttons to the legal moves they stand for (a button
// shows its move in the game's notation), in the chooser's order.
func offered(t *testing.T, w fyne.Window, m *rules.Match) ([]rules.Move, []*widget.Button) {
	t.Helper()
	p := m.Position()
	byText := map[string]rules.Move{}
	for _, mv := range p.LegalMoves(nil) {
		byText[m.Game().FormatMove(p, mv)] = mv
	}
	buttons := popupButtons(t, w)
	var moves []rules.Move
	for _, b := range buttons {
		text := b.Text // "face south-west (TCF2@SW)": the notation in brackets
		if i := strings.LastIndex(text, " ("); i >= 0 && strings.HasSuffix(text, ")") {
			text = text[i+2 : len(text)-1]
		}
		mv, ok := byText[text]
		if !ok {
			t.Fatalf("the chooser offers %q, which is no legal move", b.Text)
		}
		moves = append(moves, mv)
	}
	return moves, buttons
}

// choose taps the chooser's button for the one offered move that fits want.
func choose(t *testing.T, w fyne.Window, m *rules.Match, want func(rules.Move) bool) rules.Move {
	t.Helper()
	moves, buttons := offered(t, w, m)
	found := -1
	for i, mv := range moves {
		if want(mv) {
			if found >= 0 {
				t.Fatalf("two offered moves fit: %q and %q", buttons[found].Text, buttons[i].Text)
			}
			found = i
		}
	}
	if found < 0 {
		t.Fatalf("no offered move fits among %d", len(moves))
	}
	test.Tap(buttons[found])
	if _, open := w.Canvas().Overlays().Top().(*widget.PopUp); open {
		t.Fatal("the chooser stayed open after a choice")
	}
	return moves[found]
}

// noChooser fails if a chooser is open.
func noChooser(t *testing.T, w fyne.Window) {
	t.Helper()
	if _, open := w.Canvas().Overlays().Top().(*widget.PopUp); open {
		t.Fatal("a chooser is open")
	}
}

// openAt opens a game of id that starts from the position read makes of text (for
// positions built by hand); the test fails when text does not read.
func openAt[P rules.Position](t *testing.T, id string, read func(string) (P, error), text string) (P, *rules.Match, *GameView, fyne.Window) {
	t.Helper()
	pos := gametest.Must(t, read, text)
	m, g, w := openMatch(t, fixedMatch(t, id, pos))
	return pos, m, g, w
}

// fixedMatch is a new match of id that starts from start.
func fixedMatch(t *testing.T, id string, start rules.Position) *rules.Match {
	t.Helper()
	return newMatch(t, id, rules.Config{}, func(g rules.Game) rules.Game { return fixedGame{g, start} })
}

func playTexts(t *testing.T, m *rules.Match, moves ...string) {
	t.Helper()
	for _, s := range moves {
		if err := m.PlayText(s); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

func wheel(v *BoardView, at fyne.Position, dy float32) {
	v.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: at}, Scrolled: fyne.NewDelta(0, dy)})
}

// wheelAndClick turns the piece at in preview with the wheel, checks that nothing is
// played until the click, and clicks the piece to confirm the turn.
func wheelAndClick(t *testing.T, v *BoardView, m *rules.Match, at fyne.Position, dy float32) {
	t.Helper()
	n := len(m.History())
	wheel(v, at, dy)
	c := v.CellAt(at)
	if got := len(m.History()); got != n {
		t.Fatalf("the wheel alone played %d moves: a turn needs a click to confirm it", got-n)
	}
	if tc, f := v.TurnPreview(); tc != c || f == m.Position().At(c).Facing {
		t.Fatalf("the wheel previews %v facing %d, want a new facing on %v", tc, f, c)
	}
	if v.Selected() != c || v.Said() == "" {
		t.Fatalf("a previewed turn leaves %v picked up, says %q", v.Selected(), v.Said())
	}
	v.Tapped(&fyne.PointEvent{Position: at})
	if got := len(m.History()); got != n+1 {
		t.Fatalf("clicking the previewed piece played %d moves, want 1", got-n)
	}
	if tc, _ := v.TurnPreview(); tc != boards.NoCell {
		t.Fatal("the turn preview outlived the turn")
	}
}

func rightClick(v *BoardView, at fyne.Position) {
	v.TappedSecondary(&fyne.PointEvent{Position: at})
}

// ---- Dino-Czars ----

func TestDinoRightClickOffersBothRotations(t *testing.T) {
	m, g, w := openMatch(t, gameMatch(t, "dino-czars", rules.Config{}))
	d2 := cell(t, m.Position().Board(), "D2")
	if p := m.Position().At(d2); p.Kind != pieces.Triceratops || p.Facing != 90 {
		t.Fatalf("D2 holds %+v, want the Triceratops facing N", p)
	}
	rightClick(g.Board, g.Board.CellCentre(d2))
	if len(m.History()) != 0 {
		t.Fatal("a right click played a rotation without asking which")
	}
	moves, buttons := offered(t, w, m)
	facings := map[int16]bool{}
	for i, mv := range moves {
		if mv.From != d2 || mv.To != d2 || !mv.Has(rules.InPlace) {
			t.Fatalf("the chooser offers %+v, not a rotation of D2", mv)
		}
		facings[mv.Facing] = true
		// the choice says the way in words, the notation after
		words := map[int16]string{210: "face south-west (", 330: "face south-east ("}[mv.Facing]
		if !strings.HasPrefix(buttons[i].Text, words) {
			t.Errorf("the choice of facing %d reads %q", mv.Facing, buttons[i].Text)
		}
	}
	if len(moves) != 2 || !facings[210] || !facings[330] {
		t.Fatalf("the chooser offers facings %v, want 210 and 330", facings)
	}
	choose(t, w, m, func(mv rules.Move) bool { return mv.Facing == 330 })
	if p := pieceOn(t, m, "D2"); p.Kind != pieces.Triceratops || p.Facing != 330 {
		t.Fatalf("after choosing SE the Triceratops is %+v", p)
	}
	if mv := lastMove(t, m).Move; !mv.Has(rules.InPlace) || m.Position().ToMove() != 1 {
		t.Fatalf("the rotation played %+v", mv)
	}
}

func TestDinoWheelTurnsBothWays(t *testing.T) {
	m, g, _ := openMatch(t, gameMatch(t, "dino-czars", rules.Config{}))
	// the wheel rests between notches: separate turns, not one swipe
	now := time.Unix(1000, 0)
	g.Board.SetClock(func() time.Time { now = now.Add(2 * picker.WheelPause); return now })
	b := m.Position().Board()
	// Player 1's Tyrannosaurus on the down triangle E1 faces N; wheel down turns it
	// clockwise, to SE, in preview; the click on it plays the turn.
	e1 := cell(t, b, "E1")
	wheelAndClick(t, g.Board, m, g.Board.CellCentre(e1), -25)
	if p := m.Position().At(e1); p.Kind != pieces.Tyrannosaurus || p.Facing != 330 {
		t.Fatalf("wheel down should turn the Tyrannosaurus from 90 to 330, it is %+v", p)
	}
	// Player 2's Tyrannosaurus on the up triangle E6 faces S; wheel up turns it
	// counter-clockwise, to NE; wheel down on Player 1's turns it back to N.
	e6 := cell(t, b, "E6")
	wheelAndClick(t, g.Board, m, g.Board.CellCentre(e6), 25)
	if p := m.Position().At(e6); p.Kind != pieces.Tyrannosaurus || p.Owner != 1 || p.Facing != 30 {
		t.Fatalf("wheel up should turn Player 2's Tyrannosaurus from 270 to 30, it is %+v", p)
	}
	wheelAndClick(t, g.Board, m, g.Board.CellCentre(e1), 25)
	if p := m.Position().At(e1); p.Facing != 90 {
		t.Fatalf("wheel up should turn the Tyrannosaurus from 330 back to 90, it is %+v", p)
	}
	if n := len(m.History()); n != 3 || g.Board.Zoom() != 1 {
		t.Fatalf("three wheel turns played %d moves, zoom %v", n, g.Board.Zoom())
	}
	for _, p := range m.History() {
		if !p.Move.Has(rules.InPlace) {
			t.Fatalf("a wheel turn played %+v", p.Move)
		}
	}
}

// towardSide is a point inside cell c, a third of the way toward the centre of its
// neighbour n: off c's centre on the side c shares with n (on a turned board too).
func towardSide(v *BoardView, c, n boards.Cell) fyne.Position {
	pc, pn := v.CellCentre(c), v.CellCentre(n)
	return fyne.NewPos(pc.X+(pn.X-pc.X)*0.35, pc.Y+(pn.Y-pc.Y)*0.35)
}

func TestDinoDropPointChoosesEachFacing(t *testing.T) {
	m, g, w := openMatch(t, gameMatch(t, "dino-czars", rules.Config{}))
	b := m.Position().Board()
	type drop struct {
		from, to, side string // side: the neighbour of to the pointer is toward
		facing         int16
	}
	check := func(d drop) {
		t.Helper()
		from, to := cell(t, b, d.from), cell(t, b, d.to)
		mover := m.Position().At(from)
		dragPoints(g.Board, g.Board.CellCentre(from), towardSide(g.Board, to, cell(t, b, d.side)))
		noChooser(t, w)
		got := lastMove(t, m).Move
		if got.From != from || got.To != to || got.Facing != d.facing {
			t.Fatalf("%s-%s dropped toward %s played %+v, want facing %d", d.from, d.to, d.side, got, d.facing)
		}
		if p := m.Position().At(to); p.Kind != mover.Kind || p.Facing != d.facing {
			t.Fatalf("%s holds %+v, want the %s facing %d", d.to, p, mover.Kind, d.facing)
		}
	}
	// Player 1's Triceratops on the down triangle F2 steps N onto the up triangle F3: it
	// turns 60° left (NW, 150, the side toward E3) or right (NE, 30, toward G3),
	// whichever side of F3 the pointer is toward.
	check(drop{"F2", "F3", "G3", 30})
	m.Undo()
	check(drop{"F2", "F3", "E3", 150})
	// Player 2, with the board turned to them: the Triceratops on the up triangle D5,
	// facing S, steps onto the down triangle D4 and faces SW (toward C4) or SE (toward E4).
	g.autoTurn.SetChecked(true)
	if g.Board.Turn() != 180 {
		t.Fatalf("the board is turned %v for Player 2, want 180", g.Board.Turn())
	}
	check(drop{"D5", "D4", "C4", 210})
	m.Undo()
	check(drop{"D5", "D4", "E4", 330})
}

// TestDinoHeldOverTheMiddleShowsOnlyAllowedFacings: carried over the middle of a
// triangle of the other orientation, where a drop asks which way, the piece never shows
// a facing it cannot have there, and arrows show the ones it can.
func TestDinoHeldOverTheMiddleShowsOnlyAllowedFacings(t *testing.T) {
	m, g, _ := openMatch(t, gameMatch(t, "dino-czars", rules.Config{}))
	b := m.Position().Board()
	// the Triceratops on D2 (a down triangle) faces N; D3 above points up: NE, NW or S
	d2, d3 := cell(t, b, "D2"), cell(t, b, "D3")
	dragTo(g.Board, g.Board.CellCentre(d2), g.Board.CellCentre(d3))
	p, choices, ok := g.Board.Carried()
	if !ok || len(choices) < 2 || !slices.Contains(choices, p.Facing) {
		t.Fatalf("over D3's middle the Triceratops faces %d; the choices are %v", p.Facing, choices)
	}
	// off the middle it shows the one facing it will land with, and no arrows
	dragTo(g.Board, g.Board.CellCentre(d3), towardSide(g.Board, d3, cell(t, b, "C3")))
	p, choices, _ = g.Board.Carried()
	if len(choices) != 0 || p.Facing != 150 {
		t.Errorf("toward C3 the Triceratops faces %d with choices %v, want 150 (NW) alone", p.Facing, choices)
	}
	g.Board.DragEnd()
}

// TestRightClickCancelsThePieceCard: the card a hover is about to show does not appear
// over the rotation chooser a right click opened.
func TestRightClickCancelsThePieceCard(t *testing.T) {
	m, g, w := openMatch(t, gameMatch(t, "dino-czars", rules.Config{}))
	pending := manualTimer(g.cardHover)
	at := g.Board.CellCentre(cell(t, m.Position().Board(), "D2"))
	g.Board.MouseMoved(&desktopMouse(at).MouseEvent)
	rightClick(g.Board, at)
	offered(t, w, m) // the chooser is open
	pending.fire()
	if g.cardHover.Showing() {
		t.Error("the piece card appeared over the chooser")
	}
}

func TestDinoPterosaurLandingFacingsAreChosen(t *testing.T) {
	m, g, w := openMatch(t, gameMatch(t, "dino-czars", rules.Config{}))
	b := m.Position().Board()
	b2, e3 := cell(t, b, "B2"), cell(t, b, "E3")
	if m.Position().At(b2).Kind != pieces.Pterosaur {
		t.Fatalf("B2 holds %+v", m.Position().At(b2))
	}
	// Dropped on the middle of E3 (a down triangle), the Pterosaur asks for its facing.
	dragPoints(g.Board, g.Board.CellCentre(b2), g.Board.CellCentre(e3))
	moves, _ := offered(t, w, m)
	facings := map[int16]bool{}
	for _, mv := range moves {
		facings[mv.Facing] = true
	}
	if len(moves) != 3 || !facings[90] || !facings[210] || !facings[330] {
		t.Fatalf("the chooser offers %d moves with facings %v, want 90, 210 and 330", len(moves), facings)
	}
	// Cancel plays nothing.
	for _, bt := range findAllButtons(w.Canvas().Overlays().Top().(*widget.PopUp).Content) {
		if bt.Text == "Cancel" {
			test.Tap(bt)
		}
	}
	noChooser(t, w)
	if len(m.History()) != 0 {
		t.Fatal("cancelling the chooser played a move")
	}
	for _, facing := range []int16{90, 210, 330} {
		dragPoints(g.Board, g.Board.CellCentre(b2), g.Board.CellCentre(e3))
		choose(t, w, m, func(mv rules.Move) bool { return mv.Facing == facing })
		if p := m.Position().At(e3); p.Kind != pieces.Pterosaur || p.Facing != facing || m.Position().At(b2).Kind != pieces.None {
			t.Fatalf("after choosing %d, E3 holds %+v", facing, p)
		}
		m.Undo()
	}
	// Dropped off the middle, toward E3's side shared with F3, it lands facing SE at once.
	dragPoints(g.Board, g.Board.CellCentre(b2), towardSide(g.Board, e3, cell(t, b, "F3")))
	noChooser(t, w)
	if mv := lastMove(t, m).Move; mv.To != e3 || mv.Facing != 330 {
		t.Fatalf("dropped toward F3, the Pterosaur played %+v, want facing 330", mv)
	}
}

// dinoSample returns the turns of the seed's sample game in the seed's notation.
func dinoSample(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile("../rules/dinoczars/testdata/sample-game.txt")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		for _, tok := range f[1:] {
			if tok != "..." {
				out = append(out, tok)
			}
		}
	}
	return out
}

func TestDinoEggIsLaidGestatedAndHatched(t *testing.T) {
	env := testEnv(t)
	m := gameMatch(t, "dino-czars", rules.Config{})
	// The sample game up to 7... trxSS: Player 1 has lost a Brontosaurus (3... tcxBR) and
	// a Stegosaurus (7... trxSS), which an egg of theirs may hatch into, and lays an egg on
	// E6 next (8. E*E6).
	sample := dinoSample(t)
	var upTo int
	for i, s := range sample {
		if s == "trxSS" {
			upTo = i + 1
		}
	}
	if upTo == 0 {
		t.Fatal("no 7... trxSS in the sample game")
	}
	playTexts(t, m, sample[:upTo]...)
	g, w := openView(t, env, m)
	e6 := cell(t, m.Position().Board(), "E6")
	if m.Position().ToMove() != 0 || m.Position().At(e6).Kind != pieces.None {
		t.Fatalf("not Player 1 to move with E6 empty: %+v", m.Position().At(e6))
	}
	eggs := func() int {
		for _, p := range m.Position().Reserve(0) {
			if p.Kind == pieces.Egg {
				return int(p.Count)
			}
		}
		return 0
	}
	if eggs() != 2 {
		t.Fatalf("Player 1 has %d eggs waiting, want 2", eggs())
	}
	// Lay: click the egg beside the board, then E6.
	slot, ok := g.Board.SlotCentre(0, pieces.Egg)
	if !ok {
		t.Fatal("no egg waits beside the board")
	}
	g.Board.Tapped(&fyne.PointEvent{Position: slot})
	g.Board.Tapped(&fyne.PointEvent{Position: g.Board.CellCentre(e6)})
	if mv := lastMove(t, m).Move; !mv.Has(rules.Drop) || mv.To != e6 || mv.Piece != pieces.Egg {
		t.Fatalf("clicking the egg and E6 played %+v", mv)
	}
	if p := m.Position().At(e6); p.Kind != pieces.Egg || p.Owner != 0 || p.Count != 4 || eggs() != 1 {
		t.Fatalf("E6 holds %+v, %d eggs left", p, eggs())
	}
	// Player 2 only turns the Tyrannosaurus; Player 1 clicks the egg each turn.
	wait := func() {
		t.Helper()
		pos := m.Position()
		for _, mv := range pos.LegalMoves(nil) {
			if mv.Has(rules.InPlace) && mv.Piece == pieces.Tyrannosaurus {
				if err := m.Play(mv); err != nil {
					t.Fatal(err)
				}
				return
			}
		}
		t.Fatal("Player 2's Tyrannosaurus cannot turn")
	}
	for want := 3; want >= 1; want-- {
		wait()
		if want == 2 {
			// a right click plays the egg's one move in place at once
			rightClick(g.Board, g.Board.CellCentre(e6))
		} else {
			// a click picks the egg up and plays nothing; the second click gestates it
			n := len(m.History())
			g.Board.Tapped(&fyne.PointEvent{Position: g.Board.CellCentre(e6)})
			if len(m.History()) != n || g.Board.Selected() != e6 {
				t.Fatalf("one click on the egg played %d moves, picked up %v: want it picked up only",
					len(m.History())-n, g.Board.Selected())
			}
			if g.Board.Said() == "" {
				t.Error("a picked-up egg does not say that a second click plays it")
			}
			g.Board.Tapped(&fyne.PointEvent{Position: g.Board.CellCentre(e6)})
		}
		noChooser(t, w)
		if p := m.Position().At(e6); p.Kind != pieces.Egg || int(p.Count) != want {
			t.Fatalf("clicking the egg should gestate it to %d, it is %+v", want, p)
		}
	}
	reserve := func() map[pieces.Kind]bool {
		out := map[pieces.Kind]bool{}
		for _, p := range m.Position().Reserve(0) {
			out[p.Kind] = true
		}
		return out
	}
	if r := reserve(); !r[pieces.Brontosaurus] || !r[pieces.Stegosaurus] || r[pieces.Triceratops] {
		t.Fatalf("Player 1's reserve is %v, want the lost Brontosaurus and Stegosaurus", r)
	}
	if _, ok := g.Board.SlotCentre(0, pieces.Stegosaurus); !ok {
		t.Fatal("the lost Stegosaurus does not wait beside the board")
	}
	wait()
	g.Board.Tapped(&fyne.PointEvent{Position: g.Board.CellCentre(e6)})
	noChooser(t, w) // the first click only picks the egg up
	g.Board.Tapped(&fyne.PointEvent{Position: g.Board.CellCentre(e6)})
	if p := m.Position().At(e6); p.Kind != pieces.Egg || p.Count != 1 {
		t.Fatalf("the egg hatched without asking into what: %+v", p)
	}
	// E6 is an up triangle: sides 270, 30, 150; two kinds lost.
	moves, _ := offered(t, w, m)
	type choice struct {
		kind   pieces.Kind
		facing int16
	}
	got := map[choice]bool{}
	for _, mv := range moves {
		if !mv.Has(rules.Hatch) || mv.From != e6 || mv.To != e6 {
			t.Fatalf("the chooser offers %+v, not a hatching on E6", mv)
		}
		got[choice{mv.Promote, mv.Facing}] = true
	}
	if len(moves) != 6 || len(got) != 6 {
		t.Fatalf("the chooser offers %v, want Brontosaurus and Stegosaurus × 3 facings", got)
	}
	for _, k := range []pieces.Kind{pieces.Brontosaurus, pieces.Stegosaurus} {
		for _, f := range []int16{270, 30, 150} {
			if !got[choice{k, f}] {
				t.Fatalf("the chooser lacks %s facing %d: %v", k, f, got)
			}
		}
	}
	choose(t, w, m, func(mv rules.Move) bool { return mv.Promote == pieces.Stegosaurus && mv.Facing == 150 })
	if p := m.Position().At(e6); p.Kind != pieces.Stegosaurus || p.Owner != 0 || p.Facing != 150 {
		t.Fatalf("E6 holds %+v after hatching a Stegosaurus facing NW", p)
	}
	if r := reserve(); r[pieces.Stegosaurus] || !r[pieces.Brontosaurus] {
		t.Fatalf("after the hatching Player 1's reserve is %v, want the Brontosaurus left", r)
	}
	if _, ok := g.Board.SlotCentre(0, pieces.Stegosaurus); ok {
		t.Fatal("the hatched Stegosaurus still waits beside the board")
	}
	if _, ok := g.Board.SlotCentre(0, pieces.Brontosaurus); !ok {
		t.Fatal("the Brontosaurus no longer waits beside the board")
	}
}

// ---- Clash of Command ----

func TestClashCommanderStepOffersFactorOrBrute(t *testing.T) {
	m, g, w := openMatch(t, gameMatch(t, "clash-of-command", rules.Config{}))
	drag(t, g.Board, "a1", "a3")
	if len(m.History()) != 0 {
		t.Fatal("the Commander stepped without asking what it leaves")
	}
	moves, buttons := offered(t, w, m)
	left := map[pieces.Kind]bool{}
	for _, mv := range moves {
		left[mv.Leave] = true
	}
	if len(moves) != 2 || !left[pieces.Factor] || !left[pieces.Brute] {
		t.Fatalf("the chooser offers %d moves leaving %v, want a Factor or a Brute", len(buttons), left)
	}
	choose(t, w, m, func(mv rules.Move) bool { return mv.Leave == pieces.Brute })
	if a1, a3 := pieceOn(t, m, "a1"), pieceOn(t, m, "a3"); a1.Kind != pieces.Brute || a1.Owner != 0 || a3.Kind != pieces.Commander {
		t.Fatalf("after Ca1-a3=B: a1 %+v, a3 %+v", a1, a3)
	}
}

func TestClashTransformationInPlace(t *testing.T) {
	m, g, w := openMatch(t, gameMatch(t, "clash-of-command", rules.Config{}))
	b := m.Position().Board()
	kinds := func() map[pieces.Kind]bool {
		out := map[pieces.Kind]bool{}
		moves, _ := offered(t, w, m)
		for _, mv := range moves {
			if mv.From != mv.To || !mv.Has(rules.InPlace) {
				t.Fatalf("the chooser offers %+v, not a transformation in place", mv)
			}
			out[mv.Promote] = true
		}
		if len(moves) != 2 {
			t.Fatalf("the chooser offers %d moves, want 2", len(moves))
		}
		return out
	}
	// transform checks that the chooser offers a or b, chooses pick, and that the piece on
	// cell is then owner's pick
	transform := func(how, on string, a, b, pick pieces.Kind, owner pieces.Player) {
		t.Helper()
		if k := kinds(); !k[a] || !k[b] {
			t.Fatalf("%s offers %v, want %v or %v", how, k, a, b)
		}
		choose(t, w, m, func(mv rules.Move) bool { return mv.Promote == pick })
		if p := pieceOn(t, m, on); p.Kind != pick || p.Owner != owner {
			t.Fatalf("%s holds %+v after %s, want %v", on, p, how, pick)
		}
	}
	// clickTwice clicks the Factor on a cell twice: the first click only picks it up (no move,
	// no chooser), the second asks.
	clickTwice := func(on string) {
		t.Helper()
		n := len(m.History())
		tapCell(t, g.Board, on)
		if g.Board.Selected() != cell(t, b, on) || len(m.History()) != n {
			t.Fatalf("one click on the Factor on %s did not just pick it up", on)
		}
		noChooser(t, w)
		tapCell(t, g.Board, on)
	}
	// White clicks the Factor on b2 (which could also step to a3) twice.
	clickTwice("b2")
	transform("the second click on b2", "b2", pieces.Droid, pieces.Hawk, pieces.Droid, 0)
	// Black right-clicks the Factor on f8.
	rightClick(g.Board, g.Board.CellCentre(cell(t, b, "f8")))
	transform("the right click on f8", "f8", pieces.Droid, pieces.Hawk, pieces.Hawk, 1)
	// The Factor on d2 can only transform (c3 and e3 are taken): one click picks it up
	// like any piece, the second asks.
	clickTwice("d2")
	transform("the second click on the blocked Factor", "d2", pieces.Droid, pieces.Hawk, pieces.Hawk, 0)
	// A right click on a Commander offers Factor or Brute.
	rightClick(g.Board, g.Board.CellCentre(cell(t, b, "c9")))
	transform("the right click on the Commander", "c9", pieces.Factor, pieces.Brute, pieces.Brute, 1)
	if len(m.History()) != 4 {
		t.Fatalf("history %+v", m.History())
	}
}

// hawkOnC3 opens a Clash of Command game where White's Hawk on c3 may step to d4, on
// the diagonal b2–c3–d4–e5: by approach it takes the Factor on e5, by withdrawal the
// Droid on b2; or it steps quietly.
func hawkOnC3(t *testing.T) (rules.Position, *rules.Match, *GameView, fyne.Window) {
	t.Helper()
	pos, m, g, w := openAt(t, "clash-of-command", clash.ParsePosition, "Ce1 Hc3 / Ce9 Db2 Fe5 w")
	return pos, m, g, w
}

func TestClashHawkOffersApproachAndWithdrawal(t *testing.T) {
	pos, m, g, w := hawkOnC3(t)
	b := pos.Board()
	b2, e5 := cell(t, b, "b2"), cell(t, b, "e5")
	for _, mode := range []rules.Flag{rules.Approach, rules.Withdrawal} {
		drag(t, g.Board, "c3", "d4")
		if len(m.History()) != 0 {
			t.Fatal("the Hawk's step was played without asking how it captures")
		}
		moves, _ := offered(t, w, m)
		var approach, withdrawal, quiet int
		for _, mv := range moves {
			switch {
			case mv.Has(rules.Approach | rules.Capture):
				approach++
			case mv.Has(rules.Withdrawal | rules.Capture):
				withdrawal++
			case mv.Flags&rules.Capture == 0:
				quiet++
			}
		}
		if len(moves) != 3 || approach != 1 || withdrawal != 1 || quiet != 1 {
			t.Fatalf("the chooser offers %+v, want a quiet step, an approach and a withdrawal", moves)
		}
		choose(t, w, m, func(mv rules.Move) bool { return mv.Has(mode) })
		p := m.Position()
		if d4 := pieceOn(t, m, "d4"); d4.Kind != pieces.Droid || d4.Owner != 0 || pieceOn(t, m, "c3").Kind != pieces.None {
			t.Fatalf("after the Hawk's capture d4 holds %+v, want a White Droid", d4)
		}
		gone, kept := p.At(e5), p.At(b2)
		if mode == rules.Withdrawal {
			gone, kept = kept, gone
		}
		if gone.Kind != pieces.None || kept.Kind == pieces.None {
			t.Fatalf("mode %v: b2 %+v, e5 %+v", mode, p.At(b2), p.At(e5))
		}
		m.Undo()
	}
}

func TestClashSlicerPreviewsItsWholeLine(t *testing.T) {
	// White's Slicer on a1 slides along a1–c1–e1–g1–i1: stopping on g1 it takes White's own
	// Droid on c1 and Black's Hawk on e1; Black's Droid on b2 is on another line.
	pos, m, g, _ := openAt(t, "clash-of-command", clash.ParsePosition, "Sa1 Dc1 Cg5 / He1 Db2 Cc7 w")
	b := pos.Board()
	c1, e1, g1 := cell(t, b, "c1"), cell(t, b, "e1"), cell(t, b, "g1")
	tapCell(t, g.Board, "a1")
	g.Board.MouseMoved(&desktopMouse(g.Board.CellCentre(g1)).MouseEvent)
	pv := g.Board.Preview()
	got := map[boards.Cell]bool{}
	for _, e := range pv {
		if e.To != boards.NoCell {
			t.Fatalf("the Slicer's preview moves a piece: %+v", e)
		}
		got[e.Cell] = true
	}
	if len(pv) != 2 || !got[c1] || !got[e1] {
		t.Fatalf("hovering g1 previews %+v, want c1 and e1 captured", pv)
	}
	// hovering e1 (stopping on the Hawk) previews the same two
	g.Board.MouseMoved(&desktopMouse(g.Board.CellCentre(e1)).MouseEvent)
	if pv := g.Board.Preview(); len(pv) != 2 {
		t.Fatalf("hovering e1 previews %+v, want c1 and e1", pv)
	}
	tapCell(t, g.Board, "g1")
	if mv := lastMove(t, m).Move; mv.To != g1 || m.Position().At(c1).Kind != pieces.None || m.Position().At(e1).Kind != pieces.None {
		t.Fatalf("the Slicer's move %+v left c1 %+v, e1 %+v", mv, m.Position().At(c1), m.Position().At(e1))
	}
	if p := m.Position().At(cell(t, b, "b2")); p.Kind != pieces.Droid {
		t.Fatalf("the Droid off the line is gone: b2 %+v", p)
	}
}

// ---- 4-Player Pothole Chess ----

// seatText is the seats list's line for player i.
func seatText(g *GameView, i int) string {
	return g.seatLines[i].Full()
}

func TestPotholeDragLocksTheCentrePothole(t *testing.T) {
	m, g, _ := openMatch(t, gameMatch(t, "pothole-chess", rules.Config{}))
	b := m.Position().Board()
	c4, d3 := cell(t, b, "c4"), cell(t, b, "d3")
	if p := m.Position().At(c4); p.Kind != pieces.Pothole || p.Marks != 0 {
		t.Fatalf("c4 holds %+v, want an unlocked centre pothole", p)
	}
	if strings.Contains(g.status.Text, "locked") {
		t.Fatalf("status %q before any pothole moved", g.status.Text)
	}
	drag(t, g.Board, "c4", "d3")
	mv := lastMove(t, m).Move
	if !mv.Has(rules.Object) || mv.From != c4 || mv.To != d3 {
		t.Fatalf("dragging the pothole played %+v", mv)
	}
	if p := m.Position().At(d3); p.Kind != pieces.Pothole || p.Marks == 0 {
		t.Fatalf("d3 holds %+v, want a locked pothole", p)
	}
	if m.Position().At(c4).Kind != pieces.None {
		t.Fatalf("c4 still holds %+v", m.Position().At(c4))
	}
	if !strings.Contains(g.status.Text, "d3 locked by White") || !strings.Contains(g.status.Text, "2 of 2") {
		t.Fatalf("status %q does not mention the lock", g.status.Text)
	}
	// the locked pothole cannot be dragged on in the same turn
	drag(t, g.Board, "d3", "c3")
	if len(m.History()) != 1 || m.Position().At(d3).Kind != pieces.Pothole {
		t.Fatalf("the locked pothole moved again: %+v", m.History())
	}
}

func TestPotholeMegadozerPreviewShowsEveryPush(t *testing.T) {
	// White's Megadozer on d2 facing a line of three pieces up the d file.
	pos, m, g, _ := openAt(t, "pothole-chess", pothole.FromText, "wKa1 wMd2 wCd3 rKa7 rBd4 bKg7 bDd5 uKg1")
	b := pos.Board()
	name := func(c boards.Cell) string { return b.CellName(c) }
	tapCell(t, g.Board, "d2")
	d3 := cell(t, b, "d3")
	g.Board.MouseMoved(&desktopMouse(g.Board.CellCentre(d3)).MouseEvent)
	pv := g.Board.Preview()
	pushed := map[string]string{}
	for _, e := range pv {
		if e.To == boards.NoCell || e.Dies {
			t.Fatalf("one step pushes the line, it kills nothing: %+v", pv)
		}
		pushed[name(e.Cell)] = name(e.To)
	}
	if len(pv) != 3 || pushed["d3"] != "d4" || pushed["d4"] != "d5" || pushed["d5"] != "d6" {
		t.Fatalf("hovering d3 previews pushes %v, want d3→d4, d4→d5, d5→d6", pushed)
	}
	// Going on to d4 it pushes the line twice: the piece pushed from d6 onto the missing
	// d7 dies.
	g.Board.MouseMoved(&desktopMouse(g.Board.CellCentre(cell(t, b, "d4"))).MouseEvent)
	pv = g.Board.Preview()
	pushed = map[string]string{}
	for _, e := range pv {
		to := name(e.To)
		if e.To == boards.NoCell || e.Dies {
			to = "dies"
		}
		pushed[name(e.Cell)] = to
	}
	if len(pv) != 3 || pushed["d3"] != "d5" || pushed["d4"] != "d6" || pushed["d5"] != "dies" {
		t.Fatalf("hovering d4 previews %+v (%v), want d3→d5, d4→d6 and d5 dying", pv, pushed)
	}
	g.Board.MouseMoved(&desktopMouse(g.Board.CellCentre(d3)).MouseEvent)
	tapCell(t, g.Board, "d3")
	for c, want := range map[string]pieces.Kind{"d3": pieces.Megadozer, "d4": pieces.Car, "d5": pieces.Bulldozer, "d6": pieces.DirtDevil} {
		if p := pieceOn(t, m, c); p.Kind != want {
			t.Fatalf("after the push %s holds %+v, want a %s", c, p, want)
		}
	}
}

func TestPotholeTurnEndsAfterOneMoveWhenNoSecondExists(t *testing.T) {
	// White has a King only and no pothole to move: after one move the turn passes.
	_, m, g, _ := openAt(t, "pothole-chess", pothole.FromText, "wKa1 rKa7 rCb7 bKg7 uKg1")
	if g.turnText.Text != "White to move" || !strings.Contains(g.status.Text, "1 of 2") {
		t.Fatalf("turn banner %q / %q", g.turnText.Text, g.status.Text)
	}
	drag(t, g.Board, "a1", "b2")
	if p := pieceOn(t, m, "b2"); p.Kind != pieces.King || p.Owner != 0 {
		t.Fatalf("b2 holds %+v", p)
	}
	if g.turnText.Text != "Red to move" || !strings.Contains(g.status.Text, "1 of 2") {
		t.Fatalf("after White's only possible move: %q / %q", g.turnText.Text, g.status.Text)
	}
	if !strings.HasPrefix(seatText(g, 1), "» Red") {
		t.Fatalf("seats list marks %q", seatText(g, 1))
	}
	// Red has two moves: the banner stays on Red after the first.
	drag(t, g.Board, "b7", "c7")
	if g.turnText.Text != "Red to move" || !strings.Contains(g.status.Text, "2 of 2") {
		t.Fatalf("after Red's first move: %q / %q", g.turnText.Text, g.status.Text)
	}
	drag(t, g.Board, "a7", "a6")
	if g.turnText.Text != "Black to move" {
		t.Fatalf("after Red's second move: %q", g.turnText.Text)
	}
	if len(g.rows) != 2 || strings.Contains(g.rows[0], ",") || !strings.Contains(g.rows[1], "Red") ||
		!strings.Contains(g.rows[1], ",") {
		t.Errorf("the move list should hold White's one move on a row and Red's two on the next: %q", g.rows)
	}
}

func TestPotholeKillingAKingTakesOverTheArmy(t *testing.T) {
	cases := []struct {
		name, setup, from, to string
		victim                rules.Player
		army                  []string // the victim's other pieces
		corner                string   // the victim's corner pothole
		next                  string   // whose turn after White's second move
	}{
		{"capture", "wKa1 wCc3 wBa3 rKc5 rCb7 rDa5 rOb6 bKg7 uKg1", "c3", "c5", 1, []string{"b7", "a5"}, "b6", "Black"},
		{"push", "wKa1 wBe4 wCa3 uKf4 uCg2 uDf1 uOf2 rKa7 bKg7", "e4", "f4", 3, []string{"g2", "f1"}, "f2", "Red"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, m, g, _ := openAt(t, "pothole-chess", pothole.FromText, tc.setup)
			victim := seatText(g, int(tc.victim))
			drag(t, g.Board, tc.from, tc.to)
			p := m.Position()
			if !p.Out(tc.victim) {
				t.Fatalf("the King's owner is not out after %s-%s: %+v", tc.from, tc.to, lastMove(t, m).Move)
			}
			for _, c := range append(tc.army, tc.corner) {
				if pc := pieceOn(t, m, c); pc.Owner != 0 {
					t.Fatalf("%s holds %+v, want it White's now", c, pc)
				}
			}
			if got := seatText(g, int(tc.victim)); !strings.HasSuffix(got, "— out") || !strings.HasPrefix(got, victim) {
				t.Fatalf("the seats list says %q for the victim", got)
			}
			if g.turnText.Text != "White to move" || !strings.Contains(g.status.Text, "2 of 2") {
				t.Fatalf("after White's first move: %q / %q", g.turnText.Text, g.status.Text)
			}
			// White's second move, with a piece just taken over.
			drag(t, g.Board, tc.army[0], map[string]string{"b7": "c7", "g2": "g3"}[tc.army[0]])
			if len(m.History()) != 2 {
				t.Fatalf("the taken-over piece did not move: %+v", m.History())
			}
			if g.turnText.Text != tc.next+" to move" {
				t.Fatalf("after White's turn: %q, want %s to move", g.turnText.Text, tc.next)
			}
		})
	}
}

// ---- Antarctic Chess ----

func TestAntarcticEmperorCapturePutsAPlayerOut(t *testing.T) {
	env := testEnv(t)
	m := gameMatch(t, "antarctic-chess", rules.Config{Mode: "3S"})
	n := rules.Player(len(m.Players()))
	// Seeded random play, captures preferred, until the player to move can take the
	// Emperor of the player who moves next (3S: one Emperor each).
	rng := rand.New(rand.NewPCG(3, 3))
	var kill rules.Move
	for plies := 0; kill.Piece == pieces.None; plies++ {
		p := m.Position()
		moves := p.LegalMoves(nil)
		if plies == 3000 || len(moves) == 0 {
			t.Fatalf("no Emperor capture arose in %d plies: %+v", plies, m.Outcome())
		}
		var captures []rules.Move
		for _, mv := range moves {
			if !mv.Has(rules.Capture) {
				continue
			}
			if v := p.At(mv.To); v.Kind == pieces.Emperor && v.Owner == (p.ToMove()+1)%n {
				kill = mv
				break
			}
			if p.At(mv.To).Kind != pieces.Emperor {
				captures = append(captures, mv)
			}
		}
		if kill.Piece != pieces.None {
			break
		}
		pick := moves[rng.IntN(len(moves))]
		if len(captures) > 0 && rng.IntN(3) > 0 {
			pick = captures[rng.IntN(len(captures))]
		}
		if err := m.Play(pick); err != nil {
			t.Fatal(err)
		}
	}
	before := m.Position()
	mover := before.ToMove()
	victim := before.At(kill.To).Owner
	var army []boards.Cell // the victim's other pieces
	b := before.Board()
	for c := boards.Cell(0); int(c) < b.Len(); c++ {
		if p := before.At(c); p.Kind != pieces.None && p.Owner == victim && c != kill.To {
			army = append(army, c)
		}
	}
	if len(army) == 0 {
		t.Fatal("the victim has no other piece left")
	}
	g, w := openView(t, env, m)
	if seatText(g, int(victim)) != m.Names()[victim] {
		t.Fatalf("the victim's seat reads %q before the capture", seatText(g, int(victim)))
	}
	dragPoints(g.Board, g.Board.CellCentre(kill.From), g.Board.CellCentre(kill.To))
	if got := lastMove(t, m).Move; got != kill {
		t.Fatalf("the drag played %+v, want %+v", got, kill)
	}
	after := m.Position()
	if !after.Out(victim) || m.Outcome().Over() {
		t.Fatalf("after its Emperor was taken: out %v, outcome %+v", after.Out(victim), m.Outcome())
	}
	if got := seatText(g, int(victim)); got != m.Names()[victim]+" — out" {
		t.Fatalf("the seats list says %q for the victim", got)
	}
	// the turn passes over the victim, now and the next time round
	third := (victim + 1) % n
	if after.ToMove() != third || g.turnText.Text != m.Names()[third]+" to move" || !strings.HasPrefix(seatText(g, int(third)), "» ") {
		t.Fatalf("after %s took %s's Emperor, %s is to move (%q)", m.Names()[mover], m.Names()[victim], m.Names()[after.ToMove()], g.turnText.Text)
	}
	for i := 0; i < 2; i++ {
		moves := m.Position().LegalMoves(nil)
		if err := m.Play(moves[rng.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
		if tm := m.Position().ToMove(); tm == victim {
			t.Fatalf("%s is out but to move", m.Names()[victim])
		}
	}
	m.Undo()
	m.Undo()
	// The victim's pieces stay on the board as obstacles, and are drawn.
	for _, c := range army {
		if p := m.Position().At(c); p.Owner != victim || p != before.At(c) {
			t.Fatalf("%s holds %+v after its owner went out, was %+v", b.CellName(c), p, before.At(c))
		}
	}
	img := w.Canvas().Capture()
	origin := fyne.CurrentApp().Driver().AbsolutePositionForObject(g.Board)
	scale := float64(img.Bounds().Dx()) / float64(w.Canvas().Size().Width)
	patch := func(c boards.Cell) []color.NRGBA {
		at := g.Board.CellCentre(c).Add(origin)
		var out []color.NRGBA
		for dy := -4; dy <= 4; dy++ {
			for dx := -4; dx <= 4; dx++ {
				x, y := int(float64(at.X)*scale)+dx, int(float64(at.Y)*scale)+dy
				out = append(out, color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA))
			}
		}
		return out
	}
	differ := func(a, b []color.NRGBA) int {
		n := 0
		for i := range a {
			d := max(absDiff(a[i].R, b[i].R), absDiff(a[i].G, b[i].G), absDiff(a[i].B, b[i].B))
			if d > 24 {
				n++
			}
		}
		return n
	}
	// an empty hex of the same shade, away from the last move, shows the bare board
	empty := func(c boards.Cell) []color.NRGBA {
		for e := boards.Cell(0); int(e) < b.Len(); e++ {
			if after.At(e).Kind == pieces.None && b.Info(e).Shade == b.Info(c).Shade && e != kill.From && e != kill.To {
				return patch(e)
			}
		}
		t.Fatalf("no empty hex of %s's shade", b.CellName(c))
		return nil
	}
	for _, c := range army {
		if d := differ(patch(c), empty(c)); d < 10 {
			t.Fatalf("%s's %s on %s is not drawn: its hex looks like an empty one (%d of 81 pixels differ)",
				m.Names()[victim], after.At(c).Kind, b.CellName(c), d)
		}
	}
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// TestClashHawkChooserSaysWhatEachTakes: the chooser tells the Hawk's choices apart in
// words, hovering a choice's piece previews only what that choice takes, and a click on
// the piece chooses it.
func TestClashHawkChooserSaysWhatEachTakes(t *testing.T) {
	pos, m, g, w := hawkOnC3(t)
	e5, b2, d4 := cell(t, pos.Board(), "e5"), cell(t, pos.Board(), "b2"), cell(t, pos.Board(), "d4")
	// hovering d4 with the Hawk picked up: neither victim is certain, both may fall
	tapCell(t, g.Board, "c3")
	g.Board.MouseMoved(&desktopMouse(g.Board.CellCentre(d4)).MouseEvent)
	maybe := map[boards.Cell]bool{}
	for _, e := range g.Board.PreviewMaybe() {
		maybe[e.Cell] = true
	}
	if len(g.Board.Preview()) != 0 || len(maybe) != 2 || !maybe[e5] || !maybe[b2] {
		t.Errorf("hovering d4 previews %+v for certain and %+v as choices, want e5 and b2 as choices",
			g.Board.Preview(), g.Board.PreviewMaybe())
	}
	tapCell(t, g.Board, "c3") // put it down again
	drag(t, g.Board, "c3", "d4")
	pop, ok := w.Canvas().Overlays().Top().(*widget.PopUp)
	if !ok {
		t.Fatal("no chooser")
	}
	said := strings.Join(texts(pop.Content), "|")
	for _, want := range []string{"by approach: takes e5", "by withdrawal: takes b2", "captures nothing"} {
		if !strings.Contains(said, want) {
			t.Errorf("the chooser does not say %q: %s", want, said)
		}
	}
	var icons []*choiceIcon
	for _, o := range test.LaidOutObjects(pop) {
		if ic, ok := o.(*choiceIcon); ok {
			icons = append(icons, ic)
		}
	}
	moves, _ := offered(t, w, m)
	if len(icons) != len(moves) {
		t.Fatalf("%d piece icons for %d choices", len(icons), len(moves))
	}
	for i, mv := range moves {
		if !mv.Has(rules.Approach) {
			continue
		}
		icons[i].MouseIn(&desktop.MouseEvent{})
		if pv := g.Board.Preview(); len(pv) != 1 || pv[0].Cell != e5 {
			t.Errorf("hovering the approach previews %+v, want e5 alone", pv)
		}
		test.Tap(icons[i])
		if h := m.History(); len(h) != 1 || h[0].Move != mv {
			t.Fatalf("a click on the approach's piece played %+v", h)
		}
		if len(g.Board.Preview()) != 0 {
			t.Error("the preview stayed after the choice")
		}
		return
	}
	t.Fatal("no approach offered")
}
