package picker

import (
	"slices"
	"strings"
	"testing"
	"time"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/ui/render"
)

// A drag in Dino-Czars: over the middle of a cell where the piece may land facing
// several ways it shows arrows and the drop asks; toward a side it lands facing it.
func TestDragChoosesTheFacing(t *testing.T) {
	for _, tc := range []struct {
		name    string
		toward  float64 // degrees off D3's centre; NaN: its centre
		facing  int16   // the carried piece's facing over D3
		choices int     // arrows shown
		moves   int     // moves the drop asks for
	}{
		{name: "the middle asks", toward: -1, facing: -2, choices: 2, moves: 2},
		{name: "toward the upper left", toward: 150, facing: 150, moves: 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pos, turn := start(t, "dino-czars")
			p := New(pos, turn)
			// the Triceratops on D2 (a down triangle) faces N; D3 above points up
			d2, d3 := cell(t, pos, "D2"), cell(t, pos, "D3")
			r, ok := p.Lift(d2, -1)
			if !ok || !r.Leave || r.Layers != All || !p.Dragging() || p.Selected() != d2 {
				t.Fatalf("lifting D2: %v %+v, selected %v", ok, r, p.Selected())
			}
			if sc := p.Scene(nil); sc.Hidden != d2 || len(sc.Targets) == 0 {
				t.Errorf("the scene hides %v with targets %v", sc.Hidden, sc.Targets)
			}
			at := pos.Board().Info(d3).Center
			if tc.toward >= 0 {
				at = towards(pos, d3, tc.toward)
			}
			if r := p.Carry(d3, at); r.Layers&Overlay == 0 || r.Layers&Board != 0 {
				t.Errorf("carried onto D3 redraws %b, want the overlay and not the board", r.Layers)
			}
			pc, fs, ok := p.Carried()
			want := tc.facing
			if want == -2 {
				want = pc.Facing // any of the choices
			}
			if !ok || pc.Kind != pieces.Triceratops || pc.Facing != want || len(fs) != tc.choices ||
				len(fs) > 0 && !slices.Contains(fs, pc.Facing) {
				t.Fatalf("over D3 carried %+v with arrows %v", pc, fs)
			}
			if p.CarriedOver() != d3 {
				t.Errorf("drawn the size of %v", p.CarriedOver())
			}
			r, ok = p.Drop()
			if !ok || len(r.Moves) != tc.moves || p.Dragging() {
				t.Fatalf("the drop asks for %+v (%v)", r.Moves, ok)
			}
			for _, m := range r.Moves {
				if m.From != d2 || m.To != d3 || tc.moves == 1 && m.Facing != tc.facing {
					t.Errorf("the drop asks for %+v", m)
				}
			}
		})
	}
}

// A drop on a cell that is no target snaps the piece back, still picked up.
func TestIllegalDropKeepsThePiecePickedUp(t *testing.T) {
	pos, turn := start(t, "chess-2016")
	p := New(pos, turn)
	e3, e7 := cell(t, pos, "e3"), cell(t, pos, "e7")
	if _, ok := p.Lift(e3, -1); !ok {
		t.Fatal("e3 was not lifted")
	}
	p.Carry(e7, pos.Board().Info(e7).Center)
	r, ok := p.Drop()
	if !ok || len(r.Moves) != 0 || p.Selected() != e3 || p.Dragging() {
		t.Errorf("dropped on e7: %+v, selected %v", r.Moves, p.Selected())
	}
	if r := p.Tap(cell(t, pos, "e5"), -1); len(r.Moves) != 1 {
		t.Errorf("a tap on a target after the drop asks for %+v", r.Moves)
	}
	// a press where nothing can move lifts nothing
	if _, ok := p.Lift(cell(t, pos, "e5"), -1); ok || p.Dragging() {
		t.Error("an empty cell was lifted")
	}
}

// A new position under a drag ends it: the rest of the gesture does nothing.
func TestANewPositionEndsTheDrag(t *testing.T) {
	pos, turn := start(t, "chess-2016")
	p := New(pos, turn)
	e3, e5 := cell(t, pos, "e3"), cell(t, pos, "e5")
	p.Lift(e3, -1)
	if p.Show(pos, turn) {
		t.Fatal("the same position ended the drag")
	}
	next := pos.Play(rules.MovesBetween(p.Moves(), e3, pieces.None, e5)[0])
	if !p.Show(next, turn) || !p.Aborted() || p.Dragging() || p.Selected() != boards.NoCell {
		t.Fatalf("a new position: aborted %v, dragging %v, selected %v", p.Aborted(), p.Dragging(), p.Selected())
	}
	if r, ok := p.Drop(); ok || len(r.Moves) != 0 || p.Aborted() {
		t.Errorf("the end of the ended drag: %+v %v, still aborted %v", r, ok, p.Aborted())
	}
}

