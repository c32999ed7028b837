package picker

import (
	"math"
	"slices"
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/ui/render"
)

// start is the start of game id (Chess 2016: setup 37, as the window tests use).
func start(t *testing.T, id string) (rules.Position, Turn) {
	t.Helper()
	e, err := games.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	cfg := rules.Config{Variant: e.Variant}
	if id == "chess-2016" {
		cfg.Setup = 37
	}
	return startOf(t, e.Game, cfg)
}

// startOf is the start of g under cfg, and the turn its pieces and players make.
func startOf(t *testing.T, g rules.Game, cfg rules.Config) (rules.Position, Turn) {
	t.Helper()
	p, err := g.Start(cfg)
	if err != nil {
		t.Fatal(err)
	}
	turn := Turn{Kinds: g.Kinds()}
	for _, pl := range g.Players(cfg) {
		turn.Names = append(turn.Names, pl.Name)
	}
	return p, turn
}

func cell(t *testing.T, p rules.Position, name string) boards.Cell {
	t.Helper()
	c, ok := p.Board().Lookup(name)
	if !ok {
		t.Fatalf("no cell %s", name)
	}
	return c
}

// towards is the board point off c's centre by a third of its size, at deg degrees.
func towards(p rules.Position, c boards.Cell, deg float64) boards.Point {
	info := p.Board().Info(c)
	a := deg * math.Pi / 180
	return info.Center.Add(boards.Point{X: math.Cos(a) * info.Size / 3, Y: math.Sin(a) * info.Size / 3})
}

// A tap picks up, plays on a target, puts down, or says why a piece cannot move.
func TestTap(t *testing.T) {
	for _, tc := range []struct {
		name     string
		turn     func(*Turn)
		taps     []string // cells; "" is a tap off the board
		selected string   // "" for none
		played   string   // "from-to" of the one move the last tap asks for, "" for none
		status   string   // what the last tap says, in part ("" says nothing new)
	}{
		{name: "a piece with moves is picked up", taps: []string{"e3"}, selected: "e3"},
		{name: "a target plays the move", taps: []string{"e3", "e5"}, played: "e3-e5"},
		{name: "the piece tapped again is put down", taps: []string{"e3", "e3"}},
		{name: "another of its own pieces is picked up instead", taps: []string{"e3", "d3"}, selected: "d3"},
		{name: "an illegal target puts it down", taps: []string{"e3", "e7"}},
		{name: "off the board puts it down", taps: []string{"e3", ""}},
		{name: "an empty cell says nothing", taps: []string{"e5"}},
		{name: "the opponent's piece says whose move it is", taps: []string{"e8"},
			status: "It is White's move: the"},
		{name: "after the end nothing moves", taps: []string{"e3"},
			turn: func(t *Turn) { t.Over = true }, status: "The game is over"},
		{name: "on the computer's seat nothing moves", taps: []string{"e3"},
			turn: func(t *Turn) { t.Computer = true }, status: "the computer plays it"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pos, turn := start(t, "chess-2016")
			if tc.turn != nil {
				tc.turn(&turn)
			}
			p := New(pos, turn)
			var r Result
			for _, name := range tc.taps {
				c := boards.NoCell
				if name != "" {
					c = cell(t, pos, name)
				}
				r = p.Tap(c, -1)
			}
			want := boards.NoCell
			if tc.selected != "" {
				want = cell(t, pos, tc.selected)
			}
			if p.Selected() != want {
				t.Errorf("selected %v, want %v", p.Selected(), want)
			}
			played := ""
			if len(r.Moves) == 1 {
				b := pos.Board()
				played = b.Info(r.Moves[0].From).Name + "-" + b.Info(r.Moves[0].To).Name
			}
			if played != tc.played || len(r.Moves) > 1 {
				t.Errorf("the last tap asks for %v, want %q", r.Moves, tc.played)
			}
			if tc.status == "" && r.Say && r.Status != "" || tc.status != "" && !strings.Contains(r.Status, tc.status) {
				t.Errorf("the last tap says %q (%v), want %q", r.Status, r.Say, tc.status)
			}
			if !r.Leave || r.Layers != All {
				t.Errorf("a tap leaves the card %v, redraws %b", r.Leave, r.Layers)
			}
		})
	}
}

// The status line is told a message once, and told again only when it changes.
func TestStatusIsToldOnce(t *testing.T) {
	pos, turn := start(t, "chess-2016")
	p := New(pos, turn)
	e8 := cell(t, pos, "e8")
	if r := p.Tap(e8, -1); !r.Say || r.Status == "" {
		t.Fatalf("the first tap on Black's pawn says %q (%v)", r.Status, r.Say)
	}
	if r := p.Tap(e8, -1); r.Say {
		t.Errorf("the second tap says %q again", r.Status)
	}
	if r := p.Tap(cell(t, pos, "e3"), -1); !r.Say || r.Status != "" || p.Said() != "" {
		t.Errorf("picking up a piece says %q (%v), want the message taken back", r.Status, r.Say)
	}
}

