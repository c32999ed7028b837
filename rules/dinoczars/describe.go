package dinoczars

import (
	"oddboards/pieces"
	"oddboards/rules"
)

// Describe is Dino-Czars as the launcher, the help window and the piece cards
// show it.
func Describe() rules.Descriptor { return rules.DescribeOne(New(), help(), kinds(), nil, valueOf) }

// help is the game's rules in the help window's words, from docs/rules/.
func help() rules.Help {
	return rules.Help{Title: "Dino-Czars",
		Intro: "Two herds of dinosaurs on a board of 42 triangles. Every dinosaur looks one way, " +
			"and where it may go depends on where it looks.",
		Sections: []rules.Section{
			{Title: "The aim", Paragraphs: []string{
				"Capture the enemy Tyrannosaurus. There is no check: a Tyrannosaurus may be left " +
					"where it can be taken, and taking it ends the game at once.",
			}},
			{Title: "Facing", Paragraphs: []string{
				"A dinosaur always faces one of the three flat sides of its triangle, never a " +
					"point. Every piece's moves are described as if it faced north (\"ahead\"); " +
					"turn the picture with the piece. At the start every dinosaur faces the enemy.",
				"When a dinosaur moves onto a triangle pointing the other way, it turns 60° left or " +
					"right as it lands, its player's choice: it never turns to face straight back " +
					"from the way it was facing (it may still end up facing the cell it left). On a " +
					"triangle pointing the same way it keeps its facing. The Pterosaur lands facing " +
					"any side it likes.",
			}},
			{Title: "How a turn works", Paragraphs: []string{
				"Player 1, at the bottom, moves first; then the players take turns. On your turn " +
					"do one of these:",
				"- **turn** one dinosaur 120° left or right where it stands (the Pterosaur too: a way to pass);",
				"- **move** one dinosaur as its card shows, capturing the enemy piece it lands on where its card allows;",
				"- **lay** an egg (see below);",
				"- **gestate** one of your eggs: count it down by one.",
				"\"Moves\" means to an empty cell; \"captures\" means onto an enemy dinosaur or egg, " +
					"which leaves the board.",
			}},
			{Title: "Eggs", Paragraphs: []string{
				"Each player starts with two eggs beside the board. Laying one puts it, showing 4, on " +
					"an empty cell next to one of your dinosaurs. Each gestate move counts it down, " +
					"4, 3, 2, 1, 0; on reaching 0 it hatches in the same move into one of your own " +
					"dinosaurs that the enemy has captured (never the Tyrannosaurus), facing any " +
					"side of its cell. Each capture gives one hatching: a dinosaur that hatched and " +
					"is captured again can hatch again.",
				"If none of your dinosaurs has been captured yet, an egg that reaches 0 simply waits; " +
					"a later gestate move hatches it once there is something to hatch into.",
				"Eggs never move or capture, and can be captured like any enemy piece. An egg that " +
					"hatched or was captured is gone for good.",
				"*Interpretation, option \"Eggs are laid\":* \"next to\" is read as sharing a side " +
					"with the dinosaur (edge, the default). With touching, any empty cell sharing a " +
					"side or a corner with one of your dinosaurs will do.",
			}},
			{Title: "Interpretations", Paragraphs: []string{
				"*Velociraptor blocking:* a piece on the raptor's front-left corner cell (NW) blocks " +
					"its two far-left leaps (NNW, NNWW), and one on its front-right (NE) blocks the two " +
					"far-right ones (NNE, NNEE). The original game's sample game settles this.",
				"There is no stalemate (a Tyrannosaurus can always turn) and no automatic draw.",
			}},
		},
	}
}

// kinds are the game's kinds of piece, in the order the help shows them.
func kinds() []rules.KindInfo {
	return []rules.KindInfo{
		{Kind: pieces.Tyrannosaurus, Summary: "Moves forward; moves or captures to its four corner neighbours.", Help: "Moves one cell straight ahead without capturing; moves or captures to the cells at its four corners ahead and behind (NW, NE, SW, SE). Lose it and you lose the game."},
		{Kind: pieces.Velociraptor, Summary: "Moves back; moves or captures forward, up to two rows ahead.", Help: "Moves one cell straight back without capturing; moves or captures ahead (N), to the front corners (NW, NE) and two rows ahead (NNW, NNE, NNWW, NNEE), where a piece on a front corner blocks the leaps on its side."},
		{Kind: pieces.Pterosaur, Summary: "Flies to any empty cell; never captures.", Help: "Flies to any empty cell and lands facing any side; it never captures, but its body blocks."},
		{Kind: pieces.Stegosaurus, Summary: "Moves or captures forward; captures backward.", Help: "Moves or captures one cell straight ahead; behind it, it can only capture: straight back and to the two back corners (S, SW, SE)."},
		{Kind: pieces.Triceratops, Summary: "Moves or captures forward and to the forward corners.", Help: "Moves or captures straight ahead and to the two front corners (N, NW, NE)."},
		{Kind: pieces.Brontosaurus, Summary: "Moves sideways; moves or captures forward and back corners.", Help: "Moves to either side (W, E) without capturing; moves or captures straight ahead and to the two back corners (N, SW, SE)."},
		{Kind: pieces.Egg, Summary: "Laid beside a dinosaur; hatches a captured dinosaur.", Help: "Laid showing 4 next to one of your dinosaurs; counts down one per gestate move and at 0 hatches into one of your captured dinosaurs. It never moves, and can be captured.", Stays: "counts down one step (gestates)", Role: rules.RoleCounter},
	}
}

// valueOf is the evaluation's value of k (value).
func valueOf(k pieces.Kind) int {
	if c, ok := codeOf(k); ok {
		return value[c]
	}
	return 0
}
