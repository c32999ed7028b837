// Package dinoczars is the rules engine of Clark D. Rodeffer's Dino-Czars (game ID
// "dino-czars"), as the project's rules file docs/rules/dino-czars.md sets it out: the
// 42-triangle board of boards.Triangles, dinosaurs that face one of their triangle's sides
// and move relative to that facing, eggs that are laid, gestate and hatch captured
// dinosaurs, and the win by capturing the enemy Tyrannosaurus. It also reads and writes
// the moves.
//
// Players. Player 1 (white, upper-case letters) sits at the bottom and moves first;
// Player 2 (black, lower-case letters) sits opposite (PlayerInfo.Turn 180).
//
// Interpretations and options (all from the rules file):
//   - Velociraptor blocking: a piece (either side's, egg or dinosaur) on the raptor's NW
//     cell blocks NNW and NNWW; one on NE blocks NNE and NNEE.
//   - Moving to a triangle pointing the other way turns the dinosaur 60° left or right
//     (two moves), never straight back; to one pointing the same way keeps the facing.
//     A Pterosaur lands facing any of the three sides (three moves per cell) and never
//     captures. Every dinosaur, the Pterosaur too, may rotate ±120° in place.
//   - Option "eggs": "edge" (default) lays an egg on an empty cell sharing a side with one
//     of the player's dinosaurs (eggs do not count); "touching" on any of the 12 cells
//     sharing a side or a corner with one.
//   - Gestation counts an egg 4→3→2→1→0. Reaching 0 it hatches in the same move into one
//     of the player's own captured dinosaurs (one move per kind and facing); with none
//     captured it stays a 0-egg, which has no move until there is something to hatch
//     (seed FAQ A3). The pool of dinosaurs to hatch counts captures minus hatches: a
//     hatched dinosaur that is captured again can hatch again (the rules file's "each
//     captured dinosaur can hatch only once" is read as "each capture gives one hatch").
//     A captured egg is gone; a Tyrannosaurus never hatches (its capture ends the game).
//   - No check, no stalemate, no automatic draw. Alerts warns when the mover's
//     Tyrannosaurus can be captured, as the seed's "+" does.
//
// Moves in rules.Move:
//   - a dinosaur's step or a Pterosaur's flight: From→To, Piece = the dinosaur, Facing =
//     its facing after the move, Flags Capture when it takes a dinosaur or an egg;
//   - a rotation: From == To, Flags InPlace, Facing = the new facing;
//   - laying an egg: From = boards.NoCell, To, Piece = pieces.Egg, Flags Drop, Facing
//     NoFacing;
//   - gestating: From == To (the egg's cell), Piece = Egg, Flags InPlace, Promote None,
//     Facing NoFacing; a gestation that hatches: Flags InPlace|Hatch, Promote = the
//     dinosaur, Facing = its facing.
//
// At returns an egg as Piece{Kind: Egg, Owner, Count: 4..0, Facing: NoFacing} and a
// dinosaur with its Facing in degrees counter-clockwise from east: an up triangle's sides
// face S 270, NE 30 and NW 150, a down triangle's N 90, SW 210 and SE 330.
// Reserve lists the player's unlaid eggs (one Piece with Count, left out at 0), then their
// own captured dinosaurs an egg can hatch into, one Piece per kind with Count.
//
// Notation. The full form, which FormatMove writes, names everything, piece letters in
// the mover's case (upper Player 1, lower Player 2), facings as compass points N, NE, SE,
// S, SW, NW:
//
//	TCD2-E3@N    Triceratops D2 to E3, facing N after the move
//	TCE3xD4@N    the same capturing on D4 ("x"; the victim may be a dinosaur or an egg)
//	PTB2-F6@SW   a Pterosaur's flight, with its landing facing
//	tcB3@NE      rotation in place to the new facing
//	E*E6         Player 1 lays an egg on E6 (e*G5 for Player 2)
//	eG5>3        Player 2's egg on G5 gestates to 3 (">0": it stays an egg at 0)
//	SS*E6@N      Player 1's egg on E6 hatches into a Stegosaurus facing N
//
// ParseMove reads the full form and the seed's abbreviations, ignoring spaces and
// trailing "+", "#", "!", "?": a piece and its destination ("TCE5"), with or without the
// cell it comes from ("TCD2E3", "TCD2-E3"); "x" with the captured piece's letters instead
// of a cell ("tcxBR", "trxE"), or with both ("TCE3xvrD4"); a trailing L or R for the turn
// (60° on a move to a triangle pointing the other way, 120° on a rotation or a same-way
// flight: "SSH3L", "tcL"); a bare cell for the egg on it ("G5"); "E*E6" to lay; "SS*E6"
// to hatch; "@" and a compass point or a number of degrees for the facing. The piece
// letters' case must be the mover's when it is all upper or all lower. Cell letters may be
// of either case. What is written must fit exactly one legal move; otherwise the error
// says so and lists the moves it fits in full form (the first eight).
//
// Move diagrams. Alone (rules.Sandbox) and Stage (rules.Game) stand pieces, with their
// facings and counts, on an otherwise empty board with nothing in reserve; the game is on
// without a Tyrannosaurus, since only capturing one ends it.
//
// Representation. A cell is one byte: the kind (3 bits), the owner (1 bit), and a
// dinosaur's facing k (0–5 for 30° + 60°·k) or an egg's count (3 bits). The direction
// table of the rules file is precomputed per (cell, facing, direction) from the board's
// centroids, and from it each kind's steps per (cell, facing) with the cell that can block
// them. Position wraps an immutable copy of the state; Perft makes and unmakes moves on a
// private copy and counts the last ply without listing it.
package dinoczars
