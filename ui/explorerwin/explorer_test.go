package explorerwin

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules/chess2016"
	"oddboards/ui/uitest"
)

func newTestExplorer(t *testing.T, variant string, setup int) (*Explorer, fyne.Window) {
	t.Helper()
	e, w, _ := newTestExplorerQueue(t, variant, setup)
	return e, w
}

// newTestExplorerQueue is newTestExplorer with the queue the dice animation hands its
// frames back to.
func newTestExplorerQueue(t *testing.T, variant string, setup int) (*Explorer, fyne.Window, *uitest.Queue) {
	t.Helper()
	env, q := uitest.Env(t)
	w := test.NewTempWindow(t, nil)
	e := New(env, &uitest.Games{App: env.App}, variant, setup, w)
	w.SetContent(e.Content())
	w.Resize(fyne.NewSize(1320, 860))
	e.rollStep = time.Millisecond
	return e, w, q
}

// agree checks that the dice widgets, the number field, the board and the legend all
// show setup n.
func agree(t *testing.T, e *Explorer, n int) {
	t.Helper()
	if e.Setup() != n {
		t.Fatalf("the explorer is on setup %d, want %d", e.Setup(), n)
	}
	d, _ := chess2016.DiceOf(e.Variant(), n)
	if got := e.Dice(); got != d {
		t.Errorf("setup %d: the dice show %v, want %v", n, got, d)
	}
	if e.number.Text != strconv.Itoa(n) {
		t.Errorf("setup %d: the number field says %q", n, e.number.Text)
	}
	a, _ := chess2016.Array(e.Variant(), n, e.state.Options())
	e.mu.Lock()
	pos := e.pos
	e.mu.Unlock()
	for _, p := range a {
		if got := pos.At(p.Cell); got.Kind != p.Piece.Kind || got.Owner != p.Piece.Owner {
			t.Fatalf("setup %d: the board has %v on %s, the array %v", n, got, p.Square, p.Piece)
		}
	}
	// the words name the white dice in the order they are drawn
	var faces [3]int
	if _, err := fmt.Sscanf(e.diceText.Text, "dice %d-%d-%d", &faces[0], &faces[1], &faces[2]); err != nil {
		t.Errorf("setup %d: the dice's words %q: %v", n, e.diceText.Text, err)
	}
	for i, w := range e.white {
		if w.Face() != faces[i] {
			t.Errorf("setup %d: white die %d shows %d, the words %q", n, i+1, w.Face(), e.diceText.Text)
		}
	}
	kinds, _ := chess2016.NewKinds(e.Variant(), n, e.state.Options())
	rows := 0
	for _, o := range e.legend.Objects {
		if _, ok := o.(*fyne.Container); ok {
			rows++
		}
	}
	if rows != len(kinds) {
		t.Errorf("setup %d: %d legend rows for %d new kinds", n, rows, len(kinds))
	}
}

// boardPixels draws the board as the window's raster does.
func boardPixels(e *Explorer) []byte {
	return e.drawBoard(480, 400).(*image.RGBA).Pix
}

func TestExplorerDieClickChangesNumberAndBoard(t *testing.T) {
	e, _ := newTestExplorer(t, "chess-2016", 37) // 1-1-2/1/1
	agree(t, e, 37)
	before := boardPixels(e)

	test.Tap(e.white[0]) // 1 → 2: the white roll 1-2-2
	want, _ := chess2016.SetupNumber("chess-2016", chess2016.Dice{White: [3]int{1, 2, 2}, Green: 1, Red: 1})
	agree(t, e, want)
	if e.white[0].Face() != 2 || e.state.Faces() != [3]int{2, 1, 2} {
		t.Errorf("the tapped die shows %d, the dice lie %v", e.white[0].Face(), e.state.Faces())
	}
	if bytes.Equal(before, boardPixels(e)) {
		t.Error("the board looks the same after the dice changed the setup")
	}

	test.Tap(e.red) // red 1 → 2: Cannon → Princess, one setup on
	agree(t, e, want+1)
	test.Tap(e.green) // green 1 → 2: six on
	agree(t, e, want+7)
	test.TapSecondary(e.green) // and back
	agree(t, e, want+1)

	// a die at 6 goes round to 1
	for range 5 {
		test.Tap(e.white[2])
	}
	if e.white[2].Face() != 1 {
		t.Errorf("five taps from 2 show %d", e.white[2].Face())
	}
	agree(t, e, e.Setup())
}

