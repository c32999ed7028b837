package reference

import (
	"os"
	"sort"
	"strings"
	"testing"
)

// build makes a hand-built position.
//
// board: "std" (the 45-cell board), "full" (all 49 cells), or a box such as
// "a1:d4" (only those cells exist; everything else behaves as off the board).
// items: square -> token: "<player><letter>[+]" for a piece (player 0..3 =
// White, Red, Black, Blue; letter K, C, D, B; "+" = promoted), "O<player>" for
// a corner pothole controlled by that player, "O*" for a centre pothole.
// alive: the players still in the game. toMove plays the first move of a turn.
func build(t *testing.T, board string, toMove int, alive []int, items map[string]string) state {
	t.Helper()
	s := newState(false)
	switch board {
	case "std":
		s = startState(false)
		for i := range s.pc {
			s.pc[i] = piece{}
			s.hl[i] = -1
		}
		s.holes = [8]hole{}
		s.alive = [4]bool{}
	case "full":
		for i := range s.exists {
			s.exists[i] = true
		}
	default:
		lo, hi := parse(board[:2]), parse(board[3:])
		for f := lo % n; f <= hi%n; f++ {
			for r := lo / n; r <= hi/n; r++ {
				s.exists[sq(f, r)] = true
			}
		}
	}
	for _, p := range alive {
		s.alive[p] = true
	}
	s.toMove = toMove
	id, nh := 1, 0
	keys := make([]string, 0, len(items))
	for k := range items {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := items[k]
		c := parse(k)
		if !s.exists[c] {
			t.Fatalf("build: %s is not on this board", k)
		}
		if v[0] == 'O' {
			h := hole{lockOwner: -1}
			if v[1] == '*' {
				h.centre = true
			} else {
				h.controller = int(v[1] - '0')
			}
			s.holes[nh] = h
			s.hl[c] = int8(nh)
			nh++
			continue
		}
		s.pc[c] = piece{id: int16(id), kind: v[1], owner: int8(v[0] - '0'), promoted: strings.HasSuffix(v, "+")}
		id++
	}
	return s
}

func names(s state) []string {
	var out []string
	for _, c := range children(s) {
		if has(out, c.name) {
			panic("duplicate move name " + c.name)
		}
		out = append(out, c.name)
	}
	sort.Strings(out)
	return out
}

// from lists the moves of the piece (or pothole) on square f.
func from(s state, f string) []string {
	var out []string
	for _, n := range names(s) {
		if n[1:3] == f {
			out = append(out, n)
		}
	}
	return out
}

func play(t *testing.T, s state, moves ...string) state {
	t.Helper()
	for _, m := range moves {
		found := false
		for _, c := range children(s) {
			if c.name == m {
				s, found = c.st, true
				break
			}
		}
		if !found {
			t.Fatalf("move %s not legal; legal: %v", m, names(s))
		}
	}
	return s
}

func same(t *testing.T, what string, got []string, want ...string) {
	t.Helper()
	sort.Strings(want)
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("%s:\n got  %v\n want %v", what, got, want)
	}
}

func has(list []string, m string) bool {
	for _, x := range list {
		if x == m {
			return true
		}
	}
	return false
}

func at(s state, c string) piece { return s.pc[parse(c)] }

func TestAcceptance(t *testing.T) {
	for _, c := range []struct {
		d    int
		want uint64
	}{{0, 1}, {1, 25}, {2, 388}} {
		got, err := Perft(nil, c.d)
		if err != nil || got != c.want {
			t.Errorf("perft(%d) = %d, %v; want %d", c.d, got, err, c.want)
		}
	}
	d, _ := Divide(nil, 1)
	pieces, holes, kills := 0, 0, 0
	for k := range d {
		if k[0] == 'O' {
			holes++
		} else {
			pieces++
		}
		if strings.HasSuffix(k, "#") {
			kills++
		}
	}
	// The rules file says 5 self-kills; counting by hand there are 6:
	// Bc2-b1#, Bc2-c1#, Bc2-b3#, Bb3-a3#, Bb3-c2#, Bb3-a2# (a2 -> off board).
	if pieces != 11 || holes != 14 || kills != 6 {
		t.Errorf("start: %d piece moves, %d pothole moves, %d self-kills", pieces, holes, kills)
	}
	var sum uint64
	d2, _ := Divide(nil, 2)
	for _, v := range d2 {
		sum += v
	}
	if sum != 388 {
		t.Errorf("Divide(2) sums to %d", sum)
	}
	if _, err := Perft(map[string]string{"cars": "bogus"}, 1); err == nil {
		t.Error("bad option accepted")
	}
	if n, _ := Perft(map[string]string{"cars": "exact"}, 2); n != 388 {
		t.Errorf("exact perft(2) = %d (cars cannot move in the first two plies)", n)
	}
}

