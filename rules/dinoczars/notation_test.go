package dinoczars

import (
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/gametest"
)

// randomGames yields positions along random games from both options, steering towards
// captures, eggs and hatches so that every kind of move shows up.
func randomGames(t *testing.T, games, plies int, visit func(p *Position)) {
	t.Helper()
	rng := rand.New(rand.NewPCG(7, 11))
	for g := 0; g < games; g++ {
		p := startPos(t, []string{EggsEdge, EggsTouching}[g%2])
		for ply := 0; ply < plies; ply++ {
			visit(p)
			ms := p.legalMoves()
			if len(ms) == 0 {
				break
			}
			pick := ms[rng.IntN(len(ms))]
			if rng.IntN(3) == 0 {
				for _, m := range ms {
					if m.typ >= tLay || m.capture && pKind(p.st.sq[m.to]) != kTR {
						pick = m
						if rng.IntN(2) == 0 {
							break
						}
					}
				}
			}
			p = p.play(pick)
		}
	}
}

// TestNotationRoundTrip: in every position of random games each legal move has its own
// full form, which reads back as the same move, also in lower-case cells, with spaces,
// and with degrees for the facing.
func TestNotationRoundTrip(t *testing.T) {
	// Ten games reach every statement that sixteen did (coverage compared; by then one
	// has ended with a T. rex taken, so a finished game is read too; eight had not):
	// more check nothing new.
	games, plies := 10, 80
	if testing.Short() {
		games, plies = 4, 50
	}
	g := New()
	kinds := map[uint8]int{}
	randomGames(t, games, plies, func(p *Position) {
		for _, e := range p.legalMoves() {
			kinds[e.typ]++
		}
		gametest.RoundTrip(t, g, p, p, func(_ rules.Move, s string) []string {
			return []string{lowerCells(s), " " + strings.Join(strings.Split(s, ""), " ") + " ", degreesForm(s)}
		})
	})
	for typ, name := range []string{"step", "rotation", "lay", "gestation", "hatch"} {
		if kinds[uint8(typ)] == 0 {
			t.Errorf("the random games never offered a %s", name)
		}
	}
}

// lowerCells writes the cell names of a full form in lower case.
func lowerCells(s string) string {
	b := []byte(s)
	for i := 0; i+1 < len(b); i++ {
		if b[i] >= 'A' && b[i] <= 'J' && b[i+1] >= '1' && b[i+1] <= '6' {
			b[i] += 'a' - 'A'
		}
	}
	return string(b)
}

// degreesForm writes "@N" as "@90" and so on.
func degreesForm(s string) string {
	i := strings.IndexByte(s, '@')
	if i < 0 {
		return s
	}
	k, _ := parseFacing(s[i+1:])
	return s[:i+1] + strconv.Itoa(int(degrees(k)))
}

// TestAbbreviations writes every legal move in the seed's short forms (piece and
// destination; piece, from and destination; with x and the victim instead of a cell; L/R)
// and checks the reader: a short form reads as the move it abbreviates, or the error
// says "ambiguous" and lists that move among those it fits, in full form (or eight of
// them and "…").
func TestAbbreviations(t *testing.T) {
	// Six games reach every statement that twelve did (coverage compared), unique and
	// ambiguous forms both: more check nothing new.
	games, plies := 6, 60
	if testing.Short() {
		games, plies = 4, 40
	}
	g := New()
	unique, ambiguous := 0, 0
	randomGames(t, games, plies, func(p *Position) {
		legal := p.legalMoves()
		for _, e := range legal {
			for _, short := range shortForms(p, e) {
				m, err := g.ParseMove(p, short)
				switch {
				case err == nil:
					unique++
					if m != toMove(e) {
						t.Fatalf("%s reads as %s, want %s\n%s", short, g.FormatMove(p, m), p.format(e), p)
					}
				case strings.Contains(err.Error(), "ambiguous"):
					ambiguous++
					// the list stops at eight moves, marked "…"
					if !strings.Contains(err.Error(), p.format(e)) && !strings.HasSuffix(err.Error(), ", …") {
						t.Fatalf("%s: the error %q does not list %s", short, err, p.format(e))
					}
				default:
					t.Fatalf("%s does not read as the move %s it abbreviates: %v\n%s", short, p.format(e), err, p)
				}
			}
		}
	})
	if unique == 0 || ambiguous == 0 {
		t.Errorf("%d unique and %d ambiguous short forms: the test did not see both", unique, ambiguous)
	}
}

