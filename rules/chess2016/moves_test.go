package chess2016

import (
	"slices"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// TestPieceMoves checks where single pieces go on hand-built boards. Want lists every
// destination of the piece on From (file by file), "x" marking a capture. The Kings stand
// on the wings out of the way unless the case says otherwise.
func TestPieceMoves(t *testing.T) {
	cases := []struct {
		name, head, list, from, want string
	}{
		{"Griffin on c2: no way to f1 through the missing d1, none through a3",
			"w - - 0", "Kl4 kl7 GRc2", "c2",
			"b5 b6 b7 b8 b9 d5 d6 d7 d8 d9 f3 g3 h3 i3 j3 k3"},
		{"Griffin blocked on its second square and capturing",
			"w - - 0", "Kl4 kl7 GRc2 Pe3 pd6", "c2",
			"b5 b6 b7 b8 b9 d5 xd6"},
		{"Griffin blocked on its first square",
			"w - - 0", "Kl4 kl7 GRc2 Pd3 Pb3", "c2", ""},
		{"Griffin on d2 reaches g1 and h1 through e1 and f1, never f1",
			"w - - 0", "Kl4 kl7 GRd2 Pc3 Pe3 Pd3", "d2",
			"g1 h1"},
		{"Rook in the corner region: b1 and a2 do not exist",
			"w - - 0", "Kl4 kl7 Rb2", "b2",
			"b3 b4 b5 b6 b7 b8 b9 c2 d2 e2 f2 g2 h2 i2 j2 k2"},
		{"Rook on e1: d1 does not exist, i1 neither",
			"w - - 0", "Kl4 kl7 Re1", "e1",
			"e2 e3 e4 e5 e6 e7 e8 e9 e10 f1 g1 h1"},
		{"Rook on the wing a4: a3 and a8 do not exist, l4 does",
			"w - - 0", "Kl5 kl7 Ra4", "a4",
			"a5 a6 a7 b4 c4 d4 e4 f4 g4 h4 i4 j4 k4 l4"},
		{"Tiger moves as a Bishop, captures as a Knight only",
			"w - - 0", "Kl4 kl7 Td4 pf6 pe6", "d4",
			"a7 b2 b6 c3 c5 e3 e5 xe6 f2 g1"},
		{"Lion moves as a Knight, captures as a Bishop only",
			"w - - 0", "Kl4 kl7 Ld4 pf6 pe6", "d4",
			"b3 b5 c2 c6 e2 f3 f5 xf6"},
		{"Walker moves as a Wazir, captures as a Fers",
			"w - - 0", "Kl4 kl7 WKd4 pd5 pe5 pc3", "d4",
			"xc3 c4 d3 e4 xe5"},
		{"White Elephant: forward is up",
			"w - - 0", "Kl4 kl7 Ee4 pe5", "e4",
			"d3 d5 xe5 f3 f5"},
		{"Black Elephant: forward is down",
			"b - - 0", "Kl4 kl7 ee7 Pe6 Pe8", "e7",
			"d6 d8 xe6 f6 f8"},
		{"Cannon: no capture without a screen, one over a Black screen",
			"w - - 0", "Kl4 kl7 Oe4 pe6 re8 pb4", "e4",
			"c4 d4 e1 e2 e3 e5 xe8 f4 g4 h4 i4 j4 k4"},
		{"Cannon: a White screen serves too",
			"w - - 0", "Kl4 kl7 Oe4 Pe6 re8", "e4",
			"a4 b4 c4 d4 e1 e2 e3 e5 xe8 f4 g4 h4 i4 j4 k4"},
		{"Cannon: no capture over two screens",
			"w - - 0", "Kl4 kl7 Oe4 pe6 pe7 re8 Pd4 Pf4 Pe3", "e4",
			"e5 xe7"},
		{"Vao: the Cannon on diagonals",
			"w - - 0", "Kl4 kl7 Ve4 pf5 pg6 ph7 pd5 rb7 pd3", "e4",
			"xb7 f3 g2 xg6 h1"},
		{"Leo: moves as a Queen, captures as a Cannon on Queen lines",
			"w - - 0", "Kl4 kl7 LEe4 pe5 pe6 pf5 ph7 Pd4 Pd3 Pe3 Pf3 Pf4 Pd5", "e4",
			"xe6 xh7"},
		{"Nightrider: a4 from g1 over e2 and c3",
			"w - - 0", "Kl5 kl7 NRg1 Pf3 Ph3 Pi2", "g1",
			"a4 c3 e2"},
		{"Nightrider blocked on c3",
			"w - - 0", "Kl5 kl7 NRg1 Pf3 Ph3 Pi2 pc3", "g1",
			"xc3 e2"},
		{"Camelrider: j2 from a5 over d4 and g3",
			"w - - 0", "Kl4 kl7 CRa5 Pd6 Pb8 Pb2", "a5",
			"d4 g3 j2"},
		{"Camelrider blocked on g3",
			"w - - 0", "Kl4 kl7 CRa5 Pd6 Pb8 Pb2 pg3", "a5",
			"d4 xg3"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := posFromList(t, c.head, c.list)
			if got, want := destsFrom(p, c.from), sortSquares(c.want); got != want {
				t.Errorf("%s: got  %s\nwant %s", c.from, got, want)
			}
		})
	}
}

