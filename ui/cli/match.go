package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"time"

	"oddboards/rules"
	"oddboards/rules/arena"
	"oddboards/rules/games"
	"oddboards/rules/search"
	"oddboards/rules/seat"
)

// MatchUsage is the usage of the match subcommand.
const MatchUsage = `  oddboards match GAME --players A,B[,…] --games N [--setup N|DICE|random|N,N,…] [--mode M]
      [--option key=value] [--position STRING] [--openings PLIES] [--seed S] [--jobs J]
      [--save DIR [--resume]] [--max-plies N] [--top-time S]
      [--uci-option [P:]NAME=VALUE] [--uci-limit [P:]time:S|nodes:N|depth:D] [--uci-timeout S]
      [--sprt ELO0,ELO1 [--sprt-alpha A] [--sprt-beta B]]
      [--adjudicate[=resign=CP,moves=N,draw=CP,drawmoves=N,drawafter=PLY]]
                                             computer games between players (` + seat.Forms + `,
                                             or uci:COMMAND, an outside UCI engine, in Chess
                                             2016, 56 and 112), one per seat, seats rotated
                                             game by game; --openings starts each round after
                                             that many seeded plies of rung 2; --resume
                                             tallies the games already in DIR and plays the
                                             rest; --setup random skips the setups the first
                                             player wins at once; --sprt stops once a
                                             sequential test of the first player against the
                                             second decides; --adjudicate, when every player
                                             is a uci: engine, ends a game by both engines'
                                             scores: a resignation once both score a side 700
                                             cp or more behind for 4 moves each, a draw once
                                             both score within 10 cp for 8 plies, from ply 120
`

// matchCmd plays a series and prints each game as it ends, then every player's wins,
// draws and losses (and placings with more than two seats) and the first player's Elo
// difference to the others with its 95% interval, and the SPRT's verdict.
func matchCmd(ctx context.Context, args []string, out io.Writer) error {
	fs, f := newMatchFlags()
	e, err := oneGame(fs, adjudicateArgs(args), "match needs GAME (and --players and --games)")
	if err != nil {
		return err
	}
	plan, err := f.plan(e)
	if err != nil {
		return err
	}
	if err := f.prepareSave(); err != nil {
		return err
	}
	series := plan.series(ctx, f)
	if *f.resume {
		if err := resumeSeries(&series, plan, *f.save, out); err != nil {
			return err
		}
	}
	return runSeries(ctx, series, plan, *f.save, out)
}

// matchFlags are the match subcommand's flags, as given.
type matchFlags struct {
	players, save, topTime, sprt    *string
	games, jobs, maxPlies, openings *int
	seed                            *uint64
	resume                          *bool
	alpha, beta                     *float64
	start                           *startFlags
	engines                         engineFlags
	adjudicate                      adjudicateFlag
}

// newMatchFlags defines match's flags, with the defaults a series plays by.
func newMatchFlags() (*flag.FlagSet, *matchFlags) {
	fs := newFlags("match")
	f := &matchFlags{
		players:  fs.String("players", "", "players"),
		games:    fs.Int("games", 0, "games"),
		start:    addStartFlags(fs),
		seed:     fs.Uint64("seed", 1, "seed"),
		jobs:     fs.Int("jobs", 1, "jobs"),
		save:     fs.String("save", "", "directory"),
		resume:   fs.Bool("resume", false, "go on from the games saved in --save"),
		maxPlies: fs.Int("max-plies", 600, "ply cap"),
		topTime:  fs.String("top-time", "", "seconds a move at the top level"),
		openings: fs.Int("openings", 0, "plies of rung 2 before the players"),
		sprt:     fs.String("sprt", "", "ELO0,ELO1"),
		alpha:    fs.Float64("sprt-alpha", 0.05, "the SPRT's alpha"),
		beta:     fs.Float64("sprt-beta", 0.05, "the SPRT's beta"),
	}
	fs.Var(&f.engines.options, "uci-option", "[P:]NAME=VALUE for uci: players")
	fs.Var(&f.engines.limits, "uci-limit", "[P:]time:S|nodes:N|depth:D for uci: players")
	fs.StringVar(&f.engines.timeout, "uci-timeout", "", "seconds past its time a uci: player's move may take")
	fs.Var(&f.adjudicate, "adjudicate", "end uci: engines' games by their scores")
	return fs, f
}

// matchPlan is what the flags ask of a series, read and checked.
type matchPlan struct {
	e       games.Entry
	cfg     rules.Config // the start: --setup random and a list change its setup
	random  bool         // --setup random
	list    []int        // --setup N,N,…: one a round, in turn
	players []arena.Player
	names   []rules.PlayerInfo  // the seats'
	sprt    *arena.SPRT         // nil without --sprt
	adj     *arena.Adjudication // nil without --adjudicate
}

