package ui

import (
	"math/rand/v2"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"oddboards/rules"
	"oddboards/rules/games"
)

// inside reports whether o lies wholly within the window's canvas.
func inside(w fyne.Window, o fyne.CanvasObject) bool {
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	s, c := o.Size(), w.Canvas().Size()
	return o.Visible() && s.Width > 0 && at.X >= 0 && at.Y >= 0 && at.X+s.Width <= c.Width && at.Y+s.Height <= c.Height
}

// longNames are seven players' long names: the hardest case for a panel or a dialog
// that lists the seats.
func longNames() []string {
	return []string{"Annabel Lee-Smith", "Bartholomew Jones", "Cordelia Wainwright", "Demetrius Okafor",
		"Evangeline Dubois", "Fitzgerald Moreau", "Guinevere Castellanos"}
}

// At the launcher's default size the Unfinished games dialog shows every game's Resume
// and Discard, a seven-player game with long names among them.
func TestResumeDialogFitsItsButtons(t *testing.T) {
	env, s, w := savesEnv(t)
	w.Resize(launcherSize())
	e, _ := games.Lookup("antarctic-chess")
	names := longNames()
	seven, err := rules.NewMatch(e.Game, rules.Config{Variant: e.Variant, Mode: "7U"}, names)
	if err != nil {
		t.Fatal(err)
	}
	for i, m := range []*rules.Match{seven, annAndBob(t, 3, 2)} {
		release := s.Track(m)
		playRandom(t, m, rand.New(rand.NewPCG(uint64(i), 1)), 3)
		s.Flush()
		release()
	}
	if ShowResume(env, w) == nil {
		t.Fatal("no dialog")
	}
	_, bs := uiTree(w.Canvas().Overlays().Top())
	n := 0
	for _, b := range bs {
		if b.Text == "Resume" || b.Text == "Discard" {
			n++
			if !inside(w, b) {
				at := fyne.CurrentApp().Driver().AbsolutePositionForObject(b)
				t.Errorf("%s at %v, %v is not inside the %v window", b.Text, at, b.Size(), w.Canvas().Size())
			}
		}
	}
	if n != 4 {
		t.Errorf("%d Resume and Discard buttons, want 4", n)
	}
}

// At its default size the launcher shows every seat's name field, the clocks and Start
// game without scrolling, for every game of up to four players (Pothole Chess's four
// the tallest; seven Antarctic seats scroll).
func TestLauncherFitsItsSeats(t *testing.T) {
	env := testEnv(t)
	l, w := openLauncher(t, env)
	w.Resize(launcherSize())
	for _, e := range games.All() {
		l.game.SetSelected(e.Name)
		if len(l.nameEnt) > 4 {
			continue
		}
		for i, n := range l.nameEnt {
			if !inside(w, n) || !inside(w, l.seatSel[i].Select) {
				t.Errorf("%s: seat %d's name field at %v is out of the %v window", e.ID, i+1, fyne.CurrentApp().Driver().AbsolutePositionForObject(n), w.Canvas().Size())
			}
		}
		if !inside(w, l.clock) || !inside(w, l.start) {
			t.Errorf("%s: the clocks or Start game are out of sight", e.ID)
		}
	}
}

// Every game and mode with clocks at the game window's default size: every control in
// sight, the move list at least four rows high in sight, and the board as wide after
// moves (long names among the seats) as before. Seven players' long names are the
// hardest case.
func TestGamePanelFitsEveryGameAndMode(t *testing.T) {
	long := longNames()
	for _, e := range games.All() {
		for _, mode := range rules.ModesOf(e.Game) {
			env := testEnv(t)
			cfg := rules.Config{Variant: e.Variant, Mode: mode}
			m, err := rules.NewMatch(e.Game, cfg, long[:len(e.Game.Players(cfg))])
			if err != nil {
				t.Fatal(err)
			}
			m.SetTimeControl(rules.TimeControl{Base: 10 * time.Minute, Increment: 5 * time.Second}, nil)
			g, w := openView(t, env, m)
			w.Resize(fyne.NewSize(1100, 740))
			width := g.Board.Size().Width
			for _, b := range []*widget.Button{g.undo, g.redo, g.resign, g.draw, g.hint, g.pause} {
				if !inside(w, b) {
					t.Errorf("%s %s: %q is out of the window", e.ID, mode, b.Text)
				}
			}
			// the list's rows in sight: from its top down to the controls (the panel scrolls)
			d := fyne.CurrentApp().Driver()
			if seen := d.AbsolutePositionForObject(g.undo).Y - d.AbsolutePositionForObject(g.moves).Y; seen < 4*30 {
				t.Errorf("%s %s: %.0f of the move list is in sight, not four rows", e.ID, mode, seen)
			}
			playRandom(t, m, rand.New(rand.NewPCG(7, 7)), 9)
			if got := g.Board.Size().Width; got != width || got < 700 {
				t.Errorf("%s %s: the board was %.0f wide, after nine moves %.0f", e.ID, mode, width, got)
			}
		}
	}
}
