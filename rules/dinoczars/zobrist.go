package dinoczars

import "oddboards/rules/zobrist"

// Zobrist keys for the search's transposition table and repetition test. A cell's key is
// indexed by its whole byte (kind, owner, facing or egg count), so a rotation or a
// gestation changes the hash as a move does; byte 0 (empty) has key 0. Reserves are keyed
// by their count, so an update XORs out the old count's key and in the new one's. The
// tables are built once and never written again.
var (
	zCell     [nCells][128]uint64
	zEggs     [2][16]uint64         // unlaid eggs, by count
	zPool     [2][nKinds][16]uint64 // captured dinosaurs to hatch, by kind and count
	zSide     uint64                // Player 2 to move
	zTouching uint64                // the touching egg option
)

func init() {
	keys := zobrist.New(2002, 42)
	for c := range zCell {
		keys.Fill(zCell[c][1:])
	}
	for p := 0; p < 2; p++ {
		keys.Fill(&zEggs[p], &zPool[p])
	}
	keys.Fill(&zSide, &zTouching)
}

// zobrist is the hash of s computed afresh; the search keeps it incrementally (see
// thinker.Do), and the two must agree.
func (s *state) zobrist() uint64 {
	var h uint64
	for c, b := range s.sq {
		h ^= zCell[c][b&0x7f]
	}
	for p := 0; p < 2; p++ {
		h ^= zEggs[p][s.eggs[p]&15]
		for k, n := range s.pool[p] {
			h ^= zPool[p][k][n&15]
		}
	}
	if s.side == 1 {
		h ^= zSide
	}
	if s.touching {
		h ^= zTouching
	}
	return h
}
