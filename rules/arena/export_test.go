package arena

import (
	"context"
	"time"

	"oddboards/rules"
	"oddboards/rules/games"
)

// DefaultMargin is defaultMargin for the black-box tests (package arena_test).
func DefaultMargin(moveTime time.Duration) time.Duration { return defaultMargin(moveTime) }

// PlayGame is playGame for the black-box tests.
func PlayGame(ctx context.Context, e games.Entry, cfg rules.Config, players []Player, seats []int, seed uint64, maxPlies int) (Game, error) {
	return playGame(ctx, e, cfg, players, seats, seed, maxPlies, nil)
}

// PlayAdjudicated is playGame with adjudication, for the black-box tests.
func PlayAdjudicated(ctx context.Context, e games.Entry, cfg rules.Config, players []Player, seats []int, maxPlies int, adj *Adjudication) (Game, error) {
	return playGame(ctx, e, cfg, players, seats, 1, maxPlies, adj)
}
