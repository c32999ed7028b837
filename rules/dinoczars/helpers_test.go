package dinoczars

import (
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/rules"
	"oddboards/rules/gametest"
)

// spec describes a test position: cells is a list like "E3:TC^N G5:e3 B4:ss^SE" (upper
// case Player 1, lower case Player 2; ^ and the facing for a dinosaur, the count for an
// egg), eggs the eggs each player has not laid, pool the captured dinosaurs each can
// hatch ("SS tc": Player 1 has a Stegosaurus, Player 2 a Triceratops).
type spec struct {
	side     int
	cells    string
	eggs     [2]uint8
	pool     string
	touching bool
}

func mustPos(t testing.TB, sp spec) *Position {
	t.Helper()
	s := state{winner: -1, side: uint8(sp.side), eggs: sp.eggs, touching: sp.touching}
	for _, tok := range strings.Fields(sp.cells) {
		name, what, ok := strings.Cut(tok, ":")
		c, okc := lookupCell(name)
		if !ok || !okc || what == "" {
			t.Fatalf("bad cell %q", tok)
		}
		owner := 0
		if what[0] >= 'a' && what[0] <= 'z' {
			owner = 1
		}
		if strings.EqualFold(what[:1], "E") && len(what) == 2 {
			s.sq[c] = mk(kEgg, owner, what[1]-'0')
			continue
		}
		code, face, ok := strings.Cut(what, "^")
		kind, okk := twoLetterKinds[strings.ToUpper(code)]
		k, okf := parseFacing(face)
		if !ok || !okk || !okf || !validFacing(c, k) {
			t.Fatalf("bad piece %q", tok)
		}
		s.sq[c] = mk(kind, owner, k)
	}
	for _, tok := range strings.Fields(sp.pool) {
		kind, ok := twoLetterKinds[strings.ToUpper(tok)]
		if !ok {
			t.Fatalf("bad pool piece %q", tok)
		}
		owner := 0
		if tok[0] >= 'a' {
			owner = 1
		}
		s.pool[owner][kind]++
	}
	return &Position{st: s, moveNo: 1}
}

func cell(t testing.TB, name string) boards.Cell { return gametest.Cell(t, theBoard, name) }

// movesFrom lists the legal moves from the cell in full notation, sorted.
func movesFrom(p *Position, from string) []string {
	c, _ := theBoard.Lookup(from)
	return gametest.Moves(p, gametest.From(c))
}

// allMoves lists every legal move in full notation, sorted.
func allMoves(p *Position) []string { return gametest.Moves(p, nil) }

func mustPlay(t testing.TB, p *Position, text string) *Position {
	return gametest.Play(t, Game{}, p, text).(*Position)
}

func has(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// startPos is the initial position with the given egg option.
func startPos(t testing.TB, eggs string) *Position {
	t.Helper()
	p, err := New().Start(rules.Config{Options: map[string]string{OptEggs: eggs}})
	if err != nil {
		t.Fatal(err)
	}
	return p.(*Position)
}
