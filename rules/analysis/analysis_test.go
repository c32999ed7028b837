package analysis

import (
	"bytes"
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/record"
)

// budget is a small search, the same every time.
var budget = rules.Limits{Nodes: 20000, Seed: 1}

func newMatch(t testing.TB, id string, cfg rules.Config) (*rules.Match, games.Entry) {
	t.Helper()
	e, err := games.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Variant = e.Variant
	m, err := rules.NewMatch(e.Game, cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	return m, e
}

func run(t testing.TB, m *rules.Match, e games.Entry, lim rules.Limits) *Analysis {
	t.Helper()
	a, err := Run(context.Background(), Of(m), Options{Limits: lim, Scale: e.Scale, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(a.Moves) != len(m.History()) {
		t.Fatalf("%d plies analysed of %d", len(a.Moves), len(m.History()))
	}
	return a
}

// A move that misses a mate in one, or a free capture that wins the game, is a blunder,
// and the analysis names the move that was better.
func TestPlantedBlunders(t *testing.T) {
	// the free Rook: White's Queen takes it with check, and the game is even again
	const rookLeft = "****4****/*3r5k*/*10*/11q/12/12/4Q7/*10*/*K9*/****4**** w - - 0 1"
	cases := []struct {
		name   string
		cfg    rules.Config
		played string
		best   string // "": the mate in one
	}{
		{"a mate in one missed (setup 1207's Giraffe)", rules.Config{Setup: 1207}, "", ""},
		{"a free Rook left", rules.Config{Setup: 37, Position: rookLeft}, "Kc2", "Qxe9"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m, e := newMatch(t, "chess-2016", c.cfg)
			p := m.Position()
			var want rules.Move
			if c.best == "" {
				r := p.Think(context.Background(), rules.Limits{Depth: 1}, nil)
				if r.MatePlies != 1 {
					t.Fatalf("no mate in one: the case is wrong (%+v)", r)
				}
				want = r.Best
			} else {
				var err error
				if want, err = m.Game().ParseMove(p, c.best); err != nil {
					t.Fatal(err)
				}
			}
			played := c.played
			if played == "" { // any other move
				for _, mv := range p.LegalMoves(nil) {
					if mv != want {
						played = m.Game().FormatMove(p, mv)
						break
					}
				}
			}
			if err := m.PlayText(played); err != nil {
				t.Fatal(err)
			}
			a := run(t, m, e, budget)
			mv := a.Moves[0]
			if mv.Mark != Blunder || mv.BestText != m.Game().FormatMove(p, want) {
				t.Fatalf("%s: %s (lost %.2f), best %q; want a blunder, best %q", played, mv.Mark, mv.Loss, mv.BestText, m.Game().FormatMove(p, want))
			}
			if got, ok := a.BestMove(m, 0); !ok || got != want {
				t.Errorf("BestMove %v %v, want %v", got, ok, want)
			}
			if len(mv.Line) == 0 || mv.Line[0] != mv.BestText {
				t.Errorf("line %q does not start with %q", mv.Line, mv.BestText)
			}
			if acc := a.Accuracy(); acc[0] > 60 || !math.IsNaN(acc[1]) {
				t.Errorf("accuracy %v: want White's low and Black's none", acc)
			}
			if n := a.Marks()[0]; n[Blunder] != 1 {
				t.Errorf("White's marks %v", n)
			}
		})
	}
}

// The computer's own choices are never marked, and lose nothing.
func TestBestMovesAreNotMarked(t *testing.T) {
	for _, id := range []string{"chess-2016", "clash-of-command"} {
		m, e := newMatch(t, id, rules.Config{})
		for range 6 {
			r := m.Position().Think(context.Background(), budget, nil)
			if err := m.Play(r.Best); err != nil {
				t.Fatal(err)
			}
		}
		a := run(t, m, e, budget)
		for i, mv := range a.Moves {
			if mv.Mark != None || mv.BestText != "" || mv.Loss != 0 {
				t.Errorf("%s ply %d, the computer's choice: %+v", id, i+1, mv)
			}
		}
		if acc := a.Accuracy(); acc[0] != 100 || acc[1] != 100 {
			t.Errorf("%s: accuracy %v", id, acc)
		}
	}
}

// randomGame plays n random plies (and, in a game of more seats, a resignation) in game
// id.
func randomGame(t testing.TB, id string, n int, seed uint64) (*rules.Match, games.Entry) {
	t.Helper()
	m, e := newMatch(t, id, rules.Config{})
	rng := rand.New(rand.NewPCG(seed, seed))
	for i := 0; i < n && !m.Outcome().Over(); i++ {
		moves := m.Position().LegalMoves(nil)
		if err := m.Play(moves[rng.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
		if i == n/2 && len(m.Players()) > 2 {
			if err := m.Resign(m.Position().ToMove()); err != nil {
				t.Fatal(err)
			}
		}
	}
	return m, e
}

// The analysis written into a record reads back the same, for the game that record
// replays, in a game of two seats and in one of four with two moves a turn and a
// resignation.
func TestAnnotatedRecordReadsBack(t *testing.T) {
	for _, id := range []string{"chess-2016", "pothole-chess", "dino-czars"} {
		t.Run(id, func(t *testing.T) {
			m, e := randomGame(t, id, 12, 5)
			a := run(t, m, e, rules.Limits{Nodes: 3000, Seed: 1})
			marked := 0
			for _, mv := range a.Moves {
				if mv.Mark != None {
					marked++
				}
			}
			if marked == 0 && id == "chess-2016" {
				t.Fatalf("random moves, none marked: %+v", a.Moves)
			}
			rec := record.New(m)
			if err := a.Annotate(rec, "3000 nodes a position"); err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if err := rec.Write(&b); err != nil {
				t.Fatal(err)
			}
			back, err := record.Read(strings.NewReader(b.String()))
			if err != nil {
				t.Fatalf("%v\n%s", err, b.String())
			}
			m2, err := record.Replay(back, nil)
			if err != nil {
				t.Fatal(err)
			}
			got, err := FromRecord(back, m2, e.Scale)
			if err != nil || got == nil {
				t.Fatalf("read back: %v %v\n%s", got, err, b.String())
			}
			if len(got.Moves) != len(a.Moves) {
				t.Fatalf("%d moves read back, %d written", len(got.Moves), len(a.Moves))
			}
			for i, mv := range a.Moves {
				g := got.Moves[i]
				if g.Seat != mv.Seat || g.Skip != mv.Skip || g.Played != mv.Played || g.Best != mv.Best ||
					g.BestText != mv.BestText || g.Mark != mv.Mark || math.Abs(g.Loss-mv.Loss) > 0.002 ||
					mv.Mark != None && !slices.Equal(g.Line, mv.Line) {
					t.Errorf("ply %d reads back as %+v, written %+v", i+1, g, mv)
				}
			}
			if !strings.Contains(b.String(), "[Analysis \"3000 nodes a position\"]") {
				t.Errorf("no Analysis header:\n%s", b.String())
			}
		})
	}
}

// The graph's points are the analysis: each seat's line takes the expected result of its
// own moves, and in a game of two seats the lines mirror each other.
func TestCurveIsTheAnalysis(t *testing.T) {
	for _, id := range []string{"chess-2016", "pothole-chess"} {
		m, e := randomGame(t, id, 10, 9)
		a := run(t, m, e, rules.Limits{Nodes: 3000, Seed: 1})
		c := a.Curve()
		if len(c) != a.Seats {
			t.Fatalf("%s: %d lines for %d seats", id, len(c), a.Seats)
		}
		for s := range c {
			if len(c[s]) != len(a.Moves)+1 {
				t.Fatalf("%s: %d points for %d plies", id, len(c[s]), len(a.Moves))
			}
		}
		for i, mv := range a.Moves {
			if mv.Skip {
				continue
			}
			if got, want := c[mv.Seat][i+1], mv.Played.Expected(e.Scale); got != want {
				t.Errorf("%s after ply %d: %.4f for the mover, want %.4f", id, i+1, got, want)
			}
			if a.Seats == 2 && math.Abs(c[0][i+1]+c[1][i+1]-1) > 1e-12 {
				t.Errorf("%s after ply %d: %.4f and %.4f do not mirror", id, i+1, c[0][i+1], c[1][i+1])
			}
			for s := range c {
				if s != int(mv.Seat) && (a.Seats > 2 && c[s][i+1] != c[s][i]) {
					t.Errorf("%s after ply %d: seat %d's line moved at another's move", id, i+1, s)
				}
			}
		}
	}
}

// Cancelling stops the analysis at once: a search without a budget returns, and what
// was done by then is kept.
func TestCancelStopsTheWork(t *testing.T) {
	m, e := randomGame(t, "chess-2016", 6, 2)
	ctx, cancel := context.WithCancel(context.Background())
	a, err := Run(ctx, Of(m), Options{Limits: budget, Scale: e.Scale, Progress: func(a *Analysis) {
		if len(a.Moves) == 2 {
			cancel()
		}
	}})
	if !errors.Is(err, context.Canceled) || len(a.Moves) != 2 {
		t.Fatalf("cancelled after two plies: %d analysed, %v", len(a.Moves), err)
	}
	ctx, cancel = context.WithCancel(context.Background())
	done := make(chan error)
	go func() {
		_, err := Run(ctx, Of(m), Options{Scale: e.Scale, Workers: 3}) // no budget: only ctx ends it
		done <- err
	}()
	cancel()
	if err := <-done; !errors.Is(err, context.Canceled) {
		t.Fatalf("an endless analysis cancelled: %v", err)
	}
}

// The same game at the same node budget gets the same analysis, however many workers.
func TestSeededAnalysisRepeats(t *testing.T) {
	m, e := randomGame(t, "chess-2016", 8, 4)
	a := run(t, m, e, budget)
	b, err := Run(context.Background(), Of(m), Options{Limits: budget, Scale: e.Scale, Workers: 3})
	if err != nil {
		t.Fatal(err)
	}
	for i := range a.Moves {
		if a.Moves[i].Comment() != b.Moves[i].Comment() {
			t.Errorf("ply %d: %q, then %q", i+1, a.Moves[i].Comment(), b.Moves[i].Comment())
		}
	}
}

// A player's accuracy is the package doc's: three moves of 40% among 60 make 95%.
func TestAccuracyWeighsBadMoves(t *testing.T) {
	loss40 := math.Log(103.1668/43.1668) / 4.354 // the loss of a move of 40%
	a := &Analysis{Seats: 2}
	for i := range 60 {
		mv := Move{Seat: 0}
		if i%20 == 0 {
			mv.Loss = loss40
		}
		a.Moves = append(a.Moves, mv)
	}
	if got := a.Moves[0].Accuracy(); math.Abs(got-40) > 1e-9 {
		t.Fatalf("the move's accuracy %.6f, want 40", got)
	}
	if acc := a.Accuracy(); math.Abs(acc[0]-95) > 0.1 || !math.IsNaN(acc[1]) {
		t.Errorf("accuracy %v, want 95 and none", acc)
	}
}

// An analysis goes on from the plies done before (Done) to the same result as one made
// at once; notes made for a game read back as far as the game still follows them.
func TestGoOnAndNotes(t *testing.T) {
	m, e := randomGame(t, "chess-2016", 10, 6)
	whole := run(t, m, e, budget)
	part, err := Run(context.Background(), Of(m), Options{Limits: budget, Scale: e.Scale, Done: whole.Moves[:4]})
	if err != nil {
		t.Fatal(err)
	}
	for i := range whole.Moves {
		if part.Moves[i].Comment() != whole.Moves[i].Comment() {
			t.Errorf("ply %d: %q going on, %q at once", i+1, part.Moves[i].Comment(), whole.Moves[i].Comment())
		}
	}
	h := m.History()
	if a := FromNotes(whole.Comments(), h, h, 2, e.Scale); a == nil || len(a.Moves) != len(h) {
		t.Fatalf("the notes of the game as it stands: %v", a)
	}
	other := slices.Clone(h[:6])
	other[5].Move = h[4].Move // another move at ply 6: the notes stop before it
	if a := FromNotes(whole.Comments(), h, other, 2, e.Scale); a == nil || len(a.Moves) != 5 {
		t.Errorf("another sixth ply: %v", a)
	}
	if a := FromNotes([]string{"nonsense"}, h, h, 2, e.Scale); a != nil {
		t.Errorf("nonsense read as %+v", a)
	}
	counts := (&Analysis{Seats: 2, Moves: []Move{{Mark: Blunder}, {Seat: 0, Mark: Inaccuracy}, {Seat: 1, Mark: Mistake}}}).MarkCounts(0)
	if counts != "1 inaccuracy, 0 mistakes, 1 blunder" {
		t.Errorf("MarkCounts: %q", counts)
	}
}
