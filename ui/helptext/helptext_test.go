package helptext

import (
	"strings"
	"testing"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/antarctic"
	"oddboards/rules/chess2016"
	"oddboards/rules/clash"
	"oddboards/rules/dinoczars"
	"oddboards/rules/pothole"
)

// kindsOn collects the kinds standing on p's board or waiting in its reserves.
func kindsOn(p rules.Position, players int, into map[pieces.Kind]bool) {
	for c := 0; c < p.Board().Len(); c++ {
		if k := p.At(boards.Cell(c)).Kind; k != pieces.None {
			into[k] = true
		}
	}
	for pl := 0; pl < players; pl++ {
		for _, r := range p.Reserve(pieces.Player(pl)) {
			into[r.Kind] = true
		}
	}
}

// startKinds lists, per game ID, every kind in any of its start positions: every setup
// of each Chess 2016 variant under each option value, each Antarctic mode, both egg and
// car options.
func startKinds(t *testing.T) map[string]map[pieces.Kind]bool {
	t.Helper()
	out := map[string]map[pieces.Kind]bool{}
	for _, v := range []string{chess2016.Chess2016, chess2016.Chess56, chess2016.Chess112} {
		set := map[pieces.Kind]bool{}
		g := chess2016.New()
		for _, o := range g.Options()[0].Values {
			opts := map[string]string{chess2016.OptNightrider: o}
			for n := 1; n <= g.Setups(v); n++ {
				ks, err := chess2016.Kinds(v, n, opts)
				if err != nil {
					t.Fatal(err)
				}
				for _, k := range ks {
					set[k] = true
				}
			}
		}
		out[v] = set
	}
	add := func(id string, g rules.Game, cfgs ...rules.Config) {
		set := map[pieces.Kind]bool{}
		for _, cfg := range cfgs {
			p, err := g.Start(cfg)
			if err != nil {
				t.Fatalf("%s %+v: %v", id, cfg, err)
			}
			kindsOn(p, len(g.Players(cfg)), set)
		}
		out[id] = set
	}
	add(dinoczars.ID, dinoczars.New(),
		rules.Config{Options: map[string]string{dinoczars.OptEggs: dinoczars.EggsEdge}},
		rules.Config{Options: map[string]string{dinoczars.OptEggs: dinoczars.EggsTouching}})
	add(clash.ID, clash.New(), rules.Config{})
	add(pothole.ID, pothole.New(),
		rules.Config{Options: map[string]string{pothole.OptCars: pothole.CarsUpTo}},
		rules.Config{Options: map[string]string{pothole.OptCars: pothole.CarsExact}})
	var modes []rules.Config
	for _, m := range antarctic.Modes() {
		modes = append(modes, rules.Config{Mode: m})
	}
	add(antarctic.ID, antarctic.New(), modes...)
	return out
}

// TestEveryStartingKindHasText: every kind in any start position of any game has a sentence.
func TestEveryStartingKindHasText(t *testing.T) {
	all := startKinds(t)
	if len(all) != len(IDs()) {
		t.Fatalf("checked %d games, help has %d", len(all), len(IDs()))
	}
	total := 0
	for id, set := range all {
		if len(set) < 5 {
			t.Errorf("%s: only %d kinds found in its start positions", id, len(set))
		}
		for k := range set {
			total++
			if s := Piece(id, k); len(s) < 20 || !strings.HasSuffix(s, ".") {
				t.Errorf("%s: %s has no proper sentence: %q", id, k, s)
			}
		}
	}
	if total < 60 {
		t.Errorf("only %d (game, kind) pairs", total)
	}
	// Chess 2016's armies bring in the pieces the dice make
	for _, k := range []pieces.Kind{pieces.Archbishop, pieces.Nightrider, pieces.Leo, pieces.Griffin} {
		if !all[chess2016.Chess2016][k] {
			t.Errorf("chess-2016 never starts with a %s", k)
		}
	}
	for _, k := range []pieces.Kind{pieces.Elephant, pieces.Rhinoceros, pieces.Lion, pieces.Walker} {
		if !all[chess2016.Chess56][k] {
			t.Errorf("chess-56 never starts with a %s", k)
		}
	}
}

// TestEveryDescribedKindBelongs: the help describes no kind its game cannot have: each is
// in a start position or among the kinds that come in play.
func TestEveryDescribedKindBelongs(t *testing.T) {
	all := startKinds(t)
	for _, id := range IDs() {
		later := map[pieces.Kind]bool{}
		for _, k := range Later(id) {
			later[k] = true
			if all[id][k] {
				t.Errorf("%s: %s is said to come only in play but starts on the board", id, k)
			}
		}
		for _, k := range Kinds(id) {
			if !all[id][k] && !later[k] && !(strings.HasPrefix(id, "chess") && chessKind(k)) {
				t.Errorf("%s describes %s, which it never has", id, k)
			}
		}
	}
}

// chessKind: the chess help is shared by the three variants; a kind of one may be
// described in another.
func chessKind(k pieces.Kind) bool { return k >= pieces.King && k <= pieces.Rhinoceros }

// TestSections: every game has an aim, a turn and interpretations, in Markdown.
func TestSections(t *testing.T) {
	for _, id := range IDs() {
		g, ok := For(id)
		if !ok {
			t.Fatalf("no help for %s", id)
		}
		md := g.Markdown()
		for _, want := range []string{"## The aim", "## How a turn works", "Interpretation"} {
			if !strings.Contains(md, want) {
				t.Errorf("%s: no %q in its help", id, want)
			}
		}
		if g.Title == "" || g.Intro == "" || len(g.Kinds) == 0 {
			t.Errorf("%s: title %q, intro %q, %d kinds", id, g.Title, g.Intro, len(g.Kinds))
		}
	}
	if _, ok := For("chess-3000"); ok {
		t.Error("help for an unknown game")
	}
	if Piece("chess-3000", pieces.King) != "" || Piece("dino-czars", pieces.King) != "" {
		t.Error("a sentence for a kind outside its game")
	}
}

// TestOptionsNamed: each option the engines offer is named in its game's help by label.
func TestOptionsNamed(t *testing.T) {
	for id, g := range map[string]rules.Game{"chess-2016": chess2016.New(), "dino-czars": dinoczars.New(),
		"pothole-chess": pothole.New(), "clash-of-command": clash.New()} {
		h, _ := For(id)
		md := h.Markdown()
		for _, o := range g.Options() {
			if !strings.Contains(md, o.Label) {
				t.Errorf("%s: option %q not named in the help", id, o.Label)
			}
		}
	}
}

// TestMarkdownLists: list items run together, paragraphs are apart.
func TestMarkdownLists(t *testing.T) {
	s := Section{"T", []string{"a", "- b", "- c", "d"}}
	if got, want := s.Markdown(), "## T\n\na\n\n- b\n- c\n\nd\n\n"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if Plain("a **b** c") != "a b c" {
		t.Error("Plain kept the marks")
	}
}
