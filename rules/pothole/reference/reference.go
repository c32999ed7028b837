// Package reference is an independent, deliberately simple reference
// implementation of the rules of 4-Player Pothole Chess
// (docs/rules/pothole-chess.md), used only to cross-check the real
// engine by perft counts.
//
// Options (cfg, nil = defaults):
//
//	cfg["cars"] = "upto"  (default) Car slides 1–2 orthogonally or 1 diagonally,
//	                      Racecar 1–3 orthogonally or 1–2 diagonally.
//	cfg["cars"] = "exact" Car moves exactly 2 orthogonally or exactly 1
//	                      diagonally, Racecar exactly 3 / exactly 2; still
//	                      sliding (every square passed over must be empty).
//
// Each of the two moves of a turn is one ply. A turn's second move is skipped
// automatically when none is legal; a player with no legal move at all passes
// automatically (the pass is not a ply, but it counts as that player's turn for
// the centre-pothole locks). A position with at most one King-holding player
// left has no moves.
//
// Move strings (Divide keys): piece letter (K, C, R, B, M, D, Y), from square,
// '-' or 'x' (capture by displacement), to square, then '#' when the move
// pushes at least one piece to its death; pothole moves are "O" from '-' to.
package reference

import (
	"errors"
	"fmt"
	"sort"

	"oddboards/rules"
)

const n = 7 // files a..g, ranks 1..7

func sq(f, r int) int { return r*n + f }

func onGrid(f, r int) bool { return f >= 0 && f < n && r >= 0 && r < n }

var cellNames [n * n]string

func name(s int) string { return cellNames[s] }

func parse(n string) int { return sq(int(n[0]-'a'), int(n[1]-'1')) }

var dirs8 = [8][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}
var orthos = [4][2]int{{1, 0}, {0, 1}, {-1, 0}, {0, -1}}
var diags = [4][2]int{{1, 1}, {-1, 1}, {-1, -1}, {1, -1}}

// Fixed zones (named in standard coordinates, also used by hand-built positions).
var (
	atZone    [n * n]bool // '@': where corner potholes may go
	starZone  [n * n]bool // '*': where centre potholes may go
	promoBit  [n * n]uint8
	startArmy = [4][7]string{ // K, C, C, D, D, B, B
		{"a1", "b1", "a2", "c1", "a3", "c2", "b3"}, // White
		{"a7", "b7", "a6", "c7", "a5", "c6", "b5"}, // Red
		{"g7", "f7", "g6", "e7", "g5", "e6", "f5"}, // Black
		{"g1", "f1", "g2", "e1", "g3", "e2", "f3"}, // Blue
	}
	cornerHomes = [4]string{"b2", "b6", "f6", "f2"}
	kinds       = [7]byte{'K', 'C', 'C', 'D', 'D', 'B', 'B'}
)

func init() {
	for i := range cellNames {
		cellNames[i] = fmt.Sprintf("%c%d", 'a'+i%n, i/n+1)
	}
	for _, army := range startArmy {
		for _, s := range army {
			atZone[parse(s)] = true
		}
	}
	for _, s := range cornerHomes {
		atZone[parse(s)] = true
	}
	for _, s := range []string{"c3", "d3", "e3", "c5", "d5", "e5", "d4", "c4", "e4"} {
		starZone[parse(s)] = true
	}
	for i, s := range []string{"b4", "d2", "d6", "f4"} {
		promoBit[parse(s)] = 1 << i
	}
}

type piece struct {
	id       int16 // unique per piece, 0 = no piece
	kind     byte
	promoted bool
	owner    int8
	record   uint8 // promotion squares landed on by its own move
}

type hole struct {
	centre     bool
	controller int // corner pothole: who may move it
	lockOwner  int // centre pothole: -1 or the player whose move locked it
	lockUntil  int // locked while completed[lockOwner] < lockUntil
}

