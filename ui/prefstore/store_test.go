package prefstore

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"
)

// The values set in one Store are the next one's, once flushed.
func TestRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings", "settings.json")
	a := Open(path, "")
	if a.String("x") != "" || a.FloatWithFallback("w", 7) != 7 || a.Bool("b") || a.Int("i") != 0 || len(a.StringList("l")) != 0 {
		t.Fatal("a new store is not empty")
	}
	a.SetString("s", "chess-56")
	a.SetFloat("w", 640.5)
	a.SetBool("b", true)
	a.SetInt("i", 300)
	a.SetStringList("l", []string{"Ann", "", "Bob"})
	if err := a.Flush(); err != nil {
		t.Fatal(err)
	}
	b := Open(path, "")
	if b.String("s") != "chess-56" || b.FloatWithFallback("w", 0) != 640.5 || !b.Bool("b") || b.Int("i") != 300 {
		t.Errorf("read back %q %v %v %v", b.String("s"), b.FloatWithFallback("w", 0), b.Bool("b"), b.Int("i"))
	}
	if l := b.StringList("l"); len(l) != 3 || l[0] != "Ann" || l[2] != "Bob" {
		t.Errorf("list read back as %q", l)
	}
	if entries, _ := os.ReadDir(filepath.Dir(path)); len(entries) != 1 {
		t.Errorf("%d files beside the settings, want none", len(entries)-1)
	}
}

// Many changes make few writes, none before the delay, and Flush writes the last of them.
// A reader meanwhile always finds a whole JSON object: the changes are written now and
// then on the way (by Flush, as the delay may not pass on a fast machine, and by the
// timer), and the reader reads once more after the last.
func TestWritesAreDebouncedAndWhole(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	s := Open(path, "")
	s.delay = 20 * time.Millisecond
	stop := make(chan struct{})
	var reads, bad int
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			stopped := false
			select {
			case <-stop:
				stopped = true
			default:
			}
			data, err := os.ReadFile(path)
			if !os.IsNotExist(err) {
				reads++
				if _, ok := parse(data); err != nil || !ok {
					bad++
				}
			}
			if stopped {
				return
			}
		}
	}()
	for i := range 2000 {
		s.SetFloat("w", float64(i))
		s.SetString("k"+strconv.Itoa(i%50), strconv.Itoa(i))
		if i%200 == 100 {
			if err := s.Flush(); err != nil {
				t.Fatal(err)
			}
		}
	}
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	close(stop) // the reader reads the flushed file once more, and stops
	wg.Wait()
	if reads == 0 {
		t.Error("the reader never found the file")
	}
	if bad > 0 {
		t.Errorf("%d of %d reads found something that is not a JSON object", bad, reads)
	}
	if got := Open(path, "").FloatWithFallback("w", -1); got != 1999 {
		t.Errorf("after Flush the file holds w=%v, want the last value 1999", got)
	}
}

// Changes wait for the delay and are written together: with a long delay nothing is
// written until Flush, which writes all of them at once.
func TestChangesWaitForFlush(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	s := Open(path, "")
	s.delay = time.Hour
	for i := range 1000 {
		s.SetFloat("w", float64(i))
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatal("a change was written before the delay")
	}
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	if Open(path, "").FloatWithFallback("w", 0) != 999 {
		t.Error("Flush did not write the last value")
	}
	os.Remove(path)
	if s.Flush(); !os.IsNotExist(func() error { _, err := os.Stat(path); return err }()) {
		t.Error("a second Flush with no change wrote again")
	}
}

// Setting what is kept already writes nothing.
func TestSameValueWritesNothing(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	s := Open(path, "")
	s.SetFloat("w", 1)
	s.Flush()
	os.Remove(path)
	s.SetFloat("w", 1)
	s.Flush()
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Error("an unchanged value was written")
	}
}

