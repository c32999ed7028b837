package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"oddboards/internal/atomicfile"
	"oddboards/internal/version"
	"oddboards/rules/seatstats"
)

// SeatsUsage is the usage of the seats subcommand.
const SeatsUsage = `  oddboards seats [--out FILE [--games N] [--jobs J]] [--game GAME [--mode M]]
                                             each seat's results in computer games of
                                             Antarctic Chess's modes and Pothole Chess (the
                                             table the app shows); with --out, play the
                                             games each series lacks up to N (default 100)
                                             into FILE (rules/seatstats/seats.tsv), going on
                                             where a run stopped
`

// seatsCmd prints the shipped table's summaries, or with --out plays into a table.
func seatsCmd(ctx context.Context, args []string, out io.Writer) error {
	fs := newFlags("seats")
	output := fs.String("out", "", "the table to play into")
	n := fs.Int("games", 100, "games a series")
	jobs := fs.Int("jobs", 1, "games played at once")
	game := fs.String("game", "", "one game")
	mode := fs.String("mode", "", "one mode of --game")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	var keys []string
	var tables []seatstats.Table
	for _, t := range seatstats.Tables() {
		keys = append(keys, t.Key())
		if (*game == "" || t.Game == *game) && (*mode == "" || t.Mode == *mode) {
			tables = append(tables, t)
		}
	}
	switch {
	case len(pos) > 0:
		return usageErr("seats takes no words but its flags, not %s", quote(pos[0]))
	case *mode != "" && *game == "":
		return usageErr("--mode needs --game")
	case len(tables) == 0:
		return usageErr("the table has no %s: it holds %s", quote(strings.TrimSpace(*game+" "+*mode)), strings.Join(keys, ", "))
	case *output == "" && (set["games"] || set["jobs"]):
		return usageErr("--games and --jobs play games into a table: give --out FILE too")
	case *n < 1 || *n > 100000:
		return usageErr("--games must be from 1 to 100000, not %d", *n)
	case *jobs < 1 || *jobs > 64:
		return usageErr("--jobs must be from 1 to 64, not %d", *jobs)
	}
	if *output == "" {
		all, err := seatstats.Shipped()
		if err != nil {
			return err
		}
		for _, s := range all {
			if slices.Contains(tables, s.Table) {
				printSeats(out, s)
			}
		}
		return nil
	}
	if err := atomicfile.Check(*output); err != nil {
		return err
	}
	var rows []seatstats.Row
	header := []string{"# each seat's results in computer games from the start: oddboards seats --out FILE --games N",
		"# series, every seat's setting, game number (its seed comes from it), plies, end (win SEAT, draw, cap: the ply cap " + strconv.Itoa(seatstats.MaxPlies) + "), each seat's placing"}
	var old []string
	if data, err := os.ReadFile(*output); err == nil {
		if rows, old, err = seatstats.Parse(string(data)); err != nil {
			return fmt.Errorf("%s: %w", excerpt(*output), err)
		}
	} else if !errors.Is(err, os.ErrNotExist) {
		return fileErr(*output, err)
	}
	// which builds played the games: the search's changes change them
	for _, h := range old {
		if strings.HasPrefix(h, playedBy) {
			header = append(header, h)
		}
	}
	if by := playedBy + builtFrom(); !slices.Contains(header, by) {
		header = append(header, by)
	}
	save := func() error { return writeSeats(*output, header, rows) }
	if err := save(); err != nil { // the header says this build played, before any game
		return err
	}
	for _, t := range tables {
		if err := playSeats(ctx, t, *n, *jobs, &rows, save, out); err != nil {
			return err
		}
	}
	fmt.Fprintf(out, "%s holds %d games\n", excerpt(*output), len(rows))
	return nil
}

// playSeats plays the games of t's series up to n that rows lacks, adding each to rows
// and saving the table after it; a failed save stops the series.
func playSeats(ctx context.Context, t seatstats.Table, n, jobs int, rows *[]seatstats.Row, save func() error, out io.Writer) error {
	have := seatstats.Count(t, *rows, n)
	fmt.Fprintf(out, "%s at %s: %d games played, %d to go\n", t.Key(), t.Player, have, n-have)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var saveErr error
	// Play never calls this twice at once: rows and saveErr need no lock
	err := seatstats.Play(ctx, t, n, jobs, *rows, func(r seatstats.Row) {
		if saveErr != nil {
			return
		}
		*rows = append(*rows, r)
		if saveErr = save(); saveErr != nil {
			cancel()
			return
		}
		fmt.Fprintf(out, "%s game %d: %s, %d plies\n", t.Key(), r.Index, r.End(), r.Plies)
	})
	if saveErr != nil {
		return saveErr
	}
	return err
}

// playedBy begins the header's lines that say which builds played the games.
const playedBy = "# played by "

// builtFrom is this build's version and the commit it was built from, as --version
// says them, on one line.
func builtFrom() string {
	lines := strings.Split(strings.TrimSpace(version.Text()), "\n")
	for _, l := range lines[1:] {
		if strings.HasPrefix(l, "commit ") {
			return lines[0] + ", " + l
		}
	}
	return lines[0] + ", its commit not recorded"
}

// writeSeats writes the table, its rows in the series' order and by game.
func writeSeats(path string, header []string, rows []seatstats.Row) error {
	var keys []string
	for _, t := range seatstats.Tables() {
		keys = append(keys, t.Key())
	}
	sorted := slices.Clone(rows)
	slices.SortFunc(sorted, func(a, b seatstats.Row) int {
		if a.Table != b.Table {
			return slices.Index(keys, a.Table) - slices.Index(keys, b.Table)
		}
		if a.Player != b.Player {
			return strings.Compare(a.Player, b.Player)
		}
		return a.Index - b.Index
	})
	lines := make([]string, len(sorted))
	for i, r := range sorted {
		lines[i] = r.Line()
	}
	return writeTable(path, header, lines)
}

// printSeats prints one series' summary: each seat's wins with their interval, and
// its placings.
func printSeats(out io.Writer, s seatstats.Summary) {
	fmt.Fprintf(out, "%s: %d games at %s (level %d of %d)", s.Key(), s.Games, s.Player, s.Level, s.Levels)
	if s.Games == 0 {
		fmt.Fprintln(out, ", none played yet")
		return
	}
	fmt.Fprintf(out, ", %d drawn, %d at the ply cap; an even share of wins is %.0f%%\n", s.Draws, s.Capped, 100*s.Fair())
	fmt.Fprintf(out, "  %-16s %5s %6s %12s %6s  places\n", "seat", "wins", "share", "95%", "mean")
	for q, st := range s.Seats {
		share, lo, hi := s.WinShare(q)
		places := make([]string, len(st.Places))
		for k, c := range st.Places {
			places[k] = strconv.Itoa(c)
		}
		fmt.Fprintf(out, "  %-16s %5d %5.1f%% %5.1f–%5.1f%% %6.2f  %s\n", st.Name, st.Wins, 100*share, 100*lo, 100*hi, s.MeanPlace(q), strings.Join(places, " "))
	}
}
