package chess2016

import (
	_ "embed"
	"fmt"
	"slices"

	"oddboards/rules"
)

// helpText is the rules the three variants share in the help window's words, from
// docs/rules/, and per kind of piece its name and notation letters, a summary and a
// sentence (rules.ReadHelp reads it); each variant's intro and dice are help's.
//
//go:embed help.md
var helpText string

// sharedHelp and kindTable are helpText read. kindTable is the three variants' kinds:
// the one home of their names and notation letters (the help's headings), which the
// notation reads and Kinds gives out.
var sharedHelp, kindTable = rules.MustReadHelp(helpText, gameKinds)

// Kinds is the game's kindTable, in a copy the caller may keep.
func (Game) Kinds() rules.Kinds { return slices.Clone(kindTable) }

// Describe is Chess 2016, Chess 56 and Chess 112 as the launcher, the help window and
// the piece cards show them: one board and one set of pieces, with different dice.
func Describe() rules.Descriptor {
	g := New()
	var vs []rules.Variant
	for _, v := range g.Variants() {
		vs = append(vs, rules.Variant{ID: v, Name: variantName(v), DiceExample: diceExample(v),
			Dice: diceSentence(v),
			Help: help(v, sharedHelp.Sections)})
	}
	return rules.Describe(g, vs, nil, Value)
}

// variantName names a variant: "Chess 56".
func variantName(variant string) string {
	return map[string]string{Chess2016: "Chess 2016", Chess56: "Chess 56", Chess112: "Chess 112"}[variant]
}

// diceExample shows how a variant's setups are named by dice, for the launcher.
func diceExample(variant string) string {
	return map[string]string{Chess2016: "1-2-3/4/5", Chess56: "1-2-3", Chess112: "1-2-3/swap"}[variant]
}

// diceSentence says which dice a variant has, for the setup explorer.
func diceSentence(variant string) string {
	k := Interchanged()
	switch variant {
	case Chess2016:
		return "Three white dice, the green die (the Queen) and the red die (the Cannon)."
	case Chess112:
		return fmt.Sprintf("Three white dice and the seventh \"die\": %s and %s as they stand, or interchanged.",
			rules.Plural(kindTable.Name(k[0])), rules.Plural(kindTable.Name(k[1])))
	}
	return "Three white dice."
}

// help is a variant's rules in the help window's words, from docs/rules/: its intro,
// the sections the variants share, and its dice.
func help(variant string, shared []rules.Section) rules.Help {
	h := rules.Help{Title: variantName(variant)}
	switch variant {
	case Chess56:
		h.Intro = "Chess on a larger board of 96 squares, with 48 men, where three dice decide which " +
			"unusual pieces take part: 56 possible armies."
	case Chess112:
		h.Intro = "Chess 56 with one more choice: Knights and Camels may trade places, which " +
			"doubles the armies to 112."
	default:
		h.Intro = "Chess on a larger board of 96 squares, with 48 men, where five dice decide which " +
			"unusual pieces take part: 2016 possible armies."
	}
	white56 := "Three white dice: when all differ, the lowest changes the Man, the middle one the " +
		"Cannon and the highest the Queen. A pair changes the Tigers or the Man, and the " +
		"odd die changes one more piece. Three alike give six special armies. The setup " +
		"dialog shows what each roll gives, and the explorer lets you roll."
	dice := rules.Section{Title: "The dice and the armies"}
	dice.Paragraphs = []string{
		"Before the game the dice turn some pieces of the basic army into others. The basic " +
			"army, White on rank 2 from b to k: Rook, Camel, Knight, Bishop, Queen, King, " +
			"Bishop, Knight, Camel, Rook; pawns on rank 3; and behind, on e1–h1, Tiger, Man, " +
			"Cannon, Tiger. Black mirrors it.",
	}
	switch variant {
	case Chess2016:
		dice.Paragraphs = append(dice.Paragraphs,
			"Three white dice: when all differ, the lowest changes the Man (1 Walker, 2 Wazir, "+
				"3 Zebra, 4 Giraffe); the middle one the Camels (2 Giraffes, 3 Zebras) or, with 4 "+
				"or 5, the Knights (Giraffes, Zebras) while the Camels become Knights; and the "+
				"highest the Tigers (3 Zebras, 4 Giraffes, 5 Lions, 6 Vaos). Where that would give "+
				"two kinds the same piece, the Tigers become Wazirs instead (middle 2, highest 4) or "+
				"the Man a Lion (lowest 3, middle 5). A pair changes the Tigers and the odd die the Man, both from the "+
				"same list: 1 Tiger, 2 Man, 3 Lion, 4 Zebra, 5 Giraffe, 6 Vao. Three alike: 1-1-1 "+
				"turns the Camels into Giraffes; the others interchange Knights and Camels, 2-2-2 "+
				"also making the Man a Zebra, 3-3-3 the Man a Giraffe, 4-4-4 the Tigers Lions and "+
				"5-5-5 the Tigers Vaos. The setup dialog shows what each roll gives, and the "+
				"explorer lets you roll.",
			"A green die changes the Queen (Queen, Man and Nightrider, Empress, Griffin, Leo, "+
				"Monarch) and a red die the Cannon (Cannon, Princess, Camelrider, Duchess, Lady, "+
				"Archbishop): 56 × 36 = 2016 armies, numbered 1–2016.",
			"*Interpretation, option \"Green 2: Nightriders\":* the original is cut off where it "+
				"explains a green 2. By default (man-square) only the piece on the Man's own "+
				"square becomes a Nightrider; with all-men, the Men that the white dice made of "+
				"the Tigers become Nightriders too.",
			"*Interpretation:* the original table of the white dice misses two rolls (2-4-4 and "+
				"2-5-5) and has a slip in 2-5-6; the program follows the written rules, which "+
				"settle all three.")
	case Chess56:
		dice.Paragraphs = append(dice.Paragraphs, white56,
			"Three white dice alone: 56 armies, numbered 1–56. Setup 1 is the basic army.")
	case Chess112:
		dice.Paragraphs = append(dice.Paragraphs, white56,
			"Three white dice, then a switch: setups 1–56 are Chess 56's armies, and 57–112 the "+
				"same armies with the Knights and Camels trading places.")
	}
	h.Sections = append(slices.Clone(shared), dice)
	return h
}
