// Package reference is an independent, deliberately simple reference implementation of
// Antarctic Chess (Predators and Penguins) as defined by docs/rules/antarctic-chess.md.
// Its only purpose is to cross-check the real engine by perft counts: clarity over speed,
// plain data structures, copy-make moves.
//
// cfg keys (nil or missing = defaults):
//
//	"mode": one of 2U, 2S, 2L, 3S, 3L, 4U, 6E, 7U (default 2S).
//
// Decisions where the rules file leaves room (see also FIGURES.md):
//
//   - Players and arms, in turn order: 2U Predators (pack), Penguins (colonies on arms 0, 2, 4);
//     2S Gold arm 0, Red arm 3; 2L Gold arms 0, 2, 4, Red arms 1, 3, 5; 3S Gold 0, Red 2, Blue 4;
//     3L Gold 0+3, Red 2+5, Blue 4+1; 4U Predators, then colonies on arms 0, 2, 4 in that order;
//     6E Gold, Cyan, Brown, Green, Blue, Tan on arms 0..5; 7U Predators, then colonies on arms 0..5.
//   - A player with no legal move passes, and the pass is NOT a move: move generation looks for
//     the first player, starting with the one whose turn it is, who is not out and has a legal
//     move; its moves are the position's moves. If nobody can move, the position has no moves
//     (drawn). Out players are skipped the same way; their pieces stay and anyone may capture them.
//   - A player is out when it has no "vital" piece left: Emperors (6E: Emperors and Kings). The
//     Predator player of 2U/4U/7U is never out.
//   - The game is over (no moves) when a vital piece (Emperor; in 6E Emperor or King) stands on the
//     centre hex; in equal-forces modes (2S, 2L, 3S, 3L, 6E) when at most one player still has a
//     vital piece; in unequal modes (2U, 4U, 7U) when no Emperor is left on the board.
//   - Returns: a player's pool holds the returnable pieces (Orca, Leopard, Elephant, Petrel, by the
//     kind they had when captured) that others captured from it. A return move is one per
//     (distinct kind in the pool, empty hex of the return area); it removes one such piece from the
//     pool and places it demoted. The return area is the set of hexes the player's Predators stood
//     on in the start position. Pieces of out players are still added to their pool when captured,
//     but out players never move, so it does not matter.
//   - Moves are identified by (from, to); a move reachable two ways counts once (for these
//     pieces no target is reachable two ways anyway).
//   - Multi-step moves (sliders, Emperor/Gentoo two steps, King three steps) go in a straight
//     line, every crossed hex empty. A diagonal step needs only its landing hex on the board:
//     the two hexes beside it may be off the board (there are 264 such steps; none with both
//     side hexes off). A line stops at the first off-board hex. Knight leaps may cross gaps.
//   - A returned piece that is captured again is pooled as its demoted kind (a returned Leopard
//     comes back next time as an Elephant).
//   - Move strings (Divide keys): "Gold Orca l12-m12", "Gold Orca l12xm12" (capture),
//     "Red return Elephant as Petrel @c5".
package reference

import (
	"fmt"
	"sort"

	"oddboards/rules"
)

// ---------------------------------------------------------------- geometry

// hex is a cube coordinate, X+Y+Z = 0.
type hex struct{ X, Y, Z int }

func (a hex) add(b hex) hex   { return hex{a.X + b.X, a.Y + b.Y, a.Z + b.Z} }
func (a hex) sub(b hex) hex   { return hex{a.X - b.X, a.Y - b.Y, a.Z - b.Z} }
func (a hex) scale(k int) hex { return hex{a.X * k, a.Y * k, a.Z * k} }

func abs(a int) int {
	if a < 0 {
		return -a
	}
	return a
}

func dist(a, b hex) int {
	d := a.sub(b)
	return max(abs(d.X), abs(d.Y), abs(d.Z))
}

// orthoDirs are u0..u5 going round.
var orthoDirs = [6]hex{{1, -1, 0}, {1, 0, -1}, {0, 1, -1}, {-1, 1, 0}, {-1, 0, 1}, {0, -1, 1}}

func u(k int) hex { return orthoDirs[((k%6)+6)%6] }

// diagDirs[k] = u_k + u_{k+1}.
var diagDirs [6]hex

// knightDirs: the permutations of (3,-1,-2) and (-3,1,2).
var knightDirs []hex

