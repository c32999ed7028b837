package help

import (
	"fmt"
	"image"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"oddboards/boards/draw"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/seatstats"
	"oddboards/ui/render"
)

// seatRowHeight is the height of a seat's bar in the Seats section.
const seatRowHeight = 30

// seatsSection is the Seats section of game id's help: for each mode the table has
// games of, each seat's share of the wins in computer games, so that a group knows
// which seat to give a newcomer; nil for a game the table does not hold.
func seatsSection(fonts *draw.Fonts, id string) fyne.CanvasObject {
	e, err := games.Lookup(id)
	if err != nil || !slices.ContainsFunc(seatstats.Tables(), func(t seatstats.Table) bool { return t.Game == id }) {
		return nil
	}
	all, err := seatstats.Shipped()
	if err != nil {
		return widget.NewLabel(err.Error())
	}
	box := container.NewVBox(widget.NewRichTextFromMarkdown("## Seats"))
	intro := widget.NewLabel("Every game starts the same, so some seats may be better than others. " +
		"The computer played itself from the start, the same level at every seat: each bar is a seat's share of the wins, " +
		"the whisker its 95% range, the dashed line the share each seat would have if none were favoured. " +
		"Give a newcomer the seat with the longest bar. (All with the default options.)")
	intro.Wrapping = fyne.TextWrapWord
	box.Add(intro)
	shown := false
	for _, s := range all {
		if s.Game != id || s.Games == 0 {
			continue
		}
		shown = true
		cfg := rules.Config{Variant: e.Variant, Mode: s.Mode}
		head := e.Name
		if ml, ok := e.Game.(rules.ModeLister); ok && s.Mode != "" {
			head = "Mode " + s.Mode + " · " + ml.ModeTitle(s.Mode)
		}
		box.Add(widget.NewLabelWithStyle(head, fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		text := s.Line() + fmt.Sprintf(" %d plies a game on average.", s.Plies/s.Games)
		if s.Undecided() {
			text += " The bars are the seats' shares of first places, the games at the ply cap placed by material."
		}
		line := widget.NewLabel(text)
		line.Wrapping = fyne.TextWrapWord
		box.Add(line)
		bars := seatBars(s, e.Game.Players(cfg))
		r := canvas.NewRaster(func(w, h int) image.Image {
			img := draw.NewRaster(max(1, w), max(1, h), fonts)
			render.DrawSeatBars(img, bars, float64(w), float64(h))
			return img.Image()
		})
		r.SetMinSize(fyne.NewSize(480, float32(seatRowHeight*len(s.Seats))))
		box.Add(r)
	}
	if !shown {
		return nil
	}
	return box
}

// seatBars is the chart of summary s, its seats ps (their names and colours): each
// seat's wins, or its first places where most games had no winner.
func seatBars(s seatstats.Summary, ps []rules.PlayerInfo) render.SeatBars {
	shareOf := s.WinShare
	sb := render.SeatBars{Fair: s.Fair()}
	if s.Undecided() {
		shareOf, sb.Fair = s.FirstShare, s.FirstFair()
	}
	for q, p := range ps {
		share, lo, hi := shareOf(q)
		sb.Names = append(sb.Names, p.Name)
		sb.Colours = append(sb.Colours, p.Colour)
		sb.Shares = append(sb.Shares, share)
		sb.Lo = append(sb.Lo, lo)
		sb.Hi = append(sb.Hi, hi)
	}
	return sb
}
