// Package atomicfile writes a file so that a crash or a full disk never leaves half of
// it: the data goes to a temporary file beside it, is synced, and is renamed over the
// old one only when complete.
package atomicfile

import (
	"os"
	"path/filepath"
)

// Write writes data to path so that path holds either its old content or all of
// data, whatever happens: a temporary file in the same directory, synced, then renamed.
func Write(path string, data []byte) error {
	dir, base := filepath.Split(path)
	f, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Chmod(tmp, 0o644)
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	if d, err := os.Open(dir); err == nil { // make the rename itself durable
		_ = d.Sync()
		d.Close()
	}
	return nil
}
