package chess2016

import (
	"math/rand/v2"
	"slices"
	"testing"

	"oddboards/pieces"
)

// TestSEE plays out hand-built exchanges: the gain of the move from → to, and the
// thresholds just at and just above it, in the evaluation's values (the fitted ones,
// which the exchanges weigh pieces by).
func TestSEE(t *testing.T) {
	v := theEvalTables().worth
	pawn, knight, rook, cannon := v[pieces.Pawn], v[pieces.Knight], v[pieces.Rook], v[pieces.Cannon]
	tests := []struct {
		name, head, list, from, to string
		gain                       int
	}{
		{"an undefended Pawn", "w - - 0", "Kg2 Re4 kg9 pe7", "e4", "e7", pawn},
		{"a Pawn the Pawn defends", "w - - 0", "Kg2 Re4 kg9 pe7 pd8", "e4", "e7", pawn - rook},
		{"a Knight the Pawn defends, taken by a Pawn", "w - - 0", "Kg2 Pd6 kg9 ne7 pd8", "d6", "e7", knight - pawn},
		// Rxe7 Rxe7 Rxe7: the Rook behind joins once the first has gone.
		{"the Rook behind the Rook", "w - - 0", "Kg2 Re4 Re3 kg9 pe7 re9", "e4", "e7", pawn},
		{"one Rook against a Rook and a Pawn", "w - - 0", "Kg2 Re4 kg9 pe7 re9", "e4", "e7", pawn - rook},
		// The Cannon takes over its screen; the Pawn's recapture costs it the Cannon.
		{"a Cannon over a screen, taken back", "w - - 0", "Kg2 Oe2 Pe4 kg9 ne7 pd8", "e2", "e7", knight - cannon},
		// The defender is a Cannon whose screen is the capturing piece itself: once the
		// Rook has taken, the Cannon has no screen left on the line and cannot take back.
		{"a Cannon that loses its screen", "w - - 0", "Kg2 Re4 kg9 pe7 oe9", "e4", "e7", pawn},
		// A King defends, but may not take back a defended piece.
		{"the King cannot take back", "w - - 0", "Kg2 Re4 Re3 kf9 pe8", "e4", "e8", pawn},
		{"the King takes back", "w - - 0", "Kg2 Re4 kf9 pe8", "e4", "e8", pawn - rook},
		// Quiet moves win nothing, and lose the piece where it can be taken for less.
		{"a Rook to a square the Pawn takes", "w - - 0", "Kg2 Re4 kg9 pd8", "e4", "e7", -rook},
		{"a Rook to a square no piece reaches", "w - - 0", "Kg2 Re4 kg9 pd8", "e4", "e6", 0},
		{"a Rook to a defended square a Rook reaches", "w - - 0", "Kg2 Re4 Pd6 kg9 re9", "e4", "e7", 0},
		{"a Knight to a square a Cannon takes over its screen", "w - - 0", "Kg2 Nc5 kg9 pe8 oe10", "c5", "e6", -knight},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := posFromList(t, tc.head, tc.list)
			th := newThinker(p)
			m := findMove(t, th, tc.from, tc.to)
			before := th.s
			if !th.SEE(m, tc.gain) {
				t.Errorf("SEE says the capture does not win %d", tc.gain)
			}
			if th.SEE(m, tc.gain+1) {
				t.Errorf("SEE says the capture wins %d", tc.gain+1)
			}
			if th.s != before {
				t.Fatal("SEE left the board changed")
			}
		})
	}
}

// findMove is the legal move from → to of th's position.
func findMove(t *testing.T, th *thinker, from, to string) move {
	t.Helper()
	f, ok1 := theBoard.Lookup(from)
	g, ok2 := theBoard.Lookup(to)
	if !ok1 || !ok2 {
		t.Fatalf("no square %s or %s", from, to)
	}
	for _, m := range th.s.legal(nil) {
		if int(m.from) == sqOfCell[f] && int(m.to) == sqOfCell[g] {
			return m
		}
	}
	t.Fatalf("no legal move %s-%s", from, to)
	return move{}
}

// NoisyMoves are exactly the noisy moves of the legal list, in random games' positions.
func TestNoisyMovesAreTheLegalNoisyOnes(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, setup := range []int{37, 288, 1207, 1456, 2016} {
		th := newThinker(startOf(t, Chess2016, setup, nil))
		for ply := 0; ply < 120; ply++ {
			legal := th.Moves(nil)
			if len(legal) == 0 {
				break
			}
			var want []move
			for _, m := range legal {
				if th.Noisy(m) {
					want = append(want, m)
				}
			}
			got := th.NoisyMoves(nil)
			if len(got) != len(want) || !slices.Equal(got, want) {
				t.Fatalf("setup %d, ply %d: noisy moves %v, want %v", setup, ply, got, want)
			}
			th.Do(legal[rng.IntN(len(legal))])
		}
	}
}

// Every kind is worth something in an exchange under the weights the computer plays
// with, whatever a fit put in its middlegame and ending values: a Pawn that takes an
// undefended piece wins it. (A fit gave the Wazir a middlegame value below zero, by
// which the search took Pawn takes Wazir for a loss and pruned it.) The kinds valued
// at a Pawn or more are worth their value: weighing them halfway lost in self-play.
func TestEveryKindIsWorthTaking(t *testing.T) {
	e := theEvalTables()
	for _, k := range gameKinds {
		switch {
		case k == pieces.King:
		case e.worth[k] <= 0:
			t.Errorf("%s: worth %d in an exchange", k, e.worth[k])
		case e.value[k] >= e.value[pieces.Pawn] && e.worth[k] != e.value[k]:
			t.Errorf("%s: worth %d in an exchange, valued %d", k, e.worth[k], e.value[k])
		}
	}
	th := newThinker(posFromList(t, "w - - 0", "Kg2 Pe4 kg9 wf5"))
	m := findMove(t, th, "e4", "f5")
	if !th.SEE(m, 1) || th.Gain(m) <= 0 {
		t.Errorf("Pawn takes Wazir: SEE says it does not win, or its gain is %d", th.Gain(m))
	}
}
