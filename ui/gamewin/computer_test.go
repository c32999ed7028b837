package gamewin

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"oddboards/rules"
	"oddboards/ui/players"
	"oddboards/ui/uitest"
)

// waitFor runs handed-back work until cond holds (failing after a minute).
func waitFor(t *testing.T, q *uitest.Queue, cond func() bool) {
	t.Helper()
	q.RunUntil(t, cond)
}

// searchEnded waits until c's last seat search has ended, its move handed back to the
// queue or dropped, without running the queue; it fails after a minute, as a guard only.
func searchEnded(t *testing.T, c *players.Computer) {
	t.Helper()
	ended := c.SearchEnded()
	if ended == nil {
		return
	}
	select {
	case <-ended:
	case <-time.After(time.Minute):
		t.Fatal("the computer's search never ended")
	}
}

func TestAComputerSeatPlaysItsMove(t *testing.T) {
	env, q := testEnvQueue(t)
	m := chessMatch(t, "chess-2016", 37)
	m.SetComputer(1, "level:2")
	g, _ := openView(t, env, m)
	drag(t, g.Board, "e3", "e5")
	if g.Board.Moves() != nil {
		t.Error("the board lets a person pick up a piece while the computer is to move")
	}
	waitFor(t, q, func() bool { return len(m.History()) == 2 })
	h := m.History()
	if h[1].Player != 1 || g.turnText.Text != "White to move" {
		t.Fatalf("after the computer's reply: %+v, %q", h, g.turnText.Text)
	}
	if len(g.cells) != 1 || len(g.cells[0].plies) != 2 {
		t.Errorf("the move list does not show the computer's move: %q", g.rows)
	}
	if sc := g.Board.Scene(); len(sc.Last) == 0 || sc.Last[len(sc.Last)-1] != h[1].Move.To {
		t.Errorf("the last-move marks %v are not the computer's move %+v", sc.Last, h[1].Move)
	}
	// Undo goes back to the person's turn: both moves are taken back.
	test.Tap(g.undo)
	q.RunPending()
	if n := len(m.History()); n != 0 || m.Position().ToMove() != 0 {
		t.Fatalf("undo left %d plies, %d to move", n, m.Position().ToMove())
	}
	if thinking, _, _ := g.comp.Thinking(); thinking {
		t.Error("the computer thinks after undo, with the person to move")
	}
}

// A game between two computer seats plays itself, can be paused, and a paused
// computer plays no move it was thinking about. (Clash of Command: no game ends within a
// few plies, as some Chess 2016 setups may.)
func TestComputerAgainstComputerCanBePaused(t *testing.T) {
	env, q := testEnvQueue(t)
	m := gameMatch(t, "clash-of-command", rules.Config{})
	m.SetComputer(0, "level:1")
	m.SetComputer(1, "level:1")
	g, _ := openView(t, env, m)
	waitFor(t, q, func() bool { return len(m.History()) >= 4 })
	test.Tap(g.pause)
	q.RunPending()
	if !g.comp.Paused() || g.pause.Text != "Resume" {
		t.Fatalf("paused %v, button %q", g.comp.Paused(), g.pause.Text)
	}
	n := len(m.History())
	searchEnded(t, g.comp) // the search the pause stopped hands back what it found
	q.RunPending()
	if len(m.History()) != n {
		t.Fatalf("a paused computer went on playing: %d plies, then %d", n, len(m.History()))
	}
	if !strings.Contains(g.status.Text, "Resume") {
		t.Errorf("the status does not say the computer waits: %q", g.status.Text)
	}
	test.Tap(g.pause)
	waitFor(t, q, func() bool { return len(m.History()) > n })
}

