// Package atomicfile writes a file so that a crash or a full disk never leaves half of
// it: the data goes to a temporary file beside it, is synced, and is renamed over the
// old one only when complete.
package atomicfile

import (
	"errors"
	"os"
	"path/filepath"
)

// Write writes data to path so that path holds either its old content or all of
// data, whatever happens: a temporary file in the same directory, synced, then renamed.
func Write(path string, data []byte) error {
	f, err := Create(path)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Abort()
		return err
	}
	return f.Close()
}

// File is a file being written in place of path: what is written goes to a temporary
// file beside it, and Close puts it in place only when every write succeeded. Until
// then path keeps its old content, or stays absent.
type File struct {
	f     *os.File
	path  string
	wrote bool  // Write was called
	err   error // the first failed write
	done  bool
}

// Create starts writing path.
func Create(path string) (*File, error) {
	dir, base := filepath.Split(path)
	f, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return nil, err
	}
	return &File{f: f, path: path}, nil
}

// Write writes to the temporary file; after a failed write, Close discards it.
func (f *File) Write(p []byte) (int, error) {
	if f.done {
		return 0, os.ErrClosed
	}
	f.wrote = true
	n, err := f.f.Write(p)
	if err != nil && f.err == nil {
		f.err = err
	}
	return n, err
}

// errNothingWritten is why Close leaves path alone when nothing was written: a writer
// opened and closed unused (a file dialog's answer the caller wrote elsewhere) must
// not empty the file.
var errNothingWritten = errors.New("nothing was written")

// Close syncs the temporary file and renames it over path, if something was written and
// every write succeeded; otherwise it removes it and path is as it was. It returns the
// first failed write's error, or the sync's or rename's.
func (f *File) Close() error {
	if f.done {
		return os.ErrClosed
	}
	f.done = true
	tmp := f.f.Name()
	err := f.err
	if err == nil && !f.wrote {
		err = errNothingWritten
	}
	if err == nil {
		err = f.f.Sync()
	}
	if cerr := f.f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp, 0o644)
	}
	if err == nil {
		err = os.Rename(tmp, f.path)
	}
	if err != nil {
		os.Remove(tmp)
		if errors.Is(err, errNothingWritten) {
			return nil
		}
		return err
	}
	if d, err := os.Open(filepath.Dir(f.path)); err == nil { // make the rename itself durable
		_ = d.Sync()
		d.Close()
	}
	return nil
}

// Abort discards what was written: path is as it was.
func (f *File) Abort() {
	if f.done {
		return
	}
	f.done = true
	f.f.Close()
	os.Remove(f.f.Name())
}
