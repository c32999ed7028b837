// Package pothole is the rules engine of 4-Player Pothole Chess (Seth Blanchard and Dave
// Hogarty, 1998; game ID "pothole-chess") as the project's rules file
// docs/rules/pothole-chess.md sets it out: the 7 × 7 board without a4, g4, d1 and d7
// (boards.Pothole), four players in turn order White (a1), Red (a7), Black (g7), Blue
// (g1), two moves a turn, Kings, Cars, Bulldozers and Dirt Devils with their promoted
// forms Racecar, Megadozer and Cyclone, four corner and two centre potholes that the
// players move, promotion after landing on all four promotion squares, and the takeover of
// a dead King's army. It also reads and writes the moves (notation.go) and positions as
// text (FromText, Position.Text).
//
// Interpretations implemented (all from the rules file): the seats above; a Car slides
// 1–2 squares orthogonally or 1 diagonally and a Racecar 1–3 or 1–2, or with the option
// cars=exact exactly 2 or 1 and 3 or 2, always blocked, never leaping; a Megadozer may
// step onto an empty square, or push the whole line ahead of it step after step while a
// piece stands directly ahead, each step a move of its own; a Dirt Devil goes round one
// pothole's ring per move, a Cyclone may switch rings at any square of its path that
// borders another pothole; the last player with a King wins ("last King standing").
//
// Rulings where the rules file leaves a choice to the engine:
//   - A piece's promotion record (Piece.Marks, bit 0–3 for b4, d2, d6, f4) is spent when
//     it promotes: a Racecar, Megadozer or Cyclone shows no marks and records nothing.
//   - A player with no legal move passes without a move being recorded (the engine skips
//     them and counts the turn for their centre-pothole lock), so a pass is no ply.
//   - If no living player could move for three rounds (which the rules never produce in
//     practice: a living player always owns a corner pothole, and all 32 @ squares are full
//     only while all 28 pieces live), the game ends drawn, "no player can move", rather than
//     leave a position with no moves and no result.
//   - Resignation is not a move (it would change perft); Position.Resign gives the position
//     after one, for the game window.
//
// Representation. The contract's Position is an immutable value over a private state
// that is copied for every move: a 9 × 9 mailbox (the 7 × 7 box with one sentinel file and
// rank on every side; the four missing cells are sentinels too, since they behave exactly
// like the edge) holding a piece index, a pothole index or off; a table of up to 39
// pieces, each an individual with kind, owner, promotion marks and square (so records
// follow a piece wherever it is pushed); the six potholes' squares and the corner
// potholes' owners; the centre-pothole locks; the side to move, whether the move is the
// second of the turn, and what moved first. Moves are generated legal (the only illegal
// pseudo-move, a push that kills the mover's own King, is never generated). After each
// move the state moves the turn on: to the second move if one exists, else to the next
// living player who can move. Perft counts the last ply in bulk.
//
// Moves in rules.Move: a piece move has From, To, Piece (its kind), Promote (the kind it
// becomes when this landing completes its record, else None), Facing pieces.NoFacing and
// Flags Capture for a capture by displacement, Push when it pushes a piece, Push|Capture
// when a pushed piece dies; a pothole move has Piece pieces.Pothole and Flags Object.
// Pushes lists what a dozer's move pushes, for a hover preview.
package pothole