type state struct {
	exists     [n * n]bool
	pc         [n * n]piece
	hl         [n * n]int8 // -1 = no pothole, else index into holes
	holes      [8]hole
	alive      [4]bool
	completed  [4]int // turns each player has finished (incl. passes)
	lastCentre [4]int // turn index in which the player last moved a centre pothole
	toMove     int
	ply        int // 0 = first move of the turn, 1 = second
	moved      int // id of the thing moved first this turn (piece id, or 1000+hole), -1 none
	exact      bool
}

type child struct {
	name string
	st   state
}

func (s *state) valid(f, r int) bool { return onGrid(f, r) && s.exists[sq(f, r)] }

// open: a cell a piece may stand on (exists, no pothole).
func (s *state) open(f, r int) bool { return s.valid(f, r) && s.hl[sq(f, r)] < 0 }

func (s *state) aliveCount() int {
	n := 0
	for _, a := range s.alive {
		if a {
			n++
		}
	}
	return n
}

func (s *state) nextPlayer() {
	for i := 1; i <= 4; i++ {
		p := (s.toMove + i) % 4
		if s.alive[p] {
			s.toMove = p
			return
		}
	}
}

// endTurn finishes the current player's turn (also used for a pass).
func (s *state) endTurn() {
	s.completed[s.toMove]++
	s.ply = 0
	s.moved = -1
	s.nextPlayer()
}

func newState(exact bool) state {
	var s state
	s.exact = exact
	for i := range s.hl {
		s.hl[i] = -1
	}
	for i := range s.lastCentre {
		s.lastCentre[i] = -100
	}
	s.moved = -1
	return s
}

func startState(exact bool) state {
	s := newState(exact)
	for i := range s.exists {
		s.exists[i] = true
	}
	for _, m := range []string{"a4", "g4", "d1", "d7"} {
		s.exists[parse(m)] = false
	}
	id := 1
	for p, army := range startArmy {
		for i, c := range army {
			s.pc[parse(c)] = piece{id: int16(id), kind: kinds[i], owner: int8(p)}
			id++
		}
		s.alive[p] = true
	}
	for p, h := range cornerHomes {
		s.hl[parse(h)] = int8(p)
		s.holes[p] = hole{controller: p, lockOwner: -1}
	}
	s.hl[parse("c4")] = 4
	s.holes[4] = hole{centre: true, lockOwner: -1}
	s.hl[parse("e4")] = 5
	s.holes[5] = hole{centre: true, lockOwner: -1}
	return s
}

func letter(p piece) string {
	switch p.kind {
	case 'K':
		return "K"
	case 'C':
		if p.promoted {
			return "R"
		}
		return "C"
	case 'B':
		if p.promoted {
			return "M"
		}
		return "B"
	case 'D':
		if p.promoted {
			return "Y"
		}
		return "D"
	}
	return "?"
}

// finish completes a piece move already made on t: promotion record of the
// mover's piece at land, King kills with takeover, turn bookkeeping.
// killed lists every piece that died. Returns false if the move is illegal
// (it kills the mover's own King).
func (t *state) finish(mover int, id int, land int, killed []piece) bool {
	for _, k := range killed {
		if k.kind == 'K' && int(k.owner) == mover {
			return false
		}
	}
	p := &t.pc[land]
	if p.kind != 'K' && promoBit[land] != 0 {
		p.record |= promoBit[land]
		if p.record == 15 {
			p.promoted = true
		}
	}
	for _, k := range killed {
		if k.kind != 'K' {
			continue
		}
		v := int(k.owner)
		t.alive[v] = false
		for i := range t.pc {
			if t.pc[i].id != 0 && int(t.pc[i].owner) == v {
				t.pc[i].owner = int8(mover)
				t.pc[i].promoted = false
				t.pc[i].record = 0
			}
		}
		for i := range t.holes {
			h := &t.holes[i]
			if !h.centre && h.controller == v {
				h.controller = mover
			}
			if h.centre && h.lockOwner == v {
				h.lockOwner = -1
			}
		}
	}
	t.afterMove(id)
	return true
}

