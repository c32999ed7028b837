package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"oddboards/internal/atomicfile"
	"oddboards/rules"
	"oddboards/rules/arena"
	"oddboards/rules/games"
	"oddboards/rules/search"
	"oddboards/rules/tune"
)

// TuneUsage is the usage of the tune subcommand.
const TuneUsage = `  oddboards tune GAME [--games N] [--nodes N] [--openings PLIES] [--seed S] [--jobs J]
      [--setup N|DICE|random] [--option key=value] [--max-plies N] [--save DIR]
      [--from DIR | --data DIR [--blend SHARE]] [--fit NAME,…] [--iterations N]
      [--ridge R|auto] [--weights hand|playing] [--out FILE]
                                             fit the evaluation's weights to games' results
                                             (Texel's method): self-play at a node budget
                                             from seeded openings and random setups, or the
                                             games saved in DIR (match --save), or the
                                             positions of a data set (datagen); the fit
                                             starts from the hand-set weights, or with
                                             --weights playing from those the computer
                                             plays with; --ridge pulls weights toward
                                             that start (auto: the pull that fits the
                                             held-out games best); --fit fits only the
                                             weights whose names begin so
                                             ("value,centre"), the others held at the
                                             start; --blend labels a
                                             data set's positions with that share of the
                                             result and the rest from the search's score
                                             (default 1: the result alone); --out writes
                                             the game's weights.go
`

// ridgeChoices are the pulls toward the starting weights --ridge auto tries.
func ridgeChoices() []float64 { return []float64{0, 0.0005, 0.002, 0.01, 0.05} }

// holdOut: every tenth game is kept out of the fit, to tell a better evaluation from
// one fitted to the accidents of these games.
const holdOut = 10

