// Package reference is an independent, deliberately simple implementation of
// the Dino-Czars rules (docs/rules/dino-czars.md), written only to
// cross-check the real engine by perft counts.
//
// Options (cfg; nil or missing key = default):
//
//	cfg["eggs"] = "edge"     (default) an egg is laid on an empty cell sharing a
//	                         side with one of the mover's dinosaurs (eggs do not count)
//	cfg["eggs"] = "touching" an egg is laid on an empty cell sharing a side or a
//	                         corner with one of the mover's dinosaurs
//
// Any other key or value is an error.
//
// Move strings (the keys of Divide):
//
//	"TR E1 L", "TR E1 R"   rotation in place, +120° (L) or -120° (R)
//	"TC D2-E3"             move to a triangle of the same orientation (facing kept)
//	"SS H2-H3 L"           move to a triangle of the other orientation, turning
//	                       60° left (L, counter-clockwise) or right (R)
//	"TC E3xD4"             the same with a capture ("x" instead of "-")
//	"PT B2-F6 N"           Pterosaur flight, with its landing facing
//	                       (N, NE, NW, S, SE, SW: the board direction faced)
//	"E*G5"                 lay an egg
//	"E G5 4>3"             gestate an egg (also "E G5 1>0" when nothing can hatch)
//	"E G5=VR N"            gestate an egg that hatches into a Velociraptor facing N
//
// Facings are stored as an index k = 0..5 meaning the angle 30°+60°·k
// counter-clockwise from east: 0=NE(30°) 1=N(90°) 2=NW(150°) 3=SW(210°)
// 4=S(270°) 5=SE(330°). Up triangles face the even ones, down triangles the odd.
package reference

import (
	"fmt"
	"math"

	"oddboards/rules"
)

// ---------------------------------------------------------------- board

const files = "ABCDEFGHJ" // file number f = index+1

// rowFiles gives the first and last file number of each row 1..6.
var rowFiles = [7][2]int{{}, {3, 7}, {2, 8}, {1, 9}, {1, 9}, {2, 8}, {3, 7}}

// cell is a triangle (file 1..9, row 1..6).
type cell struct{ F, R int }

func onBoard(f, r int) bool {
	return r >= 1 && r <= 6 && f >= rowFiles[r][0] && f <= rowFiles[r][1]
}

// isUp reports whether triangle (f, r) points up (f + r odd).
func isUp(f, r int) bool { return (f+r)%2 != 0 }

func (c cell) String() string { return fmt.Sprintf("%c%d", files[c.F-1], c.R) }

// allCells lists the 42 cells, row by row.
var allCells []cell

var hSide = math.Sqrt(3) / 2

// centroid of triangle (f, r) with side 1 (valid for any integers, on or off the board).
func centroid(f, r int) (float64, float64) {
	x := float64(f) / 2
	if isUp(f, r) {
		return x, (float64(r) - 2.0/3.0) * hSide
	}
	return x, (float64(r) - 1.0/3.0) * hSide
}

// vertices of triangle (f, r) in integer coordinates (2x, y/h).
func vertices(f, r int) [3][2]int {
	if isUp(f, r) {
		return [3][2]int{{f - 1, r - 1}, {f + 1, r - 1}, {f, r}}
	}
	return [3][2]int{{f - 1, r}, {f + 1, r}, {f, r - 1}}
}

// sharedVertices counts the corners two triangles have in common
// (2 = they share a side, 1 = only a corner).
func sharedVertices(a, b cell) int {
	va, vb := vertices(a.F, a.R), vertices(b.F, b.R)
	n := 0
	for _, p := range va {
		for _, q := range vb {
			if p == q {
				n++
			}
		}
	}
	return n
}

// ---------------------------------------------------------------- facings

var facingNames = [6]string{"NE", "N", "NW", "SW", "S", "SE"}

func facingAngle(k int) float64 { return float64(30 + 60*k) }

