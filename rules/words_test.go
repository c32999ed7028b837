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

// "a" or "an" by the name's first sound, over names the games have and a few they do not.
func TestWithArticle(t *testing.T) {
	for name, want := range map[string]string{
		"Orca": "an Orca", "Emperor": "an Emperor", "Egg": "an Egg", "Elephant": "an Elephant",
		"Archbishop": "an Archbishop", "Empress": "an Empress", "Car": "a Car",
		"Hawk": "a Hawk", "Dirt Devil": "a Dirt Devil", "Tyrannosaurus": "a Tyrannosaurus",
		"Unicorn": "a Unicorn", "Umbrella": "an Umbrella", "Imp": "an Imp",
	} {
		if got := rules.WithArticle(name); got != want {
			t.Errorf("WithArticle(%q) = %q, want %q", name, got, want)
		}
	}
}
