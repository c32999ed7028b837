package chess2016

import (
	"math/rand/v2"
	"testing"

	"oddboards/pieces"
)

// No two pawn structures share a key: two met in a game (the pawn cache then gave one
// the other's terms), and 200,000 random ones of up to eight pawns a side, many on the
// squares high in a word where the old key mixed least.
func TestPawnKeysTellStructuresApart(t *testing.T) {
	th := newThinker(fixedPositions(t)[0])
	set := func(w, b bb) uint64 {
		th.s.kindBB[pieces.Pawn], th.s.colBB = w.or(b), [2]bb{w, b}
		return th.pawnKey()
	}
	met := [][2]bb{
		{{lo: 25736249344}, {lo: 1 << 57, hi: 836796422}},
		{{lo: 1<<57 | 25736249344}, {lo: 1 << 59, hi: 836796422}},
	}
	if set(met[0][0], met[0][1]) == set(met[1][0], met[1][1]) {
		t.Fatalf("the two structures met in a game share key %x", set(met[0][0], met[0][1]))
	}
	rng := rand.New(rand.NewPCG(5, 9))
	var cells []int // box squares of the board's cells
	for _, sq := range sqOfCell {
		cells = append(cells, int(boxOf[sq]))
	}
	seen := map[uint64][2]bb{}
	for range 200_000 {
		var s [2]bb
		for c := range 2 {
			for range rng.IntN(9) {
				sq := cells[rng.IntN(len(cells))]
				if rng.IntN(2) == 0 { // half of them on the squares 48-63 and 112-119
					sq = []int{48, 112}[rng.IntN(2)] + rng.IntN(8)
					if sq < 64 {
						sq += 8 * rng.IntN(2)
					}
				}
				s[c] = s[c].or(sqBB[sq])
			}
		}
		k := set(s[0], s[1])
		if o, ok := seen[k]; ok && o != s {
			t.Fatalf("pawns %v and %v share key %x", o, s, k)
		}
		seen[k] = s
	}
	t.Logf("%d structures, each its own key", len(seen))
}
