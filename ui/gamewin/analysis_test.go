package gamewin

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"oddboards/rules"
	"oddboards/ui/render"
	"oddboards/ui/uitest"
)

// rookLeft is a position where White's Queen takes a Rook with check: a King move
// instead is a blunder.
const rookLeft = "****4****/*3r5k*/*10*/11q/12/12/4Q7/*10*/*K9*/****4**** w - - 0 1"

// Game › Analyse the game goes over the game in the background: the blunder is marked in
// the move list and on the graph, a click on the graph shows the position after it with
// the better move's arrow and the analysis's words, and an undo past it drops its mark.
func TestAnalyseTheGameInTheWindow(t *testing.T) {
	env, q := testEnvQueue(t)
	m := gameMatch(t, "chess-2016", rules.Config{Setup: 37, Position: rookLeft})
	playTexts(t, m, "Kc2", "Qh7")
	t.Cleanup(env.Saves.Track(m)) // as the app's window does: saved as it goes
	g, w := openView(t, env, m)
	w.SetMainMenu(g.menu())
	if g.an.box.Visible() {
		t.Fatal("the analysis shows before it was asked for")
	}
	g.an.ga.nodes = 20000
	uitest.MenuItem(t, w, "Analyse the game")
	if !g.an.box.Visible() || !g.an.progress.Visible() || g.an.button.Text != "Stop" {
		t.Fatalf("while analysing: box %v, progress %v, button %q", g.an.box.Visible(), g.an.progress.Visible(), g.an.button.Text)
	}
	q.RunUntil(t, func() bool { return !g.an.ga.running() })
	if g.an.progress.Visible() || g.an.button.Text != "Analysed" || !g.an.button.Disabled() {
		t.Errorf("when done: progress %v, button %q", g.an.progress.Visible(), g.an.button.Text)
	}
	if n := env.Saves.Notes(m); n.Header.Tag != "Analysis" || len(n.Comments) != 2 || !strings.Contains(n.Comments[0], "blunder") {
		t.Errorf("the notes saved with the game: %+v", n)
	}
	if got := g.cells[0].plies[0].text; !strings.HasPrefix(got, "Kc2??") {
		t.Errorf("the move list shows %q, want Kc2 marked ??", got)
	}
	if !strings.Contains(g.an.line.Text, "Accuracy: White ") {
		t.Errorf("the line under the graph: %q", g.an.line.Text)
	}
	gr := g.an.graphData()
	if len(gr.Curves) != 2 || len(gr.Curves[0]) != 3 || len(gr.Marks) == 0 || gr.Marks[0] != (render.GraphMark{Ply: 0, Seat: 0, Level: 3}) {
		t.Fatalf("the graph: %+v", gr)
	}
	// a click on the graph's first third: the position after White's blunder
	size := g.an.graph.Size()
	test.TapAt(g.an.graph, fyne.NewPos(size.Width/2, size.Height/2))
	if g.review != 1 {
		t.Fatalf("a click in the middle of two plies shows %d", g.review)
	}
	g.an.graph.mu.Lock()
	current := g.an.graph.shown.Current
	g.an.graph.mu.Unlock()
	if current != 1 {
		t.Errorf("the graph marks ply %d, not the position shown", current)
	}
	if !strings.Contains(g.banner.text.Text, "Kc2?? is a blunder") || !strings.Contains(g.banner.text.Text, "where Qxe9+ kept") {
		t.Errorf("the banner: %q", g.banner.text.Text)
	}
	p := m.PositionAt(0)
	best, err := m.Game().ParseMove(p, "Qxe9")
	if err != nil {
		t.Fatal(err)
	}
	want, _ := render.ArrowOf(best)
	if a := g.Board.Arrows(); len(a) != 1 || a[0] != want {
		t.Errorf("arrows %v, want %v", a, want)
	}
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEnd})
	if g.Board.Arrows() != nil {
		t.Error("the arrow stays on the game as it stands")
	}
	// an undo back to the start: the analysis no longer fits any move
	for m.Undo() {
	}
	q.RunPending()
	if len(g.an.ga.moves()) != 0 || len(g.an.graphData().Marks) != 0 {
		t.Errorf("after the undo: %d moves analysed", len(g.an.ga.moves()))
	}
}

