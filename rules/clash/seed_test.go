package clash

import (
	"slices"
	"testing"

	"oddboards/pieces"
	"oddboards/rules"
)

// The seed's worked examples, each set up with the pieces the seed mentions (its
// diagrams are lost) plus a Commander for each side where the seed names none, so that
// the game is not over.

// wantAt checks the piece on a node: kind and owner, or empty for pieces.None.
func wantAt(t *testing.T, p *Position, node string, k pieces.Kind, owner pieces.Player) {
	t.Helper()
	got := p.At(cell(t, node))
	if got.Kind != k || (k != pieces.None && got.Owner != owner) {
		t.Errorf("%s: %s holds %v of player %d, want %v of player %d", p, node, got.Kind, got.Owner, k, owner)
	}
}

// hasAll checks that every move in want is among got.
func hasAll(t *testing.T, got []string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("%s is missing from %v", w, got)
		}
	}
}

// TestSeedFactorAndHawk is the seed's first example: "Black to move. His moves include:
// move the Droid c5 - d4 (transforming to a Hawk); transform the Factor on a5 to a Droid or
// Hawk; move the Factor a5 - a3, leaving behind either a Droid or Hawk on a5. White
// captures the Factor b4 x a3. Possible moves with the Black Hawk: a5 - b4, a5 - b4 x c3,
// a5 - a1 x a3 (transforming to Slicer). White should capture the Slicer either with
// b2 x a1, or c1 x a1 (in either case the Droid moved would transform to a Hawk)."
// White's b4, b2 and c1 are Droids (they capture backwards and sideways and become
// Hawks); c3 holds a White piece for the approach to take.
func TestSeedFactorAndHawk(t *testing.T) {
	const W, B = pieces.Player(0), pieces.Player(1)
	start := mustPos(t, "Cg1 Dc1 Db2 Dc3 Db4 / Dc5 Fa5 Ce9 b")

	hasAll(t, allMoves(start), "Dc5-d4", "Fa5=D", "Fa5=H", "Fa5-a3=D", "Fa5-a3=H")
	// The Factor's whole choice: b4 is taken, so a3 is its only forward step.
	checkMoves(t, start, "a5", "Fa5=D Fa5=H Fa5-a3=D Fa5-a3=H", "Factor a5")
	droid, _ := play(t, start, "c5-d4")
	wantAt(t, droid, "d4", pieces.Hawk, B)
	wantAt(t, droid, "c5", pieces.None, B)
	for _, leave := range []pieces.Kind{pieces.Droid, pieces.Hawk} {
		q, m := play(t, start, "Fa5="+kindTable.Code(leave))
		if !m.Has(rules.InPlace) || m.From != m.To || m.Promote != leave || m.Leave != pieces.None {
			t.Errorf("transformation to %v encoded as %+v", leave, m)
		}
		wantAt(t, q, "a5", leave, B)
	}
	onlyDroid, _ := play(t, start, "Fa5-a3=D")
	wantAt(t, onlyDroid, "a5", pieces.Droid, B)
	wantAt(t, onlyDroid, "a3", pieces.Factor, B)

	p, m := play(t, start, "Fa5-a3=H")
	if m.Leave != pieces.Hawk || m.Promote != pieces.None || m.Piece != pieces.Factor {
		t.Errorf("Fa5-a3=H encoded as %+v", m)
	}
	wantAt(t, p, "a5", pieces.Hawk, B)
	wantAt(t, p, "a3", pieces.Factor, B)

	p, m = play(t, p, "b4xa3") // the seed's spelling, without the piece letter
	if m.Piece != pieces.Droid || m.Promote != pieces.Hawk || !m.Has(rules.Capture) {
		t.Errorf("b4xa3 encoded as %+v", m)
	}
	wantAt(t, p, "a3", pieces.Hawk, W)
	wantAt(t, p, "b4", pieces.None, W)

	// The Black Hawk's moves: the seed's three, and the withdrawal a5-a7 taking a3 too.
	hawk := movesFrom(t, p, "a5")
	hasAll(t, hawk, "Ha5-b4", "Ha5-b4xc3", "Ha5-a1xa3")
	if want := sorted("Ha5-b4 Ha5-b4xc3 Ha5-a1xa3 Ha5-a7xa3"); !slices.Equal(hawk, want) {
		t.Errorf("Hawk a5: %v, want %v", hawk, want)
	}
	q, _ := play(t, p, "a5-b4")
	wantAt(t, q, "b4", pieces.Droid, B)
	wantAt(t, q, "c3", pieces.Droid, W)
	q, m = play(t, p, "a5-b4xc3")
	if !m.Has(rules.Capture|rules.Approach) || m.Has(rules.Jump) || m.Has(rules.Withdrawal) {
		t.Errorf("a5-b4xc3 flags %b", m.Flags)
	}
	wantAt(t, q, "b4", pieces.Droid, B)
	wantAt(t, q, "c3", pieces.None, W)

	p, m = play(t, p, "a5-a1xa3")
	if !m.Has(rules.Capture|rules.Jump) || m.Promote != pieces.Slicer {
		t.Errorf("a5-a1xa3 encoded as %+v", m)
	}
	wantAt(t, p, "a1", pieces.Slicer, B)
	wantAt(t, p, "a3", pieces.None, W)
	wantAt(t, p, "a5", pieces.None, W)

	hasAll(t, allMoves(p), "Db2xa1", "Dc1xa1")
	for _, s := range []string{"b2xa1", "c1xa1"} {
		q, m := play(t, p, s)
		if m.Promote != pieces.Hawk {
			t.Errorf("%s: the Droid becomes %v, want a Hawk", s, m.Promote)
		}
		wantAt(t, q, "a1", pieces.Hawk, W)
	}
}