// Closing the last window on a match stops its computer at once: the move it was
// thinking about, for an hour unless stopped, is never played.
func TestClosingStopsTheComputer(t *testing.T) {
	env, q := testEnvQueue(t)
	m := chessMatch(t, "chess-2016", 37)
	m.SetComputer(0, "time:3600")
	g, _ := openView(t, env, m)
	if thinking, seat, _ := g.comp.Thinking(); !thinking || seat != 0 {
		t.Fatalf("the computer does not think for White (%v, seat %d)", thinking, seat)
	}
	if !strings.Contains(g.status.Text, "thinking") {
		t.Errorf("the window does not say the computer is thinking: %q", g.status.Text)
	}
	g.Close()
	searchEnded(t, g.comp)
	q.RunPending()
	if n := len(m.History()); n != 0 {
		t.Fatalf("a closed window's computer played %d moves", n)
	}
	if env.Computers.Has(m) {
		t.Error("the match keeps its computer after its last window closed")
	}
}

func TestHandingASeatToTheComputerAndBack(t *testing.T) {
	env, q := testEnvQueue(t)
	m := chessMatch(t, "chess-2016", 37)
	g, _ := openView(t, env, m)
	m.SetComputer(0, "level:1") // what the Players… dialog does
	q.RunPending()
	waitFor(t, q, func() bool { return len(m.History()) == 1 })
	m.SetComputer(1, "level:1")
	waitFor(t, q, func() bool { return len(m.History()) >= 3 })
	m.SetComputer(0, "")
	m.SetComputer(1, "")
	q.RunPending()
	n := len(m.History())
	searchEnded(t, g.comp) // the search the seats' return stopped hands back what it found
	q.RunPending()
	if len(m.History()) != n || g.Board.Moves() == nil && !m.Outcome().Over() {
		t.Fatalf("after both seats were taken back: %d plies then %d, board locked %v", n, len(m.History()), g.Board.Moves() == nil)
	}
}

func TestHintMarksALegalMove(t *testing.T) {
	env, q := testEnvQueue(t)
	m := chessMatch(t, "chess-2016", 37)
	g, _ := openView(t, env, m)
	test.Tap(g.hint)
	waitFor(t, q, func() bool { return len(g.Board.Hint()) > 0 })
	hint := g.Board.Hint()
	found := false
	for _, mv := range m.Position().LegalMoves(nil) {
		cs := mv.Cells()
		if len(cs) == len(hint) && cs[0] == hint[0] && cs[len(cs)-1] == hint[len(hint)-1] {
			found = true
		}
	}
	if !found || !strings.Contains(g.status.Text, "Hint:") {
		t.Fatalf("hint cells %v are no legal move's (status %q)", hint, g.status.Text)
	}
	drag(t, g.Board, "e3", "e5")
	if len(g.Board.Hint()) != 0 {
		t.Error("the hint stays after a move")
	}
}

// TestAHintMarksOnlyItsPosition: a hint asked while an earlier position is under review
// is for the game's position: it is said, and marked nowhere, so no marks stay on the
// reviewed board as the game goes on.
func TestAHintMarksOnlyItsPosition(t *testing.T) {
	env, q := testEnvQueue(t)
	m := chessMatch(t, "chess-2016", 37)
	g, _ := openView(t, env, m)
	drag(t, g.Board, "d3", "d5")
	drag(t, g.Board, "d8", "d6")
	g.showPly(1) // after d5
	test.Tap(g.hint)
	waitFor(t, q, func() bool { return strings.Contains(g.status.Text, "Hint:") })
	if len(g.Board.Hint()) != 0 || !strings.Contains(g.status.Text, "game's position") {
		t.Fatalf("the reviewed board marks %v; the status says %q", g.Board.Hint(), g.status.Text)
	}
	if err := m.PlayText("e5"); err != nil { // the game goes on: a different move
		t.Fatal(err)
	}
	if len(g.Board.Hint()) != 0 || len(g.Board.Scene().Hint) != 0 {
		t.Errorf("marks %v on the board after the game moved on", g.Board.Hint())
	}
	g.showPly(len(m.History())) // back to the game
	if len(g.Board.Hint()) != 0 {
		t.Errorf("marks %v on the game's board", g.Board.Hint())
	}
}

