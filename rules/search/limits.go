package search

import (
	"time"

	"oddboards/rules"
)

// Limits bound one search. Zero fields do not limit; a search with no limit at all runs
// until its context is cancelled.
type Limits struct {
	Depth int // the deepest iteration, in plies
	Turns int // the deepest iteration, in turns (see TurnPlier); Depth wins if both are set
	// MinTurns are the turns every search looks ahead whatever the node budget: the
	// iterations up to them always finish (time and cancellation still stop them).
	MinTurns int
	Nodes    int64 // stop after about this many nodes
	// PerTurnNodes scales Nodes to the game: one whose seats play k plies a turn
	// (TurnPlier) gets k² times as many, as a turn of two plies costs that much more
	// to look at. The levels set it; a plain node budget does not.
	PerTurnNodes bool
	Time         time.Duration // stop after about this long
	// Soft is the time a move played on a clock aims at (Time is then the most it may
	// take): the search stops after an iteration once it has spent a share of Soft that
	// grows while the best move changes or its score falls, and at once when the move is
	// forced. ClockTime gives both.
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
	Without Feature
	// Memory, if set, keeps the transposition table for the next search with the same
	// Memory (searches sharing one must not run at once).
	Memory *Memory
	// MultiPV asks for the best lines of this many root moves (Result.Lines).
	MultiPV int
	// Only, if set, keeps the root moves it accepts (UCI's searchmoves); when it
	// accepts none, all are searched.
	Only func(rules.Move) bool
}

// DefaultTopTime is the top level's time per move unless a seat sets its own.
const DefaultTopTime = 5 * time.Second

// Overhead is what a move on a clock keeps back for the program around the search (a
// GUI, a window, the operating system) between the clock's start and the move's arrival.
const Overhead = 50 * time.Millisecond

// ClockTime shares out a clock: with left on it, inc added after each move and togo
// moves to the next time control (0: none; then about 30 more are expected), it returns
// the time a move aims at (soft) and the most it may take (hard). Hard never reaches the
// time left, less the Overhead, so a search that keeps to it never loses on time; a
// clock with less than that left still gets a few milliseconds, as a move is needed.
func ClockTime(left, inc time.Duration, togo int) (soft, hard time.Duration) {
	if togo <= 0 {
		togo = 30
	}
	usable := left - Overhead
	if usable <= 0 {
		return time.Millisecond, time.Millisecond
	}
	soft = usable/time.Duration(togo) + inc*3/4
	hard = min(4*soft, usable/2)
	if togo == 1 {
		hard = usable * 3 / 4 // the last move before the control may spend most of it
	}
	soft = min(soft, hard)
	return max(soft, time.Millisecond), max(hard, time.Millisecond)
}
