// Package arena plays computer players against each other: the player specifications
// the match command and the launcher's seats share, one game from start to end, and the
// tally of a series with its Elo estimate. It is plain Go: no window, no Fyne.
package arena

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"oddboards/rules"
	"oddboards/rules/search"
	"oddboards/rules/seat"
)

// Player is how a seat chooses its moves: its setting (a search within limits, or a
// uniformly random legal move), or an outside engine over UCI (Engine, within the time,
// node or depth limit of Limits).
type Player struct {
	seat.Setting // Spec as written: "level:4", "random", "nodes:20000", "uci:./engine"
	Engine       *Engine
}

// seatName is the name a game of a series gives the player's seat, by which a saved
// game tells who played it. A level names the top level's time when it is not the
// default: every level keeps within it, so a series resumed with another --top-time is
// not the same series.
func (p Player) seatName() string {
	if p.Engine != nil {
		return p.engineName()
	}
	name := "Oddboards " + p.Spec
	if (strings.HasPrefix(p.Spec, "level:") || strings.HasPrefix(p.Spec, "rung:")) && p.Limits.Time != search.DefaultTopTime {
		name += fmt.Sprintf(" at %g s", p.Limits.Time.Seconds())
	}
	return name
}

// Labels are what a table calls the players: each one's Spec, with its number in the
// list ("uci:./engine #2") where another player has the same Spec but plays otherwise
// (an engine with other options); players alike keep their Spec alone.
func Labels(players []Player) []string {
	out := make([]string, len(players))
	for i, p := range players {
		out[i] = p.Spec
		for _, q := range players {
			if q.Spec == p.Spec && q.seatName() != p.seatName() {
				out[i] = fmt.Sprintf("%s #%d", p.Spec, i+1)
				break
			}
		}
	}
	return out
}

// ParsePlayer reads a player specification for a game of the levels ls (seat.Parse). top
// is the top level's time per move.
func ParsePlayer(s string, ls search.Levels, top time.Duration) (Player, error) {
	st, err := seat.Parse(s, ls, top)
	return Player{Setting: st}, err
}

// short is what an error quotes of a player specification.
func short(s string) string { return rules.Excerpt(s, 24) }

// errEngineChoose is Choose's answer for an outside engine, whose process lives for a
// whole game (playGame), not for one move.
var errEngineChoose = errors.New("an outside engine chooses its moves only in a game of a match")

// Choose picks the player's move in p, which must not be over. seed makes a random
// player, and the noise of a weak level, repeatable.
func (pl Player) Choose(ctx context.Context, p rules.Position, seed uint64) (rules.Move, error) {
	if pl.Engine != nil {
		return rules.Move{}, errEngineChoose
	}
	if pl.Random {
		moves := p.LegalMoves(nil)
		if len(moves) == 0 {
			return rules.Move{}, rules.ErrOver
		}
		return moves[rand.New(rand.NewPCG(seed, 3)).IntN(len(moves))], nil
	}
	lim := pl.Limits
	lim.Seed = seed
	r := p.Think(ctx, lim, nil)
	if !r.Found {
		return rules.Move{}, rules.ErrOver
	}
	return r.Best, nil
}
