package reference

import (
	"os"
	"strings"
	"testing"
)

var allModes = []string{"2U", "2S", "2L", "3S", "3L", "4U", "6E", "7U"}

// ---------------------------------------------------------------- helpers

type placed struct {
	h     hex
	kind  kind
	owner int
}

// testPos builds a position of the given mode with only the listed pieces, toMove = 0.
// Return areas are the hexes of the listed Predators (overwrite p.returnArea to change).
func testPos(t *testing.T, modeName string, ps ...placed) *position {
	t.Helper()
	m, err := getMode(map[string]string{"mode": modeName})
	if err != nil {
		t.Fatal(err)
	}
	p := newEmpty(m)
	for _, x := range ps {
		p.put(x.h, x.kind, x.owner)
	}
	p.setReturnAreas()
	return p
}

func idx(t *testing.T, h hex) int {
	t.Helper()
	i, ok := onBoard(h)
	if !ok {
		t.Fatalf("%v off board", h)
	}
	return i
}

// movesFrom: the legal moves of the piece on h (whoever's turn it is).
func movesFrom(t *testing.T, p *position, h hex) []move {
	t.Helper()
	i := idx(t, h)
	var out []move
	for _, mv := range p.playerMoves(int(p.cells[i].Owner)) {
		if !mv.Return && mv.From == i {
			out = append(out, mv)
		}
	}
	return out
}

func hasTarget(ms []move, to int) bool {
	for _, m := range ms {
		if m.To == to {
			return true
		}
	}
	return false
}

// far-away Emperors (side-twig centres, on no ray from l12) so that hand positions of equal
// modes are not game over.
var goldEmp = placed{u(0).scale(7).add(u(1).scale(3)), emperor, 0}
var redEmp = placed{u(3).scale(7).add(u(4).scale(3)), emperor, 1}

var C = hex{}

// ---------------------------------------------------------------- board

func TestBoard(t *testing.T) {
	if len(hexes) != 295 {
		t.Fatalf("%d hexes", len(hexes))
	}
	for _, h := range hexes {
		if h.X+h.Y+h.Z != 0 {
			t.Fatal("bad cube coordinate")
		}
		r := hex{-h.Z, -h.X, -h.Y}
		if _, ok := onBoard(r); !ok {
			t.Fatal("not 6-fold symmetric")
		}
	}
	if names[centre] != "l12" || hexes[centre] != C {
		t.Fatal("centre is not l12")
	}
	want := map[hex]string{{1, -1, 0}: "m12", {-11, 11, 0}: "a12", {11, -11, 0}: "w12"}
	for h, n := range want {
		if names[idx(t, h)] != n {
			t.Errorf("%v named %s, want %s", h, names[idx(t, h)], n)
		}
	}
	ranks, files := map[int]bool{}, map[byte]bool{}
	for _, h := range hexes {
		ranks[12-h.Z] = true
		files[hexName(h)[0]] = true
	}
	if len(ranks) != 23 || !ranks[1] || !ranks[23] || len(files) != 23 || !files['a'] || !files['w'] {
		t.Errorf("ranks %d files %d", len(ranks), len(files))
	}
	// Region sizes: plate 61, arms 19, twigs 7.
	plate := 0
	for _, h := range hexes {
		if dist(h, C) <= 4 {
			plate++
		}
	}
	if plate != 61 {
		t.Errorf("plate %d", plate)
	}
	// knight = diagonal + adjacent orthogonal step.
	kn := map[hex]bool{}
	for k := 0; k < 6; k++ {
		kn[diagDirs[k].add(u(k))] = true
		kn[diagDirs[k].add(u(k+1))] = true
	}
	if len(kn) != 12 || len(knightDirs) != 12 {
		t.Fatal("knight count")
	}
	for _, d := range knightDirs {
		if !kn[d] {
			t.Errorf("knight %v not diag+ortho", d)
		}
	}
}

