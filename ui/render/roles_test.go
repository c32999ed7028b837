package render

import (
	"bytes"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// TestKindsDecideCountsLocksAndBadges: what a piece shows beyond its icon comes from
// the scene's kinds: a counter's count, an object's padlock for its mark (a piece's mark
// is a dot), the badge's letters.
func TestKindsDecideCountsLocksAndBadges(t *testing.T) {
	b := boards.Squares("one", 1, 1, func(f, r int) bool { return true })
	paint := func(p pieces.Piece, k rules.KindInfo, badges bool) []byte {
		k.Kind = p.Kind
		sc := NewScene(b, func(boards.Cell) pieces.Piece { return p }, []string{"white", "black"}, rules.Kinds{k})
		sc.Badges = badges
		r, _ := Image(sc, 120, 120, 0, fonts(t))
		return r.Image().Pix
	}
	egg := func(n int8) pieces.Piece { return pieces.Piece{Kind: pieces.Egg, Count: n, Facing: pieces.NoFacing} }
	counter := rules.KindInfo{Code: "E", Role: rules.RoleCounter}
	plain := rules.KindInfo{Code: "E"}
	if bytes.Equal(paint(egg(2), counter, false), paint(egg(3), counter, false)) {
		t.Error("a counter's count is not drawn")
	}
	if !bytes.Equal(paint(egg(2), plain, false), paint(egg(3), plain, false)) {
		t.Error("a count is drawn on a kind that does not count")
	}
	hole := pieces.Piece{Kind: pieces.Pothole, Owner: pieces.Nobody, Facing: pieces.NoFacing}
	locked := hole
	locked.Marks = 1
	object := rules.KindInfo{Code: "O", Role: rules.RoleObject}
	if !bytes.Equal(paint(hole, object, false), paint(hole, plain, false)) {
		t.Error("an unmarked object is drawn unlike the same kind as a piece")
	}
	if bytes.Equal(paint(locked, object, false), paint(locked, plain, false)) {
		t.Error("a marked object's padlock is drawn like a piece's mark")
	}
	if bytes.Equal(paint(hole, object, true), paint(hole, rules.KindInfo{Code: "XY", Role: rules.RoleObject}, true)) {
		t.Error("the badge does not show the kind's code")
	}
	if !bytes.Equal(paint(hole, object, false), paint(hole, rules.KindInfo{Code: "XY", Role: rules.RoleObject}, false)) {
		t.Error("a scene without badges draws the code")
	}
}
