package cli

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"oddboards/internal/atomicfile"
	"oddboards/rules"
	"oddboards/rules/arena"
	"oddboards/rules/games"
	"oddboards/rules/tune"
)

// DatagenUsage is the usage of the datagen subcommand.
const DatagenUsage = `  oddboards datagen GAME --out DIR [--games N] [--nodes N] [--openings PLIES] [--seed S]
      [--jobs J] [--setup N|DICE|random] [--mode M] [--option key=value] [--max-plies N]
      [--parts A-B]
                                             self-play at a node budget from seeded openings
                                             and random setups, writing each quiet position
                                             with the search's score and the game's result
                                             to DIR/part-0001.tsv (games 1-100), … (format:
                                             docs/datagen.md); a part already written is
                                             skipped, so a rerun goes on where one stopped;
                                             --parts plays only parts A to B, so that
                                             machines can share one data set
`

// gamesPerPart are the games of one part file: a part is written when all of its games
// are done, so an interrupted run loses at most a part's worth of games.
const gamesPerPart = 100

// datagenPlan is what makes a data set's games what they are: two runs with the same
// plan write the same parts (the jobs and the number of games do not change a game).
type datagenPlan struct {
	e        games.Entry
	cfg      rules.Config // the start: --setup random changes its setup
	random   bool
	nodes    int64
	openings int
	seed     uint64
	maxPlies int
}

// text is the plan as a part's header records it, to tell on a rerun whether a part
// already written belongs to this data set.
func (p datagenPlan) text() string {
	setup := "random"
	if !p.random {
		setup = fmt.Sprint(p.cfg.Setup)
	}
	var opts []string
	for k, v := range p.cfg.Options {
		opts = append(opts, k+"="+v)
	}
	sort.Strings(opts)
	s := fmt.Sprintf("plan: %s nodes %d openings %d seed %d setup %s max-plies %d", p.e.ID, p.nodes, p.openings, p.seed, setup, p.maxPlies)
	if p.cfg.Mode != "" {
		s += " mode " + p.cfg.Mode
	}
	if len(opts) > 0 {
		s += " options " + strings.Join(opts, ",")
	}
	if p.cfg.Position != "" {
		s += " position " + p.cfg.Position
	}
	return s
}

// dataGame is one game played for the data set.
type dataGame struct {
	setup  int
	lines  []tune.DataLine // the positions kept; none for a capped game
	plies  int
	capped bool
	ending rules.Outcome
}

