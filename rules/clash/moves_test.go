package clash

import (
	"testing"

	"oddboards/pieces"
	"oddboards/rules"
)

// TestPieceMoves lists, for one piece in a position, every legal move it has.
func TestPieceMoves(t *testing.T) {
	for _, c := range []struct {
		name, pos, from, want string
	}{
		// Droid.
		{"Droid forward on e5, a node without vertical lines: only the diagonals",
			"De5 Ci1 / Ca9 w", "e5", "De5-d6 De5-f6"},
		{"Droid forward on c5, with a vertical line",
			"Dc5 Ci1 / Ca9 w", "c5", "Dc5-b6 Dc5-c7 Dc5-d6"},
		{"Droid on e3 (no vertical line) blocked ahead has no forward move, captures sideways along c3-e3",
			"De3 Hd4 Hf4 Dc3 Ci1 / Ca9 w", "e3", "De3xc3"},
		{"Droid captures sideways and diagonally back, own pieces too, never forward",
			"Df4 Ff6 Fg3 Ci1 / He5 Hd4 De3 Ca9 w", "f4", "Df4-g5 Df4xd4 Df4xe3 Df4xg3"},
		{"Black Droid captures straight back up a vertical line",
			"Ci1 Hc7 / Dc5 Ca9 b", "c5", "Dc5-b4 Dc5-c3 Dc5-d4 Dc5xc7"},
		{"Droid on a3: no sideways line to c3",
			"Da3 Dc3 Ci1 / Ca9 w", "a3", "Da3-a5 Da3-b4"},
		// Hawk.
		{"Hawk: quiet steps forward; approach and withdrawal on one step are two moves; jump back",
			"Hd4 Ci1 / Ff6 Dc3 Ca9 w", "d4", "Hd4-c5 Hd4-d6 Hd4-e5 Hd4-e5xf6 Hd4-e5xc3 Hd4-b2xc3"},
		{"Hawk: a line ends at a square's corner (no jump b6 over b8 to d8); withdrawal down the b-file",
			"Hb6 Ci1 / Db8 Ca9 w", "b6", "Hb6-a7 Hb6-c7 Hb6-b4xb8"},
		{"Hawk: approach along a side ending at the corner",
			"Hb4 Ci1 / Db8 Ca9 w", "b4", "Hb4-a5 Hb4-c5 Hb4-b6 Hb4-b6xb8"},
		{"Hawk: jumps and captures its own pieces, any direction",
			"He5 Fd4 Ff6 Df4 Ci1 / Ca9 w", "e5", "He5-d6 He5-c3xd4 He5-g7xf6 He5-g3xf4 He5-d6xf4"},
		{"Hawk on e5 takes nothing off the diagonals (no line e5-e7)",
			"He5 De7 Dc5 Ci1 / Ca9 w", "e5", "He5-d6 He5-f6"},
		{"Black Hawk: forward is down the board",
			"Ci1 / Hf6 Ca9 b", "f6", "Hf6-e5 Hf6-f4 Hf6-g5"},
		// Factor.
		{"Factor: each forward step leaves a Droid or a Hawk; or it turns into one",
			"Fb2 Ci1 / Ca9 w", "b2", "Fb2-a3=D Fb2-a3=H Fb2-b4=D Fb2-b4=H Fb2-c3=D Fb2-c3=H Fb2=D Fb2=H"},
		{"Factor: no captures; d2 has no vertical line",
			"Fd2 Ci1 / Dc3 De3 Ca9 w", "d2", "Fd2=D Fd2=H"},
		// Commander.
		{"Commander: steps leave a Factor or Brute; or it turns into one",
			"Ca1 Ci1 / Ca9 w", "a1", "Ca1-a3=B Ca1-a3=F Ca1-b2=B Ca1-b2=F Ca1=B Ca1=F"},
		{"Black Commander steps down",
			"Ci1 / Cd8 Ca9 b", "d8", "Cd8-c7=B Cd8-c7=F Cd8-e7=B Cd8-e7=F Cd8=B Cd8=F"},
		// Brute.
		{"Brute: one step or two through an empty middle, bends allowed, each target once, own pieces too",
			"Dd4 He7 Fc3 Ci1 / Be5 Dg3 Ca9 b", "e5", "Be5xd4 Be5xe7 Be5xg3"},
		{"Brute never moves without capturing",
			"Bi1 Ca5 / Ca9 w", "i1", ""},
		{"Brute: a target reachable only through an occupied middle is out of reach",
			"Bi1 Fh2 Ca5 / Dg3 Ca9 w", "i1", "Bi1xh2"},
		{"Brute on the corner: along both sides and the diagonal",
			"Ba1 Ce5 / Dc1 Db2 Da5 Dc3 Da9 Ci9 w", "a1", "Ba1xa5 Ba1xb2 Ba1xc1"},
		// Slicer.
		{"Slicer: captures everything it passes, stops anywhere after its first capture",
			"Sa1 Fg1 Ci5 / De1 Dc3 Ce9 w", "a1",
			"Sa1xe1 Sa1xe1xg1 Sa1xe1xg1-i1 Sa1xc3 Sa1xc3-d4 Sa1xc3-e5 Sa1xc3-f6 Sa1xc3-g7 Sa1xc3-h8 Sa1xc3-i9"},
		{"Slicer: no move without a capture; lines end at corners (b4-b6-b8, not on to d8)",
			"Sb4 Ci5 / Dd8 Ce9 w", "b4", ""},
		{"Slicer: up to the corner",
			"Sb4 Ci5 / Db8 Dd8 Ce9 w", "b4", "Sb4xb8"},
		{"Black Slicer on a sliced file",
			"Cg1 Dc3 / Sc7 Ci9 Dc5 b", "c7", "Sc7xc5 Sc7xc5xc3"},
	} {
		p := mustPos(t, c.pos)
		checkMoves(t, p, c.from, c.want, c.name+"\n"+c.pos)
	}
}

