package editorwin

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui/editor"
	"oddboards/ui/shell"
	"oddboards/ui/uitest"
)

// openEditor opens the editor on the start of game id, at a size where the board reads.
func openEditor(t *testing.T, env *shell.Env, opener shell.GameOpener, id string, mode string) (*editor.View, fyne.Window) {
	t.Helper()
	e, err := games.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	cfg := rules.Config{Variant: e.Variant, Mode: mode}
	p, err := e.Game.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	v, err := Show(env, opener, e.Game, cfg, p, nil)
	if err != nil {
		t.Fatal(err)
	}
	w := env.App.Driver().AllWindows()[len(env.App.Driver().AllWindows())-1]
	w.Resize(fyne.NewSize(1100, 760))
	return v, w
}

func editCell(t *testing.T, v *editor.View, name string) (boards.Cell, fyne.Position) {
	t.Helper()
	c, ok := v.M.Board.Lookup(name)
	if !ok {
		t.Fatalf("no cell %s", name)
	}
	return c, v.Board.CellCentre(c)
}

func dragOnEditor(b *editor.Board, p0, p1 fyne.Position) {
	prev := p0
	for i := 1; i <= 4; i++ {
		p := fyne.NewPos(p0.X+(p1.X-p0.X)*float32(i)/4, p0.Y+(p1.Y-p0.Y)*float32(i)/4)
		b.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.NewDelta(p.X-prev.X, p.Y-prev.Y)})
		prev = p
	}
	b.DragEnd()
}

// In the Dino-Czars editor: a dinosaur dragged to another cell moves there, turned by a
// right click or the wheel to the cell's other corners; dragged off the board it is gone;
// a palette piece clicked onto a cell stands there; undo takes each back.
func TestEditorPlacesMovesTurnsAndRemoves(t *testing.T) {
	env, _ := uitest.Env(t)
	games := &uitest.Games{App: env.App}
	v, _ := openEditor(t, env, games, "dino-czars", "")
	start := v.M.Text()
	e1, pe1 := editCell(t, v, "E1")
	e3, pe3 := editCell(t, v, "E3")
	dragOnEditor(v.Board, pe1, pe3)
	if v.M.At(e3).Kind != pieces.Tyrannosaurus || !v.M.At(e1).Empty() {
		t.Fatalf("after the drag E1 holds %v, E3 %v", v.M.At(e1), v.M.At(e3))
	}
	before := v.M.At(e3).Facing
	v.Board.TappedSecondary(&fyne.PointEvent{Position: pe3})
	turned := v.M.At(e3).Facing
	if turned == before {
		t.Error("a right click did not turn the Tyrannosaurus")
	}
	v.Board.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: pe3}, Scrolled: fyne.NewDelta(0, -1)})
	if v.M.At(e3).Facing != before {
		t.Errorf("the wheel back did not undo the turn: %d, want %d", v.M.At(e3).Facing, before)
	}
	// off the board: far beyond its corner
	dragOnEditor(v.Board, pe3, fyne.NewPos(v.Board.Size().Width-2, 2))
	if !v.M.At(e3).Empty() {
		t.Fatal("a piece dragged off the board stayed")
	}
	// the palette: Player 2's Stegosaurus clicked onto D3
	icons := v.Palette.Icons()
	pal := v.M.Game.Palette(v.M.Cfg)
	want := -1
	for i, p := range pal {
		if p.Kind == pieces.Stegosaurus && p.Owner == 1 {
			want = i
		}
	}
	test.Tap(icons[want].(fyne.Tappable))
	d3, pd3 := editCell(t, v, "D3")
	v.Board.Tapped(&fyne.PointEvent{Position: pd3})
	if got := v.M.At(d3); got.Kind != pieces.Stegosaurus || got.Owner != 1 {
		t.Fatalf("D3 holds %v after placing from the palette", got)
	}
	if !strings.Contains(v.Problems.Text, "Cannot play") || !v.PlayButton.Disabled() {
		t.Errorf("without Player 1's Tyrannosaurus: %q, Play enabled %v", v.Problems.Text, !v.PlayButton.Disabled())
	}
	for v.M.Undo() {
	}
	if v.M.Text() != start || v.PlayButton.Disabled() {
		t.Errorf("undone to %q (Play disabled %v), want the start", v.M.Text(), v.PlayButton.Disabled())
	}
}

