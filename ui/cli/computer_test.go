package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"oddboards/rules/games"
)

func TestBestmovePrintsMoveScoreAndLine(t *testing.T) {
	for _, args := range [][]string{
		{"bestmove", "chess-2016", "--depth", "3", "--setup", "1"},
		{"bestmove", "chess-56", "--nodes", "3000"},
		{"bestmove", "dino-czars", "--level", "2"},
		{"bestmove", "clash-of-command", "--depth", "2"},
		{"bestmove", "pothole-chess", "--nodes", "2000"},
		{"bestmove", "antarctic-chess", "--mode", "7U", "--nodes", "2000"},
		{"bestmove", "chess-2016", recordFile(t, "[Oddboards \"1\"]\n[Game \"chess-2016\"]\n[Setup \"37\"]\n[Result \"*\"]\n\n1. e5 e6 *\n"), "--depth", "2"},
	} {
		code, out, errOut := run(args...)
		if code != 0 {
			t.Errorf("%v: exit %d: %s", args, code, errOut)
			continue
		}
		for _, want := range []string{"\nbestmove ", "\nscore ", "\nline ", " nodes/s"} {
			if !strings.Contains("\n"+out, want) {
				t.Errorf("%v: output lacks %q:\n%s", args, want, out)
			}
		}
	}
}

func TestBestmoveRefusesBadArguments(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"bestmove"}, 2, "needs GAME"},
		{[]string{"bestmove", "chess-2016", "--level", "9"}, 2, "no level 9"},
		// a game's own levels: Pothole Chess has six, Antarctic 3L four
		{[]string{"bestmove", "pothole-chess", "--level", "7"}, 2, "no level 7 here: the levels are 1 · beginner, 2 · novice, 3 · casual, 4 · club, 5 · strong, 6 · grandmaster"},
		{[]string{"bestmove", "antarctic-chess", "--mode", "3l", "--level", "5"}, 2, "no level 5 here: the levels are 1 · beginner, 2 · novice, 3 · casual, 4 · grandmaster"},
		// 0 is no level, depth or budget, never the default top level
		{[]string{"bestmove", "chess-2016", "--level", "-1"}, 2, "no level -1"},
		{[]string{"bestmove", "chess-2016", "--level", "0"}, 2, "no level 0"},
		{[]string{"bestmove", "chess-2016", "--depth", "0"}, 2, "--depth must be from 1 to 60, not 0"},
		{[]string{"bestmove", "chess-2016", "--nodes", "0"}, 2, "--nodes must be above 0, not 0"},
		{[]string{"bestmove", "chess-2016", "--nodes", "-5"}, 2, "--nodes must be above 0, not -5"},
		{[]string{"bestmove", "chess-2016", "--time", "0"}, 2, "--time"},
		{[]string{"bestmove", "chess-2016", "--level", "3", "--depth", "2"}, 2, "give one of"},
		{[]string{"bestmove", "chess-2016", "--time", "-1"}, 2, "seconds"},
		{[]string{"bestmove", "chess-2016", "--depth", "99"}, 2, "--depth"},
		{[]string{"bestmove", "chess-2016", "no-such-file.txt"}, 1, "no-such-file"},
		{[]string{"bestmove", "dino-czars", "../../rules/dinoczars/testdata/sample-game.txt"}, 1, "the game is over"},
	} {
		code, _, errOut := run(tc.args...)
		if code != tc.code || !strings.Contains(errOut, tc.want) {
			t.Errorf("%v: exit %d, %q; want exit %d mentioning %q", tc.args, code, firstLine(errOut), tc.code, tc.want)
		}
	}
}

func recordFile(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "game.txt")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}

