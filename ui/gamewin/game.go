package gamewin

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/record"
	"oddboards/rules/seat"
	"oddboards/ui/board"
	"oddboards/ui/help"
	"oddboards/ui/players"
	"oddboards/ui/shell"
)

// sideWidthPx is the game window's side panel's least width. It is the same whatever
// the panel shows, so the board beside it never jumps from turn to turn.
const sideWidthPx = 300

// GameView is the content of a game window: the board and a side panel with the turn,
// the move list and the controls. Several GameViews may show one Match; each follows it.
type GameView struct {
	env   *Env
	match *rules.Match
	win   fyne.Window

	Board     *board.View
	turnDot   *canvas.Circle
	turnText  *widget.Label
	status    *widget.Label
	moves     *widget.List
	rows      []string            // the move list as text, a round (or a player's turn) per row
	cells     []moveRow           // the same, ply by ply, for the hover cards
	sideWidth int                 // the widest side name in the rows, to line them up
	seats     *fyne.Container     // games of three or more: every player, who is out
	seatLines []*players.SeatLine // its lines, one a seat
	undo      *widget.Button
	redo      *widget.Button
	undoRow   *fyne.Container // Undo, Redo and Flip
	resign    *widget.Button
	draw      *widget.Button
	autoTurn  *widget.Check
	flipped   bool

	cardHover *help.CardHover

	comp         *players.Computer
	releaseComp  func()
	stopComp     func()
	hint         *widget.Button
	pause        *widget.Button
	analysis     *widget.Check
	analysisText *widget.Label

	an     *analysisView       // the computer's review of the game, under the moves
	clocks *players.ClockPanel // nil without clocks
	net    *netView            // a network game's pane (network_view.go), nil at one desk
	// review is how many plies the board shows, an earlier position than the game's
	// (clicking a move, the arrow keys), or -1 for the game as it stands
	review     int
	reviewSaid string // what the analysis said of the position under review
	banner     *reviewBanner

	boardBox *fyne.Container // the review banner above the board
	side     *fyne.Container // the side panel: the scrolled body above the controls
	controls *fyne.Container
	body     *fyne.Container  // what scrolls: the title, turn, status, clocks, seats, moves
	title    *widget.RichText // the game, its settings and (two players) the names
	scroll   *container.Scroll
	cancel   func()
	content  fyne.CanvasObject
}

