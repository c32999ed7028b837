package record

import (
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/games"
)

// A forfeit is the Result and Termination headers, and replays as the same forfeit,
// whatever its reason quotes.
func TestForfeitRoundTrip(t *testing.T) {
	e, _ := games.Lookup("chess-56")
	for _, tc := range []struct {
		loser rules.Player
		why   string
		head  string
	}{
		{1, "illegal move e3e9", `[Result "1-0"]` + "\n" + `[Termination "Black forfeits: illegal move e3e9"]`},
		{0, `unreadable move "\x01zz\xff"`, `[Result "0-1"]` + "\n" + `[Termination "White forfeits: unreadable move \"\\x01zz\\xff\""]`},
		{1, "no move in 2 s", `[Termination "Black forfeits: no move in 2 s"]`},
	} {
		m := newMatch(t, e, rules.Config{Setup: 3}, "uci:./fsf (time:1)", "Oddboards level:3")
		for range 3 {
			if err := m.Play(m.Position().LegalMoves(nil)[0]); err != nil {
				t.Fatal(err)
			}
		}
		if err := m.Forfeit(tc.loser, tc.why); err != nil {
			t.Fatal(err)
		}
		s := text(t, m, "2026.01.01")
		if !strings.Contains(s, tc.head) {
			t.Errorf("%q: the record lacks %s:\n%s", tc.why, tc.head, s)
		}
		back, err := readReplay(s)
		if err != nil {
			t.Fatal(err)
		}
		if back.Outcome() != m.Outcome() || len(back.History()) != 3 {
			t.Errorf("%q: replayed %+v after %d plies, played %+v", tc.why, back.Outcome(), len(back.History()), m.Outcome())
		}
	}
}
