package chess2016

import (
	"testing"

	"oddboards/pieces"
)

// QuietOrder against the question asked piece by piece: does an enemy piece worth less
// than the mover attack where it lands, or (if not) where it stands? Over random walks
// from the fixed positions, every quiet move of a piece is judged so, and each answer
// is met.
func TestQuietOrderSeesLesserAttackers(t *testing.T) {
	met := map[int]int{}
	walkGames(fixedPositions(t), 11, 120, func(i, ply int, th *thinker) {
		s := &th.s
		occ := s.colBB[0].or(s.colBB[1])
		them := 1 - s.side
		// lesserOn reports whether a piece of theirs worth less than kind k attacks sq
		lesserOn := func(k uint8, sq int) bool {
			for _, x := range sqOfCell {
				pc := s.sq[x]
				if pc == 0 || int(pc>>6)&1 != them || pc&kindMask == uint8(pieces.King) {
					continue
				}
				pk := pc & kindMask
				if pk != uint8(pieces.Pawn) && th.tab.worth[pk] >= th.tab.worth[k] {
					continue
				}
				if attacksFrom(pk, them, int(boxOf[x]), occ).has(int(boxOf[sq])) {
					return true
				}
			}
			return false
		}
		for _, m := range th.Moves(nil) {
			if th.Noisy(m) {
				continue
			}
			k := s.sq[m.from] & kindMask
			want := 0
			switch {
			case k == uint8(pieces.Pawn) || k == uint8(pieces.King):
			case lesserOn(k, int(m.to)):
				want = -threatShift
			case lesserOn(k, int(m.from)):
				want = threatShift
			}
			if got := th.QuietOrder(m); got != want {
				t.Fatalf("position %d, ply %d: %v scores %d, want %d", i, ply, th.Export(m), got, want)
			}
			met[want]++
		}
	})
	t.Logf("quiet moves into an attack %d, out of one %d, neither %d", met[-threatShift], met[threatShift], met[0])
	if met[-threatShift] == 0 || met[threatShift] == 0 || met[0] == 0 {
		t.Fatalf("each answer should be met: %v", met)
	}
}
