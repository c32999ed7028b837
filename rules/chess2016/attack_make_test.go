//go:build makedata

package chess2016

// Built only with the tag makedata: it remakes attackPositionsFile (see there), which
// the tests read; a test run never writes it.

import (
	"compress/gzip"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"oddboards/pieces"
	"oddboards/rules/search"
)

func TestMakeAttackPositions(t *testing.T) {
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