// shortForms writes e the ways the seed does.
func shortForms(p *Position, e move) []string {
	side := int(p.st.side)
	switch e.typ {
	case tLay:
		return []string{caseFor("E", side) + "*" + cellName(int(e.to))}
	case tGestate:
		return []string{cellName(int(e.from))}
	case tHatch:
		return []string{cellName(int(e.from)), caseFor(kindTable.Code(kindOf(e.hatch)), side) + "*" + cellName(int(e.to))}
	}
	code := caseFor(kindTable.Code(kindOf(e.kind)), side)
	k := pVal(p.st.sq[e.from])
	turn := ""
	switch {
	case e.face == turn1(k, e, 1):
		turn = "L"
	case e.face == turn1(k, e, -1):
		turn = "R"
	}
	if e.typ == tRotate {
		return []string{code + turn, cellName(int(e.from)) + turn}
	}
	from, to := cellName(int(e.from)), cellName(int(e.to))
	out := []string{code + to + turn, code + from + to + turn, code + from + "-" + to + turn}
	if e.capture {
		victim := p.st.sq[e.to]
		vcode := caseFor(kindTable.Code(kindOf(pKind(victim))), pOwner(victim))
		out = append(out, code+"x"+vcode+turn, code+"x"+to+turn, code+from+"x"+vcode+to+turn)
	}
	return out
}

// turn1 is the facing L (n = 1) or R (n = −1) names for e.
func turn1(k uint8, e move, n int) uint8 {
	if e.typ == tStep && down[e.to] != down[e.from] {
		return turn(k, n)
	}
	return turn(k, 2*n)
}

// TestParseErrors: unreadable, illegal and wrong-player moves are refused with a reason.
func TestParseErrors(t *testing.T) {
	p := startPos(t, EggsEdge)
	for _, c := range []struct{ in, want string }{
		{"", "empty"},
		{"   ", "empty"},
		{"TCD2-I3", `after "TCD2", "I3" fits no legal move; nearest: TCD2@SW`},
		{"TCD2-E9", `"E9" fits no legal move`},
		{"TCD2-A1", `"A1" fits no legal move`},
		{"QD2-D3", `no legal move begins "Q"; legal moves: VRC1@SW`},
		{"TCD2-E3@W", `after "TCD2E3", "@W" fits no legal move; nearest: TCD2-E3@N`},
		{"TCD2-E3@45", `"@45" fits no legal move`},
		{"TCD2-E3-F3-G3", `"F3G3" fits no legal move`},
		{"tcD5-D4", "Player 2's letters"},
		{"TCD2-D4", `"D4" fits no legal move`},
		{"E*E5", `after "E*", "E5" fits no legal move; nearest: E*D1`},
		{"E*", "not a whole move; say which of E*D1"},
		{"EE3>5", `"E3>5" fits no legal move`},
		{"EE3>2", `"E3>2" fits no legal move`},
		{"TCTC", `after "TC", "TC" fits no legal move`},
		{"TCD2xE3", `"XE3" fits no legal move`},
		{"PTxvr", `after "PT", "XVR" fits no legal move`},
		{"PTF6", "ambiguous"},
	} {
		_, err := p.ParseMove(c.in)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one saying %q", c.in, err, c.want)
		}
	}
	// On Player 2's turn upper-case letters are refused, lower case and mixed case read.
	q := mustPlay(t, p, "PTB2@SW")
	if _, err := q.ParseMove("TCF5E4"); err == nil || !strings.Contains(err.Error(), "Player 1's letters") {
		t.Errorf("TCF5E4 on Player 2's turn: %v", err)
	}
	for _, s := range []string{"tcF5E4", "tcf5e4", "Tcf5-e4@s"} {
		if _, err := q.ParseMove(s); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
	if _, err := New().ParseMove(nil, "TCE3"); err == nil {
		t.Error("a nil position was accepted")
	}
	if s := New().FormatMove(p, rules.Move{From: 3, To: 40}); s != "?" {
		t.Errorf("an illegal move is written %q", s)
	}
}

// FuzzParseMove: the reader never panics, and what it accepts is legal and written back
// the same.
func FuzzParseMove(f *testing.F) {
	seeds := []string{"TCD2-E3@N", "PTB2-F6@SW", "E*D3", "tcL", "TCxvr+", "SS*E6@N", "eG5>3", "G5", "@", "x", "*", ">", "TCE3xvrD4", "BRC4R", "vrD4R"}
	// and the seed's sample game in its own notation
	data, err := os.ReadFile("testdata/sample-game.txt")
	if err != nil {
		f.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		for _, tok := range strings.Fields(line) {
			if tok != "..." && !strings.HasSuffix(tok, ".") {
				seeds = append(seeds, tok)
			}
		}
	}
	starts := []*Position{startPos(f, EggsEdge), mustPos(f, midgamePositions[0]), mustPos(f, midgamePositions[1])}
	gametest.FuzzMoves(f, starts, seeds...)
}