func (t *state) afterMove(id int) {
	if t.ply == 0 {
		t.ply = 1
		t.moved = id
	} else {
		t.endTurn()
	}
}

// children returns every legal move from s with the resulting state,
// resolving automatic turn ends and passes first.
func children(s state) []child {
	passes := 0
	for {
		if s.aliveCount() <= 1 {
			return nil
		}
		cs := s.moves()
		if len(cs) > 0 {
			return cs
		}
		if s.ply == 0 {
			passes++
			if passes > 12 { // nobody can ever move again
				return nil
			}
		}
		s.endTurn()
	}
}

// moves generates the moves of the player to move, for the current ply.
func (s *state) moves() []child {
	var out []child
	me := s.toMove
	for i := 0; i < n*n; i++ {
		p := s.pc[i]
		if p.id == 0 || int(p.owner) != me || int(p.id) == s.moved {
			continue
		}
		f, r := i%n, i/n
		switch p.kind {
		case 'K':
			out = s.kingMoves(out, f, r)
		case 'C':
			out = s.carMoves(out, f, r)
		case 'B':
			if p.promoted {
				out = s.megaMoves(out, f, r)
			} else {
				out = s.dozerMoves(out, f, r)
			}
		case 'D':
			out = s.devilMoves(out, f, r)
		}
	}
	return s.holeMoves(out)
}

// displace moves the piece at from to an empty or enemy-occupied to.
func (s *state) displace(out []child, from, to int) []child {
	t := *s
	p := t.pc[from]
	var killed []piece
	sep := "-"
	if t.pc[to].id != 0 {
		killed = append(killed, t.pc[to])
		sep = "x"
	}
	t.pc[to] = p
	t.pc[from] = piece{}
	if !t.finish(s.toMove, int(p.id), to, killed) {
		return out
	}
	return append(out, child{letter(p) + name(from) + sep + name(to), t})
}

func (s *state) enemyAt(i int) bool { return s.pc[i].id != 0 && int(s.pc[i].owner) != s.toMove }

func (s *state) kingMoves(out []child, f, r int) []child {
	for _, d := range dirs8 {
		nf, nr := f+d[0], r+d[1]
		if !s.open(nf, nr) {
			continue
		}
		t := sq(nf, nr)
		if s.pc[t].id == 0 || s.enemyAt(t) {
			out = s.displace(out, sq(f, r), t)
		}
	}
	return out
}

func (s *state) carMoves(out []child, f, r int) []child {
	maxO, maxD := 2, 1
	if s.pc[sq(f, r)].promoted {
		maxO, maxD = 3, 2
	}
	slide := func(d [2]int, max int) {
		for k := 1; k <= max; k++ {
			nf, nr := f+k*d[0], r+k*d[1]
			if !s.open(nf, nr) {
				return
			}
			t := sq(nf, nr)
			allowed := !s.exact || k == max
			if s.pc[t].id != 0 {
				if allowed && s.enemyAt(t) {
					out = s.displace(out, sq(f, r), t)
				}
				return
			}
			if allowed {
				out = s.displace(out, sq(f, r), t)
			}
		}
	}
	for _, d := range orthos {
		slide(d, maxO)
	}
	for _, d := range diags {
		slide(d, maxD)
	}
	return out
}

// dozerMoves: unpromoted bulldozer, one step, pushes at most one piece.
func (s *state) dozerMoves(out []child, f, r int) []child {
	from := sq(f, r)
	for _, d := range dirs8 {
		nf, nr := f+d[0], r+d[1]
		if !s.open(nf, nr) {
			continue
		}
		tgt := sq(nf, nr)
		if s.pc[tgt].id == 0 {
			out = s.displace(out, from, tgt)
			continue
		}
		bf, br := nf+d[0], nr+d[1]
		t := *s
		p := t.pc[from]
		var killed []piece
		suffix := ""
		if s.open(bf, br) {
			if s.pc[sq(bf, br)].id != 0 {
				continue // cannot push two pieces
			}
			t.pc[sq(bf, br)] = t.pc[tgt]
		} else {
			killed = append(killed, t.pc[tgt])
			suffix = "#"
		}
		t.pc[tgt] = p
		t.pc[from] = piece{}
		if t.finish(s.toMove, int(p.id), tgt, killed) {
			out = append(out, child{letter(p) + name(from) + "-" + name(tgt) + suffix, t})
		}
	}
	return out
}

