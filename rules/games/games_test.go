package games

import (
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/search"
	"oddboards/rules/seat"
)

func TestEveryGameStartsAndMoves(t *testing.T) {
	seen := map[string]bool{}
	for _, e := range All() {
		if seen[e.ID] {
			t.Errorf("ID %s appears twice", e.ID)
		}
		seen[e.ID] = true
		p, err := e.Game.Start(rules.Config{Variant: e.Variant})
		if err != nil {
			t.Errorf("%s: %v", e.ID, err)
			continue
		}
		if n := len(p.LegalMoves(nil)); n == 0 {
			t.Errorf("%s: no legal first move", e.ID)
		}
		if len(e.Game.Players(rules.Config{Variant: e.Variant})) < 2 {
			t.Errorf("%s: fewer than two players", e.ID)
		}
		if got, err := Lookup(e.ID); err != nil || got.ID != e.ID {
			t.Errorf("Lookup(%s) = %v, %v", e.ID, got.ID, err)
		}
	}
	for _, id := range []string{"dino-czars", "pothole-chess", "chess-2016", "chess-56", "chess-112", "clash-of-command", "antarctic-chess"} {
		if !seen[id] {
			t.Errorf("the catalogue lacks %s", id)
		}
	}
	if _, err := Lookup("chess"); err == nil {
		t.Error("an unknown ID was found")
	}
}

func TestSetupsByNumberAndDice(t *testing.T) {
	e, _ := Lookup("chess-2016")
	sr := e.Game.(rules.SetupReader)
	for _, tc := range []struct {
		in   string
		want int
	}{{"1", 1}, {"2016", 2016}, {"1-1-1/1/1", 1}, {"2-1-1/1/1", 37}, {"6-6-6/6/6", 2016}} {
		if n, err := sr.ParseSetup(e.Variant, tc.in); err != nil || n != tc.want {
			t.Errorf("ParseSetup(%q) = %d, %v; want %d", tc.in, n, err, tc.want)
		}
	}
	for _, bad := range []string{"0", "2017", "1-1-7/1/1", "x"} {
		if _, err := sr.ParseSetup(e.Variant, bad); err == nil {
			t.Errorf("ParseSetup(%q) accepted", bad)
		}
	}
	if name := sr.SetupName(e.Variant, 37); name != "1-1-2/1/1" {
		t.Errorf("setup 37 is named %q", name)
	}
}

