// Package help is the help: one window per game with its rules (ui/helptext) and a card
// for every kind of piece (ui/cards), and the cards shown while the pointer rests on a
// piece of a board or a move.
package help

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
	"oddboards/ui/shell"
)

// Wiring: F1 in a game window opens Help.ShowFor(ID(m), m.Config(), the kind under the
// pointer or pieces.None); each game window has a CardHover whose Layer lies over its
// content; the board and the move list call Hover(kind, canvas position) while the pointer
// rests on a piece and Leave() when it goes.

// Help keeps the piece cards, computed once per game and options, and the open help
// windows, for every window of the app.
type Help struct {
	env   *shell.Env
	cards CardCache
	wins  map[string]helpWindow // open help windows by game and options (UI goroutine only)
}

// New is the help of the windows of env.
func New(env *shell.Env) *Help { return &Help{env: env, wins: map[string]helpWindow{}} }

// CardCache keeps the piece cards per game and options: the diagrams come from the
// engines (Chess 2016's take about half a second) and positions are immutable, so every
// window of the app shares them through its Help.
type CardCache struct {
	mu sync.Mutex
	m  map[string][]cards.Card
}

func cardsKey(id string, cfg rules.Config) string {
	keys := make([]string, 0, len(cfg.Options))
	for k, v := range cfg.Options {
		keys = append(keys, k+"="+v)
	}
	sort.Strings(keys)
	return fmt.Sprintf("%s|%d|%s|%s", id, cfg.Setup, cfg.Mode, strings.Join(keys, ","))
}

// CardsOf returns the piece cards of game id under cfg, computed once per app.
func (hp *Help) CardsOf(id string, cfg rules.Config) (games.Entry, []cards.Card, error) {
	e, err := games.Lookup(id)
	if err != nil {
		return e, nil, err
	}
	cc := &hp.cards
	key := cardsKey(id, cfg)
	cc.mu.Lock()
	cs, ok := cc.m[key]
	cc.mu.Unlock()
	if ok {
		return e, cs, nil
	}
	cs, err = cards.Cards(e, cfg)
	if err != nil {
		return e, nil, err
	}
	cc.mu.Lock()
	if cc.m == nil {
		cc.m = map[string][]cards.Card{}
	}
	cc.m[key] = cs
	cc.mu.Unlock()
	return e, cs, nil
}

// Show opens a help window on game id, scrolled to the card of kind (pieces.None: the
// top), with the default options.
func (hp *Help) Show(id string, kind pieces.Kind) fyne.Window {
	return hp.ShowFor(id, rules.Config{}, kind)
}

// ShowFor is Show with the diagrams drawn under cfg's options (a Car's reach
// depends on one).
func (hp *Help) ShowFor(id string, cfg rules.Config, kind pieces.Kind) fyne.Window {
	// one window per game and options: asking again brings it forward
	key := cardsKey(id, cfg)
	if open, ok := hp.wins[key]; ok {
		open.win.Show()
		open.win.RequestFocus()
		if kind != pieces.None {
			open.view.scrollTo(kind)
		} else {
			open.view.scroll.ScrollToTop()
		}
		return open.win
	}
	title := id
	if h, ok := helptext.For(id); ok {
		title = h.Title
	}
	w := hp.env.NewWindow("Oddboards — How to play " + title)
	hv := newHelpView(hp, id, cfg)
	w.SetContent(hv.content)
	hp.env.RememberSize(w, "help", fyne.NewSize(1200, 740))
	w.Canvas().SetOnTypedKey(func(e *fyne.KeyEvent) {
		if e.Name == fyne.KeyEscape {
			w.Close()
		}
	})
	hp.wins[key] = helpWindow{w, hv}
	w.SetOnClosed(func() { delete(hp.wins, key) })
	w.Show()
	if kind != pieces.None {
		hv.scrollTo(kind)
	}
	return w
}

// helpWindow is an open help window and its view.
type helpWindow struct {
	win  fyne.Window
	view *helpView
}