// facingsOf lists the three facings allowed on a cell (its flat sides).
func facingsOf(c cell) []int {
	if isUp(c.F, c.R) {
		return []int{0, 2, 4} // NE, NW, S
	}
	return []int{1, 3, 5} // N, SW, SE
}

func mod6(k int) int { return ((k % 6) + 6) % 6 }

// ---------------------------------------------------------------- directions

// dir is a direction relative to a dinosaur, named as in the rules file's E3 table.
type dir int

const (
	dn dir = iota
	dw
	de
	dnw
	dne
	dnww
	dnee
	dww
	dee
	dsw
	ds
	dse
	dnn
	dnnw
	dnne
	dnnww
	dnnee
	numDirs
)

var dirNames = [numDirs]string{"N", "W", "E", "NW", "NE", "NWW", "NEE", "WW", "EE",
	"SW", "S", "SE", "NN", "NNW", "NNE", "NNWW", "NNEE"}

// dirFromE3 is the rules file's table: the (Δfile, Δrow) of each named cell from E3 facing N.
var dirFromE3 = [numDirs][2]int{
	dn: {0, 1}, dw: {-1, 0}, de: {1, 0}, dnw: {-1, 1}, dne: {1, 1},
	dnww: {-2, 1}, dnee: {2, 1}, dww: {-2, 0}, dee: {2, 0},
	dsw: {-1, -1}, ds: {0, -1}, dse: {1, -1},
	dnn: {0, 2}, dnnw: {-1, 2}, dnne: {1, 2}, dnnww: {-2, 2}, dnnee: {2, 2},
}

// relTarget returns the point where direction d lands for a dinosaur on c facing k,
// following the rules file: centroid displacement from E3 to the named cell,
// rotated by (facing - 90°), added to c's centroid.
func relTarget(c cell, k int, d dir) (float64, float64) {
	ex, ey := centroid(5, 3)
	tx, ty := centroid(5+dirFromE3[d][0], 3+dirFromE3[d][1])
	dx, dy := tx-ex, ty-ey
	th := (facingAngle(k) - 90) * math.Pi / 180
	rx := dx*math.Cos(th) - dy*math.Sin(th)
	ry := dx*math.Sin(th) + dy*math.Cos(th)
	cx, cy := centroid(c.F, c.R)
	return cx + rx, cy + ry
}

// cellAt finds the board triangle whose centroid is at (x, y).
func cellAt(x, y float64) (cell, bool) {
	for _, c := range allCells {
		cx, cy := centroid(c.F, c.R)
		if math.Abs(cx-x) < 1e-6 && math.Abs(cy-y) < 1e-6 {
			return c, true
		}
	}
	return cell{}, false
}

type relEntry struct {
	c  cell
	ok bool
}

// relTable[f][r][k][d] is the precomputed (cell, facing, direction) table.
var relTable [10][7][6][numDirs]relEntry

// neighbours[f][r]: the cells sharing a side; touching[f][r]: sharing a side or a corner.
var neighbours, touching [10][7][]cell

func init() {
	for r := 1; r <= 6; r++ {
		for f := rowFiles[r][0]; f <= rowFiles[r][1]; f++ {
			allCells = append(allCells, cell{f, r})
		}
	}
	for _, c := range allCells {
		for k := 0; k < 6; k++ {
			for d := dir(0); d < numDirs; d++ {
				x, y := relTarget(c, k, d)
				t, ok := cellAt(x, y)
				relTable[c.F][c.R][k][d] = relEntry{t, ok}
			}
		}
		for _, o := range allCells {
			if o == c {
				continue
			}
			switch sharedVertices(c, o) {
			case 2:
				neighbours[c.F][c.R] = append(neighbours[c.F][c.R], o)
				touching[c.F][c.R] = append(touching[c.F][c.R], o)
			case 1:
				touching[c.F][c.R] = append(touching[c.F][c.R], o)
			}
		}
	}
}

