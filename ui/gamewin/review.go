package gamewin

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"oddboards/boards"
	"oddboards/rules"
	"oddboards/rules/record"
	"oddboards/ui/shell"
)

// reviewBanner says, over the board, that it shows an earlier position and how to go
// back to the game.
type reviewBanner struct {
	box  *fyne.Container
	text *widget.Label
	back *widget.Button
}

func newReviewBanner(g *GameView) *reviewBanner {
	b := &reviewBanner{text: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	b.text.Wrapping = fyne.TextWrapWord
	b.back = widget.NewButton("Back to the game (End)", func() { g.showPly(len(g.match.History())) })
	b.back.Importance = widget.HighImportance
	bg := canvas.NewRectangle(color.NRGBA{0xb0, 0x70, 0x10, 0xee})
	bg.CornerRadius = 6
	b.box = container.NewStack(bg, container.NewPadded(container.NewBorder(nil, nil, nil, container.NewCenter(b.back), b.text)))
	b.box.Hide()
	return b
}

// showPly shows the position after n plies of the game (n = the whole history: the
// game as it stands).
func (g *GameView) showPly(n int) {
	h := g.match.History()
	switch {
	case n >= len(h):
		n = -1
	case n < 0:
		n = 0
	}
	if n == g.review {
		return
	}
	g.review = n
	g.refreshReview()
	g.an.refresh()    // the graph marks the position shown
	g.moves.Refresh() // the reviewed move in bold
	if row := g.rowOf(n - 1); row >= 0 {
		g.moves.ScrollTo(row) // from the graph or the keys: the move shown stays in sight
	}
}

// rowOf is the move list's row that holds ply i, or -1.
func (g *GameView) rowOf(i int) int {
	for r, row := range g.cells {
		for _, c := range row.plies {
			if c.ply == i {
				return r
			}
		}
	}
	return -1
}

// stepReview goes d plies back (-1) or on (+1) from the position shown.
func (g *GameView) stepReview(d int) {
	cur := g.review
	if cur < 0 {
		cur = len(g.match.History())
	}
	g.showPly(cur + d)
}

// refreshReview shows the reviewed position (or the game) on the board, and the banner.
func (g *GameView) refreshReview() {
	h := g.match.History()
	if g.review > len(h)-1 {
		g.review = -1 // undone past it: the game again
	}
	if g.review < 0 {
		if g.Board.Arrows() != nil {
			g.Board.SetArrows(nil)
		}
		if g.Board.Reviewing() {
			g.Board.SetReview(nil, nil)
			g.holdRemote() // the game again: a remote seat's pieces stay put
		}
		if g.banner.box.Visible() {
			g.banner.box.Hide()
			g.relayoutBoard() // the board takes the banner's room back
		}
		return
	}
	var last []boards.Cell
	what := "the start"
	if n := g.review; n > 0 {
		last = h[n-1].Move.Cells()
		what = fmt.Sprintf("%d. %s", record.Rounds(h)[n-1], h[n-1].Text)
		if seats := g.match.Players(); len(seats) > 2 {
			what += " (" + seats[h[n-1].Player].Name + ")"
		}
	}
	g.Board.SetReview(g.match.PositionAt(g.review), last)
	said, arrows := g.an.reviewed(g.review)
	g.reviewSaid = said
	g.Board.SetArrows(arrows)
	g.banner.text.SetText(joinLines(fmt.Sprintf("An earlier position: after %s, %d of %d moves. The game goes on from its last move; the Left and Right keys step, End returns.",
		what, g.review, len(h)), said))
	g.banner.box.Show()
	g.relayoutBoard() // shown, or its text of more lines
}

// relayoutBoard lays the banner and the board out again when the banner comes, goes or
// changes height: the room of an object hidden is not given back by itself.
func (g *GameView) relayoutBoard() {
	if b := g.boardBox; b != nil {
		b.Layout.Layout(b.Objects, b.Size())
	}
}

// reviewMove asks before a move on an earlier position starts a new line, which
// discards the moves after it.
func (g *GameView) reviewMove(mv rules.Move) {
	n := g.review
	if n < 0 {
		return
	}
	later := len(g.match.History()) - n
	p := g.match.PositionAt(n)
	text := g.match.Game().FormatMove(p, mv)
	dialog.ShowConfirm("Start a new line?",
		fmt.Sprintf("Play %s here and go on from this position?\nThe %d later moves of the game are discarded.", text, later),
		func(ok bool) {
			// the game may have moved on, or been undone, while the question was open
			if !ok || g.match.PositionAt(n) != p || len(g.match.History())-n != later || !rules.IsLegal(p, mv) {
				return
			}
			g.review = -1
			g.match.Truncate(n)
			if err := g.match.Play(mv); err != nil {
				shell.ShowError(err, g.win)
			}
		}, g.win)
}