func TestStartArrays(t *testing.T) {
	type cnt map[kind]int
	colony := cnt{emperor: 1, king: 2, gentoo: 2, rockhopper: 3, fairy: 4}
	group := cnt{emperor: 1, king: 2, gentoo: 2, rockhopper: 3, fairy: 4, orca: 1, leopard: 1, elephant: 1, petrel: 2, skua: 2}
	pack := cnt{orca: 1, leopard: 2, elephant: 2, petrel: 2, skua: 6}
	dpack := cnt{orca: 2, leopard: 4, elephant: 4, petrel: 4, skua: 12}
	times := func(c cnt, n int) cnt {
		r := cnt{}
		for k, v := range c {
			r[k] = v * n
		}
		return r
	}
	want := map[string][]cnt{
		"2U": {pack, times(colony, 3)},
		"2S": {group, group},
		"2L": {times(group, 3), times(group, 3)},
		"3S": {group, group, group},
		"3L": {times(group, 2), times(group, 2), times(group, 2)},
		"4U": {pack, colony, colony, colony},
		"6E": {group, group, group, group, group, group},
		"7U": {dpack, colony, colony, colony, colony, colony, colony},
	}
	for _, mn := range allModes {
		m, _ := getMode(map[string]string{"mode": mn})
		p := startPosition(m)
		got := make([]cnt, len(m.players))
		for i := range got {
			got[i] = cnt{}
		}
		for _, c := range p.cells {
			if c.Kind != empty {
				got[c.Owner][c.Kind]++
			}
		}
		for pl := range want[mn] {
			for k := orca; k <= fairy; k++ {
				if got[pl][k] != want[mn][pl][k] {
					t.Errorf("%s player %d %s: %d want %d", mn, pl, k, got[pl][k], want[mn][pl][k])
				}
			}
		}
		// Penguins only on twigs.
		for i, c := range p.cells {
			if c.Kind != empty && !isPredator(c.Kind) {
				h := hexes[i]
				onTwig := false
				for k := 0; k < 6; k++ {
					uu := u(k)
					if dist(h, uu.scale(10)) <= 1 || dist(h, uu.scale(7).add(u(k+1).scale(3))) <= 1 || dist(h, uu.scale(7).add(u(k-1).scale(3))) <= 1 {
						onTwig = true
					}
				}
				if !onTwig {
					t.Errorf("%s penguin off twig at %s", mn, names[i])
				}
			}
		}
	}
}

// ---------------------------------------------------------------- acceptance

func TestAcceptancePerft1(t *testing.T) {
	want := map[string]uint64{"2U": 252, "2S": 149, "2L": 405, "3S": 145, "3L": 276, "4U": 252, "6E": 139, "7U": 396}
	for _, m := range allModes {
		n, err := Perft(map[string]string{"mode": m}, 1)
		if err != nil || n != want[m] {
			t.Errorf("%s perft(1) = %d, %v; want %d", m, n, err, want[m])
		}
	}
	if n, _ := Perft(nil, 1); n != 149 {
		t.Errorf("default mode perft(1) = %d want 149 (2S)", n)
	}
	if _, err := Perft(map[string]string{"mode": "5X"}, 1); err == nil {
		t.Error("bad mode accepted")
	}
}

// Our own figures (regression, not independent).
var perft2 = map[string]uint64{"2U": 42332, "2S": 22137, "2L": 163677, "3S": 20981, "3L": 76046, "4U": 14111, "6E": 19283, "7U": 22173}
var perft3 = map[string]uint64{"2U": 10901880, "2S": 3535908, "2L": 67546932, "3S": 3029588, "3L": 20917536, "4U": 790160, "6E": 2670683, "7U": 1241464}

func TestPerft2AndDivide(t *testing.T) {
	for _, m := range allModes {
		cfg := map[string]string{"mode": m}
		n, _ := Perft(cfg, 2)
		if n != perft2[m] {
			t.Errorf("%s perft(2) = %d want %d", m, n, perft2[m])
		}
		d, err := Divide(cfg, 2)
		if err != nil {
			t.Fatal(err)
		}
		var sum uint64
		for _, v := range d {
			sum += v
		}
		p1, _ := Perft(cfg, 1)
		if sum != n || uint64(len(d)) != p1 {
			t.Errorf("%s divide inconsistent", m)
		}
	}
}

