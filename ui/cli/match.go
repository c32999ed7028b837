package cli

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"oddboards/internal/atomicfile"
	"oddboards/rules"
	"oddboards/rules/arena"
	"oddboards/rules/games"
	"oddboards/rules/record"
	"oddboards/rules/search"
	"oddboards/rules/seat"
)

// MatchUsage is the usage of the match subcommand.
const MatchUsage = `  oddboards match GAME --players A,B[,…] --games N [--setup N|DICE|random|N,N,…] [--mode M]
      [--option key=value] [--position STRING] [--openings PLIES] [--seed S] [--jobs J]
      [--save DIR [--resume]] [--max-plies N] [--top-time S]
      [--uci-option [P:]NAME=VALUE] [--uci-limit [P:]time:S|nodes:N|depth:D] [--uci-timeout S]
      [--sprt ELO0,ELO1 [--sprt-alpha A] [--sprt-beta B]]
                                             computer games between players (` + seat.Forms + `,
                                             or uci:COMMAND, an outside UCI engine, in Chess
                                             2016, 56 and 112), one per seat, seats rotated
                                             game by game; --openings starts each round after
                                             that many seeded plies of rung 2; --resume
                                             tallies the games already in DIR and plays the
                                             rest; --setup random skips the setups the first
                                             player wins at once; --sprt stops once a
                                             sequential test of the first player against the
                                             second decides
`

