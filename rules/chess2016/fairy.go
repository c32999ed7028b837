package chess2016

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"oddboards/pieces"
)

// Fairy-Stockfish, a chess-variant engine, reads variants from an ini file (its
// "variants.ini"): one section per variant, the pieces in Betza's notation. FairySection
// writes one setup of the family as such a section, in the family's own FEN letters, so
// that players and engine matches can run Fairy-Stockfish on exactly these rules. A setup
// with a piece that Fairy-Stockfish's Betza subset cannot write exactly is refused with
// an *Unexpressible error, never approximated.
//
// Fairy-Stockfish's subset (its piece.cpp and bitboard.cpp): leaps of at most 3 squares
// each way (atoms W F D N A H C Z G K), riders along Rook, Bishop and Knight lines only,
// hoppers (p) along Rook and Bishop lines, the m, c and direction modifiers, and no
// multi-leg moves. Its board holds up to 12 × 10 squares in its "largeboards" builds,
// and a '*' in a FEN is a wall: never entered, never captured, blocking every line (like
// a square outside the 96 here; no line of this board crosses a wall to reach a square
// again, so a wall can never be a Cannon's screen in either engine).

// fsBuiltin are the pieces written with Fairy-Stockfish's own piece types, which its
// evaluation knows; the Betza is the one it gives them, which the derived one must equal.
var fsBuiltin = map[pieces.Kind]struct{ name, betza string }{
	pieces.Pawn:   {"pawn", "fmWfceF"},
	pieces.King:   {"king", "K"},
	pieces.Queen:  {"queen", "Q"},
	pieces.Rook:   {"rook", "R"},
	pieces.Bishop: {"bishop", "B"},
	pieces.Knight: {"knight", "N"},
}

type fsAtom struct {
	letter string
	offs   []int
}

// fsLeaps are the leap atoms of Fairy-Stockfish that this family's leaps use.
var fsLeaps = []fsAtom{{"K", queenDirs}, {"W", orthDirs}, {"F", diagDirs}, {"N", knightLeaps},
	{"C", camelLeaps}, {"Z", zebraLeaps}}

// fsLines are the slides (and, after p, the hops) that Fairy-Stockfish has.
var fsLines = []fsAtom{{"Q", queenDirs}, {"R", orthDirs}, {"B", diagDirs}}

func atomOf(atoms []fsAtom, offs []int) (string, bool) {
	for _, a := range atoms {
		if len(a.offs) == len(offs) && !slices.ContainsFunc(offs, func(o int) bool { return !slices.Contains(a.offs, o) }) {
			return a.letter, true
		}
	}
	return "", false
}

// leapName writes a leap as "(1,4)".
func leapName(off int) string {
	dy := (off + stride/2) / stride
	if off < 0 {
		dy = -((-off + stride/2) / stride)
	}
	dx := off - dy*stride
	a, b := min(abs(dx), abs(dy)), max(abs(dx), abs(dy))
	return fmt.Sprintf("(%d,%d)", a, b)
}

