package search

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"oddboards/rules"
)

// Rung is one strength the search plays at, weakest first. Each game and mode offers a
// run of them as its levels (Levels): only those that play measurably better than the
// one below there.
type Rung int

// The rungs. Turn400 to Timed are the eight levels of the two-seat games; the two below
// Turn400 part only in games of three or more seats.
const (
	Turn1600 Rung = iota // one turn ahead, errors up to 1,600 cp
	Turn800              // one turn ahead, errors up to 800 cp
	Turn400              // one turn ahead, errors up to 400 cp
	Nodes4k
	Nodes15k
	Nodes50k
	Nodes150k
	Nodes400k
	Nodes1500k
	Timed // the top level's time, no node budget
	rungs // how many there are
)

// String is the rung's name in a player specification ("rung:800cp"): the eight of the
// two-seat games by their level there, the two below by their error.
func (r Rung) String() string {
	names := [rungs]string{"1600cp", "800cp", "1", "2", "3", "4", "5", "6", "7", "8"}
	if r < 0 || r >= rungs {
		return "rung" + strconv.Itoa(int(r))
	}
	return names[r]
}

// ParseRung reads a rung's name ("800cp", "1" … "8").
func ParseRung(s string) (Rung, error) {
	var names []string
	for r := range rungs {
		if s == r.String() {
			return r, nil
		}
		names = append(names, r.String())
	}
	return 0, fmt.Errorf("no rung %q: rungs are %s", rules.Excerpt(s, 12), strings.Join(names, ", "))
}

// Limits returns the rung's limits; the top one thinks for top (DefaultTopTime if 0).
// The one-turn rungs look one turn ahead (a seat's whole turn: both of Pothole Chess's
// moves); the others look at least as far and spend node budgets, about three times the
// one below, so they play the same on any machine. A game of two plies a turn gets four
// times the budget (PerTurnNodes): with the same budgets Pothole Chess's levels 2 to 4
// all saw one turn and differed only in their noise, and level 4 scored 53.8% against 3.
// The low rungs are weak through that and a seeded error on the root scores, never
// through random moves (Turn400 errs by up to four pawns: at three, Pothole's level 2,
// which sees no further, scored 59.5% against it). Every rung keeps within top, so a
// slow machine never waits longer; the table grows with the budget, as clearing 16 MB
// for a 3,000-node search would cost more than the search.
func (r Rung) Limits(top time.Duration) Limits {
	if top <= 0 {
		top = DefaultTopTime
	}
	table := [rungs]Limits{
		{Turns: 1, Noise: 1600, HashMB: 1},
		{Turns: 1, Noise: 800, HashMB: 1},
		{Turns: 1, Noise: 400, HashMB: 1},
		{Nodes: 4_000, PerTurnNodes: true, MinTurns: 1, Noise: 150, HashMB: 1},
		{Nodes: 15_000, PerTurnNodes: true, MinTurns: 1, Noise: 80, HashMB: 1},
		{Nodes: 50_000, PerTurnNodes: true, MinTurns: 1, Noise: 40, HashMB: 2},
		{Nodes: 150_000, PerTurnNodes: true, MinTurns: 1, Noise: 15, HashMB: 4},
		{Nodes: 400_000, PerTurnNodes: true, MinTurns: 1, HashMB: 8},
		{Nodes: 1_500_000, PerTurnNodes: true, MinTurns: 1, HashMB: 32},
		{HashMB: 64},
	}
	l := table[min(max(r, 0), rungs-1)]
	l.Time = top
	return l
}

// MaxLevel is the most levels a game offers (the two-seat games' eight).
const MaxLevel = 8

// Levels are the levels one game or mode offers, weakest first: level n plays at its
// nth rung.
type Levels struct {
	rungs []Rung
}

// NewLevels are levels at the rungs rs, weakest first: level n plays at rs[n-1].
func NewLevels(rs ...Rung) Levels { return Levels{rungs: rs} }

// TwoSeatLevels are the levels of every game and mode of two seats: the eight rungs
// from Turn400 up (every pair measured scored 60% or more against the one below).
func TwoSeatLevels() Levels {
	return NewLevels(Turn400, Nodes4k, Nodes15k, Nodes50k, Nodes150k, Nodes400k, Nodes1500k, Timed)
}

// A Leveller is a game with levels of its own in some mode (its code, as its positions
// name it; "" for a game without modes): a game or mode of three or more seats offers
// only the rungs measured to part there (each scoring 55% or more against the one
// below, one seat against the others; the package doc has the table and the ladders).
// A game that is no Leveller offers TwoSeatLevels.
type Leveller interface {
	Levels(mode string) Levels
}

// Len is how many levels there are; the strongest is level Len.
func (ls Levels) Len() int { return len(ls.rungs) }

// Rung is the rung level n plays at; n must be from 1 to Len.
func (ls Levels) Rung(n int) Rung { return ls.rungs[n-1] }

// Limits returns the limits of level n, the top rung thinking for top, or an error
// listing the levels there are.
func (ls Levels) Limits(n int, top time.Duration) (Limits, error) {
	if n < 1 || n > ls.Len() {
		return Limits{}, fmt.Errorf("no level %d here: the levels are %s", n, ls.List())
	}
	return ls.Rung(n).Limits(top), nil
}

// Name names level n by its strength, the same in every game ("beginner"), except that
// a game's strongest level is always "grandmaster".
func (ls Levels) Name(n int) string {
	names := [MaxLevel]string{"beginner", "novice", "casual", "club", "strong", "expert", "master", "grandmaster"}
	switch {
	case n < 1 || n > ls.Len():
		return fmt.Sprintf("level %d", n)
	case n == ls.Len():
		return names[MaxLevel-1]
	}
	return names[n-1]
}

// Label is level n with its number, as every list shows it: "1 · beginner".
func (ls Levels) Label(n int) string { return fmt.Sprintf("%d · %s", n, ls.Name(n)) }

// List lists every level's Label.
func (ls Levels) List() string {
	labels := make([]string, ls.Len())
	for n := range labels {
		labels[n] = ls.Label(n + 1)
	}
	return strings.Join(labels, ", ")
}

// Nearest is the level nearest n that there is: a saved game of a level since taken
// away resumes at it.
func (ls Levels) Nearest(n int) int { return min(max(n, 1), ls.Len()) }
