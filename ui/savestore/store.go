// Package savestore keeps the player's games, apart from any window: the autosaves of
// the games being played, the games left unfinished, saving and opening record files,
// and the list of recent files. The dialogs that ask for files are the UI's (ui/saves.go).
package savestore

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"oddboards/internal/atomicfile"
	"oddboards/rules"
	"oddboards/rules/games"
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
	// on the goroutine that changed the match.
	OnError func(error)

	mu    sync.Mutex // guards games
	games map[*rules.Match]*saved
	wmu   sync.Mutex // one write at a time, each of the newest state
}

// saved is what the store knows of a match beyond the match itself.
type saved struct {
	id     string // autosave name
	file   string // the file it was saved to or opened from, "" if none
	date   string // the Date header: when the game began
	extra  []record.Header
	refs   int
	cancel func()
}

// SavedGame describes an autosaved game for the resume offer.
type SavedGame struct {
	ID      string
	Game    string   // the game's name ("Chess 56"), or its ID if unknown
	Players []string // as the Player headers give them ("White: Ann")
	Moves   int      // plies played
	Saved   time.Time
	File    string // the file it was also saved as, if any
	Err     error  // the autosave cannot be read: it can only be discarded
}

// Summary is one line about the game for a list.
func (g SavedGame) Summary() string {
	if g.Err != nil {
		return fmt.Sprintf("%s: unreadable (%v)", g.ID, g.Err)
	}
	var names []string
	for _, p := range g.Players {
		if _, n, ok := strings.Cut(p, ": "); ok {
			p = n
		}
		names = append(names, p)
	}
	return fmt.Sprintf("%s · %s · %d moves · %s", g.Game, strings.Join(names, " vs "), g.Moves, g.Saved.Format("2 Jan 15:04"))
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
	return &Store{dir: dir, games: map[*rules.Match]*saved{}}, nil
}

// SetLookup changes the catalogue games are found in (for tests).
func (s *Store) SetLookup(l record.Lookup) { s.lookup = l }

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

// AutosavePath is where the autosave named id is written.
func (s *Store) AutosavePath(id string) string {
	return filepath.Join(s.dir, autosaveDir, id+record.Ext)
}

// Track autosaves m after every change until every release has been called: call it for
// every window on m and release when the window closes. A game that ends is forgotten
// (its autosave removed); undoing the end brings it back. The game stays in the autosaves
// when its windows close unfinished, and is offered by Unfinished.
func (s *Store) Track(m *rules.Match) (release func()) {
	e := s.entry(m)
	s.mu.Lock()
	e.refs++
	first := e.refs == 1
	s.mu.Unlock()
	if first {
		e.cancel = m.Subscribe(func() { s.changed(m) })
	}
	var once sync.Once
	return func() {
		once.Do(func() {
			s.mu.Lock()
			e.refs--
			last := e.refs == 0
			if last {
				delete(s.games, m)
			}
			s.mu.Unlock()
			if last && e.cancel != nil {
				e.cancel()
			}
		})
	}
}

// changed runs after every change of a tracked match.
func (s *Store) changed(m *rules.Match) {
	var err error
	if m.Outcome().Over() {
		err = s.Forget(s.entry(m).id)
	} else {
		err = s.Autosave(m)
	}
	if err != nil && s.OnError != nil {
		s.OnError(err)
	}
}

// Autosave writes m to its autosave now, atomically.
func (s *Store) Autosave(m *rules.Match) error {
	e := s.entry(m)
	s.wmu.Lock()
	defer s.wmu.Unlock()
	s.mu.Lock()
	file := e.file
	s.mu.Unlock()
	rec := s.recordOf(m, e)
	if file != "" {
		rec.Set(fileTag, file)
	}
	var b bytes.Buffer
	if err := rec.Write(&b); err != nil {
		return err
	}
	if err := atomicfile.Write(s.AutosavePath(e.id), b.Bytes()); err != nil {
		return fmt.Errorf("autosave of %s: %w", games.Title(m.Game(), m.Config()), err)
	}
	return nil
}

// recordOf is m's record with its date and the extra headers of the file it came from.
func (s *Store) recordOf(m *rules.Match, e *saved) *record.Record {
	rec := record.New(m)
	s.mu.Lock()
	rec.Set("Date", e.date)
	extra := e.extra
	s.mu.Unlock()
	rec.Headers = append(rec.Headers, extra...)
	return rec
}

// Unfinished lists the autosaved games that are not over and not open now, newest
// first. An autosave that cannot be read is listed with its Err, to be discarded.
func (s *Store) Unfinished() ([]SavedGame, error) {
	paths, err := filepath.Glob(filepath.Join(s.dir, autosaveDir, "*"+record.Ext))
	if err != nil {
		return nil, err
	}
	open := map[string]bool{}
	s.mu.Lock()
	for _, e := range s.games {
		open[e.id] = true
	}
	s.mu.Unlock()
	var out []SavedGame
	for _, p := range paths {
		id := strings.TrimSuffix(filepath.Base(p), record.Ext)
		if open[id] {
			continue
		}
		st, err := os.Stat(p)
		if err != nil {
			continue
		}
		g := SavedGame{ID: id, Saved: st.ModTime()}
		rec, err := readFile(p)
		if err != nil {
			g.Err = err
			out = append(out, g)
			continue
		}
		if rec.Get("Result") != "*" {
			continue
		}
		g.Game = s.gameName(rec.Get("Game"))
		for _, h := range rec.All("Player") {
			g.Players = append(g.Players, h.Value)
		}
		g.Moves = len(rec.Moves)
		g.File = rec.Get(fileTag)
		out = append(out, g)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Saved.After(out[j].Saved) })
	return out, nil
}

