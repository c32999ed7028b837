package search

import (
	"time"

	"oddboards/rules"
)

// The search's names for the contract's terms (rules/think.go): the limits a caller
// sets, the report it reads, the techniques it can switch off, the table it can keep.
type (
	Limits     = rules.Limits
	Report     = rules.Report
	ReportLine = rules.ReportLine
	Feature    = rules.SearchFeature
	Memory     = rules.SearchMemory
)

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
