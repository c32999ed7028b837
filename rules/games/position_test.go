package games

import (
	"errors"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"

	"oddboards/rules"
)

// configs lists a game's configurations worth a round trip: each mode, and a few setups.
func configs(e Entry) []rules.Config {
	modes := rules.ModesOf(e.Game)
	setups := []int{0}
	if n := e.Game.Setups(e.Variant); n > 0 {
		setups = append(setups, 1, n)
	}
	var out []rules.Config
	for _, m := range modes {
		for _, s := range setups {
			out = append(out, rules.Config{Variant: e.Variant, Mode: m, Setup: s})
		}
	}
	// and each option's other values, one at a time
	for _, o := range e.Game.Options() {
		for _, v := range o.Values[1:] {
			out = append(out, rules.Config{Variant: e.Variant, Options: map[string]string{o.Key: v}})
		}
	}
	return out
}

// moveNames are a position's legal moves in the game's notation, sorted.
func moveNames(g rules.Game, p rules.Position) []string {
	var out []string
	for _, m := range p.LegalMoves(nil) {
		out = append(out, g.FormatMove(p, m))
	}
	sort.Strings(out)
	return out
}

// sameMoves tells whether a and b hold the same moves, in any order (Moves are == when
// they are the same move).
func sameMoves(a, b []rules.Move) bool {
	if len(a) != len(b) {
		return false
	}
	n := make(map[rules.Move]int, len(a))
	for _, m := range a {
		n[m]++
	}
	for _, m := range b {
		if n[m]--; n[m] < 0 {
			return false
		}
	}
	return true
}

// For every game with position strings, every mode and a few setups: the start and the
// positions of random games read back from their strings with the same string and the
// same legal moves.
func TestPositionStringsRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(15, 1))
	for _, e := range All() {
		r := e.Game
		checked := 0
		for _, cfg := range configs(e) {
			for game := 0; game < 12 || checked < 1200; game++ {
				p, err := e.Game.Start(cfg)
				if err != nil {
					t.Fatalf("%s %+v: %v", e.ID, cfg, err)
				}
				for ply := 0; ply < 120; ply++ {
					text := p.PositionText()
					back, err := r.ReadPosition(cfg, text)
					if err != nil {
						t.Fatalf("%s %+v: %s: %v", e.ID, cfg, text, err)
					}
					if again := back.PositionText(); again != text {
						t.Fatalf("%s: %s\nread back as %s", e.ID, text, again)
					}
					ms := p.LegalMoves(nil)
					// The moves' names are compared at every eighth ply, and wherever an en
					// passant capture is legal (the one state that lasts a single ply): with
					// the text and the moves the same, names could differ only through state
					// the text leaves out, and what else there is (castling, counters) lasts
					// over many plies, so a sample meets it. Naming every move at every ply
					// (a legal-move generation a move) was nine tenths of this test.
					named := ply%8 == 0 || slices.ContainsFunc(ms, func(m rules.Move) bool { return m.Has(rules.EnPassant) })
					if !sameMoves(ms, back.LegalMoves(nil)) || back.ToMove() != p.ToMove() || named &&
						strings.Join(moveNames(e.Game, p), " ") != strings.Join(moveNames(e.Game, back), " ") {
						t.Fatalf("%s: %s: moves %v in play, %v read back", e.ID, text, moveNames(e.Game, p), moveNames(e.Game, back))
					}
					checked++
					if len(ms) == 0 {
						break
					}
					p = p.Play(ms[rng.IntN(len(ms))])
				}
			}
		}
		if checked < 1000 {
			t.Errorf("%s: only %d positions checked", e.ID, checked)
		}
	}
}

