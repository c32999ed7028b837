package arena

import (
	"context"
	"fmt"

	"oddboards/rules"
	"oddboards/rules/games"
	"oddboards/rules/search"
	"oddboards/rules/seat"
)

// openingRung plays a series' opening plies, in every game: its seeded error makes each
// opening different, and its search keeps them sensible (random moves would throw
// pieces away and decide the game before the players sit down). It is the two-seat
// games' level 2.
const openingRung = search.Nodes4k

// Opening returns cfg started after plies moves chosen by openingRung with seed, as
// a position string, or cfg itself for no plies. The levels above 5 have no noise: from
// one start two of them play the same game every time their seats come round, so a
// series between them tells nothing unless its rounds start apart. The opening stops
// early rather than play a move that ends the game. One seed gives one opening on any
// machine, however fast or busy; a cancelled ctx gives an error, not another opening.
func Opening(ctx context.Context, e games.Entry, cfg rules.Config, plies int, seed uint64) (rules.Config, error) {
	if plies <= 0 {
		return cfg, nil
	}
	p, err := rules.StartOf(e.Game, cfg)
	if err != nil {
		return cfg, err
	}
	// No time limit: a search that runs out of time on a busy machine stops at another
	// move than one that spends its node budget. The node budget alone bounds it.
	opener := Player{Setting: seat.Setting{Spec: "rung:" + openingRung.String(), Limits: openingRung.Limits(0)}}
	opener.Limits.Time = 0
	for ply := 1; ply <= plies; ply++ {
		mv, err := opener.Choose(ctx, p, plySeed(seed, ply))
		if err == nil {
			err = ctx.Err() // a search stopped part way chose from what it reached
		}
		if err != nil {
			return cfg, fmt.Errorf("opening ply %d: %w", ply, err)
		}
		next := p.Play(mv)
		if next.Outcome().Over() {
			break
		}
		p = next
	}
	cfg.Position = p.PositionText()
	return cfg, nil
}

// EndsAtOnce reports whether some legal move in p ends the game: a start like that
// tells nothing of the players (a quarter of Chess 2016's setups let White mate on the
// first move, and match's random setups skip them).
func EndsAtOnce(p rules.Position) bool { return len(Enders(p)) > 0 }

// Enders are the legal moves in p that end the game.
func Enders(p rules.Position) []rules.Move {
	var out []rules.Move
	for _, mv := range p.LegalMoves(nil) {
		if p.Play(mv).Outcome().Over() {
			out = append(out, mv)
		}
	}
	return out
}