// Nothing is picked up while held, on the computer's seat or after the end; the moves
// come back when the seat is a person's again.
func TestLockedSeats(t *testing.T) {
	pos, turn := start(t, "chess-2016")
	p := New(pos, turn)
	n := len(p.Moves())
	p.Hold()
	if p.Moves() != nil {
		t.Fatal("held, the board still has moves")
	}
	p.Show(pos, turn)
	if len(p.Moves()) != n {
		t.Fatalf("after Show %d moves, want %d", len(p.Moves()), n)
	}
	computer := turn
	computer.Computer = true
	p.Show(pos, computer)
	if _, ok := p.Lift(cell(t, pos, "e3"), -1); ok || p.Moves() != nil {
		t.Error("a piece was lifted on the computer's seat")
	}
	p.Show(pos, turn)
	if len(p.Moves()) != n {
		t.Errorf("handed back: %d moves, want %d", len(p.Moves()), n)
	}
}

// The wheel turns a piece in preview, one legal step a notch once the wheel has
// rested, and a tap plays the turn shown; where nothing turns the wheel may zoom.
func TestWheel(t *testing.T) {
	pos, turn := start(t, "dino-czars")
	p := New(pos, turn)
	// Player 1's Tyrannosaurus on the down triangle E1 faces N (90)
	e1, e6 := cell(t, pos, "E1"), cell(t, pos, "E6")
	if f := pos.At(e1).Facing; pos.At(e1).Kind != pieces.Tyrannosaurus || f != 90 {
		t.Fatalf("E1 holds %+v", pos.At(e1))
	}
	t0 := time.Unix(1000, 0)
	steps := []struct {
		name   string
		cell   boards.Cell
		ccw    bool
		after  time.Duration
		used   bool
		turnAt boards.Cell
		turnTo int16
	}{
		{"down turns it clockwise", e1, false, 0, true, e1, 330},
		{"a notch during the pause is swallowed", e1, false, WheelPause / 2, true, e1, 330},
		{"the pause starts again with each notch", e1, false, WheelPause, true, e1, 330},
		{"rested, up turns it back: the preview ends", e1, true, 3 * WheelPause, true, boards.NoCell, pieces.NoFacing},
		{"up turns it counter-clockwise", e1, true, 5 * WheelPause, true, e1, 210},
		{"an opponent's piece does not turn", e6, true, 7 * WheelPause, false, e1, 210},
		{"off the board nothing turns", boards.NoCell, true, 9 * WheelPause, false, e1, 210},
	}
	for _, s := range steps {
		r, used := p.Wheel(s.cell, s.ccw, t0.Add(s.after))
		c, f := p.TurnPreview()
		if used != s.used || c != s.turnAt || f != s.turnTo {
			t.Fatalf("%s: used %v, preview %v facing %d", s.name, used, c, f)
		}
		if s.used && r.Layers == All && s.turnAt != boards.NoCell && !strings.Contains(r.Status+p.Said(), "Click the Tyrannosaurus") {
			t.Errorf("%s: says %q", s.name, p.Said())
		}
	}
	if sc := p.Scene(nil); sc.Turning != e1 || sc.PieceAt(e1).Facing != 210 || pos.At(e1).Facing != 90 {
		t.Errorf("the scene turns %v to %d", sc.Turning, sc.PieceAt(e1).Facing)
	}
	r := p.Tap(e1, -1)
	if len(r.Moves) != 1 || !r.Moves[0].Has(rules.InPlace) || r.Moves[0].Facing != 210 {
		t.Fatalf("the tap confirming the turn asks for %+v", r.Moves)
	}
	if c, _ := p.TurnPreview(); c != boards.NoCell {
		t.Error("the preview outlived the tap")
	}
	// keys turn the piece a step at once
	if m, ok := p.Rotation(e1, true); !ok || m.Facing != 210 || m.From != e1 || m.To != e1 {
		t.Errorf("L on E1: %+v %v", m, ok)
	}
	if _, ok := p.Rotation(e6, true); ok {
		t.Error("L turns the opponent's Tyrannosaurus")
	}
}

func TestNextFacing(t *testing.T) {
	for _, tc := range []struct {
		fs   []int16
		cur  int16
		ccw  bool
		want int16
	}{
		{[]int16{90, 210, 330}, 90, true, 210},
		{[]int16{90, 210, 330}, 90, false, 330},
		{[]int16{90, 210, 330}, 330, true, 90}, // round past 360
		{[]int16{0, 90, 180, 270}, 0, false, 270},
		{[]int16{90}, 90, true, 90}, // no other: stays
	} {
		if got := nextFacing(tc.fs, tc.cur, tc.ccw); got != tc.want {
			t.Errorf("nextFacing(%v, %d, ccw %v) = %d, want %d", tc.fs, tc.cur, tc.ccw, got, tc.want)
		}
	}
}