// tuneCmd plays or reads games, samples their quiet positions, fits K and then the
// weights, prints the errors and the weights that changed, and writes the weights file.
func tuneCmd(ctx context.Context, args []string, out io.Writer) error {
	fs := newFlags("tune")
	nGames := fs.Int("games", 100, "games")
	nodes := fs.Int64("nodes", 5000, "nodes a move")
	openings := fs.Int("openings", 8, "plies of level 2 before the players")
	seed := fs.Uint64("seed", 1, "seed")
	jobs := fs.Int("jobs", 1, "jobs")
	maxPlies := fs.Int("max-plies", 600, "ply cap")
	save := fs.String("save", "", "directory")
	from := fs.String("from", "", "directory of saved games")
	data := fs.String("data", "", "directory of a data set (datagen)")
	iterations := fs.Int("iterations", 2000, "passes of the optimiser")
	ridgeFlag := fs.String("ridge", "auto", "pull toward the starting weights, or auto")
	outFile := fs.String("out", "", "the weights file to write")
	fitFlag := fs.String("fit", "", "the beginnings of the names of the weights to fit")
	blend := fs.Float64("blend", 1, "the result's share of a data set's labels")
	startFrom := fs.String("weights", "hand", "the weights to start from: hand or playing")
	sf := addStartFlags(fs)
	e, err := oneGame(fs, args, "tune needs GAME")
	if err != nil {
		return err
	}
	model := e.Tune()
	params, startName, err := startWeights(model, e.ID, *startFrom)
	if err != nil {
		return err
	}
	if params, err = fitOnly(params, *fitFlag); err != nil {
		return err
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	switch {
	case *iterations < 1 || *iterations > 1_000_000:
		return usageErr("--iterations must be from 1 to 1000000")
	case *maxPlies < 1 || *maxPlies > 100000:
		return usageErr("--max-plies must be from 1 to 100000")
	case !(*blend >= 0 && *blend <= 1):
		return usageErr("--blend must be a share from 0 to 1")
	case given["blend"] && *data == "":
		return usageErr("--blend mixes a data set's scores into its labels: it needs --data")
	}
	ridges := ridgeChoices()
	if *ridgeFlag != "auto" {
		r, err := strconv.ParseFloat(*ridgeFlag, 64)
		if err != nil || r < 0 || r > 1000 || math.IsNaN(r) {
			return usageErr("--ridge must be auto or a number from 0 to 1000, not %s", quote(*ridgeFlag))
		}
		ridges = []float64{r}
	}
	var games []gameSamples
	switch {
	case *from != "" && *data != "":
		return usageErr("--from and --data cannot go together: fit from one or the other")
	case *data != "":
		for _, f := range []string{"games", "nodes", "openings", "seed", "jobs", "save", "setup", "position", "max-plies"} {
			if given[f] {
				return usageErr("--data reads positions labelled already: --%s is for playing games", f)
			}
		}
		cfg, err := config(e, "", *sf.mode, sf.opts)
		if err != nil {
			return err
		}
		if games, err = readTuneData(e, model, cfg, *data, out); err != nil {
			return err
		}
	case *from != "":
		for _, f := range []string{"games", "nodes", "openings", "seed", "jobs", "save", "setup", "option", "position", "mode"} {
			if given[f] {
				return usageErr("--from reads games played already: --%s is for playing them", f)
			}
		}
		if games, err = readTuneGames(e, model, *from, *maxPlies, out); err != nil {
			return err
		}
	default:
		if err := checkSelfPlay(sf, *nGames, 100000, *nodes, *jobs, *openings); err != nil {
			return err
		}
		sc, err := selfPlay(ctx, e, sf, *nGames, *nodes, *openings, *seed, *jobs, *maxPlies, *save, model, out)
		if err != nil {
			return err
		}
		games = sc
	}
	w, unseen, notes, err := fitWeights(games, params, ridges, *iterations, *blend, startName, out)
	if err != nil {
		return err
	}
	for _, n := range notes {
		fmt.Fprintln(out, n)
	}
	for i, p := range params {
		if w[i] != int(p.Start) {
			fmt.Fprintf(out, "  %-24s %6d → %d\n", p.Name, int(p.Start), w[i])
		}
	}
	if *outFile == "" {
		return nil
	}
	pkg, fn := model.Home()
	src, err := tune.GoFile{Package: pkg, Func: fn, Command: commandLine("oddboards tune", args),
		Notes: notes, Params: params, Weights: w, Unseen: unseen}.Source()
	if err != nil {
		return err
	}
	if err := atomicfile.Write(*outFile, src); err != nil {
		return fileErr(*outFile, err)
	}
	fmt.Fprintf(out, "wrote %s\n", excerpt(*outFile))
	return nil
}

// fitWeights fits K and then the weights to the games' samples but every tenth game's,
// with each ridge in turn, keeping the weights that fit the games held out best (or
// the middle ridge's with fewer than ten games). The notes say how well they fit.
// With blend below 1, the samples are relabelled (tune.Blend) once K is fitted to
// their results. startName names the weights the params start from, in the notes.
// unseen marks the weights no position of the fit bears on, which keep their starts.
func fitWeights(games []gameSamples, params []tune.Param, ridges []float64, iterations int, blend float64, startName string, out io.Writer) (w []int, unseen []bool, notes []string, err error) {
	var train, check []tune.Sample
	var trainScores, checkScores []float64
	for i, g := range games {
		if len(games) >= holdOut && i%holdOut == holdOut-1 {
			check = append(check, g.samples...)
			checkScores = append(checkScores, g.scores...)
		} else {
			train = append(train, g.samples...)
			trainScores = append(trainScores, g.scores...)
		}
	}
	if len(train) == 0 {
		return nil, nil, nil, fmt.Errorf("no quiet positions to fit in %d games", len(games))
	}
	start := make([]float64, len(params))
	for i, p := range params {
		start[i] = p.Start
	}
	k := tune.FitK(train, start)
	if blend < 1 {
		tune.Blend(train, trainScores, k, blend)
		tune.Blend(check, checkScores, k, blend)
	}
	if len(check) == 0 && len(ridges) > 1 {
		ridges = ridges[len(ridges)/2:][:1] // nothing to choose by: the middle one
	}
	ridge, best := 0.0, math.Inf(1)
	for _, r := range ridges {
		wr := tune.Round(tune.Fit(train, params, k, tune.Options{Iterations: iterations, Ridge: r}))
		if len(ridges) == 1 {
			w, ridge = wr, r
			break
		}
		held := tune.MeanError(check, tune.Floats(wr), k)
		fmt.Fprintf(out, "ridge %g: held-out error %.6f\n", r, held)
		if held < best {
			w, ridge, best = wr, r, held
		}
	}
	fitted := tune.Floats(w)
	before, after := tune.MeanError(train, start, k), tune.MeanError(train, fitted, k)
	labels := ""
	if blend < 1 {
		labels = fmt.Sprintf("; labels %g result, %g search score", blend, 1-blend)
	}
	notes = []string{
		fmt.Sprintf("%d positions of %d games; K %.4f%s; ridge %g; mean squared error %.6f with the %s weights, %.6f tuned", len(train), len(games), k, labels, ridge, before, startName, after),
	}
	if len(check) > 0 {
		notes = append(notes, fmt.Sprintf("on the %d positions of the %d games held out (every %s): %.6f and %.6f",
			len(check), len(games)/holdOut, ordinal(holdOut), tune.MeanError(check, start, k), tune.MeanError(check, fitted, k)))
	}
	unseen = tune.Unseen(train, len(params))
	var names []string
	for i, p := range params {
		if unseen[i] && !p.Fixed {
			names = append(names, p.Name)
		}
	}
	if len(names) > 0 {
		notes = append(notes, fmt.Sprintf("%d weights no position of the fit bears on, left at the %s weights: %s",
			len(names), startName, shortList(names, 6)))
	}
	return w, unseen, notes, nil
}

// shortList joins the first n names and counts the rest, to keep a note to a line.
func shortList(names []string, n int) string {
	if len(names) <= n {
		return strings.Join(names, ", ")
	}
	return fmt.Sprintf("%s and %d more", strings.Join(names[:n], ", "), len(names)-n)
}

// checkSelfPlay checks the flags of self-play (tune's and datagen's), and makes the
// setup random where neither a setup nor a position was given.
func checkSelfPlay(sf *startFlags, games, maxGames int, nodes int64, jobs, openings int) error {
	switch {
	case games < 1 || games > maxGames:
		return usageErr("--games must be from 1 to %d", maxGames)
	case nodes < 1:
		return usageErr("--nodes must be a whole number above 0")
	case jobs < 1 || jobs > 64:
		return usageErr("--jobs must be from 1 to 64")
	case openings < 0 || openings > 40:
		return usageErr("--openings must be from 0 to 40 plies")
	}
	if *sf.setup == "" && *sf.position == "" {
		*sf.setup = "random"
	}
	return nil
}

// gameSamples are a game's quiet positions; scores are a data set's search scores of
// them, in order (nil for games played or read).
type gameSamples struct {
	samples []tune.Sample
	scores  []float64
}

// selfPlay plays n games between searches of the same node budget, one a seat, each from a
// setup drawn at random (or the one given) and an opening of seeded level-2 plies, and
// samples them. The games are numbered and sampled in order whatever the jobs.
func selfPlay(ctx context.Context, e games.Entry, sf *startFlags, n int, nodes int64, openings int, seed uint64, jobs, maxPlies int, save string, model tune.Model, out io.Writer) ([]gameSamples, error) {
	random := *sf.setup == "random"
	setupArg := *sf.setup
	if random {
		setupArg = ""
	}
	cfg, err := config(e, setupArg, *sf.mode, sf.opts)
	if err != nil {
		return nil, err
	}
	if cfg, err = sf.withPosition(e, cfg); err != nil {
		return nil, err
	}
	if random && *sf.position != "" {
		return nil, usageErr("--setup random and --position cannot go together: a position is one start")
	}
	setups := e.Game.Setups(e.Variant)
	p, err := arena.ParsePlayer(fmt.Sprintf("nodes:%d", nodes), search.Levels{}, 0)
	if err != nil {
		return nil, usageErr("--nodes: %v", err)
	}
	if save != "" {
		if err := os.MkdirAll(save, 0o755); err != nil {
			return nil, fileErr(save, err)
		}
	}
	played := make([]gameSamples, n)
	setupOf := make([]int, n) // each game's, as its Config drew it
	var sampleErr, saveErr error
	series := arena.Series{
		Entry: e, Players: slices.Repeat([]arena.Player{p}, len(e.Game.Players(cfg))), Games: n, Seed: seed, Jobs: jobs, MaxPlies: maxPlies,
		Config: func(i int) (rules.Config, error) {
			c := cfg
			if random && setups > 0 {
				c.Setup = 1 + rand.New(rand.NewPCG(seed, uint64(i))).IntN(setups)
			}
			setupOf[i] = c.Setup
			return arena.Opening(ctx, e, c, openings, seed^uint64(i)*0xbf58476d1ce4e5b9)
		},
		Done: func(i int, g arena.Game, _ arena.Tally) {
			s, err := gameSamplesOf(model, g)
			if err != nil && sampleErr == nil {
				sampleErr = err
			}
			played[i].samples = s
			where := ""
			if setupOf[i] > 0 {
				where = fmt.Sprintf("setup %d: ", setupOf[i])
			}
			fmt.Fprintf(out, "game %d: %s%s, %d quiet positions\n", i+1, where, gameResult(g, g.Match.Players()), len(s))
			if save != "" && saveErr == nil {
				saveErr = saveGame(savedGamePath(save, i), g)
			}
		},
	}
	if _, err := series.Run(ctx); err != nil {
		return nil, err
	}
	if sampleErr != nil {
		return nil, sampleErr
	}
	return played, saveErr
}

// gameSamplesOf samples a game tune played: from the first seat's side, labelled with
// its result, in two seats; from each seat's side, labelled with the seat's placing
// (a capped game's by material, as the match placed it), in more.
func gameSamplesOf(model tune.Model, g arena.Game) ([]tune.Sample, error) {
	if sm, ok := model.(tune.SeatModel); ok && len(g.Placing) > 2 {
		return tune.FromPlacings(sm, g.Match, tune.PlacingScores(g.Placing), 0, nil)
	}
	r, _ := tune.Result(g.Outcome)
	return tune.FromMatch(model, g.Match, r, 0, nil)
}

// readTuneGames samples the games saved in dir (every .txt file, in name order), of
// any number of seats. A game still going counts as stopped at the cap if it reached
// it (a match's capped game: a draw, or in more seats placed by material), and is
// left out otherwise: its result is not known.
func readTuneGames(e games.Entry, model tune.Model, dir string, maxPlies int, out io.Writer) ([]gameSamples, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.txt"))
	if err != nil {
		return nil, fileErr(dir, err)
	}
	if _, err := os.Stat(dir); err != nil {
		return nil, fileErr(dir, err)
	}
	slices.Sort(paths)
	var games []gameSamples
	unfinished := 0
	for _, path := range paths {
		m, err := loadRecord(e, path)
		if err != nil {
			return nil, err
		}
		if !m.Outcome().Over() && len(m.History()) < maxPlies {
			unfinished++
			continue
		}
		// labelled as tune labels the games it plays: by the result in two seats, by
		// the placings (a capped game's by material) in more
		s, err := gameSamplesOf(model, arena.Judge(m))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", excerpt(path), err)
		}
		games = append(games, gameSamples{samples: s})
	}
	fmt.Fprintf(out, "%d games read from %s", len(games), excerpt(dir))
	if unfinished > 0 {
		fmt.Fprintf(out, "; %d unfinished ones left out", unfinished)
	}
	fmt.Fprintln(out)
	if len(games) == 0 {
		return nil, fmt.Errorf("%s: no finished games", excerpt(dir))
	}
	return games, nil
}