// TestMoveEncoding checks every field of the moves of each kind.
func TestMoveEncoding(t *testing.T) {
	N, D, H, F, C, B, S := pieces.None, pieces.Droid, pieces.Hawk, pieces.Factor, pieces.Commander, pieces.Brute, pieces.Slicer
	for _, c := range []struct {
		pos, move, from, to   string
		piece, promote, leave pieces.Kind
		flags                 rules.Flag
	}{
		{"De5 Ci1 / Ca9 w", "De5-d6", "e5", "d6", D, H, N, 0},
		{"Df4 Ff6 Fg3 Ci1 / He5 Hd4 De3 Ca9 w", "Df4xd4", "f4", "d4", D, H, N, rules.Capture},
		{"Dd8 Ci1 / Ca9 w", "Dd8-e9", "d8", "e9", D, S, N, 0},
		{"Hd4 Ci1 / Ff6 Dc3 Ca9 w", "Hd4-e5", "d4", "e5", H, D, N, 0},
		{"Hd4 Ci1 / Ff6 Dc3 Ca9 w", "Hd4-e5xf6", "d4", "e5", H, D, N, rules.Capture | rules.Approach},
		{"Hd4 Ci1 / Ff6 Dc3 Ca9 w", "Hd4-e5xc3", "d4", "e5", H, D, N, rules.Capture | rules.Withdrawal},
		{"Hd4 Ci1 / Ff6 Dc3 Ca9 w", "Hd4-b2xc3", "d4", "b2", H, D, N, rules.Capture | rules.Jump},
		{"Hc7 Ci1 / Dd8 Ci5 w", "Hc7-e9xd8", "c7", "e9", H, S, N, rules.Capture | rules.Jump},
		{"Fb2 Ci1 / Ca9 w", "Fb2-b4=H", "b2", "b4", F, N, H, 0},
		{"Fb2 Ci1 / Ca9 w", "Fb2=D", "b2", "b2", F, D, N, rules.InPlace},
		{"Fh8 Ci1 / Ca9 w", "Fh8-g9=D", "h8", "g9", F, S, D, 0},
		{"Ca1 Ci1 / Ca9 w", "Ca1-b2=F", "a1", "b2", C, N, F, 0},
		{"Ca1 Ci1 / Ca9 w", "Ca1=B", "a1", "a1", C, B, N, rules.InPlace},
		{"Ci1 / Cb2 Ce9 b", "Cb2-a1=B", "b2", "a1", C, S, B, 0},
		{"Dd4 He7 Fc3 Ci1 / Be5 Dg3 Ca9 b", "Be5xe7", "e5", "e7", B, N, N, rules.Capture},
		{"Bh8 Ca1 / Dg9 Cc5 w", "Bh8xg9", "h8", "g9", B, S, N, rules.Capture},
		{"Sa1 Fg1 Ci5 / De1 Dc3 Ce9 w", "Sa1xe1xg1-i1", "a1", "i1", S, N, N, rules.Capture},
	} {
		p := mustPos(t, c.pos)
		q, m := play(t, p, c.move)
		want := rules.Move{From: cell(t, c.from), To: cell(t, c.to), Piece: c.piece, Promote: c.promote,
			Leave: c.leave, Facing: pieces.NoFacing, Flags: c.flags}
		if m != want {
			t.Errorf("%s: %s is %+v, want %+v", c.pos, c.move, m, want)
		}
		if got := p.Notation(m); got != c.move {
			t.Errorf("%s: %+v is written %q, want %q", c.pos, m, got, c.move)
		}
		// The piece on To afterwards is Promote, or Piece when unchanged; Leave stays on From.
		after := c.piece
		if c.promote != N {
			after = c.promote
		}
		if got := q.At(m.To); got.Kind != after || got.Owner != p.ToMove() {
			t.Errorf("%s: after %s %s holds %+v, want %v", c.pos, c.move, c.to, got, after)
		}
		if m.From != m.To {
			if got := q.At(m.From); got.Kind != c.leave {
				t.Errorf("%s: after %s %s holds %v, want %v", c.pos, c.move, c.from, got.Kind, c.leave)
			}
		}
		if q.ToMove() == p.ToMove() {
			t.Errorf("%s: the turn did not pass", c.move)
		}
	}
}

