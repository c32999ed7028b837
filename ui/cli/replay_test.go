package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/record"
)

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// chessGame plays the first n legal moves that are not captures, from setup 1.
func chessGame(t *testing.T, id string, n int) *rules.Match {
	t.Helper()
	e, err := games.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	m, err := rules.NewMatch(e.Game, rules.Config{Variant: e.Variant, Setup: 1}, []string{"Ann", "Bob"})
	if err != nil {
		t.Fatal(err)
	}
	for range n {
		moves := m.Position().LegalMoves(nil)
		if err := m.Play(moves[len(moves)/2]); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

func replayOut(args ...string) (string, error) {
	var b bytes.Buffer
	err := replayCmd(args, &b, io.Discard)
	return b.String(), err
}

func TestReplayRecord(t *testing.T) {
	m := chessGame(t, "chess-56", 5)
	if err := m.Resign(0); err != nil {
		t.Fatal(err)
	}
	var rec bytes.Buffer
	if err := record.Write(&rec, m); err != nil {
		t.Fatal(err)
	}
	file := writeFile(t, "game.oddb", rec.String())
	h := m.History()
	want := "1. White: " + h[0].Text + "\n1. Black: " + h[1].Text + "\n2. White: " + h[2].Text +
		"\n2. Black: " + h[3].Text + "\n3. White: " + h[4].Text + "\nResult: 0-1, Black wins (Ann resigned)\n"
	for _, args := range [][]string{{file}, {"chess-56", file}} {
		out, err := replayOut(args...)
		if err != nil || out != want {
			t.Errorf("%v: %v\n%s\nwant\n%s", args, err, out, want)
		}
	}
	// a record of another game than the one asked for
	_, err := replayOut("chess-2016", file)
	if err == nil || !strings.Contains(err.Error(), "line 2: this is a record of chess-56, not of chess-2016") {
		t.Errorf("wrong game: %v", err)
	}
}

// A bare move list: GAME says what it is; setup and options come from the flags; short
// or abbreviated notation is printed in full.
func TestReplayMoveList(t *testing.T) {
	m := chessGame(t, "chess-2016", 4)
	h := m.History()
	file := writeFile(t, "moves.txt", h[0].Text+" "+h[1].Text+"\n"+h[2].Text+" "+h[3].Text+"\n")
	out, err := replayOut("chess-2016", file, "--setup", "1")
	if err != nil {
		t.Fatal(err)
	}
	want := "1. White: " + h[0].Text + "\n1. Black: " + h[1].Text + "\n2. White: " + h[2].Text +
		"\n2. Black: " + h[3].Text + "\nResult: *, the game goes on: White to move\n"
	if out != want {
		t.Fatalf("got\n%s\nwant\n%s", out, want)
	}
	_, err = replayOut(file)
	if _, ok := err.(errUsage); !ok || !strings.Contains(err.Error(), "without headers: say which GAME") {
		t.Errorf("no game: %v", err)
	}
	rec := writeFile(t, "r.oddb", "[Oddboards \"1\"]\n[Game \"chess-2016\"]\n[Result \"*\"]\n\n*\n")
	_, err = replayOut(rec, "--setup", "2")
	if _, ok := err.(errUsage); !ok {
		t.Errorf("--setup with a record: %v", err)
	}
}

// An illegal or unreadable move stops the replay after the good moves, with an error
// that names the line, the move number, its text and the rules' reason.
func TestReplayBadMove(t *testing.T) {
	m := chessGame(t, "chess-2016", 3)
	h := m.History()
	p := m.Start().Play(h[0].Move).Play(h[1].Move)
	for _, bad := range []string{"Qz99", "Ka1"} {
		_, perr := m.Game().ParseMove(p, bad)
		if perr == nil {
			t.Fatalf("%s reads", bad)
		}
		file := writeFile(t, "bad.txt", "1. "+h[0].Text+" "+h[1].Text+"\n2. "+bad+"\n")
		out, err := replayOut("chess-2016", file, "--setup", "1")
		if err == nil {
			t.Fatalf("%s: no error", bad)
		}
		want := `line 2, move 2 (ply 3, White) "` + bad + `": ` + strings.TrimPrefix(perr.Error(), `"`+bad+`": `)
		if !strings.Contains(err.Error(), want) || !strings.HasPrefix(err.Error(), file+": ") {
			t.Errorf("error %q lacks %q", err, want)
		}
		if _, ok := err.(errUsage); ok {
			t.Error("a bad move is not a usage mistake (exit 1, not 2)")
		}
		if out != "1. White: "+h[0].Text+"\n1. Black: "+h[1].Text+"\n" {
			t.Errorf("moves before the bad one:\n%s", out)
		}
	}
}

func TestReplayUsage(t *testing.T) {
	for _, args := range [][]string{{}, {"a", "b", "c"}, {"chess-99", "x"}} {
		if _, err := replayOut(args...); err == nil {
			t.Errorf("%v: no error", args)
		} else if _, ok := err.(errUsage); !ok {
			t.Errorf("%v: %v is not a usage error", args, err)
		}
	}
	_, err := replayOut("chess-2016", filepath.Join(t.TempDir(), "missing.oddb"))
	if err == nil || !strings.Contains(err.Error(), "missing.oddb") {
		t.Errorf("missing file: %v", err)
	}
	if !strings.Contains(ReplayUsage, "oddboards replay [GAME] FILE") {
		t.Error("usage line")
	}
}
