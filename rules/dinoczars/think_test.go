package dinoczars

import (
	"context"
	"math/rand/v2"
	"testing"

	"oddboards/rules"
	"oddboards/rules/search"
	"oddboards/rules/search/searchtest"
)

var eggOptions = []string{EggsEdge, EggsTouching}

func adapt(p rules.Position) *thinker { return newThinker(p.(*Position)) }

// TestThinkerConformance checks the search's state against the contract along random
// games from the start under each egg option, and from the midgame positions, whose
// pools and 0-eggs bring hatches in at once.
func TestThinkerConformance(t *testing.T) {
	starts := map[string]rules.Position{}
	for _, o := range eggOptions {
		starts["start "+o] = startPos(t, o)
	}
	for i, sp := range midgamePositions {
		starts["midgame "+string(rune('0'+i))] = mustPos(t, sp)
	}
	for name, p := range starts {
		t.Run(name, func(t *testing.T) {
			searchtest.Conformance(t, p, adapt, 3, 40, 11)
		})
	}
}

// TestThinkerUndoRestores: Do then Undo of every move leaves the whole state, not only
// its hash, as it was, along a random game.
func TestThinkerUndoRestores(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 3))
	for _, o := range eggOptions {
		th := newThinker(startPos(t, o))
		for ply := 0; ply < 120; ply++ {
			moves := th.Moves(nil)
			if len(moves) == 0 {
				break
			}
			before, h := th.s, th.hash
			for _, m := range moves {
				th.Do(m)
				th.Undo()
				if th.s != before || th.hash != h {
					t.Fatalf("%s, ply %d: %+v not undone", o, ply, m)
				}
			}
			th.Do(moves[rng.IntN(len(moves))])
			if th.hash != th.s.zobrist() {
				t.Fatalf("%s, ply %d: kept hash differs from a fresh one", o, ply)
			}
		}
	}
}

// TestThinkLegalOnly: small searches from many random positions report legal moves and
// lines only.
func TestThinkLegalOnly(t *testing.T) {
	for i, o := range eggOptions {
		t.Run(o, func(t *testing.T) {
			searchtest.LegalOnly(t, startPos(t, o), 1000, 60, 600, uint64(i))
		})
	}
}

// TestThinkFindsWin: the search captures the enemy Tyrannosaurus when it can, and finds
// the only first move that forces its capture on the next turn.
func TestThinkFindsWin(t *testing.T) {
	tests := []struct {
		name  string
		sp    spec
		best  []string // the winning first moves, in full notation
		plies int
	}{
		{"capture the Czar", spec{side: 0, cells: "E1:TR^N E3:TC^N E4:tr^S G3:VR^N G4:br^S D5:vr^S"},
			[]string{"TCE3xE4@NE", "TCE3xE4@NW"}, 1},
		{"Player 2 captures the Czar", spec{side: 1, cells: "E1:TR^N E2:tc^S D4:TC^N E6:tr^S", pool: "tc"},
			[]string{"tcE2xE1@SE", "tcE2xE1@SW"}, 1},
		{"raptor leap, then capture", spec{side: 0, cells: "C1:tr^N B2:tc^SW H2:br^N C3:TR^SE H3:VR^S B5:VR^S D5:SS^NW"},
			[]string{"VRB5-D3@S"}, 3},
		{"step, then capture", spec{side: 0, cells: "C1:vr^N F1:TC^NW C2:tr^NE F3:TR^S H3:VR^S J3:BR^SE G6:ss^S"},
			[]string{"TCF1-E2@NW"}, 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := mustPos(t, tc.sp)
			r := p.Think(context.Background(), search.Limits{Depth: 5}, nil)
			searchtest.MatesKept(t, p, search.Limits{Depth: 5})
			if !r.Found || !has(tc.best, p.Notation(r.Best)) {
				t.Fatalf("best %s, want one of %v\n%s", p.Notation(r.Best), tc.best, p)
			}
			if r.MatePlies != tc.plies || r.Score != search.Mate {
				t.Errorf("mate in %d plies (score %d), want %d", r.MatePlies, r.Score, tc.plies)
			}
		})
	}
}

