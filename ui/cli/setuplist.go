package cli

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"oddboards/pieces"
	"oddboards/rules/chess2016"
	"oddboards/rules/games"
)

// kindList collects repeated --with / --without flags; each may also hold several names
// separated by commas ("--with Leo,Tiger").
type kindList []string

func (k *kindList) String() string { return strings.Join(*k, ",") }
func (k *kindList) Set(s string) error {
	for _, part := range strings.Split(s, ",") {
		if part = strings.TrimSpace(part); part != "" {
			*k = append(*k, part)
		}
	}
	return nil
}

// setupList answers "oddboards setup GAME --list [--with PIECE]… [--without PIECE]…
// [--option key=value]": one line per matching setup, its number and its dice, then how
// many match. Piece names are the game's, in any case (plurals and notation codes
// too). GAME is chess-2016, chess-56 or chess-112.
func setupList(args []string, out io.Writer) error {
	fs := newFlags("setup")
	fs.Bool("list", true, "list setups")
	var with, without kindList
	fs.Var(&with, "with", "a piece every listed setup has")
	fs.Var(&without, "without", "a piece no listed setup has")
	opts := options{}
	fs.Var(opts, "option", "key=value")
	e, err := oneGame(fs, args, "setup --list needs GAME and no setup: setup chess-2016 --list --with Leo --without Nightrider")
	if err != nil {
		return err
	}
	if err := diceChessOnly(e, "setup --list", "dice setups"); err != nil {
		return err
	}
	cfg, err := config(e, "", "", opts)
	if err != nil {
		return err
	}
	valid, err := chess2016.VariantKinds(e.Variant)
	if err != nil {
		return err
	}
	read := func(names []string) ([]pieces.Kind, error) {
		var ks []pieces.Kind
		for _, s := range names {
			k, ok := chess2016.KindByName(s)
			if !ok || !slices.Contains(valid, k) {
				var all []string
				for _, v := range valid {
					all = append(all, e.Game.Kinds().Name(v))
				}
				return nil, usageErr("%s has no piece %s; the pieces of its setups are %s",
					e.ID, quote(s), strings.Join(all, ", "))
			}
			ks = append(ks, k)
		}
		return ks, nil
	}
	var f chess2016.Filter
	if f.With, err = read(with); err != nil {
		return err
	}
	if f.Without, err = read(without); err != nil {
		return err
	}
	ns, err := chess2016.Match(e.Variant, f, cfg.Options)
	if err != nil {
		return err
	}
	for _, n := range ns {
		d, err := chess2016.DiceOf(e.Variant, n)
		if err != nil {
			return err
		}
		fmt.Fprintf(out, "%4d  %s\n", n, d)
	}
	word := "setups match"
	if len(ns) == 1 {
		word = "setups matches"
	}
	fmt.Fprintf(out, "%d of %d %s: %s\n", len(ns), e.Game.Setups(e.Variant), word, f)
	return nil
}

// diceChessOnly refuses, for the command what, a game other than the dice chesses,
// which alone have the thing it lacks.
func diceChessOnly(e games.Entry, what, lacks string) error {
	switch e.Variant {
	case chess2016.Chess2016, chess2016.Chess56, chess2016.Chess112:
		return nil
	}
	return usageErr("%s: %s has no %s (chess-2016, chess-56 and chess-112 have)", what, e.ID, lacks)
}
