package cli

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/arena"
	"oddboards/rules/games"
	"oddboards/rules/record"
)

// --setup random never deals a setup its first player wins at once: a quarter of Chess
// 2016's let White mate on the first move (setup 1207: 1. Gf5#), and such a game tells
// nothing of the players. Twenty rounds would have dealt one about 99.7% of the time.
func TestRandomSetupsAreNotWonAtOnce(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := run("match", "chess-2016", "--players", "random,random", "--games", "40",
		"--setup", "random", "--seed", "3", "--max-plies", "1", "--save", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, errOut, out)
	}
	e, _ := games.Lookup("chess-2016")
	for i := 1; i <= 40; i += 2 {
		path := filepath.Join(dir, "game-"+strings.Repeat("0", 4-len(strconv.Itoa(i)))+strconv.Itoa(i)+".txt")
		rec := readRecord(t, path)
		n, err := strconv.Atoi(rec.Get("Setup"))
		if err != nil {
			t.Fatalf("game %d: setup %q", i, rec.Get("Setup"))
		}
		p, err := rules.StartOf(e.Game, rules.Config{Variant: e.Variant, Setup: n})
		if err != nil {
			t.Fatal(err)
		}
		if arena.EndsAtOnce(p) {
			t.Errorf("game %d: setup %d, which White wins on the first move", i, n)
		}
	}
}

// readRecord reads the saved game at path.
func readRecord(t *testing.T, path string) *record.Record {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rec, err := record.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}
