package clash

// tunedWeights returns the evaluation's weights fitted to games' results by
// `oddboards tune`, over defaultWeights. None is kept, since none measured has won
// against the hand-set weights (matches at 5,000 nodes a move, 8-ply openings of rung
// 2, seats swapped): every weight fitted to the 400 games of
//
//	oddboards tune clash-of-command --games 400 --nodes 5000 --openings 8 --seed 1
//
// (10,138 positions, K 0.26, ridge 0.05, held-out error 0.2100 → 0.2081) scored
// 90–0–110 in 200 games, Elo −35 (95%: −84 to +13); the Commanders' worth and safety
// alone fitted to the same games (--fit commanders,threat,guard; ridge 0, held-out
// 0.2100 → 0.1913, the threats four to twenty times heavier) 46–0–54, Elo −28 (−98 to
// +40); every weight fitted to 1,000 games (--games 1000 --seed 2; 25,362 positions,
// ridge 0, held-out 0.2195 → 0.2028) 18–0–82, Elo −263 (−373 to −186). The better
// the fit predicted the results, the worse it played: the threats and the Slicers'
// terms that tell who is winning grew, not the ones that play better.
func tunedWeights() map[string]int { return nil }
