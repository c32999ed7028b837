package antarctic

import (
	"oddboards/pieces"
	"oddboards/rules"
)

// Describe is Antarctic Chess as the launcher, the help window and the piece cards
// show it.
func Describe() rules.Descriptor { return rules.DescribeOne(New(), help(), kinds(), nil, valueOf) }

// help is the game's rules in the help window's words, from docs/rules/.
func help() rules.Help {
	return rules.Help{Title: "Antarctic Chess (Predators and Penguins)",
		Intro: "Penguins race across a snowflake of 295 hexes to the safety of its centre; " +
			"Predators try to stop them. Two to seven players, in eight modes.",
		Sections: []rules.Section{
			{Title: "The aim", Paragraphs: []string{
				"Penguins win by bringing an Emperor onto the white centre hex (l12). Predators win " +
					"by capturing every Emperor. What exactly wins depends on the mode:",
				"- **2U, 4U, 7U** (unequal): one Predator pack against three or six Penguin colonies. The Predators win by capturing all Emperors; a colony wins with an Emperor on the centre.",
				"- In **2U** one player has all three colonies and loses when the last Emperor is captured. In **4U** and **7U** each colony is a player, and a colony whose Emperor is captured is out.",
				"- **2S, 2L, 3S, 3L** (equal): each player has one or more combined groups of Predators and Penguins. Win with an Emperor on the centre, or by being the only player with an Emperor left; in 3S and 3L a player who has lost all their Emperors is out.",
				"- **6E**: six players with one group each. An Emperor **or a King penguin** on the centre wins, or being the only player with either left; a player with neither left is out.",
			}},
			{Title: "The board and the moves", Paragraphs: []string{
				"A large hexagon of 61 hexes with six arms, each arm ending in three small twigs. " +
					"Pieces move along the six **orthogonal** directions (through a hex's sides) " +
					"or the six **diagonal** ones (through its corners, to the next hex of the same " +
					"shade). A move of several steps goes in a straight line over empty hexes only, " +
					"and stops where the board ends: it never jumps a gap between arms or twigs. " +
					"The two hexes beside a diagonal step do not block it: only the hexes on the line " +
					"itself must be empty.",
				"The **Knight** move is Gliński's: a diagonal step followed by one orthogonal step " +
					"beside it, twelve hexes in all, leaping over anything.",
			}},
			{Title: "How a turn works", Paragraphs: []string{
				"Players move in turn, one piece each: the Predators first in 2U, 4U and 7U (then " +
					"the colonies), Gold first in the other modes. Every piece captures by landing " +
					"on a piece of any other player. A player who cannot move passes; if nobody can, " +
					"the game is drawn. The pieces of a player who is out stay as neutral obstacles " +
					"that anyone may capture.",
			}},
			{Title: "Returns", Paragraphs: []string{
				"A captured Orca, Leopard, Elephant or Petrel may come back for its owner, one step " +
					"weaker: Orca as a Leopard, Leopard as an Elephant, Elephant as a Petrel, Petrel " +
					"as a Skua. Bringing it back onto any empty hex where that player's Predators " +
					"started is the whole turn, and captures nothing. Skuas and Penguins never return.",
			}},
			{Title: "Interpretations", Paragraphs: []string{
				"*The board and the armies are reconstructed:* the original page's pictures are lost, " +
					"so the board is rebuilt from its description and the starting arrays are this " +
					"program's proposal (Penguins on the twigs, a group's Predators on its arm, the " +
					"pack on the centre). To try your own, use Set up position… (in the launcher or " +
					"the Game menu): arrange the pieces, then Save as a setup, and the launcher " +
					"offers it beside the game's own.",
				"*Captures:* the original does not say who may capture whom; here every piece, " +
					"Penguins included, may capture any other player's pieces, so in 4U and 7U the " +
					"colonies may capture each other.",
				"*Win rules for 3S, 3L, 4U and 7U* are not given by the original; they follow the " +
					"rules of the equal (3S, 3L) and unequal (4U, 7U) two-player modes.",
			}},
		},
	}
}

// kinds are the game's kinds of piece, in the order the help shows them.
func kinds() []rules.KindInfo {
	return []rules.KindInfo{
		{Kind: pieces.Orca, Summary: "Queen + Knight.", Help: "Slides any distance orthogonally or diagonally, or makes the Knight's leap."},
		{Kind: pieces.Leopard, Summary: "Any distance orthogonally or diagonally.", Help: "Slides any distance orthogonally or diagonally."},
		{Kind: pieces.SealElephant, Summary: "Any distance orthogonally, or a Knight leap.", Help: "Slides any distance orthogonally, or makes the Knight's leap."},
		{Kind: pieces.Petrel, Summary: "Any distance diagonally, or a Knight leap.", Help: "Slides any distance diagonally, or makes the Knight's leap."},
		{Kind: pieces.Skua, Summary: "One orthogonal step, or a Knight leap.", Help: "Steps one hex orthogonally, or makes the Knight's leap."},
		{Kind: pieces.Emperor, Summary: "One or two steps, or a Knight leap.", Help: "Goes one or two hexes orthogonally or diagonally, or makes the Knight's leap. Bring it to the centre to win."},
		{Kind: pieces.KingPenguin, Summary: "One to three steps, orthogonal or diagonal.", Help: "Goes one to three hexes orthogonally or diagonally (not royal)."},
		{Kind: pieces.Gentoo, Summary: "One or two steps, orthogonal or diagonal.", Help: "Goes one or two hexes orthogonally or diagonally."},
		{Kind: pieces.Rockhopper, Summary: "One step, orthogonal or diagonal.", Help: "Steps one hex orthogonally or diagonally."},
		{Kind: pieces.Fairy, Summary: "One orthogonal step.", Help: "Steps one hex orthogonally."},
	}
}

// valueOf is the evaluation's value of k (value).
func valueOf(k pieces.Kind) int {
	if i := fromKind(k); i > 0 && i < nKinds {
		return value[i]
	}
	return 0
}
