package dinoczars

import (
	"math"
	"reflect"
	"sort"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// TestDirectionTableE3: a dinosaur on E3 facing N sees the rules file's table.
func TestDirectionTableE3(t *testing.T) {
	want := map[string]string{
		"N": "E4", "W": "D3", "E": "F3", "NW": "D4", "NE": "F4", "NWW": "C4", "NEE": "G4",
		"WW": "C3", "EE": "G3", "SW": "D2", "S": "E2", "SE": "F2",
		"NN": "E5", "NNW": "D5", "NNE": "F5", "NNWW": "C5", "NNEE": "G5",
	}
	e3, _ := lookupCell("E3")
	for d := 0; d < nDirs; d++ {
		if got := cellName(int(dirTable[e3][faceN][d])); got != want[dirNames[d]] {
			t.Errorf("E3 facing N, %s: %s, want %s", dirNames[d], got, want[dirNames[d]])
		}
	}
}

// TestDirectionTableAllFacings checks the table for every cell and facing against
// geometry: N is the neighbour across the side the dinosaur faces, W and E the
// neighbours across the sides to its left and right; the 12 touching cells and the
// 3 edge cells do not depend on the facing; turning the dinosaur 120° left makes its old
// W its new N; and the table is symmetric under the half turn that swaps the players.
func TestDirectionTableAllFacings(t *testing.T) {
	inradius2 := math.Sqrt(3) / 3 // distance between the centroids of edge neighbours
	for c := 0; c < nCells; c++ {
		center := theBoard.Info(boards.Cell(c)).Center
		var sets []string
		for k := uint8(0); k < 6; k++ {
			if !validFacing(c, k) {
				for d := 0; d < nDirs; d++ {
					if dirTable[c][k][d] >= 0 {
						t.Fatalf("%s has a table for facing %s, which is a corner", cellName(c), facingNames[k])
					}
				}
				continue
			}
			for _, e := range []struct {
				dir   int
				angle float64
			}{{dN, 0}, {dW, 120}, {dE, -120}} {
				n := dirTable[c][k][e.dir]
				a := (float64(degrees(k)) + e.angle) * math.Pi / 180
				wantAt := center.Add(boards.Point{X: inradius2 * math.Cos(a), Y: inradius2 * math.Sin(a)})
				if n < 0 {
					if theBoard.CellAt(wantAt) != boards.NoCell {
						t.Errorf("%s facing %s: %s is off the board but a cell lies there", cellName(c), facingNames[k], dirNames[e.dir])
					}
					continue
				}
				if got := theBoard.Info(boards.Cell(n)).Center; got.Dist(wantAt) > 1e-9 {
					t.Errorf("%s facing %s: %s is %s, not across the right side", cellName(c), facingNames[k], dirNames[e.dir], cellName(int(n)))
				}
			}
			if dirTable[c][turn(k, 2)][dN] != dirTable[c][k][dW] || dirTable[c][turn(k, -2)][dN] != dirTable[c][k][dE] {
				t.Errorf("%s facing %s: turning left or right does not bring W or E to the front", cellName(c), facingNames[k])
			}
			var set []string
			for d := 0; d < 12; d++ {
				if n := dirTable[c][k][d]; n >= 0 {
					set = append(set, cellName(int(n)))
				}
			}
			sort.Strings(set)
			sets = append(sets, strings.Join(set, " "))
			// Half turn: (f, r) ↔ (10−f, 7−r), facing + 180°.
			m := cellAt[10-fileOf[c]][7-rowOf[c]]
			for d := 0; d < nDirs; d++ {
				a, b := dirTable[c][k][d], dirTable[m][turn(k, 3)][d]
				if (a < 0) != (b < 0) || a >= 0 && cellAt[10-fileOf[a]][7-rowOf[a]] != b {
					t.Errorf("%s facing %s, %s: not symmetric with %s", cellName(c), facingNames[k], dirNames[d], cellName(int(m)))
				}
			}
		}
		if len(sets) != 3 || sets[0] != sets[1] || sets[1] != sets[2] {
			t.Errorf("%s: the touching cells depend on the facing: %q", cellName(c), sets)
		}
		if n := len(strings.Fields(sets[0])); touchNb[c] == 0 || n != popcount(touchNb[c]) {
			t.Errorf("%s: %d touching cells, mask has %d", cellName(c), n, popcount(touchNb[c]))
		}
	}
	// E3's 12 touching cells and 3 edge cells.
	e3, _ := lookupCell("E3")
	if popcount(touchNb[e3]) != 12 || popcount(edgeNb[e3]) != 3 {
		t.Errorf("E3 touches %d cells, %d by a side", popcount(touchNb[e3]), popcount(edgeNb[e3]))
	}
	// The rules file's example: the raptor on C6 facing S has D4 as its NNW and B5 as NE.
	c6, _ := lookupCell("C6")
	if cellName(int(dirTable[c6][faceS][dNNW])) != "D4" || cellName(int(dirTable[c6][faceS][dNE])) != "B5" {
		t.Errorf("C6 facing S: NNW %s, NE %s; want D4, B5",
			cellName(int(dirTable[c6][faceS][dNNW])), cellName(int(dirTable[c6][faceS][dNE])))
	}
	// Every step with a blocker has a blocking cell on the board.
	for c := 0; c < nCells; c++ {
		for k := uint8(0); k < 6; k++ {
			for _, tg := range targets[c][k][kVR] {
				if tg.blocker < 0 && tg.mode == moveOrCapture && (dirTable[c][k][dNNW] == tg.to || dirTable[c][k][dNNE] == tg.to ||
					dirTable[c][k][dNNWW] == tg.to || dirTable[c][k][dNNEE] == tg.to) {
					t.Errorf("%s facing %s: a raptor's leap to %s has no blocking cell", cellName(c), facingNames[k], cellName(int(tg.to)))
				}
			}
		}
	}
}

func popcount(m uint64) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// TestRotations: every dinosaur in each of the six facings has two rotations, ±120°, in
// place; the Pterosaur too.
func TestRotations(t *testing.T) {
	for _, c := range []struct{ cell, face, left, right string }{
		{"E3", "N", "SW", "SE"}, {"E3", "SW", "SE", "N"}, {"E3", "SE", "N", "SW"},
		{"E4", "S", "NE", "NW"}, {"E4", "NE", "NW", "S"}, {"E4", "NW", "S", "NE"},
	} {
		for _, kind := range []string{"TR", "VR", "PT", "SS", "TC", "BR"} {
			p := mustPos(t, spec{cells: c.cell + ":" + kind + "^" + c.face + " A3:tr^N"})
			var got []string
			for _, m := range p.LegalMoves(nil) {
				if m.From == m.To {
					if !m.Has(rules.InPlace) || m.Piece != kindOf(twoLetterKinds[kind]) {
						t.Errorf("%+v is not a rotation", m)
					}
					got = append(got, p.Notation(m))
				}
			}
			sort.Strings(got)
			want := []string{kind + c.cell + "@" + c.left, kind + c.cell + "@" + c.right}
			sort.Strings(want)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("%s on %s facing %s rotates to %v, want %v", kind, c.cell, c.face, got, want)
			}
			for _, turn := range []struct{ l, to string }{{"L", c.left}, {"R", c.right}} {
				if q := mustPlay(t, p, kind+turn.l); pieceText(q.st.sq[cell(t, c.cell)]) != kind+"^"+turn.to {
					t.Errorf("%s%s from %s: %s", kind, turn.l, c.face, pieceText(q.st.sq[cell(t, c.cell)]))
				}
			}
		}
	}
}

