package reference

import (
	"fmt"
	"sort"
	"strings"
	"testing"
)

// buildPosition builds a position from a diagram in Array's format (rank 10 first,
// 12 characters per row; short rows are padded with spaces, '#' may stand for a square
// that does not exist), the side to move ("w" or "b"), castling rights ("KQkq" style:
// K/k toward the k-file Rook, Q/q toward the b-file Rook, "-" for none) and the
// en passant square ("d7" or "-"). Promotion kinds are the kinds on the board other
// than Pawn and King.
func buildPosition(diagram, side, castling, ep string) (*position, error) {
	lines := strings.Split(diagram, "\n")
	for len(lines) > 0 && strings.TrimSpace(lines[0]) == "" {
		lines = lines[1:]
	}
	for len(lines) > 0 && strings.TrimSpace(lines[len(lines)-1]) == "" {
		lines = lines[:len(lines)-1]
	}
	if len(lines) != nRanks {
		return nil, fmt.Errorf("diagram has %d rows, want %d", len(lines), nRanks)
	}
	byChar := map[byte]piece{}
	for k := king; k < numKinds; k++ {
		byChar[kindChars[k][0]] = piece{k: k, white: true}
		byChar[kindChars[k][1]] = piece{k: k, white: false}
	}
	p := &position{epF: -1, epR: -1}
	for i, line := range lines {
		r := nRanks - 1 - i
		if len(line) > nFiles {
			return nil, fmt.Errorf("row for rank %d is too long: %q", r+1, line)
		}
		line += strings.Repeat(" ", nFiles-len(line))
		for f := 0; f < nFiles; f++ {
			c := line[f]
			if !exists(f, r) {
				if c != ' ' && c != '#' {
					return nil, fmt.Errorf("%s does not exist but holds %q", squareName(f, r), c)
				}
				continue
			}
			if c == '.' {
				continue
			}
			pc, ok := byChar[c]
			if !ok {
				return nil, fmt.Errorf("%s: unknown character %q", squareName(f, r), c)
			}
			p.b[f][r] = pc
		}
	}
	switch side {
	case "w":
		p.whiteToMove = true
	case "b":
	default:
		return nil, fmt.Errorf("side %q", side)
	}
	if castling != "-" {
		for _, c := range castling {
			switch c {
			case 'K':
				p.castle[0][0] = true
			case 'Q':
				p.castle[0][1] = true
			case 'k':
				p.castle[1][0] = true
			case 'q':
				p.castle[1][1] = true
			default:
				return nil, fmt.Errorf("castling %q", castling)
			}
		}
	}
	if ep != "-" {
		f, r, err := parseSquare(ep)
		if err != nil {
			return nil, err
		}
		p.epF, p.epR = f, r
	}
	p.promos = promotionKinds(p)
	return p, nil
}

func parseSquare(s string) (int, int, error) {
	if len(s) < 2 || s[0] < 'a' || s[0] > 'l' {
		return 0, 0, fmt.Errorf("bad square %q", s)
	}
	var r int
	if _, err := fmt.Sscanf(s[1:], "%d", &r); err != nil || !exists(int(s[0]-'a'), r-1) {
		return 0, 0, fmt.Errorf("bad square %q", s)
	}
	return int(s[0] - 'a'), r - 1, nil
}