// plan reads and checks the flags for a series of e, in the order a user fixes them.
func (f *matchFlags) plan(e games.Entry) (matchPlan, error) {
	p := matchPlan{e: e}
	if err := f.checkRanges(); err != nil {
		return p, err
	}
	top, err := f.topMove()
	if err != nil {
		return p, err
	}
	if p.cfg, p.random, p.list, err = matchStart(e, f.start); err != nil {
		return p, err
	}
	p.names = e.Game.Players(p.cfg)
	if p.players, err = matchPlayers(e, p.cfg, *f.players, top, f.engines); err != nil {
		return p, err
	}
	if *f.sprt != "" {
		if p.sprt, err = readSPRT(*f.sprt, *f.alpha, *f.beta, e.Name, len(p.names)); err != nil {
			return p, err
		}
	}
	if p.adj, err = f.adjudicate.read(p.players); err != nil {
		return p, err
	}
	return p, nil
}

// checkRanges checks the flags that are whole numbers in a range.
func (f *matchFlags) checkRanges() error {
	for _, r := range []struct {
		v       int
		lo, hi  int
		message string
	}{
		{*f.games, 1, 100000, "--games must be from 1 to 100000"},
		{*f.jobs, 1, 64, "--jobs must be from 1 to 64"},
		{*f.maxPlies, 1, 100000, "--max-plies must be from 1 to 100000"},
		{*f.openings, 0, 40, "--openings must be from 0 to 40 plies"},
	} {
		if r.v < r.lo || r.v > r.hi {
			return usageErr("%s", r.message)
		}
	}
	return nil
}

// topMove is --top-time: how long the top level thinks a move.
func (f *matchFlags) topMove() (time.Duration, error) {
	if *f.topTime == "" {
		return search.DefaultTopTime, nil
	}
	top, err := seat.Seconds(*f.topTime)
	if err != nil {
		return 0, usageErr("--top-time: %v", err)
	}
	return top, nil
}

// prepareSave checks --resume against --save and makes the folder the games go to.
func (f *matchFlags) prepareSave() error {
	if *f.resume && *f.save == "" {
		return usageErr("--resume needs --save DIR, the folder of the games played so far")
	}
	if *f.save == "" {
		return nil
	}
	return os.MkdirAll(*f.save, 0o755)
}

// matchStart reads the start flags of a series: its Config (of the first setup of a
// list, or none for random), and whether the setup is random or a list played round by
// round in turn ("37,288,1092": the setups an outside engine can play, for one).
func matchStart(e games.Entry, sf *startFlags) (cfg rules.Config, random bool, list []int, err error) {
	random = *sf.setup == "random"
	first := *sf.setup
	if strings.Contains(first, ",") {
		if list, err = listedSetups(e, sf); err != nil {
			return cfg, false, nil, err
		}
		first = strings.TrimSpace(strings.Split(first, ",")[0])
	}
	if (random || list != nil) && *sf.position != "" {
		return cfg, false, nil, usageErr("--setup %s and --position cannot go together: a position is one start", rules.Excerpt(*sf.setup, 24))
	}
	if random {
		first = ""
		if e.Game.Setups(e.Variant) == 0 {
			return cfg, false, nil, usageErr("%s has no numbered setups to choose at random", e.ID)
		}
	}
	if cfg, err = config(e, first, *sf.mode, sf.opts); err != nil {
		return cfg, false, nil, err
	}
	if cfg, err = sf.withPosition(e, cfg); err != nil {
		return cfg, false, nil, err
	}
	if _, err := rules.StartOf(e.Game, cfg); err != nil {
		return cfg, false, nil, usageErr("%v", err)
	}
	return cfg, random, list, nil
}

// listedSetups reads --setup N,N,… into setup numbers.
func listedSetups(e games.Entry, sf *startFlags) ([]int, error) {
	var list []int
	for _, item := range strings.Split(*sf.setup, ",") {
		if strings.TrimSpace(item) == "" {
			return nil, usageErr("--setup: the list %q has an empty place; write numbers or dice between the commas", rules.Excerpt(*sf.setup, 24))
		}
		c, err := config(e, strings.TrimSpace(item), *sf.mode, sf.opts)
		if err != nil {
			return nil, err
		}
		list = append(list, c.Setup)
	}
	return list, nil
}

