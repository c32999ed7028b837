package ui

import (
	"math/rand/v2"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"oddboards/rules"
	"oddboards/rules/games"

	"oddboards/ui/uitest"
)

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
			if !uitest.Inside(w, n) || !uitest.Inside(w, l.seatSel[i].Select) {
				t.Errorf("%s: seat %d's name field at %v is out of the %v window", e.ID, i+1, fyne.CurrentApp().Driver().AbsolutePositionForObject(n), w.Canvas().Size())
			}
		}
		if !uitest.Inside(w, l.clock) || !uitest.Inside(w, l.start) {
			t.Errorf("%s: the clocks or Start game are out of sight", e.ID)
		}
	}
}

// Every game and mode with clocks at the game window's default size: every control in
// sight, the move list at least four rows high in sight, and the board as wide after
// moves (long names among the seats) as before. Seven players' long names are the
// hardest case.
func TestGamePanelFitsEveryGameAndMode(t *testing.T) {
	long := uitest.LongNames()
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
				if !uitest.Inside(w, b) {
					t.Errorf("%s %s: %q is out of the window", e.ID, mode, b.Text)
				}
			}
			// the list's rows in sight: from its top down to the controls (the panel scrolls)
			d := fyne.CurrentApp().Driver()
			if seen := d.AbsolutePositionForObject(g.undo).Y - d.AbsolutePositionForObject(g.moves).Y; seen < 4*30 {
				t.Errorf("%s %s: %.0f of the move list is in sight, not four rows", e.ID, mode, seen)
			}
			uitest.PlayRandom(t, m, rand.New(rand.NewPCG(7, 7)), 9)
			if got := g.Board.Size().Width; got != width || got < 700 {
				t.Errorf("%s %s: the board was %.0f wide, after nine moves %.0f", e.ID, mode, width, got)
			}
		}
	}
}
