package ui

import (
	"fmt"
	"image"
	"image/color"
	"sort"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui/cards"
	"oddboards/ui/helptext"
)

// The help: one window per game with its rules (ui/helptext) and a card for every kind of
// piece (ui/cards), and a card popup for hovering a piece in a game window.
//
// Wiring (the board widget and the game window call these):
//
//   - a key in the game window (F1, or ? on the board) opens ShowHelp(env, HelpID(m),
//     kind of the piece under the pointer, or pieces.None);
//   - hovering a piece on the board or its name in the move list: a CardHover per game
//     window; call Hover(kind, canvas position) while the pointer rests on it and Leave()
//     when it goes; the card pops up after a short delay and goes when the pointer leaves.

// helpCards caches the cards per game and options: the diagrams come from the engines
// (Chess 2016's take about half a second) and positions are immutable, so every window
// may share them.
var helpCards struct {
	sync.Mutex
	m map[string][]cards.Card
}

func cardsKey(id string, cfg rules.Config) string {
	keys := make([]string, 0, len(cfg.Options))
	for k, v := range cfg.Options {
		keys = append(keys, k+"="+v)
	}
	sort.Strings(keys)
	return fmt.Sprintf("%s|%d|%s|%s", id, cfg.Setup, cfg.Mode, strings.Join(keys, ","))
}

// CardsOf returns the piece cards of game id under cfg, computed once.
func CardsOf(id string, cfg rules.Config) (games.Entry, []cards.Card, error) {
	e, err := games.Lookup(id)
	if err != nil {
		return e, nil, err
	}
	key := cardsKey(id, cfg)
	helpCards.Lock()
	cs, ok := helpCards.m[key]
	helpCards.Unlock()
	if ok {
		return e, cs, nil
	}
	cs, err = cards.Cards(e, cfg)
	if err != nil {
		return e, nil, err
	}
	helpCards.Lock()
	if helpCards.m == nil {
		helpCards.m = map[string][]cards.Card{}
	}
	helpCards.m[key] = cs
	helpCards.Unlock()
	return e, cs, nil
}

// HelpID is the catalogue ID of m's game or variant ("chess-56"), for ShowHelp.
func HelpID(m *rules.Match) string {
	if v := m.Config().Variant; v != "" {
		return v
	}
	return m.Game().ID()
}

// ShowHelp opens a help window on game id, scrolled to the card of kind (pieces.None: the
// top), with the default options.
func ShowHelp(env *Env, id string, kind pieces.Kind) fyne.Window {
	return ShowHelpFor(env, id, rules.Config{}, kind)
}

// ShowHelpFor is ShowHelp with the diagrams drawn under cfg's options (a Car's reach
// depends on one).
func ShowHelpFor(env *Env, id string, cfg rules.Config, kind pieces.Kind) fyne.Window {
	title := id
	if h, ok := helptext.For(id); ok {
		title = h.Title
	}
	w := env.App.NewWindow("Oddboards — How to play " + title)
	hv := newHelpView(env, id, cfg)
	w.SetContent(hv.content)
	w.Resize(fyne.NewSize(1200, 740))
	w.Canvas().SetOnTypedKey(func(e *fyne.KeyEvent) {
		if e.Name == fyne.KeyEscape {
			w.Close()
		}
	})
	w.Show()
	if kind != pieces.None {
		hv.scrollTo(kind)
	}
	return w
}

// helpView is the content of a help window.
type helpView struct {
	env     *Env
	id      string
	scroll  *container.Scroll
	body    *fyne.Container
	cardsAt map[pieces.Kind]fyne.CanvasObject
	content fyne.CanvasObject
}

func newHelpView(env *Env, id string, cfg rules.Config) *helpView {
	hv := &helpView{env: env, id: id, cardsAt: map[pieces.Kind]fyne.CanvasObject{}}
	h, ok := helptext.For(id)
	if !ok {
		h = helptext.Game{ID: id, Title: id, Intro: "There is no help for this game yet."}
	}
	title := widget.NewRichTextFromMarkdown("# " + h.Title)
	intro := widget.NewLabel(h.Intro)
	intro.Wrapping = fyne.TextWrapWord
	// the sections in two columns: short lines read better than 1200-pixel ones
	cols := [2]*fyne.Container{container.NewVBox(), container.NewVBox()}
	heights := [2]int{}
	for _, s := range h.Sections {
		n := len(s.Markdown())
		i := 0
		if heights[1] < heights[0] {
			i = 1
		}
		heights[i] += n + 200
		rt := widget.NewRichTextFromMarkdown(s.Markdown())
		rt.Wrapping = fyne.TextWrapWord
		cols[i].Add(rt)
	}
	hv.body = container.NewVBox(title, intro, container.NewGridWithColumns(2, cols[0], cols[1]))

	_, cs, err := CardsOf(id, cfg)
	var nav []fyne.CanvasObject
	if err != nil {
		hv.body.Add(widget.NewLabel("The piece cards could not be made: " + err.Error()))
	} else {
		hv.body.Add(widget.NewRichTextFromMarkdown("## The pieces"))
		legend := widget.NewLabel("In the diagrams: the piece stands on the blue cell. A dot: it may move there. " +
			"A ring: it captures there. A square round a dot: it may move there but cannot capture there. " +
			"Diagrams come from the rules engine itself.")
		legend.Wrapping = fyne.TextWrapWord
		hv.body.Add(legend)
		grid := container.NewGridWithColumns(2)
		for _, c := range cs {
			obj := CardView(env, c, 236)
			hv.cardsAt[c.Kind] = obj
			grid.Add(obj)
			k := c.Kind
			nav = append(nav, widget.NewButton(c.Name, func() { hv.scrollTo(k) }))
		}
		hv.body.Add(grid)
	}
	hv.scroll = container.NewVScroll(container.NewPadded(hv.body))
	top := widget.NewButton("Rules", func() { hv.scroll.ScrollToTop() })
	side := container.NewVScroll(container.NewVBox(append([]fyne.CanvasObject{top, widget.NewSeparator()}, nav...)...))
	split := container.NewHSplit(side, hv.scroll)
	split.SetOffset(0.13)
	hv.content = split
	return hv
}

