package chess2016

import (
	"math/rand/v2"
	"slices"
	"testing"

	"oddboards/pieces"
)

func TestBitboardBasics(t *testing.T) {
	if n := wallBB.count(); n != 24 {
		t.Errorf("wall has %d squares, want 24", n)
	}
	if n := cellBB.count(); n != len(sqOfCell) {
		t.Errorf("cells: %d, want %d", n, len(sqOfCell))
	}
	for _, c := range []struct {
		set      bb
		lsb, msb int
		n        int
	}{
		{bb{}, -1, -1, 0},
		{sqBB[0], 0, 0, 1},
		{sqBB[119], 119, 119, 1},
		{sqBB[63].or(sqBB[64]), 63, 64, 2},
		{sqBB[5].or(sqBB[70]).or(sqBB[100]), 5, 100, 3},
	} {
		if c.set.lsb() != c.lsb || c.set.msb() != c.msb || c.set.count() != c.n {
			t.Errorf("%v: lsb %d msb %d count %d, want %d %d %d", c.set, c.set.lsb(), c.set.msb(), c.set.count(), c.lsb, c.msb, c.n)
		}
		var got []int
		for x := c.set; x.any(); {
			got = append(got, x.pop())
		}
		for _, i := range got {
			if !c.set.has(i) {
				t.Errorf("%v: popped %d, not in the set", c.set, i)
			}
		}
		if len(got) != c.n || !slices.IsSorted(got) {
			t.Errorf("%v: popped %v", c.set, got)
		}
	}
	// the cells run in box order: pseudo and SEE take pieces in it as the cells' order
	for c := 1; c < len(sqOfCell); c++ {
		if boxOf[sqOfCell[c]] <= boxOf[sqOfCell[c-1]] {
			t.Fatalf("cell %d is not after cell %d in the box", c, c-1)
		}
	}
	// every ray is monotone in the box index, the way nearest assumes
	for d := 0; d < nDirs; d++ {
		for b := 0; b < nBox; b++ {
			if x := rays[d][b]; x.any() && (dirOff[d] > 0) != (x.lsb() > b) {
				t.Fatalf("ray %d from %d runs the wrong way", d, b)
			}
		}
	}
}

// boxSquares lists the box squares of a set.
func boxSquares(x bb) []string {
	var out []string
	for x.any() {
		out = append(out, sqName(int(mbOf[x.pop()])))
	}
	return out
}

// TestAttackedMatchesMailbox: on every position, for every square and both sides, the
// bitboard test answers as the mailbox one did; inCheck too.
func TestAttackedMatchesMailbox(t *testing.T) {
	ps := attackPositions(t)
	if !testing.Short() && len(ps) < 10_000 {
		t.Fatalf("only %d positions", len(ps))
	}
	bad := 0
	for _, p := range ps {
		s := &p.st
		for _, sq := range sqOfCell {
			for by := 0; by < 2; by++ {
				if got, want := s.attacked(sq, by), s.attackedRef(sq, by); got != want {
					t.Errorf("%s: attacked(%s, %d) = %v, want %v", p.FEN(), sqName(sq), by, got, want)
					if bad++; bad > 10 {
						t.FailNow()
					}
				}
			}
		}
		if got, want := s.inCheck(), s.attackedRef(s.king[s.side], 1-s.side); got != want {
			t.Errorf("%s: inCheck %v, want %v", p.FEN(), got, want)
		}
	}
}

// TestAttackersTo: attackersTo is the set of the pieces, of both colours, that the
// generator lets capture on the square (an enemy piece put there for the test), and the
// set of the pieces whose attacksFrom holds it.
func TestAttackersTo(t *testing.T) {
	ps := attackPositions(t)
	var buf []move
	for i, p := range ps {
		s := p.st // a copy, changed below
		occ := s.colBB[0].or(s.colBB[1])
		if i%4 != 0 && !testing.Short() {
			// attacksFrom against attackersTo on all; the generator on a quarter (slow)
			for _, sq := range sqOfCell {
				checkAttacksFrom(t, p, &s, int(boxOf[sq]), occ)
			}
			continue
		}
		for _, sq := range sqOfCell {
			b := int(boxOf[sq])
			var want bb
			orig := s.sq[sq]
			for side := 0; side < 2; side++ {
				// the generator's captures on sq with an enemy Pawn there
				s.sq[sq] = mkPiece(pieces.Pawn, 1-side)
				s.side = side
				buf = s.pseudo(buf[:0])
				for _, m := range buf {
					if int(m.to) == sq && m.flags&fCapture != 0 && m.flags&fEnPassant == 0 {
						want = want.or(bbOf(int(m.from)))
					}
				}
			}
			s.sq[sq], s.side = orig, p.st.side
			if got := s.attackersTo(b, occ); got != want {
				t.Fatalf("%s: attackersTo(%s) = %v, want %v", p.FEN(), sqName(sq), boxSquares(got), boxSquares(want))
			}
			checkAttacksFrom(t, p, &s, b, occ)
		}
	}
}