// helpView is the content of a help window.
type helpView struct {
	hp      *Help
	id      string
	scroll  *container.Scroll
	body    *fyne.Container
	cardsAt map[pieces.Kind]fyne.CanvasObject
	seats   fyne.CanvasObject // the Seats section, nil when the game has none
	content fyne.CanvasObject
}

func newHelpView(hp *Help, id string, cfg rules.Config) *helpView {
	hv := &helpView{hp: hp, id: id, cardsAt: map[pieces.Kind]fyne.CanvasObject{}}
	h, ok := helptext.For(id)
	if !ok {
		h = helptext.Game{ID: id, Help: rules.Help{Title: id, Intro: "There is no help for this game yet."}}
	}
	title := widget.NewRichTextFromMarkdown("# " + h.Title)
	intro := widget.NewLabel(h.Intro)
	intro.Wrapping = fyne.TextWrapWord
	// the sections in two columns: short lines read better than 1200-pixel ones
	cols := [2]*fyne.Container{container.NewVBox(), container.NewVBox()}
	heights := [2]int{}
	for _, s := range h.Sections {
		n := len(helptext.SectionMarkdown(s))
		i := 0
		if heights[1] < heights[0] {
			i = 1
		}
		heights[i] += n + 200
		rt := widget.NewRichTextFromMarkdown(helptext.SectionMarkdown(s))
		rt.Wrapping = fyne.TextWrapWord
		cols[i].Add(rt)
	}
	hv.body = container.NewVBox(title, intro, container.NewGridWithColumns(2, cols[0], cols[1]))

	_, cs, err := hp.CardsOf(id, cfg)
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
			obj := hp.CardView(c, 236)
			hv.cardsAt[c.Kind] = obj
			grid.Add(obj)
			k := c.Kind
			nav = append(nav, widget.NewButton(c.Name, func() { hv.scrollTo(k) }))
		}
		hv.body.Add(grid)
	}
	if seats := seatsSection(hp.env.Fonts, id); seats != nil {
		hv.seats = seats
		hv.body.Add(seats)
		nav = append(nav, widget.NewSeparator(), widget.NewButton("Seats", func() { hv.scrollToObject(seats) }))
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
	if obj, ok := hv.cardsAt[k]; ok {
		hv.scrollToObject(obj)
	}
}

