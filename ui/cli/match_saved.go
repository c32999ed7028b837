package cli

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"

	"oddboards/internal/atomicfile"
	"oddboards/rules"
	"oddboards/rules/arena"
	"oddboards/rules/games"
	"oddboards/rules/record"
)

// saveGame writes a game's record to path, whole or not at all, with what outside
// engines said of their moves as the moves' comments.
func saveGame(path string, g arena.Game) error {
	rec := record.New(g.Match)
	for i, note := range g.Notes {
		if i < len(rec.Moves) && rec.Moves[i].Resigns == "" {
			rec.Moves[i].Comment = note
		}
	}
	var b bytes.Buffer
	if err := rec.Write(&b); err != nil {
		return err
	}
	return atomicfile.Write(path, b.Bytes())
}

func savedGamePath(dir string, i int) string {
	return filepath.Join(dir, fmt.Sprintf("game-%04d.txt", i+1))
}

// savedGames reads the games of the series already saved in dir, checking that each was
// played by the same players from the same start, so a resumed series tallies only games
// it would have played itself.
func savedGames(e games.Entry, s arena.Series, dir string) (map[int]arena.Game, error) {
	played := map[int]arena.Game{}
	for i := range s.Games {
		path := savedGamePath(dir, i)
		if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
			continue
		}
		g, err := savedGame(e, s, i, path)
		if err != nil {
			return nil, fmt.Errorf("%v; move it away to play that game again", err)
		}
		played[i] = g
	}
	return played, nil
}

// savedGame reads game i of s from path; its errors name the file.
func savedGame(e games.Entry, s arena.Series, i int, path string) (arena.Game, error) {
	m, err := loadRecord(e, path) // (its errors name the file already)
	if err != nil {
		return arena.Game{}, err
	}
	cfg, err := s.Config(i)
	if err != nil {
		return arena.Game{}, err
	}
	if err := sameStart(e, m, cfg); err != nil {
		return arena.Game{}, fmt.Errorf("%s: %w", excerpt(path), err)
	}
	g, err := arena.Replayed(m, s.Players, arena.Seating(s.Players, i), s.MaxPlies)
	if err != nil {
		return arena.Game{}, fmt.Errorf("%s: %w", excerpt(path), err)
	}
	return g, nil
}

// sameStart says whether m started where a game of cfg starts (every game writes its
// positions as text, so they are compared as text).
func sameStart(e games.Entry, m *rules.Match, cfg rules.Config) error {
	want, err := rules.StartOf(e.Game, cfg)
	if err != nil {
		return err
	}
	if want.PositionText() != m.Start().PositionText() {
		return errors.New("it starts from another position than this series")
	}
	return nil
}

// drawSetup draws a setup of cfg's game with r, redrawing one the first player wins on
// its first move (a quarter of Chess 2016's: a Giraffe's or Lady's leap mates the
// boxed-in King): such a game tells a match or a data set nothing.
func drawSetup(e games.Entry, cfg rules.Config, r *rand.Rand) int {
	setups := e.Game.Setups(e.Variant)
	cfg.Setup = 1 + r.IntN(setups)
	for try := 0; try < 100 && startEndsAtOnce(e, cfg); try++ {
		cfg.Setup = 1 + r.IntN(setups)
	}
	return cfg.Setup
}

// startEndsAtOnce reports whether cfg's start lets its first player end the game.
func startEndsAtOnce(e games.Entry, cfg rules.Config) bool {
	p, err := rules.StartOf(e.Game, cfg)
	return err == nil && arena.EndsAtOnce(p)
}
