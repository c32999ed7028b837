package ui

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
	"oddboards/ui/prefstore"
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
	playRandom(t, m, rand.New(rand.NewPCG(seed, 1)), plies)
	return m
}

func playRandom(t *testing.T, m *rules.Match, rng *rand.Rand, plies int) {
	t.Helper()
	for range plies {
		if moves := m.Position().LegalMoves(nil); len(moves) > 0 {
			if err := m.Play(moves[rng.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
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

// uiTree collects the text of labels and rich texts under o, and the buttons.
func uiTree(o fyne.CanvasObject) (texts []string, buttons []*widget.Button) {
	uitest.Walk(o, func(o fyne.CanvasObject) bool {
		if s, ok := uitest.LabelText(o); ok {
			texts = append(texts, s)
		}
		if b, ok := o.(*widget.Button); ok {
			buttons = append(buttons, b)
		}
		return true
	})
	return texts, buttons
}

func overlay(t *testing.T, w fyne.Window) ([]string, map[string]*widget.Button) {
	t.Helper()
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	texts, bs := uiTree(top)
	byText := map[string]*widget.Button{}
	for _, b := range bs {
		byText[b.Text] = b
	}
	return texts, byText
}

// saveIn saves m as a file called name in a new folder of the test's, and returns its
// path; the test fails when m cannot be saved.
func saveIn(t *testing.T, s *savestore.Store, m *rules.Match, name string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := s.SaveTo(m, path); err != nil {
		t.Fatal(err)
	}
	return path
}

func savesEnv(t *testing.T) (*Env, *savestore.Store, fyne.Window) {
	t.Setenv("LANG", "en_US.UTF-8")
	env, err := NewEnv(test.NewTempApp(t))
	if err != nil {
		t.Fatal(err)
	}
	env.Prefs = prefstore.Open(filepath.Join(t.TempDir(), "settings.json"), "") // not the shared temp folder's
	t.Cleanup(func() { _ = env.Prefs.Flush() })
	s, err := savestore.New(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	env.Saves = s // the windows it opens autosave here, not in the shared temp folder
	// flushed before the folder is removed: no autosave is still being written
	t.Cleanup(s.Flush)
	w := test.NewTempWindow(t, widget.NewLabel("game"))
	w.Resize(fyne.NewSize(900, 700))
	return env, s, w
}

func windows(env *Env) int { return len(env.App.Driver().AllWindows()) }

// Save As through the file dialog, then Save, then Open: the game comes back at its last
// move in a new window, with its history to undo.
func TestSaveAsSaveAndOpen(t *testing.T) {
	env, s, w := savesEnv(t)
	m := annAndBob(t, 4, 7)
	ShowSaveAs(env, w, m)
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("Save As shows no dialog")
	}
	path := filepath.Join(t.TempDir(), "game.oddb")
	wc, err := storage.Writer(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	savedAs(env, w, m, wc, nil) // the dialog's answer
	if s.File(m) != path || !slices.Equal(s.Recent(), []string{path}) {
		t.Fatalf("file %q, recent %q", s.File(m), s.Recent())
	}
	// it says where, as Export does, and Enter closes that
	if texts, _ := overlay(t, w); !strings.Contains(strings.Join(texts, " "), "Saved game.oddb in "+filepath.Dir(path)+".") {
		t.Errorf("after Save As: %q", texts)
	}
	msg := w.Canvas().Overlays().Top()
	w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if w.Canvas().Overlays().Top() == msg {
		t.Error("Enter did not close the message")
	}
	playRandom(t, m, rand.New(rand.NewPCG(5, 5)), 1)
	ShowSave(env, w, m) // has a file: no dialog, written there
	data, _ := os.ReadFile(path)
	if !strings.Contains(string(data), "\n4. ") || !strings.Contains(string(data), "[Player \"White: Ann\"]") {
		t.Fatalf("saved record:\n%s", data)
	}

	before := windows(env)
	ShowOpen(env, w)
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("Open shows no dialog")
	}
	rc, err := storage.Reader(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	opened(env, w, rc, nil)
	if windows(env) != before+1 {
		t.Fatalf("%d windows, want %d", windows(env), before+1)
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
	env, s, w := savesEnv(t)
	m := annAndBob(t, 6, 4)
	data, _ := os.ReadFile(saveIn(t, s, m, "good.oddb"))
	h := m.History()
	bad := strings.Replace(string(data), "2. "+h[2].Text, "2. Qz77", 1)
	path := filepath.Join(t.TempDir(), "bad.oddb")
	os.WriteFile(path, []byte(bad), 0o644)
	recent := s.Recent()
	before, known := windows(env), len(s.Matches())
	rc, _ := storage.Reader(storage.NewFileURI(path))
	opened(env, w, rc, nil)
	texts, buttons := overlay(t, w)
	all := strings.Join(texts, "\n")
	for _, want := range []string{"bad.oddb", "line 12, move 2 (ply 3, White) \"Qz77\""} {
		if !strings.Contains(all, want) {
			t.Errorf("error dialog lacks %q:\n%s", want, all)
		}
	}
	if windows(env) != before || len(s.Matches()) != known || !slices.Equal(s.Recent(), recent) {
		t.Error("a broken record changed something")
	}
	if len(buttons) == 0 {
		t.Error("the error dialog has no button to close it")
	}
}

// On start the unfinished games are offered: one is resumed in a window, one discarded.
func TestShowResume(t *testing.T) {
	env, s, w := savesEnv(t)
	if ShowResume(env, w) != nil || w.Canvas().Overlays().Top() != nil {
		t.Fatal("a resume dialog with nothing to resume")
	}
	a, b := annAndBob(t, 8, 3), annAndBob(t, 9, 5)
	for i, m := range []*rules.Match{a, b} {
		release := s.Track(m)
		playRandom(t, m, rand.New(rand.NewPCG(1, 1)), 1)
		s.Flush()
		path := s.AutosavePath(s.ID(m))
		release()
		// Both are saved within one clock tick: date a's file back so b is the newest.
		when := time.Now().Add(time.Duration(i-1) * time.Minute)
		if err := os.Chtimes(path, when, when); err != nil {
			t.Fatal(err)
		}
	}
	if ShowResume(env, w) == nil {
		t.Fatal("no resume dialog")
	}
	texts, _ := overlay(t, w)
	all := strings.Join(texts, "\n")
	if !strings.Contains(all, "Chess 2016 · setup 1, 1-1-1/1/1 · Ann vs Bob · 4 moves") || !strings.Contains(all, "Ann vs Bob · 6 moves") {
		t.Fatalf("resume dialog:\n%s", all)
	}
	_, bs := uiTree(w.Canvas().Overlays().Top())
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
	before := windows(env)
	test.Tap(resume[0]) // the newest: b
	if windows(env) != before+1 {
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
	_, confirm := overlay(t, w)
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
	env, s, w := savesEnv(t)
	m := annAndBob(t, 10, 6)
	CopyRecord(env, m)
	if !strings.HasPrefix(env.App.Clipboard().Content(), "[Oddboards \"1\"]") {
		t.Fatalf("clipboard: %q", env.App.Clipboard().Content())
	}
	before := windows(env)
	PasteRecord(env, w, nil)
	if windows(env) != before+1 {
		t.Fatal("pasting a record opens no window")
	}
	var texts []string
	for _, p := range m.History() {
		texts = append(texts, p.Text)
	}
	env.App.Clipboard().SetContent(strings.Join(texts, " "))
	got, err := s.FromText(env.App.Clipboard().Content(), m)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.History()) != 6 || got.Position().ToMove() != m.Position().ToMove() {
		t.Fatal("move list not played")
	}
	env.App.Clipboard().SetContent("e5 zz")
	PasteRecord(env, w, m)
	all, _ := overlay(t, w)
	if !strings.Contains(strings.Join(all, "\n"), `"zz"`) {
		t.Fatalf("error dialog: %q", all)
	}
}
