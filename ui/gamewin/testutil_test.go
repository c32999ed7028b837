package gamewin

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/gametest"
	"oddboards/ui/board"
	"oddboards/ui/uitest"
)

type mouse struct{ desktop.MouseEvent }

// desktopMouse is a pointer event at p, as the desktop driver sends on hover.
func desktopMouse(p fyne.Position) *mouse {
	return &mouse{desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: p}}}
}

// testEnv is an Env on Fyne's software test app: no display needed.
func testEnv(t *testing.T) *Env {
	t.Helper()
	env, _ := testEnvQueue(t)
	return env
}

// testEnvQueue is testEnv with the queue its workers hand their results back to: the
// test runs them with q.RunUntil.
func testEnvQueue(t *testing.T) (*Env, *uitest.Queue) {
	t.Helper()
	sh, q := uitest.Env(t)
	env := New(sh, &uitest.Shell{T: t})
	env.Computers.Pace = 0 // computer moves as fast as they are found
	return env, q
}

func chessMatch(t *testing.T, variant string, setup int) *rules.Match {
	t.Helper()
	return gameMatch(t, variant, rules.Config{Setup: setup})
}

// fixedGame starts from a given position: for positions built by hand.
type fixedGame struct {
	rules.Game
	start rules.Position
}

func (g fixedGame) Start(rules.Config) (rules.Position, error) { return g.start, nil }

func openView(t *testing.T, env *Env, m *rules.Match) (*GameView, fyne.Window) {
	t.Helper()
	w := test.NewTempWindow(t, nil)
	g := NewGameView(env, m, w)
	w.SetContent(g.Content())
	g.addShortcuts(w.Canvas())
	w.Resize(fyne.NewSize(1000, 700))
	t.Cleanup(g.Close)
	return g, w
}

func cell(t *testing.T, b *boards.Board, name string) boards.Cell {
	t.Helper()
	c, ok := b.Lookup(name)
	if !ok {
		t.Fatalf("no cell %s", name)
	}
	return c
}

// drag moves the pointer from one cell's centre to another's in steps, as a mouse does,
// then releases it.
func drag(t *testing.T, v *board.View, from, to string) {
	t.Helper()
	b := v.Shown().Board()
	dragPoints(v, v.CellCentre(cell(t, b, from)), v.CellCentre(cell(t, b, to)))
}

func tapCell(t *testing.T, v *board.View, name string) {
	t.Helper()
	c := cell(t, v.Shown().Board(), name)
	v.Tapped(&fyne.PointEvent{Position: v.CellCentre(c)})
}

func pieceOn(t *testing.T, m *rules.Match, name string) pieces.Piece {
	t.Helper()
	p := m.Position()
	return p.At(cell(t, p.Board(), name))
}

// findRadio finds the first radio group in a tree of canvas objects.
func findRadio(o fyne.CanvasObject) *widget.RadioGroup {
	if rs := uitest.FindAll[*widget.RadioGroup](o); len(rs) > 0 {
		return rs[0]
	}
	return nil
}

// findAllButtons finds the buttons in a tree of canvas objects (see findAll).
func findAllButtons(o fyne.CanvasObject) []*widget.Button { return uitest.FindAll[*widget.Button](o) }

// openMatch opens m in a game view of its own.
func openMatch(t *testing.T, m *rules.Match) (*rules.Match, *GameView, fyne.Window) {
	t.Helper()
	g, w := openView(t, testEnv(t), m)
	return m, g, w
}

func gameMatch(t *testing.T, id string, cfg rules.Config) *rules.Match {
	t.Helper()
	return newMatch(t, id, cfg, nil)
}

// namedMatch is a new match of id, its default setup, between names.
func namedMatch(t *testing.T, id string, names ...string) *rules.Match {
	t.Helper()
	return newMatch(t, id, rules.Config{}, nil, names...)
}

// newMatch is a new match of id under cfg (its variant id's) between names (none: the
// default names), of the game as wrap makes it when wrap is not nil.
func newMatch(t *testing.T, id string, cfg rules.Config, wrap func(rules.Game) rules.Game, names ...string) *rules.Match {
	t.Helper()
	e, err := games.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	g := e.Game
	if wrap != nil {
		g = wrap(g)
	}
	cfg.Variant = e.Variant
	m, err := rules.NewMatch(g, cfg, names)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// dragPoints drags from one widget point to another in steps, then releases.
func dragPoints(v *board.View, p0, p1 fyne.Position) {
	dragTo(v, p0, p1)
	v.DragEnd()
}

// dragTo drags from one widget point to another in steps and holds the piece there.
func dragTo(v *board.View, p0, p1 fyne.Position) {
	prev := p0
	const steps = 6
	for i := 1; i <= steps; i++ {
		k := float32(i) / steps
		p := fyne.NewPos(p0.X+(p1.X-p0.X)*k, p0.Y+(p1.Y-p0.Y)*k)
		v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.NewDelta(p.X-prev.X, p.Y-prev.Y)})
		prev = p
	}
}

func lastMove(t *testing.T, m *rules.Match) rules.Ply {
	t.Helper()
	h := m.History()
	if len(h) == 0 {
		t.Fatal("no move was played")
	}
	return h[len(h)-1]
}

func popupButtons(t *testing.T, w fyne.Window) []*widget.Button {
	t.Helper()
	pop, ok := w.Canvas().Overlays().Top().(*widget.PopUp)
	if !ok {
		t.Fatal("no chooser appeared")
	}
	var out []*widget.Button
	for _, b := range findAllButtons(pop.Content) {
		if b.Text != "Cancel" {
			out = append(out, b)
		}
	}
	return out
}

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

func wheel(v *board.View, at fyne.Position, dy float32) {
	v.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: at}, Scrolled: fyne.NewDelta(0, dy)})
}

// wheelAndClick turns the piece at in preview with the wheel, checks that nothing is
// played until the click, and clicks the piece to confirm the turn.
func wheelAndClick(t *testing.T, v *board.View, m *rules.Match, at fyne.Position, dy float32) {
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

func rightClick(v *board.View, at fyne.Position) {
	v.TappedSecondary(&fyne.PointEvent{Position: at})
}

// towardSide is a point inside cell c, a third of the way toward the centre of its
// neighbour n: off c's centre on the side c shares with n (on a turned board too).
func towardSide(v *board.View, c, n boards.Cell) fyne.Position {
	pc, pn := v.CellCentre(c), v.CellCentre(n)
	return fyne.NewPos(pc.X+(pn.X-pc.X)*0.35, pc.Y+(pn.Y-pc.Y)*0.35)
}

// findBoard is the board of a window's content.
func findBoard(o fyne.CanvasObject) *board.View {
	if bs := uitest.FindAll[*board.View](o); len(bs) > 0 {
		return bs[0]
	}
	return nil
}

// findEntry is the entry of a window's content with placeholder ph, or nil.
func findEntry(o fyne.CanvasObject, ph string) *widget.Entry {
	for _, e := range uitest.FindAll[*widget.Entry](o) {
		if e.PlaceHolder == ph {
			return e
		}
	}
	return nil
}

func findSelects(o fyne.CanvasObject) []*widget.Select { return uitest.FindAll[*widget.Select](o) }

// tapButtonN taps the n-th visible button labelled text in o.
func tapButtonN(t *testing.T, o fyne.CanvasObject, text string, n int) {
	t.Helper()
	for _, b := range findAllButtons(o) {
		if b.Text == text && b.Visible() && !b.Disabled() {
			if n == 0 {
				test.Tap(b)
				return
			}
			n--
		}
	}
	t.Fatalf("no %q button to tap", text)
}