// readTuneData samples the positions of a data set (every .tsv file in dir, in name
// order, as datagen writes them): each read under cfg with its own line's setup and
// labelled with its game's result, grouped by the game's number so that whole games
// are held out. A position no longer quiet (a model changed since) is left out.
func readTuneData(e games.Entry, model tune.Model, cfg rules.Config, dir string, out io.Writer) ([]gameSamples, error) {
	if _, err := os.Stat(dir); err != nil {
		return nil, fileErr(dir, err)
	}
	paths, err := filepath.Glob(filepath.Join(dir, "*.tsv"))
	if err != nil {
		return nil, fileErr(dir, err)
	}
	slices.Sort(paths)
	var games []gameSamples
	index := map[int]int{} // a game's number → its place in games
	var buf []tune.Feature
	positions, loud := 0, 0
	for _, path := range paths {
		f, err := os.Open(path)
		if err != nil {
			return nil, fileErr(path, err)
		}
		err = tune.ScanData(f, func(_ int, d tune.DataLine) error {
			c := cfg
			c.Setup = d.Setup
			p, err := e.Game.ReadPosition(c, d.Position)
			if err != nil {
				return fmt.Errorf("position: %w", err)
			}
			fs, ok := model.Features(p, buf[:0])
			buf = fs
			if !ok {
				loud++
				return nil
			}
			i, seen := index[d.Game]
			if !seen {
				i = len(games)
				index[d.Game] = i
				games = append(games, gameSamples{})
			}
			games[i].samples = append(games[i].samples, tune.Sample{Features: slices.Clone(fs), Result: d.Result})
			games[i].scores = append(games[i].scores, float64(d.Score))
			positions++
			return nil
		})
		f.Close()
		if de := (*tune.DataError)(nil); errors.As(err, &de) {
			return nil, fmt.Errorf("%s:%d: %w", shortPath(path), de.Line, de.Err)
		}
		if err != nil {
			return nil, fileErr(path, err)
		}
	}
	fmt.Fprintf(out, "%d positions of %d games read from %s", positions, len(games), excerpt(dir))
	if loud > 0 {
		fmt.Fprintf(out, "; %d no longer quiet left out", loud)
	}
	fmt.Fprintln(out)
	if positions == 0 {
		return nil, fmt.Errorf("%s: no quiet positions in its .tsv files", excerpt(dir))
	}
	return games, nil
}