func mustBuild(t *testing.T, diagram, side, castling, ep string) *position {
	t.Helper()
	p, err := buildPosition(diagram, side, castling, ep)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// movesFrom lists the legal moves from one square, as sorted move strings.
func movesFrom(p *position, from string) []string {
	var out []string
	for _, m := range p.legalMoves() {
		if s := m.String(); strings.HasPrefix(s, from) && !isDigit(s[len(from)]) {
			out = append(out, s)
		}
	}
	sort.Strings(out)
	return out
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// prefixed turns destination names into sorted move strings from one square.
func prefixed(from string, dests ...string) []string {
	var out []string
	for _, d := range dests {
		out = append(out, from+d)
	}
	sort.Strings(out)
	return out
}

func sameList(t *testing.T, what string, got, want []string) {
	t.Helper()
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("%s:\n got  %d %v\n want %d %v", what, len(got), got, len(want), want)
	}
}

// play finds the legal move named s and plays it.
func playMove(t *testing.T, p *position, s string) *position {
	t.Helper()
	for _, m := range p.legalMoves() {
		if m.String() == s {
			q := p.play(m)
			return &q
		}
	}
	t.Fatalf("move %s is not legal", s)
	return nil
}

func TestAcceptance(t *testing.T) {
	for _, c := range []struct {
		setup, depth int
		want         uint64
	}{{1, 1, 28}, {1, 2, 780}, {37, 1, 28}, {37, 2, 784}} {
		got, err := Perft("chess-2016", c.setup, c.depth)
		if err != nil || got != c.want {
			t.Errorf("chess-2016 setup %d perft(%d) = %d, %v; want %d", c.setup, c.depth, got, err, c.want)
		}
	}
	if n, err := Perft("chess-56", 1, 2); err != nil || n != 784 {
		t.Errorf("chess-56 setup 1 (plain array) perft(2) = %d, %v; want 784", n, err)
	}
}

func TestArray(t *testing.T) {
	got, err := array("chess-2016", 37)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"    tmot    ",
		" rcnbqkbncr ",
		" pppppppppp ",
		"............",
		"............",
		"............",
		"............",
		" PPPPPPPPPP ",
		" RCNBQKBNCR ",
		"    TMOT    ",
	}
	sameList(t, "setup 37 array", got, want)
	n := 0
	for f := 0; f < nFiles; f++ {
		for r := 0; r < nRanks; r++ {
			if exists(f, r) {
				n++
			}
		}
	}
	if n != 96 {
		t.Errorf("%d squares exist, want 96", n)
	}
}

// The seed's table of the 56 white rolls of Chess 2016, with the two missing rows
// (2-4-4, 2-5-5) added and row 2-5-6's Knights corrected from Giraffes to Zebras.
const seedTable = `
1-1-1: Tigers   Man      Giraffes Knights
1-1-2: Tigers   Man      Camels   Knights
1-1-3: Tigers   Lion     Camels   Knights
1-1-4: Tigers   Zebra    Camels   Knights
1-1-5: Tigers   Giraffe  Camels   Knights
1-1-6: Tigers   Vao      Camels   Knights
1-2-2: Men      Tiger    Camels   Knights
1-2-3: Zebras   Walker   Giraffes Knights
1-2-4: Wazirs   Walker   Giraffes Knights
1-2-5: Lions    Walker   Giraffes Knights
1-2-6: Vaos     Walker   Giraffes Knights
1-3-3: Lions    Tiger    Camels   Knights
1-3-4: Giraffes Walker   Zebras   Knights
1-3-5: Lions    Walker   Zebras   Knights
1-3-6: Vaos     Walker   Zebras   Knights
1-4-4: Zebras   Tiger    Camels   Knights
1-4-5: Lions    Walker   Knights  Giraffes
1-4-6: Vaos     Walker   Knights  Giraffes
1-5-5: Giraffes Tiger    Camels   Knights
1-5-6: Vaos     Walker   Knights  Zebras
1-6-6: Vaos     Tiger    Camels   Knights
2-2-2: Tigers   Zebra    Knights  Camels
2-2-3: Men      Lion     Camels   Knights
2-2-4: Men      Zebra    Camels   Knights
2-2-5: Men      Giraffe  Camels   Knights
2-2-6: Men      Vao      Camels   Knights
2-3-3: Lions    Man      Camels   Knights
2-3-4: Giraffes Wazir    Zebras   Knights
2-3-5: Lions    Wazir    Zebras   Knights
2-3-6: Vaos     Wazir    Zebras   Knights
2-4-4: Zebras   Man      Camels   Knights
2-4-5: Lions    Wazir    Knights  Giraffes
2-4-6: Vaos     Wazir    Knights  Giraffes
2-5-5: Giraffes Man      Camels   Knights
2-5-6: Vaos     Wazir    Knights  Zebras
2-6-6: Vaos     Man      Camels   Knights
3-3-3: Tigers   Giraffe  Knights  Camels
3-3-4: Lions    Zebra    Camels   Knights
3-3-5: Lions    Giraffe  Camels   Knights
3-3-6: Lions    Vao      Camels   Knights
3-4-4: Zebras   Lion     Camels   Knights
3-4-5: Lions    Zebra    Knights  Giraffes
3-4-6: Vaos     Zebra    Knights  Giraffes
3-5-5: Giraffes Lion     Camels   Knights
3-5-6: Vaos     Lion     Knights  Zebras
3-6-6: Vaos     Lion     Camels   Knights
4-4-4: Lions    Man      Knights  Camels
4-4-5: Zebras   Giraffe  Camels   Knights
4-4-6: Zebras   Vao      Camels   Knights
4-5-5: Giraffes Zebra    Camels   Knights
4-5-6: Vaos     Giraffe  Knights  Zebras
4-6-6: Vaos     Zebra    Camels   Knights
5-5-5: Vaos     Man      Knights  Camels
5-5-6: Giraffes Vao      Camels   Knights
5-6-6: Vaos     Giraffe  Camels   Knights
6-6-6: Tigers   Man      Knights  Camels
`

