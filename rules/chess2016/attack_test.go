package chess2016

import (
	"bufio"
	"compress/gzip"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"oddboards/pieces"
	"oddboards/rules/search"
)

// attackPositionsFile holds positions of games the engine played against itself, one
// "variant|setup|FEN" a line. It is made by
//
//	CHESS2016_MAKE_POSITIONS=1 go test -run '^TestMakeAttackPositions$' ./rules/chess2016/
//
// (seeded, so the same file each time on the same engine): 16 setups for each of the
// Cannon, Vao, Leo, Nightrider, Camelrider, Griffin and Rhinoceros (as many as exist),
// the rest drawn at random from the three variants; every position of each game, each
// move found by a search of 2,000 nodes, or one time in six played at random.
const attackPositionsFile = "testdata/attack-positions.txt.gz"

func TestMakeAttackPositions(t *testing.T) {
	if os.Getenv("CHESS2016_MAKE_POSITIONS") == "" {
		t.Skip("set CHESS2016_MAKE_POSITIONS=1 to remake " + attackPositionsFile)
	}
	rng := rand.New(rand.NewPCG(2016, 56))
	variants := []string{Chess2016, Chess56, Chess112}
	type game struct {
		variant string
		setup   int
	}
	var games []game
	has := func(g game, k pieces.Kind) bool {
		ks, err := Kinds(g.variant, g.setup, nil)
		return err == nil && slices.Contains(ks, k)
	}
	odd := []pieces.Kind{pieces.Cannon, pieces.Vao, pieces.Leo, pieces.Nightrider,
		pieces.Camelrider, pieces.Griffin, pieces.Rhinoceros}
	for _, k := range odd {
		found := 0
		for try := 0; try < 20000 && found < 16; try++ {
			v := variants[rng.IntN(len(variants))]
			g := game{v, 1 + rng.IntN(setupsOf(v))}
			if has(g, k) {
				games = append(games, g)
				found++
			}
		}
	}
	var lines []string
	for i := 0; len(lines) < 10_500; i++ {
		var g game
		if i < len(games) {
			g = games[i]
		} else {
			v := variants[rng.IntN(len(variants))]
			g = game{v, 1 + rng.IntN(setupsOf(v))}
		}
		p, err := StartPosition(g.variant, g.setup, nil)
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < 40+rng.IntN(60); ply++ {
			lines = append(lines, fmt.Sprintf("%s|%d|%s", g.variant, g.setup, p.FEN()))
			moves := p.LegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			m := moves[rng.IntN(len(moves))]
			if rng.IntN(6) != 0 {
				m = p.Think(context.Background(), search.Limits{Nodes: 2000, HashMB: 1}, nil).Best
			}
			p = p.Play(m).(*Position)
		}
	}
	f, err := os.Create(attackPositionsFile)
	if err != nil {
		t.Fatal(err)
	}
	z, _ := gzip.NewWriterLevel(f, gzip.BestCompression)
	fmt.Fprintln(z, strings.Join(lines, "\n"))
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d positions from %d games", len(lines), len(games))
}

// attackPositions reads attackPositionsFile; short tests take every tenth.
func attackPositions(tb testing.TB) []*Position {
	tb.Helper()
	f, err := os.Open(attackPositionsFile)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		tb.Fatal(err)
	}
	var ps []*Position
	sc := bufio.NewScanner(z)
	for i := 0; sc.Scan(); i++ {
		if testing.Short() && i%10 != 0 {
			continue
		}
		f := strings.SplitN(sc.Text(), "|", 3)
		n, err := strconv.Atoi(f[1])
		if err != nil {
			tb.Fatalf("line %d: %v", i+1, err)
		}
		p, err := ParseFEN(f[0], n, nil, f[2])
		if err != nil {
			tb.Fatalf("line %d: %v", i+1, err)
		}
		ps = append(ps, p)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return ps
}