// TestPieceMoves lists whole move sets of each kind, as the rules file's table gives
// them, with the facings after each move.
func TestPieceMoves(t *testing.T) {
	for _, c := range []struct {
		name, cells, from string
		want              []string
	}{
		{"Tyrannosaurus: moves N, moves or captures NW, NE, SW, SE",
			"E3:TR^N E4:tr^S D4:vr^SW F2:SS^N A3:tr^SW", "E3",
			[]string{"TRE3-D2@N", "TRE3-F4@N", "TRE3@SE", "TRE3@SW", "TRE3xD4@N"}},
		{"Tyrannosaurus facing N goes N turning left or right",
			"E3:TR^N A3:tr^SW", "E3",
			[]string{"TRE3-D2@N", "TRE3-D4@N", "TRE3-E4@NE", "TRE3-E4@NW", "TRE3-F2@N", "TRE3-F4@N", "TRE3@SE", "TRE3@SW"}},
		{"Triceratops: moves or captures N, NW, NE",
			"E3:TC^N E4:br^S F4:TR^N A3:tr^SW", "E3",
			[]string{"TCE3-D4@N", "TCE3@SE", "TCE3@SW", "TCE3xE4@NE", "TCE3xE4@NW"}},
		{"Stegosaurus: moves or captures N, captures only S, SW, SE",
			"E3:SS^N E2:tc^S D2:e2 A3:tr^SW", "E3",
			[]string{"SSE3-E4@NE", "SSE3-E4@NW", "SSE3@SE", "SSE3@SW", "SSE3xD2@N", "SSE3xE2@NE", "SSE3xE2@NW"}},
		{"Brontosaurus: moves E, W; moves or captures N, SW, SE",
			"E3:BR^N D3:tr^S F2:vr^N E4:E4 A3:tr^SW", "E3",
			[]string{"BRE3-D2@N", "BRE3-F3@NE", "BRE3-F3@NW", "BRE3@SE", "BRE3@SW", "BRE3xF2@N"}},
		{"Velociraptor: moves S; moves or captures N, NW, NE, NNW, NNE, NNWW, NNEE",
			"E3:VR^N E2:tr^S D5:tc^S G5:e3 A3:tr^SW", "E3",
			[]string{"VRE3-C5@N", "VRE3-D4@N", "VRE3-E4@NE", "VRE3-E4@NW", "VRE3-F4@N", "VRE3-F5@NE", "VRE3-F5@NW",
				"VRE3@SE", "VRE3@SW", "VRE3xD5@NE", "VRE3xD5@NW", "VRE3xG5@N"}},
		{"Player 2's Velociraptor facing S on E4: the same pattern turned round",
			"E4:vr^S E5:TR^N F2:TC^N", "E4",
			// E3's cells half-turned: S E5 (taken, so no move), N E3, NW F3, NE D3,
			// NNW F2, NNE D2, NNWW G2, NNEE C2.
			[]string{"vrE4-C2@S", "vrE4-D2@SE", "vrE4-D2@SW", "vrE4-D3@S", "vrE4-E3@SE", "vrE4-E3@SW", "vrE4-F3@S",
				"vrE4-G2@S", "vrE4@NE", "vrE4@NW", "vrE4xF2@SE", "vrE4xF2@SW"}},
	} {
		side := 0
		if c.want[0][0] >= 'a' {
			side = 1
		}
		p := mustPos(t, spec{side: side, cells: c.cells})
		if got := movesFrom(p, c.from); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s:\n got %v\nwant %v", c.name, got, c.want)
		}
	}
}

