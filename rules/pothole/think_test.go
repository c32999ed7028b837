package pothole

import (
	"context"
	"testing"

	"oddboards/rules"
	"oddboards/rules/search"
	"oddboards/rules/search/searchtest"
)

func adapt(p rules.Position) *searchState { return newSearchState(p.(*Position)) }

var optionSettings = []struct {
	name string
	opts map[string]string
}{
	{"upto", nil},
	{"exact", map[string]string{OptCars: CarsExact}},
}

// TestSearchConformance checks the search State against the contract along random games
// from the start (both readings of the Car) and from the hand-made midgames (promoted
// pieces, records, locks, a second move).
func TestSearchConformance(t *testing.T) {
	for i, o := range optionSettings {
		t.Run(o.name, func(t *testing.T) {
			searchtest.Conformance(t, mustStart(t, o.opts), adapt, 4, 40, uint64(i))
		})
	}
	for i, text := range midgames {
		searchtest.Conformance(t, mustPos(t, text), adapt, 2, 30, uint64(10+i))
	}
}

// TestSearchLegalOnly searches a thousand random positions for each reading of the Car.
func TestSearchLegalOnly(t *testing.T) {
	for i, o := range optionSettings {
		t.Run(o.name, func(t *testing.T) {
			searchtest.LegalOnly(t, mustStart(t, o.opts), 1000, 120, 1000, uint64(i))
		})
	}
}

// TestSearchMoveTables checks the search's move helpers along random games: every key is
// in range, captures and killing pushes of enemy pieces are noisy, quiet moves are not,
// and a King's capture is ordered above every other move.
func TestSearchMoveTables(t *testing.T) {
	kingKills := 0
	var games [][]*Position
	for g := 0; g < 6; g++ {
		games = append(games, randomGame(mustStart(t, optionSettings[g%2].opts), uint64(200+g), 300))
	}
	for g, text := range midgames {
		games = append(games, randomGame(mustPos(t, text), uint64(300+g), 100))
	}
	for _, game := range games {
		for _, p := range game {
			s := newSearchState(p)
			moves := s.Moves(nil)
			kingTaken, best := false, 0
			for _, m := range moves {
				if k := s.Key(m); k < 0 || k >= s.KeySpace() {
					t.Fatalf("%s: key %d of %s outside 0…%d", p.Text(), k, p.format(m), s.KeySpace())
				}
				kills, king := killsEnemy(s, m)
				quiet := m.flags&fCapture == 0 && m.promo == 0 && !kills
				if s.Noisy(m) == quiet {
					t.Fatalf("%s: %s noisy=%v", p.Text(), p.format(m), s.Noisy(m))
				}
				if king {
					kingTaken = true
					kingKills++
				} else {
					best = max(best, s.Order(m))
				}
			}
			for _, m := range moves {
				if _, king := killsEnemy(s, m); kingTaken && king && s.Order(m) <= best {
					t.Fatalf("%s: the King's death by %s is ordered %d, below %d", p.Text(), p.format(m), s.Order(m), best)
				}
			}
		}
	}
	if kingKills == 0 {
		t.Error("no King could be killed in these games: the ordering of King kills went untested")
	}
}

// killsEnemy plays m and reports whether a piece of another player died, and whether a
// King did.
func killsEnemy(s *searchState, m move) (piece, king bool) {
	before := s.st[s.top]
	s.Do(m)
	defer s.Undo()
	after := &s.st[s.top]
	for i := 0; i < int(before.npc); i++ {
		if b := before.pc[i]; b.sq != 0 && b.owner != before.side && after.pc[i].sq == 0 {
			piece = true
			king = king || b.kind == kKing
		}
	}
	return piece, king
}

// TestSearchFindsWin: the search takes a King that ends the game at once, and finds the
// win that takes the turn's two moves (clearing the line, then the capture).
func TestSearchFindsWin(t *testing.T) {
	tests := []struct {
		name, pos string
		from, to  string // the best move's squares ("" to: any)
		matePlies int
	}{
		{"capture the last other King", "to:w wKa1 wCd3 wOb2 rKd5 rBc6 rOb6 Oc4 Oe4", "d3", "d5", 1},
		{"push the last other King into a pothole", "to:w wKa1 wBd2 wOb2 rKd3 rCb7 Od4 Oc5", "d2", "d3", 1},
		{"clear the line, then capture", "to:w wKa1 wCd3 wOb2 rKd5 rBa6 rOb6 Od4 Oe5", "d4", "", 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := mustPos(t, tc.pos)
			r := p.Think(context.Background(), search.Limits{Depth: 4}, nil)
			searchtest.MatesKept(t, p, search.Limits{Depth: 4})
			if !r.Found || r.Best.From != cell(t, tc.from) || tc.to != "" && r.Best.To != cell(t, tc.to) {
				t.Fatalf("best %s (found %v), want from %s to %q", p.Notation(r.Best), r.Found, tc.from, tc.to)
			}
			if r.MatePlies != tc.matePlies || r.Score != search.Mate {
				t.Errorf("mate in %d plies (score %d), want %d", r.MatePlies, r.Score, tc.matePlies)
			}
		})
	}
}

