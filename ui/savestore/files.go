package savestore

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"oddboards/internal/atomicfile"
	"oddboards/rules"
	"oddboards/rules/record"
)

func readFile(path string) (*record.Record, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return record.Read(f)
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
	s.addRecent(path)
	if !m.Outcome().Over() {
		return s.autosave(m) // remember the file in the autosave too
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
		s.addRecent(path)
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