func TestMatchPlaysTalliesAndSaves(t *testing.T) {
	dir := t.TempDir()
	args := []string{"match", "chess-56", "--players", "nodes:800,random", "--games", "4", "--seed", "5",
		"--max-plies", "80", "--jobs", "2", "--save", dir}
	code, out, errOut := run(args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"game 1: ", "game 4: ", "nodes:800 (White) vs random (Black)",
		"random (White) vs nodes:800 (Black)", "player", "nodes:800 scores", "Elo"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "game-*.txt"))
	if len(files) != 4 {
		t.Fatalf("saved %d games, want 4", len(files))
	}
	for _, f := range files {
		if code, _, errOut := run("replay", f); code != 0 {
			t.Errorf("replay %s: exit %d: %s", f, code, errOut)
		}
		text, _ := os.ReadFile(f)
		if !strings.Contains(string(text), "Oddboards nodes:800") {
			t.Errorf("%s does not name its players", f)
		}
	}
	// the same seed plays the same games (node budgets do not depend on the machine)
	_, again, _ := run("match", "chess-56", "--players", "nodes:800,random", "--games", "4", "--seed", "5", "--max-plies", "80")
	if tally(again) != tally(out) {
		t.Errorf("the same seed gave another tally:\n%s\nthen\n%s", tally(out), tally(again))
	}
}

// A level's top time is part of its seat: a series played with --top-time resumes only
// with the same.
func TestMatchResumeKeepsTopTime(t *testing.T) {
	dir := t.TempDir()
	base := []string{"match", "chess-56", "--players", "level:1,random", "--seed", "3",
		"--max-plies", "20", "--save", dir}
	if code, _, errOut := run(append(base, "--games", "1", "--top-time", "0.5")...); code != 0 {
		t.Fatalf("first part: exit %d: %s", code, errOut)
	}
	if code, out, errOut := run(append(base, "--games", "2", "--top-time", "0.5", "--resume")...); code != 0 || !strings.Contains(out, "(saved)") {
		t.Errorf("resumed with the same top time: exit %d, %q", code, firstLine(errOut))
	}
	code, _, errOut := run(append(base, "--games", "3", "--resume")...)
	if code == 0 || !strings.Contains(errOut, "level:1 at 0.5 s, not Oddboards level:1;") {
		t.Errorf("resumed with the default top time: exit %d, %q; want the seats' difference", code, firstLine(errOut))
	}
}

// A series cut short goes on from its saved games: they are tallied, not played again,
// and the whole comes out as the uncut series would (node budgets replay exactly).
func TestMatchResumes(t *testing.T) {
	dir := t.TempDir()
	base := []string{"match", "pothole-chess", "--players", "nodes:300,random,random,random", "--seed", "3",
		"--max-plies", "30", "--save", dir}
	if code, _, errOut := run(append(base, "--games", "3")...); code != 0 {
		t.Fatalf("first part: exit %d: %s", code, errOut)
	}
	code, out, errOut := run(append(base, "--games", "5", "--resume")...)
	if code != 0 {
		t.Fatalf("resumed: exit %d: %s", code, errOut)
	}
	if n := strings.Count(out, "(saved)"); n != 3 {
		t.Errorf("%d games read back, want 3:\n%s", n, out)
	}
	if n := strings.Count(out, "\ngame "); n != 4 { // 5 lines, the first at the start
		t.Errorf("%d further game lines, want 4:\n%s", n, out)
	}
	_, whole, _ := run("match", "pothole-chess", "--players", "nodes:300,random,random,random", "--seed", "3",
		"--max-plies", "30", "--games", "5")
	if tally(whole) != tally(out) {
		t.Errorf("resumed tally differs from the uncut series:\n%s\nthen\n%s", tally(out), tally(whole))
	}
	// Saved games of other players, from another cap or from another start are not
	// counted as this series'.
	_, moved, _ := run("position", "pothole-chess", "--moves", "Bc2-d2 Bb3-b4")
	moved = strings.TrimSpace(moved)
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"match", "pothole-chess", "--players", "nodes:400,random,random,random", "--seed", "3",
			"--max-plies", "30", "--save", dir, "--games", "5", "--resume"}, "not Oddboards nodes:400"},
		{[]string{"match", "pothole-chess", "--players", "nodes:300,random,random,random", "--seed", "3",
			"--max-plies", "20", "--save", dir, "--games", "5", "--resume"}, "cap of 20"},
		{[]string{"match", "pothole-chess", "--players", "nodes:300,random,random,random", "--seed", "3",
			"--max-plies", "30", "--save", dir, "--games", "5", "--resume", "--position", moved}, "another position"},
	} {
		code, _, errOut := run(tc.args...)
		if code == 0 || !strings.Contains(errOut, tc.want) || !strings.Contains(errOut, "game-0001.txt") {
			t.Errorf("%v: exit %d, %q; want a failure naming game-0001.txt and %q", tc.args[3], code, firstLine(errOut), tc.want)
		}
	}
}

