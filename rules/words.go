package rules

import "strings"

// The English of a seat's or a piece's name in a sentence, for every game's names: a
// seat may be one player ("White", "Player 2") or a team named in the plural
// ("Predators", "Gold Penguins"), a piece's name may start with a vowel ("Orca").

// pluralSeat reports whether a seat's name is a plural noun ("Predators", "Gold
// Penguins"), which takes "have", "are" and a bare apostrophe.
func pluralSeat(name string) bool {
	return strings.HasSuffix(name, "s") && !strings.HasSuffix(name, "ss")
}

// Possessive is a seat's name owning something: "White's", "Player 1's", "Predators'".
func Possessive(name string) string {
	if pluralSeat(name) {
		return name + "'"
	}
	return name + "'s"
}

// Agree picks the verb for a seat as subject: Agree("Red", "has", "have") is "has",
// Agree("Penguins", "has", "have") is "have".
func Agree(name, one, many string) string {
	if pluralSeat(name) {
		return many
	}
	return one
}

// WithArticle is a piece's name after "a" or "an" as it sounds: "a Car", "an Orca",
// "an Emperor", "a Unicorn" (a "u" said "you" and a "one" take "a").
func WithArticle(name string) string {
	lower := strings.ToLower(name)
	an := lower != "" && strings.ContainsRune("aeiou", rune(lower[0]))
	for _, p := range []string{"uni", "use", "usu", "ute", "eu", "one"} {
		if strings.HasPrefix(lower, p) {
			an = false
		}
	}
	if an {
		return "an " + name
	}
	return "a " + name
}

// Plural is an English piece name for more than one: "Velociraptors", "Men", "Ladies",
// "Rhinoceroses", "Dirt Devils".
func Plural(name string) string {
	switch {
	case strings.HasSuffix(name, "Man"):
		return name[:len(name)-2] + "en"
	case strings.HasSuffix(name, "y") && !strings.ContainsAny(name[len(name)-2:len(name)-1], "aeiou"):
		return name[:len(name)-1] + "ies"
	case strings.HasSuffix(name, "s") || strings.HasSuffix(name, "x"):
		return name + "es"
	}
	return name + "s"
}
