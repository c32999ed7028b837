// Package arena plays computer players against each other: the player specifications
// the match command and the launcher's seats share, one game from start to end, and the
// tally of a series with its Elo estimate. It is plain Go: no window, no Fyne.
package arena

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"oddboards/rules"
	"oddboards/rules/search"
)

// Player is how a seat chooses its moves: a search within limits, a uniformly random
// legal move (the yardstick the weakest level must beat), or an outside engine over UCI
// (Engine, within the time, node or depth limit of Limits).
type Player struct {
	Spec   string // as written: "level:4", "random", "depth:3", "nodes:20000", "time:2", "uci:./engine"
	Random bool
	Limits search.Limits
	Engine *Engine
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

// PlayerForms lists the forms ParsePlayer reads, for usage messages. A rung is a strength
// of the search (search.Rung), whether the game offers it as a level or not: ladders
// measure with them which to offer.
const PlayerForms = "level:N, rung:R (1600cp, 800cp, 1-8), depth:D, nodes:N, time:SECONDS or random; /paranoid after a search for paranoid multi-player search, /without:F+G to switch off techniques of the two-player search"

// ParsePlayer reads a player specification for a game of the levels ls. top is the top
// level's time per move.
func ParsePlayer(s string, ls search.Levels, top time.Duration) (Player, error) {
	base, paranoid := strings.CutSuffix(s, "/paranoid")
	var without search.Feature
	if b, w, ok := strings.Cut(base, "/without:"); ok {
		f, err := search.ParseFeatures(w)
		if err != nil {
			return Player{Spec: s}, fmt.Errorf("player %q: %v", short(s), err)
		}
		base, without = b, f
	}
	p, err := parseBase(base, ls, top)
	p.Spec, p.Limits.Paranoid, p.Limits.Without = s, paranoid, without
	if err == nil && (paranoid || without != 0) && p.Random {
		return p, fmt.Errorf("player %q: a random player does not search", short(s))
	}
	return p, err
}

func parseBase(s string, ls search.Levels, top time.Duration) (Player, error) {
	p := Player{Spec: s}
	if s == "random" {
		p.Random = true
		return p, nil
	}
	kind, val, ok := strings.Cut(s, ":")
	if !ok {
		return p, fmt.Errorf("player %q: write %s", short(s), PlayerForms)
	}
	switch kind {
	case "level":
		n, err := strconv.Atoi(val)
		if err != nil {
			return p, fmt.Errorf("player %q: the level is a number: %s", short(s), ls.List())
		}
		if p.Limits, err = ls.Limits(n, top); err != nil {
			return p, fmt.Errorf("player %q: %v", short(s), err)
		}
	case "rung":
		r, err := search.ParseRung(val)
		if err != nil {
			return p, fmt.Errorf("player %q: %v", short(s), err)
		}
		p.Limits = r.Limits(top)
	case "depth":
		n, err := strconv.Atoi(val)
		if err != nil || n < 1 || n > 60 {
			return p, fmt.Errorf("player %q: the depth is a number from 1 to 60", short(s))
		}
		p.Limits.Depth = n
	case "nodes":
		n, err := strconv.ParseInt(val, 10, 64)
		if err != nil || n < 1 {
			return p, fmt.Errorf("player %q: the node budget is a whole number above 0", short(s))
		}
		p.Limits.Nodes = n
		p.Limits.HashMB = int(min(64, max(1, n/30_000)))
	case "time":
		d, err := Seconds(val)
		if err != nil {
			return p, fmt.Errorf("player %q: %v", short(s), err)
		}
		p.Limits.Time = d
	case "uci":
		return p, fmt.Errorf("player %q: an outside engine plays only in a match", short(s))
	default:
		return p, fmt.Errorf("player %q: write %s", short(s), PlayerForms)
	}
	return p, nil
}

// LevelsOf are the levels game g offers in cfg's mode (search.LevelsOf), the mode named
// as the game's positions name it ("3s" is 3S; none is the game's default).
func LevelsOf(g rules.Game, cfg rules.Config) search.Levels {
	mode := ""
	if _, modal := g.(rules.ModeLister); modal {
		p, err := g.Start(rules.Config{Variant: cfg.Variant, Mode: cfg.Mode})
		if mp, ok := p.(rules.ModePosition); err == nil && ok {
			mode = mp.Mode()
		}
	}
	return search.LevelsOf(g.ID(), mode)
}

// NearestLevel is spec as a game of the levels ls plays it: "level:N" above the levels
// there are, as a game saved before its levels were cut names it, is the nearest level
// (its strongest), and note says so, naming the seat's level as before and now; any other
// spec comes back as it is, with no note.
func NearestLevel(spec string, ls search.Levels) (fixed, note string) {
	val, ok := strings.CutPrefix(spec, "level:")
	n, err := strconv.Atoi(val)
	if !ok || err != nil || n <= ls.Len() || n > search.MaxLevel || ls.Len() == 0 {
		return spec, ""
	}
	k := ls.Nearest(n)
	return "level:" + strconv.Itoa(k), fmt.Sprintf("level %d is no longer offered here: it plays at the nearest, %s", n, ls.Label(k))
}

// Seconds reads a time in seconds ("2", "0.5") between a millisecond and an hour.
func Seconds(s string) (time.Duration, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || !(f >= 0.001 && f <= 3600) { // NaN fails both
		return 0, fmt.Errorf("the time %q is not a number of seconds from 0.001 to 3600", short(s))
	}
	return time.Duration(f * float64(time.Second)), nil
}

// short is what an error quotes of a player specification.
func short(s string) string { return rules.Excerpt(s, 24) }

// errEngineChoose is Choose's answer for an outside engine, whose process lives for a
// whole game (PlayGame), not for one move.
var errEngineChoose = errors.New("an outside engine chooses its moves only in a game of a match")

// ErrNotThinker is returned when a game's positions cannot be searched.
var ErrNotThinker = errors.New("this game has no computer player")

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
	th, ok := p.(search.Thinker)
	if !ok {
		return rules.Move{}, ErrNotThinker
	}
	lim := pl.Limits
	lim.Seed = seed
	r := th.Think(ctx, lim, nil)
	if !r.Found {
		return rules.Move{}, rules.ErrOver
	}
	return r.Best, nil
}
