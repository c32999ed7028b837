package games_test

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
	"oddboards/rules/games"
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

// entry is the catalogue's entry of id.
func entry(t *testing.T, id string) games.Entry {
	t.Helper()
	e, err := games.Lookup(id)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// TestEveryStartingKindHasText: every kind in any start position of any game has a
// sentence and a summary in its descriptor.
func TestEveryStartingKindHasText(t *testing.T) {
	all := startKinds(t)
	if len(all) != len(games.IDs()) {
		t.Fatalf("checked %d games, the catalogue has %d", len(all), len(games.IDs()))
	}
	total := 0
	for id, set := range all {
		if len(set) < 5 {
			t.Errorf("%s: only %d kinds found in its start positions", id, len(set))
		}
		for k := range set {
			total++
			ki, _ := entry(t, id).Descriptor.Kind(k)
			if s := ki.Help; len(s) < 20 || !strings.HasSuffix(s, ".") {
				t.Errorf("%s: %s has no proper sentence: %q", id, k, s)
			}
			if s := ki.Summary; len(s) < 10 || !strings.HasSuffix(s, ".") {
				t.Errorf("%s: %s has no proper summary: %q", id, k, s)
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

// TestEveryDescribedKindBelongs: the descriptor describes no kind its game cannot have: each is
// in a start position or among the kinds that come in play.
func TestEveryDescribedKindBelongs(t *testing.T) {
	all := startKinds(t)
	for _, id := range games.IDs() {
		d := entry(t, id).Descriptor
		later := map[pieces.Kind]bool{}
		for _, k := range d.Later {
			later[k] = true
			if all[id][k] {
				t.Errorf("%s: %s is said to come only in play but starts on the board", id, k)
			}
		}
		for _, ki := range d.Kinds {
			k := ki.Kind
			if !all[id][k] && !later[k] && !(strings.HasPrefix(id, "chess") && chessKind(k)) {
				t.Errorf("%s describes %s, which it never has", id, k)
			}
		}
	}
}

// chessKind: the chess descriptor is shared by the three variants; a kind of one may be
// described in another.
func chessKind(k pieces.Kind) bool { return k >= pieces.King && k <= pieces.Rhinoceros }

// TestSections: every game's help has an aim, a turn and interpretations.
func TestSections(t *testing.T) {
	for _, e := range games.All() {
		h := e.Help()
		titles := map[string]bool{}
		for _, s := range h.Sections {
			titles[s.Title] = true
		}
		text := helpText(e)
		for _, want := range []string{"The aim", "How a turn works"} {
			if !titles[want] {
				t.Errorf("%s: no section %q in its help", e.ID, want)
			}
		}
		if !strings.Contains(text, "Interpretation") {
			t.Errorf("%s: no interpretation in its help", e.ID)
		}
		if h.Title == "" || h.Intro == "" || len(e.Descriptor.Kinds) == 0 {
			t.Errorf("%s: title %q, intro %q, %d kinds", e.ID, h.Title, h.Intro, len(e.Descriptor.Kinds))
		}
	}
	if _, ok := entry(t, dinoczars.ID).Descriptor.Kind(pieces.King); ok {
		t.Error("a King among Dino-Czars' kinds")
	}
}

// helpText is the whole text of e's help.
func helpText(e games.Entry) string {
	h := e.Help()
	text := h.Title + "\n" + h.Intro
	for _, s := range h.Sections {
		text += "\n" + s.Title + "\n" + strings.Join(s.Paragraphs, "\n")
	}
	return text
}

// TestOptionsNamed: each option the engines offer is named by label in the help of one
// of its game's variants.
func TestOptionsNamed(t *testing.T) {
	text := map[string]string{} // by game: the help of all its variants
	for _, e := range games.All() {
		text[e.Game.ID()] += helpText(e)
	}
	for _, d := range games.Descriptors() {
		for _, o := range d.Game.Options() {
			if !strings.Contains(text[d.Game.ID()], o.Label) {
				t.Errorf("%s: option %q not named in the help", d.Game.ID(), o.Label)
			}
		}
	}
}

// TestDescriptors: each descriptor's variants are its game's, and its kinds are listed
// once, each with a name (part of its constant's) and upper-case notation letters of its
// own; only the pothole and the egg have roles, and a game with board objects says what
// its moves do (rules.Effects cannot tell an object from a capture).
func TestDescriptors(t *testing.T) {
	for _, d := range games.Descriptors() {
		var ids []string
		for _, v := range d.Variants {
			ids = append(ids, v.ID)
			if v.Name == "" || v.Help.Title == "" {
				t.Errorf("%s: name %q, help title %q", v.ID, v.Name, v.Help.Title)
			}
		}
		if got, want := strings.Join(ids, " "), strings.Join(d.Game.Variants(), " "); got != want {
			t.Errorf("%s: the descriptor's variants are %s, the game's %s", d.Game.ID(), got, want)
		}
		seen := map[pieces.Kind]bool{}
		names, codes := map[string]bool{}, map[string]bool{}
		for _, k := range d.Kinds {
			if seen[k.Kind] || names[k.Name] || codes[k.Code] {
				t.Errorf("%s: %s (%s) is listed twice, or its name or code is another's", d.Game.ID(), k.Name, k.Code)
			}
			seen[k.Kind], names[k.Name], codes[k.Code] = true, true, true
			if k.Name == "" || k.Code == "" || k.Code != strings.ToUpper(k.Code) {
				t.Errorf("%s: kind %d is named %q, code %q", d.Game.ID(), k.Kind, k.Name, k.Code)
			}
			// the help's headings name the kinds in the order the game lists them: a
			// heading out of place names a constant that does not bear its name
			if !strings.Contains(k.Kind.String(), strings.ReplaceAll(k.Name, " ", "")) {
				t.Errorf("%s: %v is named %q by its help", d.Game.ID(), k.Kind, k.Name)
			}
			want := map[pieces.Kind]rules.Role{pieces.Pothole: rules.RoleObject, pieces.Egg: rules.RoleCounter}[k.Kind]
			if k.Role != want {
				t.Errorf("%s: %s's role %d, want %d", d.Game.ID(), k.Name, k.Role, want)
			}
			if p, err := d.Game.Start(rules.Config{}); k.Role == rules.RoleObject && (err != nil || !isPreviewer(p)) {
				t.Errorf("%s has board objects, but its positions are no Previewer (%v)", d.Game.ID(), err)
			}
		}
		for _, k := range d.Later {
			if !seen[k] {
				t.Errorf("%s: %s comes in play but is not described", d.Game.ID(), k)
			}
		}
	}
}

func isPreviewer(p rules.Position) bool {
	_, ok := p.(rules.Previewer)
	return ok
}

// TestValues: every kind a game counts by kind has its evaluation's value; the royal
// ones and the pothole have none.
func TestValues(t *testing.T) {
	for _, tc := range []struct {
		id   string
		kind pieces.Kind
		none bool
	}{
		{chess2016.Chess2016, pieces.Queen, false}, {chess2016.Chess2016, pieces.King, true},
		{dinoczars.ID, pieces.Velociraptor, false}, {dinoczars.ID, pieces.Tyrannosaurus, true},
		{clash.ID, pieces.Slicer, false}, {clash.ID, pieces.Commander, true},
		{pothole.ID, pieces.Racecar, false}, {pothole.ID, pieces.Pothole, true},
		{antarctic.ID, pieces.Orca, false}, {antarctic.ID, pieces.Fairy, false},
	} {
		ki, ok := entry(t, tc.id).Descriptor.Kind(tc.kind)
		if !ok || (ki.Value == 0) != tc.none || ki.Value < 0 {
			t.Errorf("%s: %s's value %d (found %v)", tc.id, tc.kind, ki.Value, ok)
		}
	}
	if q, r := valueOf(t, chess2016.Chess2016, pieces.Queen), valueOf(t, chess2016.Chess2016, pieces.Rook); q <= r {
		t.Errorf("a Queen (%d) is worth no more than a Rook (%d)", q, r)
	}
}

func valueOf(t *testing.T, id string, k pieces.Kind) int {
	ki, _ := entry(t, id).Descriptor.Kind(k)
	return ki.Value
}

// ModesOf goes through every way a game is played: Antarctic Chess's modes, and one
// mode, the game's own rules, for the games that have none.
func TestModesOf(t *testing.T) {
	for _, tc := range []struct {
		g    rules.Game
		want string
	}{
		{antarctic.New(), strings.Join(antarctic.Modes(), " ")},
		{chess2016.New(), ""},
		{clash.New(), ""},
	} {
		got := rules.ModesOf(tc.g)
		if strings.Join(got, " ") != tc.want || len(got) == 0 {
			t.Errorf("%s: modes %q, want %q", tc.g.ID(), got, tc.want)
		}
	}
}
