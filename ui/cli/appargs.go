package cli

import (
	"strings"

	"oddboards/rules"
	"oddboards/rules/search"
	"oddboards/rules/seat"
)

// AppArgs is what the app itself (no subcommand) is asked to open.
type AppArgs struct {
	Game   string // a game ID to open at once, or ""
	Config rules.Config
	Names  []string // player names
	// Computers, per seat, is "" for a person or the computer player ("level:5")
	Computers []string
	Open      string // a saved game to open at once
	Edit      bool   // open the position editor on the game's start instead of a game
	Clock     rules.TimeControl
	Net       NetArgs // network play (netflags.go)
}

// IsSubcommand reports whether args ask for a subcommand rather than the app.
func IsSubcommand(args []string) bool {
	return len(args) > 0 && (!strings.HasPrefix(args[0], "-") || isVersion(args[0]))
}

// isVersion: --version answers on the command line like a subcommand and opens no window.
func isVersion(arg string) bool { return arg == "--version" || arg == "-version" }

// ParseAppArgs reads "--game GAME [--setup N|DICE] [--option k=v] [--players A,B]", which
// opens a game window straight away (for desktop shortcuts and the window test).
func ParseAppArgs(args []string) (AppArgs, error) {
	fs := newFlags("oddboards")
	game := fs.String("game", "", "game to open")
	sf := addStartFlags(fs)
	players := fs.String("players", "", "comma-separated player names")
	seats := fs.String("seats", "", "comma-separated: person or a computer player per seat")
	open := fs.String("open", "", "a saved game")
	edit := fs.Bool("edit", false, "open the position editor")
	clock := fs.String("clock", "", "the clocks: minutes+seconds a turn")
	nf := addNetFlags(fs)
	pos, err := parse(fs, args)
	if err != nil {
		return AppArgs{}, err
	}
	if len(pos) > 0 {
		return AppArgs{}, usageErr("unexpected %s", quote(pos[0]))
	}
	if *open != "" {
		if *game != "" {
			return AppArgs{}, usageErr("--open and --game cannot go together: a saved game names its game")
		}
		// a missing or broken file is the app's to report, in a window: started from a
		// file manager, the command line has no terminal
		return AppArgs{Open: *open}, nil
	}
	var a AppArgs
	if *game == "" {
		if sf.given() || *players != "" || *seats != "" || *edit || *clock != "" {
			return a, usageErr("--setup, --mode, --option, --position, --players, --seats, --clock and --edit go with --game")
		}
		a.Net, err = nf.read("", 0)
		return a, err
	}
	e, err := lookup(*game)
	if err != nil {
		return a, err
	}
	cfg, err := sf.config(e)
	if err != nil {
		return a, err
	}
	if _, err := rules.StartOf(e.Game, cfg); err != nil {
		return a, usageErr("%v", err)
	}
	a = AppArgs{Game: e.ID, Config: cfg, Edit: *edit}
	if a.Clock, err = rules.ParseTimeControl(*clock); err != nil {
		return a, usageErr("--clock: %v", err)
	}
	if *players != "" {
		a.Names = strings.Split(*players, ",")
		if n := len(e.Game.Players(cfg)); len(a.Names) != n {
			return a, usageErr("%s has %d seats: give --players %d names, not %d", e.Name, n, n, len(a.Names))
		}
	}
	if *seats != "" {
		if a.Computers, err = parseSeats(*seats, len(e.Game.Players(cfg)), seat.LevelsOf(e.Game, cfg), e.Name); err != nil {
			return a, err
		}
	}
	a.Net, err = nf.read(e.ID, len(e.Game.Players(cfg)))
	return a, err
}

// parseSeats reads --seats: "person" or a computer player for each of n seats, of the
// game's levels ls.
func parseSeats(s string, n int, ls search.Levels, game string) ([]string, error) {
	specs := strings.Split(s, ",")
	if len(specs) != n {
		return nil, usageErr("%s has %d seats: give --seats %d entries, not %d", game, n, n, len(specs))
	}
	out := make([]string, n)
	for i, spec := range specs {
		spec = strings.TrimSpace(spec)
		if spec == "person" {
			continue
		}
		if _, err := seat.Parse(spec, ls, 0); err != nil {
			return nil, usageErr("--seats: %v (or person)", err)
		}
		out[i] = spec
	}
	return out, nil
}