// megaMoves: megadozer. One step onto an empty square, or k >= 1 steps in one
// direction, each step pushing the whole line of pieces directly ahead.
func (s *state) megaMoves(out []child, f, r int) []child {
	for _, d := range dirs8 {
		nf, nr := f+d[0], r+d[1]
		if !s.open(nf, nr) {
			continue
		}
		if s.pc[sq(nf, nr)].id == 0 {
			out = s.displace(out, sq(f, r), sq(nf, nr))
			continue
		}
		t := *s
		p := t.pc[sq(f, r)]
		cf, cr := f, r
		var killed []piece
		for {
			af, ar := cf+d[0], cr+d[1]
			if !t.open(af, ar) || t.pc[sq(af, ar)].id == 0 {
				break
			}
			// the line of pieces ahead
			n := 0
			for t.open(af+n*d[0], ar+n*d[1]) && t.pc[sq(af+n*d[0], ar+n*d[1])].id != 0 {
				n++
			}
			ef, er := af+n*d[0], ar+n*d[1] // first cell after the line
			last := sq(af+(n-1)*d[0], ar+(n-1)*d[1])
			if t.open(ef, er) {
				t.pc[sq(ef, er)] = t.pc[last]
			} else {
				killed = append(killed, t.pc[last])
			}
			for k := n - 1; k >= 1; k-- {
				t.pc[sq(af+k*d[0], ar+k*d[1])] = t.pc[sq(af+(k-1)*d[0], ar+(k-1)*d[1])]
			}
			t.pc[sq(af, ar)] = p
			t.pc[sq(cf, cr)] = piece{}
			cf, cr = af, ar
			u := t
			if u.finish(s.toMove, int(p.id), sq(cf, cr), killed) {
				suffix := ""
				if len(killed) > 0 {
					suffix = "#"
				}
				out = append(out, child{letter(p) + name(sq(f, r)) + "-" + name(sq(cf, cr)) + suffix, u})
			}
		}
	}
	return out
}

// ring returns the 8 neighbours of (hf,hr) in cyclic order, as grid
// coordinates (possibly off the grid).
func ring(hf, hr int) [8][2]int {
	order := [8][2]int{{-1, -1}, {0, -1}, {1, -1}, {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}}
	var out [8][2]int
	for i, o := range order {
		out[i] = [2]int{hf + o[0], hr + o[1]}
	}
	return out
}

func ringIndex(rg [8][2]int, f, r int) int {
	for i, c := range rg {
		if c[0] == f && c[1] == r {
			return i
		}
	}
	return -1
}

// adjacentHoles lists the pothole cells neighbouring (f,r).
func (s *state) adjacentHoles(f, r int) [][2]int {
	var hs [][2]int
	for _, d := range dirs8 {
		hf, hr := f+d[0], r+d[1]
		if s.valid(hf, hr) && s.hl[sq(hf, hr)] >= 0 {
			hs = append(hs, [2]int{hf, hr})
		}
	}
	return hs
}

