package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"oddboards/rules/arena/ucitest"
)

// engineArg makes this test binary Oddboards' own UCI engine (oddboards uci).
const engineArg = "uci-engine"

// TestMain makes this test binary an engine when a match starts it as one: the fake
// engine, or Oddboards' own.
func TestMain(m *testing.M) {
	if len(os.Args) > 1 {
		switch os.Args[1] {
		case ucitest.FakeArg:
			os.Exit(ucitest.Run(os.Args[2:], os.Stdin, os.Stdout))
		case engineArg:
			os.Exit(Run([]string{"uci"}, os.Stdin, os.Stdout, os.Stderr))
		}
	}
	os.Exit(m.Run())
}

// self is a uci: player running this test binary with args.
func self(t *testing.T, args ...string) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	if strings.ContainsAny(exe, `,"`) {
		t.Fatalf("the test binary's path %q cannot be written in --players", exe)
	}
	return `uci:"` + exe + `" ` + strings.Join(args, " ")
}

// Oddboards' own UCI engine plays whole games against the search, legally (the saved
// games replay), and a series of them resumes.
func TestMatchAgainstOwnUCIEngine(t *testing.T) {
	dir := t.TempDir()
	args := []string{"match", "chess-2016", "--players", self(t, engineArg) + ",nodes:2000",
		"--uci-limit", "nodes:2000", "--uci-option", "UCI_Variant={variant}", "--uci-option", "Setup={setup}",
		"--uci-timeout", "3600", "--games", "2", "--setup", "random", "--seed", "7", "--max-plies", "120", "--save", dir}
	code, out, errOut := run(args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if strings.Contains(out, "forfeit") || strings.Count(out, "\ngame ") != 1 || !strings.HasPrefix(out, "game ") {
		t.Fatalf("the games:\n%s", out)
	}
	for i := 1; i <= 2; i++ {
		path := filepath.Join(dir, "game-000"+strconv.Itoa(i)+".txt")
		if code, _, errOut := run("replay", "chess-2016", path); code != 0 {
			t.Errorf("game %d does not replay: %s", i, errOut)
		}
		// the engine's moves carry its notes, the search's (no outside engine) none:
		// the engine is White in game 1 and Black in game 2
		rec := readRecord(t, path)
		note := regexp.MustCompile(`^[+-](\d+\.\d\d|M\d+)/\d+ \d+\.\d\ds$`)
		for j, mv := range rec.Moves {
			if engine := j%2 == i-1; engine != note.MatchString(mv.Comment) {
				t.Errorf("game %d, ply %d (the engine's: %v): note %q", i, j+1, engine, mv.Comment)
			}
		}
	}
	code, again, errOut := run(append(args, "--resume")...)
	if code != 0 || strings.Count(again, "(saved)") != 2 || tallyOf(again) != tallyOf(out) {
		t.Errorf("resumed: exit %d %s\n%s\nfirst:\n%s", code, errOut, again, out)
	}
}

// tallyOf is the table and the Elo line of a match's output.
func tallyOf(out string) string {
	_, t, _ := strings.Cut(out, "\nplayer ")
	return t
}

// An engine that plays an illegal move loses by forfeit: the game's line and its record
// say so, and a resumed series reads it back as the same forfeit.
func TestMatchForfeitIsSavedAndResumed(t *testing.T) {
	dir := t.TempDir()
	args := []string{"match", "chess-56", "--players", self(t, ucitest.FakeArg, ucitest.Illegal, "2") + ",random",
		"--uci-option", "UCI_Variant={variant}", "--uci-option", "Setup={setup}", "--uci-timeout", "3600",
		"--games", "2", "--setup", "3", "--save", dir}
	code, out, errOut := run(args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{
		"game 1: uci:", `Black wins (White forfeits: illegal move e3e9; it said "a move of no start, on purpose"), 4 plies`,
		"game 2: random (White) vs uci:", `White wins (Black forfeits: illegal move e3e9; it said "a move of no start, on purpose"), 5 plies`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the output lacks %q:\n%s", want, out)
		}
	}
	saved, err := os.ReadFile(filepath.Join(dir, "game-0001.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(saved), `[Termination "White forfeits: illegal move e3e9; it said \"a move of no start, on purpose\""]`) {
		t.Errorf("the record:\n%s", saved)
	}
	code, again, errOut := run(append(args, "--resume")...)
	if code != 0 || !strings.Contains(again, "game 1 (saved): ") || !strings.Contains(again, `(White forfeits: illegal move e3e9; it said "a move of no start, on purpose"), 4 plies`) || tallyOf(again) != tallyOf(out) {
		t.Errorf("resumed: exit %d %s\n%s", code, errOut, again)
	}
}

// Two engines' games adjudicated by their scores (--adjudicate alone, or with its
// settings after it, or after "=") end early: the game's line and its record say so,
// and a resumed series reads them back and tallies them alike. Without --adjudicate the
// same engines play on. The first engine always scores itself 800 ahead and the second
// itself 800 behind, whichever seat they play; the level ones score 0.
func TestMatchAdjudicatedIsSavedAndResumed(t *testing.T) {
	ahead, behind, level := self(t, ucitest.FakeArg, ucitest.Scored, "cp:800"), self(t, ucitest.FakeArg, ucitest.Scored, "cp:-800"), self(t, ucitest.FakeArg, ucitest.Scored, "cp:0")
	for _, tc := range []struct {
		players string
		flags   []string
		want    []string
		tally   string // the first player's row
	}{
		{ahead + "," + behind, []string{"--adjudicate"}, []string{
			"game 1: ", ` (Black): White wins (Black resigns: adjudicated, both engines' scores 700 cp or more for White for 4 moves each), 8 plies`,
			"game 2: ", ` (Black): Black wins (White resigns: adjudicated, both engines' scores 700 cp or more for Black for 4 moves each), 8 plies`,
		}, "      2     2      0       0"},
		{ahead + "," + behind, []string{"--adjudicate", "resign=800,moves=2"}, []string{
			`White wins (Black resigns: adjudicated, both engines' scores 800 cp or more for White for 2 moves each), 4 plies`,
		}, "      2     2      0       0"},
		{level + "," + level, []string{"--adjudicate=drawafter=20,drawmoves=6"}, []string{
			`drawn (draw adjudicated: both engines' scores within 10 cp for 6 plies), 20 plies`,
		}, "      2     0      2       0"},
		{ahead + "," + behind, nil, []string{"drawn (ply cap), 24 plies"}, "      2     0      2       0"},
	} {
		dir := t.TempDir()
		args := append([]string{"match", "chess-2016", "--players", tc.players, "--setup", "1", "--games", "2",
			"--uci-option", "UCI_Variant={variant}", "--uci-option", "Setup={setup}", "--uci-timeout", "3600",
			"--max-plies", "24", "--save", dir}, tc.flags...)
		code, out, errOut := run(args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", tc.flags, code, errOut)
		}
		if !strings.Contains(tallyOf(out), tc.tally) {
			t.Errorf("%v: the tally lacks %q:\n%s", tc.flags, tc.tally, out)
		}
		for _, want := range tc.want {
			if !strings.Contains(out, want) {
				t.Errorf("%v: the output lacks %q:\n%s", tc.flags, want, out)
			}
		}
		saved, err := os.ReadFile(filepath.Join(dir, "game-0001.txt"))
		if err != nil {
			t.Fatal(err)
		}
		// each move carries its engine's score, depth and time: the first player's +8.00,
		// the second's -8.00, the level ones' +0.00
		notes := regexp.MustCompile(`\{([+-]\d+\.\d\d)/1 \d+\.\d\ds\}`).FindAllStringSubmatch(string(saved), -1)
		plies, _ := strconv.Atoi(regexp.MustCompile(`, (\d+) plies`).FindStringSubmatch(out)[1])
		if len(notes) != plies {
			t.Errorf("%v: %d notes for %d plies in the record:\n%s", tc.flags, len(notes), plies, saved)
		}
		for i, n := range notes {
			want := map[bool]string{true: "+8.00", false: "-8.00"}[i%2 == 0]
			if tc.players == level+","+level {
				want = "+0.00"
			}
			if n[1] != want {
				t.Errorf("%v: ply %d's note says %s, want %s", tc.flags, i+1, n[1], want)
			}
		}
		if adjudicated := strings.Contains(string(saved), `[Termination "Black resigns: adjudicated, `) ||
			strings.Contains(string(saved), `[Termination "draw adjudicated: `); adjudicated != (tc.flags != nil) {
			t.Errorf("%v: the record:\n%s", tc.flags, saved)
		}
		code, again, errOut := run(append(args, "--resume")...)
		if code != 0 || strings.Count(again, "(saved)") != 2 || !strings.Contains(again, tc.want[len(tc.want)-1]) || tallyOf(again) != tallyOf(out) {
			t.Errorf("%v: resumed: exit %d %s\n%s\nfirst:\n%s", tc.flags, code, errOut, again, out)
		}
	}
}

