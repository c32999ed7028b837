// Package zobrist draws the random keys of a game's Zobrist hash (the search's
// transposition table and repetition test): from a fixed seed, so that every run, test
// and measurement hashes alike.
package zobrist

import (
	"fmt"
	"math/rand/v2"
	"reflect"
)

// Keys hands out a game's keys in a fixed order.
type Keys struct{ r *rand.Rand }

// New returns the keys of seed (each game has its own, so two games' hashes differ).
func New(seed1, seed2 uint64) *Keys { return &Keys{rand.New(rand.NewPCG(seed1, seed2))} }

// Next is the next key.
func (k *Keys) Next() uint64 { return k.r.Uint64() }

// Fill gives every uint64 of tables its own key, in order: table by table, each in index
// order, the last index fastest. A table is a slice or a pointer to an array (or to a
// uint64), of uint64s at any depth: Fill(&zPiece) fills a [kinds][cells]uint64. To leave
// a key 0 (an empty cell's), pass the parts around it: Fill(zCell[c][1:]).
func (k *Keys) Fill(tables ...any) {
	for _, t := range tables {
		v := reflect.ValueOf(t)
		if v.Kind() == reflect.Pointer {
			v = v.Elem()
		}
		k.fill(v)
	}
}

func (k *Keys) fill(v reflect.Value) {
	switch v.Kind() {
	case reflect.Array, reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			k.fill(v.Index(i))
		}
	case reflect.Uint64:
		v.SetUint(k.Next())
	default:
		panic(fmt.Sprintf("zobrist: a %s among the keys", v.Type()))
	}
}
