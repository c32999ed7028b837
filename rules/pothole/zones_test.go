package pothole

import (
	"testing"

	"oddboards/boards"
)

// The board marks the pothole zones and promotion squares for drawing, the engine keeps
// its own tables for moving: they must say the same thing of every cell.
func TestBoardMarksAgreeWithTheEngine(t *testing.T) {
	promo := map[int]bool{}
	for _, s := range promoSquares {
		promo[int(s)] = true
	}
	for c := boards.Cell(0); int(c) < theBoard.Len(); c++ {
		sq := int(sqOfCell[c])
		info := theBoard.Info(c)
		want := ""
		switch {
		case atZone[sq]:
			want = "@"
		case starZone[sq]:
			want = "*"
		}
		if info.Mark != want {
			t.Errorf("%s: the board marks %q, the engine's zone is %q", info.Name, info.Mark, want)
		}
		if (info.Shade == 3) != promo[sq] {
			t.Errorf("%s: drawn as a promotion square %v, the engine says %v", info.Name, info.Shade == 3, promo[sq])
		}
	}
}
