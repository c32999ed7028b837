package arena

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"oddboards/rules"
	"oddboards/rules/games"
)

// Game is one game of a series, played to its end or to the ply cap.
type Game struct {
	Match *rules.Match
	// Seats[i] is the index, in the series' player list, of the player at seat i.
	Seats   []int
	Outcome rules.Outcome
	// Placing per seat: 1 for the winner; seats still in a drawn or capped game share the
	// best place left, and seats taken out place below them, the last out first.
	Placing []int
	// Capped: stopped at the ply cap, a draw among the seats still in (In). When the
	// game can weigh material (rules.Weigher) they are placed by it (Weighed): in
	// Pothole Chess strong seats defend for hundreds of plies, and a draw shared by
	// all would hide who was ahead.
	Capped  bool
	Weighed bool
	In      []bool
	// Notes[i] is what the outside engine that played ply i+1 said of its move (its
	// score, depth and time: engineGame.note), "" for other players' plies; nil when no
	// seat is an outside engine.
	Notes []string
}

// playGame plays one game of e with players[seats[i]] at seat i, each move seeded from
// seed and the ply, so a game replays exactly with node-budget players. An outside
// engine runs for the game and is stopped at its end; a move of its that breaks the
// rules (illegal, unreadable, too late, or none, or the engine gone) forfeits the game.
// With adj, a game between two outside engines is adjudicated by their scores.
func playGame(ctx context.Context, e games.Entry, cfg rules.Config, players []Player, seats []int, seed uint64, maxPlies int, adj *Adjudication) (Game, error) {
	names := make([]string, len(seats))
	for i, s := range seats {
		names[i] = players[s].seatName()
	}
	m, err := rules.NewMatch(e.Game, cfg, names)
	if err != nil {
		return Game{}, err
	}
	if n := len(m.Players()); len(seats) != n {
		return Game{}, fmt.Errorf("%s has %d seats, not %d", e.Name, n, len(seats))
	}
	engines, err := startEngines(ctx, e, m, players, seats)
	stopped := false // the engines are killed when the game ends in an error
	defer func() {
		for _, g := range engines {
			if g != nil {
				g.close(stopped)
			}
		}
	}()
	if err != nil {
		stopped = true
		return Game{Match: m, Seats: seats}, err
	}
	arbiter := adjudicatorFor(adj, engines)
	var notes []string
	if slices.ContainsFunc(engines, func(g *engineGame) bool { return g != nil }) {
		notes = []string{}
	}
	for ply := 1; !m.Outcome().Over() && ply <= maxPlies; ply++ {
		p := m.Position()
		seat := int(p.ToMove())
		var mv rules.Move
		var err error
		if g := engines[seat]; g != nil {
			mv, err = g.choose(ctx, p.(UCIPosition))
			var ee errEngine
			if errors.As(err, &ee) {
				if err := m.Forfeit(rules.Player(seat), ee.why); err != nil {
					stopped = true
					return Game{Match: m, Seats: seats}, fmt.Errorf("ply %d: %w", ply, err)
				}
				break
			}
		} else {
			mv, err = players[seats[seat]].Choose(ctx, p, plySeed(seed, ply))
		}
		if err != nil {
			stopped = true
			return Game{Match: m, Seats: seats}, fmt.Errorf("ply %d: %w", ply, err)
		}
		if err := m.Play(mv); err != nil {
			stopped = true
			return Game{Match: m, Seats: seats}, fmt.Errorf("ply %d: %s played %+v: %w", ply, players[seats[seat]].Spec, mv, err)
		}
		if notes != nil {
			note := ""
			if g := engines[seat]; g != nil {
				note = g.note()
			}
			notes = append(notes, note)
		}
		for _, g := range engines {
			if g != nil {
				g.played(p.(UCIPosition), mv)
			}
		}
		if err := ctx.Err(); err != nil {
			stopped = true
			return Game{Match: m, Seats: seats}, err
		}
		if arbiter == nil || m.Outcome().Over() {
			continue
		}
		g := engines[seat]
		if loser, decided := arbiter.ply(rules.Player(seat), g.last.score, g.scored, ply); decided {
			winner := ""
			if loser != rules.NoPlayer {
				winner = m.Players()[1-loser].Name
			}
			if err := m.Adjudicate(loser, arbiter.why(loser, winner)); err != nil {
				stopped = true
				return Game{Match: m, Seats: seats}, fmt.Errorf("ply %d: %w", ply, err)
			}
		}
	}
	g := judge(m, seats)
	g.Notes = notes
	return g, nil
}

// adjudicatorFor is the adjudicator of a game with adj: nil without adj, or unless both
// of its two seats are outside engines (a search's own player prints no scores).
func adjudicatorFor(adj *Adjudication, engines []*engineGame) *adjudicator {
	if adj == nil || len(engines) != 2 || slices.Contains(engines, nil) {
		return nil
	}
	return &adjudicator{a: *adj}
}

