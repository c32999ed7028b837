package chess2016

// tunedWeights returns the evaluation's weights fitted to games' results by
// `oddboards tune`, over defaultWeights. None is kept, since none measured has won
// against the hand-set weights (uci: engines at 20,000 nodes a move, random setups,
// 8-ply openings): every weight fitted to the 300 games of
//
//	oddboards tune chess-2016 --games 300 --nodes 6000 --openings 8 --seed 1
//
// (19,882 positions, K 0.52, held-out error 0.1388 → 0.1306) scored 31–8–59, Elo −102
// (95%: −176 to −36); the values, centralisation scales and pawn table alone, fitted to
// the same games (--fit value,centre,pawn; held-out error 0.1388 → 0.1385), 64–16–80,
// Elo −35 (−87 to +16).
func tunedWeights() map[string]int { return nil }
