package atomicfile

import (
	"os"
	"path/filepath"
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
