package ui

import (
	"image"
	"image/png"
	"os"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui/helptext"
)

// texts collects every text shown under o: labels, rich text, buttons, selects (inside
// containers, scrolls and splits, not inside other widgets).
func texts(o fyne.CanvasObject) []string {
	var out []string
	walkUI(o, func(o fyne.CanvasObject) bool {
		if s, ok := labelText(o); ok {
			out = append(out, s)
			return false
		}
		switch w := o.(type) {
		case *widget.Button:
			out = append(out, w.Text)
		case *widget.Select:
			out = append(out, w.Selected)
		case *fyne.Container, *container.Scroll, *container.Split:
			return true
		}
		return false
	})
	return out
}

// blank reports whether img is all one colour.
func blank(img image.Image) bool {
	b := img.Bounds()
	r0, g0, b0, _ := img.At(b.Min.X, b.Min.Y).RGBA()
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			r, g, bb, _ := img.At(x, y).RGBA()
			if r != r0 || g != g0 || bb != b0 {
				return false
			}
		}
	}
	return true
}

// TestHelpWindows: each game's help window opens with its rules and a card naming each of
// its pieces, and renders. With HELP_SHOTS=1 it also writes /tmp/help-<game>.png (the
// top) and /tmp/help-<game>-pieces.png (scrolled to the first piece) to look at.
func TestHelpWindows(t *testing.T) {
	env := testEnv(t)
	shots := os.Getenv("HELP_SHOTS") != ""
	for _, e := range games.All() {
		_, cs, err := env.CardsOf(e.ID, rules.Config{})
		if err != nil {
			t.Fatal(err)
		}
		w := ShowHelp(env, e.ID, pieces.None)
		all := strings.Join(texts(w.Content()), "\n")
		h, ok := helptext.For(e.ID)
		if !ok {
			t.Errorf("%s: no help text", e.ID)
		}
		if !strings.Contains(all, h.Title) || !strings.Contains(all, "The aim") {
			t.Errorf("%s: the window lacks its title or aim", e.ID)
		}
		if len(cs) < 5 {
			t.Errorf("%s: %d cards", e.ID, len(cs))
		}
		for _, c := range cs {
			if !strings.Contains(all, c.Name+"  ·  "+c.Code) || !strings.Contains(all, c.Sentence) {
				t.Errorf("%s: no card for %s", e.ID, c.Name)
			}
		}
		if !shots && e.ID != "dino-czars" {
			w.Close()
			continue // rendering every window is slow on shared cores: one is enough
		}
		img := w.Canvas().Capture()
		if img.Bounds().Dx() < 1000 || blank(img) {
			t.Errorf("%s: capture %v is blank or small", e.ID, img.Bounds())
		}
		if shots {
			writePNG(t, "/tmp/help-"+e.ID+".png", img)
			w2 := ShowHelp(env, e.ID, cs[0].Kind)
			writePNG(t, "/tmp/help-"+e.ID+"-pieces.png", w2.Canvas().Capture())
			w2.Close()
		}
		w.Close()
	}
}

func writePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// findScroll returns the help's scrolled rules and cards (in a window's content, inside
// the container that keeps the window's size: rememberSize).
func findScroll(o fyne.CanvasObject) *container.Scroll {
	if c, ok := o.(*fyne.Container); ok && len(c.Objects) == 1 {
		o = c.Objects[0]
	}
	if sp, ok := o.(*container.Split); ok {
		if s, ok := sp.Trailing.(*container.Scroll); ok {
			return s
		}
	}
	return nil
}

// TestHelpOnAPiece: asked for a piece, the help opens scrolled down to its card.
func TestHelpOnAPiece(t *testing.T) {
	env := testEnv(t)
	w := ShowHelp(env, "chess-56", pieces.Tiger)
	defer w.Close()
	s := findScroll(w.Content())
	if s == nil {
		t.Fatal("no scroll in the help")
	}
	if s.Offset.Y < 500 {
		t.Errorf("the Tiger's card is at %v: not scrolled down", s.Offset)
	}
	top := ShowHelp(env, "chess-56", pieces.None) // the same window, back at the top
	if top != w {
		t.Error("the help for the same game opened a second window")
	}
	if s := findScroll(top.Content()); s == nil || s.Offset.Y != 0 {
		t.Error("the help on no piece is not at the top")
	}
}