// TestRhinoceros: from e5, f8 is four steps away by exactly two paths, turning
// counter-clockwise (f5 g6 g7 f8) or clockwise (d6 d7 e8 f8). Blocking one leaves the
// other; blocking both takes f8 away.
func TestRhinoceros(t *testing.T) {
	cases := []struct {
		blockers string
		reach    bool
	}{
		{"", true},
		{"Pg6", true},
		{"Pd7", true},
		{"Pg6 Pd7", false},
		{"Pf5 Pe8", false},
		{"Pg7 Pd6", false},
		{"pg6 pd7", false}, // enemy pieces block too (they may be captured, not passed)
	}
	for _, c := range cases {
		p := posFromList(t, "w - - 0", "Kl4 kl7 RHe5 "+c.blockers)
		got := strings.Contains(" "+destsFrom(p, "e5")+" ", " f8 ")
		if got != c.reach {
			t.Errorf("blockers %q: f8 reachable = %v, want %v (%s)", c.blockers, got, c.reach, destsFrom(p, "e5"))
		}
	}
	// Hemmed in by its own pieces on every side but one, it goes round from there.
	p := posFromList(t, "w - - 0", "Kl4 kl7 RHe5 Pd4 Pe4 Pf4 Pd5 Pd6 Pe6 Pf6 pf5")
	if got, want := destsFrom(p, "e5"), "xf5"; got != want {
		t.Errorf("blocked on f5: got %s, want %s", got, want)
	}
	p = posFromList(t, "w - - 0", "Kl4 kl7 RHe5 Pd4 Pe4 Pf4 Pd5 Pd6 Pe6 Pf6")
	// From f5: turning left g6 g7 f8 e8 d7 c6? (d7 is after e8: f5,g6,g7,f8,e8,d7 … ) and
	// turning right g4 g3 f2 e2 d3.
	want := "d3 d7 e2 e8 f2 f5 f8 g3 g4 g6 g7"
	if got := destsFrom(p, "e5"); got != sortSquares(want) {
		t.Errorf("one way out: got %s, want %s", got, sortSquares(want))
	}
	// The seventh step is the last: a Rhinoceros never comes back to its own square or
	// passes it.
	for _, m := range posFromList(t, "w - - 0", "Kl4 kl7 RHe5").LegalMoves(nil) {
		if m.From == m.To {
			t.Errorf("a move in place: %+v", m)
		}
	}
}

