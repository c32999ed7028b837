package pothole

import "testing"

// TestPieceMoves checks where single pieces go on hand-built boards. Want lists every
// move of the thing on From as its notation after the from square.
func TestPieceMoves(t *testing.T) {
	cases := []struct {
		name, pos, from, want string
	}{
		{"King: eight steps, captures enemies, not own pieces, never into a pothole",
			"to:w wKc3 rKa7 wCb3 rCd4 wOb2 rOb6 Oc4 Oe5", "c3", "-b4 -c2 -d2 -d3 xd4"},
		{"King on the edge beside a missing cell",
			"to:w wKa3 rKa7 wOb6 rOb5 Oe5 Od5", "a3", "-a2 -b2 -b3 -b4"},
		{"Car: 1–2 orthogonally, 1 diagonally, blocked, captures at the end",
			"to:w wCc3 rCc5 wBe3 rDb2" + " wKa1 rKa7 rOb6 wOg1 Oe5 Od5", "c3",
			"-a3 -b3 -b4 -c1 -c2 -c4 -d2 -d3 -d4 xb2 xc5"},
		{"Car: a pothole blocks the slide",
			"to:w wCc3 wKa1 rKa7 wOb2 rOb6 Oc4 Od3", "c3", "-a3 -b3 -b4 -c1 -c2 -d2 -d4"},
		{"Car: a missing cell and a pothole block the slide",
			"to:w wCb4 wKa1 rKa7 wOb2 rOb6 Oe5 Od5", "b4", "-a3 -a5 -b3 -b5 -c3 -c4 -c5 -d4"},
		{"Racecar: 1–3 orthogonally, 1–2 diagonally; missing cells and potholes block",
			"to:w wRd4 wKa1 rKa7 wOb2 rOb6 Oe5 Oc5", "d4",
			"-b4 -c3 -c4 -d2 -d3 -d5 -d6 -e3 -e4 -f2 -f4"},
		{"Bulldozer: steps, pushes one piece, kills into potholes and off the board, never two",
			"to:w wBb3 rCb4 rBb5 rDa3 wCc3 rDc4 wKa1 rKa7 wOb2 rOb6 Oe5 Od5", "b3",
			"-a2 -a3# -c2 -c3 -c4#"},
		{"Bulldozer: a push into a pothole kills",
			"to:w wBd2 rCd3 wKa1 rKa7 wOb2 rOb6 Od4 Oe5", "d2",
			"-c1 -c2 -c3 -d3# -e1 -e2 -e3"},
		{"Bulldozer: never a push that kills its own King",
			"to:w wBb2 wKa3 rKa7 wOg2 rOb6 Oe5 Od5", "b2",
			"-a1 -a2 -b1 -b3 -c1 -c2 -c3"},
		{"Megadozer: one step, or pushes while a piece is ahead; a gap closes",
			"to:w wMe1 rCe2 rDe4 wKa1 rKa7 wOb2 rOb6 Oc4 Oc5", "e1",
			"-d2 -e2 -e3 -e4 -e5 -e6# -e7# -f1 -f2"},
		{"Megadozer: a missing cell ahead ends the push",
			"to:w wMa1 rCa2 rDa5 wKg1 rKg7 wOb2 rOb6 Oe5 Od5", "a1",
			"-a2 -a3# -b1"},
		{"Megadozer: stops short of killing its own King",
			"to:w wMe1 rCe2 wKe7 rKa7 wOb2 rOb6 Oc4 Oc5", "e1",
			"-d2 -e2 -e3 -e4 -e5 -f1 -f2"},
		{"Megadozer: no push at all when the first step kills its own King",
			"to:w wMc1 wKc3 rCc2 rKa7 wOb2 rOb6 Oc4 Od5", "c1",
			"-b1 -d2"},
		{"Dirt Devil: round each pothole next to it, stopping at pieces, capturing the first enemy",
			"to:w wDc3 wKa1 rKa7 wCb4 rBd5 wOb2 rOb6 Od4 Oe5", "c3",
			"-a2 -a3 -b1 -b3 -c1 -c2 -c4 -c5 -d3 -e3 -e4 xd5"},
		{"Dirt Devil: a missing cell ends the path",
			"to:w wDa3 wKg1 rKa7 wOb3 rOb6 Oe5 Od5", "a3",
			"-a2 -b2 -b4 -c2 -c3 -c4"},
		{"Dirt Devil: nowhere to go with no pothole beside it",
			"to:w wDd2 wKa1 rKa7 wOb2 rOb6 Oe5 Od5", "d2", ""},
		{"Cyclone: switches rings, captures where a ring meets an enemy",
			"to:w wYc1 wKg1 rKa7 rCd3 wOb2 rOb6 Oc4 Oe5", "c1",
			// b2's ring; c4's from c3 or b3 (capturing on d3); b6's from b5 or c5 (capturing
			// the King on a7); e5's from d5 or d4.
			"-a1 -a2 -a3 -a5 -a6 -b1 -b3 -b4 -b5 -b7 -c2 -c3 -c5 -c6 -c7 -d4 -d5 -d6 -e4 -e6 -f4 -f5 -f6 xa7 xd3"},
	}
	for _, c := range cases {
		p := mustPos(t, c.pos)
		want := c.want
		if got := dests(p, c.from); got != want {
			t.Errorf("%s\n%s: %s\nwant %s", c.name, c.from, got, want)
		}
	}
}
