package cli

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"time"

	"oddboards/internal/atomicfile"
	"oddboards/rules"
	"oddboards/rules/analysis"
	"oddboards/rules/games"
	"oddboards/rules/record"
	"oddboards/rules/seat"
)

// AnalyseUsage is the usage of the analyse subcommand.
const AnalyseUsage = `  oddboards analyse FILE [--nodes N | --time S] [--jobs J] [--out FILE]
                                             go over a saved game with the computer: each
                                             move's score, inaccuracies ?!, mistakes ? and
                                             blunders ?? with the better line, each player's
                                             accuracy (default 200000 nodes a search); --out
                                             writes the record with the analysis as comments
`

// analyseNodes is the default budget of each search of an analysis: a 61-move game of
// Chess 2016 took 24 s on two cores (48 s of CPU).
const analyseNodes = 200000

// analyseCmd analyses a saved game and prints each ply as it is done, then each player's
// accuracy and marks; --out writes the record again with the analysis in it.
func analyseCmd(ctx context.Context, args []string, out io.Writer) error {
	fs := newFlags("analyse")
	nodes := fs.Int64("nodes", analyseNodes, "nodes a search")
	secs := fs.String("time", "", "seconds a search")
	jobs := fs.Int("jobs", runtime.NumCPU(), "positions searched at once")
	output := fs.String("out", "", "write the analysed record here")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 1 {
		return usageErr("analyse needs one FILE, a saved game")
	}
	lim := rules.Limits{Nodes: *nodes, Seed: 1, PerTurnNodes: true}
	how := fmt.Sprintf("%d nodes a search", *nodes)
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	switch {
	case given["nodes"] && given["time"]:
		return usageErr("give --nodes or --time, not both")
	case given["time"]:
		d, err := seat.Seconds(*secs)
		if err != nil {
			return usageErr("--time: %v", err)
		}
		lim, how = rules.Limits{Time: d}, fmt.Sprintf("%s a search", d)
	case *nodes < 1:
		return usageErr("--nodes must be above 0, not %d", *nodes)
	}
	if *jobs < 1 || *jobs > 64 {
		return usageErr("--jobs must be from 1 to 64, not %d", *jobs)
	}
	if *output != "" {
		if err := atomicfile.Check(*output); err != nil {
			return err
		}
	}
	rec, m, e, err := readGame(pos[0])
	if err != nil {
		return err
	}
	if len(m.History()) == 0 {
		return fmt.Errorf("%s has no moves to analyse", excerpt(pos[0]))
	}
	fmt.Fprintf(out, "%s: %d plies, %s\n", games.Title(m.Game(), m.Config()), len(m.History()), how)
	began := time.Now()
	shown := 0
	h := m.History()
	rounds := record.Rounds(h)
	a, err := analysis.Run(ctx, analysis.Of(m), analysis.Options{Limits: lim, Scale: e.Scale, Workers: *jobs,
		Progress: func(a *analysis.Analysis) {
			for ; shown < len(a.Moves); shown++ {
				printAnalysedPly(out, m, h, rounds, a, shown)
			}
		}})
	if err != nil {
		return err
	}
	printAnalysisSummary(out, m, a)
	fmt.Fprintf(out, "analysed in %.1f s\n", time.Since(began).Seconds())
	if *output == "" {
		return nil
	}
	w := record.New(m)
	for _, h := range rec.Headers { // what New does not write (Event, Date, ...) stays
		if _, ok := w.Lookup(h.Tag); !ok || h.Tag == "Date" {
			w.Set(h.Tag, h.Value)
		}
	}
	if err := a.Annotate(w, how); err != nil {
		return err
	}
	var b bytes.Buffer
	if err := w.Write(&b); err != nil {
		return err
	}
	if err := atomicfile.Write(*output, b.Bytes()); err != nil {
		return err
	}
	fmt.Fprintf(out, "wrote %s\n", excerpt(*output))
	return nil
}

// readGame reads and replays a saved game, with its catalogue entry.
func readGame(file string) (*record.Record, *rules.Match, games.Entry, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, nil, games.Entry{}, fileErr(file, err)
	}
	defer f.Close()
	rec, err := record.Read(f)
	if err != nil {
		return nil, nil, games.Entry{}, fmt.Errorf("%s: %w", excerpt(file), err)
	}
	if len(rec.Headers) == 0 {
		return nil, nil, games.Entry{}, fmt.Errorf("%s is a move list without headers: open it in a game and save it, so that it says which game it is", excerpt(file))
	}
	m, err := record.Replay(rec, nil)
	if err != nil {
		return nil, nil, games.Entry{}, fmt.Errorf("%s: %w", excerpt(file), err)
	}
	e, err := games.Lookup(record.CatalogueID(m))
	if err != nil {
		return nil, nil, games.Entry{}, err
	}
	return rec, m, e, nil
}

// printAnalysedPly writes ply i of h (rounds its move numbers): "12. White: Qd4?? -1.20,
// blunder, best +0.40 Bb5 Ke7".
func printAnalysedPly(out io.Writer, m *rules.Match, h []rules.Ply, rounds []int, a *analysis.Analysis, i int) {
	mv := a.Moves[i]
	text := h[i].Text
	if !mv.Skip {
		text += mv.Mark.Symbol() + " " + mv.Comment()
	}
	fmt.Fprintf(out, "%d. %s: %s\n", rounds[i], m.Players()[h[i].Player].Name, text)
}

// printAnalysisSummary writes each player's accuracy and marks.
func printAnalysisSummary(out io.Writer, m *rules.Match, a *analysis.Analysis) {
	acc := a.Accuracy()
	names := m.Names()
	for s, p := range m.Players() {
		if math.IsNaN(acc[s]) {
			continue
		}
		who := p.Name
		if s < len(names) && names[s] != "" && names[s] != p.Name {
			who += " (" + names[s] + ")"
		}
		fmt.Fprintf(out, "%s: accuracy %.0f%%, %s\n", who, acc[s], a.MarkCounts(s))
	}
}