// TestChecks: each kind of Black piece gives check from where it captures,
// and stops giving it when what its capture needs is taken away.
func TestChecks(t *testing.T) {
	cases := []struct {
		name, list string
		check      bool
	}{
		{"Tiger checks as a Knight", "Ke4 kl7 tf6", true},
		{"Tiger does not check as a Bishop", "Ke4 kl7 tg6", false},
		{"Lion checks as a Bishop", "Ke4 kl7 lh7", true},
		{"Lion does not check as a Knight", "Ke4 kl7 lf6", false},
		{"Walker checks as a Fers", "Ke4 kl7 [wk]f5", true},
		{"Walker does not check as a Wazir", "Ke4 kl7 [wk]e5", false},
		{"Black Elephant checks forward, down the board", "Ke4 kl7 ee5", true},
		{"Black Elephant does not check backward", "Ke4 kl7 ee3", false},
		{"Cannon with a screen", "Ke4 kl7 oe8 Pe6", true},
		{"Cannon without a screen", "Ke4 kl7 oe8", false},
		{"Cannon over two screens", "Ke4 kl7 oe8 Pe6 pe7", false},
		{"Vao with a screen", "Ke4 kl7 vh7 Pf5", true},
		{"Leo with a screen", "Ke4 kl7 [le]h4 Pg4", true},
		{"Leo without a screen", "Ke4 kl7 [le]h4", false},
		{"Nightrider over empty landing squares", "Ke4 kl7 [nr]i6", true},
		{"Nightrider blocked on g5", "Ke4 kl7 [nr]i6 Pg5", false},
		{"Camelrider", "Ke4 kl7 [cr]k6", true},
		{"Camelrider blocked on h5", "Ke4 kl7 [cr]k6 Ph5", false},
		{"Griffin", "Ke4 kl7 [gr]f7", true},
		{"Griffin blocked on its first square", "Ke4 kl7 [gr]f7 Pe6", false},
		{"Griffin blocked on its second square", "Ke4 kl7 [gr]f7 Pe5", false},
		{"Griffin cannot check from a Knight's square", "Ke4 kl7 [gr]f6", false},
		{"Rhinoceros", "Ke4 kl7 [rh]f7", true},
		{"Rhinoceros hemmed in", "Ke4 kl7 [rh]f7 Pe7 Pg7 Pe6 Pf6 Pg6 Pe8 Pf8 Pg8", false},
		{"Zebra", "Ke4 kl7 zg7", true},
		{"Giraffe", "Ke4 kl7 gf8", true},
		{"Camel", "Ke4 kl7 cf7", true},
		{"Duchess as a Zebra", "Ke4 kl7 dh6", true},
		{"Lady as a Giraffe", "Ke4 kl7 [la]d8", true},
		{"Monarch as a Camel", "Ke4 kl7 [mo]h5", true},
		{"Empress as a Knight", "Ke4 kl7 [em]d6", true},
		{"Princess as a Knight", "Ke4 kl7 [pr]c5", true},
		{"Archbishop as a Wazir", "Ke4 kl7 ae5", true},
		{"Archbishop not as a Rook", "Ke4 kl7 ae6", false},
		{"Man", "Ke4 kl7 md5", true},
		{"Wazir", "Ke4 kl7 wd4", true},
		{"Fers", "Ke4 kl7 fd5", true},
		{"Black Pawn", "Ke4 kl7 pd5", true},
		{"Black Pawn does not check backward", "Ke4 kl7 pd3", false},
	}
	for _, c := range cases {
		p := posFromList(t, "w - - 0", c.list)
		if got := p.InCheck(); got != c.check {
			t.Errorf("%s (%s): in check = %v, want %v", c.name, c.list, got, c.check)
		}
		alerts := p.Alerts()
		if c.check && (len(alerts) != 1 || theBoard.CellName(alerts[0]) != "e4") {
			t.Errorf("%s: alerts %v, want the King's e4", c.name, alerts)
		}
		if !c.check && len(alerts) != 0 {
			t.Errorf("%s: alerts %v, want none", c.name, alerts)
		}
	}
}

// castles returns "O-O" and/or "O-O-O" as offered.
func castles(p *Position) string {
	var out []string
	for _, m := range p.LegalMoves(nil) {
		if m.Has(rules.Castle) {
			out = append(out, p.Notation(m))
		}
	}
	slices.Sort(out)
	return strings.Join(out, " ")
}