// matchCmd plays a series and prints each game as it ends, then every player's wins,
// draws and losses (and placings with more than two seats) and the first player's Elo
// difference to the others with its 95% interval, and the SPRT's verdict.
func matchCmd(ctx context.Context, args []string, out io.Writer) error {
	fs := newFlags("match")
	playersFlag := fs.String("players", "", "players")
	nGames := fs.Int("games", 0, "games")
	sf := addStartFlags(fs)
	seed := fs.Uint64("seed", 1, "seed")
	jobs := fs.Int("jobs", 1, "jobs")
	save := fs.String("save", "", "directory")
	resume := fs.Bool("resume", false, "go on from the games saved in --save")
	maxPlies := fs.Int("max-plies", 600, "ply cap")
	topTime := fs.String("top-time", "", "seconds a move at the top level")
	openings := fs.Int("openings", 0, "plies of rung 2 before the players")
	var ef engineFlags
	fs.Var(&ef.options, "uci-option", "[P:]NAME=VALUE for uci: players")
	fs.Var(&ef.limits, "uci-limit", "[P:]time:S|nodes:N|depth:D for uci: players")
	fs.StringVar(&ef.timeout, "uci-timeout", "", "seconds past its time a uci: player's move may take")
	sprtFlag := fs.String("sprt", "", "ELO0,ELO1")
	alpha := fs.Float64("sprt-alpha", 0.05, "the SPRT's alpha")
	beta := fs.Float64("sprt-beta", 0.05, "the SPRT's beta")
	e, err := oneGame(fs, args, "match needs GAME (and --players and --games)")
	if err != nil {
		return err
	}
	if *nGames < 1 || *nGames > 100000 {
		return usageErr("--games must be from 1 to 100000")
	}
	if *jobs < 1 || *jobs > 64 {
		return usageErr("--jobs must be from 1 to 64")
	}
	if *maxPlies < 1 || *maxPlies > 100000 {
		return usageErr("--max-plies must be from 1 to 100000")
	}
	if *openings < 0 || *openings > 40 {
		return usageErr("--openings must be from 0 to 40 plies")
	}
	top := search.DefaultTopTime
	if *topTime != "" {
		if top, err = seat.Seconds(*topTime); err != nil {
			return usageErr("--top-time: %v", err)
		}
	}
	random := *sf.setup == "random"
	setupArg := *sf.setup
	// A list of setups ("37,288,1092") is played round by round in turn: the setups an
	// outside engine can play, for one.
	var list []int
	if strings.Contains(setupArg, ",") {
		for _, item := range strings.Split(setupArg, ",") {
			if strings.TrimSpace(item) == "" {
				return usageErr("--setup: the list %q has an empty place; write numbers or dice between the commas", rules.Excerpt(setupArg, 24))
			}
			c, err := config(e, strings.TrimSpace(item), *sf.mode, sf.opts)
			if err != nil {
				return err
			}
			list = append(list, c.Setup)
		}
		setupArg = strings.TrimSpace(strings.Split(setupArg, ",")[0])
	}
	if (random || list != nil) && *sf.position != "" {
		return usageErr("--setup %s and --position cannot go together: a position is one start", rules.Excerpt(*sf.setup, 24))
	}
	if random {
		setupArg = ""
		if e.Game.Setups(e.Variant) == 0 {
			return usageErr("%s has no numbered setups to choose at random", e.ID)
		}
	}
	cfg, err := config(e, setupArg, *sf.mode, sf.opts)
	if err != nil {
		return err
	}
	if cfg, err = sf.withPosition(e, cfg); err != nil {
		return err
	}
	start, err := rules.StartOf(e.Game, cfg)
	if err != nil {
		return usageErr("%v", err)
	}
	seats := len(e.Game.Players(cfg))
	if *playersFlag == "" {
		return usageErr("--players is needed: %d players for the %d seats of %s", seats, seats, e.Name)
	}
	specs := strings.Split(*playersFlag, ",")
	if len(specs) != seats {
		return usageErr("%s has %d seats: give --players %d players, not %d", e.Name, seats, seats, len(specs))
	}
	var players []arena.Player
	levels := seat.LevelsOf(e.Game, cfg)
	for _, s := range specs {
		s = strings.TrimSpace(s)
		parse := arena.ParsePlayer
		if strings.HasPrefix(s, arena.EnginePrefix) {
			parse = func(s string, _ search.Levels, _ time.Duration) (arena.Player, error) { return arena.ParseEngine(s) }
		}
		p, err := parse(s, levels, top)
		if err != nil {
			return usageErr("--players: %v", err)
		}
		players = append(players, p)
	}
	if err := ef.apply(players); err != nil {
		return err
	}
	if _, ok := start.(arena.UCIPosition); !ok && slices.ContainsFunc(players, isEngine) {
		return usageErr("--players: %s: %v", e.Name, arena.ErrNoUCI)
	}
	var sprt *arena.SPRT
	if *sprtFlag != "" {
		if sprt, err = readSPRT(*sprtFlag, *alpha, *beta, e.Name, seats); err != nil {
			return err
		}
	}
	if *resume && *save == "" {
		return usageErr("--resume needs --save DIR, the folder of the games played so far")
	}
	if *save != "" {
		if err := os.MkdirAll(*save, 0o755); err != nil {
			return err
		}
	}
	setups := e.Game.Setups(e.Variant)
	names := e.Game.Players(cfg)
	perRound := arena.Rotations(players)
	series := arena.Series{
		Entry: e, Players: players, Games: *nGames, Seed: *seed, Jobs: *jobs, MaxPlies: *maxPlies,
		// one setup and one opening per round of rotations, so each player meets them
		// from every seat
		Config: func(i int) (rules.Config, error) {
			c := cfg
			round := uint64(i / perRound)
			switch {
			case random:
				r := rand.New(rand.NewPCG(*seed, round))
				c.Setup = 1 + r.IntN(setups)
				// a setup the first player wins at once (a quarter of Chess 2016's:
				// a Giraffe's or Lady's leap mates the boxed-in King) tells nothing
				for try := 0; try < 100 && startEndsAtOnce(e, c); try++ {
					c.Setup = 1 + r.IntN(setups)
				}
			case list != nil:
				c.Setup = list[round%uint64(len(list))]
			}
			return arena.Opening(ctx, e, c, *openings, *seed^round*0xbf58476d1ce4e5b9)
		},
	}
	if *resume {
		if series.Played, err = savedGames(e, series, *save); err != nil {
			return err
		}
		for i := range series.Games {
			if g, ok := series.Played[i]; ok {
				fmt.Fprintf(out, "game %d (saved): %s: %s\n", i+1, seatingText(g, players, names), gameResult(g, names))
			}
		}
	}
	var saveErr error
	series.Done = func(i int, g arena.Game, t arena.Tally) {
		text := gameResult(g, names)
		if sprt != nil {
			text += fmt.Sprintf("; LLR %.2f", sprt.LLR(t.Wins[0], t.Draws[0], t.Losses[0]))
		}
		fmt.Fprintf(out, "game %d: %s: %s\n", i+1, seatingText(g, players, names), text)
		if *save != "" && saveErr == nil {
			saveErr = saveGame(savedGamePath(*save, i), g.Match)
		}
	}
	if sprt != nil {
		series.Stop = func(t arena.Tally) bool {
			v, _ := sprt.Verdict(t.Wins[0], t.Draws[0], t.Losses[0])
			return v != arena.Undecided
		}
	}
	t, err := series.Run(ctx)
	if err != nil {
		return err
	}
	if saveErr != nil {
		return saveErr
	}
	fmt.Fprint(out, tallyText(t, players))
	if sprt != nil {
		fmt.Fprint(out, sprtText(*sprt, t, players))
	}
	return nil
}

