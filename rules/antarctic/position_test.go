package antarctic

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/gametest"
)

// sameState reports whether two positions hold the same state; a finished game's
// passed is the move before's, which the string leaves out.
func sameState(a, b *Position) bool {
	x, y := a.st, b.st
	if x.result != rules.Ongoing {
		x.passed, y.passed = 0, 0
	}
	x.g, y.g = nil, nil
	return x == y && a.st.g.m == b.st.g.m
}

// Random games to their end in every mode, with resignations in games of three or more:
// every position reads back from its string as the same state, whatever ended the game.
func TestPositionTextWholeGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	ends := map[uint8]int{}
	passes := 0
	for _, code := range Modes() {
		for game := 0; game < 6; game++ {
			p, err := StartPosition(code)
			if err != nil {
				t.Fatal(err)
			}
			for ply := 0; ; ply++ {
				text := p.PositionText()
				back, err := Game{}.ReadPosition(rules.Config{Mode: code}, text)
				if err != nil {
					t.Fatalf("%s: %s: %v", code, text, err)
				}
				if !sameState(p, back.(*Position)) {
					t.Fatalf("%s: %s reads back as %s, another state", code, text, back.(*Position).PositionText())
				}
				if p.st.passed != 0 && p.st.result == rules.Ongoing {
					passes++
				}
				if p.st.result != rules.Ongoing {
					ends[p.st.why]++
					break
				}
				p = wildStep(p, rng, ply > 3000, 150)
			}
		}
	}
	t.Logf("ends by reason %v, positions after a pass %d", ends, passes)
}

func TestPositionTextStart(t *testing.T) {
	p, _ := StartPosition(Mode2S)
	text := p.PositionText()
	if !strings.HasPrefix(text, "2S 1 / ") || strings.Count(text, "/") != 2 || strings.Count(text, " M") != 2 {
		t.Errorf("2S start: %s", text)
	}
	// the mode's code is read in either case; the string names the Config's mode
	if _, err := (Game{}).ReadPosition(rules.Config{Mode: "2s"}, strings.Replace(text, "2S", "2s", 1)); err != nil {
		t.Error(err)
	}
}

// A string names its mode: the Config takes it when it gives none, and keeps its own
// (for ReadPosition to refuse) when it gives another.
func TestFillConfig(t *testing.T) {
	seven, _ := StartPosition(Mode7U)
	for _, tc := range []struct{ mode, s, want string }{
		{"", seven.PositionText(), Mode7U},
		{"", "3l 1 / Mv12 / Mb12 / Mc12", mode3L},
		{"", " \t4U 2/ -", mode4U},
		{Mode2S, seven.PositionText(), Mode2S},
		{"", "9Q 1 / Mv12 / Mb12", ""},
		{"", "", ""},
		{"", "/ 7U", ""},
		{"", strings.Repeat("7U ", maxText), ""},
	} {
		cfg := (Game{}).FillConfig(rules.Config{Mode: tc.mode, Position: tc.s}, tc.s)
		if cfg.Mode != tc.want {
			t.Errorf("%q under mode %q: mode %q, want %q", rules.Excerpt(tc.s, 30), tc.mode, cfg.Mode, tc.want)
		}
	}
	cfg := rules.ConfigOf(Game{}, rules.Config{Position: seven.PositionText()})
	p, err := rules.StartOf(Game{}, cfg)
	if err != nil || len((Game{}).Players(cfg)) != 7 || p.(*Position).PositionText() != seven.PositionText() {
		t.Errorf("a 7U string without a mode: %v, %d seats", err, len((Game{}).Players(cfg)))
	}
}

