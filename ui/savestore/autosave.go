package savestore

import (
	"bytes"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"oddboards/internal/atomicfile"
	"oddboards/rules"
	"oddboards/rules/analysis"
	"oddboards/rules/games"
	"oddboards/rules/record"
)

// autosaveJob is a state of one game to write to its autosave, or its removal.
type autosaveJob struct {
	seq    uint64
	data   []byte // nil: remove the autosave (the game ended)
	title  string // the game, for an error
	remove bool
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
			if last {
				s.saveClock(m, e) // the time spent on the move being thought about
				if e.cancel != nil {
					e.cancel()
				}
			}
		})
	}
}

// saveClock autosaves m once more when its clock runs: the time spent on the move
// being thought about is kept, and a resumed game's clock goes on from there.
func (s *Store) saveClock(m *rules.Match, e *saved) {
	if _, running := m.ClockNow(); running && !m.Paused() {
		s.changedEntry(m, e)
	}
}

// SaveClocks autosaves every tracked game whose clock runs, as it stands: call it as the
// app stops, which closes the windows without their close hooks.
func (s *Store) SaveClocks() {
	s.mu.Lock()
	games := maps.Clone(s.games)
	s.mu.Unlock()
	for m, e := range games {
		s.saveClock(m, e)
	}
}

// changed runs after every change of a tracked match, on the goroutine that changed it:
// it takes the game's state there and leaves the writing to the writer goroutine.
func (s *Store) changed(m *rules.Match) { s.changedEntry(m, s.entry(m)) }

func (s *Store) changedEntry(m *rules.Match, e *saved) {
	job := autosaveJob{seq: s.nextSeq(), remove: m.Outcome().Over()}
	if !job.remove {
		var err error
		if job.data, job.title, err = s.autosaveData(m, e); err != nil {
			if s.OnError != nil {
				s.OnError(err)
			}
			return
		}
	}
	s.mu.Lock()
	id := e.id
	s.mu.Unlock()
	s.qmu.Lock()
	s.pending[id] = job // a newer state of the game replaces one not yet written
	if !s.writing {
		s.writing = true
		go s.writePending()
	}
	s.qmu.Unlock()
}

func (s *Store) nextSeq() uint64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.seq++
	return s.seq
}

// writePending is the writer goroutine: it writes what is pending until nothing is.
func (s *Store) writePending() {
	for {
		s.qmu.Lock()
		var id string
		var job autosaveJob
		for id, job = range s.pending {
			break
		}
		if len(s.pending) == 0 {
			s.writing = false
			s.idle.Broadcast()
			s.qmu.Unlock()
			return
		}
		delete(s.pending, id)
		s.qmu.Unlock()
		var err error
		if job.remove {
			err = s.remove(id, job.seq)
		} else {
			err = s.write(id, job.seq, job.data, job.title)
		}
		if err != nil && s.OnError != nil {
			s.OnError(err)
		}
	}
}

// Flush waits until every autosave taken so far is on disk: before the app quits, and
// for tests that read the files.
func (s *Store) Flush() {
	s.qmu.Lock()
	defer s.qmu.Unlock()
	for s.writing {
		s.idle.Wait()
	}
}

// write puts the state seq of autosave id on disk, atomically, unless a newer state is
// there already (a Save As wrote it while this one waited).
func (s *Store) write(id string, seq uint64, data []byte, title string) error {
	s.wmu.Lock()
	defer s.wmu.Unlock()
	if s.written[id] > seq {
		return nil
	}
	if err := atomicfile.Write(s.AutosavePath(id), data); err != nil {
		return fmt.Errorf("autosave of %s: %w", title, err)
	}
	s.written[id] = seq
	return nil
}

// remove deletes autosave id, unless a newer state was written.
func (s *Store) remove(id string, seq uint64) error {
	s.wmu.Lock()
	defer s.wmu.Unlock()
	if s.written[id] > seq {
		return nil
	}
	s.written[id] = seq
	err := os.Remove(s.AutosavePath(id))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	return err
}

// autosave writes m to its autosave now, atomically, and waits for it.
func (s *Store) autosave(m *rules.Match) error {
	e := s.entry(m)
	seq := s.nextSeq()
	data, title, err := s.autosaveData(m, e)
	if err != nil {
		return err
	}
	s.mu.Lock()
	id := e.id
	s.mu.Unlock()
	return s.write(id, seq, data, title)
}

// autosaveData is m's autosave as it stands, and the game's title for errors.
func (s *Store) autosaveData(m *rules.Match, e *saved) ([]byte, string, error) {
	s.mu.Lock()
	file := e.file
	s.mu.Unlock()
	rec := s.recordOf(m, e)
	if file != "" {
		rec.Set(fileTag, file)
	}
	var b bytes.Buffer
	if err := rec.Write(&b); err != nil {
		return nil, "", err
	}
	return b.Bytes(), games.Title(m.Game(), m.Config()), nil
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
		g.Setup = setupOf(rec)
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

// setupOf names a record's setup ("setup 12, 1-2-3/4/5") and mode, for a list.
func setupOf(rec *record.Record) string {
	var parts []string
	if n := rec.Get("Setup"); n != "" {
		setup := "setup " + n
		if d := rec.Get("Dice"); d != "" {
			setup += ", " + d
		}
		parts = append(parts, setup)
	} else if d := rec.Get("Dice"); d != "" {
		parts = append(parts, "dice "+d)
	}
	if m := rec.Get("Mode"); m != "" {
		parts = append(parts, "mode "+m)
	}
	return strings.Join(parts, ", ")
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
	// what the match's own record writes (its clocks, position and computer seats too,
	// which the replay restored) is not the file's to keep: it would be written twice
	written := map[string]bool{fileTag: true, "Date": true, analysis.Header: true}
	for _, h := range record.New(m).Headers {
		written[h.Tag] = true
	}
	// the comments on the moves, and the header saying what they are, go with the moves
	var notes Notes
	if h, ok := rec.Lookup(analysis.Header); ok {
		notes.Header = record.Header{Tag: h.Tag, Value: h.Value}
	}
	notes.Plies = m.History()
	for _, mv := range rec.Moves {
		notes.Comments = append(notes.Comments, mv.Comment)
	}
	e := s.entry(m)
	s.mu.Lock()
	defer s.mu.Unlock()
	if d := rec.Get("Date"); d != "" {
		e.date = d
	}
	e.extra, e.notes = nil, notes
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
	s.qmu.Lock()
	delete(s.pending, id) // a state still waiting is of the game discarded
	s.qmu.Unlock()
	return s.remove(id, s.nextSeq())
}