func TestWhiteDiceMatchSeedTable(t *testing.T) {
	kindOf := map[string]kind{}
	for k := king; k < numKinds; k++ {
		kindOf[kindNames[k]] = k
		kindOf[kindNames[k]+"s"] = k
	}
	kindOf["Men"] = man
	rows := strings.Split(strings.TrimSpace(seedTable), "\n")
	rs := rolls()
	if len(rows) != 56 || len(rs) != 56 {
		t.Fatalf("%d table rows, %d rolls", len(rows), len(rs))
	}
	for i, row := range rows {
		fields := strings.Fields(row)
		roll := fmt.Sprintf("%d-%d-%d:", rs[i][0], rs[i][1], rs[i][2])
		if fields[0] != roll {
			t.Fatalf("row %d is %s, roll is %s", i, fields[0], roll)
		}
		want := roles{tigers: kindOf[fields[1]], man: kindOf[fields[2]], camels: kindOf[fields[3]],
			knights: kindOf[fields[4]], queen: queen, cannon: cannon}
		if got := chess2016White(rs[i]); got != want {
			t.Errorf("%s rules give %+v, table %+v", roll, got, want)
		}
	}
}

func TestSetupNumbering(t *testing.T) {
	// setup 100: w = 2 (1-1-3: Man→Lion), green 5 (Leo), red 4 (Duchess)
	s, _ := setupRoles("chess-2016", 100)
	if s.man != lion || s.queen != leo || s.cannon != duchess || s.tigers != tiger {
		t.Errorf("setup 100: %+v", s)
	}
	// setup 2016: 6-6-6, green 6 Monarch, red 6 Archbishop
	s, _ = setupRoles("chess-2016", 2016)
	if s.camels != knight || s.knights != camel || s.queen != monarch || s.cannon != archbishop {
		t.Errorf("setup 2016: %+v", s)
	}
	// green 2 with white 1-2-2 (Tigers→Men, Man→Tiger): Queen→Tiger, Man square→Nightrider
	s, _ = setupRoles("chess-2016", 36*6+6*1+0+1)
	if s.queen != tiger || s.man != nightrider || s.tigers != man {
		t.Errorf("1-2-2 green 2: %+v", s)
	}
	// Chess 56: 2-2-2 Queen→Man, Man→Nightrider; 4-4-1 Man→Lion, Tigers→Walkers
	rs := rolls()
	for i, r := range rs {
		s, _ := setupRoles("chess-56", i+1)
		switch r {
		case [3]int{2, 2, 2}:
			if s.queen != man || s.man != nightrider {
				t.Errorf("chess-56 2-2-2: %+v", s)
			}
		case [3]int{1, 4, 4}:
			if s.man != lion || s.tigers != walker {
				t.Errorf("chess-56 1-4-4: %+v", s)
			}
		case [3]int{3, 4, 6}:
			if s.man != elephant || s.cannon != camelrider || s.queen != empress {
				t.Errorf("chess-56 3-4-6: %+v", s)
			}
		}
		s112, _ := setupRoles("chess-112", i+57)
		if s112.camels != s.knights || s112.knights != s.camels || s112.queen != s.queen {
			t.Errorf("chess-112 %d is not chess-56 %d interchanged", i+57, i+1)
		}
	}
	for _, bad := range []struct {
		v string
		n int
	}{{"chess-2016", 0}, {"chess-2016", 2017}, {"chess-56", 57}, {"chess-112", 113}, {"chess", 1}} {
		if _, err := Perft(bad.v, bad.n, 1); err == nil {
			t.Errorf("%s %d: no error", bad.v, bad.n)
		}
	}
}