// Clear lists what is wrong; Start position puts it right; Play opens a game on the
// position set up, which starts from it and is saved with it.
func TestEditorChecksAndPlays(t *testing.T) {
	env, _ := uitest.Env(t)
	games := &uitest.Games{App: env.App}
	v, _ := openEditor(t, env, games, "clash-of-command", "")
	v.M.Clear()
	if !strings.HasPrefix(v.Problems.Text, "Cannot play: ") || !v.PlayButton.Disabled() {
		t.Fatalf("an empty board: %q", v.Problems.Text)
	}
	v.M.Load(mustStart(t, "clash-of-command"))
	a1, _ := editCell(t, v, "a1")
	a3, _ := editCell(t, v, "a3")
	v.M.Move(a1, a3)
	v.M.SetToMove(1)
	if v.Problems.Text != "Ready to play." || v.PlayButton.Disabled() {
		t.Fatalf("a playable position: %q", v.Problems.Text)
	}
	text := v.M.Text()
	if err := v.Load("Ca1 / Ci9 q"); err == nil || !strings.Contains(err.Error(), "field 3, character 1") {
		t.Errorf("a bad string pasted into the editor: %v", err)
	}
	if v.M.Text() != text {
		t.Error("a bad string changed the draft")
	}
	if err := v.Load("Ca1 / Ci9 b"); err != nil || v.M.Text() != "Ca1 / Ci9 b" {
		t.Errorf("pasting a string: %v, draft %q", err, v.M.Text())
	}
	v.M.Undo()
	test.Tap(v.PlayButton)
	if len(games.Opened) != 1 {
		t.Fatal("Play opened no game")
	}
	for _, m := range games.Opened {
		if got := m.Position().PositionText(); got != text || m.Config().Position != text {
			t.Errorf("the game starts at %q (config %q), want %q", got, m.Config().Position, text)
		}
		if m.Position().ToMove() != 1 {
			t.Error("Black set to move, White moves")
		}
	}
}

func mustStart(t *testing.T, id string) rules.Position {
	t.Helper()
	e, _ := games.Lookup(id)
	p, err := e.Game.Start(rules.Config{Variant: e.Variant})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// A piece dragged from the palette stands where it is dropped; dropped off the board it
// is nowhere.
func TestEditorPaletteDrag(t *testing.T) {
	env, _ := uitest.Env(t)
	games := &uitest.Games{App: env.App}
	v, _ := openEditor(t, env, games, "pothole-chess", "")
	d := env.App.Driver()
	pal := v.M.Game.Palette(v.M.Cfg)
	i := len(pal) - 1 // nobody's pothole
	icon := v.Palette.Icons()[i]
	c, at := editCell(t, v, "d4")
	v.M.Remove(c)
	target := d.AbsolutePositionForObject(v.Board).Add(at)
	from := d.AbsolutePositionForObject(icon)
	icon.(fyne.Draggable).Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: target.Subtract(from)}, Dragged: fyne.NewDelta(1, 1)})
	icon.(fyne.Draggable).DragEnd()
	if got := v.M.At(c); got.Kind != pieces.Pothole || got.Owner != pieces.Nobody {
		t.Fatalf("d4 holds %v after a drop from the palette", got)
	}
	n := len(v.M.Draft().Cells())
	icon.(fyne.Draggable).Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(-5000, 5)}, Dragged: fyne.NewDelta(1, 1)})
	icon.(fyne.Draggable).DragEnd()
	if len(v.M.Draft().Cells()) != n {
		t.Error("a palette piece dropped off the board was placed")
	}
}

// Copy position puts the string on the clipboard; Paste position opens a game on the
// clipboard's string, or says where a bad one goes wrong.
// The status line speaks of the draft as it stands: after Undo brought back the piece
// taken off, it no longer says the piece was taken off; the problems list every fault.
func TestEditorStatusNeverGoesStale(t *testing.T) {
	env, _ := uitest.Env(t)
	games := &uitest.Games{App: env.App}
	v, _ := openEditor(t, env, games, "dino-czars", "")
	e1, pe1 := editCell(t, v, "E1")
	dragOnEditor(v.Board, pe1, fyne.NewPos(v.Board.Size().Width-2, 2)) // off the board
	if !v.M.At(e1).Empty() || !strings.Contains(v.Status.Text, "taken off the board") {
		t.Fatalf("E1 holds %v; status %q", v.M.At(e1), v.Status.Text)
	}
	v.M.Undo()
	if v.M.At(e1).Kind != pieces.Tyrannosaurus {
		t.Fatal("undo did not bring the Tyrannosaurus back")
	}
	if strings.Contains(v.Status.Text, "taken off") {
		t.Errorf("after the undo the status still says %q", v.Status.Text)
	}
}
