package record

import (
	"strings"
	"testing"
	"time"

	"oddboards/rules"
	"oddboards/rules/games"
)

// A game with clocks saves its time control and every ply's time left, and resumes with
// them, paused; flag falls replay as flag falls, in two-seat and four-seat games.
func TestClocksRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		id      string
		plies   int
		flag    bool
		wantTok string
	}{
		{"chess-2016", 3, false, ""},
		{"chess-2016", 3, true, ""},
		{"pothole-chess", 5, true, "(Black out on time)"},
	} {
		e, _ := games.Lookup(tc.id)
		m, err := rules.NewMatch(e.Game, rules.Config{Variant: e.Variant}, nil)
		if err != nil {
			t.Fatal(err)
		}
		now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		m.SetTimeControl(rules.TimeControl{Base: time.Minute, Increment: 2 * time.Second}, func() time.Time { return now })
		for range tc.plies {
			now = now.Add(1300 * time.Millisecond)
			if err := m.Play(m.Position().LegalMoves(nil)[0]); err != nil {
				t.Fatal(err)
			}
		}
		if tc.flag {
			now = now.Add(2 * time.Minute)
			if !m.Tick() {
				t.Fatalf("%s: no flag fell", tc.id)
			}
		}
		s := text(t, m, "2026.01.01")
		if !strings.Contains(s, `[TimeControl "1+2"]`) || !strings.Contains(s, `[Clocks "`) || !strings.Contains(s, tc.wantTok) {
			t.Fatalf("%s: the record:\n%s", tc.id, s)
		}
		back, err := readReplay(s)
		if err != nil {
			t.Fatalf("%s: %v\n%s", tc.id, err, s)
		}
		if back.TimeControl() != m.TimeControl() || !back.Paused() {
			t.Errorf("%s: resumed with %v, paused %v", tc.id, back.TimeControl(), back.Paused())
		}
		a, z := m.Clocks(), back.Clocks()
		for i := range a {
			if a[i].Round(100*time.Millisecond) != z[i] {
				t.Errorf("%s: clocks %v, resumed %v", tc.id, a, z)
				break
			}
		}
		if m.Outcome() != back.Outcome() || len(m.History()) != len(back.History()) {
			t.Errorf("%s: outcome %+v, resumed %+v", tc.id, m.Outcome(), back.Outcome())
		}
	}
}

// A damaged time control or clock line is refused on its line.
func TestClockHeaderErrors(t *testing.T) {
	for _, tc := range []struct{ headers, want string }{
		{`[TimeControl "5x"]`, "header [TimeControl"},
		{`[TimeControl "5+0"]` + "\n" + `[Clocks "299 x"]`, "time 2"},
		{`[TimeControl "5+0"]` + "\n" + `[Clocks "299"]`, "1 clock times for 2 moves"},
		{`[TimeControl "5+0"]` + "\n" + `[Clocks "299 298 297 296"]`, "4 clock times for 2 moves"},
		{`[Clocks "299 298"]`, "no TimeControl"},
	} {
		text := "[Oddboards \"1\"]\n[Game \"clash-of-command\"]\n" + tc.headers + "\n[Result \"*\"]\n\n1. Dc3-d4 Dc7-d6\n*\n"
		if _, err := readReplay(text); err == nil || !strings.Contains(err.Error(), tc.want) || len(err.Error()) > 200 {
			t.Errorf("%s: %v", tc.headers, err)
		}
	}
}

// A game saved while the seat to move thinks resumes with that seat's clock where it
// stood, the time spent on the unfinished move not given back; with a delay, a save
// inside the delay resumes with the clock where it stood too.
func TestResumedClockKeepsTheTimeSpent(t *testing.T) {
	for _, tc := range []struct {
		tc    rules.TimeControl
		plies int
		spent time.Duration
	}{
		{rules.TimeControl{Base: time.Minute, Increment: 2 * time.Second}, 3, 20 * time.Second},
		{rules.TimeControl{Base: time.Minute, Increment: 2 * time.Second}, 0, 7 * time.Second},
		{rules.TimeControl{Base: time.Minute, Delay: 5 * time.Second}, 2, 15 * time.Second},
		{rules.TimeControl{Base: time.Minute, Delay: 5 * time.Second}, 2, 3 * time.Second},
	} {
		e, _ := games.Lookup("chess-2016")
		m, err := rules.NewMatch(e.Game, rules.Config{Variant: e.Variant}, nil)
		if err != nil {
			t.Fatal(err)
		}
		now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
		m.SetTimeControl(tc.tc, func() time.Time { return now })
		for range tc.plies {
			now = now.Add(1300 * time.Millisecond)
			if err := m.Play(m.Position().LegalMoves(nil)[0]); err != nil {
				t.Fatal(err)
			}
		}
		now = now.Add(tc.spent)
		s := text(t, m, "2026.01.01")
		back, err := readReplay(s)
		if err != nil {
			t.Fatalf("%v: %v\n%s", tc.tc, err, s)
		}
		mover := m.Position().ToMove()
		if want, got := m.Clocks()[mover].Round(100*time.Millisecond), back.Clocks()[mover]; got != want {
			t.Errorf("%v, %d plies, %v spent: resumed at %v, the clock stood at %v", tc.tc, tc.plies, tc.spent, got, want)
		}
		// the resumed clock runs on from there
		back.SetPaused(false)
		before := back.Clocks()[mover]
		if err := back.Play(back.Position().LegalMoves(nil)[0]); err != nil {
			t.Fatal(err)
		}
		if h := back.History(); h[len(h)-1].Left > before+tc.tc.Increment {
			t.Errorf("%v: after the move %v left, more than the %v it stood at", tc.tc, h[len(h)-1].Left, before)
		}
	}
}
