// Package savestore keeps the player's games, apart from any window: the autosaves of
// the games being played, the games left unfinished, saving and opening record files,
// and the list of recent files. The dialogs that ask for files are the UI's (ui/saves.go).
package savestore

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"oddboards/rules"
	"oddboards/rules/record"
)

// Store keeps the player's games from being lost: an autosave of every open game in the
// app's storage after every change (written atomically: a temporary file, fsync, rename),
// the games left unfinished for resuming on the next start, saving and opening record
// files, and a short list of recent files. It is safe for use from several goroutines.
//
// In the storage directory:
//
//	autosave/<id>.oddb   one record per game being played (see rules/record)
//	recent.txt           recently saved or opened files, a path per line, newest first
type Store struct {
	dir    string
	lookup record.Lookup // nil: the catalogue

	// OnError hears of an autosave that failed (a full disk); nil: it is dropped. It runs
	// on the store's writer goroutine, never the one that changed the match.
	OnError func(error)

	mu    sync.Mutex // guards games and seq
	games map[*rules.Match]*saved
	seq   uint64 // numbers the autosave states in the order they were taken

	wmu     sync.Mutex        // one write at a time
	written map[string]uint64 // the seq of each autosave's state on disk (guarded by wmu)

	// Autosaves after a change are written by one writer goroutine, so that the file's
	// fsync never holds up the goroutine that moved (the UI's): the newest state of each
	// game waits in pending until it is written.
	qmu     sync.Mutex
	pending map[string]autosaveJob
	writing bool
	idle    *sync.Cond // on qmu: the writer has finished
}

// saved is what the store knows of a match beyond the match itself.
type saved struct {
	id     string // autosave name
	file   string // the file it was saved to or opened from, "" if none
	date   string // the Date header: when the game began
	extra  []record.Header
	notes  Notes
	refs   int
	cancel func()
}

// SavedGame describes an autosaved game for the resume offer.
type SavedGame struct {
	ID      string
	Game    string   // the game's name ("Chess 56"), or its ID if unknown
	Setup   string   // the setup ("setup 12, 1-2-3/4/5") or mode, "" if the game has neither
	Players []string // as the Player headers give them ("White: Ann")
	Moves   int      // plies played
	Saved   time.Time
	File    string // the file it was also saved as, if any
	Err     error  // the autosave cannot be read: it can only be discarded
}

// Summary is one line about the game for a list.
func (g SavedGame) Summary() string {
	if g.Err != nil {
		return fmt.Sprintf("%s: unreadable (%s)", g.ID, rules.Excerpt(g.Err.Error(), 200))
	}
	var names []string
	for _, p := range g.Players {
		if _, n, ok := strings.Cut(p, ": "); ok {
			p = n
		}
		names = append(names, rules.Excerpt(p, 30))
	}
	parts := []string{rules.Excerpt(g.Game, 40)}
	if g.Setup != "" {
		parts = append(parts, rules.Excerpt(g.Setup, 40))
	}
	if len(names) > 0 {
		parts = append(parts, strings.Join(names, " vs "))
	}
	moves := fmt.Sprintf("%d moves", g.Moves)
	if g.Moves == 1 {
		moves = "1 move"
	}
	parts = append(parts, moves, g.Saved.Format("2 Jan 2006 15:04"))
	return strings.Join(parts, " · ")
}

const (
	autosaveDir = "autosave"
	recentFile  = "recent.txt"
	maxRecent   = 10
	fileTag     = "File" // in autosaves only: where the game was saved
)

// New keeps games in dir (the app's storage root).
func New(dir string) (*Store, error) {
	if err := os.MkdirAll(filepath.Join(dir, autosaveDir), 0o755); err != nil {
		return nil, fmt.Errorf("cannot keep autosaves: %w", err)
	}
	// temporary files of a write that was cut short by a crash
	if tmps, _ := filepath.Glob(filepath.Join(dir, autosaveDir, ".*.tmp")); len(tmps) > 0 {
		for _, t := range tmps {
			if st, err := os.Stat(t); err == nil && time.Since(st.ModTime()) > time.Minute {
				os.Remove(t)
			}
		}
	}
	s := &Store{dir: dir, games: map[*rules.Match]*saved{}, written: map[string]uint64{}, pending: map[string]autosaveJob{}}
	s.idle = sync.NewCond(&s.qmu)
	return s, nil
}

func newID() string {
	var b [3]byte
	_, _ = rand.Read(b[:])
	return time.Now().Format("20060102-150405") + "-" + hex.EncodeToString(b[:])
}

// entry returns what the store knows of m, making it known.
func (s *Store) entry(m *rules.Match) *saved {
	s.mu.Lock()
	defer s.mu.Unlock()
	e := s.games[m]
	if e == nil {
		e = &saved{id: newID(), date: time.Now().Format(record.DateFormat)}
		s.games[m] = e
	}
	return e
}

// ID is the name of m's autosave, making m known.
func (s *Store) ID(m *rules.Match) string {
	e := s.entry(m)
	s.mu.Lock()
	defer s.mu.Unlock()
	return e.id
}

// recordOf is m's record with its date, the extra headers of the file it came from and
// its notes on the moves they were made for.
func (s *Store) recordOf(m *rules.Match, e *saved) *record.Record {
	rec := record.New(m)
	s.mu.Lock()
	rec.Set("Date", e.date)
	extra, notes := e.extra, e.notes
	s.mu.Unlock()
	rec.Headers = append(rec.Headers, extra...)
	written := false
	for i, p := range m.History() {
		if i >= len(notes.Plies) || i >= len(notes.Comments) || notes.Plies[i].Player != p.Player || notes.Plies[i].Move != p.Move {
			break // another line from here: the notes are not about it
		}
		rec.Moves[i].Comment = notes.Comments[i]
		written = written || notes.Comments[i] != ""
	}
	if written && notes.Header.Tag != "" {
		rec.Set(notes.Header.Tag, notes.Header.Value)
	}
	return rec
}

// Notes are comments on a game's moves, the computer's analysis, with the header that
// says what they are: they are saved with the game as long as its moves are the plies
// they were made for, and the header with them.
type Notes struct {
	Header   record.Header
	Plies    []rules.Ply
	Comments []string
}

// SetNotes keeps n with m, a game the store knows (tracked, opened or saved), for every
// save of it from now on (and, when it is tracked, its autosave now).
func (s *Store) SetNotes(m *rules.Match, n Notes) {
	s.mu.Lock()
	e := s.games[m] // a game the store does not know (a network game's) keeps none
	if e != nil {
		e.notes = n
	}
	tracked := e != nil && e.refs > 0
	s.mu.Unlock()
	if tracked {
		s.changedEntry(m, e)
	}
}

// Notes are m's notes: those of the file it was opened from, or the latest set.
func (s *Store) Notes(m *rules.Match) Notes {
	s.mu.Lock()
	defer s.mu.Unlock()
	if e := s.games[m]; e != nil {
		return e.notes
	}
	return Notes{}
}

// Matches lists the matches the store knows: tracked, or read and not yet released.
func (s *Store) Matches() []*rules.Match {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]*rules.Match, 0, len(s.games))
	for m := range s.games {
		out = append(out, m)
	}
	return out
}