func TestSeedBulldozerExamples(t *testing.T) {
	// Example A: bulldozer b2 kills the enemy dirt devil on a3 by pushing it off the board.
	a := build(t, "a1:c3", 0, []int{0, 1}, map[string]string{"a3": "1D", "b2": "0B"})
	same(t, "example A", names(a), "Bb2-a1", "Bb2-b1", "Bb2-c1", "Bb2-a2", "Bb2-c2", "Bb2-b3", "Bb2-c3", "Bb2-a3#")
	a = play(t, a, "Bb2-a3#")
	if at(a, "a3").kind != 'B' || at(a, "b2").id != 0 {
		t.Error("example A: wrong result")
	}
	for i := range a.pc {
		if a.pc[i].kind == 'D' {
			t.Error("example A: dirt devil survived")
		}
	}
	// Example B: moving to b2 pushes the enemy car to a3.
	b := build(t, "a1:c3", 0, []int{0, 1}, map[string]string{"b2": "1C", "c1": "0B"})
	same(t, "example B", names(b), "Bc1-b1", "Bc1-c2", "Bc1-b2")
	b = play(t, b, "Bc1-b2")
	if at(b, "a3").kind != 'C' || at(b, "a3").owner != 1 || at(b, "b2").kind != 'B' {
		t.Error("example B: wrong result")
	}
	// Example C: cannot move to b2 (would push two pieces).
	c := build(t, "a1:c3", 0, []int{0, 1}, map[string]string{"a3": "1D", "b2": "1K", "c1": "0B"})
	same(t, "example C", names(c), "Bc1-b1", "Bc1-c2")
	// The same examples on the real board (a4 missing, d1 missing).
	c = build(t, "std", 0, []int{0, 1}, map[string]string{"a3": "1D", "b2": "1K", "c1": "0B"})
	same(t, "example C on the real board", from(c, "c1"), "Bc1-b1", "Bc1-c2", "Bc1-d2")
}

func TestSeedMegadozerExampleD(t *testing.T) {
	items := map[string]string{
		"a4": "1B+", "d4": "1C+", "d3": "1B", "c2": "1D",
		"a1": "1K", "b1": "1D+", "c1": "1C", "d1": "0B+",
	}
	d := build(t, "a1:d4", 0, []int{0, 1}, items)
	same(t, "example D", names(d),
		"Md1-c1#", "Md1-b1#", "Md1-a1#", // pushing K, Y, C west
		"Md1-c2", "Md1-b3#", "Md1-a4#", // pushing D (and M) north-west
		"Md1-d2") // plain step north: B and R cannot be reached
	r := play(t, d, "Md1-a1#")
	if at(r, "a1").kind != 'B' || !at(r, "a1").promoted || at(r, "b1").id != 0 || at(r, "c1").id != 0 {
		t.Error("example D west: wrong board")
	}
	// The enemy King died: its remaining army is taken over, demoted.
	if r.alive[1] || at(r, "d4").owner != 0 || at(r, "d4").promoted || at(r, "a4").promoted || at(r, "c2").owner != 0 {
		t.Error("example D west: no takeover")
	}
	if len(children(r)) != 0 {
		t.Error("game should be over (one player left)")
	}
	r = play(t, d, "Md1-a4#")
	if at(r, "a4").kind != 'B' || at(r, "a4").owner != 0 || at(r, "b3").id != 0 || at(r, "c2").id != 0 || !r.alive[1] {
		t.Error("example D north-west: wrong board")
	}
	if at(r, "d4").kind != 'C' || !at(r, "d4").promoted || at(r, "d3").kind != 'B' {
		t.Error("example D: bulldozer and racecar must survive")
	}
	r = play(t, d, "Md1-b1#")
	if at(r, "a1").kind != 'C' || at(r, "b1").kind != 'B' || r.alive[1] {
		t.Error("example D two steps: wrong board")
	}
	// Shifted one rank up onto the real board (a1..d4 -> a2..d5, no potholes).
	sh := map[string]string{}
	for k, v := range items {
		sh[k[:1]+string(k[1]+1)] = v
	}
	ds := build(t, "std", 0, []int{0, 1}, sh)
	same(t, "example D on the real board", from(ds, "d2"),
		"Md2-c2#", "Md2-b2#", "Md2-a2#", "Md2-c3", "Md2-b4#", "Md2-a5#", "Md2-d3", "Md2-c1", "Md2-e1", "Md2-e2", "Md2-e3")
}

