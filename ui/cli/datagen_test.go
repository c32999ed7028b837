package cli

import (
	"cmp"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/search"
	"oddboards/rules/tune"
)

func TestDatagenUsageErrors(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"datagen", "--out", dir}, "datagen needs GAME"},
		{[]string{"datagen", "chess-2016"}, "datagen needs --out DIR"},
		{[]string{"datagen", "pothole-chess", "--out", dir}, "datagen plays two-seat games only: pothole-chess has 4 seats"},
		{[]string{"datagen", "chess-2016", "--out", dir, "--games", "0"}, "--games must be from 1"},
		{[]string{"datagen", "chess-2016", "--out", dir, "--nodes", "0"}, "--nodes must be"},
		{[]string{"datagen", "chess-2016", "--out", dir, "--jobs", "65"}, "--jobs must be from 1 to 64"},
		{[]string{"datagen", "chess-2016", "--out", dir, "--openings", "41"}, "--openings must be"},
		{[]string{"datagen", "chess-2016", "--out", dir, "--max-plies", "0"}, "--max-plies must be"},
		{[]string{"datagen", "chess-2016", "--out", dir, "--games", "250", "--parts", "4"}, `--parts "4": give A-B, parts from 1 to 3`},
		{[]string{"datagen", "chess-2016", "--out", dir, "--parts", "2-1"}, `--parts "2-1"`},
		{[]string{"datagen", "chess-2016", "--out", dir, "--parts", "0-1"}, `--parts "0-1"`},
		{[]string{"datagen", "chess-2016", "--out", dir, "--parts", "1-x"}, `--parts "1-x"`},
		{[]string{"datagen", "chess-2016", "--out", dir, "--setup", "2017"}, "2017"},
		{[]string{"datagen", "chess-2016", "--out", dir, "--setup", "random", "--position", "x"}, "--setup random and --position"},
		{[]string{"datagen", "chess-2016", "--out", dir, "--option", "dragon=on"}, `chess-2016 has no option "dragon"`},
		{[]string{"datagen", "chess-2016", "--out", dir, "--iterations", "5"}, "flag provided but not defined: -iterations"},
		{[]string{"tune", "chess-2016", "--data", dir, "--nodes", "5"}, "--data reads positions labelled already: --nodes is for playing games"},
		{[]string{"tune", "chess-2016", "--data", dir, "--setup", "3"}, "--setup is for playing games"},
		{[]string{"tune", "chess-2016", "--data", dir, "--from", dir}, "--from and --data cannot go together"},
		{[]string{"tune", "pothole-chess", "--data", dir, "--weights", "playing"}, "--weights playing: pothole-chess plays with its hand-set weights"},
		{[]string{"tune", "chess-2016", "--data", dir, "--weights", "tuned"}, `--weights must be hand or playing, not "tuned"`},
	} {
		code, out, errOut := run(c.args...)
		first, _, _ := strings.Cut(errOut, "\n")
		if code != 2 || out != "" || !strings.Contains(first, c.want) {
			t.Errorf("%q: exit %d, out %q, first line %q; want 2 and %q", c.args, code, out, first, c.want)
		}
		checkMistake(t, strings.Join(c.args, " "), errOut)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("a mistaken command wrote %d files", len(entries))
	}
}

