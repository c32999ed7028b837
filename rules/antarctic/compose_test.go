package antarctic

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"oddboards/pieces"
	"oddboards/rules"
)

// Random games with captures first and resignations, in every mode: every position of
// play made a draft composes back to its own string, passes, returns and players out
// included.
func TestDraftsComposeBackWholeGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	seen := map[string]int{}
	for _, code := range Modes() {
		cfg := rules.Config{Mode: code}
		for game := 0; game < 2; game++ {
			p, err := StartPosition(code)
			if err != nil {
				t.Fatal(err)
			}
			if game == 1 && p.st.g.m.unequal && p.st.g.n > 2 {
				p = p.Resign(0).(*Position) // the game goes on without the Predators
			}
			for ply := 0; p.st.result == rules.Ongoing; ply++ {
				want := p.PositionText()
				back, probs := rules.Compose(Game{}, cfg, Game{}.Draft(cfg, p))
				if back == nil {
					t.Fatalf("%s: %v", want, probs)
				}
				if got := back.(*Position).PositionText(); got != want {
					t.Fatalf("%s\ncomposed as %s", want, got)
				}
				for _, w := range []string{"passed:", "*", "out"} {
					if strings.Contains(want, w) {
						seen[w]++
					}
				}
				if p.st.g.m.unequal && p.st.out&1 != 0 {
					seen["Predators out"]++
				}
				p = wildStep(p, rng, ply > 1500, 100)
			}
		}
	}
	if seen["*"] == 0 || seen["out"] == 0 || seen["passed:"] == 0 || seen["Predators out"] == 0 {
		t.Errorf("the games never had some of returns, players out, passes, Predators out: %v", seen)
	}
	t.Logf("positions with each word: %v", seen)
}

// Hand-made drafts: what each writes, or the plain problem that refuses it.
func TestComposeDrafts(t *testing.T) {
	piece := func(code string, owner int) pieces.Piece {
		k, _ := kindByCode(code)
		return pieces.Piece{Kind: toKind(k), Owner: pieces.Player(owner), Facing: pieces.NoFacing}
	}
	for _, tc := range []struct {
		name, mode string
		toMove     int
		placed     string // owner digit, code, hex, as build takes them
		fields     map[string]string
		want       string // the composed position's string, or the first problem
	}{
		{"2S bare", "", 0, "0Mv12 1Mb12", nil, "2S 1 / Mv12 / Mb12"},
		{"2S a return", "2S", 1, "0Mv12 0Ok6 1Mb12", map[string]string{"returns:0": "*L"},
			"2S 2 / Ok6 Mv12 *L / Mb12"},
		{"2S returns with commas", "2S", 0, "0Mv12 1Mb12", map[string]string{"returns:1": "*O,*E"},
			"2S 1 / Mv12 / Mb12 *O *E"},
		{"3S Blue out without its Emperor", "3S", 0, "0Mv12 1Mb12 2Kc12", nil,
			"3S 1 / Mv12 / Mb12 / Kc12 out"},
		{"4U Predators resigned", "4U", 1, "1Mv12 2Mj12", map[string]string{"predators-out": "yes"},
			"4U 2 / out / Mv12 / Mj12 / out"},
		{"2U Predators with nothing, still in", "2U", 1, "1Mv12", nil, "2U 2 / - / Mv12"},
		{"a seat the mode lacks", "2S", 0, "0Mv12 1Mb12 2Mc12", nil,
			"The Emperor on c12 belongs to no player of mode 2S, which has 2"},
		{"a player to move the mode lacks", "2S", 2, "0Mv12 1Mb12", nil, "Mode 2S has no player 3"},
		{"Penguins with Predators", "2U", 0, "0Ol12 1Mv12 1Ok6", nil, "Penguins have no Predators in mode 2U"},
		{"a Skua to return", "2S", 0, "0Mv12 1Mb12", map[string]string{"returns:0": "*S"},
			"Only a captured Orca, Leopard, Elephant or Petrel waits to return, not a Skua"},
		{"returns without stars", "2S", 0, "0Mv12 1Mb12", map[string]string{"returns:0": "OL"},
			"Write Gold's returns as * and a letter for each piece (*O*L), or -"},
		{"Predators out with pieces", "4U", 1, "0Ol12 1Mv12 2Mj12", map[string]string{"predators-out": "yes"},
			"Predators are out only by resigning, which leaves them no pieces"},
		{"a field of two words", "2S", 0, "0Mv12 1Mb12", map[string]string{"passed": "2 3"},
			"Write the passed over as one word: the players just before the one to move who could not move, by number (2,3), or -"},
		{"a pass that was not", "2S", 0, "0Mv12 1Mb12", map[string]string{"passed": "2"},
			"Passed: Red can move, so was not passed over"},
		{"over", "2S", 0, "0Mv12 1Kb12", nil, "The game is already over here: Gold has won"},
		{"over, won by a plural seat", "2U", 0, "0Ok6 1Kv12", nil, "The game is already over here: Predators have won"},
	} {
		cfg := rules.Config{Mode: tc.mode}
		start, err := Game{}.Start(cfg)
		if err != nil {
			t.Fatal(err)
		}
		d := Game{}.Draft(cfg, start)
		clear(d.Placed)
		for _, tok := range strings.Fields(tc.placed) {
			d.Placed[hex(t, tok[2:])] = piece(tok[1:2], int(tok[0]-'0'))
		}
		d.ToMove = rules.Player(tc.toMove)
		for k, v := range tc.fields {
			d.SetField(k, v)
		}
		p, probs := rules.Compose(Game{}, cfg, d)
		got := ""
		switch {
		case p != nil:
			got = p.(*Position).PositionText()
		case len(probs) > 0:
			got = probs[0].Text
		}
		if !strings.HasPrefix(got, tc.want) {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

// The palette groups each seat's pieces together, in seat order: all ten kinds for a
// player with groups, Predators or Penguins alone in an unequal mode.
func TestPalette(t *testing.T) {
	for _, tc := range []struct {
		mode string
		want []int // kinds per seat
	}{
		{"2S", []int{10, 10}},
		{"2U", []int{5, 5}},
		{"7U", []int{5, 5, 5, 5, 5, 5, 5}},
		{"6E", []int{10, 10, 10, 10, 10, 10}},
	} {
		var got []int
		for i, p := range (Game{}).Palette(rules.Config{Mode: tc.mode}) {
			if i == 0 || p.Owner != pieces.Player(len(got)-1) {
				got = append(got, 0)
			}
			got[len(got)-1]++
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s palette: kinds per seat %v, want %v", tc.mode, got, tc.want)
		}
	}
}
