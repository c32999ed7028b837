package search

import "oddboards/rules"

// State is a game's private, mutable board as the search sees it. Each game's package
// implements it over the same compact representation its perft uses, so the search
// never goes through the allocating rules.Position contract inside the tree.
//
// Do and Undo work like a stack: Undo takes back the last Do. Whether the game makes and
// unmakes in place or copies its board onto a stack is its own affair.
type State[M comparable] interface {
	// Players is how many seats the game has (2 to 7); seats are numbered from 0.
	Players() int
	// ToMove is the seat whose ply it is. Consecutive plies may belong to one seat
	// (Pothole Chess's two moves a turn); seats that are out are never to move.
	ToMove() int
	// Moves appends every legal move of the seat to move, with every sub-choice, and
	// returns buf. It returns none exactly when the game is over (Over or Stuck says
	// how); a seat that must pass gets a pass move of the game's own.
	Moves(buf []M) []M
	// Do plays m, which Moves returned in this state.
	Do(m M)
	// Undo takes back the last Do.
	Undo()
	// Hash identifies the position (board, seat to move, rights), kept incrementally.
	Hash() uint64
	// Over reports an end the game can see without generating moves (a royal piece
	// taken, a draw rule), and the winning seat (-1 for a draw). The search calls it at
	// every node, so it must be cheap; it may say false where the seat to move has no
	// moves, which Stuck then judges.
	Over() (over bool, winner int)
	// Stuck is the winner (-1 for a draw) when Over said false and Moves returned none:
	// checkmate, stalemate, or whatever the game makes of it.
	Stuck() (winner int)
	// Out reports whether seat p has been taken out (games of three or more).
	Out(p int) bool
	// Eval scores the position for seat p in centipawns (a pawn or its like is 100):
	// above 0 is good for p. It does not look at Over; the search does.
	Eval(p int) int
	// Noisy reports whether m changes the material (a capture, promotion, hatch or
	// return): the moves quiescence searches.
	Noisy(m M) bool
	// Order is a static ordering score for m, larger first: MVV-LVA for captures
	// (victim's value × 16 − attacker's), promotions above quiet moves, 0 for quiet moves.
	Order(m M) int
	// Key maps m to a small number below KeySpace (usually from × cells + to), for the
	// killer and history tables.
	Key(m M) int
	KeySpace() int
	// Export writes m, legal in the current state, as a contract move.
	Export(m M) rules.Move
	// History lists the hashes of the positions before this one that a repetition may
	// return to (since the last irreversible move), oldest first; nil if the game has no
	// such notion.
	History() []uint64
}

// TurnPlier is a State whose seats play several plies a turn (Pothole Chess: two). A
// depth given in turns (Limits.Turns) becomes that many times as many plies.
type TurnPlier interface {
	TurnPlies() int
}

// Threatener is a State that can tell when the seat to move faces a threat that ends
// the game (or its part in it) at the next ply unless answered: check in chess, an
// enemy Emperor one free step from Antarctic's centre. The search looks one ply further
// there, and quiescence answers it with every move instead of standing pat on an
// evaluation that cannot see the loss.
type Threatener interface {
	Threatened() bool
}

// PseudoMover is a State that can list its moves before proving each legal, and prove
// one when the search reaches it: after a cut-off on the first moves the rest are never
// searched, so proving them all first is wasted (Chess 2016: a make, an attack test and
// an unmake for each move near the King's lines, a quarter of its search time).
//
// PseudoMoves appends, like Moves, every legal move, and may add moves that are not
// legal (in chess, leaving the King attacked); none exactly when Moves would give none
// for a rule the board alone cannot show (a draw rule), or when Over says so. Moves may
// be listed where none is legal: the search calls Stuck when no listed move proves Legal.
// Legal reports whether m, listed by PseudoMoves in this state, is legal.
//
// The search (LazyLegality) proves each move as it picks it, so that an illegal move
// is passed over as if it had never been listed and the tree is the one Moves gives.
type PseudoMover[M comparable] interface {
	PseudoMoves(buf []M) []M
	Legal(m M) bool
}

// StagedMover is a PseudoMover that lists its noisy and its quiet pseudo-legal moves
// apart (StagedMoves), each in the order PseudoMoves gives them, so that a node whose
// capture cuts off never lists its quiet moves.
type StagedMover[M comparable] interface {
	PseudoNoisy(buf []M) []M
	PseudoQuiet(buf []M) []M
}

// Validator is a State that can tell whether a move from the transposition table,
// which may have been stored for another position in the same slot, is legal here:
// one Moves would list. The search then plays it before generating the others, and
// generates them only if it does not cut off (HashFirst).
type Validator[M comparable] interface {
	Valid(m M) bool
}
