package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/record"
	"oddboards/rules/search"
	"oddboards/rules/seat"
)

// BestmoveUsage is the usage of the bestmove subcommand.
const BestmoveUsage = `  oddboards bestmove GAME [RECORD] [--level N | --time S | --depth D | --nodes N]
      [--setup N|DICE] [--mode M] [--option key=value] [--position STRING]
                                             the computer's move from the start, or after a
                                             saved game's moves (default: the top level)
`

// bestmoveCmd searches one position and prints each completed iteration, then the best
// move in the game's notation with its score, line, nodes and speed.
func bestmoveCmd(args []string, out io.Writer) error {
	fs := newFlags("bestmove")
	level := fs.Int("level", 0, "level")
	secs := fs.String("time", "", "seconds")
	depth := fs.Int("depth", 0, "depth")
	nodes := fs.Int64("nodes", 0, "nodes")
	sf := addStartFlags(fs)
	e, more, err := gameAndOne(fs, args, "bestmove needs GAME and at most one RECORD")
	if err != nil {
		return err
	}
	var p rules.Position
	var seats int // how a win is counted: in moves for two seats, in plies for more
	var ls search.Levels
	if len(more) == 1 {
		if sf.given() {
			return usageErr("a RECORD's headers give the setup, mode and options, and its moves the position")
		}
		m, err := loadRecord(e, more[0])
		if err != nil {
			return err
		}
		p, seats, ls = m.Position(), len(m.Players()), seat.LevelsOf(e.Game, m.Config())
	} else {
		var cfg rules.Config
		if cfg, p, err = sf.start(e); err != nil {
			return err
		}
		seats, ls = len(e.Game.Players(cfg)), seat.LevelsOf(e.Game, cfg)
	}
	lim, err := limitsFrom(fs, ls, *level, *secs, *depth, *nodes)
	if err != nil {
		return err
	}
	if o := p.Outcome(); o.Over() {
		return fmt.Errorf("the game is over (%s): there is no move to find", o.Reason)
	}
	r := p.Think(context.Background(), lim, func(r search.Report) {
		fmt.Fprintf(out, "depth %d  score %s  nodes %d  nps %d  time %.2fs  line %s\n",
			r.Depth, search.ScoreText(r, seats), r.Nodes, search.NPS(r), r.Elapsed.Seconds(), search.FormatLine(e.Game, p, r.PV, 0))
	})
	fmt.Fprintf(out, "bestmove %s\n", e.Game.FormatMove(p, r.Best))
	fmt.Fprintf(out, "score %s\n", search.ScoreText(r, seats))
	fmt.Fprintf(out, "line %s\n", search.FormatLine(e.Game, p, r.PV, 0))
	fmt.Fprintf(out, "depth %d, %d nodes, %d nodes/s, %.2f s\n", r.Depth, r.Nodes, search.NPS(r), r.Elapsed.Seconds())
	return nil
}

// limitsFrom reads the one budget given (the top of the game's levels ls when none is).
// A flag given is read as given: 0 is no level, depth or budget, not the default.
func limitsFrom(fs *flag.FlagSet, ls search.Levels, level int, secs string, depth int, nodes int64) (search.Limits, error) {
	var given []string
	fs.Visit(func(f *flag.Flag) {
		switch f.Name {
		case "level", "time", "depth", "nodes":
			given = append(given, f.Name)
		}
	})
	if len(given) > 1 {
		return search.Limits{}, usageErr("give one of --level, --time, --depth and --nodes")
	}
	switch {
	case len(given) == 0:
		level = ls.Len()
	case given[0] == "time":
		d, err := seat.Seconds(secs)
		if err != nil {
			return search.Limits{}, usageErr("--time: %v", err)
		}
		return search.Limits{Time: d}, nil
	case given[0] == "depth":
		if depth < 1 || depth > 60 {
			return search.Limits{}, usageErr("--depth must be from 1 to 60, not %d", depth)
		}
		return search.Limits{Depth: depth}, nil
	case given[0] == "nodes":
		if nodes < 1 {
			return search.Limits{}, usageErr("--nodes must be above 0, not %d", nodes)
		}
		return search.Limits{Nodes: nodes}, nil
	}
	l, err := ls.Limits(level, 0)
	if err != nil {
		return l, usageErr("--level: %v", err)
	}
	return l, nil
}

// loadRecord replays a saved game of e.
func loadRecord(e games.Entry, file string) (*rules.Match, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, fileErr(file, err)
	}
	defer f.Close()
	rec, err := record.Read(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", excerpt(file), err)
	}
	m, err := record.ReplayAs(rec, e)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", excerpt(file), err)
	}
	return m, nil
}
