// Package atomicfile writes a file so that a crash or a full disk never leaves half of
// it: the data goes to a temporary file beside it, is synced, and is renamed over the
// old one only when complete. A path that is a symbolic link is written through: the
// link stays and its target gets the file. A path that names something other than a
// file (a directory, a device, a FIFO) is refused, never replaced. No error names the
// temporary file.
package atomicfile

import (
	"errors"
	"io/fs"
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
	path  string      // as the caller named it, for errors
	real  string      // what the temporary file is renamed over: path with its links followed
	mode  fs.FileMode // the old file's permissions, kept, or 0644
	wrote bool        // Write was called
	err   error       // the first failed write
	done  bool
}

// Create starts writing path. It fails at once when path names a directory, a device,
// a FIFO or a socket (a *NotFileError), or a link that leads to one.
func Create(path string) (*File, error) {
	real, mode, err := resolve(path)
	if err != nil {
		return nil, err
	}
	dir, base := filepath.Split(real)
	f, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return nil, pathErr("create", path, err)
	}
	return &File{f: f, path: path, real: real, mode: mode}, nil
}

// Check reports whether Create would refuse path (a *NotFileError, or why path cannot
// be followed), so that a long job can fail before it starts.
func Check(path string) error {
	_, _, err := resolve(path)
	return err
}

// NotFileError is why Create refuses a path: it names something that is not a file
// (Kind is "directory", "device", "FIFO", "socket" or "special file").
type NotFileError struct{ Path, Kind string }

func (e *NotFileError) Error() string { return e.Path + " is a " + e.Kind + ", not a file" }

// maxLinks bounds how many links resolve follows: a loop of links must end.
const maxLinks = 40

// errLinkLoop is why resolve gives up on a chain of links.
var errLinkLoop = errors.New("too many levels of symbolic links")

// resolve follows path's links to the name the file is renamed over (a link's target
// may not exist yet: the write makes it), and returns the mode the file keeps (the old
// file's permissions, or 0644 for a new one).
func resolve(path string) (string, fs.FileMode, error) {
	real := path
	for range maxLinks {
		fi, err := os.Lstat(real)
		if errors.Is(err, fs.ErrNotExist) {
			return real, 0o644, nil
		}
		if err != nil {
			return "", 0, pathErr("open", path, err)
		}
		if fi.Mode()&fs.ModeSymlink == 0 {
			if kind := notFile(fi.Mode()); kind != "" {
				return "", 0, &NotFileError{Path: path, Kind: kind}
			}
			return real, fi.Mode().Perm(), nil
		}
		to, err := os.Readlink(real)
		if err != nil {
			return "", 0, pathErr("open", path, err)
		}
		if !filepath.IsAbs(to) {
			to = filepath.Join(filepath.Dir(real), to)
		}
		real = to
	}
	return "", 0, pathErr("open", path, errLinkLoop)
}

// notFile names what m is when it is not a plain file, or is "".
func notFile(m fs.FileMode) string {
	switch {
	case m.IsRegular():
		return ""
	case m.IsDir():
		return "directory"
	case m&fs.ModeDevice != 0 || m&fs.ModeCharDevice != 0:
		return "device"
	case m&fs.ModeNamedPipe != 0:
		return "FIFO"
	case m&fs.ModeSocket != 0:
		return "socket"
	}
	return "special file"
}

// pathErr is err about path as the caller named it: the operating system's own error
// would name the temporary file, which the caller never sees.
func pathErr(op, path string, err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		err = pe.Err
	case errors.As(err, &le):
		err = le.Err
	}
	return &fs.PathError{Op: op, Path: path, Err: err}
}

// Write writes to the temporary file; after a failed write, Close discards it.
func (f *File) Write(p []byte) (int, error) {
	if f.done {
		return 0, os.ErrClosed
	}
	f.wrote = true
	n, err := f.f.Write(p)
	if err != nil {
		err = pathErr("write", f.path, err)
		if f.err == nil {
			f.err = err
		}
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
		err = os.Chmod(tmp, f.mode)
	}
	if err == nil {
		err = os.Rename(tmp, f.real)
	}
	if err != nil {
		os.Remove(tmp)
		if errors.Is(err, errNothingWritten) {
			return nil
		}
		if fi, serr := os.Stat(f.real); serr == nil && notFile(fi.Mode()) != "" {
			return &NotFileError{Path: f.path, Kind: notFile(fi.Mode())} // made since Create
		}
		return pathErr("write", f.path, err)
	}
	if d, err := os.Open(filepath.Dir(f.real)); err == nil { // make the rename itself durable
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