func rel(c cell, k int, d dir) (cell, bool) {
	e := relTable[c.F][c.R][k][d]
	return e.c, e.ok
}

// ---------------------------------------------------------------- pieces

// kind of piece.
type kind int8

const (
	none kind = iota
	tr
	vr
	pt
	ss
	tc
	br
	egg
	numKinds
)

var kindNames = [numKinds]string{"", "TR", "VR", "PT", "SS", "TC", "BR", "E"}

// piece on a cell. Owner is 0 (Player 1) or 1 (Player 2).
type piece struct {
	Kind   kind
	Owner  int8
	Facing int8 // dinosaurs only
	Value  int8 // eggs only: 4..0
}

// step modes
const (
	moveOnly    = 1
	captureOnly = 2
	moveOrCapt  = 3
)

type stepRule struct {
	d    dir
	mode int
}

var stepRules = map[kind][]stepRule{
	tr: {{dn, moveOnly}, {dnw, moveOrCapt}, {dne, moveOrCapt}, {dsw, moveOrCapt}, {dse, moveOrCapt}},
	vr: {{ds, moveOnly}, {dn, moveOrCapt}, {dnw, moveOrCapt}, {dne, moveOrCapt},
		{dnnw, moveOrCapt}, {dnne, moveOrCapt}, {dnnww, moveOrCapt}, {dnnee, moveOrCapt}},
	ss: {{dn, moveOrCapt}, {ds, captureOnly}, {dsw, captureOnly}, {dse, captureOnly}},
	tc: {{dn, moveOrCapt}, {dnw, moveOrCapt}, {dne, moveOrCapt}},
	br: {{de, moveOnly}, {dw, moveOnly}, {dn, moveOrCapt}, {dsw, moveOrCapt}, {dse, moveOrCapt}},
}

// ---------------------------------------------------------------- position

// pos is a full game state.
type pos struct {
	Sq     [10][7]piece
	Hand   [2]int           // eggs not yet laid
	Pool   [2][numKinds]int // each player's own dinosaurs captured and not yet hatched
	ToMove int
	Over   bool
}

func (p *pos) at(c cell) piece { return p.Sq[c.F][c.R] }

func (p *pos) set(c cell, x piece) { p.Sq[c.F][c.R] = x }

func startPos() pos {
	var p pos
	put := func(s string, k kind, owner int) {
		c := mustCell(s)
		f := 1 // N
		if owner == 1 {
			f = 4 // S
		}
		p.set(c, piece{Kind: k, Owner: int8(owner), Facing: int8(f)})
	}
	put("C1", vr, 0)
	put("E1", tr, 0)
	put("G1", vr, 0)
	put("B2", pt, 0)
	put("D2", tc, 0)
	put("F2", tc, 0)
	put("H2", ss, 0)
	put("C3", br, 0)
	put("C6", vr, 1)
	put("E6", tr, 1)
	put("G6", vr, 1)
	put("B5", ss, 1)
	put("D5", tc, 1)
	put("F5", tc, 1)
	put("H5", pt, 1)
	put("G4", br, 1)
	p.Hand = [2]int{2, 2}
	return p
}

func mustCell(s string) cell {
	if len(s) != 2 {
		panic("bad cell " + s)
	}
	f := 0
	for i := 0; i < len(files); i++ {
		if files[i] == s[0] {
			f = i + 1
		}
	}
	r := int(s[1] - '0')
	if !onBoard(f, r) {
		panic("bad cell " + s)
	}
	return cell{f, r}
}

// ---------------------------------------------------------------- moves

// Move types.
const (
	mRotate = iota
	mStep
	mFly
	mLay
	mGestate
	mHatch
)

// move is one complete choice of a turn.
type move struct {
	Type   int
	From   cell
	To     cell
	Facing int  // facing after the move (rotate, step, fly, hatch)
	Turn   byte // 'L' / 'R' for rotations and orientation-changing steps, 0 otherwise
	Hatch  kind // mHatch
	Piece  kind // the kind moved (dinosaur moves)
	Value  int8 // mGestate: the egg's value before the move
	Capt   bool // mStep: captures
}

