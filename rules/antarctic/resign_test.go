package antarctic

import (
	"math/rand/v2"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/rules"
)

func TestResignTakesAPlayerOut(t *testing.T) {
	p, err := StartPosition(mode3S)
	if err != nil {
		t.Fatal(err)
	}
	r := p.Resign(0)
	if !r.Out(0) || r.ToMove() != 1 || r.Outcome().Over() {
		t.Fatalf("Gold resigns in 3S: out %v, to move %d, over %v", r.Out(0), r.ToMove(), r.Outcome().Over())
	}
	for c := boards.Cell(0); int(c) < r.Board().Len(); c++ {
		if pc := r.At(c); !pc.Empty() && pc.Owner == 0 {
			t.Fatalf("Gold's %s is still on %s", pc.Kind, r.Board().CellName(c))
		}
	}
	if p.Out(0) {
		t.Fatal("resigning changed the position it started from")
	}
	// Red resigns too: Blue is left and wins.
	r = r.(rules.Resigner).Resign(1)
	if o := r.Outcome(); o.Result != rules.Win || o.Winner != 2 {
		t.Fatalf("after two resignations: %+v", o)
	}
	if len(r.LegalMoves(nil)) != 0 {
		t.Fatal("a finished game still has moves")
	}
}

// read reads a position string of its own mode.
func read(t *testing.T, s string) *Position {
	t.Helper()
	p, err := Game{}.ReadPosition(rules.Config{Mode: s[:2]}, s)
	if err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	return p.(*Position)
}

// A player who resigned has lost and is never named the winner: Predators who resigned
// do not win when the Penguin players go out after them; the last Penguin player left
// does, however the others went.
func TestAResignedPlayerNeverWins(t *testing.T) {
	for _, tc := range []struct {
		name, start string
		resign      []rules.Player // in this order, before the moves
		moves       []string
		want        rules.Outcome
	}{
		{"4U: the Predators resigned, the last Penguin Emperor but one is captured",
			"4U 2 / - / Mp12 / Mr12 / out", []rules.Player{0}, []string{"Mp12xr12"},
			rules.Outcome{Result: rules.Win, Winner: 1, Reason: "last player with an Emperor"}},
		{"7U: the Predators resigned, then all Penguins but one",
			"7U 2 / - / Mp12 / Mr12 / Mb12 / Mc12 / Md12 / Me12", []rules.Player{0, 6, 3, 5, 4}, []string{"Mp12xr12"},
			rules.Outcome{Result: rules.Win, Winner: 1, Reason: "last player with an Emperor"}},
		{"4U: the Predators resigned, then every Penguin player but one resigned",
			"4U 2 / - / Mp12 / Mr12 / Mb12", []rules.Player{0, 1, 3}, nil,
			rules.Outcome{Result: rules.Win, Winner: 2, Reason: "the other players resigned"}},
		{"4U: a Penguin player resigned and the Predators took the other Emperors",
			"4U 1 / Op13 / Mp12 / Mr12 / Mb12", []rules.Player{2, 3}, []string{"Op13xp12"},
			rules.Outcome{Result: rules.Win, Winner: 0, Reason: "all Emperors captured"}},
	} {
		var p rules.Position = read(t, tc.start)
		for _, r := range tc.resign {
			p = p.(rules.Resigner).Resign(r)
		}
		p = playAll(t, p, tc.moves...)
		if got := p.Outcome(); got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
		for _, r := range tc.resign {
			if !p.Out(r) {
				t.Errorf("%s: player %d resigned but is not out", tc.name, r)
			}
		}
		// the string of the end reads back as the same end
		back := read(t, p.(*Position).PositionText())
		if back.Outcome() != p.Outcome() {
			t.Errorf("%s: read back as %+v", tc.name, back.Outcome())
		}
	}
}