// Two players without noise replay one game each time their seats come round; with
// --openings every round starts from its own position, the same for both seatings.
func TestMatchOpenings(t *testing.T) {
	starts := func(extra ...string) []string {
		t.Helper()
		dir := t.TempDir()
		args := append([]string{"match", "dino-czars", "--players", "nodes:800,nodes:1000", "--games", "4",
			"--max-plies", "12", "--seed", "5", "--save", dir}, extra...)
		if code, _, errOut := run(args...); code != 0 {
			t.Fatalf("%v: exit %d: %s", extra, code, errOut)
		}
		e, err := games.Lookup("dino-czars")
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for i := range 4 {
			m, err := loadRecord(e, savedGamePath(dir, i))
			if err != nil {
				t.Fatal(err)
			}
			out = append(out, m.Start().PositionText())
		}
		return out
	}
	plain := starts()
	if plain[0] != plain[2] {
		t.Errorf("without openings the rounds start apart:\n%s\n%s", plain[0], plain[2])
	}
	open := starts("--openings", "6")
	if open[0] != open[1] || open[2] != open[3] {
		t.Errorf("a round's two seatings start apart:\n%v", open)
	}
	if open[0] == open[2] || open[0] == plain[0] {
		t.Errorf("--openings 6 gave rounds one start:\n%v", open)
	}
	// A series resumed with another opening length is not this series.
	dir := t.TempDir()
	base := []string{"match", "dino-czars", "--players", "nodes:800,nodes:1000", "--games", "2",
		"--max-plies", "12", "--save", dir}
	if code, _, errOut := run(append(base, "--openings", "4")...); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if code, _, errOut := run(append(base, "--openings", "5", "--resume")...); code == 0 || !strings.Contains(errOut, "another position") {
		t.Errorf("resumed with other openings: exit %d, %q", code, firstLine(errOut))
	}
}

// tally is the output from the table on (games print in the order they end).
func tally(out string) string {
	i := strings.Index(out, "player")
	if i < 0 {
		return ""
	}
	return out[i:]
}

func TestMatchMultiSeatPlacings(t *testing.T) {
	code, out, errOut := run("match", "pothole-chess", "--players", "nodes:500,random,random,random",
		"--games", "1", "--max-plies", "40")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "1st") || !strings.Contains(out, "4th") {
		t.Errorf("a four-seat match shows no placings:\n%s", out)
	}
	// A game stopped at the cap is a draw whose seats are placed by material.
	code, out, errOut = run("match", "pothole-chess", "--players", "nodes:500,random,random,random",
		"--games", "1", "--max-plies", "12")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"drawn (ply cap), 12 plies; by material White ", "1 of 1 games reached the ply cap"} {
		if !strings.Contains(out, want) {
			t.Errorf("a capped game's output lacks %q:\n%s", want, out)
		}
	}
}