// Reserve slots: the side to move's egg is picked up and dropped; the other's is not.
func TestReserveSlots(t *testing.T) {
	pos, turn := start(t, "dino-czars")
	p := New(pos, turn)
	if len(p.Reserves()) != 2 || len(p.Reserves()[0]) != 1 || p.Reserves()[0][0].Kind != pieces.Egg {
		t.Fatalf("reserves %v, want an egg each", p.Reserves())
	}
	p.Tap(boards.NoCell, 1) // Player 2's egg
	if p.selectedSlot() != -1 {
		t.Fatal("Player 2's egg was picked up on Player 1's move")
	}
	p.Tap(boards.NoCell, 0)
	if p.selectedSlot() != 0 {
		t.Fatal("Player 1's egg was not picked up")
	}
	var to boards.Cell = boards.NoCell
	for _, m := range p.Moves() {
		if m.Has(rules.Drop) && m.Piece == pieces.Egg {
			to = m.To
			break
		}
	}
	if to == boards.NoCell {
		t.Fatal("no drop of an egg")
	}
	if sc := p.Scene(nil); sc.SelectedSlot != 0 || !slices.ContainsFunc(sc.Targets, func(tg render.Target) bool { return tg.Cell == to }) {
		t.Errorf("the scene marks slot %d and targets %v, want slot 0 and %v", sc.SelectedSlot, sc.Targets, to)
	}
	r := p.Tap(to, -1)
	if len(r.Moves) != 1 || !r.Moves[0].Has(rules.Drop) || r.Moves[0].To != to || p.selectedSlot() != -1 {
		t.Errorf("tapping the target asks for %+v, slot %d", r.Moves, p.selectedSlot())
	}
	// dragged from the band, the egg floats as it would stand once laid
	if _, ok := p.Lift(boards.NoCell, 0); !ok {
		t.Fatal("the egg was not lifted from the band")
	}
	if pc, _, ok := p.Carried(); !ok || pc.Kind != pieces.Egg || pc.Owner != 0 {
		t.Errorf("carried %+v, %v", pc, ok)
	}
}

// Why a piece cannot move names its seat as English does in every game: "White's Car",
// "Predators' Orca", with no "The" before the possessive, and "Predators are out".
func TestWhyNotNamesTheSeat(t *testing.T) {
	possessive := map[string]string{"White": "White's", "Black": "Black's", "Red": "Red's",
		"Blue": "Blue's", "Player 1": "Player 1's", "Player 2": "Player 2's",
		"Predators": "Predators'", "Penguins": "Penguins'", "Gold Penguins": "Gold Penguins'",
		"Gold": "Gold's", "Red Penguins": "Red Penguins'", "Blue Penguins": "Blue Penguins'"}
	for _, c := range []struct {
		id, mode string
		blocked  bool // the start has a piece of the player to move with no move
	}{
		{"chess-2016", "", true}, {"dino-czars", "", false}, {"clash-of-command", "", false},
		{"pothole-chess", "", true}, {"antarctic-chess", "2S", false},
		{"antarctic-chess", "2U", false}, {"antarctic-chess", "4U", false},
	} {
		t.Run(c.id+" "+c.mode, func(t *testing.T) {
			e, err := games.Lookup(c.id)
			if err != nil {
				t.Fatal(err)
			}
			pos, turn := startOf(t, e.Game, rules.Config{Variant: e.Variant, Mode: c.mode})
			p := New(pos, turn)
			moves := map[boards.Cell]bool{}
			for _, m := range pos.LegalMoves(nil) {
				moves[m.From] = true
			}
			mover := turn.Names[pos.ToMove()]
			var blocked, theirs bool
			for c := boards.Cell(0); int(c) < pos.Board().Len(); c++ {
				pc := pos.At(c)
				if pc.Empty() || pc.Owner < 0 || moves[c] {
					continue
				}
				owner := turn.Names[pc.Owner]
				what := possessive[owner] + " " + turn.Kinds.Name(pc.Kind) + " on " + pos.Board().Info(c).Name
				got := p.whyNot(c)
				switch {
				case pc.Owner == pos.ToMove():
					blocked = true
					if want := what + " has no legal move now"; !strings.HasPrefix(got, want) {
						t.Errorf("%q, want %q…", got, want)
					}
				case !theirs:
					theirs = true
					if want := "It is " + possessive[mover] + " move: the " + turn.Kinds.Name(pc.Kind) + " on " + pos.Board().Info(c).Name + " is " + possessive[owner] + "."; got != want {
						t.Errorf("%q, want %q", got, want)
					}
				}
			}
			if blocked != c.blocked || !theirs {
				t.Errorf("no blocked piece (%v) or opponent's piece (%v) to ask about", blocked, theirs)
			}
		})
	}
}
