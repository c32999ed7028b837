package arena

import "testing"

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
