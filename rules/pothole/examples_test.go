package pothole

import (
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// The seed's bulldozer examples A–C stand on a1–c3, which exist on this board as in the
// seed's diagrams (White's corner pothole is moved off b2 to f2). Upper case in the seed
// is the enemy (Red here), lower case ours (White).
func TestSeedBulldozerExamples(t *testing.T) {
	const rest = " wKe1 rKa7 wOf2 rOb6 Oe5 Od5"
	t.Run("A: the bulldozer on b2 kills the Dirt Devil on a3 by pushing it off the board", func(t *testing.T) {
		p := mustPos(t, "to:w wBb2 rDa3"+rest)
		if got, want := dests(p, "b2"), "-a1 -a2 -a3# -b1 -b3 -c1 -c2 -c3"; got != want {
			t.Fatalf("b2: %s, want %s", got, want)
		}
		q := play(t, p, "Bb2-a3#")
		if got := q.st.at(sqAt(0, 2)); got.Kind != pieces.Bulldozer || got.Owner != 0 {
			t.Errorf("a3 holds %+v, want White's Bulldozer", got)
		}
		if n := countKind(q, pieces.DirtDevil); n != 0 {
			t.Errorf("the Dirt Devil should be dead, %d left", n)
		}
	})
	t.Run("B: moving to b2 the bulldozer pushes the Car to a3", func(t *testing.T) {
		p := mustPos(t, "to:w wBc1 rCb2"+rest)
		if got, want := dests(p, "c1"), "-b1 -b2 -c2 -d2"; got != want {
			t.Fatalf("c1: %s, want %s", got, want)
		}
		m := parsed(t, p, "Bc1-b2")
		if m.Flags != rules.Push || m.Piece != pieces.Bulldozer {
			t.Errorf("Bc1-b2 is %+v, want a Push with no capture", m)
		}
		q := p.Play(m).(*Position)
		if !hasFields(q, "rCa3 wBb2") {
			t.Errorf("after Bc1-b2: %s", q.Text())
		}
	})
	t.Run("C: the bulldozer cannot push King and Dirt Devil together", func(t *testing.T) {
		p := mustPos(t, "to:w wBc1 rKb2 rDa3 wKe1 wOf2 Oe5 Od5")
		if got, want := dests(p, "c1"), "-b1 -c2 -d2"; got != want {
			t.Fatalf("c1: %s, want %s", got, want)
		}
	})
}

func countKind(p *Position, k pieces.Kind) int {
	n := 0
	for c := boards.Cell(0); int(c) < theBoard.Len(); c++ {
		if p.At(c).Kind == k {
			n++
		}
	}
	return n
}

// The seed's Example D needs d1 and a4, which this board lacks; it stands here one rank
// higher (a2–d5), where every square it uses exists and the edges it pushes against are
// the board's edges as in the seed: our Megadozer on d2 (seed d1); the enemy King a2, Cyclone
// b2, Car c2 (seed a1, b1, c1), Dirt Devil c3 and Megadozer a5 (seed c2, a4), Bulldozer d4
// and Racecar d5 (seed d3, d4). The rest of the board (Kings, potholes) is out of the way;
// White's own King on e1 shows that a push killing it is no move.
func TestSeedMegadozerExample(t *testing.T) {
	const pos = "to:w wMd2 wKe1 rKa2 rYb2 rCc2 rDc3 rMa5 rBd4 rRd5 bKg7 uKg1 wOb6 rOf7 bOf6 uOg2 Oe5 Oe4"
	p := mustPos(t, pos)
	if got, want := dests(p, "d2"), "-a2# -a5# -b2# -b4# -c1 -c2# -c3 -d3 -e2 -e3"; got != want {
		t.Fatalf("d2: %s, want %s", got, want)
	}
	t.Run("to a2 kills the King, Cyclone and Car", func(t *testing.T) {
		m := parsed(t, p, "Md2-a2#")
		if m.Flags != rules.Push|rules.Capture {
			t.Errorf("flags %v", m.Flags)
		}
		checkPushes(t, p, m, push{cell(t, "a2"), boards.NoCell, true}, push{cell(t, "b2"), boards.NoCell, true}, push{cell(t, "c2"), boards.NoCell, true})
		q := p.Play(m).(*Position)
		if !q.Out(Red) {
			t.Error("Red's King was pushed off: Red is out")
		}
		if !hasFields(q, "wMa2 wDc3 wBa5 wBd4 wCd5 wOf7") {
			t.Errorf("White takes over Red's other pieces, demoted, and its pothole: %s", q.Text())
		}
	})
	t.Run("to c2 kills the King only; the Cyclone and Car pile up and change hands", func(t *testing.T) {
		q := play(t, p, "Md2-c2#")
		if !hasFields(q, "wDa2 wCb2 wMc2") {
			t.Errorf("after Md2-c2#: %s", q.Text())
		}
	})
	t.Run("to a5 kills the Dirt Devil and the Megadozer", func(t *testing.T) {
		m := parsed(t, p, "Md2-a5#")
		checkPushes(t, p, m, push{cell(t, "c3"), boards.NoCell, true}, push{cell(t, "a5"), boards.NoCell, true})
		q := p.Play(m).(*Position)
		if !hasFields(q, "wMa5 rBd4 rRd5 rKa2") || countKind(q, pieces.DirtDevil) != 0 {
			t.Errorf("after Md2-a5#: %s", q.Text())
		}
	})
	t.Run("to c3 pushes the Dirt Devil onto b4, which is no landing of its own", func(t *testing.T) {
		m := parsed(t, p, "Md2-c3")
		checkPushes(t, p, m, push{cell(t, "c3"), cell(t, "b4"), false})
		if q := p.Play(m).(*Position); !hasFields(q, "rDb4") {
			t.Errorf("after Md2-c3: %s", q.Text())
		}
	})
	t.Run("nothing ahead towards the Bulldozer and Racecar: one step only", func(t *testing.T) {
		for _, s := range []string{"Md2-d4", "Md2-d5", "Md2-e1"} {
			if _, err := p.ParseMove(s); err == nil {
				t.Errorf("%s should not be legal", s)
			}
		}
	})
}

// The seed's Dirt Devil example needs d1, which this board lacks; it stands here mirrored
// left to right against the g-file edge: Dirt Devil g1 (seed d1), potholes g2 (d2) and e3
// (b3), nothing else near. The seed's c1, c2, c3, d3 are f1, f2, f3, g3.
func TestSeedDirtDevilExample(t *testing.T) {
	p := mustPos(t, "to:w wDg1 wKa1 rKa7 wOg2 Oe3")
	if got, want := dests(p, "g1"), "-f1 -f2 -f3 -g3"; got != want {
		t.Errorf("Dirt Devil g1: %s, want %s", got, want)
	}
	// As a Cyclone it goes on from f2 or f3 round the pothole on e3.
	p = mustPos(t, "to:w wYg1 wKa1 rKa7 wOg2 Oe3")
	if got, want := dests(p, "g1"), "-d2 -d3 -d4 -e2 -e4 -f1 -f2 -f3 -f4 -g3"; got != want {
		t.Errorf("Cyclone g1: %s, want %s", got, want)
	}
}
