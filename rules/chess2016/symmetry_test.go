package chess2016

import (
	"strings"
	"testing"
)

// flipFEN is the position of fen with the board turned end for end and the colours
// swapped, White's men Black's and the side to move the other; castling and en passant
// dropped, as they are in the position fen is compared with.
func flipFEN(fen string) string {
	f := strings.Fields(fen)
	ranks := strings.Split(f[0], "/")
	for i, j := 0, len(ranks)-1; i < j; i, j = i+1, j-1 {
		ranks[i], ranks[j] = ranks[j], ranks[i]
	}
	b := []rune(strings.Join(ranks, "/"))
	for i, r := range b {
		switch {
		case r >= 'a' && r <= 'z':
			b[i] = r - 32
		case r >= 'A' && r <= 'Z':
			b[i] = r + 32
		}
	}
	side := "b"
	if f[1] == "b" {
		side = "w"
	}
	return string(b) + " " + side + " - - 0 1"
}

// The evaluation sees the two sides alike: over random walks from the 43 search
// positions, each position (without castling and en passant) scores for the side to
// move what its mirror image, colours swapped, scores for the other side.
func TestEvalIsSymmetric(t *testing.T) {
	bad, n := 0, 0
	fixed := searchPositions(t)
	walkGames(fixed, 7, 60, func(i, ply int, th *thinker) {
		p := fixed[i]
		pos := &Position{st: th.s, variant: p.variant, setup: p.setup, full: 1}
		f := strings.Fields(pos.FEN())
		plain := strings.Join(f[:2], " ") + " - - 0 1"
		a, err := ParseFEN(p.variant, p.setup, nil, plain)
		if err != nil {
			t.Fatalf("position %d, ply %d: %v", i, ply, err)
		}
		b, err := ParseFEN(p.variant, p.setup, nil, flipFEN(plain))
		if err != nil {
			t.Fatalf("position %d, ply %d, turned: %v", i, ply, err)
		}
		n++
		ea, eb := newThinker(a).Eval(a.st.side), newThinker(b).Eval(b.st.side)
		if ea != eb {
			bad++
			if bad < 4 {
				t.Errorf("position %d, ply %d: %d, turned %d\n%s\n%s", i, ply, ea, eb, plain, flipFEN(plain))
			}
		}
	})
	t.Logf("%d of %d positions score unlike their mirror images", bad, n)
	if bad > 0 || n < 1000 {
		t.Fatalf("%d of %d positions score unlike their mirror images", bad, n)
	}
}