func TestCastling(t *testing.T) {
	const base = "Kg2 Rb2 Rk2 kg9 rb9 rk9 "
	cases := []struct {
		name, head, extra, want string
	}{
		{"both ways", "w KQkq - 0", "", "O-O O-O-O"},
		{"Black both ways", "b KQkq - 0", "", "O-O O-O-O"},
		{"no rights", "w kq - 0", "", ""},
		{"only the king side right", "w K - 0", "", "O-O"},
		{"piece between (c2, only the Rook crosses it)", "w KQkq - 0", "Nc2", "O-O"},
		{"piece between (i2)", "w KQkq - 0", "Ci2", "O-O-O"},
		{"out of check", "w KQkq - 0", "rg5", ""},
		{"through an attacked square (h2)", "w KQkq - 0", "rh5", "O-O-O"},
		{"through an attacked square (i2)", "w KQkq - 0", "ri5", "O-O-O"},
		{"into check (j2)", "w KQkq - 0", "rj5", "O-O-O"},
		{"through an attacked square (f2)", "w KQkq - 0", "rf5", "O-O"},
		{"into check (d2)", "w KQkq - 0", "rd5", "O-O"},
		{"the Rook's square may be attacked (c2 is not the King's)", "w KQkq - 0", "rc5", "O-O O-O-O"},
		{"an attacked Rook does not matter", "w KQkq - 0", "rk5", "O-O O-O-O"},
		{"Black through an attacked square (h9)", "b KQkq - 0", "Rh5", "O-O-O"},
		{"Black into check (d9)", "b KQkq - 0", "Rd5", "O-O"},
		{"attacked by a Cannon over a screen", "w KQkq - 0", "oh5 Ph4", "O-O-O"},
		{"attacked by a Knight (e2)", "w KQkq - 0", "nd4", "O-O"},
	}
	for _, c := range cases {
		p := posFromList(t, c.head, base+c.extra)
		if got := castles(p); got != c.want {
			t.Errorf("%s: castling %q, want %q", c.name, got, c.want)
		}
	}

	// Where King and Rook go.
	p := posFromList(t, "w KQkq - 0", base)
	for _, c := range []struct{ san, king, rook, kingFrom, rookFrom string }{
		{"O-O", "j2", "i2", "g2", "k2"},
		{"0-0-0", "d2", "e2", "g2", "b2"},
	} {
		q := playSAN(t, p, c.san)
		if got := q.At(cell(c.king)); got.Kind != pieces.King || got.Owner != 0 {
			t.Errorf("%s: %s holds %v", c.san, c.king, got)
		}
		if got := q.At(cell(c.rook)); got.Kind != pieces.Rook || got.Owner != 0 {
			t.Errorf("%s: %s holds %v", c.san, c.rook, got)
		}
		if !q.At(cell(c.kingFrom)).Empty() || !q.At(cell(c.rookFrom)).Empty() {
			t.Errorf("%s: %s or %s not emptied", c.san, c.kingFrom, c.rookFrom)
		}
		if q.st.castle&(wKingside|wQueenside) != 0 {
			t.Errorf("%s: White keeps castling rights", c.san)
		}
	}
	// A Rook that went away and came back has lost its right; so has a King.
	q := playSAN(t, p, "Rk3", "Rk8", "Rk2", "Rk9")
	if got := castles(q); got != "O-O-O" {
		t.Errorf("after the Rook's trip: %q, want O-O-O", got)
	}
	q = playSAN(t, p, "Kg3", "Kg8", "Kg2", "Kg9")
	if got := castles(q); got != "" {
		t.Errorf("after the King's trip: %q, want none", got)
	}
	// Capturing a Rook on its square takes the right away.
	q = playSAN(t, posFromList(t, "b KQkq - 0", base+"bf7"), "Bxk2")
	if q.st.castle&wKingside != 0 {
		t.Errorf("Rook k2 captured, White keeps the king side right")
	}
}

func cell(name string) boards.Cell {
	c, ok := theBoard.Lookup(name)
	if !ok {
		panic(name)
	}
	return c
}

