package rules

// PositionTexter is what every Position does, until the ui's last callers stop asking
// for it. TEMPORARY.
type PositionTexter interface{ PositionText() string }

// Composer is Game, until the ui's last callers stop asking for it. TEMPORARY.
type Composer = Game
