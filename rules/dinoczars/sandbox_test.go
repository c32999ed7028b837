package dinoczars

import (
	"slices"
	"sort"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/gametest"
)

// stagedPiece reads "TR^N" (Player 1's Tyrannosaurus facing N), "vr" (Player 2's
// Velociraptor, no Facing given) or "e3" (Player 2's egg counting 3) for a Stage test.
func stagedPiece(t *testing.T, s string) pieces.Piece {
	t.Helper()
	owner := pieces.Player(0)
	if s[0] >= 'a' && s[0] <= 'z' {
		owner = 1
	}
	if strings.EqualFold(s[:1], "E") && len(s) == 2 {
		return pieces.Piece{Kind: pieces.Egg, Owner: owner, Facing: pieces.NoFacing, Count: int8(s[1] - '0')}
	}
	code, face, hasFace := strings.Cut(s, "^")
	kind, ok := twoLetterKinds[strings.ToUpper(code)]
	if !ok {
		t.Fatalf("bad piece %q", s)
	}
	p := pieces.Piece{Kind: kindOf(kind), Owner: owner, Facing: pieces.NoFacing}
	if hasFace {
		k, ok := parseFacing(face)
		if !ok {
			t.Fatalf("bad facing %q", s)
		}
		p.Facing = degrees(k)
	}
	return p
}

// destsFrom lists the distinct cells the legal moves from a cell reach, "x" before a
// capture's, sorted; a rotation in place reaches none.
func destsFrom(p rules.Position, from boards.Cell) string {
	out := slices.DeleteFunc(gametest.Targets(p, from), func(d string) bool { return d == cellName(int(from)) })
	sort.Strings(out)
	return strings.Join(out, " ")
}

// TestStage: staged pieces keep their facings, the mover's dinosaur captures exactly
// where the rules file's table says (capture-only cells only with a target there,
// move-only cells never), and a piece on a Velociraptor's front corner blocks its leaps
// on that side. Relative to a dinosaur on the down triangle E3 facing N: N is E4, NW D4,
// NE F4, SW D2, S E2, SE F2, NNW D5, NNE F5, NNWW C5, NNEE G5.
func TestStage(t *testing.T) {
	for _, tc := range []struct {
		name   string
		toMove rules.Player
		placed string // cell:piece, as stagedPiece reads them
		from   string
		want   string // destsFrom
	}{
		{"Stegosaurus alone: it moves only N", 0, "E3:SS^N", "E3", "E4"},
		{"Stegosaurus captures behind it, S, SW and SE", 0, "E3:SS^N E2:ss D2:ss F2:ss", "E3", "E4 xD2 xE2 xF2"},
		{"Stegosaurus takes an egg behind it", 0, "E3:SS^N E2:e4", "E3", "E4 xE2"},
		{"Stegosaurus never captures its own", 0, "E3:SS^N E2:SS D2:E4", "E3", "E4"},
		{"Stegosaurus moves or captures N", 0, "E3:SS^N E4:tc", "E3", "xE4"},
		{"Stegosaurus does not capture W, E or the corners ahead", 0, "E3:SS^N D3:ss F3:ss D4:ss F4:ss", "E3", "E4"},
		// facing SE its front is F3, its sides D3 and E4, behind it C3, C4, D4
		{"Stegosaurus facing SE captures at its back corner", 0, "E3:SS^SE F3:ss D3:ss E4:ss C3:ss C4:ss D4:ss", "E3", "xC3 xC4 xD4 xF3"},
		{"Tyrannosaurus alone", 0, "E3:TR^N", "E3", "D2 D4 E4 F2 F4"},
		{"Tyrannosaurus cannot capture N", 0, "E3:TR^N E4:tr", "E3", "D2 D4 F2 F4"},
		{"Tyrannosaurus captures the four corners", 0, "E3:TR^N D4:vr F4:e2 D2:tc F2:br", "E3", "E4 xD2 xD4 xF2 xF4"},
		{"Brontosaurus cannot capture W or E", 0, "E3:BR^N D3:br F3:br", "E3", "D2 E4 F2"},
		{"Velociraptor alone", 0, "E3:VR^N", "E3", "C5 D4 D5 E2 E4 F4 F5 G5"},
		{"Velociraptor cannot capture S", 0, "E3:VR^N E2:vr", "E3", "C5 D4 D5 E4 F4 F5 G5"},
		{"a piece on NW blocks NNW and NNWW", 0, "E3:VR^N D4:VR", "E3", "E2 E4 F4 F5 G5"},
		{"an enemy on NE is taken and blocks NNE and NNEE", 0, "E3:VR^N F4:vr G5:vr F5:vr", "E3", "C5 D4 D5 E2 E4 xF4"},
		{"an egg on NE blocks", 0, "E3:VR^N F4:E4", "E3", "C5 D4 D5 E2 E4"},
		{"N and S block nothing", 0, "E3:VR^N E4:VR E2:VR C5:vr G5:vr", "E3", "D4 D5 F4 F5 xC5 xG5"},
		// facing S on E4, its N is E3, NE D3 (blocking NNE D2, NNEE C2), NW F3, NNW F2, NNWW G2
		{"Player 2's Velociraptor faces S", 1, "E4:vr E3:TR D3:TC D5:VR", "E4", "E5 F2 F3 G2 xD3 xE3"},
		{"Triceratops without a Facing faces its owner's forward", 0, "E3:TC", "E3", "D4 E4 F4"},
		{"Player 2's Triceratops faces S", 1, "E4:tc", "E4", "D3 E3 F3"},
	} {
		placed := map[boards.Cell]pieces.Piece{}
		for _, tok := range strings.Fields(tc.placed) {
			name, what, _ := strings.Cut(tok, ":")
			placed[cell(t, name)] = stagedPiece(t, what)
		}
		p, err := Game{}.Stage(rules.Config{}, tc.toMove, placed)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := destsFrom(p, cell(t, tc.from)); got != tc.want {
			t.Errorf("%s: %q, want %q\n%s", tc.name, got, tc.want, p)
		}
		if p.ToMove() != tc.toMove || p.Outcome().Over() || len(p.Reserve(0))+len(p.Reserve(1)) != 0 {
			t.Errorf("%s: %d to move, over %v, reserves %v %v", tc.name, p.ToMove(), p.Outcome().Over(), p.Reserve(0), p.Reserve(1))
		}
		for c := boards.Cell(0); c < nCells; c++ {
			want, ok := placed[c]
			got := p.At(c)
			switch {
			case !ok && !got.Empty():
				t.Errorf("%s: %v on %s, which was not placed", tc.name, got, cellName(int(c)))
			case ok && (got.Kind != want.Kind || got.Owner != want.Owner || got.Count != want.Count):
				t.Errorf("%s: %v on %s, placed %v", tc.name, got, cellName(int(c)), want)
			case ok && want.Facing != pieces.NoFacing && got.Facing != want.Facing:
				t.Errorf("%s: %v on %s faces %d, placed facing %d", tc.name, got.Kind, cellName(int(c)), got.Facing, want.Facing)
			}
		}
	}
}

