package gamewin

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"oddboards/rules"
	"oddboards/rules/analysis"
	"oddboards/rules/games"
	"oddboards/ui/uitest"
)

// sideParts are the side panel's parts in sight, named: the scrolled body's, then the
// controls.
func sideParts(g *GameView) (names []string, parts []fyne.CanvasObject) {
	for i, o := range g.body.Objects {
		if o.Visible() {
			names, parts = append(names, fmt.Sprintf("part %d (%T)", i, o)), append(parts, o)
		}
	}
	return append(names, "the controls"), append(parts, g.controls)
}

// checkSide fails when two of the side panel's parts overlap, or one is lower than it
// needs (its text drawn over the next), or one reaches past the panel's width, or a seat's
// name is wider than its room.
func checkSide(t *testing.T, g *GameView, when string) {
	t.Helper()
	names, parts := sideParts(g)
	panel := uitest.AreaOf(g.scroll)
	for i, a := range parts {
		ra := uitest.AreaOf(a)
		// a part lower than it needs is drawn past its bottom, over the next
		if need := a.MinSize().Height; a.Size().Height < need-0.5 {
			t.Errorf("%s: %s is %.0f high, it needs %.0f", when, names[i], a.Size().Height, need)
		}
		if i < len(parts)-1 && (ra.X0 < panel.X0 || ra.X1 > panel.X1) {
			t.Errorf("%s: %s at %v reaches past the panel %v", when, names[i], ra, panel)
		}
		for j := i + 1; j < len(parts); j++ {
			// the controls are below the scrolled body: what scrolls may pass under them
			// only when it lies below the scroll's bottom
			rb := uitest.AreaOf(parts[j])
			if j == len(parts)-1 {
				ra.Y1 = min(ra.Y1, panel.Y1)
			}
			if ra.Meets(rb) {
				t.Errorf("%s: %s at %v overlaps %s at %v", when, names[i], ra, names[j], rb)
			}
		}
	}
	lines := g.seatLines
	if g.clocks != nil {
		lines = g.clocks.Lines()
	}
	for _, l := range lines {
		text := l.Shown()
		if w := fyne.MeasureText(text.Text, text.TextSize, text.TextStyle).Width; w > text.Size().Width+0.5 {
			t.Errorf("%s: the seat line %q is %.0f wide in %.0f", when, text.Text, w, text.Size().Width)
		}
	}
}

// Whatever the side panel holds (every game and mode, with and without clocks, long
// names, a status of several lines, a long move list, the game's end), no part of it is
// drawn over another or cut off at the panel's edge, at the default window size and a
// larger one.
func TestSidePanelPartsNeverOverlap(t *testing.T) {
	long := uitest.LongNames()
	for _, e := range games.All() {
		for _, mode := range rules.ModesOf(e.Game) {
			for _, clocks := range []bool{false, true} {
				for _, size := range []fyne.Size{fyne.NewSize(1100, 740), fyne.NewSize(1400, 1000)} {
					name := fmt.Sprintf("%s %s clocks=%v %v", e.ID, mode, clocks, size)
					env := testEnv(t)
					cfg := rules.Config{Variant: e.Variant, Mode: mode}
					m, err := rules.NewMatch(e.Game, cfg, long[:len(e.Game.Players(cfg))])
					if err != nil {
						t.Fatal(err)
					}
					if clocks {
						m.SetTimeControl(rules.TimeControl{Base: 10 * time.Minute, Increment: 5 * time.Second}, nil)
					}
					g, w := openView(t, env, m)
					w.Resize(size)
					checkSide(t, g, name+", at the start")
					g.Board.OnStatus(strings.Repeat("A message the board has for the status line. ", 5))
					checkSide(t, g, name+", with a long status")
					g.Board.OnStatus("")
					checkSide(t, g, name+", the status short again")
					uitest.PlayRandom(t, m, rand.New(rand.NewPCG(3, 3)), 12)
					checkSide(t, g, name+", after twelve moves")
					for p := range m.Players() {
						if !m.Outcome().Over() {
							_ = m.Resign(rules.Player(p))
						}
					}
					checkSide(t, g, name+", at the end")
					// the analysis under the moves: the graph, the accuracies with marks
					a := &analysis.Analysis{Seats: len(m.Players())}
					for i, p := range m.History() {
						a.Moves = append(a.Moves, analysis.Move{Seat: p.Player, Skip: p.Move.Has(rules.Resign), Mark: analysis.Mark(i % 4), Loss: 0.1, BestText: "x", Line: []string{"x"}})
					}
					g.an.ga.of, g.an.ga.done = analysis.Of(m), a
					g.refreshAnalysis()
					if !g.an.box.Visible() {
						t.Fatalf("%s: the analysis does not show", name)
					}
					checkSide(t, g, name+", with the analysis")
					g.Close()
				}
			}
		}
	}
}