// scrollTo brings kind's card to the top of the view.
func (hv *helpView) scrollTo(k pieces.Kind) {
	obj, ok := hv.cardsAt[k]
	if !ok {
		return
	}
	// the card's position inside the scrolled body, after layout
	hv.scroll.Refresh()
	y := float32(0)
	for o := obj; o != nil && o != hv.body; o = parentIn(hv.body, o) {
		y += o.Position().Y
	}
	hv.scroll.Offset = fyne.NewPos(0, y)
	hv.scroll.Refresh()
}

// parentIn finds the container of o inside root.
func parentIn(root *fyne.Container, o fyne.CanvasObject) fyne.CanvasObject {
	var found fyne.CanvasObject
	var walk func(c fyne.CanvasObject) bool
	walk = func(c fyne.CanvasObject) bool {
		cont, ok := c.(*fyne.Container)
		if !ok {
			return false
		}
		for _, ch := range cont.Objects {
			if ch == o {
				found = cont
				return true
			}
			if walk(ch) {
				return true
			}
		}
		return false
	}
	walk(root)
	if found == nil {
		return nil
	}
	return found
}

// CardView is a piece card: icons in every player colour, name and letters, the sentence,
// and the move diagrams (size px each; two side by side, or one with a choice of facing).
func CardView(env *Env, c cards.Card, size float32) fyne.CanvasObject {
	var icons []fyne.CanvasObject
	for i := range c.Colours {
		img := canvas.NewImageFromImage(c.Icon(i, 64, env.Fonts))
		img.FillMode = canvas.ImageFillContain
		img.SetMinSize(fyne.NewSize(34, 34))
		icons = append(icons, img)
	}
	name := widget.NewRichTextFromMarkdown("### " + c.Name + "  ·  " + c.Code)
	head := container.NewBorder(nil, nil, nil, container.NewHBox(icons...), name)
	sentence := widget.NewLabel(c.Sentence)
	sentence.Wrapping = fyne.TextWrapWord
	parts := []fyne.CanvasObject{head, sentence}
	switch {
	case len(c.Diagrams) == 0:
		note := widget.NewLabelWithStyle(c.NoDiagram, fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
		note.Wrapping = fyne.TextWrapWord
		parts = append(parts, note)
	case len(c.Diagrams) <= 2:
		var ds []fyne.CanvasObject
		for _, d := range c.Diagrams {
			ds = append(ds, diagramView(env, d, size))
		}
		parts = append(parts, container.NewHBox(ds...))
		parts = append(parts, captionOf(c.Diagrams))
	default:
		titles := make([]string, len(c.Diagrams))
		for i, d := range c.Diagrams {
			titles[i] = d.Title
		}
		holder := container.NewStack(diagramView(env, c.Diagrams[0], size))
		pick := widget.NewSelect(titles, func(s string) {
			for _, d := range c.Diagrams {
				if d.Title == s {
					holder.Objects = []fyne.CanvasObject{diagramView(env, d, size)}
					holder.Refresh()
				}
			}
		})
		pick.SetSelectedIndex(0)
		info := widget.NewLabel(fmt.Sprintf("%d diagrams: its moves turn with it.", len(c.Diagrams)))
		info.Wrapping = fyne.TextWrapWord
		parts = append(parts, container.NewHBox(holder, container.NewVBox(pick, container.NewGridWrap(fyne.NewSize(size*0.95, 90), info))))
		parts = append(parts, captionOf(c.Diagrams[:1]))
	}
	if ip := inPlaceText(c); ip != "" {
		l := widget.NewLabel(ip)
		l.Wrapping = fyne.TextWrapWord
		parts = append(parts, l)
	}
	card := container.NewVBox(parts...)
	bg := canvas.NewRectangle(cardBackground)
	bg.CornerRadius = 6
	return container.NewPadded(container.NewStack(bg, container.NewPadded(card)))
}

// cardBackground sets a card apart from its neighbours in both themes.
var cardBackground = color.NRGBA{0x80, 0x80, 0x80, 0x24}

// diagramView shows one diagram, drawn at the device's pixel size, with its title.
func diagramView(env *Env, d cards.Diagram, size float32) fyne.CanvasObject {
	r := canvas.NewRaster(func(w, h int) image.Image { return d.Image(w, h, env.Fonts) })
	title := widget.NewLabelWithStyle(d.Title, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	return container.NewVBox(title, container.NewGridWrap(fyne.NewSize(size, size), r))
}

// captionOf lists the diagrams' captions that say more than the legend above the cards.
func captionOf(ds []cards.Diagram) fyne.CanvasObject {
	var lines []string
	for _, d := range ds {
		if d.Caption != "" && d.Caption != cards.CaptionMoves && d.Caption != cards.CaptionCaptures {
			lines = append(lines, d.Caption)
		}
	}
	l := widget.NewLabelWithStyle(strings.Join(lines, "\n"), fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	l.Wrapping = fyne.TextWrapWord
	l.SizeName = theme.SizeNameCaptionText
	return l
}

// inPlaceText says what the piece may do without leaving its cell, from the engine.
func inPlaceText(c cards.Card) string {
	if len(c.Diagrams) == 0 || len(c.Diagrams[0].InPlace) == 0 {
		return ""
	}
	d := c.Diagrams[0]
	var becomes []string
	turns := 0
	for _, m := range d.InPlace {
		switch {
		case m.Promote != pieces.None && m.Promote != c.Kind:
			becomes = append(becomes, m.Promote.String())
		case m.Facing != pieces.NoFacing && m.Facing != d.Piece.Facing:
			turns++
		default:
			if c.Kind == pieces.Egg {
				return "In place: counts down one step (gestates)."
			}
		}
	}
	var out []string
	if turns > 0 {
		out = append(out, fmt.Sprintf("turns where it stands (%d ways)", turns))
	}
	if len(becomes) > 0 {
		out = append(out, "turns into a "+strings.Join(becomes, " or a ")+" without moving")
	}
	if len(out) == 0 {
		return ""
	}
	return "In place: it " + strings.Join(out, "; it ") + "."
}

// ShowCardPopup shows kind's card of game id over canvas c at pos (canvas coordinates),
// and returns the popup (Hide it when the pointer leaves). It returns nil if the game has
// no such piece.
func ShowCardPopup(env *Env, c fyne.Canvas, pos fyne.Position, id string, kind pieces.Kind) *widget.PopUp {
	_, cs, err := CardsOf(id, rules.Config{})
	if err != nil {
		return nil
	}
	for _, card := range cs {
		if card.Kind != kind {
			continue
		}
		view := container.NewGridWrap(fyne.NewSize(420, cardHeight(card)), CardView(env, card, 180))
		pop := widget.NewPopUp(view, c)
		// keep it on the canvas
		size := view.MinSize()
		cs := c.Size()
		x := min(pos.X+16, cs.Width-size.Width-8)
		y := min(pos.Y+16, cs.Height-size.Height-8)
		pop.ShowAtPosition(fyne.NewPos(max(x, 0), max(y, 0)))
		return pop
	}
	return nil
}

// cardHeight is room for a card in a popup.
func cardHeight(c cards.Card) float32 {
	if len(c.Diagrams) == 0 {
		return 200
	}
	return 430
}

// CardHover shows a piece's card after the pointer has rested on it for a moment, and
// hides it when the pointer moves off. One per window; safe to call from input handlers.
type CardHover struct {
	env    *Env
	canvas fyne.Canvas
	id     string
	Delay  time.Duration

	kind  pieces.Kind
	pos   fyne.Position
	timer *time.Timer
	pop   *widget.PopUp
	gen   int
}

// NewCardHover prepares hover cards for game id on canvas c.
func NewCardHover(env *Env, c fyne.Canvas, id string) *CardHover {
	return &CardHover{env: env, canvas: c, id: id, Delay: 600 * time.Millisecond}
}

// Hover says the pointer rests on a piece of kind at pos (canvas coordinates); pieces.None
// is the same as Leave. The same kind again only keeps the card.
func (h *CardHover) Hover(kind pieces.Kind, pos fyne.Position) {
	if kind == pieces.None {
		h.Leave()
		return
	}
	if kind == h.kind && (h.pop != nil || h.timer != nil) {
		return
	}
	h.Leave()
	h.kind, h.pos = kind, pos
	gen := h.gen
	h.timer = time.AfterFunc(h.Delay, func() {
		fyne.Do(func() {
			if gen != h.gen {
				return
			}
			h.timer = nil
			h.pop = ShowCardPopup(h.env, h.canvas, h.pos, h.id, h.kind)
		})
	})
}

// Leave hides the card (or cancels one about to show).
func (h *CardHover) Leave() {
	h.gen++
	if h.timer != nil {
		h.timer.Stop()
		h.timer = nil
	}
	if h.pop != nil {
		h.pop.Hide()
		h.pop = nil
	}
	h.kind = pieces.None
}

// Showing reports whether a card is up.
func (h *CardHover) Showing() bool { return h.pop != nil && h.pop.Visible() }
