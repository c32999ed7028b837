package atomicfile

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWriteReplacesWholeAndLeavesNoTemporary(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.oddb")
	for _, data := range []string{"first", "second, longer"} {
		if err := Write(path, []byte(data)); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(path)
		if err != nil || string(got) != data {
			t.Fatalf("read back %q, %v; want %q", got, err, data)
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("%d files in the folder, want only the written one", len(entries))
	}
	if err := Write(filepath.Join(dir, "no-such-dir", "x"), []byte("x")); err == nil {
		t.Error("a write into a missing folder reported no error")
	}
}

// A write that fails, a writer closed unused and an aborted one all leave the old file
// whole; only a complete write replaces it.
func TestFileReplacesOnlyWhenComplete(t *testing.T) {
	cases := []struct {
		name string
		use  func(f *File) error
		want string
	}{
		{"complete", func(f *File) error { _, err := f.Write([]byte("new")); return err }, "new"},
		{"failed write", func(f *File) error {
			f.f.Close() // the disk goes away under the write
			if _, err := f.Write([]byte("new")); err == nil {
				t.Error("a write to a closed file succeeded")
			}
			return nil
		}, "old game"},
		{"unused", func(*File) error { return nil }, "old game"},
		{"aborted", func(f *File) error { f.Write([]byte("half")); f.Abort(); return nil }, "old game"},
	}
	for _, c := range cases {
		dir := t.TempDir()
		path := filepath.Join(dir, "game.oddb")
		if err := os.WriteFile(path, []byte("old game"), 0o644); err != nil {
			t.Fatal(err)
		}
		f, err := Create(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := c.use(f); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		cerr := f.Close()
		if c.name == "failed write" && cerr == nil {
			t.Errorf("%s: Close reports no error", c.name)
		}
		got, _ := os.ReadFile(path)
		if string(got) != c.want {
			t.Errorf("%s: the file holds %q, want %q", c.name, got, c.want)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 1 {
			t.Errorf("%s: %d files in the folder, want 1", c.name, len(entries))
		}
	}
}

// A link is written through: the link stays a link and its target gets the data, also
// when the target does not exist yet or sits behind a chain of relative links.
func TestWriteThroughLinks(t *testing.T) {
	cases := []struct {
		name   string
		links  map[string]string // link name → what it points to, in the folder
		old    string            // the target's old content, "" for none
		path   string            // what is written
		target string            // the file that should get the data
	}{
		{"link to a file", map[string]string{"game.oddb": "real.oddb"}, "old", "game.oddb", "real.oddb"},
		{"link to nothing yet", map[string]string{"game.oddb": "real.oddb"}, "", "game.oddb", "real.oddb"},
		{"chain of links", map[string]string{"game.oddb": "mid", "mid": "sub/real.oddb"}, "old", "game.oddb", "sub/real.oddb"},
	}
	for _, c := range cases {
		dir := t.TempDir()
		if err := os.Mkdir(filepath.Join(dir, "sub"), 0o755); err != nil {
			t.Fatal(err)
		}
		if c.old != "" {
			if err := os.WriteFile(filepath.Join(dir, c.target), []byte(c.old), 0o600); err != nil {
				t.Fatal(err)
			}
		}
		for name, to := range c.links {
			if err := os.Symlink(to, filepath.Join(dir, name)); err != nil {
				t.Fatalf("%s: making the link %s: %v", c.name, name, err)
			}
		}
		if err := Write(filepath.Join(dir, c.path), []byte("new")); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		for name, to := range c.links {
			if got, err := os.Readlink(filepath.Join(dir, name)); err != nil || got != to {
				t.Errorf("%s: %s is no longer the link to %s (%q, %v)", c.name, name, to, got, err)
			}
		}
		fi, err := os.Stat(filepath.Join(dir, c.target))
		if got, _ := os.ReadFile(filepath.Join(dir, c.target)); err != nil || string(got) != "new" {
			t.Errorf("%s: the target holds %q, %v; want new", c.name, got, err)
		} else if want := os.FileMode(0o644); c.old != "" && fi.Mode().Perm() != 0o600 || c.old == "" && fi.Mode().Perm() != want {
			t.Errorf("%s: the target's mode is %v", c.name, fi.Mode())
		}
		checkNoTemporary(t, c.name, dir)
	}
}

// refusal is a path Write must refuse.
type refusal struct {
	name string
	make func(path string) error // makes path, or returns an error to skip
	want string                  // the error's end
}

// A path that is not a file is refused in one plain error, left as it was, and no
// error names the temporary file (it named ".adir.2896665439.tmp").
func TestRefusesWhatIsNotAFile(t *testing.T) {
	cases := []refusal{
		{"directory", func(p string) error { return os.Mkdir(p, 0o755) }, "adir is a directory, not a file"},
		{"link to a directory", func(p string) error {
			if err := os.Mkdir(p+".d", 0o755); err != nil {
				return err
			}
			return os.Symlink(filepath.Base(p)+".d", p)
		}, "adir is a directory, not a file"},
		{"link to a device", func(p string) error { return os.Symlink(os.DevNull, p) }, "adir is a device, not a file"},
		{"loop of links", func(p string) error { return os.Symlink(filepath.Base(p), p) }, "too many levels of symbolic links"},
	}
	cases = append(cases, specialCases()...)
	for _, c := range cases {
		dir := t.TempDir()
		path := filepath.Join(dir, "adir")
		if err := c.make(path); err != nil {
			t.Logf("%s: skipped: %v", c.name, err)
			continue
		}
		before := listing(t, dir)
		err := Write(path, []byte("data"))
		if err == nil || !strings.HasSuffix(err.Error(), c.want) || strings.Contains(err.Error(), ".tmp") {
			t.Errorf("%s: %v; want an error ending %q", c.name, err, c.want)
		}
		if c.name != "loop of links" {
			var nf *NotFileError
			if !errors.As(err, &nf) || Check(path) == nil {
				t.Errorf("%s: %v is not a NotFileError, or Check lets it through", c.name, err)
			}
		}
		if after := listing(t, dir); after != before {
			t.Errorf("%s: the folder changed:\n%s\nwant\n%s", c.name, after, before)
		}
	}
}

// No error names the temporary file, also when the folder is missing or the write fails.
func TestErrorsNameThePathNotTheTemporary(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "no-such-dir", "game.oddb")
	if err := Write(path, []byte("x")); err == nil || !strings.Contains(err.Error(), path) || strings.Contains(err.Error(), ".tmp") {
		t.Errorf("missing folder: %v; want an error naming %s", err, path)
	}
	path = filepath.Join(dir, "game.oddb")
	f, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	f.f.Close() // the disk goes away under the write
	_, werr := f.Write([]byte("x"))
	cerr := f.Close()
	for _, err := range []error{werr, cerr} {
		if err == nil || !strings.Contains(err.Error(), path) || strings.Contains(err.Error(), ".tmp") {
			t.Errorf("failed write: %v; want an error naming %s", err, path)
		}
	}
	checkNoTemporary(t, "failed write", dir)
}

func checkNoTemporary(t *testing.T, name, dir string) {
	t.Helper()
	if l := listing(t, dir); strings.Contains(l, ".tmp") {
		t.Errorf("%s: a temporary file is left:\n%s", name, l)
	}
}

// listing is every name under dir with its type, one a line.
func listing(t *testing.T, dir string) string {
	t.Helper()
	var b strings.Builder
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, "%s %v\n", p, d.Type())
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return b.String()
}
