package gamewin

import (
	"context"
	"errors"
	"fmt"
	"image"
	"math"
	"runtime"
	"slices"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"oddboards/boards/draw"
	"oddboards/internal/listeners"
	"oddboards/rules"
	"oddboards/rules/analysis"
	"oddboards/rules/games"
	"oddboards/rules/record"
	"oddboards/ui/board"
	"oddboards/ui/render"
	"oddboards/ui/savestore"
	"oddboards/ui/shell"
)

// analysisNodes is each search's budget in the window, as the command line's default:
// the same analysis as `oddboards analyse` gives.
const analysisNodes = 200000

// gameAnalysis is the computer's review of one match, shared by the windows that show
// it (UI goroutine only): the plies done so far, while the work goes on in the
// background.
type gameAnalysis struct {
	env   *Env
	m     *rules.Match
	scale float64
	of    analysis.Game      // the game as it stood when the analysis began
	done  *analysis.Analysis // the plies analysed, nil before any
	stop  context.CancelFunc // set while the work goes on
	err   error              // why the last run failed, if it did
	subs  listeners.Set
	users int
	run   int   // counts the runs: a finished one's news is dropped once another began
	nodes int64 // each search's budget
	// workers search plies at once; with one, each ply is handed back alone, in order
	workers int
	how     string // the Analysis header: how the analysis was made
	// handedBack, if set (by a test), is called on the worker after each part is handed
	// back, with its plies: a gate that can hold the work there
	handedBack func(plies int)
}

// analysisOf is m's analysis, shared by its windows; release when the window closes.
func (e *Env) analysisOf(m *rules.Match) (*gameAnalysis, func()) {
	ga := e.analyses[m]
	if ga == nil {
		scale, ok := games.ScaleOf(record.CatalogueID(m))
		if !ok {
			scale = 0.5 // a game the catalogue lacks: Chess's curve, near enough
		}
		ga = &gameAnalysis{env: e, m: m, scale: scale, nodes: analysisNodes,
			workers: max(1, runtime.NumCPU()-1)} // a core for the window and a computer player
		ga.load()
		e.analyses[m] = ga
	}
	ga.users++
	return ga, func() {
		if ga.users--; ga.users == 0 {
			ga.cancel()
			delete(e.analyses, m)
		}
	}
}

// load takes the analysis saved with the game, if the file it came from had one.
func (ga *gameAnalysis) load() {
	n := ga.env.Saves.Notes(ga.m)
	if n.Header.Tag != analysis.Header {
		return
	}
	a := analysis.FromNotes(n.Comments, n.Plies, ga.m.History(), len(ga.m.Players()), ga.scale)
	if a == nil || len(a.Moves) == 0 {
		return // comments that are no analysis of ours: the file keeps them, the window shows none
	}
	ga.of = analysis.Game{Rules: ga.m.Game(), Seats: a.Seats, History: n.Plies}
	ga.done, ga.how = a, n.Header.Value
}

// keep hands the analysis to the store, to be saved with the game.
func (ga *gameAnalysis) keep() {
	if ga.done == nil || len(ga.done.Moves) == 0 {
		return
	}
	ga.env.Saves.SetNotes(ga.m, savestore.Notes{Header: record.Header{Tag: analysis.Header, Value: ga.how},
		Plies: ga.of.History[:len(ga.done.Moves)], Comments: ga.done.Comments()})
}

// analyseGame is Game › Analyse the game: the work starts, or the player hears why not.
func (g *GameView) analyseGame() {
	if len(g.match.History()) == 0 {
		dialog.ShowInformation("Nothing to analyse yet", "The game has no moves yet: play some, or open a saved game, then analyse it.", g.win)
		return
	}
	g.an.ga.start()
}

// running reports whether the work goes on.
func (ga *gameAnalysis) running() bool { return ga.stop != nil }

// start analyses the game as it stands now. The plies analysed before at the same budget
// that are still the game's are kept (a search by nodes finds the same again): the work
// goes on after them.
func (ga *gameAnalysis) start() {
	if ga.running() || len(ga.m.History()) == 0 {
		return
	}
	how := fmt.Sprintf("%d nodes a search", ga.nodes)
	var done []analysis.Move
	if ga.how == how {
		done = slices.Clone(ga.moves())
	}
	ga.of, ga.err = analysis.Of(ga.m), nil
	ga.done = &analysis.Analysis{Seats: ga.of.Seats, Scale: ga.scale, Moves: done}
	ctx, stop := context.WithCancel(context.Background())
	ga.stop = stop
	ga.how = how
	ga.run++
	run := ga.run
	opts := analysis.Options{
		Limits:  rules.Limits{Nodes: ga.nodes, Seed: 1, PerTurnNodes: true},
		Scale:   ga.scale,
		Workers: ga.workers,
		Done:    done,
	}
	opts.Progress = func(a *analysis.Analysis) {
		part := &analysis.Analysis{Seats: a.Seats, Scale: a.Scale, Moves: slices.Clone(a.Moves)}
		ga.env.Do(func() {
			if ga.run == run && ga.stop != nil {
				ga.done = part
				ga.notify()
			}
		})
		if ga.handedBack != nil {
			ga.handedBack(len(part.Moves))
		}
	}
	of := ga.of
	go func() {
		_, err := analysis.Run(ctx, of, opts)
		ga.env.Do(func() {
			if ga.run != run {
				return // a newer run took over
			}
			ga.stop = nil
			if err != nil && !errors.Is(err, context.Canceled) {
				ga.err = err
			}
			ga.keep()
			ga.notify()
		})
	}()
	ga.notify()
}