// A resignation out of turn rechecks the player to move: one the resignation leaves
// without a move passes, as a stuck player does; one who can still move keeps the turn.
func TestAResignationOutOfTurnRechecksThePlayerToMove(t *testing.T) {
	// The Predators, to move, have nothing left (they pass, never out): Blue resigns.
	p := build(t, mode4U, 0, "1Mp12 2Mr12 3Mb12")
	r := p.Resign(3)
	if r.ToMove() != 1 || r.Status() != "Predators cannot move and pass" || len(r.LegalMoves(nil)) == 0 {
		t.Errorf("the Predators stuck, Blue resigns: %s to move, %q, %d moves",
			p.st.g.m.seats[r.ToMove()].name, r.Status(), len(r.LegalMoves(nil)))
	}
	// Gold, to move, can still move when Red resigns: the turn stays.
	q := read(t, "3S 1 / Mp12 / Mr12 / Mb12")
	if r := q.Resign(1); r.ToMove() != 0 || r.Status() != "" {
		t.Errorf("Gold to move, Red resigns: %d to move, %q", r.ToMove(), r.Status())
	}
}

// After a win the status names only players still in, and while the game goes on it
// never names one who resigned: the last move's passes are forgotten.
func TestTheStatusNamesOnlyPlayersStillIn(t *testing.T) {
	// Blue was passed over; Red takes Blue's last Emperor and wins
	p := build(t, mode3S, 1, "1Mp12 2Mr12")
	p.st.out, p.st.passed = 1<<0, 1<<2
	won := playAll(t, p, "Mp12xr12")
	if o := won.Outcome(); o.Winner != 1 || won.Status() != "" {
		t.Errorf("Red takes Blue's last Emperor: %+v, status %q", o, won.Status())
	}
	// Red was passed over and resigns: Gold wins
	q := build(t, mode3S, 0, "0Mp12 1Mr12")
	q.st.out, q.st.passed = 1<<2, 1<<1
	if r := q.Resign(1); r.Outcome().Winner != 0 || r.Status() != "" {
		t.Errorf("Red, passed over, resigns: %+v, status %q", r.Outcome(), r.Status())
	}
	// Blue was passed over and resigns; Gold and Red play on
	g := build(t, mode3S, 0, "0Mp12 1Mr12 2Mb12")
	g.st.passed = 1 << 2
	if r := g.Resign(2); r.Outcome().Over() || r.Status() != "" {
		t.Errorf("Blue, passed over, resigns: %+v, status %q", r.Outcome(), r.Status())
	}
}

// Random games with random resignations, in and out of turn: a player who resigned never
// wins, the status never names a player out, and a game that goes on has a player to
// move with a move.
func TestResignationsInRandomGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 33))
	for _, code := range []string{mode3S, mode3L, mode4U, mode6E, Mode7U} {
		for game := 0; game < 60; game++ {
			var p rules.Position = mustStart(t, code)
			n := len(p.(*Position).st.g.m.seats)
			resigned := map[rules.Player]bool{}
			for ply := 0; ply < 300 && !p.Outcome().Over(); ply++ {
				if q := rules.Player(rng.IntN(n)); rng.IntN(15) == 0 && !p.Out(q) {
					p, resigned[q] = p.(rules.Resigner).Resign(q), true
				} else {
					ms := p.LegalMoves(nil)
					if len(ms) == 0 {
						t.Fatalf("%s: the game goes on with %d to move and no move: %s", code, p.ToMove(), p.(*Position).PositionText())
					}
					p = p.Play(ms[rng.IntN(len(ms))])
				}
				for q := range n {
					if p.Out(rules.Player(q)) && strings.Contains(p.Status(), p.(*Position).st.g.m.seats[q].name) {
						t.Fatalf("%s: %q names a player out: %s", code, p.Status(), p.(*Position).PositionText())
					}
				}
			}
			if o := p.Outcome(); o.Result == rules.Win && resigned[o.Winner] {
				t.Fatalf("%s: %d resigned and won (%s): %s", code, o.Winner, o.Reason, p.(*Position).PositionText())
			}
		}
	}
}
