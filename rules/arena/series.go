package arena

import (
	"context"
	"math"
	"sync"

	"oddboards/rules"
	"oddboards/rules/games"
)

// Series is a run of games between the same players, rotating their seats.
type Series struct {
	Entry   games.Entry
	Players []Player // one per seat
	Games   int
	Seed    uint64
	Jobs    int // games played at once (at least 1)
	// MaxPlies caps a game (a draw among the seats still in).
	MaxPlies int
	// Adjudicate, if set, ends the games between two outside engines by their scores.
	Adjudicate *Adjudication
	// Config gives game i's configuration (its setup, or its opening, may change with
	// each round of seat rotations, Rotations games long, so that every player meets
	// each start from every seat).
	Config func(i int) (rules.Config, error)
	// Paired says that Config gives a round one start, so that where two players swap
	// seats each round's two games are a pair (Tally.Pairs), which the SPRT counts.
	Paired bool
	// Played are games already played (by index), as a series cut short left them:
	// they are tallied, not played again.
	Played map[int]Game
	// Done, if set, hears of each game as it ends, with the tally so far (from the
	// goroutine that played it, under a lock, so calls never overlap).
	Done func(i int, g Game, t Tally)
	// Stop, if set, is asked after the games already played and after each game whether
	// the series has told what it was for (a sequential test deciding): the games then
	// still under way are abandoned, neither tallied nor reported, and no more start.
	Stop func(t Tally) bool
}

// seatsOf is the seating of game i: player (seat + i) mod n at each seat.
func seatsOf(i, n int) []int {
	s := make([]int, n)
	for seat := range s {
		s[seat] = (seat + i) % n
	}
	return s
}

// Rotations is how many seatings a round of the players has: one per seat, fewer when
// the list repeats itself (A,B,A,B has two), since a rotation that puts the same kinds
// of player in the same seats again would replay a game already played wherever they
// search without noise, and count it twice. Players are the same by their seat names: one
// command with two sets of options is two engines.
func Rotations(players []Player) int {
	n := len(players)
next:
	for p := 1; p < n; p++ {
		if n%p != 0 {
			continue
		}
		for j := range players {
			if players[j].seatName() != players[(j+p)%n].seatName() {
				continue next
			}
		}
		return p
	}
	return max(n, 1)
}

// Seating is the seating of game i among players: the rotations of a round in turn.
func Seating(players []Player, i int) []int {
	return seatsOf(i%Rotations(players), len(players))
}

// Run plays the series and returns its tally, stopping at the first error, or when
// Stop says so.
func (s Series) Run(ctx context.Context) (Tally, error) {
	t := newTally(len(s.Players), s.Paired && Rotations(s.Players) == 2)
	for i := range s.Games {
		if g, ok := s.Played[i]; ok {
			t.add(i, g)
		}
	}
	jobs := max(1, s.Jobs)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		mu      sync.Mutex
		wg      sync.WaitGroup
		first   error
		stopped = s.Stop != nil && s.Stop(t)
		next    = make(chan int)
	)
	if stopped {
		return t, nil
	}
	for w := 0; w < jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				cfg, err := s.Config(i)
				var g Game
				if err == nil {
					g, err = playGame(ctx, s.Entry, cfg, s.Players, Seating(s.Players, i), s.Seed+uint64(i)*7919, s.MaxPlies, s.Adjudicate)
				}
				mu.Lock()
				switch {
				case stopped: // abandoned, whatever its end
				case err != nil:
					if first == nil {
						first = err
						cancel()
					}
				default:
					t.add(i, g)
					if s.Done != nil {
						s.Done(i, g, t)
					}
					if s.Stop != nil && s.Stop(t) {
						stopped = true
						cancel()
					}
				}
				mu.Unlock()
			}
		}()
	}
feed:
	for i := 0; i < s.Games; i++ {
		if _, ok := s.Played[i]; ok {
			continue
		}
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	switch {
	case first != nil:
		return t, first
	case stopped:
		return t, nil
	}
	return t, ctx.Err()
}

// Tally counts a series by player (the index in the series' list).
type Tally struct {
	Games  int
	Wins   []int
	Draws  []int // shared first places, and every seat still in at the ply cap
	Losses []int
	// Places[p][k] counts the games player p placed k+1 in.
	Places [][]int
	// Weighed counts the capped games whose seats still in were placed by material.
	Weighed int
	// Pairs counts, in a series of two players whose rounds are two games from one start
	// with the seats swapped, the rounds with both games played by player 0's points in
	// them: Pairs[k] the pairs it scored k/2 in (0, ½, 1, 1½ or 2 points). The two
	// games of a pair are not independent (a start that favours a seat favours whoever
	// has it), so the SPRT counts pairs there (SPRT.Judge). Nil in other series.
	Pairs []int
	// scores of player 0 against the others, one per game, for the Elo estimate
	scores []float64
	// first holds, by round, player 0's score in the game of a pair played first
	first map[int]float64
}

