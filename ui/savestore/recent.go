package savestore

import (
	"os"
	"path/filepath"
	"strings"

	"oddboards/internal/atomicfile"
)

// Recent lists recently saved or opened files that still exist, newest first.
func (s *Store) Recent() []string {
	data, err := os.ReadFile(filepath.Join(s.dir, recentFile))
	if err != nil {
		return nil
	}
	var out []string
	for _, l := range strings.Split(string(data), "\n") {
		if l = strings.TrimSpace(l); l == "" {
			continue
		}
		if _, err := os.Stat(l); err == nil {
			out = append(out, l)
		}
	}
	return out
}

// addRecent puts path at the top of the recent list.
func (s *Store) addRecent(path string) {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	list := []string{path}
	data, _ := os.ReadFile(filepath.Join(s.dir, recentFile))
	for _, l := range strings.Split(string(data), "\n") {
		if l = strings.TrimSpace(l); l != "" && l != path && len(list) < maxRecent {
			list = append(list, l)
		}
	}
	_ = atomicfile.Write(filepath.Join(s.dir, recentFile), []byte(strings.Join(list, "\n")+"\n"))
}
