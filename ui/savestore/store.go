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
	"maps"
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

// autosaveJob is a state of one game to write to its autosave, or its removal.
type autosaveJob struct {
	seq    uint64
	data   []byte // nil: remove the autosave (the game ended)
	title  string // the game, for an error
	remove bool
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

// Autosave writes m to its autosave now, atomically, and waits for it.
func (s *Store) Autosave(m *rules.Match) error {
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
	s.qmu.Lock()
	delete(s.pending, id) // a state still waiting is of the game discarded
	s.qmu.Unlock()
	return s.remove(id, s.nextSeq())
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
// wrong and where; nothing is changed then. A damaged record's error is a *Damaged that
// holds its game up to the last legal move, when the headers make a game.
func (s *Store) OpenReader(r io.Reader, path string) (*rules.Match, error) {
	data, err := io.ReadAll(io.LimitReader(r, record.MaxSize+1))
	if err != nil {
		return nil, err
	}
	rec, err := record.Read(bytes.NewReader(data))
	var m *rules.Match
	if err == nil {
		m, err = record.Replay(rec, s.lookup)
	}
	if err != nil {
		return nil, s.damaged(data, err)
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

// Damaged is the error of a record that cannot be opened whole. Partial, when not nil,
// is its game up to the last legal move, unfinished: Store.OpenDamaged opens it.
type Damaged struct {
	Err     error
	Partial *rules.Match
	rec     *record.Record // what was read of it, for its date and extra headers
}

func (d *Damaged) Error() string { return d.Err.Error() }
func (d *Damaged) Unwrap() error { return d.Err }

// LastMove names the last legal move of the partial game, for a button: "move 12"
// (the round it stands in), or "" when there is no move before the damage.
func (d *Damaged) LastMove() string {
	if d.Partial == nil || len(d.Partial.History()) == 0 {
		return ""
	}
	r := record.Rounds(d.Partial.History())
	return fmt.Sprintf("move %d", r[len(r)-1])
}

// damaged makes err, of the record data, a *Damaged with the game up to its last legal
// move if there is one to open.
func (s *Store) damaged(data []byte, err error) error {
	rec, _ := record.ReadUntilError(bytes.NewReader(data))
	if rec == nil || len(rec.Headers) == 0 {
		return &Damaged{Err: err} // a bare move list names no game
	}
	m, _ := record.ReplayUntilError(rec, s.lookup)
	if m == nil {
		return &Damaged{Err: err}
	}
	return &Damaged{Err: err, Partial: m, rec: rec}
}

// OpenDamaged makes d's partial game known, to be opened in a window. It has no file:
// saving it asks where, so the damaged file is never overwritten unasked.
func (s *Store) OpenDamaged(d *Damaged) *rules.Match {
	if d.Partial == nil {
		return nil
	}
	s.known(d.Partial, d.rec)
	return d.Partial
}

// OpenedFrom lists the matches tied to path (saved to it or read from it): a second
// Open of a file brings the window of one forward instead of making another game tied
// to the same file.
func (s *Store) OpenedFrom(path string) []*rules.Match {
	abs := func(p string) string {
		if a, err := filepath.Abs(p); err == nil {
			return a
		}
		return p
	}
	path = abs(path)
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []*rules.Match
	for m, e := range s.games {
		if e.file != "" && abs(e.file) == path {
			out = append(out, m)
		}
	}
	return out
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

// GameName names m's game, setup and mode for a file name: "chess-2016-setup-2010",
// "antarctic-chess-2S", "dino-czars".
func GameName(m *rules.Match) string {
	name := record.CatalogueID(m)
	setup := m.Config().Setup
	if sp, ok := m.Start().(rules.SetupPosition); ok && setup == 0 {
		setup = sp.Setup()
	}
	if setup > 0 && m.Game().Setups(m.Config().Variant) > 0 {
		name += fmt.Sprintf("-setup-%d", setup)
	}
	mode := m.Config().Mode
	if mp, ok := m.Start().(rules.ModePosition); ok && mode == "" {
		mode = mp.Mode()
	}
	if mode != "" {
		name += "-" + mode
	}
	return name
}

// FileName suggests a file name for m: "chess-56-setup-17 Ann vs Bob 2026-03-14.oddb".
func FileName(m *rules.Match) string {
	name := GameName(m) + " " + strings.Join(m.Names(), " vs ") + " " + time.Now().Format("2006-01-02")
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