func TestExplorerRollAgrees(t *testing.T) {
	for _, v := range []string{"chess-2016", "chess-56", "chess-112"} {
		e, _, q := newTestExplorerQueue(t, v, 0)
		// the test is the animation's clock, and it runs the frames handed back
		ticks := make(chan time.Time)
		e.ticker = func(time.Duration) (<-chan time.Time, func()) { return ticks, func() {} }
		for i := 0; i < 4; i++ {
			done := e.Roll()
			if !e.rollButton.Disabled() {
				t.Error("Roll stays enabled while the dice roll")
			}
			for f := 0; f <= e.rollFrames; f++ {
				ticks <- time.Now()
			}
			q.RunUntil(t, uitest.Closed(done))
			want, err := chess2016.SetupNumber(v, e.rollTarget)
			if err != nil {
				t.Fatal(err)
			}
			agree(t, e, want)
			if e.state.Faces() != e.rollFaces || e.rollButton.Disabled() {
				t.Errorf("%s: the dice lie %v, the roll threw %v", v, e.state.Faces(), e.rollFaces)
			}
		}
	}
}

func TestExplorerRollCancelledByAChange(t *testing.T) {
	e, _, q := newTestExplorerQueue(t, "chess-2016", 100)
	e.rollStep = 20 * time.Millisecond
	done := e.Roll()
	e.number.SetText("2016") // the player types while the dice roll
	q.RunUntil(t, uitest.Closed(done))
	agree(t, e, 2016)
}

func TestExplorerTypingANumberSetsTheDice(t *testing.T) {
	e, _ := newTestExplorer(t, "chess-2016", 1)
	e.number.SetText("")
	test.Type(e.number, "2016")
	agree(t, e, 2016)
	if e.Dice().String() != "6-6-6/6/6" {
		t.Errorf("setup 2016 shows dice %s", e.Dice())
	}
	// dice typed in the field
	e.number.SetText("3-1-2/4/5")
	want, _ := chess2016.SetupNumber("chess-2016", chess2016.Dice{White: [3]int{1, 2, 3}, Green: 4, Red: 5})
	if e.Setup() != want || e.Dice().String() != "1-2-3/4/5" || e.number.Text != "3-1-2/4/5" {
		t.Errorf("dice 3-1-2/4/5: setup %d (want %d), dice %s, field %q", e.Setup(), want, e.Dice(), e.number.Text)
	}
	if e.state.Faces() != [3]int{3, 1, 2} {
		t.Errorf("the white dice lie %v, typed 3-1-2", e.state.Faces())
	}
	// a bad number changes nothing and says so
	e.number.SetText("2017")
	if e.Setup() != want || !e.numberErr.Visible() || e.numberErr.Text != "2017 is not a setup (1–2016, or dice like 1-2-3/4/5): still showing "+strconv.Itoa(want)+"." {
		t.Errorf("2017 was taken: setup %d, message %q", e.Setup(), e.numberErr.Text)
	}
	test.Tap(e.white[1]) // and a die puts the number back in the field
	agree(t, e, e.Setup())
	if e.numberErr.Visible() || !e.diceNote.Visible() {
		t.Error("the message stays after a die changed the setup")
	}
}

