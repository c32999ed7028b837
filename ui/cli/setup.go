package cli

import (
	"fmt"
	"io"
	"strings"

	"oddboards/boards"
	"oddboards/rules"
	"oddboards/rules/games"
)

// defaultNote ends the header of "setup GAME" without N.
const defaultNote = ", the default: a game starts with it when no setup is chosen"

func setup(args []string, out io.Writer) error {
	if wantsFairy(args) {
		return setupFairy(args, out)
	}
	for _, a := range args {
		if a == "--list" || strings.HasPrefix(a, "--list=") {
			return setupList(args, out)
		}
	}
	fs := newFlags("setup")
	opts := options{}
	fs.Var(opts, "option", "key=value")
	mode := fs.String("mode", "", "mode")
	e, more, err := gameAndOne(fs, args, "setup needs GAME and at most one setup number or dice")
	if err != nil {
		return err
	}
	which := ""
	if len(more) == 1 {
		which = more[0]
	}
	cfg, err := config(e, which, *mode, opts)
	if err != nil {
		return err
	}
	p, err := e.Game.Start(cfg)
	if err != nil {
		return usageErr("%v", err)
	}
	if t, ok := e.Game.(rules.SetupTexter); ok {
		// without N: the setup the game started from, drawn the same way and named as
		// the default (Chess 2016's plain array is setup 37, 1-1-2/1/1)
		n, chosen := cfg.Setup, cfg.Setup != 0
		if sp, ok := p.(rules.SetupPosition); ok && !chosen {
			n = sp.Setup()
		}
		if n != 0 {
			text, err := t.SetupText(e.Variant, n, cfg.Options)
			if err != nil {
				return err
			}
			if !chosen {
				head, rest, _ := strings.Cut(text, "\n")
				text = head + defaultNote + "\n" + rest
			}
			fmt.Fprint(out, text)
			return nil
		}
	}
	fmt.Fprint(out, listing(e, cfg, p))
	return nil
}

// listing writes any position as "cell: Player Piece" lines, grouped by player.
func listing(e games.Entry, cfg rules.Config, p rules.Position) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", e.Name)
	players, kinds := e.Game.Players(cfg), e.Game.Kinds()
	for pl := range players {
		fmt.Fprintf(&b, "%s:", players[pl].Name)
		for c := boards.Cell(0); int(c) < p.Board().Len(); c++ {
			if pc := p.At(c); !pc.Empty() && int(pc.Owner) == pl {
				fmt.Fprintf(&b, " %s%s", kinds.Code(pc.Kind), p.Board().CellName(c))
			}
		}
		fmt.Fprintln(&b)
	}
	return b.String()
}
