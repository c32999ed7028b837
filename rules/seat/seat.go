// Package seat is a computer seat's setting: the one form the launcher, the game
// window, a saved game's [Computer] header, the command line and the arena write and
// read ("level:5", "nodes:20000", "random", …), and what it means for the search. It is
// read here once, so every part agrees on it.
package seat

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"oddboards/rules"
	"oddboards/rules/search"
)

// Setting is how a computer seat chooses its moves: a search within Limits, or a
// uniformly random legal move (the yardstick the weakest level must beat).
type Setting struct {
	Spec   string // as written: "level:4", "random", "depth:3", "nodes:20000", "time:2"
	Random bool
	Limits search.Limits
}

// Forms lists the forms Parse reads, for usage messages. A rung is a strength of the
// search (search.Rung), whether the game offers it as a level or not: ladders measure
// with them which to offer.
const Forms = "level:N, rung:R (1600cp, 800cp, 1-8), depth:D, nodes:N, time:SECONDS or random; then /paranoid (paranoid multi-player search), /without:F+G, /with:F+G (techniques of the two-player search off, on-trial ones on)"

// Parse reads a setting for a game of the levels ls. top is the top level's time per
// move.
func Parse(s string, ls search.Levels, top time.Duration) (Setting, error) {
	base, paranoid := strings.CutSuffix(s, "/paranoid")
	// "/without:F" and "/with:G" in either order, each at most once: the later one is
	// cut off first
	var with, without search.Feature
	for {
		i, j := strings.LastIndex(base, "/with:"), strings.LastIndex(base, "/without:")
		mark, at, f := "/with:", i, &with
		if j > i {
			mark, at, f = "/without:", j, &without
		}
		if at < 0 {
			break
		}
		if *f != 0 {
			return Setting{Spec: s}, fmt.Errorf("player %q: %s twice", short(s), mark)
		}
		fs, err := search.ParseFeatures(base[at+len(mark):])
		if err != nil {
			return Setting{Spec: s}, fmt.Errorf("player %q: %v", short(s), err)
		}
		base, *f = base[:at], fs
	}
	st, err := parseBase(base, ls, top)
	st.Spec, st.Limits.Paranoid, st.Limits.Without, st.Limits.With = s, paranoid, without, with
	if err == nil && (paranoid || without|with != 0) && st.Random {
		return st, fmt.Errorf("player %q: a random player does not search", short(s))
	}
	return st, err
}

func parseBase(s string, ls search.Levels, top time.Duration) (Setting, error) {
	st := Setting{Spec: s}
	if s == "random" {
		st.Random = true
		return st, nil
	}
	kind, val, ok := strings.Cut(s, ":")
	if !ok {
		return st, fmt.Errorf("player %q: write %s", short(s), Forms)
	}
	switch kind {
	case "level":
		n, err := strconv.Atoi(val)
		if err != nil {
			return st, fmt.Errorf("player %q: the level is a number: %s", short(s), ls.List())
		}
		if st.Limits, err = ls.Limits(n, top); err != nil {
			return st, fmt.Errorf("player %q: %v", short(s), err)
		}
	case "rung":
		r, err := search.ParseRung(val)
		if err != nil {
			return st, fmt.Errorf("player %q: %v", short(s), err)
		}
		st.Limits = r.Limits(top)
	case "depth":
		n, err := strconv.Atoi(val)
		if err != nil || n < 1 || n > 60 {
			return st, fmt.Errorf("player %q: the depth is a number from 1 to 60", short(s))
		}
		st.Limits.Depth = n
	case "nodes":
		n, err := strconv.ParseInt(val, 10, 64)
		if err != nil || n < 1 {
			return st, fmt.Errorf("player %q: the node budget is a whole number above 0", short(s))
		}
		st.Limits.Nodes = n
		st.Limits.HashMB = int(min(64, max(1, n/30_000)))
	case "time":
		d, err := Seconds(val)
		if err != nil {
			return st, fmt.Errorf("player %q: %v", short(s), err)
		}
		st.Limits.Time = d
	case "uci":
		return st, fmt.Errorf("player %q: an outside engine plays only in a match", short(s))
	default:
		return st, fmt.Errorf("player %q: write %s", short(s), Forms)
	}
	return st, nil
}

// Level is the setting of level n: "level:5".
func Level(n int) string { return "level:" + strconv.Itoa(n) }

// LevelOf is the level a setting names, and whether it names one ("level:5" is 5).
func LevelOf(spec string) (int, bool) {
	val, ok := strings.CutPrefix(spec, "level:")
	n, err := strconv.Atoi(val)
	return n, ok && err == nil
}

// LevelsOf are the levels game g offers in cfg's mode (its own, if it is a
// search.Leveller), the mode named as the game's positions name it ("3s" is 3S; none is
// the game's default).
func LevelsOf(g rules.Game, cfg rules.Config) search.Levels {
	if l, ok := g.(search.Leveller); ok {
		return l.Levels(ModeOf(g, cfg))
	}
	return search.TwoSeatLevels()
}

// ModeOf is the code of the mode cfg plays g in, its default mode when cfg names none;
// "" for a game without modes (or a mode it lacks).
func ModeOf(g rules.Game, cfg rules.Config) string {
	if _, modal := g.(rules.ModeLister); modal {
		p, err := g.Start(rules.Config{Variant: cfg.Variant, Mode: cfg.Mode})
		if mp, ok := p.(rules.ModePosition); err == nil && ok {
			return mp.Mode()
		}
	}
	return ""
}

// Nearest is spec as a game of the levels ls plays it: "level:N" above the levels there
// are, as a game saved before its levels were cut names it, is the nearest level (its
// strongest), and note says so, naming the seat's level as before and now; any other
// spec comes back as it is, with no note.
func Nearest(spec string, ls search.Levels) (fixed, note string) {
	n, ok := LevelOf(spec)
	if !ok || n <= ls.Len() || n > search.MaxLevel || ls.Len() == 0 {
		return spec, ""
	}
	k := ls.Nearest(n)
	return Level(k), fmt.Sprintf("level %d is no longer offered here: it plays at the nearest, %s", n, ls.Label(k))
}

// Seconds reads a time in seconds ("2", "0.5") between a millisecond and an hour.
func Seconds(s string) (time.Duration, error) {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || !(f >= 0.001 && f <= 3600) { // NaN fails both
		return 0, fmt.Errorf("the time %q is not a number of seconds from 0.001 to 3600", short(s))
	}
	return time.Duration(f * float64(time.Second)), nil
}

// short is what an error quotes of a setting.
func short(s string) string { return rules.Excerpt(s, 24) }