func TestSeedDirtDevilExample(t *testing.T) {
	items := map[string]string{"b3": "O1", "d2": "O1", "d1": "0D"}
	d := build(t, "a1:d4", 0, []int{0, 1}, items)
	same(t, "dirt devil example", names(d), "Dd1-c1", "Dd1-c2", "Dd1-c3", "Dd1-d3")
	items["d1"] = "0D+"
	y := build(t, "a1:d4", 0, []int{0, 1}, items)
	same(t, "cyclone", names(y), "Yd1-c1", "Yd1-c2", "Yd1-c3", "Yd1-d3",
		"Yd1-a2", "Yd1-b2", "Yd1-a3", "Yd1-a4", "Yd1-b4", "Yd1-c4")
}

func TestDirtDevilBlocksAndCaptures(t *testing.T) {
	// Ring of c4: b3 c3 d3 d4 d5 c5 b5 b4. Devil at b3; own piece d3, enemy b5.
	s := build(t, "std", 0, []int{0, 1}, map[string]string{"c4": "O1", "b3": "0D", "d3": "0K", "b5": "1C"})
	same(t, "devil", from(s, "b3"), "Db3-c3", "Db3-b4", "Db3xb5")
	// Next to two potholes: one at a time, union of destinations.
	s = build(t, "std", 0, []int{0, 1}, map[string]string{"c4": "O1", "a2": "O1", "b3": "0D", "c5": "0K"})
	same(t, "devil two holes", from(s, "b3"),
		"Db3-c3", "Db3-d3", "Db3-d4", "Db3-d5", "Db3-b4", "Db3-b5", // around c4
		"Db3-a3", "Db3-b2", "Db3-a1", "Db3-b1") // around a2 (a4 missing)
	// Missing cell ends the path: ring of b2 from a3 westwards... a3's ring neighbours a2, b3.
	s = build(t, "std", 0, []int{0, 1}, map[string]string{"b2": "O0", "a3": "0D"})
	same(t, "devil full ring", from(s, "a3"), "Da3-a2", "Da3-a1", "Da3-b1", "Da3-c1", "Da3-c2", "Da3-c3", "Da3-b3")
}

func TestCarsAndKing(t *testing.T) {
	base := map[string]string{"d4": "0C", "a7": "1K"}
	s := build(t, "full", 0, []int{0, 1}, base)
	if n := len(from(s, "d4")); n != 12 {
		t.Errorf("car upto: %d moves, %v", n, from(s, "d4"))
	}
	s.exact = true
	same(t, "car exact", from(s, "d4"), "Cd4-d6", "Cd4-d2", "Cd4-b4", "Cd4-f4", "Cd4-c3", "Cd4-e3", "Cd4-c5", "Cd4-e5")
	base["d4"] = "0C+"
	s = build(t, "full", 0, []int{0, 1}, base)
	if n := len(from(s, "d4")); n != 20 {
		t.Errorf("racecar upto: %d moves", n)
	}
	s.exact = true
	same(t, "racecar exact", from(s, "d4"), "Rd4-d7", "Rd4-d1", "Rd4-a4", "Rd4-g4", "Rd4-b2", "Rd4-f2", "Rd4-b6", "Rd4-f6")
	// Blocking and capturing.
	s = build(t, "full", 0, []int{0, 1}, map[string]string{"d4": "0C", "d5": "1B", "c4": "0K", "e4": "O*", "e5": "1D", "a7": "1K"})
	same(t, "car blocked", from(s, "d4"), "Cd4xd5", "Cd4-d3", "Cd4-d2", "Cd4-c3", "Cd4-e3", "Cd4-c5", "Cd4xe5")
	s.exact = true
	same(t, "car exact blocked", from(s, "d4"), "Cd4-d2", "Cd4-c3", "Cd4-e3", "Cd4-c5", "Cd4xe5")
	// Racecar diagonal 2 is blocked by the square between.
	s = build(t, "full", 0, []int{0, 1}, map[string]string{"a1": "0C+", "b2": "1B", "a2": "O*", "b1": "0B", "g7": "1K"})
	same(t, "racecar blocked", from(s, "a1"), "Ra1xb2")
	// King: one step, captures enemies, never into a pothole or missing cell.
	s = build(t, "std", 0, []int{0, 1}, map[string]string{"c2": "0K", "c3": "0D", "b3": "1C", "b2": "O0", "a7": "1K"})
	same(t, "king", from(s, "c2"), "Kc2-b1", "Kc2-c1", "Kc2-d2", "Kc2-d3", "Kc2xb3")
}