func TestEverySetupIsLegal(t *testing.T) {
	check := func(variant string, n int) {
		p, err := startPosition(variant, n)
		if err != nil {
			t.Fatal(err)
		}
		men, kings := 0, 0
		for f := 0; f < nFiles; f++ {
			for r := 0; r < nRanks; r++ {
				o := p.b[f][r]
				if o.k == none {
					continue
				}
				men++
				if o.k == king {
					kings++
				}
				if m := p.b[f][nRanks-1-r]; m.k != o.k || m.white == o.white {
					t.Fatalf("%s %d not mirror-symmetric at %s", variant, n, squareName(f, r))
				}
			}
		}
		if men != 48 || kings != 2 {
			t.Fatalf("%s %d: %d men, %d kings", variant, n, men, kings)
		}
		if got := len(p.legalMoves()); got == 0 {
			t.Fatalf("%s %d: no moves", variant, n)
		}
	}
	for n := 1; n <= 2016; n++ {
		check("chess-2016", n)
	}
	for n := 1; n <= 112; n++ {
		check("chess-112", n)
	}
}

const emptyBoard = `
    ....
 ..........
 ..........
............
............
............
............
 ..........
 ..........
    ....
`

// place puts pieces ("Fb2", "ka7", …) on an empty board diagram.
func place(pieces ...string) string {
	rows := strings.Split(strings.Trim(emptyBoard, "\n"), "\n")
	for i := range rows {
		rows[i] += strings.Repeat(" ", nFiles-len(rows[i]))
	}
	for _, pc := range pieces {
		f, r, err := parseSquare(pc[1:])
		if err != nil {
			panic(err)
		}
		row := []byte(rows[nRanks-1-r])
		row[f] = pc[0]
		rows[nRanks-1-r] = string(row)
	}
	return strings.Join(rows, "\n")
}

