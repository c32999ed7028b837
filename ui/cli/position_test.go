package cli

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/antarctic"
	"oddboards/rules/games"
)

// For every game with position strings: the string that position prints after random
// moves, given back to perft as --position, counts what perft counts from the position
// reached by playing the moves.
func TestPositionStringPerftEqualsPlay(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 3))
	for _, e := range games.All() {
		for trial := 0; trial < 3; trial++ {
			cfg := rules.Config{Variant: e.Variant}
			p, err := e.Game.Start(cfg)
			if err != nil {
				t.Fatal(err)
			}
			var moves []string
			for ply := rng.IntN(12); ply > 0; ply-- {
				ms := p.LegalMoves(nil)
				if len(ms) == 0 {
					break
				}
				m := ms[rng.IntN(len(ms))]
				moves = append(moves, e.Game.FormatMove(p, m))
				p = p.Play(m)
			}
			code, out, errOut := run("position", e.ID, "--moves", strings.Join(moves, " "))
			text := strings.TrimSuffix(out, "\n")
			if code != 0 || text != p.PositionText() {
				t.Fatalf("%s after %v: code %d, %q, %s", e.ID, moves, code, text, errOut)
			}
			code, out, errOut = run("perft", e.ID, "2", "--position", text)
			want := fmt.Sprintf("perft 1 = %d\nperft 2 = %d\n", rules.Perft(p, 1), rules.Perft(p, 2))
			if code != 0 || out != want {
				t.Fatalf("%s: perft --position %q: code %d\n%s%s want\n%s", e.ID, text, code, out, errOut, want)
			}
			// and position plays --moves from --position, not from the start
			if ms := p.LegalMoves(nil); len(ms) > 0 {
				m := ms[rng.IntN(len(ms))]
				code, out, errOut = run("position", e.ID, "--position", text, "--moves", e.Game.FormatMove(p, m))
				if want := p.Play(m).PositionText() + "\n"; code != 0 || out != want {
					t.Fatalf("%s: position --position %q --moves %s: code %d, %q%s, want %q", e.ID, text,
						e.Game.FormatMove(p, m), code, out, errOut, want)
				}
			}
		}
	}
}

func TestPositionRefusals(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"perft", "clash-of-command", "1", "--position", "Ca1 Qc3 / Ci9 w"}, 2,
			`oddboards: --position: field 1, character 5: no such piece "Q" in Clash of Command`},
		{[]string{"bestmove", "chess-2016", "--depth", "1", "--position", "12/12 w - - 0 1"}, 2,
			"oddboards: --position: field 1: the board has 2 ranks, not 10"},
		{[]string{"perft", "pothole-chess", "1", "--position", "wKa1 rKa7 rQb2"}, 2,
			`oddboards: --position: field 3, character 1: no such piece "Q" in Pothole Chess`},
		{[]string{"position", "chess-2016", "--moves", "e5 Zz9"}, 2, `oddboards: move 2 "Zz9"`},
		{[]string{"print", "clash-of-command", "--what", "board", "--position", "Ca1 / Ci9 w", "-o", "x.pdf"}, 2,
			"oddboards: --position goes with --what position or --what setup"},
		{[]string{"print", "clash-of-command", "--what", "pieces", "--moves", "Ca1-a3=F", "-o", "x.pdf"}, 2,
			"oddboards: --moves goes with --what position"},
		{[]string{"match", "clash-of-command", "--players", "random,random", "--games", "1", "--position", "Ca1 / Ci9 q"}, 2,
			"oddboards: --position: field 3, character 1: the side to move is w or b"},
		{[]string{"print", "clash-of-command", "--what", "position", "--position", "Ca1 / Ci9 q", "-o", "x.pdf"}, 2,
			"oddboards: --position: field 3, character 1: the side to move is w or b"},
		{[]string{"position"}, 2, "oddboards: position needs GAME"},
		{[]string{"perft", "antarctic-chess", "1", "--position", "2S 1 / Mv12 Qr12 / Mb12"}, 2,
			`oddboards: --position: field 2, character 7: no such piece "Q" in Antarctic Chess`},
		{[]string{"perft", "dino-czars", "1", "--position", "E1:TR^N,E6:tr^S 1 2/2 - 0"}, 2,
			"oddboards: --position: field 5, character 1: the move number is a whole number from 1"},
		{[]string{"perft", "antarctic-chess", "1", "--mode", "3S", "--position", "2S 1 / Mv12 / Mb12"}, 2,
			"oddboards: --position: field 1, character 1: a position of mode 2S, read as mode 3S"},
	} {
		code, _, errOut := run(tc.args...)
		first, rest, _ := strings.Cut(errOut, "\n")
		if code != tc.code || !strings.HasPrefix(first, tc.want) || (code == 1) != (rest == "") {
			t.Errorf("%q: code %d, %q", tc.args, code, errOut)
		}
	}
}

func TestPositionPrintsTheStart(t *testing.T) {
	code, out, _ := run("position", "chess-2016", "--setup", "37")
	if want := "****tmot****/*rcnbqkbncr*/*pppppppppp*/12/12/12/12/*PPPPPPPPPP*/*RCNBQKBNCR*/****TMOT**** w KQkq - 0 1\n"; code != 0 || out != want {
		t.Errorf("code %d, %q", code, out)
	}
}

