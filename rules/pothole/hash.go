package pothole

import "oddboards/rules/zobrist"

// keys holds the random keys of the search's position hash. Keys go by what a thing
// is and where it stands, never by its index in state.pc or state.hole, so two states
// that differ only in how their tables are numbered hash alike.
type keys struct {
	piece  [4][7][nSq]uint64 // owner, kindIndex, square
	marks  [16][nSq]uint64   // a piece's promotion record on its square; marks[0] is 0
	corner [5][nSq]uint64    // a corner pothole by owner + 1 (0: nobody)
	centre [nSq]uint64
	lock   [4][2][nSq]uint64 // locker, whether the lock's first turn has ended, square
	side   [4]uint64
	second uint64
	moved  [nSq]uint64 // where the thing that moved first this turn stands
	out    [4]uint64
	stuck  uint64
	exact  uint64
}

// zob is built once and never written again.
var zob = func() *keys {
	z := new(keys)
	zobrist.New(1998, 4).Fill(&z.piece, z.marks[1:], &z.corner, &z.centre, &z.lock, &z.side,
		&z.second, &z.moved, &z.out, &z.stuck, &z.exact)
	return z
}()

// kindIndex numbers the game's seven piece kinds 0–6 (the King first).
func kindIndex(k uint8) int {
	if k == kKing {
		return 0
	}
	return int(k-kCar) + 1
}

// pieceKey is a piece's share of the hash: 0 once it is dead.
func pieceKey(p piece) uint64 {
	if p.sq == 0 {
		return 0
	}
	return zob.piece[p.owner][kindIndex(p.kind)][p.sq] ^ zob.marks[p.marks][p.sq]
}

// holeKey is the potholes' share of the hash: where they stand, the corner potholes'
// owners and the locks.
func (s *state) holeKey() uint64 {
	var h uint64
	for i := 0; i < 4; i++ {
		if s.hole[i] != 0 {
			h ^= zob.corner[s.holeOwn[i]+1][s.hole[i]]
		}
	}
	for j := 0; j < 2; j++ {
		at := s.hole[4+j]
		if at != 0 {
			h ^= zob.centre[at]
		}
		if by := s.lockBy[j]; by >= 0 {
			old := 0
			if s.lockOld[j] {
				old = 1
			}
			h ^= zob.lock[by][old][at]
		}
	}
	return h
}

// turnKey is the rest: who moves, which move of the turn, what moved first, who is out,
// whether the game is stuck, and the option.
func (s *state) turnKey() uint64 {
	h := zob.side[s.side]
	if s.second {
		h ^= zob.second
	}
	if m := s.moved; isPiece(m) {
		h ^= zob.moved[s.pc[m-1].sq]
	} else if isHole(m) {
		h ^= zob.moved[s.hole[m-holeBase]]
	}
	for q, k := range s.king {
		if k == 0 {
			h ^= zob.out[q]
		}
	}
	if s.stuck {
		h ^= zob.stuck
	}
	if s.exact {
		h ^= zob.exact
	}
	return h
}

// hash computes the hash from scratch.
func (s *state) hash() uint64 {
	h := s.holeKey() ^ s.turnKey()
	for i := 0; i < int(s.npc); i++ {
		h ^= pieceKey(s.pc[i])
	}
	return h
}

// rehash is the hash of next, a state made from prev by one move, given prev's hash:
// only what changed is taken out and put in.
func rehash(h uint64, prev, next *state) uint64 {
	for i := 0; i < int(next.npc); i++ {
		if a, b := prev.pc[i], next.pc[i]; a != b {
			h ^= pieceKey(a) ^ pieceKey(b)
		}
	}
	if prev.hole != next.hole || prev.holeOwn != next.holeOwn || prev.lockBy != next.lockBy || prev.lockOld != next.lockOld {
		h ^= prev.holeKey() ^ next.holeKey()
	}
	return h ^ prev.turnKey() ^ next.turnKey()
}
