package search

import "oddboards/rules"

// Thinker is rules.Thinker, until the ui's last callers stop asking for it. TEMPORARY.
type Thinker = rules.Thinker