func TestBulldozerKillsAndOwnKing(t *testing.T) {
	s := build(t, "std", 0, []int{0, 1}, map[string]string{"c2": "0B", "c3": "1C", "b3": "0K", "d3": "1K", "d4": "1C", "a7": "1B"})
	// c3 pushed into pothole? no pothole: c4 is empty here; push onto c4.
	// b3: own King pushed to a4 (missing) would die: illegal. d3: enemy King pushed to e4.
	same(t, "bulldozer", from(s, "c2"), "Bc2-b1", "Bc2-b2", "Bc2-c1", "Bc2-d2", "Bc2-c3", "Bc2-d3")
	// Push into a pothole kills; pushing the enemy King to death kills it and takes over.
	s = build(t, "std", 0, []int{0, 1, 2}, map[string]string{"c2": "0B", "c3": "1K", "c4": "O*", "b6": "O1", "a7": "1C+", "g7": "2K", "a1": "0K"})
	s = play(t, s, "Bc2-c3#")
	if s.alive[1] || at(s, "a7").owner != 0 || at(s, "a7").promoted || s.holes[s.hl[parse("b6")]].controller != 0 {
		t.Error("takeover after push kill failed")
	}
	// second move of White's turn: the taken-over car (now plain) and pothole b6 may move.
	if !has(names(s), "Ca7-b7") || !has(names(s), "Ob6-b7") || has(names(s), "Ca7-a5") == false {
		t.Errorf("second move after takeover: %v", names(s))
	}
	s = play(t, s, "Ca7-b7")
	if s.toMove != 2 {
		t.Errorf("Red is out, Black should move; toMove=%d", s.toMove)
	}
}

func TestPromotion(t *testing.T) {
	s := build(t, "full", 0, []int{0, 1}, map[string]string{"d3": "0C", "a7": "1K", "g7": "0K"})
	s.pc[parse("d3")].record = promoBit[parse("b4")] | promoBit[parse("d6")] | promoBit[parse("f4")]
	r := play(t, s, "Cd3-d1") // passes over d2: does not count
	if at(r, "d1").promoted {
		t.Error("passing over d2 promoted")
	}
	r = play(t, s, "Cd3-d2")
	if !at(r, "d2").promoted {
		t.Error("landing on the fourth square did not promote")
	}
	// Being pushed onto a promotion square does not count.
	s = build(t, "full", 0, []int{0, 1}, map[string]string{"d4": "0B", "d3": "0C", "a7": "1K", "g7": "0K"})
	s.pc[parse("d3")].record = 7
	r = play(t, s, "Bd4-d3")
	if at(r, "d2").promoted || at(r, "d2").record != 7 {
		t.Error("pushed piece recorded the square")
	}
	// Records accumulate per piece over moves, in any order; kings never promote.
	s = build(t, "full", 0, []int{0, 1}, map[string]string{"b4": "0K", "a7": "1K"})
	r = play(t, s, "Kb4-c4")
	if at(r, "c4").promoted {
		t.Error("king promoted")
	}
	s = build(t, "full", 0, []int{0, 1}, map[string]string{"c4": "0B", "a7": "1K"})
	r = play(t, s, "Bc4-b4")
	if at(r, "b4").record != promoBit[parse("b4")] {
		t.Error("bulldozer did not record b4")
	}
}

func TestTurnStructure(t *testing.T) {
	// A piece only pushed by the first move may move in the second; the mover may not.
	s := build(t, "std", 0, []int{0, 1}, map[string]string{"c2": "0B", "c3": "0C", "a1": "0K", "g7": "1K"})
	s = play(t, s, "Bc2-c3")
	if len(from(s, "c3")) != 0 || len(from(s, "c4")) == 0 {
		t.Errorf("second move: %v", names(s))
	}
	s = play(t, s, "Cc4-c5")
	if s.toMove != 1 {
		t.Error("turn should pass to Red")
	}
	// No legal second move: the turn ends after one.
	s = build(t, "std", 0, []int{0, 1}, map[string]string{"a1": "0K", "g7": "1K", "a2": "1C", "b1": "1C", "b2": "O1"})
	s = play(t, s, "Ka1xa2")
	for _, n := range names(s) {
		if n[1:3] == "a2" {
			t.Error("white moved twice")
		}
	}
	if got := names(s); !has(got, "Cb1-c1") || has(got, "Ka2-a3") {
		t.Errorf("after a one-move turn Red should move: %v", got)
	}
	// A player with no legal move passes.
	// (White: King walled in by own dirt devils, no pothole anywhere near.)
	s = build(t, "std", 0, []int{0, 1, 2}, map[string]string{"a1": "0K", "b1": "0D", "a2": "0D", "b2": "0D", "g7": "1K", "g1": "2K"})
	same(t, "white passes, Red moves", names(s), "Kg7-f6", "Kg7-f7", "Kg7-g6")
	s = play(t, s, "Kg7-f6")
	if s.completed[0] != 1 {
		t.Error("the pass should count as White's turn")
	}
}