func TestResignationInAFourPlayerGame(t *testing.T) {
	e, _ := Lookup("pothole-chess")
	m, err := rules.NewMatch(e.Game, rules.Config{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Resign(0); err != nil {
		t.Fatal(err)
	}
	p := m.Position()
	if !p.Out(0) || m.Outcome().Over() || p.ToMove() == 0 {
		t.Fatalf("after White resigns: out %v, over %v, to move %d", p.Out(0), m.Outcome().Over(), p.ToMove())
	}
	for c := boards.Cell(0); int(c) < p.Board().Len(); c++ {
		if pc := p.At(c); !pc.Empty() && pc.Owner == 0 && pc.Kind != pieces.Pothole {
			t.Fatalf("White's %s is still on the board", pc.Kind)
		}
	}
	if h := m.History(); len(h) != 1 || h[0].Text != "resigns" {
		t.Fatalf("history %+v", h)
	}
	if !m.Undo() || m.Position().Out(0) {
		t.Fatal("undo did not bring White back")
	}
	if !m.Redo() || !m.Position().Out(0) {
		t.Fatal("redo did not resign again")
	}
}

// Every game refuses a configuration it cannot start from, in the same words (rules.CheckConfig).
func TestEveryGameRefusesWhatItDoesNotHave(t *testing.T) {
	for _, tc := range []struct {
		id   string
		cfg  rules.Config
		want string
	}{
		{"dino-czars", rules.Config{Variant: "dino"}, `has no variant "dino"`},
		{"dino-czars", rules.Config{Setup: 3}, "has no numbered setups"},
		{"dino-czars", rules.Config{Mode: "2S"}, `has no mode "2S"`},
		{"dino-czars", rules.Config{Options: map[string]string{"eggs": "anywhere"}}, `option eggs cannot be "anywhere"`},
		{"pothole-chess", rules.Config{Options: map[string]string{"cars": "fast"}}, `option cars cannot be "fast"`},
		{"pothole-chess", rules.Config{Options: map[string]string{"potholes": "none"}}, `has no option "potholes"`},
		{"clash-of-command", rules.Config{Options: map[string]string{"x": "y"}}, `has no option "x"`},
		{"clash-of-command", rules.Config{Setup: -1}, "has no numbered setups"},
		{"antarctic-chess", rules.Config{Setup: 2}, "has no numbered setups"},
		{"antarctic-chess", rules.Config{Mode: "9Z"}, `has no mode "9Z"`},
		{"antarctic-chess", rules.Config{Options: map[string]string{"eggs": "edge"}}, `has no option "eggs"`},
		{"chess-56", rules.Config{Setup: 57}, "setup 57 is out of range 1–56"},
		{"chess-2016", rules.Config{Mode: "2S"}, `has no mode "2S"`},
		{"chess-2016", rules.Config{Options: map[string]string{"nightrider": "never"}}, `option nightrider cannot be "never"`},
	} {
		e, _ := Lookup(tc.id)
		cfg := tc.cfg
		if cfg.Variant == "" {
			cfg.Variant = e.Variant
		}
		_, err := e.Game.Start(cfg)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s %+v: error %v, want one saying %q", tc.id, tc.cfg, err, tc.want)
		}
	}
	// and what they have they accept
	for _, cfg := range []rules.Config{{Options: map[string]string{"eggs": "touching"}}, {}} {
		e, _ := Lookup("dino-czars")
		if _, err := e.Game.Start(cfg); err != nil {
			t.Errorf("dino-czars %+v: %v", cfg, err)
		}
	}
	if e, _ := Lookup("antarctic-chess"); true {
		if _, err := e.Game.Start(rules.Config{Mode: "6e"}); err != nil {
			t.Errorf("antarctic-chess mode 6e (lower case): %v", err)
		}
	}
}

// Given another game's position, every game's notation refuses instead of guessing.
func TestNotationRefusesAnotherGamesPosition(t *testing.T) {
	all := All()
	for i, e := range all {
		other := all[(i+3)%len(all)] // a different game: chess variants sit together in the list
		if other.Game.ID() == e.Game.ID() {
			continue
		}
		p, err := other.Game.Start(rules.Config{Variant: other.Variant})
		if err != nil {
			t.Fatal(err)
		}
		m := p.LegalMoves(nil)[0]
		if got := e.Game.FormatMove(p, m); got != "?" {
			t.Errorf("%s wrote %s's move as %q", e.ID, other.ID, got)
		}
		if _, err := e.Game.ParseMove(p, other.Game.FormatMove(p, m)); err == nil {
			t.Errorf("%s read a move in %s's position", e.ID, other.ID)
		}
	}
}

func TestTitleNamesTheVariant(t *testing.T) {
	for _, e := range All() {
		if got := Title(e.Game, rules.Config{Variant: e.Variant}); got != e.Name {
			t.Errorf("%s: title %q, want %q", e.ID, got, e.Name)
		}
	}
	chess, _ := Lookup("chess-2016")
	if got := Title(chess.Game, rules.Config{}); got != chess.Game.Name() {
		t.Errorf("no variant: %q", got)
	}
}

// Lookup and Title read the catalogue built once: finding a game builds no descriptor
// (each built one read its help and allocated), and All's copy leaves the catalogue as
// it was.
func TestLookupBuildsNothing(t *testing.T) {
	for _, id := range IDs() {
		allocs := testing.AllocsPerRun(10, func() {
			if _, err := Lookup(id); err != nil {
				t.Fatal(err)
			}
		})
		if allocs != 0 {
			t.Errorf("Lookup(%q): %v allocations a call, want 0", id, allocs)
		}
	}
	chess, _ := Lookup("chess-56")
	if allocs := testing.AllocsPerRun(10, func() { Title(chess.Game, rules.Config{Variant: chess.Variant}) }); allocs != 0 {
		t.Errorf("Title: %v allocations a call, want 0", allocs)
	}
	all := All()
	all[0].ID = "changed"
	if _, err := Lookup(IDs()[0]); err != nil || IDs()[0] == "changed" {
		t.Errorf("a change to All's list reached the catalogue: %v", err)
	}
}

// A seat's level is one of the game's own, in its mode (seat.LevelsOf): level 6 is Pothole Chess's strongest,
// and its level 7 is refused with the list of its levels, where Chess 2016 takes it.
func TestLevelsOfTheGame(t *testing.T) {
	for _, c := range []struct {
		game, mode, spec string
		ok               bool
		want             search.Rung
	}{
		{"pothole-chess", "", "level:6", true, search.Nodes50k},
		{"pothole-chess", "", "level:1", true, search.Turn1600},
		{"pothole-chess", "", "level:7", false, 0},
		{"pothole-chess", "", "level:9", false, 0},
		{"antarctic-chess", "3s", "level:5", true, search.Nodes50k},
		{"antarctic-chess", "3L", "level:5", false, 0},
		{"antarctic-chess", "", "level:8", true, search.Timed},
		{"chess-2016", "", "level:7", true, search.Nodes1500k},
	} {
		e, err := Lookup(c.game)
		if err != nil {
			t.Fatal(err)
		}
		ls := seat.LevelsOf(e.Game, rules.Config{Variant: e.Variant, Mode: c.mode})
		p, err := seat.Parse(c.spec, ls, 0)
		if !c.ok {
			if err == nil || !strings.Contains(err.Error(), ls.List()) || !strings.Contains(err.Error(), "grandmaster") {
				t.Errorf("%s %s %s: %v, want a refusal listing %s", c.game, c.mode, c.spec, err, ls.List())
			}
			continue
		}
		if want := c.want.Limits(0); err != nil || p.Limits.Nodes != want.Nodes || p.Limits.Noise != want.Noise || p.Limits.Turns != want.Turns {
			t.Errorf("%s %s %s: %+v, %v; want rung %v", c.game, c.mode, c.spec, p.Limits, err, c.want)
		}
	}
}