// TestCardPopupAndHover: the popup shows the piece's card; a hover shows it after the
// delay and Leave hides it.
func TestCardPopupAndHover(t *testing.T) {
	env := testEnv(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(900, 700))
	pop := ShowCardPopup(env, w.Canvas(), fyne.NewPos(850, 650), "dino-czars", pieces.Stegosaurus)
	if pop == nil || !pop.Visible() {
		t.Fatal("no card popup for the Stegosaurus")
	}
	all := strings.Join(texts(pop.Content), "\n")
	if !strings.Contains(all, "Stegosaurus") || !strings.Contains(all, "Facing N") {
		t.Errorf("popup shows %q", all)
	}
	if p := pop.Content.Position(); p.X+pop.Content.Size().Width > 900 || p.Y+pop.Content.Size().Height > 700 {
		t.Errorf("popup at %v, size %v: off the canvas", p, pop.Content.Size())
	}
	pop.Hide()
	if ShowCardPopup(env, w.Canvas(), fyne.Position{}, "dino-czars", pieces.Queen) != nil {
		t.Error("a Dino-Czars card for a Queen")
	}

	h := NewCardHover(env, "clash-of-command", rules.Config{})
	w.SetContent(container.NewStack(widget.NewLabel(""), h.Layer()))
	pending := manualTimer(h)
	h.Hover(pieces.Brute, fyne.NewPos(10, 10))
	if h.Showing() {
		t.Fatal("the card showed before the delay")
	}
	pending.fire()
	if !h.Showing() {
		t.Fatal("hovering a Brute shows no card")
	}
	if all := strings.Join(texts(h.Layer()), "\n"); !strings.Contains(all, "Brute") {
		t.Errorf("the hover card shows %q", all)
	}
	h.Leave()
	if h.Showing() || len(h.Layer().Objects) != 0 {
		t.Error("the card stays after the pointer left")
	}
	h.Hover(pieces.Droid, fyne.NewPos(10, 10))
	h.Leave()
	pending.fire() // the delay runs out after the pointer left
	if h.Showing() {
		t.Error("a card shows after the pointer left before the delay")
	}
}

// timers holds a CardHover's pending delays, to run when the test says.
type timers struct{ f []func() }

func (t *timers) fire() {
	f := t.f
	t.f = nil
	for _, g := range f {
		g()
	}
}

// manualTimer makes h's delay wait for fire: no goroutine, no sleep, no race.
func manualTimer(h *CardHover) *timers {
	t := &timers{}
	h.after = func(_ time.Duration, f func()) func() {
		t.f = append(t.f, f)
		return func() {}
	}
	return t
}

// TestHelpID: a match's help is its variant's.
func TestHelpID(t *testing.T) {
	if id := HelpID(chessMatch(t, "chess-112", 60)); id != "chess-112" {
		t.Errorf("HelpID = %q", id)
	}
}

func TestHelpOpensOneWindowPerGame(t *testing.T) {
	env := testEnv(t)
	a := ShowHelpFor(env, "dino-czars", rules.Config{}, pieces.None)
	b := ShowHelpFor(env, "dino-czars", rules.Config{}, pieces.Egg)
	if a != b {
		t.Fatal("asking for the same help twice opened a second window")
	}
	c := ShowHelpFor(env, "clash-of-command", rules.Config{}, pieces.None)
	if c == a {
		t.Fatal("another game's help reused the first window")
	}
	a.Close()
	if d := ShowHelpFor(env, "dino-czars", rules.Config{}, pieces.None); d == a {
		t.Fatal("a closed help window was reused")
	}
}

