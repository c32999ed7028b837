package uci

import (
	"bufio"
	"context"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"oddboards/rules"
	"oddboards/rules/chess2016"
)

// hang is the bound past which an engine that should have answered is taken never to
// answer: far beyond any machine's slowness, so only a hang reaches it.
const hang = time.Minute

// go perft runs as a search does: isready is answered while it counts, stop ends it,
// and quit exits.
func TestGoPerftStopsLikeASearch(t *testing.T) {
	s := newSession(t)
	s.ask("readyok", "position startpos", "go perft 10", "isready")
	for _, l := range s.ask("info string perft stopped", "stop") {
		if strings.HasPrefix(l, "Nodes searched") {
			t.Errorf("a stopped perft gave a total: %s", l)
		}
	}
	s.send("go perft 10", "quit")
	s.ends(hang)
}

// Counted in parts, so that it can stop, perft still counts what rules.Position.Perft does,
// through repetitions too; cancelled, it says it did not finish.
func TestCountMovesInParts(t *testing.T) {
	start, _ := chess2016.StartPosition(chess2016.Chess2016, chess2016.DefaultSetup(chess2016.Chess2016), nil)
	var rep rules.Position = start
	for _, w := range strings.Fields("c2d5 c9d6 d5c2 d6c9 c2d5 c9d6 d5c2") { // d6c9 would repeat thrice
		m, err := parseMove(rep.(*chess2016.Position), w)
		if err != nil {
			t.Fatalf("%s: %v", w, err)
		}
		rep = rep.Play(m)
	}
	c56, _ := chess2016.StartPosition(chess2016.Chess56, 1, nil)
	for _, p := range []rules.Position{start, rep, c56} {
		want := rules.Perft(p, 3) // through the contract: not the count countMoves makes
		for chunk := 0; chunk <= 3; chunk++ {
			if n, ok := countMoves(context.Background(), p, 3, chunk); !ok || n != want {
				t.Errorf("%s in parts of %d: %d (%v), want %d", p.(*chess2016.Position).FEN(), chunk, n, ok, want)
			}
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if n, ok := countMoves(ctx, start, 6, perftChunk); ok {
		t.Errorf("a cancelled count finished: %d", n)
	}
}

// A line over maxLine bytes is skipped with a word, and the session reads on; a line of
// maxLine bytes is read.
func TestALineTooLongIsSkipped(t *testing.T) {
	s := newSession(t)
	lines := s.ask("readyok", "position startpos moves e3e5", strings.Repeat("x", maxLine+1), "isready")
	if !strings.HasPrefix(lines[0], "info string a line of more than") || len(lines[0]) > 80 {
		t.Errorf("the long line was answered %q", lines)
	}
	cmd := "position startpos moves e3e5 e8e6"
	got := s.ask("Fen:", cmd+strings.Repeat(" ", maxLine-len(cmd)), "d")
	p, _ := chess2016.StartPosition(chess2016.Chess2016, chess2016.DefaultSetup(chess2016.Chess2016), nil)
	for _, w := range []string{"e3e5", "e8e6"} {
		m, _ := parseMove(p, w)
		p = p.Play(m).(*chess2016.Position)
	}
	if last := got[len(got)-1]; last != "Fen: "+p.FEN() {
		t.Errorf("after a line of %d bytes: %s, want %s (said %q)", maxLine, last, p.FEN(), got[:len(got)-1])
	}
}

func TestReadLine(t *testing.T) {
	type line struct {
		text string
		long bool
	}
	for _, tc := range []struct {
		in   string
		want []line
	}{
		{"", nil},
		{"go\n", []line{{"go", false}}},
		{"go\r\nstop", []line{{"go", false}, {"stop", false}}},
		{"12345678\n123456789\nok\n", []line{{"12345678", false}, {"", true}, {"ok", false}}},
		{strings.Repeat("y", 100) + "\r\n\nok", []line{{"", true}, {"", false}, {"ok", false}}},
		{"12345678\r\n", []line{{"12345678", false}}},
		{strings.Repeat("z", 50), []line{{"", true}}},
	} {
		r := bufio.NewReaderSize(strings.NewReader(tc.in), 16) // lines cross the buffer
		var got []line
		for {
			text, long, err := readLine(r, 8)
			if err != nil {
				break
			}
			got = append(got, line{text, long})
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%.20q: %v, want %v", tc.in, got, tc.want)
		}
	}
}

// agrees checks that lines end in a bestmove that is the first move of the last info
// line's pv, with its second as the ponder.
func agrees(t *testing.T, cmd string, lines []string) {
	t.Helper()
	best := strings.Fields(lines[len(lines)-1])
	if len(best) < 2 || best[0] != "bestmove" || best[1] == "(none)" {
		t.Errorf("%s: ended in %q", cmd, lines[len(lines)-1])
		return
	}
	var pv []string
	for _, l := range lines[:len(lines)-1] {
		if f := strings.Fields(l); strings.HasPrefix(l, "info depth") {
			for i := range f {
				if f[i] == "pv" {
					pv = f[i+1:]
				}
			}
		}
	}
	if len(pv) == 0 || pv[0] != best[1] || len(best) == 4 && (len(pv) < 2 || pv[1] != best[3]) {
		t.Errorf("%s: %q after the line %q", cmd, strings.Join(best, " "), strings.Join(pv, " "))
	}
}

// Every go ends in a bestmove: a number out of range is clamped, a word that cannot be
// read is left out, and an info string says which.
func TestEveryGoEndsInABestmove(t *testing.T) {
	s := newSession(t)
	for _, tc := range []struct{ cmd, says string }{
		{"go nodes -1", `nodes "-1" is below 1: taken as 1`},
		{"go depth -3", `depth "-3" is below 1: taken as 1`},
		{"go depth 0", `depth "0" is below 1`},
		{"go depth 99999999999999999999 nodes 2000", `depth "99999999999999999999" is above 100: taken as 100`},
		{"go nodes 99999999999999999999 depth 2", `nodes "99999999999999999999" is above`},
		{"go movetime 0", `movetime "0" is below 1: taken as 1`},
		{"go movetime -1", `movetime "-1" is below 1`},
		{"go mate -2 nodes 500", `mate "-2" is below 1`},
		{"go wtime -100 btime -100", `wtime "-100" is below 0: taken as 0`},
		{"go depth movetime 20", "depth needs a number, and is left out"},
		{"go movetime 20 frobnicate", `unknown word "frobnicate" is left out`},
		// nothing but the mistake: a GUI still gets its answer
		{"go depth x", `depth "x" is not a whole number, and is left out`},
	} {
		lines := s.ask("bestmove", "ucinewgame", "position startpos", tc.cmd)
		if !containsLine(lines, "info string go: "+tc.says) {
			t.Errorf("%s: no info string says %q: %q", tc.cmd, tc.says, lines)
		}
		agrees(t, tc.cmd, lines)
	}
}

func containsLine(lines []string, prefix string) bool {
	for _, l := range lines {
		if strings.HasPrefix(l, prefix) {
			return true
		}
	}
	return false
}

// The last info line printed is the one the bestmove comes from, however the search
// ended: within an iteration by its node budget, or by the input's end.
func TestTheLastInfoLineGoesWithTheBestmove(t *testing.T) {
	s := newSession(t)
	// from a fresh table, 3,000 nodes end within depth 3, after its first moves
	agrees(t, "go nodes 3000", s.ask("bestmove", "ucinewgame", "position startpos", "go nodes 3000"))
	lines := s.ask("info depth 3", "go infinite")
	s.in.Close()
	lines = append(lines, s.until("bestmove", hang)...)
	agrees(t, "go infinite, then the end of the input", lines)
}

// clean reports what is wrong with a line the engine wrote: a control character or
// invalid UTF-8.
func clean(l string) bool {
	if !utf8.ValidString(l) {
		return false
	}
	for _, r := range l {
		if unicode.IsControl(r) {
			return false
		}
	}
	return true
}

// An error's explanation is printed whole (only the input it quotes is short), and no
// reply echoes control bytes or invalid UTF-8.
func TestErrorsAreWholeAndClean(t *testing.T) {
	s := newSession(t)
	start, _ := chess2016.StartPosition(chess2016.Chess2016, chess2016.DefaultSetup(chess2016.Chess2016), nil)
	ranks := strings.Split(start.FEN(), "/")
	for _, fen := range []string{
		"12/12 w",
		strings.Join(append([]string{"12"}, ranks[1:]...), "/"),
		start.FEN() + " 7",
	} {
		_, err := chess2016.ParseFEN(chess2016.Chess2016, chess2016.DefaultSetup(chess2016.Chess2016), nil, fen)
		if err == nil || len(err.Error()) <= 40 {
			t.Fatalf("%s: want an error of over 40 characters, got %v", fen, err)
		}
		if lines := s.ask("readyok", "position fen "+fen, "isready"); !strings.Contains(lines[0], err.Error()) {
			t.Errorf("position fen %s: %q, want the whole of %q", fen, lines[0], err.Error())
		}
	}
	for _, bad := range []string{
		"\x01\x02 hello", "\x1b[31mred", "\xff\xfe", "position fen \xc3\x28 w - - 0 1",
		"setoption name \x07 value \x00", "setoption name Setup value \x1b\xff", "setoption name Hash value \x85",
		"position startpos moves e3e5 \x08\x08", "go depth \x07 nodes 100", "go \xff movetime 10",
		"go searchmoves \x1b e3e5 nodes 100",
	} {
		lines := s.ask("readyok", bad, "stop", "isready")
		if !strings.HasPrefix(lines[0], "info string") {
			t.Errorf("%q: no info string said what was wrong: %q", bad, lines)
		}
		for _, l := range lines {
			if !clean(l) {
				t.Errorf("%q was answered with %q", bad, l)
			}
		}
	}
}
