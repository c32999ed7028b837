package cli

import (
	"fmt"
	"io"

	"oddboards/rules"
	"oddboards/rules/games"
)

// PositionUsage is the usage of the position subcommand.
const PositionUsage = `  oddboards position GAME [--setup N|DICE] [--mode M] [--option key=value]
      [--position STRING] [--moves "e5 e6"]
                                             the position string of the start, or of the
                                             position after the moves (docs/positions.md)
`

// positionCmd prints the position string of a start, or of the position after --moves.
func positionCmd(args []string, out io.Writer) error {
	fs := newFlags("position")
	sf := addStartFlags(fs)
	moves := fs.String("moves", "", "moves from the start (or from --position)")
	e, err := oneGame(fs, args, "position needs GAME")
	if err != nil {
		return err
	}
	p, err := positionAfter(e, sf, *moves)
	if err != nil {
		return err
	}
	fmt.Fprintln(out, p.PositionText())
	return nil
}

// positionAfter is the position the start flags sf give e, after moves (position and
// eval read the same).
func positionAfter(e games.Entry, sf *startFlags, moves string) (rules.Position, error) {
	cfg, err := sf.config(e)
	if err != nil {
		return nil, err
	}
	start, err := startOrRead(e, cfg)
	if err != nil {
		return nil, err
	}
	p, _, _, err := playMoves(e.Game, start, moves)
	if err != nil {
		return nil, usageErr("%v", err)
	}
	return p, nil
}

// startOrRead is the start of cfg: its position string (--position) if it has one.
func startOrRead(e games.Entry, cfg rules.Config) (rules.Position, error) {
	p, err := rules.StartOf(e.Game, cfg)
	switch {
	case err != nil && cfg.Position != "":
		return nil, usageErr("--position: %v", err)
	case err != nil:
		return nil, usageErr("%v", err)
	}
	return p, nil
}
