//go:build unix

package cli

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// print -o writes through a link and refuses what is not a file in one plain line,
// leaving it as it was and naming no temporary file: it renamed its temporary file
// over a link, a FIFO and (run as root) /dev/full, and over a folder said "rename
// …/.adir.2896665439.tmp …: file exists".
func TestPrintOutputPaths(t *testing.T) {
	for _, tc := range []struct {
		name string
		make func(dir, path string) error // makes path, or returns an error to skip
		want string                       // stderr, with DIR for the folder; "" to succeed
	}{
		{"link", func(dir, p string) error { return os.Symlink("real.svg", p) }, ""},
		{"directory", func(dir, p string) error { return os.Mkdir(p, 0o755) }, "oddboards: print: -o DIR/out.svg is a directory, not a file\n"},
		{"FIFO", func(dir, p string) error { return syscall.Mkfifo(p, 0o644) }, "oddboards: print: -o DIR/out.svg is a FIFO, not a file\n"},
		{"device", func(dir, p string) error {
			return syscall.Mknod(p, syscall.S_IFCHR|0o644, 1<<8|7) // /dev/full's numbers: root only
		}, "oddboards: print: -o DIR/out.svg is a device, not a file\n"},
		{"link to a device", func(dir, p string) error { return os.Symlink(os.DevNull, p) }, "oddboards: print: -o DIR/out.svg is a device, not a file\n"},
	} {
		dir := t.TempDir()
		path := filepath.Join(dir, "out.svg")
		if err := tc.make(dir, path); err != nil {
			t.Logf("%s: skipped: %v", tc.name, err)
			continue
		}
		before, _ := os.Lstat(path)
		code, _, errOut := run("print", "chess-56", "--what", "board", "-o", path)
		after, _ := os.Lstat(path)
		if before.Mode() != after.Mode() {
			t.Errorf("%s: -o became %v, was %v", tc.name, after.Mode(), before.Mode())
		}
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if strings.Contains(e.Name(), ".tmp") {
				t.Errorf("%s: left %s", tc.name, e.Name())
			}
		}
		if tc.want == "" {
			data, err := os.ReadFile(filepath.Join(dir, "real.svg"))
			if code != 0 || err != nil || !strings.HasPrefix(string(data), "<?xml") {
				t.Errorf("%s: exit %d, %q; the link's target holds %.20q, %v", tc.name, code, errOut, data, err)
			}
			continue
		}
		if want := strings.ReplaceAll(tc.want, "DIR", dir); code != 1 || errOut != want {
			t.Errorf("%s: exit %d, %q; want 1, %q", tc.name, code, errOut, want)
		}
	}
}
