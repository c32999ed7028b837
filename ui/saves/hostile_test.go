package saves

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"oddboards/rules/record/recordtest"

	"oddboards/ui/uitest"
)

// Opening a record made to hurt the reader (megabytes in one move or header, deep
// nesting) shows a short error naming the line, at once (the dialog is up when Open
// returns; how fast the reader is, rules/record's BenchmarkHostileRecords measures),
// and opens nothing.
func TestOpenHostileRecordShowsAShortLocatedError(t *testing.T) {
	recordtest.Each(t, func(t *testing.T, c recordtest.Hostile) {
		d, s, w := savesEnv(t)
		before := windows(d)
		rc, err := storage.Reader(storage.NewFileURI(c.File(t)))
		if err != nil {
			t.Fatal(err)
		}
		d.opened(w, rc, nil)
		texts, _ := uitest.Overlay(t, w)
		all := strings.Join(texts, "\n")
		c.Names(t, all, 200)
		if !strings.Contains(all, "hostile.oddb") {
			t.Errorf("%s: the dialog does not name the file:\n%s", c.Name, all)
		}
		if windows(d) != before || len(s.Matches()) != 0 {
			t.Errorf("%s: a hostile record opened something", c.Name)
		}
	})
}

// A damaged record's error offers to open the game up to its last legal move: the
// button opens it, unfinished and tied to no file, so the damaged file is never
// overwritten unasked.
func TestDamagedRecordOpensUpToItsLastLegalMove(t *testing.T) {
	d, s, w := savesEnv(t)
	m := annAndBob(t, 6, 6)
	data, _ := os.ReadFile(uitest.SaveIn(t, s, m, "good.oddb"))
	h := m.History()
	for _, c := range []struct {
		name, text, button string
		plies              int
	}{
		{"illegal move", strings.Replace(string(data), "3. "+h[4].Text, "3. Qz77", 1), "Open up to move 2", 4},
		{"cut short", string(data)[:strings.Index(string(data), "3. "+h[4].Text)+3], "Open up to move 2", 4},
	} {
		path := filepath.Join(t.TempDir(), "damaged.oddb")
		os.WriteFile(path, []byte(c.text), 0o644)
		before, known := windows(d), s.Matches()
		d.OpenFile(w, path)
		texts, buttons := uitest.Overlay(t, w)
		open := buttons[c.button]
		if open == nil {
			t.Fatalf("%s: no %q button in:\n%s", c.name, c.button, strings.Join(texts, "\n"))
		}
		if !strings.Contains(strings.Join(texts, "\n"), "line ") {
			t.Errorf("%s: the error names no line:\n%s", c.name, strings.Join(texts, "\n"))
		}
		test.Tap(open)
		if windows(d) != before+1 {
			t.Fatalf("%s: the button opens no window", c.name)
		}
		partial := added(s, known)
		if partial == nil || len(partial.History()) != c.plies || s.File(partial) != "" || partial.Outcome().Over() {
			t.Fatalf("%s: the partial game is %v", c.name, partial)
		}
		for i, p := range partial.History() {
			if p != h[i] {
				t.Fatalf("%s: ply %d is not the game's", c.name, i+1)
			}
		}
	}
}

// Opening a file that is open already brings its window forward: no second game is tied
// to the same file.
func TestOpeningAnOpenFileBringsItsWindowForward(t *testing.T) {
	d, s, w := savesEnv(t)
	m := annAndBob(t, 3, 5)
	path := uitest.SaveIn(t, s, m, "game.oddb")
	before := windows(d)
	d.OpenFile(w, path)
	if windows(d) != before+1 {
		t.Fatal("the first Open opens no window")
	}
	rc, _ := storage.Reader(storage.NewFileURI(path))
	d.opened(w, rc, nil)
	d.OpenFile(w, path)
	if windows(d) != before+1 {
		t.Errorf("%d windows after opening the file again, want %d", windows(d), before+1)
	}
	n := 0
	for _, om := range s.Matches() {
		if s.File(om) == path {
			n++
		}
	}
	if n != 2 { // m, saved there, and the one game opened from it
		t.Errorf("%d games tied to the file, want 2", n)
	}
}

// Save As over an existing record writes it whole (the writer that leaves the file
// whole is tested in package export).
func TestSavingOverAFileNeverLosesIt(t *testing.T) {
	const old = "the old game, whole"
	// Save As over an existing record writes it whole
	d, s, w := savesEnv(t)
	m := annAndBob(t, 2, 3)
	path := filepath.Join(t.TempDir(), "game.oddb")
	os.WriteFile(path, []byte(old), 0o644)
	wc, err := storage.Writer(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	d.savedAs(w, m, wc, nil)
	uitest.PlayRandom(t, m, rand.New(rand.NewPCG(1, 2)), 0)
	if got, _ := os.ReadFile(path); !strings.HasPrefix(string(got), "[Oddboards") || s.File(m) != path {
		t.Errorf("Save As wrote %q", got)
	}
}
