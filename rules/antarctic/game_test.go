package antarctic

import (
	"math"
	"reflect"
	"sort"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// acceptance is the rules file's perft(1) of each mode's start position.
var acceptance = map[string]uint64{
	mode2U: 252, Mode2S: 149, mode2L: 405, mode3S: 145, mode3L: 276, mode4U: 252, mode6E: 139, Mode7U: 396,
}

func TestAcceptancePerft1(t *testing.T) {
	g := New()
	for mode, want := range acceptance {
		p, err := g.Start(rules.Config{Mode: mode})
		if err != nil {
			t.Fatal(err)
		}
		if got := rules.Perft(p, 1); got != want {
			t.Errorf("%s: contract perft(1) = %d, want %d", mode, got, want)
		}
		if got := p.(*Position).Perft(1); got != want {
			t.Errorf("%s: engine perft(1) = %d, want %d", mode, got, want)
		}
	}
	p, err := g.Start(rules.Config{})
	if err != nil || p.(*Position).Mode() != Mode2S || rules.Perft(p, 1) != 149 {
		t.Errorf("the default mode should be 2S with 149 moves")
	}
}

// forces counts each player's pieces by kind code ("M1 K2 ...").
func forces(p *Position) []string {
	counts := make([]map[string]int, p.st.g.n)
	for i := range counts {
		counts[i] = map[string]int{}
	}
	for c := 0; c < nCells; c++ {
		if pc := p.At(boards.Cell(c)); !pc.Empty() {
			counts[pc.Owner][kindTable.Code(pc.Kind)]++
		}
	}
	out := make([]string, len(counts))
	for i, m := range counts {
		var parts []string
		for _, code := range []string{"O", "L", "E", "P", "S", "M", "K", "G", "R", "F"} {
			if m[code] > 0 {
				parts = append(parts, code+itoa(m[code]))
			}
		}
		out[i] = strings.Join(parts, " ")
	}
	return out
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + itoa(n%10)
}

// TestForces checks each mode's forces: a colony is 1 Emperor, 2 Kings, 2 Gentoos,
// 3 Rockhoppers, 4 Fairies; a pack 1 Orca, 2 Leopards, 2 Elephants, 2 Petrels, 6 Skuas
// (doubled against six colonies); a combined group a colony and 1 Orca, 1 Leopard,
// 1 Elephant, 2 Petrels, 2 Skuas.
func TestForces(t *testing.T) {
	const (
		pack   = "O1 L2 E2 P2 S6"
		colony = "M1 K2 G2 R3 F4"
		group  = "O1 L1 E1 P2 S2 M1 K2 G2 R3 F4"
		group2 = "O2 L2 E2 P4 S4 M2 K4 G4 R6 F8"
		group3 = "O3 L3 E3 P6 S6 M3 K6 G6 R9 F12"
	)
	for mode, want := range map[string][]string{
		mode2U: {pack, "M3 K6 G6 R9 F12"},
		Mode2S: {group, group},
		mode2L: {group3, group3},
		mode3S: {group, group, group},
		mode3L: {group2, group2, group2},
		mode4U: {pack, colony, colony, colony},
		mode6E: {group, group, group, group, group, group},
		Mode7U: {"O2 L4 E4 P4 S12", colony, colony, colony, colony, colony, colony},
	} {
		if got := forces(mustStart(t, mode)); !reflect.DeepEqual(got, want) {
			t.Errorf("%s forces: %q, want %q", mode, got, want)
		}
	}
}

// arrayText lists player pl's pieces as code+hex, sorted.
func arrayText(p *Position, pl int) string {
	var out []string
	for c := 0; c < nCells; c++ {
		if pc := p.At(boards.Cell(c)); !pc.Empty() && int(pc.Owner) == pl {
			out = append(out, kindTable.Code(pc.Kind)+cellName(c))
		}
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

func sortedFields(s string) string {
	f := strings.Fields(s)
	sort.Strings(f)
	return strings.Join(f, " ")
}

// TestArrayHexes checks arm 0's combined group and the packs hex by hex, worked out by
// hand from the rules file's vectors (T = 10u = v12, S_v = 7u + 3v = t15, S_w = t9,
// A = 6u = r12), and that the other arms are turns of it.
func TestArrayHexes(t *testing.T) {
	gold := "Mv12 Ku11 Ku13 Ru12 Rt14 Rt10 Fv13 Fv11 Fu16 Fu8 Gt15 Gt9 Or12 Lq12 Es12 Pr13 Pr11 Sq11 Sq13"
	p := mustStart(t, Mode2S)
	if got := arrayText(p, 0); got != sortedFields(gold) {
		t.Errorf("2S Gold:\n got %s\nwant %s", got, sortedFields(gold))
	}
	packText := "Ol12 Lm13 El14 Pj13 Lj11 El10 Pm11 So12 Sm15 Sj15 Si12 Sj9 Sm9"
	if got := arrayText(mustStart(t, mode2U), 0); got != sortedFields(packText) {
		t.Errorf("2U pack:\n got %s\nwant %s", got, sortedFields(packText))
	}
	// The double pack: the pack without its centre Orca, Orcas on u1 = l13 and u4 = k11,
	// Skuas on 4u_k, and the seals' ring again on 2(u_k + u_{k+1}).
	dbl := strings.Replace(packText, "Ol12", "Ol13 Ok11", 1)
	for k := 0; k < 6; k++ {
		dbl += " S" + hexOf(boards.HexDirs[k].Scale(4)) + " " + []string{"L", "E", "P", "L", "E", "P"}[k] + hexOf(boards.HexDiagonals[k].Scale(2))
	}
	if got := arrayText(mustStart(t, Mode7U), 0); got != sortedFields(dbl) {
		t.Errorf("7U double pack:\n got %s\nwant %s", got, sortedFields(dbl))
	}
	// Every other arm's forces are arm 0's turned by 60° steps.
	type pieceAt struct {
		kind pieces.Kind
		at   boards.Cube
	}
	armOf := func(p *Position, pl int) map[pieceAt]bool {
		out := map[pieceAt]bool{}
		for c := 0; c < nCells; c++ {
			if pc := p.At(boards.Cell(c)); !pc.Empty() && int(pc.Owner) == pl {
				out[pieceAt{pc.Kind, cubeOf[c]}] = true
			}
		}
		return out
	}
	turn := func(set map[pieceAt]bool, sixths int) map[pieceAt]bool {
		out := map[pieceAt]bool{}
		for pa := range set {
			h := pa.at
			for i := 0; i < sixths; i++ {
				h = boards.Cube{X: -h.Y, Y: -h.Z, Z: -h.X} // u_k → u_{k+1}
			}
			out[pieceAt{pa.kind, h}] = true
		}
		return out
	}
	for _, c := range []struct {
		mode   string
		a, b   int // players
		sixths int // b's forces are a's turned this many sixths counter-clockwise
	}{
		{Mode2S, 0, 1, 3}, {mode2L, 0, 1, 1}, {mode3S, 0, 1, 2}, {mode3S, 1, 2, 2}, {mode3L, 0, 1, 2}, {mode3L, 2, 0, 2},
		{mode6E, 0, 1, 1}, {mode6E, 4, 5, 1}, {mode6E, 5, 0, 1}, {mode4U, 1, 2, 2}, {mode4U, 3, 1, 2},
		{Mode7U, 1, 2, 1}, {Mode7U, 6, 1, 1}, {mode2U, 0, 0, 3}, {mode2U, 1, 1, 2}, {Mode7U, 0, 0, 3},
	} {
		p := mustStart(t, c.mode)
		if got, want := armOf(p, c.b), turn(armOf(p, c.a), c.sixths); !reflect.DeepEqual(got, want) {
			t.Errorf("%s: player %d's array is not player %d's turned %d×60°", c.mode, c.b, c.a, c.sixths)
		}
	}
	// 6E player 0 is the 2S Gold array; colonies sit on the twigs only.
	if got := arrayText(mustStart(t, mode6E), 0); got != sortedFields(gold) {
		t.Errorf("6E Gold differs from 2S Gold: %s", got)
	}
	onTwig := func(h boards.Cube) bool {
		for k := 0; k < 6; k++ {
			u, v, w := armVectors(k)
			for _, c := range []boards.Cube{u.Scale(10), u.Scale(7).Add(v.Scale(3)), u.Scale(7).Add(w.Scale(3))} {
				if h.Dist(c) <= 1 {
					return true
				}
			}
		}
		return false
	}
	for _, mode := range Modes() {
		p := mustStart(t, mode)
		for c := 0; c < nCells; c++ {
			pc := p.At(boards.Cell(c))
			if pc.Kind >= pieces.Emperor && !onTwig(cubeOf[c]) {
				t.Errorf("%s: a %s starts on %s, not on a twig", mode, pc.Kind, cellName(c))
			}
			if !pc.Empty() && pc.Kind < pieces.Emperor && onTwig(cubeOf[c]) {
				t.Errorf("%s: a %s starts on the twig hex %s", mode, pc.Kind, cellName(c))
			}
		}
	}
}

func TestPlayersAndTurns(t *testing.T) {
	g := New()
	if g.ID() != "antarctic-chess" || g.Name() != "Antarctic Chess" || g.Setups("") != 0 || g.Setups(ID) != 0 {
		t.Fatal("ID, Name or Setups")
	}
	names := map[string]string{
		mode2U: "Predators,Penguins", Mode2S: "Gold,Red", mode2L: "Gold,Red", mode3S: "Gold,Red,Blue",
		mode3L: "Gold,Red,Blue", mode4U: "Predators,Gold Penguins,Red Penguins,Blue Penguins",
		mode6E: "Gold,Cyan,Brown,Green,Blue,Tan",
		Mode7U: "Predators,Gold Penguins,Cyan Penguins,Brown Penguins,Green Penguins,Blue Penguins,Tan Penguins",
	}
	palette := map[string]bool{"white": true, "black": true, "red": true, "blue": true, "gold": true, "cyan": true, "brown": true, "green": true, "tan": true, "grey": true}
	for _, mode := range Modes() {
		ps := g.Players(rules.Config{Mode: mode})
		var got []string
		colours := map[string]bool{}
		for i, pi := range ps {
			got = append(got, pi.Name)
			if !palette[pi.Colour] || colours[pi.Colour] {
				t.Errorf("%s: player %s has colour %q (unknown or repeated)", mode, pi.Name, pi.Colour)
			}
			colours[pi.Colour] = true
			// Turning the board by Turn brings the player's first arm (the Predators:
			// the Penguins' first arm, arm 0) straight down.
			arm := 0
			if arms := modes[mode].seats[i].arms; len(arms) > 0 {
				arm = arms[0]
			}
			tip := boards.HexCenter(boards.HexDirs[arm].Scale(10))
			a := pi.Turn * math.Pi / 180
			x, y := tip.X*math.Cos(a)-tip.Y*math.Sin(a), tip.X*math.Sin(a)+tip.Y*math.Cos(a)
			if math.Abs(x) > 1e-9 || y > -9 {
				t.Errorf("%s: %s turned %v° puts arm %d's tip at (%.2f, %.2f), not at the bottom", mode, pi.Name, pi.Turn, arm, x, y)
			}
		}
		if strings.Join(got, ",") != names[mode] {
			t.Errorf("%s players %v, want %s", mode, got, names[mode])
		}
		p, _ := g.Start(rules.Config{Mode: mode})
		if p.ToMove() != 0 || len(ps) != len(modes[mode].seats) {
			t.Errorf("%s: player 0 moves first", mode)
		}
	}
}

func TestStartErrors(t *testing.T) {
	g := New()
	for _, c := range []struct {
		cfg  rules.Config
		want string
	}{
		{rules.Config{Mode: "5X"}, "2U, 2S, 2L, 3S, 3L, 4U, 6E, 7U"},
		{rules.Config{Variant: "chess-56"}, "no variant"},
		{rules.Config{Setup: 3}, "no numbered setups"},
		{rules.Config{Options: map[string]string{"x": "y"}}, `has no option "x"`},
	} {
		_, err := g.Start(c.cfg)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Start(%+v): %v, want an error mentioning %q", c.cfg, err, c.want)
		}
	}
	if _, err := g.Start(rules.Config{Mode: "4u", Variant: ID}); err != nil {
		t.Errorf("mode codes are read case-insensitively: %v", err)
	}
}

// TestPositionsAreImmutable plays random games and checks that Play leaves its receiver
// as it was, that every position's player to move has a move while the game goes on, and
// that the contract's perft agrees with the engine's.
func TestPositionsAreImmutable(t *testing.T) {
	for _, mode := range Modes() {
		p := mustStart(t, mode)
		for ply := 0; ply < 60; ply++ {
			moves := p.LegalMoves(nil)
			if len(moves) == 0 {
				if !p.Outcome().Over() {
					t.Fatalf("%s: no moves but the game is not over", mode)
				}
				break
			}
			if p.Out(p.ToMove()) {
				t.Fatalf("%s: player %d is out but to move", mode, p.ToMove())
			}
			before := p.st
			m := moves[(ply*7919)%len(moves)]
			q := p.Play(m).(*Position)
			if p.st != before {
				t.Fatalf("%s: Play changed its receiver", mode)
			}
			if n := len(q.LegalMoves(nil)); !q.Outcome().Over() && q.st.count(int(q.st.side)) != n {
				t.Fatalf("%s ply %d: count %d, %d legal moves", mode, ply, q.st.count(int(q.st.side)), n)
			}
			if ply%20 == 0 {
				if a, b := rules.Perft(q, 2), q.Perft(2); a != b {
					t.Fatalf("%s ply %d: contract perft(2) %d, engine %d", mode, ply, a, b)
				}
			}
			p = q
		}
	}
}
