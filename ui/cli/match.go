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
	"strconv"
	"strings"

	"oddboards/internal/atomicfile"
	"oddboards/rules"
	"oddboards/rules/arena"
	"oddboards/rules/games"
	"oddboards/rules/record"
	"oddboards/rules/search"
)

// MatchUsage is the usage of the match subcommand.
const MatchUsage = `  oddboards match GAME --players A,B[,…] --games N [--setup N|DICE|random] [--mode M]
      [--option key=value] [--position STRING] [--openings PLIES] [--seed S] [--jobs J]
      [--save DIR [--resume]] [--max-plies N] [--top-time S]
                                             computer games between players (` + arena.PlayerForms + `),
                                             one per seat, seats rotated game by game; --openings
                                             starts each round after that many seeded plies of
                                             level 2; --resume tallies the games already in DIR
                                             and plays the rest
`

// matchCmd plays a series and prints each game as it ends, then every player's wins,
// draws and losses (and placings with more than two seats) and the first player's Elo
// difference to the others with its 95% interval.
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
	openings := fs.Int("openings", 0, "plies of level 2 before the players")
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
		if top, err = arena.Seconds(*topTime); err != nil {
			return usageErr("--top-time: %v", err)
		}
	}
	random := *sf.setup == "random"
	setupArg := *sf.setup
	if random && *sf.position != "" {
		return usageErr("--setup random and --position cannot go together: a position is one start")
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
	if _, err := rules.StartOf(e.Game, cfg); err != nil {
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
	for _, s := range specs {
		p, err := arena.ParsePlayer(strings.TrimSpace(s), top)
		if err != nil {
			return usageErr("--players: %v", err)
		}
		players = append(players, p)
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
			if random {
				r := rand.New(rand.NewPCG(*seed, round))
				c.Setup = 1 + r.IntN(setups)
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
	series.Done = func(i int, g arena.Game) {
		fmt.Fprintf(out, "game %d: %s: %s\n", i+1, seatingText(g, players, names), gameResult(g, names))
		if *save != "" && saveErr == nil {
			saveErr = saveGame(savedGamePath(*save, i), g.Match)
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
	return nil
}

func seatingText(g arena.Game, players []arena.Player, names []rules.PlayerInfo) string {
	var parts []string
	for seat, p := range g.Seats {
		parts = append(parts, fmt.Sprintf("%s (%s)", players[p].Spec, names[seat].Name))
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
	width := len("player")
	for _, p := range players {
		width = max(width, len(p.Spec))
	}
	fmt.Fprintf(&b, "%-*s  games  wins  draws  losses", width, "player")
	if n > 2 {
		for k := 1; k <= n; k++ {
			fmt.Fprintf(&b, "  %5s", ordinal(k))
		}
	}
	fmt.Fprintln(&b)
	for i, p := range players {
		fmt.Fprintf(&b, "%-*s  %5d  %4d  %5d  %6d", width, p.Spec, t.Games, t.Wins[i], t.Draws[i], t.Losses[i])
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
		players[0].Spec, 100*t.Score(), eloText(d), eloText(lo), eloText(hi))
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
	w, ok1 := want.(rules.PositionTexter)
	g, ok2 := m.Start().(rules.PositionTexter)
	if ok1 && ok2 && w.PositionText() != g.PositionText() {
		return errors.New("it starts from another position than this series")
	}
	return nil
}