// TestExplorerNumberFieldAndBoardAgree: typing 3000 goes through 3, 30 and 300, which
// are setups, to 3000, which is not: the field says it is not applied and which setup is
// shown, and Enter, Escape or leaving the field puts that setup back in the field.
func TestExplorerNumberFieldAndBoardAgree(t *testing.T) {
	e, w := newTestExplorer(t, "chess-2016", 1035)
	typeNumber := func(text string) {
		t.Helper()
		w.Canvas().Focus(e.number)
		e.number.SetText("")
		for i, r := range text {
			e.number.TypedRune(r)
			if n, err := strconv.Atoi(text[:i+1]); err == nil && n >= 1 && n <= e.state.Count() {
				if e.Setup() != n || e.numberErr.Visible() {
					t.Fatalf("typed %s: setup %d, message %q", text[:i+1], e.Setup(), e.numberErr.Text)
				}
			}
		}
	}
	typeNumber("3000")
	if e.Setup() != 300 || e.number.Text != "3000" {
		t.Fatalf("after 3000: setup %d, field %q", e.Setup(), e.number.Text)
	}
	if msg := "3000 is not a setup (1–2016, or dice like 1-2-3/4/5): still showing 300."; !e.numberErr.Visible() ||
		e.numberErr.Text != msg || e.diceNote.Visible() {
		t.Errorf("after 3000 the message is %q (shown %v), want %q", e.numberErr.Text, e.numberErr.Visible(), msg)
	}
	e.number.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	agree(t, e, 300)
	if e.numberErr.Visible() || !e.diceNote.Visible() {
		t.Error("Enter left the message")
	}
	if !strings.Contains(e.matchNote.Text, "Setup 300 is") {
		t.Errorf("the Find tab says %q", e.matchNote.Text)
	}

	// leaving the field
	typeNumber("99x")
	if e.Setup() != 99 || !e.numberErr.Visible() {
		t.Fatalf("after 99x: setup %d, message shown %v", e.Setup(), e.numberErr.Visible())
	}
	w.Canvas().Unfocus()
	agree(t, e, 99)
	if e.numberErr.Visible() {
		t.Error("leaving the field left the message")
	}

	// Escape, from an empty field
	typeNumber("")
	if e.Setup() != 99 || e.numberErr.Text != "Type a setup number (1–2016) or dice like 1-2-3/4/5: still showing 99." {
		t.Errorf("an empty field: setup %d, message %q", e.Setup(), e.numberErr.Text)
	}
	e.number.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	agree(t, e, 99)

	// dice typed and Enter: the field shows the number, the dice lie as typed
	typeNumber("5-2-5/5/3")
	e.number.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	d, _ := chess2016.ParseDice("chess-2016", "2-5-5/5/3")
	n, _ := chess2016.SetupNumber("chess-2016", d)
	agree(t, e, n)
	if e.state.Faces() != [3]int{5, 2, 5} {
		t.Errorf("the dice lie %v", e.state.Faces())
	}

	// the other modes name their dice
	e.mode.SetSelected("Chess 56")
	typeNumber("57")
	if e.numberErr.Text != "57 is not a setup (1–56, or dice like 1-2-3): still showing 5." {
		t.Errorf("Chess 56: %q", e.numberErr.Text)
	}
	test.Tap(e.white[0]) // a die changes the setup: the field follows
	agree(t, e, e.Setup())
}

// TestExplorerFooterFitsAtTheOpeningSize: the line under the board is whole at the
// window's opening size, for the setup whose line is the widest (Chess 2016 no. 295, found
// by measuring every setup of every mode), and wraps rather than being cut off when the
// board is narrowed.
func TestExplorerFooterFitsAtTheOpeningSize(t *testing.T) {
	e, w := newTestExplorer(t, "chess-2016", 295)
	w.Resize(explorerSize)
	if e.summary.Truncation != fyne.TextTruncateOff {
		t.Error("the footer may be cut off")
	}
	text := e.summary.Text
	if !strings.HasSuffix(text, "(-10.75 against the base array)") {
		t.Fatalf("setup 295's footer: %q", text)
	}
	oneLine := fyne.MeasureText(text, theme.TextSize(), e.summary.TextStyle).Width + 2*theme.InnerPadding()
	if got := e.summary.Size().Width; oneLine > got {
		t.Errorf("the footer needs %.0f px, it has %.0f: %q", oneLine, got, text)
	}
	lineHeight := e.summary.MinSize().Height
	pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(e.summary)
	if bottom := pos.Y + e.summary.Size().Height; bottom > w.Canvas().Size().Height+0.5 {
		t.Errorf("the footer ends at y=%.0f, below the window's %.0f", bottom, w.Canvas().Size().Height)
	}

	// a narrower board: two lines, both shown
	e.split.SetOffset(0.3)
	e.content.Refresh()
	if h := e.summary.Size().Height; e.summary.MinSize().Height <= lineHeight || h < e.summary.MinSize().Height {
		t.Errorf("narrowed: the footer is %.0f px high, needs %.0f, one line is %.0f", h, e.summary.MinSize().Height, lineHeight)
	}
}