func TestReadPositionErrors(t *testing.T) {
	const two = "2S 1 / Mv12 Or12 / Mb12 Of12"
	for _, tc := range []struct{ mode, s, want string }{
		{"", two, ""},
		{"", "2S 2 / Mv12 / Mb12 / Mc12", "field 3: mode 2S has 2 players"},
		{"", "2S 1 / Mv12", "field 3: mode 2S has 2 players"},
		{"2L", two, "field 1, character 1: a position of mode 2S, read as mode 2L"},
		{"", "9Q 1 / Mv12 / Mb12", "field 1, character 1: no mode \"9Q\""},
		{"", "2S / Mv12 / Mb12", "field 1: write the mode and the player to move"},
		{"", "2S 3 / Mv12 / Mb12", "field 1, character 4: the player to move is a number from 1 to 2"},
		{"", "2S 01 / Mv12 / Mb12", "field 1, character 4: the player to move"},
		{"", "2S 1 passed / Mv12 / Mb12", "field 1, character 6: unknown word \"passed\""},
		{"", "2S 1 passed:3 / Mv12 / Mb12", "field 1, character 13: passed: lists players"},
		{"", "2S 1 passed:2 / Mv12 / Mb12", "field 1, character 6: passed: Red can move"},
		{"", "2S 1 resigned / Mv12 / Mb12", "field 1, character 6: resigned: the others' resigning ends a game when one player is left, here 2 are"},
		{"", "2S 1 / Mv12 Qr12 / Mb12", "field 2, character 7: no such piece \"Q\" in Antarctic Chess"},
		{"", "2S 1 / Mv12 Oz99 / Mb12", "field 2, character 8: there is no hex \"z99\""},
		{"", "2S 1 / Mv12 Oa1 / Mb12", "field 2, character 8: there is no hex \"a1\""},
		{"", "2S 1 / Mv12 / Mb12 Ov12", "field 3, character 8: two pieces on v12"},
		{"", "2S 1 / Mv12 Ma1x / Mb12", "field 2, character 8"},
		{"", "2S 1 / Mv12 Ml11 / Mb12", "field 2, character 7: Gold has more Emperors than the 1 it starts with"},
		{"", "2S 1 / Mv12 Or12 Os12 / Mb12", "field 2, character 12: Gold has more Orcas than the 1 it starts with"},
		{"", "2S 1 / Mv12 Lr12 Ls12 Lt12 / Mb12", "field 2, character 17: Gold has more Predators of Leopard or stronger kinds than the 2"},
		{"", "2S 1 / Mv12 *O *L *L / Mb12", "field 2, character 13: Gold has more Predators of Leopard"},
		{"", "2S 1 / Mv12 *S / Mb12", "field 2, character 8: only a captured Orca, Leopard, Elephant or Petrel waits to return, not a Skua"},
		{"", "2S 1 / Mv12 * / Mb12", "field 2, character 7: write '*'"},
		{"", "2S 1 / Mv12 - / Mb12", "field 2, character 7: - stands alone"},
		{"", "2S 1 / Mv12 /", "field 3: write Red's pieces, or - for none"},
		{"", "2S 1 / Mv12 / Kb12", "field 3: Red has no Emperor left, so is out: add the word out"},
		{"", "2S 1 / Mv12 / Mb12 out", "field 3: Red has an Emperor, so is not out"},
		{"", "2S 1 / Mv12 / Kb12 out", ""}, // Gold has won
		{"", "2S 1 / Kv12 out / Kb12 out", "field 2: no player has an Emperor left"},
		{"2U", "2U 1 / Ol12 out / Mv12", "field 2: Predators are out only by resigning"},
		{"2U", "2U 2 resigned / out / Mv12", ""},
		{"2U", "2U 1 / - / Mv12", "field 1, character 4: Predators are to move but cannot"},
		// a seat named in the plural takes "have", "are", "they"
		{"2U", "2U 1 / Ol12 Or12 / Mv12", "field 2, character 7: Predators have more Orcas than the 1 they start with"},
		{"2U", "2U 1 / Ol12 / Mv12 Mb12 Mc12 Md12", "field 3, character 17: Penguins have more Emperors than the 3 they start with"},
		{"2U", "2U 1 / Ol12 / Mv12 *O", "field 3, character 7: Penguins have no Predators in mode 2U"},
		{"2U", "2U 1 / Ol12 / Kv12", "field 3: Penguins have no Emperor left, so are out: add the word out"},
		{"2U", "2U 2 / Ol12 / Mv12 out", "field 3: Penguins have an Emperor, so are not out"},
		{"4U", "4U 1 / Ol12 / Mv12 / Kb12 / Mc12", "field 4: Red Penguins have no Emperor left, so are out"},
		{"4U", "4U 1 / Ol12 / Mv12 / Mb12 / Mc12 out", "field 5: Blue Penguins have an Emperor, so are not out"},
		{"3S", "3S 1 / Mv12 / Mb12 / Kc12 out", ""},
		{"3S", "3S 3 / Mv12 / Mb12 / Kc12 out", "field 1, character 4: Blue is out and never moves again"},
		{"", "2S 1 / Ml12 / Mb12", ""}, // Gold's Emperor is on the centre: Gold has won
		{"", "2S 1 resigned / Ml12 / Mb12", "field 1, character 6: resigned: the Emperor on the centre hex has won"},
		{"", strings.Repeat("Mv12 ", 500), "field 1: 2500 characters"},
	} {
		_, err := Game{}.ReadPosition(rules.Config{Mode: tc.mode}, tc.s)
		if tc.want == "" {
			if err != nil {
				t.Errorf("%q: %v", tc.s, err)
			}
			continue
		}
		var pe *rules.PositionError
		if !errors.As(err, &pe) || !strings.Contains(err.Error(), tc.want) || len(err.Error()) > 160 {
			t.Errorf("%.50q: error %v, want %q", tc.s, err, tc.want)
		}
	}
}

