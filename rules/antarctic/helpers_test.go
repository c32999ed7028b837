package antarctic

import (
	"sort"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/rules"
	"oddboards/rules/gametest"
)

// build makes a position of mode with only the listed pieces, side to move. Each piece is
// written owner digit, code, hex: "0Ml12" is player 0's Emperor on l12. The return areas
// are the mode's; players who could be put out and have no Emperor (6E: nor King) are out.
// reserve lists waiting pieces the same way without a hex ("0O" is one Orca of player 0).
func build(t testing.TB, modeCode string, side int, list string, reserve ...string) *Position {
	t.Helper()
	m, err := lookupMode(modeCode)
	if err != nil {
		t.Fatal(err)
	}
	s := state{g: newGame(m)}
	for _, tok := range strings.Fields(list) {
		if len(tok) < 4 || tok[0] < '0' || int(tok[0]-'0') >= s.g.n {
			t.Fatalf("bad piece %q", tok)
		}
		k, ok := kindByCode(tok[1:2])
		c, ok2 := parseCell(tok[2:])
		if !ok || !ok2 || s.sq[c] != 0 {
			t.Fatalf("bad piece %q", tok)
		}
		s.sq[c] = mkPiece(k, int(tok[0]-'0'))
	}
	for _, tok := range reserve {
		k, ok := kindByCode(tok[1:])
		if !ok || !returns(k) {
			t.Fatalf("bad reserve %q", tok)
		}
		s.reserve[tok[0]-'0'][k]++
	}
	s.recount()
	s.side = int8(side)
	return &Position{st: s}
}

// hex returns the cell of a hex name.
func hex(t testing.TB, name string) boards.Cell { return gametest.Cell(t, theBoard, name) }

// hexOf names the hex at cube h ("" if it is off the board).
func hexOf(h boards.Cube) string {
	if c, ok := cellAt[h]; ok {
		return cellName(c)
	}
	return ""
}

// targets lists, sorted, the hexes the piece on from can go to ("x" marks captures).
func targets(p *Position, from boards.Cell) []string {
	out := gametest.Targets(p, from)
	sort.Strings(out)
	return out
}

// mustParse reads a move in p's notation.
func mustParse(t testing.TB, p rules.Position, s string) rules.Move {
	return gametest.Parse(t, Game{}, p, s)
}

// playAll plays the moves in order and returns the last position.
func playAll(t testing.TB, p rules.Position, moves ...string) rules.Position {
	return gametest.Play(t, Game{}, p, moves...)
}

func mustStart(t testing.TB, mode string) *Position { return gametest.Must(t, StartPosition, mode) }

func sortedNames(hs []boards.Cube) []string {
	var out []string
	for _, h := range hs {
		if n := hexOf(h); n != "" {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}
