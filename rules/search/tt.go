package search

import (
	"sync"
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

// table is the transposition table: one entry per slot, replaced when the new result
// is as deep or from a different position.
type table[M comparable] struct {
	slots []entry[M]
	mask  uint64
}

func newTable[M comparable](mb int) *table[M] {
	if mb <= 0 {
		mb = 16
	}
	var e entry[M]
	n := uint64(1)
	for n*2*uint64(unsafe.Sizeof(e)) <= uint64(mb)<<20 {
		n *= 2
	}
	return &table[M]{slots: make([]entry[M], n), mask: n - 1}
}

func (t *table[M]) probe(key uint64) (entry[M], bool) {
	e := t.slots[key&t.mask]
	return e, e.key == key && e.bound != boundNone
}

func (t *table[M]) store(key uint64, m M, score, depth int, b uint8) {
	e := &t.slots[key&t.mask]
	if e.key == key && int(e.depth) > depth && b != exact {
		return
	}
	*e = entry[M]{key: key, move: m, score: int32(score), depth: int16(depth), bound: b}
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
		if t.slots[i].bound != boundNone {
			used++
		}
	}
	return used * 1000 / n
}

// Memory keeps a transposition table from one search to the next (an engine playing a
// game: what it learnt about the positions ahead stays useful, and a large table is not
// cleared before every move). The zero Memory is empty; a nil one keeps nothing.
type Memory struct {
	mu sync.Mutex
	mb int
	t  any // the *table[M] of the game searched last
}

// keptTable is m's table if it holds one of this game's moves and size, else a new one
// that m keeps for next time.
func keptTable[M comparable](m *Memory, mb int) *table[M] {
	if m == nil {
		return newTable[M](mb)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if t, ok := m.t.(*table[M]); ok && m.mb == mb {
		return t
	}
	t := newTable[M](mb)
	m.t, m.mb = t, mb
	return t
}
