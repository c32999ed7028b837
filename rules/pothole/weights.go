package pothole

// tunedWeights returns the evaluation's weights fitted to games' results by
// `oddboards tune`, over defaultWeights. None is kept, since none measured has won
// against the hand-set weights: every weight fitted to the 300 four-seat games of
//
//	oddboards tune pothole-chess --games 300 --nodes 3000 --openings 4 --seed 1 --jobs 1 --max-plies 400 --iterations 1000
//
// (285,468 samples, one a seat still in, labelled by placing; K 0.21, ridge 0; held-out
// error 0.07046 → 0.06790), one seat of them against three hand-set seats (seats
// rotated, 3,000 nodes a move, 4-ply openings, 400-ply cap, capped games placed by
// material), 100 games: placed 1st 50 times, 2nd 4, 3rd 3, 4th 43, scoring 50.7%,
// Elo +5 (95%: −59 to +69). The values, records, push threats and hunt alone, fitted
// to 150 other games (the same at 2,000 nodes, --seed 2, --iterations 600, --fit
// value,record,push,hunt; held-out error 0.07836 → 0.07586), at 2,000 nodes: 1st 41,
// 2nd 7, 3rd 8, 4th 44, 44.0%, Elo −42 (−103 to +17).
func tunedWeights() map[string]int { return nil }