// String is the move's readable form (see the package comment).
func (m move) String() string {
	switch m.Type {
	case mRotate:
		return fmt.Sprintf("%s %v %c", kindNames[m.Piece], m.From, m.Turn)
	case mStep:
		sep := "-"
		if m.Capt {
			sep = "x"
		}
		s := fmt.Sprintf("%s %v%s%v", kindNames[m.Piece], m.From, sep, m.To)
		if m.Turn != 0 {
			s += " " + string(m.Turn)
		}
		return s
	case mFly:
		return fmt.Sprintf("PT %v-%v %s", m.From, m.To, facingNames[m.Facing])
	case mLay:
		return fmt.Sprintf("E*%v", m.To)
	case mGestate:
		return fmt.Sprintf("E %v %d>%d", m.From, m.Value, m.Value-1)
	case mHatch:
		return fmt.Sprintf("E %v=%s %s", m.From, kindNames[m.Hatch], facingNames[m.Facing])
	}
	return "?"
}

// gen lists every legal move of the side to move (none if the game is over).
func gen(p *pos, touchEggs bool) []move {
	if p.Over {
		return nil
	}
	var ms []move
	me := int8(p.ToMove)
	for _, c := range allCells {
		pc := p.at(c)
		if pc.Kind == none || pc.Owner != me {
			continue
		}
		k := int(pc.Facing)
		switch pc.Kind {
		case egg:
			switch {
			case pc.Value > 1:
				ms = append(ms, move{Type: mGestate, From: c, To: c, Value: pc.Value})
			default: // 1 or 0
				anyPool := false
				for h := kind(1); h < numKinds; h++ {
					if p.Pool[me][h] > 0 {
						anyPool = true
						for _, fc := range facingsOf(c) {
							ms = append(ms, move{Type: mHatch, From: c, To: c, Hatch: h, Facing: fc})
						}
					}
				}
				if !anyPool && pc.Value == 1 {
					ms = append(ms, move{Type: mGestate, From: c, To: c, Value: 1})
				}
			}
			continue
		}
		// rotations in place
		ms = append(ms,
			move{Type: mRotate, Piece: pc.Kind, From: c, To: c, Facing: mod6(k + 2), Turn: 'L'},
			move{Type: mRotate, Piece: pc.Kind, From: c, To: c, Facing: mod6(k - 2), Turn: 'R'})
		if pc.Kind == pt {
			for _, t := range allCells {
				if p.at(t).Kind != none {
					continue
				}
				for _, fc := range facingsOf(t) {
					ms = append(ms, move{Type: mFly, Piece: pt, From: c, To: t, Facing: fc})
				}
			}
			continue
		}
		for _, sr := range stepRules[pc.Kind] {
			t, ok := rel(c, k, sr.d)
			if !ok {
				continue
			}
			if pc.Kind == vr {
				var guard dir = -1
				switch sr.d {
				case dnnw, dnnww:
					guard = dnw
				case dnne, dnnee:
					guard = dne
				}
				if guard >= 0 {
					if g, ok := rel(c, k, guard); ok && p.at(g).Kind != none {
						continue // blocked
					}
				}
			}
			occ := p.at(t)
			capt := false
			switch {
			case occ.Kind == none:
				if sr.mode&moveOnly == 0 {
					continue
				}
			case occ.Owner != me:
				if sr.mode&captureOnly == 0 {
					continue
				}
				capt = true
			default:
				continue // own piece
			}
			m := move{Type: mStep, Piece: pc.Kind, From: c, To: t, Capt: capt, Facing: k}
			if isUp(c.F, c.R) == isUp(t.F, t.R) {
				ms = append(ms, m) // same orientation: facing kept
			} else {
				l, r := m, m // other orientation: turn 60° left or right
				l.Facing, l.Turn = mod6(k+1), 'L'
				r.Facing, r.Turn = mod6(k-1), 'R'
				ms = append(ms, l, r)
			}
		}
	}
	// egg lays
	if p.Hand[me] > 0 {
		for _, t := range allCells {
			if p.at(t).Kind != none {
				continue
			}
			adj := neighbours[t.F][t.R]
			if touchEggs {
				adj = touching[t.F][t.R]
			}
			ok := false
			for _, a := range adj {
				q := p.at(a)
				if q.Kind != none && q.Kind != egg && q.Owner == me {
					ok = true
					break
				}
			}
			if ok {
				ms = append(ms, move{Type: mLay, To: t})
			}
		}
	}
	return ms
}

