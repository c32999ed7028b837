package gamewin

import (
	"image/color"
	"math/rand/v2"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/pothole"
)

// ---- 4-Player Pothole Chess ----

// seatText is the seats list's line for player i.
func seatText(g *GameView, i int) string {
	return g.seatLines[i].Full()
}

func TestPotholeDragLocksTheCentrePothole(t *testing.T) {
	m, g, _ := openMatch(t, gameMatch(t, "pothole-chess", rules.Config{}))
	b := m.Position().Board()
	c4, d3 := cell(t, b, "c4"), cell(t, b, "d3")
	if p := m.Position().At(c4); p.Kind != pieces.Pothole || p.Marks != 0 {
		t.Fatalf("c4 holds %+v, want an unlocked centre pothole", p)
	}
	if strings.Contains(g.status.Text, "locked") {
		t.Fatalf("status %q before any pothole moved", g.status.Text)
	}
	drag(t, g.Board, "c4", "d3")
	mv := lastMove(t, m).Move
	if !mv.Has(rules.Object) || mv.From != c4 || mv.To != d3 {
		t.Fatalf("dragging the pothole played %+v", mv)
	}
	if p := m.Position().At(d3); p.Kind != pieces.Pothole || p.Marks == 0 {
		t.Fatalf("d3 holds %+v, want a locked pothole", p)
	}
	if m.Position().At(c4).Kind != pieces.None {
		t.Fatalf("c4 still holds %+v", m.Position().At(c4))
	}
	if !strings.Contains(g.status.Text, "d3 locked by White") || !strings.Contains(g.status.Text, "2 of 2") {
		t.Fatalf("status %q does not mention the lock", g.status.Text)
	}
	// the locked pothole cannot be dragged on in the same turn
	drag(t, g.Board, "d3", "c3")
	if len(m.History()) != 1 || m.Position().At(d3).Kind != pieces.Pothole {
		t.Fatalf("the locked pothole moved again: %+v", m.History())
	}
}

func TestPotholeMegadozerPreviewShowsEveryPush(t *testing.T) {
	// White's Megadozer on d2 facing a line of three pieces up the d file.
	pos, m, g, _ := openAt(t, "pothole-chess", pothole.FromText, "wKa1 wMd2 wCd3 rKa7 rBd4 bKg7 bDd5 uKg1")
	b := pos.Board()
	name := func(c boards.Cell) string { return b.CellName(c) }
	tapCell(t, g.Board, "d2")
	d3 := cell(t, b, "d3")
	g.Board.MouseMoved(&desktopMouse(g.Board.CellCentre(d3)).MouseEvent)
	pv := g.Board.Preview()
	pushed := map[string]string{}
	for _, e := range pv {
		if e.To == boards.NoCell || e.Dies {
			t.Fatalf("one step pushes the line, it kills nothing: %+v", pv)
		}
		pushed[name(e.Cell)] = name(e.To)
	}
	if len(pv) != 3 || pushed["d3"] != "d4" || pushed["d4"] != "d5" || pushed["d5"] != "d6" {
		t.Fatalf("hovering d3 previews pushes %v, want d3→d4, d4→d5, d5→d6", pushed)
	}
	// Going on to d4 it pushes the line twice: the piece pushed from d6 onto the missing
	// d7 dies.
	g.Board.MouseMoved(&desktopMouse(g.Board.CellCentre(cell(t, b, "d4"))).MouseEvent)
	pv = g.Board.Preview()
	pushed = map[string]string{}
	for _, e := range pv {
		to := name(e.To)
		if e.To == boards.NoCell || e.Dies {
			to = "dies"
		}
		pushed[name(e.Cell)] = to
	}
	if len(pv) != 3 || pushed["d3"] != "d5" || pushed["d4"] != "d6" || pushed["d5"] != "dies" {
		t.Fatalf("hovering d4 previews %+v (%v), want d3→d5, d4→d6 and d5 dying", pv, pushed)
	}
	g.Board.MouseMoved(&desktopMouse(g.Board.CellCentre(d3)).MouseEvent)
	tapCell(t, g.Board, "d3")
	for c, want := range map[string]pieces.Kind{"d3": pieces.Megadozer, "d4": pieces.Car, "d5": pieces.Bulldozer, "d6": pieces.DirtDevil} {
		if p := pieceOn(t, m, c); p.Kind != want {
			t.Fatalf("after the push %s holds %+v, want a %s", c, p, want)
		}
	}
}

