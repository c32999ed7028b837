package antarctic

import (
	"testing"

	"oddboards/boards"
	"oddboards/rules"
)

func TestResignTakesAPlayerOut(t *testing.T) {
	p, err := StartPosition(Mode3S)
	if err != nil {
		t.Fatal(err)
	}
	r := p.Resign(0)
	if !r.Out(0) || r.ToMove() != 1 || r.Outcome().Over() {
		t.Fatalf("Gold resigns in 3S: out %v, to move %d, over %v", r.Out(0), r.ToMove(), r.Outcome().Over())
	}
	for c := boards.Cell(0); int(c) < r.Board().Len(); c++ {
		if pc := r.At(c); !pc.Empty() && pc.Owner == 0 {
			t.Fatalf("Gold's %s is still on %s", pc.Kind, r.Board().CellName(c))
		}
	}
	if p.Out(0) {
		t.Fatal("resigning changed the position it started from")
	}
	// Red resigns too: Blue is left and wins.
	r = r.(rules.Resigner).Resign(1)
	if o := r.Outcome(); o.Result != rules.Win || o.Winner != 2 {
		t.Fatalf("after two resignations: %+v", o)
	}
	if len(r.LegalMoves(nil)) != 0 {
		t.Fatal("a finished game still has moves")
	}
}
