package reference

import (
	"math"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// ---------------------------------------------------------------- helpers

var facingByName = map[string]int{"NE": 0, "N": 1, "NW": 2, "SW": 3, "S": 4, "SE": 5}

// build makes a position from specs such as "TR E3 N" (upper case: Player 1),
// "tc D5 S" (lower case: Player 2), "E G5 3" / "e G5 0" (an egg and its value).
// Hands start empty, pools empty, Player 1 to move.
func build(t *testing.T, specs ...string) pos {
	t.Helper()
	var p pos
	for _, s := range specs {
		f := strings.Fields(s)
		owner := int8(0)
		if strings.ToLower(f[0]) == f[0] {
			owner = 1
		}
		c := mustCell(f[1])
		if p.at(c).Kind != none {
			t.Fatalf("build: %s occupied twice", f[1])
		}
		if strings.ToUpper(f[0]) == "E" {
			v, err := strconv.Atoi(f[2])
			if err != nil {
				t.Fatal(err)
			}
			p.set(c, piece{Kind: egg, Owner: owner, Value: int8(v)})
			continue
		}
		k := kind(-1)
		for i, n := range kindNames {
			if n == strings.ToUpper(f[0]) {
				k = kind(i)
			}
		}
		fc, ok := facingByName[f[2]]
		if k <= 0 || !ok {
			t.Fatalf("build: bad spec %q", s)
		}
		if isUp(c.F, c.R) != (fc%2 == 0) {
			t.Fatalf("build: %q faces a point", s)
		}
		p.set(c, piece{Kind: k, Owner: owner, Facing: int8(fc)})
	}
	return p
}

func moveStrings(ms []move) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.String())
	}
	sort.Strings(out)
	return out
}

// movesFrom lists the sorted move strings of the piece on cell from.
func movesFrom(p *pos, from string, touch bool) []string {
	c := mustCell(from)
	var out []move
	for _, m := range gen(p, touch) {
		if m.Type != mLay && m.From == c {
			out = append(out, m)
		}
	}
	return moveStrings(out)
}

func sameSet(t *testing.T, what string, got []string, want ...string) {
	t.Helper()
	sort.Strings(want)
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("%s:\n got  %q\n want %q", what, got, want)
	}
}

func find(t *testing.T, p *pos, s string, touch bool) move {
	t.Helper()
	for _, m := range gen(p, touch) {
		if m.String() == s {
			return m
		}
	}
	t.Fatalf("move %q not legal; legal: %q", s, moveStrings(gen(p, touch)))
	return move{}
}

// ---------------------------------------------------------------- acceptance

func TestAcceptancePerft(t *testing.T) {
	cases := []struct {
		eggs  string
		depth int
		want  uint64
	}{
		{"edge", 0, 1}, {"edge", 1, 125}, {"edge", 2, 15546},
		{"touching", 0, 1}, {"touching", 1, 133}, {"touching", 2, 17544},
	}
	for _, c := range cases {
		got, err := Perft(map[string]string{"eggs": c.eggs}, c.depth)
		if err != nil || got != c.want {
			t.Errorf("perft(%s, %d) = %d, %v; want %d", c.eggs, c.depth, got, err, c.want)
		}
	}
	if got, _ := Perft(nil, 2); got != 15546 {
		t.Errorf("perft(nil cfg, 2) = %d, want 15546 (edge is the default)", got)
	}
	if _, err := Perft(map[string]string{"eggs": "corner"}, 1); err == nil {
		t.Error("bad eggs value accepted")
	}
	if _, err := Perft(map[string]string{"egg": "edge"}, 1); err == nil {
		t.Error("unknown key accepted")
	}
}

// The rules file: 16 rotations, 78 Pterosaur flights, 21 other dinosaur moves, 10 egg lays.
func TestStartBreakdown(t *testing.T) {
	p := startPos()
	for _, touch := range []bool{false, true} {
		var rot, fly, step, lay int
		for _, m := range gen(&p, touch) {
			switch m.Type {
			case mRotate:
				rot++
			case mFly:
				fly++
			case mStep:
				step++
			case mLay:
				lay++
			default:
				t.Errorf("unexpected move %v", m)
			}
		}
		wantLay := 10
		if touch {
			wantLay = 18
		}
		if rot != 16 || fly != 78 || step != 21 || lay != wantLay {
			t.Errorf("touch=%v: rot %d fly %d step %d lay %d", touch, rot, fly, step, lay)
		}
	}
}