func TestExplorerModes(t *testing.T) {
	e, _ := newTestExplorer(t, "chess-2016", 37)
	e.mode.SetSelected("Chess 112")
	if e.Variant() != "chess-112" || e.Setup() != 2 { // 1-1-2, as the white dice lay
		t.Fatalf("Chess 112: %s setup %d", e.Variant(), e.Setup())
	}
	agree(t, e, 2)
	test.Tap(e.swap) // the seventh die: Knights and Camels interchanged
	agree(t, e, 58)
	if !e.swap.On() {
		t.Error("the switch is off")
	}
	e.mode.SetSelected("Chess 56")
	agree(t, e, 2)
	if len(e.diceRow.Objects) != 3 {
		t.Errorf("Chess 56 shows %d dice", len(e.diceRow.Objects))
	}
	test.Tap(e.white[0])
	agree(t, e, e.Setup())
}

// TestExplorerMatchButtonsStayPut: the match-stepping buttons keep their place whether
// the note about the matches takes one line or wraps to several, so a player clicking
// "Next match" again and again never clicks beside it.
func TestExplorerMatchButtonsStayPut(t *testing.T) {
	e, w := newTestExplorer(t, "chess-2016", 1)
	e.tabs.SelectIndex(2)
	test.Tap(e.filterBtn[pieces.Leo])
	drv := fyne.CurrentApp().Driver()
	where := func() []fyne.Position {
		return []fyne.Position{drv.AbsolutePositionForObject(e.prevMatch), drv.AbsolutePositionForObject(e.nextMatch)}
	}
	before := where()
	for _, note := range []string{"", "one line", strings.Repeat("a note long enough to wrap over several lines ", 12)} {
		e.matchNote.SetText(note)
		w.Content().Refresh()
		if got := where(); !slices.Equal(got, before) {
			t.Errorf("with a note of %d characters the buttons moved from %v to %v", len(note), before, got)
		}
	}
	if e.matchNote.MinSize().Height < 3*e.prevMatch.MinSize().Height/2 {
		t.Errorf("the long note does not wrap (%v): the test shows nothing", e.matchNote.MinSize())
	}
}