// cancel stops the work; what was done stays.
func (ga *gameAnalysis) cancel() {
	if ga.stop != nil {
		ga.stop()
		ga.stop = nil
		ga.keep()
		ga.notify()
	}
}

func (ga *gameAnalysis) notify() {
	for _, fn := range ga.subs.All() {
		fn()
	}
}

// moves are the plies analysed that are still the game's: an undo, or another line
// played from an earlier position, ends the analysis there.
func (ga *gameAnalysis) moves() []analysis.Move {
	if ga.done == nil {
		return nil
	}
	return ga.done.Moves[:min(len(ga.done.Moves), rules.CommonPlies(ga.m.History(), ga.of.History))]
}

// view is the part of the analysis the game window shows: the graph, the line under
// it, the progress and the button that starts and stops the work.
type analysisView struct {
	g        *GameView
	ga       *gameAnalysis
	release  func()
	unsub    func()
	box      *fyne.Container
	graph    *graphView
	line     *widget.Label
	progress *widget.ProgressBar
	button   *widget.Button
}

// newAnalysisView builds the analysis's part of g's side panel, hidden until the first
// analysis begins.
func newAnalysisView(g *GameView) *analysisView {
	v := &analysisView{g: g}
	v.ga, v.release = g.env.analysisOf(g.match)
	v.graph = newGraphView(v)
	v.line = widget.NewLabel("")
	v.line.Wrapping = fyne.TextWrapWord
	v.progress = widget.NewProgressBar()
	v.button = widget.NewButton("Stop", v.toggle)
	v.box = container.NewVBox(v.graph, container.NewBorder(nil, nil, nil, v.button, v.progress), v.line)
	v.box.Hide()
	v.unsub = v.ga.subs.Add(g.refreshAnalysis)
	return v
}

func (v *analysisView) close() {
	v.unsub()
	v.release()
}

// toggle stops the work, or starts it again on the game as it stands.
func (v *analysisView) toggle() {
	if v.ga.running() {
		v.ga.cancel()
	} else {
		v.ga.start()
	}
}

// marks are the symbols of the moves analysed, by ply ("??"), for the move list.
func (v *analysisView) marks() func(ply int) string {
	moves := v.ga.moves()
	return func(ply int) string {
		if ply < len(moves) {
			return moves[ply].Mark.Symbol()
		}
		return ""
	}
}

// refresh shows the analysis as it stands: nothing before the first, the graph and each
// player's accuracy once some is done, the progress while the work goes on.
func (v *analysisView) refresh() {
	ga := v.ga
	if ga.done == nil && !ga.running() {
		if v.box.Visible() {
			v.box.Hide()
		}
		return
	}
	moves := ga.moves()
	plies := len(v.g.match.History())
	switch {
	case ga.running():
		v.button.SetText("Stop")
		v.progress.Max = float64(max(1, len(ga.of.History)))
		v.progress.SetValue(float64(len(moves)))
		v.progress.Show()
	case len(moves) < plies:
		v.button.SetText("Analyse the rest")
		v.progress.Hide()
	default:
		v.button.SetText("Analysed")
		v.progress.Hide()
	}
	shell.SetEnabled(v.button, ga.running() || len(moves) < plies)
	v.line.SetText(v.summary(moves, plies))
	v.graph.show(v.graphData())
	if !v.box.Visible() {
		v.box.Show()
	}
}

// summary is the line under the graph: each player's accuracy and marks (the worst
// first, none when there are none), and what is left to do.
func (v *analysisView) summary(moves []analysis.Move, plies int) string {
	ga := v.ga
	a := &analysis.Analysis{Seats: len(v.g.match.Players()), Scale: ga.scale, Moves: moves}
	acc, marks := a.Accuracy(), a.Marks()
	var parts []string
	for s, p := range v.g.match.Players() {
		if math.IsNaN(acc[s]) {
			continue
		}
		part := fmt.Sprintf("%s %.0f%%", p.Name, acc[s])
		var counts []string
		for k := analysis.Blunder; k >= analysis.Inaccuracy; k-- {
			if n := marks[s][k]; n > 0 {
				counts = append(counts, fmt.Sprintf("%d%s", n, k.Symbol()))
			}
		}
		if len(counts) > 0 {
			part += " (" + strings.Join(counts, " ") + ")"
		}
		parts = append(parts, part)
	}
	line := ""
	if len(parts) > 0 {
		line = "Accuracy: " + strings.Join(parts, ", ")
	}
	switch {
	case ga.running(): // the bar says how far
	case ga.err != nil:
		line = joinLines("The analysis stopped: "+rules.BoundText(ga.err.Error()), line)
	case len(moves) < plies:
		line = joinLines(fmt.Sprintf("%d of %d moves analysed.", len(moves), plies), line)
	}
	return line
}