func TestEnPassant(t *testing.T) {
	// Black's pawn passes d7; the White pawn on e6 takes it there, once.
	p := posFromList(t, "b - - 0", "Kl4 kl7 Pe6 pd8 pk8")
	q := playSAN(t, p, "d6")
	m, err := q.ParseMove("exd7")
	if err != nil {
		t.Fatal(err)
	}
	if !m.Has(rules.EnPassant | rules.Capture) {
		t.Errorf("exd7 flags %b", m.Flags)
	}
	if got := q.Notation(m); got != "exd7" {
		t.Errorf("SAN %q", got)
	}
	r := q.Play(m).(*Position)
	if !r.At(cell("d6")).Empty() || r.At(cell("d7")).Kind != pieces.Pawn || !r.At(cell("e6")).Empty() {
		t.Errorf("after exd7 e.p.: d6 %v d7 %v e6 %v", r.At(cell("d6")), r.At(cell("d7")), r.At(cell("e6")))
	}
	// Not a move later.
	late := playSAN(t, q, "Kl5", "k7")
	if _, err := late.ParseMove("exd7"); err == nil {
		t.Errorf("en passant a move too late was accepted")
	}
	// From a wing: Black's a5 takes White's b3-b5 on b4.
	w := playSAN(t, posFromList(t, "w - - 0", "Kl4 kl7 Pb3 pa5"), "b5")
	if got := destsFrom(w, "a5"); got != "a4 xb4" {
		t.Errorf("wing pawn a5: %s, want a4 xb4", got)
	}
	// Not when it would expose the King: rank 6 opens from b6 to the Rook on h6.
	x := playSAN(t, posFromList(t, "b - - 0", "Kb6 kl7 Pe6 pd8 rh6"), "d6")
	if got := destsFrom(x, "e6"); got != "e7" {
		t.Errorf("pinned en passant offered: %s", got)
	}
	// And a pawn that did not pass an enemy pawn leaves no en passant square behind.
	y := playSAN(t, posFromList(t, "b - - 0", "Kl4 kl7 Pg6 pd8"), "d6")
	if y.st.ep != 0 {
		t.Errorf("en passant square without a pawn to use it")
	}
}

func TestPromotion(t *testing.T) {
	kinds, err := Kinds(Chess2016, 1, nil)
	if err != nil {
		t.Fatal(err)
	}
	promo := promotionKinds(kinds)
	if got := kindNames(promo); got != "Queen Rook Bishop Knight Giraffe Man Tiger Cannon" {
		t.Fatalf("setup 1 promotes to %s", got)
	}
	cases := []struct {
		name, head, list, from string
		to                     []string // squares where it promotes
		plain                  []string // squares where it does not
	}{
		{"b9 on the short files", "w - - 0", "Kl4 kl7 Pb8 rc9", "b8", []string{"b9", "c9"}, nil},
		{"d9 (d10 does not exist)", "w - - 0", "Kl4 kl7 Pd8", "d8", []string{"d9"}, nil},
		{"e9 is not the end on the centre files, d9 is", "w - - 0", "Kl4 kl7 Pe8 rd9", "e8", []string{"d9"}, []string{"e9"}},
		{"e10, and capturing onto f10", "w - - 0", "Kl4 kl7 Pe9 rf10", "e9", []string{"e10", "f10"}, nil},
		{"the wing's end a7, also by capture", "w - - 0", "Kl4 kl7 Pa6", "a6", []string{"a7"}, nil},
		{"capturing onto the wing's end a7", "w - - 0", "Kl4 kl7 Pb6 ra7", "b6", []string{"a7"}, []string{"b7"}},
		{"l7", "w - - 0", "Kl4 ka5 Pl6", "l6", []string{"l7"}, nil},
		{"a6 is not the end", "w - - 0", "Kl4 kl7 Pa5", "a5", nil, []string{"a6"}},
		{"Black b2", "b - - 0", "Kl7 kl4 pb3", "b3", []string{"b2"}, nil},
		{"Black k2 and capturing onto j2", "b - - 0", "Kl7 kl4 pk3 Rj2", "k3", []string{"k2", "j2"}, nil},
		{"Black e1", "b - - 0", "Kl7 kl4 pe2", "e2", []string{"e1"}, nil},
		{"Black e2 is not the end", "b - - 0", "Kl7 kl4 pe3", "e3", nil, []string{"e2"}},
		{"Black a4", "b - - 0", "Kl7 kl5 pa5", "a5", []string{"a4"}, nil},
		{"Black l4", "b - - 0", "Kl7 ka6 pl5", "l5", []string{"l4"}, nil},
	}
	for _, c := range cases {
		p := posFromList(t, c.head, c.list, promo...)
		byTo := map[string][]pieces.Kind{}
		for _, m := range p.LegalMoves(nil) {
			if theBoard.CellName(m.From) == c.from {
				to := theBoard.CellName(m.To)
				byTo[to] = append(byTo[to], m.Promote)
			}
		}
		for _, to := range c.to {
			if got := kindNames(byTo[to]); got != kindNames(promo) {
				t.Errorf("%s: %s-%s promotes to %q, want %q", c.name, c.from, to, got, kindNames(promo))
			}
		}
		for _, to := range c.plain {
			if got := byTo[to]; len(got) != 1 || got[0] != pieces.None {
				t.Errorf("%s: %s-%s gives %v, want one move without promotion", c.name, c.from, to, got)
			}
		}
		if len(byTo) != len(c.to)+len(c.plain) {
			t.Errorf("%s: %s goes to %v", c.name, c.from, byTo)
		}
	}
	// The promoted piece stands there and moves as itself.
	p := posFromList(t, "w - - 0", "Kl4 kl7 Pb8", promo...)
	q := playSAN(t, p, "b9=O", "Kl6")
	if got := q.At(cell("b9")); got.Kind != pieces.Cannon || got.Owner != 0 {
		t.Errorf("b9 holds %v", got)
	}
	if got := destsFrom(q, "b9"); !strings.Contains(got, "k9") {
		t.Errorf("new Cannon on b9 goes to %s", got)
	}
}