// TestSearchTakesKing: with four players, a King within reach is taken in the turn (on
// either of its moves), under both multi-player searches: its army changes hands.
func TestSearchTakesKing(t *testing.T) {
	const pos = "to:w wKa1 wCd3 wOb2 rKd5 rCb7 rDc7 rOb6 bKg7 bCf7 bOf6 uKg1 uCf1 uOf2 Oc4 Oe4"
	for _, paranoid := range []bool{false, true} {
		p := mustPos(t, pos)
		for p.ToMove() == White && !p.Outcome().Over() {
			r := p.Think(context.Background(), search.Limits{Depth: 4, Paranoid: paranoid}, nil)
			p = p.Play(r.Best).(*Position)
		}
		if !p.Out(Red) || p.Out(White) {
			t.Errorf("paranoid=%v: after White's turn %s", paranoid, p.Text())
		}
	}
}

// TestSearchSameSeed: equal limits and seed give the same move after the same work.
func TestSearchSameSeed(t *testing.T) {
	searchtest.SameSeed(t, randomGame(mustStart(t, nil), 5, 30)[30], search.Limits{Nodes: 20_000, Noise: 60, Seed: 42, HashMB: 1})
}

// TestSearchBudget: a node budget is kept, under both multi-player searches, and a
// search without limits stops soon after its context is cancelled, with a legal move.
func TestSearchBudget(t *testing.T) {
	searchtest.Budgets(t, mustStart(t, nil), 30_000)
}

// TestEvalLevelStart: the start is symmetric, so every seat stands level.
func TestEvalLevelStart(t *testing.T) {
	for _, o := range optionSettings {
		s := newSearchState(mustStart(t, o.opts))
		for q := 0; q < 4; q++ {
			if e := s.Eval(q); e != 0 {
				t.Errorf("cars=%s: seat %d scores %d at the start, want 0", o.name, q, e)
			}
		}
	}
}

// TestEvalTerms compares pairs of positions that differ in one thing the evaluation
// should see, from White's point of view.
func TestEvalTerms(t *testing.T) {
	const others = " rKa7 rCb7 rOb6 bKg7 bCf7 bOf6 uKg1 uCf1 uOf2"
	const rest = others + " Oc4 Oe4"
	tests := []struct{ name, better, worse string }{
		{"a Car more", "to:r wKa1 wCc2 wCe3 wOb2" + rest, "to:r wKa1 wCc2 wOb2" + rest},
		{"a promotion record", "to:r wKa1 wCc2(b4,d2) wOb2" + rest, "to:r wKa1 wCc2 wOb2" + rest},
		{"a promoted Car", "to:r wKa1 wRc2 wOb2" + rest, "to:r wKa1 wCc2(b4,d2,d6) wOb2" + rest},
		{"a corner pothole", "to:r wKa1 wCc2 wOa3" + rest, "to:r wKa1 wCc2 -Oa3" + rest},
		{"no enemy dozer beside the King's lane", "to:r wKb1 wCe3 wOb2 rBe2" + rest, "to:r wKb1 wCe3 wOb2 rBc3" + rest},
		{"a Dirt Devil beside a pothole", "to:r wKa1 wDa3 wOb2" + rest, "to:r wKa1 wDd2 wOb2" + rest},
		{"threatening a push into a pothole", "to:r wKa1 wBd2 wOb2 rCd3 Od4 Oe4" + others,
			"to:r wKa1 wBd2 wOb2 rCd3 Oc4 Oe4" + others},
	}
	for _, tc := range tests {
		b, w := newSearchState(mustPos(t, tc.better)), newSearchState(mustPos(t, tc.worse))
		if eb, ew := b.Eval(0), w.Eval(0); eb <= ew {
			t.Errorf("%s: %d, not above %d", tc.name, eb, ew)
		}
	}
}

// TestSearchHashIgnoresNumbering: the hash goes by what stands where, so the same
// position written with its pieces in another order hashes alike, and a different one
// does not.
func TestSearchHashIgnoresNumbering(t *testing.T) {
	a := newSearchState(mustPos(t, "to:w wKa1 wCd3 wOb2 rKd5 rBc6 rOb6 Oc4 Oe4"))
	b := newSearchState(mustPos(t, "to:w rBc6 Oe4 rKd5 Oc4 wCd3 rOb6 wOb2 wKa1"))
	c := newSearchState(mustPos(t, "to:r wKa1 wCd3 wOb2 rKd5 rBc6 rOb6 Oc4 Oe4"))
	if a.Hash() != b.Hash() || a.Hash() == c.Hash() {
		t.Errorf("hashes %x %x (equal positions) %x (other side to move)", a.Hash(), b.Hash(), c.Hash())
	}
}

// BenchmarkSearch runs a fixed-node search from the start, BRS+ and paranoid.
func BenchmarkSearch(b *testing.B) {
	for _, paranoid := range []bool{false, true} {
		name := "brs"
		if paranoid {
			name = "paranoid"
		}
		b.Run(name, func(b *testing.B) {
			searchtest.Bench(b, mustStart(b, nil), search.Limits{Nodes: 200_000, Paranoid: paranoid})
		})
	}
}
