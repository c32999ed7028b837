package search

import (
	"fmt"
	"sync/atomic"
	"unsafe"
)

// Bounds a table entry's score may be.
const (
	boundNone uint8 = iota
	exact
	lower // the score is at least this (a beta cut)
	upper // the score is at most this (no move raised alpha)
)

type entry[M comparable] struct {
	key   uint64
	move  M
	score int32
	depth int16
	bound uint8
}

// slot is one entry as three atomic words, so that the threads of one search share the
// table without locks (and the race detector agrees): check is the key xor the other
// two, and a probe that reads words of two different stores sees a key that does not
// match and misses.
type slot struct {
	check, move, data atomic.Uint64
}

// table is the transposition table. With one way (the plain table) a slot holds one
// entry, replaced when the new result is as deep or from a different position. With
// more (TTBuckets) the slots come in buckets of ways, any of which may hold a position:
// a new result goes to its position's own slot, else an empty one, else the one worth
// least, the shallowest once the searches since it was stored are counted against it
// (a generation a search, so a game's older entries make way).
type table[M comparable] struct {
	slots []slot
	mask  uint64 // the buckets' count less one
	ways  int
	gen   uint8 // the search under way, by its number, kept in each entry it stores
}

func newTable[M comparable](mb, ways int) *table[M] {
	var m M
	if unsafe.Sizeof(m) > 8 {
		// every game's move is a few small integers: a larger one is a programming error
		panic(fmt.Sprintf("search: a move of %d bytes does not fit a table word", unsafe.Sizeof(m)))
	}
	if mb <= 0 {
		mb = 16
	}
	ways = max(1, ways)
	var s slot
	n := uint64(1)
	for n*2*uint64(ways)*uint64(unsafe.Sizeof(s)) <= uint64(mb)<<20 {
		n *= 2
	}
	return &table[M]{slots: make([]slot, n*uint64(ways)), mask: n - 1, ways: ways}
}

// newSearch starts a generation: what is stored from now on is the newest.
func (t *table[M]) newSearch() { t.gen++ }

// packMove and unpackMove copy a move (a small struct of integers) to and from a word.
func packMove[M comparable](m M) uint64 {
	var w uint64
	*(*M)(unsafe.Pointer(&w)) = m
	return w
}

func unpackMove[M comparable](w uint64) M {
	return *(*M)(unsafe.Pointer(&w))
}

func packData(score, depth int, b, gen uint8) uint64 {
	return uint64(uint32(int32(score))) | uint64(uint16(int16(depth)))<<32 | uint64(b)<<48 | uint64(gen)<<56
}

// read is the slot's words and the key they were stored for: a slot read while
// another thread stored into it gives a key that matches no position's.
func (s *slot) read() (key, mv, d uint64) {
	c, mv, d := s.check.Load(), s.move.Load(), s.data.Load()
	return c ^ mv ^ d, mv, d
}

// write stores an entry's words for key, the check last (read's key xor).
func (s *slot) write(key, mv, d uint64) {
	s.move.Store(mv)
	s.data.Store(d)
	s.check.Store(key ^ mv ^ d)
}

// The fields of a data word (packData).
func boundOf(d uint64) uint8 { return uint8(d >> 48) }
func depthOf(d uint64) int   { return int(int16(uint16(d >> 32))) }
func genOf(d uint64) uint8   { return uint8(d >> 56) }

func (t *table[M]) probe(key uint64) (entry[M], bool) {
	base := (key & t.mask) * uint64(t.ways)
	for i := range uint64(t.ways) {
		if k, mv, d := t.slots[base+i].read(); k == key && boundOf(d) != boundNone {
			return entry[M]{key: key, move: unpackMove[M](mv), score: int32(uint32(d)), depth: int16(depthOf(d)), bound: boundOf(d)}, true
		}
	}
	return entry[M]{}, false
}

func (t *table[M]) store(key uint64, m M, score, depth int, b uint8) {
	s := t.victim((key&t.mask)*uint64(t.ways), key)
	if k, _, d := s.read(); k == key && boundOf(d) != boundNone && depthOf(d) > depth && b != exact {
		return // the same position, searched deeper
	}
	s.write(key, packMove(m), packData(score, depth, b, t.gen))
}

// storeShallow keeps a quiescence result (depth 0) in the slot store would use, unless
// that holds a deeper result of the same position or of the search under way: so into
// an empty slot, or over a quiescence result or an earlier search's result of another
// position. A result without a move (a cut by the standing score, m zero) keeps the
// move its position's slot held.
func (t *table[M]) storeShallow(key uint64, m M, score int, b uint8) {
	s := t.victim((key&t.mask)*uint64(t.ways), key)
	k, old, d := s.read()
	if boundOf(d) != boundNone && depthOf(d) > 0 && (k == key || genOf(d) == t.gen) {
		return
	}
	var zero M
	mv := packMove(m)
	if m == zero && k == key && boundOf(d) != boundNone {
		mv = old
	}
	s.write(key, mv, packData(score, 0, b, t.gen))
}

// victim is the slot of the bucket at base that a result for key goes to: key's own,
// else an empty one, else the one worth least (its depth less 8 for each search since).
// With one way it is the bucket's one slot.
func (t *table[M]) victim(base, key uint64) *slot {
	var empty, worst *slot
	least := 0
	for i := range uint64(t.ways) {
		s := &t.slots[base+i]
		k, _, d := s.read()
		switch {
		case boundOf(d) == boundNone:
			if empty == nil {
				empty = s
			}
		case k == key:
			return s
		default:
			if v := depthOf(d) - 8*int(t.gen-genOf(d)); worst == nil || v < least {
				worst, least = s, v
			}
		}
	}
	if empty != nil {
		return empty
	}
	return worst
}

// Mate scores count plies from the root; the table holds them from the node, so a mate
// found through a transposition keeps its true distance.
func toTable(score, ply int) int {
	switch {
	case score > mateBound:
		return score + ply
	case score < -mateBound:
		return score - ply
	}
	return score
}

func fromTable(score, ply int) int {
	switch {
	case score > mateBound:
		return score - ply
	case score < -mateBound:
		return score + ply
	}
	return score
}

// full estimates the share of used slots, in thousandths, from the first thousand.
func (t *table[M]) full() int {
	n := min(1000, len(t.slots))
	used := 0
	for i := 0; i < n; i++ {
		if boundOf(t.slots[i].data.Load()) != boundNone {
			used++
		}
	}
	return used * 1000 / n
}

// kept is what a Memory keeps from one search to the next: the transposition table of
// the game searched last and the size asked for, the main state's caches (Reuser), and
// (KeptHistory) the main searcher's move histories.
type kept[M comparable] struct {
	mb, ways int
	t        *table[M]
	history  []int32
	counter  []M
	capHist  []int32
	cont     []int32
	caches   any // nil while a search has them
}

// keptFor is what m keeps for a search of M with a table of mb MiB in buckets of ways:
// a new one, kept by m, where m kept none or one of another kind or size (a nil m keeps
// nothing).
func keptFor[M comparable](m *Memory, mb, ways int) *kept[M] {
	if m == nil {
		return &kept[M]{mb: mb, ways: ways, t: newTable[M](mb, ways)}
	}
	var k *kept[M]
	m.Keep(func(old any) any {
		if o, ok := old.(*kept[M]); ok && o.mb == mb && o.ways == ways {
			k = o
		} else {
			k = &kept[M]{mb: mb, ways: ways, t: newTable[M](mb, ways)}
		}
		return k
	})
	return k
}
