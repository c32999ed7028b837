package cli

import (
	"fmt"
	"io"
	"strings"

	"oddboards/rules/chess2016"
)

// fairyFlag asks "setup" for Fairy-Stockfish's variant definitions instead of a diagram.
const fairyFlag = "fairy-stockfish"

// wantsFairy reports whether args hold --fairy-stockfish (or -fairy-stockfish, as the
// flag package reads it too).
func wantsFairy(args []string) bool {
	for _, a := range args {
		name := strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		if a != name && (name == fairyFlag || strings.HasPrefix(name, fairyFlag+"=")) {
			return true
		}
	}
	return false
}

// setupFairy answers "oddboards setup GAME [N|DICE] --fairy-stockfish [--option key=value]"
// with the setup's section of Fairy-Stockfish's variants.ini, and "... --fairy-stockfish
// --all" with one file of every setup Fairy-Stockfish can play exactly. A setup with a
// piece Fairy-Stockfish cannot play is an error of one line naming the piece.
func setupFairy(args []string, out io.Writer) error {
	fs := newFlags("setup")
	fs.Bool(fairyFlag, true, "Fairy-Stockfish's variants.ini")
	all := fs.Bool("all", false, "every setup Fairy-Stockfish can play")
	opts := options{}
	fs.Var(opts, "option", "key=value")
	pos, err := parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) < 1 || len(pos) > 2 || *all && len(pos) != 1 {
		return usageErr("setup --fairy-stockfish needs GAME and at most one setup number or dice, or GAME and --all")
	}
	e, err := lookup(pos[0])
	if err != nil {
		return err
	}
	if err := diceChessOnly(e, "setup --fairy-stockfish", "Fairy-Stockfish definition"); err != nil {
		return err
	}
	which := ""
	if len(pos) == 2 {
		which = pos[1]
	}
	cfg, err := config(e, which, "", opts)
	if err != nil {
		return err
	}
	var text string
	switch {
	case *all:
		text, err = chess2016.FairyFile(e.Variant, cfg.Options)
	default:
		n := cfg.Setup
		if n == 0 {
			n = chess2016.DefaultSetup(e.Variant)
		}
		text, err = chess2016.FairySection(e.Variant, n, cfg.Options)
	}
	if err != nil {
		return err
	}
	_, err = fmt.Fprint(out, text)
	return err
}
