package ui

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"oddboards/boards"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/record"
)

// helperEnv, when set, makes the test binary the autosave helper process: see
// TestAutosaveSurvivesAKill.
const helperEnv = "ODDBOARDS_AUTOSAVE_HELPER"

func TestMain(m *testing.M) {
	if dir := os.Getenv(helperEnv); dir != "" {
		autosaveHelper(dir)
		os.Exit(3) // never reached: the parent kills the helper
	}
	os.Exit(m.Run())
}

// savesGame starts a game of chess-2016 setup 1 and plays n seeded random moves.
func savesGame(t testing.TB, seed uint64, n int) *rules.Match {
	m, err := newChess(seed, n)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func newChess(seed uint64, n int) (*rules.Match, error) {
	e, err := games.Lookup("chess-2016")
	if err != nil {
		return nil, err
	}
	m, err := rules.NewMatch(e.Game, rules.Config{Variant: e.Variant, Setup: 1}, []string{"Ann", "Bob"})
	if err != nil {
		return nil, err
	}
	savesPlay(m, rand.New(rand.NewPCG(seed, 1)), n)
	return m, nil
}

func savesPlay(m *rules.Match, rng *rand.Rand, n int) {
	for range n {
		moves := m.Position().LegalMoves(nil)
		if len(moves) == 0 {
			return
		}
		if err := m.Play(moves[rng.IntN(len(moves))]); err != nil {
			panic(err)
		}
	}
}

// autosaveHelper plays 20 moves of a tracked game, says "ready", then takes the last
// move back and forth for ever, autosaving each time, until it is killed.
func autosaveHelper(dir string) {
	s, err := NewSaves(dir)
	if err != nil {
		fmt.Println("error", err)
		os.Exit(2)
	}
	m, err := newChess(42, 20)
	if err != nil {
		fmt.Println("error", err)
		os.Exit(2)
	}
	s.Track(m)
	if err := s.Autosave(m); err != nil {
		fmt.Println("error", err)
		os.Exit(2)
	}
	fmt.Println("ready")
	for {
		m.Undo()
		m.Redo()
	}
}

func sameGame(t *testing.T, a, b *rules.Match) {
	t.Helper()
	ha, hb := a.History(), b.History()
	if len(ha) != len(hb) {
		t.Fatalf("%d plies, want %d", len(hb), len(ha))
	}
	for i := range ha {
		if ha[i] != hb[i] {
			t.Fatalf("ply %d: %+v, want %+v", i+1, hb[i], ha[i])
		}
	}
	pa, pb := a.Position(), b.Position()
	if pa.ToMove() != pb.ToMove() {
		t.Fatalf("to move %d, want %d", pb.ToMove(), pa.ToMove())
	}
	for c := range pa.Board().Len() {
		if pa.At(boards.Cell(c)) != pb.At(boards.Cell(c)) {
			t.Fatalf("cell %d differs", c)
		}
	}
	if !equalStrings(a.Names(), b.Names()) {
		t.Fatalf("names %q, want %q", b.Names(), a.Names())
	}
}

func equalStrings(a, b []string) bool {
	return strings.Join(a, "\x00") == strings.Join(b, "\x00")
}

// A game is played with autosave on, the process is killed without warning in the
// middle of its writes, and the next start offers the game and resumes it.
func TestAutosaveSurvivesAKill(t *testing.T) {
	dir := t.TempDir()
	for round := range 3 {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), helperEnv+"="+dir)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		line, _ := bufio.NewReader(out).ReadString('\n')
		if line != "ready\n" {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("helper said %q", line)
		}
		time.Sleep(time.Duration(20+round*17) * time.Millisecond) // in the middle of rewrites
		if err := cmd.Process.Kill(); err != nil {
			t.Fatal(err)
		}
		cmd.Wait()

		s, err := NewSaves(dir)
		if err != nil {
			t.Fatal(err)
		}
		list, err := s.Unfinished()
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != round+1 {
			t.Fatalf("after kill %d: %d unfinished games, want %d: %+v", round+1, len(list), round+1, list)
		}
		g := list[0] // the newest
		if g.Err != nil || g.Game != "Chess 2016" || g.Moves < 19 || g.Moves > 20 || !equalStrings(g.Players, []string{"White: Ann", "Black: Bob"}) {
			t.Fatalf("offered %+v", g)
		}
		m, err := s.Resume(g.ID)
		if err != nil {
			t.Fatal(err)
		}
		want := savesGame(t, 42, 20)
		if len(m.History()) == 19 {
			want.Undo()
		}
		sameGame(t, want, m)
		// the resumed game is open now: not offered twice; it keeps its autosave
		if again, _ := s.Unfinished(); len(again) != round {
			t.Fatalf("the resumed game is still offered: %+v", again)
		}
		release := s.Track(m)
		savesPlay(m, rand.New(rand.NewPCG(7, 7)), 1)
		release()
		s2, _ := NewSaves(dir)
		m2, err := s2.Resume(g.ID)
		if err != nil {
			t.Fatal(err)
		}
		sameGame(t, m, m2)
	}
	if tmps, _ := filepath.Glob(filepath.Join(dir, "autosave", "*")); len(tmps) < 3 {
		t.Fatalf("autosave files: %q", tmps)
	}
}

