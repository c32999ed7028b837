package gametest

import (
	"os"
	"strings"
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

// ReplayedGames plays the games written in the file at path, game i from start(i), and
// calls visit on every position of them, the last included, as SearchedGames does: a
// walk that stays the same when the search changes. The file has a game a line, its
// moves in notation separated by tabs; lines starting with # say how it was made.
func ReplayedGames[P rules.Position](t testing.TB, path string, start func(i int) (*rules.Match, error), visit func(P)) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	i := 0
	for n, line := range strings.Split(string(data), "\n") {
		line = strings.TrimRight(line, "\r") // a checkout that writes CRLF
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		m, err := start(i)
		if err != nil {
			t.Fatal(err)
		}
		for _, mv := range strings.Split(line, "\t") {
			visit(m.Position().(P))
			if err := m.PlayText(mv); err != nil {
				t.Fatalf("%s line %d (game %d): %s: %v", path, n+1, i, mv, err)
			}
		}
		visit(m.Position().(P))
		i++
	}
	if i == 0 {
		t.Fatalf("%s: no games", path)
	}
}
