package pothole

import (
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

func TestEffectsOfPushesAndLocks(t *testing.T) {
	p, err := StartPosition(nil)
	if err != nil {
		t.Fatal(err)
	}
	b := p.Board()
	cellOfName := func(n string) boards.Cell {
		c, ok := b.Lookup(n)
		if !ok {
			t.Fatalf("no cell %s", n)
		}
		return c
	}
	// Bc2-c1 pushes White's own Dirt Devil on c1 off the board.
	var push rules.Move
	for _, m := range p.LegalMoves(nil) {
		if m.From == cellOfName("c2") && m.To == cellOfName("c1") {
			push = m
		}
	}
	eff := p.Effects(push)
	if len(eff) != 1 || eff[0].Cell != cellOfName("c1") || !eff[0].Dies {
		t.Fatalf("Bc2-c1 effects %+v, want the c1 Dirt Devil dying", eff)
	}
	// Moving a centre pothole locks it: the board shows it locked.
	var hole rules.Move
	for _, m := range p.LegalMoves(nil) {
		if m.Has(rules.Object) && m.From == cellOfName("c4") {
			hole = m
			break
		}
	}
	if p.At(cellOfName("c4")).Marks != 0 {
		t.Fatal("an unmoved centre pothole is shown locked")
	}
	after := p.Play(hole)
	if got := after.At(hole.To); got.Kind != pieces.Pothole || got.Marks == 0 {
		t.Fatalf("the pothole moved to %s is %+v, want locked (Marks set)", b.CellName(hole.To), got)
	}
}