// scrollToObject brings obj, a part of the body, to the top of the view.
func (hv *helpView) scrollToObject(obj fyne.CanvasObject) {
	// the object's position inside the scrolled body, after layout
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
func (hp *Help) CardView(c cards.Card, size float32) fyne.CanvasObject {
	var icons []fyne.CanvasObject
	for i := range c.Colours {
		img := canvas.NewImageFromImage(c.Icon(i, 64, hp.env.Fonts))
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
			ds = append(ds, diagramView(hp, d, size))
		}
		parts = append(parts, container.NewHBox(ds...))
		parts = append(parts, captionOf(c.Diagrams))
	default:
		// a faced piece: the facings to pick from, and each facing's diagrams (moves,
		// captures, a blocker) side by side
		groups, names := diagramGroups(c.Diagrams)
		each := size
		if most := maxLen(groups); most > 2 {
			each = size * 2 / float32(most)
		}
		row := func(ds []cards.Diagram) []fyne.CanvasObject {
			var out []fyne.CanvasObject
			for _, d := range ds {
				out = append(out, diagramView(hp, d, each)) // titled "Facing N, captures"
			}
			return out
		}
		holder := container.NewHBox(row(groups[0])...)
		caption := container.NewStack(captionOf(groups[0]))
		pick := widget.NewSelect(names, func(s string) {
			for i, n := range names {
				if n == s {
					holder.Objects = row(groups[i])
					holder.Refresh()
					caption.Objects = []fyne.CanvasObject{captionOf(groups[i])}
					caption.Refresh()
				}
			}
		})
		pick.SetSelectedIndex(0)
		info := widget.NewLabel(fmt.Sprintf("%d facings: its moves turn with it.", len(groups)))
		parts = append(parts, container.NewHBox(pick, info), holder, caption)
	}
	if ip := c.InPlaceText(); ip != "" {
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
func diagramView(hp *Help, d cards.Diagram, size float32) fyne.CanvasObject {
	r := canvas.NewRaster(func(w, h int) image.Image { return d.Image(w, h, hp.env.Fonts) })
	title := widget.NewLabelWithStyle(d.Title, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	return container.NewVBox(title, container.NewGridWrap(fyne.NewSize(size, size), r))
}

// diagramGroups gathers a card's diagrams by what their titles start with ("Facing N",
// "Facing N, captures", "Facing N, blocked"), in order, with the groups' names.
func diagramGroups(ds []cards.Diagram) ([][]cards.Diagram, []string) {
	var groups [][]cards.Diagram
	var names []string
	for _, d := range ds {
		name, _, _ := strings.Cut(d.Title, ", ")
		if len(names) == 0 || names[len(names)-1] != name {
			names = append(names, name)
			groups = append(groups, nil)
		}
		groups[len(groups)-1] = append(groups[len(groups)-1], d)
	}
	return groups, names
}

func maxLen(groups [][]cards.Diagram) int {
	most := 0
	for _, g := range groups {
		most = max(most, len(g))
	}
	return most
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

// cardFor finds kind's card of game id under cfg, or reports there is none.
func cardFor(hp *Help, id string, cfg rules.Config, kind pieces.Kind) (cards.Card, bool) {
	_, cs, err := hp.CardsOf(id, cfg)
	if err != nil {
		return cards.Card{}, false
	}
	for _, card := range cs {
		if card.Kind == kind {
			return card, true
		}
	}
	return cards.Card{}, false
}

// cardPanel is a card as shown on hover: a framed view on the window's own background.
func cardPanel(hp *Help, card cards.Card) fyne.CanvasObject {
	bg := canvas.NewRectangle(theme.Color(theme.ColorNameOverlayBackground))
	bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	bg.StrokeWidth = 1
	bg.CornerRadius = 6
	view := container.NewGridWrap(fyne.NewSize(420, cardHeight(card)), hp.CardView(card, 180))
	return container.NewStack(bg, container.NewPadded(view))
}

// ShowCardPopup shows kind's card of game id over canvas c at pos (canvas coordinates),
// and returns the popup (Hide it when done). It returns nil if the game has no such piece.
// Game windows use a CardHover instead, which never takes the pointer's events.
func (hp *Help) ShowCardPopup(c fyne.Canvas, pos fyne.Position, id string, kind pieces.Kind) *widget.PopUp {
	card, ok := cardFor(hp, id, rules.Config{}, kind)
	if !ok {
		return nil
	}
	view := cardPanel(hp, card)
	pop := widget.NewPopUp(view, c)
	pop.ShowAtPosition(place(pos, view.MinSize(), c.Size()))
	return pop
}

// cardGap is how far a card keeps from the pointer: the piece under it stays in sight.
const cardGap = 32

// place puts a box of size beside pos, inside area and away from the pointer: to its
// right, else to its left (beside it, the box's middle at the pointer's height as far
// as area allows), else below or above it when area is too narrow for either side.
func place(pos fyne.Position, size, area fyne.Size) fyne.Position {
	clamp := func(v, lo, hi float32) float32 { return max(min(v, hi), lo) }
	y := clamp(pos.Y-size.Height/2, 0, area.Height-size.Height)
	switch {
	case pos.X+cardGap+size.Width <= area.Width:
		return fyne.NewPos(pos.X+cardGap, max(y, 0))
	case pos.X-cardGap-size.Width >= 0:
		return fyne.NewPos(pos.X-cardGap-size.Width, max(y, 0))
	}
	x := clamp(pos.X-size.Width/2, 0, area.Width-size.Width)
	if pos.Y+cardGap+size.Height <= area.Height || pos.Y-cardGap-size.Height < 0 {
		return fyne.NewPos(max(x, 0), pos.Y+cardGap)
	}
	return fyne.NewPos(max(x, 0), pos.Y-cardGap-size.Height)
}

// cardHeight is room for a card in a popup.
func cardHeight(c cards.Card) float32 {
	if len(c.Diagrams) == 0 {
		return 200
	}
	return 430
}

// CardHover shows a piece's card after the pointer has rested on it for a moment, and
// hides it when the pointer moves on. The card is drawn in a layer laid over the
// window's content (Layer), not in a popup: it takes no click, wheel or drag from the
// board beneath it.
type CardHover struct {
	hp    *Help
	layer *fyne.Container
	id    string
	cfg   rules.Config
	Delay time.Duration
	// after runs f once d has passed (time.AfterFunc, handing back with hp.env.Do); tests
	// replace it to drive the delay themselves.
	after func(d time.Duration, f func()) (stop func())

	kind  pieces.Kind
	pos   fyne.Position
	stop  func()
	shown fyne.CanvasObject
	gen   int
}

// NewCardHover prepares hover cards for game id under cfg; its Layer goes over the
// window's content.
func (hp *Help) NewCardHover(id string, cfg rules.Config) *CardHover {
	return &CardHover{hp: hp, layer: container.NewWithoutLayout(), id: id, cfg: cfg,
		Delay: 600 * time.Millisecond, after: func(d time.Duration, f func()) func() {
			t := time.AfterFunc(d, func() { hp.env.Do(f) })
			return func() { t.Stop() }
		}}
}

// SetAfter replaces how the delay is waited for (time.AfterFunc, handing back through
// Do): tests run the delays themselves.
func (h *CardHover) SetAfter(after func(d time.Duration, f func()) (stop func())) { h.after = after }

// Shown is the card up, nil if none.
func (h *CardHover) Shown() fyne.CanvasObject { return h.shown }

// Layer is the transparent layer the cards appear in: stack it over the content.
func (h *CardHover) Layer() *fyne.Container { return h.layer }

// Hover says the pointer is on a piece of kind at pos (canvas coordinates); pieces.None
// is the same as Leave. The card shows once the pointer has rested for Delay: every move
// before that starts the wait again. The same kind again keeps a card shown.
func (h *CardHover) Hover(kind pieces.Kind, pos fyne.Position) {
	if kind == pieces.None {
		h.Leave()
		return
	}
	if kind == h.kind && h.shown != nil {
		return
	}
	h.Leave()
	h.kind, h.pos = kind, pos
	gen := h.gen
	h.stop = h.after(h.Delay, func() {
		if gen != h.gen {
			return
		}
		h.stop = nil
		h.show()
	})
}

// show puts the card in the layer, next to the pointer and inside the layer's bounds.
func (h *CardHover) show() {
	card, ok := cardFor(h.hp, h.id, h.cfg, h.kind)
	if !ok {
		return
	}
	view := cardPanel(h.hp, card)
	size := view.MinSize()
	view.Resize(size)
	origin := fyne.Position{}
	if d := fyne.CurrentApp().Driver(); d != nil {
		origin = d.AbsolutePositionForObject(h.layer)
	}
	view.Move(place(h.pos.Subtract(origin), size, h.layer.Size()))
	h.layer.Objects = []fyne.CanvasObject{view}
	h.layer.Refresh()
	h.shown = view
}

// Leave hides the card (or cancels one about to show).
func (h *CardHover) Leave() {
	h.gen++
	if h.stop != nil {
		h.stop()
		h.stop = nil
	}
	if h.shown != nil {
		h.layer.Objects = nil
		h.layer.Refresh()
		h.shown = nil
	}
	h.kind = pieces.None
}

// Showing reports whether a card is up.
func (h *CardHover) Showing() bool { return h.shown != nil }
