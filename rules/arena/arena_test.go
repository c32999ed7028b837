package arena

import (
	"context"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/seat"
)

func TestPlacings(t *testing.T) {
	win := func(w int) rules.Outcome { return rules.Outcome{Result: rules.Win, Winner: rules.Player(w)} }
	draw := rules.Outcome{Result: rules.Draw, Winner: rules.NoPlayer}
	for _, tc := range []struct {
		name  string
		o     rules.Outcome
		outAt []int
		want  []int
	}{
		{"two seats, a win", win(1), []int{0, 0}, []int{2, 1}},
		{"two seats, a draw", draw, []int{0, 0}, []int{1, 1}},
		{"four seats, three out in turn", win(2), []int{10, 30, 0, 20}, []int{4, 2, 1, 3}},
		{"four seats, one out, capped", draw, []int{0, 12, 0, 0}, []int{1, 4, 1, 1}},
		{"four seats, two out together", win(0), []int{0, 7, 7, 9}, []int{1, 3, 3, 2}},
		{"a win with others still in", win(0), []int{0, 0, 5}, []int{1, 2, 3}},
	} {
		got := placings(tc.o, tc.outAt)
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%s: placings %v, want %v", tc.name, got, tc.want)
				break
			}
		}
	}
}

// weights is a rules.Weigher for tests: a player's material is its entry.
type weights []int

func (w weights) Material(p rules.Player) int { return w[p] }

// A capped game's seats still in are placed by material, equal material sharing a place,
// below no seat that is out; the tally still counts them as draws.
func TestByMaterial(t *testing.T) {
	for _, tc := range []struct {
		name  string
		outAt []int
		mat   weights
		want  []int
	}{
		{"four in", []int{0, 0, 0, 0}, weights{300, 500, 100, 200}, []int{2, 1, 4, 3}},
		{"a tie", []int{0, 0, 0, 0}, weights{300, 500, 300, 200}, []int{2, 1, 2, 4}},
		{"one out", []int{0, 0, 9, 0}, weights{300, 500, 900, 300}, []int{2, 1, 4, 2}},
		{"two out", []int{5, 0, 9, 0}, weights{900, 100, 900, 100}, []int{4, 1, 3, 1}},
	} {
		draw := rules.Outcome{Result: rules.Draw, Winner: rules.NoPlayer}
		place := placings(draw, tc.outAt)
		in := make([]bool, len(place))
		for q, at := range tc.outAt {
			in[q] = at == 0
		}
		byMaterial(place, in, tc.mat)
		if !slices.Equal(place, tc.want) {
			t.Errorf("%s: placings %v, want %v", tc.name, place, tc.want)
		}
		tl := newTally(len(place), false)
		tl.add(0, Game{Seats: []int{0, 1, 2, 3}, Placing: place, Capped: true, Weighed: true, In: in})
		for q := range in {
			if d := tl.Draws[q]; (d == 1) != in[q] || tl.Wins[q] != 0 {
				t.Errorf("%s: seat %d (in: %v) counted %d wins, %d draws", tc.name, q, in[q], tl.Wins[q], d)
			}
		}
	}
}

func TestTallyAndElo(t *testing.T) {
	tl := newTally(2, true)
	// Player 0 wins 3, draws 1, loses 1 of 5: 70%.
	games := []struct {
		seats   []int
		placing []int
	}{
		{[]int{0, 1}, []int{1, 2}},
		{[]int{1, 0}, []int{2, 1}},
		{[]int{0, 1}, []int{1, 2}},
		{[]int{1, 0}, []int{1, 1}},
		{[]int{0, 1}, []int{2, 1}},
	}
	for i, g := range games {
		tl.add(i, Game{Seats: g.seats, Placing: g.placing})
	}
	if tl.Wins[0] != 3 || tl.Draws[0] != 1 || tl.Losses[0] != 1 || tl.Wins[1] != 1 || tl.Losses[1] != 3 {
		t.Errorf("tally %+v", tl)
	}
	// the rounds' pairs: 2 points (two wins), 1½ (a win and a draw); the fifth game's
	// pair is not complete
	if !slices.Equal(tl.Pairs, []int{0, 0, 0, 1, 1}) {
		t.Errorf("pairs %v, want [0 0 0 1 1]", tl.Pairs)
	}
	if math.Abs(tl.Score()-0.7) > 1e-9 {
		t.Errorf("score %v, want 0.7", tl.Score())
	}
	d, lo, hi := tl.Elo()
	if math.Abs(d-147.2) > 0.5 || !(lo < d && d < hi) {
		t.Errorf("Elo %v (%v to %v), want about +147 inside its interval", d, lo, hi)
	}
	// a pair of games capped with player 0 ahead on material in both counts as two draws,
	// as the tally counts them, not as two wins
	capped := newTally(2, true)
	for i, g := range []struct{ seats, placing []int }{{[]int{0, 1}, []int{1, 2}}, {[]int{1, 0}, []int{2, 1}}} {
		capped.add(i, Game{Seats: g.seats, Placing: g.placing, Capped: true, Weighed: true, In: []bool{true, true}})
	}
	if capped.Draws[0] != 2 || !slices.Equal(capped.Pairs, []int{0, 0, 1, 0, 0}) {
		t.Errorf("two capped games: draws %d, pairs %v; want 2 and one pair of 1 point", capped.Draws[0], capped.Pairs)
	}
	// Ten pairs on starts that decide most games (eight a win each, one two wins, one
	// two losses): the pairs spread less than the games, so the interval is narrower
	// than the same games' taken one by one.
	paired, single := newTally(2, true), newTally(2, false)
	for r := 0; r < 10; r++ {
		first, second := []int{1, 2}, []int{1, 2} // each seat's placing: White wins both
		switch r {
		case 0:
			second = []int{2, 1} // player 0 wins both
		case 1:
			first = []int{2, 1} // and loses both
		}
		for k, g := range []Game{{Seats: []int{0, 1}, Placing: first}, {Seats: []int{1, 0}, Placing: second}} {
			paired.add(2*r+k, g)
			single.add(2*r+k, g)
		}
	}
	if !slices.Equal(paired.Pairs, []int{1, 0, 8, 0, 1}) || paired.PairsDone() != 10 || single.PairsDone() != 0 {
		t.Fatalf("pairs %v (%d), want [1 0 8 0 1] (10); unpaired %d", paired.Pairs, paired.PairsDone(), single.PairsDone())
	}
	pd, plo, phi := paired.Elo()
	sd, slo, shi := single.Elo()
	if pd != 0 || sd != 0 || !(slo < plo && phi < shi) {
		t.Errorf("paired Elo %v (%v to %v), single %v (%v to %v): want 0 both, the paired interval inside", pd, plo, phi, sd, slo, shi)
	}
	all := newTally(2, true)
	all.add(0, Game{Seats: []int{0, 1}, Placing: []int{1, 2}})
	if d, lo, _ := all.Elo(); !math.IsInf(d, 1) || math.IsInf(lo, 0) {
		t.Errorf("a clean sweep gives Elo %v (low end %v), want +Inf with a finite low end", d, lo)
	}
}