func (s *state) devilMoves(out []child, f, r int) []child {
	from := sq(f, r)
	dest := map[int]bool{}
	if !s.pc[from].promoted {
		for _, h := range s.adjacentHoles(f, r) {
			rg := ring(h[0], h[1])
			i := ringIndex(rg, f, r)
			for _, dir := range []int{1, 7} {
				for k := 1; k <= 7; k++ {
					c := rg[(i+dir*k)%8]
					if !s.open(c[0], c[1]) {
						break
					}
					t := sq(c[0], c[1])
					if s.pc[t].id != 0 {
						if s.enemyAt(t) {
							dest[t] = true
						}
						break
					}
					dest[t] = true
				}
			}
		}
	} else {
		// Cyclone: any ring step from any reached empty square, around any
		// pothole bordering that square.
		visited := map[int]bool{from: true}
		queue := []int{from}
		for len(queue) > 0 {
			u := queue[0]
			queue = queue[1:]
			uf, ur := u%n, u/n
			for _, h := range s.adjacentHoles(uf, ur) {
				rg := ring(h[0], h[1])
				i := ringIndex(rg, uf, ur)
				for _, dir := range []int{1, 7} {
					c := rg[(i+dir)%8]
					if !s.open(c[0], c[1]) {
						continue
					}
					t := sq(c[0], c[1])
					if visited[t] {
						continue
					}
					if s.pc[t].id != 0 {
						if s.enemyAt(t) {
							dest[t] = true
						}
						continue
					}
					visited[t] = true
					dest[t] = true
					queue = append(queue, t)
				}
			}
		}
	}
	var ts []int
	for t := range dest {
		ts = append(ts, t)
	}
	sort.Ints(ts)
	for _, t := range ts {
		out = s.displace(out, from, t)
	}
	return out
}

func (s *state) holeMoves(out []child) []child {
	me := s.toMove
	banned := s.lastCentre[me] >= s.completed[me]-1
	for i := 0; i < n*n; i++ {
		hi := s.hl[i]
		if hi < 0 || s.moved == 1000+int(hi) {
			continue
		}
		h := s.holes[hi]
		zone := &atZone
		if h.centre {
			if banned {
				continue
			}
			if h.lockOwner >= 0 && s.alive[h.lockOwner] && s.completed[h.lockOwner] < h.lockUntil {
				continue
			}
			zone = &starZone
		} else if h.controller != me {
			continue
		}
		for t := 0; t < n*n; t++ {
			if !zone[t] || !s.exists[t] || s.hl[t] >= 0 || s.pc[t].id != 0 {
				continue
			}
			u := *s
			u.hl[t] = hi
			u.hl[i] = -1
			if h.centre {
				u.lastCentre[me] = s.completed[me]
				u.holes[hi].lockOwner = me
				u.holes[hi].lockUntil = s.completed[me] + 2
			}
			u.afterMove(1000 + int(hi))
			out = append(out, child{"O" + name(i) + "-" + name(t), u})
		}
	}
	return out
}

func perft(s state, depth int) uint64 {
	return rules.CountLeaves(s, depth, children, func(_ state, c child) state { return c.st })
}

func parseCfg(cfg map[string]string) (bool, error) {
	exact := false
	for k, v := range cfg {
		switch k {
		case "cars":
			switch v {
			case "", "upto":
			case "exact":
				exact = true
			default:
				return false, fmt.Errorf("reference: bad cars option %q", v)
			}
		default:
			return false, fmt.Errorf("reference: unknown option %q", k)
		}
	}
	return exact, nil
}

// Perft counts the legal move sequences of the given depth from the start position.
func Perft(cfg map[string]string, depth int) (uint64, error) {
	exact, err := parseCfg(cfg)
	if err != nil {
		return 0, err
	}
	if depth < 0 {
		return 0, errors.New("reference: negative depth")
	}
	return perft(startState(exact), depth), nil
}

// Divide returns, per legal first move (keyed by a readable move string of your own design), the perft of depth-1 after it.
func Divide(cfg map[string]string, depth int) (map[string]uint64, error) {
	exact, err := parseCfg(cfg)
	if err != nil {
		return nil, err
	}
	if depth < 1 {
		return nil, errors.New("reference: Divide needs depth >= 1")
	}
	out := map[string]uint64{}
	for _, c := range children(startState(exact)) {
		if _, dup := out[c.name]; dup {
			return nil, errors.New("reference: duplicate move name " + c.name)
		}
		out[c.name] = perft(c.st, depth-1)
	}
	return out, nil
}
