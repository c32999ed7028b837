package gamewin

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/record"
	"oddboards/ui/help"
)

// moveRow is one round of the move list: its number and each ply's text and piece.
type moveRow struct {
	round int // 0: the round goes on from the row above
	side  string
	plies []moveCell
}

type moveCell struct {
	text string
	kind pieces.Kind
	ply  int // its index in the history; -1 for the gap before a second player's first move
}

// moveCells lays the history out as rows. Two players share a row per round ("1. e5
// e6"); with more, each player's turn has its own row, both moves of a turn together and
// the side named ("4. White  Bb1-a2#, Of5-b2"), so no move is pushed off the panel.
//
// marks, if set, gives a ply's mark from the analysis ("??"), written after its move.
func moveCells(h []rules.Ply, sides []string, marks func(ply int) string) []moveRow {
	rounds := record.Rounds(h)
	perSide := len(sides) > 2
	var rows []moveRow
	for i, p := range h {
		newRound := i == 0 || rounds[i] != rounds[i-1]
		if newRound || (perSide && p.Player != h[i-1].Player) {
			r := moveRow{}
			if newRound {
				r.round = rounds[i]
			}
			if perSide && int(p.Player) < len(sides) {
				r.side = sides[p.Player]
			}
			if p.Player != 0 && !perSide {
				r.plies = append(r.plies, moveCell{text: "…  ", ply: -1})
			}
			rows = append(rows, r)
		}
		r := &rows[len(rows)-1]
		sep := ""
		if i+1 < len(h) && rounds[i+1] == rounds[i] {
			switch {
			case h[i+1].Player == p.Player:
				sep = ", "
			case !perSide:
				sep = "  "
			}
		}
		mark := ""
		if marks != nil {
			mark = marks(i)
		}
		r.plies = append(r.plies, moveCell{text: p.Text + mark + sep, kind: p.Move.Piece, ply: i})
	}
	return rows
}

// rowLead is a row's round number and side, in columns that line up: "  4. White ".
func rowLead(r moveRow, sideWidth int) string {
	num := "    "
	if r.round > 0 {
		num = fmt.Sprintf("%3d.", r.round)
	}
	if sideWidth == 0 {
		return num
	}
	return fmt.Sprintf("%s %-*s", num, sideWidth, r.side)
}

// sideWidth is the width of the widest side name, 0 when rows name no side.
func sideWidth(rows []moveRow) int {
	w := 0
	for _, r := range rows {
		w = max(w, utf8.RuneCountInString(r.side)) // fmt pads to a width in runes
	}
	return w
}

// formatRows writes the rows as text: "  1. e5  e6".
func formatRows(rows []moveRow) []string {
	out := make([]string, len(rows))
	sw := sideWidth(rows)
	for i, r := range rows {
		var b strings.Builder
		b.WriteString(rowLead(r, sw))
		b.WriteString(" ")
		for _, c := range r.plies {
			b.WriteString(c.text)
		}
		out[i] = b.String()
	}
	return out
}

// moveRows is the move list as text.
func moveRows(h []rules.Ply, sides []string) []string { return formatRows(moveCells(h, sides, nil)) }

// fillRow shows one row: the round and side, then each ply as a label that shows the
// moving piece's card when hovered.
func (g *GameView) fillRow(c *fyne.Container, r moveRow) {
	objs := []fyne.CanvasObject{monoLabel(rowLead(r, g.sideWidth))}
	for _, p := range r.plies {
		l := newPlyLabel(p.text, p.kind, g.cardHover)
		if p.ply >= 0 {
			ply := p.ply
			l.tap = func() { g.showPly(ply + 1) } // the position after it
			if g.review == ply+1 {
				l.Importance = widget.HighImportance // the move whose position the board shows (the theme has no bold monospace)
			}
		}
		objs = append(objs, l)
	}
	c.Objects = objs
	c.Refresh()
}

// newMoveRow is the move list's row template: its size is every row's size, a label's
// height.
func newMoveRow() *fyne.Container {
	return container.NewHBox(monoLabel("000."), newPlyLabel("e5", pieces.None, nil))
}

// minMoveRows is how many rows of the move list the side panel keeps in sight, whatever
// else it shows.
const minMoveRows = 6

// movesHeight is the height of n rows of the move list, as widget.List lays them out:
// each a row template's height, a padding apart.
func movesHeight(n int) float32 {
	return float32(n)*(newMoveRow().MinSize().Height+theme.Padding()) - theme.Padding()
}

func monoLabel(s string) *widget.Label {
	return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
}

// plyLabel is a move in the move list; hovering it shows the card of the piece it moved,
// clicking it shows the position after it.
type plyLabel struct {
	widget.Label
	kind  pieces.Kind
	hover *help.CardHover
	tap   func()
}

// Tapped shows the position after the move.
func (l *plyLabel) Tapped(*fyne.PointEvent) {
	if l.tap != nil {
		l.tap()
	}
}

func newPlyLabel(text string, kind pieces.Kind, h *help.CardHover) *plyLabel {
	l := &plyLabel{kind: kind, hover: h}
	l.Text = text
	l.TextStyle = fyne.TextStyle{Monospace: true}
	l.ExtendBaseWidget(l)
	return l
}

// MouseIn shows the card of the moved piece.
func (l *plyLabel) MouseIn(e *desktop.MouseEvent) {
	if l.hover != nil && l.kind != pieces.None {
		l.hover.Hover(l.kind, e.AbsolutePosition)
	}
}

// MouseMoved does nothing: the card stays while the pointer is on the move.
func (l *plyLabel) MouseMoved(*desktop.MouseEvent) {}

// MouseOut hides the card.
func (l *plyLabel) MouseOut() {
	if l.hover != nil {
		l.hover.Leave()
	}
}
