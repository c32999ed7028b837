package arena_test

import (
	"context"
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/arena"
	"oddboards/rules/arena/ucitest"
	"oddboards/rules/games"
)

// Two engines' games end early by their scores, and only as the settings say: a
// resignation once both agree who is winning for long enough, a draw once both are
// level for long enough after enough plies; scores that disagree, a move without a
// score, or a bound's score, adjudicate nothing. Without two fakes going 150 plies and
// more from this start, the cap (100) is where an unadjudicated game stops.
func TestAdjudication(t *testing.T) {
	e, _ := games.Lookup("chess-2016")
	cfg := rules.Config{Variant: e.Variant, Setup: 1}
	def := arena.DefaultAdjudication()
	drawAt := func(after, moves int) *arena.Adjudication {
		a := def
		a.DrawAfter, a.DrawMoves = after, moves
		return &a
	}
	const resignsWhite = "White resigns: adjudicated, both engines' scores 700 cp or more for Black for 4 moves each"
	const resignsBlack = "Black resigns: adjudicated, both engines' scores 700 cp or more for White for 4 moves each"
	for _, tc := range []struct {
		name         string
		white, black string // the fakes' scripts
		adj          *arena.Adjudication
		plies        int    // when the game ends
		reason       string // "": not adjudicated, the cap
	}{
		{"White ahead", "cp:800", "cp:-800", &def, 8, resignsBlack},
		{"Black ahead", "cp:-800", "cp:800", &def, 8, resignsWhite},
		{"at the threshold", "cp:-700", "cp:700", &def, 8, resignsWhite},
		{"not adjudicating", "cp:800", "cp:-800", nil, 100, ""},
		{"both winning", "cp:800", "cp:800", &def, 100, ""},
		{"one not sure", "cp:800", "cp:-699", &def, 100, ""},
		// White's third move has no score: the run starts again after it, at ply 6
		{"a move unscored", "cp:800,cp:800,-,cp:800", "cp:-800", &def, 13, resignsBlack},
		// Black's engine gives up at ply 6, White's agrees from ply 7
		{"decided late", "cp:0,cp:0,cp:0,cp:800", "cp:0,cp:0,cp:-800", &def, 13, resignsBlack},
		{"mates", "mate:3", "mate:-3", &def, 8, resignsBlack},
		{"mated", "mate:-2", "mate:5", &def, 8, resignsWhite},
		{"mate and cp", "cp:900", "mate:-3", &def, 8, resignsBlack},
		{"bounds only", "cp:900:lowerbound", "cp:-900:upperbound", &def, 100, ""},
		// the last line before bestmove is a bound: the score before it stands
		{"a bound after a score", "cp:800+cp:-50:upperbound", "cp:-800+cp:50:lowerbound", &def, 8, resignsBlack},
		{"another line after the best", "cp:800+cp:-50:multipv:2", "cp:-800", &def, 8, resignsBlack},
		{"level from the start", "cp:0", "cp:5", drawAt(30, 8), 30, "draw adjudicated: both engines' scores within 10 cp for 8 plies"},
		// Black's tenth move, at ply 20, is the last one scored 50
		{"level from ply 21", "cp:0", "cp:50,cp:50,cp:50,cp:50,cp:50,cp:50,cp:50,cp:50,cp:50,cp:50,cp:-10", drawAt(20, 8), 28, "draw adjudicated: both engines' scores within 10 cp for 8 plies"},
		// level for plies 5 to 9, and from ply 11
		{"level, a run too short", "cp:0", "cp:0,cp:30,cp:0,cp:0,cp:30,cp:0", drawAt(1, 8), 18, "draw adjudicated: both engines' scores within 10 cp for 8 plies"},
		{"level, not adjudicating", "cp:0", "cp:0", nil, 100, ""},
		{"level, resigning only", "cp:0", "cp:0", &arena.Adjudication{ResignScore: 700, ResignMoves: 4, DrawScore: 10}, 100, ""},
		{"mates are not level", "mate:1", "mate:1", drawAt(0, 2), 100, ""},
	} {
		players := []arena.Player{fake(t, ucitest.Scored, tc.white), fake(t, ucitest.Scored, tc.black)}
		g, err := arena.PlayAdjudicated(context.Background(), e, cfg, players, []int{0, 1}, 100, tc.adj)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		o, plies := g.Outcome, len(g.Match.History())
		want := tc.reason
		if want == "" {
			want = "ply cap"
		}
		if o.Reason != want || plies != tc.plies {
			t.Errorf("%s: %+v after %d plies; want %q after %d", tc.name, o, plies, want, tc.plies)
			continue
		}
		if tc.reason == "" {
			continue
		}
		switch winner := rules.Player(1); {
		case strings.HasPrefix(o.Reason, "draw"):
			if o.Result != rules.Draw || g.Placing[0] != 1 || g.Placing[1] != 1 {
				t.Errorf("%s: %+v placed %v, want a draw", tc.name, o, g.Placing)
			}
		case strings.HasPrefix(o.Reason, "Black"):
			winner = 0
			fallthrough
		default:
			if o.Result != rules.Win || o.Winner != winner || g.Placing[winner] != 1 || g.Placing[1-winner] != 2 {
				t.Errorf("%s: %+v placed %v, want a win of seat %d", tc.name, o, g.Placing, winner)
			}
		}
		if back := roundTrip(t, g.Match); back.Outcome() != o || len(back.History()) != plies {
			t.Errorf("%s: replayed as %+v after %d plies, played %+v", tc.name, back.Outcome(), len(back.History()), o)
		}
	}
}