// newTally is the tally of a series of n players, paired when its rounds are two games
// from one start with the seats swapped.
func newTally(n int, paired bool) Tally {
	t := Tally{Wins: make([]int, n), Draws: make([]int, n), Losses: make([]int, n), Places: make([][]int, n)}
	for i := range t.Places {
		t.Places[i] = make([]int, n)
	}
	if n == 2 && paired {
		t.Pairs, t.first = make([]int, 5), map[int]float64{}
	}
	return t
}

// add tallies game i of the series.
func (t *Tally) add(i int, g Game) {
	t.Games++
	if g.Weighed {
		t.Weighed++
	}
	n := len(g.Seats)
	firsts := 0
	for _, pl := range g.Placing {
		if pl == 1 {
			firsts++
		}
	}
	result := 0.0 // player 0's, as its wins, draws and losses count it: the pair's share
	for seat, p := range g.Seats {
		place := g.Placing[seat]
		t.Places[p][place-1]++
		r := 0.0
		switch {
		case g.Capped && g.In[seat]:
			t.Draws[p]++ // whatever its place by material: the rules did not end it
			r = 0.5
		case place == 1 && firsts == 1:
			t.Wins[p]++
			r = 1
		case place == 1:
			t.Draws[p]++
			r = 0.5
		default:
			t.Losses[p]++
		}
		if p == 0 {
			result = r
		}
	}
	// Player 0's score: a point for each seat it placed above, half for each it tied.
	var mine int
	for seat, p := range g.Seats {
		if p == 0 {
			mine = g.Placing[seat]
		}
	}
	score := 0.0
	for seat, p := range g.Seats {
		switch {
		case p == 0:
		case g.Placing[seat] > mine:
			score++
		case g.Placing[seat] == mine:
			score += 0.5
		}
	}
	t.scores = append(t.scores, score/float64(n-1))
	if t.Pairs != nil {
		round := i / 2
		if other, ok := t.first[round]; ok {
			delete(t.first, round)
			t.Pairs[int(math.Round(2*(other+result)))]++
		} else {
			t.first[round] = result
		}
	}
}

// Score is player 0's mean score against the others (1 = placed above everyone in
// every game).
func (t Tally) Score() float64 {
	if len(t.scores) == 0 {
		return 0.5
	}
	sum := 0.0
	for _, s := range t.scores {
		sum += s
	}
	return sum / float64(len(t.scores))
}

// Elo is player 0's rating difference to the others implied by its score, with the
// 95% interval from the spread of its scores: of its pairs where the series has them
// (Pairs; the two games of a pair are not independent, so the spread of single games
// misjudges it, as the SPRT would), of its games otherwise. A score of 0 or 1 has an
// infinite estimate (±Inf) and one finite bound.
func (t Tally) Elo() (diff, lo, hi float64) {
	s := t.Score()
	if len(t.scores) == 0 {
		return 0, math.Inf(-1), math.Inf(1)
	}
	variance, n := t.spread()
	if variance == 0 {
		// every game (or pair) scored the same (a sweep): take the spread of a quarter
		// of a win-or-loss coin, so the interval still has a finite side
		variance = 0.25 / n
	}
	se := math.Sqrt(variance / n)
	return elo(s), elo(s - 1.96*se), elo(s + 1.96*se)
}

// PairsDone is the number of pairs Pairs counts (0 in a series without pairs).
func (t Tally) PairsDone() int {
	n := 0
	for _, c := range t.Pairs {
		n += c
	}
	return n
}

// spread is the variance of player 0's score a unit, and the units: pairs where there
// are any, each scored as its share of the two games, else games.
func (t Tally) spread() (variance, n float64) {
	if pairs := t.PairsDone(); pairs > 0 {
		n = float64(pairs)
		m := 0.0
		for k, c := range t.Pairs {
			m += float64(c) * float64(k) / 4
		}
		m /= n
		for k, c := range t.Pairs {
			d := float64(k)/4 - m
			variance += float64(c) * d * d
		}
		return variance / n, n
	}
	s := t.Score()
	n = float64(len(t.scores))
	for _, x := range t.scores {
		variance += (x - s) * (x - s)
	}
	return variance / n, n
}

func elo(s float64) float64 {
	switch {
	case s <= 0:
		return math.Inf(-1)
	case s >= 1:
		return math.Inf(1)
	}
	return -400 * math.Log10(1/s-1)
}