// datagenCmd plays the data set's games part by part and writes each part's positions.
func datagenCmd(ctx context.Context, args []string, out io.Writer) error {
	fs := newFlags("datagen")
	nGames := fs.Int("games", 100, "games")
	nodes := fs.Int64("nodes", 20000, "nodes a move")
	openings := fs.Int("openings", 8, "plies of level 2 before the players")
	seed := fs.Uint64("seed", 1, "seed")
	jobs := fs.Int("jobs", 1, "jobs")
	maxPlies := fs.Int("max-plies", 600, "ply cap")
	dir := fs.String("out", "", "directory")
	partsArg := fs.String("parts", "", "parts to play, A-B")
	sf := addStartFlags(fs)
	e, err := oneGame(fs, args, "datagen needs GAME")
	if err != nil {
		return err
	}
	switch {
	case *dir == "":
		return usageErr("datagen needs --out DIR, the directory of the data set")
	case *maxPlies < 1 || *maxPlies > 100000:
		return usageErr("--max-plies must be from 1 to 100000")
	}
	if err := checkSelfPlay(sf, *nGames, 10_000_000, *nodes, *jobs, *openings); err != nil {
		return err
	}
	fromPart, toPart, err := partRange(*partsArg, (*nGames+gamesPerPart-1)/gamesPerPart)
	if err != nil {
		return err
	}
	plan := datagenPlan{e: e, random: *sf.setup == "random", nodes: *nodes, openings: *openings, seed: *seed, maxPlies: *maxPlies}
	if plan.random && *sf.position != "" {
		return usageErr("--setup random and --position cannot go together: a position is one start")
	}
	setupArg := *sf.setup
	if plan.random {
		setupArg = ""
	}
	if plan.cfg, err = config(e, setupArg, *sf.mode, sf.opts); err != nil {
		return err
	}
	if plan.cfg, err = sf.withPosition(e, plan.cfg); err != nil {
		return err
	}
	if n := len(e.Game.Players(plan.cfg)); n != 2 {
		return usageErr("datagen plays two-seat games only: %s has %d seats here", e.ID, n)
	}
	if plan.random && e.Game.Setups(e.Variant) == 0 {
		plan.random = false // nothing to draw: the game's one start
	}
	if _, err := rules.StartOf(e.Game, plan.cfg); err != nil {
		return usageErr("%v", err)
	}
	if err := os.MkdirAll(*dir, 0o755); err != nil {
		return fileErr(*dir, err)
	}
	command := commandLine("oddboards datagen", args)
	began := time.Now()
	// The build is recorded because another one plays other games from the same plan:
	// a rerun by another build goes on, and says so of the parts it skips.
	built := strings.TrimPrefix(playedBy, "# ") + builtFrom()
	var todo []dataPart
	skipped := 0
	for part := fromPart; part <= toPart; part++ {
		first := (part-1)*gamesPerPart + 1
		last := min(first+gamesPerPart-1, *nGames)
		path := filepath.Join(*dir, fmt.Sprintf("part-%04d.tsv", part))
		games := fmt.Sprintf("games %d-%d", first, last)
		if _, err := os.Stat(path); err == nil {
			by, err := checkPart(path, []string{plan.text(), games})
			if err != nil {
				return err
			}
			note := ""
			switch {
			case by != "" && by != built:
				note = " (" + by + ", not by this build)"
			case by != "" && !builtExactly(built):
				note = " (" + by + ", which this build cannot tell from itself)"
			}
			fmt.Fprintf(out, "%s: written already%s, skipped\n", shortPath(path), note)
			skipped++
			continue
		}
		todo = append(todo, dataPart{first: first, last: last, path: path, header: tune.DataHeader(command, plan.text(), built, games)})
	}
	var played, kept, capped int
	err = playParts(ctx, plan, todo, *jobs, out, func(dp dataPart, gs []dataGame) error {
		var b strings.Builder
		b.WriteString(dp.header)
		lines := 0
		for _, g := range gs {
			played++
			if g.capped {
				capped++
			}
			for _, l := range g.lines {
				b.WriteString(l.String() + "\n")
			}
			lines += len(g.lines)
		}
		kept += lines
		if err := atomicfile.Write(dp.path, []byte(b.String())); err != nil {
			return fileErr(dp.path, err)
		}
		fmt.Fprintf(out, "wrote %s: games %d-%d, %d positions\n", shortPath(dp.path), dp.first, dp.last, lines)
		return nil
	})
	if err != nil {
		return err
	}
	secs := time.Since(began).Seconds()
	fmt.Fprintf(out, "%d games played, %d positions kept, %d capped games left out", played, kept, capped)
	if skipped > 0 {
		fmt.Fprintf(out, ", %d parts written already", skipped)
	}
	if played > 0 && secs > 0 {
		fmt.Fprintf(out, "; %.1f positions a second", float64(kept)/secs)
	}
	fmt.Fprintln(out)
	return nil
}

// partRange reads --parts A-B (or one part, A): the parts of the data set this run plays,
// so that several machines can share one data set's games. Empty means all n parts.
func partRange(arg string, n int) (from, to int, err error) {
	if arg == "" {
		return 1, n, nil
	}
	a, b, found := strings.Cut(arg, "-")
	if !found {
		b = a
	}
	from, errA := strconv.Atoi(a)
	to, errB := strconv.Atoi(b)
	if errA != nil || errB != nil || from < 1 || to < from || to > n {
		return 0, 0, usageErr("--parts %q: give A-B, parts from 1 to %d (the --games in parts of %d), A no more than B", excerpt(arg), n, gamesPerPart)
	}
	return from, to, nil
}

// shortPath is what a message quotes of a file's path: the excerpts of its directory
// and of its name, so that a long directory does not cut the name off.
func shortPath(path string) string {
	return filepath.Join(excerpt(filepath.Dir(path)), excerpt(filepath.Base(path)))
}

// builtExactly reports whether a "played by" line names one build: not one made
// outside a checkout (no commit) or with changes not committed.
func builtExactly(by string) bool {
	return !strings.Contains(by, "not recorded") && !strings.Contains(by, "changes not committed")
}

// checkPart makes sure that the part at path, written already, is this data set's: its
// header records the plan and the games it was written with. It returns the header's
// line of the build that played it ("" in a part from before parts named theirs).
func checkPart(path string, want []string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", fileErr(path, err)
	}
	defer f.Close()
	var head []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 4096), tune.MaxDataLine)
	for sc.Scan() && strings.HasPrefix(sc.Text(), "#") {
		head = append(head, strings.TrimPrefix(sc.Text(), "# "))
	}
	for _, w := range want {
		found := false
		for _, h := range head {
			found = found || h == w
		}
		if !found {
			return "", fmt.Errorf("%s holds another data set's games (its header's plan or games are not this run's): move it away, or use another --out", shortPath(path))
		}
	}
	for _, h := range head {
		if strings.HasPrefix(h, strings.TrimPrefix(playedBy, "# ")) {
			return h, nil
		}
	}
	return "", nil
}

// dataPart is a part of the data set still to play: games first to last, written to
// path under header.
type dataPart struct {
	first, last int
	path        string
	header      string
}