// A game with a player that is not an outside engine is never adjudicated: the search
// prints no scores to judge by.
func TestAdjudicationNeedsTwoEngines(t *testing.T) {
	e, _ := games.Lookup("chess-2016")
	def := arena.DefaultAdjudication()
	g, err := arena.PlayAdjudicated(context.Background(), e, rules.Config{Variant: e.Variant, Setup: 1},
		[]arena.Player{fake(t, ucitest.Scored, "cp:-800"), opponent(t)}, []int{0, 1}, 30, &def)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(g.Outcome.Reason, "adjudicated") {
		t.Errorf("an engine against a random player: %+v after %d plies", g.Outcome, len(g.Match.History()))
	}
}

func TestParseAdjudication(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want arena.Adjudication // zero: an error
	}{
		{"resign=500", arena.Adjudication{ResignScore: 500, ResignMoves: 4, DrawScore: 10, DrawMoves: 8, DrawAfter: 120}},
		{"resign=900,moves=3,draw=5,drawmoves=10,drawafter=80", arena.Adjudication{ResignScore: 900, ResignMoves: 3, DrawScore: 5, DrawMoves: 10, DrawAfter: 80}},
		{" drawmoves=0 , moves=2", arena.Adjudication{ResignScore: 700, ResignMoves: 2, DrawScore: 10, DrawMoves: 0, DrawAfter: 120}},
		{"moves=0", arena.Adjudication{ResignScore: 700, ResignMoves: 0, DrawScore: 10, DrawMoves: 8, DrawAfter: 120}},
		{"", arena.Adjudication{}},
		{"resign", arena.Adjudication{}},
		{"resign=x", arena.Adjudication{}},
		{"resign=0", arena.Adjudication{}},
		{"resign=-700", arena.Adjudication{}},
		{"draw=700", arena.Adjudication{}},
		{"moves=0,drawmoves=0", arena.Adjudication{}},
		{"moves=2,moves=3", arena.Adjudication{}},
		{"drawafter=-1", arena.Adjudication{}},
		{"rezign=700", arena.Adjudication{}},
		{"resign=" + strings.Repeat("9", 400), arena.Adjudication{}},
	} {
		got, err := arena.ParseAdjudication(tc.s)
		if tc.want == (arena.Adjudication{}) {
			if err == nil || len(err.Error()) > 120 || strings.Contains(err.Error(), "\n") {
				t.Errorf("%.40q: %v, want a short error", tc.s, err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("%q: %+v, %v; want %+v", tc.s, got, err, tc.want)
		}
	}
}
