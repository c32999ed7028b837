package chess2016

import (
	"oddboards/pieces"
	"oddboards/rules"
)

// Describe is Chess 2016, Chess 56 and Chess 112 as the launcher, the help window and
// the piece cards show them: one board and one set of pieces, with different dice.
func Describe() rules.Descriptor {
	g := New()
	var vs []rules.Variant
	for _, v := range g.Variants() {
		vs = append(vs, rules.Variant{ID: v, Name: variantName(v), DiceExample: diceExample(v),
			Help: help(v)})
	}
	return rules.Describe(g, vs, kinds(), nil, Value)
}

// variantName names a variant: "Chess 56".
func variantName(variant string) string {
	return map[string]string{Chess2016: "Chess 2016", Chess56: "Chess 56", Chess112: "Chess 112"}[variant]
}

// diceExample shows how a variant's setups are named by dice, for the launcher.
func diceExample(variant string) string {
	return map[string]string{Chess2016: "1-2-3/4/5", Chess56: "1-2-3", Chess112: "1-2-3/swap"}[variant]
}

// help is a variant's rules in the help window's words, from docs/rules/.
func help(variant string) rules.Help {
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
	h.Sections = []rules.Section{
		{Title: "The aim", Paragraphs: []string{
			"Checkmate the enemy King, exactly as in chess. Apart from the board, the extra " +
				"pieces, castling and promotion, every rule of ordinary chess holds: check, " +
				"stalemate (a draw), the pawn's double step and en passant.",
			"Threefold repetition and the fifty-move rule end the game as a draw by " +
				"themselves. Too little material to mate is not judged: play on or agree a draw.",
		}},
		{Title: "The board", Paragraphs: []string{
			"The middle of the board is 10 files by 8 ranks (b to k, 2 to 9). Behind each " +
				"army's Bishops, Queen and King there are four extra squares (e1–h1 for White, " +
				"e10–h10 for Black), and at each side a wing of four squares (a4–a7 and l4–l7). " +
				"A square that is not part of the board blocks every path as if a piece that " +
				"cannot be captured stood there.",
			"*Interpretation:* the original page's picture is lost. The wings are one column of " +
				"four beside the middle four ranks: the only shape that gives 96 squares and a " +
				"single far square in each wing where a pawn can go no further.",
		}},
		{Title: "How a turn works", Paragraphs: []string{
			"White moves first; each player moves one piece per turn. Pieces capture by " +
				"landing on an enemy piece, unless their card says they capture differently. " +
				"Leapers jump over anything in between; riders slide and stop at the first " +
				"piece in their way.",
		}},
		{Title: "Castling", Paragraphs: []string{
			"The King moves **three** squares toward a Rook, and that Rook lands on the square " +
				"the King crossed last: for White, King g2 to j2 with Rook k2 to i2, or King g2 " +
				"to d2 with Rook b2 to e2 (Black the same on rank 9).",
			"As in chess, neither piece may have moved, the squares between them must be " +
				"empty, and the King may not start in, pass through or land in check.",
		}},
		{Title: "Promotion", Paragraphs: []string{
			"A pawn promotes when it reaches a square from which it cannot go straight forward: " +
				"for White b9–d9, i9–k9, e10–h10 and the wing ends a7 and l7 (Black the mirror). " +
				"It becomes any kind of piece in this game's starting army except a Pawn or a King.",
		}},
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
	h.Sections = append(h.Sections, dice)
	return h
}

// kinds are the kinds of piece of the three variants, in the order the help shows them.
func kinds() []rules.KindInfo {
	return []rules.KindInfo{
		{Kind: pieces.King, Summary: "One step in any direction.", Help: "Steps one square in any direction. It is royal: you may never leave it in check, and checkmate wins. It castles three squares toward a Rook."},
		{Kind: pieces.Queen, Summary: "Any distance along ranks, files and diagonals.", Help: "Slides any distance along ranks, files and diagonals."},
		{Kind: pieces.Rook, Summary: "Any distance along ranks and files.", Help: "Slides any distance along ranks and files."},
		{Kind: pieces.Bishop, Summary: "Any distance along diagonals.", Help: "Slides any distance along diagonals."},
		{Kind: pieces.Knight, Summary: "Leaps (1,2): two squares one way, one square across.", Help: "Jumps one square one way and two the other, over anything between."},
		{Kind: pieces.Pawn, Summary: "Steps forward (two from its first rank), captures diagonally forward.", Help: "Steps one square straight forward (two from its first rank when both are empty) and captures one square diagonally forward, en passant included; it promotes where it cannot go straight on."},
		{Kind: pieces.Camel, Summary: "Leaps (1,3): three squares one way, one across.", Help: "Jumps one square one way and three the other, so it always stays on squares of one shade."},
		{Kind: pieces.Zebra, Summary: "Leaps (2,3): three squares one way, two across.", Help: "Jumps two squares one way and three the other."},
		{Kind: pieces.Giraffe, Summary: "Leaps (1,4): four squares one way, one across.", Help: "Jumps one square one way and four the other."},
		{Kind: pieces.Man, Summary: "One step in any direction; not royal.", Help: "Steps one square in any direction, like a King that is not royal."},
		{Kind: pieces.Wazir, Summary: "One step along a rank or file.", Help: "Steps one square along a rank or file."},
		{Kind: pieces.Fers, Summary: "One step diagonally.", Help: "Steps one square diagonally."},
		{Kind: pieces.Walker, Summary: "Moves one step orthogonally; captures one step diagonally.", Help: "Moves one square along a rank or file, but captures only one square diagonally."},
		{Kind: pieces.Elephant, Summary: "One step diagonally or one step straight forward.", Help: "Moves or captures one square diagonally, or one square straight forward."},
		{Kind: pieces.Tiger, Summary: "Moves as a Bishop; captures as a Knight.", Help: "Moves like a Bishop, any distance diagonally, but captures only with a Knight's jump."},
		{Kind: pieces.Lion, Summary: "Moves as a Knight; captures as a Bishop.", Help: "Moves with a Knight's jump, but captures only like a Bishop, along diagonals."},
		{Kind: pieces.Cannon, Summary: "Moves as a Rook; captures by jumping exactly one piece along a rank or file.", Help: "Moves like a Rook; to capture it must jump exactly one piece of either side on its rank or file and take the first piece after it."},
		{Kind: pieces.Vao, Summary: "Moves as a Bishop; captures by jumping exactly one piece along a diagonal.", Help: "Moves like a Bishop; to capture it must jump exactly one piece on its diagonal and take the first piece after it."},
		{Kind: pieces.Leo, Summary: "Moves as a Queen; captures by jumping exactly one piece along a Queen line.", Help: "Moves like a Queen; to capture it must jump exactly one piece on any of its eight lines and take the first piece after it."},
		{Kind: pieces.Princess, Summary: "Bishop + Knight.", Help: "Moves and captures as a Bishop or as a Knight."},
		{Kind: pieces.Duchess, Summary: "Bishop + Zebra.", Help: "Moves and captures as a Bishop or as a Zebra (two and three squares)."},
		{Kind: pieces.Lady, Summary: "Bishop + Giraffe.", Help: "Moves and captures as a Bishop or as a Giraffe (one and four squares)."},
		{Kind: pieces.Empress, Summary: "Rook + Knight.", Help: "Moves and captures as a Rook or as a Knight."},
		{Kind: pieces.Monarch, Summary: "Rook + Camel.", Help: "Moves and captures as a Rook or as a Camel (one and three squares)."},
		{Kind: pieces.Archbishop, Summary: "Bishop + Wazir.", Help: "Moves and captures as a Bishop, or one square along a rank or file."},
		{Kind: pieces.Camelrider, Summary: "Repeated Camel leaps in one direction, blocked on each landing square.", Help: "Makes one or more Camel jumps in the same direction; every landing square on the way must be empty."},
		{Kind: pieces.Nightrider, Summary: "Repeated Knight leaps in one direction, blocked on each landing square.", Help: "Makes one or more Knight jumps in the same direction; every landing square on the way must be empty."},
		{Kind: pieces.Griffin, Summary: "One step diagonally, then two or more steps straight outward.", Help: "Steps one square diagonally, then runs outward along a rank or file for at least two more squares; every square it crosses must be empty, so its nearest stops are a Camel's squares."},
		{Kind: pieces.Rhinoceros, Summary: "1 to 7 steps, each turning 45° the same way as the last.", Help: "Goes one to seven steps: the first in any direction, each next one turned 45° the same way as the turn before, along a curve whose every square must be empty."},
	}
}