// A damaged file gives defaults, is kept aside, and is replaced with the next write.
func TestDamagedFileGivesDefaults(t *testing.T) {
	for _, content := range []string{"", "{\"w\": 6", "null", "[1,2]", "\x00\x00"} {
		dir := t.TempDir()
		path := filepath.Join(dir, "settings.json")
		os.WriteFile(path, []byte(content), 0o644)
		s := Open(path, "")
		if s.FloatWithFallback("w", 5) != 5 {
			t.Errorf("%q: not the default", content)
		}
		if kept, err := os.ReadFile(path + ".damaged"); err != nil || string(kept) != content {
			t.Errorf("%q: the damaged file was not kept: %q, %v", content, kept, err)
		}
		s.SetString("k", "v")
		if err := s.Flush(); err != nil || Open(path, "").String("k") != "v" {
			t.Errorf("%q: writing after damage: %v", content, err)
		}
	}
	// a value of the wrong type reads as the default
	path := filepath.Join(t.TempDir(), "settings.json")
	os.WriteFile(path, []byte(`{"w": "wide", "s": 3, "l": [1, "a"]}`), 0o644)
	s := Open(path, "")
	if s.FloatWithFallback("w", 5) != 5 || s.String("s") != "" || len(s.StringList("l")) != 1 {
		t.Error("values of the wrong type were not ignored")
	}
}

// With no settings file yet, Fyne's old preferences are the start, written to our file
// at once; then the old file is removed, and one that comes back is removed again.
func TestLegacyMigration(t *testing.T) {
	dir := t.TempDir()
	path, legacy := filepath.Join(dir, "settings", "settings.json"), filepath.Join(dir, "preferences.json")
	old := `{"board.theme":"Stone","window.launcher.width":812,"launcher.chess-56.names":["Ann","Bob"],"export.dpi":300,"export.bw":true}` + "\n"
	os.WriteFile(legacy, []byte(old), 0o644)
	s := Open(path, legacy)
	if s.String("board.theme") != "Stone" || s.FloatWithFallback("window.launcher.width", 0) != 812 ||
		s.Int("export.dpi") != 300 || !s.Bool("export.bw") || len(s.StringList("launcher.chess-56.names")) != 2 {
		t.Error("the legacy values were not taken")
	}
	if _, err := os.Stat(legacy); !os.IsNotExist(err) {
		t.Error("the legacy file was not removed")
	}
	if Open(path, "").String("board.theme") != "Stone" {
		t.Error("the legacy values were not written to the new file")
	}
	os.WriteFile(legacy, []byte(`{"board.theme":"Classic"}`), 0o644)
	if got := Open(path, legacy).String("board.theme"); got != "Stone" {
		t.Errorf("once written, our file should win over the legacy one: %q", got)
	}
	if _, err := os.Stat(legacy); !os.IsNotExist(err) {
		t.Error("a legacy file that came back was not removed")
	}
	// a damaged or missing legacy file gives defaults; the damaged one goes too
	damaged := filepath.Join(dir, "damaged.json")
	os.WriteFile(damaged, []byte("{"), 0o644)
	for _, l := range []string{filepath.Join(dir, "none.json"), damaged} {
		if s := Open(filepath.Join(t.TempDir(), "s.json"), l); s.String("board.theme") != "" {
			t.Errorf("%s gave values", l)
		}
	}
	if _, err := os.Stat(damaged); !os.IsNotExist(err) {
		t.Error("a damaged legacy file was left for Fyne to fail on")
	}
}

// Concurrent use, for -race.
func TestConcurrentUse(t *testing.T) {
	path := filepath.Join(t.TempDir(), "settings.json")
	s := Open(path, "")
	s.delay = time.Millisecond
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 300 {
				k := "k" + strconv.Itoa(g)
				s.SetString(k, strconv.Itoa(i))
				s.SetStringList("l", []string{k})
				_ = s.String(k)
				_ = s.StringList("l")
				_ = s.FloatWithFallback("f", 0)
				s.SetFloat("f", float64(i))
				if i%100 == 0 {
					s.Flush()
				}
			}
		}()
	}
	wg.Wait()
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(path)
	var v map[string]any
	if err := json.Unmarshal(data, &v); err != nil || v["k3"] != "299" {
		t.Errorf("final file: %v, k3=%v", err, v["k3"])
	}
}
