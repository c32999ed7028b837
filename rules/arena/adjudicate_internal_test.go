package arena

import (
	"testing"
	"time"
)

// readInfo reads an info line's score (what infoScore gives adjudication), the depth
// beside it and a mate's distance; a bound, another line than the best, or no score
// gives nothing.
func TestReadInfo(t *testing.T) {
	for _, tc := range []struct {
		line string
		want info
		ok   bool
	}{
		{"info depth 12 seldepth 16 multipv 1 score cp 35 nodes 1000 pv e2e4 e7e5", info{score: 35, depth: 12}, true},
		{"info depth 3 score cp -250", info{score: -250, depth: 3}, true},
		{"info score cp -250 depth 3", info{score: -250, depth: 3}, true},
		{"info score cp 40", info{score: 40}, true},
		{"info depth 20 score mate 3 pv a1a2", info{score: mateScore, isMate: true, mate: 3, depth: 20}, true},
		{"info depth 20 score mate -3", info{score: -mateScore, isMate: true, mate: -3, depth: 20}, true},
		{"info depth 20 score mate 0", info{score: -mateScore, isMate: true, depth: 20}, true},
		{"info depth x score cp 5", info{score: 5}, true},
		{"info depth 9 score cp 900 lowerbound", info{}, false},
		{"info depth 9 score cp -900 upperbound nodes 5", info{}, false},
		{"info depth 9 multipv 2 score cp 12", info{}, false},
		{"info depth 9 currmove e2e4 currmovenumber 1", info{}, false},
		{"info string score cp 800", info{}, false},
		{"info depth 1 score cp", info{}, false},
		{"info depth 1 score cp x", info{}, false},
		{"info depth 1 score wdl 500 300 200", info{}, false},
		{"bestmove e2e4", info{}, false},
		{"info depth 1 pv e2e4 score cp 5", info{}, false},
	} {
		got, ok := readInfo(tc.line)
		score, scored := infoScore(tc.line)
		if got != tc.want || ok != tc.ok || score != tc.want.score || scored != tc.ok {
			t.Errorf("%q: %+v, %v (infoScore %d, %v); want %+v, %v", tc.line, got, ok, score, scored, tc.want, tc.ok)
		}
	}
}

// An engine's note on its move: the score from its side, the depth, the time.
func TestEngineNote(t *testing.T) {
	for _, tc := range []struct {
		last   info
		scored bool
		want   string
	}{
		{info{score: 35, depth: 14}, true, "+0.35/14 0.98s"},
		{info{score: -250, depth: 3}, true, "-2.50/3 0.98s"},
		{info{score: 0}, true, "+0.00 0.98s"},
		{info{score: mateScore, isMate: true, mate: 5, depth: 20}, true, "+M5/20 0.98s"},
		{info{score: -mateScore, isMate: true, mate: -3, depth: 9}, true, "-M3/9 0.98s"},
		{info{}, false, "0.98s"},
	} {
		g := engineGame{last: tc.last, scored: tc.scored, took: 980 * time.Millisecond}
		if got := g.note(); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.last, got, tc.want)
		}
	}
}