// TestThinkSameSeed: two noisy searches with one seed choose the same move with the
// same effort.
func TestThinkSameSeed(t *testing.T) {
	searchtest.SameSeed(t, mustPos(t, midgamePositions[0]), search.Limits{Nodes: 20_000, Noise: 80, Seed: 9, HashMB: 1})
}

// TestThinkBudgets: a node budget is kept, and a search without limits stops soon after
// its context is cancelled, with a legal move.
func TestThinkBudgets(t *testing.T) {
	searchtest.Budgets(t, startPos(t, EggsEdge), 10_000)
}

// TestEvalTerms: each aim of the evaluation moves the score the way it should, from
// either player's view.
func TestEvalTerms(t *testing.T) {
	tests := []struct {
		name         string
		better, than spec // better is better for Player 1 than than
	}{
		{"material", spec{cells: "E1:TR^N D2:TC^N F2:BR^N E6:tr^S F5:tc^S"},
			spec{cells: "E1:TR^N D2:TC^N E6:tr^S F5:tc^S"}},
		{"a raptor is worth more than a triceratops", spec{cells: "E1:TR^N D2:VR^N E6:tr^S F5:tc^S"},
			spec{cells: "E1:TR^N D2:TC^N E6:tr^S F5:tc^S"}},
		{"facing the enemy", spec{cells: "E1:TR^N E3:TC^N E6:tr^S"},
			spec{cells: "E1:TR^N E3:TC^SW E6:tr^S"}},
		{"an egg near hatching, with a pool", spec{cells: "E1:TR^N D2:E1 E6:tr^S", pool: "VR"},
			spec{cells: "E1:TR^N D2:E4 E6:tr^S", pool: "VR"}},
		{"an egg hatching something better", spec{cells: "E1:TR^N D2:E2 E6:tr^S", pool: "VR"},
			spec{cells: "E1:TR^N D2:E2 E6:tr^S", pool: "TC"}},
		{"the Czar at home", spec{cells: "E1:TR^N E6:tr^S"},
			spec{cells: "E4:TR^S E6:tr^S"}},
		{"attackers near the enemy Czar", spec{cells: "E1:TR^N E6:tr^S E4:VR^NE D4:TC^N"},
			spec{cells: "E1:TR^N E6:tr^S C1:VR^N D2:TC^N"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for side := 0; side < 2; side++ {
				tc.better.side, tc.than.side = side, side
				b, w := mustPos(t, tc.better), mustPos(t, tc.than)
				if eb, ew := b.st.eval(0), w.st.eval(0); eb <= ew {
					t.Errorf("side %d to move: %d for\n%s\nnot above %d for\n%s", side, eb, b, ew, w)
				}
				if b.st.eval(0) != -b.st.eval(1) {
					t.Errorf("eval is not zero-sum: %d and %d", b.st.eval(0), b.st.eval(1))
				}
			}
		})
	}
}

// BenchmarkSearch searches the start to a fixed depth and reports nodes per second.
func BenchmarkSearch(b *testing.B) {
	searchtest.Bench(b, startPos(b, EggsEdge), search.Limits{Depth: 5})
}

// Threatened is a Tyrannosaurus that the other player can capture at once.
func TestThreatenedTyrannosaurus(t *testing.T) {
	for _, tc := range []struct {
		name string
		sp   spec
		want bool
	}{
		{"Player 2's, under the Triceratops", spec{side: 1, cells: "E1:TR^N E3:TC^N E4:tr^S G3:VR^N G4:br^S D5:vr^S"}, true},
		{"Player 1's, out of reach", spec{side: 0, cells: "E1:TR^N E3:TC^N E4:tr^S G3:VR^N G4:br^S D5:vr^S"}, false},
		{"the start", spec{side: 0, cells: ""}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var p *Position
			if tc.sp.cells == "" {
				p = startPos(t, EggsEdge)
			} else {
				p = mustPos(t, tc.sp)
			}
			if got := newThinker(p).Threatened(); got != tc.want {
				t.Errorf("threatened %v, want %v\n%s", got, tc.want, p)
			}
		})
	}
}