// playParts plays the parts' games on jobs goroutines, one pool over all of them so that
// no job waits for a part's last game, printing each game's line in the games' order as
// soon as the games before it are done too, and handing each part to write once its
// games and every earlier part's are done. write is called with the pool's lock held,
// one part at a time.
func playParts(ctx context.Context, plan datagenPlan, parts []dataPart, jobs int, out io.Writer, write func(dataPart, []dataGame) error) error {
	var nums []int // the games to play, in order
	for _, dp := range parts {
		for num := dp.first; num <= dp.last; num++ {
			nums = append(nums, num)
		}
	}
	n := len(nums)
	gs := make([]dataGame, n)
	done := make([]bool, n)
	var mu sync.Mutex
	next, printed, written, partStart := 0, 0, 0, 0
	var firstErr error
	var wg sync.WaitGroup
	for range min(jobs, n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			model := plan.e.Tune() // one a goroutine: a model may keep buffers
			for {
				mu.Lock()
				i := next
				next++
				stop := firstErr != nil
				mu.Unlock()
				if i >= n || stop {
					return
				}
				g, err := playDataGame(ctx, plan, model, nums[i])
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = fmt.Errorf("game %d: %w", nums[i], err)
				}
				gs[i], done[i] = g, true
				for printed < n && done[printed] && firstErr == nil {
					fmt.Fprintln(out, dataGameText(nums[printed], gs[printed]))
					printed++
					dp := parts[written]
					if nums[printed-1] == dp.last {
						firstErr = write(dp, gs[partStart:printed])
						clear(gs[partStart:printed]) // written: its positions need no keeping
						written++
						partStart = printed
					}
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return firstErr
}

// dataGameText is a game's line: game 12: setup 1402: 1-0 (checkmate), 143 plies, 61 positions.
func dataGameText(num int, g dataGame) string {
	where := ""
	if g.setup > 0 {
		where = fmt.Sprintf("setup %d: ", g.setup)
	}
	if g.capped {
		return fmt.Sprintf("game %d: %scapped at %d plies, left out", num, where, g.plies)
	}
	score := "1/2-1/2"
	switch r, _ := tune.Result(g.ending); r {
	case 1:
		score = "1-0"
	case 0:
		score = "0-1"
	}
	return fmt.Sprintf("game %d: %s%s (%s), %d plies, %d positions", num, where, score, g.ending.Reason, g.plies, len(g.lines))
}

// gameSeed is game num's own seed: its setup, opening and every search follow from it,
// so that a game is the same whichever run, part or job plays it.
func gameSeed(seed uint64, num int) uint64 {
	return rand.New(rand.NewPCG(seed, uint64(num))).Uint64()
}

// playDataGame plays game num between two searches of the plan's node budget, each with
// the transposition table it keeps from move to move, and keeps the quiet positions
// after the first ply whose search saw no forced mate.
func playDataGame(ctx context.Context, plan datagenPlan, model tune.Model, num int) (dataGame, error) {
	gseed := gameSeed(plan.seed, num)
	cfg := plan.cfg
	if plan.random {
		cfg.Setup = drawSetup(plan.e, cfg, rand.New(rand.NewPCG(gseed, 1)))
	}
	g := dataGame{setup: cfg.Setup}
	cfg, err := arena.Opening(ctx, plan.e, cfg, plan.openings, gseed)
	if err != nil {
		return g, err
	}
	p, err := rules.StartOf(plan.e.Game, rules.ConfigOf(plan.e.Game, cfg))
	if err != nil {
		return g, err
	}
	memory := [2]*rules.SearchMemory{{}, {}} // one a seat, as two engines would keep theirs
	var buf []tune.Feature
	for ply := 0; ; ply++ {
		if g.ending = p.Outcome(); g.ending.Over() {
			break
		}
		if ply >= plan.maxPlies {
			g.capped = true
			break
		}
		seat := p.ToMove()
		r := p.Think(ctx, rules.Limits{Nodes: plan.nodes, Seed: gseed ^ uint64(ply+1)*0xd1b54a32d192ed03, HashMB: 16, Memory: memory[seat]}, nil)
		if err := ctx.Err(); err != nil {
			return g, err // a search stopped part way chose from what it reached
		}
		if !r.Found {
			return g, fmt.Errorf("ply %d: the search found no move in a game that goes on", ply)
		}
		if ply > 0 && r.MatePlies == 0 {
			var quiet bool
			if buf, quiet = model.Features(p, buf[:0]); quiet {
				score := r.Score
				if seat != 0 {
					score = -score
				}
				g.lines = append(g.lines, tune.DataLine{Ply: ply, Setup: cfg.Setup, Position: p.PositionText(), Score: score})
			}
		}
		p = p.Play(r.Best)
		g.plies = ply + 1
	}
	if g.capped {
		g.lines = nil // its result is not known
		return g, nil
	}
	result, _ := tune.Result(g.ending)
	for i := range g.lines {
		g.lines[i].Game, g.lines[i].Result = num, result
	}
	return g, nil
}
