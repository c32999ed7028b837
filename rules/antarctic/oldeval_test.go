package antarctic

// The evaluation as it was before its weights were made weights, kept (renamed) so that
// defaultWeights can be shown to reproduce it.

var oldValue = [nKinds]int{
	kOrca:       1200,
	kLeopard:    900,
	kElephant:   700,
	kPetrel:     600,
	kSkua:       300,
	kEmperor:    1500,
	kKing:       350,
	kGentoo:     250,
	kRockhopper: 150,
	kFairy:      100,
}

// oldHandValues is a captured Predator's worth in its owner's reserve, by kind: num/den of
// the demoted piece it returns as. Three quarters, as the return costs a turn and lands
// far back, except in the race modes (see oldRaceWeight), where it counts in full.
func oldHandValues(num, den int) [kPetrel + 1]int {
	var v [kPetrel + 1]int
	for k := kOrca; k <= kPetrel; k++ {
		v[k] = oldValue[demoted(k)] * num / den
	}
	return v
}

// oldRaceBonus is a royal piece's worth by its fewest moves to the centre (on an empty
// board): the Penguins' way to win, steeply more urgent as it nears. No hex is more than
// four moves out, the Emperors' starting hexes among the farthest.
var oldRaceBonus = [...]int{0, 320, 190, 110, 65}

// oldPressure is a Predator's worth by its distance to an enemy Emperor: the Predators'
// way to win is to take Emperors, and only a Predator near one can.
var oldPressure = [...]int{0, 40, 32, 24, 14, 6}

const (
	// oldOpenRoute is a royal piece one free move from the centre when its player is not to
	// move: the others must block or take it at once.
	oldOpenRoute = 250
	// oldWinningMove is the same with its player to move: the game is won.
	oldWinningMove = 5000
	// oldEmperorTaken is the Predators' reward per Emperor taken in the unequal modes,
	// beyond the material, because the out colonies leave the opponents' sum.
	oldEmperorTaken = 800
	// oldRaceHex is a royal piece's worth per hex nearer the centre (from 10 hexes out): no
	// hex is more than four Emperor moves out, so oldRaceBonus alone is too coarse to lead
	// the Emperor on; this slope is steep enough that the walk outweighs leaving the
	// escort behind for a move.
	oldRaceHex = 25
	// oldGroupStep rewards a Penguin per step nearer its own royal piece, within two hexes:
	// the colony escorts and shields its Emperor, and a stray Penguin is lost. It is small
	// beside oldRaceHex so that it pulls the escort along rather than hold the Emperor back.
	oldGroupStep = 3
	// oldCentralStep rewards a long-range Predator per step nearer the centre (up to 8): the
	// arms and twigs cut lines short, the centre plate lets them see far, and it is
	// where the Emperors must come.
	oldCentralStep = 3
)

// oldRaceWeight is how many times the race terms (oldRaceBonus, oldRaceHex) count in the race
// modes, those of three or more equal seats. There a win goes to the first Emperor on
// the centre and the others only share second place, while material and threats are
// split among more opponents. With the weights of two seats a deeper search put safety
// and material before its own walk and lost to shallower racers. A captured Predator
// counts in full there too: held back a quarter, a return gained more than an Emperor's
// step and was played while the others raced (the search sees the turn a return costs).
// Measured in 3S (seats rotated): depth 3 against two depth-2 seats scored 37.5% before
// and 57.5% after (30 games, 6-ply openings); level 5 against two level-4 seats 47.5% and
// 48.2% before, 55.5% and 55.5% after (100 games at each of two seeds); the pairs below
// level 4 still pass.
const oldRaceWeight = 3

// oldEvalInfo is what the evaluation knows of a game beyond the board.
type oldEvalInfo struct {
	emperors int              // the Penguins' Emperors at the start of an unequal mode
	race     int              // the weight of the race terms: 1, or oldRaceWeight
	hand     [kPetrel + 1]int // a captured Predator's worth in hand (oldHandValues)
}

func newOldEvalInfo(g *game) oldEvalInfo {
	e := oldEvalInfo{race: 1, hand: oldHandValues(3, 4)}
	switch {
	case g.m.unequal:
		for _, s := range g.m.seats[1:] {
			e.emperors += len(s.arms)
		}
	case g.n >= 3: // a race mode
		e.race, e.hand = oldRaceWeight, oldHandValues(1, 1)
	}
	return e
}

