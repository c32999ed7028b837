package rules_test

import (
	"testing"

	"oddboards/rules"
)

// The seats of the five games, one player or a team, in a sentence.
func TestSeatWords(t *testing.T) {
	for _, c := range []struct{ name, possessive, has string }{
		{"White", "White's", "has"},
		{"Red", "Red's", "has"},
		{"Player 1", "Player 1's", "has"},
		{"Predators", "Predators'", "have"},
		{"Gold Penguins", "Gold Penguins'", "have"},
		{"Penguins", "Penguins'", "have"},
	} {
		if got := rules.Possessive(c.name); got != c.possessive {
			t.Errorf("Possessive(%q) = %q, want %q", c.name, got, c.possessive)
		}
		if got := rules.Agree(c.name, "has", "have"); got != c.has {
			t.Errorf("Agree(%q) = %q, want %q", c.name, got, c.has)
		}
	}
}

// A piece's name in a sentence: its plural, and "a" or "an" by its first sound, over the
// games' names and a few they do not have.
func TestPieceWords(t *testing.T) {
	for _, c := range []struct {
		fn    string
		of    func(string) string
		cases map[string]string
	}{
		{"Plural", rules.Plural, map[string]string{
			"Velociraptor": "Velociraptors", "Man": "Men", "Lady": "Ladies", "Fairy": "Fairies",
			"Rhinoceros": "Rhinoceroses", "Princess": "Princesses", "Fers": "Ferses",
			"Triceratops": "Triceratopses", "Monarch": "Monarchs", "Egg": "Eggs",
			"Dirt Devil": "Dirt Devils", "Skua": "Skuas", "Gentoo": "Gentoos",
		}},
		{"WithArticle", rules.WithArticle, map[string]string{
			"Orca": "an Orca", "Emperor": "an Emperor", "Egg": "an Egg", "Elephant": "an Elephant",
			"Archbishop": "an Archbishop", "Empress": "an Empress", "Car": "a Car",
			"Hawk": "a Hawk", "Dirt Devil": "a Dirt Devil", "Tyrannosaurus": "a Tyrannosaurus",
			"Unicorn": "a Unicorn", "Umbrella": "an Umbrella", "Imp": "an Imp",
		}},
	} {
		for name, want := range c.cases {
			if got := c.of(name); got != want {
				t.Errorf("%s(%q) = %q, want %q", c.fn, name, got, want)
			}
		}
	}
	if got := (rules.KindInfo{Name: "Egg"}).Plural(); got != "Eggs" {
		t.Errorf("a kind's Plural: %q, want Eggs", got)
	}
}
