package clash

import (
	"oddboards/pieces"
	"oddboards/rules"
)

// Describe is Clash of Command as the launcher, the help window and the piece cards
// show it.
func Describe() rules.Descriptor {
	later := []pieces.Kind{pieces.Slicer}
	return rules.DescribeOne(New(), help(), kinds(), later, valueOf)
}

// help is the game's rules in the help window's words, from docs/rules/.
func help() rules.Help {
	return rules.Help{Title: "Clash of Command",
		Intro: "Armies that build themselves on a board of 41 points joined by lines. Pieces " +
			"change as they move, and new ones come from an endless supply.",
		Sections: []rules.Section{
			{Title: "The aim", Paragraphs: []string{
				"Leave your opponent without a Commander on the board. A player who has none " +
					"after a move has lost. Commanders are not royal: they may stand attacked, and " +
					"either side may capture them.",
			}},
			{Title: "The board", Paragraphs: []string{
				"41 points (a1 to i9, every other point of a 9 × 9 grid) arranged as four squares " +
					"inside each other around e5. Pieces move only along the lines drawn: short " +
					"diagonal lines between neighbouring points, and lines along the sides of the " +
					"squares. A straight line keeps its direction; a line along a square's side ends " +
					"at the corner.",
				"\"Forward\" is toward the opponent, straight or diagonally, along a line. Points " +
					"with no upward line (such as e3) have only the two diagonal forward steps.",
			}},
			{Title: "How a turn works", Paragraphs: []string{
				"White moves first; each turn one piece moves, or transforms where it stands. " +
					"**You may capture your own pieces** as well as the enemy's; capturing is never " +
					"compulsory.",
				"Pieces change as they go: a Droid that moves becomes a Hawk and a Hawk becomes a " +
					"Droid. Factors and Commanders leave new pieces behind them or turn into them " +
					"(see their cards). The supply never runs out.",
			}},
			{Title: "Promotion", Paragraphs: []string{
				"A piece that ends its move on the opponent's back row (rank 9 for White, rank 1 for " +
					"Black) becomes a **Slicer** instead of changing as usual. A Factor or Commander " +
					"that steps there still leaves its new piece behind.",
			}},
			{Title: "Interpretations", Paragraphs: []string{
				"*Both sides' last Commanders in one move:* a Slicer's sweep or a Hawk's capture can " +
					"remove the last Commander of both sides at once; then the player who made the " +
					"move wins.",
				"A draw cannot happen: every quiet move is forward and cannot be undone, and a " +
					"player with a Commander always has a move.",
				"A Hawk's quiet step and its capture to the same point are two different moves, and " +
					"so are an approach and a withdrawal made by the same step.",
			}},
		},
	}
}

// kinds are the game's kinds of piece, in the order the help shows them.
func kinds() []rules.KindInfo {
	return []rules.KindInfo{
		{Kind: pieces.Droid, Summary: "Steps forward, or captures sideways or back; then becomes a Hawk.", Help: "Steps one point forward to an empty point, or captures a piece of either side one point sideways or backwards; either way it turns into a Hawk."},
		{Kind: pieces.Hawk, Summary: "Steps forward, or captures by jump, approach or withdrawal; then becomes a Droid.", Help: "Steps one point forward to an empty point, or captures one piece in any direction along a straight line: by jumping over it to the empty point beyond, by stepping toward it (approach) or by stepping straight away from it (withdrawal); either way it turns into a Droid."},
		{Kind: pieces.Factor, Summary: "Steps forward leaving a Droid or Hawk, or becomes one.", Help: "Steps one point forward to an empty point, leaving a new Droid or Hawk where it stood; or turns into a Droid or Hawk without moving."},
		{Kind: pieces.Commander, Summary: "Steps forward leaving a Factor or Brute, or becomes one.", Help: "Steps one point forward to an empty point, leaving a new Factor or Brute where it stood; or turns into a Factor or Brute without moving. Lose every Commander and you lose."},
		{Kind: pieces.Brute, Summary: "Captures only, one or two steps away.", Help: "Only captures: a piece one line step away, or two steps away (the path may bend) when the point between is empty."},
		{Kind: pieces.Slicer, Summary: "Slides along a line capturing everything it passes.", Help: "Slides any distance along one straight line, capturing every piece it passes and the one where it stops; it must capture at least one, and may stop anywhere after its first capture."},
	}
}

// valueOf is the evaluation's value of k (value); Commanders are counted apart.
func valueOf(k pieces.Kind) int {
	for i, kk := range kindOf {
		if kk == k && k != pieces.None {
			return value[i]
		}
	}
	return 0
}
