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

// table is the transposition table: one entry per slot, replaced when the new result
// is as deep or from a different position.
type table[M comparable] struct {
	slots []slot
	mask  uint64
}

func newTable[M comparable](mb int) *table[M] {
	var m M
	if unsafe.Sizeof(m) > 8 {
		// every game's move is a few small integers: a larger one is a programming error
		panic(fmt.Sprintf("search: a move of %d bytes does not fit a table word", unsafe.Sizeof(m)))
	}
	if mb <= 0 {
		mb = 16
	}
	var s slot
	n := uint64(1)
	for n*2*uint64(unsafe.Sizeof(s)) <= uint64(mb)<<20 {
		n *= 2
	}
	return &table[M]{slots: make([]slot, n), mask: n - 1}
}

// packMove and unpackMove copy a move (a small struct of integers) to and from a word.
func packMove[M comparable](m M) uint64 {
	var w uint64
	*(*M)(unsafe.Pointer(&w)) = m
	return w
}

func unpackMove[M comparable](w uint64) M {
	return *(*M)(unsafe.Pointer(&w))
}

func packData(score, depth int, b uint8) uint64 {
	return uint64(uint32(int32(score))) | uint64(uint16(int16(depth)))<<32 | uint64(b)<<48
}

func (t *table[M]) probe(key uint64) (entry[M], bool) {
	s := &t.slots[key&t.mask]
	c, mv, d := s.check.Load(), s.move.Load(), s.data.Load()
	b := uint8(d >> 48)
	if c^mv^d != key || b == boundNone {
		return entry[M]{}, false
	}
	return entry[M]{key: key, move: unpackMove[M](mv), score: int32(uint32(d)), depth: int16(uint16(d >> 32)), bound: b}, true
}

func (t *table[M]) store(key uint64, m M, score, depth int, b uint8) {
	s := &t.slots[key&t.mask]
	if e, ok := t.probe(key); ok && int(e.depth) > depth && b != exact {
		return
	}
	mv, d := packMove(m), packData(score, depth, b)
	s.move.Store(mv)
	s.data.Store(d)
	s.check.Store(key ^ mv ^ d)
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
		if uint8(t.slots[i].data.Load()>>48) != boundNone {
			used++
		}
	}
	return used * 1000 / n
}

func keptTable[M comparable](m *Memory, mb int) *table[M] {
	if m == nil {
		return newTable[M](mb)
	}
	// what a Memory keeps: the table of the game searched last, and the size asked for
	type sized struct {
		mb int
		t  *table[M]
	}
	var t *table[M]
	m.Keep(func(kept any) any {
		if k, ok := kept.(sized); ok && k.mb == mb {
			t = k.t
			return k
		}
		t = newTable[M](mb)
		return sized{mb, t}
	})
	return t
}