// TestPerft3Deep checks perft(3) for the modes where it is quick (4U, 7U);
// ANTARCTIC_REF_DEEP=1 checks every mode (about a minute).
func TestPerft3Deep(t *testing.T) {
	modes := []string{"4U", "7U"}
	if os.Getenv("ANTARCTIC_REF_DEEP") != "" {
		modes = allModes
	}
	for _, m := range modes {
		n, _ := Perft(map[string]string{"mode": m}, 3)
		if n != perft3[m] {
			t.Errorf("%s perft(3) = %d want %d", m, n, perft3[m])
		}
	}
}

// ---------------------------------------------------------------- pieces by hand

func TestPiecesOnEmptyCentre(t *testing.T) {
	// On an empty board from l12: orthogonal rays reach 11 hexes (plate to 4u, arm to 8u,
	// tip twig to 11u); diagonal rays reach 2 hexes (3d is off the board); 12 knight targets.
	want := map[kind]int{
		orca: 66 + 12 + 12, leopard: 66 + 12, elephant: 66 + 12, petrel: 12 + 12, skua: 6 + 12,
		emperor: 12 + 12 + 12, king: 18 + 12, gentoo: 12 + 12, rockhopper: 12, fairy: 6,
	}
	for k, w := range want {
		p := testPos(t, "2S", placed{C, k, 0}, goldEmp, redEmp)
		if got := len(movesFrom(t, p, C)); got != w {
			t.Errorf("%s at l12: %d moves, want %d", k, got, w)
		}
	}
}

func TestBlocking(t *testing.T) {
	// Leopard at centre, own Fairy on 3u0, enemy Fairy on 2u3: u0 ray 2 hexes, u3 ray 2 (incl. capture).
	p := testPos(t, "2S", placed{C, leopard, 0}, placed{u(0).scale(3), fairy, 0}, placed{u(3).scale(2), fairy, 1}, goldEmp, redEmp)
	if got := len(movesFrom(t, p, C)); got != 78-22+4 {
		t.Errorf("blocked leopard %d want 60", got)
	}
	// Own pieces on all six neighbours: they do not block diagonal steps nor knight leaps.
	ring := []placed{goldEmp, redEmp}
	for k := 0; k < 6; k++ {
		ring = append(ring, placed{u(k), fairy, 0})
	}
	for k, w := range map[kind]int{leopard: 12, petrel: 24, orca: 24, elephant: 12, emperor: 12 + 12, king: 12, skua: 12, fairy: 0, rockhopper: 6} {
		p := testPos(t, "2S", append([]placed{{C, k, 0}}, ring...)...)
		if got := len(movesFrom(t, p, C)); got != w {
			t.Errorf("%s in ring: %d want %d", k, got, w)
		}
	}
	// Diagonal: own piece on d0 blocks that ray entirely; an enemy there is captured, nothing beyond.
	p = testPos(t, "2S", placed{C, petrel, 0}, placed{diagDirs[0], fairy, 0}, placed{diagDirs[3], fairy, 1}, goldEmp, redEmp)
	if got := len(movesFrom(t, p, C)); got != 24-2-1 {
		t.Errorf("petrel diag block %d want 21", got)
	}
	// Emperor: own piece on u0 blocks the two-step but not the knight leaps.
	p = testPos(t, "2S", placed{C, emperor, 0}, placed{u(0), fairy, 0}, redEmp)
	if got := len(movesFrom(t, p, C)); got != 36-2 {
		t.Errorf("emperor %d want 34", got)
	}
}

func TestEdgeAndGaps(t *testing.T) {
	tip := u(0).scale(11) // w12, outermost hex of the tip twig of arm 0
	// Skua: 3 orthogonal neighbours on board; knight targets on board: (10,-8,-2) and (8,-10,2),
	// both on side twigs.
	p := testPos(t, "2S", placed{tip, skua, 0}, redEmp, placed{u(2).scale(10), emperor, 0})
	ms := movesFrom(t, p, tip)
	if len(ms) != 5 || !hasTarget(ms, idx(t, hex{10, -8, -2})) || !hasTarget(ms, idx(t, hex{8, -10, 2})) {
		t.Errorf("skua at w12: %d moves", len(ms))
	}
	// Orca there: u3 ray 22 hexes (to a12), u2 and u4 one each; diagonals d2 and d3 two each
	// (tip twig then side twig, then off); knight 2. Total 30.
	p = testPos(t, "2S", placed{tip, orca, 0}, redEmp, placed{u(2).scale(10), emperor, 0})
	if got := len(movesFrom(t, p, tip)); got != 30 {
		t.Errorf("orca at w12: %d want 30", got)
	}
	// A line ends where it leaves the board: Leopard on 8u0 moving u1 hits the off-board
	// (9,-8,-1) and does not continue to the on-board (10,-8,-2).
	if _, ok := onBoard(hex{9, -8, -1}); ok {
		t.Fatal("expected gap")
	}
	p = testPos(t, "2S", placed{u(0).scale(8), leopard, 0}, goldEmp, redEmp)
	if hasTarget(movesFrom(t, p, u(0).scale(8)), idx(t, hex{10, -8, -2})) {
		t.Error("line jumped a gap")
	}
}