// startEngines starts the outside engines of a game, one per seat they play (nil for the
// other seats).
func startEngines(ctx context.Context, e games.Entry, m *rules.Match, players []Player, seats []int) ([]*engineGame, error) {
	engines := make([]*engineGame, len(seats))
	for seat, i := range seats {
		if players[i].Engine == nil {
			continue
		}
		start, ok := m.Start().(UCIPosition)
		if !ok {
			return engines, fmt.Errorf("%s: %w", e.Name, ErrNoUCI)
		}
		g, err := startEngine(ctx, players[i], start)
		if err != nil {
			return engines, err
		}
		engines[seat] = g
	}
	return engines, nil
}

// ErrNoUCI is the error for an outside engine in a game that has no UCI.
var ErrNoUCI = errors.New("outside engines play only Chess 2016, 56 and 112, the games with UCI")

// plySeed is the seed of a game's ply: each move its own, the whole game repeatable.
func plySeed(seed uint64, ply int) uint64 { return seed ^ uint64(ply)*0x9e3779b97f4a7c15 }

// Replayed is a game of a series rebuilt from its saved match, so that a series cut
// short can go on where it stopped: the seating is checked against the players' names
// the game was played under, and it must have ended, or stopped at the cap.
func Replayed(m *rules.Match, players []Player, seats []int, maxPlies int) (Game, error) {
	names := m.Names()
	if len(names) != len(seats) {
		return Game{}, fmt.Errorf("it has %d seats, not %d", len(names), len(seats))
	}
	for seat, p := range seats {
		if want := players[p].seatName(); names[seat] != want {
			return Game{}, fmt.Errorf("seat %d was played by %s, not %s", seat+1, rules.Excerpt(names[seat], 40), want)
		}
	}
	switch plies := len(m.History()); {
	case plies > maxPlies:
		return Game{}, fmt.Errorf("it runs %d plies, past the cap of %d", plies, maxPlies)
	case plies < maxPlies && !m.Outcome().Over():
		return Game{}, fmt.Errorf("it stops unfinished after %d plies, not at the cap of %d", plies, maxPlies)
	}
	return judge(m, seats), nil
}

// Judge scores a saved game on its own, without the series that played it (tune reads
// any folder of games): as judge does, with each seat's own number for Seats. A game
// not over counts as stopped at the cap.
func Judge(m *rules.Match) Game {
	seats := make([]int, len(m.Players()))
	for i := range seats {
		seats[i] = i
	}
	return judge(m, seats)
}

// judge scores a game played to its end or to the cap (a draw among the seats still in),
// placing every seat by the ply it was taken out at, read from the match's positions.
func judge(m *rules.Match, seats []int) Game {
	g := Game{Match: m, Seats: seats, Outcome: m.Outcome()}
	if !g.Outcome.Over() {
		g.Capped = true
		g.Outcome = rules.Outcome{Result: rules.Draw, Winner: rules.NoPlayer, Reason: "ply cap"}
	}
	outAt := make([]int, len(seats)) // the ply a seat was taken out at, 0 while it is in
	for ply := 1; ply <= len(m.History()); ply++ {
		after := m.PositionAt(ply)
		for q := range outAt {
			if outAt[q] == 0 && after.Out(rules.Player(q)) {
				outAt[q] = ply
			}
		}
	}
	g.Placing = placings(g.Outcome, outAt)
	g.In = make([]bool, len(seats))
	for q, at := range outAt {
		g.In[q] = at == 0
	}
	if w, ok := m.Position().(rules.Weigher); ok && g.Capped {
		g.Weighed = true
		byMaterial(g.Placing, g.In, w)
	}
	return g
}

// byMaterial places the seats still in a capped game (who share the first place) by
// their material, the most first; equal material shares a place.
func byMaterial(place []int, in []bool, w rules.Weigher) {
	mat := make([]int, len(place))
	for q := range place {
		if in[q] {
			mat[q] = w.Material(rules.Player(q))
		}
	}
	i := slices.Index(in, true)
	if i < 0 {
		return
	}
	first := place[i]
	for q := range place {
		if !in[q] {
			continue
		}
		above := 0
		for r := range place {
			if in[r] && mat[r] > mat[q] {
				above++
			}
		}
		place[q] = first + above
	}
}

// placings ranks the seats: the winner first; then the seats still in (all of them
// sharing a place); then those taken out, the later out the better.
func placings(o rules.Outcome, outAt []int) []int {
	n := len(outAt)
	place := make([]int, n)
	next := 1
	if o.Result == rules.Win {
		place[o.Winner] = 1
		next = 2
	}
	in := 0
	for q := 0; q < n; q++ {
		if place[q] == 0 && outAt[q] == 0 {
			place[q] = next
			in++
		}
	}
	if in > 0 {
		next += in
	}
	for {
		last, at := -1, 0
		for q := 0; q < n; q++ {
			if place[q] == 0 && outAt[q] > at {
				last, at = q, outAt[q]
			}
		}
		if last < 0 {
			break
		}
		// seats taken out by the same ply share a place
		for q := 0; q < n; q++ {
			if place[q] == 0 && outAt[q] == at {
				place[q] = next
			}
		}
		next++
	}
	// A two-seat game's loser may not be "out" by the rules: it still places last.
	for q := 0; q < n; q++ {
		if place[q] == 0 {
			place[q] = next
		}
	}
	return place
}
