package arena

import (
	"testing"
	"time"
)

func TestInfoScore(t *testing.T) {
	for _, tc := range []struct {
		line  string
		score int
		ok    bool
	}{
		{"info depth 12 seldepth 16 multipv 1 score cp 35 nodes 1000 pv e2e4 e7e5", 35, true},
		{"info depth 3 score cp -250", -250, true},
		{"info depth 20 score mate 3 pv a1a2", mateScore, true},
		{"info depth 20 score mate -3", -mateScore, true},
		{"info depth 20 score mate 0", -mateScore, true},
		{"info depth 9 score cp 900 lowerbound", 0, false},
		{"info depth 9 score cp -900 upperbound nodes 5", 0, false},
		{"info depth 9 multipv 2 score cp 12", 0, false},
		{"info depth 9 currmove e2e4 currmovenumber 1", 0, false},
		{"info string score cp 800", 0, false},
		{"info depth 1 score cp", 0, false},
		{"info depth 1 score cp x", 0, false},
		{"info depth 1 score wdl 500 300 200", 0, false},
		{"bestmove e2e4", 0, false},
		{"info depth 1 pv e2e4 score cp 5", 0, false},
	} {
		score, ok := infoScore(tc.line)
		if score != tc.score || ok != tc.ok {
			t.Errorf("%q: %d, %v; want %d, %v", tc.line, score, ok, tc.score, tc.ok)
		}
	}
}

// readInfo reads the depth beside the score, and a mate's distance.
func TestReadInfo(t *testing.T) {
	for _, tc := range []struct {
		line string
		want info
		ok   bool
	}{
		{"info depth 12 seldepth 16 multipv 1 score cp 35 nodes 1000 pv e2e4 e7e5", info{score: 35, depth: 12}, true},
		{"info score cp -250 depth 3", info{score: -250, depth: 3}, true},
		{"info score cp 40", info{score: 40}, true},
		{"info depth 20 score mate 3 pv a1a2", info{score: mateScore, isMate: true, mate: 3, depth: 20}, true},
		{"info depth 7 score mate -2", info{score: -mateScore, isMate: true, mate: -2, depth: 7}, true},
		{"info depth 0 score mate 0", info{score: -mateScore, isMate: true}, true},
		{"info depth x score cp 5", info{score: 5}, true},
		{"info depth 9 score cp 900 lowerbound", info{}, false},
		{"info depth 9 currmove e2e4", info{}, false},
	} {
		got, ok := readInfo(tc.line)
		if got != tc.want || ok != tc.ok {
			t.Errorf("%q: %+v, %v; want %+v, %v", tc.line, got, ok, tc.want, tc.ok)
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
