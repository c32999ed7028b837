// Package clash is the rules engine of Peter Stobbe's Clash of Command (game ID
// "clash-of-command"), as the project's rules file docs/rules/clash-of-command.md sets it
// out: the 41-node board of boards.ClashOfCommand with its 104 lines, the Droid, Hawk,
// Factor, Commander, Brute and Slicer, captures of either side's pieces, promotion to a
// Slicer on the far row, the loss of the last Commander, and the notation of the rules
// file.
//
// Interpretations, besides those the rules file marks:
//
//   - A straight line keeps one step, (±1, ±1) or (±2, 0)/(0, ±2); an orthogonal line ends
//     where the lines of its side of a square end. The Hawk's jump, approach and
//     withdrawal and the Slicer's slide all follow straight lines; the Hawk captures along
//     every line, the quiet steps of Droid, Hawk, Factor and Commander go forward only.
//   - One move removing the last Commanders of both sides wins for the player who made it.
//     A move that leaves only its own side without a Commander (taking one's own last
//     Commander, turning it into a Factor or Brute, or promoting it to a Slicer) loses.
//   - Promotion happens to a piece that moves onto the far row (a Brute capturing there too);
//     a transformation in place never promotes (no Factor or Commander can stand on its
//     far row without having been promoted already).
//   - Alerts marks the Commanders of the side to move that the opponent could capture if it
//     were the opponent's turn.
//
// Representation. The contract's Position is an immutable value over a small engine
// state: a byte per node (kind in the low three bits, bit 3 for Black), the occupancy as a
// 41-bit set, the side to move and each side's number of Commanders. Precomputed tables
// give, for every node and each of the eight directions, the next node along a line
// (walking it follows a straight line), and each node's neighbours as a bit set, so a
// Brute's one- and two-step targets are a few ORs of masks, counted once whatever the
// paths. Perft copies the 56-byte state for every move and counts the last ply without
// building its moves.
//
// Moves in rules.Move: From → To; Piece is the mover's kind; Promote the kind it becomes
// (Hawk after a Droid moves, Droid after a Hawk moves, Slicer on the far row, the new kind
// of a transformation in place; None when it stays what it was); Leave the piece left on
// From by a Factor (Droid or Hawk) or Commander (Factor or Brute), else None. A
// transformation in place has From == To and the flag InPlace. Every capture has the flag
// Capture; a Hawk's capture also exactly one of Jump, Approach and Withdrawal; a Slicer's
// To is the node where it stops. Facing is pieces.NoFacing. Captures tells
// which nodes a move empties.
package clash