// graph is what the graph draws: the expected result over the plies analysed, the
// position shown and the marks.
func (v *analysisView) graphData() render.Graph {
	a := &analysis.Analysis{Seats: len(v.g.match.Players()), Scale: v.ga.scale, Moves: v.ga.moves()}
	current := v.g.review
	if current < 0 {
		current = len(v.g.match.History())
	}
	return render.GraphOf(a, len(v.g.match.History()), board.ColourNames(v.g.match.Players()), current)
}

// reviewed is what the analysis says of the last move of the position under review
// (plies n), and the better move's arrow for a marked one.
func (v *analysisView) reviewed(n int) (string, []render.Arrow) {
	moves := v.ga.moves()
	if n < 1 || n > len(moves) || moves[n-1].Skip {
		return "", nil
	}
	mv := moves[n-1]
	seats := v.g.match.Players()
	h := v.g.match.History()
	who := seats[mv.Seat].Name
	text := fmt.Sprintf("The computer: %s for %s", analysis.ScoreText(mv.Played, len(seats)), who)
	if mv.BestText != "" {
		text += fmt.Sprintf("; best %s (%s)", mv.BestText, analysis.ScoreText(mv.Best, len(seats)))
	}
	if mv.Mark == analysis.None {
		return text + ".", nil
	}
	text = fmt.Sprintf("%s%s is %s: %s for %s, where %s kept %s", h[n-1].Text, mv.Mark.Symbol(), rules.WithArticle(mv.Mark.String()),
		analysis.ScoreText(mv.Played, len(seats)), who, mv.BestText, analysis.ScoreText(mv.Best, len(seats)))
	if len(mv.Line) > 1 {
		text += " (" + strings.Join(mv.Line, " ") + ")"
	}
	a := &analysis.Analysis{Moves: moves}
	if best, ok := a.BestMove(v.g.match, n-1); ok {
		if arrow, ok := render.ArrowOf(best); ok {
			return text + ". The arrow shows it.", []render.Arrow{arrow}
		}
	}
	return text + ".", nil
}

// graphView draws the evaluation graph and jumps to the position clicked or dragged to.
type graphView struct {
	widget.BaseWidget
	v      *analysisView
	raster *canvas.Raster
	mu     sync.Mutex   // guards shown, which the raster reads when it draws
	shown  render.Graph // what it draws, set on the UI goroutine
}

// show draws g from now on.
func (gv *graphView) show(g render.Graph) {
	gv.mu.Lock()
	gv.shown = g
	gv.mu.Unlock()
	gv.raster.Refresh()
}

func newGraphView(v *analysisView) *graphView {
	gv := &graphView{v: v}
	gv.raster = canvas.NewRaster(gv.draw)
	gv.ExtendBaseWidget(gv)
	return gv
}

// graphHeight is the graph's height in the side panel for a game of seats seats: a
// line a seat near the middle needs room to be told apart, so each seat past two adds
// some, up to seven seats' 152.
func graphHeight(seats int) float32 { return 72 + 16*float32(min(max(0, seats-2), 5)) }

func (gv *graphView) MinSize() fyne.Size {
	return fyne.NewSize(120, graphHeight(len(gv.v.g.match.Players())))
}

func (gv *graphView) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(gv.raster)
}

func (gv *graphView) draw(w, h int) image.Image {
	gv.mu.Lock()
	g := gv.shown
	gv.mu.Unlock()
	r := draw.NewRaster(max(1, w), max(1, h), gv.v.g.env.Fonts)
	render.DrawGraph(r, g, float64(w), float64(h))
	return r.Image()
}

// Tapped shows the position after the plies under the pointer.
func (gv *graphView) Tapped(e *fyne.PointEvent) { gv.jump(e.Position.X) }

// Dragged follows the pointer along the game.
func (gv *graphView) Dragged(e *fyne.DragEvent) { gv.jump(e.Position.X) }

// DragEnd does nothing: the position shown stays.
func (gv *graphView) DragEnd() {}

func (gv *graphView) jump(x float32) {
	plies := len(gv.v.g.match.History())
	gv.v.g.showPly(render.GraphPly(float64(x), float64(gv.Size().Width), plies))
}
