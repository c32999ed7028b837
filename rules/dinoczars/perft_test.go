package dinoczars

import (
	"testing"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/perfttest"
)

// perftTable: perft from the start position. Depths 1 and 2 are the rules file's
// acceptance numbers; depths 3 and 4 are this engine's own figures. The independent
// implementation agrees: reference_compare_test.go reruns depth 3 (2 in short mode) and
// the reference's FIGURES.md records its depth-4 counts, the same as these.
var perftTable = []struct {
	eggs   string
	counts []uint64
}{
	{EggsEdge, []uint64{125, 15546, 1975761, 250390167}},
	{EggsTouching, []uint64{133, 17544, 2368127, 318016784}},
}

func TestPerftStart(t *testing.T) {
	for _, c := range perftTable {
		p := startPos(t, c.eggs)
		depth := len(c.counts)
		if testing.Short() {
			depth = 3
		}
		// The contract's perft (LegalMoves and Play alone) agrees to depth 2.
		perfttest.Table(t, c.eggs, p, c.counts, depth, 2)
	}
}

// TestPerftBreakdown: the rules file's perft(1) = 125 is 16 rotations, 78 Pterosaur
// flights, 21 other dinosaur moves and 10 egg lays; with touching eggs 133, so 18 lays.
func TestPerftBreakdown(t *testing.T) {
	for _, c := range []struct {
		eggs                            string
		rotations, flights, other, lays int
	}{{EggsEdge, 16, 78, 21, 10}, {EggsTouching, 16, 78, 21, 18}} {
		p := startPos(t, c.eggs)
		var rot, fly, other, lay int
		for _, m := range p.LegalMoves(nil) {
			switch {
			case m.Has(rules.Drop) && m.Piece == pieces.Egg:
				lay++
			case m.Has(rules.InPlace) && m.From == m.To && m.Piece != pieces.Egg:
				rot++
			case m.Piece == pieces.Pterosaur:
				fly++
			default:
				other++
			}
		}
		if rot != c.rotations || fly != c.flights || other != c.other || lay != c.lays {
			t.Errorf("%s: %d rotations, %d flights, %d other moves, %d lays; want %d, %d, %d, %d",
				c.eggs, rot, fly, other, lay, c.rotations, c.flights, c.other, c.lays)
		}
		// Player 2's first replies mirror Player 1's: after a rotation of Player 1's
		// Pterosaur nothing of Player 2's has changed, so Player 2 has 125 (133) too.
		q := mustPlay(t, p, "PTB2@SW")
		if got := len(q.LegalMoves(nil)); got != rot+fly+other+lay {
			t.Errorf("%s: Player 2 has %d moves in the mirrored position", c.eggs, got)
		}
	}
}

// midgamePositions mix eggs of every count, captured pools, raptors with blockers and
// both players' Pterosaurs; the engine's perft must equal the contract's.
var midgamePositions = []spec{
	{side: 0, cells: "E6:tr^S F6:PT^N G6:vr^S G5:e1 H5:pt^S B4:ss^SE B3:tc^NE E3:VR^N G3:TC^N E1:TR^N G1:VR^N D5:E0 C4:E2",
		eggs: [2]uint8{0, 1}, pool: "BR SS br tc vr"},
	{side: 1, cells: "C6:vr^S E6:tr^S B5:e0 D5:tc^S F5:E1 D4:VR^SE E4:tc^NW C3:BR^SW F2:TC^N E1:TR^N H2:ss^SW",
		eggs: [2]uint8{1, 1}, pool: "PT SS vr pt", touching: true},
	{side: 0, cells: "D3:TR^S E3:tr^N F3:VR^S F4:br^SW H4:E3 A3:pt^SW J4:PT^S B2:e4",
		eggs: [2]uint8{2, 0}, pool: "TC VR VR br"},
}

func TestPerftMidgames(t *testing.T) {
	depth := 3
	if testing.Short() {
		depth = 2
	}
	for i, sp := range midgamePositions {
		p := mustPos(t, sp)
		for d := 1; d <= depth; d++ {
			a, b := p.Perft(d), rules.Perft(p, d)
			if a != b || a == 0 {
				t.Errorf("position %d: perft(%d) engine %d, contract %d", i, d, a, b)
			}
		}
	}
}

// TestMakeUnmake: a perft leaves the state as it was, and count equals the length of the
// generated list along random games.
func TestMakeUnmake(t *testing.T) {
	for i, sp := range midgamePositions {
		p := mustPos(t, sp)
		s := p.st
		before := s
		bufs := make([][]move, 4)
		s.perft(3, bufs)
		if s != before {
			t.Errorf("position %d: perft changed the state", i)
		}
	}
	p := startPos(t, EggsEdge)
	seen := map[uint8]int{}
	for ply := 0; ply < 400; ply++ {
		ms := p.legalMoves()
		if int(p.st.count()) != len(ms) {
			t.Fatalf("ply %d: count %d, gen %d\n%s", ply, p.st.count(), len(ms), p)
		}
		if len(ms) == 0 {
			p = startPos(t, []string{EggsEdge, EggsTouching}[ply%2])
			continue
		}
		// Prefer captures, lays and egg moves so that hatches happen.
		pick := ms[(ply*7919)%len(ms)]
		for _, m := range ms {
			if m.typ == tHatch || m.typ == tGestate || (m.capture && ply%3 == 0) || (m.typ == tLay && ply%5 == 0) {
				pick = m
				break
			}
		}
		s := p.st
		u := s.make(pick)
		s.unmake(pick, u)
		if s != p.st {
			t.Fatalf("ply %d: make/unmake of %s changed the state", ply, p.format(pick))
		}
		seen[pick.typ]++
		p = p.play(pick)
	}
	for typ, name := range []string{"step", "rotation", "lay", "gestation", "hatch"} {
		if seen[uint8(typ)] == 0 {
			t.Errorf("the random games never played a %s", name)
		}
	}
}
