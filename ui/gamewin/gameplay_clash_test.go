package gamewin

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/clash"
	"oddboards/ui/board"
	"oddboards/ui/uitest"
)

// ---- Clash of Command ----

func TestClashCommanderStepOffersFactorOrBrute(t *testing.T) {
	m, g, w := openMatch(t, gameMatch(t, "clash-of-command", rules.Config{}))
	drag(t, g.Board, "a1", "a3")
	if len(m.History()) != 0 {
		t.Fatal("the Commander stepped without asking what it leaves")
	}
	moves, buttons := offered(t, w, m)
	left := map[pieces.Kind]bool{}
	for _, mv := range moves {
		left[mv.Leave] = true
	}
	if len(moves) != 2 || !left[pieces.Factor] || !left[pieces.Brute] {
		t.Fatalf("the chooser offers %d moves leaving %v, want a Factor or a Brute", len(buttons), left)
	}
	choose(t, w, m, func(mv rules.Move) bool { return mv.Leave == pieces.Brute })
	if a1, a3 := pieceOn(t, m, "a1"), pieceOn(t, m, "a3"); a1.Kind != pieces.Brute || a1.Owner != 0 || a3.Kind != pieces.Commander {
		t.Fatalf("after Ca1-a3=B: a1 %+v, a3 %+v", a1, a3)
	}
}

func TestClashTransformationInPlace(t *testing.T) {
	m, g, w := openMatch(t, gameMatch(t, "clash-of-command", rules.Config{}))
	b := m.Position().Board()
	kinds := func() map[pieces.Kind]bool {
		out := map[pieces.Kind]bool{}
		moves, _ := offered(t, w, m)
		for _, mv := range moves {
			if mv.From != mv.To || !mv.Has(rules.InPlace) {
				t.Fatalf("the chooser offers %+v, not a transformation in place", mv)
			}
			out[mv.Promote] = true
		}
		if len(moves) != 2 {
			t.Fatalf("the chooser offers %d moves, want 2", len(moves))
		}
		return out
	}
	// transform checks that the chooser offers a or b, chooses pick, and that the piece on
	// cell is then owner's pick
	transform := func(how, on string, a, b, pick pieces.Kind, owner pieces.Player) {
		t.Helper()
		if k := kinds(); !k[a] || !k[b] {
			t.Fatalf("%s offers %v, want %v or %v", how, k, a, b)
		}
		choose(t, w, m, func(mv rules.Move) bool { return mv.Promote == pick })
		if p := pieceOn(t, m, on); p.Kind != pick || p.Owner != owner {
			t.Fatalf("%s holds %+v after %s, want %v", on, p, how, pick)
		}
	}
	// clickTwice clicks the Factor on a cell twice: the first click only picks it up (no move,
	// no chooser), the second asks.
	clickTwice := func(on string) {
		t.Helper()
		n := len(m.History())
		tapCell(t, g.Board, on)
		if g.Board.Selected() != cell(t, b, on) || len(m.History()) != n {
			t.Fatalf("one click on the Factor on %s did not just pick it up", on)
		}
		noChooser(t, w)
		tapCell(t, g.Board, on)
	}
	// White clicks the Factor on b2 (which could also step to a3) twice.
	clickTwice("b2")
	transform("the second click on b2", "b2", pieces.Droid, pieces.Hawk, pieces.Droid, 0)
	// Black right-clicks the Factor on f8.
	rightClick(g.Board, g.Board.CellCentre(cell(t, b, "f8")))
	transform("the right click on f8", "f8", pieces.Droid, pieces.Hawk, pieces.Hawk, 1)
	// The Factor on d2 can only transform (c3 and e3 are taken): one click picks it up
	// like any piece, the second asks.
	clickTwice("d2")
	transform("the second click on the blocked Factor", "d2", pieces.Droid, pieces.Hawk, pieces.Hawk, 0)
	// A right click on a Commander offers Factor or Brute.
	rightClick(g.Board, g.Board.CellCentre(cell(t, b, "c9")))
	transform("the right click on the Commander", "c9", pieces.Factor, pieces.Brute, pieces.Brute, 1)
	if len(m.History()) != 4 {
		t.Fatalf("history %+v", m.History())
	}
}

// hawkOnC3 opens a Clash of Command game where White's Hawk on c3 may step to d4, on
// the diagonal b2–c3–d4–e5: by approach it takes the Factor on e5, by withdrawal the
// Droid on b2; or it steps quietly.
func hawkOnC3(t *testing.T) (rules.Position, *rules.Match, *GameView, fyne.Window) {
	t.Helper()
	pos, m, g, w := openAt(t, "clash-of-command", clash.ParsePosition, "Ce1 Hc3 / Ce9 Db2 Fe5 w")
	return pos, m, g, w
}

func TestClashHawkOffersApproachAndWithdrawal(t *testing.T) {
	pos, m, g, w := hawkOnC3(t)
	b := pos.Board()
	b2, e5 := cell(t, b, "b2"), cell(t, b, "e5")
	for _, mode := range []rules.Flag{rules.Approach, rules.Withdrawal} {
		drag(t, g.Board, "c3", "d4")
		if len(m.History()) != 0 {
			t.Fatal("the Hawk's step was played without asking how it captures")
		}
		moves, _ := offered(t, w, m)
		var approach, withdrawal, quiet int
		for _, mv := range moves {
			switch {
			case mv.Has(rules.Approach | rules.Capture):
				approach++
			case mv.Has(rules.Withdrawal | rules.Capture):
				withdrawal++
			case mv.Flags&rules.Capture == 0:
				quiet++
			}
		}
		if len(moves) != 3 || approach != 1 || withdrawal != 1 || quiet != 1 {
			t.Fatalf("the chooser offers %+v, want a quiet step, an approach and a withdrawal", moves)
		}
		choose(t, w, m, func(mv rules.Move) bool { return mv.Has(mode) })
		p := m.Position()
		if d4 := pieceOn(t, m, "d4"); d4.Kind != pieces.Droid || d4.Owner != 0 || pieceOn(t, m, "c3").Kind != pieces.None {
			t.Fatalf("after the Hawk's capture d4 holds %+v, want a White Droid", d4)
		}
		gone, kept := p.At(e5), p.At(b2)
		if mode == rules.Withdrawal {
			gone, kept = kept, gone
		}
		if gone.Kind != pieces.None || kept.Kind == pieces.None {
			t.Fatalf("mode %v: b2 %+v, e5 %+v", mode, p.At(b2), p.At(e5))
		}
		m.Undo()
	}
}