func TestPositionOfAMode(t *testing.T) {
	code, out, errOut := run("position", "antarctic-chess", "--mode", "3S")
	if code != 0 || !strings.HasPrefix(out, "3S 1 / ") || strings.Count(out, "/") != 3 {
		t.Errorf("code %d, %q, %s", code, out, errOut)
	}
}

// The app's --game takes --position too, checked before any window opens.
func TestAppPosition(t *testing.T) {
	a, err := ParseAppArgs([]string{"--game", "clash-of-command", "--position", "Ca1 / Ci9 b"})
	if err != nil || a.Config.Position != "Ca1 / Ci9 b" {
		t.Errorf("%+v, %v", a, err)
	}
	a, err = ParseAppArgs([]string{"--game", "clash-of-command", "--clock", "5+3"})
	if err != nil || a.Clock.String() != "5+3" {
		t.Errorf("--clock 5+3: %+v, %v", a.Clock, err)
	}
	if _, err = ParseAppArgs([]string{"--game", "clash-of-command", "--clock", "5x3"}); err == nil || !strings.Contains(err.Error(), "--clock: time control") {
		t.Errorf("--clock 5x3: %v", err)
	}
	_, err = ParseAppArgs([]string{"--game", "clash-of-command", "--position", "Ca1 Qc3 / Ci9 w"})
	if err == nil || !strings.Contains(err.Error(), `--position: field 1, character 5: no such piece "Q" in Clash of Command`) {
		t.Errorf("a bad position: %v", err)
	}
}

// A match and a move list start from --position; a match's saved games replay from it.
func TestMatchAndReplayFromAPosition(t *testing.T) {
	dir := t.TempDir()
	const pos = "Ca1 Dc3 / Ha5 Ci9 b"
	code, out, errOut := run("match", "clash-of-command", "--players", "level:1,level:1", "--games", "2", "--position", pos, "--save", dir)
	if code != 0 || !strings.Contains(out, "level:1") {
		t.Fatalf("match: code %d, %s%s", code, out, errOut)
	}
	code, out, errOut = run("replay", filepath.Join(dir, "game-0001.txt"))
	if code != 0 || !strings.Contains(out, "1. Black: ") {
		t.Errorf("replay of a saved match game: code %d, %s%s", code, out, errOut)
	}
	list := filepath.Join(dir, "moves.txt")
	if err := os.WriteFile(list, []byte("Ci9-h8=F\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errOut = run("replay", "clash-of-command", list, "--position", pos)
	if code != 0 || !strings.Contains(out, "1. Black: Ci9-h8=F") {
		t.Errorf("replay of a move list from a position: code %d, %s%s", code, out, errOut)
	}
}

// A position string holds its whole position, Antarctic Chess's mode included: every
// command that takes --position reads it as its own mode when --mode is not given, and
// only a --mode that says otherwise is refused.
func TestAPositionStringHoldsItsMode(t *testing.T) {
	dir := t.TempDir()
	for _, mode := range antarctic.Modes() {
		_, out, _ := run("position", "antarctic-chess", "--mode", mode)
		text := strings.TrimSuffix(out, "\n")
		if code, again, errOut := run("position", "antarctic-chess", "--position", text); code != 0 || again != out {
			t.Errorf("%s: position --position without --mode: code %d, %q%s", mode, code, again, errOut)
		}
		_, want, _ := run("perft", "antarctic-chess", "2", "--mode", mode)
		if code, got, errOut := run("perft", "antarctic-chess", "2", "--position", text); code != 0 || got != want {
			t.Errorf("%s: perft --position without --mode: code %d, %q%s, want %q", mode, code, got, errOut, want)
		}
		if code, _, errOut := run("perft", "antarctic-chess", "1", "--mode", mode, "--position", text); code != 0 {
			t.Errorf("%s: perft with the string's own --mode: code %d, %s", mode, code, errOut)
		}
		other := antarctic.Mode2S
		if mode == other {
			other = antarctic.Mode7U
		}
		code, _, errOut := run("perft", "antarctic-chess", "1", "--mode", other, "--position", text)
		if want := fmt.Sprintf("a position of mode %s, read as mode %s", mode, other); code != 2 || !strings.Contains(firstLine(errOut), want) {
			t.Errorf("%s read as --mode %s: code %d, %q, want %q", mode, other, code, firstLine(errOut), want)
		}
		a, err := ParseAppArgs([]string{"--game", "antarctic-chess", "--position", text})
		if err != nil || a.Config.Mode != mode {
			t.Errorf("%s: the app's --game with --position: mode %q, %v", mode, a.Config.Mode, err)
		}
		seats := strings.TrimSuffix(strings.Repeat("random,", strings.Count(text, "/")), ",")
		code, out, errOut = run("match", "antarctic-chess", "--players", seats, "--games", "1", "--max-plies", "4", "--position", text)
		if code != 0 {
			t.Errorf("%s: match --position without --mode: code %d, %s%s", mode, code, out, errOut)
		}
		if code, _, errOut = run("bestmove", "antarctic-chess", "--nodes", "300", "--position", text); code != 0 {
			t.Errorf("%s: bestmove --position without --mode: code %d, %s", mode, code, errOut)
		}
		pdf := filepath.Join(dir, mode+".pdf")
		if code, _, errOut = run("print", "antarctic-chess", "--what", "position", "--position", text, "-o", pdf); code != 0 {
			t.Errorf("%s: print --position without --mode: code %d, %s", mode, code, errOut)
		}
	}
}
