package savestore

import (
	"bufio"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

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
	s, err := New(dir)
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
	if err := s.autosave(m); err != nil {
		fmt.Println("error", err)
		os.Exit(2)
	}
	fmt.Println("ready")
	for {
		m.Undo()
		m.Redo()
		fmt.Println("rewrote") // the parent kills it after some of these, mid-write or not
	}
}

// opened is a store on dir, as the app opens one when it starts.
func opened(t *testing.T, dir string) *Store {
	t.Helper()
	s, err := New(dir)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// resumed is the autosaved game id as a new store on dir (the next start) resumes it.
func resumed(t *testing.T, dir, id string) *rules.Match {
	t.Helper()
	m, err := opened(t, dir).Resume(id)
	if err != nil {
		t.Fatal(err)
	}
	return m
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
	if !slices.Equal(a.Names(), b.Names()) {
		t.Fatalf("names %q, want %q", b.Names(), a.Names())
	}
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
		said := bufio.NewReader(out)
		line, _ := said.ReadString('\n')
		if line != "ready\n" {
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("helper said %q", line)
		}
		// in the middle of rewrites: after a number of them, however long they take
		for range 20 + round*17 {
			if line, _ = said.ReadString('\n'); line != "rewrote\n" {
				cmd.Process.Kill()
				cmd.Wait()
				t.Fatalf("helper said %q", line)
			}
		}
		if err := cmd.Process.Kill(); err != nil {
			t.Fatal(err)
		}
		cmd.Wait()

		s := opened(t, dir)
		list, err := s.Unfinished()
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != round+1 {
			t.Fatalf("after kill %d: %d unfinished games, want %d: %+v", round+1, len(list), round+1, list)
		}
		g := list[0] // the newest
		if g.Err != nil || g.Game != "Chess 2016" || g.Moves < 19 || g.Moves > 20 || !slices.Equal(g.Players, []string{"White: Ann", "Black: Bob"}) {
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
		s.Flush()
		sameGame(t, m, resumed(t, dir, g.ID))
	}
	if tmps, _ := filepath.Glob(filepath.Join(dir, "autosave", "*")); len(tmps) < 3 {
		t.Fatalf("autosave files: %q", tmps)
	}
}

// Every change is autosaved; a game that ends is forgotten, and undoing the end brings it
// back; closing the window of an unfinished game keeps it.
func TestAutosaveFollowsTheGame(t *testing.T) {
	dir := t.TempDir()
	s := opened(t, dir)
	m := savesGame(t, 1, 0)
	release := s.Track(m)
	release2 := s.Track(m) // a second window on the same game
	rng := rand.New(rand.NewPCG(2, 2))
	id := s.ID(m)
	for range 6 {
		savesPlay(m, rng, 1)
		// the writer goroutine has written the move
		s.Flush()
		sameGame(t, m, resumed(t, dir, id)) // what a restart would find
	}
	if err := m.AgreeDraw(); err != nil {
		t.Fatal(err)
	}
	s.Flush()
	if _, err := os.Stat(s.AutosavePath(id)); !os.IsNotExist(err) {
		t.Fatalf("a finished game keeps its autosave: %v", err)
	}
	m.Undo()
	s.Flush()
	if _, err := os.Stat(s.AutosavePath(id)); err != nil {
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
	s.Flush()
	if m2 := resumed(t, dir, id); len(m2.History()) != 6 {
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
	s := opened(t, dir)
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
	if !slices.Equal(got, want) {
		t.Fatalf("recent %q, want %q", got, want)
	}
	if s.File(m) != paths[11] {
		t.Fatalf("file %q", s.File(m))
	}
}

func TestFileNameIsSafe(t *testing.T) {
	m := savesGame(t, 1, 0)
	n := FileName(m)
	if !strings.HasPrefix(n, "chess-2016-setup-1 Ann vs Bob ") || !strings.HasSuffix(n, record.Ext) || strings.ContainsAny(n, `/\:`) {
		t.Fatalf("file name %q", n)
	}
}

// File names carry the game, its setup (the default one too) and its mode.
func TestGameName(t *testing.T) {
	for _, c := range []struct {
		id   string
		cfg  rules.Config
		want string
	}{
		{"chess-2016", rules.Config{Setup: 2010}, "chess-2016-setup-2010"},
		{"chess-2016", rules.Config{}, "chess-2016-setup-37"},
		{"chess-56", rules.Config{Setup: 4}, "chess-56-setup-4"},
		{"dino-czars", rules.Config{}, "dino-czars"},
		{"antarctic-chess", rules.Config{Mode: "2S"}, "antarctic-chess-2S"},
	} {
		e, err := games.Lookup(c.id)
		if err != nil {
			t.Fatal(err)
		}
		c.cfg.Variant = e.Variant
		m, err := rules.NewMatch(e.Game, c.cfg, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got := GameName(m); got != c.want {
			t.Errorf("%s %+v: %q, want %q", c.id, c.cfg, got, c.want)
		}
	}
}

// The unfinished-games list says the game, setup or mode, players, moves and date.
func TestSummary(t *testing.T) {
	when := time.Date(2026, 3, 14, 9, 5, 0, 0, time.Local)
	for _, c := range []struct {
		g    SavedGame
		want string
	}{
		{SavedGame{Game: "Chess 2016", Setup: "setup 2010, 4-5-6/1/2", Players: []string{"White: Ann", "Black: Bob"}, Moves: 1, Saved: when},
			"Chess 2016 · setup 2010, 4-5-6/1/2 · Ann vs Bob · 1 move · 14 Mar 2026 09:05"},
		{SavedGame{Game: "Antarctic Chess", Setup: "mode 2S", Players: []string{"Gold", "Blue"}, Moves: 12, Saved: when},
			"Antarctic Chess · mode 2S · Gold vs Blue · 12 moves · 14 Mar 2026 09:05"},
		{SavedGame{ID: "x", Err: errors.New(strings.Repeat("y", 5000))}, "x: unreadable (" + strings.Repeat("y", 200) + "…)"},
	} {
		if got := c.g.Summary(); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
}

// FromText reads a whole record as it was written, and a bare move list as a game of
// like's kind; what it cannot read says why.
func TestFromText(t *testing.T) {
	s := opened(t, t.TempDir())
	m := savesGame(t, 10, 6)
	var rec strings.Builder
	if err := s.WriteRecord(m, &rec); err != nil {
		t.Fatal(err)
	}
	var moves []string
	for _, p := range m.History() {
		moves = append(moves, p.Text)
	}
	for _, tc := range []struct {
		name, text string
		like       *rules.Match
		names      []string // the players of the game read; nil: an error
		err        string
	}{
		{"a record", rec.String(), nil, []string{"Ann", "Bob"}, ""},
		{"a move list", strings.Join(moves, " "), m, []string{"White", "Black"}, ""},
		{"a move list alone", strings.Join(moves, " "), nil, nil, "open a game of its kind first"},
		{"a bad move", "e5 zz", m, nil, `"zz"`},
	} {
		got, err := s.FromText(tc.text, tc.like)
		if tc.names == nil {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: error %v, want one with %q", tc.name, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if len(got.History()) != 6 || got.Position().ToMove() != m.Position().ToMove() || !slices.Equal(got.Names(), tc.names) {
			t.Errorf("%s: %d plies by %q, want 6 by %q", tc.name, len(got.History()), got.Names(), tc.names)
		}
	}
}

// Matches lists the games the store knows: a tracked one until its last release, and
// one read from a file.
func TestMatches(t *testing.T) {
	dir := t.TempDir()
	s := opened(t, dir)
	m := savesGame(t, 3, 2)
	release := s.Track(m)
	if got := s.Matches(); len(got) != 1 || got[0] != m {
		t.Fatalf("tracking one game, the store knows %d", len(got))
	}
	path := filepath.Join(dir, "g.oddb")
	if err := s.SaveTo(m, path); err != nil {
		t.Fatal(err)
	}
	back, err := s.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	release()
	if got := s.Matches(); len(got) != 1 || got[0] != back || s.File(back) != path {
		t.Errorf("after release, the store knows %d games (want the one opened from %s)", len(got), path)
	}
	if s.ID(back) == s.ID(m) {
		t.Error("a game opened from a file shares the autosave of the one saved there")
	}
}

// A game with clocks resumes with the seat to move's clock where it stood when its last
// window closed, or when the app stopped: the time spent on the unfinished move is not
// given back.
func TestResumedClockGoesOnWhereItStood(t *testing.T) {
	for _, how := range []string{"window closed", "app stopped"} {
		dir := t.TempDir()
		s := opened(t, dir)
		m := savesGame(t, 1, 0)
		now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		m.SetTimeControl(rules.TimeControl{Base: 5 * time.Minute}, func() time.Time { return now })
		release := s.Track(m)
		id := s.ID(m)
		savesPlay(m, rand.New(rand.NewPCG(3, 3)), 3)
		now = now.Add(42 * time.Second) // the seat to move thinks, then the app goes
		if how == "window closed" {
			release()
		} else {
			s.SaveClocks()
		}
		s.Flush()
		back := resumed(t, dir, id)
		mover := m.Position().ToMove()
		if got := back.Clocks()[mover]; got != 5*time.Minute-42*time.Second {
			t.Errorf("%s: resumed with %v on the clock, it stood at %v", how, got, m.Clocks()[mover])
		}
		release()
		s.Flush() // the last window's autosave written before the folder goes
	}
}

// A game opened from a file and saved again keeps one of each header: those the record
// of the match writes (its position, clocks and computer seats) are not kept a second
// time as the file's own, however often it is opened and saved.
func TestOpenedAndSavedAgainKeepsOneOfEachHeader(t *testing.T) {
	dir := t.TempDir()
	s := opened(t, dir)
	text := "[Oddboards \"1\"]\n[Game \"chess-2016\"]\n[Setup \"37\"]\n" +
		"[Position \"****4****/*3r5k*/*10*/11q/12/12/4Q7/*10*/*K9*/****4**** w - - 0 1\"]\n" +
		"[Player \"White\"]\n[Player \"Black\"]\n[Computer \"Black: level:3\"]\n[Event \"club night\"]\n" +
		"[TimeControl \"5+3\"]\n[Clocks \"301.0 300.0\"]\n[Result \"*\"]\n\n1. Kc2 *\n"
	path := filepath.Join(dir, "game.oddb")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	for round := range 2 {
		m, err := s.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.SaveTo(m, path); err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, tag := range []string{"Position", "Computer", "Event", "TimeControl", "Clocks", "Date"} {
			if n := strings.Count(string(data), "["+tag+" "); n != 1 {
				t.Errorf("saved %d times: %d %s headers:\n%s", round+1, n, tag, data)
			}
		}
	}
}

// Notes on the moves (the computer's analysis) are saved with the game for as long as
// its moves are the plies they were made for, the Analysis header with them; set while
// the game is tracked, they reach its autosave.
func TestNotesGoWithTheirMoves(t *testing.T) {
	dir := t.TempDir()
	s := opened(t, dir)
	text := "[Oddboards \"1\"]\n[Game \"chess-2016\"]\n[Setup \"37\"]\n[Analysis \"9 nodes a search\"]\n[Result \"*\"]\n\n" +
		"1. g4 {+0.10} g7 {-0.20, best -0.05 Ck6}\n2. f4 {+0.30} *\n"
	path := filepath.Join(dir, "game.oddb")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	m, err := s.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	saved := func() string {
		t.Helper()
		if err := s.SaveTo(m, path); err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	if got := saved(); !strings.Contains(got, "1. g4 {+0.10} g7 {-0.20, best -0.05 Ck6}\n2. f4 {+0.30}\n") || strings.Count(got, "[Analysis ") != 1 {
		t.Errorf("saved as opened:\n%s", got)
	}
	m.Undo()
	m.Undo()
	if err := m.PlayText("i7"); err != nil {
		t.Fatal(err)
	}
	if got := saved(); !strings.Contains(got, "1. g4 {+0.10} i7\n") || !strings.Contains(got, "[Analysis ") {
		t.Errorf("after another second move:\n%s", got)
	}
	m.Undo()
	m.Undo()
	if got := saved(); strings.Contains(got, "{") || strings.Contains(got, "[Analysis ") {
		t.Errorf("no move left that the notes are about:\n%s", got)
	}
	// set on a tracked game, the notes reach its autosave
	release := s.Track(m)
	defer release()
	if err := m.PlayText("g4"); err != nil {
		t.Fatal(err)
	}
	s.SetNotes(m, Notes{Header: record.Header{Tag: "Analysis", Value: "1 node"}, Plies: m.History(), Comments: []string{"+0.11"}})
	s.Flush()
	data, err := os.ReadFile(s.AutosavePath(s.ID(m)))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "1. g4 {+0.11}") || !strings.Contains(string(data), `[Analysis "1 node"]`) {
		t.Errorf("the autosave:\n%s", data)
	}
	if n := s.Notes(m); len(n.Comments) != 1 || n.Comments[0] != "+0.11" {
		t.Errorf("Notes: %+v", n)
	}
}