func TestClashSlicerPreviewsItsWholeLine(t *testing.T) {
	// White's Slicer on a1 slides along a1–c1–e1–g1–i1: stopping on g1 it takes White's own
	// Droid on c1 and Black's Hawk on e1; Black's Droid on b2 is on another line.
	pos, m, g, _ := openAt(t, "clash-of-command", clash.ParsePosition, "Sa1 Dc1 Cg5 / He1 Db2 Cc7 w")
	b := pos.Board()
	c1, e1, g1 := cell(t, b, "c1"), cell(t, b, "e1"), cell(t, b, "g1")
	tapCell(t, g.Board, "a1")
	g.Board.MouseMoved(&desktopMouse(g.Board.CellCentre(g1)).MouseEvent)
	pv := g.Board.Preview()
	got := map[boards.Cell]bool{}
	for _, e := range pv {
		if e.To != boards.NoCell {
			t.Fatalf("the Slicer's preview moves a piece: %+v", e)
		}
		got[e.Cell] = true
	}
	if len(pv) != 2 || !got[c1] || !got[e1] {
		t.Fatalf("hovering g1 previews %+v, want c1 and e1 captured", pv)
	}
	// hovering e1 (stopping on the Hawk) previews the same two
	g.Board.MouseMoved(&desktopMouse(g.Board.CellCentre(e1)).MouseEvent)
	if pv := g.Board.Preview(); len(pv) != 2 {
		t.Fatalf("hovering e1 previews %+v, want c1 and e1", pv)
	}
	tapCell(t, g.Board, "g1")
	if mv := lastMove(t, m).Move; mv.To != g1 || m.Position().At(c1).Kind != pieces.None || m.Position().At(e1).Kind != pieces.None {
		t.Fatalf("the Slicer's move %+v left c1 %+v, e1 %+v", mv, m.Position().At(c1), m.Position().At(e1))
	}
	if p := m.Position().At(cell(t, b, "b2")); p.Kind != pieces.Droid {
		t.Fatalf("the Droid off the line is gone: b2 %+v", p)
	}
}

// TestClashHawkChooserSaysWhatEachTakes: the chooser tells the Hawk's choices apart in
// words, hovering a choice's piece previews only what that choice takes, and a click on
// the piece chooses it.
func TestClashHawkChooserSaysWhatEachTakes(t *testing.T) {
	pos, m, g, w := hawkOnC3(t)
	e5, b2, d4 := cell(t, pos.Board(), "e5"), cell(t, pos.Board(), "b2"), cell(t, pos.Board(), "d4")
	// hovering d4 with the Hawk picked up: neither victim is certain, both may fall
	tapCell(t, g.Board, "c3")
	g.Board.MouseMoved(&desktopMouse(g.Board.CellCentre(d4)).MouseEvent)
	maybe := map[boards.Cell]bool{}
	for _, e := range g.Board.PreviewMaybe() {
		maybe[e.Cell] = true
	}
	if len(g.Board.Preview()) != 0 || len(maybe) != 2 || !maybe[e5] || !maybe[b2] {
		t.Errorf("hovering d4 previews %+v for certain and %+v as choices, want e5 and b2 as choices",
			g.Board.Preview(), g.Board.PreviewMaybe())
	}
	tapCell(t, g.Board, "c3") // put it down again
	drag(t, g.Board, "c3", "d4")
	pop, ok := w.Canvas().Overlays().Top().(*widget.PopUp)
	if !ok {
		t.Fatal("no chooser")
	}
	said := strings.Join(uitest.Texts(pop.Content), "|")
	for _, want := range []string{"by approach: takes e5", "by withdrawal: takes b2", "captures nothing"} {
		if !strings.Contains(said, want) {
			t.Errorf("the chooser does not say %q: %s", want, said)
		}
	}
	var icons []*board.ChoiceIcon
	for _, o := range test.LaidOutObjects(pop) {
		if ic, ok := o.(*board.ChoiceIcon); ok {
			icons = append(icons, ic)
		}
	}
	moves, _ := offered(t, w, m)
	if len(icons) != len(moves) {
		t.Fatalf("%d piece icons for %d choices", len(icons), len(moves))
	}
	for i, mv := range moves {
		if !mv.Has(rules.Approach) {
			continue
		}
		icons[i].MouseIn(&desktop.MouseEvent{})
		if pv := g.Board.Preview(); len(pv) != 1 || pv[0].Cell != e5 {
			t.Errorf("hovering the approach previews %+v, want e5 alone", pv)
		}
		test.Tap(icons[i])
		if h := m.History(); len(h) != 1 || h[0].Move != mv {
			t.Fatalf("a click on the approach's piece played %+v", h)
		}
		if len(g.Board.Preview()) != 0 {
			t.Error("the preview stayed after the choice")
		}
		return
	}
	t.Fatal("no approach offered")
}