func TestDivide(t *testing.T) {
	d, err := Divide(nil, 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(d) != 125 {
		t.Fatalf("Divide(2) has %d keys", len(d))
	}
	var sum uint64
	for _, n := range d {
		sum += n
	}
	if sum != 15546 {
		t.Errorf("Divide(2) sums to %d", sum)
	}
	// The start is symmetric under a half turn, and a rotation in place changes no
	// other piece's moves: Player 2 then has 125 moves too.
	if d["TR E1 L"] != 125 {
		t.Errorf("TR E1 L: %d, want 125", d["TR E1 L"])
	}
}

// ---------------------------------------------------------------- geometry

func TestBoard(t *testing.T) {
	if len(allCells) != 42 {
		t.Fatalf("%d cells", len(allCells))
	}
	want := map[string]bool{ // up triangles, from the rules file's picture
		"C6": true, "D6": false, "E6": true, "F6": false, "G6": true,
		"A4": true, "B4": false, "J4": true, "A3": false, "B3": true, "J3": false,
		"C1": false, "D1": true, "G1": false, "H2": false,
	}
	for s, up := range want {
		c := mustCell(s)
		if isUp(c.F, c.R) != up {
			t.Errorf("%s up=%v", s, !up)
		}
	}
	// interior cells: 3 side neighbours, 12 touching cells
	for _, s := range []string{"E3", "E4", "D3", "F4"} {
		c := mustCell(s)
		if len(neighbours[c.F][c.R]) != 3 || len(touching[c.F][c.R]) != 12 {
			t.Errorf("%s: %d neighbours, %d touching", s, len(neighbours[c.F][c.R]), len(touching[c.F][c.R]))
		}
	}
	// A4 (up, on the west edge): sides to A3 (below) and B4; corner-touching cells
	c := mustCell("A4")
	var ns []string
	for _, n := range neighbours[c.F][c.R] {
		ns = append(ns, n.String())
	}
	sort.Strings(ns)
	if strings.Join(ns, " ") != "A3 B4" {
		t.Errorf("A4 neighbours %v", ns)
	}
}

// The rules file's E3 table, checked name by name, including how each touches E3.
func TestDirectionTableE3(t *testing.T) {
	table := []struct {
		d     dir
		cell  string
		touch int // shared corners with E3
	}{
		{dn, "E4", 2}, {dw, "D3", 2}, {de, "F3", 2},
		{dnw, "D4", 1}, {dne, "F4", 1}, {dnww, "C4", 1}, {dnee, "G4", 1},
		{dww, "C3", 1}, {dee, "G3", 1},
		{dsw, "D2", 1}, {ds, "E2", 1}, {dse, "F2", 1},
		{dnn, "E5", 0}, {dnnw, "D5", 0}, {dnne, "F5", 0}, {dnnww, "C5", 0}, {dnnee, "G5", 0},
	}
	e3 := mustCell("E3")
	for _, r := range table {
		got, ok := rel(e3, 1, r.d)
		if !ok || got.String() != r.cell {
			t.Errorf("E3 facing N, %s: got %v %v, want %s", dirNames[r.d], got, ok, r.cell)
		}
		if n := sharedVertices(e3, mustCell(r.cell)); n != r.touch {
			t.Errorf("%s shares %d corners with E3, want %d", r.cell, n, r.touch)
		}
	}
	// the three SW/S/SE cells all share E3's bottom corner (5, 2) in (2x, y/h)
	for _, s := range []string{"D2", "E2", "F2"} {
		c := mustCell(s)
		found := false
		for _, v := range vertices(c.F, c.R) {
			if v == [2]int{5, 2} {
				found = true
			}
		}
		if !found {
			t.Errorf("%s does not touch E3's bottom corner", s)
		}
	}
}

// Every (cell, facing, direction) lands exactly on a centroid of the infinite
// triangular lattice (so "off the board" is the only way to miss), and the
// front cell N is always across the faced side.
func TestDirectionTableAllFacings(t *testing.T) {
	for _, c := range allCells {
		for _, k := range facingsOf(c) {
			for d := dir(0); d < numDirs; d++ {
				x, y := relTarget(c, k, d)
				f := int(math.Round(2 * x))
				hit := false
				for r := -5; r <= 12; r++ {
					cx, cy := centroid(f, r)
					if math.Abs(cx-x) < 1e-9 && math.Abs(cy-y) < 1e-9 {
						hit = true
						got, ok := rel(c, k, d)
						if ok != onBoard(f, r) || (ok && got != (cell{f, r})) {
							t.Errorf("%v facing %s %s: table %v %v, lattice (%d,%d)", c, facingNames[k], dirNames[d], got, ok, f, r)
						}
					}
				}
				if !hit {
					t.Errorf("%v facing %s %s lands off the lattice at (%.3f, %.3f)", c, facingNames[k], dirNames[d], x, y)
				}
			}
			// N is across the faced side: the neighbour in the facing's direction
			if n, ok := rel(c, k, dn); ok {
				cx, cy := centroid(c.F, c.R)
				nx, ny := centroid(n.F, n.R)
				ang := math.Atan2(ny-cy, nx-cx) * 180 / math.Pi
				if math.Abs(math.Remainder(ang-facingAngle(k), 360)) > 1e-6 || sharedVertices(c, n) != 2 {
					t.Errorf("%v facing %s: N is %v at angle %.1f", c, facingNames[k], n, ang)
				}
			}
		}
	}
	// Player 2's start: E6 facing S; N is E5, NW is F5 (board SE side), NE is D5.
	e6 := mustCell("E6")
	for d, want := range map[dir]string{dn: "E5", dnw: "F5", dne: "D5", dnn: "E4", ds: "", dsw: "", dw: "F6", de: "D6"} {
		got, ok := rel(e6, 4, d)
		if (want == "") == ok || (ok && got.String() != want) {
			t.Errorf("E6 facing S %s: got %v %v want %q", dirNames[d], got, ok, want)
		}
	}
}

// ---------------------------------------------------------------- pieces

func TestTyrannosaurus(t *testing.T) {
	p := build(t, "TR E3 N")
	sameSet(t, "lone TR", movesFrom(&p, "E3", false),
		"TR E3 L", "TR E3 R", "TR E3-E4 L", "TR E3-E4 R", "TR E3-D4", "TR E3-F4", "TR E3-D2", "TR E3-F2")
	// N is a move only; NW/NE/SW/SE capture; own pieces block
	p = build(t, "TR E3 N", "tc E4 S", "tc D4 SE", "TC F4 N", "e D2 4")
	sameSet(t, "TR with neighbours", movesFrom(&p, "E3", false),
		"TR E3 L", "TR E3 R", "TR E3xD4", "TR E3xD2", "TR E3-F2")
	// facing SE on E3 (down), worked by hand: the front side is E3's right side, so N is
	// F3 (other orientation: turn). Rotating the N-facing picture by -120° about E3 sends
	// the top-left corner to the top-right one, the top-right to the bottom, the bottom to
	// the top-left: NW (D4, two cells round the top-left corner) becomes G3, two cells
	// round the top-right corner; NE (F4) becomes F2; SW (D2) becomes D4; SE (F2) becomes C3.
	p = build(t, "TR E3 SE")
	sameSet(t, "TR facing SE", movesFrom(&p, "E3", false),
		"TR E3 L", "TR E3 R", "TR E3-F3 L", "TR E3-F3 R", "TR E3-G3", "TR E3-F2", "TR E3-D4", "TR E3-C3")
}

func TestVelociraptor(t *testing.T) {
	p := build(t, "VR E3 N")
	sameSet(t, "lone VR", movesFrom(&p, "E3", false),
		"VR E3 L", "VR E3 R", "VR E3-E2 L", "VR E3-E2 R", "VR E3-E4 L", "VR E3-E4 R",
		"VR E3-D4", "VR E3-F4", "VR E3-D5 L", "VR E3-D5 R", "VR E3-F5 L", "VR E3-F5 R",
		"VR E3-C5", "VR E3-G5")
	// a piece on NW blocks NNW and NNWW only; S is a move only; NN is not a VR move
	p = build(t, "VR E3 N", "e D4 4", "tc E2 S", "tc F5 S", "tc E5 SE")
	sameSet(t, "VR blocked west", movesFrom(&p, "E3", false),
		"VR E3 L", "VR E3 R", "VR E3-E4 L", "VR E3-E4 R",
		"VR E3xD4", "VR E3-F4", "VR E3xF5 L", "VR E3xF5 R", "VR E3-G5")
	// own piece on NE blocks NNE and NNEE too
	p = build(t, "VR E3 N", "TC F4 N")
	sameSet(t, "VR blocked east", movesFrom(&p, "E3", false),
		"VR E3 L", "VR E3 R", "VR E3-E2 L", "VR E3-E2 R", "VR E3-E4 L", "VR E3-E4 R",
		"VR E3-D4", "VR E3-D5 L", "VR E3-D5 R", "VR E3-C5")
	// edge of board: VR on C1 facing N: NW=B2, NNW=B3, NNWW=A3 (A3, E3 are down like C1)
	p = build(t, "VR C1 N")
	sameSet(t, "VR C1", movesFrom(&p, "C1", false),
		"VR C1 L", "VR C1 R", "VR C1-C2 L", "VR C1-C2 R", "VR C1-B2", "VR C1-D2",
		"VR C1-B3 L", "VR C1-B3 R", "VR C1-D3 L", "VR C1-D3 R", "VR C1-A3", "VR C1-E3") // no S: C0 is off the board
}

func TestPterosaur(t *testing.T) {
	p := build(t, "PT E3 N", "tc D4 SE")
	got := movesFrom(&p, "E3", false)
	// 40 empty cells x 3 facings + 2 rotations; never captures
	if len(got) != 122 {
		t.Errorf("PT has %d moves", len(got))
	}
	for _, s := range got {
		if strings.Contains(s, "D4") || strings.Contains(s, "x") {
			t.Errorf("PT move %q", s)
		}
	}
	want := []string{"PT E3-A4 NE", "PT E3-A4 NW", "PT E3-A4 S", "PT E3-A3 N", "PT E3-A3 SW", "PT E3-A3 SE", "PT E3 L", "PT E3 R"}
	for _, w := range want {
		i := sort.SearchStrings(got, w)
		if i == len(got) || got[i] != w {
			t.Errorf("PT lacks %q", w)
		}
	}
}

func TestStegosaurus(t *testing.T) {
	p := build(t, "SS E3 N")
	sameSet(t, "lone SS", movesFrom(&p, "E3", false), "SS E3 L", "SS E3 R", "SS E3-E4 L", "SS E3-E4 R")
	p = build(t, "SS E3 N", "tc E4 S", "tc D2 SW", "e E2 1", "TC F2 N", "tc D4 SE")
	sameSet(t, "SS captures", movesFrom(&p, "E3", false),
		"SS E3 L", "SS E3 R", "SS E3xE4 L", "SS E3xE4 R", "SS E3xD2", "SS E3xE2 L", "SS E3xE2 R")
}

func TestTriceratops(t *testing.T) {
	p := build(t, "TC E4 NE", "tr G4 S")
	// The seed: "a Triceratops facing the NE can move or capture E, NE and EE". On the up
	// cell E4 facing NE, in the E3 table's offsets: E = F4 (+1,0, its front), NE = F5
	// (+1,+1) and EE = G4 (+2,0).
	sameSet(t, "TC NE", movesFrom(&p, "E4", false),
		"TC E4 L", "TC E4 R", "TC E4-F4 L", "TC E4-F4 R", "TC E4xG4", "TC E4-F5")
	p = build(t, "TC E3 N", "TC D4 N")
	sameSet(t, "TC own block", movesFrom(&p, "E3", false), "TC E3 L", "TC E3 R", "TC E3-E4 L", "TC E3-E4 R", "TC E3-F4")
}

func TestBrontosaurus(t *testing.T) {
	p := build(t, "BR E3 N")
	sameSet(t, "lone BR", movesFrom(&p, "E3", false),
		"BR E3 L", "BR E3 R", "BR E3-D3 L", "BR E3-D3 R", "BR E3-F3 L", "BR E3-F3 R",
		"BR E3-E4 L", "BR E3-E4 R", "BR E3-D2", "BR E3-F2")
	p = build(t, "BR E3 N", "tc D3 NE", "tc F3 S", "tc E4 S", "tc D2 SW", "tc F2 SE")
	sameSet(t, "BR captures", movesFrom(&p, "E3", false),
		"BR E3 L", "BR E3 R", "BR E3xE4 L", "BR E3xE4 R", "BR E3xD2", "BR E3xF2")
}

// TestRotationAndFacing: a Triceratops facing N on E3 faces where each move leaves it,
// and the move passes the turn.
func TestRotationAndFacing(t *testing.T) {
	p := build(t, "TC E3 N")
	for _, c := range []struct {
		move, to string
		want     int8 // facingNames' index
	}{
		{"TC E3 L", "E3", 3},    // rotated L: SW
		{"TC E3 R", "E3", 5},    // rotated R: SE
		{"TC E3-E4 L", "E4", 2}, // moved L: NW
		{"TC E3-E4 R", "E4", 0}, // moved R: NE
		{"TC E3-D4", "D4", 1},   // a move that keeps the orientation
	} {
		q := play(p, find(t, &p, c.move, false))
		if f := q.at(mustCell(c.to)).Facing; f != c.want {
			t.Errorf("%s: faces %s, want %s", c.move, facingNames[f], facingNames[c.want])
		}
		if q.ToMove != 1 {
			t.Errorf("%s: side to move not switched", c.move)
		}
	}
}

// ---------------------------------------------------------------- eggs

func lays(p *pos, touch bool) []string {
	var out []move
	for _, m := range gen(p, touch) {
		if m.Type == mLay {
			out = append(out, m)
		}
	}
	return moveStrings(out)
}

func TestEggLay(t *testing.T) {
	p := build(t, "TC E3 N", "E E4 4", "tc D3 S")
	p.Hand = [2]int{2, 2}
	sameSet(t, "edge lays", lays(&p, false), "E*F3")
	// touching: the 12 cells around E3, minus the occupied E4, D3; the own egg
	// does not count as a layer (cells touching only E4 are not included)
	sameSet(t, "touching lays", lays(&p, true),
		"E*F3", "E*C3", "E*G3", "E*C4", "E*D4", "E*F4", "E*G4", "E*D2", "E*E2", "E*F2")
	p.Hand[0] = 0
	if l := lays(&p, true); len(l) != 0 {
		t.Errorf("lays with no eggs in hand: %v", l)
	}
	p.Hand[0] = 1
	q := play(p, find(t, &p, "E*F3", false))
	if q.Hand[0] != 0 || q.at(mustCell("F3")) != (piece{Kind: egg, Owner: 0, Value: 4}) {
		t.Errorf("lay: hand %d piece %+v", q.Hand[0], q.at(mustCell("F3")))
	}
	// only the other player's dinosaurs near: no lay
	p = build(t, "tc E3 N", "TC A4 NE")
	p.Hand = [2]int{2, 2}
	sameSet(t, "edge lays near A4", lays(&p, false), "E*A3", "E*B4")
}

func TestEggGestateAndHatch(t *testing.T) {
	p := build(t, "E G5 4", "TR E1 N")
	sameSet(t, "gestate 4", movesFrom(&p, "G5", false), "E G5 4>3")
	p = build(t, "E G5 1", "TR E1 N")
	sameSet(t, "gestate 1, nothing captured", movesFrom(&p, "G5", false), "E G5 1>0")
	q := play(p, find(t, &p, "E G5 1>0", false))
	if q.at(mustCell("G5")).Value != 0 || q.at(mustCell("G5")).Kind != egg {
		t.Errorf("0-egg: %+v", q.at(mustCell("G5")))
	}
	p = build(t, "E G5 0", "TR E1 N")
	sameSet(t, "0-egg, nothing captured", movesFrom(&p, "G5", false))
	// with two captured VRs and one TC: (kind, facing) choices; G5 is a down cell
	for _, v := range []string{"0", "1"} {
		p = build(t, "E G5 "+v, "TR E1 N")
		p.Pool[0][vr] = 2
		p.Pool[0][tc] = 1
		p.Pool[1][br] = 1 // the enemy's captured pieces are not ours to hatch
		sameSet(t, "hatch from "+v, movesFrom(&p, "G5", false),
			"E G5=VR N", "E G5=VR SW", "E G5=VR SE", "E G5=TC N", "E G5=TC SW", "E G5=TC SE")
	}
	q = play(p, find(t, &p, "E G5=TC SW", false))
	if q.Pool[0][tc] != 0 || q.Pool[0][vr] != 2 || q.at(mustCell("G5")) != (piece{Kind: tc, Owner: 0, Facing: 3}) {
		t.Errorf("after hatch: pool %v piece %+v", q.Pool[0], q.at(mustCell("G5")))
	}
	// a hatched dinosaur moves next turn like any other
	q.ToMove = 0
	if len(movesFrom(&q, "G5", false)) == 0 {
		t.Error("hatched TC has no moves")
	}
}

func TestCaptures(t *testing.T) {
	// capturing an egg feeds no pool; capturing a dinosaur feeds its owner's pool
	p := build(t, "TC E3 N", "e D4 2", "vr F4 SW", "TR E1 N", "tr E6 S")
	q := play(p, find(t, &p, "TC E3xD4", false))
	if q.Pool != [2][numKinds]int{} || q.Over {
		t.Errorf("egg capture: pool %v over %v", q.Pool, q.Over)
	}
	q = play(p, find(t, &p, "TC E3xF4", false))
	if q.Pool[1][vr] != 1 || q.Over {
		t.Errorf("VR capture: pool %v", q.Pool)
	}
	// capturing the Tyrannosaurus ends the game: no moves after it
	p = build(t, "TC E3 N", "tr E4 S", "TR E1 N")
	q = play(p, find(t, &p, "TC E3xE4 L", false))
	if !q.Over || len(gen(&q, false)) != 0 || perft(&q, 3, false) != 0 || perft(&q, 0, false) != 1 {
		t.Error("game not over after TR capture")
	}
	if q.Pool[1][tr] != 0 {
		t.Error("TR entered the pool")
	}
}

// ---------------------------------------------------------------- sample game

// The seed's sample game in this package's notation, per the rules file's
// transcription notes.
var sampleGame = []string{
	"SS H2-H3 L", "TC F5-E4",
	"BR C3-C4 R", "E*G5",
	"SS H3-G3 R", "TC D5xC4",
	"SS G3xG4 R", "E G5 4>3",
	"SS G4xE4", "VR C6-D4 R",
	"SS E4-F4 L", "TR E6-E5 L",
	"PT B2-F6 N", "TR E5xF4",
	"E*E6", "TC C4-B3",
	"TC D2-E3", "TR F4-E5",
	"TC E3xD4", "TR E5-F5 R",
	"TC D4-E5", "TC B3 L",
	"VR C1-D2", "SS B5-B4 L",
	"TC F2-G3", "TR F5 R",
	"VR D2-E3", "TR F5xE6",
	"TC E5xE6 R",
}

func TestSampleGame(t *testing.T) {
	for _, touch := range []bool{false, true} {
		p := startPos()
		for i, s := range sampleGame {
			if i == 26 { // 14. VRE3 fits two moves
				find(t, &p, "VR G1-E3", touch)
			}
			if i == 12 { // 7. PTF6 fits three facings
				find(t, &p, "PT B2-F6 SW", touch)
				find(t, &p, "PT B2-F6 SE", touch)
			}
			p = play(p, find(t, &p, s, touch))
		}
		want := build(t,
			"TR E1 N", "VR G1 N", "VR E3 N", "TC G3 N", "TC E6 NE", "PT F6 N",
			"vr G6 S", "pt H5 S", "ss B4 SE", "tc B3 NE", "e G5 3")
		want.Hand = [2]int{1, 1}
		want.Pool[0][br], want.Pool[0][ss] = 1, 1
		want.Pool[1][br], want.Pool[1][tc], want.Pool[1][vr] = 1, 1, 1
		want.ToMove = 1
		want.Over = true
		if p != want {
			t.Errorf("final position differs:\n got  %+v\n want %+v", p, want)
		}
	}
}

// ---------------------------------------------------------------- deeper

// DINOCZARS_DEEP=4 (or more) runs deeper counts, logs them and checks them against
// this package's earlier runs (FIGURES.md).
func TestDeep(t *testing.T) {
	max, _ := strconv.Atoi(os.Getenv("DINOCZARS_DEEP"))
	if max < 3 {
		max = 3 // depth 3 takes well under a second; DINOCZARS_DEEP=4 goes further
	}
	known := map[string][]uint64{
		"edge":     {1, 125, 15546, 1975761, 250390167},
		"touching": {1, 133, 17544, 2368127, 318016784},
	}
	for _, eggs := range []string{"edge", "touching"} {
		for d := 3; d <= max; d++ {
			start := time.Now()
			n, err := Perft(map[string]string{"eggs": eggs}, d)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("eggs=%s perft(%d) = %d  (%v)", eggs, d, n, time.Since(start).Round(time.Millisecond))
			if d < len(known[eggs]) && n != known[eggs][d] {
				t.Errorf("eggs=%s perft(%d) = %d, earlier run gave %d", eggs, d, n, known[eggs][d])
			}
		}
	}
}
