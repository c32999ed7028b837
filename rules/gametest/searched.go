package gametest

import (
	"testing"

	"oddboards/rules"
)

// SearchedGames plays games games, game i from start(i), for up to plies plies, each
// move chosen by think (the game's own search, seeded by the game and the ply), and
// calls visit on every position of them, the last included.
func SearchedGames[P rules.Position](t testing.TB, games, plies int, seed uint64,
	start func(i int) (*rules.Match, error), think func(p P, seed uint64) (rules.Move, bool), visit func(P)) []*rules.Match {
	t.Helper()
	var out []*rules.Match
	for i := range games {
		m, err := start(i)
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < plies && !m.Outcome().Over(); ply++ {
			p := m.Position().(P)
			visit(p)
			mv, ok := think(p, seed^uint64(i)<<20^uint64(ply))
			if !ok {
				t.Fatalf("game %d ply %d: no move", i, ply)
			}
			if err := m.Play(mv); err != nil {
				t.Fatal(err)
			}
		}
		visit(m.Position().(P))
		out = append(out, m)
	}
	return out
}