// fairyBetza is kind k's move in Fairy-Stockfish's Betza, derived from the move tables
// the engine itself plays by, or "" and why Fairy-Stockfish cannot write it exactly.
// The Pawn's is Fairy-Stockfish's own pawn, which the section's regions complete.
func fairyBetza(k pieces.Kind) (betza, why string) {
	if int(k) >= len(partsOf) || len(partsOf[k]) == 0 {
		return "", "it is no piece of Chess 2016, 56 or 112"
	}
	var b strings.Builder
	for _, pt := range partsOf[k] {
		b.WriteString([]string{both: "", moveOnly: "m", captureOnly: "c"}[pt.mode])
		switch pt.kind {
		case pawnPart:
			return fsBuiltin[pieces.Pawn].betza, ""
		case forward:
			b.WriteString("fW")
		case leap:
			a, ok := atomOf(fsLeaps, pt.offs)
			if !ok {
				return "", fmt.Sprintf("its %s leap is longer than any Fairy-Stockfish leaps (3 squares each way)", leapName(pt.offs[0]))
			}
			b.WriteString(a)
		case slide:
			a, _ := atomOf(fsLines, pt.offs)
			b.WriteString(a)
		case cannon:
			a, _ := atomOf(fsLines, pt.offs)
			b.WriteString("p" + a)
		case ride:
			a, ok := atomOf(fsLeaps, pt.offs)
			if !ok || a != "N" {
				return "", fmt.Sprintf("it rides along %s lines, and Fairy-Stockfish rides only along Rook, Bishop and Knight lines", leapName(pt.offs[0]))
			}
			b.WriteString("NN")
		case griffin:
			return "", "its path bends (a diagonal step, then on along a file or rank, not stopping on the first two squares), and Fairy-Stockfish's Betza has no moves of several legs"
		case rhino:
			return "", "its path turns at every step, and Fairy-Stockfish's Betza has no moves of several legs"
		}
	}
	return b.String(), ""
}

// unexpressible is the error for a setup that Fairy-Stockfish cannot play exactly: the
// pieces it cannot write, and why for each.
type unexpressible struct {
	Variant string
	Setup   int
	Pieces  []pieces.Kind
	Why     []string
}

func (e *unexpressible) Error() string {
	d, _ := DiceOf(e.Variant, e.Setup)
	var parts []string
	for i, k := range e.Pieces {
		parts = append(parts, kindTable.Name(k)+": "+e.Why[i])
	}
	return fmt.Sprintf("%s setup %d (%s) cannot be written for Fairy-Stockfish: %s",
		variantName(e.Variant), e.Setup, d, strings.Join(parts, "; "))
}

// fairyName names setup n's section: the variant as the UCI engine names it, then the
// setup number ("chess2016-37"); in Chess 2016 with nightrider=all-men, "-all-men" after.
func fairyName(variant string, n int, opts map[string]string) string {
	name := fmt.Sprintf("%s-%d", strings.ReplaceAll(variant, "-", ""), n)
	if nr, _ := nightriderOption(opts); variant == Chess2016 && nr == AllMen {
		name += "-" + AllMen
	}
	return name
}

// FairySection writes setup n of variant as a section of Fairy-Stockfish's variants.ini,
// or returns an *Unexpressible error if a piece of it has no exact Betza there.
func FairySection(variant string, n int, opts map[string]string) (string, error) {
	variant, r, err := resolve(variant, n, opts)
	if err != nil {
		return "", err
	}
	kinds := kindsOf(r)
	bad := &unexpressible{Variant: variant, Setup: n}
	betzas := map[pieces.Kind]string{}
	for _, k := range kinds {
		b, why := fairyBetza(k)
		if why != "" {
			bad.Pieces = append(bad.Pieces, k)
			bad.Why = append(bad.Why, why)
		}
		betzas[k] = b
	}
	if len(bad.Pieces) > 0 {
		return "", bad
	}
	start, err := StartPosition(variant, n, opts)
	if err != nil {
		return "", err
	}
	letter := func(k pieces.Kind) string { return strings.ToLower(string(fenLetter(variant, k))) }
	d, _ := DiceOf(variant, n)
	var b strings.Builder
	line := func(format string, a ...any) { fmt.Fprintf(&b, format+"\n", a...) }
	line("[%s]", fairyName(variant, n, opts))
	line("# Oddboards %s setup %d, dice %s; substitutions: %s.", variantName(variant), n, d, substitutions(r))
	var legend []string
	for _, k := range kinds {
		legend = append(legend, strings.ToUpper(letter(k))+" "+kindTable.Name(k))
	}
	line("# Pieces: %s. Needs a largeboards build (12 x 10).", strings.Join(legend, ", "))
	line("maxFile = %d", boxFiles)
	line("maxRank = %d", boxRanks)
	custom := 0
	var promo strings.Builder
	for _, k := range kinds {
		if k != pieces.Pawn && k != pieces.King {
			promo.WriteString(letter(k))
		}
		if bi, ok := fsBuiltin[k]; ok {
			line("%s = %s", bi.name, letter(k))
			continue
		}
		custom++
		line("customPiece%d = %s:%s", custom, letter(k), betzas[k])
	}
	line("startFen = %s", start.FEN())
	line("promotionPieceTypes = %s", promo.String())
	for side, colour := range []string{"White", "Black"} {
		line("promotionRegion%s = %s", colour, strings.Join(promotionSquares(side), " "))
	}
	for side, colour := range []string{"White", "Black"} {
		line("doubleStepRegion%s = *%d", colour, pawnFirstRk[side]+1)
	}
	// The King goes three squares and the Rook to the square next to it, inside:
	// Fairy-Stockfish's castling with the files set.
	king := kingHome[0]
	kTo, qTo := king+3, king-3
	kRook, _ := castleRook(king, kTo)
	qRook, _ := castleRook(king, qTo)
	line("castling = true")
	line("castlingRank = %d", rankOf(king)+1)
	line("castlingKingFile = %s", sqName(king)[:1])
	line("castlingKingsideFile = %s", sqName(kTo)[:1])
	line("castlingQueensideFile = %s", sqName(qTo)[:1])
	line("castlingRookKingsideFile = %s", sqName(kRook)[:1])
	line("castlingRookQueensideFile = %s", sqName(qRook)[:1])
	line("castlingRookPieces = %s", letter(pieces.Rook))
	line("nMoveRule = 50")
	line("nFoldRule = 3")
	line("stalemateValue = draw")
	return b.String(), nil
}

