package arena_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"oddboards/rules"
	"oddboards/rules/arena"
	"oddboards/rules/arena/ucitest"
	"oddboards/rules/games"
	"oddboards/rules/record"
	"oddboards/rules/search"
)

// TestMain makes this test binary the fake UCI engine when it is started as one.
func TestMain(m *testing.M) {
	if len(os.Args) > 1 && os.Args[1] == ucitest.FakeArg {
		os.Exit(ucitest.Run(os.Args[2:], os.Stdin, os.Stdout))
	}
	os.Exit(m.Run())
}

// fake is an outside engine player: this binary as the fake engine, with args, told
// its setup and variant through the placeholders. It may take an hour a move: the fakes
// that answer are never late, however busy the machine.
func fake(t *testing.T, args ...string) arena.Player {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	p, err := arena.ParseEngine(`uci:"` + exe + `" ` + ucitest.FakeArg + " " + strings.Join(args, " "))
	if err != nil {
		t.Fatal(err)
	}
	p.Engine.Options = []arena.Option{{Name: "UCI_Variant", Value: "{variant}"}, {Name: "Setup", Value: "{setup}"}}
	p.Engine.Timeout = time.Hour
	return p
}

func opponent(t *testing.T) arena.Player {
	t.Helper()
	p, err := arena.ParsePlayer("random", search.Levels{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// roundTrip writes m's record and replays it.
func roundTrip(t *testing.T, m *rules.Match) *rules.Match {
	t.Helper()
	var b bytes.Buffer
	if err := record.Write(&b, m); err != nil {
		t.Fatal(err)
	}
	rec, err := record.Read(&b)
	if err != nil {
		t.Fatal(err)
	}
	back, err := record.Replay(rec, games.Lookup)
	if err != nil {
		t.Fatalf("%v\n%s", err, b.String())
	}
	return back
}

// An outside engine that breaks the rules of play loses by forfeit, the record says why,
// and it replays to the same end.
func TestEngineForfeits(t *testing.T) {
	e, _ := games.Lookup("chess-56")
	cfg := rules.Config{Variant: e.Variant, Setup: 5}
	for _, tc := range []struct {
		args  []string
		seat  int // the engine's seat
		plies int // played before the forfeit
		want  string
	}{
		{[]string{ucitest.Illegal, "2"}, 0, 4, "White forfeits: illegal move " + ucitest.IllegalMove + `; it said "a move of no start, on purpose"`},
		{[]string{ucitest.Garbage}, 1, 1, `Black forfeits: unreadable move "\x01zz\xff"`},
		{[]string{ucitest.None, "1"}, 0, 2, "White forfeits: no move (bestmove (none)) where the rules give moves"},
		{[]string{ucitest.Crash, "3"}, 1, 7, "Black forfeits: the engine "},
	} {
		players := []arena.Player{fake(t, tc.args...), opponent(t)}
		seats := []int{0, 1}
		if tc.seat == 1 {
			seats = []int{1, 0}
		}
		g, err := arena.PlayGame(context.Background(), e, cfg, players, seats, 9, 200)
		if err != nil {
			t.Errorf("%v: %v", tc.args, err)
			continue
		}
		o := g.Outcome
		if o.Result != rules.Win || int(o.Winner) != 1-tc.seat || !strings.HasPrefix(o.Reason, tc.want) || len(g.Match.History()) != tc.plies {
			t.Errorf("%v: %+v after %d plies; want a win of seat %d, %q after %d", tc.args, o, len(g.Match.History()), 1-tc.seat, tc.want, tc.plies)
			continue
		}
		if g.Placing[tc.seat] != 2 || g.Placing[1-tc.seat] != 1 {
			t.Errorf("%v: placings %v", tc.args, g.Placing)
		}
		if back := roundTrip(t, g.Match); back.Outcome() != o || len(back.History()) != tc.plies {
			t.Errorf("%v: replayed as %+v after %d plies, played %+v", tc.args, back.Outcome(), len(back.History()), o)
		}
	}
}

// An engine that says nothing loses on time, and is killed.
func TestEngineTimeOut(t *testing.T) {
	e, _ := games.Lookup("chess-2016")
	p := fake(t, ucitest.Hang) // at its first move: a good one could be late on a busy machine
	if err := p.SetLimit("time:0.001"); err != nil {
		t.Fatal(err)
	}
	p.Engine.Timeout = time.Millisecond
	g, err := arena.PlayGame(context.Background(), e, rules.Config{Variant: e.Variant, Setup: 1}, []arena.Player{p, opponent(t)}, []int{1, 0}, 3, 100)
	if err != nil {
		t.Fatal(err)
	}
	if want := "Black forfeits: no move in 0.002 s"; g.Outcome.Reason != want || g.Outcome.Winner != 0 || len(g.Match.History()) != 1 {
		t.Errorf("%+v after %d plies; want %q after 1", g.Outcome, len(g.Match.History()), want)
	}
}

// A fake that plays legally plays a whole game, from either seat, in every variant.
func TestEnginePlaysAWholeGame(t *testing.T) {
	for _, id := range []string{"chess-2016", "chess-56", "chess-112"} {
		e, _ := games.Lookup(id)
		cfg := rules.Config{Variant: e.Variant, Setup: 7}
		for _, seats := range [][]int{{0, 1}, {1, 0}} {
			g, err := arena.PlayGame(context.Background(), e, cfg, []arena.Player{fake(t, ucitest.Legal), opponent(t)}, seats, 5, 60)
			if err != nil {
				t.Errorf("%s %v: %v", id, seats, err)
				continue
			}
			if strings.Contains(g.Outcome.Reason, "forfeit") || len(g.Match.History()) < 10 {
				t.Errorf("%s %v: %+v after %d plies", id, seats, g.Outcome, len(g.Match.History()))
			}
		}
	}
}

// An engine that does not start, or dies before its handshake, stops the match with an
// error: it has played no move to lose by.
func TestEngineThatDoesNotStart(t *testing.T) {
	e, _ := games.Lookup("chess-2016")
	cfg := rules.Config{Variant: e.Variant}
	_, err := arena.PlayGame(context.Background(), e, cfg, []arena.Player{fake(t, ucitest.Dead), opponent(t)}, []int{0, 1}, 1, 10)
	if err == nil || !strings.Contains(err.Error(), "exited") {
		t.Errorf("a dead engine: %v", err)
	}
	if _, err := arena.ParseEngine("uci:/no/such/engine --fast"); err == nil || !strings.Contains(err.Error(), `no program "/no/such/engine"`) {
		t.Errorf("a missing program: %v", err)
	}
	dino, _ := games.Lookup("dino-czars")
	_, err = arena.PlayGame(context.Background(), dino, rules.Config{Variant: dino.Variant}, []arena.Player{fake(t, ucitest.Legal), opponent(t)}, []int{0, 1}, 1, 10)
	if !errors.Is(err, arena.ErrNoUCI) {
		t.Errorf("an engine in Dino-Czars: %v", err)
	}
}

func TestParseEngine(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		spec string
		args []string // nil: an error
	}{
		{`uci:"` + exe + `" uci`, []string{exe, "uci"}},
		{`uci:  "` + exe + `"   a  "b c"  ""`, []string{exe, "a", "b c", ""}},
		{`uci:` + exe, []string{exe}},
		{`uci:`, nil},
		{`uci:   `, nil},
		{`uci:"` + exe, nil},
		{"uci:" + exe + " a\x01b", nil},
		{"level:3", nil},
	} {
		p, err := arena.ParseEngine(tc.spec)
		if tc.args == nil {
			if err == nil || len(err.Error()) > 200 {
				t.Errorf("%q: %v, want a short error", tc.spec, err)
			}
			continue
		}
		if err != nil || strings.Join(p.Engine.Args, "|") != strings.Join(tc.args, "|") {
			t.Errorf("%q: %q, %v; want %q", tc.spec, p.Engine.Args, err, tc.args)
		}
	}
	// an outside engine is a match's player, not a seat of the app
	if _, err := arena.ParsePlayer("uci:"+exe, search.Levels{}, 0); err == nil || !strings.Contains(err.Error(), "only in a match") {
		t.Errorf("ParsePlayer of an engine: %v", err)
	}
}

func TestEngineLimitsAndOptions(t *testing.T) {
	p := fake(t, ucitest.Legal)
	for _, tc := range []struct {
		limit string
		ok    bool
	}{
		{"time:0.5", true}, {"nodes:2000", true}, {"depth:7", true},
		{"level:3", false}, {"random", false}, {"nodes:0", false}, {"time:x", false},
	} {
		if err := p.SetLimit(tc.limit); (err == nil) != tc.ok {
			t.Errorf("limit %q: %v", tc.limit, err)
		}
	}
	for _, tc := range []struct {
		o  arena.Option
		ok bool
	}{
		{arena.Option{Name: "Skill Level", Value: "3"}, true},
		{arena.Option{Name: "VariantPath", Value: "/tmp/a b.ini"}, true},
		{arena.Option{Name: "", Value: "3"}, false},
		{arena.Option{Name: "Hash", Value: "1\nquit"}, false},
		{arena.Option{Name: "my value", Value: "1"}, false},
	} {
		if err := arena.CheckOption(tc.o); (err == nil) != tc.ok {
			t.Errorf("option %+v: %v", tc.o, err)
		}
	}
	for _, tc := range []struct{ move, want time.Duration }{
		{0, time.Minute}, {time.Millisecond, time.Second}, {3 * time.Second, 3 * time.Second},
	} {
		if got := arena.DefaultMargin(tc.move); got != tc.want {
			t.Errorf("the margin of a move of %v: %v, want %v", tc.move, got, tc.want)
		}
	}
}