func checkAttacksFrom(t *testing.T, p *Position, s *state, b int, occ bb) {
	t.Helper()
	var want bb
	for x := occ; x.any(); {
		f := x.pop()
		pc := s.sq[mbOf[f]]
		if attacksFrom(pc&kindMask, int(pc>>6&1), f, occ).has(b) {
			want = want.or(sqBB[f])
		}
	}
	if got := s.attackersTo(b, occ); got != want {
		t.Fatalf("%s: attackersTo(%s) = %v, attacksFrom says %v", p.FEN(), sqName(int(mbOf[b])), boxSquares(got), boxSquares(want))
	}
}

// TestLegalMatchesMakeUnmake (and noisy, see checkLegal): legal, with isLegal's test without make, keeps exactly the
// pseudo-legal moves after which the mailbox test finds the mover's King safe; make and
// unmake keep the sets as setBoards builds them. On the test positions, on the random
// games' positions the evaluation test walks, and on random games of setups with the odd
// pieces (random play brings them into odd places; there attacked is compared too).
func TestLegalMatchesMakeUnmake(t *testing.T) {
	for _, p := range attackPositions(t) {
		checkLegal(t, p.st, p.FEN)
	}
	for seed := uint64(1); seed <= 3; seed++ {
		randomGames(t, seed, 300, func(th *thinker) {
			checkLegal(t, th.s, func() string { return (&Position{st: th.s, variant: Chess2016}).FEN() })
		})
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for _, k := range []pieces.Kind{pieces.Cannon, pieces.Vao, pieces.Leo, pieces.Nightrider,
		pieces.Camelrider, pieces.Griffin, pieces.Rhinoceros} {
		for _, v := range []string{Chess2016, Chess56, Chess112} {
			for n, found := 1, 0; n <= setupsOf(v) && found < 3; n++ {
				if ks, _ := Kinds(v, n, nil); !slices.Contains(ks, k) {
					continue
				}
				found++
				p := mustStart(t, v, n)
				for ply := 0; ply < 200; ply++ {
					checkLegal(t, p.st, p.FEN)
					for _, sq := range sqOfCell {
						for by := 0; by < 2; by++ {
							if p.st.attacked(sq, by) != p.st.attackedRef(sq, by) {
								t.Fatalf("%s: attacked(%s, %d) differs", p.FEN(), sqName(sq), by)
							}
						}
					}
					moves := p.legalMoves()
					if len(moves) == 0 {
						break
					}
					p = p.play(moves[rng.IntN(len(moves))])
				}
			}
		}
	}
}

// checkLegal compares legal against make, the mailbox test and unmake on s (a copy), and
// noisy against the captures and promotions of pseudo, in order.
func checkLegal(t *testing.T, s state, name func() string) {
	t.Helper()
	orig := s
	got := s.legal(nil)
	pseudo := s.pseudo(nil)
	var noisy []move
	for _, m := range pseudo {
		if m.flags&fCapture != 0 || m.promo != 0 {
			noisy = append(noisy, m)
		}
	}
	if gen := s.noisy(nil); !slices.Equal(gen, noisy) {
		t.Fatalf("%s: noisy gives %v, pseudo %v", name(), gen, noisy)
	}
	var want []move
	for _, m := range pseudo {
		u := s.make(m)
		fresh := s
		fresh.setBoards()
		if fresh.kindBB != s.kindBB || fresh.colBB != s.colBB || fresh.patBB != s.patBB {
			t.Fatalf("%s: the sets after %v differ from the board", name(), orig.export(m))
		}
		if !s.attackedRef(s.king[1-s.side], s.side) {
			want = append(want, m)
		}
		s.unmake(m, u)
	}
	if s != orig {
		t.Fatalf("%s: make and unmake do not restore the position", name())
	}
	if !slices.Equal(got, want) {
		t.Fatalf("%s: legal gives %d moves, make and unmake %d", name(), len(got), len(want))
	}
}

// seeValue is the greatest threshold see passes, found by bisection (see is monotone).
func seeValue(see func(move, int) bool, m move) int {
	lo, hi := -1<<18, 1<<18 // see(m, lo) holds, see(m, hi) does not
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if see(m, mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// TestSEEMatchesGenerator: the attackersTo swap gives the exchange value the old SEE,
// which found each recapture with the generator, gives, on every capture of every
// position and on its quiet moves (which may lose the piece moved).
func TestSEEMatchesGenerator(t *testing.T) {
	var captures, quiet, losing int
	for _, p := range attackPositions(t) {
		th := newThinker(p)
		before := th.s
		for _, m := range th.s.legal(nil) {
			if m.flags&fCapture != 0 {
				captures++
			} else {
				quiet++
			}
			got, want := seeValue(th.SEE, m), seeValue(th.seeRef, m)
			if got != want {
				t.Fatalf("%s: SEE of %v is %d, want %d", p.FEN(), p.st.export(m), got, want)
			}
			if m.flags&fCapture == 0 && got < 0 {
				losing++
			}
		}
		if th.s != before {
			t.Fatalf("%s: SEE changed the position", p.FEN())
		}
	}
	if !testing.Short() && (captures < 10_000 || losing < 1_000) {
		t.Fatalf("only %d captures, %d quiet moves that lose material", captures, losing)
	}
	t.Logf("%d captures, %d quiet moves (%d lose material)", captures, quiet, losing)
}
