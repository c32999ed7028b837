package dinoczars

import (
	"fmt"
	"testing"

	"oddboards/rules"
	"oddboards/rules/dinoczars/reference"
	"oddboards/rules/perfttest"
)

// The package reference is another engineer's independent implementation, written
// without looking at this one. These tests compare perft from the start with it, for both
// egg options, and the divide move by move (its move strings are translated from ours),
// so that a difference names the first move after which the two part. The reference's
// FIGURES.md records its depth-4 counts, 250,390,167 (edge) and 318,016,784 (touching),
// the same as perftTable's; at 46 s and more in the reference they are not rerun here.

func TestCompareWithReference(t *testing.T) {
	depth := 3
	if testing.Short() {
		depth = 2
	}
	for _, eggs := range []string{EggsEdge, EggsTouching} {
		cfg := map[string]string{OptEggs: eggs}
		p := startPos(t, eggs)
		perfttest.Counts(t, eggs, p, perfttest.Reference(t, reference.Perft, cfg, depth), depth, rules.Position.Perft)
		compareDivide(t, p, cfg, depth)
	}
}

// compareDivide matches our divide to the reference's, move by move.
func compareDivide(t *testing.T, p *Position, cfg map[string]string, depth int) {
	t.Helper()
	ref, err := reference.Divide(cfg, depth)
	if err != nil {
		t.Fatal(err)
	}
	ours := map[string]uint64{}
	for _, e := range p.legalMoves() {
		ours[refKey(p, e)] = p.play(e).Perft(depth - 1)
	}
	if d := perfttest.DivideDiff(ours, ref); d != "" {
		t.Errorf("%s: divide(%d) differs:\n%s", cfg[OptEggs], depth, d)
	}
}

// refKey writes a move the way the reference's Divide names it.
func refKey(p *Position, e move) string {
	code := kindTable.Code(kindOf(e.kind))
	switch e.typ {
	case tLay:
		return "E*" + cellName(int(e.to))
	case tGestate:
		n := pVal(p.st.sq[e.from])
		return fmt.Sprintf("E %s %d>%d", cellName(int(e.from)), n, n-1)
	case tHatch:
		return "E " + cellName(int(e.from)) + "=" + kindTable.Code(kindOf(e.hatch)) + " " + facingNames[e.face]
	}
	k := pVal(p.st.sq[e.from])
	lr := map[uint8]string{turn(k, 1): " L", turn(k, -1): " R"}
	if e.typ == tRotate {
		lr = map[uint8]string{turn(k, 2): " L", turn(k, -2): " R"}
		return code + " " + cellName(int(e.from)) + lr[e.face]
	}
	sep := "-"
	if e.capture {
		sep = "x"
	}
	s := code + " " + cellName(int(e.from)) + sep + cellName(int(e.to))
	switch {
	case e.kind == kPT:
		return s + " " + facingNames[e.face]
	case e.face != k:
		return s + lr[e.face]
	}
	return s
}