// An SPRT stops the match once it decides, and says so with its LLR and bounds.
func TestMatchSPRTStops(t *testing.T) {
	code, out, errOut := run("match", "chess-56", "--players", "nodes:2000,random", "--games", "200",
		"--sprt", "0,200", "--max-plies", "200", "--seed", "3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	m := regexp.MustCompile(`SPRT of nodes:2000 against random, H0 Elo \+0, H1 Elo \+200 \(alpha 0.05, beta 0.05\): LLR (\d+\.\d\d) \(pentanomial, (\d+) pairs\), bounds -2.94 and 2.94: H1 accepted after (\d+) games\n$`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no verdict:\n%s", out)
	}
	llr, _ := strconv.ParseFloat(m[1], 64)
	pairs, _ := strconv.Atoi(m[2])
	n, _ := strconv.Atoi(m[3])
	// two players swap seats on each start, so the test counts the pairs of games (a
	// game still under way leaves its pair out)
	if llr < 2.94 || n >= 200 || pairs != n/2 || strings.Count(out, "; LLR ") != n || !regexp.MustCompile(`\nnodes:2000 +`+m[3]+` `).MatchString(out) {
		t.Errorf("LLR %.2f over %d pairs after %d games:\n%s", llr, pairs, n, out)
	}
}

