package uci

import (
	"strings"
	"testing"
)

// Any input leaves the engine answering and never panics: every isready is answered,
// every go but go perft ends in a bestmove, and no line it writes holds a control byte
// or invalid UTF-8.
func FuzzCommand(f *testing.F) {
	for _, seed := range []string{
		"uci", "isready", "ucinewgame", "position startpos moves e3e5 e8e6", "go depth 2",
		"go wtime 100 btime 100 winc 10 binc 10 movestogo 5", "go nodes 500 searchmoves e3e5 d2e4",
		"go perft 2", "setoption name Setup value 1-2-3/4/5", "setoption name UCI_Variant value chess56",
		"position fen ****tmot****/*rcnbqkbncr*/*pppppppppp*/12/12/12/12/*PPPPPPPPPP*/*RCNBQKBNCR*/****TMOT**** w KQkq - 0 1 moves e3e5",
		"stop", "ponderhit", "d", "eval", "setoption name KingDanger value false",
		// what once hung, cut an explanation short or echoed bad bytes
		"go nodes -1", "go depth -3", "go depth 99999999999999999999", "go movetime 0", "go movetime -1",
		"go perft 10\nisready\nstop", "go infinite\ngo perft 9", "go depth x", "go depth", "go frobnicate",
		"position fen 12/12 w - - 0 1", "\x01\x02\xff", "setoption name \x1b value \xfe",
		strings.Repeat("x", maxLine+1) + "\ngo depth 1", "go infinite",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, input string) {
		input += "\nisready\ngo depth 1\n"
		goes, ready := 0, 0
		for _, l := range strings.Split(input, "\n") {
			words := strings.Fields(l)
			switch {
			case len(strings.TrimRight(l, "\r")) > maxLine || len(words) == 0: // skipped, or nothing
			case words[0] == "quit":
				return // what follows is never read
			case words[0] == "isready":
				ready++
			case words[0] == "go":
				if g, _ := readGo(words[1:]); g.perft == 0 {
					goes++
				}
			}
		}
		var out strings.Builder
		_ = Run(strings.NewReader(input), &out)
		bestmoves, readyoks := 0, 0
		for _, l := range strings.Split(out.String(), "\n") {
			if !clean(l) {
				t.Errorf("a line with a control byte or invalid UTF-8: %.200q", l)
			}
			if strings.HasPrefix(l, "bestmove") {
				bestmoves++
			}
			if l == "readyok" {
				readyoks++
			}
		}
		if bestmoves != goes || readyoks != ready {
			t.Errorf("%d go and %d isready answered with %d bestmove and %d readyok:\n%.2000s",
				goes, ready, bestmoves, readyoks, out.String())
		}
	})
}