// ---------------------------------------------------------------- captures, returns

func TestReturns(t *testing.T) {
	m, _ := getMode(nil)
	p := startPosition(m)
	// Take all Gold Predators off the board; pool Orca, Orca, Petrel.
	for i, c := range p.cells {
		if c.Owner == 0 && isPredator(c.Kind) {
			p.cells[i] = piece{}
		}
	}
	p.pool[0] = []kind{orca, orca, petrel}
	if len(p.returnArea[0]) != 7 {
		t.Fatalf("return area %d", len(p.returnArea[0]))
	}
	var rets []move
	for _, mv := range p.Moves() {
		if mv.Return {
			rets = append(rets, mv)
		}
	}
	if len(rets) != 2*7 {
		t.Fatalf("returns %d want 14", len(rets))
	}
	var orcaRet move
	for _, mv := range rets {
		if mv.RetKind == orca {
			orcaRet = mv
		}
	}
	q := p.play(orcaRet)
	if q.cells[orcaRet.To] != (piece{leopard, 0}) || len(q.pool[0]) != 2 {
		t.Fatalf("return result %v pool %v", q.cells[orcaRet.To], q.pool[0])
	}
	// Gold's next turn: still Orca and Petrel in the pool, 6 empty return hexes.
	q.toMove = 0
	n := 0
	for _, mv := range q.Moves() {
		if mv.Return {
			n++
		}
	}
	if n != 2*6 {
		t.Errorf("returns after one return %d want 12", n)
	}
	// Returns never capture: an enemy on a return hex removes it from the choices.
	for _, h := range q.returnArea[0] {
		if q.cells[h].Kind == empty {
			q.cells[h] = piece{fairy, 1}
			break
		}
	}
	n = 0
	for _, mv := range q.Moves() {
		if mv.Return {
			n++
		}
	}
	if n != 2*5 {
		t.Errorf("returns with enemy on return hex %d want 10", n)
	}
}

func TestCapturePoolAndDemotion(t *testing.T) {
	// Gold Leopard captures Red Elephant; Red may return it as a Petrel on its return area.
	redArea := u(3).scale(6)
	p := testPos(t, "2S", placed{C, leopard, 0}, placed{u(0), elephant, 1}, placed{redArea, skua, 1}, goldEmp, redEmp)
	p.cells[idx(t, redArea)] = piece{} // return area remembered, hex now empty
	var cap move
	for _, mv := range movesFrom(t, p, C) {
		if mv.To == idx(t, u(0)) {
			cap = mv
		}
	}
	q := p.play(cap)
	if len(q.pool[1]) != 1 || q.pool[1][0] != elephant {
		t.Fatalf("pool %v", q.pool[1])
	}
	ms := q.Moves()
	var ret *move
	for i := range ms {
		if ms[i].Player != 1 {
			t.Fatal("not Red's turn")
		}
		if ms[i].Return {
			if ret != nil {
				t.Fatal("more than one return")
			}
			ret = &ms[i]
		}
	}
	if ret == nil || ret.To != idx(t, redArea) {
		t.Fatal("no return")
	}
	r := q.play(*ret)
	if r.cells[ret.To] != (piece{petrel, 1}) || len(r.pool[1]) != 0 {
		t.Error("demotion Elephant->Petrel")
	}
	// Skuas and Penguins are not pooled.
	p = testPos(t, "2S", placed{C, leopard, 0}, placed{u(0), skua, 1}, placed{u(1), king, 1}, goldEmp, redEmp)
	for _, mv := range movesFrom(t, p, C) {
		if p.cells[mv.To].Kind != empty && len(p.play(mv).pool[1]) != 0 {
			t.Error("non-returnable piece pooled")
		}
	}
	// No capture of own pieces; Penguins capture; in 4U Penguin players capture each other.
	p = testPos(t, "4U", placed{C, rockhopper, 1}, placed{u(0), fairy, 2}, placed{u(1), fairy, 1},
		placed{u(0).scale(10), emperor, 1}, placed{u(2).scale(10), emperor, 2}, placed{u(4).scale(10), emperor, 3})
	ms = movesFrom(t, p, C)
	if len(ms) != 11 || !hasTarget(ms, idx(t, u(0))) || hasTarget(ms, idx(t, u(1))) {
		t.Errorf("rockhopper captures: %d moves", len(ms))
	}
}