// The pointer on a marked cell explains the mark, once; off it the note goes. A piece
// just moved to a cell gets no card until the pointer leaves it.
func TestPointer(t *testing.T) {
	pos, turn := start(t, "pothole-chess")
	p := New(pos, turn)
	b := pos.Board()
	a1 := cell(t, pos, "a1")
	r, _ := p.Point(a1)
	if !r.Say || !strings.HasPrefix(r.Status, "a1: “@” marks ") {
		t.Fatalf("over a1 the status says %q (%v)", r.Status, r.Say)
	}
	if r, _ := p.Point(a1); r.Say {
		t.Error("the note was told twice")
	}
	plain := boards.NoCell
	for c := range boards.Cell(b.Len()) {
		if keyNote(b, c) == "" && pos.At(c).Empty() {
			plain = c
			break
		}
	}
	if r, kind := p.Point(plain); !r.Say || r.Status != "" || kind != pieces.None {
		t.Errorf("off the mark onto %s: says %q (%v), card %v", b.Info(plain).Name, r.Status, r.Say, kind)
	}
	c2 := cell(t, pos, "c2") // White's Bulldozer
	if _, kind := p.Point(c2); kind != pieces.Bulldozer || p.HoveredKind() != kind {
		t.Errorf("over c2 the card shows %v", kind)
	}
	p.Tap(c2, -1)
	to := rules.MovesOf(p.Moves(), c2, pieces.None)[0].To
	if r, kind := p.Point(to); r.Layers != Overlay || kind != pieces.None {
		t.Errorf("a target under a picked-up piece: redraws %b, card %v", r.Layers, kind)
	}
	r = p.Tap(to, -1)
	if len(r.Moves) != 1 {
		t.Fatal("the tap on the target asks for no move")
	}
	pos = pos.Play(r.Moves[0])
	p.Show(pos, turn)
	if _, kind := p.Point(to); kind != pieces.None {
		t.Error("the cell a piece was just moved to shows a card")
	}
	p.Point(plain)
	if _, kind := p.Point(to); kind != pieces.Bulldozer {
		t.Errorf("back on %s the card shows %v", b.Info(to).Name, kind)
	}
	if r := p.Out(); !r.Leave || p.HoveredKind() != pieces.None {
		t.Error("leaving the board keeps the card")
	}
}

// Escape puts down what is up; a right click offers the moves in place; a chooser's
// offered move and a hovered target preview what they do to other pieces; a hint lasts
// until the position changes.
func TestKeysOffersAndHints(t *testing.T) {
	pos, turn := start(t, "dino-czars")
	p := New(pos, turn)
	e1 := cell(t, pos, "E1")
	if r, up := p.PutDown(); up || r.Layers != 0 {
		t.Errorf("Escape with nothing up: %v, redraws %b", up, r.Layers)
	}
	p.Wheel(e1, true, time.Unix(1000, 0))
	if r, up := p.PutDown(); !up || r.Layers != All || p.Selected() != boards.NoCell {
		t.Errorf("Escape after a wheel turn: %v, selected %v", up, p.Selected())
	}
	if c, _ := p.TurnPreview(); c != boards.NoCell {
		t.Error("Escape left the wheel's turn shown")
	}
	r := p.InPlace(e1)
	if !r.Leave || len(r.Moves) < 2 {
		t.Fatalf("a right click on the Tyrannosaurus offers %+v", r.Moves)
	}
	for _, m := range r.Moves {
		if !m.Has(rules.InPlace) || m.From != e1 {
			t.Errorf("offered %+v", m)
		}
	}
	if r := p.InPlace(boards.NoCell); len(r.Moves) != 0 || !r.Leave {
		t.Errorf("a right click off the board offers %+v", r.Moves)
	}
	p.SetHint(&r.Moves[0])
	if h := p.Hint(); len(h) != 1 || h[0] != e1 || !slices.Equal(p.Scene(nil).Hint, h) {
		t.Errorf("the hint marks %v", h)
	}
	p.Show(pos.Play(r.Moves[0]), turn)
	if len(p.Hint()) != 0 {
		t.Error("the hint outlived its position")
	}

	// a Bulldozer's push in Pothole Chess moves another piece: previewed
	pos, turn = start(t, "pothole-chess")
	p = New(pos, turn)
	c2 := cell(t, pos, "c2")
	var push rules.Move
	for _, m := range rules.MovesOf(p.Moves(), c2, pieces.None) {
		if m.Has(rules.Push) && !pos.At(m.To).Empty() {
			push = m
		}
	}
	if !push.Has(rules.Push) {
		t.Fatal("c2's Bulldozer has no push onto a piece")
	}
	if p.Offer(&push).Layers != Overlay || len(p.Preview()) == 0 || len(p.Scene(nil).Preview) == 0 {
		t.Errorf("the offered push previews %v", p.Preview())
	}
	p.Offer(nil)
	if len(p.Preview()) != 0 {
		t.Error("the preview outlived the offer")
	}
	p.Tap(c2, -1)
	want := render.Target{Cell: push.To, Capture: push.Has(rules.Capture)}
	if sc := p.Scene(nil); !slices.Contains(sc.Targets, want) {
		t.Errorf("the push onto %v is not marked %+v: %v", push.To, want, sc.Targets)
	}
	if r, _ := p.Point(push.To); r.Layers != Overlay || len(p.Preview())+len(p.PreviewMaybe()) == 0 {
		t.Errorf("hovering the push previews %v / %v", p.Preview(), p.PreviewMaybe())
	}
}
