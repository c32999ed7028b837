package cli

import (
	"fmt"
	"io"

	"oddboards/rules/chess2016"
	"oddboards/rules/tune"
)

// EvalUsage is the usage of the eval subcommand.
const EvalUsage = `  oddboards eval GAME [--setup N|DICE] [--option key=value] [--position STRING]
      [--moves "e5 e6"] [--king-danger=BOOL] [--mobility=BOOL] [--threats=BOOL]
      [--passed=BOOL] [--weights "NAME=N,…"] the static evaluation's terms for each side
                                             (Chess 2016, 56 and 112), as uci's eval; the
                                             switches turn terms on or off (default: as
                                             the computer plays), --weights sets weights
                                             by name, as uci's Weights option
`

// evalCmd prints the evaluation's table of a start, or of the position after --moves.
func evalCmd(args []string, out io.Writer) error {
	fs := newFlags("eval")
	sf := addStartFlags(fs)
	moves := fs.String("moves", "", "moves from the start (or from --position)")
	sw := chess2016.PlayingSwitches()
	fs.BoolVar(&sw.KingDanger, "king-danger", sw.KingDanger, "the evaluation with King danger on or off")
	fs.BoolVar(&sw.Mobility, "mobility", sw.Mobility, "the evaluation with mobility on or off")
	fs.BoolVar(&sw.Threats, "threats", sw.Threats, "the evaluation with threats on or off")
	fs.BoolVar(&sw.Passed, "passed", sw.Passed, "the evaluation with passed pawns on or off")
	weights := fs.String("weights", "", `weights set by name: "danger offset=25, king danger=72"`)
	e, err := oneGame(fs, args, "eval needs GAME")
	if err != nil {
		return err
	}
	if _, ok := e.Game.(chess2016.Game); !ok {
		return usageErr("%s has no term breakdown: eval knows chess-2016, chess-56 and chess-112", e.ID)
	}
	named, err := tune.ParseNamed(*weights)
	if err != nil {
		return usageErr("--weights: %v", err)
	}
	ev, err := sw.Evaluation(named)
	if err != nil {
		return usageErr("--weights: %v", err)
	}
	p, err := positionAfter(e, sf, *moves)
	if err != nil {
		return err
	}
	fmt.Fprint(out, p.(*chess2016.Position).EvalTable(ev))
	return nil
}