func TestPotholeTurnEndsAfterOneMoveWhenNoSecondExists(t *testing.T) {
	// White has a King only and no pothole to move: after one move the turn passes.
	_, m, g, _ := openAt(t, "pothole-chess", pothole.FromText, "wKa1 rKa7 rCb7 bKg7 uKg1")
	if g.turnText.Text != "White to move" || !strings.Contains(g.status.Text, "1 of 2") {
		t.Fatalf("turn banner %q / %q", g.turnText.Text, g.status.Text)
	}
	drag(t, g.Board, "a1", "b2")
	if p := pieceOn(t, m, "b2"); p.Kind != pieces.King || p.Owner != 0 {
		t.Fatalf("b2 holds %+v", p)
	}
	if g.turnText.Text != "Red to move" || !strings.Contains(g.status.Text, "1 of 2") {
		t.Fatalf("after White's only possible move: %q / %q", g.turnText.Text, g.status.Text)
	}
	if !strings.HasPrefix(seatText(g, 1), "» Red") {
		t.Fatalf("seats list marks %q", seatText(g, 1))
	}
	// Red has two moves: the banner stays on Red after the first.
	drag(t, g.Board, "b7", "c7")
	if g.turnText.Text != "Red to move" || !strings.Contains(g.status.Text, "2 of 2") {
		t.Fatalf("after Red's first move: %q / %q", g.turnText.Text, g.status.Text)
	}
	drag(t, g.Board, "a7", "a6")
	if g.turnText.Text != "Black to move" {
		t.Fatalf("after Red's second move: %q", g.turnText.Text)
	}
	if len(g.rows) != 2 || strings.Contains(g.rows[0], ",") || !strings.Contains(g.rows[1], "Red") ||
		!strings.Contains(g.rows[1], ",") {
		t.Errorf("the move list should hold White's one move on a row and Red's two on the next: %q", g.rows)
	}
}

func TestPotholeKillingAKingTakesOverTheArmy(t *testing.T) {
	cases := []struct {
		name, setup, from, to string
		victim                rules.Player
		army                  []string // the victim's other pieces
		corner                string   // the victim's corner pothole
		next                  string   // whose turn after White's second move
	}{
		{"capture", "wKa1 wCc3 wBa3 rKc5 rCb7 rDa5 rOb6 bKg7 uKg1", "c3", "c5", 1, []string{"b7", "a5"}, "b6", "Black"},
		{"push", "wKa1 wBe4 wCa3 uKf4 uCg2 uDf1 uOf2 rKa7 bKg7", "e4", "f4", 3, []string{"g2", "f1"}, "f2", "Red"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, m, g, _ := openAt(t, "pothole-chess", pothole.FromText, tc.setup)
			victim := seatText(g, int(tc.victim))
			drag(t, g.Board, tc.from, tc.to)
			p := m.Position()
			if !p.Out(tc.victim) {
				t.Fatalf("the King's owner is not out after %s-%s: %+v", tc.from, tc.to, lastMove(t, m).Move)
			}
			for _, c := range append(tc.army, tc.corner) {
				if pc := pieceOn(t, m, c); pc.Owner != 0 {
					t.Fatalf("%s holds %+v, want it White's now", c, pc)
				}
			}
			if got := seatText(g, int(tc.victim)); !strings.HasSuffix(got, "— out") || !strings.HasPrefix(got, victim) {
				t.Fatalf("the seats list says %q for the victim", got)
			}
			if g.turnText.Text != "White to move" || !strings.Contains(g.status.Text, "2 of 2") {
				t.Fatalf("after White's first move: %q / %q", g.turnText.Text, g.status.Text)
			}
			// White's second move, with a piece just taken over.
			drag(t, g.Board, tc.army[0], map[string]string{"b7": "c7", "g2": "g3"}[tc.army[0]])
			if len(m.History()) != 2 {
				t.Fatalf("the taken-over piece did not move: %+v", m.History())
			}
			if g.turnText.Text != tc.next+" to move" {
				t.Fatalf("after White's turn: %q, want %s to move", g.turnText.Text, tc.next)
			}
		})
	}
}

// ---- Antarctic Chess ----