// TestVelociraptorBlocking: a piece of either side, egg or dinosaur, on NW blocks NNW and
// NNWW; on NE it blocks NNE and NNEE; on N it blocks nothing.
func TestVelociraptorBlocking(t *testing.T) {
	leaps := func(p *Position) string {
		var out []string
		for _, m := range movesFrom(p, "E3") {
			for _, to := range []string{"D5", "F5", "C5", "G5"} {
				if strings.Contains(m, to) && !has(out, to) {
					out = append(out, to)
				}
			}
		}
		sort.Strings(out)
		return strings.Join(out, " ")
	}
	for _, c := range []struct{ blocker, want string }{
		{"", "C5 D5 F5 G5"},
		{"D4:e4", "F5 G5"},
		{"D4:TC^N", "F5 G5"},
		{"F4:tr^N", "C5 D5"},
		{"F4:E0", "C5 D5"},
		{"D4:E2 F4:vr^SW", ""},
		{"E4:br^S", "C5 D5 F5 G5"},
	} {
		p := mustPos(t, spec{cells: "E3:VR^N A3:tr^SW " + c.blocker})
		if got := leaps(p); got != c.want {
			t.Errorf("blocker %q: the raptor on E3 reaches %q, want %q", c.blocker, got, c.want)
		}
	}
	// The same for a Player 2 raptor facing S on E4 (NW is F3, NNW F2, NNWW G2).
	p := mustPos(t, spec{side: 1, cells: "E4:vr^S A3:TR^SW F3:E4"})
	for _, m := range movesFrom(p, "E4") {
		if strings.Contains(m, "F2") || strings.Contains(m, "G2") {
			t.Errorf("%s jumps past the egg on F3", m)
		}
	}
	if got := movesFrom(p, "E4"); !has(got, "vrE4xF3@S") || !has(got, "vrE4-D2@SE") {
		t.Errorf("the raptor should capture F3 and still reach D2: %v", got)
	}
	// The sample game's move 5: the raptor on C6 reaches D4 though B5 (its NE) is taken.
	q := mustPos(t, spec{side: 1, cells: "C6:vr^S B5:ss^S E6:tr^S E1:TR^N"})
	if got := movesFrom(q, "C6"); !has(got, "vrC6-D4@SW") || !has(got, "vrC6-D4@SE") {
		t.Errorf("vr C6-D4 should be legal with B5 taken: %v", got)
	}
}

