package antarctic

import (
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// emperorHome names the hex of arm k's colony Emperor, 10u_k.
func emperorHome(k int) string { return hexOf(boards.HexDirs[k].Scale(10)) }

func wantOutcome(t *testing.T, what string, p rules.Position, result rules.Result, winner rules.Player, reason string) {
	t.Helper()
	o := p.Outcome()
	if o.Result != result || o.Winner != winner || o.Reason != reason {
		t.Errorf("%s: outcome %+v, want result %d winner %d %q", what, o, result, winner, reason)
	}
	if o.Over() && len(p.LegalMoves(nil)) != 0 {
		t.Errorf("%s: the game is over but there are legal moves", what)
	}
}

var ongoing = rules.Outcome{Winner: rules.NoPlayer}

func TestWin2U(t *testing.T) {
	p := build(t, mode2U, 1, "0Sd12 1Mm12 1Mv12")
	wantOutcome(t, "2U start", p, rules.Ongoing, rules.NoPlayer, "")
	wantOutcome(t, "2U Penguins' Emperor to the centre", playAll(t, p, "Mm12-l12"), rules.Win, 1, "Emperor on the centre")
	p = build(t, mode2U, 1, "0Ol12 1Mm12 1Mv12")
	wantOutcome(t, "2U Emperor takes the Orca on the centre", playAll(t, p, "Mm12xl12"), rules.Win, 1, "Emperor on the centre")
	// The Predators must take every Emperor.
	p = build(t, mode2U, 0, "0Ol12 1Mm12 1Mv12")
	q := playAll(t, p, "Ol12xm12")
	wantOutcome(t, "2U one of two Emperors taken", q, rules.Ongoing, rules.NoPlayer, "")
	if q.Out(1) || q.ToMove() != 1 {
		t.Errorf("2U: the Penguins still have an Emperor and move next")
	}
	wantOutcome(t, "2U last Emperor taken", playAll(t, q, "Mv12-u12", "Om12xu12"), rules.Win, 0, "all Emperors captured")
	// Another Penguin on the centre wins nothing.
	p = build(t, mode2U, 1, "0Sd12 1Km12 1Mv12")
	wantOutcome(t, "2U King to the centre", playAll(t, p, "Km12-l12"), rules.Ongoing, rules.NoPlayer, "")
}

func TestWin2S(t *testing.T) {
	p := build(t, Mode2S, 0, "0Mm12 1Mb12")
	wantOutcome(t, "2S Gold Emperor to the centre", playAll(t, p, "Mm12-l12"), rules.Win, 0, "Emperor on the centre")
	p = build(t, Mode2S, 1, "0Mv12 1Mm12")
	wantOutcome(t, "2S Red Emperor to the centre", playAll(t, p, "Mm12-l12"), rules.Win, 1, "Emperor on the centre")
	p = build(t, Mode2S, 0, "0Ol12 0Mv12 1Mm12")
	q := playAll(t, p, "Ol12xm12")
	wantOutcome(t, "2S Red's Emperor taken", q, rules.Win, 0, "the opponent's Emperor captured")
	if q.Out(1) {
		t.Error("in a two-player game nobody is out: the game ends")
	}
	p = build(t, Mode2S, 0, "0Gm12 0Mv12 1Mb12")
	wantOutcome(t, "2S Gentoo to the centre", playAll(t, p, "Gm12-l12"), rules.Ongoing, rules.NoPlayer, "")
}

func TestWin2L(t *testing.T) {
	p := build(t, mode2L, 0, "0Ol12 0Mv12 1Mm12 1M"+emperorHome(1)+" 1M"+emperorHome(3))
	q := playAll(t, p, "Ol12xm12")
	wantOutcome(t, "2L one of three Emperors taken", q, rules.Ongoing, rules.NoPlayer, "")
	p = build(t, mode2L, 0, "0Ol12 0Mv12 0M"+emperorHome(2)+" 1Mm12")
	wantOutcome(t, "2L the last Emperor taken", playAll(t, p, "Ol12xm12"), rules.Win, 0, "all the opponent's Emperors captured")
}

func TestOutAndTurnsIn3S(t *testing.T) {
	// Gold's Orca takes Red's Emperor: Red is out, its Fairy stays, turns skip Red.
	p := build(t, mode3S, 0, "0Mv12 0Ok12 0Ep5 1Mj12 1Fj11 2Mp4 2Fb12")
	q := playAll(t, p, "Ok12xj12")
	wantOutcome(t, "3S Red's Emperor taken", q, rules.Ongoing, rules.NoPlayer, "")
	if !q.Out(1) || q.Out(0) || q.Out(2) || q.ToMove() != 2 {
		t.Fatalf("3S: Red should be out and Blue to move; out %v %v %v, to move %d", q.Out(0), q.Out(1), q.Out(2), q.ToMove())
	}
	if pc := q.At(hex(t, "j11")); pc.Kind != pieces.Fairy || pc.Owner != 1 {
		t.Errorf("Red's Fairy should stay on j11 as Red's: %+v", pc)
	}
	for _, m := range q.LegalMoves(nil) {
		if m.From == hex(t, "j11") {
			t.Errorf("Blue moves Red's Fairy: %+v", m)
		}
	}
	q = playAll(t, q, "Fb12-c12")
	if q.ToMove() != 0 {
		t.Fatalf("after Blue, Gold moves (Red is passed over), not %d", q.ToMove())
	}
	// Anyone may take a piece of a player who is out.
	q = playAll(t, q, "Oj12xj11", "Fc12-d12")
	if q.At(hex(t, "j11")).Owner != 0 {
		t.Error("Gold's Orca should stand on j11")
	}
	wantOutcome(t, "3S Blue's Emperor taken", playAll(t, q, "Ep5xp4"), rules.Win, 0, "last player with an Emperor")
}

func TestOutIn3L(t *testing.T) {
	p := build(t, mode3L, 0, "0Mv12 0Ok12 0Ol13 1Mj12 1Mm13 1F"+emperorHome(5)+" 2M"+emperorHome(4)+" 2Fb12")
	q := playAll(t, p, "Ok12xj12")
	if q.Out(1) || q.ToMove() != 1 {
		t.Fatal("3L: Red keeps one Emperor and moves next")
	}
	q = playAll(t, q, "F"+emperorHome(5)+"-"+hexOf(boards.HexDirs[5].Scale(9)), "Fb12-c12", "Ol13xm13")
	if !q.Out(1) || q.ToMove() != 2 {
		t.Fatal("3L: Red lost both Emperors and is out; Blue moves")
	}
	wantOutcome(t, "3L Red out", q, rules.Ongoing, rules.NoPlayer, "")
}

func TestOutAndWinIn4U(t *testing.T) {
	p := build(t, mode4U, 0, "0Ol12 1Mm12 2Mb12 3Mp4 3Fo4")
	q := playAll(t, p, "Ol12xm12")
	if !q.Out(1) || q.ToMove() != 2 {
		t.Fatalf("4U: Gold Penguins out, Red Penguins to move; got out %v, %d to move", q.Out(1), q.ToMove())
	}
	wantOutcome(t, "4U one colony out", q, rules.Ongoing, rules.NoPlayer, "")
	// Penguin players take each other's Emperors too.
	p = build(t, mode4U, 2, "0Sd12 1Mv12 2Mm12 3Mn12")
	q = playAll(t, p, "Mm12xn12")
	if !q.Out(3) || q.ToMove() != 0 {
		t.Errorf("4U: Red Penguins took Blue's Emperor: Blue out, Predators next")
	}
	// The last Emperor falls: the Predators win.
	p = build(t, mode4U, 0, "0Ol12 3Mm12 1Fa12")
	wantOutcome(t, "4U last Emperor taken", playAll(t, p, "Ol12xm12"), rules.Win, 0, "all Emperors captured")
	// Any colony's Emperor on the centre wins for that colony.
	p = build(t, mode4U, 2, "0Sd12 1Mv12 2Mm12 3Mp4")
	wantOutcome(t, "4U Red Penguins' Emperor on the centre", playAll(t, p, "Mm12-l12"), rules.Win, 2, "Emperor on the centre")
}

func TestWin6E(t *testing.T) {
	list := "0Km12 0M" + emperorHome(0)
	for k := 1; k < 6; k++ {
		list += " " + string(rune('0'+k)) + "M" + emperorHome(k)
	}
	p := build(t, mode6E, 0, list)
	wantOutcome(t, "6E King on the centre", playAll(t, p, "Km12-l12"), rules.Win, 0, "King on the centre")
	// Cyan loses its Emperor but keeps a King: still in. Then the King falls: out.
	p = build(t, mode6E, 0, "0Ol12 0M"+emperorHome(0)+" 1Mm12 1Kn16 2M"+emperorHome(2)+" 3M"+emperorHome(3)+" 4M"+emperorHome(4)+" 5M"+emperorHome(5))
	q := playAll(t, p, "Ol12xm12")
	if q.Out(1) || q.ToMove() != 1 {
		t.Fatal("6E: Cyan keeps a King, is not out and moves next")
	}
	q = playAll(t, q, "Kn16-n15")
	for q.ToMove() != 0 {
		m := q.LegalMoves(nil)[0]
		q = q.Play(m)
	}
	// Gold's Orca on m12 takes Cyan's King on n15, three hexes along u1.
	q = playAll(t, q, "Om12xn15")
	if !q.Out(1) || q.ToMove() != 2 {
		t.Fatalf("6E: Cyan without Emperor or King is out; Brown moves. Out %v, %d to move", q.Out(1), q.ToMove())
	}
	// The last player with an Emperor or King wins.
	p = build(t, mode6E, 0, "0Ol12 0M"+emperorHome(0)+" 1Km12")
	wantOutcome(t, "6E last King taken", playAll(t, p, "Ol12xm12"), rules.Win, 0, "last player with an Emperor or King")
}

func TestWin7U(t *testing.T) {
	list := "0Sd12"
	for k := 0; k < 6; k++ {
		list += " " + string(rune('1'+k)) + "M" + emperorHome(k)
	}
	p := build(t, Mode7U, 0, list+" 0Ol12 4Mm12")
	q := playAll(t, p, "Ol12xm12")
	wantOutcome(t, "7U one Emperor of Green's two taken", q, rules.Ongoing, rules.NoPlayer, "")
	p = build(t, Mode7U, 5, list+" 5Fl13 5Mm12")
	wantOutcome(t, "7U Blue Penguins' Emperor on the centre", playAll(t, p, "Mm12-l12"), rules.Win, 5, "Emperor on the centre")
	p = build(t, Mode7U, 0, "0Ol12 6Mm12")
	wantOutcome(t, "7U last Emperor taken", playAll(t, p, "Ol12xm12"), rules.Win, 0, "all Emperors captured")
}

// TestPassAndDraw: a player without a legal move is passed over; when no one can move,
// the game is drawn.
func TestPassAndDraw(t *testing.T) {
	// 2U: the Predators have no pieces and nothing to return: the Penguins move again.
	p := build(t, mode2U, 1, "1Mv12 1Fm12")
	q := playAll(t, p, "Fm12-n12")
	if q.ToMove() != 1 || q.Status() != "Predators cannot move and pass" {
		t.Errorf("2U: Penguins should move again, to move %d, status %q", q.ToMove(), q.Status())
	}
	wantOutcome(t, "2U after a pass", q, rules.Ongoing, rules.NoPlayer, "")
	if len(q.LegalMoves(nil)) == 0 {
		t.Error("the player to move must have a legal move")
	}
	// The Penguins fill the board: no one can move.
	list := "1Ml12"
	for c := 0; c < nCells; c++ {
		if c != centre {
			list += " 1F" + cellName(c)
		}
	}
	p = build(t, mode2U, 1, list)
	p.st.advance(1)
	wantOutcome(t, "2U full board", p, rules.Draw, rules.NoPlayer, "no player can move")
}
