package search

import "testing"

type ttMove struct{ from, to int16 }

// The table keeps what its replacement rule says: one slot a key with one way, the
// entry worth least making way in a bucket, older searches' entries first; a
// quiescence result (storeShallow, QuiescenceStore) never displaces a deeper result of
// the search under way, nor a deeper one of its own position.
func TestTableReplacement(t *testing.T) {
	type op struct {
		newSearch bool
		shallow   bool   // stored by storeShallow, at depth 0
		noMove    bool   // with storeShallow, stored without a move (a cut by the standing score)
		key       uint64 // a multiple of the buckets' count apart: one bucket
		depth     int
		bound     uint8
	}
	for _, c := range []struct {
		name    string
		ways    int
		ops     []op
		kept    []uint64
		gone    []uint64
		depthOf map[uint64]int
	}{
		{"one way: another position replaces", 1,
			[]op{{key: 1, depth: 9, bound: lower}, {key: 2, depth: 1, bound: upper}},
			[]uint64{2}, []uint64{1}, nil},
		{"one way: the same position searched deeper stays", 1,
			[]op{{key: 1, depth: 9, bound: lower}, {key: 1, depth: 3, bound: upper}},
			[]uint64{1}, nil, map[uint64]int{1: 9}},
		{"one way: an exact score replaces a deeper bound", 1,
			[]op{{key: 1, depth: 9, bound: lower}, {key: 1, depth: 3, bound: exact}},
			[]uint64{1}, nil, map[uint64]int{1: 3}},
		{"four ways: the shallowest makes way", 4,
			[]op{{key: 1, depth: 6, bound: lower}, {key: 2, depth: 5, bound: lower}, {key: 3, depth: 7, bound: lower},
				{key: 4, depth: 8, bound: lower}, {key: 5, depth: 1, bound: upper}},
			[]uint64{1, 3, 4, 5}, []uint64{2}, nil},
		{"four ways: a position keeps its own slot", 4,
			[]op{{key: 1, depth: 6, bound: lower}, {key: 2, depth: 5, bound: lower}, {key: 3, depth: 7, bound: lower},
				{key: 4, depth: 8, bound: lower}, {key: 3, depth: 9, bound: exact}},
			[]uint64{1, 2, 3, 4}, nil, map[uint64]int{3: 9}},
		{"four ways: an older search's deep entries make way", 4,
			[]op{{key: 1, depth: 10, bound: lower}, {key: 2, depth: 10, bound: lower}, {key: 3, depth: 10, bound: lower},
				{key: 4, depth: 10, bound: lower}, {newSearch: true}, {newSearch: true},
				{key: 5, depth: 2, bound: upper}, {key: 6, depth: 2, bound: upper}, {key: 7, depth: 2, bound: upper}},
			[]uint64{4, 5, 6, 7}, []uint64{1, 2, 3}, nil},
		{"one way: a quiescence result leaves this search's deeper one", 1,
			[]op{{key: 1, depth: 5, bound: lower}, {key: 2, shallow: true, bound: upper}},
			[]uint64{1}, []uint64{2}, nil},
		{"one way: a quiescence result replaces an older search's", 1,
			[]op{{key: 1, depth: 5, bound: lower}, {newSearch: true}, {key: 2, shallow: true, bound: upper}},
			[]uint64{2}, []uint64{1}, nil},
		{"one way: a quiescence result replaces another", 1,
			[]op{{key: 1, shallow: true, bound: lower}, {key: 2, shallow: true, bound: exact}},
			[]uint64{2}, []uint64{1}, map[uint64]int{2: 0}},
		{"one way: a position's deeper result stays over its quiescence result", 1,
			[]op{{key: 1, depth: 5, bound: lower}, {newSearch: true}, {key: 1, shallow: true, bound: exact}},
			[]uint64{1}, nil, map[uint64]int{1: 5}},
		{"one way: a quiescence cut without a move keeps its position's move", 1,
			[]op{{key: 1, shallow: true, bound: exact}, {key: 1, shallow: true, noMove: true, bound: lower}},
			[]uint64{1}, nil, map[uint64]int{1: 0}},
		{"four ways: a quiescence result finds no slot among this search's deeper ones", 4,
			[]op{{key: 1, depth: 1, bound: lower}, {key: 2, depth: 1, bound: lower}, {key: 3, depth: 1, bound: lower},
				{key: 4, depth: 1, bound: lower}, {key: 5, shallow: true, bound: upper}},
			[]uint64{1, 2, 3, 4}, []uint64{5}, nil},
		{"four ways: a quiescence result takes an empty slot", 4,
			[]op{{key: 1, depth: 6, bound: lower}, {key: 2, shallow: true, bound: upper}},
			[]uint64{1, 2}, nil, map[uint64]int{2: 0}},
	} {
		tt := newTable[ttMove](1, c.ways)
		apart := tt.mask + 1
		for _, o := range c.ops {
			if o.newSearch {
				tt.newSearch()
				continue
			}
			if o.shallow {
				m := ttMove{int16(o.key), 0}
				if o.noMove {
					m = ttMove{}
				}
				tt.storeShallow(o.key*apart, m, 0, o.bound)
				continue
			}
			tt.store(o.key*apart, ttMove{int16(o.key), int16(o.depth)}, 0, o.depth, o.bound)
		}
		for _, k := range c.kept {
			e, ok := tt.probe(k * apart)
			if !ok || e.move.from != int16(k) {
				t.Errorf("%s: key %d gone", c.name, k)
			}
			if d, ok := c.depthOf[k]; ok && int(e.depth) != d {
				t.Errorf("%s: key %d at depth %d, want %d", c.name, k, e.depth, d)
			}
		}
		for _, k := range c.gone {
			if _, ok := tt.probe(k * apart); ok {
				t.Errorf("%s: key %d still there", c.name, k)
			}
		}
	}
}

// With QuiescenceStore quiescence leaves its results in the table (at depth 0, where the
// main search stores none); without it, none.
func TestQuiescenceStoreFillsTheTable(t *testing.T) {
	for _, c := range []struct {
		name string
		with Feature
		want bool
	}{{"without it", 0, false}, {"with it", QuiescenceStore, true}} {
		mem := &Memory{}
		Run(t.Context(), newHeaps(2, 1, 9, 9, 9), Limits{Depth: 5, HashMB: 1, Memory: mem, With: c.with}, nil)
		k := keptFor[heapsMove](mem, 1, 1)
		shallow := 0
		for i := range k.t.slots {
			if _, _, d := k.t.slots[i].read(); boundOf(d) != boundNone && depthOf(d) == 0 {
				shallow++
			}
		}
		if (shallow > 0) != c.want {
			t.Errorf("%s: %d results at depth 0 in the table", c.name, shallow)
		}
	}
}