func TestAntarcticEmperorCapturePutsAPlayerOut(t *testing.T) {
	env := testEnv(t)
	m := gameMatch(t, "antarctic-chess", rules.Config{Mode: "3S"})
	n := rules.Player(len(m.Players()))
	// Seeded random play, captures preferred, until the player to move can take the
	// Emperor of the player who moves next (3S: one Emperor each).
	rng := rand.New(rand.NewPCG(3, 3))
	var kill rules.Move
	for plies := 0; kill.Piece == pieces.None; plies++ {
		p := m.Position()
		moves := p.LegalMoves(nil)
		if plies == 3000 || len(moves) == 0 {
			t.Fatalf("no Emperor capture arose in %d plies: %+v", plies, m.Outcome())
		}
		var captures []rules.Move
		for _, mv := range moves {
			if !mv.Has(rules.Capture) {
				continue
			}
			if v := p.At(mv.To); v.Kind == pieces.Emperor && v.Owner == (p.ToMove()+1)%n {
				kill = mv
				break
			}
			if p.At(mv.To).Kind != pieces.Emperor {
				captures = append(captures, mv)
			}
		}
		if kill.Piece != pieces.None {
			break
		}
		pick := moves[rng.IntN(len(moves))]
		if len(captures) > 0 && rng.IntN(3) > 0 {
			pick = captures[rng.IntN(len(captures))]
		}
		if err := m.Play(pick); err != nil {
			t.Fatal(err)
		}
	}
	before := m.Position()
	mover := before.ToMove()
	victim := before.At(kill.To).Owner
	var army []boards.Cell // the victim's other pieces
	b := before.Board()
	for c := boards.Cell(0); int(c) < b.Len(); c++ {
		if p := before.At(c); p.Kind != pieces.None && p.Owner == victim && c != kill.To {
			army = append(army, c)
		}
	}
	if len(army) == 0 {
		t.Fatal("the victim has no other piece left")
	}
	g, w := openView(t, env, m)
	if seatText(g, int(victim)) != m.Names()[victim] {
		t.Fatalf("the victim's seat reads %q before the capture", seatText(g, int(victim)))
	}
	dragPoints(g.Board, g.Board.CellCentre(kill.From), g.Board.CellCentre(kill.To))
	if got := lastMove(t, m).Move; got != kill {
		t.Fatalf("the drag played %+v, want %+v", got, kill)
	}
	after := m.Position()
	if !after.Out(victim) || m.Outcome().Over() {
		t.Fatalf("after its Emperor was taken: out %v, outcome %+v", after.Out(victim), m.Outcome())
	}
	if got := seatText(g, int(victim)); got != m.Names()[victim]+" — out" {
		t.Fatalf("the seats list says %q for the victim", got)
	}
	// the turn passes over the victim, now and the next time round
	third := (victim + 1) % n
	if after.ToMove() != third || g.turnText.Text != m.Names()[third]+" to move" || !strings.HasPrefix(seatText(g, int(third)), "» ") {
		t.Fatalf("after %s took %s's Emperor, %s is to move (%q)", m.Names()[mover], m.Names()[victim], m.Names()[after.ToMove()], g.turnText.Text)
	}
	for i := 0; i < 2; i++ {
		moves := m.Position().LegalMoves(nil)
		if err := m.Play(moves[rng.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
		if tm := m.Position().ToMove(); tm == victim {
			t.Fatalf("%s is out but to move", m.Names()[victim])
		}
	}
	m.Undo()
	m.Undo()
	// The victim's pieces stay on the board as obstacles, and are drawn.
	for _, c := range army {
		if p := m.Position().At(c); p.Owner != victim || p != before.At(c) {
			t.Fatalf("%s holds %+v after its owner went out, was %+v", b.CellName(c), p, before.At(c))
		}
	}
	img := w.Canvas().Capture()
	origin := fyne.CurrentApp().Driver().AbsolutePositionForObject(g.Board)
	scale := float64(img.Bounds().Dx()) / float64(w.Canvas().Size().Width)
	patch := func(c boards.Cell) []color.NRGBA {
		at := g.Board.CellCentre(c).Add(origin)
		var out []color.NRGBA
		for dy := -4; dy <= 4; dy++ {
			for dx := -4; dx <= 4; dx++ {
				x, y := int(float64(at.X)*scale)+dx, int(float64(at.Y)*scale)+dy
				out = append(out, color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA))
			}
		}
		return out
	}
	differ := func(a, b []color.NRGBA) int {
		n := 0
		for i := range a {
			d := max(absDiff(a[i].R, b[i].R), absDiff(a[i].G, b[i].G), absDiff(a[i].B, b[i].B))
			if d > 24 {
				n++
			}
		}
		return n
	}
	// an empty hex of the same shade, away from the last move, shows the bare board
	empty := func(c boards.Cell) []color.NRGBA {
		for e := boards.Cell(0); int(e) < b.Len(); e++ {
			if after.At(e).Kind == pieces.None && b.Info(e).Shade == b.Info(c).Shade && e != kill.From && e != kill.To {
				return patch(e)
			}
		}
		t.Fatalf("no empty hex of %s's shade", b.CellName(c))
		return nil
	}
	for _, c := range army {
		if d := differ(patch(c), empty(c)); d < 10 {
			t.Fatalf("%s's %s on %s is not drawn: its hex looks like an empty one (%d of 81 pixels differ)",
				m.Names()[victim], after.At(c).Kind, b.CellName(c), d)
		}
	}
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}
