// Package antarctic is the rules engine of Graeme Neatham's Antarctic Chess, or Predators
// and Penguins (game ID "antarctic-chess"), as the project's rules file
// docs/rules/antarctic-chess.md sets it out: the 295-hex snowflake (boards.Snowflake), the
// ten pieces, returns of captured Predators with demotion, the eight modes and their
// reconstructed arrays, and each mode's way to win. It also reads and writes the moves and
// whole positions (position.go).
//
// Modes (rules.Config.Mode, default 2S): 2U, 2S, 2L, 3S, 3L, 4U, 6E, 7U, with the players,
// forces and arms of the rules file's table. Start rejects an unknown mode, a numbered
// setup or any option. Players are named as the seed names them (Predators, Penguins;
// Gold, Red, Blue; Gold, Cyan, Brown, Green, Blue, Tan); in 4U and 7U the Penguin players
// are named by their colour ("Gold Penguins"). PlayerInfo.Turn turns the board so that
// the player's first arm points down; the Predators, who have no arm, sit like the
// Penguins' first colony (arm 0 down).
//
// Interpretations, as the rules file has them:
//   - every piece captures any other player's piece, Penguins too (Penguin players
//     capture each other in 4U and 7U), never its own player's;
//   - a line never jumps a gap of the board; the two hexes beside a diagonal step never
//     block it (on this board no diagonal step has both of them missing);
//   - the equal-forces modes are also won by being the only player with an Emperor left
//     (6E: an Emperor or King); 3S and 3L follow the equal-forces rules, 4U and 7U the
//     unequal ones; a player who loses its last Emperor (6E: Emperor and Kings) is out.
//
// Further decisions of this package:
//   - an Emperor (6E: or King) wins on arriving on the centre hex, by a move or a capture;
//     the Emperors of a two-player game's loser end the game rather than put it out, so
//     Out is only ever true in games of three or more players;
//   - a player who is out keeps its pieces on the board as obstacles that anyone may take
//     (At still reports their owner), and never moves again; its captured Predators stay
//     in its reserve;
//   - a player with no legal move is passed over: ToMove is always a player who can
//     move while the game goes on, and Status names the players the last move passed
//     over ("Predators cannot move and pass"). If no player can move, the game is drawn
//     ("no player can move"). Passes are not moves: perft does not count them;
//   - the game has no repetition or move-count draw (the rules have none);
//   - resigning (Resign, games of three or more) takes a player's pieces off the board
//     and puts it out, Predators too; one who resigned never wins, the last player left
//     does, and a resignation out of turn passes a player to move it leaves stuck.
//
// Moves in rules.Move: a move on the board has From and To, Piece = the moving kind,
// Flags = Capture for a capture. A return has From = boards.NoCell, To = the hex,
// Piece = the captured kind as it was (pieces.Orca), Promote = the demoted kind it
// arrives as (pieces.Leopard), Flags = Drop|Return. Facing is pieces.NoFacing, Leave is
// unused.
//
// Notation: the piece's code (O L E P S M K G R F), its hex, "-" or "x" for a capture and
// the hex it goes to ("Sq11-p11", "Or12xo11"); a return is the code of the captured kind,
// "*", the hex and "=" with the code it arrives as ("O*r12=L"). ParseMove also reads the
// move without the piece code, without the hex it comes from when that is unambiguous,
// a return without "=X", and a return without its kind when one kind fits ("*r12").
//
// Representation: a Position is an immutable value over a 295-byte board (kind index in
// the low four bits, owner in the next three) with the reserves, the royal counts, who is
// out and the result. The lines and knight leaps of every hex are precomputed; a line
// ends where it leaves the board. Perft makes and unmakes on a private copy and counts
// the last ply in bulk.
package antarctic
