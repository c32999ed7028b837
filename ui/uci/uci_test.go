package uci

import (
	"bufio"
	"io"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"oddboards/rules"
	"oddboards/rules/chess2016"
)

// The test binary doubles as the engine process: with ODDBOARDS_UCI_CHILD set it
// speaks UCI on its standard input and output, as "oddboards uci" does.
func TestMain(m *testing.M) {
	if os.Getenv("ODDBOARDS_UCI_CHILD") == "1" {
		_ = Run(os.Stdin, os.Stdout)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// session is an engine in this process, fed line by line, read through a pipe.
type session struct {
	t     *testing.T
	in    io.WriteCloser
	lines chan string
}

func newSession(t *testing.T) *session {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	s := &session{t: t, in: inW, lines: make(chan string, 1000)}
	go func() {
		_ = Run(inR, outW)
		inR.Close() // later sends fail rather than wait for a reader
		outW.Close()
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			s.lines <- sc.Text()
		}
		close(s.lines)
	}()
	t.Cleanup(func() { s.send("quit"); inW.Close() })
	return s
}

func (s *session) send(lines ...string) {
	for _, l := range lines {
		if _, err := io.WriteString(s.in, l+"\n"); err != nil {
			return
		}
	}
}

// read reads lines until one is the last wanted (last) or the engine's output closes,
// returning all read and whether it closed; it fails the test, waiting for what, after a
// generous bound.
func (s *session) read(last func(string) bool, what string, bound time.Duration) (got []string, closed bool) {
	s.t.Helper()
	deadline := time.After(bound)
	for {
		select {
		case l, ok := <-s.lines:
			if !ok {
				return got, true
			}
			got = append(got, l)
			if last(l) {
				return got, false
			}
		case <-deadline:
			s.t.Fatalf("no %s within %v; the engine said %q", what, bound, got)
		}
	}
}

// until reads lines until one starts with prefix, returning all read.
func (s *session) until(prefix string, bound time.Duration) []string {
	s.t.Helper()
	got, closed := s.read(func(l string) bool { return strings.HasPrefix(l, prefix) }, strconv.Quote(prefix), bound)
	if closed {
		s.t.Fatalf("the engine stopped before %q; it said %q", prefix, got)
	}
	return got
}

// ask sends lines and reads until a line starts with prefix, returning all read.
func (s *session) ask(prefix string, lines ...string) []string {
	s.t.Helper()
	s.send(lines...)
	return s.until(prefix, hang)
}

// ends reads lines until the engine's output closes, returning all read.
func (s *session) ends(bound time.Duration) []string {
	s.t.Helper()
	got, _ := s.read(func(string) bool { return false }, "end of its output", bound)
	return got
}

func TestUCIHandshakeAndOptions(t *testing.T) {
	s := newSession(t)
	got := strings.Join(s.ask("uciok", "uci"), "\n")
	for _, want := range []string{"id name Oddboards", "id author", "option name UCI_Variant type combo default chess2016 var chess2016 var chess56 var chess112",
		"option name Setup type string", "option name nightrider type combo", "option name Hash type spin", "option name Skill Level type spin"} {
		if !strings.Contains(got, want) {
			t.Errorf("uci lacks %q:\n%s", want, got)
		}
	}
	// every option takes its values without complaint
	s.send("setoption name UCI_Variant value chess56", "setoption name Setup value 1-2-3",
		"setoption name UCI_Variant value chess112", "setoption name Setup value 112",
		"setoption name UCI_Variant value chess2016", "setoption name Setup value 1-2-3/4/5",
		"setoption name nightrider value all-men", "setoption name Hash value 32",
		"setoption name Skill Level value 3", "setoption name Ponder value true", "setoption name MultiPV value 3", "isready")
	for _, l := range s.until("readyok", hang) {
		if strings.HasPrefix(l, "info string") {
			t.Errorf("a good option was refused: %s", l)
		}
	}
	fen := s.ask("Fen:", "d")
	p, _ := chess2016.StartPosition(chess2016.Chess2016, mustSetup(t, "1-2-3/4/5"), map[string]string{"nightrider": "all-men"})
	if last := fen[len(fen)-1]; last != "Fen: "+p.FEN() {
		t.Errorf("after the options: %s, want the start of 1-2-3/4/5 %s", last, p.FEN())
	}
}

func mustSetup(t *testing.T, dice string) int {
	t.Helper()
	n, err := chess2016.Game{}.ParseSetup(chess2016.Chess2016, dice)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// go perft prints each root move's count and the total, equal to the project's perft.
func TestGoPerftMatchesPerft(t *testing.T) {
	s := newSession(t)
	for _, tc := range []struct {
		variant, setup string
		depth          int
	}{{"chess2016", "1", 3}, {"chess2016", "37", 2}, {"chess56", "1-2-3", 2}, {"chess112", "112", 2}, {"chess2016", "288", 3}} {
		s.send("setoption name UCI_Variant value "+tc.variant, "setoption name Setup value "+tc.setup,
			"position startpos", "go perft "+string(rune('0'+tc.depth)))
		lines := s.until("Nodes searched:", hang)
		id := map[string]string{"chess2016": chess2016.Chess2016, "chess56": chess2016.Chess56, "chess112": chess2016.Chess112}[tc.variant]
		n, _ := chess2016.Game{}.ParseSetup(id, tc.setup)
		p, _ := chess2016.StartPosition(id, n, nil)
		want := p.Perft(tc.depth)
		if last := lines[len(lines)-1]; last != "Nodes searched: "+itoa(want) {
			t.Errorf("%s setup %s perft %d: %q, want %d", tc.variant, tc.setup, tc.depth, last, want)
		}
		if moves := len(lines) - 2; moves != len(p.LegalMoves(nil)) {
			t.Errorf("%s setup %s: %d root moves listed, want %d", tc.variant, tc.setup, moves, len(p.LegalMoves(nil)))
		}
	}
}

func itoa(n uint64) string { return strconv.FormatUint(n, 10) }

// isready is answered during a search, and stop answers bestmove at once.
func TestStopAndIsReadyWhileSearching(t *testing.T) {
	s := newSession(t)
	s.ask("info depth 2", "position startpos", "go infinite")
	s.ask("readyok", "isready")
	start := time.Now()
	lines := s.ask("bestmove", "stop")
	t.Logf("bestmove %v after stop", time.Since(start))
	if !strings.HasPrefix(lines[len(lines)-1], "bestmove ") || strings.Contains(lines[len(lines)-1], "(none)") {
		t.Errorf("stop answered %q", lines[len(lines)-1])
	}
}

// An infinite search that ends by itself still waits for stop. It ends by itself on a
// mate found: the iteration that finds one is the search's last, and its line, "score
// mate" with a positive count, the last it prints. An engine that did not wait would say
// bestmove right after that line, on the search's own goroutine, long before the
// readyok that answers an isready sent once the test has read it; so a bestmove
// before that readyok fails the test, however slow the machine.
func TestInfiniteWaitsForStop(t *testing.T) {
	s := newSession(t)
	s.send("setoption name Setup value 1552", "position startpos", "go infinite")
	got, closed := s.read(func(l string) bool { return winsMate(l) || strings.HasPrefix(l, "bestmove") },
		"line with a mate found", hang)
	if closed || !winsMate(got[len(got)-1]) {
		t.Fatalf("the search answered before it found a mate (closed %v): %q", closed, got)
	}
	for _, l := range s.ask("readyok", "isready") {
		if strings.HasPrefix(l, "bestmove") {
			t.Fatalf("an infinite search answered %q before stop", l)
		}
	}
	if best := s.ask("bestmove", "stop"); !strings.HasPrefix(best[len(best)-1], "bestmove ") || strings.Contains(best[len(best)-1], "(none)") {
		t.Errorf("stop answered %q", best[len(best)-1])
	}
}

// winsMate tells whether l is an info line with a mate found for the side to move.
func winsMate(l string) bool {
	_, after, ok := strings.Cut(l, " score mate ")
	return strings.HasPrefix(l, "info ") && ok && after != "" && after[0] >= '1' && after[0] <= '9'
}

// With Threads the search runs on several searchers and still answers with a legal move,
// on a clock too.
func TestThreadsOption(t *testing.T) {
	s := newSession(t)
	if lines := s.ask("uciok", "uci"); !slices.ContainsFunc(lines, func(l string) bool { return strings.HasPrefix(l, "option name Threads type spin") }) {
		t.Errorf("uci lists no Threads option: %q", lines)
	}
	best := s.ask("bestmove", "setoption name Threads value 2", "position startpos moves e3e5", "go depth 5")
	best = s.ask("bestmove", "position startpos moves e3e5 "+strings.Fields(best[len(best)-1])[1], "go wtime 3000 btime 3000 winc 100 binc 100")
	if f := strings.Fields(best[len(best)-1]); len(f) < 2 || f[1] == "0000" {
		t.Errorf("on the clock with two threads: %q", best[len(best)-1])
	}
}

func TestPonderhitPlaysOnTheClock(t *testing.T) {
	s := newSession(t)
	s.ask("info depth 1", "position startpos moves e3e5", "go ponder wtime 2000 btime 2000")
	s.ask("bestmove", "ponderhit")
}

// Bad input of every kind is answered with info string, and the engine goes on with its
// last good position.
func TestMalformedInputKeepsItRunning(t *testing.T) {
	s := newSession(t)
	s.send("position startpos moves e3e5 e8e6")
	good := s.ask("Fen:", "d")
	for _, bad := range []string{
		"hello", "position", "position startpos moves e3e5 zz9", "position startpos moves e3e6",
		"position fen", "position fen 12/12 w - - 0 1", "position fen " + strings.Repeat("x", 5000),
		"position startpos foo", "setoption", "setoption name", "setoption name Hash value -3",
		"setoption name Setup value 2017", "setoption name Setup value 7-1-1/1/1", "setoption name UCI_Variant value chess",
		"setoption name nightrider value none", "setoption name Threads value 0", "setoption name Contempt value 4", "go depth x", "go wtime", "go frobnicate",
		strings.Repeat("go ", 3000), "\x00\x01\x02", "position startpos moves " + strings.Repeat("e3e5 ", 2000),
	} {
		s.send(bad, "stop", "isready") // a go searches: stop has its bestmove come first
		lines := s.until("readyok", hang)
		for _, l := range lines {
			if len(l) > 300 || !clean(l) {
				t.Errorf("%.30q: a reply of %d bytes: %.300q", bad, len(l), l)
			}
		}
		if !strings.HasPrefix(lines[0], "info string") {
			t.Errorf("%.30q: no info string explained it (%q)", bad, lines)
		}
	}
	if now := s.ask("Fen:", "d"); now[len(now)-1] != good[len(good)-1] {
		t.Errorf("the bad input changed the position: %s, was %s", now[len(now)-1], good[len(good)-1])
	}
	s.ask("bestmove", "go depth 2")
}

// A whole game through the protocol, the engine as a separate process playing both
// sides, to the end the rules give it (mate, stalemate or a draw rule).
func TestAGameAgainstItselfToTheEnd(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "-test.run=^$")
	cmd.Env = append(os.Environ(), "ODDBOARDS_UCI_CHILD=1")
	in, _ := cmd.StdinPipe()
	outPipe, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	defer in.Close()
	sc := bufio.NewScanner(outPipe)
	read := func(prefix string) string {
		for sc.Scan() {
			if l := sc.Text(); strings.HasPrefix(l, prefix) {
				return l
			}
		}
		t.Fatalf("the engine process ended before %q", prefix)
		return ""
	}
	send := func(l string) { io.WriteString(in, l+"\n") }
	send("uci")
	read("uciok")
	send("setoption name UCI_Variant value chess56")
	send("setoption name Setup value 3-4-6")
	send("ucinewgame")
	send("isready")
	read("readyok")
	n, _ := chess2016.Game{}.ParseSetup(chess2016.Chess56, "3-4-6")
	var p rules.Position
	p, _ = chess2016.StartPosition(chess2016.Chess56, n, nil)
	var moves []string
	for ply := 0; ply < 2000 && !p.Outcome().Over(); ply++ {
		send("position startpos moves " + strings.Join(moves, " "))
		send("go nodes 4000")
		best := strings.Fields(read("bestmove"))
		if len(best) < 2 || best[1] == "(none)" {
			t.Fatalf("ply %d: %v, but the game goes on", ply, best)
		}
		m, err := parseMove(p.(*chess2016.Position), best[1])
		if err != nil {
			t.Fatalf("ply %d: the engine played %s: %v", ply, best[1], err)
		}
		moves = append(moves, best[1])
		p = p.Play(m)
	}
	o := p.Outcome()
	if !o.Over() {
		t.Fatalf("no end after %d plies", len(moves))
	}
	send("position startpos moves " + strings.Join(moves, " "))
	send("go depth 3")
	if l := read("bestmove"); l != "bestmove (none)" {
		t.Errorf("after the game's end (%s) the engine answered %q", o.Reason, l)
	}
	send("quit")
	t.Logf("%d plies, %s", len(moves), o.Reason)
}

func TestMultiPVPrintsEachLine(t *testing.T) {
	s := newSession(t)
	lines := s.ask("bestmove", "setoption name MultiPV value 3", "position startpos", "go depth 3")
	seen := map[string]bool{}
	for _, l := range lines {
		if strings.HasPrefix(l, "info depth 3 ") {
			f := strings.Fields(l)
			for i := range f {
				if f[i] == "multipv" {
					seen[f[i+1]] = true
				}
			}
		}
	}
	if !seen["1"] || !seen["2"] || !seen["3"] {
		t.Errorf("depth 3 printed the lines %v, want 1, 2 and 3:\n%s", seen, strings.Join(lines, "\n"))
	}
}
