package arena

import (
	"context"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/search"
)

func TestParsePlayer(t *testing.T) {
	for _, tc := range []struct {
		spec  string
		ok    bool
		check func(Player) bool
	}{
		{"random", true, func(p Player) bool { return p.Random }},
		{"level:1", true, func(p Player) bool { return p.Limits.Turns == 1 && p.Limits.Noise > 0 }},
		{"level:8", true, func(p Player) bool { return p.Limits.Time == 3*time.Second }},
		{"depth:4", true, func(p Player) bool { return p.Limits.Depth == 4 }},
		{"nodes:5000", true, func(p Player) bool { return p.Limits.Nodes == 5000 }},
		{"time:0.5", true, func(p Player) bool { return p.Limits.Time == 500*time.Millisecond }},
		{"nodes:9000/paranoid", true, func(p Player) bool { return p.Limits.Nodes == 9000 && p.Limits.Paranoid }},
		{"random/paranoid", false, nil},
		{"nodes:9000/without:nmp+lmr", true, func(p Player) bool {
			return p.Limits.Nodes == 9000 && p.Limits.Without == search.NullMove|search.LogReduction
		}},
		{"time:1/without:nmp/paranoid", true, func(p Player) bool { return p.Limits.Without == search.NullMove && p.Limits.Paranoid }},
		{"nodes:9000/without:nmp+fish", false, nil},
		{"random/without:nmp", false, nil},
		{"level:9", false, nil},
		{"level:0", false, nil},
		{"rung:800cp", true, func(p Player) bool { return p.Limits.Turns == 1 && p.Limits.Noise == 800 }},
		{"rung:8", true, func(p Player) bool { return p.Limits.Time == 3*time.Second && p.Limits.Nodes == 0 }},
		{"rung:9", false, nil},
		{"level:x", false, nil},
		{"depth:0", false, nil},
		{"nodes:-3", false, nil},
		{"time:0", false, nil},
		{"time:NaN", false, nil},
		{"human", false, nil},
		{"fish:3", false, nil},
	} {
		p, err := ParsePlayer(tc.spec, search.LevelsOf("chess-2016", ""), 3*time.Second)
		if (err == nil) != tc.ok {
			t.Errorf("%q: err %v, want ok=%v", tc.spec, err, tc.ok)
			continue
		}
		if tc.ok && !tc.check(p) {
			t.Errorf("%q: parsed as %+v", tc.spec, p)
		}
	}
}

func TestParsePlayerQuotesLittle(t *testing.T) {
	long := "level:" + string(make([]byte, 5000))
	ls := search.LevelsOf("", "")
	_, err := ParsePlayer(long, ls, 0)
	if err == nil || len(err.Error()) > 200+len(ls.List()) { // a short quote, and the list of levels
		t.Errorf("error for a 5 kB spec is %d bytes long", len(err.Error()))
	}
}

// A level is one of the game's own, in its mode: level 6 is Pothole Chess's strongest,
// and its level 7 is refused with the list of its levels, where Chess 2016 takes it.
func TestLevelsOfTheGame(t *testing.T) {
	for _, c := range []struct {
		game, mode, spec string
		ok               bool
		want             search.Rung
	}{
		{"pothole-chess", "", "level:6", true, search.Nodes50k},
		{"pothole-chess", "", "level:1", true, search.Turn1600},
		{"pothole-chess", "", "level:7", false, 0},
		{"pothole-chess", "", "level:9", false, 0},
		{"antarctic-chess", "3s", "level:5", true, search.Nodes50k},
		{"antarctic-chess", "3L", "level:5", false, 0},
		{"antarctic-chess", "", "level:8", true, search.Timed},
		{"chess-2016", "", "level:7", true, search.Nodes1500k},
	} {
		e, err := games.Lookup(c.game)
		if err != nil {
			t.Fatal(err)
		}
		ls := LevelsOf(e.Game, rules.Config{Variant: e.Variant, Mode: c.mode})
		p, err := ParsePlayer(c.spec, ls, 0)
		if !c.ok {
			if err == nil || !strings.Contains(err.Error(), ls.List()) || !strings.Contains(err.Error(), "grandmaster") {
				t.Errorf("%s %s %s: %v, want a refusal listing %s", c.game, c.mode, c.spec, err, ls.List())
			}
			continue
		}
		if want := c.want.Limits(0); err != nil || p.Limits.Nodes != want.Nodes || p.Limits.Noise != want.Noise || p.Limits.Turns != want.Turns {
			t.Errorf("%s %s %s: %+v, %v; want rung %v", c.game, c.mode, c.spec, p.Limits, err, c.want)
		}
	}
}