// matchPlayers reads --players, one per seat of e under cfg, and gives the outside
// engines among them their flags.
func matchPlayers(e games.Entry, cfg rules.Config, spec string, top time.Duration, ef engineFlags) ([]arena.Player, error) {
	seats := len(e.Game.Players(cfg))
	if spec == "" {
		return nil, usageErr("--players is needed: %d players for the %d seats of %s", seats, seats, e.Name)
	}
	specs := strings.Split(spec, ",")
	if len(specs) != seats {
		return nil, usageErr("%s has %d seats: give --players %d players, not %d", e.Name, seats, seats, len(specs))
	}
	levels := seat.LevelsOf(e.Game, cfg)
	players := make([]arena.Player, 0, seats)
	for _, s := range specs {
		p, err := matchPlayer(strings.TrimSpace(s), levels, top)
		if err != nil {
			return nil, err
		}
		players = append(players, p)
	}
	if err := ef.apply(players); err != nil {
		return nil, err
	}
	start, err := rules.StartOf(e.Game, cfg)
	if err != nil {
		return nil, usageErr("%v", err)
	}
	if _, ok := start.(arena.UCIPosition); !ok && slices.ContainsFunc(players, isEngine) {
		return nil, usageErr("--players: %s: %v", e.Name, arena.ErrNoUCI)
	}
	return players, nil
}

// matchPlayer reads one player of --players: a seat's setting or uci:COMMAND.
func matchPlayer(s string, levels search.Levels, top time.Duration) (arena.Player, error) {
	var p arena.Player
	var err error
	if strings.HasPrefix(s, arena.EnginePrefix) {
		p, err = arena.ParseEngine(s)
	} else {
		p, err = arena.ParsePlayer(s, levels, top)
	}
	if err != nil {
		return p, usageErr("--players: %v", err)
	}
	return p, nil
}

// series is the plan's series: one setup and one opening per round of rotations, so
// each player meets them from every seat.
func (p matchPlan) series(ctx context.Context, f *matchFlags) arena.Series {
	perRound := arena.Rotations(p.players)
	seed, openings := *f.seed, *f.openings
	return arena.Series{
		Entry: p.e, Players: p.players, Games: *f.games, Seed: seed, Jobs: *f.jobs, MaxPlies: *f.maxPlies, Adjudicate: p.adj,
		Paired: true, // a round's games share its start
		Config: func(i int) (rules.Config, error) {
			round := uint64(i / perRound)
			return arena.Opening(ctx, p.e, p.roundConfig(round, seed), openings, seed^round*0xbf58476d1ce4e5b9)
		},
	}
}

// roundConfig is the start of a round: its setup drawn at random, or next in the list.
func (p matchPlan) roundConfig(round, seed uint64) rules.Config {
	c := p.cfg
	switch {
	case p.random:
		c.Setup = drawSetup(p.e, c, rand.New(rand.NewPCG(seed, round)))
	case p.list != nil:
		c.Setup = p.list[round%uint64(len(p.list))]
	}
	return c
}

// resumeSeries adds the games already saved in dir to s and prints them.
func resumeSeries(s *arena.Series, p matchPlan, dir string, out io.Writer) error {
	played, err := savedGames(p.e, *s, dir)
	if err != nil {
		return err
	}
	s.Played = played
	for i := range s.Games {
		if g, ok := played[i]; ok {
			fmt.Fprintf(out, "game %d (saved): %s: %s\n", i+1, seatingText(g, p.players, p.names), gameResult(g, p.names))
		}
	}
	return nil
}

// runSeries plays s, printing each game as it ends (and saving it in dir, if given),
// then the tally and the SPRT's verdict.
func runSeries(ctx context.Context, s arena.Series, p matchPlan, dir string, out io.Writer) error {
	var saveErr error
	s.Done = func(i int, g arena.Game, t arena.Tally) {
		text := gameResult(g, p.names)
		if p.sprt != nil {
			_, llr, _ := p.sprt.Judge(t)
			text += fmt.Sprintf("; LLR %.2f", llr)
		}
		fmt.Fprintf(out, "game %d: %s: %s\n", i+1, seatingText(g, p.players, p.names), text)
		if dir != "" && saveErr == nil {
			saveErr = saveGame(savedGamePath(dir, i), g)
		}
	}
	if p.sprt != nil {
		s.Stop = func(t arena.Tally) bool {
			v, _, _ := p.sprt.Judge(t)
			return v != arena.Undecided
		}
	}
	t, err := s.Run(ctx)
	if err != nil {
		return err
	}
	if saveErr != nil {
		return saveErr
	}
	fmt.Fprint(out, tallyText(t, p.players))
	if p.sprt != nil {
		fmt.Fprint(out, sprtText(*p.sprt, t, p.players))
	}
	return nil
}