// NewGameView builds the view of m for window w.
func NewGameView(env *Env, m *rules.Match, w fyne.Window) *GameView {
	g := &GameView{env: env, match: m, win: w, review: -1}
	g.Board = board.NewView(m, env.Fonts, env.Icons)
	env.looks.follow(g.Board)
	g.Board.Choose = func(cands []rules.Move, pick func(rules.Move)) {
		board.ShowChooser(w.Canvas(), env.Fonts, m, g.Board.Shown(), g.Board.Turn(), cands, pick, g.Board.PreviewMove)
	}
	g.Board.OnError = func(err error) { shell.ShowError(err, w) }
	g.Board.OnReviewMove = g.reviewMove
	g.cardHover = env.Help.NewCardHover(record.CatalogueID(m), m.Config()) // a piece's card after a short hover
	g.Board.OnHover = g.cardHover.Hover
	g.Board.OnLeave = g.cardHover.Leave
	// the board says why a piece cannot move, what a marked cell means, how to confirm a
	// turn: in the status line, until it has nothing to say ("")
	g.Board.OnStatus = func(msg string) {
		if g.match.Outcome().Over() {
			return // the status says how the game ended
		}
		p := g.match.Position()
		if remote := g.remoteTurnText(p); msg == "" || remote != "" {
			msg = g.thinkingText(p) // a remote seat's piece: not "blocked", but not ours
		}
		g.setStatus(joinLines(p.Status(), msg))
	}

	g.turnDot = canvas.NewCircle(color.White)
	g.turnDot.StrokeColor = color.NRGBA{0xa0, 0xa0, 0xa0, 0xff} // shows a black dot on the dark panel too
	g.turnDot.StrokeWidth = 2
	dot := container.NewGridWrap(fyne.NewSize(22, 22), g.turnDot)
	g.turnText = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	g.turnText.Wrapping = fyne.TextWrapWord // a long name wraps rather than widening the panel
	g.status = widget.NewLabel("")
	g.status.Wrapping = fyne.TextWrapWord

	g.moves = widget.NewList(
		func() int { return len(g.cells) },
		func() fyne.CanvasObject { return newMoveRow() },
		func(i widget.ListItemID, o fyne.CanvasObject) { g.fillRow(o.(*fyne.Container), g.cells[i]) },
	)

	// with computer seats, undo and redo go back to (and on to) a person's turn
	g.undo = widget.NewButton("Undo", func() { m.UndoTurn() })
	g.redo = widget.NewButton("Redo", func() { m.RedoTurn() })
	g.comp, g.releaseComp = env.Computers.Of(m)
	g.hint = widget.NewButton("Hint", g.showHint)
	g.pause = widget.NewButton("Pause", func() { g.comp.SetPaused(!g.comp.Paused()) })
	seatsBtn := widget.NewButton("Players…", g.showSeats)
	// one line beside its checkbox, cut short: a line that wrapped grew the controls
	// upward and moved the checkbox under the pointer
	g.analysisText = widget.NewLabel("")
	g.analysisText.Truncation = fyne.TextTruncateEllipsis
	g.analysis = widget.NewCheck("Analysis", func(on bool) {
		if analysing, _ := g.comp.Analysing(); on != analysing {
			g.comp.SetAnalysis(on)
		}
	})
	flip := widget.NewButton("Flip", func() {
		g.flipped = !g.flipped
		g.orient()
	})
	g.autoTurn = widget.NewCheck("Turn board to the player to move", func(bool) { g.orient() })
	g.resign = widget.NewButton("Resign", g.confirmResign)
	g.draw = widget.NewButton("Agree draw", g.confirmDraw)
	save := widget.NewButton("Save", func() { env.Files.ShowSave(w, m) })

	// the game and its settings in one wrapped line: the panel's height is for the clocks
	// and the moves
	g.title = widget.NewRichText()
	g.title.Wrapping = fyne.TextWrapWord
	g.refreshTitle()
	body := []fyne.CanvasObject{g.title}
	if n, ok := m.Game().(rules.Noter); ok {
		for _, note := range n.Notes(m.Config()) {
			l := widget.NewLabelWithStyle(note, fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
			l.Wrapping = fyne.TextWrapWord
			l.SizeName = theme.SizeNameCaptionText // a note: the clocks and moves come first
			body = append(body, l)
		}
	}
	body = append(body, widget.NewSeparator(),
		container.NewBorder(nil, nil, container.NewCenter(dot), nil, g.turnText), g.status)
	if g.clocks = players.NewClockPanel(env.Env, m); g.clocks != nil {
		g.clocks.OnLow = func() { env.sounds.lowClock(m) }
		body = append(body, g.clocks.Box)
	}
	// one seat a line, each a text's height: seven seats fit, and a long name is cut
	// rather than widening the panel
	g.seats = container.NewVBox()
	if seats := m.Players(); len(seats) > 2 {
		for i, pl := range seats {
			l := players.NewSeatLine(pieces.PlayerColours(pl.Colour).Fill, m.Names()[i], nil)
			g.seatLines = append(g.seatLines, l)
			g.seats.Add(l.Box)
		}
		if g.clocks == nil { // the clocks list the seats too
			body = append(body, g.seats)
		}
	}
	// theme icons, not "−" (U+2212): Fyne's bundled font lacks it and Wine draws "�"
	zoomOut := widget.NewButtonWithIcon("", theme.ZoomOutIcon(), func() { g.Board.ZoomBy(1/1.5, nil) })
	zoomFit := widget.NewButton("Whole board", func() { g.Board.ResetZoom() })
	zoomIn := widget.NewButtonWithIcon("", theme.ZoomInIcon(), func() { g.Board.ZoomBy(1.5, nil) })
	// compact: seven players' seats and the controls fit a 1280×800 screen
	// (How to play and New view are in the Help and View menus, with Save in the Game menu)
	g.undoRow = container.NewGridWithColumns(3, g.undo, g.redo, flip)
	g.controls = container.NewVBox(
		g.undoRow,
		container.NewBorder(nil, nil, zoomOut, zoomIn, zoomFit),
		g.autoTurn,
		container.NewGridWithColumns(3, g.resign, g.draw, save),
		container.NewGridWithColumns(3, g.hint, seatsBtn, g.pause),
	)
	if len(m.Players()) == 2 {
		// the score and the line mean something for two players; with more, whose?
		row := container.NewBorder(nil, nil, g.analysis, nil, g.analysisText)
		g.controls.Objects = append([]fyne.CanvasObject{row}, g.controls.Objects...)
	}
	// the review of the game goes under the moves, above the controls, once asked for
	g.an = newAnalysisView(g)
	g.controls.Objects = append([]fyne.CanvasObject{g.an.box}, g.controls.Objects...)
	// the header and the move list scroll together above the controls, the list taking
	// what room is left but never less than a few rows: seven players' clocks and a long
	// note must not push it (or the controls) off a 740-high window
	g.body = &fyne.Container{Layout: shell.FillLast{MinLast: movesHeight(minMoveRows)}, Objects: append(body, g.moves)}
	g.scroll = container.NewVScroll(g.body)
	g.side = container.NewBorder(nil, g.controls, nil, nil, g.scroll)
	g.banner = newReviewBanner(g)
	g.boardBox = container.NewBorder(g.banner.box, nil, nil, nil, g.Board)
	split := container.NewHSplit(g.boardBox, &fyne.Container{Layout: shell.FixedWidth{Width: sideWidthPx}, Objects: []fyne.CanvasObject{g.side}})
	split.SetOffset(0.72)
	// hover cards lie over everything, in a layer that takes no pointer events
	g.content = container.NewStack(split, g.cardHover.Layer())

	// a match's listeners run on the goroutine that played the move: in the app that is
	// the UI goroutine, and fyne.Do runs the refresh there
	if nt := env.Network.TableOf(m); nt != nil {
		g.setupNet(nt)
	}
	g.cancel = m.Subscribe(func() { fyne.Do(g.refresh) })
	g.stopComp = g.comp.Subscribe(g.refresh) // on the UI goroutine already
	g.refresh()
	return g
}

// Content is what the window shows.
func (g *GameView) Content() fyne.CanvasObject { return g.content }

// Close stops following the match and puts away a card about to show.
func (g *GameView) Close() {
	g.env.looks.unfollow(g.Board)
	g.cancel()
	g.clocks.Close()
	g.stopComp()
	g.releaseComp()
	g.an.close()
	g.closeNet()
	g.cardHover.Leave()
}

func describeConfig(m *rules.Match) string {
	cfg := m.Config()
	var parts []string
	if title := games.Title(m.Game(), cfg); cfg.Variant != "" && cfg.Variant != m.Game().ID() && title == m.Game().Name() {
		parts = append(parts, cfg.Variant) // a variant the catalogue does not name
	}
	if cfg.Setup == 0 {
		// the game chose its default setup: say which
		if sp, ok := m.Start().(rules.SetupPosition); ok {
			cfg.Setup = sp.Setup()
		}
	}
	if cfg.Setup != 0 {
		s := fmt.Sprintf("setup %d", cfg.Setup)
		if sr, ok := m.Game().(rules.SetupReader); ok {
			if name := sr.SetupName(cfg.Variant, cfg.Setup); name != "" {
				s += " (" + name + ")"
			}
		}
		parts = append(parts, s)
	}
	if cfg.Mode != "" {
		parts = append(parts, "mode "+cfg.Mode)
	}
	for _, o := range m.Game().Options() {
		if v := cfg.Option(o.Key, o.Default); v != o.Default {
			parts = append(parts, o.Key+"="+v)
		}
	}
	if names := m.Names(); len(names) <= 2 {
		parts = append(parts, strings.Join(names, " vs ")) // more players are listed in the seats
	}
	return strings.Join(parts, " · ")
}

// refreshTitle writes the title line: the names in it change when a network game's
// player joins.
func (g *GameView) refreshTitle() {
	segs := []widget.RichTextSegment{&widget.TextSegment{Text: games.Title(g.match.Game(), g.match.Config()), Style: widget.RichTextStyleStrong}}
	if d := describeConfig(g.match); d != "" {
		segs = append(segs, &widget.TextSegment{Text: " · " + d, Style: widget.RichTextStyleInline})
	}
	if len(g.title.Segments) == len(segs) && g.title.String() == richTextString(segs) {
		return
	}
	g.title.Segments = segs
	g.title.Refresh()
}

// richTextString is the text of segs, as RichText.String gives it.
func richTextString(segs []widget.RichTextSegment) string {
	var b strings.Builder
	for _, s := range segs {
		b.WriteString(s.Textual())
	}
	return b.String()
}

// sideNames are the names the move list gives each seat's rows (three or more seats):
// the seats' colours, but in a network game the players' names, once they have joined
// (the match follows the stream's), cut short to keep the rows' columns narrow.
func (g *GameView) sideNames(names []string) []string {
	players := g.match.Players()
	sides := make([]string, len(players))
	for i, pl := range players {
		sides[i] = pl.Name
		if g.net != nil && i < len(names) {
			sides[i] = rules.Excerpt(names[i], 12)
		}
	}
	return sides
}

// refresh rereads the match; it runs on the UI goroutine.
func (g *GameView) refresh() {
	p := g.match.Position()
	out := g.match.Outcome()
	names := g.match.Names()
	players := g.match.Players()
	mover := p.ToMove()
	if out.Over() {
		switch out.Result {
		case rules.Win:
			g.turnText.SetText(names[out.Winner] + " wins")
			g.turnDot.FillColor = pieces.PlayerColours(players[out.Winner].Colour).Fill
		default:
			g.turnText.SetText("Draw")
			g.turnDot.FillColor = color.NRGBA{0x88, 0x88, 0x88, 0xff}
		}
		g.setStatus("Game over: " + out.Reason + ".")
	} else {
		g.turnText.SetText(g.seatLabel(names, mover) + " to move")
		g.turnDot.FillColor = pieces.PlayerColours(players[mover].Colour).Fill
		g.setStatus(joinLines(p.Status(), g.thinkingText(p)))
	}
	g.refreshComputer(p, out.Over())
	g.turnDot.Refresh()
	g.refreshSeats(p, names)
	g.clocks.Refresh()

	g.refreshTitle()
	sides := g.sideNames(names)
	g.refreshReview() // first: an undo may end the review, and the list marks the reviewed move
	g.cells = moveCells(g.match.History(), sides, g.an.marks())
	g.an.refresh()
	g.sideWidth = sideWidth(g.cells)
	g.rows = formatRows(g.cells)
	g.moves.Refresh()
	if len(g.rows) > 0 && g.review < 0 {
		g.moves.ScrollToBottom() // not while reviewing: the reviewed move stays in sight
	}
	shell.SetEnabled(g.undo, g.match.CanUndo())
	shell.SetEnabled(g.redo, g.match.CanRedo())
	shell.SetEnabled(g.resign, !out.Over())
	shell.SetEnabled(g.draw, !out.Over())
	g.Board.Sync()
	g.holdRemote()
	g.orient()
	g.relayoutSide()
}

// refreshAnalysis shows news of the analysis (a ply done, the work stopped): the marks
// in the move list, the panel under it, and what the banner says of a position under
// review; the rest of the window is as it was.
func (g *GameView) refreshAnalysis() {
	g.cells = moveCells(g.match.History(), g.sideNames(g.match.Names()), g.an.marks())
	g.rows = formatRows(g.cells)
	g.moves.Refresh()
	g.an.refresh()
	if g.review >= 0 {
		if said, _ := g.an.reviewed(g.review); said != g.reviewSaid {
			g.refreshReview()
		}
	}
	g.relayoutSide()
}

// relayoutSide lays the side panel out again after its parts changed (a status of
// more lines, the analysis, a seat out): Fyne redoes a layout when a part's least size
// changes, but misses one when parts at two levels change in the same frame.
func (g *GameView) relayoutSide() {
	if g.side == nil {
		return // still being built
	}
	for _, c := range []*fyne.Container{g.controls, g.side} { // the analysis's lines
		c.Layout.Layout(c.Objects, c.Size())
	}
	g.scroll.Refresh() // the body's size: its least height may have changed
	g.body.Layout.Layout(g.body.Objects, g.body.Size())
}

// setStatus shows the status line, hidden when it is empty: no blank line between the
// turn and the clocks.
func (g *GameView) setStatus(s string) {
	g.status.SetText(s)
	if s == "" {
		g.status.Hide()
	} else {
		g.status.Show()
	}
	g.relayoutSide()
}

// seatLabel names a seat, and says when the computer plays it.
func (g *GameView) seatLabel(names []string, p rules.Player) string {
	if !g.plays(p) {
		return g.remoteLabel(names, p)
	}
	if spec := g.match.Computer(p); spec != "" {
		n := spec
		if level, ok := seat.LevelOf(spec); ok {
			n = strconv.Itoa(level)
		}
		return names[p] + " (computer " + n + ")"
	}
	return names[p]
}

// orient turns the board: to the player to move when asked, else White at the bottom,
// and half a turn more when flipped.
func (g *GameView) orient() {
	turn := 0.0
	if g.autoTurn.Checked {
		ps := g.match.Players()
		if p := g.match.Position().ToMove(); int(p) < len(ps) && p >= 0 {
			turn = ps[p].Turn
		}
	}
	if g.flipped {
		turn += 180
	}
	for turn >= 360 {
		turn -= 360
	}
	if turn != g.Board.Turn() {
		g.Board.SetTurn(turn)
	}
}

// confirmResign asks who resigns (in hot-seat the player waiting may resign too), the
// player to move first.
func (g *GameView) confirmResign() {
	if g.net != nil {
		g.netResign()
		return
	}
	pos := g.match.Position()
	names := g.match.Names()
	var who []string
	var seat []rules.Player
	for i, n := range names {
		if p := rules.Player(i); !pos.Out(p) {
			who, seat = append(who, n), append(seat, p)
		}
	}
	choice := widget.NewRadioGroup(who, nil)
	choice.SetSelected(names[pos.ToMove()])
	dialog.ShowCustomConfirm("Resign", "Resign", "Cancel", container.NewVBox(widget.NewLabel("Who resigns?"), choice), func(ok bool) {
		if !ok {
			return
		}
		for i, n := range who {
			if n == choice.Selected {
				if err := g.match.Resign(seat[i]); err != nil {
					shell.ShowError(err, g.win)
				}
				return
			}
		}
	}, g.win)
}

func (g *GameView) confirmDraw() {
	if g.net != nil {
		g.netDraw()
		return
	}
	dialog.ShowConfirm("Draw", "Do all players agree to a draw?", func(ok bool) {
		if ok {
			_ = g.match.AgreeDraw()
		}
	}, g.win)
}
