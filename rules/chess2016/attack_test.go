package chess2016

import (
	"bufio"
	"compress/gzip"
	"os"
	"strconv"
	"strings"
	"testing"
)

// attackPositionsFile holds positions of games the engine played against itself, one
// "variant|setup|FEN" a line. It is made by
//
//	go test -tags makedata -run '^TestMakeAttackPositions$' ./rules/chess2016/
//
// (seeded, so the same file each time on the same engine): 16 setups for each of the
// Cannon, Vao, Leo, Nightrider, Camelrider, Griffin and Rhinoceros (as many as exist),
// the rest drawn at random from the three variants; every position of each game, each
// move found by a search of 2,000 nodes, or one time in six played at random.
const attackPositionsFile = "testdata/attack-positions.txt.gz"

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
