// Package chess2016 is the rules engine of John Savard's Chess 2016 and its smaller
// siblings Chess 56 and Chess 112 (variants "chess-2016", "chess-56", "chess-112"), as the
// project's rules file docs/rules/chess-2016.md sets them out: the 96-square board, the
// dice that pick a setup and their numbering, every piece of the three games, check,
// castling with the three-square King move, promotion on every square a pawn cannot go
// straight on from, en passant, and the automatic draws (stalemate, threefold repetition,
// the fifty-move rule). It also reads and writes the moves in SAN.
//
// Representation. The contract's Position is an immutable value over a private engine
// state: a padded mailbox of 20 × 18 bytes (the 12 × 10 box of files a–l and ranks 1–10
// with four sentinel files and ranks on every side, as wide as the Giraffe's four-square
// leap). A byte is 0 for an empty square, 0x80 for a sentinel or any square outside the
// 96 (so a missing square stops a ride, a Cannon's line or a Griffin's path exactly like
// the edge of the board), or a piece: pieces.Kind in the low five bits and a colour bit
// (0x20 White, 0x40 Black). Moves are generated pseudo-legally from a table of movement
// parts per kind (leap, slide, ride, cannon, griffin, rhinoceros, pawn, forward step, each
// moving, capturing or both) and kept when the King is not attacked after make; the
// attack test looks only at the patterns of kinds that can be on the board in the game
// (the array's kinds and the promotion kinds). A Rhinoceros path run backwards is a
// Rhinoceros path, so its attack test is its own move generation from the target; the
// Griffin's is walked backwards. Zobrist hashes of the positions since the last capture or
// pawn move decide threefold repetition. Perft makes and unmakes on a copy of the state
// and counts the last ply in bulk.
//
// Facing of every Move is pieces.NoFacing. A castling move goes from the
// King's square to the King's destination with the Castle flag.
package chess2016