func TestGriffin(t *testing.T) {
	p := mustBuild(t, place("Fb2", "Kl4", "ka7"), "w", "-", "-")
	sameList(t, "Griffin b2", movesFrom(p, "b2"),
		prefixed("b2", "c5", "c6", "c7", "c8", "c9", "e3", "f3", "g3", "h3", "i3", "j3", "k3"))
	// a piece on the first orthogonal square blocks (and cannot be captured)
	p = mustBuild(t, place("Fb2", "pd3", "Kl4", "ka7"), "w", "-", "-")
	sameList(t, "Griffin b2, d3 blocked", movesFrom(p, "b2"), prefixed("b2", "c5", "c6", "c7", "c8", "c9"))
	// a piece on the diagonal square blocks everything
	p = mustBuild(t, place("Fb2", "Pc3", "Kl4", "ka7"), "w", "-", "-")
	sameList(t, "Griffin b2, c3 blocked", movesFrom(p, "b2"), nil)
	// capture at the end of a ride
	p = mustBuild(t, place("Fb2", "pc7", "Kl4", "ka7"), "w", "-", "-")
	sameList(t, "Griffin b2 capturing c7", movesFrom(p, "b2"),
		prefixed("b2", "c5", "c6", "c7", "e3", "f3", "g3", "h3", "i3", "j3", "k3"))
	// the rules' example: a Griffin on c2 cannot reach f1 through d1
	p = mustBuild(t, place("Fc2", "Kl4", "ka7"), "w", "-", "-")
	sameList(t, "Griffin c2", movesFrom(p, "c2"),
		prefixed("c2", "b5", "b6", "b7", "b8", "b9", "d5", "d6", "d7", "d8", "d9", "f3", "g3", "h3", "i3", "j3", "k3"))
	// from e1: left along rank 2 only b2 (a2 does not exist); up the f-file to f10
	p = mustBuild(t, place("Fe1", "Kl4", "ka7"), "w", "-", "-")
	sameList(t, "Griffin e1", movesFrom(p, "e1"),
		prefixed("e1", "b2", "d4", "d5", "d6", "d7", "d8", "d9", "h2", "i2", "j2", "k2",
			"f4", "f5", "f6", "f7", "f8", "f9", "f10"))
}

func TestRhinoceros(t *testing.T) {
	// expected sets computed by hand-enumerating the 16 octagonal paths (checked with a
	// separate throwaway script)
	p := mustBuild(t, place("{f5", "Kl4", "ka7"), "w", "-", "-")
	sameList(t, "Rhinoceros f5", movesFrom(p, "f5"), prefixed("f5",
		"c4", "c5", "c6", "d3", "d4", "d6", "d7", "e2", "e3", "e4", "e5", "e6", "e7", "e8",
		"f2", "f4", "f6", "f8", "g2", "g3", "g4", "g5", "g6", "g7", "g8", "h3", "h4", "h6", "h7",
		"i4", "i5", "i6"))
	// own pieces on g5 and g6 block both 2-step paths to h6, but the 6-step path
	// f4 g3 h3 i4 i5 h6 still gets there
	p = mustBuild(t, place("{f5", "Pg5", "Pg6", "Kl4", "ka7"), "w", "-", "-")
	sameList(t, "Rhinoceros f5 blocked", movesFrom(p, "f5"), prefixed("f5",
		"c4", "c5", "c6", "d3", "d4", "d6", "d7", "e2", "e3", "e4", "e5", "e6", "e7", "e8",
		"f2", "f4", "f6", "f8", "g2", "g3", "g4", "g7", "g8", "h3", "h4", "h6", "h7",
		"i4", "i5", "i6"))
	// near the holes around d1
	p = mustBuild(t, place("{e2", "Kl4", "ka7"), "w", "-", "-")
	sameList(t, "Rhinoceros e2", movesFrom(p, "e2"), prefixed("e2",
		"b2", "b3", "c3", "c4", "d2", "d3", "d4", "d5", "e1", "e3", "e5", "f1", "f2", "f3",
		"f4", "f5", "g1", "g3", "g4", "h1", "h2", "h3"))
}

