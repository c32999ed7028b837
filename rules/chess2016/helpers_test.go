package chess2016

import (
	"sort"
	"strconv"
	"strings"
	"testing"

	"oddboards/pieces"
	"oddboards/rules/gametest"
)

// posFromText is ParsePosition, under the name the tests grew up with.
func posFromText(text string, promo ...pieces.Kind) (*Position, error) {
	return ParsePosition(text, promo...)
}

func mustPos(t testing.TB, text string, promo ...pieces.Kind) *Position {
	t.Helper()
	read := func(s string) (*Position, error) { return posFromText(s, promo...) }
	return gametest.Must(t, read, text)
}

func mustStart(t testing.TB, variant string, n int) *Position {
	t.Helper()
	return startOf(t, variant, n, nil)
}

// startOf is setup n of variant with opts; the test fails when there is none.
func startOf(t testing.TB, variant string, n int, opts map[string]string) *Position {
	t.Helper()
	read := func(n int) (*Position, error) { return StartPosition(variant, n, opts) }
	return gametest.Must(t, read, n)
}

// sanList is every legal move in SAN, sorted.
func sanList(p *Position) []string { return gametest.Moves(p, nil) }

// destsFrom lists the squares the piece on from can go to (sorted, once each), with an
// "x" before a capture.
func destsFrom(p *Position, from string) string {
	c, ok := theBoard.Lookup(from)
	if !ok {
		return "no square " + from
	}
	out := gametest.Targets(p, c)
	sort.Slice(out, func(i, j int) bool { return sqKey(out[i]) < sqKey(out[j]) })
	return strings.Join(out, " ")
}

// sqKey orders squares by file then rank.
func sqKey(s string) int {
	s = strings.TrimPrefix(s, "x")
	r, _ := strconv.Atoi(s[1:])
	return int(s[0])*100 + r
}

func sortSquares(s string) string {
	f := strings.Fields(s)
	sort.Slice(f, func(i, j int) bool { return sqKey(f[i]) < sqKey(f[j]) })
	return strings.Join(f, " ")
}

// playSAN plays moves written in SAN, failing the test on any error.
func playSAN(t testing.TB, p *Position, moves ...string) *Position {
	return gametest.Play(t, Game{}, p, moves...).(*Position)
}

// posFromList builds a position from "side castling ep halfmove" and a list of pieces
// such as "Kl4 kl7 GRc2 pd6": the code (upper case White, lower case Black) then the
// square. The FEN-like text of posFromText says the same thing for a whole board.
func posFromList(t testing.TB, head, list string, promo ...pieces.Kind) *Position {
	t.Helper()
	var grid [boxRanks][boxFiles]string
	for _, item := range strings.Fields(list) {
		j := len(item)
		for j > 0 && item[j-1] >= '0' && item[j-1] <= '9' {
			j--
		}
		if j < 2 {
			t.Fatalf("piece %q", item)
		}
		sq, ok := parseSquare(item[j-1:])
		if !ok {
			t.Fatalf("piece %q: no such square", item)
		}
		grid[rankOf(sq)][fileOf(sq)] = strings.Trim(item[:j-1], "[]")
	}
	var ranks []string
	for r := boxRanks - 1; r >= 0; r-- {
		var b strings.Builder
		empty := 0
		for f := 0; f < boxFiles; f++ {
			code := grid[r][f]
			if code == "" {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			if len(code) > 1 {
				code = "[" + code + "]"
			}
			b.WriteString(code)
		}
		if empty > 0 {
			b.WriteString(strconv.Itoa(empty))
		}
		ranks = append(ranks, b.String())
	}
	return mustPos(t, strings.Join(ranks, "/")+" "+head, promo...)
}
