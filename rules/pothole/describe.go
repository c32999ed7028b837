package pothole

import (
	"oddboards/pieces"
	"oddboards/rules"
)

// Describe is 4-Player Pothole Chess as the launcher, the help window and the piece cards
// show it.
func Describe() rules.Descriptor {
	later := []pieces.Kind{pieces.Racecar, pieces.Megadozer, pieces.Cyclone}
	return rules.DescribeOne(New(), help(), kinds(), later, valueOf)
}

// help is the game's rules in the help window's words, from docs/rules/.
func help() rules.Help {
	return rules.Help{Title: "4-Player Pothole Chess",
		Intro: "Four players, each with a King and a small road crew, on a 7 × 7 board full of " +
			"holes that the players move about.",
		Sections: []rules.Section{
			{Title: "The aim", Paragraphs: []string{
				"Be the last player with a King. A King dies when it is captured, or pushed off the " +
					"board or into a pothole. Whoever killed it takes over all its player's remaining " +
					"pieces (back in their unpromoted form) and its corner pothole; that player is out.",
				"There is no check: a King may stand attacked. You may not make a move that kills " +
					"your own King.",
			}},
			{Title: "The board", Paragraphs: []string{
				"A 7 × 7 board without four cells (a4, g4, d1, d7). Six cells start under potholes: " +
					"one at each corner army (b2, b6, f2, f6) and two in the centre (c4, e4). Missing " +
					"cells and potholes block sliding pieces, and a piece pushed onto one dies.",
				"*Interpretation:* the original names no corners. White starts bottom left " +
					"(a1), Red top left, Black top right and Blue bottom right, so play goes round " +
					"clockwise: White, Red, Black, Blue. White moves first.",
			}},
			{Title: "How a turn works", Paragraphs: []string{
				"A turn is **two moves**, each moving one piece or one pothole. The same piece or " +
					"pothole cannot move twice in one turn (a piece that was only pushed by the first " +
					"move may make the second). If no second move is possible the turn ends after " +
					"one; a player with no move at all passes. Players who are out are skipped.",
			}},
			{Title: "Potholes", Paragraphs: []string{
				"- A **corner pothole** belongs to the army that started around it: only its owner moves it, onto any empty starting square of the pieces or any corner pothole's home.",
				"- A **centre pothole** may be moved by anyone, onto any empty square of the centre (c3–e3, c5–e5, d4 and the homes c4, e4).",
				"After you move a centre pothole, nobody may move that pothole until your next turn " +
					"is over, and you may not move a centre pothole again in this turn or the next. " +
					"If you are knocked out (your King dies), that lock ends at once. Potholes only " +
					"ever move onto empty squares.",
			}},
			{Title: "Promotion", Paragraphs: []string{
				"Every piece but a King promotes once it has **landed by its own move** on all four " +
					"promotion squares, b4, d2, d6 and f4, in any order and over any number of moves. " +
					"Squares it only passed over, or was pushed onto, do not count. The marks on a " +
					"piece show which squares it has visited.",
				"A Car becomes a Racecar, a Bulldozer a Megadozer, a Dirt Devil a Cyclone.",
			}},
			{Title: "Interpretations", Paragraphs: []string{
				"*Cars, option \"Cars\":* by default a Car slides one or two squares along a rank or " +
					"file, or one diagonally, and a Racecar one to three, or one to two diagonally. " +
					"With exact, a Car goes exactly two (or one diagonally) and a Racecar exactly " +
					"three (or two). Either way they slide and are blocked; they never jump.",
				"*Megadozer:* it keeps the Bulldozer's plain step onto an empty square; it pushes a " +
					"whole line of pieces, and may keep going in one direction as long as every step " +
					"has a piece right ahead to push; this matches the original's worked example.",
				"The last player with a King wins. A player who resigns takes their pieces off the " +
					"board.",
			}},
		},
	}
}

// kinds are the game's kinds of piece, in the order the help shows them.
func kinds() []rules.KindInfo {
	return []rules.KindInfo{
		{Kind: pieces.King, Summary: "One step in any direction.", Help: "Steps one square in any direction, capturing an enemy by landing on it. It is not royal, but losing it hands your army to its killer."},
		{Kind: pieces.Car, Summary: "Slides 1–2 squares orthogonally or 1 diagonally.", Help: "Slides one or two squares along a rank or file, or one square diagonally, and captures by landing on an enemy (with the exact option: exactly two, or one diagonally)."},
		{Kind: pieces.Racecar, Summary: "Slides 1–3 squares orthogonally or 1–2 diagonally.", Help: "Slides one to three squares along a rank or file, or one or two diagonally, capturing by landing (with the exact option: exactly three, or two diagonally)."},
		{Kind: pieces.Bulldozer, Summary: "One step; pushes the piece ahead one square.", Help: "Steps one square in any direction; a piece of any colour on that square is pushed one square on and dies if that is a pothole, a missing cell or off the board. It cannot push two pieces and never captures by landing."},
		{Kind: pieces.Megadozer, Summary: "Pushes any number of pieces, and keeps pushing.", Help: "Steps one square in any direction onto an empty square, like a Bulldozer; or pushes every piece in a line ahead of it, and may go on step by step the same way while each step has a piece to push; pushed pieces that leave the board or fall in a pothole die."},
		{Kind: pieces.DirtDevil, Summary: "Travels round the ring of a neighbouring pothole.", Help: "Starting next to a pothole, it runs round that pothole's ring of eight squares either way and stops on any square it reaches. A missing cell, another pothole, the board's edge or one of your own pieces ends the run before it; an enemy piece ends it too, and the Dirt Devil may capture it there. It never comes back round to where it started."},
		{Kind: pieces.Cyclone, Summary: "Travels round pothole rings, switching rings on the way.", Help: "Runs round pothole rings like a Dirt Devil, and may switch to another pothole's ring wherever its path also borders that pothole."},
		{Kind: pieces.Pothole, Summary: "A hole: blocks and swallows pieces.", Help: "A hole, not a piece: it blocks movement and swallows any piece pushed into it. Corner potholes are moved by their owners, centre potholes by anyone.", Role: rules.RoleObject},
	}
}

// valueOf is the evaluation's value of k (value): the game's kinds are pieces.Kind's.
func valueOf(k pieces.Kind) int {
	if int(k) < len(value) {
		return value[k]
	}
	return 0
}