// TestBrutePathsCountOnce builds a Brute whose targets have several paths each and checks
// that each target is one move.
func TestBrutePathsCountOnce(t *testing.T) {
	// Brute d4, whose lines go to c3, e3, c5, e5 (diagonals), f4 and d6. Targets: f4 and d6
	// one step away (d6 also by d4-c5-d6 and d4-e5-d6), e3 one step away (and d4-c3-e3),
	// f6 two steps away through the empty e5 only.
	p := mustPos(t, "Bd4 Ci1 / Ff4 Fd6 Fe3 Hf6 Ca9 w")
	checkMoves(t, p, "d4", "Bd4xf4 Bd4xd6 Bd4xe3 Bd4xf6", "Brute d4")
	if n := len(rules.MovesBetween(p.LegalMoves(nil), cell(t, "d4"), pieces.None, cell(t, "d6"))); n != 1 {
		t.Errorf("d4 to d6: %d moves, want 1", n)
	}
	// With e5 taken as well, every way to f6 passes over a piece.
	p = mustPos(t, "Bd4 Ci1 / Ff4 Fd6 Fe3 Hf6 De5 Ca9 w")
	checkMoves(t, p, "d4", "Bd4xd6 Bd4xe3 Bd4xe5 Bd4xf4", "Brute d4 with e5 taken")
	// Brute a5 with only empty neighbours reaches a target by two different bends.
	p = mustPos(t, "Ba5 Ci1 / Dc5 Ci9 w") // a5-b4-c5 and a5-b6-c5
	checkMoves(t, p, "a5", "Ba5xc5", "Brute a5")
}

// TestPromotionLeavesBehind: a Factor or Commander stepping onto the far row becomes a
// Slicer and still leaves its new piece behind.
func TestPromotionLeavesBehind(t *testing.T) {
	p := mustPos(t, "Fh8 Cb8 Ci1 / Ci5 w")
	q, m := play(t, p, "Fh8-i9=H")
	if m.Promote != pieces.Slicer || m.Leave != pieces.Hawk {
		t.Errorf("Fh8-i9=H: %+v", m)
	}
	if q.At(cell(t, "i9")).Kind != pieces.Slicer || q.At(cell(t, "h8")).Kind != pieces.Hawk {
		t.Errorf("after Fh8-i9=H: %s", q)
	}
	q, m = play(t, p, "Cb8-a9=B")
	if m.Promote != pieces.Slicer || m.Leave != pieces.Brute || q.At(cell(t, "b8")).Kind != pieces.Brute {
		t.Errorf("Cb8-a9=B: %+v, %s", m, q)
	}
	if q.Commanders(0) != 1 {
		t.Errorf("the promoted Commander still counts: %d", q.Commanders(0))
	}
	// A Black Droid promotes on rank 1, and a Black Hawk whose capture lands there.
	p = mustPos(t, "Ci5 Dd2 / Db2 He3 Ca9 b")
	for _, c := range []struct {
		move    string
		promote pieces.Kind
	}{{"Db2-c1", pieces.Slicer}, {"He3-c1xd2", pieces.Slicer}, {"He3-f2", pieces.Droid}, {"He3-f4xd2", pieces.Droid}} {
		q, m := play(t, p, c.move)
		if m.Promote != c.promote || q.At(m.To).Kind != c.promote {
			t.Errorf("%s: %+v, want a %v", c.move, m, c.promote)
		}
	}
}

