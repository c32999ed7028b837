package pothole

import (
	"testing"

	"oddboards/pieces"
	"oddboards/rules"
)

func TestEffectsOfPushesAndLocks(t *testing.T) {
	p := mustStart(t, nil)
	// Bc2-c1 pushes White's own Dirt Devil on c1 off the board.
	var push rules.Move
	for _, m := range p.LegalMoves(nil) {
		if m.From == cell(t, "c2") && m.To == cell(t, "c1") {
			push = m
		}
	}
	eff := p.Effects(push)
	if len(eff) != 1 || eff[0].Cell != cell(t, "c1") || !eff[0].Dies {
		t.Fatalf("Bc2-c1 effects %+v, want the c1 Dirt Devil dying", eff)
	}
	// Moving a centre pothole locks it: the board shows it locked.
	var hole rules.Move
	for _, m := range p.LegalMoves(nil) {
		if m.Has(rules.Object) && m.From == cell(t, "c4") {
			hole = m
			break
		}
	}
	if p.At(cell(t, "c4")).Marks != 0 {
		t.Fatal("an unmoved centre pothole is shown locked")
	}
	after := p.Play(hole)
	if got := after.At(hole.To); got.Kind != pieces.Pothole || got.Marks == 0 {
		t.Fatalf("the pothole moved to %s is %+v, want locked (Marks set)", theBoard.CellName(hole.To), got)
	}
}
