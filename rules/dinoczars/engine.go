package dinoczars

import "math/bits"

// state is the engine's mutable game state; Position wraps it immutably.
// eggLaidAt is the count a new egg is laid at: it hatches when the count has run down.
const eggLaidAt = 4

type state struct {
	sq       [nCells]uint8
	side     uint8
	eggs     [2]uint8         // eggs each player has not laid yet
	pool     [2][nKinds]uint8 // each player's own dinosaurs captured and not hatched since
	winner   int8             // the player who captured the enemy Tyrannosaurus, or -1
	touching bool             // eggs may be laid on the 12 touching cells, not only the 3 edge ones
}

// Move types.
const (
	tStep    uint8 = iota // a dinosaur moves (a Pterosaur flies), maybe capturing
	tRotate               // a dinosaur turns ±120° in place
	tLay                  // an egg from the reserve onto an empty cell
	tGestate              // an egg counts down and stays an egg
	tHatch                // an egg counts down to 0 and becomes a captured dinosaur
)

// move is an engine move.
type move struct {
	from, to int8  // from == to in place; from is -1 for a lay
	kind     uint8 // the moving kind (kEgg for lays, gestations and hatches)
	face     uint8 // the dinosaur's facing after the move (k); 0 for eggs
	typ      uint8
	hatch    uint8 // the kind an egg hatches into
	capture  bool
}

// undo is what unmake needs besides the move.
type undo struct {
	from, to uint8 // the bytes of from and to before the move
	winner   int8
}

func startState(touching bool) state {
	s := state{winner: -1, touching: touching, eggs: [2]uint8{2, 2}}
	put := func(name string, kind uint8, owner int) {
		c, _ := lookupCell(name)
		k := uint8(faceN)
		if owner == 1 {
			k = faceS
		}
		s.sq[c] = mk(kind, owner, k)
	}
	// Figure 1 of the seed.
	for _, p := range []struct {
		name string
		kind uint8
	}{{"C1", kVR}, {"E1", kTR}, {"G1", kVR}, {"B2", kPT}, {"D2", kTC}, {"F2", kTC}, {"H2", kSS}, {"C3", kBR}} {
		put(p.name, p.kind, 0)
	}
	for _, p := range []struct {
		name string
		kind uint8
	}{{"C6", kVR}, {"E6", kTR}, {"G6", kVR}, {"B5", kSS}, {"D5", kTC}, {"F5", kTC}, {"H5", kPT}, {"G4", kBR}} {
		put(p.name, p.kind, 1)
	}
	return s
}

// hatchKinds are the kinds an egg may hatch into, in the order moves are listed.
var hatchKinds = [...]uint8{kVR, kPT, kSS, kTC, kBR}

// gen appends the legal moves of the side to move. A finished game has none.
func (s *state) gen(buf []move) []move {
	if s.winner >= 0 {
		return buf
	}
	side := int(s.side)
	empty, own := s.cells(side)
	var near uint64
	for ; own != 0; own &= own - 1 {
		c := bits.TrailingZeros64(own)
		b := s.sq[c]
		kind := pKind(b)
		if kind == kEgg {
			buf = s.genEgg(buf, c, pVal(b))
			continue
		}
		near |= s.layNear(c)
		k := pVal(b)
		from := int8(c)
		buf = append(buf,
			move{from: from, to: from, kind: kind, face: turn(k, 2), typ: tRotate},
			move{from: from, to: from, kind: kind, face: turn(k, -2), typ: tRotate})
		if kind == kPT {
			for e := empty; e != 0; e &= e - 1 {
				to := int8(bits.TrailingZeros64(e))
				f := uint8(faceNE)
				if down[to] {
					f = faceN
				}
				buf = append(buf,
					move{from: from, to: to, kind: kPT, face: f, typ: tStep},
					move{from: from, to: to, kind: kPT, face: f + 2, typ: tStep},
					move{from: from, to: to, kind: kPT, face: f + 4, typ: tStep})
			}
			continue
		}
		for _, t := range targets[c][k][kind] {
			if !s.open(t, side) {
				continue
			}
			m := move{from: from, to: t.to, kind: kind, face: k, typ: tStep, capture: s.sq[t.to] != 0}
			if t.turns {
				m.face = turn(k, 1)
				buf = append(buf, m)
				m.face = turn(k, -1)
			}
			buf = append(buf, m)
		}
	}
	if s.eggs[side] > 0 {
		for e := near & empty; e != 0; e &= e - 1 {
			buf = append(buf, move{from: -1, to: int8(bits.TrailingZeros64(e)), kind: kEgg, typ: tLay})
		}
	}
	return buf
}

// cells returns the empty cells and side's cells as bit sets (bit c for cell c), so that
// gen and count visit side's pieces in cell order without looking at the other cells.
func (s *state) cells(side int) (empty, own uint64) {
	for c := 0; c < nCells; c++ {
		switch b := s.sq[c]; {
		case b == 0:
			empty |= 1 << uint(c)
		case pOwner(b) == side:
			own |= 1 << uint(c)
		}
	}
	return empty, own
}

// layNear is the cells next to c where the egg option lets a dinosaur on c lay.
func (s *state) layNear(c int) uint64 {
	if s.touching {
		return touchNb[c]
	}
	return edgeNb[c]
}