// TestFacingAfterMove: to a triangle pointing the other way a dinosaur turns 60° left or
// right (two moves) and never faces straight back; to one pointing the same way it keeps
// its facing.
func TestFacingAfterMove(t *testing.T) {
	for _, k := range []string{"N", "SW", "SE"} {
		p := mustPos(t, spec{cells: "E3:TC^" + k + " A3:tr^SW"})
		face := map[string]int16{}
		for _, m := range p.LegalMoves(nil) {
			if m.From == m.To {
				continue
			}
			to := theBoard.CellName(m.To)
			before, _ := parseFacing(k)
			diff := (int(m.Facing) - int(degrees(before)) + 360) % 360
			if down[m.To] {
				if diff != 0 {
					t.Errorf("TC facing %s to %s (pointing the same way) faces %d", k, to, m.Facing)
				}
			} else if diff != 60 && diff != 300 {
				t.Errorf("TC facing %s to %s turned %d°", k, to, diff)
			}
			face[to] += 1
		}
		for to, n := range face {
			c, _ := lookupCell(to)
			if want := map[bool]int16{true: 1, false: 2}[down[c]]; n != want {
				t.Errorf("TC facing %s has %d moves to %s, want %d", k, n, to, want)
			}
		}
	}
}

// TestPterosaur: it flies to every empty cell with each of the landing cell's three
// facings, never captures, and rotates.
func TestPterosaur(t *testing.T) {
	p := mustPos(t, spec{cells: "E3:PT^N E4:tr^S D3:vr^S F3:e4 A3:TR^SW J4:ss^S"})
	empty := nCells - 6
	n := 0
	facings := map[boards.Cell]map[int16]bool{}
	for _, m := range p.LegalMoves(nil) {
		if m.Piece != pieces.Pterosaur || m.From == m.To {
			continue
		}
		n++
		if m.Has(rules.Capture) || !p.At(m.To).Empty() {
			t.Errorf("the Pterosaur lands on %s (%v)", theBoard.CellName(m.To), p.At(m.To))
		}
		if facings[m.To] == nil {
			facings[m.To] = map[int16]bool{}
		}
		k, _ := facingOf(m.Facing)
		if !validFacing(int(m.To), k) {
			t.Errorf("the Pterosaur faces a corner on %s", theBoard.CellName(m.To))
		}
		facings[m.To][m.Facing] = true
	}
	if n != 3*empty || len(facings) != empty {
		t.Errorf("%d flights to %d cells, want %d to %d", n, len(facings), 3*empty, empty)
	}
	if got := movesFrom(p, "E3"); !has(got, "PTE3@SW") || !has(got, "PTE3@SE") {
		t.Errorf("the Pterosaur should rotate: %v", got)
	}
}

// TestEggLays: on an empty cell sharing a side with one of the player's dinosaurs (its
// eggs do not count), or with the option, sharing a side or a corner.
func TestEggLays(t *testing.T) {
	lays := func(p *Position) string {
		var out []string
		for _, m := range p.LegalMoves(nil) {
			if m.Has(rules.Drop) {
				if m.From != boards.NoCell || m.Piece != pieces.Egg || m.Facing != pieces.NoFacing || m.Flags != rules.Drop {
					t.Errorf("a lay is encoded %+v", m)
				}
				out = append(out, theBoard.CellName(m.To))
			}
		}
		sort.Strings(out)
		return strings.Join(out, " ")
	}
	cells := "E3:TR^N D3:tr^S J4:E4 A3:PT^SW"
	p := mustPos(t, spec{cells: cells, eggs: [2]uint8{2, 2}})
	if got := lays(p); got != "A4 B3 E4 F3" { // E3's sides and A3's (the Pterosaur's), not the egg's
		t.Errorf("edge lays: %s", got)
	}
	p = mustPos(t, spec{cells: cells, eggs: [2]uint8{2, 2}, touching: true})
	if got := lays(p); got != "A4 B2 B3 B4 C3 C4 D2 D4 E2 E4 F2 F3 F4 G3 G4" {
		t.Errorf("touching lays: %s", got)
	}
	p = mustPos(t, spec{cells: cells, eggs: [2]uint8{0, 2}})
	if got := lays(p); got != "" {
		t.Errorf("with no eggs left Player 1 lays on %s", got)
	}
	// Laying takes an egg from the reserve and puts a 4 on the board.
	p = mustPos(t, spec{cells: cells, eggs: [2]uint8{2, 1}})
	q := mustPlay(t, p, "E*E4")
	if got := q.At(cell(t, "E4")); got != (pieces.Piece{Kind: pieces.Egg, Owner: 0, Facing: pieces.NoFacing, Count: 4}) {
		t.Errorf("a laid egg is %+v", got)
	}
	if r := q.Reserve(0); len(r) != 1 || r[0].Kind != pieces.Egg || r[0].Count != 1 {
		t.Errorf("Player 1's reserve after a lay: %+v", r)
	}
	q = mustPlay(t, q, "trD3@NE")
	q = mustPlay(t, q, "E*F3")
	if r := q.Reserve(0); len(r) != 0 {
		t.Errorf("with both eggs laid the reserve lists %+v", r)
	}
}