// TestOutcome: a player without a Commander after a move has lost; both at once, the
// mover wins; taking one's own last Commander loses.
func TestOutcome(t *testing.T) {
	p := mustPos(t, "Sa1 Cb2 / Cc3 w")
	for _, c := range []struct {
		move   string
		winner rules.Player
	}{
		{"Sa1xb2xc3", 0},    // both last Commanders: the mover wins
		{"Sa1xb2xc3-d4", 0}, // likewise, stopping beyond
		{"Sa1xb2", 1},       // White took its own last Commander
	} {
		q, _ := play(t, p, c.move)
		o := q.Outcome()
		if o.Result != rules.Win || o.Winner != c.winner || o.Reason == "" {
			t.Errorf("%s: %+v, want a win for %d", c.move, o, c.winner)
		}
		if n := len(q.LegalMoves(nil)); n != 0 || q.Perft(1) != 0 || rules.Perft(q, 2) != 0 {
			t.Errorf("%s: the game is over but %d moves remain", c.move, n)
		}
		if _, err := q.ParseMove("Cc3=F"); err == nil {
			t.Errorf("%s: a move was read after the end", c.move)
		}
	}
	// Turning the last Commander into a Factor loses.
	q, _ := play(t, mustPos(t, "Ci1 / Ca9 b"), "Ca9=F")
	if o := q.Outcome(); o.Result != rules.Win || o.Winner != 0 {
		t.Errorf("Ca9=F: %+v", o)
	}
	// While both sides keep a Commander the game goes on.
	if o := StartPosition().Outcome(); o.Over() || o.Winner != rules.NoPlayer {
		t.Errorf("start: %+v", o)
	}
	q, _ = play(t, p, "Cb2-a3=F")
	if q.Outcome().Over() || q.Commanders(0) != 1 || q.Commanders(1) != 1 {
		t.Errorf("after Cb2-a3=F: %+v", q.Outcome())
	}
}

// TestCaptures checks the hover preview's cells.
func TestCaptures(t *testing.T) {
	for _, c := range []struct{ pos, move, want string }{
		{"Hd4 Ci1 / Ff6 Dc3 Ca9 w", "Hd4-e5xf6", "f6"},
		{"Hd4 Ci1 / Ff6 Dc3 Ca9 w", "Hd4-e5xc3", "c3"},
		{"Hd4 Ci1 / Ff6 Dc3 Ca9 w", "Hd4-b2xc3", "c3"},
		{"Hd4 Ci1 / Ff6 Dc3 Ca9 w", "Hd4-e5", ""},
		{"Df4 Ff6 Fg3 Ci1 / He5 Hd4 De3 Ca9 w", "Df4xg3", "g3"},
		{"Sa1 Fg1 Ci5 / De1 Dc3 Ce9 w", "Sa1xe1xg1-i1", "e1 g1"},
		{"Sa1 Fg1 Ci5 / De1 Dc3 Ce9 w", "Sa1xc3-i9", "c3"},
		{"Fb2 Ci1 / Ca9 w", "Fb2=D", ""},
	} {
		p := mustPos(t, c.pos)
		m, err := p.ParseMove(c.move)
		if err != nil {
			t.Fatal(err)
		}
		if got := names(Captures(p, m)); got != c.want {
			t.Errorf("%s: %s captures %q, want %q", c.pos, c.move, got, c.want)
		}
	}
	p := mustPos(t, "Hd4 Ci1 / Ff6 Dc3 Ca9 w")
	if Captures(p, rules.Move{From: 3, To: 3}) != nil {
		t.Error("an illegal move captures nothing")
	}
}