// open reports whether side's dinosaur may take step t: onto an empty cell if the step
// moves, onto an enemy if it captures, and never past a piece in the way.
func (s *state) open(t target, side int) bool {
	switch o := s.sq[t.to]; {
	case o == 0 && t.mode&moveOnly == 0:
		return false
	case o != 0 && (pOwner(o) == side || t.mode&captureOnly == 0):
		return false
	}
	return t.blocker < 0 || s.sq[t.blocker] == 0
}

// genEgg appends the gestation or the hatches of the egg on c with count n.
func (s *state) genEgg(buf []move, c int, n uint8) []move {
	from := int8(c)
	if n >= 2 || (n == 1 && !s.canHatch()) {
		return append(buf, move{from: from, to: from, kind: kEgg, typ: tGestate})
	}
	f := uint8(faceNE)
	if down[c] {
		f = faceN
	}
	pool := &s.pool[s.side]
	for _, h := range hatchKinds {
		if pool[h] == 0 {
			continue
		}
		buf = append(buf,
			move{from: from, to: from, kind: kEgg, face: f, typ: tHatch, hatch: h},
			move{from: from, to: from, kind: kEgg, face: f + 2, typ: tHatch, hatch: h},
			move{from: from, to: from, kind: kEgg, face: f + 4, typ: tHatch, hatch: h})
	}
	return buf
}

// canHatch reports whether the side to move has a captured dinosaur to hatch.
func (s *state) canHatch() bool { return s.hatchKindsAvailable() > 0 }

func (s *state) hatchKindsAvailable() int {
	n := 0
	pool := &s.pool[s.side]
	for _, h := range hatchKinds {
		if pool[h] != 0 {
			n++
		}
	}
	return n
}

// count is len(gen(nil)) without building the list: perft's last ply.
func (s *state) count() uint64 {
	if s.winner >= 0 {
		return 0
	}
	side := int(s.side)
	empty, own := s.cells(side)
	var near, n uint64
	hatchable := -1
	for ; own != 0; own &= own - 1 {
		c := bits.TrailingZeros64(own)
		b := s.sq[c]
		kind := pKind(b)
		if kind == kEgg {
			v := pVal(b)
			if v >= 2 {
				n++
				continue
			}
			if hatchable < 0 {
				hatchable = s.hatchKindsAvailable()
			}
			switch {
			case hatchable > 0:
				n += 3 * uint64(hatchable)
			case v == 1:
				n++
			}
			continue
		}
		near |= s.layNear(c)
		n += 2
		if kind == kPT {
			n += 3 * uint64(bits.OnesCount64(empty))
			continue
		}
		k := pVal(b)
		for _, t := range targets[c][k][kind] {
			if !s.open(t, side) {
				continue
			}
			if t.turns {
				n += 2
			} else {
				n++
			}
		}
	}
	if s.eggs[side] > 0 {
		n += uint64(bits.OnesCount64(near & empty))
	}
	return n
}

// make plays m and returns what unmake needs.
func (s *state) make(m move) undo {
	side := int(s.side)
	u := undo{winner: s.winner}
	if m.from >= 0 {
		u.from = s.sq[m.from]
	}
	u.to = s.sq[m.to]
	switch m.typ {
	case tStep:
		if o := u.to; o != 0 {
			switch pKind(o) {
			case kEgg:
			case kTR:
				s.winner = int8(side)
			default:
				s.pool[pOwner(o)][pKind(o)]++
			}
		}
		s.sq[m.to] = withVal(u.from, m.face)
		s.sq[m.from] = 0
	case tRotate:
		s.sq[m.from] = withVal(u.from, m.face)
	case tLay:
		s.sq[m.to] = mk(kEgg, side, eggLaidAt)
		s.eggs[side]--
	case tGestate:
		s.sq[m.from] = withVal(u.from, pVal(u.from)-1)
	case tHatch:
		s.sq[m.from] = mk(m.hatch, side, m.face)
		s.pool[side][m.hatch]--
	}
	s.side ^= 1
	return u
}

// unmake takes m back.
func (s *state) unmake(m move, u undo) {
	s.side ^= 1
	side := int(s.side)
	s.winner = u.winner
	switch m.typ {
	case tStep:
		if o := u.to; o != 0 && pKind(o) != kEgg && pKind(o) != kTR {
			s.pool[pOwner(o)][pKind(o)]--
		}
		s.sq[m.from] = u.from
	case tLay:
		s.eggs[side]++
	case tHatch:
		s.pool[side][m.hatch]++
	}
	if m.from >= 0 {
		s.sq[m.from] = u.from
	}
	s.sq[m.to] = u.to
}

// captures reports whether a dinosaur of player by can capture on c.
func (s *state) captures(by int, c int) bool {
	for f := 0; f < nCells; f++ {
		b := s.sq[f]
		if b == 0 || pOwner(b) != by || pKind(b) == kEgg {
			continue
		}
		for _, t := range targets[f][pVal(b)][pKind(b)] {
			if int(t.to) == c && t.mode&captureOnly != 0 && (t.blocker < 0 || s.sq[t.blocker] == 0) {
				return true
			}
		}
	}
	return false
}

// perft counts with make and unmake, the last ply in bulk.
func (s *state) perft(depth int, bufs [][]move) uint64 {
	if depth == 1 {
		return s.count()
	}
	buf := s.gen(bufs[depth][:0])
	bufs[depth] = buf
	var n uint64
	for _, m := range buf {
		u := s.make(m)
		n += s.perft(depth-1, bufs)
		s.unmake(m, u)
	}
	return n
}
