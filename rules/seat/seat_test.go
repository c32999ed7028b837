package seat_test

import (
	"strings"
	"testing"
	"time"

	"oddboards/rules/search"
	"oddboards/rules/seat"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		spec  string
		ok    bool
		check func(seat.Setting) bool
	}{
		{"random", true, func(p seat.Setting) bool { return p.Random }},
		{"level:1", true, func(p seat.Setting) bool { return p.Limits.Turns == 1 && p.Limits.Noise > 0 }},
		{"level:8", true, func(p seat.Setting) bool { return p.Limits.Time == 3*time.Second }},
		{"depth:4", true, func(p seat.Setting) bool { return p.Limits.Depth == 4 }},
		{"nodes:5000", true, func(p seat.Setting) bool { return p.Limits.Nodes == 5000 }},
		{"time:0.5", true, func(p seat.Setting) bool { return p.Limits.Time == 500*time.Millisecond }},
		{"nodes:9000/paranoid", true, func(p seat.Setting) bool { return p.Limits.Nodes == 9000 && p.Limits.Paranoid }},
		{"random/paranoid", false, nil},
		{"nodes:9000/without:nmp+lmr", true, func(p seat.Setting) bool {
			return p.Limits.Nodes == 9000 && p.Limits.Without == search.NullMove|search.LogReduction
		}},
		{"time:1/without:nmp/paranoid", true, func(p seat.Setting) bool { return p.Limits.Without == search.NullMove && p.Limits.Paranoid }},
		{"nodes:9000/without:nmp+fish", false, nil},
		{"random/without:nmp", false, nil},
		{"time:1/with:corrhist", true, func(p seat.Setting) bool { return p.Limits.With == search.CorrectionHistory && p.Limits.Without == 0 }},
		{"nodes:9000/without:nmp/with:corrhist", true, func(p seat.Setting) bool {
			return p.Limits.Without == search.NullMove && p.Limits.With == search.CorrectionHistory
		}},
		{"nodes:9000/with:corrhist/without:nmp", true, func(p seat.Setting) bool {
			return p.Limits.Without == search.NullMove && p.Limits.With == search.CorrectionHistory
		}},
		{"nodes:9000/with:corrhist/with:lmr", false, nil},
		{"nodes:9000/with:nosuch", false, nil},
		{"random/with:corrhist", false, nil},
		{"level:9", false, nil},
		{"level:0", false, nil},
		{"rung:800cp", true, func(p seat.Setting) bool { return p.Limits.Turns == 1 && p.Limits.Noise == 800 }},
		{"rung:8", true, func(p seat.Setting) bool { return p.Limits.Time == 3*time.Second && p.Limits.Nodes == 0 }},
		{"rung:9", false, nil},
		{"level:x", false, nil},
		{"depth:0", false, nil},
		{"nodes:-3", false, nil},
		{"time:0", false, nil},
		{"time:NaN", false, nil},
		{"human", false, nil},
		{"fish:3", false, nil},
	} {
		p, err := seat.Parse(tc.spec, search.TwoSeatLevels(), 3*time.Second)
		if (err == nil) != tc.ok {
			t.Errorf("%q: err %v, want ok=%v", tc.spec, err, tc.ok)
			continue
		}
		if tc.ok && !tc.check(p) {
			t.Errorf("%q: parsed as %+v", tc.spec, p)
		}
	}
}

func TestParseQuotesLittle(t *testing.T) {
	long := "level:" + string(make([]byte, 5000))
	ls := search.TwoSeatLevels()
	_, err := seat.Parse(long, ls, 0)
	if err == nil || len(err.Error()) > 200+len(ls.List()) { // a short quote, and the list of levels
		t.Errorf("error for a 5 kB spec is %d bytes long", len(err.Error()))
	}
}

// A level above a game's levels, as a game saved before they were cut names it, is its
// strongest, said so; a level there is and any other spec stay as they are.
func TestNearest(t *testing.T) {
	six := search.NewLevels(search.Turn1600, search.Turn800, search.Turn400, search.Nodes4k, search.Nodes15k, search.Nodes50k)
	for _, c := range []struct{ spec, want, note string }{
		{"level:8", "level:6", "level 8 is no longer offered here: it plays at the nearest, 6 · grandmaster"},
		{"level:7", "level:6", "level 7 is no longer offered"},
		{"level:6", "level:6", ""},
		{"level:2", "level:2", ""},
		{"level:9", "level:9", ""}, // never a level anywhere: Parse refuses it
		{"nodes:900", "nodes:900", ""},
		{"", "", ""},
	} {
		got, note := seat.Nearest(c.spec, six)
		if got != c.want || !strings.HasPrefix(note, c.note) || (c.note == "") != (note == "") {
			t.Errorf("%q: %q, %q; want %q, %q", c.spec, got, note, c.want, c.note)
		}
	}
}

// TestLevel: a level is written and read back; other settings name none.
func TestLevel(t *testing.T) {
	if s := seat.Level(5); s != "level:5" {
		t.Errorf("Level(5) = %q", s)
	}
	for spec, want := range map[string]int{"level:5": 5, "level:x": 0, "nodes:5": 0, "": 0} {
		if n, ok := seat.LevelOf(spec); n != want || ok != (want > 0) {
			t.Errorf("LevelOf(%q) = %d, %v", spec, n, ok)
		}
	}
}