func init() {
	for k := 0; k < 6; k++ {
		diagDirs[k] = u(k).add(u(k + 1))
	}
	perms := [][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for _, s := range []int{1, -1} {
		base := [3]int{3 * s, -1 * s, -2 * s}
		for _, p := range perms {
			knightDirs = append(knightDirs, hex{base[p[0]], base[p[1]], base[p[2]]})
		}
	}
}

// ---------------------------------------------------------------- board

var (
	hexes   []hex       // all 295 hexes, sorted by rank then file
	hexIdx  map[hex]int // hex -> index in hexes
	names   []string    // index -> name like "l12"
	nameIdx map[string]int
	centre  int // index of (0,0,0)
)

func onBoardRaw(h hex) bool {
	if dist(h, hex{}) <= 4 {
		return true
	}
	for k := 0; k < 6; k++ {
		uu, v, w := u(k), u(k+1), u(k-1)
		if dist(h, uu.scale(6)) <= 2 {
			return true
		}
		if dist(h, uu.scale(10)) <= 1 ||
			dist(h, uu.scale(7).add(v.scale(3))) <= 1 ||
			dist(h, uu.scale(7).add(w.scale(3))) <= 1 {
			return true
		}
	}
	return false
}

func hexName(h hex) string {
	rank := 12 - h.Z
	f := 2*h.X + h.Z + 22
	if f < 0 {
		panic("negative file")
	}
	return fmt.Sprintf("%c%d", 'a'+rune(f/2), rank)
}

func init() {
	hexIdx = map[hex]int{}
	nameIdx = map[string]int{}
	for x := -15; x <= 15; x++ {
		for y := -15; y <= 15; y++ {
			h := hex{x, y, -x - y}
			if onBoardRaw(h) {
				hexes = append(hexes, h)
			}
		}
	}
	sort.Slice(hexes, func(i, j int) bool {
		if hexes[i].Z != hexes[j].Z {
			return hexes[i].Z > hexes[j].Z // rank 1 first
		}
		return hexes[i].X < hexes[j].X
	})
	if len(hexes) != 295 {
		panic(fmt.Sprintf("board has %d hexes, want 295", len(hexes)))
	}
	for i, h := range hexes {
		hexIdx[h] = i
		n := hexName(h)
		if _, dup := nameIdx[n]; dup {
			panic("duplicate hex name " + n)
		}
		names = append(names, n)
		nameIdx[n] = i
	}
	// 6-fold symmetry: rotation by 60 degrees maps (x,y,z) -> (-z,-x,-y).
	for _, h := range hexes {
		r := hex{-h.Z, -h.X, -h.Y}
		if _, ok := hexIdx[r]; !ok {
			panic("board is not 6-fold symmetric")
		}
	}
	centre = hexIdx[hex{}]
	if names[centre] != "l12" {
		panic("centre is not l12")
	}
}

// boxIdx[x+boxOff][y+boxOff] = hex index + 1 (0 = off board): a plain lookup array for speed.
const boxOff = 16

var boxIdx [2 * boxOff][2 * boxOff]int

func init() {
	for i, h := range hexes {
		boxIdx[h.X+boxOff][h.Y+boxOff] = i + 1
	}
}

func onBoard(h hex) (int, bool) {
	x, y := h.X+boxOff, h.Y+boxOff
	if x < 0 || y < 0 || x >= 2*boxOff || y >= 2*boxOff {
		return 0, false
	}
	i := boxIdx[x][y]
	return i - 1, i > 0
}

// ---------------------------------------------------------------- pieces

type kind int8

const (
	empty kind = iota
	orca
	leopard
	elephant
	petrel
	skua
	emperor
	king
	gentoo
	rockhopper
	fairy
)

var kindNames = [...]string{"-", "Orca", "Leopard", "Elephant", "Petrel", "Skua", "Emperor", "King", "Gentoo", "Rockhopper", "Fairy"}

func (k kind) String() string { return kindNames[k] }

func isPredator(k kind) bool { return k >= orca && k <= skua }

func returnable(k kind) bool { return k >= orca && k <= petrel }

func demote(k kind) kind {
	switch k {
	case orca:
		return leopard
	case leopard:
		return elephant
	case elephant:
		return petrel
	case petrel:
		return skua
	}
	panic("not returnable")
}

// movement of each kind: max orthogonal steps, max diagonal steps (0 = none, 99 = slide), knight.
type movement struct {
	ortho, diag int
	knight      bool
}

const slide = 99

var movements = map[kind]movement{
	orca:       {slide, slide, true},
	leopard:    {slide, slide, false},
	elephant:   {slide, 0, true},
	petrel:     {0, slide, true},
	skua:       {1, 0, true},
	emperor:    {2, 2, true},
	king:       {3, 3, false},
	gentoo:     {2, 2, false},
	rockhopper: {1, 1, false},
	fairy:      {1, 0, false},
}

type piece struct {
	Kind  kind
	Owner int8
}

// ---------------------------------------------------------------- modes

type mode struct {
	name       string
	players    []string
	packPlayer int  // index of the Predator-pack player, -1 if none
	equal      bool // equal-forces mode
	kingVital  bool // 6E: Kings count like Emperors
}

var modes = map[string]mode{
	"2U": {"2U", []string{"Predators", "Penguins"}, 0, false, false},
	"2S": {"2S", []string{"Gold", "Red"}, -1, true, false},
	"2L": {"2L", []string{"Gold", "Red"}, -1, true, false},
	"3S": {"3S", []string{"Gold", "Red", "Blue"}, -1, true, false},
	"3L": {"3L", []string{"Gold", "Red", "Blue"}, -1, true, false},
	"4U": {"4U", []string{"Predators", "Colony0", "Colony2", "Colony4"}, 0, false, false},
	"6E": {"6E", []string{"Gold", "Cyan", "Brown", "Green", "Blue", "Tan"}, -1, true, true},
	"7U": {"7U", []string{"Predators", "Colony0", "Colony1", "Colony2", "Colony3", "Colony4", "Colony5"}, 0, false, false},
}

func (m *mode) vital(k kind) bool {
	return k == emperor || (m.kingVital && k == king)
}

// ---------------------------------------------------------------- position

type position struct {
	m          *mode
	cells      []piece  // indexed like hexes
	pool       [][]kind // per player: its captured returnable pieces
	returnArea [][]int  // per player: hex indices
	toMove     int
}

func newEmpty(m *mode) *position {
	p := &position{m: m, cells: make([]piece, len(hexes))}
	p.pool = make([][]kind, len(m.players))
	p.returnArea = make([][]int, len(m.players))
	return p
}

func (p *position) clone() *position {
	q := &position{m: p.m, returnArea: p.returnArea, toMove: p.toMove}
	q.cells = append([]piece(nil), p.cells...)
	q.pool = make([][]kind, len(p.pool))
	for i := range p.pool {
		q.pool[i] = append([]kind(nil), p.pool[i]...)
	}
	return q
}

func (p *position) put(h hex, k kind, owner int) {
	i, ok := onBoard(h)
	if !ok {
		panic(fmt.Sprintf("setup hex %v off board", h))
	}
	if p.cells[i].Kind != empty {
		panic(fmt.Sprintf("setup hex %s occupied twice", names[i]))
	}
	p.cells[i] = piece{k, int8(owner)}
}

// placing is one piece of a setup: its kind and hex.
type placing struct {
	at hex
	k  kind
}

// putAll puts owner's pieces of a setup, in order.
func (p *position) putAll(owner int, ps ...placing) {
	for _, pl := range ps {
		p.put(pl.at, pl.k, owner)
	}
}

func (p *position) colony(arm, owner int) {
	uu, v, w := u(arm), u(arm+1), u(arm-1)
	T := uu.scale(10)
	Sv := uu.scale(7).add(v.scale(3))
	Sw := uu.scale(7).add(w.scale(3))
	p.putAll(owner,
		placing{T, emperor}, placing{T.sub(v), king}, placing{T.sub(w), king},
		placing{T.sub(uu), rockhopper}, placing{Sv.sub(v), rockhopper}, placing{Sw.sub(w), rockhopper},
		placing{T.add(v), fairy}, placing{T.add(w), fairy}, placing{Sv.add(v), fairy}, placing{Sw.add(w), fairy},
		placing{Sv, gentoo}, placing{Sw, gentoo})
}

func (p *position) group(arm, owner int) {
	p.colony(arm, owner)
	uu, v, w := u(arm), u(arm+1), u(arm-1)
	A := uu.scale(6)
	p.putAll(owner,
		placing{A, orca}, placing{A.sub(uu), leopard}, placing{A.add(uu), elephant},
		placing{A.add(v), petrel}, placing{A.add(w), petrel}, placing{A.sub(v), skua}, placing{A.sub(w), skua})
}

var lepLine = [6]kind{leopard, elephant, petrel, leopard, elephant, petrel}

func (p *position) pack(owner int) {
	p.put(hex{}, orca, owner)
	for k := 0; k < 6; k++ {
		p.put(u(k).scale(3), skua, owner)
		p.put(diagDirs[k], lepLine[k], owner)
	}
}

func (p *position) doublePack(owner int) {
	p.put(u(1), orca, owner)
	p.put(u(4), orca, owner)
	for k := 0; k < 6; k++ {
		p.put(u(k).scale(3), skua, owner)
		p.put(u(k).scale(4), skua, owner)
		p.put(diagDirs[k], lepLine[k], owner)
		p.put(diagDirs[k].scale(2), lepLine[k], owner)
	}
}

// setReturnAreas records, for every player, the hexes its Predators currently occupy.
func (p *position) setReturnAreas() {
	for i := range p.returnArea {
		p.returnArea[i] = nil
	}
	for i, c := range p.cells {
		if c.Kind != empty && isPredator(c.Kind) {
			p.returnArea[c.Owner] = append(p.returnArea[c.Owner], i)
		}
	}
}

func getMode(cfg map[string]string) (*mode, error) {
	name := "2S"
	if cfg != nil && cfg["mode"] != "" {
		name = cfg["mode"]
	}
	for k := range cfg {
		if k != "mode" {
			return nil, fmt.Errorf("antarctic reference: unknown cfg key %q", k)
		}
	}
	m, ok := modes[name]
	if !ok {
		return nil, fmt.Errorf("antarctic reference: unknown mode %q", name)
	}
	return &m, nil
}

func startPosition(m *mode) *position {
	p := newEmpty(m)
	switch m.name {
	case "2U":
		p.pack(0)
		for _, a := range []int{0, 2, 4} {
			p.colony(a, 1)
		}
	case "2S":
		p.group(0, 0)
		p.group(3, 1)
	case "2L":
		for _, a := range []int{0, 2, 4} {
			p.group(a, 0)
		}
		for _, a := range []int{1, 3, 5} {
			p.group(a, 1)
		}
	case "3S":
		p.group(0, 0)
		p.group(2, 1)
		p.group(4, 2)
	case "3L":
		p.group(0, 0)
		p.group(3, 0)
		p.group(2, 1)
		p.group(5, 1)
		p.group(4, 2)
		p.group(1, 2)
	case "4U":
		p.pack(0)
		p.colony(0, 1)
		p.colony(2, 2)
		p.colony(4, 3)
	case "6E":
		for a := 0; a < 6; a++ {
			p.group(a, a)
		}
	case "7U":
		p.doublePack(0)
		for a := 0; a < 6; a++ {
			p.colony(a, a+1)
		}
	default:
		panic("unknown mode")
	}
	p.setReturnAreas()
	return p
}

// ---------------------------------------------------------------- rules

// isOut: a player with no vital piece left (never the pack player).
func (p *position) isOut(pl int) bool {
	if pl == p.m.packPlayer {
		return false
	}
	for _, c := range p.cells {
		if c.Kind != empty && int(c.Owner) == pl && p.m.vital(c.Kind) {
			return false
		}
	}
	return true
}

func (p *position) gameOver() bool {
	if c := p.cells[centre]; c.Kind != empty && p.m.vital(c.Kind) {
		return true
	}
	if p.m.equal {
		alive := 0
		for pl := range p.m.players {
			if !p.isOut(pl) {
				alive++
			}
		}
		return alive <= 1
	}
	for _, c := range p.cells {
		if c.Kind == emperor {
			return false
		}
	}
	return true
}

// move is a normal move (From -> To) or a return (Return=true, Kind = the pooled kind, To).
type move struct {
	Player  int
	From    int
	To      int
	Return  bool
	RetKind kind
}

func (p *position) moveString(mv move) string {
	pl := p.m.players[mv.Player]
	if mv.Return {
		return fmt.Sprintf("%s return %s as %s @%s", pl, mv.RetKind, demote(mv.RetKind), names[mv.To])
	}
	c := p.cells[mv.From]
	sep := "-"
	if p.cells[mv.To].Kind != empty {
		sep = "x"
	}
	return fmt.Sprintf("%s %s %s%s%s", pl, c.Kind, names[mv.From], sep, names[mv.To])
}

// targets appends to out the destination hexes (distinct) of the piece on from.
func (p *position) targets(from int, out []int) []int {
	c := p.cells[from]
	mv := movements[c.Kind]
	var seen [295]bool
	add := func(i int) {
		if !seen[i] {
			seen[i] = true
			out = append(out, i)
		}
	}
	canLand := func(i int) bool {
		t := p.cells[i]
		return t.Kind == empty || int(t.Owner) != int(c.Owner)
	}
	line := func(d hex, n int) {
		h := hexes[from]
		for s := 1; s <= n; s++ {
			h = h.add(d)
			i, ok := onBoard(h)
			if !ok {
				return
			}
			if p.cells[i].Kind == empty {
				add(i)
				continue
			}
			if canLand(i) {
				add(i)
			}
			return
		}
	}
	for k := 0; k < 6; k++ {
		if mv.ortho > 0 {
			line(orthoDirs[k], mv.ortho)
		}
		if mv.diag > 0 {
			line(diagDirs[k], mv.diag)
		}
	}
	if mv.knight {
		for _, d := range knightDirs {
			if i, ok := onBoard(hexes[from].add(d)); ok && canLand(i) {
				add(i)
			}
		}
	}
	return out
}

// playerMoves: all legal moves of player pl (ignores whose turn it is).
func (p *position) playerMoves(pl int) []move {
	ms := make([]move, 0, 512)
	tos := make([]int, 0, 128)
	for from, c := range p.cells {
		if c.Kind == empty || int(c.Owner) != pl {
			continue
		}
		tos = p.targets(from, tos[:0])
		for _, to := range tos {
			ms = append(ms, move{Player: pl, From: from, To: to})
		}
	}
	seen := map[kind]bool{}
	for _, k := range p.pool[pl] {
		if seen[k] {
			continue
		}
		seen[k] = true
		for _, h := range p.returnArea[pl] {
			if p.cells[h].Kind == empty {
				ms = append(ms, move{Player: pl, To: h, Return: true, RetKind: k})
			}
		}
	}
	return ms
}

// Moves: the legal moves of the position (see the package comment for passes and out players).
func (p *position) Moves() []move {
	if p.gameOver() {
		return nil
	}
	n := len(p.m.players)
	for i := 0; i < n; i++ {
		pl := (p.toMove + i) % n
		if p.isOut(pl) {
			continue
		}
		if ms := p.playerMoves(pl); len(ms) > 0 {
			return ms
		}
	}
	return nil
}

func (p *position) play(mv move) *position {
	q := p.clone()
	if mv.Return {
		pool := q.pool[mv.Player]
		for i, k := range pool {
			if k == mv.RetKind {
				q.pool[mv.Player] = append(pool[:i:i], pool[i+1:]...)
				break
			}
		}
		if q.cells[mv.To].Kind != empty {
			panic("return onto occupied hex")
		}
		q.cells[mv.To] = piece{demote(mv.RetKind), int8(mv.Player)}
	} else {
		mover := q.cells[mv.From]
		if t := q.cells[mv.To]; t.Kind != empty {
			if int(t.Owner) == mv.Player {
				panic("own capture")
			}
			if returnable(t.Kind) {
				q.pool[t.Owner] = append(q.pool[t.Owner], t.Kind)
			}
		}
		q.cells[mv.To] = mover
		q.cells[mv.From] = piece{}
	}
	q.toMove = (mv.Player + 1) % len(p.m.players)
	return q
}

func perft(p *position, depth int) uint64 {
	return rules.CountLeaves(p, depth, (*position).Moves, (*position).play)
}

// Perft counts the legal move sequences of the given depth from the start position.
func Perft(cfg map[string]string, depth int) (uint64, error) {
	m, err := getMode(cfg)
	if err != nil {
		return 0, err
	}
	if depth < 0 {
		return 0, fmt.Errorf("antarctic reference: negative depth")
	}
	return perft(startPosition(m), depth), nil
}

// Divide returns, per legal first move (keyed by a readable move string of your own design), the perft of depth-1 after it.
func Divide(cfg map[string]string, depth int) (map[string]uint64, error) {
	m, err := getMode(cfg)
	if err != nil {
		return nil, err
	}
	if depth < 1 {
		return nil, fmt.Errorf("antarctic reference: Divide needs depth >= 1")
	}
	return divide(startPosition(m), depth), nil
}

func divide(p *position, depth int) map[string]uint64 {
	res := map[string]uint64{}
	for _, mv := range p.Moves() {
		s := p.moveString(mv)
		if _, dup := res[s]; dup {
			panic("duplicate move string " + s)
		}
		res[s] = perft(p.play(mv), depth-1)
	}
	return res
}
