package explorerwin

import (
	"fmt"
	"image"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"oddboards/boards/draw"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/chess2016"
	"oddboards/ui/explorer"
	"oddboards/ui/render"
)

func (e *Explorer) drawBoard(w, h int) image.Image {
	e.mu.Lock()
	pos := e.pos
	e.mu.Unlock()
	if pos == nil || w < 8 || h < 8 {
		return image.NewRGBA(image.Rect(0, 0, 1, 1))
	}
	img, _ := render.Image(e.scene(pos), w, h, 0, e.env.Fonts)
	return img.Image()
}

func (e *Explorer) scene(pos rules.Position) *render.Scene {
	var colours []string
	for _, p := range (chess2016.Game{}).Players(rules.Config{}) {
		colours = append(colours, p.Colour)
	}
	sc := render.NewScene(pos.Board(), pos.At, colours, e.kinds)
	sc.Icons = e.env.Icons
	return sc
}

// showPieces fills the substitutions and the legend.
func (e *Explorer) showPieces() {
	e.subs.SetText(e.state.SubstitutionText())
	kinds := e.state.NewKinds()
	e.legend.RemoveAll()
	if len(kinds) == 0 {
		e.legend.Add(widget.NewLabel("No piece differs from the base array's."))
	}
	for _, k := range kinds {
		e.legend.Add(e.legendRow(k))
		e.legend.Add(widget.NewSeparator())
	}
	e.legend.Refresh()
}

// legendRow shows one kind: icon, name, how it moves, value and reach, move diagram.
func (e *Explorer) legendRow(k pieces.Kind) fyne.CanvasObject {
	icon := canvas.NewImageFromImage(e.env.Icons.Get(pieces.Piece{Kind: k, Facing: pieces.NoFacing}, "white", 96, e.kinds.Code(k)))
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSize(48, 48))
	info, _ := chess2016.Describe().Kind(k)
	name := widget.NewLabelWithStyle(fmt.Sprintf("%s (%s)", info.Name, info.Code), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	how := widget.NewLabel(info.Summary)
	how.Wrapping = fyne.TextWrapWord
	note := widget.NewLabelWithStyle(e.state.LegendNote(k), fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	note.Wrapping = fyne.TextWrapWord
	diagram := canvas.NewRaster(func(w, h int) image.Image { return e.drawDiagram(k, w, h) })
	diagram.SetMinSize(fyne.NewSize(228, 190))
	text := container.NewVBox(name, how, note)
	return container.NewBorder(nil, nil, container.NewVBox(icon), diagram, text)
}

// drawDiagram draws a kind's move diagram: dots where it moves, rings where it only
// captures, the piece's square highlighted.
func (e *Explorer) drawDiagram(k pieces.Kind, w, h int) image.Image {
	d, err := e.state.Diagram(k)
	if err != nil || w < 8 || h < 8 {
		return image.NewRGBA(image.Rect(0, 0, 1, 1))
	}
	sc := e.scene(d.Position)
	sc.Labels = false
	sc.Badges = false
	sc.Selected = d.From
	for _, c := range d.Moves {
		sc.Targets = append(sc.Targets, render.Target{Cell: c})
	}
	for _, c := range d.CaptureOnly() {
		sc.Targets = append(sc.Targets, render.Target{Cell: c, Capture: true})
	}
	img, _ := render.Image(sc, w, h, 0, e.env.Fonts)
	return img.Image()
}

// showFacts fills the facts panel and the line under the board.
func (e *Explorer) showFacts() {
	facts, summary, err := e.state.Facts()
	if err != nil {
		return
	}
	for _, f := range facts {
		e.facts[f.Key].SetText(f.Value)
	}
	e.summary.SetText(summary)
}

// rebuildFilter makes a button for every kind the mode's filter offers.
func (e *Explorer) rebuildFilter() {
	e.filterGrid.RemoveAll()
	e.filterBtn = map[pieces.Kind]*widget.Button{}
	for _, k := range e.state.FilterKinds() {
		b := widget.NewButton(e.kinds.Name(k), func() {
			e.state.Cycle(k)
			e.showFilter()
		})
		e.filterBtn[k] = b
		e.filterGrid.Add(b)
	}
	e.showFilter()
}

// Filter is the filter the piece buttons set.
func (e *Explorer) Filter() chess2016.Filter { return e.state.Filter() }

// showFilter shows each piece button's choice and the matches.
func (e *Explorer) showFilter() {
	for k, b := range e.filterBtn {
		switch e.state.Choice(k) {
		case explorer.With:
			b.SetText("+ " + e.kinds.Name(k))
			b.Importance = widget.HighImportance
		case explorer.Without:
			b.SetText("no " + e.kinds.Name(k))
			b.Importance = widget.DangerImportance
		default:
			b.SetText(e.kinds.Name(k))
			b.Importance = widget.MediumImportance
		}
		b.Refresh()
	}
	e.showMatchNote()
}

// Matches are the setups the filter lets through.
func (e *Explorer) Matches() []int { return e.state.Matches() }

func (e *Explorer) showMatchNote() {
	e.matchNote.SetText(e.state.MatchText())
	if len(e.state.Matches()) == 0 {
		e.prevMatch.Disable()
		e.nextMatch.Disable()
	} else {
		e.prevMatch.Enable()
		e.nextMatch.Enable()
	}
}

// balanceChanged filters by the score chosen, in the order chosen.
func (e *Explorer) balanceChanged() {
	if e.balance == nil || e.fairest == nil {
		return // still being built
	}
	e.state.SetBalance(explorer.Balance(max(0, e.balance.SelectedIndex())), e.fairest.Checked)
	e.showMatchNote()
}

// drawHistogram draws every setup's score, this setup's marked.
func (e *Explorer) drawHistogram(w, h int) image.Image {
	e.mu.Lock()
	hg := e.hist
	e.mu.Unlock()
	r := draw.NewRaster(max(1, w), max(1, h), e.env.Fonts)
	render.DrawHistogram(r, hg, float64(w), float64(h))
	return r.Image()
}

// scoresHistogram is the histogram of the mode's scores, the setup shown marked; empty
// when the scores do not apply (another Nightrider option).
func scoresHistogram(s *explorer.State) render.Histogram {
	hg := render.Histogram{Current: math.NaN(), Even: float64(explorer.BalancedCP) / 100}
	all, ok := s.Scores()
	if !ok {
		return hg
	}
	pawns := func(sc chess2016.SetupScore) float64 {
		switch {
		case sc.MatePlies > 0:
			return math.Inf(1)
		case sc.MatePlies < 0:
			return math.Inf(-1)
		}
		return float64(sc.CP) / 100
	}
	for _, sc := range all {
		hg.Scores = append(hg.Scores, pawns(sc))
	}
	if cur, ok := s.Score(); ok {
		hg.Current = pawns(cur)
	}
	return hg
}
