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
// (0x20 White, 0x40 Black). Beside it, bitboards (bitboard.go: 128-bit sets over the
// 12 × 10 box, the 24 missing squares a wall) hold each kind's and each colour's pieces,
// kept by make and unmake. Moves are generated pseudo-legally from a table of movement
// parts per kind (leap, slide, ride, cannon, griffin, rhinoceros, pawn, forward step, each
// moving, capturing or both); captures alone come from the attack sets (noisy). Attacks
// are looked up (attacks.go): leapers by table, lines and rider lines by ray tables cut
// at the first piece by a bit scan, a Cannon's, Vao's or Leo's past its screen, the
// Griffin's bent lines; only the Rhinoceros walks its paths. A move other than the
// King's is legal unless the King's ray through its squares opens to an attacker, so
// nothing is made to test it; the search proves a move legal only when it picks it. The
// static exchange is a swap over the attackers of the square with the occupancy
// shrinking as pieces leave. Zobrist hashes of the positions since the last capture or
// pawn move decide threefold repetition. Perft makes and unmakes on a copy of the state
// and counts the last ply in bulk.
//
// The evaluation keeps its attack terms by position and its pawn terms by the pawns'
// places in caches that go on from one search of a game to the next (search.Reuser):
// eight moves from each of the 43 positions at 20,000 nodes a move search the same
// 6,720,090 nodes either way, with a median 7% less CPU a node kept (BenchmarkGameMoves,
// 2,252 against 2,423 ns, three runs each, loaded machine). Checking that is how a
// weak pawn key was found: each word times a constant, xored, so that pawns high in a
// word changed only the key's top bits and two structures of one game shared it.
//
// Measured on the 43 positions of testdata/search-positions.txt (BenchmarkSearchPositions,
// CPU time on a loaded two-core machine): a node of the search costs 1,085–1,093 ns, where
// it cost 1,729–1,764 before the bitboards and the lazy legality; perft 5 of setup 37
// takes 0.92 s of CPU (1.61 s before; Fairy-Stockfish's largeboards avx2 build 3.07 s).
//
// Facing of every Move is pieces.NoFacing. A castling move goes from the
// King's square to the King's destination with the Castle flag.
package chess2016