func TestSeatsRotate(t *testing.T) {
	for i, want := range [][]int{{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 1, 2}} {
		got := seatsOf(i, 3)
		for k := range want {
			if got[k] != want[k] {
				t.Errorf("game %d: seats %v, want %v", i, got, want)
				break
			}
		}
	}
}

// Every game and mode starts an opening's game where its plies left it, a position the
// game reads back, with the game still going; the same seed gives the same opening. Four
// plies are enough to tell seeds apart: the test runs under the race detector, where
// the openings of every mode cost minutes on a busy machine.
func TestOpeningInEveryGame(t *testing.T) {
	const plies = 4
	ctx := context.Background()
	for _, e := range games.All() {
		for _, md := range rules.ModesOf(e.Game) {
			cfg := rules.Config{Variant: e.Variant, Mode: md}
			got, err := Opening(ctx, e, cfg, plies, 42)
			if err != nil {
				t.Errorf("%s %s: %v", e.ID, md, err)
				continue
			}
			p, err := rules.StartOf(e.Game, got)
			if err != nil {
				t.Errorf("%s %s: the opening's position does not read back: %v", e.ID, md, err)
				continue
			}
			start, _ := rules.StartOf(e.Game, cfg)
			if p.Outcome().Over() || got.Position == start.PositionText() {
				t.Errorf("%s %s: opening over or not moved: %s", e.ID, md, rules.Excerpt(got.Position, 60))
			}
			again, _ := Opening(ctx, e, cfg, plies, 42)
			other, _ := Opening(ctx, e, cfg, plies, 43)
			if again.Position != got.Position {
				t.Errorf("%s %s: one seed, two openings", e.ID, md)
			}
			if other.Position == got.Position {
				t.Errorf("%s %s: seeds 42 and 43 open alike", e.ID, md)
			}
		}
	}
}

// An opening whose context is cancelled is an error, never another opening: its
// searches, stopped part way, would choose from what they reached.
func TestCancelledOpeningIsAnError(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	e, _ := games.Lookup("chess-56")
	cfg := rules.Config{Variant: e.Variant}
	if got, err := Opening(ctx, e, cfg, 4, 42); !errors.Is(err, context.Canceled) || got.Position != "" {
		t.Errorf("cancelled: %v, position %q", err, got.Position)
	}
	if got, err := Opening(ctx, e, cfg, 0, 42); err != nil || got.Position != "" {
		t.Errorf("no plies, cancelled: %q, %v", got.Position, err)
	}
}

func TestRotationsSkipRepeatedSeatings(t *testing.T) {
	for _, tc := range []struct {
		specs string
		want  int
	}{
		{"a", 1},
		{"a,b", 2},
		{"a,a", 1},
		{"a,b,a,b", 2},
		{"a,a,b,b", 4},
		{"a,b,b", 3},
		{"a,a,a,a", 1},
		{"a,b,c,a,b,c", 3},
	} {
		var ps []Player
		for _, s := range strings.Split(tc.specs, ",") {
			ps = append(ps, Player{Setting: seat.Setting{Spec: s}})
		}
		if got := Rotations(ps); got != tc.want {
			t.Errorf("%s: %d rotations, want %d", tc.specs, got, tc.want)
		}
		// Every seating of a round differs from the others in who sits where.
		seen := map[string]bool{}
		for i := range tc.want {
			var key []string
			for _, p := range Seating(ps, i) {
				key = append(key, ps[p].Spec)
			}
			k := strings.Join(key, ",")
			if seen[k] {
				t.Errorf("%s: game %d seats %s again", tc.specs, i, k)
			}
			seen[k] = true
		}
		if next, first := Seating(ps, tc.want), Seating(ps, 0); !slices.Equal(next, first) {
			t.Errorf("%s: the next round seats %v, not %v again", tc.specs, next, first)
		}
	}
}