// TestStageGameState: a staged position has no reserves and is not over without a
// Tyrannosaurus; a staged Tyrannosaurus is taken as in play; options and mistakes are
// checked as Start and Alone check them.
func TestStageGameState(t *testing.T) {
	g := Game{}
	p, err := g.Stage(rules.Config{Variant: ID, Options: map[string]string{OptEggs: EggsTouching}}, 1,
		map[boards.Cell]pieces.Piece{cell(t, "E4"): stagedPiece(t, "tc")})
	if err != nil {
		t.Fatal(err)
	}
	pos := p.(*Position)
	if !pos.Touching() || pos.Outcome().Over() || pos.MoveNumber() != 1 || len(pos.Alerts()) != 0 {
		t.Errorf("touching %v, over %v, move %d, alerts %v", pos.Touching(), pos.Outcome().Over(), pos.MoveNumber(), pos.Alerts())
	}
	for _, m := range p.LegalMoves(nil) {
		if m.Has(rules.Drop) || m.Has(rules.Hatch) {
			t.Errorf("a staged position has nothing to lay or hatch: %+v", m)
		}
	}

	p, err = g.Stage(rules.Config{}, 0, map[boards.Cell]pieces.Piece{
		cell(t, "E3"): stagedPiece(t, "TC^N"), cell(t, "E4"): stagedPiece(t, "tr^S"),
	})
	if err != nil {
		t.Fatal(err)
	}
	if a := p.Alerts(); len(a) != 0 {
		t.Errorf("Player 1 has no Tyrannosaurus to warn about: %v", a)
	}
	m, err := g.ParseMove(p, "TCE3xE4@NE")
	if err != nil {
		t.Fatal(err)
	}
	if o := p.Play(m).Outcome(); !o.Over() || o.Winner != 0 {
		t.Errorf("taking the staged Tyrannosaurus: %+v", o)
	}

	e3 := cell(t, "E3")
	for _, bad := range []struct {
		what   string
		cfg    rules.Config
		toMove rules.Player
		placed map[boards.Cell]pieces.Piece
	}{
		{"player 3 to move", rules.Config{}, 2, nil},
		{"player -1 to move", rules.Config{}, -1, nil},
		{"another game's variant", rules.Config{Variant: "chess-56"}, 0, nil},
		{"an unknown option", rules.Config{Options: map[string]string{"potholes": "on"}}, 0, nil},
		{"a bad option value", rules.Config{Options: map[string]string{OptEggs: "anywhere"}}, 0, nil},
		{"a King", rules.Config{}, 0, map[boards.Cell]pieces.Piece{e3: {Kind: pieces.King}}},
		{"player 3's piece", rules.Config{}, 0, map[boards.Cell]pieces.Piece{e3: {Kind: pieces.Triceratops, Owner: 2, Facing: pieces.NoFacing}}},
		{"no cell 42", rules.Config{}, 0, map[boards.Cell]pieces.Piece{42: stagedPiece(t, "TC")}},
		{"facing S on a down triangle", rules.Config{}, 0, map[boards.Cell]pieces.Piece{e3: {Kind: pieces.Triceratops, Facing: 270}}},
		{"an egg counting 5", rules.Config{}, 0, map[boards.Cell]pieces.Piece{e3: {Kind: pieces.Egg, Count: 5}}},
	} {
		if _, err := g.Stage(bad.cfg, bad.toMove, bad.placed); err == nil {
			t.Errorf("Stage accepted %s", bad.what)
		}
	}
}
