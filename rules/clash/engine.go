package clash

import "math/bits"

// state is the engine's position: a byte per node, the occupancy as a bit set, the side
// to move and how many Commanders each side has.
type state struct {
	occ  uint64
	sq   [nNodes]uint8
	side uint8 // 0 White, 1 Black
	cmd  [2]int8
}

// Move modes.
const (
	mStep     uint8 = iota // a quiet step forward (Droid, Hawk, Factor, Commander)
	mInPlace               // a Factor or Commander turns into promo where it stands
	mTake                  // captures the piece on to (Droid, Brute)
	mJump                  // Hawk: jumps over victim to the empty node to
	mApproach              // Hawk: steps to to and takes victim, the next node beyond
	mWithdraw              // Hawk: steps to to and takes victim, the node behind from
	mSlice                 // Slicer: takes every piece from from (exclusive) to to along dir
)

// move is an engine move. promo is the kind the mover becomes (0: unchanged), leave the
// piece left on from (0: none). victim is the Hawk's captured node; for a Slicer it holds
// the direction of its line.
type move struct {
	from, to, victim int8
	kind, promo      uint8
	leave, mode      uint8
}

func (s *state) colour(side uint8) uint8 { return side * blackBit }

// over reports whether a side has lost all its Commanders.
func (s *state) over() bool { return s.cmd[0] == 0 || s.cmd[1] == 0 }

// finalKind is what a piece of kind k becomes after moving to node to.
func finalKind(side uint8, k uint8, to int) uint8 {
	if k != kSlicer && promoRow[side]&(1<<to) != 0 {
		return kSlicer
	}
	switch k {
	case kDroid:
		return kHawk
	case kHawk:
		return kDroid
	}
	return 0
}

// gen appends every legal move (none when the game is over).
func (s *state) gen(buf []move) []move {
	if s.over() {
		return buf
	}
	side := s.side
	for occ := s.occ; occ != 0; occ &= occ - 1 {
		n := bits.TrailingZeros64(occ)
		v := s.sq[n]
		if (v&blackBit != 0) != (side == 1) {
			continue
		}
		k := v & kindMask
		from := int8(n)
		switch k {
		case kDroid:
			for _, d := range forwardDirs[side] {
				if t := step[n][d]; t >= 0 && s.sq[t] == 0 {
					buf = append(buf, move{from: from, to: t, victim: -1, kind: k, promo: finalKind(side, k, int(t)), mode: mStep})
				}
			}
			for _, d := range droidTake[side] {
				if t := step[n][d]; t >= 0 && s.sq[t] != 0 {
					buf = append(buf, move{from: from, to: t, victim: -1, kind: k, promo: finalKind(side, k, int(t)), mode: mTake})
				}
			}
		case kHawk:
			for _, d := range forwardDirs[side] {
				if t := step[n][d]; t >= 0 && s.sq[t] == 0 {
					buf = append(buf, move{from: from, to: t, victim: -1, kind: k, promo: finalKind(side, k, int(t)), mode: mStep})
				}
			}
			for d := 0; d < nDirs; d++ {
				t := step[n][d]
				if t < 0 {
					continue
				}
				if s.sq[t] != 0 {
					if b := step[t][d]; b >= 0 && s.sq[b] == 0 {
						buf = append(buf, move{from: from, to: b, victim: t, kind: k, promo: finalKind(side, k, int(b)), mode: mJump})
					}
					continue
				}
				p := finalKind(side, k, int(t))
				if b := step[t][d]; b >= 0 && s.sq[b] != 0 {
					buf = append(buf, move{from: from, to: t, victim: b, kind: k, promo: p, mode: mApproach})
				}
				if w := step[n][opposite(d)]; w >= 0 && s.sq[w] != 0 {
					buf = append(buf, move{from: from, to: t, victim: w, kind: k, promo: p, mode: mWithdraw})
				}
			}
		case kFactor, kCommander:
			l1, l2 := kDroid, kHawk
			if k == kCommander {
				l1, l2 = kFactor, kBrute
			}
			for _, d := range forwardDirs[side] {
				if t := step[n][d]; t >= 0 && s.sq[t] == 0 {
					p := finalKind(side, k, int(t))
					buf = append(buf,
						move{from: from, to: t, victim: -1, kind: k, promo: p, leave: l1, mode: mStep},
						move{from: from, to: t, victim: -1, kind: k, promo: p, leave: l2, mode: mStep})
				}
			}
			buf = append(buf,
				move{from: from, to: from, victim: -1, kind: k, promo: l1, mode: mInPlace},
				move{from: from, to: from, victim: -1, kind: k, promo: l2, mode: mInPlace})
		case kBrute:
			for t := bruteTargets(s.occ, n); t != 0; t &= t - 1 {
				to := bits.TrailingZeros64(t)
				buf = append(buf, move{from: from, to: int8(to), victim: -1, kind: k, promo: finalKind(side, k, to), mode: mTake})
			}
		case kSlicer:
			for d := 0; d < nDirs; d++ {
				taken := false
				for t := step[n][d]; t >= 0; t = step[t][d] {
					taken = taken || s.sq[t] != 0
					if taken {
						buf = append(buf, move{from: from, to: t, victim: int8(d), kind: k, mode: mSlice})
					}
				}
			}
		}
	}
	return buf
}

