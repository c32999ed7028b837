package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"oddboards/boards"
	"oddboards/internal/atomicfile"
	"oddboards/rules"
	"oddboards/rules/analysis"
	"oddboards/ui/printout"
)

// PrintUsage is the usage line of the print subcommand.
const PrintUsage = `  oddboards print GAME --what board|setup|position|pieces|setups|game [--setup N|DICE] [--mode M]
        [--option key=value] [--position STRING] [--moves "e5 e6 Nc3"] [--record FILE] [--format pdf|svg|png]
        [--paper a4|letter] [--landscape] [--cell-mm X] [--dpi N] [--bw] [--all] -o FILE
                                             --what game prints a saved game's moves (--record),
                                             with its analysis if it has one
`

// printCmd writes boards, setups, positions, piece sheets and the setup booklet to PDF,
// SVG or PNG. Several SVG or PNG pages go to FILE-1.svg, FILE-2.svg, …
func printCmd(args []string, out io.Writer) error {
	fs := newFlags("print")
	what := fs.String("what", "board", "board, setup, position, pieces, setups or game")
	sf := addStartFlags(fs)
	moves := fs.String("moves", "", "moves from the start, for --what position")
	recordFile := fs.String("record", "", "a saved game, for --what game")
	format := fs.String("format", "", "pdf, svg or png (default: from the file name, else pdf)")
	paper := fs.String("paper", "a4", "a4 or letter")
	landscape := fs.Bool("landscape", false, "turn the paper")
	cellMM := fs.Float64("cell-mm", 0, "true size: one cell in mm (0 fits the page)")
	dpi := fs.Int("dpi", 150, "PNG resolution")
	bw := fs.Bool("bw", false, "ink-saving black and white")
	all := fs.Bool("all", false, "setups: every setup (the booklet); pieces: the kinds of every setup")
	quiet := fs.Bool("quiet", false, "no progress report")
	output := fs.String("o", "", "output file")
	e, err := oneGame(fs, args, "print needs GAME")
	if err != nil {
		return err
	}
	if *output == "" {
		return usageErr("print needs -o FILE")
	}
	if err := atomicfile.Check(*output); err != nil {
		return outputErr(*output, *output, err) // before a booklet's minutes of work
	}
	w := printout.What(*what)
	o := printout.Options{What: w, Landscape: *landscape, CellMM: *cellMM, DPI: *dpi, BW: *bw, All: *all}
	p, ok := printout.PaperByName(*paper)
	if !ok {
		return usageErr("unknown paper %s (a4 or letter)", quote(*paper))
	}
	o.Paper = p
	o.Format = printout.Format(strings.ToLower(*format))
	named := map[string]printout.Format{".pdf": printout.PDF, ".svg": printout.SVG, ".png": printout.PNG}
	ext := strings.ToLower(fileExt(*output))
	if byName, ok := named[ext]; *format == "" {
		o.Format = printout.PDF
		if ok {
			o.Format = byName
		}
	} else if err := o.Check(); err != nil {
		return usageErr("%v", err) // an unknown format, before comparing it with the name
	} else if ok && byName != o.Format {
		// a PNG in a file called .pdf would not open
		return usageErr("--format %s does not go with the file name %s: use -o %s", excerpt(*format), excerpt(*output),
			excerpt(strings.TrimSuffix(*output, fileExt(*output))+"."+strings.ToLower(*format)))
	}
	if *dpi < 10 || *dpi > 1200 {
		return usageErr("--dpi %d is out of range (10–1200)", *dpi)
	}
	if err := o.Check(); err != nil {
		return usageErr("%v", err)
	}
	if err := printFlagsAgree(w, sf, *moves != "", *recordFile != "", *all); err != nil {
		return err
	}
	cfg, start, err := sf.start(e)
	if err != nil {
		return err
	}
	job := printout.Job{Game: e.Game, Config: cfg, Title: e.Name}
	if w == printout.Game {
		if job, err = gameSheetJob(e.ID, *recordFile); err != nil {
			return err
		}
	}
	if w == printout.Position {
		job.Position, job.Moves, job.Last, err = playMoves(e.Game, start, *moves)
		if err != nil {
			return usageErr("%v", err)
		}
	}
	if w == printout.Setups && e.Game.Setups(cfg.Variant) == 0 {
		return usageErr("%s has no numbered setups", e.ID)
	}
	var progress printout.Progress
	if !*quiet && (w == printout.Setups || o.CellMM > 0) { // a booklet, or tiled sheets
		last := time.Now()
		progress = func(done, total int) {
			if done == total || time.Since(last) > time.Second {
				fmt.Fprintf(out, "page %d of %d\n", done, total)
				last = time.Now()
			}
		}
	}
	files, err := printout.Export(context.Background(), job, o, progress)
	if err != nil {
		return err
	}
	names := printout.Names(*output, files)
	for i, f := range files {
		if err := atomicfile.Write(names[i], f.Data); err != nil {
			return outputErr(names[i], *output, err)
		}
	}
	if len(files) == 1 {
		fmt.Fprintf(out, "wrote %s\n", names[0])
	} else {
		fmt.Fprintf(out, "wrote %d files, %s to %s\n", len(files), names[0], names[len(names)-1])
	}
	return nil
}