// ---------------------------------------------------------------- turns, passes, outs

func TestPassAndOut(t *testing.T) {
	// 4U with a Predator player that has nothing: it is skipped (a pass is not a move).
	m, _ := getMode(map[string]string{"mode": "4U"})
	p := startPosition(m)
	for i, c := range p.cells {
		if c.Owner == 0 && isPredator(c.Kind) {
			p.cells[i] = piece{}
		}
	}
	q := p
	for ply, want := range []int{1, 2, 3, 1} { // Predators pass at ply 0 and again at ply 3
		ms := q.Moves()
		if len(ms) == 0 {
			t.Fatalf("ply %d: no moves", ply)
		}
		for _, mv := range ms {
			if mv.Player != want {
				t.Fatalf("ply %d: mover %d want %d", ply, mv.Player, want)
			}
		}
		q = q.play(ms[0])
	}
	if n, want := perft(p, 1), uint64(len(p.playerMoves(1))); n != want {
		t.Errorf("perft(1) with passing predators %d want %d", n, want)
	}

	// 3S: Red has lost its Emperor and is out: skipped, its pieces capturable by anyone.
	m, _ = getMode(map[string]string{"mode": "3S"})
	p = startPosition(m)
	for i, c := range p.cells {
		if c.Owner == 1 && c.Kind == emperor {
			p.cells[i] = piece{}
		}
	}
	if !p.isOut(1) || p.gameOver() {
		t.Fatal("red should be out, game not over")
	}
	q = p.play(p.Moves()[0])
	if ms := q.Moves(); ms[0].Player != 2 {
		t.Errorf("after Gold expected Blue, got %d", ms[0].Player)
	}
	p2 := testPos(t, "3S", placed{C, rockhopper, 0}, placed{u(0), fairy, 1},
		placed{u(0).scale(10), emperor, 0}, placed{u(4).scale(10), emperor, 2})
	if !p2.isOut(1) || !hasTarget(movesFrom(t, p2, C), idx(t, u(0))) {
		t.Error("out player's piece not capturable")
	}
	p2.toMove = 1
	if p2.Moves()[0].Player != 2 {
		t.Error("out player not skipped")
	}
}

// ---------------------------------------------------------------- game end