// A level above a game's levels, as a game saved before they were cut names it, is its
// strongest, said so; a level there is and any other spec stay as they are.
func TestNearestLevel(t *testing.T) {
	six := search.LevelsOf("pothole-chess", "")
	for _, c := range []struct{ spec, want, note string }{
		{"level:8", "level:6", "level 8 is no longer offered here: it plays at the nearest, 6 · grandmaster"},
		{"level:7", "level:6", "level 7 is no longer offered"},
		{"level:6", "level:6", ""},
		{"level:2", "level:2", ""},
		{"level:9", "level:9", ""}, // never a level anywhere: ParsePlayer refuses it
		{"nodes:900", "nodes:900", ""},
		{"", "", ""},
	} {
		got, note := NearestLevel(c.spec, six)
		if got != c.want || !strings.HasPrefix(note, c.note) || (c.note == "") != (note == "") {
			t.Errorf("%q: %q, %q; want %q, %q", c.spec, got, note, c.want, c.note)
		}
	}
}

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
		tl := newTally(len(place))
		tl.add(Game{Seats: []int{0, 1, 2, 3}, Placing: place, Capped: true, Weighed: true, In: in})
		for q := range in {
			if d := tl.Draws[q]; (d == 1) != in[q] || tl.Wins[q] != 0 {
				t.Errorf("%s: seat %d (in: %v) counted %d wins, %d draws", tc.name, q, in[q], tl.Wins[q], d)
			}
		}
	}
}

func TestTallyAndElo(t *testing.T) {
	tl := newTally(2)
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
	for _, g := range games {
		tl.add(Game{Seats: g.seats, Placing: g.placing})
	}
	if tl.Wins[0] != 3 || tl.Draws[0] != 1 || tl.Losses[0] != 1 || tl.Wins[1] != 1 || tl.Losses[1] != 3 {
		t.Errorf("tally %+v", tl)
	}
	if math.Abs(tl.Score()-0.7) > 1e-9 {
		t.Errorf("score %v, want 0.7", tl.Score())
	}
	d, lo, hi := tl.Elo()
	if math.Abs(d-147.2) > 0.5 || !(lo < d && d < hi) {
		t.Errorf("Elo %v (%v to %v), want about +147 inside its interval", d, lo, hi)
	}
	all := newTally(2)
	all.add(Game{Seats: []int{0, 1}, Placing: []int{1, 2}})
	if d, lo, _ := all.Elo(); !math.IsInf(d, 1) || math.IsInf(lo, 0) {
		t.Errorf("a clean sweep gives Elo %v (low end %v), want +Inf with a finite low end", d, lo)
	}
}

func TestSeatsRotate(t *testing.T) {
	for i, want := range [][]int{{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 1, 2}} {
		got := SeatsOf(i, 3)
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
		modes := []string{""}
		if ml, ok := e.Game.(rules.ModeLister); ok {
			modes = ml.Modes()
		}
		for _, md := range modes {
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
			if p.Outcome().Over() || got.Position == start.(rules.PositionTexter).PositionText() {
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
			ps = append(ps, Player{Spec: s})
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