func TestAnalysisShowsScoreAndLine(t *testing.T) {
	env, q := testEnvQueue(t)
	m := chessMatch(t, "chess-2016", 37)
	g, _ := openView(t, env, m)
	g.analysis.SetChecked(true)
	waitFor(t, q, func() bool { return strings.Contains(g.analysisText.Text, "depth") })
	text := g.analysisText.Text
	if !strings.ContainsAny(text[:1], "+-m") {
		t.Errorf("the analysis does not start with a score: %q", text)
	}
	g.analysis.SetChecked(false)
	q.RunPending()
	if on, _ := g.comp.Analysing(); on || g.analysisText.Text != "" {
		t.Errorf("analysis still on (%v) or shown (%q)", on, g.analysisText.Text)
	}
}

// A saved game's computer seat at a level its game no longer offers (Pothole Chess's
// level 8, from when it had eight) resumes at the nearest level, and the window says so.
func TestAGameResumesAtTheNearestLevel(t *testing.T) {
	env := testEnv(t)
	m := gameMatch(t, "pothole-chess", rules.Config{})
	m.SetComputer(1, "level:8")
	m.SetComputer(2, "level:2")
	m.SetComputer(3, "level:8")
	env.Computers.Pace = 0
	comp, release := env.Computers.Of(m) // the seats of level 8 must not think meanwhile
	comp.SetPaused(true)
	defer release()
	w := env.OpenGame(m)
	t.Cleanup(w.Close)
	if got := m.Computers(); got[1] != "level:6" || got[2] != "level:2" || got[3] != "level:6" {
		t.Errorf("resumed seats %q, want level 8 at 6 and level 2 as it was", got)
	}
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("the window does not say the level changed")
	}
	said := strings.Join(uitest.LabelsUnder(top), "\n")
	for _, want := range []string{m.Players()[1].Name + ": level 8 is no longer offered here: it plays at the nearest, 6 · grandmaster", m.Players()[3].Name + ": level 8"} {
		if !strings.Contains(said, want) {
			t.Errorf("the window says %q, not %q", said, want)
		}
	}
	if strings.Contains(said, m.Players()[2].Name+":") {
		t.Errorf("the window speaks of a seat whose level is there: %q", said)
	}
}

func TestASavedGameResumesWithItsComputerSeats(t *testing.T) {
	env := testEnv(t)
	m := chessMatch(t, "chess-2016", 37)
	m.SetComputer(1, "level:4")
	if err := m.Play(m.Position().LegalMoves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	back, err := env.Saves.Open(uitest.SaveIn(t, env.Saves, m, "game.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if got := back.Computers(); got[0] != "" || got[1] != "level:4" {
		t.Fatalf("resumed with seats %q", got)
	}
	if back.Computer(back.Position().ToMove()) != "level:4" || back.Position().ToMove() != rules.Player(1) {
		t.Error("the computer's seat is not the one to move on resuming")
	}
}

// A computer move never lands sooner than the pace after the move before it, so a game
// between computers can be watched.
func TestComputerMovesKeepThePace(t *testing.T) {
	env, q := testEnvQueue(t)
	env.Computers.Pace = 300 * time.Millisecond
	m := chessMatch(t, "chess-56", 3)
	m.SetComputer(0, "level:1")
	start := time.Now()
	openView(t, env, m)
	waitFor(t, q, func() bool { return len(m.History()) == 1 })
	if d := time.Since(start); d < 300*time.Millisecond {
		t.Errorf("the computer moved after %v, before its pace of 300 ms", d)
	}
}

// A computer move that is found but not yet handed back is not played if the seat is
// taken back meanwhile.
func TestASeatTakenBackPlaysNoWaitingMove(t *testing.T) {
	env, q := testEnvQueue(t)
	m := chessMatch(t, "chess-2016", 37)
	m.SetComputer(0, "level:1")
	g, _ := openView(t, env, m)
	searchEnded(t, g.comp) // the search has queued its move; the queue is not run
	queued := q.Len()
	if queued == 0 {
		t.Fatal("the search ended and handed nothing back")
	}
	m.SetComputer(0, "") // the person takes White back before the move is handed over
	q.RunPending()
	searchEnded(t, g.comp)
	q.RunPending()
	if n := len(m.History()); n != 0 {
		t.Fatalf("the computer played %d moves for a seat taken back", n)
	}
}