func TestCannon(t *testing.T) {
	// screen f6 (enemy), target f8; own screen c4, target a4 (wing)
	p := mustBuild(t, place("Of4", "pf6", "pf8", "Pc4", "na4", "Ke1", "kh10"), "w", "-", "-")
	sameList(t, "Cannon f4", movesFrom(p, "f4"), prefixed("f4",
		"f5", "f8", "f3", "f2", "f1", "e4", "d4", "a4", "g4", "h4", "i4", "j4", "k4", "l4"))
	// the first piece beyond the screen is taken (f7, not f8); own piece beyond the
	// screen: no capture
	p = mustBuild(t, place("Of4", "pf6", "pf7", "pf8", "Pc4", "Na4", "Ke1", "kh10"), "w", "-", "-")
	sameList(t, "Cannon f4, f7 and no a4", movesFrom(p, "f4"), prefixed("f4",
		"f5", "f7", "f3", "f2", "f1", "e4", "d4", "g4", "h4", "i4", "j4", "k4", "l4"))
	// no screen: no capture
	p = mustBuild(t, place("Of4", "pf8", "Ke1", "kh10"), "w", "-", "-")
	sameList(t, "Cannon f4 without screens", movesFrom(p, "f4"), prefixed("f4",
		"f5", "f6", "f7", "f3", "f2", "f1", "a4", "b4", "c4", "e4", "d4", "g4", "h4", "i4", "j4", "k4", "l4"))
	// Vao on diagonals; Leo on both
	p = mustBuild(t, place("Vf4", "Pg5", "ph6", "Ke1", "kh10"), "w", "-", "-")
	sameList(t, "Vao f4", movesFrom(p, "f4"), prefixed("f4",
		"e5", "d6", "c7", "b8", "e3", "d2", "g3", "h2", "h6"))
	// a Cannon gives check through a screen
	p = mustBuild(t, place("Kg2", "Pg5", "og8", "kh10"), "w", "-", "-")
	if !p.kingAttacked(true) {
		t.Errorf("Cannon g8 should check g2 over g5")
	}
}

func TestMoveOnlyCaptureOnly(t *testing.T) {
	// Tiger: moves as Bishop, captures as Knight
	p := mustBuild(t, place("Tf4", "pe5", "pg6", "ph5", "Ke1", "kh10"), "w", "-", "-")
	sameList(t, "Tiger f4", movesFrom(p, "f4"), prefixed("f4",
		"g5", "h6", "i7", "j8", "k9", "e3", "d2", "g3", "h2", // Bishop moves; e5 blocks, not taken
		"g6", "h5")) // Knight captures
	// Lion: moves as Knight, captures as Bishop
	p = mustBuild(t, place("Lf4", "pd5", "pi7", "Ke1", "kh10"), "w", "-", "-")
	sameList(t, "Lion f4", movesFrom(p, "f4"), prefixed("f4",
		"d3", "e2", "g2", "h3", "h5", "g6", "e6", "i7"))
	// Walker: moves as Wazir, captures as Fers
	p = mustBuild(t, place("Af4", "pf5", "pg5", "Ke1", "kh10"), "w", "-", "-")
	sameList(t, "Walker f4", movesFrom(p, "f4"), prefixed("f4", "e4", "g4", "f3", "g5"))
	// Elephant: diagonal step or one straight step forward (down for Black)
	p = mustBuild(t, place("]f5", "Ke1", "kh10"), "b", "-", "-")
	sameList(t, "black Elephant f5", movesFrom(p, "f5"), prefixed("f5", "e6", "g6", "e4", "g4", "f4"))
	// Nightrider blocked on an intermediate landing square; the hole at d1 ends a line
	p = mustBuild(t, place("Ie1", "Pf3", "Kl4", "ka7"), "w", "-", "-")
	sameList(t, "Nightrider e1", movesFrom(p, "e1"), prefixed("e1",
		"c2", "d3", "c5", "b7", "g2", "i3", "k4"))
}

