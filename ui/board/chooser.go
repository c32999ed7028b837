package board

import (
	"image"
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"

	"oddboards/boards"
	"oddboards/boards/draw"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/ui/cards"
)

// ShowChooser asks the player which of several moves with the same start and end they
// mean: each choice shows the piece it leaves on the board, its notation, and what it
// captures or pushes when the choices differ in that (a Hawk's approach or withdrawal).
// A click on the piece or on the notation chooses; hovering the piece shows the move's
// effects on the board through hover (nil when the pointer leaves). It is the one chooser
// for promotions, facings, pieces left behind, capture modes and hatchings. turn is how
// far the board is turned, so facings look as they will on the board. pos is the
// position the board shows (an earlier one while reviewing).
func ShowChooser(c fyne.Canvas, fonts *draw.Fonts, m *rules.Match, pos rules.Position, turn float64, cands []rules.Move,
	pick func(rules.Move), hover func(*rules.Move)) *widget.PopUp {
	colour := "grey"
	if ps := m.Players(); int(pos.ToMove()) < len(ps) && pos.ToMove() >= 0 {
		colour = ps[pos.ToMove()].Colour
	}
	if hover == nil {
		hover = func(*rules.Move) {}
	}
	notes := choiceNotes(pos, cands)
	var pop *widget.PopUp
	choose := func(mv rules.Move) {
		hover(nil)
		pop.Hide()
		pick(mv)
	}
	// A grid a few choices wide: a promotion can offer a dozen pieces.
	items := container.NewGridWithColumns(min(len(cands), 6))
	for i, mv := range cands {
		// show what tells the choices apart: the piece left behind, else what the
		// mover becomes
		kind := mv.Promote
		if mv.Leave != pieces.None {
			kind = mv.Leave
		} else if kind == pieces.None {
			kind = mv.Piece
		}
		p := pieces.Piece{Kind: kind, Owner: pos.ToMove(), Facing: mv.Facing}
		if p.Facing != pieces.NoFacing {
			p.Facing = int16(math.Mod(float64(p.Facing)+turn+720, 360))
		}
		icon := newChoiceIcon(func(w, h int) image.Image {
			r := draw.NewRaster(w, h, fonts)
			pieces.Draw(r, p, colour, float64(w)/2, float64(h)/2, float64(min(w, h))*0.92, "")
			return r.Image()
		}, func() { choose(mv) }, func(in bool) {
			if in {
				hover(&mv)
			} else {
				hover(nil)
			}
		})
		btn := widget.NewButton(choiceLabel(m.Game(), pos, cands, mv), func() { choose(mv) })
		bottom := container.NewVBox(btn)
		if notes[i] != "" {
			note := widget.NewLabelWithStyle(notes[i], fyne.TextAlignCenter, fyne.TextStyle{Italic: true})
			note.Wrapping = fyne.TextWrapWord
			bottom.Add(note)
		}
		items.Add(container.NewBorder(nil, bottom, nil, nil, icon))
	}
	cancel := widget.NewButton("Cancel", func() { hover(nil); pop.Hide() })
	title := widget.NewLabelWithStyle("Choose the move", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	pop = widget.NewModalPopUp(container.NewBorder(title, cancel, nil, nil, items), c)
	pop.Show()
	return pop
}

// choiceLabel is a choice's words: its notation, and when the choices differ only in
// the facing, which way the piece will face first ("face south-west (TCF2@SW)").
func choiceLabel(g rules.Game, pos rules.Position, cands []rules.Move, mv rules.Move) string {
	text := g.FormatMove(pos, mv)
	if len(cands) > 1 && rules.OnlyFacingDiffers(cands) {
		return "face " + cards.CompassWords(mv.Facing) + " (" + text + ")"
	}
	return text
}

// choiceNotes says what each move does to other pieces ("by approach: takes g5"), for
// the choices that differ in it; "" where all do the same.
func choiceNotes(pos rules.Position, cands []rules.Move) []string {
	b := pos.Board()
	notes := make([]string, len(cands))
	for i, mv := range cands {
		var parts []string
		switch {
		case mv.Has(rules.Approach):
			parts = append(parts, "by approach")
		case mv.Has(rules.Withdrawal):
			parts = append(parts, "by withdrawal")
		}
		var took, pushed []string
		for _, e := range rules.Effects(pos, mv) {
			switch {
			case e.To == boards.NoCell || e.Dies:
				took = append(took, b.CellName(e.Cell))
			default:
				pushed = append(pushed, b.CellName(e.Cell)+"->"+b.CellName(e.To)) // ASCII: Fyne's font has no "→"
			}
		}
		if len(took) > 0 {
			parts = append(parts, "takes "+strings.Join(took, ", "))
		}
		if len(pushed) > 0 {
			parts = append(parts, "pushes "+strings.Join(pushed, ", "))
		}
		if len(parts) == 0 {
			parts = append(parts, "captures nothing")
		}
		notes[i] = strings.Join(parts, ": ")
	}
	for _, n := range notes {
		if n != notes[0] {
			return notes
		}
	}
	return make([]string, len(cands)) // all alike: nothing to tell apart
}

// ChoiceIcon is a choice's piece: a click on it chooses, hovering it previews.
type ChoiceIcon struct {
	widget.BaseWidget
	raster *canvas.Raster
	tap    func()
	hover  func(in bool)
}

func newChoiceIcon(draw func(w, h int) image.Image, tap func(), hover func(bool)) *ChoiceIcon {
	c := &ChoiceIcon{raster: canvas.NewRaster(draw), tap: tap, hover: hover}
	c.ExtendBaseWidget(c)
	return c
}

func (c *ChoiceIcon) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(c.raster)
}

// MinSize is a piece large enough to tell facings apart.
func (c *ChoiceIcon) MinSize() fyne.Size { return fyne.NewSize(76, 76) }

// Tapped chooses the move.
func (c *ChoiceIcon) Tapped(*fyne.PointEvent) { c.tap() }

// Cursor shows the piece is a button.
func (c *ChoiceIcon) Cursor() desktop.Cursor { return desktop.PointerCursor }

// MouseIn previews the move.
func (c *ChoiceIcon) MouseIn(*desktop.MouseEvent) { c.hover(true) }

// MouseMoved does nothing: the preview stays.
func (c *ChoiceIcon) MouseMoved(*desktop.MouseEvent) {}

// MouseOut ends the preview.
func (c *ChoiceIcon) MouseOut() { c.hover(false) }
