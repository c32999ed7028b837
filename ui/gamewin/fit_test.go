package gamewin

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