// TestGestationAndHatch follows an egg from 4 to 0 with nothing captured (it stays an
// egg, then has no move: seed FAQ A3), then hatches it once something has been captured.
func TestGestationAndHatch(t *testing.T) {
	const rest = " A3:TR^SW J4:tr^S H5:vr^S H4:BR^N"
	p := mustPos(t, spec{cells: "E3:E4" + rest})
	for i, want := range []string{"EE3>3", "EE3>2", "EE3>1", "EE3>0"} {
		got := movesFrom(p, "E3")
		if !reflect.DeepEqual(got, []string{want}) {
			t.Fatalf("the egg's moves are %v, want %s", got, want)
		}
		for _, m := range p.LegalMoves(nil) {
			if m.From == cell(t, "E3") && (m.Flags != rules.InPlace || m.Piece != pieces.Egg || m.Promote != pieces.None || m.To != m.From || m.Facing != pieces.NoFacing) {
				t.Errorf("a gestation is encoded %+v", m)
			}
		}
		q := mustPlay(t, p, want)
		if got := q.At(cell(t, "E3")); got.Kind != pieces.Egg || got.Count != int8(3-i) {
			t.Fatalf("after %s E3 holds %+v", want, got)
		}
		p = mustPos(t, spec{cells: "E3:E" + want[len(want)-1:] + rest})
	}
	if got := p.At(cell(t, "E3")); got.Kind != pieces.Egg || got.Count != 0 {
		t.Fatalf("E3 holds %+v, want a 0-egg", got)
	}
	if got := movesFrom(p, "E3"); len(got) != 0 {
		t.Errorf("a 0-egg with nothing to hatch has moves %v", got)
	}
	// Player 2 takes the Brontosaurus; now the 0-egg hatches into it.
	p = mustPos(t, spec{side: 1, cells: "E3:E0" + rest})
	p = mustPlay(t, p, "vrxBRL")
	if r := p.Reserve(0); len(r) != 1 || r[0].Kind != pieces.Brontosaurus || r[0].Count != 1 {
		t.Fatalf("Player 1's reserve after losing the Brontosaurus: %+v", r)
	}
	got := movesFrom(p, "E3")
	if want := []string{"BR*E3@N", "BR*E3@SE", "BR*E3@SW"}; !reflect.DeepEqual(got, want) {
		t.Fatalf("the 0-egg hatches as %v, want %v", got, want)
	}
	m, err := p.ParseMove("BR*E3@SE")
	if err != nil {
		t.Fatal(err)
	}
	if m.Flags != rules.InPlace|rules.Hatch || m.Piece != pieces.Egg || m.Promote != pieces.Brontosaurus || m.Facing != 330 || m.From != m.To {
		t.Errorf("a hatch is encoded %+v", m)
	}
	p = p.Play(m).(*Position)
	if got := p.At(cell(t, "E3")); got != (pieces.Piece{Kind: pieces.Brontosaurus, Owner: 0, Facing: 330}) {
		t.Errorf("the hatched piece is %+v", got)
	}
	if r := p.Reserve(0); len(r) != 0 {
		t.Errorf("the hatched Brontosaurus is still in the reserve: %+v", r)
	}
}