// Every malformed string is refused with a *rules.PositionError naming its field and
// character, in a short message.
func TestPositionStringErrorsSayWhere(t *testing.T) {
	for _, tc := range []struct{ id, s, want string }{
		{"clash-of-command", "Ca1 Ci9 w", "field 1: write White's pieces, /"},
		{"clash-of-command", "Ca1 / Ci9", "field 3, character 1: the side to move is w or b"},
		{"clash-of-command", "Ca1 / Ci9 ", "field 3, character 1: the side to move is w or b"},
		{"clash-of-command", "Ca1 / Ci9 x", "field 3, character 1"},
		{"clash-of-command", "Ca1\t/ Ci9 w\n", ""},
		{"clash-of-command", "Ca1 Qc3 / Ci9 w", "field 1, character 5: no such piece \"Q\" in Clash of Command"},
		{"clash-of-command", "Ca1 / Ci9 Dz9 w", "field 2, character 7: there is no node \"z9\""},
		{"clash-of-command", "Ca1 Da1 / Ci9 w", "field 1, character 6: two pieces on a1"},
		{"clash-of-command", "Ca1 / Ci9 / Ce9 w", "field 2, character 6: no such piece \"/\""},
		{"clash-of-command", strings.Repeat("Ca1 ", 200) + "/ w", "field 1: 803 characters"},
		{"pothole-chess", "to:x wKa1 rKa7", "field 1, character 1: the player is one of"},
		{"pothole-chess", "wKa1 rKa7 move:3", "field 3, character 1: the move is 1 or 2"},
		{"pothole-chess", "wKa1 rKa7 rQb2", "field 3, character 1: no such piece \"Q\" in Pothole Chess"},
		{"pothole-chess", "wKa1 rKa7 rCz9", "field 3, character 1: there is no square \"z9\""},
		{"pothole-chess", "wKa1 rKa7 rCa1", "field 3, character 1: a1 is taken twice"},
		{"pothole-chess", "wKa1 rKa7 bCc2", "field 3, character 1: Black has no King"},
		{"pothole-chess", "wKa1 rKa7 to:b", "field 3, character 1: Black is to move but has no King"},
		{"pothole-chess", "wKa1 rKa7 lock:c4:r", "field 3, character 1: no centre pothole on c4"},
		{"pothole-chess", "wKa1 rKa7 moved:a1", "field 3, character 1: only with move:2"},
		{"pothole-chess", "wKa1 rKa7 colour:w", "field 3, character 1: unknown field \"colour\""},
		{"pothole-chess", "wKa1 rKa7 wCb3(b4", "field 3, character 1: unclosed ("},
		{"dino-czars", "E1:TR^N,e6:tr^S 1 2/2 - 1", "field 1, character 9: no cell \"e6\""},
		{"dino-czars", "E1:TR^N,E6:QQ^S 1 2/2 - 1", "field 1, character 12: no such piece \"QQ\" in Dino-Czars"},
		{"dino-czars", "E1:TR^N,E6:tr^S,E6:tc^S 1 2/2 - 1", "field 1, character 17: two pieces on E6"},
		{"dino-czars", "E1:TR^N,E6:tr^N 1 2/2 - 1", "field 1, character 15: a dinosaur on E6 cannot face N"},
		{"dino-czars", "E1:TR^N,E6:tr^X 1 2/2 - 1", "field 1, character 15: no facing \"X\""},
		{"dino-czars", "E1:TR^N,E6:tr 1 2/2 - 1", "field 1, character 14: write '^'"},
		{"dino-czars", "E1:TR^N,E6:tr^S,E3:E5 1 2/2 - 1", "field 1, character 21: an egg's count is 0 to 4"},
		{"dino-czars", "E1:TR^N,E6:tr^S,E3:E4,D2:E3 1 2/1 - 1", "field 3, character 1: Player 1 has 2 eggs on the board and 2 not laid"},
		{"dino-czars", "E1:TR^N,E6:TR^S 1 2/2 - 1", "field 1, character 12: Player 1 has 2 Tyrannosauruses: more than 1"},
		{"dino-czars", "E1:TR^N,E6:tr^S 3 2/2 - 1", "field 2, character 1: the player to move is 1 or 2"},
		{"dino-czars", "E1:TR^N,E6:tr^S 1 2/x - 1", "field 3, character 3: write the eggs"},
		{"dino-czars", "E1:TR^N,E6:tr^S 1 2/2 VR,tr 1", "field 4, character 4: no such captured dinosaur \"tr\""},
		{"dino-czars", "E1:TR^N,E6:tr^S 1 2/2 PT,PT 1", "field 4, character 4: Player 1 has 2 Pterosaurs on the board and captured: more than 1"},
		{"dino-czars", "E1:TR^N,E6:tr^S 1 2/2 - 0", "field 5, character 1: the move number"},
		{"dino-czars", "E1:TR^N,E6:tr^S 1 2/2 -", "field 5: a position has 5 fields"},
		{"dino-czars", "E1:VR^N,E6:vr^S 1 2/2 - 1", "field 1: neither player has a Tyrannosaurus"},
		{"dino-czars", "E1:TR^N,E6:tr^S 1 2/2 - 1", ""},
		{"chess-2016", "12/12/12/12/12/12/12/12/12/12 x - - 0 1", "field 1"},
		{"chess-2016", "****tmot****/*rcnbqkbncr*/*pppppppppp*/12/12/12/12/*PPPPPPPPPP*/*RCNBQKBNCR*/****TMOX**** w KQkq - 0 1", "field 1, character 85: no piece \"X\""},
		{"antarctic-chess", "2S 1 / Mv12 Qr12 / Mb12", "field 2, character 7: no such piece \"Q\" in Antarctic Chess"},
		{"antarctic-chess", "2S 1 / Mv12 Oz9 / Mb12", "field 2, character 8: there is no hex \"z9\""},
		{"antarctic-chess", "2S 1 / Mv12 / Mb12 Ov12", "field 3, character 8: two pieces on v12"},
		{"antarctic-chess", "3S 1 / Mv12 / Mb12 / Mc12", "field 1, character 1: a position of mode 3S, read as mode 2S"},
		{"antarctic-chess", "2S 3 / Mv12 / Mb12", "field 1, character 4: the player to move is a number from 1 to 2"},
		{"antarctic-chess", "2S 1 / Mv12 / Kb12", "field 3: Red has no Emperor left, so is out"},
		{"antarctic-chess", "2S 1 / Mv12 Ml11 / Mb12", "field 2, character 7: Gold has more Emperors than the 1"},
		{"antarctic-chess", "2S 1 / Mv12 *S / Mb12", "field 2, character 8: only a captured Orca"},
		{"antarctic-chess", "2S 1 / Mv12", "field 3: mode 2S has 2 players"},
		{"antarctic-chess", "2S 2 / Mv12 *O\t/ Mb12 Ol11\n", ""},
	} {
		e, err := Lookup(tc.id)
		if err != nil {
			t.Fatal(err)
		}
		_, err = e.Game.ReadPosition(rules.Config{Variant: e.Variant}, tc.s)
		if tc.want == "" {
			if err != nil {
				t.Errorf("%s %q: %v", tc.id, tc.s, err)
			}
			continue
		}
		var pe *rules.PositionError
		if !errors.As(err, &pe) || !strings.HasPrefix(err.Error(), "field ") || !strings.Contains(err.Error(), tc.want) || len(err.Error()) > 160 {
			t.Errorf("%s %.40q: error %v, want a position error with %q", tc.id, tc.s, err, tc.want)
		}
	}
}