// Stop ends the work at once and keeps what was done, in the window and in the notes
// saved with the game; going on analyses the rest only, and the window closing stops it.
func TestStopTheAnalysis(t *testing.T) {
	env, q := testEnvQueue(t)
	m := gameMatch(t, "chess-2016", rules.Config{Setup: 37})
	uitest.PlayRandom(t, m, rand.New(rand.NewPCG(1, 2)), 30)
	t.Cleanup(env.Saves.Track(m))
	g, _ := openView(t, env, m)
	g.an.ga.nodes = 3000
	// the plies come back one at a time, and the work waits after the third until Stop:
	// a fast machine could otherwise hand back all 30 before the test runs the third
	g.an.ga.workers = 1
	gate := make(chan struct{})
	g.an.ga.handedBack = func(plies int) {
		if plies >= 3 {
			select {
			case <-gate:
			case <-t.Context().Done():
			}
		}
	}
	g.an.ga.start()
	q.RunUntil(t, func() bool { return len(g.an.ga.moves()) >= 3 })
	test.Tap(g.an.button)
	close(gate)
	if g.an.ga.running() || g.an.button.Text != "Analyse the rest" {
		t.Fatalf("after Stop: running %v, button %q", g.an.ga.running(), g.an.button.Text)
	}
	q.RunPending()
	kept := slices.Clone(g.an.ga.moves())
	if len(kept) != 3 {
		t.Fatalf("stopped after the third ply: %d kept", len(kept))
	}
	if n := env.Saves.Notes(m); len(n.Comments) != len(kept) || n.Comments[0] != kept[0].Comment() {
		t.Errorf("the notes after Stop: %d, the window %d", len(n.Comments), len(kept))
	}
	test.Tap(g.an.button) // the rest
	q.RunUntil(t, func() bool { return !g.an.ga.running() })
	all := g.an.ga.moves()
	if len(all) != 30 {
		t.Fatalf("after going on: %d of 30 plies", len(all))
	}
	for i, mv := range kept {
		if all[i].Comment() != mv.Comment() {
			t.Errorf("ply %d was redone differently: %q, then %q", i+1, mv.Comment(), all[i].Comment())
		}
	}
	if n := env.Saves.Notes(m); len(n.Comments) != 30 {
		t.Errorf("the notes when done: %d", len(n.Comments))
	}
	// the game goes on: the new ply alone is left, and the window closing stops the work
	uitest.PlayRandom(t, m, rand.New(rand.NewPCG(5, 5)), 1)
	q.RunPending()
	if g.an.button.Text != "Analyse the rest" || len(g.an.ga.moves()) != 30 {
		t.Errorf("a ply more: button %q, %d analysed", g.an.button.Text, len(g.an.ga.moves()))
	}
	g.an.ga.start()
	ga := g.an.ga
	g.Close()
	if ga.running() {
		t.Error("the window closed and the analysis goes on")
	}
}

// A position shown from the graph or the keys brings its move into the list's sight.
func TestShownMoveIsInSight(t *testing.T) {
	env := testEnv(t)
	m := gameMatch(t, "chess-2016", rules.Config{Setup: 37})
	uitest.PlayRandom(t, m, rand.New(rand.NewPCG(3, 4)), 120)
	g, _ := openView(t, env, m)
	end := g.moves.GetScrollOffset()
	if end <= 0 {
		t.Fatalf("a long game's list is not scrolled to its end (offset %v)", end)
	}
	g.showPly(2)
	if off := g.moves.GetScrollOffset(); off != 0 {
		t.Errorf("showing the second ply leaves the list at %v, not at the top", off)
	}
}

// A game opened from a file with its analysis shows it at once, without analysing again.
func TestAnalysisReadBackFromTheFile(t *testing.T) {
	env, _ := testEnvQueue(t)
	text := "[Oddboards \"1\"]\n[Game \"chess-2016\"]\n[Setup \"37\"]\n[Analysis \"9 nodes a search\"]\n[Result \"*\"]\n\n" +
		"1. g4 {+0.10} g7 {-2.20, blunder, best -0.05 Ck6 Ck5}\n2. f4 {+0.30} *\n"
	m, err := env.Saves.OpenReader(strings.NewReader(text), "")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := openView(t, env, m)
	if g.an.ga.running() || !g.an.box.Visible() || len(g.an.ga.moves()) != 3 {
		t.Fatalf("opened: running %v, shown %v, %d moves", g.an.ga.running(), g.an.box.Visible(), len(g.an.ga.moves()))
	}
	if got := g.cells[0].plies[1].text; !strings.HasPrefix(got, "g7??") {
		t.Errorf("the move list shows %q", got)
	}
	g.showPly(2)
	if !strings.Contains(g.banner.text.Text, "g7?? is a blunder") || len(g.Board.Arrows()) != 1 {
		t.Errorf("the banner %q, arrows %v", g.banner.text.Text, g.Board.Arrows())
	}
}

// With no move yet, Analyse the game says there is nothing to analyse, and starts nothing.
func TestAnalyseNoMoves(t *testing.T) {
	env := testEnv(t)
	m := gameMatch(t, "chess-2016", rules.Config{Setup: 37})
	g, w := openView(t, env, m)
	w.SetMainMenu(g.menu())
	uitest.MenuItem(t, w, "Analyse the game")
	texts, _ := uitest.Overlay(t, w)
	if g.an.ga.running() || g.an.box.Visible() || !strings.Contains(strings.Join(texts, " "), "no moves yet") {
		t.Errorf("with no moves: running %v, shown %v, said %q", g.an.ga.running(), g.an.box.Visible(), texts)
	}
}

// The graph grows with the seats: seven lines near the middle need more room than two.
func TestGraphGrowsWithTheSeats(t *testing.T) {
	env, _ := testEnvQueue(t)
	heights := map[string]float32{}
	for _, c := range []struct {
		id  string
		cfg rules.Config
	}{{"chess-2016", rules.Config{Setup: 37}}, {"pothole-chess", rules.Config{}}, {"antarctic-chess", rules.Config{Mode: "7U"}}} {
		g, _ := openView(t, env, gameMatch(t, c.id, c.cfg))
		heights[c.id] = g.an.graph.MinSize().Height
	}
	if !(heights["chess-2016"] == 72 && heights["pothole-chess"] > 72 && heights["antarctic-chess"] > heights["pothole-chess"]) {
		t.Errorf("graph heights %v: want 72 for two seats, more for four, more still for seven", heights)
	}
}
