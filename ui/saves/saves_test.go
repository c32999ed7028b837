package saves

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui/savestore"
	"oddboards/ui/uitest"
)

// annAndBob is a Chess 2016 game between Ann and Bob, plies moves in (seeded random).
func annAndBob(t *testing.T, seed uint64, plies int) *rules.Match {
	t.Helper()
	e, err := games.Lookup("chess-2016")
	if err != nil {
		t.Fatal(err)
	}
	m, err := rules.NewMatch(e.Game, rules.Config{Variant: e.Variant, Setup: 1}, []string{"Ann", "Bob"})
	if err != nil {
		t.Fatal(err)
	}
	uitest.PlayRandom(t, m, rand.New(rand.NewPCG(seed, 1)), plies)
	return m
}

// sameMoves checks that b is a's game: the same moves by the same players.
func sameMoves(t *testing.T, a, b *rules.Match) {
	t.Helper()
	if !slices.Equal(a.History(), b.History()) || !slices.Equal(a.Names(), b.Names()) {
		t.Fatalf("%d plies by %q, want %d by %q", len(b.History()), b.Names(), len(a.History()), a.Names())
	}
}

// openedOther is the match other than m that the store knows with the file path.
func openedOther(s *savestore.Store, m *rules.Match, path string) *rules.Match {
	for _, om := range s.Matches() {
		if om != m && s.File(om) == path {
			return om
		}
	}
	return nil
}

// added is the one match the store knows that is not in known, or nil where there is
// none or more than one: Matches comes in map order, so no position in it says which.
func added(s *savestore.Store, known []*rules.Match) *rules.Match {
	var got *rules.Match
	for _, om := range s.Matches() {
		if !slices.Contains(known, om) {
			if got != nil {
				return nil
			}
			got = om
		}
	}
	return got
}

// testGames are the game windows of a saves test: bare windows, and no network game to
// resume.
type testGames struct {
	*uitest.Games
	t *testing.T
}

func (g testGames) ResumeNetGame(savestore.NetGame, func(error)) { g.t.Error("a network game resumed") }

// savesEnv is the dialogs of a test's app, its store and a window to show them over.
func savesEnv(t *testing.T) (*Dialogs, *savestore.Store, fyne.Window) {
	t.Setenv("LANG", "en_US.UTF-8")
	env, _ := uitest.Env(t)
	w := test.NewTempWindow(t, widget.NewLabel("game"))
	w.Resize(fyne.NewSize(900, 700))
	return New(env, testGames{&uitest.Games{App: env.App}, t}), env.Saves, w
}

func windows(d *Dialogs) int { return len(d.env.App.Driver().AllWindows()) }

// Save As through the file dialog, then Save, then Open: the game comes back at its last
// move in a new window, with its history to undo.
func TestSaveAsSaveAndOpen(t *testing.T) {
	d, s, w := savesEnv(t)
	m := annAndBob(t, 4, 7)
	d.ShowSaveAs(w, m)
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("Save As shows no dialog")
	}
	path := filepath.Join(t.TempDir(), "game.oddb")
	wc, err := storage.Writer(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	d.savedAs(w, m, wc, nil) // the dialog's answer
	if s.File(m) != path || !slices.Equal(s.Recent(), []string{path}) {
		t.Fatalf("file %q, recent %q", s.File(m), s.Recent())
	}
	// it says where, as Export does, and Enter closes that
	if texts, _ := uitest.Overlay(t, w); !strings.Contains(strings.Join(texts, " "), "Saved game.oddb in "+filepath.Dir(path)+".") {
		t.Errorf("after Save As: %q", texts)
	}
	msg := w.Canvas().Overlays().Top()
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if w.Canvas().Overlays().Top() == msg {
		t.Error("Enter did not close the message")
	}
	uitest.PlayRandom(t, m, rand.New(rand.NewPCG(5, 5)), 1)
	d.ShowSave(w, m) // has a file: no dialog, written there
	data, _ := os.ReadFile(path)
	if !strings.Contains(string(data), "\n4. ") || !strings.Contains(string(data), "[Player \"White: Ann\"]") {
		t.Fatalf("saved record:\n%s", data)
	}

	before := windows(d)
	d.ShowOpen(w)
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("Open shows no dialog")
	}
	rc, err := storage.Reader(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	d.opened(w, rc, nil)
	if windows(d) != before+1 {
		t.Fatalf("%d windows, want %d", windows(d), before+1)
	}
	back := openedOther(s, m, path)
	if back == nil {
		t.Fatal("no opened game")
	}
	sameMoves(t, m, back)
	if !back.CanUndo() || !back.Undo() || len(back.History()) != 7 || !back.Redo() {
		t.Fatal("the opened game's history cannot be undone and redone")
	}
}

