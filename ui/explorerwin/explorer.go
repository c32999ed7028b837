// Package explorerwin is the Chess 2016 explorer's window: dice that choose a setup, its
// board, its pieces with their move diagrams, facts and a filter over all setups (the
// state it shows is package explorer's).
package explorerwin

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/chess2016"
	"oddboards/rules/games"
	"oddboards/ui/explorer"
	"oddboards/ui/export"
	"oddboards/ui/printout"
	"oddboards/ui/render"
	"oddboards/ui/shell"
)

// Explorer is the Chess 2016 explorer's window content: the dice, the setup they
// choose, its pieces with move diagrams, facts, a filter over all setups, and buttons to
// play or print the setup. What it shows is an explorer.State; every change, whoever
// makes it, goes through the state's Show and ends in show, which sets every widget
// from the state.
type Explorer struct {
	env   *shell.Env
	games shell.GameOpener // Play opens its game windows
	win   fyne.Window
	state *explorer.State
	kinds rules.Kinds // the chess variants' kinds: their names and letters

	mu   sync.Mutex // guards pos and hist, read by the rasters
	pos  rules.Position
	hist render.Histogram

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
	matchNote  *widget.Label
	balance    *widget.Select // what the filter asks of the computer's score
	fairest    *widget.Check
	scoreText  *widget.Label
	histogram  *canvas.Raster
	prevMatch  *widget.Button
	nextMatch  *widget.Button
	tabs       *container.AppTabs
	split      *container.Split // the board | the tabs
	content    fyne.CanvasObject

	rng     *rand.Rand
	syncing bool // show is writing the number field: do not read it back

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

// Show opens the Chess 2016 explorer on a variant (chess-2016, chess-56,
// chess-112; "" for chess-2016) and setup (0 for the variant's default).
func Show(env *shell.Env, games shell.GameOpener, variant string, setup int) fyne.Window {
	w := env.NewWindow("Oddboards — Chess 2016 explorer")
	e := New(env, games, variant, setup, w)
	w.SetContent(e.Content())
	e.addKeys(w.Canvas())
	env.RememberSize(w, "explorer", explorerSize)
	w.Show()
	return w
}

// New builds the explorer's content for window w.
func New(env *shell.Env, games shell.GameOpener, variant string, setup int, w fyne.Window) *Explorer {
	e := &Explorer{env: env, games: games, win: w, state: explorer.New(variant, setup), kinds: chess2016.New().Kinds(),
		filterBtn: map[pieces.Kind]*widget.Button{}, facts: map[string]*widget.Label{},
		rng: rand.New(rand.NewPCG(rand.Uint64(), 2016)), rollStep: 70 * time.Millisecond, rollFrames: 9,
		ticker: func(d time.Duration) (<-chan time.Time, func()) { t := time.NewTicker(d); return t.C, t.Stop }}

	// the dice
	for i := range e.white {
		e.white[i] = NewDieView(WhiteDie, 1)
		e.white[i].OnChanged = func(int) { e.diceChanged() }
	}
	e.green = NewDieView(GreenDie, 1)
	e.green.OnChanged = func(int) { e.diceChanged() }
	e.red = NewDieView(RedDie, 1)
	e.red.OnChanged = func(int) { e.diceChanged() }
	e.swap = NewSwitchView(env.Icons, e.kinds, chess2016.Interchanged(), false)
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
	prev := widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { e.change(func() { e.state.Step(-1) }) })
	next := widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { e.change(func() { e.state.Step(1) }) })
	random := widget.NewButton("Random", func() {
		e.change(func() { _ = e.state.Show(1+e.rng.IntN(e.state.Count()), nil) })
	})

	// the mode and the option
	var labels []string
	for _, m := range explorer.Modes() {
		labels = append(labels, m.Label)
	}
	e.mode = widget.NewRadioGroup(labels, nil)
	e.mode.Horizontal = true
	e.mode.Required = true
	e.nightrider = widget.NewSelect((chess2016.Game{}).Options()[0].Values, func(v string) {
		if e.state.SetNightrider(v) {
			e.cancelRoll()
			e.show(false)
		}
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
	for _, k := range explorer.FactKeys() {
		v := widget.NewLabel("")
		v.Wrapping = fyne.TextWrapWord
		e.facts[k] = v
		factsForm.Add(widget.NewLabelWithStyle(k, fyne.TextAlignTrailing, fyne.TextStyle{Bold: true}))
		factsForm.Add(v)
	}
	e.filterGrid = container.NewGridWithColumns(4)
	e.matchNote = widget.NewLabel("")
	e.matchNote.Wrapping = fyne.TextWrapWord
	e.prevMatch = widget.NewButtonWithIcon("Previous match", theme.NavigateBackIcon(), func() { e.change(func() { e.state.StepMatch(-1) }) })
	e.nextMatch = widget.NewButtonWithIcon("Next match", theme.NavigateNextIcon(), func() { e.change(func() { e.state.StepMatch(1) }) })
	e.nextMatch.IconPlacement = widget.ButtonIconTrailingText
	clearFilter := widget.NewButton("Clear", func() {
		e.state.ClearFilter()
		e.showFilter()
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
	// the note under the buttons: it wraps to one or more lines, and the buttons above it
	// stay where they are, under the pointer, while a player steps through the matches
	e.balance = widget.NewSelect(explorer.Balances(), func(string) { e.balanceChanged() })
	e.balance.SetSelectedIndex(0)
	e.fairest = widget.NewCheck("Fairest first", func(bool) { e.balanceChanged() })
	findTab := container.NewVScroll(container.NewVBox(filterHelp, e.filterGrid,
		container.NewBorder(nil, nil, widget.NewLabel("Score:"), e.fairest, e.balance),
		container.NewGridWithColumns(3, e.prevMatch, e.nextMatch, clearFilter), e.matchNote))
	// which setups are fair: the computer's score of this one, and of all as bars
	e.scoreText = widget.NewLabel("")
	e.scoreText.Wrapping = fyne.TextWrapWord
	e.histogram = canvas.NewRaster(e.drawHistogram)
	histHelp := widget.NewLabel("The computer's score of every setup's start, in pawns for White: the bars count the setups of each score (the end bars, those beyond two pawns and the mates), the green band is within 0.3 pawns, the blue bar holds this setup.")
	histHelp.Wrapping = fyne.TextWrapWord
	histHelp.Importance = widget.LowImportance
	fairTab := container.NewBorder(container.NewVBox(e.scoreText), histHelp, nil, nil, e.histogram)
	factsTab := container.NewVScroll(factsForm)
	e.tabs = container.NewAppTabs(
		container.NewTabItem("Pieces", piecesTab),
		container.NewTabItem("Facts", factsTab),
		container.NewTabItem("Find setups", findTab),
		container.NewTabItem("Fairness", fairTab),
	)
	right := container.NewBorder(nil, container.NewGridWithColumns(2, play, printIt), nil, nil, e.tabs)
	e.split = container.NewHSplit(container.NewBorder(nil, e.summary, nil, nil, e.board), right)
	e.split.SetOffset(0.56)
	e.content = container.NewBorder(container.NewPadded(toolbar), nil, nil, nil, e.split)

	e.mode.OnChanged = func(label string) {
		for _, m := range explorer.Modes() {
			if m.Label == label && m.Variant != e.state.Variant() {
				e.cancelRoll()
				e.setVariant(m.Variant)
			}
		}
	}
	for _, m := range explorer.Modes() {
		if m.Variant == e.state.Variant() {
			e.mode.SetSelected(m.Label) // no variant change: the setup stays
		}
	}
	e.nightrider.SetSelected(e.state.Nightrider())
	e.layoutDice()
	e.rebuildFilter()
	e.show(false)
	return e
}

// Content is what the window shows.
func (e *Explorer) Content() fyne.CanvasObject { return e.content }

// Setup is the number of the setup the explorer shows.
func (e *Explorer) Setup() int { return e.state.Setup() }

// Variant is chess-2016, chess-56 or chess-112.
func (e *Explorer) Variant() string { return e.state.Variant() }

// Dice is the roll the dice widgets show (white dice sorted).
func (e *Explorer) Dice() chess2016.Dice {
	var d chess2016.Dice
	for i, w := range e.white {
		d.White[i] = w.Face()
	}
	slices.Sort(d.White[:])
	switch e.state.Variant() {
	case chess2016.Chess2016:
		d.Green, d.Red = e.green.Face(), e.red.Face()
	case chess2016.Chess112:
		d.Swap = e.swap.On()
	}
	return d
}

// layoutDice puts the dice of the mode in the row.
func (e *Explorer) layoutDice() {
	objs := []fyne.CanvasObject{e.white[0], e.white[1], e.white[2]}
	e.optionBox.Hide()
	switch e.state.Variant() {
	case chess2016.Chess2016:
		objs = append(objs, widget.NewSeparator(), e.green, e.red)
		e.optionBox.Show()
	case chess2016.Chess112:
		objs = append(objs, widget.NewSeparator(), e.swap)
	}
	e.diceNote.SetText(e.state.DiceNote())
	e.diceRow.Objects = objs
	e.diceRow.Refresh()
}

// setVariant changes the mode, keeping the white dice as they lie.
func (e *Explorer) setVariant(v string) {
	e.state.SetVariant(v)
	e.swap.SetOn(false)
	e.green.SetFace(1)
	e.red.SetFace(1)
	e.layoutDice()
	e.rebuildFilter()
	e.show(false)
}

// change makes a change to the state that ends a roll in progress, and shows its setup.
func (e *Explorer) change(f func()) {
	e.cancelRoll()
	f()
	e.show(false)
}

// show sets every widget from the state: the dice, the number field (unless the player is
// typing in it: typed), the board, the legend, the facts and the filter's place.
func (e *Explorer) show(typed bool) {
	d, faces := e.state.Dice(), e.state.Faces()
	for i, w := range e.white {
		w.SetFace(faces[i])
	}
	if d.Green != 0 {
		e.green.SetFace(d.Green)
		e.red.SetFace(d.Red)
	}
	e.swap.SetOn(d.Swap)
	if !typed {
		e.setNumberText(e.state.Setup())
	}
	e.numberNote.SetText(fmt.Sprintf("of %d", e.state.Count()))
	e.showNumberError("")
	e.diceText.SetText(explorer.DiceWords(d, faces))

	hist := scoresHistogram(e.state)
	e.mu.Lock()
	e.pos, e.hist = e.state.Position(), hist
	e.mu.Unlock()
	e.board.Refresh()
	e.showPieces()
	e.showFacts()
	e.showMatchNote()
	e.scoreText.SetText(e.state.ScoreText())
	e.histogram.Refresh()
	_, scored := e.state.Scores() // none with the other Nightrider option
	shell.SetEnabled(e.balance, scored)
	shell.SetEnabled(e.fairest, scored)
}

// diceChanged follows a die the player turned.
func (e *Explorer) diceChanged() {
	e.cancelRoll()
	var faces [3]int
	for i, w := range e.white {
		faces[i] = w.Face()
	}
	if e.state.ShowRoll(e.Dice(), faces) == nil {
		e.show(false)
	}
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
	n, faces, ok := e.state.Parse(text)
	if !ok {
		e.showNumberError(e.state.NumberMessage(text))
		return
	}
	e.cancelRoll()
	if e.state.Show(n, faces) == nil {
		e.show(true)
	}
}

// numberDone ends the player's typing (Enter, Escape, the field losing the focus): the
// field shows the setup's number again, whatever it held.
func (e *Explorer) numberDone() {
	if e.number.Text != strconv.Itoa(e.state.Setup()) {
		e.setNumberText(e.state.Setup())
	}
	e.showNumberError("")
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

// Roll rolls the dice: a short animation, then the setup they show. The outcome is
// decided at once (rollTarget); the returned channel closes when the roll has ended or
// was cancelled by another change.
func (e *Explorer) Roll() <-chan struct{} {
	e.rollGen++
	gen := e.rollGen
	target, faces := e.state.Roll(e.rng)
	e.rollTarget, e.rollFaces = target, faces
	frames := make([][6]int, e.rollFrames)
	for i := range frames {
		for j := range frames[i] {
			frames[i][j] = 1 + e.rng.IntN(6)
		}
	}
	e.rollButton.Disable()
	done := make(chan struct{})
	ticks, stop := e.ticker(e.rollStep)
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
				if e.state.ShowRoll(target, faces) == nil {
					e.show(false)
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
	switch e.state.Variant() {
	case chess2016.Chess2016:
		e.green.SetFace(f[3])
		e.red.SetFace(f[4])
	case chess2016.Chess112:
		e.swap.SetOn(f[5]%2 == 0)
	}
}

// cancelRoll stops a roll in progress: the player changed something.
func (e *Explorer) cancelRoll() {
	e.rollGen++
	e.rollButton.Enable()
}

// entry is the catalogue's entry of the mode.
func (e *Explorer) entry() (games.Entry, error) {
	for _, g := range e.env.Games {
		if g.ID == e.state.Variant() {
			return g, nil
		}
	}
	return games.Lookup(e.state.Variant())
}

// newMatch starts a match on the setup, with the explorer's options.
func (e *Explorer) newMatch() (*rules.Match, error) {
	g, err := e.entry()
	if err != nil {
		return nil, err
	}
	return rules.NewMatch(g.Game, rules.Config{Variant: g.Variant, Setup: e.state.Setup(), Options: e.state.Options()}, nil)
}

// Play opens a game window on the setup and returns its match.
func (e *Explorer) Play() *rules.Match {
	m, err := e.newMatch()
	if err != nil {
		shell.ShowError(err, e.win)
		return nil
	}
	e.games.OpenGame(m)
	return m
}

// Print shows the Export dialog (printing: PDF, SVG or PNG) on a match of the setup,
// with the setup print chosen.
func (e *Explorer) Print() {
	m, err := e.newMatch()
	if err != nil {
		shell.ShowError(err, e.win)
		return
	}
	export.ShowOf(e.env, e.win, m, printout.Setup)
}

// addKeys binds ← and → to the previous and next setup, and R to a roll, unless the
// number field has the focus.
func (e *Explorer) addKeys(c fyne.Canvas) {
	c.SetOnTypedKey(func(k *fyne.KeyEvent) {
		switch k.Name {
		case fyne.KeyLeft:
			e.change(func() { e.state.Step(-1) })
		case fyne.KeyRight:
			e.change(func() { e.state.Step(1) })
		case fyne.KeyR:
			e.Roll()
		}
	})
}
