package gamewin

import (
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/ui/picker"
	"oddboards/ui/uitest"
)

// Gameplay tests: each game's moves made through the board widget's own event methods.

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
	pending := &uitest.Timers{}
	g.cardHover.SetAfter(pending.After)
	at := g.Board.CellCentre(cell(t, m.Position().Board(), "D2"))
	g.Board.MouseMoved(&desktopMouse(at).MouseEvent)
	rightClick(g.Board, at)
	offered(t, w, m) // the chooser is open
	pending.Fire()
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
	data, err := os.ReadFile("../../rules/dinoczars/testdata/sample-game.txt")
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
