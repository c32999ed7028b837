package pothole

import (
	"math/rand/v2"
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/perfttest"
)

// perftStart holds perft counts from the start position. Depths 1 and 2 are the rules
// file's acceptance numbers (25, 388); the rest are this engine's own figures, which the
// independent implementation in reference/ agrees with (depths 1–4 checked in
// reference_compare_test.go, depth 5 in reference/FIGURES.md). Depth 6 (not run: about
// 5 s each) is 31133863 upto and 30312285 exact, by both implementations.
var perftStart = []struct {
	cars   string
	counts []uint64
}{
	{CarsUpTo, []uint64{25, 388, 7862, 120359, 2110665}},
	{CarsExact, []uint64{25, 388, 7862, 119489, 2092543}},
}

func TestPerftStart(t *testing.T) {
	for _, c := range perftStart {
		p, err := New().Start(rules.Config{Options: map[string]string{OptCars: c.cars}})
		if err != nil {
			t.Fatal(err)
		}
		engineDepth, contractDepth := len(c.counts), 3
		if testing.Short() {
			engineDepth, contractDepth = 4, 2
		}
		perfttest.Table(t, "cars="+c.cars, p.(*Position), c.counts, engineDepth, contractDepth)
	}
}

// TestAcceptancePerft1 is the rules file's breakdown of the 25 first moves: 11 piece moves
// and 14 pothole moves (no corner pothole can move: every @ square is full). The rules
// file says 5 of the piece moves push one of White's own pieces to its death; there are
// 6: Bc2 pushes c1, b1 off the board and b3 onto the missing a4; Bb3 pushes a3, a2 off
// the board and c2 onto the missing d1 (the rules file itself says missing cells kill).
func TestAcceptancePerft1(t *testing.T) {
	p := mustStart(t, nil)
	var pieceMoves, holeMoves, kills []string
	for _, s := range moveList(p) {
		switch {
		case strings.HasPrefix(s, "O"):
			holeMoves = append(holeMoves, s)
		default:
			pieceMoves = append(pieceMoves, s)
		}
		if strings.HasSuffix(s, "#") {
			kills = append(kills, s)
		}
	}
	if len(pieceMoves) != 11 || len(holeMoves) != 14 {
		t.Errorf("%d piece moves %v, %d pothole moves %v; want 11 and 14", len(pieceMoves), pieceMoves, len(holeMoves), holeMoves)
	}
	want := "Bb3-a2# Bb3-a3# Bb3-c2# Bc2-b1# Bc2-b3# Bc2-c1#"
	if got := strings.Join(kills, " "); got != want {
		t.Errorf("kills of White's own pieces: %s, want %s", got, want)
	}
	for _, m := range p.LegalMoves(nil) {
		if m.Has(rules.Capture) && !m.Has(rules.Push) {
			t.Errorf("no capture by displacement at the start: %+v", m)
		}
	}
}

// randomGame plays n random moves from p with a fixed seed, returning every position.
func randomGame(p *Position, seed uint64, n int) []*Position {
	r := rand.New(rand.NewPCG(seed, 1998))
	out := []*Position{p}
	for i := 0; i < n; i++ {
		ms := p.LegalMoves(nil)
		if len(ms) == 0 {
			break
		}
		p = p.Play(ms[r.IntN(len(ms))]).(*Position)
		out = append(out, p)
	}
	return out
}

// midgames are hand-made positions with the promoted pieces, pieces one landing from
// promotion, locks and a second move, which random games from the start rarely reach.
var midgames = []string{
	"to:w wKa1 wRc3 wMe2 wYd3 wCb3(b4,d2,f4) wBc2(b4,d6,f4) wDe3(b4,d2,d6) rKa7 rMb5 rYc6 rRd6 rCc5(d2,d6,f4) " +
		"bKg7 bMf5 bYe6 bRf6 uKg1 uYe1 uMf3 uRg3 wOb2 rOb6 bOg6 uOf2 Oc4 Oe4",
	"to:r move:2 moved:d5 lock:d5:r:now rKa7 rMa5 rYb5 wKa3 wMb3 wYc3 bKe5 bRe4 bMd4 uKc1 uRe1 uMe2 " +
		"wOb2 rOb6 bOf6 uOa2 Od5 Oe3",
	"cars:exact to:b lock:c4:w bKd4 bRd3 bMc3 bYe3 wKc5 wRb5 wMd5 rKb7 uKf1 uRg2 uYf3 " +
		"wOb2 rOa7 bOe6 uOf2 Oc4 Oe5",
}

// TestPerftMidgame compares the engine's perft with the contract's along random games
// (pushes, kills, takeovers, promotions and locks all turn up in them).
func TestPerftMidgame(t *testing.T) {
	games, length, depth := 6, 120, 3
	if testing.Short() {
		games, length, depth = 3, 80, 2
	}
	for _, text := range midgames {
		p := mustPos(t, text)
		if a, b := p.Perft(depth), rules.Perft(p, depth); a != b || a == 0 {
			t.Errorf("perft(%d) engine %d, contract %d\n%s", depth, a, b, text)
		}
	}
	for g := 0; g < games; g++ {
		opts := map[string]string(nil)
		if g%2 == 1 {
			opts = map[string]string{OptCars: CarsExact}
		}
		for i, p := range randomGame(mustStart(t, opts), uint64(g), length) {
			if i%10 != 0 {
				continue
			}
			if a, b := p.Perft(depth), rules.Perft(p, depth); a != b {
				t.Fatalf("game %d ply %d: perft(%d) engine %d, contract %d\n%s", g, i, depth, a, b, p.Text())
			}
		}
	}
}

// TestRandomGames checks invariants along random games: the text form round trips, the
// player to move has a King, ToMove is the same for both moves of a turn, every corner
// pothole's owner is alive, pieces keep to cells, and a game that ends has one King.
func TestRandomGames(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 10
	}
	ended := 0
	for g := 0; g < games; g++ {
		ps := randomGame(mustStart(t, nil), uint64(100+g), 600)
		for i, p := range ps {
			text := p.Text()
			q, err := FromText(text)
			if err != nil {
				t.Fatalf("game %d ply %d: %v\n%s", g, i, err, text)
			}
			if q.Text() != text || len(q.LegalMoves(nil)) != len(p.LegalMoves(nil)) {
				t.Fatalf("game %d ply %d: text round trip\n%s\n%s", g, i, text, q.Text())
			}
			if p.Out(p.ToMove()) && !p.Outcome().Over() {
				t.Fatalf("game %d ply %d: %v is out but to move", g, i, p.ToMove())
			}
			for h := 0; h < 4; h++ {
				if p.st.hole[h] != 0 && p.st.holeOwn[h] >= 0 && p.Out(int8ToPlayer(p.st.holeOwn[h])) {
					t.Fatalf("game %d ply %d: a pothole owned by an out player\n%s", g, i, text)
				}
			}
			if i > 0 && ps[i-1].secondMove() == false && !ps[i-1].Outcome().Over() && p.secondMove() && p.ToMove() != ps[i-1].ToMove() {
				t.Fatalf("game %d ply %d: the second move changed hands", g, i)
			}
		}
		last := ps[len(ps)-1]
		if o := last.Outcome(); o.Over() {
			ended++
			if o.Result != rules.Win || last.Out(o.Winner) {
				t.Errorf("game %d: %+v", g, o)
			}
		}
	}
	if ended == 0 {
		t.Errorf("no random game ended: the takeover and end are never exercised")
	}
}

func int8ToPlayer(v int8) rules.Player { return rules.Player(v) }