func TestMatchRefusesBadArguments(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"match", "chess-2016", "--players", "level:1,level:2,level:3", "--games", "2"}, "has 2 seats"},
		{[]string{"match", "chess-2016", "--games", "2"}, "--players is needed"},
		{[]string{"match", "chess-2016", "--players", "level:1,human", "--games", "2"}, "human"},
		{[]string{"match", "chess-2016", "--players", "level:1,random"}, "--games"},
		{[]string{"match", "dino-czars", "--players", "level:1,random", "--games", "2", "--setup", "random"}, "no numbered setups"},
		{[]string{"match", "pothole-chess", "--players", "random,random", "--games", "1"}, "has 4 seats"},
		{[]string{"match", "chess-2016", "--players", "level:1,random", "--games", "2", "--jobs", "0"}, "--jobs"},
		{[]string{"match", "chess-2016", "--players", "level:1,random", "--games", "2", "--resume"}, "--resume needs --save"},
		{[]string{"match", "pothole-chess", "--players", "level:9,level:1,level:1,level:1", "--games", "2"}, "no level 9 here: the levels are 1 · beginner, 2 · novice, 3 · casual, 4 · club, 5 · strong, 6 · grandmaster"},
		{[]string{"match", "antarctic-chess", "--mode", "3S", "--players", "level:6,level:1,level:1", "--games", "2"}, "5 · grandmaster"},
	} {
		code, _, errOut := run(tc.args...)
		if code != 2 || !strings.Contains(firstLine(errOut), tc.want) || !strings.HasSuffix(errOut, helpHint) {
			t.Errorf("%v: exit %d, %q; want exit 2 mentioning %q and the hint", tc.args, code, firstLine(errOut), tc.want)
		}
	}
}

func TestAppSeats(t *testing.T) {
	a, err := ParseAppArgs([]string{"--game", "pothole-chess", "--seats", "person,level:3,person,random"})
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Computers) != 4 || a.Computers[0] != "" || a.Computers[1] != "level:3" || a.Computers[3] != "random" {
		t.Errorf("seats %q", a.Computers)
	}
	for _, args := range [][]string{
		{"--game", "chess-2016", "--seats", "person"},
		{"--game", "chess-2016", "--seats", "person,level:0"},
		{"--seats", "person,level:2"},
		{"--game", "pothole-chess", "--seats", "person,level:7,person,person"}, // six levels there
	} {
		if _, err := ParseAppArgs(args); err == nil {
			t.Errorf("%v accepted", args)
		}
	}
}

// A player list that repeats itself plays its distinct seatings and then a new opening,
// never the same game twice.
func TestMatchRepeatedListPlaysNoGameTwice(t *testing.T) {
	dir := t.TempDir()
	code, _, errOut := run("match", "pothole-chess", "--players", "nodes:300,nodes:600,nodes:300,nodes:600",
		"--games", "4", "--max-plies", "10", "--openings", "2", "--seed", "3", "--save", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	seen := map[string]int{}
	for i := range 4 {
		data, err := os.ReadFile(savedGamePath(dir, i))
		if err != nil {
			t.Fatal(err)
		}
		_, moves, _ := strings.Cut(string(data), "\n\n")
		if j, ok := seen[moves]; ok {
			t.Errorf("game %d replays game %d:\n%s", i+1, j+1, moves)
		}
		seen[moves] = i
	}
}

// A list of setups is played round by round in turn, and a mistake in it is refused.
func TestMatchSetupList(t *testing.T) {
	dir := t.TempDir()
	code, _, errOut := run("match", "chess-2016", "--players", "nodes:300,random", "--games", "6",
		"--setup", "37, 288", "--max-plies", "4", "--save", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for i, want := range []string{"37", "37", "288", "288", "37", "37"} {
		text, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("game-%04d.txt", i+1)))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(text), `[Setup "`+want+`"]`) {
			t.Errorf("game %d: not setup %s:\n%.200s", i+1, want, text)
		}
	}
	for _, bad := range []string{"37,x9", "37,", "37,9999"} {
		code, _, errOut := run("match", "chess-2016", "--players", "nodes:300,random", "--games", "2", "--setup", bad)
		if code != 2 || !strings.HasSuffix(errOut, helpHint) {
			t.Errorf("--setup %q: exit %d, %q", bad, code, firstLine(errOut))
		}
	}
}