// play returns the position after m (copy-make).
func play(p pos, m move) pos {
	me := int8(p.ToMove)
	switch m.Type {
	case mRotate:
		pc := p.at(m.From)
		pc.Facing = int8(m.Facing)
		p.set(m.From, pc)
	case mStep, mFly:
		pc := p.at(m.From)
		if occ := p.at(m.To); occ.Kind != none {
			// capture (fly never reaches here: its target is empty)
			if occ.Kind == tr {
				p.Over = true
			} else if occ.Kind != egg {
				p.Pool[occ.Owner][occ.Kind]++
			}
		}
		pc.Facing = int8(m.Facing)
		p.set(m.From, piece{})
		p.set(m.To, pc)
	case mLay:
		p.Hand[me]--
		p.set(m.To, piece{Kind: egg, Owner: me, Value: 4})
	case mGestate:
		pc := p.at(m.From)
		pc.Value--
		p.set(m.From, pc)
	case mHatch:
		p.Pool[me][m.Hatch]--
		p.set(m.From, piece{Kind: m.Hatch, Owner: me, Facing: int8(m.Facing)})
	}
	p.ToMove = 1 - p.ToMove
	return p
}

// ---------------------------------------------------------------- perft

func parseCfg(cfg map[string]string) (bool, error) {
	touch := false
	for k, v := range cfg {
		switch k {
		case "eggs":
			switch v {
			case "", "edge":
				touch = false
			case "touching":
				touch = true
			default:
				return false, fmt.Errorf("dinoczars reference: cfg[\"eggs\"] = %q: want \"edge\" or \"touching\"", v)
			}
		default:
			return false, fmt.Errorf("dinoczars reference: unknown cfg key %q", k)
		}
	}
	return touch, nil
}

func perft(p *pos, depth int, touch bool) uint64 {
	moves := func(p *pos) []move { return gen(p, touch) }
	return rules.CountLeaves(p, depth, moves, func(p *pos, m move) *pos {
		q := play(*p, m)
		return &q
	})
}

// Perft counts the legal move sequences of the given depth from the start position.
func Perft(cfg map[string]string, depth int) (uint64, error) {
	touch, err := parseCfg(cfg)
	if err != nil {
		return 0, err
	}
	if depth < 0 {
		return 0, fmt.Errorf("dinoczars reference: negative depth %d", depth)
	}
	p := startPos()
	return perft(&p, depth, touch), nil
}

// Divide returns, per legal first move (keyed by a readable move string of your own design), the perft of depth-1 after it.
func Divide(cfg map[string]string, depth int) (map[string]uint64, error) {
	touch, err := parseCfg(cfg)
	if err != nil {
		return nil, err
	}
	if depth < 1 {
		return nil, fmt.Errorf("dinoczars reference: Divide needs depth >= 1, got %d", depth)
	}
	p := startPos()
	out := map[string]uint64{}
	for _, m := range gen(&p, touch) {
		key := m.String()
		if _, dup := out[key]; dup {
			return nil, fmt.Errorf("dinoczars reference: duplicate move string %q", key)
		}
		q := play(p, m)
		out[key] = perft(&q, depth-1, touch)
	}
	return out, nil
}