func isEngine(p arena.Player) bool { return p.Engine != nil }

// engineFlags are the match's flags for its outside engines; each applies to every
// uci: player, or with a prefix "P:" to player P of --players alone (counted from 1).
type engineFlags struct {
	options, limits listFlag
	timeout         string
}

// listFlag collects a repeated flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, " ") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

// apply gives the uci: players their options, limits and time-out. A player's own
// option or limit overrides one given to every engine, wherever it stands.
func (f engineFlags) apply(players []arena.Player) error {
	var engines []int
	for i, p := range players {
		if isEngine(p) {
			engines = append(engines, i)
		}
	}
	if len(engines) == 0 {
		if len(f.options) > 0 || len(f.limits) > 0 || f.timeout != "" {
			return usageErr("--uci-option, --uci-limit and --uci-timeout are for uci: players, and --players has none")
		}
		return nil
	}
	err := eachTarget(players, engines, "--uci-limit", f.limits, func(i int, rest string) (string, error) {
		if err := players[i].SetLimit(rest); err != nil {
			return "", usageErr("--uci-limit: %v", err)
		}
		return "", nil
	})
	if err != nil {
		return err
	}
	err = eachTarget(players, engines, "--uci-option", f.options, func(i int, rest string) (string, error) {
		name, value, ok := strings.Cut(rest, "=")
		if !ok {
			return "", usageErr("--uci-option %s: write [P:]NAME=VALUE", quote(rest))
		}
		o := arena.Option{Name: strings.TrimSpace(name), Value: strings.TrimSpace(value)}
		if err := arena.CheckOption(o); err != nil {
			return "", usageErr("--uci-option: %v", err)
		}
		players[i].Engine.Options = setOption(players[i].Engine.Options, o)
		return strings.ToLower(o.Name), nil
	})
	if err != nil {
		return err
	}
	if f.timeout != "" {
		d, err := seat.Seconds(f.timeout)
		if err != nil {
			return usageErr("--uci-timeout: %v", err)
		}
		for _, i := range engines {
			players[i].Engine.Timeout = d
		}
	}
	return nil
}

// eachTarget calls set for each value "[P:]REST" of a flag and each player it is for:
// player P (counted from 1 in --players), which must be a uci: player, or without P
// every engine. The values for every engine go first, so that a player's own replace
// them. set returns what it set (an option's name), which no value may set twice for
// a player.
func eachTarget(players []arena.Player, engines []int, flag string, values []string, set func(i int, rest string) (string, error)) error {
	given := map[string]bool{}
	for _, own := range []bool{false, true} {
		for _, v := range values {
			who, rest := engines, v
			n, after, ok := strings.Cut(v, ":")
			if k, err := strconv.Atoi(n); ok && err == nil && n[0] >= '0' && n[0] <= '9' {
				switch {
				case k < 1 || k > len(players):
					return usageErr("%s %s: there is no player %d of %d", flag, quote(v), k, len(players))
				case !isEngine(players[k-1]):
					return usageErr("%s %s: player %d is %s, not a uci: engine", flag, quote(v), k, quote(players[k-1].Spec))
				}
				if !own {
					continue
				}
				who, rest = []int{k - 1}, after
			} else if own {
				continue
			}
			for _, i := range who {
				what, err := set(i, rest)
				if err != nil {
					return err
				}
				key := fmt.Sprint(own, " ", i, " ", what)
				if given[key] {
					return usageErr("%s %s is given twice", flag, quote(v))
				}
				given[key] = true
			}
		}
	}
	return nil
}

