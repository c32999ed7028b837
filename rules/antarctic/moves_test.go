package antarctic

import (
	"reflect"
	"slices"
	"sort"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// c3 is a cube from its coordinates.
func c3(x, y, z int) boards.Cube { return boards.Cube{X: x, Y: y, Z: z} }

// Gliński's knight from the centre: the permutations of (3,−1,−2) and (−3,1,2), all on
// the centre plate or the arms' inner ends.
var knightFromCentre = []boards.Cube{
	c3(3, -1, -2), c3(3, -2, -1), c3(-1, 3, -2), c3(-2, 3, -1), c3(-1, -2, 3), c3(-2, -1, 3),
	c3(-3, 1, 2), c3(-3, 2, 1), c3(1, -3, 2), c3(2, -3, 1), c3(1, 2, -3), c3(2, 1, -3),
}

func TestKnightHasTwelveTargetsAndLeaps(t *testing.T) {
	want := sortedNames(knightFromCentre)
	if len(want) != 12 {
		t.Fatalf("the knight's targets from the centre should all be on the board: %v", want)
	}
	// A Skua on the centre, hemmed in by its own Fairies on all six neighbours and all six
	// diagonal hexes: it still leaps to all 12 knight targets, and nowhere else.
	list := "0Sl12 0Mv12 1Mb12"
	for _, d := range boards.HexDirs {
		list += " 0F" + hexOf(d)
	}
	for _, d := range boards.HexDiagonals {
		list += " 0F" + hexOf(d)
	}
	p := build(t, Mode2S, 0, list)
	if got := targets(p, hex(t, "l12")); !reflect.DeepEqual(got, want) {
		t.Errorf("hemmed-in Skua on l12 goes to %v, want the knight's %v", got, want)
	}
	// With an enemy on one target and an own piece on another: 11 moves, one a capture.
	p = build(t, Mode2S, 0, "0Sl12 0Mv12 1Mb12 1F"+want[0]+" 0F"+want[1])
	got := targets(p, hex(t, "l12"))
	if len(got) != 6+11 || !slices.Contains(got, "x"+want[0]) || slices.Contains(got, want[1]) {
		t.Errorf("Skua with an enemy on %s and a friend on %s: %v", want[0], want[1], got)
	}
	// Every knight target of every hex is a (3,1,2) leap onto the board, 12 at most.
	for c := 0; c < nCells; c++ {
		if len(knightTo[c]) > 12 {
			t.Errorf("%s has %d knight targets", cellName(c), len(knightTo[c]))
		}
		for _, tg := range knightTo[c] {
			d := cubeOf[tg].Sub(cubeOf[c])
			a := []int{abs(d.X), abs(d.Y), abs(d.Z)}
			sort.Ints(a)
			if a[0] != 1 || a[1] != 2 || a[2] != 3 {
				t.Errorf("%s → %s is not a knight leap", cellName(c), cellName(int(tg)))
			}
		}
	}
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// TestMoveCountsOnEmptyBoard counts each kind's moves from the centre of an otherwise
// empty board. From the centre every orthogonal line runs 11 hexes to a tip, every
// diagonal line 2 (the third hex, 6 from the centre between two arms, is off the board).
func TestMoveCountsOnEmptyBoard(t *testing.T) {
	for _, c := range []struct {
		code string
		want int
	}{
		{"O", 6*11 + 6*2 + 12}, // Queen + Knight
		{"L", 6*11 + 6*2},      // Queen
		{"E", 6*11 + 12},       // Rook + Knight
		{"P", 6*2 + 12},        // Bishop + Knight
		{"S", 6 + 12},          // orthogonal step + Knight
		{"M", 12 + 12 + 12},    // 1–2 steps + Knight
		{"K", 18 + 6*2},        // 1–3 steps; diagonals stop after 2
		{"G", 12 + 12},         // 1–2 steps
		{"R", 6 + 6},           // one step
		{"F", 6},               // one orthogonal step
	} {
		p := build(t, mode2U, 0, "0"+c.code+"l12")
		if got := len(targets(p, hex(t, "l12"))); got != c.want {
			t.Errorf("%s on the centre of an empty board: %d moves, want %d", c.code, got, c.want)
		}
	}
}

func TestLinesAreBlocked(t *testing.T) {
	at := func(x, y, z int) string { return hexOf(c3(x, y, z)) }
	// A Leopard on the centre; a friend two hexes east, an enemy two hexes north-east on
	// the orthogonal line u1, and an enemy on the second hex of the diagonal d0.
	p := build(t, Mode2S, 0, "0Ll12 0Mv12 1Mb12 0F"+at(2, -2, 0)+" 1F"+at(2, 0, -2)+" 1F"+at(4, -2, -2))
	got := targets(p, hex(t, "l12"))
	has := func(n string) bool { return slices.Contains(got, n) }
	if !has(at(1, -1, 0)) || has(at(2, -2, 0)) || has("x"+at(2, -2, 0)) || has(at(3, -3, 0)) {
		t.Errorf("orthogonal line east should stop before the friend on %s: %v", at(2, -2, 0), got)
	}
	if !has(at(1, 0, -1)) || !has("x"+at(2, 0, -2)) || has(at(3, 0, -3)) {
		t.Errorf("orthogonal line u1 should end capturing on %s: %v", at(2, 0, -2), got)
	}
	if !has(at(2, -1, -1)) || !has("x"+at(4, -2, -2)) {
		t.Errorf("diagonal d0 should reach %s and capture on %s: %v", at(2, -1, -1), at(4, -2, -2), got)
	}
	// The two hexes beside a diagonal step (u0 and u1 for d0) do not block it, whoever
	// stands on them; a piece on the diagonal's first hex does.
	for _, side := range []string{"0F", "1F"} {
		p := build(t, Mode2S, 0, "0Ll12 0Mv12 1Mb12 "+side+at(1, -1, 0)+" "+side+at(1, 0, -1))
		got := targets(p, hex(t, "l12"))
		if !slices.Contains(got, at(2, -1, -1)) || !slices.Contains(got, at(4, -2, -2)) {
			t.Errorf("pieces %s on %s and %s blocked the diagonal: %v", side, at(1, -1, 0), at(1, 0, -1), got)
		}
	}
	p = build(t, Mode2S, 0, "0Ll12 0Mv12 1Mb12 0F"+at(2, -1, -1))
	if got := targets(p, hex(t, "l12")); slices.Contains(got, at(4, -2, -2)) {
		t.Errorf("a friend on %s must block the diagonal: %v", at(2, -1, -1), got)
	}
	// Short lines are blocked too: an Emperor's two steps, a King's three.
	p = build(t, Mode2S, 0, "0Ml12 1Mb12 0F"+at(1, -1, 0)+" 1F"+at(0, -2, 2))
	got = targets(p, hex(t, "l12"))
	if slices.Contains(got, at(2, -2, 0)) || !slices.Contains(got, at(0, -1, 1)) || !slices.Contains(got, "x"+at(0, -2, 2)) {
		t.Errorf("Emperor: %v", got)
	}
	p = build(t, Mode2S, 0, "0Kl12 0Mv12 1Mb12 1F"+at(-2, 4, -2))
	got = targets(p, hex(t, "l12"))
	if !slices.Contains(got, "x"+at(-2, 4, -2)) || slices.Contains(got, at(-3, 6, -3)) || !slices.Contains(got, at(3, -3, 0)) || slices.Contains(got, at(4, -4, 0)) {
		t.Errorf("King: %v", got)
	}
}

// TestLinesDoNotJumpGaps: a line ends where it leaves the board, even when the board goes
// on beyond the gap.
func TestLinesDoNotJumpGaps(t *testing.T) {
	// Arm 0's side twig 7u0 + 3u1 = (10,−7,−3) and arm 1's 7u1 + 3u0 = (10,−3,−7) face
	// each other across the one missing hex (10,−5,−5).
	from, gap, beyond := c3(10, -6, -4), c3(10, -5, -5), c3(10, -4, -6)
	if hexOf(from) == "" || hexOf(gap) != "" || hexOf(beyond) == "" {
		t.Fatalf("the board should have %v and %v but not %v", from, beyond, gap)
	}
	p := build(t, Mode2S, 0, "0L"+hexOf(from)+" 0Ml12 1Mb12")
	got := targets(p, hex(t, hexOf(from)))
	for i := 0; i < 4; i++ {
		if n := hexOf(beyond.Add(boards.HexDirs[2].Scale(i))); n != "" && slices.Contains(got, n) {
			t.Errorf("the Leopard on %s crossed the gap at %v to %s", hexOf(from), gap, n)
		}
	}
	// On every hex, a lone Orca's line moves cross only hexes of the board.
	for c := 0; c < nCells; c++ {
		p := build(t, mode2U, 0, "0O"+cellName(c))
		for _, m := range p.LegalMoves(nil) {
			d := cubeOf[m.To].Sub(cubeOf[c])
			n := d.Len()
			var step boards.Cube
			switch {
			case d.X == 0 || d.Y == 0 || d.Z == 0: // orthogonal line
				step = boards.Cube{X: d.X / n, Y: d.Y / n, Z: d.Z / n}
			case n%2 == 0 && slices.Contains(boards.HexDiagonals[:], boards.Cube{X: 2 * d.X / n, Y: 2 * d.Y / n, Z: 2 * d.Z / n}):
				step = boards.Cube{X: 2 * d.X / n, Y: 2 * d.Y / n, Z: 2 * d.Z / n}
				n /= 2
			default:
				continue // a knight's leap
			}
			for i := 1; i < n; i++ {
				if hexOf(cubeOf[c].Add(step.Scale(i))) == "" {
					t.Fatalf("Orca %s → %s crosses a gap", cellName(c), theBoard.CellName(m.To))
				}
			}
		}
	}
}

func TestCapturesAnyOtherPlayer(t *testing.T) {
	// 3S: a Gold Rockhopper takes Red or Blue, never Gold.
	p := build(t, mode3S, 0, "0Rl12 0Fk12 1Fm12 2Fl13 0Mv12 1Mb12 2Mp4")
	got := targets(p, hex(t, "l12"))
	if !slices.Contains(got, "xm12") || !slices.Contains(got, "xl13") || slices.Contains(got, "k12") || slices.Contains(got, "xk12") {
		t.Errorf("Gold Rockhopper: %v", got)
	}
	// 4U: Penguin players take each other and the Predators; the Predators take Penguins.
	p = build(t, mode4U, 1, "0Ol12 1Rm12 2Fn12 3Fl13 1Mv12 2Mb12 3Mp4")
	got = targets(p, hex(t, "m12"))
	for _, w := range []string{"xn12", "xl13", "xl12"} {
		if !slices.Contains(got, w) {
			t.Errorf("4U Gold Penguins' Rockhopper on m12 should capture on %s: %v", w[1:], got)
		}
	}
	q := p.Play(mustParse(t, p, "Rm12xn12"))
	if q.At(hex(t, "n12")) != (pieces.Piece{Kind: pieces.Rockhopper, Owner: 1, Facing: pieces.NoFacing}) || q.ToMove() != 2 {
		t.Errorf("after Rm12xn12: n12 holds %+v, %d to move", q.At(hex(t, "n12")), q.ToMove())
	}
	if len(q.Reserve(2)) != 0 {
		t.Error("a captured Penguin does not wait to return")
	}
}

func TestReturnsDemoteOntoTheReturnArea(t *testing.T) {
	// 2S: Gold's Predators start on A = r12 and its six neighbours.
	area := []string{"q11", "q12", "q13", "r11", "r12", "r13", "s12"}
	start := mustStart(t, Mode2S)
	var got []string
	for _, c := range start.st.g.retArea[0] {
		got = append(got, cellName(int(c)))
	}
	sort.Strings(got)
	if !reflect.DeepEqual(got, area) {
		t.Fatalf("Gold's return area is %v, want %v", got, area)
	}
	// Gold has a captured Orca waiting; q12 holds a Gold Leopard, r13 a Red Fairy.
	p := build(t, Mode2S, 0, "0Mv12 1Mb12 0Lq12 1Fr13", "0O")
	if r := p.Reserve(0); len(r) != 1 || r[0] != (pieces.Piece{Kind: pieces.Orca, Owner: 0, Facing: pieces.NoFacing, Count: 1}) {
		t.Fatalf("Gold's reserve: %+v", r)
	}
	var returns []string
	for _, m := range p.LegalMoves(nil) {
		if m.From != boards.NoCell {
			continue
		}
		if m.Piece != pieces.Orca || m.Promote != pieces.Leopard || m.Flags != rules.Drop|rules.Return {
			t.Errorf("return %+v should be an Orca arriving as a Leopard, flagged Drop|Return", m)
		}
		returns = append(returns, theBoard.CellName(m.To))
	}
	sort.Strings(returns)
	if want := []string{"q11", "q13", "r11", "r12", "s12"}; !reflect.DeepEqual(returns, want) {
		t.Errorf("Orca returns onto %v, want the empty hexes of the area %v", returns, want)
	}
	q := p.Play(mustParse(t, p, "O*r12=L"))
	if q.At(hex(t, "r12")) != (pieces.Piece{Kind: pieces.Leopard, Owner: 0, Facing: pieces.NoFacing}) || len(q.Reserve(0)) != 0 || q.ToMove() != 1 {
		t.Errorf("after O*r12=L: r12 %+v, reserve %v, %d to move", q.At(hex(t, "r12")), q.Reserve(0), q.ToMove())
	}
	// Each kind demotes one step: Leopard → Elephant, Elephant → Petrel, Petrel → Skua.
	p = build(t, Mode2S, 0, "0Mv12 1Mb12", "0L", "0E", "0P", "0P")
	kinds := map[pieces.Kind]pieces.Kind{}
	for _, m := range p.LegalMoves(nil) {
		if m.Has(rules.Return) {
			kinds[m.Piece] = m.Promote
		}
	}
	if want := map[pieces.Kind]pieces.Kind{pieces.Leopard: pieces.SealElephant, pieces.SealElephant: pieces.Petrel, pieces.Petrel: pieces.Skua}; !reflect.DeepEqual(kinds, want) {
		t.Errorf("demotions %v, want %v", kinds, want)
	}
	if n := len(p.LegalMoves(nil)) - len(targets(p, hex(t, "v12"))); n != 3*7 {
		t.Errorf("3 kinds × 7 empty hexes should give 21 returns, got %d", n)
	}
	if r := p.Reserve(0); len(r) != 3 || r[2].Kind != pieces.Petrel || r[2].Count != 2 {
		t.Errorf("reserve %+v should list Leopard, Elephant and Petrel ×2", r)
	}
	// Captures fill the reserve of the captured piece's owner, only with the four kinds.
	p = build(t, Mode2S, 1, "0Mv12 1Mb12 1Ol12 0Om12 0Sk12 0Pl13 0Fl11")
	for _, c := range []struct {
		move string
		kind pieces.Kind
	}{{"Ol12xm12", pieces.Orca}, {"Ol12xl13", pieces.Petrel}, {"Ol12xk12", pieces.None}, {"Ol12xl11", pieces.None}} {
		q := p.Play(mustParse(t, p, c.move))
		r := q.Reserve(0)
		if c.kind == pieces.None && len(r) != 0 || c.kind != pieces.None && (len(r) != 1 || r[0].Kind != c.kind) {
			t.Errorf("after %s Gold's reserve is %+v", c.move, r)
		}
		if len(q.Reserve(1)) != 0 {
			t.Errorf("after %s Red's reserve is %+v", c.move, q.Reserve(1))
		}
	}
	// No return area hex free: no return.
	list := "0Mv12 1Mb12"
	for _, n := range area {
		list += " 1F" + n
	}
	p = build(t, Mode2S, 0, list, "0O")
	for _, m := range p.LegalMoves(nil) {
		if m.Has(rules.Return) {
			t.Errorf("return %+v onto an occupied hex", m)
		}
	}
}

// TestEveryMovePlaysBack plays every legal move of every start position through the
// contract and checks the engine's make/unmake leaves the position as it was.
func TestEveryMovePlaysBack(t *testing.T) {
	for _, mode := range Modes() {
		p := mustStart(t, mode)
		before := p.st
		for _, e := range p.legalMoves() {
			s := p.st
			u := s.make(e)
			s.unmake(e, u)
			if s != before {
				t.Fatalf("%s: make/unmake of %s changed the state", mode, p.format(e))
			}
			_ = p.play(e)
			if p.st != before {
				t.Fatalf("%s: Play of %s changed the position", mode, p.format(e))
			}
		}
	}
}