// A small data set: its lines parse, its positions read back as they were written, the
// results agree within a game, and the scores are centipawns, not mates. A rerun skips
// the part and leaves it as it was; another run elsewhere writes the same bytes; and
// tune fits from it.
func TestDatagenWritesADataSetTuneReads(t *testing.T) {
	dir := t.TempDir()
	one, two := filepath.Join(dir, "one"), filepath.Join(dir, "two")
	args := []string{"datagen", "chess-2016", "--games", "3", "--nodes", "300", "--openings", "4", "--max-plies", "300", "--seed", "5"}
	code, out, errOut := run(append(args, "--out", one)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	// a game that reaches the ply cap is left out with a line of its own: how many do
	// depends on how the engine plays, so the test holds the lines to the summary
	gameLine := regexp.MustCompile(`(?m)^game (\d+): setup (\d+): (?:(1-0|0-1|1/2-1/2) \([a-z ]+\), (\d+) plies, (\d+) positions|capped at 300 plies, left out)$`)
	outOne := out
	played := gameLine.FindAllStringSubmatch(out, -1)
	if len(played) != 3 {
		t.Fatalf("%d game lines, want 3:\n%s", len(played), out)
	}
	setupOf, counted, capped := map[int]int{}, 0, 0
	for i, g := range played {
		if g[1] != strconv.Itoa(i+1) {
			t.Errorf("game line %d is game %s: out of order", i+1, g[1])
		}
		setupOf[i+1], _ = strconv.Atoi(g[2])
		if g[3] == "" {
			capped++
		}
		n, _ := strconv.Atoi(g[5])
		counted += n
	}
	if !regexp.MustCompile(`(?m)^3 games played, ` + strconv.Itoa(counted) + ` positions kept, ` + strconv.Itoa(capped) + ` capped games left out; [0-9.]+ positions a second$`).MatchString(out) {
		t.Errorf("no summary of %d positions and %d capped games in:\n%s", counted, capped, out)
	}
	part := filepath.Join(one, "part-0001.tsv")
	written, err := os.ReadFile(part)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(string(written), "# "+commandLine("oddboards", append(args, "--out", one))+"\n# format: ") {
		t.Errorf("the header does not name the command and the format:\n%.400s", written)
	}

	e, _ := games.Lookup("chess-2016")
	resultOf := map[int]float64{}
	lines := 0
	err = tune.ScanData(strings.NewReader(string(written)), func(line int, d tune.DataLine) error {
		lines++
		if d.Game < 1 || d.Game > 3 || d.Setup != setupOf[d.Game] || d.Ply < 1 {
			t.Errorf("line %d: game %d, setup %d, ply %d: not what was played (setups %v)", line, d.Game, d.Setup, d.Ply, setupOf)
		}
		p, err := e.Game.ReadPosition(rules.Config{Variant: e.Variant, Setup: d.Setup}, d.Position)
		if err != nil {
			t.Errorf("line %d: %v", line, err)
		} else if p.PositionText() != d.Position {
			t.Errorf("line %d: %q reads back as %q", line, d.Position, p.PositionText())
		}
		if r, seen := resultOf[d.Game]; seen && r != d.Result {
			t.Errorf("line %d: game %d's result is %g here, %g before", line, d.Game, d.Result, r)
		}
		resultOf[d.Game] = d.Result
		if d.Score <= -search.Mate/2 || d.Score >= search.Mate/2 {
			t.Errorf("line %d: score %d is a mate's", line, d.Score)
		}
		return nil
	})
	if err != nil || lines == 0 || lines != counted {
		t.Fatalf("%d lines read (%v); the game lines say %d", lines, err, counted)
	}
	for _, g := range played {
		n, _ := strconv.Atoi(g[1])
		want := map[string]float64{"1-0": 1, "0-1": 0, "1/2-1/2": 0.5}[g[3]]
		r, ok := resultOf[n]
		switch {
		case g[3] == "" && ok:
			t.Errorf("game %d was capped and left out, but the part holds its positions", n)
		case g[3] != "" && g[5] != "0" && (!ok || r != want):
			t.Errorf("game %d: the lines say %g (any: %v), the game line %s", n, r, ok, g[3])
		}
	}

	code, out, errOut = run(append(args, "--out", one)...)
	again, _ := os.ReadFile(part)
	if code != 0 || !strings.Contains(out, skippedLine("part-0001.tsv")) || string(again) != string(written) {
		t.Errorf("a rerun: exit %d, err %q, the part the same: %v:\n%s", code, errOut, string(again) == string(written), out)
	}
	// the header names the build; a part another build played is taken, and said to be
	built := "# played by " + builtFrom() + "\n"
	if !strings.Contains(string(written), "\n"+built+"# games 1-3\n") {
		t.Errorf("the header does not name the build (%q) before the games:\n%.600s", built, written)
	}
	byOther := strings.Replace(string(written), built, "# played by Oddboards 0.0.1, commit 0123456789ab\n", 1)
	if err := os.WriteFile(part, []byte(byOther), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = run(append(args, "--out", one)...)
	again, _ = os.ReadFile(part)
	if code != 0 || !strings.Contains(out, "part-0001.tsv: written already (played by Oddboards 0.0.1, commit 0123456789ab, not by this build), skipped") || string(again) != byOther {
		t.Errorf("a rerun over another build's part: exit %d, err %q, the part the same: %v:\n%s", code, errOut, string(again) == byOther, out)
	}
	if code, _, errOut = run(append(args, "--out", one, "--nodes", "301")...); code != 1 || !strings.Contains(errOut, "holds another data set's games") {
		t.Errorf("a rerun at another budget: exit %d, err %q", code, errOut)
	}

	// two jobs, another directory: the same games, so the same bytes but the command
	if code, out, errOut = run(append(args, "--out", two, "--jobs", "2")...); code != 0 {
		t.Fatalf("into another directory: exit %d: %s", code, errOut)
	}
	if got := gameLine.FindAllString(out, -1); strings.Join(got, "\n") != strings.Join(gameLine.FindAllString(outOne, -1), "\n") {
		t.Errorf("two jobs print other game lines, or in another order:\n%s", out)
	}
	other, _ := os.ReadFile(filepath.Join(two, "part-0001.tsv"))
	want := strings.Replace(string(written), " --out "+one, " --out "+two+" --jobs 2", 1)
	if string(other) != want {
		t.Errorf("another run wrote other bytes:\n%.600s\nwant\n%.600s", other, want)
	}

	code, out, errOut = run("tune", "chess-2016", "--data", one, "--iterations", "20", "--ridge", "0.01")
	summary := regexp.MustCompile(`(?m)^(\d+) positions of (\d+) games; K [0-9.]+; ridge 0.01; mean squared error [0-9.]+ with the hand-set weights, [0-9.]+ tuned$`).FindStringSubmatch(out)
	if code != 0 || !strings.HasPrefix(out, strconv.Itoa(lines)+" positions of ") || summary == nil || summary[1] != strconv.Itoa(lines) {
		t.Errorf("tune --data: exit %d, err %q, out:\n%s", code, errOut, out)
	}
	// labelled by the searches' scores alone, the same positions fit other labels
	byResult := regexp.MustCompile(`mean squared error ([0-9.]+) with`).FindStringSubmatch(out)
	code, out, errOut = run("tune", "chess-2016", "--data", one, "--blend", "0", "--iterations", "20", "--ridge", "0.01")
	byScore := regexp.MustCompile(`(?m)^\d+ positions of \d+ games; K [0-9.]+; labels 0 result, 1 search score; ridge 0.01; mean squared error ([0-9.]+) with`).FindStringSubmatch(out)
	if code != 0 || byScore == nil || byResult == nil || byScore[1] == byResult[1] {
		t.Errorf("tune --data --blend 0: exit %d, err %q, out:\n%s", code, errOut, out)
	}

	// a fit of one weight from the playing weights holds the others as the computer
	// plays them, where a fit from the hand-set ones would hold them as set by hand
	file := filepath.Join(dir, "weights.go")
	code, out, errOut = run("tune", "chess-2016", "--data", one, "--weights", "playing", "--fit", "tempo", "--iterations", "20", "--ridge", "0", "--out", file)
	if code != 0 || !strings.Contains(out, " with the playing weights, ") {
		t.Errorf("tune --weights playing: exit %d, err %q, out:\n%s", code, errOut, out)
	}
	src, _ := os.ReadFile(file)
	got, _ := readWeightsFile(src)
	model := e.Tune().(tune.PlayingModel)
	hand, playing, differ := model.Params(), model.PlayingStarts(), 0
	if len(got) != len(hand) {
		t.Fatalf("the weights file names %d weights, the model has %d:\n%.400s", len(got), len(hand), src)
	}
	for i, p := range hand {
		if p.Start != playing[i] {
			differ++
		}
		if p.Name != "tempo" && float64(got[p.Name]) != playing[i] {
			t.Errorf("%s: %d written, but it plays with %g (hand-set %g)", p.Name, got[p.Name], playing[i], p.Start)
		}
	}
	if differ == 0 {
		t.Error("the playing weights are the hand-set ones: the test tells nothing")
	}

	// a damaged line is named by its file and line
	damaged := filepath.Join(dir, "damaged")
	if err := os.Mkdir(damaged, 0o755); err != nil {
		t.Fatal(err)
	}
	text := strings.Split(string(written), "\n")
	f := strings.Split(text[6], "\t") // line 7, the third data line
	f[4] = "abc"
	text[6] = strings.Join(f, "\t")
	if err := os.WriteFile(filepath.Join(damaged, "part-0001.tsv"), []byte(strings.Join(text, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut = run("tune", "chess-2016", "--data", damaged)
	if code != 1 || !strings.HasPrefix(errOut, "oddboards: /") || !strings.HasSuffix(errOut, "/part-0001.tsv:7: field 5 (score) is \"abc\": want a whole number of centipawns\n") {
		t.Errorf("a damaged line: exit %d, err %q", code, errOut)
	}
}

// Games capped at the ply cap are left out; a hundred games go to a part, and a part of
// other games than this run's is not taken for its own.
func TestDatagenPartsAndCappedGames(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := run("datagen", "chess-56", "--games", "101", "--nodes", "50", "--openings", "0", "--max-plies", "2", "--out", dir)
	if code != 0 || !strings.Contains(out, "101 games played, 0 positions kept, 101 capped games left out") ||
		!strings.Contains(out, "game 101: setup ") || !strings.Contains(out, "capped at 2 plies, left out\n") {
		t.Fatalf("exit %d, err %q, out:\n%s", code, errOut, out)
	}
	for part, games := range map[string]string{"part-0001.tsv": "# games 1-100\n", "part-0002.tsv": "# games 101-101\n"} {
		b, err := os.ReadFile(filepath.Join(dir, part))
		if err != nil || !strings.HasSuffix(string(b), games) {
			t.Errorf("%s: %v, want only a header ending %q:\n%s", part, err, games, b)
		}
	}
	// Four jobs share one pool over both parts: the same lines in the same order, and
	// the same parts but for the command in their headers.
	jobsDir := filepath.Join(t.TempDir(), "jobs")
	code, jobsOut, errOut := run("datagen", "chess-56", "--games", "101", "--nodes", "50", "--openings", "0", "--max-plies", "2", "--out", jobsDir, "--jobs", "4")
	if code != 0 || keepLines(jobsOut, "game ") != keepLines(out, "game ") ||
		!strings.Contains(jobsOut, "part-0001.tsv: games 1-100, 0 positions\n") || !strings.Contains(jobsOut, "part-0002.tsv: games 101-101, 0 positions\n") {
		t.Errorf("four jobs: exit %d, err %q, out:\n%s\nwant the lines of:\n%s", code, errOut, jobsOut, out)
	}
	for _, part := range []string{"part-0001.tsv", "part-0002.tsv"} {
		a, _ := os.ReadFile(filepath.Join(dir, part))
		b, _ := os.ReadFile(filepath.Join(jobsDir, part))
		if want := strings.Replace(string(a), " --out "+dir, " --out "+jobsDir+" --jobs 4", 1); string(b) != want {
			t.Errorf("%s with four jobs:\n%s\nwant:\n%s", part, b, want)
		}
	}
	// Another machine's share: part 2 alone, the same bytes but for the command.
	partDir := filepath.Join(t.TempDir(), "part")
	code, partOut, errOut := run("datagen", "chess-56", "--games", "101", "--nodes", "50", "--openings", "0", "--max-plies", "2", "--out", partDir, "--parts", "2-2")
	entries, _ := os.ReadDir(partDir)
	if code != 0 || len(entries) != 1 || !strings.Contains(partOut, "1 games played") || !strings.Contains(partOut, "game 101: setup ") || strings.Contains(partOut, "game 100:") {
		t.Errorf("--parts 2-2: exit %d, err %q, %d files, out:\n%s", code, errOut, len(entries), partOut)
	}
	a, _ := os.ReadFile(filepath.Join(dir, "part-0002.tsv"))
	b, _ := os.ReadFile(filepath.Join(partDir, "part-0002.tsv"))
	if want := strings.Replace(string(a), " --out "+dir, " --out "+partDir+" --parts 2-2", 1); string(b) != want {
		t.Errorf("part 2 alone:\n%s\nwant:\n%s", b, want)
	}
	code, out, errOut = run("datagen", "chess-56", "--games", "150", "--nodes", "50", "--openings", "0", "--max-plies", "2", "--out", dir)
	if code != 1 || !strings.Contains(out, skippedLine("part-0001.tsv")) || !strings.Contains(errOut, "part-0002.tsv holds another data set's games") {
		t.Errorf("more games than the part holds: exit %d, err %q, out:\n%s", code, errOut, out)
	}
	code, _, errOut = run("tune", "chess-56", "--data", dir)
	if code != 1 || !strings.Contains(errOut, "no quiet positions") {
		t.Errorf("tune of no positions: exit %d, err %q", code, errOut)
	}
}

// A position the model does not find quiet (a data set written under another model) is
// left out and counted, not fitted.
func TestTuneDataLeavesOutPositionsNoLongerQuiet(t *testing.T) {
	e, _ := games.Lookup("chess-56")
	model := e.Tune()
	cfg := rules.Config{Variant: e.Variant, Setup: 1}
	p, err := e.Game.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var quiet, loud string
	r := rand.New(rand.NewPCG(3, 4))
	for ply := 0; ply < 200 && (quiet == "" || loud == "") && !p.Outcome().Over(); ply++ {
		if _, ok := model.Features(p, nil); ok {
			quiet = cmp.Or(quiet, p.PositionText())
		} else {
			loud = cmp.Or(loud, p.PositionText())
		}
		moves := p.LegalMoves(nil)
		p = p.Play(moves[r.IntN(len(moves))])
	}
	if quiet == "" || loud == "" {
		t.Fatalf("a random game gave no quiet position (%q) or no loud one (%q)", quiet, loud)
	}
	dir := t.TempDir()
	lines := []tune.DataLine{{Game: 1, Ply: 1, Setup: 1, Position: quiet, Result: 1}, {Game: 1, Ply: 2, Setup: 1, Position: loud, Result: 1}}
	text := tune.DataHeader("by hand") + lines[0].String() + "\n" + lines[1].String() + "\n"
	if err := os.WriteFile(filepath.Join(dir, "a.tsv"), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	gs, err := readTuneData(e, model, rules.Config{Variant: e.Variant}, dir, &out)
	if err != nil || len(gs) != 1 || len(gs[0].samples) != 1 || gs[0].samples[0].Result != 1 ||
		!strings.HasPrefix(out.String(), "1 positions of 1 games read from ") || !strings.HasSuffix(out.String(), "; 1 no longer quiet left out\n") {
		t.Errorf("%v, %d games, out %q", err, len(gs), out.String())
	}
}

// keepLines is s's lines that start with one of prefixes, in order.
func keepLines(s string, prefixes ...string) string {
	var kept []string
	for _, l := range strings.Split(s, "\n") {
		for _, p := range prefixes {
			if strings.HasPrefix(l, p) {
				kept = append(kept, l)
				break
			}
		}
	}
	return strings.Join(kept, "\n")
}

// skippedLine is what a rerun by this build says of a part it played already: a test's
// build records no commit, so it cannot tell itself from another build so recorded.
func skippedLine(part string) string {
	if by := "played by " + builtFrom(); !builtExactly(by) {
		return part + ": written already (" + by + ", which this build cannot tell from itself), skipped"
	}
	return part + ": written already, skipped"
}