// outputErr says why path, written for -o output, cannot be: in one plain line, with
// the path as the user gave it (a link's target, a temporary name are not theirs).
func outputErr(path, output string, err error) error {
	var nf *atomicfile.NotFileError
	if !errors.As(err, &nf) {
		return fileErr(path, err)
	}
	if path == output {
		return fmt.Errorf("print: -o %s is a %s, not a file", excerpt(path), nf.Kind)
	}
	return fmt.Errorf("print: %s (from -o %s) is a %s, not a file", excerpt(path), excerpt(output), nf.Kind)
}

func fileExt(path string) string {
	if i := strings.LastIndexByte(path, '.'); i >= 0 && !strings.ContainsAny(path[i:], `/\`) {
		return path[i:]
	}
	return ""
}

// playMoves plays moves written in the game's notation from start.
// It also returns the last move's cells, to mark them.
func playMoves(g rules.Game, start rules.Position, moves string) (rules.Position, []string, []boards.Cell, error) {
	p := start
	var played []string
	var last []boards.Cell
	for i, s := range strings.Fields(moves) {
		// "1." move numbers are allowed and skipped
		if strings.HasSuffix(s, ".") {
			if _, err := strconv.Atoi(strings.TrimRight(s, ".")); err == nil {
				continue
			}
		}
		m, err := g.ParseMove(p, s)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("move %d %s: %v", i+1, quote(s), err)
		}
		played = append(played, g.FormatMove(p, m))
		last = m.Cells()
		p = p.Play(m)
	}
	return p, played, last, nil
}

// printFlagsAgree says which flag given does not go with --what w, if one does not.
func printFlagsAgree(w printout.What, sf *startFlags, moves, record, all bool) error {
	switch {
	case *sf.setup != "" && (w == printout.Setups || w == printout.Board):
		return usageErr("--setup does not go with --what %s", w)
	case moves && w != printout.Position:
		return usageErr("--moves goes with --what position")
	case *sf.position != "" && w != printout.Position && w != printout.Setup:
		return usageErr("--position goes with --what position or --what setup")
	case all && w != printout.Setups && w != printout.Pieces:
		return usageErr("--all goes with --what setups or --what pieces")
	case record != (w == printout.Game):
		return usageErr("--record FILE goes with --what game, and --what game needs it")
	case w == printout.Game && sf.given():
		return usageErr("a record's headers give the setup, mode, options and position")
	}
	return nil
}

// gameSheetJob is the print job of the saved game in file, with its analysis if it has
// one; the game must be id.
func gameSheetJob(id, file string) (printout.Job, error) {
	rec, m, e, err := readGame(file)
	if err != nil {
		return printout.Job{}, err
	}
	if e.ID != id {
		return printout.Job{}, fmt.Errorf("%s is a game of %s, not %s", excerpt(file), e.ID, id)
	}
	a, err := analysis.FromRecord(rec, m, e.Scale)
	if err != nil {
		return printout.Job{}, fmt.Errorf("%s: %w", excerpt(file), err)
	}
	how := ""
	if a != nil {
		how = rec.Get(analysis.Header)
	}
	return printout.Job{Game: e.Game, Config: m.Config(), Title: e.Name, Sheet: printout.GameSheetOf(m, a, how)}, nil
}
