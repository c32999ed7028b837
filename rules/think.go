package rules

import (
	"context"
	"sync"
	"time"
)

// Thinker is what every game's Position does for the computer player: it searches for
// the seat to move within lim, calling info (if not nil) on the search's goroutine after
// each completed iteration. The search itself is rules/search (search.Think); its terms,
// the limits a caller sets and the report it reads, live here so that the contract can
// name them (rules/search imports rules, not the other way round).
type Thinker interface {
	Think(ctx context.Context, lim Limits, info func(Report)) Report
}

// Limits bound one search. Zero fields do not limit; a search with no limit at all runs
// until its context is cancelled.
type Limits struct {
	Depth int // the deepest iteration, in plies
	Turns int // the deepest iteration, in turns (see search.TurnPlier); Depth wins if both are set
	// MinTurns are the turns every search looks ahead whatever the node budget: the
	// iterations up to them always finish (time and cancellation still stop them).
	MinTurns int
	Nodes    int64 // stop after about this many nodes
	// PerTurnNodes scales Nodes to the game: one whose seats play k plies a turn
	// (search.TurnPlier) gets k² times as many, as a turn of two plies costs that much more
	// to look at. The levels set it; a plain node budget does not.
	PerTurnNodes bool
	Time         time.Duration // stop after about this long
	// Soft is the time a move played on a clock aims at (Time is then the most it may
	// take): the search stops after an iteration once it has spent a share of Soft that
	// grows while the best move changes or its score falls, and at once when the move is
	// forced. search.ClockTime gives both.
	Soft time.Duration
	// Noise is the largest seeded error, in centipawns, added to each root move's exact
	// score before the best is chosen: the deliberate inaccuracy of the casual levels.
	// With two seats a root move is searched exactly only where its error could make it
	// the choice, so noise costs little more than a plain search.
	Noise int
	// Seed makes the noise (and so the whole search) repeatable.
	Seed uint64
	// HashMB sizes the transposition table (default 16).
	HashMB int
	// Paranoid searches three or more seats with paranoid alpha-beta instead of BRS+.
	Paranoid bool
	// Threads is how many searchers share the work (Lazy SMP); 0 or 1 is one. Only a
	// search by time or depth plays the same with more threads, only sooner: a node
	// budget is shared, so more threads see less each.
	Threads int
	// Without switches off techniques of the two-seat search, to measure them.
	Without SearchFeature
	// With switches on techniques on trial (search.Trial), which are off unless named,
	// and those a game does without (search.Chooser), for a match that measures one.
	With SearchFeature
	// Memory, if set, keeps the transposition table for the next search with the same
	// Memory (searches sharing one must not run at once).
	Memory *SearchMemory
	// MultiPV asks for the best lines of this many root moves (Report.Lines).
	MultiPV int
	// Only, if set, keeps the root moves it accepts (UCI's searchmoves); when it
	// accepts none, all are searched.
	Only func(Move) bool
}

// SearchFeature is a technique of the two-seat search (search.NullMove, …), named where
// Limits.Without can switch it off.
type SearchFeature uint64

// SearchMemory keeps a transposition table from one search to the next (an engine
// playing a game: what it learnt about the positions ahead stays useful, and a large
// table is not cleared before every move). The zero SearchMemory is empty; a nil one
// keeps nothing. Only the search reads what it keeps (Keep).
type SearchMemory struct {
	mu   sync.Mutex
	kept any
}

// Keep hands what m keeps to f, under m's lock, and keeps what f returns.
func (m *SearchMemory) Keep(f func(kept any) any) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.kept = f(m.kept)
}

// Report is a search's result, or its progress, in contract moves.
type Report struct {
	Best  Move
	Found bool // false only when the game is over
	PV    []Move
	// Score is in centipawns for the seat to move. When a forced win or loss is seen,
	// MatePlies is the plies to it (above 0 a win, below a loss) and Score is ±Mate.
	Score     int
	MatePlies int
	Depth     int
	SelDepth  int
	Nodes     int64
	Elapsed   time.Duration
	HashFull  int // thousandths of the transposition table in use
	// Lines are the best lines when Limits.MultiPV asks for several, best first; a
	// line's Score and MatePlies read as the report's.
	Lines []ReportLine
}

// ReportLine is one of several best lines.
type ReportLine struct {
	Score, MatePlies int
	PV               []Move
}
