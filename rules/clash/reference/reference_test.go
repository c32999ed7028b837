package reference

import (
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

// build sets up a hand-made position. Pieces are "Xa1" strings, X a kind letter.
func build(turn int, white, black []string) Position {
	var p Position
	p.place(whiteSide, white...)
	p.place(blackSide, black...)
	p.Turn = turn
	return p
}

func moveStrings(p Position) []string {
	var s []string
	for _, m := range p.Moves() {
		s = append(s, m.String())
	}
	sort.Strings(s)
	return s
}

// movesFrom lists the moves (as strings) of the piece on node from.
func movesFrom(p Position, from string) []string {
	var s []string
	for _, m := range p.Moves() {
		if m.From.String() == from {
			s = append(s, m.String())
		}
	}
	sort.Strings(s)
	return s
}

func sameSet(t *testing.T, what string, got, want []string) {
	t.Helper()
	w := append([]string(nil), want...)
	sort.Strings(w)
	if strings.Join(got, " ") != strings.Join(w, " ") {
		t.Errorf("%s:\n got  %v\n want %v", what, got, w)
	}
}

// play applies the move with the given string, failing if it is not legal.
func play(t *testing.T, p Position, s string) Position {
	t.Helper()
	for _, m := range p.Moves() {
		if m.String() == s {
			return p.Apply(m)
		}
	}
	t.Fatalf("move %s not legal; moves: %v", s, moveStrings(p))
	return p
}

func pieceAt(p Position, n string) Piece { return p.at(parseNode(n)) }

func wantPiece(t *testing.T, p Position, n string, kind, color int) {
	t.Helper()
	got := pieceAt(p, n)
	if kind == empty {
		if got.Kind != empty {
			t.Errorf("%s: want empty, got %v", n, got)
		}
		return
	}
	if got != (Piece{kind, color}) {
		t.Errorf("%s: want %v, got %v", n, Piece{kind, color}, got)
	}
}

func TestBoard(t *testing.T) {
	if n := len(allNodes()); n != 41 {
		t.Fatalf("nodes = %d, want 41", n)
	}
	diag, orth := 0, 0
	for k := range lines {
		if k.A.R > k.B.R || (k.A.R == k.B.R && k.A.F > k.B.F) {
			continue // count each line once
		}
		df, dr := k.B.F-k.A.F, k.B.R-k.A.R
		switch {
		case (df == 1 || df == -1) && dr == 1:
			diag++
		case (df == 2 && dr == 0) || (df == 0 && dr == 2):
			orth++
		default:
			t.Errorf("odd line %v-%v", k.A, k.B)
		}
	}
	if diag != 64 || orth != 40 || diag+orth != 104 {
		t.Errorf("lines: %d diagonal + %d orthogonal, want 64 + 40 = 104", diag, orth)
	}
	for _, pr := range [][2]string{{"a1", "b2"}, {"b2", "c1"}, {"d4", "e5"}, {"a1", "c1"}, {"a1", "a3"},
		{"b2", "d2"}, {"b2", "b4"}, {"c3", "e3"}, {"c3", "c5"}, {"d4", "f4"}, {"d4", "d6"}, {"i7", "i9"}, {"f8", "h8"}} {
		if !isLine(parseNode(pr[0]), parseNode(pr[1])) || !isLine(parseNode(pr[1]), parseNode(pr[0])) {
			t.Errorf("missing line %s-%s", pr[0], pr[1])
		}
	}
	for _, pr := range [][2]string{{"a3", "c3"}, {"c1", "c3"}, {"e5", "e3"}, {"e5", "c5"}, {"e5", "g5"}, {"e5", "e7"},
		{"e1", "e3"}, {"d2", "d4"}, {"g1", "g3"}, {"g3", "i3"}, {"b8", "b10"}} {
		if isLine(parseNode(pr[0]), parseNode(pr[1])) {
			t.Errorf("unexpected line %s-%s", pr[0], pr[1])
		}
	}
	deg := 0
	for k := range lines {
		if k.A == (node{5, 5}) {
			deg++
			if k.B.F == 5 || k.B.R == 5 {
				t.Errorf("e5 has non-diagonal line to %v", k.B)
			}
		}
	}
	if deg != 4 {
		t.Errorf("e5 has %d lines, want 4", deg)
	}
	if _, ok := next(parseNode("b8"), node{0, 2}); ok {
		t.Error("b-file line continues past b8")
	}
	if n, ok := next(parseNode("b6"), node{0, 2}); !ok || n.String() != "b8" {
		t.Error("b6 up should reach b8")
	}
}

func TestStartPerft(t *testing.T) {
	for _, c := range []struct {
		d int
		n uint64
	}{{0, 1}, {1, 46}, {2, 2121}, {3, 99320}} {
		got, err := Perft(nil, c.d)
		if err != nil || got != c.n {
			t.Errorf("perft(%d) = %d, %v; want %d", c.d, got, err, c.n)
		}
	}
	if _, err := Perft(map[string]string{"x": "y"}, 1); err == nil {
		t.Error("unknown option accepted")
	}
}

func TestStartMoves(t *testing.T) {
	want := strings.Fields(`
		Dc3-b4 Dc3-d4 Dc3-c5 Dc3xe3 Dc3xb2 Dc3xd2 Dg3-f4 Dg3-h4 Dg3-g5 Dg3xe3 Dg3xf2 Dg3xh2
		He3-d4 He3-f4 He3-d4xf2 He3-f4xd2 Hi3-h4 Hi3-i5 Hi3-i5xi1
		Bi1xh2 Bi1xg1 Bi1xi3
		Fb2-a3=D Fb2-a3=H Fb2-b4=D Fb2-b4=H Fb2=D Fb2=H Fd2=D Fd2=H Ff2=D Ff2=H
		Fh2-h4=D Fh2-h4=H Fh2=D Fh2=H
		Ca1-a3=F Ca1-a3=B Ca1=F Ca1=B Cc1=F Cc1=B Ce1=F Ce1=B Cg1=F Cg1=B`)
	if len(want) != 46 {
		t.Fatalf("hand list has %d", len(want))
	}
	sameSet(t, "start moves", moveStrings(StartPosition()), want)
	div, err := Divide(nil, 2)
	if err != nil {
		t.Fatal(err)
	}
	var sum uint64
	for _, v := range div {
		sum += v
	}
	if len(div) != 46 || sum != 2121 {
		t.Errorf("divide(2): %d moves summing to %d", len(div), sum)
	}
	// Black's first replies mirror White's: 46 after a quiet move that touches nothing of Black's.
	if div["Fd2=D"] != 46 {
		t.Errorf("after Fd2=D Black has %d moves, want 46", div["Fd2=D"])
	}
}

func TestDroid(t *testing.T) {
	p := build(whiteSide, []string{"De5", "Ff4", "Da5", "Ci1"}, []string{"Dd6", "Hd4", "Fa3", "Ci9"})
	sameSet(t, "droid e5", movesFrom(p, "e5"), []string{"De5-f6", "De5xd4", "De5xf4"})
	sameSet(t, "droid a5", movesFrom(p, "a5"), []string{"Da5-b6", "Da5-a7", "Da5xa3"})
	q := play(t, p, "De5xf4") // captures its own Factor
	wantPiece(t, q, "f4", Hawk, whiteSide)
	wantPiece(t, q, "e5", empty, 0)
	// Black Droid g7: forward f6 h6 g5; sideways e7; back f8 h8 (g9 is no line).
	p = build(blackSide, []string{"Ci1", "Ff6", "He7", "Dg9"}, []string{"Dg7", "Ci9", "Bf8", "Dh8"})
	sameSet(t, "black droid g7", movesFrom(p, "g7"), []string{"Dg7-h6", "Dg7-g5", "Dg7xe7", "Dg7xf8", "Dg7xh8"})
}

func TestHawk(t *testing.T) {
	p := build(whiteSide, []string{"Hc5", "Dd4", "Ci1"}, []string{"Db4", "He7", "Ci9"})
	sameSet(t, "hawk c5", movesFrom(p, "c5"), []string{
		"Hc5-b6", "Hc5-d6", "Hc5-c7", // quiet forward steps
		"Hc5-d6xe7", // approach
		"Hc5-d6xb4", // withdrawal by the same step: a second move
		"Hc5-b6xd4", // withdrawal (own Droid)
		"Hc5-e3xd4", // jump over own Droid
		"Hc5-a3xb4", // jump
	})
	q := play(t, p, "Hc5-d6xe7")
	wantPiece(t, q, "d6", Droid, whiteSide)
	wantPiece(t, q, "e7", empty, 0)
	wantPiece(t, q, "b4", Droid, blackSide)
	q = play(t, p, "Hc5-d6xb4")
	wantPiece(t, q, "b4", empty, 0)
	wantPiece(t, q, "e7", Hawk, blackSide)
	// orthogonal lines: withdrawal along rank 1 (a1-c1-e1), no jump off a corner.
	p = build(whiteSide, []string{"Hc1", "Ce9"}, []string{"Ba1", "Ci9", "De3"})
	// c1: forward b2 d2 (no c1-c3 line); e1 step withdraws from a1; a1 is occupied:
	// jump over a1 impossible (no node beyond). d2 step: approach e3, and withdrawal behind (b0) none.
	sameSet(t, "hawk c1", movesFrom(p, "c1"), []string{"Hc1-b2", "Hc1-d2", "Hc1-e1xa1", "Hc1-d2xe3"})
}

func TestFactorCommander(t *testing.T) {
	p := build(whiteSide, []string{"Fb2", "Fd2", "Ca1", "Dc3"}, []string{"Ci9"})
	sameSet(t, "factor b2", movesFrom(p, "b2"), []string{"Fb2-a3=D", "Fb2-a3=H", "Fb2-b4=D", "Fb2-b4=H", "Fb2=D", "Fb2=H"})
	// d2: no d2-d4 line, c3 occupied, e3 empty.
	sameSet(t, "factor d2", movesFrom(p, "d2"), []string{"Fd2-e3=D", "Fd2-e3=H", "Fd2=D", "Fd2=H"})
	q := play(t, p, "Fb2-b4=H")
	wantPiece(t, q, "b2", Hawk, whiteSide)
	wantPiece(t, q, "b4", Factor, whiteSide)
	q = play(t, p, "Fb2=D")
	wantPiece(t, q, "b2", Droid, whiteSide)
	sameSet(t, "commander a1", movesFrom(p, "a1"), []string{"Ca1-a3=F", "Ca1-a3=B", "Ca1=F", "Ca1=B"})
	q = play(t, p, "Ca1-a3=B")
	wantPiece(t, q, "a1", Brute, whiteSide)
	wantPiece(t, q, "a3", Commander, whiteSide)
	// Transforming the last Commander loses at once: no moves after it.
	q = play(t, p, "Ca1=F")
	if !q.gameOver() || len(q.Moves()) != 0 {
		t.Error("game should be over after the last Commander transforms")
	}
}

func TestBrute(t *testing.T) {
	// e5 has only diagonal lines. d4 occupied: captured directly, and reached again
	// via f4-d4 (one move). g5 via f4 and f6, e7 via f6 and d6 (one move each).
	// e3 via f4 (path bends). c3 only through the occupied d4: not reachable.
	p := build(whiteSide, []string{"Be5", "Dd4", "Ci1"}, []string{"Dg5", "De7", "He3", "Fc3", "Ci9"})
	sameSet(t, "brute e5", movesFrom(p, "e5"), []string{"Be5xd4", "Be5xg5", "Be5xe7", "Be5xe3"})
	// No capture available: no move.
	p = build(whiteSide, []string{"Be5", "Ci1"}, []string{"Ca9"})
	sameSet(t, "lonely brute", movesFrom(p, "e5"), nil)
	// Brute reaching the back row becomes a Slicer.
	p = build(whiteSide, []string{"Bh8", "Ca1"}, []string{"Ci9", "Ce9"})
	sameSet(t, "brute h8", movesFrom(p, "h8"), []string{"Bh8xi9", "Bh8xe9"}) // e9 via g9 or via f8: one move
	q := play(t, p, "Bh8xi9")
	wantPiece(t, q, "i9", Slicer, whiteSide)
}

func TestSlicer(t *testing.T) {
	// b2 up the b-file: b4 captured, then may stop on b4, b6 or b8; the line does not turn at b8.
	p := build(whiteSide, []string{"Sb2", "Cg1"}, []string{"Db4", "Fd8", "Ce9"})
	sameSet(t, "slicer b2", movesFrom(p, "b2"), []string{"Sb2xb4", "Sb2xb4-b6", "Sb2xb4-b8"})
	q := play(t, p, "Sb2xb4-b8")
	wantPiece(t, q, "b8", Slicer, whiteSide)
	wantPiece(t, q, "b4", empty, 0)
	wantPiece(t, q, "d8", Factor, blackSide)
	// Several captures on one line, own pieces too.
	p = build(whiteSide, []string{"Sa1", "Da5", "Ce1"}, []string{"Fa9", "Ci9"})
	sameSet(t, "slicer a1", movesFrom(p, "a1"), []string{"Sa1xa5", "Sa1xa5-a7", "Sa1xa5xa9",
		"Sa1xe1", "Sa1xe1-g1", "Sa1xe1-i1", // rank 1
		"Sa1xi9", // the long diagonal: captured only at its end
	})
}

func TestSeedExample1(t *testing.T) {
	// Black to move: Droid c5, Factor a5; White Droids b4, b2, c1 and a piece on c3.
	p := build(blackSide, []string{"Db4", "Db2", "Dc1", "Dc3", "Cg1"}, []string{"Dc5", "Fa5", "Ce9"})
	got := moveStrings(p)
	for _, w := range []string{"Dc5-d4", "Fa5=D", "Fa5=H", "Fa5-a3=D", "Fa5-a3=H"} {
		if !contains(got, w) {
			t.Errorf("missing %s in %v", w, got)
		}
	}
	p = play(t, p, "Fa5-a3=H")
	p = play(t, p, "Db4xa3")
	wantPiece(t, p, "a3", Hawk, whiteSide)
	sameSet(t, "black hawk a5", movesFrom(p, "a5"), []string{"Ha5-b4", "Ha5-b4xc3", "Ha5-a1xa3",
		"Ha5-a7xa3", // withdrawal from a3 (the seed's list says "include")
	})
	p = play(t, p, "Ha5-a1xa3")
	wantPiece(t, p, "a1", Slicer, blackSide)
	wantPiece(t, p, "a3", empty, 0)
	got = moveStrings(p)
	for _, w := range []string{"Db2xa1", "Dc1xa1"} {
		if !contains(got, w) {
			t.Errorf("missing %s in %v", w, got)
		}
	}
	q := play(t, p, "Dc1xa1")
	wantPiece(t, q, "a1", Hawk, whiteSide)
}

func TestSeedExample2(t *testing.T) {
	p := build(blackSide, []string{"Ca1", "Cc1", "Ce1", "Cg1"}, []string{"Ci3", "Ce9"})
	p = play(t, p, "Ci3-i1=F")
	wantPiece(t, p, "i1", Slicer, blackSide)
	wantPiece(t, p, "i3", Factor, blackSide)
	p = play(t, p, "Cg1-f2=B")
	wantPiece(t, p, "g1", Brute, whiteSide)
	got := movesFrom(p, "i1")
	for _, w := range []string{"Si1xg1", "Si1xg1xe1", "Si1xg1xe1xc1", "Si1xg1xe1xc1xa1", "Si1xi3", "Si1xi3-i5"} {
		if !contains(got, w) {
			t.Errorf("missing %s in %v", w, got)
		}
	}
	q := play(t, p, "Si1xg1xe1xc1xa1")
	if q.commanders(whiteSide) != 1 || q.gameOver() {
		t.Error("White should still have the f2 Commander")
	}
}

func TestGameOver(t *testing.T) {
	// Capturing the last enemy Commander ends the game: no moves afterwards.
	p := build(whiteSide, []string{"Dd6", "Ca1"}, []string{"Ce5"})
	q := play(t, p, "Dd6xe5")
	if !q.gameOver() || perft(q, 3) != 0 {
		t.Error("game should be over")
	}
	if perft(q, 0) != 1 {
		t.Error("perft(0) of a finished game is 1")
	}
	// A Slicer removing both sides' last Commanders: game over.
	p = build(whiteSide, []string{"Sa1", "Cc1"}, []string{"Ce1"})
	q = play(t, p, "Sa1xc1xe1")
	if !q.gameOver() {
		t.Error("game should be over")
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// TestDeepPerft checks perft(1..3) from the start against FIGURES.md (CLASH_PERFT_DEPTH=n
// goes to depth n: 4 takes seconds, 5 minutes).
func TestDeepPerft(t *testing.T) {
	known := []uint64{1, 46, 2121, 99320, 4649738, 220013607} // FIGURES.md
	d, _ := strconv.Atoi(os.Getenv("CLASH_PERFT_DEPTH"))
	if d == 0 {
		d = 3
	}
	for i := 1; i <= d; i++ {
		s := time.Now()
		n, err := Perft(nil, i)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("perft(%d) = %d  (%v)", i, n, time.Since(s).Round(time.Millisecond))
		if i < len(known) && n != known[i] {
			t.Errorf("perft(%d) = %d, FIGURES.md says %d", i, n, known[i])
		}
	}
}
