package helptext

import "oddboards/pieces"

// chess is the help of Chess 2016, Chess 56 and Chess 112: one board and one set of
// pieces, with different dice.
func chess(id string) Game {
	g := Game{ID: id}
	switch id {
	case "chess-56":
		g.Title = "Chess 56"
		g.Intro = "Chess on a larger board of 96 squares, with 48 men, where three dice decide which " +
			"unusual pieces take part: 56 possible armies."
	case "chess-112":
		g.Title = "Chess 112"
		g.Intro = "Chess 56 with one more choice: Knights and Camels may trade places, which " +
			"doubles the armies to 112."
	default:
		g.Title = "Chess 2016"
		g.Intro = "Chess on a larger board of 96 squares, with 48 men, where five dice decide which " +
			"unusual pieces take part: 2016 possible armies."
	}
	g.Sections = []Section{
		{"The aim", []string{
			"Checkmate the enemy King, exactly as in chess. Apart from the board, the extra " +
				"pieces, castling and promotion, every rule of ordinary chess holds: check, " +
				"stalemate (a draw), the pawn's double step and en passant.",
			"Threefold repetition and the fifty-move rule end the game as a draw by " +
				"themselves. Too little material to mate is not judged: play on or agree a draw.",
		}},
		{"The board", []string{
			"The middle of the board is 10 files by 8 ranks (b to k, 2 to 9). Behind each " +
				"army's Bishops, Queen and King there are four extra squares (e1–h1 for White, " +
				"e10–h10 for Black), and at each side a wing of four squares (a4–a7 and l4–l7). " +
				"A square that is not part of the board blocks every path as if a piece that " +
				"cannot be captured stood there.",
			"*Interpretation:* the original page's picture is lost. The wings are one column of " +
				"four beside the middle four ranks: the only shape that gives 96 squares and a " +
				"single far square in each wing where a pawn can go no further.",
		}},
		{"How a turn works", []string{
			"White moves first; each player moves one piece per turn. Pieces capture by " +
				"landing on an enemy piece, unless their card says they capture differently. " +
				"Leapers jump over anything in between; riders slide and stop at the first " +
				"piece in their way.",
		}},
		{"Castling", []string{
			"The King moves **three** squares toward a Rook, and that Rook lands on the square " +
				"the King crossed last: for White, King g2 to j2 with Rook k2 to i2, or King g2 " +
				"to d2 with Rook b2 to e2 (Black the same on rank 9).",
			"As in chess, neither piece may have moved, the squares between them must be " +
				"empty, and the King may not start in, pass through or land in check.",
		}},
		{"Promotion", []string{
			"A pawn promotes when it reaches a square from which it cannot go straight forward: " +
				"for White b9–d9, i9–k9, e10–h10 and the wing ends a7 and l7 (Black the mirror). " +
				"It becomes any kind of piece in this game's starting army except a Pawn or a King.",
		}},
	}
	white56 := "Three white dice: when all differ, the lowest changes the Man, the middle one the " +
		"Cannon and the highest the Queen. A pair changes the Tigers or the Man, and the " +
		"odd die changes one more piece. Three alike give six special armies. The setup " +
		"dialog shows what each roll gives, and the explorer lets you roll."
	dice := Section{Title: "The dice and the armies"}
	dice.Paragraphs = []string{
		"Before the game the dice turn some pieces of the basic army into others. The basic " +
			"army, White on rank 2 from b to k: Rook, Camel, Knight, Bishop, Queen, King, " +
			"Bishop, Knight, Camel, Rook; pawns on rank 3; and behind, on e1–h1, Tiger, Man, " +
			"Cannon, Tiger. Black mirrors it.",
	}
	switch id {
	case "chess-2016":
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
	case "chess-56":
		dice.Paragraphs = append(dice.Paragraphs, white56,
			"Three white dice alone: 56 armies, numbered 1–56. Setup 1 is the basic army.")
	case "chess-112":
		dice.Paragraphs = append(dice.Paragraphs, white56,
			"Three white dice, then a switch: setups 1–56 are Chess 56's armies, and 57–112 the "+
				"same armies with the Knights and Camels trading places.")
	}
	g.Sections = append(g.Sections, dice)
	kinds(&g,
		pieces.King, "Steps one square in any direction. It is royal: you may never leave it in check, and checkmate wins. It castles three squares toward a Rook.",
		pieces.Queen, "Slides any distance along ranks, files and diagonals.",
		pieces.Rook, "Slides any distance along ranks and files.",
		pieces.Bishop, "Slides any distance along diagonals.",
		pieces.Knight, "Jumps one square one way and two the other, over anything between.",
		pieces.Pawn, "Steps one square straight forward (two from its first rank when both are empty) and captures one square diagonally forward, en passant included; it promotes where it cannot go straight on.",
		pieces.Camel, "Jumps one square one way and three the other, so it always stays on squares of one shade.",
		pieces.Zebra, "Jumps two squares one way and three the other.",
		pieces.Giraffe, "Jumps one square one way and four the other.",
		pieces.Man, "Steps one square in any direction, like a King that is not royal.",
		pieces.Wazir, "Steps one square along a rank or file.",
		pieces.Fers, "Steps one square diagonally.",
		pieces.Walker, "Moves one square along a rank or file, but captures only one square diagonally.",
		pieces.Elephant, "Moves or captures one square diagonally, or one square straight forward.",
		pieces.Tiger, "Moves like a Bishop, any distance diagonally, but captures only with a Knight's jump.",
		pieces.Lion, "Moves with a Knight's jump, but captures only like a Bishop, along diagonals.",
		pieces.Cannon, "Moves like a Rook; to capture it must jump exactly one piece of either side on its rank or file and take the first piece after it.",
		pieces.Vao, "Moves like a Bishop; to capture it must jump exactly one piece on its diagonal and take the first piece after it.",
		pieces.Leo, "Moves like a Queen; to capture it must jump exactly one piece on any of its eight lines and take the first piece after it.",
		pieces.Princess, "Moves and captures as a Bishop or as a Knight.",
		pieces.Duchess, "Moves and captures as a Bishop or as a Zebra (two and three squares).",
		pieces.Lady, "Moves and captures as a Bishop or as a Giraffe (one and four squares).",
		pieces.Empress, "Moves and captures as a Rook or as a Knight.",
		pieces.Monarch, "Moves and captures as a Rook or as a Camel (one and three squares).",
		pieces.Archbishop, "Moves and captures as a Bishop, or one square along a rank or file.",
		pieces.Camelrider, "Makes one or more Camel jumps in the same direction; every landing square on the way must be empty.",
		pieces.Nightrider, "Makes one or more Knight jumps in the same direction; every landing square on the way must be empty.",
		pieces.Griffin, "Steps one square diagonally, then runs outward along a rank or file for at least two more squares; every square it crosses must be empty, so its nearest stops are a Camel's squares.",
		pieces.Rhinoceros, "Goes one to seven steps: the first in any direction, each next one turned 45° the same way as the turn before, along a curve whose every square must be empty.",
	)
	return g
}