func TestExplorerFilterStepsThroughMatchesOnly(t *testing.T) {
	e, _ := newTestExplorer(t, "chess-2016", 1)
	// Leo: once (with); Nightrider: twice (without)
	test.Tap(e.filterBtn[pieces.Leo])
	test.Tap(e.filterBtn[pieces.Nightrider])
	test.Tap(e.filterBtn[pieces.Nightrider])
	want, _ := chess2016.Match("chess-2016", chess2016.Filter{With: []pieces.Kind{pieces.Leo}, Without: []pieces.Kind{pieces.Nightrider}}, nil)
	if !slices.Equal(e.Matches(), want) || len(want) == 0 {
		t.Fatalf("%d matches, want %d", len(e.Matches()), len(want))
	}
	step := func(b fyne.Tappable, want int) {
		t.Helper()
		test.Tap(b)
		n := e.Setup()
		kinds, _ := chess2016.Kinds("chess-2016", n, nil)
		if !slices.Contains(kinds, pieces.Leo) || slices.Contains(kinds, pieces.Nightrider) {
			t.Fatalf("stepped to setup %d with %v", n, kinds)
		}
		if n != want {
			t.Fatalf("stepped to setup %d, want the match %d", n, want)
		}
		agree(t, e, n)
	}
	for i := 0; i < 12; i++ {
		step(e.nextMatch, want[i])
	}
	step(e.prevMatch, want[10])
	// from between two matches, and round the ends
	gap := 20
	for want[gap+1] == want[gap]+1 {
		gap++
	}
	e.number.SetText(strconv.Itoa(want[gap] + 1))
	step(e.nextMatch, want[gap+1])
	e.number.SetText(strconv.Itoa(want[gap] + 1))
	step(e.prevMatch, want[gap])
	e.number.SetText(strconv.Itoa(want[len(want)-1]))
	step(e.nextMatch, want[0])
	step(e.prevMatch, want[len(want)-1])
	// no setup has both a Leo and a Monarch: nothing to step to
	test.Tap(e.filterBtn[pieces.Monarch])
	if len(e.Matches()) != 0 || !e.nextMatch.Disabled() {
		t.Errorf("Leo and Monarch: %d matches", len(e.Matches()))
	}
}

func TestExplorerPlayOpensTheSetup(t *testing.T) {
	e, _ := newTestExplorer(t, "chess-56", 20)
	windows := len(e.env.App.Driver().AllWindows())
	m := e.Play()
	if m == nil || m.Config().Setup != 20 || m.Config().Variant != "chess-56" {
		t.Fatalf("Play opened %+v", m)
	}
	if n := len(e.env.App.Driver().AllWindows()); n != windows+1 {
		t.Errorf("%d windows after Play, %d before", n, windows)
	}
	start, _ := chess2016.StartPosition("chess-56", 20, nil)
	for c := boards.Cell(0); int(c) < start.Board().Len(); c++ {
		if m.Position().At(c) != start.At(c) {
			t.Fatal("the game does not start from the setup")
		}
	}
}

func TestExplorerLegendAndFacts(t *testing.T) {
	// 1-1-2/2/5 brings a Nightrider (the Man's), a Man (the Queen's) and a Lady
	d, _ := chess2016.ParseDice("chess-2016", "1-1-2/2/5")
	n, _ := chess2016.SetupNumber("chess-2016", d)
	e, _, q := newTestExplorerQueue(t, "chess-2016", n)
	agree(t, e, n)
	f, _ := chess2016.SetupFacts("chess-2016", n, nil)
	// (the Lady on g1 leaps to h5 or f5 and on to Black's King: a mate in one)
	if got := e.facts["First moves"].Text; got != strconv.Itoa(f.FirstMoves)+" legal first moves for White; "+
		strconv.FormatUint(f.Replies, 10)+" two-move openings; White mates at once with LAh5# or LAf5#" {
		t.Errorf("facts say %q", got)
	}
	// every new kind has a diagram with something marked
	for _, k := range []pieces.Kind{pieces.Man, pieces.Lady, pieces.Nightrider, pieces.Cannon, pieces.Tiger} {
		img := e.drawDiagram(k, 228, 190).(*image.RGBA)
		if img.Bounds().Dx() != 228 {
			t.Errorf("%v: no diagram", k)
		}
	}
	// Print hands the setup to the Export dialog, the setup print chosen
	if e.win.Canvas().Overlays().Top() != nil {
		t.Fatal("a dialog is open already")
	}
	e.Print()
	if e.win.Canvas().Overlays().Top() == nil {
		t.Fatal("Print opened no dialog")
	}
	if got := uitest.ChoiceOffering(e.win, "Current position"); got != "Start setup" {
		t.Errorf("Print opens the Export dialog on %q", got)
	}
	q.RunUntil(t, uitest.DialogSays(e.win, "Page 1 of "))
}