func kindNames(ks []pieces.Kind) string {
	var s []string
	for _, k := range ks {
		s = append(s, k.String())
	}
	return strings.Join(s, " ")
}

func TestCheckmateAndStalemate(t *testing.T) {
	// Back rank of the four-square rank 10: d10 does not exist.
	p := posFromList(t, "w - - 0", "Kl4 ke10 pd9 pe9 pf9 Rh5")
	m, err := p.ParseMove("Rh10")
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Notation(m); got != "Rh10#" {
		t.Errorf("SAN %q, want Rh10#", got)
	}
	q := p.Play(m).(*Position)
	if o := q.Outcome(); o.Result != rules.Win || o.Winner != 0 || o.Reason != "checkmate" {
		t.Errorf("outcome %+v", o)
	}
	if len(q.LegalMoves(nil)) != 0 || q.Perft(1) != 0 || rules.Perft(q, 1) != 0 {
		t.Errorf("moves after mate")
	}
	if a := q.Alerts(); len(a) != 1 || theBoard.CellName(a[0]) != "e10" {
		t.Errorf("alerts %v", a)
	}
	// With the pawn off d9 the King walks out: check, not mate.
	r := playSAN(t, posFromList(t, "w - - 0", "Kl4 ke10 pe9 pf9 Rh5"), "Rh10+")
	if o := r.Outcome(); o.Over() {
		t.Errorf("not mate: %+v", o)
	}

	// Stalemate: the Black King on the wing a7 has a6, b6, b7, b8, all covered.
	s := posFromList(t, "b - - 0", "Kc5 ka7 Qc8")
	if o := s.Outcome(); o.Result != rules.Draw || o.Reason != "stalemate" || o.Winner != rules.NoPlayer {
		t.Errorf("outcome %+v", o)
	}
	if len(s.Alerts()) != 0 {
		t.Errorf("stalemate alerts")
	}
}