// The result is found from the pieces.
func TestReadPositionResults(t *testing.T) {
	for _, tc := range []struct {
		mode, s string
		want    rules.Outcome
	}{
		{"", "2S 1 / Ml12 / Mb12", rules.Outcome{Result: rules.Win, Winner: 0, Reason: "Emperor on the centre"}},
		{"", "2S 1 / Mv12 / Kb12 out", rules.Outcome{Result: rules.Win, Winner: 0, Reason: "the opponent's Emperor captured"}},
		{"2U", "2U 2 resigned / out / Mv12", rules.Outcome{Result: rules.Win, Winner: 1, Reason: "the other players resigned"}},
		{"2U", "2U 1 / Ol11 / Fl13 out", rules.Outcome{Result: rules.Win, Winner: 0, Reason: "all Emperors captured"}},
		{"6E", "6E 2 / out / Kl12 / out / out / out / Mb12", rules.Outcome{Result: rules.Win, Winner: 1, Reason: "King on the centre"}},
		{"3S", "3S 1 / Mv12 / out / out", rules.Outcome{Result: rules.Win, Winner: 0, Reason: "last player with an Emperor"}},
		{"", "2S 1 / Mv12 / Mb12", rules.Outcome{Winner: rules.NoPlayer}},
	} {
		p, err := Game{}.ReadPosition(rules.Config{Mode: tc.mode}, tc.s)
		if err != nil {
			t.Errorf("%s: %v", tc.s, err)
			continue
		}
		if got := p.Outcome(); got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.s, got, tc.want)
		}
	}
}

// Any string either reads as a position whose own string reads back the same, or is
// refused with a short located error.
func FuzzReadPosition(f *testing.F) {
	for i, code := range Modes() {
		p, _ := StartPosition(code)
		f.Add(uint8(i), p.PositionText())
	}
	p, _ := StartPosition(mode3S)
	rng := rand.New(rand.NewPCG(1, 2))
	for ply := 0; ply < 40; ply++ {
		ms := p.LegalMoves(nil)
		p = p.Play(ms[rng.IntN(len(ms))]).(*Position)
	}
	f.Add(uint8(3), p.PositionText())
	f.Add(uint8(1), "2S 1 passed:2 / Mv12 *O *L out / Kb12 Ol12")
	f.Add(uint8(0), "2U 2 resigned / out / Mv12")
	f.Add(uint8(6), "6E 2 / out / Kl12 / out / out / out / Mb12")
	f.Fuzz(func(t *testing.T, mode uint8, s string) {
		cfg := rules.Config{Mode: Modes()[int(mode)%len(Modes())]}
		read := func(s string) (rules.Position, error) { return Game{}.ReadPosition(cfg, s) }
		p, q := gametest.ReadBack(t, read, s)
		if p == nil {
			return
		}
		if !sameState(p.(*Position), q.(*Position)) {
			t.Fatalf("%q reads back to another state", s)
		}
		for _, m := range p.LegalMoves(nil) {
			_ = p.Play(m)
		}
		_ = p.Outcome()
		_ = p.Status()
	})
}

// wildStep plays one step of a random game that reaches the rare states: a capture two
// times in three when there is one, now and then (1 in resignOdds) a resignation of any
// seat with three or more, and the mover's resignation once the game is long enough.
func wildStep(p *Position, rng *rand.Rand, long bool, resignOdds int) *Position {
	switch {
	case long:
		return p.Resign(p.ToMove()).(*Position)
	case p.st.g.n > 2 && rng.IntN(resignOdds) == 0:
		return p.Resign(rules.Player(rng.IntN(p.st.g.n))).(*Position)
	}
	ms := p.LegalMoves(nil)
	var caps []rules.Move
	for _, m := range ms {
		if m.Flags&rules.Capture != 0 {
			caps = append(caps, m)
		}
	}
	if len(caps) > 0 && rng.IntN(3) > 0 {
		ms = caps // captures first, so that games end
	}
	return p.Play(ms[rng.IntN(len(ms))]).(*Position)
}
