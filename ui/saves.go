package ui

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

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"

	"oddboards/internal/atomicfile"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/record"
)

// Saves keeps the player's games from being lost: an autosave of every open game in the
// app's storage after every change (written atomically: a temporary file, fsync, rename),
// the games left unfinished for resuming on the next start, saving and opening record
// files, and a short list of recent files. It is safe for use from several goroutines.
//
// In the storage directory:
//
//	autosave/<id>.oddb   one record per game being played (see rules/record)
//	recent.txt           recently saved or opened files, a path per line, newest first
type Saves struct {
	dir    string
	lookup record.Lookup // nil: the catalogue

	// OnError hears of an autosave that failed (a full disk); nil: it is dropped. It runs
	// on the goroutine that changed the match.
	OnError func(error)

	mu    sync.Mutex // guards games
	games map[*rules.Match]*saved
	wmu   sync.Mutex // one write at a time, each of the newest state
}

// saved is what Saves knows of a match beyond the match itself.
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

// NewSaves keeps games in dir (the app's storage root: a.Storage().RootURI().Path()).
func NewSaves(dir string) (*Saves, error) {
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
	return &Saves{dir: dir, games: map[*rules.Match]*saved{}}, nil
}

// SetLookup changes the catalogue games are found in (for tests).
func (s *Saves) SetLookup(l record.Lookup) { s.lookup = l }

func newID() string {
	var b [3]byte
	_, _ = rand.Read(b[:])
	return time.Now().Format("20060102-150405") + "-" + hex.EncodeToString(b[:])
}

// entry returns what Saves knows of m, making it known.
func (s *Saves) entry(m *rules.Match) *saved {
	s.mu.Lock()
	defer s.mu.Unlock()
	e := s.games[m]
	if e == nil {
		e = &saved{id: newID(), date: time.Now().Format(record.DateFormat)}
		s.games[m] = e
	}
	return e
}

func (s *Saves) autosavePath(id string) string {
	return filepath.Join(s.dir, autosaveDir, id+record.Ext)
}