// The explorer window as a player sees it; with EXPLORER_PNG=path the picture is saved
// for a look.
func TestExplorerScreenshot(t *testing.T) {
	d, _ := chess2016.ParseDice("chess-2016", "2-3-5/5/3")
	n, _ := chess2016.SetupNumber("chess-2016", d)
	e, w, q := newTestExplorerQueue(t, "chess-2016", n)
	w.Resize(explorerSize) // the size ShowExplorer opens at
	img := w.Canvas().Capture()
	if img.Bounds().Dx() < 1000 {
		t.Fatalf("capture %v", img.Bounds())
	}
	// the board is drawn: its middle is not one flat colour
	b := img.Bounds()
	c0 := img.At(b.Dx()/4, b.Dy()/2)
	varied := false
	for x := b.Dx() / 8; x < b.Dx()/2 && !varied; x += 7 {
		varied = img.At(x, b.Dy()/2) != c0
	}
	if !varied {
		t.Error("no board in the window")
	}
	if path := os.Getenv("EXPLORER_PNG"); path != "" {
		uitest.WritePNG(t, path, img)
		shot := func(name string) { uitest.WritePNG(t, path+"."+name+".png", w.Canvas().Capture()) }
		w.Canvas().Focus(e.number)
		e.number.SetText("")
		for _, r := range "3000" {
			e.number.TypedRune(r)
		}
		shot("3000") // not a setup: the message under the toolbar
		e.number.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		e.Print()
		q.RunUntil(t, uitest.DialogSays(w, "Page 1 of "))
		shot("print")
		w.Canvas().Overlays().Top().Hide()
		w.Canvas().Overlays().Remove(w.Canvas().Overlays().Top())
		e.tabs.SelectIndex(1)
		shot("facts")
		e.tabs.SelectIndex(2)
		test.Tap(e.filterBtn[pieces.Leo])
		test.Tap(e.filterBtn[pieces.Nightrider])
		test.Tap(e.filterBtn[pieces.Nightrider])
		shot("find")
		e.tabs.SelectIndex(0)
		e.mode.SetSelected("Chess 112")
		test.Tap(e.swap)
		shot("112")
		for _, k := range []pieces.Kind{pieces.Cannon, pieces.Lion, pieces.Griffin} {
			uitest.WritePNG(t, path+"."+k.String()+".png", e.drawDiagram(k, 456, 380))
		}
	}
}

// TestExplorerGreen2OptionRedrawsTheSetup: the Green 2 selector changes which Men become
// Nightriders; the explorer stays on the setup, redraws it, and plays and prints it so.
func TestExplorerGreen2OptionRedrawsTheSetup(t *testing.T) {
	// a setup the option changes: the white dice made Men of the Tigers, green die 2
	n := 0
	for i := 1; i <= 2016 && n == 0; i++ {
		a, _ := chess2016.Array("chess-2016", i, map[string]string{chess2016.OptNightrider: chess2016.ManSquare})
		b, _ := chess2016.Array("chess-2016", i, map[string]string{chess2016.OptNightrider: chess2016.AllMen})
		if !slices.Equal(a, b) {
			n = i
		}
	}
	if n == 0 {
		t.Fatal("no setup depends on the Green 2 option")
	}
	e, _ := newTestExplorer(t, "chess-2016", n)
	if !e.optionBox.Visible() {
		t.Fatal("Chess 2016 shows no Green 2 selector")
	}
	before := boardPixels(e)
	e.nightrider.SetSelected(chess2016.AllMen)
	agree(t, e, n) // agree reads the array under the explorer's options
	if bytes.Equal(before, boardPixels(e)) {
		t.Error("the board looks the same under the other Green 2 reading")
	}
	m, err := e.newMatch()
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Config().Options[chess2016.OptNightrider]; got != chess2016.AllMen {
		t.Errorf("the game would start with nightrider=%q", got)
	}

	for _, v := range []string{"chess-56", "chess-112"} {
		e, _ := newTestExplorer(t, v, 1)
		if e.optionBox.Visible() {
			t.Errorf("%s shows the Green 2 selector; it has no green die", v)
		}
	}
}