// Every change is autosaved; a game that ends is forgotten, and undoing the end brings it
// back; closing the window of an unfinished game keeps it.
func TestAutosaveFollowsTheGame(t *testing.T) {
	dir := t.TempDir()
	s, err := NewSaves(dir)
	if err != nil {
		t.Fatal(err)
	}
	m := savesGame(t, 1, 0)
	release := s.Track(m)
	release2 := s.Track(m) // a second window on the same game
	rng := rand.New(rand.NewPCG(2, 2))
	id := s.entry(m).id
	for i := range 6 {
		savesPlay(m, rng, 1)
		m2, err := s.Resume(id)
		if err != nil {
			t.Fatalf("after move %d: %v", i+1, err)
		}
		sameGame(t, m, m2)
		s.mu.Lock()
		delete(s.games, m2)
		s.mu.Unlock()
	}
	if err := m.AgreeDraw(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(s.autosavePath(id)); !os.IsNotExist(err) {
		t.Fatalf("a finished game keeps its autosave: %v", err)
	}
	m.Undo()
	if _, err := os.Stat(s.autosavePath(id)); err != nil {
		t.Fatalf("undoing the end does not autosave: %v", err)
	}
	release()
	if list, _ := s.Unfinished(); len(list) != 0 {
		t.Fatalf("a game open in a window is offered: %+v", list)
	}
	release2()
	release2()
	list, _ := s.Unfinished()
	if len(list) != 1 || list[0].ID != id || list[0].Moves != 6 {
		t.Fatalf("closed unfinished game: %+v", list)
	}
	// after the last window closed, moves are no longer written
	savesPlay(m, rng, 1)
	if m2, _ := s.Resume(id); len(m2.History()) != 6 {
		t.Fatal("autosave after release")
	}
	if err := s.Forget(id); err != nil {
		t.Fatal(err)
	}
	if list, _ := s.Unfinished(); len(list) != 0 {
		t.Fatalf("forgotten game offered: %+v", list)
	}
	if tmps, _ := filepath.Glob(filepath.Join(dir, "autosave", ".*")); len(tmps) > 0 {
		t.Fatalf("temporary files left: %q", tmps)
	}
}

func TestRecentList(t *testing.T) {
	dir := t.TempDir()
	s, _ := NewSaves(dir)
	m := savesGame(t, 3, 4)
	var paths []string
	for i := range 12 {
		p := filepath.Join(dir, fmt.Sprintf("g%d.oddb", i))
		if err := s.SaveTo(m, p); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	if _, err := s.Open(paths[3]); err != nil {
		t.Fatal(err)
	}
	os.Remove(paths[11])
	got := s.Recent()
	want := []string{paths[3], paths[10], paths[9], paths[8], paths[7], paths[6], paths[5], paths[4], paths[2]}
	if !equalStrings(got, want) {
		t.Fatalf("recent %q, want %q", got, want)
	}
	if s.File(m) != paths[11] {
		t.Fatalf("file %q", s.File(m))
	}
}

// texts collects the text of labels and rich texts under o, buttons under o.
func uiTree(o fyne.CanvasObject) (texts []string, buttons []*widget.Button) {
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch v := o.(type) {
		case *widget.Label:
			texts = append(texts, v.Text)
		case *widget.RichText:
			texts = append(texts, v.String())
		case *widget.Button:
			buttons = append(buttons, v)
		case *fyne.Container:
			for _, c := range v.Objects {
				walk(c)
			}
			return
		}
		if w, ok := o.(fyne.Widget); ok {
			for _, c := range test.WidgetRenderer(w).Objects() {
				walk(c)
			}
		}
	}
	walk(o)
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

func savesEnv(t *testing.T) (*Env, *Saves, fyne.Window) {
	t.Setenv("LANG", "en_US.UTF-8")
	env, err := NewEnv(test.NewTempApp(t))
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewSaves(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	env.Saves = s // the windows it opens autosave here, not in the shared temp folder
	w := test.NewTempWindow(t, widget.NewLabel("game"))
	w.Resize(fyne.NewSize(900, 700))
	return env, s, w
}

func windows(env *Env) int { return len(env.App.Driver().AllWindows()) }

// Save As through the file dialog, then Save, then Open: the game comes back at its last
// move in a new window, with its history to undo.
func TestSaveAsSaveAndOpen(t *testing.T) {
	env, s, w := savesEnv(t)
	m := savesGame(t, 4, 7)
	s.ShowSaveAs(env, w, m)
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("Save As shows no dialog")
	}
	path := filepath.Join(t.TempDir(), "game.oddb")
	wc, err := storage.Writer(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	s.savedAs(w, m, wc, nil) // the dialog's answer
	if s.File(m) != path || !equalStrings(s.Recent(), []string{path}) {
		t.Fatalf("file %q, recent %q", s.File(m), s.Recent())
	}
	savesPlay(m, rand.New(rand.NewPCG(5, 5)), 1)
	s.ShowSave(env, w, m) // has a file: no dialog, written there
	data, _ := os.ReadFile(path)
	if !strings.Contains(string(data), "\n4. ") || !strings.Contains(string(data), "[Player \"White: Ann\"]") {
		t.Fatalf("saved record:\n%s", data)
	}

	before := windows(env)
	s.ShowOpen(env, w)
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("Open shows no dialog")
	}
	rc, err := storage.Reader(storage.NewFileURI(path))
	if err != nil {
		t.Fatal(err)
	}
	s.opened(env, w, rc, nil)
	if windows(env) != before+1 {
		t.Fatalf("%d windows, want %d", windows(env), before+1)
	}
	var opened *rules.Match
	s.mu.Lock()
	for om, e := range s.games {
		if om != m && e.file == path {
			opened = om
		}
	}
	s.mu.Unlock()
	if opened == nil {
		t.Fatal("no opened game")
	}
	sameGame(t, m, opened)
	if !opened.CanUndo() || !opened.Undo() || len(opened.History()) != 7 || !opened.Redo() {
		t.Fatal("the opened game's history cannot be undone and redone")
	}
}

// Opening a broken record shows what and where, opens nothing and changes nothing.
func TestOpenBrokenRecordShowsWhereAndChangesNothing(t *testing.T) {
	env, s, w := savesEnv(t)
	m := savesGame(t, 6, 4)
	good := filepath.Join(t.TempDir(), "good.oddb")
	if err := s.SaveTo(m, good); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(good)
	h := m.History()
	bad := strings.Replace(string(data), "2. "+h[2].Text, "2. Qz77", 1)
	path := filepath.Join(t.TempDir(), "bad.oddb")
	os.WriteFile(path, []byte(bad), 0o644)
	recent := s.Recent()
	before, known := windows(env), len(s.games)
	rc, _ := storage.Reader(storage.NewFileURI(path))
	s.opened(env, w, rc, nil)
	texts, buttons := overlay(t, w)
	all := strings.Join(texts, "\n")
	for _, want := range []string{"bad.oddb", "line 12, move 2 (ply 3, White) \"Qz77\""} {
		if !strings.Contains(all, want) {
			t.Errorf("error dialog lacks %q:\n%s", want, all)
		}
	}
	if windows(env) != before || len(s.games) != known || !equalStrings(s.Recent(), recent) {
		t.Error("a broken record changed something")
	}
	if len(buttons) == 0 {
		t.Error("the error dialog has no button to close it")
	}
}

// On start the unfinished games are offered: one is resumed in a window, one discarded.
func TestShowResume(t *testing.T) {
	env, s, w := savesEnv(t)
	if s.ShowResume(env, w) != nil || w.Canvas().Overlays().Top() != nil {
		t.Fatal("a resume dialog with nothing to resume")
	}
	a, b := savesGame(t, 8, 3), savesGame(t, 9, 5)
	for i, m := range []*rules.Match{a, b} {
		release := s.Track(m)
		savesPlay(m, rand.New(rand.NewPCG(1, 1)), 1)
		s.mu.Lock()
		path := s.autosavePath(s.games[m].id)
		s.mu.Unlock()
		release()
		// Both are saved within one clock tick: date a's file back so b is the newest.
		when := time.Now().Add(time.Duration(i-1) * time.Minute)
		if err := os.Chtimes(path, when, when); err != nil {
			t.Fatal(err)
		}
	}
	if s.ShowResume(env, w) == nil {
		t.Fatal("no resume dialog")
	}
	texts, _ := overlay(t, w)
	all := strings.Join(texts, "\n")
	if !strings.Contains(all, "Chess 2016 · Ann vs Bob · 4 moves") || !strings.Contains(all, "Chess 2016 · Ann vs Bob · 6 moves") {
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
	s.mu.Lock()
	for m, e := range s.games {
		if e.id == list[0].ID {
			resumed = m
		}
	}
	s.mu.Unlock()
	if resumed == nil {
		t.Fatal("no resumed game")
	}
	sameGame(t, b, resumed)

	test.Tap(discard[1])
	_, confirm := overlay(t, w)
	if confirm["Yes"] == nil {
		t.Fatal("Discard asks nothing")
	}
	test.Tap(confirm["Yes"])
	if _, err := os.Stat(s.autosavePath(list[1].ID)); !os.IsNotExist(err) {
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
	m := savesGame(t, 10, 6)
	s.CopyRecord(env, m)
	if !strings.HasPrefix(env.App.Clipboard().Content(), "[Oddboards \"1\"]") {
		t.Fatalf("clipboard: %q", env.App.Clipboard().Content())
	}
	before := windows(env)
	s.PasteRecord(env, w, nil)
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
	s.PasteRecord(env, w, m)
	all, _ := overlay(t, w)
	if !strings.Contains(strings.Join(all, "\n"), `"zz"`) {
		t.Fatalf("error dialog: %q", all)
	}
}

func TestFileNameIsSafe(t *testing.T) {
	m := savesGame(t, 1, 0)
	n := FileName(m)
	if !strings.HasPrefix(n, "chess-2016 Ann vs Bob ") || !strings.HasSuffix(n, record.Ext) || strings.ContainsAny(n, `/\:`) {
		t.Fatalf("file name %q", n)
	}
}
