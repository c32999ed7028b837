package helptext

import "oddboards/pieces"

func dinoCzars() Game {
	g := Game{ID: "dino-czars", Title: "Dino-Czars",
		Intro: "Two herds of dinosaurs on a board of 42 triangles. Every dinosaur looks one way, " +
			"and where it may go depends on where it looks."}
	g.Sections = []Section{
		{"The aim", []string{
			"Capture the enemy Tyrannosaurus. There is no check: a Tyrannosaurus may be left " +
				"where it can be taken, and taking it ends the game at once.",
		}},
		{"Facing", []string{
			"A dinosaur always faces one of the three flat sides of its triangle, never a " +
				"point. Every piece's moves are described as if it faced north (\"ahead\"); " +
				"turn the picture with the piece. At the start every dinosaur faces the enemy.",
			"When a dinosaur moves onto a triangle pointing the other way, it turns 60° left or " +
				"right as it lands, its player's choice: it never turns to face straight back " +
				"from the way it was facing (it may still end up facing the cell it left). On a " +
				"triangle pointing the same way it keeps its facing. The Pterosaur lands facing " +
				"any side it likes.",
		}},
		{"How a turn works", []string{
			"Player 1, at the bottom, moves first; then the players take turns. On your turn " +
				"do one of these:",
			"- **turn** one dinosaur 120° left or right where it stands (the Pterosaur too: a way to pass);",
			"- **move** one dinosaur as its card shows, capturing the enemy piece it lands on where its card allows;",
			"- **lay** an egg (see below);",
			"- **gestate** one of your eggs: count it down by one.",
			"\"Moves\" means to an empty cell; \"captures\" means onto an enemy dinosaur or egg, " +
				"which leaves the board.",
		}},
		{"Eggs", []string{
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
		{"Interpretations", []string{
			"*Velociraptor blocking:* a piece on the raptor's front-left corner cell (NW) blocks " +
				"its two far-left leaps (NNW, NNWW), and one on its front-right (NE) blocks the two " +
				"far-right ones (NNE, NNEE). The original game's sample game settles this.",
			"There is no stalemate (a Tyrannosaurus can always turn) and no automatic draw.",
		}},
	}
	kinds(&g,
		pieces.Tyrannosaurus, "Moves one cell straight ahead without capturing; moves or captures to the cells at its four corners ahead and behind (NW, NE, SW, SE). Lose it and you lose the game.",
		pieces.Velociraptor, "Moves one cell straight back without capturing; moves or captures ahead (N), to the front corners (NW, NE) and two rows ahead (NNW, NNE, NNWW, NNEE), where a piece on a front corner blocks the leaps on its side.",
		pieces.Pterosaur, "Flies to any empty cell and lands facing any side; it never captures, but its body blocks.",
		pieces.Stegosaurus, "Moves or captures one cell straight ahead; behind it, it can only capture: straight back and to the two back corners (S, SW, SE).",
		pieces.Triceratops, "Moves or captures straight ahead and to the two front corners (N, NW, NE).",
		pieces.Brontosaurus, "Moves to either side (W, E) without capturing; moves or captures straight ahead and to the two back corners (N, SW, SE).",
		pieces.Egg, "Laid showing 4 next to one of your dinosaurs; counts down one per gestate move and at 0 hatches into one of your captured dinosaurs. It never moves, and can be captured.",
	)
	g.stays = map[pieces.Kind]string{pieces.Egg: "counts down one step (gestates)"}
	return g
}

func clashOfCommand() Game {
	g := Game{ID: "clash-of-command", Title: "Clash of Command",
		Intro: "Armies that build themselves on a board of 41 points joined by lines. Pieces " +
			"change as they move, and new ones come from an endless supply."}
	g.Sections = []Section{
		{"The aim", []string{
			"Leave your opponent without a Commander on the board. A player who has none " +
				"after a move has lost. Commanders are not royal: they may stand attacked, and " +
				"either side may capture them.",
		}},
		{"The board", []string{
			"41 points (a1 to i9, every other point of a 9 × 9 grid) arranged as four squares " +
				"inside each other around e5. Pieces move only along the lines drawn: short " +
				"diagonal lines between neighbouring points, and lines along the sides of the " +
				"squares. A straight line keeps its direction; a line along a square's side ends " +
				"at the corner.",
			"\"Forward\" is toward the opponent, straight or diagonally, along a line. Points " +
				"with no upward line (such as e3) have only the two diagonal forward steps.",
		}},
		{"How a turn works", []string{
			"White moves first; each turn one piece moves, or transforms where it stands. " +
				"**You may capture your own pieces** as well as the enemy's; capturing is never " +
				"compulsory.",
			"Pieces change as they go: a Droid that moves becomes a Hawk and a Hawk becomes a " +
				"Droid. Factors and Commanders leave new pieces behind them or turn into them " +
				"(see their cards). The supply never runs out.",
		}},
		{"Promotion", []string{
			"A piece that ends its move on the opponent's back row (rank 9 for White, rank 1 for " +
				"Black) becomes a **Slicer** instead of changing as usual. A Factor or Commander " +
				"that steps there still leaves its new piece behind.",
		}},
		{"Interpretations", []string{
			"*Both sides' last Commanders in one move:* a Slicer's sweep or a Hawk's capture can " +
				"remove the last Commander of both sides at once; then the player who made the " +
				"move wins.",
			"A draw cannot happen: every quiet move is forward and cannot be undone, and a " +
				"player with a Commander always has a move.",
			"A Hawk's quiet step and its capture to the same point are two different moves, and " +
				"so are an approach and a withdrawal made by the same step.",
		}},
	}
	kinds(&g,
		pieces.Droid, "Steps one point forward to an empty point, or captures a piece of either side one point sideways or backwards; either way it turns into a Hawk.",
		pieces.Hawk, "Steps one point forward to an empty point, or captures one piece in any direction along a straight line: by jumping over it to the empty point beyond, by stepping toward it (approach) or by stepping straight away from it (withdrawal); either way it turns into a Droid.",
		pieces.Factor, "Steps one point forward to an empty point, leaving a new Droid or Hawk where it stood; or turns into a Droid or Hawk without moving.",
		pieces.Commander, "Steps one point forward to an empty point, leaving a new Factor or Brute where it stood; or turns into a Factor or Brute without moving. Lose every Commander and you lose.",
		pieces.Brute, "Only captures: a piece one line step away, or two steps away (the path may bend) when the point between is empty.",
		pieces.Slicer, "Slides any distance along one straight line, capturing every piece it passes and the one where it stops; it must capture at least one, and may stop anywhere after its first capture.",
	)
	g.Later = []pieces.Kind{pieces.Slicer}
	return g
}

func potholeChess() Game {
	g := Game{ID: "pothole-chess", Title: "4-Player Pothole Chess",
		Intro: "Four players, each with a King and a small road crew, on a 7 × 7 board full of " +
			"holes that the players move about."}
	g.Sections = []Section{
		{"The aim", []string{
			"Be the last player with a King. A King dies when it is captured, or pushed off the " +
				"board or into a pothole. Whoever killed it takes over all its player's remaining " +
				"pieces (back in their unpromoted form) and its corner pothole; that player is out.",
			"There is no check: a King may stand attacked. You may not make a move that kills " +
				"your own King.",
		}},
		{"The board", []string{
			"A 7 × 7 board without four cells (a4, g4, d1, d7). Six cells start under potholes: " +
				"one at each corner army (b2, b6, f2, f6) and two in the centre (c4, e4). Missing " +
				"cells and potholes block sliding pieces, and a piece pushed onto one dies.",
			"*Interpretation:* the original names no corners. White starts bottom left " +
				"(a1), Red top left, Black top right and Blue bottom right, so play goes round " +
				"clockwise: White, Red, Black, Blue. White moves first.",
		}},
		{"How a turn works", []string{
			"A turn is **two moves**, each moving one piece or one pothole. The same piece or " +
				"pothole cannot move twice in one turn (a piece that was only pushed by the first " +
				"move may make the second). If no second move is possible the turn ends after " +
				"one; a player with no move at all passes. Players who are out are skipped.",
		}},
		{"Potholes", []string{
			"- A **corner pothole** belongs to the army that started around it: only its owner moves it, onto any empty starting square of the pieces or any corner pothole's home.",
			"- A **centre pothole** may be moved by anyone, onto any empty square of the centre (c3–e3, c5–e5, d4 and the homes c4, e4).",
			"After you move a centre pothole, nobody may move that pothole until your next turn " +
				"is over, and you may not move a centre pothole again in this turn or the next. " +
				"If you are knocked out (your King dies), that lock ends at once. Potholes only " +
				"ever move onto empty squares.",
		}},
		{"Promotion", []string{
			"Every piece but a King promotes once it has **landed by its own move** on all four " +
				"promotion squares, b4, d2, d6 and f4, in any order and over any number of moves. " +
				"Squares it only passed over, or was pushed onto, do not count. The marks on a " +
				"piece show which squares it has visited.",
			"A Car becomes a Racecar, a Bulldozer a Megadozer, a Dirt Devil a Cyclone.",
		}},
		{"Interpretations", []string{
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
	}
	kinds(&g,
		pieces.King, "Steps one square in any direction, capturing an enemy by landing on it. It is not royal, but losing it hands your army to its killer.",
		pieces.Car, "Slides one or two squares along a rank or file, or one square diagonally, and captures by landing on an enemy (with the exact option: exactly two, or one diagonally).",
		pieces.Racecar, "Slides one to three squares along a rank or file, or one or two diagonally, capturing by landing (with the exact option: exactly three, or two diagonally).",
		pieces.Bulldozer, "Steps one square in any direction; a piece of any colour on that square is pushed one square on and dies if that is a pothole, a missing cell or off the board. It cannot push two pieces and never captures by landing.",
		pieces.Megadozer, "Steps one square in any direction onto an empty square, like a Bulldozer; or pushes every piece in a line ahead of it, and may go on step by step the same way while each step has a piece to push; pushed pieces that leave the board or fall in a pothole die.",
		pieces.DirtDevil, "Starting next to a pothole, it runs round that pothole's ring of eight squares either way and stops on any square it reaches. A missing cell, another pothole, the board's edge or one of your own pieces ends the run before it; an enemy piece ends it too, and the Dirt Devil may capture it there. It never comes back round to where it started.",
		pieces.Cyclone, "Runs round pothole rings like a Dirt Devil, and may switch to another pothole's ring wherever its path also borders that pothole.",
		pieces.Pothole, "A hole, not a piece: it blocks movement and swallows any piece pushed into it. Corner potholes are moved by their owners, centre potholes by anyone.",
	)
	g.Later = []pieces.Kind{pieces.Racecar, pieces.Megadozer, pieces.Cyclone}
	return g
}

func antarcticChess() Game {
	g := Game{ID: "antarctic-chess", Title: "Antarctic Chess (Predators and Penguins)",
		Intro: "Penguins race across a snowflake of 295 hexes to the safety of its centre; " +
			"Predators try to stop them. Two to seven players, in eight modes."}
	g.Sections = []Section{
		{"The aim", []string{
			"Penguins win by bringing an Emperor onto the white centre hex (l12). Predators win " +
				"by capturing every Emperor. What exactly wins depends on the mode:",
			"- **2U, 4U, 7U** (unequal): one Predator pack against three or six Penguin colonies. The Predators win by capturing all Emperors; a colony wins with an Emperor on the centre.",
			"- In **2U** one player has all three colonies and loses when the last Emperor is captured. In **4U** and **7U** each colony is a player, and a colony whose Emperor is captured is out.",
			"- **2S, 2L, 3S, 3L** (equal): each player has one or more combined groups of Predators and Penguins. Win with an Emperor on the centre, or by being the only player with an Emperor left; in 3S and 3L a player who has lost all their Emperors is out.",
			"- **6E**: six players with one group each. An Emperor **or a King penguin** on the centre wins, or being the only player with either left; a player with neither left is out.",
		}},
		{"The board and the moves", []string{
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
		{"How a turn works", []string{
			"Players move in turn, one piece each: the Predators first in 2U, 4U and 7U (then " +
				"the colonies), Gold first in the other modes. Every piece captures by landing " +
				"on a piece of any other player. A player who cannot move passes; if nobody can, " +
				"the game is drawn. The pieces of a player who is out stay as neutral obstacles " +
				"that anyone may capture.",
		}},
		{"Returns", []string{
			"A captured Orca, Leopard, Elephant or Petrel may come back for its owner, one step " +
				"weaker: Orca as a Leopard, Leopard as an Elephant, Elephant as a Petrel, Petrel " +
				"as a Skua. Bringing it back onto any empty hex where that player's Predators " +
				"started is the whole turn, and captures nothing. Skuas and Penguins never return.",
		}},
		{"Interpretations", []string{
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
	}
	kinds(&g,
		pieces.Orca, "Slides any distance orthogonally or diagonally, or makes the Knight's leap.",
		pieces.Leopard, "Slides any distance orthogonally or diagonally.",
		pieces.SealElephant, "Slides any distance orthogonally, or makes the Knight's leap.",
		pieces.Petrel, "Slides any distance diagonally, or makes the Knight's leap.",
		pieces.Skua, "Steps one hex orthogonally, or makes the Knight's leap.",
		pieces.Emperor, "Goes one or two hexes orthogonally or diagonally, or makes the Knight's leap. Bring it to the centre to win.",
		pieces.KingPenguin, "Goes one to three hexes orthogonally or diagonally (not royal).",
		pieces.Gentoo, "Goes one or two hexes orthogonally or diagonally.",
		pieces.Rockhopper, "Steps one hex orthogonally or diagonally.",
		pieces.Fairy, "Steps one hex orthogonally.",
	)
	return g
}