// promotionSquares are the squares where side's pawns promote: those from which they
// could not go straight on, rank by rank from side's end.
func promotionSquares(side int) []string {
	var out []string
	for r := 0; r < boxRanks; r++ {
		rank := r
		if side == 0 {
			rank = boxRanks - 1 - r
		}
		for f := 0; f < boxFiles; f++ {
			if exists(f, rank) && lastRankFor(side, f, rank) {
				out = append(out, sqName(sqAt(f, rank)))
			}
		}
	}
	return out
}

// FairyFile writes every setup of variant that Fairy-Stockfish can play as one
// variants.ini, after a header that counts the setups left out and names their pieces.
func FairyFile(variant string, opts map[string]string) (string, error) {
	variant, err := checkVariant(variant)
	if err != nil {
		return "", err
	}
	if _, err := checkOptions(opts); err != nil {
		return "", err
	}
	var sections []string
	left := map[pieces.Kind]int{}
	skipped := 0
	for n := 1; n <= setupsOf(variant); n++ {
		s, err := FairySection(variant, n, opts)
		var bad *unexpressible
		switch {
		case err == nil:
			sections = append(sections, s)
			continue
		case !errors.As(err, &bad):
			return "", err
		}
		skipped++
		for _, k := range bad.Pieces {
			left[k]++
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# Oddboards: %d of the %d setups of %s for Fairy-Stockfish (a largeboards build).\n",
		len(sections), setupsOf(variant), variantName(variant))
	n := DefaultSetup(variant)
	fmt.Fprintf(&b, "# A section per setup, named for it: [%s] is setup %d.\n", fairyName(variant, n, opts), n)
	if skipped > 0 {
		var why []string
		for _, k := range gameKinds {
			if left[k] > 0 {
				_, w := fairyBetza(k)
				why = append(why, fmt.Sprintf("# - %s (in %d): %s", kindTable.Name(k), left[k], w))
			}
		}
		fmt.Fprintf(&b, "# Left out: %d setups, for pieces Fairy-Stockfish cannot play exactly:\n%s\n",
			skipped, strings.Join(why, "\n"))
	}
	for _, s := range sections {
		b.WriteString("\n" + s)
	}
	return b.String(), nil
}