// Opening a broken record shows what and where, opens nothing and changes nothing.
func TestOpenBrokenRecordShowsWhereAndChangesNothing(t *testing.T) {
	d, s, w := savesEnv(t)
	m := annAndBob(t, 6, 4)
	data, _ := os.ReadFile(uitest.SaveIn(t, s, m, "good.oddb"))
	h := m.History()
	bad := strings.Replace(string(data), "2. "+h[2].Text, "2. Qz77", 1)
	path := filepath.Join(t.TempDir(), "bad.oddb")
	os.WriteFile(path, []byte(bad), 0o644)
	recent := s.Recent()
	before, known := windows(d), len(s.Matches())
	rc, _ := storage.Reader(storage.NewFileURI(path))
	d.opened(w, rc, nil)
	texts, buttons := uitest.Overlay(t, w)
	all := strings.Join(texts, "\n")
	for _, want := range []string{"bad.oddb", "line 12, move 2 (ply 3, White) \"Qz77\""} {
		if !strings.Contains(all, want) {
			t.Errorf("error dialog lacks %q:\n%s", want, all)
		}
	}
	if windows(d) != before || len(s.Matches()) != known || !slices.Equal(s.Recent(), recent) {
		t.Error("a broken record changed something")
	}
	if len(buttons) == 0 {
		t.Error("the error dialog has no button to close it")
	}
}

// On start the unfinished games are offered: one is resumed in a window, one discarded.
func TestShowResume(t *testing.T) {
	d, s, w := savesEnv(t)
	if d.ShowResume(w) != nil || w.Canvas().Overlays().Top() != nil {
		t.Fatal("a resume dialog with nothing to resume")
	}
	a, b := annAndBob(t, 8, 3), annAndBob(t, 9, 5)
	for i, m := range []*rules.Match{a, b} {
		release := s.Track(m)
		uitest.PlayRandom(t, m, rand.New(rand.NewPCG(1, 1)), 1)
		s.Flush()
		path := s.AutosavePath(s.ID(m))
		release()
		// Both are saved within one clock tick: date a's file back so b is the newest.
		when := time.Now().Add(time.Duration(i-1) * time.Minute)
		if err := os.Chtimes(path, when, when); err != nil {
			t.Fatal(err)
		}
	}
	if d.ShowResume(w) == nil {
		t.Fatal("no resume dialog")
	}
	texts, _ := uitest.Overlay(t, w)
	all := strings.Join(texts, "\n")
	if !strings.Contains(all, "Chess 2016 · setup 1, 1-1-1/1/1 · Ann vs Bob · 4 moves") || !strings.Contains(all, "Ann vs Bob · 6 moves") {
		t.Fatalf("resume dialog:\n%s", all)
	}
	_, bs := uitest.Tree(w.Canvas().Overlays().Top())
	var resume, discard []*widget.Button
	for _, b := range bs {
		switch b.Text {
		case "Resume":
			resume = append(resume, b)
		case "Discard":
			discard = append(discard, b)
		}
	}
	if len(resume) != 2 || len(discard) != 2 {
		t.Fatalf("%d Resume and %d Discard buttons", len(resume), len(discard))
	}
	list, _ := s.Unfinished()
	before := windows(d)
	test.Tap(resume[0]) // the newest: b
	if windows(d) != before+1 {
		t.Fatal("Resume opens no window")
	}
	var resumed *rules.Match
	for _, m := range s.Matches() {
		if s.ID(m) == list[0].ID {
			resumed = m
		}
	}
	if resumed == nil {
		t.Fatal("no resumed game")
	}
	sameMoves(t, b, resumed)

	test.Tap(discard[1])
	_, confirm := uitest.Overlay(t, w)
	if confirm["Yes"] == nil {
		t.Fatal("Discard asks nothing")
	}
	test.Tap(confirm["Yes"])
	if _, err := os.Stat(s.AutosavePath(list[1].ID)); !os.IsNotExist(err) {
		t.Fatal("discarded game kept")
	}
	if left, _ := s.Unfinished(); len(left) != 0 {
		t.Fatalf("still offered: %+v", left)
	}
	if w.Canvas().Overlays().Top() != nil {
		t.Error("the resume dialog stays open with nothing left")
	}
}

// Export and import through the clipboard: a record opens as it was; a bare move list is
// played as a game of the same kind.
func TestClipboardRecordAndMoveList(t *testing.T) {
	d, s, w := savesEnv(t)
	m := annAndBob(t, 10, 6)
	d.CopyRecord(m)
	if !strings.HasPrefix(d.env.App.Clipboard().Content(), "[Oddboards \"1\"]") {
		t.Fatalf("clipboard: %q", d.env.App.Clipboard().Content())
	}
	before := windows(d)
	d.PasteRecord(w, nil)
	if windows(d) != before+1 {
		t.Fatal("pasting a record opens no window")
	}
	var texts []string
	for _, p := range m.History() {
		texts = append(texts, p.Text)
	}
	d.env.App.Clipboard().SetContent(strings.Join(texts, " "))
	got, err := s.FromText(d.env.App.Clipboard().Content(), m)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.History()) != 6 || got.Position().ToMove() != m.Position().ToMove() {
		t.Fatal("move list not played")
	}
	d.env.App.Clipboard().SetContent("e5 zz")
	d.PasteRecord(w, m)
	all, _ := uitest.Overlay(t, w)
	if !strings.Contains(strings.Join(all, "\n"), `"zz"`) {
		t.Fatalf("error dialog: %q", all)
	}
}