func TestMatchRefusesBadEngineArguments(t *testing.T) {
	engine := self(t, ucitest.FakeArg, ucitest.Legal)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"match", "pothole-chess", "--players", "random,random,random,random", "--games", "2", "--sprt", "0,10"}, "--sprt tests the first player against the second: 4-Player Pothole Chess has 4 seats"},
		{[]string{"match", "chess-2016", "--players", "random,random", "--games", "2", "--sprt", "10,0"}, "ELO0 must be below ELO1"},
		{[]string{"match", "chess-2016", "--players", "random,random", "--games", "2", "--sprt", "0"}, "write ELO0,ELO1"},
		{[]string{"match", "chess-2016", "--players", "random,random", "--games", "2", "--sprt", "0,5", "--sprt-alpha", "0"}, "alpha and beta"},
		{[]string{"match", "chess-2016", "--players", "random,random", "--games", "2", "--uci-option", "Hash=1"}, "--players has none"},
		{[]string{"match", "chess-2016", "--players", engine + ",random", "--games", "2", "--uci-option", "2:Hash=1"}, `player 2 is "random", not a uci: engine`},
		{[]string{"match", "chess-2016", "--players", engine + ",random", "--games", "2", "--uci-option", "3:Hash=1"}, "there is no player 3 of 2"},
		{[]string{"match", "chess-2016", "--players", engine + ",random", "--games", "2", "--uci-option", "Hash"}, "write [P:]NAME=VALUE"},
		{[]string{"match", "chess-2016", "--players", engine + ",random", "--games", "2", "--uci-option", "Hash=1", "--uci-option", "hash=2"}, "given twice"},
		{[]string{"match", "chess-2016", "--players", engine + ",random", "--games", "2", "--uci-limit", "level:3"}, "write time:SECONDS, nodes:N or depth:D"},
		{[]string{"match", "chess-2016", "--players", engine + ",random", "--games", "2", "--uci-timeout", "0"}, "--uci-timeout"},
		{[]string{"match", "dino-czars", "--players", engine + ",random", "--games", "2"}, "outside engines play only"},
		{[]string{"match", "chess-2016", "--players", "uci:,random", "--games", "2"}, "the engine's command is missing"},
		{[]string{"match", "chess-2016", "--players", "uci:/no/such/engine,random", "--games", "2"}, `no program "/no/such/engine"`},
		{[]string{"match", "chess-2016", "--players", engine + ",random", "--games", "2", "--adjudicate"}, `--adjudicate judges uci: engines by their scores: player 2 is "random", not one`},
		{[]string{"match", "chess-2016", "--players", "random,random", "--games", "2", "--adjudicate=draw=5"}, `player 1 is "random", not one`},
		{[]string{"match", "chess-2016", "--players", engine + "," + engine, "--games", "2", "--adjudicate=resign=x"}, `--adjudicate: resign="x": not a whole number`},
		{[]string{"match", "chess-2016", "--players", engine + "," + engine, "--games", "2", "--adjudicate", "rezign=700"}, `--adjudicate: "rezign=700": write resign=CP,moves=N,draw=CP,drawmoves=N,drawafter=PLY`},
		{[]string{"match", "chess-2016", "--players", engine + "," + engine, "--games", "2", "--adjudicate", "resign=" + strings.Repeat("7", 500)}, `not a whole number`},
		{[]string{"match", "chess-2016", "--players", engine + "," + engine, "--games", "2", "--adjudicate", "resign=100,draw=100"}, "draw must be below resign"},
		{[]string{"match", "chess-2016", "--players", engine + "," + engine, "--games", "2", "--adjudicate=moves=0,drawmoves=0"}, "nothing to adjudicate"},
		{[]string{"match", "chess-2016", "--players", engine + "," + engine, "--games", "2", "--adjudicate=moves=-1"}, "moves and drawmoves are from 0"},
		{[]string{"match", "chess-2016", "--players", engine + "," + engine, "--games", "2", "--adjudicate", "drawafter=1", "drawafter=2"}, "match needs GAME"},
	} {
		code, _, errOut := run(tc.args...)
		if code != 2 || !strings.Contains(firstLine(errOut), tc.want) || len(firstLine(errOut)) > 200 {
			t.Errorf("%v: exit %d, %.300q; want exit 2 mentioning %q, one short line", tc.args[1:], code, firstLine(errOut), tc.want)
		}
	}
}

// A player's own option replaces the one given to every engine, wherever it stands, and
// reaches only that engine: the records name each engine's options, and the output tells
// one command with two sets of options apart by the players' numbers.
func TestMatchEngineOptionsPerPlayer(t *testing.T) {
	dir := t.TempDir()
	a := self(t, ucitest.FakeArg, ucitest.Legal)
	code, out, errOut := run("match", "chess-2016", "--players", a+","+a, "--games", "1", "--max-plies", "4", "--save", dir,
		"--uci-option", "2:Threads=1", "--uci-option", "Threads=4", "--uci-option", "Setup={setup}",
		"--uci-limit", "nodes:100", "--uci-limit", "1:depth:3")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	saved, err := os.ReadFile(filepath.Join(dir, "game-0001.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`White: uci:`, ` legal (depth:3; Threads=4; Setup={setup})"]`, `Black: uci:`, ` legal (nodes:100; Threads=1; Setup={setup})"]`} {
		if !strings.Contains(string(saved), want) {
			t.Errorf("the record lacks %q:\n%s", want, saved)
		}
	}
	if !strings.Contains(out, ` legal #1 (White) vs uci:`) || !strings.Contains(out, ` legal #2 (Black): `) {
		t.Errorf("the output:\n%s", out)
	}
}
