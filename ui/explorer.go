package ui

import (
	"fmt"
	"image"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/chess2016"
	"oddboards/rules/games"
	"oddboards/ui/printout"
	"oddboards/ui/render"
)

// The explorer's modes, as its mode switch names them.
var explorerModes = []struct{ label, variant string }{
	{"Chess 2016", chess2016.Chess2016},
	{"Chess 56", chess2016.Chess56},
	{"Chess 112", chess2016.Chess112},
}

// Filter states of a piece.
const (
	either = iota
	withIt
	withoutIt
)

// Explorer is the Chess 2016 explorer: the dice, the setup they choose, its pieces with
// move diagrams, facts, a filter over all setups, and buttons to play or print the setup.
//
// One rule keeps dice, number and board in agreement: every change, whoever makes it
// (a die, the number field, the arrows, a roll, the filter), ends in show, which sets
// the setup number and from it the dice, the field, the board, the legend and the facts.
// The white dice keep the order they lie in when they already show the setup's roll;
// the setup depends only on their sorted faces.
type Explorer struct {
	env *Env
	win fyne.Window

	variant string
	setup   int
	faces   [3]int // the white dice as they lie
	opts    map[string]string

	mu  sync.Mutex // guards pos, read by the board raster
	pos rules.Position

	mode       *widget.RadioGroup
	white      [3]*DieView
	green, red *DieView
	swap       *SwitchView
	diceRow    *fyne.Container
	diceNote   *widget.Label
	rollButton *widget.Button
	number     *numberEntry
	numberNote *widget.Label
	numberErr  *widget.Label // says why the field's text is not shown, in place of diceNote
	diceText   *widget.Label
	nightrider *widget.Select
	optionBox  *fyne.Container
	board      *canvas.Raster
	subs       *widget.Label
	summary    *widget.Label
	legend     *fyne.Container
	facts      map[string]*widget.Label
	filterGrid *fyne.Container
	filterBtn  map[pieces.Kind]*widget.Button
	filter     map[pieces.Kind]int
	matches    []int
	matchNote  *widget.Label
	prevMatch  *widget.Button
	nextMatch  *widget.Button
	tabs       *container.AppTabs
	split      *container.Split // the board | the tabs
	content    fyne.CanvasObject

	diagrams map[string]chess2016.Diagram // by variant, option and kind
	rng      *rand.Rand
	syncing  bool // show is writing the number field: do not read it back

	// the roll: rollGen cancels a roll in progress when the player changes something
	rollGen    int
	rollStep   time.Duration
	rollFrames int
	rollTarget chess2016.Dice // the roll's outcome, decided when it starts
	rollFaces  [3]int         // the white dice as they will lie
	// ticker is the roll animation's clock; tests replace it to step the frames themselves
	ticker func(time.Duration) (ticks <-chan time.Time, stop func())
}

// explorerSize is the explorer window's size when it opens: it fits a 1280×800 screen.
var explorerSize = fyne.NewSize(1240, 740)

// ShowExplorer opens the Chess 2016 explorer on a variant (chess-2016, chess-56,
// chess-112; "" for chess-2016) and setup (0 for the variant's default).
func ShowExplorer(env *Env, variant string, setup int) fyne.Window {
	w := env.App.NewWindow("Oddboards — Chess 2016 explorer")
	e := NewExplorer(env, variant, setup, w)
	w.SetContent(e.Content())
	e.addKeys(w.Canvas())
	w.Resize(explorerSize)
	w.Show()
	return w
}

