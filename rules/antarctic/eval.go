package antarctic

import (
	"fmt"
	"sync"

	"oddboards/pieces"
	"oddboards/rules"
	"oddboards/rules/tune"
)

// Piece values in centipawns, a Fairy (the weakest piece) being 100. The rules give
// none; these follow the pieces' reach on this board, as hexagonal chess values its
// pieces (Gliński: knight 3, bishop 3, rook 5, queen 9 pawns): the Orca is a queen and a
// knight, the Leopard a queen, the Elephant a rook and a knight, the Petrel a bishop and
// a knight, the Skua a one-step piece and a knight. The Emperor's worth is its royalty:
// losing it loses a game or a chance to win one, so it outweighs any Predator.
var value = [nKinds]int{
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

// defaultWeights are the hand-set weights: value above, and the terms described at
// weights.
func defaultWeights() weights {
	w := weights{
		Value:     value,
		RaceBonus: [...]int{0, 320, 190, 110, 65},
		RaceHex:   25, OpenRoute: 250, WinningMove: 5000, EmperorTaken: 800,
		Pressure:  [...]int{0, 40, 32, 24, 14, 6},
		GroupStep: 3, CentralStep: 3,
	}
	for k := kOrca; k <= kPetrel; k++ {
		// three quarters: the return costs a turn and lands far back
		w.Hand[k] = value[demoted(k)] * 3 / 4
	}
	return w
}

// weights are the evaluation's weights, in centipawns.
type weights struct {
	Value [nKinds]int
	// Hand is a captured Predator's worth in its owner's reserve in the modes of two
	// seats; in the race modes it counts as the piece it returns as (see raceWeight).
	Hand [kPetrel + 1]int
	// RaceBonus is a royal piece's worth by its fewest moves to the centre (on an empty
	// board): the Penguins' way to win, steeply more urgent as it nears. No hex is more
	// than four moves out, the Emperors' starting hexes among the farthest.
	RaceBonus [5]int
	// RaceHex is a royal piece's worth per hex nearer the centre (from 10 hexes out):
	// RaceBonus alone is too coarse to lead the Emperor on; the slope is steep enough
	// that the walk outweighs leaving the escort behind for a move.
	RaceHex int
	// OpenRoute is a royal piece one free move from the centre when its player is not to
	// move: the others must block or take it at once. WinningMove is the same with its
	// player to move: the game is won (held, not fitted: it stands for the win).
	OpenRoute, WinningMove int
	// Pressure is a Predator's worth by its distance to an enemy Emperor: the Predators'
	// way to win is to take Emperors, and only a Predator near one can.
	Pressure [6]int
	// EmperorTaken is the Predators' reward per Emperor taken in the unequal modes,
	// beyond the material, because the out colonies leave the opponents' sum.
	EmperorTaken int
	// GroupStep rewards a Penguin per step nearer its own royal piece, within two hexes:
	// the colony escorts and shields its Emperor, and a stray Penguin is lost. It is
	// small beside RaceHex so that it pulls the escort along rather than hold the
	// Emperor back.
	GroupStep int
	// CentralStep rewards a long-range Predator per step nearer the centre (up to 8):
	// the arms and twigs cut lines short, the centre plate lets them see far, and it is
	// where the Emperors must come.
	CentralStep int
}

// terms lists w's weights by name, in a fixed order: a weights file names them so.
// Held ones are not fitted: the Fairy's value is the scale, and WinningMove stands for
// a won game.
func (w *weights) terms() []tune.Term {
	var ts []tune.Term
	for k := kOrca; k < nKinds; k++ {
		ts = append(ts, tune.Term{Name: "value " + kindTable.Name(toKind(k)), P: &w.Value[k], Fixed: k == kFairy})
	}
	for k := kOrca; k <= kPetrel; k++ {
		ts = append(ts, tune.Term{Name: "hand " + kindTable.Name(toKind(k)), P: &w.Hand[k]})
	}
	for s := 1; s < len(w.RaceBonus); s++ {
		ts = append(ts, tune.Term{Name: fmt.Sprintf("race bonus %d", s), P: &w.RaceBonus[s]})
	}
	for d := 1; d < len(w.Pressure); d++ {
		ts = append(ts, tune.Term{Name: fmt.Sprintf("pressure %d", d), P: &w.Pressure[d]})
	}
	return append(ts,
		tune.Term{Name: "race hex", P: &w.RaceHex},
		tune.Term{Name: "open route", P: &w.OpenRoute},
		tune.Term{Name: "winning move", P: &w.WinningMove, Fixed: true},
		tune.Term{Name: "emperor taken", P: &w.EmperorTaken},
		tune.Term{Name: "group step", P: &w.GroupStep},
		tune.Term{Name: "central step", P: &w.CentralStep},
	)
}

// playingWeights are the weights the computer plays with: the hand-set ones overlaid
// with those `oddboards tune` fitted (tunedWeights, in weights.go).
var playingWeights = tune.PlayingOnce("antarctic", defaultWeights, (*weights).terms, tunedWeights)

// raceWeight is how many times the race terms (RaceBonus, RaceHex) count in the race
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
const raceWeight = 3

// evalInfo is what the evaluation knows of a game beyond the board.
type evalInfo struct {
	w        *weights
	emperors int              // the Penguins' Emperors at the start of an unequal mode
	race     int              // the weight of the race terms: 1, or raceWeight
	hand     [kPetrel + 1]int // a captured Predator's worth in hand
}

// handWeights are defaultWeights, made once.
var handWeights = sync.OnceValue(func() *weights { w := defaultWeights(); return &w })

// newEvalInfo is the evaluation's view of g with the weights the computer plays with:
// the tuned ones in the modes where they were measured to win (weights.go), the
// hand-set ones elsewhere.
func newEvalInfo(g *game) evalInfo {
	if tunedMode(g.m.code) {
		return evalInfoWith(g, playingWeights())
	}
	return evalInfoWith(g, handWeights())
}

// tunedMode reports whether mode plays with the tuned weights. They were fitted to 2S
// games and measured against the hand-set ones in each mode at 4,000 nodes a move
// (seats rotated, 4-ply openings). 2S: 181–1–18 in 200 games, Elo +392 (95%: +322 to
// +496); at 20,000 nodes 82–1–17 in 100, +263 (+186 to +373). 2L: 78–0–22 in 100,
// +220 (+146 to +317). 3S, one tuned seat against two hand-set ones: 61 wins in 150
// games (a third is par), placings scoring 56.2%, +43 (+2 to +85). 3L, the same with a
// 300-ply cap: 53 wins in 150, 51.5%, +10 (−30 to +51), no gain shown. 2U: 5–17–78 in
// 100, −346 (−490 to −259), as the Predators' hunt is not what a race of two equal
// sides teaches. In 3S, though one tuned seat beat two hand-set ones, three tuned seats
// all run for the centre and nobody stops anybody: Gold, who moves first, won all 400
// games of rung 2 against 1 and 3 against 2, none longer than 29 plies, and no level beat
// the one below (50.1% and 50.4%, 200 games each). So 3S, 3L, the unequal modes and the
// modes of more seats keep the hand-set weights.
func tunedMode(mode string) bool {
	switch mode {
	case Mode2S, mode2L:
		return true
	}
	return false
}

func evalInfoWith(g *game, w *weights) evalInfo {
	e := evalInfo{w: w, race: 1, hand: w.Hand}
	switch {
	case g.m.unequal:
		for _, s := range g.m.seats[1:] {
			e.emperors += len(s.arms)
		}
	case g.n >= 3: // a race mode
		e.race = raceWeight
		for k := kOrca; k <= kPetrel; k++ {
			e.hand[k] = w.Value[demoted(k)]
		}
	}
	return e
}

// Fixed lists for one evaluation, so it allocates nothing.
const (
	maxRoyals = 3 * maxPlayers // 6E: an Emperor and two Kings each
	maxPieces = 2 * 7 * 19     // 2L: six groups of 19; 7U: 26 + 72
)

type spot struct {
	c     int16
	owner int8
	kind  int8
}

// Eval scores the position for player p: p's own score less the others', the strongest
// and the average of them weighed alike when three or more are still in, so p neither
// ignores the leader nor the field.
func (s *searchState) Eval(p int) int {
	st := &s.pos.st
	g := st.g
	n := g.n
	var score [maxPlayers]int
	var royals [maxRoyals]spot
	var others [maxPieces]spot
	nr, no := 0, 0
	alive := uint8(1<<n-1) &^ st.out
	if n == 2 {
		alive = 3 // a two-player game ends rather than put a player out
	}
	royal, w := g.m.royal, s.ev.w
	for c, b := range st.sq[:] {
		if b == 0 {
			continue
		}
		o, k := ownerOf(b), kindOf(b)
		if alive&(1<<o) == 0 {
			continue // an obstacle now, worth nothing to anyone
		}
		score[o] += w.Value[k]
		if royal&(1<<k) != 0 {
			if nr < maxRoyals {
				royals[nr] = spot{int16(c), int8(o), int8(k)}
				nr++
			}
		} else if no < maxPieces {
			others[no] = spot{int16(c), int8(o), int8(k)}
			no++
		}
	}
	// Captured Predators are material in hand.
	for q := 0; q < n; q++ {
		if alive&(1<<q) == 0 {
			continue
		}
		for k := kOrca; k <= kPetrel; k++ {
			score[q] += int(st.reserve[q][k]) * s.ev.hand[k]
		}
	}
	// The race to the centre: each player's best royal piece counts in full.
	var best [maxPlayers]int
	for _, r := range royals[:nr] {
		i := royalIndex(int(r.kind))
		steps := royalGeo.steps[i][r.c]
		if steps < 0 || int(steps) >= len(w.RaceBonus) {
			continue
		}
		v := s.ev.race * (w.RaceBonus[steps] + w.RaceHex*(10-min(int(centreDist[r.c]), 10)))
		if steps == 1 && s.routeOpen(i, int(r.c), int(r.owner)) {
			if int(r.owner) == int(st.side) {
				v = w.WinningMove
			} else {
				v += w.OpenRoute
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
	var emps [maxRoyals]spot
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
				score[o] += w.CentralStep * (8 - min(int(centreDist[x.c]), 8))
			}
			for _, r := range emps[:ne] {
				if d := hexDist(x.c, r.c); d < len(w.Pressure) && int(r.owner) != o {
					score[o] += w.Pressure[d]
				}
			}
			continue
		}
		near := 3
		for _, c := range own[o][:nOwn[o]] {
			near = min(near, hexDist(x.c, c))
		}
		score[o] += w.GroupStep * (3 - near)
	}
	if g.m.unequal {
		score[0] += w.EmperorTaken * max(s.ev.emperors-ne, 0)
	}
	return combine(&score, p, n, alive)
}

// combine is p's score less its opponents' still in the game.
func combine(score *[maxPlayers]int, p, n int, alive uint8) int {
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

// routeOpen reports whether the royal piece of geometry i on c can reach the centre
// this move: the hexes between are empty and the centre holds no piece of its own.
func (s *searchState) routeOpen(i, c, owner int) bool {
	st := &s.pos.st
	r := &royalGeo.route[i][c]
	if !r.ok {
		return false
	}
	if b := st.sq[centre]; b != 0 && ownerOf(b) == owner {
		return false
	}
	for _, v := range r.via[:r.n] {
		if st.sq[v] != 0 {
			return false
		}
	}
	return true
}

var _ rules.Weigher = (*Position)(nil)

// Material is the value of pl's pieces on the board and of its captured Predators
// waiting to return (as its evaluation counts them); a player who is out has none.
func (p *Position) Material(pl rules.Player) int {
	s := &p.st
	i := int(pl)
	if i < 0 || i >= s.g.n || s.out&(1<<i) != 0 {
		return 0
	}
	sum := 0
	for _, b := range s.sq {
		if b != 0 && ownerOf(b) == i {
			sum += value[kindOf(b)]
		}
	}
	def := defaultWeights() // the players' values, whatever the evaluation's
	hand := evalInfoWith(s.g, &def).hand
	for k, n := range s.reserve[i] {
		sum += int(n) * hand[k]
	}
	return sum
}

// valueOf is the evaluation's value of k (value).
func valueOf(k pieces.Kind) int {
	if i := fromKind(k); i > 0 && i < nKinds {
		return value[i]
	}
	return 0
}
