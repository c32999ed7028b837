package uci

import (
	"io"
	"testing"
)

// Any line leaves the engine answering, and never panics.
func FuzzCommand(f *testing.F) {
	for _, seed := range []string{
		"uci", "isready", "ucinewgame", "position startpos moves e3e5 e8e6", "go depth 2",
		"go wtime 100 btime 100 winc 10 binc 10 movestogo 5", "go nodes 500 searchmoves e3e5 d2e4",
		"go perft 2", "setoption name Setup value 1-2-3/4/5", "setoption name UCI_Variant value chess56",
		"position fen ****tmot****/*rcnbqkbncr*/*pppppppppp*/12/12/12/12/*PPPPPPPPPP*/*RCNBQKBNCR*/****TMOT**** w KQkq - 0 1 moves e3e5",
		"stop", "ponderhit", "d",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, line string) {
		e := New(io.Discard)
		if line == "quit" {
			return
		}
		e.Command(line)
		e.stopSearch()
		if !e.Command("isready") {
			t.Fatal("the engine quit")
		}
		e.Command("go depth 1")
		e.stopSearch()
	})
}