// setOption sets o in opts, replacing an option of its name (UCI names ignore case).
func setOption(opts []arena.Option, o arena.Option) []arena.Option {
	for i := range opts {
		if strings.EqualFold(opts[i].Name, o.Name) {
			out := slices.Clone(opts)
			out[i] = o
			return out
		}
	}
	return append(slices.Clone(opts), o)
}

// readSPRT reads --sprt ELO0,ELO1 with its alpha and beta, for a game of that many seats.
func readSPRT(s string, alpha, beta float64, game string, seats int) (*arena.SPRT, error) {
	if seats != 2 {
		return nil, usageErr("--sprt tests the first player against the second: %s has %d seats, not 2", game, seats)
	}
	a, b, ok := strings.Cut(s, ",")
	e0, err0 := strconv.ParseFloat(strings.TrimSpace(a), 64)
	e1, err1 := strconv.ParseFloat(strings.TrimSpace(b), 64)
	if !ok || err0 != nil || err1 != nil {
		return nil, usageErr("--sprt %s: write ELO0,ELO1, two Elo differences such as 0,10", quote(s))
	}
	t := &arena.SPRT{Elo0: e0, Elo1: e1, Alpha: alpha, Beta: beta}
	if err := t.Check(); err != nil {
		return nil, usageErr("--sprt %s: %v", quote(s), err)
	}
	return t, nil
}

// sprtText is the SPRT's last line: its hypotheses, the LLR and its bounds, and the
// verdict.
func sprtText(s arena.SPRT, t arena.Tally, players []arena.Player) string {
	v, llr := s.Verdict(t.Wins[0], t.Draws[0], t.Losses[0])
	lo, hi := s.Bounds()
	label := arena.Labels(players)
	verdict := fmt.Sprintf("undecided after %d games (--games)", t.Games)
	switch v {
	case arena.AcceptH0:
		verdict = fmt.Sprintf("H0 accepted after %d games", t.Games)
	case arena.AcceptH1:
		verdict = fmt.Sprintf("H1 accepted after %d games", t.Games)
	}
	return fmt.Sprintf("SPRT of %s against %s, H0 Elo %+g, H1 Elo %+g (alpha %g, beta %g): LLR %.2f, bounds %.2f and %.2f: %s\n",
		label[0], label[1], s.Elo0, s.Elo1, s.Alpha, s.Beta, llr, lo, hi, verdict)
}

func seatingText(g arena.Game, players []arena.Player, names []rules.PlayerInfo) string {
	label := arena.Labels(players)
	var parts []string
	for seat, p := range g.Seats {
		parts = append(parts, fmt.Sprintf("%s (%s)", label[p], names[seat].Name))
	}
	return strings.Join(parts, " vs ")
}

func gameResult(g arena.Game, names []rules.PlayerInfo) string {
	plies := len(g.Match.History())
	switch g.Outcome.Result {
	case rules.Win:
		return fmt.Sprintf("%s wins (%s), %d plies", names[g.Outcome.Winner].Name, g.Outcome.Reason, plies)
	}
	text := fmt.Sprintf("drawn (%s), %d plies", g.Outcome.Reason, plies)
	if g.Weighed {
		var by []string
		for seat, in := range g.In {
			if in {
				by = append(by, fmt.Sprintf("%s %s", names[seat].Name, ordinal(g.Placing[seat])))
			}
		}
		text += "; by material " + strings.Join(by, ", ")
	}
	return text
}

