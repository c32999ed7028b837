package cli

import (
	"fmt"
	"io"
	"sort"

	"oddboards/rules"
)

func perft(args []string, out io.Writer) error {
	fs := newFlags("perft")
	sf := addStartFlags(fs)
	divide := fs.Bool("divide", false, "count per first move")
	contract := fs.Bool("contract", false, "count through the generic rules contract")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) != 2 {
		return usageErr("perft needs GAME and DEPTH")
	}
	e, err := lookup(pos[0])
	if err != nil {
		return err
	}
	var depth int
	if _, err := fmt.Sscanf(pos[1], "%d", &depth); err != nil || depth < 0 || depth > 12 || fmt.Sprint(depth) != pos[1] {
		return usageErr("DEPTH must be a whole number from 0 to 12, not %s", quote(pos[1]))
	}
	_, p, err := sf.start(e)
	if err != nil {
		return err
	}
	count := rules.Position.Perft
	if *contract {
		count = rules.Perft
	}
	if *divide {
		if depth == 0 {
			return usageErr("--divide needs a DEPTH of 1 or more")
		}
		var counts map[string]uint64
		if !*contract {
			counts = p.Divide(depth)
		} else {
			counts = map[string]uint64{}
			for _, m := range p.LegalMoves(nil) {
				n := uint64(1)
				if depth > 1 {
					n = count(p.Play(m), depth-1)
				}
				counts[e.Game.FormatMove(p, m)] = n
			}
		}
		names := make([]string, 0, len(counts))
		var total uint64
		for name, n := range counts {
			names = append(names, name)
			total += n
		}
		sort.Strings(names)
		for _, name := range names {
			fmt.Fprintf(out, "%s %d\n", name, counts[name])
		}
		fmt.Fprintf(out, "perft %d = %d\n", depth, total)
		return nil
	}
	for d := 1; d <= depth; d++ {
		fmt.Fprintf(out, "perft %d = %d\n", d, count(p, d))
	}
	if depth == 0 {
		fmt.Fprintf(out, "perft 0 = 1\n")
	}
	return nil
}