// Fixed lists for one evaluation, so it allocates nothing.
const (
	oldMaxRoyals = 3 * maxPlayers // 6E: an Emperor and two Kings each
	oldMaxPieces = 2 * 7 * 19     // 2L: six groups of 19; 7U: 26 + 72
)

type oldSpot struct {
	c     int16
	owner int8
	kind  int8
}

// Eval scores the position for player p: p's own score less the others', the strongest
// and the average of them weighed alike when three or more are still in, so p neither
// ignores the leader nor the field.
func oldEval(s *searchState, ev oldEvalInfo, p int) int {
	st := &s.pos.st
	g := st.g
	n := g.n
	var score [maxPlayers]int
	var royals [oldMaxRoyals]oldSpot
	var others [oldMaxPieces]oldSpot
	nr, no := 0, 0
	alive := uint8(1<<n-1) &^ st.out
	if n == 2 {
		alive = 3 // a two-player game ends rather than put a player out
	}
	royal := g.m.royal
	for c, b := range st.sq[:] {
		if b == 0 {
			continue
		}
		o, k := ownerOf(b), kindOf(b)
		if alive&(1<<o) == 0 {
			continue // an obstacle now, worth nothing to anyone
		}
		score[o] += oldValue[k]
		if royal&(1<<k) != 0 {
			if nr < oldMaxRoyals {
				royals[nr] = oldSpot{int16(c), int8(o), int8(k)}
				nr++
			}
		} else if no < oldMaxPieces {
			others[no] = oldSpot{int16(c), int8(o), int8(k)}
			no++
		}
	}
	// Captured Predators are material in hand.
	for q := 0; q < n; q++ {
		if alive&(1<<q) == 0 {
			continue
		}
		for k := kOrca; k <= kPetrel; k++ {
			score[q] += int(st.reserve[q][k]) * ev.hand[k]
		}
	}
	// The race to the centre: each player's best royal piece counts in full.
	var best [maxPlayers]int
	for _, r := range royals[:nr] {
		i := royalIndex(int(r.kind))
		steps := royalGeo.steps[i][r.c]
		if steps < 0 || int(steps) >= len(oldRaceBonus) {
			continue
		}
		v := ev.race * (oldRaceBonus[steps] + oldRaceHex*(10-min(int(centreDist[r.c]), 10)))
		if steps == 1 && s.routeOpen(i, int(r.c), int(r.owner)) {
			if int(r.owner) == int(st.side) {
				v = oldWinningMove
			} else {
				v += oldOpenRoute
			}
		}
		best[r.owner] = max(best[r.owner], v)
	}
	for q := 0; q < n; q++ {
		score[q] += best[q]
	}
	// The Predators' hunt (on Emperors only: a 6E King is one of three lives, and the
	// loop stays short) and the Penguins' escort.
	var own [maxPlayers][3]int16
	var nOwn [maxPlayers]int
	var emps [oldMaxRoyals]oldSpot
	ne := 0
	for _, r := range royals[:nr] {
		if i := nOwn[r.owner]; i < len(own[r.owner]) {
			own[r.owner][i] = r.c
			nOwn[r.owner]++
		}
		if int(r.kind) == kEmperor {
			emps[ne] = r
			ne++
		}
	}
	for _, x := range others[:no] {
		o := int(x.owner)
		if x.kind <= kSkua {
			if x.kind != kSkua {
				score[o] += oldCentralStep * (8 - min(int(centreDist[x.c]), 8))
			}
			for _, r := range emps[:ne] {
				if d := hexDist(x.c, r.c); d < len(oldPressure) && int(r.owner) != o {
					score[o] += oldPressure[d]
				}
			}
			continue
		}
		near := 3
		for _, c := range own[o][:nOwn[o]] {
			near = min(near, hexDist(x.c, c))
		}
		score[o] += oldGroupStep * (3 - near)
	}
	if g.m.unequal {
		score[0] += oldEmperorTaken * max(ev.emperors-ne, 0)
	}
	return oldCombine(&score, p, n, alive)
}

// oldCombine is p's score less its opponents' still in the game.
func oldCombine(score *[maxPlayers]int, p, n int, alive uint8) int {
	most, sum, count := 0, 0, 0
	for q := 0; q < n; q++ {
		if q == p || alive&(1<<q) == 0 {
			continue
		}
		if count == 0 || score[q] > most {
			most = score[q]
		}
		sum += score[q]
		count++
	}
	switch count {
	case 0:
		return score[p]
	case 1:
		return score[p] - most
	}
	return score[p] - (most+sum/count)/2
}
