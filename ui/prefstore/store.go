// Package prefstore keeps the app's settings (window sizes, the launcher's choices, board
// colours, print settings) in a JSON file of our own, written atomically, instead of
// Fyne's preferences.json: Fyne rewrites that file in place (truncate, then write), so
// another instance reading it at that moment saw an empty file and logged
// "Preferences load error: EOF".
package prefstore

import (
	"encoding/json"
	"errors"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"sync"
	"time"

	"oddboards/internal/atomicfile"
)

// Store is the settings kept in one file. Setting a value writes the file a moment later
// on a background goroutine (a window being resized sets its size many times a second),
// so call Flush before the program ends. Safe for concurrent use.
type Store struct {
	path  string
	delay time.Duration // how long a change waits for others to join it in one write

	write sync.Mutex // held while writing, so writes land in the order taken

	mu     sync.Mutex
	values map[string]any // as encoding/json decodes them: string, float64, bool, []any
	dirty  bool           // values has changes not yet written
	timer  *time.Timer    // the pending write, if any
}

// Open reads the settings kept at path. If there is no file there yet, the values of
// legacy (Fyne's old preferences.json, the same JSON object) are the start, so the player
// keeps them. Once path holds the settings, legacy is removed: while it exists, Fyne in
// every running instance reloads and rewrites it in place whenever anything changes in
// its folder, and a missing one is what Fyne reads silently. A file that cannot be read
// gives defaults; a damaged one is kept beside as path+".damaged".
func Open(path, legacy string) *Store {
	s := &Store{path: path, delay: 300 * time.Millisecond, values: map[string]any{}}
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		if old, ok := decode(legacy); ok {
			s.values = old
			s.dirty = true
			if s.Flush() != nil {
				return s // legacy stays until its values are safe in path
			}
		}
	case err != nil: // unreadable: defaults, and the files are left as they are
		return s
	default:
		if v, ok := parse(data); ok {
			s.values = v
		} else {
			_ = os.Rename(path, path+".damaged")
		}
	}
	if legacy != "" {
		_ = os.Remove(legacy)
	}
	return s
}

func decode(path string) (map[string]any, bool) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, false
	}
	return parse(data)
}

// parse accepts only a JSON object ("null" decodes without error to no map).
func parse(data []byte) (map[string]any, bool) {
	var v map[string]any
	if err := json.Unmarshal(data, &v); err != nil || v == nil {
		return nil, false
	}
	return v, true
}

// Path is the settings file.
func (s *Store) Path() string { return s.path }

func (s *Store) get(key string) any {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.values[key]
}

// set keeps v under key and arranges a write, unless v is what is kept already.
func (s *Store) set(key string, v any, comparable bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if old, ok := s.values[key]; ok && comparable && old == v {
		return // a layout pass saving the same size again writes nothing
	}
	s.values[key] = v
	s.dirty = true
	if s.timer == nil {
		s.timer = time.AfterFunc(s.delay, func() { _ = s.Flush() })
	}
}

// String is the string kept under key, or "".
func (s *Store) String(key string) string {
	v, _ := s.get(key).(string)
	return v
}

// SetString keeps v under key.
func (s *Store) SetString(key, v string) { s.set(key, v, true) }

// FloatWithFallback is the number kept under key, or fallback.
func (s *Store) FloatWithFallback(key string, fallback float64) float64 {
	if v, ok := s.get(key).(float64); ok {
		return v
	}
	return fallback
}

// SetFloat keeps v under key; NaN and infinities, which JSON cannot hold, are not kept.
func (s *Store) SetFloat(key string, v float64) {
	if !math.IsNaN(v) && !math.IsInf(v, 0) {
		s.set(key, v, true)
	}
}

// Int is the number kept under key, or 0. JSON has only one kind of number.
func (s *Store) Int(key string) int {
	v, _ := s.get(key).(float64)
	return int(v)
}

// SetInt keeps v under key.
func (s *Store) SetInt(key string, v int) { s.set(key, float64(v), true) }

// Bool is the truth kept under key, or false.
func (s *Store) Bool(key string) bool {
	v, _ := s.get(key).(bool)
	return v
}

// BoolWithFallback is the bool kept under key, or fallback when none (or another type) is.
func (s *Store) BoolWithFallback(key string, fallback bool) bool {
	if v, ok := s.get(key).(bool); ok {
		return v
	}
	return fallback
}

// SetBool keeps v under key.
func (s *Store) SetBool(key string, v bool) { s.set(key, v, true) }

// StringList is the list of strings kept under key, or none; anything else in it (a
// hand-edited file) is left out.
func (s *Store) StringList(key string) []string {
	var out []string
	switch v := s.get(key).(type) {
	case []string:
		out = append(out, v...)
	case []any:
		for _, x := range v {
			if str, ok := x.(string); ok {
				out = append(out, str)
			}
		}
	}
	return out
}

// SetStringList keeps a copy of v under key.
func (s *Store) SetStringList(key string, v []string) {
	s.set(key, append([]string{}, v...), false)
}

// Flush writes what has changed since the last write, now.
func (s *Store) Flush() error {
	s.write.Lock()
	defer s.write.Unlock()
	s.mu.Lock()
	if s.timer != nil {
		s.timer.Stop() // if it already fired, its Flush finds nothing to write
		s.timer = nil
	}
	if !s.dirty {
		s.mu.Unlock()
		return nil
	}
	data, err := json.MarshalIndent(s.values, "", "\t")
	s.dirty = false
	s.mu.Unlock()
	if err == nil {
		if err = os.MkdirAll(filepath.Dir(s.path), 0o755); err == nil {
			err = atomicfile.Write(s.path, append(data, '\n'))
		}
	}
	if err != nil {
		s.mu.Lock()
		s.dirty = true // tried again with the next change or Flush
		s.mu.Unlock()
	}
	return err
}