func TestCastling(t *testing.T) {
	base := []string{"Rb2", "Kg2", "Rk2", "kh10"}
	p := mustBuild(t, place(base...), "w", "KQ", "-")
	got := movesFrom(p, "g2")
	if !contains(got, "g2j2") || !contains(got, "g2d2") {
		t.Fatalf("both castlings expected: %v", got)
	}
	q := playMove(t, p, "g2j2")
	if q.b[9][1].k != king || q.b[8][1].k != rook || q.b[10][1].k != none || q.b[6][1].k != none {
		t.Errorf("kingside castling result wrong:\n%s", strings.Join(q.diagram(), "\n"))
	}
	q = playMove(t, p, "g2d2")
	if q.b[3][1].k != king || q.b[4][1].k != rook || q.b[1][1].k != none {
		t.Errorf("queenside castling result wrong:\n%s", strings.Join(q.diagram(), "\n"))
	}
	// i2 (crossed) attacked by a Rook on i9: no kingside castling
	p = mustBuild(t, place(append(base, "ri9")...), "w", "KQ", "-")
	got = movesFrom(p, "g2")
	if contains(got, "g2j2") || !contains(got, "g2d2") {
		t.Errorf("i2 attacked: %v", got)
	}
	// j2 (landing) attacked
	p = mustBuild(t, place(append(base, "rj9")...), "w", "KQ", "-")
	if got = movesFrom(p, "g2"); contains(got, "g2j2") {
		t.Errorf("j2 attacked: %v", got)
	}
	// b2..f2: c2 is not crossed by the King, so an attack on c2 does not matter
	p = mustBuild(t, place(append(base, "rc9")...), "w", "KQ", "-")
	if got = movesFrom(p, "g2"); !contains(got, "g2d2") {
		t.Errorf("c2 attacked should not forbid queenside castling: %v", got)
	}
	// in check: no castling
	p = mustBuild(t, place(append(base, "rg9")...), "w", "KQ", "-")
	if got = movesFrom(p, "g2"); contains(got, "g2d2") || contains(got, "g2j2") {
		t.Errorf("castling out of check: %v", got)
	}
	// a Cannon on c2 attacks h2 over the King (position before castling)
	p = mustBuild(t, place(append(base, "oc2")...), "w", "KQ", "-")
	if got = movesFrom(p, "g2"); contains(got, "g2j2") {
		t.Errorf("h2 attacked by the Cannon over the King: %v", got)
	}
	// a piece in between, or no right
	p = mustBuild(t, place(append(base, "Nc2")...), "w", "K", "-")
	if got = movesFrom(p, "g2"); contains(got, "g2d2") || !contains(got, "g2j2") {
		t.Errorf("blocked / no right: %v", got)
	}
	// Black on rank 9
	p = mustBuild(t, place("rb9", "kg9", "rk9", "Kh1"), "b", "kq", "-")
	got = movesFrom(p, "g9")
	if !contains(got, "g9j9") || !contains(got, "g9d9") {
		t.Errorf("black castling: %v", got)
	}
	// moving the Rook away and back loses the right
	q = playMove(t, p, "k9k8")
	q = playMove(t, q, "h1g1")
	q = playMove(t, q, "k8k9")
	q = playMove(t, q, "g1h1")
	if got = movesFrom(q, "g9"); contains(got, "g9j9") || !contains(got, "g9d9") {
		t.Errorf("right after rook moved: %v", got)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func TestEnPassant(t *testing.T) {
	p := mustBuild(t, place("Pe6", "pd8", "Ke1", "kh10"), "b", "-", "-")
	q := playMove(t, p, "d8d6")
	sameList(t, "white pawn e6", movesFrom(q, "e6"), []string{"e6d7", "e6e7"})
	r := playMove(t, q, "e6d7")
	if r.b[3][5].k != none || r.b[3][6].k != pawn {
		t.Errorf("en passant result wrong:\n%s", strings.Join(r.diagram(), "\n"))
	}
	// only immediately
	q = playMove(t, q, "e1f1")
	q = playMove(t, q, "h10g10")
	if got := movesFrom(q, "e6"); contains(got, "e6d7") {
		t.Errorf("late en passant: %v", got)
	}
	// from the wing: a5 takes b5 en passant, landing on b4
	p = mustBuild(t, place("Pb3", "pa5", "Nk2", "Ke1", "kh10"), "w", "-", "-")
	q = playMove(t, p, "b3b5")
	sameList(t, "black pawn a5", movesFrom(q, "a5"), []string{"a5a4=N", "a5b4"})
	// illegal when it exposes the King along the rank
	p = mustBuild(t, place("Kb6", "Pe6", "pd6", "rk6", "kh10"), "w", "-", "d7")
	if got := movesFrom(p, "e6"); contains(got, "e6d7") || !contains(got, "e6e7") {
		t.Errorf("pinned en passant: %v", got)
	}
}

func TestPromotion(t *testing.T) {
	// promotion kinds here: Knight, Griffin (kinds on the board other than Pawn, King)
	p := mustBuild(t, place("Pb6", "na7", "Fh2", "Ke1", "kh10"), "w", "-", "-")
	sameList(t, "b6 into the wing", movesFrom(p, "b6"), []string{"b6a7=F", "b6a7=N", "b6b7"})
	p = mustBuild(t, place("Pa6", "nb8", "Ke1", "kh10"), "w", "-", "-")
	sameList(t, "a6 up the wing", movesFrom(p, "a6"), []string{"a6a7=N"})
	p = mustBuild(t, place("Pa5", "pb6", "Ke1", "kh10"), "w", "-", "-")
	sameList(t, "a5 (no promotion on a6)", movesFrom(p, "a5"), []string{"a5a6", "a5b6"})
	p = mustBuild(t, place("pa5", "Nd2", "Ke1", "kh10"), "b", "-", "-")
	sameList(t, "black a5 to a4", movesFrom(p, "a5"), []string{"a5a4=N"})
	p = mustBuild(t, place("Pe9", "Pd8", "Pd3", "Nf4", "Kl4", "ka7"), "w", "-", "-")
	sameList(t, "e9 to e10", movesFrom(p, "e9"), []string{"e9e10=N"})
	sameList(t, "d8 to d9", movesFrom(p, "d8"), []string{"d8d9=N"})
	sameList(t, "d3 double step", movesFrom(p, "d3"), []string{"d3d4", "d3d5"})
	// a black pawn on e2 promotes on e1
	p = mustBuild(t, place("pe2", "Nd4", "Kl4", "ka7"), "b", "-", "-")
	sameList(t, "black e2", movesFrom(p, "e2"), []string{"e2e1=N"})
}

func TestDivideMatchesPerft(t *testing.T) {
	d, err := Divide("chess-2016", 500, 2)
	if err != nil {
		t.Fatal(err)
	}
	var sum uint64
	for _, n := range d {
		sum += n
	}
	if n, _ := Perft("chess-2016", 500, 2); n != sum {
		t.Errorf("divide sum %d, perft %d", sum, n)
	}
}

// The same array reached through different variants and numbers gives the same counts.
func TestSameArraySameCount(t *testing.T) {
	for _, c := range []struct {
		v1 string
		s1 int
		v2 string
		s2 int
	}{
		{"chess-2016", 37, "chess-56", 1},          // plain array
		{"chess-2016", 36*55 + 1, "chess-112", 57}, // 6-6-6/1/1 = plain with Knights and Camels interchanged
		{"chess-56", 5, "chess-112", 5},
	} {
		a1, _ := array(c.v1, c.s1)
		a2, _ := array(c.v2, c.s2)
		sameList(t, fmt.Sprintf("%s %d vs %s %d", c.v1, c.s1, c.v2, c.s2), a1, a2)
		n1, _ := Perft(c.v1, c.s1, 3)
		n2, _ := Perft(c.v2, c.s2, 3)
		if n1 != n2 {
			t.Errorf("%s %d perft(3) %d, %s %d perft(3) %d", c.v1, c.s1, n1, c.v2, c.s2, n2)
		}
	}
}
