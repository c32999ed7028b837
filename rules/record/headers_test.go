package record

// The headers that say who played and how a game ended (the computer seats, a forfeit,
// an adjudication) written, read back and refused.

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"oddboards/rules"
	"oddboards/rules/games"
)

// A saved game says who the computer played, and resumes that way.
func TestComputerSeatsRoundTrip(t *testing.T) {
	e, _ := games.Lookup("chess-2016")
	m, err := rules.NewMatch(e.Game, rules.Config{Variant: e.Variant, Setup: 5}, nil)
	if err != nil {
		t.Fatal(err)
	}
	m.SetComputer(1, "level:5")
	if err := m.Play(m.Position().LegalMoves(nil)[0]); err != nil {
		t.Fatal(err)
	}
	s := text(t, m, "2026.01.01")
	if !strings.Contains(s, `[Computer "Black: level:5"]`) {
		t.Fatalf("record lacks the computer seat:\n%s", s)
	}
	back, err := readReplay(s)
	if err != nil {
		t.Fatal(err)
	}
	if got := back.Computers(); got[0] != "" || got[1] != "level:5" {
		t.Errorf("resumed seats %q, want a person and level:5", got)
	}
}

func TestComputerHeaderErrors(t *testing.T) {
	for _, tc := range []struct{ header, want string }{
		{`[Computer "Green: level:5"]`, "seat of the game"},
		{`[Computer "Black level:5"]`, "seat of the game"},
		{`[Computer "Black: level:12"]`, "no level 12"},
		{`[Computer "Black: ` + strings.Repeat("x", 3000) + `"]`, "…"},
	} {
		text := "[Oddboards \"1\"]\n[Game \"chess-2016\"]\n" + tc.header + "\n[Result \"*\"]\n\n1. e5 *\n"
		rec, err := Read(strings.NewReader(text))
		if err != nil {
			t.Fatalf("%s: %v", tc.header[:20], err)
		}
		_, err = Replay(rec, nil)
		if err == nil || !strings.Contains(err.Error(), tc.want) || len(err.Error()) > 340 { // a short quote, and the forms of a player
			t.Errorf("%.40s: error %v, want one mentioning %q, short", tc.header, err, tc.want)
		}
		if err != nil && !strings.Contains(err.Error(), "line 3") {
			t.Errorf("%.40s: error %v does not name line 3", tc.header, err)
		}
	}
}

// A game saved before its game's levels were cut (Pothole Chess's level 8) still opens,
// with the seat as saved, for the app to resume at the nearest level and say so; a level
// no game has is refused with the game's levels.
func TestComputerLevelTakenAway(t *testing.T) {
	for _, tc := range []struct{ game, header, want string }{
		{"pothole-chess", `[Computer "Red: level:8"]`, ""},
		{"pothole-chess", `[Computer "Red: level:9"]`, "6 · grandmaster"},
		{"chess-2016", `[Computer "Black: level:8"]`, ""},
	} {
		text := "[Oddboards \"1\"]\n[Game \"" + tc.game + "\"]\n" + tc.header + "\n[Result \"*\"]\n\n*\n"
		rec, err := Read(strings.NewReader(text))
		if err != nil {
			t.Fatalf("%s: %v", tc.header, err)
		}
		m, err := Replay(rec, nil)
		if tc.want != "" {
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%s %s: %v, want an error listing %q", tc.game, tc.header, err, tc.want)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s %s: %v", tc.game, tc.header, err)
			continue
		}
		if !slices.Contains(m.Computers(), "level:8") {
			t.Errorf("%s %s: seats %q", tc.game, tc.header, m.Computers())
		}
	}
}

// A forfeit or an adjudication is the Result and Termination headers, and replays as
// the same ending, its reason kept whatever it quotes: a forfeit, a resignation made for
// a seat, or a draw.
func TestArbitersEndingsRoundTrip(t *testing.T) {
	e, _ := games.Lookup("chess-56")
	forfeit := func(m *rules.Match, p rules.Player, why string) error { return m.Forfeit(p, why) }
	adjudicate := func(m *rules.Match, p rules.Player, why string) error { return m.Adjudicate(p, why) }
	for _, tc := range []struct {
		end   func(*rules.Match, rules.Player, string) error
		loser rules.Player
		why   string
		head  string
	}{
		{forfeit, 1, "illegal move e3e9", `[Result "1-0"]` + "\n" + `[Termination "Black forfeits: illegal move e3e9"]`},
		{forfeit, 0, `unreadable move "\x01zz\xff"`, `[Result "0-1"]` + "\n" + `[Termination "White forfeits: unreadable move \"\\x01zz\\xff\""]`},
		{forfeit, 1, "no move in 2 s", `[Termination "Black forfeits: no move in 2 s"]`},
		{adjudicate, 1, "both engines' scores", `[Result "1-0"]` + "\n" + `[Termination "Black resigns: adjudicated, both engines' scores"]`},
		{adjudicate, 0, "scores\nsplit", `[Result "0-1"]` + "\n" + `[Termination "White resigns: adjudicated, scores split"]`},
		{adjudicate, rules.NoPlayer, "both within 10 cp", `[Result "1/2-1/2"]` + "\n" + `[Termination "draw adjudicated: both within 10 cp"]`},
	} {
		m := newMatch(t, e, rules.Config{Setup: 3}, "uci:./fsf (time:1)", "uci:./other (time:1)")
		for range 3 {
			if err := m.Play(m.Position().LegalMoves(nil)[0]); err != nil {
				t.Fatal(err)
			}
		}
		if err := tc.end(m, tc.loser, tc.why); err != nil {
			t.Fatal(err)
		}
		if err := tc.end(m, tc.loser, tc.why); !errors.Is(err, rules.ErrOver) {
			t.Errorf("%q: ended twice: %v", tc.why, err)
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
	m := newMatch(t, e, rules.Config{Setup: 3})
	if err := m.Adjudicate(2, "x"); err == nil {
		t.Error("a seat that is not there was adjudicated")
	}
}
