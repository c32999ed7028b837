package arena

import "time"

// DefaultMargin is defaultMargin for the black-box tests (package arena_test).
func DefaultMargin(moveTime time.Duration) time.Duration { return defaultMargin(moveTime) }