// gameName is the name of the game with a catalogue ID, or the ID.
func (s *Store) gameName(id string) string {
	l := s.lookup
	if l == nil {
		l = games.Lookup
	}
	if e, err := l(id); err == nil {
		return e.Name
	}
	return id
}

func readFile(path string) (*record.Record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return record.Read(f)
}

// Resume replays an autosaved game. The match keeps its autosave: track it (open it in a
// window) and play on.
func (s *Store) Resume(id string) (*rules.Match, error) {
	if strings.ContainsAny(id, `/\`) || id == "" || id[0] == '.' {
		return nil, fmt.Errorf("no saved game %q", id)
	}
	rec, err := readFile(s.AutosavePath(id))
	if err != nil {
		return nil, fmt.Errorf("saved game %s: %w", id, err)
	}
	m, err := record.Replay(rec, s.lookup)
	if err != nil {
		return nil, fmt.Errorf("saved game %s: %w", id, err)
	}
	e := s.known(m, rec)
	s.mu.Lock()
	e.id = id
	e.file = rec.Get(fileTag)
	s.mu.Unlock()
	return m, nil
}

// known makes m known with the date and extra headers of the record it was read from.
func (s *Store) known(m *rules.Match, rec *record.Record) *saved {
	e := s.entry(m)
	s.mu.Lock()
	defer s.mu.Unlock()
	if d := rec.Get("Date"); d != "" {
		e.date = d
	}
	written := map[string]bool{"Oddboards": true, "Game": true, "Setup": true, "Dice": true, "Mode": true,
		"Option": true, "Player": true, "Date": true, "Result": true, "Termination": true, fileTag: true}
	e.extra = nil
	for _, h := range rec.Headers {
		if !written[h.Tag] {
			e.extra = append(e.extra, record.Header{Tag: h.Tag, Value: h.Value})
		}
	}
	return e
}

// Forget removes an autosave: the game ended, or the player discarded it.
func (s *Store) Forget(id string) error {
	if strings.ContainsAny(id, `/\`) || id == "" || id[0] == '.' {
		return fmt.Errorf("no saved game %q", id)
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	err := os.Remove(s.AutosavePath(id))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	return err
}

// File is the file m was saved to or opened from, "" if none.
func (s *Store) File(m *rules.Match) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if e := s.games[m]; e != nil {
		return e.file
	}
	return ""
}

// SaveTo writes m's record to path (atomically), and remembers path for Save and the
// recent list.
func (s *Store) SaveTo(m *rules.Match, path string) error {
	e := s.entry(m)
	var b bytes.Buffer
	if err := s.recordOf(m, e).Write(&b); err != nil {
		return err
	}
	if err := atomicfile.Write(path, b.Bytes()); err != nil {
		return err
	}
	s.mu.Lock()
	e.file = path
	s.mu.Unlock()
	s.AddRecent(path)
	if !m.Outcome().Over() {
		return s.Autosave(m) // remember the file in the autosave too
	}
	return nil
}

// ErrNoFile says a game has not been saved to a file yet: Save As.
var ErrNoFile = errors.New("the game has no file yet")

// Save writes m to the file it was saved to or opened from, or returns ErrNoFile.
func (s *Store) Save(m *rules.Match) error {
	f := s.File(m)
	if f == "" {
		return ErrNoFile
	}
	return s.SaveTo(m, f)
}

// Open reads a record file and replays it; nothing changes if it is wrong.
func (s *Store) Open(path string) (*rules.Match, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return s.OpenReader(f, path)
}

// OpenReader reads a record from r (named path) and replays it. The error says what is
// wrong and where; nothing is changed then.
func (s *Store) OpenReader(r io.Reader, path string) (*rules.Match, error) {
	rec, err := record.Read(r)
	if err != nil {
		return nil, err
	}
	m, err := record.Replay(rec, s.lookup)
	if err != nil {
		return nil, err
	}
	e := s.known(m, rec)
	s.mu.Lock()
	e.file = path
	s.mu.Unlock()
	if path != "" {
		s.AddRecent(path)
	}
	return m, nil
}

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

// AddRecent puts path at the top of the recent list.
func (s *Store) AddRecent(path string) {
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

// FileName suggests a file name for m: "chess-56 Ann vs Bob 2026-03-14.oddb".
func FileName(m *rules.Match) string {
	name := record.CatalogueID(m) + " " + strings.Join(m.Names(), " vs ") + " " + time.Now().Format("2006-01-02")
	name = strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) || r < ' ' {
			return '-'
		}
		return r
	}, name)
	return name + record.Ext
}

// WriteRecord writes m's record to w, with its date and the extra headers of the file it
// came from.
func (s *Store) WriteRecord(m *rules.Match, w io.Writer) error {
	return s.recordOf(m, s.entry(m)).Write(w)
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

// FromText reads a record, or a bare move list played as like's game (like may be nil
// for records only).
func (s *Store) FromText(text string, like *rules.Match) (*rules.Match, error) {
	rec, err := record.Read(strings.NewReader(text))
	if err != nil {
		return nil, err
	}
	if len(rec.Headers) > 0 {
		m, err := record.Replay(rec, s.lookup)
		if err != nil {
			return nil, err
		}
		s.known(m, rec)
		return m, nil
	}
	if like == nil {
		return nil, errors.New("a move list without headers: open a game of its kind first")
	}
	// the same game, setup, mode and options as like, new names
	head := record.New(like)
	for _, h := range head.Headers {
		switch h.Tag {
		case "Game", "Setup", "Mode", "Option":
			rec.Headers = append(rec.Headers, h)
		}
	}
	return record.Replay(rec, s.lookup)
}