func TestRepetitionAndFiftyMoves(t *testing.T) {
	p := mustStart(t, Chess2016, 37)
	loop := []string{"Nc4", "Nc7", "Nd2", "Nd9"}
	q := playSAN(t, p, loop...)
	if o := q.Outcome(); o.Over() {
		t.Fatalf("twice is not thrice: %+v", o)
	}
	q = playSAN(t, q, loop[:3]...)
	if o := q.Outcome(); o.Over() {
		t.Fatalf("one ply short: %+v", o)
	}
	q = playSAN(t, q, loop[3])
	if o := q.Outcome(); o.Result != rules.Draw || o.Reason != "threefold repetition" {
		t.Errorf("outcome %+v", o)
	}
	if len(q.LegalMoves(nil)) != 0 || q.Perft(2) != 0 || rules.Perft(q, 2) != 0 {
		t.Errorf("moves after the draw")
	}
	// The engine's perft sees the draw inside its search: nine plies from the start
	// reach it, so perft(1) one ply before counts the drawing move but nothing after.
	r := playSAN(t, p, loop...)
	r = playSAN(t, r, loop[:2]...)
	if a, b := r.Perft(3), rules.Perft(r, 3); a != b {
		t.Errorf("perft(3) before the third time: engine %d, contract %d", a, b)
	}
	// A pawn move in between makes the positions different.
	s := playSAN(t, p, "Nc4", "Nc7", "Nd2", "Nd9", "b4", "b7", "Nc4", "Nc7", "Nd2", "Nd9")
	if o := s.Outcome(); o.Over() {
		t.Errorf("after a pawn move: %+v", o)
	}

	f := posFromList(t, "w - - 99", "Kl4 kl7 Rb2 pd8")
	g := playSAN(t, f, "Rb3")
	if o := g.Outcome(); o.Result != rules.Draw || o.Reason != "fifty-move rule" {
		t.Errorf("outcome %+v", o)
	}
	if g.Perft(1) != 0 || len(g.LegalMoves(nil)) != 0 {
		t.Errorf("moves after the fifty-move draw")
	}
	// A pawn move resets the count.
	h := playSAN(t, posFromList(t, "b - - 99", "Kl4 kl7 Rb2 pd8"), "d7")
	if o := h.Outcome(); o.Over() || h.HalfmoveClock() != 0 {
		t.Errorf("after a pawn move: %+v, clock %d", o, h.HalfmoveClock())
	}
	// Mate on the hundredth ply is mate.
	m := playSAN(t, posFromList(t, "w - - 99", "Kl4 ke10 pd9 pe9 pf9 Rh5"), "Rh10")
	if o := m.Outcome(); o.Reason != "checkmate" {
		t.Errorf("mate on the hundredth ply: %+v", o)
	}
}

// TestTextPosition: the FEN-like text and the piece list say the same thing.
func TestTextPosition(t *testing.T) {
	a := mustPos(t, "12/6k5/12/12/12/12/12/12/1R4K3[GR]1/12 w - - 0")
	b := posFromList(t, "w - - 0", "kg9 Rb2 Kg2 GRk2")
	if a.st.sq != b.st.sq || a.st.hash != b.st.hash {
		t.Errorf("text and list differ")
	}
	for _, bad := range []string{
		"12/12/12/12/12/12/12/12/12/12 w - - 0",           // no Kings
		"K11/6k5/12/12/12/12/12/12/12/12 w - - 0",         // a10 does not exist
		"12/6k5/12/12/12/12/12/12/6K5 w - - 0",            // nine ranks
		"12/6k5/12/12/12/12/12/12/6K6/12 w - - 0",         // thirteen files
		"12/6k5/12/12/12/12/12/12/6K5/12 w X - 0",         // castling
		"12/6k5/12/12/12/12/12/12/6K4[XY]/12 w - - 0",     // piece
		"12/6k5/12/12/12/12/12/12/6K5/12 w - - zero",      // clock
		"12/6k5/12/12/12/12/12/12/6K5/12 x - - 0",         // side
		"12/6k5/12/12/12/12/12/12/6K5/12 w - a1 0",        // en passant square
		"12/6k5/12/12/12/12/12/12/6K4[GR/12 w - - 0",      // unclosed
		"12/6k5/12/12/12/12/12/12/6K5/12 w - - 0 extra 1", // fields
	} {
		if _, err := posFromText(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
