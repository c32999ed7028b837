package help

import (
	"os"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui/helptext"
	"oddboards/ui/uitest"
)

// TestHelpWindows: each game's help window opens with its rules and a card naming each of
// its pieces, and renders. With HELP_SHOTS=1 it also writes /tmp/help-<game>.png (the
// top) and /tmp/help-<game>-pieces.png (scrolled to the first piece) to look at.
func TestHelpWindows(t *testing.T) {
	hp := testHelp(t)
	shots := os.Getenv("HELP_SHOTS") != ""
	for _, e := range games.All() {
		_, cs, err := hp.CardsOf(e.ID, rules.Config{})
		if err != nil {
			t.Fatal(err)
		}
		w := hp.Show(e.ID, pieces.None)
		all := strings.Join(uitest.Texts(w.Content()), "\n")
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
		if img.Bounds().Dx() < 1000 || uitest.Blank(img) {
			t.Errorf("%s: capture %v is blank or small", e.ID, img.Bounds())
		}
		if shots {
			uitest.WritePNG(t, "/tmp/help-"+e.ID+".png", img)
			w2 := hp.Show(e.ID, cs[0].Kind)
			uitest.WritePNG(t, "/tmp/help-"+e.ID+"-pieces.png", w2.Canvas().Capture())
			w2.Close()
		}
		w.Close()
	}
}

// testHelp is the help of a test app.
func testHelp(t *testing.T) *Help {
	t.Helper()
	env, _ := uitest.Env(t)
	return New(env)
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
	hp := testHelp(t)
	w := hp.Show("chess-56", pieces.Tiger)
	defer w.Close()
	s := findScroll(w.Content())
	if s == nil {
		t.Fatal("no scroll in the help")
	}
	if s.Offset.Y < 500 {
		t.Errorf("the Tiger's card is at %v: not scrolled down", s.Offset)
	}
	top := hp.Show("chess-56", pieces.None) // the same window, back at the top
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
	hp := testHelp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(900, 700))
	pop := hp.ShowCardPopup(w.Canvas(), fyne.NewPos(850, 650), "dino-czars", pieces.Stegosaurus)
	if pop == nil || !pop.Visible() {
		t.Fatal("no card popup for the Stegosaurus")
	}
	all := strings.Join(uitest.Texts(pop.Content), "\n")
	if !strings.Contains(all, "Stegosaurus") || !strings.Contains(all, "Facing N") {
		t.Errorf("popup shows %q", all)
	}
	if p := pop.Content.Position(); p.X+pop.Content.Size().Width > 900 || p.Y+pop.Content.Size().Height > 700 {
		t.Errorf("popup at %v, size %v: off the canvas", p, pop.Content.Size())
	}
	pop.Hide()
	if hp.ShowCardPopup(w.Canvas(), fyne.Position{}, "dino-czars", pieces.Queen) != nil {
		t.Error("a Dino-Czars card for a Queen")
	}

	h := hp.NewCardHover("clash-of-command", rules.Config{})
	w.SetContent(container.NewStack(widget.NewLabel(""), h.Layer()))
	pending := &uitest.Timers{}
	h.SetAfter(pending.After)
	h.Hover(pieces.Brute, fyne.NewPos(10, 10))
	if h.Showing() {
		t.Fatal("the card showed before the delay")
	}
	pending.Fire()
	if !h.Showing() {
		t.Fatal("hovering a Brute shows no card")
	}
	if all := strings.Join(uitest.Texts(h.Layer()), "\n"); !strings.Contains(all, "Brute") {
		t.Errorf("the hover card shows %q", all)
	}
	h.Leave()
	if h.Showing() || len(h.Layer().Objects) != 0 {
		t.Error("the card stays after the pointer left")
	}
	h.Hover(pieces.Droid, fyne.NewPos(10, 10))
	h.Leave()
	pending.Fire() // the delay runs out after the pointer left
	if h.Showing() {
		t.Error("a card shows after the pointer left before the delay")
	}
}