// TestHatchChoices: a 1-egg with captured dinosaurs hatches (no plain gestation), one
// move per kind and facing; two captured of a kind are one choice; each captured
// dinosaur hatches once.
func TestHatchChoices(t *testing.T) {
	p := mustPos(t, spec{cells: "F3:E1 D3:E2 A3:TR^SW J4:tr^S", pool: "SS SS VR tc"})
	got := movesFrom(p, "F3")
	want := []string{"SS*F3@NE", "SS*F3@NW", "SS*F3@S", "VR*F3@NE", "VR*F3@NW", "VR*F3@S"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("hatches: %v, want %v", got, want)
	}
	if _, err := p.ParseMove("F3"); err == nil || !strings.Contains(err.Error(), "ambiguous") {
		t.Errorf("a bare F3 fits six hatches, got %v", err)
	}
	if _, err := p.ParseMove("SS*F3"); err == nil || !strings.Contains(err.Error(), "SS*F3@NE") {
		t.Errorf("SS*F3 fits three facings, got %v", err)
	}
	res := func(q *Position) string { return reserveText(q, 0) }
	if got := res(p); got != "VR,SS,SS" {
		t.Errorf("reserve %s", got)
	}
	p = mustPlay(t, p, "VR*F3@S")
	if got := res(p); got != "SS,SS" {
		t.Errorf("after hatching the raptor the reserve is %s", got)
	}
	p = mustPlay(t, p, "trJ4@NE")
	p = mustPlay(t, p, "D3")
	p = mustPlay(t, p, "trJ4@S")
	// The egg on D3, now 1, can only become a Stegosaurus: the raptor was used.
	if got := movesFrom(p, "D3"); !reflect.DeepEqual(got, []string{"SS*D3@NE", "SS*D3@NW", "SS*D3@S"}) {
		t.Errorf("second hatch: %v", got)
	}
	p = mustPlay(t, p, "SS*D3@S")
	if got := res(p); got != "SS" {
		t.Errorf("after two hatches the reserve is %s", got)
	}
}

// TestCapturedEggs: an egg is captured like a dinosaur; it is gone, and it neither goes
// back to its owner's reserve nor becomes something to hatch.
func TestCapturedEggs(t *testing.T) {
	p := mustPos(t, spec{side: 1, cells: "E3:E2 E4:tc^S A3:TR^SW J4:tr^S", eggs: [2]uint8{1, 0}})
	m, err := p.ParseMove("tcxER")
	if err != nil {
		t.Fatal(err)
	}
	if !m.Has(rules.Capture) || m.Piece != pieces.Triceratops || theBoard.CellName(m.To) != "E3" {
		t.Errorf("the egg capture is %+v", m)
	}
	q := p.Play(m).(*Position)
	if got := q.At(cell(t, "E3")); got.Kind != pieces.Triceratops || got.Owner != 1 {
		t.Errorf("E3 holds %+v", got)
	}
	if reserveText(q, 0) != "E" || reserveText(q, 1) != "" {
		t.Errorf("reserves after the capture: %q %q", reserveText(q, 0), reserveText(q, 1))
	}
}

// TestTyrannosaurusCaptured: capturing it wins at once; the finished game has no moves.
func TestTyrannosaurusCaptured(t *testing.T) {
	p := mustPos(t, spec{cells: "E3:TC^N E4:tr^S A3:TR^SW"})
	if a := p.Alerts(); len(a) != 0 {
		t.Errorf("Player 1's Tyrannosaurus is safe, Alerts says %v", a)
	}
	q := mustPos(t, spec{side: 1, cells: "E3:TC^N E4:tr^S A3:TR^SW"})
	if a := q.Alerts(); len(a) != 1 || theBoard.CellName(a[0]) != "E4" {
		t.Errorf("Alerts should warn of the Tyrannosaurus on E4: %v", a)
	}
	if o := p.Outcome(); o.Over() {
		t.Errorf("the game is over before the capture: %+v", o)
	}
	p = mustPlay(t, p, "TCxtrL")
	o := p.Outcome()
	if o.Result != rules.Win || o.Winner != 0 || o.Reason != "Tyrannosaurus captured" {
		t.Errorf("outcome %+v", o)
	}
	if len(p.LegalMoves(nil)) != 0 || p.Perft(1) != 0 || p.Perft(2) != 0 || len(p.Alerts()) != 0 {
		t.Error("a finished game has moves")
	}
	if _, err := p.ParseMove("trA3@N"); err == nil {
		t.Error("a move was read after the game ended")
	}
	if r := p.Reserve(1); len(r) != 0 {
		t.Errorf("the captured Tyrannosaurus is listed to hatch: %+v", r)
	}
}

// TestNeverWithoutMoves: a lone Tyrannosaurus can always rotate.
func TestNeverWithoutMoves(t *testing.T) {
	p := mustPos(t, spec{cells: "A3:TR^N B3:tr^S A4:vr^NE"})
	if got := movesFrom(p, "A3"); len(got) < 2 {
		t.Errorf("the Tyrannosaurus has %v", got)
	}
}