func TestCentrePotholeLocks(t *testing.T) {
	items := map[string]string{"c4": "O*", "e4": "O*", "a1": "0K", "a7": "1K", "g7": "2K", "b1": "0C", "b7": "1C", "f7": "2C"}
	s := build(t, "std", 0, []int{0, 1, 2}, items)
	s = play(t, s, "Oc4-d4")
	// same turn: no centre pothole again.
	for _, n := range names(s) {
		if n[0] == 'O' {
			t.Errorf("White moved a second centre pothole: %s", n)
		}
	}
	s = play(t, s, "Cb1-c1")
	// Red: d4 locked, e4 free.
	rn := names(s)
	if has(rn, "Od4-d5") || !has(rn, "Oe4-e5") {
		t.Errorf("Red's pothole moves wrong: %v", rn)
	}
	s = play(t, s, "Cb7-c7", "Ka7-a6")
	// Black: still locked.
	if has(names(s), "Od4-d5") {
		t.Error("Black may not move the locked pothole")
	}
	s = play(t, s, "Cf7-e7", "Kg7-g6")
	// White's next turn: no centre pothole at all.
	for _, n := range names(s) {
		if n[0] == 'O' {
			t.Errorf("White moved a centre pothole in the next turn: %s", n)
		}
	}
	s = play(t, s, "Cc1-b1", "Ka1-a2")
	// Lock over after White's next turn: Red may move d4.
	if !has(names(s), "Od4-d5") {
		t.Error("lock should have lapsed")
	}
	s = play(t, s, "Cc7-b7", "Ka6-a7", "Ce7-f7", "Kg6-g7")
	// White's turn after that: allowed again.
	if !has(names(s), "Od4-d5") {
		t.Error("White should move centre potholes again")
	}
	// Lock lapses at once when the locker is eliminated.
	items = map[string]string{"c4": "O*", "a1": "0K", "a7": "1K", "b7": "1C", "a6": "0C", "g7": "2K", "f7": "2C"}
	s = build(t, "std", 1, []int{0, 1, 2}, items)
	s = play(t, s, "Oc4-d4", "Cb7-c7")
	if has(names(s), "Od4-d5") {
		t.Error("Black: d4 is locked")
	}
	s = play(t, s, "Cf7-e7", "Kg7-g6") // Black
	s = play(t, s, "Ca6xa7")           // White kills Red's King: Red's lock lapses
	if !has(names(s), "Od4-d5") {
		t.Errorf("lock should lapse with Red out: %v", names(s))
	}
}

func TestCornerPotholes(t *testing.T) {
	// Only the controller moves a corner pothole, to empty '@' squares (incl. any home).
	s := build(t, "std", 0, []int{0, 1}, map[string]string{"b2": "O0", "b6": "O1", "a1": "0K", "a7": "1K"})
	var got []string
	for _, n := range names(s) {
		if n[0] == 'O' {
			got = append(got, n)
		}
	}
	// 32 '@' squares minus b2, b6 (potholes), a1, a7 (kings) = 28.
	if len(got) != 28 || has(got, "Ob6-b7") || has(got, "Ob2-b4") || !has(got, "Ob2-f6") {
		t.Errorf("corner pothole moves: %d %v", len(got), got)
	}
}

// TestDeep checks this package's own figures (FIGURES.md): depth 3 always,
// 4-5 with POTHOLE_DEEP=1, 6 with POTHOLE_DEEP=6.
func TestDeep(t *testing.T) {
	want := map[string][]uint64{
		"upto":  {1, 25, 388, 7862, 120359, 2110665, 31133863},
		"exact": {1, 25, 388, 7862, 119489, 2092543, 30312285},
	}
	max := 3
	switch os.Getenv("POTHOLE_DEEP") {
	case "":
	case "6":
		max = 6
	default:
		max = 5
	}
	for _, mode := range []string{"upto", "exact"} {
		for d := 3; d <= max; d++ {
			n, err := Perft(map[string]string{"cars": mode}, d)
			if err != nil || n != want[mode][d] {
				t.Errorf("cars=%s perft(%d) = %d, %v; want %d", mode, d, n, err, want[mode][d])
			}
		}
	}
}