// bruteTargets is the set of occupied nodes a Brute on n reaches: one line step away, or
// two through an empty middle node, bends allowed; each node once however many paths
// lead to it.
func bruteTargets(occ uint64, n int) uint64 {
	nb := nbMask[n]
	t := nb & occ
	for mids := nb &^ occ; mids != 0; mids &= mids - 1 {
		t |= nbMask[bits.TrailingZeros64(mids)] & occ
	}
	return t &^ (1 << n)
}

// remove takes the piece off node n, counting a lost Commander.
func (s *state) remove(n int) {
	v := s.sq[n]
	if v&kindMask == kCommander {
		s.cmd[v>>3]--
	}
	s.sq[n] = 0
	s.occ &^= 1 << n
}

// make plays m.
func (s *state) make(m move) {
	col := s.colour(s.side)
	from, to := int(m.from), int(m.to)
	if m.mode == mInPlace {
		if m.kind == kCommander {
			s.cmd[s.side]--
		}
		s.sq[from] = m.promo | col
		s.side ^= 1
		return
	}
	switch m.mode {
	case mTake:
		s.remove(to)
	case mJump, mApproach, mWithdraw:
		s.remove(int(m.victim))
	case mSlice:
		d := int(m.victim)
		for t := int(step[from][d]); ; t = int(step[t][d]) {
			if s.sq[t] != 0 {
				s.remove(t)
			}
			if t == to {
				break
			}
		}
	}
	final := m.kind
	if m.promo != 0 {
		final = m.promo
	}
	if m.kind == kCommander && final != kCommander {
		s.cmd[s.side]--
	}
	s.sq[to] = final | col
	s.occ |= 1 << to
	if m.leave != 0 {
		s.sq[from] = m.leave | col
	} else {
		s.sq[from] = 0
		s.occ &^= 1 << from
	}
	s.side ^= 1
}

// captured lists the nodes whose pieces m removes, in the order the move meets them.
func (s *state) captured(m move) []int {
	switch m.mode {
	case mTake:
		return []int{int(m.to)}
	case mJump, mApproach, mWithdraw:
		return []int{int(m.victim)}
	case mSlice:
		var out []int
		d := int(m.victim)
		for t := int(step[m.from][d]); ; t = int(step[t][d]) {
			if s.sq[t] != 0 {
				out = append(out, t)
			}
			if t == int(m.to) {
				return out
			}
		}
	}
	return nil
}

// perft counts the move sequences of length depth by copy-make, the last ply in bulk.
func (s *state) perft(depth int, bufs [][]move) uint64 {
	if depth == 0 {
		return 1
	}
	if depth == 1 {
		return uint64(s.count())
	}
	buf := s.gen(bufs[depth][:0])
	bufs[depth] = buf
	var n uint64
	for _, m := range buf {
		c := *s
		c.make(m)
		n += c.perft(depth-1, bufs)
	}
	return n
}

// count is len(gen(nil)) without building the moves.
func (s *state) count() int {
	if s.over() {
		return 0
	}
	side := s.side
	occ := s.occ
	n := 0
	for m := occ; m != 0; m &= m - 1 {
		i := bits.TrailingZeros64(m)
		v := s.sq[i]
		if (v&blackBit != 0) != (side == 1) {
			continue
		}
		switch v & kindMask {
		case kDroid:
			for _, d := range forwardDirs[side] {
				if t := step[i][d]; t >= 0 && occ&(1<<t) == 0 {
					n++
				}
			}
			for _, d := range droidTake[side] {
				if t := step[i][d]; t >= 0 && occ&(1<<t) != 0 {
					n++
				}
			}
		case kHawk:
			for _, d := range forwardDirs[side] {
				if t := step[i][d]; t >= 0 && occ&(1<<t) == 0 {
					n++
				}
			}
			for d := 0; d < nDirs; d++ {
				t := step[i][d]
				if t < 0 {
					continue
				}
				b := step[t][d]
				if occ&(1<<t) != 0 {
					if b >= 0 && occ&(1<<b) == 0 {
						n++
					}
					continue
				}
				if b >= 0 && occ&(1<<b) != 0 {
					n++
				}
				if w := step[i][opposite(d)]; w >= 0 && occ&(1<<w) != 0 {
					n++
				}
			}
		case kFactor, kCommander:
			n += 2
			for _, d := range forwardDirs[side] {
				if t := step[i][d]; t >= 0 && occ&(1<<t) == 0 {
					n += 2
				}
			}
		case kBrute:
			n += bits.OnesCount64(bruteTargets(occ, i))
		case kSlicer:
			for d := 0; d < nDirs; d++ {
				taken := false
				for t := step[i][d]; t >= 0; t = step[t][d] {
					taken = taken || occ&(1<<t) != 0
					if taken {
						n++
					}
				}
			}
		}
	}
	return n
}
