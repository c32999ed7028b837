package gamewin

import (
	"fmt"
	"runtime"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"oddboards/rules"
	"oddboards/rules/search"
	"oddboards/rules/seat"
	"oddboards/ui/players"
	"oddboards/ui/shell"
)

// thinkingText says what the computer seat to move is doing: thinking (with its best
// move so far), or waiting while paused.
func (g *GameView) thinkingText(p rules.Position) string {
	if s := g.remoteTurnText(p); s != "" {
		return s
	}
	spec := g.match.Computer(p.ToMove())
	if spec == "" {
		return ""
	}
	who := "The computer (" + players.LevelSeatChoice(players.LevelsOf(g.match), spec) + ")"
	if g.match.Paused() {
		return who + " waits: the clocks are paused."
	}
	if g.comp.Paused() {
		return who + " waits: press Resume to let it play."
	}
	thinking, _, best := g.comp.Thinking()
	if !thinking {
		return who + " is about to move."
	}
	if !best.Found {
		return who + " is thinking…"
	}
	return fmt.Sprintf("%s is thinking… best so far %s (%s, depth %d)", who,
		g.match.Game().FormatMove(p, best.Best), search.ScoreText(best, len(g.match.Players())), best.Depth)
}

// refreshComputer updates the hint, pause and analysis controls.
func (g *GameView) refreshComputer(p rules.Position, over bool) {
	computers := false
	for _, c := range g.match.Computers() {
		computers = computers || c != ""
	}
	// a hint for a person at this window only: not for the computer's seat, nor for one
	// played at another computer
	shell.SetEnabled(g.hint, !over && g.match.Computer(p.ToMove()) == "" && g.plays(p.ToMove()))
	shell.SetEnabled(g.pause, computers && !over)
	if g.comp.Paused() {
		g.pause.SetText("Resume")
	} else {
		g.pause.SetText("Pause")
	}
	on, r := g.comp.Analysing()
	g.analysis.SetChecked(on)
	switch {
	case !on:
		g.analysisText.SetText("")
	case over:
		g.analysisText.SetText("The game is over.")
	case !r.Found:
		g.analysisText.SetText("Analysing…")
	default:
		g.analysisText.SetText(fmt.Sprintf("%s  depth %d  %s", search.ScoreText(r, len(g.match.Players())), r.Depth,
			search.FormatLine(g.match.Game(), p, r.PV, 8)))
	}
}

// showHint marks the move the computer would play for the person to move.
func (g *GameView) showHint() {
	g.hint.Disable()
	g.setStatus(joinLines(g.match.Position().Status(), "Looking for a good move…"))
	g.comp.Hint(func(r search.Report) {
		p := g.match.Position() // the position searched: Hint drops a hint for another
		g.Board.SetHint(p, &r.Best)
		hint := "Hint: " + g.match.Game().FormatMove(p, r.Best)
		if g.Board.Shown() != p {
			hint += " (in the game's position: End returns to it)"
		}
		g.setStatus(joinLines(p.Status(), hint))
		g.refreshComputer(p, g.match.Outcome().Over())
	})
}

// showSeats lets every seat be handed to the computer, at a level, or taken back.
func (g *GameView) showSeats() {
	names, levels := g.match.Names(), players.LevelsOf(g.match)
	seats := container.New(layout.NewFormLayout()) // every chooser starts at one edge
	for i, n := range names {
		seat := rules.Player(i)
		if !g.plays(seat) {
			continue // played at another computer
		}
		sel := players.NewSeatChooser(levels, []string{players.PersonChoice})
		sel.SetSpec(g.match.Computer(seat))
		sel.Select.OnChanged = func(string) { g.setComputer(seat, sel.Spec()) } // not for the choice it opens on
		seats.Add(widget.NewLabel(rules.Excerpt(n, 30)))
		seats.Add(sel.Select)
	}
	form := container.NewVBox(widget.NewLabel("Who plays each seat:"), seats)
	top := widget.NewEntry()
	top.SetText(strconv.FormatFloat(g.env.Computers.TopTime().Seconds(), 'f', -1, 64))
	top.Validator = func(s string) error { _, err := seat.Seconds(strings.TrimSpace(s)); return err }
	top.OnChanged = func(s string) { _ = g.env.Computers.SetTopTime(s) } // kept only when valid
	form.Add(container.NewBorder(nil, nil, widget.NewLabel(fmt.Sprintf("Seconds a move at level %d", levels.Len())), nil, top))
	threads := widget.NewEntry()
	threads.SetText(strconv.Itoa(g.env.Computers.Threads()))
	threads.Validator = func(s string) error { _, err := players.ParseThreads(s); return err }
	threads.OnChanged = func(s string) { _ = g.env.Computers.SetThreads(s) } // kept only when valid
	form.Add(container.NewBorder(nil, nil, widget.NewLabel(fmt.Sprintf("Threads at level %d (this computer has %d cores)", levels.Len(), runtime.NumCPU())), nil, threads))
	dialog.ShowCustom("Players", "Close", form, g.win)
}

func joinLines(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "\n" + b
}

// refreshSeats lists the players in turn order: the one to move marked, those out struck.
func (g *GameView) refreshSeats(p rules.Position, names []string) {
	over := g.match.Outcome().Over()
	for i, l := range g.seatLines {
		text := g.seatLabel(names, rules.Player(i))
		style := fyne.TextStyle{}
		switch {
		case p.Out(rules.Player(i)):
			text += " — out"
			style.Italic = true
		case !over && p.ToMove() == rules.Player(i):
			text = "» " + text // not "▶", which Fyne's font lacks
			style.Bold = true
		}
		l.Set(text, style)
	}
}
