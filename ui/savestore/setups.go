package savestore

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"oddboards/internal/atomicfile"
	"oddboards/rules"
	"oddboards/rules/record"
)

// Custom setups are start positions set up by hand and kept under a name, each as a
// record without moves (its Position header holds the position) in the setups folder:
// reading one back checks it as any saved game is checked.
const (
	setupsDir = "setups"
	nameTag   = "SetupName"
	// maxSetupName bounds a setup's name, which becomes its file's name.
	maxSetupName = 60
	// maxSetupSize bounds a setup file: a position and a few headers take under a
	// kilobyte, so a larger file there is not a setup, and the launcher, which lists them
	// on the UI goroutine, never reads or replays a game of megabytes.
	maxSetupSize = 64 << 10
)

// CustomSetup is one kept start position.
type CustomSetup struct {
	Name   string
	Game   string       // the catalogue ID of its game
	Config rules.Config // with the position string in Config.Position
	Path   string
}

// SaveSetup keeps the start of cfg (which holds a position string) of game as a custom
// setup called name, replacing one of that name.
func (s *Store) SaveSetup(g rules.Game, cfg rules.Config, name string) error {
	name = strings.Join(strings.Fields(name), " ")
	switch {
	case name == "":
		return errors.New("give the setup a name")
	case len(name) > maxSetupName:
		return fmt.Errorf("a setup's name has at most %d characters", maxSetupName)
	case cfg.Position == "":
		return errors.New("only a position set up by hand is kept as a setup")
	}
	m, err := rules.NewMatch(g, cfg, nil)
	if err != nil {
		return err
	}
	rec := record.New(m)
	rec.Set(nameTag, name)
	var b bytes.Buffer
	if err := rec.Write(&b); err != nil {
		return err
	}
	dir := filepath.Join(s.dir, setupsDir)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	path := filepath.Join(dir, setupFile(record.CatalogueID(m), name))
	// names that differ only in characters a file name cannot hold share a file: a setup
	// of another name there is not replaced
	if old, err := readFile(path); err == nil && old.Get(nameTag) != name {
		return fmt.Errorf("the setup %s is kept under a name too like this one: choose another name", rules.Excerpt(old.Get(nameTag), maxSetupName))
	}
	return atomicfile.Write(path, b.Bytes())
}

// setupFile names a setup's file: its game and its name, with no character a file
// system refuses.
func setupFile(game, name string) string {
	clean := strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|.`, r) || r < ' ' {
			return '-'
		}
		return r
	}, name)
	return game + " " + clean + record.Ext
}

// Setups lists game's custom setups by name (every game's for ""). A damaged file is left
// out, and so is one too large for a setup or with moves: the launcher offers what can
// be played, and quickly (300 setups take about 15 ms).
func (s *Store) Setups(game string) []CustomSetup {
	paths, _ := filepath.Glob(filepath.Join(s.dir, setupsDir, "*"+record.Ext))
	var out []CustomSetup
	for _, p := range paths {
		if fi, err := os.Stat(p); err != nil || !fi.Mode().IsRegular() || fi.Size() > maxSetupSize {
			continue
		}
		rec, err := readFile(p)
		if err != nil || len(rec.Moves) > 0 {
			continue
		}
		h, ok := rec.Lookup(nameTag)
		if !ok {
			continue
		}
		m, err := record.Replay(rec, s.lookup)
		if err != nil || m.Config().Position == "" {
			continue
		}
		id := record.CatalogueID(m)
		if game != "" && id != game {
			continue
		}
		out = append(out, CustomSetup{Name: h.Value, Game: id, Config: m.Config(), Path: p})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// forgetSetup deletes a custom setup.
func (s *Store) forgetSetup(cs CustomSetup) error { return os.Remove(cs.Path) }