// TestFacedCardsPickAFacing: a dinosaur's card offers its six facings, and shows the
// chosen facing's diagrams together (the Velociraptor's moves, captures and blocker).
func TestFacedCardsPickAFacing(t *testing.T) {
	env := testEnv(t)
	_, cs, err := env.CardsOf("dino-czars", rules.Config{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		if c.Kind != pieces.Velociraptor {
			continue
		}
		view := CardView(env, c, 200)
		var pick *widget.Select
		for _, o := range test.LaidOutObjects(view) {
			if s, ok := o.(*widget.Select); ok {
				pick = s
			}
		}
		if pick == nil || len(pick.Options) != 6 || pick.Options[1] != "Facing NW" {
			t.Fatalf("the facing choice: %+v", pick)
		}
		pick.SetSelected("Facing NW")
		got := strings.Join(texts(view), "|")
		for _, want := range []string{"Facing NW", "Facing NW, captures", "Facing NW, blocked"} {
			if !strings.Contains(got, want) {
				t.Errorf("after choosing NW the card lacks %q: %s", want, got)
			}
		}
		if strings.Contains(got, "Facing N,") {
			t.Errorf("after choosing NW the card still shows facing N: %s", got)
		}
		return
	}
	t.Fatal("no Velociraptor card")
}

// A card keeps away from the pointer: beside it when there is room on either side, else
// below or above it, and inside the window whenever it fits there.
func TestCardKeepsAwayFromThePointer(t *testing.T) {
	card := fyne.NewSize(436, 446)
	for _, tc := range []struct {
		pos  fyne.Position
		area fyne.Size
	}{
		{fyne.NewPos(100, 100), fyne.NewSize(1100, 740)},
		{fyne.NewPos(700, 100), fyne.NewSize(1100, 740)},  // no room on the right
		{fyne.NewPos(1090, 730), fyne.NewSize(1100, 740)}, // in the corner
		{fyne.NewPos(500, 360), fyne.NewSize(1100, 740)},
		{fyne.NewPos(300, 100), fyne.NewSize(600, 740)}, // too narrow for either side
		{fyne.NewPos(300, 600), fyne.NewSize(600, 740)},
		{fyne.NewPos(0, 0), fyne.NewSize(900, 700)},
	} {
		at := place(tc.pos, card, tc.area)
		r := area{at.X, at.Y, at.X + card.Width, at.Y + card.Height}
		near := area{tc.pos.X - cardGap/2, tc.pos.Y - cardGap/2, tc.pos.X + cardGap/2, tc.pos.Y + cardGap/2}
		if r.meets(near) {
			t.Errorf("pointer %v in %v: the card at %v covers it", tc.pos, tc.area, r)
		}
		if r.x0 < 0 || r.y0 < 0 || r.x1 > tc.area.Width || r.y1 > tc.area.Height {
			t.Errorf("pointer %v in %v: the card at %v is off the window", tc.pos, tc.area, r)
		}
	}
}

// The card shows only once the pointer has rested: a move before the delay is up starts
// the wait again.
func TestCardWaitsForThePointerToRest(t *testing.T) {
	env := testEnv(t)
	w := test.NewTempWindow(t, nil)
	h := NewCardHover(env, "clash-of-command", rules.Config{})
	w.SetContent(container.NewStack(widget.NewLabel(""), h.Layer()))
	w.Resize(fyne.NewSize(1000, 700))
	pending := manualTimer(h)
	h.Hover(pieces.Brute, fyne.NewPos(10, 10))
	first := pending.f
	pending.f = nil
	h.Hover(pieces.Brute, fyne.NewPos(20, 10)) // the pointer moves on along the piece
	for _, f := range first {
		f()
	}
	if h.Showing() {
		t.Fatal("the card showed while the pointer still moved")
	}
	pending.fire()
	if !h.Showing() {
		t.Fatal("no card once the pointer rested")
	}
}

// After a piece is dragged or clicked to its cell, the pointer resting on it shows no
// card: only a piece the pointer comes to rest on afterwards does, away from the pointer.
func TestNoCardForThePieceJustMoved(t *testing.T) {
	m, g, _ := openMatch(t, chessMatch(t, "chess-2016", 37))
	pending := manualTimer(g.cardHover)
	b := m.Position().Board()
	origin := fyne.CurrentApp().Driver().AbsolutePositionForObject(g.Board)
	rest := func(name string) fyne.Position {
		at := g.Board.CellCentre(cell(t, b, name))
		e := desktopMouse(at)
		e.AbsolutePosition = origin.Add(at)
		g.Board.MouseMoved(&e.MouseEvent)
		pending.fire()
		return e.AbsolutePosition
	}
	drag(t, g.Board, "e3", "e5")
	if len(m.History()) != 1 {
		t.Fatal("the drag played no move")
	}
	rest("e5")
	if g.cardHover.Showing() {
		t.Fatal("a card over the piece just dragged")
	}
	tapCell(t, g.Board, "e8") // Black clicks a pawn, then its target
	tapCell(t, g.Board, "e6")
	if len(m.History()) != 2 {
		t.Fatal("the clicks played no move")
	}
	rest("e6")
	if g.cardHover.Showing() {
		t.Fatal("a card over the piece just clicked to its cell")
	}
	at := rest("d3")
	if !g.cardHover.Showing() {
		t.Fatal("no card for a piece the pointer rests on")
	}
	if r := areaOf(g.cardHover.shown); r.meets(area{at.X - 8, at.Y - 8, at.X + 8, at.Y + 8}) {
		t.Errorf("the card at %v covers the pointer at %v", r, at)
	}
}
