package ui

import (
	"image"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"oddboards/boards/draw"
	"oddboards/pieces"
	"oddboards/rules"
)

// showChooser asks the player which of several moves with the same start and end they
// mean: each choice shows the piece it leaves on the board and its notation. It is the
// one chooser for promotions, facings, pieces left behind, capture modes and hatchings.
// turn is how far the board is turned, so facings look as they will on the board.
func showChooser(c fyne.Canvas, fonts *draw.Fonts, m *rules.Match, turn float64, cands []rules.Move, pick func(rules.Move)) *widget.PopUp {
	pos := m.Position()
	colour := "grey"
	if ps := m.Players(); int(pos.ToMove()) < len(ps) && pos.ToMove() >= 0 {
		colour = ps[pos.ToMove()].Colour
	}
	var pop *widget.PopUp
	// A grid a few choices wide: a promotion can offer a dozen pieces.
	items := container.NewGridWithColumns(min(len(cands), 6))
	for _, mv := range cands {
		mv := mv
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
		icon := canvas.NewRaster(func(w, h int) image.Image {
			r := draw.NewRaster(w, h, fonts)
			pieces.Draw(r, p, colour, float64(w)/2, float64(h)/2, float64(min(w, h))*0.92, false)
			return r.Image()
		})
		icon.SetMinSize(fyne.NewSize(76, 76))
		text := m.Game().FormatMove(pos, mv)
		btn := widget.NewButton(text, func() {
			pop.Hide()
			pick(mv)
		})
		items.Add(container.NewBorder(nil, btn, nil, nil, icon))
	}
	cancel := widget.NewButton("Cancel", func() { pop.Hide() })
	title := widget.NewLabelWithStyle("Choose the move", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	pop = widget.NewModalPopUp(container.NewBorder(title, cancel, nil, nil, items), c)
	pop.Show()
	return pop
}