// NewExplorer builds the explorer's content for window w.
func NewExplorer(env *Env, variant string, setup int, w fyne.Window) *Explorer {
	if variant == "" {
		variant = chess2016.Chess2016
	}
	if _, err := chess2016.DiceOf(variant, max(setup, 1)); err != nil {
		variant = chess2016.Chess2016
	}
	if setup < 1 || setup > (chess2016.Game{}).Setups(variant) {
		setup = chess2016.DefaultSetup(variant)
	}
	e := &Explorer{env: env, win: w, variant: variant, opts: map[string]string{},
		diagrams: map[string]chess2016.Diagram{}, filter: map[pieces.Kind]int{},
		filterBtn: map[pieces.Kind]*widget.Button{}, facts: map[string]*widget.Label{},
		rng: rand.New(rand.NewPCG(rand.Uint64(), 2016)), rollStep: 70 * time.Millisecond, rollFrames: 9,
		ticker: func(d time.Duration) (<-chan time.Time, func()) { t := time.NewTicker(d); return t.C, t.Stop }}

	// the dice
	for i := range e.white {
		i := i
		e.white[i] = NewDieView(WhiteDie, 1)
		e.white[i].OnChanged = func(int) { e.diceChanged() }
	}
	e.green = NewDieView(GreenDie, 1)
	e.green.OnChanged = func(int) { e.diceChanged() }
	e.red = NewDieView(RedDie, 1)
	e.red.OnChanged = func(int) { e.diceChanged() }
	e.swap = NewSwitchView(env.Icons, false)
	e.swap.OnChanged = func(bool) { e.diceChanged() }
	e.diceRow = container.NewHBox()
	e.diceNote = widget.NewLabel("")
	e.diceNote.Importance = widget.LowImportance
	e.rollButton = widget.NewButton("Roll", func() { e.Roll() })
	e.rollButton.Importance = widget.HighImportance

	// the number
	e.number = newNumberEntry(e.numberDone)
	e.number.OnChanged = e.numberTyped
	e.number.OnSubmitted = func(string) { e.numberDone() }
	e.numberNote = widget.NewLabel("")
	e.numberErr = widget.NewLabel("")
	e.numberErr.Importance = widget.DangerImportance
	e.numberErr.Truncation = fyne.TextTruncateEllipsis // whatever is pasted, the window keeps its width
	e.numberErr.Hide()
	e.diceText = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	prev := widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { e.cancelRoll(); e.step(-1) })
	next := widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { e.cancelRoll(); e.step(1) })
	random := widget.NewButton("Random", func() {
		e.cancelRoll()
		e.show(1+e.rng.IntN(e.count()), nil, false)
	})

	// the mode and the option
	var labels []string
	for _, m := range explorerModes {
		labels = append(labels, m.label)
	}
	e.mode = widget.NewRadioGroup(labels, nil)
	e.mode.Horizontal = true
	e.mode.Required = true
	nrOpt := (chess2016.Game{}).Options()[0]
	e.nightrider = widget.NewSelect(nrOpt.Values, func(v string) {
		if e.opts[chess2016.OptNightrider] == v {
			return
		}
		e.opts[chess2016.OptNightrider] = v
		e.cancelRoll()
		e.refilter()
		e.show(e.setup, &e.faces, false)
	})
	e.optionBox = container.NewHBox(widget.NewLabel("Green 2, Nightriders:"), e.nightrider)

	// the board and the panels
	e.board = canvas.NewRaster(e.drawBoard)
	e.summary = widget.NewLabel("")
	e.summary.Alignment = fyne.TextAlignCenter
	e.summary.Wrapping = fyne.TextWrapWord // one line at the window's size; two if the board is narrowed
	e.subs = widget.NewLabel("")
	e.subs.Wrapping = fyne.TextWrapWord
	e.legend = container.NewVBox()
	factsForm := container.New(layout.NewFormLayout())
	for _, k := range factKeys {
		v := widget.NewLabel("")
		v.Wrapping = fyne.TextWrapWord
		e.facts[k] = v
		factsForm.Add(widget.NewLabelWithStyle(k, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		factsForm.Add(v)
	}
	e.filterGrid = container.NewGridWithColumns(4)
	e.matchNote = widget.NewLabel("")
	e.matchNote.Wrapping = fyne.TextWrapWord
	e.prevMatch = widget.NewButtonWithIcon("Previous match", theme.NavigateBackIcon(), func() { e.cancelRoll(); e.stepMatch(-1) })
	e.nextMatch = widget.NewButtonWithIcon("Next match", theme.NavigateNextIcon(), func() { e.cancelRoll(); e.stepMatch(1) })
	e.nextMatch.IconPlacement = widget.ButtonIconTrailingText
	clearFilter := widget.NewButton("Clear", func() {
		for k := range e.filter {
			e.filter[k] = either
		}
		e.refilter()
	})
	play := widget.NewButton("Play this setup", func() { e.Play() })
	play.Importance = widget.HighImportance
	printIt := widget.NewButton("Print this setup…", e.Print)

	header := func(s string) *widget.Label {
		return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	toolbar := container.NewVBox(
		container.NewHBox(e.mode, layout.NewSpacer(), e.optionBox),
		container.NewHBox(e.diceRow, e.rollButton, widget.NewSeparator(),
			widget.NewLabel("Setup"), container.NewGridWrap(fyne.NewSize(110, e.number.MinSize().Height), e.number),
			e.numberNote, prev, next, random, e.diceText),
		container.NewStack(e.diceNote, e.numberErr),
	)
	legendHelp := widget.NewLabel("Diagrams: a dot is a square the piece moves to; a ring, one it can only capture on. " +
		"Black Pawns are the screens a Cannon, Vao or Leo jumps to capture.")
	legendHelp.Wrapping = fyne.TextWrapWord
	legendHelp.Importance = widget.LowImportance
	piecesTab := container.NewVScroll(container.NewVBox(header("Substitutions"), e.subs, widget.NewSeparator(),
		e.legend, legendHelp))
	filterHelp := widget.NewLabel("Click a piece once for setups with it, twice for setups without it, a third time for either.")
	filterHelp.Wrapping = fyne.TextWrapWord
	findTab := container.NewVScroll(container.NewVBox(filterHelp, e.filterGrid, e.matchNote,
		container.NewGridWithColumns(3, e.prevMatch, e.nextMatch, clearFilter)))
	factsTab := container.NewVScroll(factsForm)
	e.tabs = container.NewAppTabs(
		container.NewTabItem("Pieces", piecesTab),
		container.NewTabItem("Facts", factsTab),
		container.NewTabItem("Find setups", findTab),
	)
	right := container.NewBorder(nil, container.NewGridWithColumns(2, play, printIt), nil, nil, e.tabs)
	e.split = container.NewHSplit(container.NewBorder(nil, e.summary, nil, nil, e.board), right)
	e.split.SetOffset(0.56)
	e.content = container.NewBorder(container.NewPadded(toolbar), nil, nil, nil, e.split)

	e.mode.OnChanged = func(label string) {
		for _, m := range explorerModes {
			if m.label == label && m.variant != e.variant {
				e.cancelRoll()
				e.setVariant(m.variant)
			}
		}
	}
	for _, m := range explorerModes {
		if m.variant == variant {
			e.mode.SetSelected(m.label) // no variant change: the setup stays
		}
	}
	e.nightrider.SetSelected(nrOpt.Default)
	e.layoutDice()
	e.rebuildFilter()
	e.show(setup, nil, false)
	return e
}

// Content is what the window shows.
func (e *Explorer) Content() fyne.CanvasObject { return e.content }

// Setup and Variant say what the explorer shows.
func (e *Explorer) Setup() int { return e.setup }

// Variant is chess-2016, chess-56 or chess-112.
func (e *Explorer) Variant() string { return e.variant }

func (e *Explorer) count() int { return (chess2016.Game{}).Setups(e.variant) }

// Dice is the roll the dice widgets show (white dice sorted).
func (e *Explorer) Dice() chess2016.Dice {
	var d chess2016.Dice
	for i, w := range e.white {
		d.White[i] = w.Face()
	}
	sortFaces(&d.White)
	switch e.variant {
	case chess2016.Chess2016:
		d.Green, d.Red = e.green.Face(), e.red.Face()
	case chess2016.Chess112:
		d.Swap = e.swap.On()
	}
	return d
}

func sortFaces(w *[3]int) {
	for i := 1; i < 3; i++ {
		for j := i; j > 0 && w[j] < w[j-1]; j-- {
			w[j], w[j-1] = w[j-1], w[j]
		}
	}
}

// layoutDice puts the dice of the mode in the row.
func (e *Explorer) layoutDice() {
	objs := []fyne.CanvasObject{e.white[0], e.white[1], e.white[2]}
	switch e.variant {
	case chess2016.Chess2016:
		objs = append(objs, widget.NewSeparator(), e.green, e.red)
		e.diceNote.SetText("Three white dice, the green die (the Queen) and the red die (the Cannon). " +
			"Click a die for its next face, right-click for the previous one.")
		e.optionBox.Show()
	case chess2016.Chess112:
		objs = append(objs, widget.NewSeparator(), e.swap)
		e.diceNote.SetText("Three white dice and the seventh \"die\": Camels and Knights as they stand, or interchanged. " +
			"Click a die for its next face, right-click for the previous one.")
		e.optionBox.Hide()
	default:
		e.diceNote.SetText("Three white dice. Click a die for its next face, right-click for the previous one.")
		e.optionBox.Hide()
	}
	e.diceRow.Objects = objs
	e.diceRow.Refresh()
}

// setVariant changes the mode, keeping the white dice as they lie.
func (e *Explorer) setVariant(v string) {
	faces := e.faces
	e.variant = v
	d := chess2016.Dice{White: faces}
	sortFaces(&d.White)
	if v == chess2016.Chess2016 {
		d.Green, d.Red = 1, 1
	}
	n, err := chess2016.SetupNumber(v, d)
	if err != nil {
		n = chess2016.DefaultSetup(v)
	}
	e.swap.SetOn(false)
	e.green.SetFace(1)
	e.red.SetFace(1)
	e.layoutDice()
	e.rebuildFilter()
	e.show(n, &faces, false)
}

// show makes setup n the explorer's: the dice (white ones lying as faces if those show
// its roll), the number field (unless the player is typing in it: typed), the board, the
// legend, the facts and the filter's place.
func (e *Explorer) show(n int, faces *[3]int, typed bool) {
	d, err := chess2016.DiceOf(e.variant, n)
	if err != nil {
		return
	}
	pos, err := chess2016.StartPosition(e.variant, n, e.opts)
	if err != nil {
		return
	}
	e.setup = n
	e.faces = d.White
	if faces != nil {
		f := *faces
		sortFaces(&f)
		if f == d.White {
			e.faces = *faces
		}
	}
	for i, w := range e.white {
		w.SetFace(e.faces[i])
	}
	if d.Green != 0 {
		e.green.SetFace(d.Green)
		e.red.SetFace(d.Red)
	}
	e.swap.SetOn(d.Swap)
	if !typed {
		e.setNumberText(n)
	}
	e.numberNote.SetText(fmt.Sprintf("of %d", e.count()))
	e.showNumberError("")
	e.diceText.SetText(diceWords(d))

	e.mu.Lock()
	e.pos = pos
	e.mu.Unlock()
	e.board.Refresh()
	e.showPieces()
	e.showFacts()
	e.showMatchNote()
}

// diceWords writes a roll for the toolbar: "1-2-3 / green 4 / red 5".
func diceWords(d chess2016.Dice) string {
	s := fmt.Sprintf("dice %d-%d-%d", d.White[0], d.White[1], d.White[2])
	if d.Green != 0 {
		s += fmt.Sprintf(" · green %d · red %d", d.Green, d.Red)
	}
	if d.Swap {
		s += " · Knights ↔ Camels"
	}
	return s
}

// diceChanged follows a die the player turned.
func (e *Explorer) diceChanged() {
	e.cancelRoll()
	var faces [3]int
	for i, w := range e.white {
		faces[i] = w.Face()
	}
	n, err := chess2016.SetupNumber(e.variant, e.Dice())
	if err != nil {
		return
	}
	e.show(n, &faces, false)
}

// numberTyped follows the number field as the player types: text that names a setup (a
// number or dice, "1-2-3/4/5") is shown at once; any other text is not applied, and the
// line under the toolbar says so and which setup is still shown, until Enter, Escape or
// leaving the field puts that setup's number back (numberDone). So the field, the dice
// and the board disagree only while the field holds text that is not a setup, and the
// message says so.
func (e *Explorer) numberTyped(text string) {
	if e.syncing {
		return
	}
	n, faces, ok := e.parseNumber(text)
	if !ok {
		text = strings.TrimSpace(text)
		if text == "" {
			e.showNumberError(fmt.Sprintf("Type a setup number (1–%d) or dice like %s: still showing %d.",
				e.count(), e.diceExample(), e.setup))
		} else {
			e.showNumberError(fmt.Sprintf("%s is not a setup (1–%d, or dice like %s): still showing %d.",
				text, e.count(), e.diceExample(), e.setup))
		}
		return
	}
	e.cancelRoll()
	e.show(n, faces, true)
}

// numberDone ends the player's typing (Enter, Escape, the field losing the focus): the
// field shows the setup's number again, whatever it held.
func (e *Explorer) numberDone() {
	if e.number.Text != strconv.Itoa(e.setup) {
		e.setNumberText(e.setup)
	}
	e.showNumberError("")
}

// parseNumber reads the number field: a setup number of the mode, or dice, with the
// white dice in the order typed.
func (e *Explorer) parseNumber(text string) (n int, faces *[3]int, ok bool) {
	text = strings.TrimSpace(text)
	if n, err := strconv.Atoi(text); err == nil {
		return n, nil, n >= 1 && n <= e.count()
	}
	d, err := chess2016.ParseDice(e.variant, text)
	if err != nil {
		return 0, nil, false
	}
	if n, err = chess2016.SetupNumber(e.variant, d); err != nil {
		return 0, nil, false
	}
	var f [3]int
	white := strings.Split(strings.Split(strings.ReplaceAll(text, " ", ""), "/")[0], "-")
	for i := range f {
		f[i], _ = strconv.Atoi(white[i]) // ParseDice read them
	}
	return n, &f, true
}

// diceExample shows how dice are typed in the mode, as the catalogue says.
func (e *Explorer) diceExample() string {
	if g, err := e.entry(); err == nil && g.DiceExample != "" {
		return g.DiceExample
	}
	return "1-2-3"
}

// setNumberText puts setup n's number in the field without reading it back.
func (e *Explorer) setNumberText(n int) {
	e.syncing = true
	e.number.SetText(strconv.Itoa(n))
	e.syncing = false
}

// showNumberError shows why the field's text is not applied in place of the dice help;
// "" shows the help again.
func (e *Explorer) showNumberError(msg string) {
	if msg == "" {
		e.numberErr.Hide()
		e.diceNote.Show()
		return
	}
	e.numberErr.SetText(msg)
	e.diceNote.Hide()
	e.numberErr.Show()
}

// numberEntry is the setup number field: like widget.Entry, and it reports the end of
// typing (Escape, losing the focus) so the explorer can put the shown setup back.
type numberEntry struct {
	widget.Entry
	done func()
}

func newNumberEntry(done func()) *numberEntry {
	n := &numberEntry{done: done}
	n.ExtendBaseWidget(n)
	return n
}

// FocusLost: the player left the field.
func (n *numberEntry) FocusLost() {
	n.Entry.FocusLost()
	n.done()
}

// TypedKey: Escape abandons what was typed.
func (n *numberEntry) TypedKey(k *fyne.KeyEvent) {
	if k.Name == fyne.KeyEscape {
		n.done()
		return
	}
	n.Entry.TypedKey(k)
}

// step goes to the next (+1) or previous (−1) setup, round the end.
func (e *Explorer) step(d int) {
	c := e.count()
	e.show((e.setup-1+d+c)%c+1, nil, false)
}

// Roll rolls the dice: a short animation, then the setup they show. The outcome is
// decided at once (rollTarget); the returned channel closes when the roll has ended or
// was cancelled by another change.
func (e *Explorer) Roll() <-chan struct{} {
	e.rollGen++
	gen := e.rollGen
	var faces [3]int
	for i := range faces {
		faces[i] = 1 + e.rng.IntN(6)
	}
	target := chess2016.Dice{White: faces}
	sortFaces(&target.White)
	switch e.variant {
	case chess2016.Chess2016:
		target.Green, target.Red = 1+e.rng.IntN(6), 1+e.rng.IntN(6)
	case chess2016.Chess112:
		target.Swap = e.rng.IntN(2) == 1
	}
	e.rollTarget, e.rollFaces = target, faces
	frames := make([][6]int, e.rollFrames)
	for i := range frames {
		for j := range frames[i] {
			frames[i][j] = 1 + e.rng.IntN(6)
		}
	}
	e.rollButton.Disable()
	done := make(chan struct{})
	step := e.rollStep
	ticks, stop := e.ticker(step)
	go func() {
		defer stop()
		for _, f := range frames {
			<-ticks
			e.env.Do(func() {
				if e.rollGen == gen {
					e.showFrame(f)
				}
			})
		}
		<-ticks
		e.env.Do(func() {
			if e.rollGen == gen {
				e.rollButton.Enable()
				if n, err := chess2016.SetupNumber(e.variant, target); err == nil {
					e.show(n, &faces, false)
				}
			}
			close(done)
		})
	}()
	return done
}

// showFrame shows one frame of a roll: the dice tumble, nothing else changes yet.
func (e *Explorer) showFrame(f [6]int) {
	for i, w := range e.white {
		w.SetFace(f[i])
	}
	if e.variant == chess2016.Chess2016 {
		e.green.SetFace(f[3])
		e.red.SetFace(f[4])
	}
	if e.variant == chess2016.Chess112 {
		e.swap.SetOn(f[5]%2 == 0)
	}
}

// cancelRoll stops a roll in progress: the player changed something.
func (e *Explorer) cancelRoll() {
	e.rollGen++
	e.rollButton.Enable()
}

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
	sc := render.NewScene(pos.Board(), pos.At, colours)
	sc.Icons = e.env.Icons
	return sc
}

// showPieces fills the substitutions and the legend.
func (e *Explorer) showPieces() {
	subs, err := chess2016.Substitutions(e.variant, e.setup, e.opts)
	if err != nil {
		return
	}
	var lines []string
	for _, s := range subs {
		lines = append(lines, s.String())
	}
	if len(lines) == 0 {
		e.subs.SetText("None: this is the base array (" + chess2016.BaseArrayText() + ").")
	} else {
		e.subs.SetText(strings.Join(lines, "\n"))
	}
	kinds, _ := chess2016.NewKinds(e.variant, e.setup, e.opts)
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
	icon := canvas.NewImageFromImage(e.env.Icons.Get(pieces.Piece{Kind: k, Facing: pieces.NoFacing}, "white", 96, true))
	icon.FillMode = canvas.ImageFillContain
	icon.SetMinSize(fyne.NewSize(48, 48))
	name := widget.NewLabelWithStyle(fmt.Sprintf("%s (%s)", k, k.Code()), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	how := widget.NewLabel(k.Info().Summary)
	how.Wrapping = fyne.TextWrapWord
	d, err := e.diagram(k)
	extra := fmt.Sprintf("Worth %s.", pawns(chess2016.Value(k)))
	if err == nil {
		extra += fmt.Sprintf(" Reaches %d squares from %s.", d.Reach(), boardName(d))
	}
	note := widget.NewLabelWithStyle(extra, fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	note.Wrapping = fyne.TextWrapWord
	diagram := canvas.NewRaster(func(w, h int) image.Image { return e.drawDiagram(k, w, h) })
	diagram.SetMinSize(fyne.NewSize(228, 190))
	text := container.NewVBox(name, how, note)
	return container.NewBorder(nil, nil, container.NewVBox(icon), diagram, text)
}

func boardName(d chess2016.Diagram) string {
	return chess2016.Board().CellName(d.From)
}

// pawns writes centipawns as pawns: "3.25 pawns".
func pawns(cp int) string {
	if cp == 100 {
		return "1 pawn"
	}
	return pawnsShort(cp) + " pawns"
}

// pawnsShort writes centipawns as a number of pawns: "3.25", "3.5", "61".
func pawnsShort(cp int) string {
	s := strconv.FormatFloat(float64(cp)/100, 'f', 2, 64)
	return strings.TrimSuffix(strings.TrimSuffix(s, "0"), ".0")
}

func (e *Explorer) diagram(k pieces.Kind) (chess2016.Diagram, error) {
	key := e.variant + "/" + e.opts[chess2016.OptNightrider] + "/" + k.String()
	if d, ok := e.diagrams[key]; ok {
		return d, nil
	}
	d, err := chess2016.MoveDiagram(e.variant, k, e.opts)
	if err != nil {
		return d, err
	}
	e.diagrams[key] = d
	return d, nil
}

// drawDiagram draws a kind's move diagram: dots where it moves, rings where it only
// captures, the piece's square highlighted.
func (e *Explorer) drawDiagram(k pieces.Kind, w, h int) image.Image {
	d, err := e.diagram(k)
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

var factKeys = []string{"Dice", "First moves", "Pieces to move", "Material", "Movers", "Odd movers", "Values"}

// showFacts fills the facts panel.
func (e *Explorer) showFacts() {
	f, err := chess2016.SetupFacts(e.variant, e.setup, e.opts)
	if err != nil {
		return
	}
	base := f.Material - f.BaseDiff
	var diff string
	switch {
	case f.BaseDiff > 0:
		diff = fmt.Sprintf("%s more than the base array's %s", pawns(f.BaseDiff), pawnsShort(base))
	case f.BaseDiff < 0:
		diff = fmt.Sprintf("%s less than the base array's %s", pawns(-f.BaseDiff), pawnsShort(base))
	default:
		diff = "as much as the base array"
	}
	set := func(k, v string) { e.facts[k].SetText(v) }
	set("Dice", f.Dice.String())
	set("First moves", fmt.Sprintf("%d legal first moves for White; %d two-move openings", f.FirstMoves, f.Replies))
	set("Pieces to move", fmt.Sprintf("%d of White's %d men have a first move", f.Movers, chess2016.MenPerSide))
	set("Material", fmt.Sprintf("%s a side (pieces %s, Pawns %s); %s",
		pawns(f.Material), pawnsShort(f.Pieces), pawnsShort(f.Material-f.Pieces), diff))
	set("Movers", f.FamilyText())
	set("Odd movers", fmt.Sprintf("%d capture differently from how they move; %d are colour-bound", f.Divergent, f.Bound))
	var values []string
	for _, k := range f.Kinds {
		if k != pieces.King {
			values = append(values, k.String()+" "+pawnsShort(chess2016.Value(k)))
		}
	}
	set("Values", strings.Join(values, ", ")+" (in pawns)")
	e.summary.SetText(summaryText(f))
}

// summaryText is the line under the board: the Facts tab in brief. It fits on one line
// under the board at the window's opening size for every setup (see the test).
func summaryText(f chess2016.Facts) string {
	diff := "same as the base array"
	switch {
	case f.BaseDiff > 0:
		diff = "+" + pawnsShort(f.BaseDiff) + " against the base array"
	case f.BaseDiff < 0:
		diff = "−" + pawnsShort(-f.BaseDiff) + " against the base array"
	}
	return fmt.Sprintf("%d first moves · %d of %d men can move · material %s a side (%s)",
		f.FirstMoves, f.Movers, chess2016.MenPerSide, pawnsShort(f.Material), diff)
}

// rebuildFilter makes a button for every kind that some but not all setups of the mode
// have.
func (e *Explorer) rebuildFilter() {
	counts, err := chess2016.KindCounts(e.variant, e.opts)
	if err != nil {
		return
	}
	all := e.count()
	e.filterGrid.RemoveAll()
	e.filterBtn = map[pieces.Kind]*widget.Button{}
	for _, k := range chess2016.GameKinds() {
		if counts[k] == 0 || counts[k] == all {
			if e.filter[k] != either {
				e.filter[k] = either
			}
			continue
		}
		k := k
		b := widget.NewButton(k.String(), func() {
			e.filter[k] = (e.filter[k] + 1) % 3
			e.refilter()
		})
		e.filterBtn[k] = b
		e.filterGrid.Add(b)
	}
	e.refilter()
}

// Filter is the filter the piece buttons set.
func (e *Explorer) Filter() chess2016.Filter {
	var f chess2016.Filter
	for _, k := range chess2016.GameKinds() {
		switch e.filter[k] {
		case withIt:
			f.With = append(f.With, k)
		case withoutIt:
			f.Without = append(f.Without, k)
		}
	}
	return f
}

// refilter recounts the matches after the filter changed.
func (e *Explorer) refilter() {
	for k, b := range e.filterBtn {
		switch e.filter[k] {
		case withIt:
			b.SetText("+ " + k.String())
			b.Importance = widget.HighImportance
		case withoutIt:
			b.SetText("no " + k.String())
			b.Importance = widget.DangerImportance
		default:
			b.SetText(k.String())
			b.Importance = widget.MediumImportance
		}
		b.Refresh()
	}
	ms, err := chess2016.Match(e.variant, e.Filter(), e.opts)
	if err != nil {
		ms = nil
	}
	e.matches = ms
	e.showMatchNote()
}

// Matches are the setups the filter lets through.
func (e *Explorer) Matches() []int { return e.matches }

func (e *Explorer) showMatchNote() {
	if e.matchNote == nil {
		return
	}
	f := e.Filter()
	s := fmt.Sprintf("%d of %d setups match (%s).", len(e.matches), e.count(), f)
	if i := indexOf(e.matches, e.setup); i >= 0 {
		s += fmt.Sprintf(" Setup %d is match %d.", e.setup, i+1)
	} else {
		s += fmt.Sprintf(" Setup %d is not one of them.", e.setup)
	}
	e.matchNote.SetText(s)
	if len(e.matches) == 0 {
		e.prevMatch.Disable()
		e.nextMatch.Disable()
	} else {
		e.prevMatch.Enable()
		e.nextMatch.Enable()
	}
}

func indexOf(xs []int, x int) int {
	for i, v := range xs {
		if v == x {
			return i
		}
	}
	return -1
}

// stepMatch goes to the next (+1) or previous (−1) matching setup, round the end.
func (e *Explorer) stepMatch(d int) {
	ms := e.matches
	if len(ms) == 0 {
		return
	}
	n := ms[0]
	if d > 0 {
		for _, m := range ms {
			if m > e.setup {
				n = m
				break
			}
		}
	} else {
		n = ms[len(ms)-1]
		for i := len(ms) - 1; i >= 0; i-- {
			if ms[i] < e.setup {
				n = ms[i]
				break
			}
		}
	}
	e.show(n, nil, false)
}

// entry is the catalogue's entry of the mode.
func (e *Explorer) entry() (games.Entry, error) {
	for _, g := range e.env.Games {
		if g.ID == e.variant {
			return g, nil
		}
	}
	return games.Lookup(e.variant)
}

// newMatch starts a match on the setup, with the explorer's options.
func (e *Explorer) newMatch() (*rules.Match, error) {
	g, err := e.entry()
	if err != nil {
		return nil, err
	}
	opts := map[string]string{}
	for k, v := range e.opts {
		opts[k] = v
	}
	return rules.NewMatch(g.Game, rules.Config{Variant: g.Variant, Setup: e.setup, Options: opts}, nil)
}

// Play opens a game window on the setup and returns its match.
func (e *Explorer) Play() *rules.Match {
	m, err := e.newMatch()
	if err != nil {
		dialog.ShowError(err, e.win)
		return nil
	}
	e.env.OpenGame(m)
	return m
}

// Print shows the Export dialog (printing: PDF, SVG or PNG) on a match of the setup,
// with the setup print chosen.
func (e *Explorer) Print() {
	m, err := e.newMatch()
	if err != nil {
		dialog.ShowError(err, e.win)
		return
	}
	ShowExportOf(e.env, e.win, m, printout.Setup)
}

// addKeys binds ← and → to the previous and next setup, and R to a roll, unless the
// number field has the focus.
func (e *Explorer) addKeys(c fyne.Canvas) {
	c.SetOnTypedKey(func(k *fyne.KeyEvent) {
		switch k.Name {
		case fyne.KeyLeft:
			e.cancelRoll()
			e.step(-1)
		case fyne.KeyRight:
			e.cancelRoll()
			e.step(1)
		case fyne.KeyR:
			e.Roll()
		}
	})
}
