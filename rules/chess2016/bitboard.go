package chess2016

import mbits "math/bits"

// bb is a set of squares of the 12 × 10 box: bit rank*12+file, the low 64 squares in lo
// (ranks 1–5 and a6–d6), the rest in hi. Only the 96 existing squares are ever set; the
// other 24 are wallBB.
type bb struct{ lo, hi uint64 }

const nBox = boxFiles * boxRanks // 120

func (a bb) and(b bb) bb    { return bb{a.lo & b.lo, a.hi & b.hi} }
func (a bb) or(b bb) bb     { return bb{a.lo | b.lo, a.hi | b.hi} }
func (a bb) xor(b bb) bb    { return bb{a.lo ^ b.lo, a.hi ^ b.hi} }
func (a bb) andNot(b bb) bb { return bb{a.lo &^ b.lo, a.hi &^ b.hi} }
func (a bb) any() bool      { return a.lo|a.hi != 0 }
func (a bb) count() int     { return mbits.OnesCount64(a.lo) + mbits.OnesCount64(a.hi) }

// has reports whether box square i (0–119) is in a.
func (a bb) has(i int) bool {
	if i < 64 {
		return a.lo>>uint(i)&1 != 0
	}
	return a.hi>>uint(i-64)&1 != 0
}

// lsb is the lowest square of a, -1 when a is empty.
func (a bb) lsb() int {
	if a.lo != 0 {
		return mbits.TrailingZeros64(a.lo)
	}
	if a.hi != 0 {
		return 64 + mbits.TrailingZeros64(a.hi)
	}
	return -1
}

// msb is the highest square of a, -1 when a is empty.
func (a bb) msb() int {
	if a.hi != 0 {
		return 127 - mbits.LeadingZeros64(a.hi)
	}
	return 63 - mbits.LeadingZeros64(a.lo)
}

// pop removes and returns the lowest square of a non-empty a.
func (a *bb) pop() int {
	if a.lo != 0 {
		i := mbits.TrailingZeros64(a.lo)
		a.lo &= a.lo - 1
		return i
	}
	i := mbits.TrailingZeros64(a.hi)
	a.hi &= a.hi - 1
	return 64 + i
}

// Tables between the box and the mailbox, and one-square sets.
var (
	boxOf  [nSq]int8   // box square of a mailbox index, -1 off the 96
	mbOf   [nBox]int16 // mailbox index of a box square
	sqBB   [nBox]bb    // the set of one box square
	wallBB bb          // the 24 squares of the box that do not exist
	cellBB bb          // the 96 that do
)

// init fills the box tables, then the attack tables built on them (one init, for the
// order).
func init() {
	initBox()
	initAttacks()
}

func initBox() {
	for i := range boxOf {
		boxOf[i] = -1
	}
	for r := 0; r < boxRanks; r++ {
		for f := 0; f < boxFiles; f++ {
			b := r*boxFiles + f
			mbOf[b] = int16(sqAt(f, r))
			if b < 64 {
				sqBB[b].lo = 1 << uint(b)
			} else {
				sqBB[b].hi = 1 << uint(b-64)
			}
			if exists(f, r) {
				boxOf[sqAt(f, r)] = int8(b)
				cellBB = cellBB.or(sqBB[b])
			} else {
				wallBB = wallBB.or(sqBB[b])
			}
		}
	}
}

// bbOf is the box set of a mailbox square that exists.
func bbOf(sq int) bb { return sqBB[boxOf[sq]] }
