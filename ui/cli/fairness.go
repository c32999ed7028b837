package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"

	"oddboards/internal/atomicfile"
	"oddboards/rules/chess2016"
	"oddboards/rules/search"
)

// FairnessUsage is the usage of the fairness subcommand.
const FairnessUsage = `  oddboards fairness --out FILE [--nodes N] [--jobs J] [--variant V]
                                             score every setup's start of Chess 2016, 56 and
                                             112 at one budget (default 100000 nodes), for
                                             the explorer (rules/chess2016/fairness.tsv); run
                                             again to go on where it stopped
`

// fairnessNodes is the table's default budget: 0.12 s of CPU a setup (Chess 112's, at
// --jobs 2), so the 2,184 setups take about four minutes of one core.
const fairnessNodes = 100000

// fairnessVariants are the variants the table holds, in its order.
func fairnessVariants() []string {
	return []string{chess2016.Chess2016, chess2016.Chess56, chess2016.Chess112}
}

// fairnessCmd scores the setups not yet in the table file, writing it again after every
// few, so that a run stopped goes on where it was.
func fairnessCmd(ctx context.Context, args []string, out io.Writer) error {
	fs := newFlags("fairness")
	output := fs.String("out", "", "the table")
	nodes := fs.Int64("nodes", fairnessNodes, "nodes a setup")
	jobs := fs.Int("jobs", 1, "setups searched at once")
	only := fs.String("variant", "", "one variant")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	switch {
	case len(pos) > 0:
		return usageErr("fairness takes no words but its flags, not %s", quote(pos[0]))
	case *output == "":
		return usageErr("fairness needs --out FILE, the table to write (or go on with)")
	case *nodes < 1:
		return usageErr("--nodes must be above 0, not %d", *nodes)
	case *jobs < 1 || *jobs > 64:
		return usageErr("--jobs must be from 1 to 64, not %d", *jobs)
	case *only != "" && !slices.Contains(fairnessVariants(), *only):
		return usageErr("--variant is one of %s, not %s", strings.Join(fairnessVariants(), ", "), quote(*only))
	}
	if err := atomicfile.Check(*output); err != nil {
		return err
	}
	budget := "# nodes " + strconv.FormatInt(*nodes, 10)
	header := []string{"# every setup's start scored by the computer for White: oddboards fairness --nodes " + strconv.FormatInt(*nodes, 10),
		"# variant, setup, centipawns, mate in plies (negative: Black mates), White's move", budget}
	var rows []chess2016.SetupScore
	if data, err := os.ReadFile(*output); err == nil {
		old, oldHeader, err := chess2016.ParseSetupScores(string(data))
		if err != nil {
			return fmt.Errorf("%s: %w", excerpt(*output), err)
		}
		if len(old) > 0 && !slices.Contains(oldHeader, budget) {
			was := strings.TrimPrefix(lastOf(oldHeader, "# nodes "), "# ")
			if was == "" {
				was = "its header does not say"
			}
			return fmt.Errorf("%s was scored at another budget (%s): give its --nodes, or another file", excerpt(*output), was)
		}
		rows = old
	} else if !errors.Is(err, os.ErrNotExist) {
		return fileErr(*output, err)
	}
	have := map[string]bool{}
	for _, r := range rows {
		have[r.Variant+" "+strconv.Itoa(r.Setup)] = true
	}
	type job struct {
		variant string
		setup   int
	}
	var todo []job
	for _, v := range fairnessVariants() {
		if *only != "" && v != *only {
			continue
		}
		for n := 1; n <= (chess2016.Game{}).Setups(v); n++ {
			if !have[v+" "+strconv.Itoa(n)] {
				todo = append(todo, job{v, n})
			}
		}
	}
	fmt.Fprintf(out, "%d setups scored, %d to go, %d nodes each\n", len(rows), len(todo), *nodes)
	lim := search.Limits{Nodes: *nodes, Seed: 1}
	next, results := make(chan job), make(chan chess2016.SetupScore)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	var failed error
	var once sync.Once
	for range *jobs {
		wg.Go(func() {
			for j := range next {
				s, err := chess2016.ScoreSetup(ctx, j.variant, j.setup, lim)
				if err != nil {
					once.Do(func() { failed = err; cancel() })
					return
				}
				select {
				case results <- s:
				case <-ctx.Done():
					return
				}
			}
		})
	}
	go func() {
		defer close(next)
		for _, j := range todo {
			select {
			case next <- j:
			case <-ctx.Done():
				return
			}
		}
	}()
	go func() { wg.Wait(); close(results) }()
	write := func() error { return writeSetupScores(*output, header, rows) }
	done := 0
	for s := range results {
		rows = append(rows, s)
		if done++; done%25 == 0 || done == len(todo) {
			if err := write(); err != nil {
				cancel()
				return err
			}
		}
		if done%100 == 0 || done == len(todo) {
			fmt.Fprintf(out, "%d of %d scored\n", done, len(todo))
		}
	}
	if failed != nil {
		return failed
	}
	if err := write(); err != nil {
		return err
	}
	fmt.Fprintf(out, "wrote %s: %d setups\n", excerpt(*output), len(rows))
	return nil
}

// writeSetupScores writes the table, its rows in the variants' order and by setup.
func writeSetupScores(path string, header []string, rows []chess2016.SetupScore) error {
	order := fairnessVariants()
	slices.SortFunc(rows, func(a, b chess2016.SetupScore) int {
		if a.Variant != b.Variant {
			return slices.Index(order, a.Variant) - slices.Index(order, b.Variant)
		}
		return a.Setup - b.Setup
	})
	lines := make([]string, len(rows))
	for i, r := range rows {
		lines[i] = r.Line()
	}
	return writeTable(path, header, lines)
}

// writeTable writes a table of the commands that make one in parts (fairness, seats):
// its header, then its lines, in one atomic write so that a run stopped leaves the
// last whole table.
func writeTable(path string, header, lines []string) error {
	var b strings.Builder
	for _, l := range slices.Concat(header, lines) {
		b.WriteString(l + "\n")
	}
	return atomicfile.Write(path, []byte(b.String()))
}

// lastOf is the last line of lines that begins with prefix, or "".
func lastOf(lines []string, prefix string) string {
	for i := len(lines) - 1; i >= 0; i-- {
		if strings.HasPrefix(lines[i], prefix) {
			return lines[i]
		}
	}
	return ""
}