// startWeights are the model's params starting from the hand-set weights (which
// "hand") or from those the game's computer plays with ("playing"), and what the notes
// call them.
func startWeights(model tune.Model, game, which string) ([]tune.Param, string, error) {
	params := model.Params()
	switch which {
	case "hand":
		return params, "hand-set", nil
	case "playing":
		var starts []float64
		if pm, ok := model.(tune.PlayingModel); ok {
			starts = pm.PlayingStarts()
		}
		if starts == nil {
			return nil, "", usageErr("--weights playing: %s plays with its hand-set weights; leave --weights out", game)
		}
		for i := range params {
			params[i].Start = starts[i]
		}
		return params, "playing", nil
	}
	return nil, "", usageErr("--weights must be hand or playing, not %s", quote(which))
}

// fitOnly holds every param but those whose names begin with one of the words of
// list, a comma-separated list (all of them for an empty one). A word that begins no
// name is a mistake.
func fitOnly(params []tune.Param, list string) ([]tune.Param, error) {
	if list == "" {
		return params, nil
	}
	words := strings.Split(list, ",")
	for _, w := range words {
		w = strings.TrimSpace(w)
		if w == "" || !slices.ContainsFunc(params, func(p tune.Param) bool { return strings.HasPrefix(p.Name, w) }) {
			var firsts []string // the names' first words
			for _, p := range params {
				if f, _, _ := strings.Cut(p.Name, " "); !slices.Contains(firsts, f) {
					firsts = append(firsts, f)
				}
			}
			return nil, usageErr("--fit: no weight's name begins with %s (they begin %s)", quote(w), strings.Join(firsts, ", "))
		}
	}
	for i := range params {
		if !slices.ContainsFunc(words, func(w string) bool { return strings.HasPrefix(params[i].Name, strings.TrimSpace(w)) }) {
			params[i].Fixed = true
		}
	}
	return params, nil
}

// commandLine is a command as a shell would take it back: each argument quoted when it
// holds anything but plain letters, digits and -_.,:/=+.
func commandLine(name string, args []string) string {
	words := []string{name}
	for _, a := range args {
		plain := a != ""
		for _, r := range a {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_.,:/=+", r)) {
				plain = false
				break
			}
		}
		if !plain {
			a = "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
		}
		words = append(words, a)
	}
	return strings.Join(words, " ")
}