// tallyText is the table of the series and the Elo line.
func tallyText(t arena.Tally, players []arena.Player) string {
	var b strings.Builder
	n := len(players)
	label := arena.Labels(players)
	width := len("player")
	for _, l := range label {
		width = max(width, len(l))
	}
	fmt.Fprintf(&b, "%-*s  games  wins  draws  losses", width, "player")
	if n > 2 {
		for k := 1; k <= n; k++ {
			fmt.Fprintf(&b, "  %5s", ordinal(k))
		}
	}
	fmt.Fprintln(&b)
	for i := range players {
		fmt.Fprintf(&b, "%-*s  %5d  %4d  %5d  %6d", width, label[i], t.Games, t.Wins[i], t.Draws[i], t.Losses[i])
		if n > 2 {
			for k := 0; k < n; k++ {
				fmt.Fprintf(&b, "  %5d", t.Places[i][k])
			}
		}
		fmt.Fprintln(&b)
	}
	if t.Weighed > 0 {
		fmt.Fprintf(&b, "%d of %d games reached the ply cap: they count as draws, but the seats still in are placed by material\n", t.Weighed, t.Games)
	}
	d, lo, hi := t.Elo()
	fmt.Fprintf(&b, "%s scores %.1f%% against the others: Elo %s (95%%: %s to %s)\n",
		label[0], 100*t.Score(), eloText(d), eloText(lo), eloText(hi))
	return b.String()
}

func eloText(x float64) string {
	switch {
	case math.IsInf(x, 1):
		return "+inf"
	case math.IsInf(x, -1):
		return "-inf"
	}
	return fmt.Sprintf("%+.0f", x)
}

func ordinal(k int) string {
	switch k {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return strconv.Itoa(k) + "th"
}

// saveGame writes a match's record to path, whole or not at all.
func saveGame(path string, m *rules.Match) error {
	var b bytes.Buffer
	if err := record.Write(&b, m); err != nil {
		return err
	}
	return atomicfile.Write(path, b.Bytes())
}

func savedGamePath(dir string, i int) string {
	return filepath.Join(dir, fmt.Sprintf("game-%04d.txt", i+1))
}

// savedGames reads the games of the series already saved in dir, checking that each was
// played by the same players from the same start, so a resumed series tallies only games
// it would have played itself.
func savedGames(e games.Entry, s arena.Series, dir string) (map[int]arena.Game, error) {
	played := map[int]arena.Game{}
	for i := range s.Games {
		path := savedGamePath(dir, i)
		if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
			continue
		}
		g, err := savedGame(e, s, i, path)
		if err != nil {
			return nil, fmt.Errorf("%v; move it away to play that game again", err)
		}
		played[i] = g
	}
	return played, nil
}

// savedGame reads game i of s from path; its errors name the file.
func savedGame(e games.Entry, s arena.Series, i int, path string) (arena.Game, error) {
	m, err := loadRecord(e, path) // (its errors name the file already)
	if err != nil {
		return arena.Game{}, err
	}
	cfg, err := s.Config(i)
	if err != nil {
		return arena.Game{}, err
	}
	if err := sameStart(e, m, cfg); err != nil {
		return arena.Game{}, fmt.Errorf("%s: %w", excerpt(path), err)
	}
	g, err := arena.Replayed(m, s.Players, arena.Seating(s.Players, i), s.MaxPlies)
	if err != nil {
		return arena.Game{}, fmt.Errorf("%s: %w", excerpt(path), err)
	}
	return g, nil
}

// sameStart says whether m started where a game of cfg starts (every game writes its
// positions as text, so they are compared as text).
func sameStart(e games.Entry, m *rules.Match, cfg rules.Config) error {
	want, err := rules.StartOf(e.Game, cfg)
	if err != nil {
		return err
	}
	if want.PositionText() != m.Start().PositionText() {
		return errors.New("it starts from another position than this series")
	}
	return nil
}

// startEndsAtOnce reports whether cfg's start lets its first player end the game.
func startEndsAtOnce(e games.Entry, cfg rules.Config) bool {
	p, err := rules.StartOf(e.Game, cfg)
	return err == nil && arena.EndsAtOnce(p)
}