// Track autosaves m after every change until every release has been called: call it for
// every window on m and release when the window closes. A game that ends is forgotten
// (its autosave removed); undoing the end brings it back. The game stays in the autosaves
// when its windows close unfinished, and is offered by Unfinished.
func (s *Saves) Track(m *rules.Match) (release func()) {
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
func (s *Saves) changed(m *rules.Match) {
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
func (s *Saves) Autosave(m *rules.Match) error {
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
	if err := atomicfile.Write(s.autosavePath(e.id), b.Bytes()); err != nil {
		return fmt.Errorf("autosave of %s: %w", games.Title(m.Game(), m.Config()), err)
	}
	return nil
}

// recordOf is m's record with its date and the extra headers of the file it came from.
func (s *Saves) recordOf(m *rules.Match, e *saved) *record.Record {
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
func (s *Saves) Unfinished() ([]SavedGame, error) {
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
func (s *Saves) gameName(id string) string {
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
func (s *Saves) Resume(id string) (*rules.Match, error) {
	if strings.ContainsAny(id, `/\`) || id == "" || id[0] == '.' {
		return nil, fmt.Errorf("no saved game %q", id)
	}
	rec, err := readFile(s.autosavePath(id))
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
func (s *Saves) known(m *rules.Match, rec *record.Record) *saved {
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
func (s *Saves) Forget(id string) error {
	if strings.ContainsAny(id, `/\`) || id == "" || id[0] == '.' {
		return fmt.Errorf("no saved game %q", id)
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	err := os.Remove(s.autosavePath(id))
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	return err
}

// File is the file m was saved to or opened from, "" if none.
func (s *Saves) File(m *rules.Match) string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if e := s.games[m]; e != nil {
		return e.file
	}
	return ""
}

// SaveTo writes m's record to path (atomically), and remembers path for Save and the
// recent list.
func (s *Saves) SaveTo(m *rules.Match, path string) error {
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
func (s *Saves) Save(m *rules.Match) error {
	f := s.File(m)
	if f == "" {
		return ErrNoFile
	}
	return s.SaveTo(m, f)
}

// Open reads a record file and replays it; nothing changes if it is wrong.
func (s *Saves) Open(path string) (*rules.Match, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return s.OpenReader(f, path)
}

// OpenReader reads a record from r (named path) and replays it. The error says what is
// wrong and where; nothing is changed then.
func (s *Saves) OpenReader(r io.Reader, path string) (*rules.Match, error) {
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
func (s *Saves) Recent() []string {
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
func (s *Saves) AddRecent(path string) {
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

// recordFilter shows records and plain text files in the open dialog.
var recordFilter = storage.NewExtensionFileFilter([]string{record.Ext, ".txt", ".pgn"})

// ShowOpen asks for a record file and opens the game in a new window. A broken record
// opens nothing: an error dialog says what is wrong and where.
func (s *Saves) ShowOpen(env *Env, w fyne.Window) {
	d := dialog.NewFileOpen(func(rc fyne.URIReadCloser, err error) { s.opened(env, w, rc, err) }, w)
	d.SetFilter(recordFilter)
	d.Show()
}

// opened is the open dialog's answer.
func (s *Saves) opened(env *Env, w fyne.Window, rc fyne.URIReadCloser, err error) {
	if err != nil {
		dialog.ShowError(err, w)
		return
	}
	if rc == nil {
		return // cancelled
	}
	defer rc.Close()
	path := ""
	if rc.URI().Scheme() == "file" {
		path = rc.URI().Path()
	}
	m, err := s.OpenReader(rc, path)
	if err != nil {
		dialog.ShowError(fmt.Errorf("cannot open %s:\n%v", rc.URI().Name(), err), w)
		return
	}
	env.OpenGame(m)
}

// OpenFile opens a record file (from the recent list) in a new window, or shows why not.
func (s *Saves) OpenFile(env *Env, w fyne.Window, path string) {
	m, err := s.Open(path)
	if err != nil {
		dialog.ShowError(fmt.Errorf("cannot open %s:\n%v", filepath.Base(path), err), w)
		return
	}
	env.OpenGame(m)
}

// ShowSaveAs asks where to save m and writes its record there.
func (s *Saves) ShowSaveAs(env *Env, w fyne.Window, m *rules.Match) {
	d := dialog.NewFileSave(func(wc fyne.URIWriteCloser, err error) { s.savedAs(w, m, wc, err) }, w)
	d.SetFileName(FileName(m))
	d.Show()
}

// savedAs is the save dialog's answer.
func (s *Saves) savedAs(w fyne.Window, m *rules.Match, wc fyne.URIWriteCloser, err error) {
	if err != nil {
		dialog.ShowError(err, w)
		return
	}
	if wc == nil {
		return // cancelled
	}
	if wc.URI().Scheme() != "file" {
		// not a local file: write through the dialog's writer
		defer wc.Close()
		if err := s.recordOf(m, s.entry(m)).Write(wc); err != nil {
			dialog.ShowError(fmt.Errorf("cannot save: %v", err), w)
		}
		return
	}
	path := wc.URI().Path()
	wc.Close()
	if err := s.SaveTo(m, path); err != nil {
		dialog.ShowError(fmt.Errorf("cannot save %s: %v", filepath.Base(path), err), w)
	}
}

// ShowSave saves m to its file, or asks where (Save As) if it has none.
func (s *Saves) ShowSave(env *Env, w fyne.Window, m *rules.Match) {
	err := s.Save(m)
	switch {
	case errors.Is(err, ErrNoFile):
		s.ShowSaveAs(env, w, m)
	case err != nil:
		dialog.ShowError(fmt.Errorf("cannot save: %v", err), w)
	}
}

// ShowResume offers the unfinished games: each can be resumed (in a new window) or
// discarded. It shows nothing and returns nil when there is none.
func (s *Saves) ShowResume(env *Env, w fyne.Window) dialog.Dialog {
	list, err := s.Unfinished()
	if err != nil {
		dialog.ShowError(err, w)
		return nil
	}
	if len(list) == 0 {
		return nil
	}
	rows := container.NewVBox()
	var d dialog.Dialog
	for _, g := range list {
		label := widget.NewLabel(g.Summary())
		var row *fyne.Container
		done := func() {
			rows.Remove(row)
			if len(rows.Objects) == 0 {
				d.Hide()
			}
		}
		resume := widget.NewButton("Resume", func() {
			m, err := s.Resume(g.ID)
			if err != nil {
				dialog.ShowError(err, w)
				return
			}
			done()
			env.OpenGame(m)
		})
		resume.Importance = widget.HighImportance
		if g.Err != nil {
			resume.Disable()
		}
		discard := widget.NewButton("Discard", func() {
			dialog.ShowConfirm("Discard", "Discard this game for good?\n"+g.Summary(), func(ok bool) {
				if !ok {
					return
				}
				if err := s.Forget(g.ID); err != nil {
					dialog.ShowError(err, w)
					return
				}
				done()
			}, w)
		})
		row = container.NewBorder(nil, nil, nil, container.NewHBox(resume, discard), label)
		rows.Add(row)
	}
	d = dialog.NewCustom("Unfinished games", "Later", container.NewVScroll(rows), w)
	d.Resize(fyne.NewSize(640, 360))
	d.Show()
	return d
}

// ShowRecent lists the recent files to open one; it shows nothing when there is none.
func (s *Saves) ShowRecent(env *Env, w fyne.Window) dialog.Dialog {
	files := s.Recent()
	if len(files) == 0 {
		return nil
	}
	rows := container.NewVBox()
	var d dialog.Dialog
	for _, f := range files {
		rows.Add(widget.NewButton(filepath.Base(f), func() {
			d.Hide()
			s.OpenFile(env, w, f)
		}))
	}
	d = dialog.NewCustom("Recent games", "Close", container.NewVScroll(rows), w)
	d.Show()
	return d
}

// CopyRecord puts m's record on the clipboard (export of the move list).
func (s *Saves) CopyRecord(env *Env, m *rules.Match) {
	env.App.Clipboard().SetContent(s.recordText(m))
}

func (s *Saves) recordText(m *rules.Match) string {
	var b bytes.Buffer
	_ = s.recordOf(m, s.entry(m)).Write(&b)
	return b.String()
}

// PasteRecord opens the record on the clipboard in a new window. A bare move list is
// played as a new game of like's game and setup. A bad one shows what and where.
func (s *Saves) PasteRecord(env *Env, w fyne.Window, like *rules.Match) {
	m, err := s.FromText(env.App.Clipboard().Content(), like)
	if err != nil {
		dialog.ShowError(fmt.Errorf("cannot read the clipboard's game:\n%v", err), w)
		return
	}
	env.OpenGame(m)
}

// FromText reads a record, or a bare move list played as like's game (like may be nil
// for records only).
func (s *Saves) FromText(text string, like *rules.Match) (*rules.Match, error) {
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