// TestExplorerKeys: ← and → step through the setups round the ends, R rolls.
func TestExplorerKeys(t *testing.T) {
	e, w, q := newTestExplorerQueue(t, "chess-56", 1)
	e.addKeys(w.Canvas())
	press := func(k fyne.KeyName) { w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: k}) }
	count := e.state.Count()
	for _, step := range []struct {
		key  fyne.KeyName
		want int
	}{{fyne.KeyLeft, count}, {fyne.KeyRight, 1}, {fyne.KeyRight, 2}, {fyne.KeyRight, 3}, {fyne.KeyLeft, 2}} {
		press(step.key)
		agree(t, e, step.want)
	}
	press(fyne.KeyR)
	if !e.rollButton.Disabled() {
		t.Fatal("R did not roll the dice")
	}
	q.RunUntil(t, func() bool { return !e.rollButton.Disabled() })
	want, _ := chess2016.SetupNumber("chess-56", e.rollTarget)
	agree(t, e, want)
}

// TestExplorerTextHasGlyphs: the explorer's words that come from the rules (the
// substitutions "Tigers → Lions", the facts, the dice) reach its labels drawable.
func TestExplorerTextHasGlyphs(t *testing.T) {
	for _, tc := range []struct {
		variant string
		setup   int
	}{{"chess-2016", 300}, {"chess-2016", 2016}, {"chess-112", 77}, {"chess-56", 20}} {
		e, _ := newTestExplorer(t, tc.variant, tc.setup)
		texts := []string{e.subs.Text, e.diceText.Text, e.summary.Text}
		for _, l := range e.facts {
			texts = append(texts, l.Text)
		}
		texts = append(texts, uitest.LabelsUnder(e.diceRow)...) // the Chess 112 switch's arrow too
		for _, s := range texts {
			if m := uitest.MissingGlyphs(t, s); len(m) > 0 {
				t.Errorf("%s %d: %q has %q, which Fyne's font cannot draw", tc.variant, tc.setup, s, m)
			}
		}
		if tc.setup == 300 && !strings.Contains(e.subs.Text, "->") {
			t.Errorf("setup 300's substitutions %q: the arrow is not spelled out", e.subs.Text)
		}
	}
}

// The Fairness tab says the setup's score, its histogram holds every setup with this one
// marked, and the score filter finds the balanced setups, fairest first.
func TestExplorerFairness(t *testing.T) {
	e, _ := newTestExplorer(t, "chess-2016", 37)
	e.mu.Lock()
	n, cur := len(e.hist.Scores), e.hist.Current
	e.mu.Unlock()
	sc, ok := e.state.Score()
	if !ok || n != 2016 || cur != float64(sc.CP)/100 {
		t.Fatalf("the histogram: %d scores, current %v; setup 37's score %+v", n, cur, sc)
	}
	if !strings.Contains(e.scoreText.Text, "for White, who expects") {
		t.Errorf("the score line: %q", e.scoreText.Text)
	}
	e.balance.SetSelectedIndex(1) // balanced
	e.fairest.SetChecked(true)
	ms := e.Matches()
	if len(ms) == 0 || len(ms) >= 2016 || !strings.Contains(e.matchNote.Text, "balanced (within 0.3 pawns)") {
		t.Fatalf("balanced, fairest first: %d matches, %q", len(ms), e.matchNote.Text)
	}
	want := ms[0] // the fairest, from a setup not among them
	if i := slices.Index(ms, 37); i >= 0 {
		want = ms[(i+1)%len(ms)]
	}
	test.Tap(e.nextMatch)
	if e.state.Setup() != want {
		t.Errorf("the next match from setup 37 is %d, want %d", e.state.Setup(), want)
	}
	if sc, _ := e.state.Score(); sc.MatePlies != 0 || sc.CP < -30 || sc.CP > 30 {
		t.Errorf("the fairest setup scores %+v", sc)
	}
}
