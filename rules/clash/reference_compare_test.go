package clash

import (
	"math/rand/v2"
	"slices"
	"sort"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules/clash/reference"
	"oddboards/rules/perfttest"
)

// The package reference is another engineer's independent implementation, written
// without looking at this one. These tests compare perft from the start, and the move
// lists and boards along random games, with it. Its move strings are written in the same
// notation as FormatMove, so divides and move lists compare text for text.

// refKinds maps the engine's piece codes to the reference's kinds.
var refKinds = map[pieces.Kind]int{pieces.Droid: reference.Droid, pieces.Hawk: reference.Hawk,
	pieces.Factor: reference.Factor, pieces.Commander: reference.Commander, pieces.Brute: reference.Brute,
	pieces.Slicer: reference.Slicer}

// toReference builds the reference's position equal to p.
func toReference(p *Position) reference.Position {
	var r reference.Position
	for n := 0; n < nNodes; n++ {
		pc := p.At(boards.Cell(n))
		if pc.Empty() {
			continue
		}
		r.Board[fileOf[n]+1][rankOf[n]+1] = reference.Piece{Kind: refKinds[pc.Kind], Color: int(pc.Owner)}
	}
	r.Turn = int(p.ToMove())
	return r
}

func refMoves(r *reference.Position) []string {
	var out []string
	for _, m := range r.Moves() {
		out = append(out, m.String())
	}
	sort.Strings(out)
	return out
}

func TestCompareWithReference(t *testing.T) {
	depth := 3
	if !testing.Short() {
		depth = 4 // about 2 s in the reference
	}
	p := StartPosition()
	for d := 1; d <= depth; d++ {
		want, err := reference.Perft(nil, d)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Perft(d); got != want {
			t.Errorf("start: perft(%d) = %d, the reference says %d", d, got, want)
			if rd, err := reference.Divide(nil, d); err == nil {
				t.Log(perfttest.DivideDiff(p.Divide(d), rd))
			}
			return
		}
	}
	if _, err := reference.Perft(map[string]string{"x": "y"}, 1); err == nil {
		t.Error("the reference takes no options")
	}
}

// TestCompareRandomGames plays random games from the positions of the perft table in both implementations side by side and
// compares, at every ply, the boards and the lists of legal moves; every tenth ply also
// perft(2).
func TestCompareRandomGames(t *testing.T) {
	games := 120
	if testing.Short() {
		games = 20
	}
	rng := rand.New(rand.NewPCG(7, 11))
	plies := 0
	for g := 0; g < games; g++ {
		p := mustPos(t, perftTable[g%len(perftTable)].pos) // the start, then the seed's and others
		r := toReference(p)
		if g == 0 && r != reference.StartPosition() {
			t.Fatal("the start positions differ")
		}
		for ply := 0; ply < 300; ply++ {
			if toReference(p) != r {
				t.Fatalf("game %d ply %d: the boards differ after the same moves: %s", g, ply, p)
			}
			mine, ref := allMoves(p), refMoves(&r)
			if !slices.Equal(mine, ref) {
				t.Fatalf("game %d ply %d, %s:\nengine    %v\nreference %v", g, ply, p, mine, ref)
			}
			if ply%10 == 0 {
				q := toReference(p)
				var want uint64
				for _, m := range q.Moves() {
					a := q.Apply(m)
					want += uint64(len(a.Moves()))
				}
				if got := p.Perft(2); got != want {
					t.Fatalf("%s: perft(2) = %d, the reference says %d", p, got, want)
				}
			}
			if len(mine) == 0 {
				break
			}
			plies++
			s := mine[rng.IntN(len(mine))]
			p, _ = play(t, p, s)
			for _, m := range r.Moves() {
				if m.String() == s {
					r = r.Apply(m)
					break
				}
			}
		}
	}
	t.Logf("%d plies compared", plies)
}

// TestCompareSeedPositions compares perft(3) from the seed's example positions, which
// the reference can only reach by building its board.
func TestCompareSeedPositions(t *testing.T) {
	for _, c := range perftTable[1:] {
		p := mustPos(t, c.pos)
		r := toReference(p)
		if got, want := p.Perft(3), r.Perft(3); got != want {
			t.Errorf("%s: perft(3) = %d, the reference says %d", c.note, got, want)
		}
	}
}