func TestHelpOpensOneWindowPerGame(t *testing.T) {
	hp := testHelp(t)
	a := hp.ShowFor("dino-czars", rules.Config{}, pieces.None)
	b := hp.ShowFor("dino-czars", rules.Config{}, pieces.Egg)
	if a != b {
		t.Fatal("asking for the same help twice opened a second window")
	}
	c := hp.ShowFor("clash-of-command", rules.Config{}, pieces.None)
	if c == a {
		t.Fatal("another game's help reused the first window")
	}
	a.Close()
	if d := hp.ShowFor("dino-czars", rules.Config{}, pieces.None); d == a {
		t.Fatal("a closed help window was reused")
	}
}

// TestFacedCardsPickAFacing: a dinosaur's card offers its six facings, and shows the
// chosen facing's diagrams together (the Velociraptor's moves, captures and blocker).
func TestFacedCardsPickAFacing(t *testing.T) {
	hp := testHelp(t)
	_, cs, err := hp.CardsOf("dino-czars", rules.Config{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		if c.Kind != pieces.Velociraptor {
			continue
		}
		view := hp.CardView(c, 200)
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
		got := strings.Join(uitest.Texts(view), "|")
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
		r := uitest.Area{X0: at.X, Y0: at.Y, X1: at.X + card.Width, Y1: at.Y + card.Height}
		near := uitest.Area{X0: tc.pos.X - cardGap/2, Y0: tc.pos.Y - cardGap/2, X1: tc.pos.X + cardGap/2, Y1: tc.pos.Y + cardGap/2}
		if r.Meets(near) {
			t.Errorf("pointer %v in %v: the card at %v covers it", tc.pos, tc.area, r)
		}
		if r.X0 < 0 || r.Y0 < 0 || r.X1 > tc.area.Width || r.Y1 > tc.area.Height {
			t.Errorf("pointer %v in %v: the card at %v is off the window", tc.pos, tc.area, r)
		}
	}
}

// The card shows only once the pointer has rested: a move before the delay is up starts
// the wait again.
func TestCardWaitsForThePointerToRest(t *testing.T) {
	hp := testHelp(t)
	w := test.NewTempWindow(t, nil)
	h := hp.NewCardHover("clash-of-command", rules.Config{})
	w.SetContent(container.NewStack(widget.NewLabel(""), h.Layer()))
	w.Resize(fyne.NewSize(1000, 700))
	first, pending := &uitest.Timers{}, &uitest.Timers{}
	h.SetAfter(first.After)
	h.Hover(pieces.Brute, fyne.NewPos(10, 10))
	h.SetAfter(pending.After)
	h.Hover(pieces.Brute, fyne.NewPos(20, 10)) // the pointer moves on along the piece
	first.Fire()
	if h.Showing() {
		t.Fatal("the card showed while the pointer still moved")
	}
	pending.Fire()
	if !h.Showing() {
		t.Fatal("no card once the pointer rested")
	}
}

// Antarctic Chess's help has a Seats section with a chart for each mode the shipped
// table holds, and a button that scrolls to it; Chess 2016, whose setups differ, has
// none.
func TestHelpShowsTheSeats(t *testing.T) {
	hp := testHelp(t)
	w := hp.Show("antarctic-chess", pieces.None)
	defer w.Close()
	all := strings.Join(uitest.Texts(w.Content()), "\n")
	for _, want := range []string{"Seats", "Mode 3S", "computer games at level 5 of 5: "} {
		if !strings.Contains(all, want) {
			t.Errorf("Antarctic Chess's help lacks %q", want)
		}
	}
	hv := hp.wins[cardsKey("antarctic-chess", rules.Config{})].view
	if hv.seats == nil {
		t.Fatal("no Seats section")
	}
	w.Resize(fyne.NewSize(1200, 740))
	uitest.TapButton(t, w.Content(), "Seats")
	if hv.scroll.Offset.Y < 200 {
		t.Errorf("Seats scrolled to %.0f: still at the top", hv.scroll.Offset.Y)
	}
	c2016 := hp.Show("chess-2016", pieces.None)
	defer c2016.Close()
	if strings.Contains(strings.Join(uitest.Texts(c2016.Content()), "\n"), "Give a newcomer") {
		t.Error("Chess 2016's help has a Seats section")
	}
}