// TestSeedCommanderBecomesSlicer is the seed's second example: "Black to move. The
// Commander moves forward i3 - i1, leaving behind a Factor on i3, and transforming to a
// Slicer. White can now try to save one of his Commanders: g1 - f2, Brute on g1. Black can
// use the Slicer to good effect: i1 x a1 x c1 x e1 x g1."
func TestSeedCommanderBecomesSlicer(t *testing.T) {
	const W, B = pieces.Player(0), pieces.Player(1)
	start := mustPos(t, "Ca1 Cc1 Ce1 Cg1 / Ci3 Ce9 b")
	checkMoves(t, start, "i3", "Ci3-i1=F Ci3-i1=B Ci3-h2=F Ci3-h2=B Ci3=F Ci3=B", "Commander i3")
	if _, err := start.ParseMove("i3-i1"); err == nil {
		t.Error("i3-i1 without the piece left behind should be ambiguous")
	}
	p, m := play(t, start, "i3-i1=F")
	if m.Piece != pieces.Commander || m.Promote != pieces.Slicer || m.Leave != pieces.Factor || m.Flags != 0 {
		t.Errorf("i3-i1=F encoded as %+v", m)
	}
	wantAt(t, p, "i1", pieces.Slicer, B)
	wantAt(t, p, "i3", pieces.Factor, B)
	if p.Commanders(1) != 1 || p.Outcome().Over() {
		t.Errorf("Black keeps the Commander e9: %d, %+v", p.Commanders(1), p.Outcome())
	}
	// The Slicer threatens the whole first rank.
	if got := names(p.Alerts()); got != "a1 c1 e1 g1" {
		t.Errorf("alerts %q, want the four Commanders", got)
	}

	saved, m := play(t, p, "g1-f2=B")
	if m.Leave != pieces.Brute || m.Promote != pieces.None {
		t.Errorf("g1-f2=B encoded as %+v", m)
	}
	wantAt(t, saved, "g1", pieces.Brute, W)
	wantAt(t, saved, "f2", pieces.Commander, W)

	sliced, m := play(t, saved, "i1 x a1 x c1 x e1 x g1") // the seed's spelling
	if got := saved.Notation(m); got != "Si1xg1xe1xc1xa1" {
		t.Errorf("the Slicer's move is written %q", got)
	}
	if got := names(Captures(saved, m)); got != "g1 e1 c1 a1" {
		t.Errorf("captures %q", got)
	}
	for _, n := range []string{"i1", "g1", "e1", "c1"} {
		wantAt(t, sliced, n, pieces.None, W)
	}
	wantAt(t, sliced, "a1", pieces.Slicer, B)
	if sliced.Commanders(0) != 1 || sliced.Outcome().Over() {
		t.Errorf("White keeps the Commander f2: %+v", sliced.Outcome())
	}

	// Had White not saved one, the Slicer takes the whole first rank and wins.
	q, _ := play(t, p, "Ca1=F")
	q, _ = play(t, q, "Si1xg1xe1xc1xa1")
	if o := q.Outcome(); o.Result != rules.Win || o.Winner != 1 || len(q.LegalMoves(nil)) != 0 {
		t.Errorf("after the first rank is sliced: %+v with %d moves", o, len(q.LegalMoves(nil)))
	}
}