func TestGameEnd(t *testing.T) {
	over := func(p *position, mv move) bool { return len(p.play(mv).Moves()) == 0 }
	find := func(p *position, from, to hex) move {
		for _, mv := range movesFrom(t, p, from) {
			if mv.To == idx(t, to) {
				return mv
			}
		}
		t.Fatalf("no move %v-%v", from, to)
		return move{}
	}
	// 2S: Emperor onto the centre wins; capturing the only enemy Emperor wins; other moves don't.
	p := testPos(t, "2S", placed{u(0), emperor, 0}, placed{u(3).scale(2), emperor, 1}, placed{u(5).scale(4), skua, 1})
	if !over(p, find(p, u(0), C)) || over(p, find(p, u(0), u(0).scale(2))) {
		t.Error("2S emperor to centre")
	}
	p = testPos(t, "2S", placed{u(0).scale(3), leopard, 0}, goldEmp, placed{u(0).scale(4), emperor, 1}, placed{u(5).scale(4), skua, 1})
	if !over(p, find(p, u(0).scale(3), u(0).scale(4))) {
		t.Error("2S emperor capture")
	}
	// A King on the centre wins only in 6E.
	p = testPos(t, "2S", placed{u(0), king, 0}, goldEmp, redEmp)
	if over(p, find(p, u(0), C)) {
		t.Error("2S king on centre should not end")
	}
	p = testPos(t, "6E", placed{u(0), king, 0}, placed{u(2), king, 1})
	if !over(p, find(p, u(0), C)) {
		t.Error("6E king on centre")
	}
	// 6E: a player with only a King is not out; capturing the last King/Emperor of the only
	// other living player ends the game.
	p = testPos(t, "6E", placed{u(0).scale(2), leopard, 0}, placed{u(0).scale(4), king, 0}, placed{u(2).scale(4), king, 3})
	if p.isOut(3) || !p.isOut(1) || p.gameOver() {
		t.Fatal("6E out status")
	}
	p = testPos(t, "6E", placed{C, leopard, 0}, placed{u(0).scale(4), king, 0}, placed{u(2).scale(2), king, 3}, placed{u(4).scale(4), emperor, 5})
	if over(p, find(p, C, u(2).scale(2))) {
		t.Error("6E: two players left, not over")
	}
	// 3S: first Emperor capture makes a player out; the second ends the game.
	p = testPos(t, "3S", placed{C, leopard, 0}, placed{u(0).scale(9), emperor, 0},
		placed{u(2).scale(2), emperor, 1}, placed{u(2).scale(4), emperor, 2})
	q := p.play(find(p, C, u(2).scale(2)))
	if len(q.Moves()) == 0 || !q.isOut(1) || q.Moves()[0].Player != 2 {
		t.Error("3S first capture")
	}
	q.toMove = 0
	if !over(q, find(q, u(2).scale(2), u(2).scale(4))) {
		t.Error("3S last emperor capture")
	}
	// 2U: Penguin Emperor capturing the Orca on the centre wins; capturing the last Emperor wins;
	// capturing one of two does not.
	p = testPos(t, "2U", placed{C, orca, 0}, placed{u(0).scale(2), emperor, 1}, placed{u(2).scale(8), emperor, 1})
	p.toMove = 1
	if !over(p, find(p, u(0).scale(2), C)) {
		t.Error("2U emperor onto centre")
	}
	p.toMove = 0
	if over(p, find(p, C, u(0).scale(2))) {
		t.Error("2U one of two emperors")
	}
	p = testPos(t, "2U", placed{C, orca, 0}, placed{u(0).scale(2), emperor, 1}, placed{u(2).scale(3), fairy, 1})
	if !over(p, find(p, C, u(0).scale(2))) {
		t.Error("2U last emperor")
	}
	// 4U: a colony that loses its Emperor is out and skipped, the game goes on.
	p = testPos(t, "4U", placed{C, orca, 0}, placed{u(0).scale(2), emperor, 1}, placed{u(2).scale(8), emperor, 2}, placed{u(4).scale(8), emperor, 3})
	q = p.play(find(p, C, u(0).scale(2)))
	if len(q.Moves()) == 0 || q.Moves()[0].Player != 2 {
		t.Error("4U colony out")
	}
	// Divide key format.
	d, _ := Divide(map[string]string{"mode": "2S"}, 1)
	for k := range d {
		if !strings.HasPrefix(k, "Gold ") {
			t.Errorf("divide key %q", k)
		}
	}
}

// Rotating the board maps one player's array onto the next one's: perft must not depend on
// which of the symmetric players moves first.
func TestRotationalSymmetry(t *testing.T) {
	for _, c := range []struct {
		mode   string
		toMove int
		depth  int
	}{{"2S", 1, 3}, {"6E", 3, 2}, {"6E", 5, 2}, {"3S", 2, 2}, {"2L", 1, 2}} {
		m, _ := getMode(map[string]string{"mode": c.mode})
		p := startPosition(m)
		p.toMove = c.toMove
		want, _ := Perft(map[string]string{"mode": c.mode}, c.depth)
		if got := perft(p, c.depth); got != want {
			t.Errorf("%s starting with player %d: perft(%d) %d want %d", c.mode, c.toMove, c.depth, got, want)
		}
	}
}
