package cli

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"oddboards/rules/arena"
	"oddboards/rules/seat"
)

func isEngine(p arena.Player) bool { return p.Engine != nil }

// engineFlags are the match's flags for its outside engines; each applies to every
// uci: player, or with a prefix "P:" to player P of --players alone (counted from 1).
type engineFlags struct {
	options, limits listFlag
	timeout         string
}

// listFlag collects a repeated flag.
type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, " ") }

func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

// apply gives the uci: players their options, limits and time-out. A player's own
// option or limit overrides one given to every engine, wherever it stands.
func (f engineFlags) apply(players []arena.Player) error {
	var engines []int
	for i, p := range players {
		if isEngine(p) {
			engines = append(engines, i)
		}
	}
	if len(engines) == 0 {
		if len(f.options) > 0 || len(f.limits) > 0 || f.timeout != "" {
			return usageErr("--uci-option, --uci-limit and --uci-timeout are for uci: players, and --players has none")
		}
		return nil
	}
	err := eachTarget(players, engines, "--uci-limit", f.limits, func(i int, rest string) (string, error) {
		if err := players[i].SetLimit(rest); err != nil {
			return "", usageErr("--uci-limit: %v", err)
		}
		return "", nil
	})
	if err != nil {
		return err
	}
	err = eachTarget(players, engines, "--uci-option", f.options, func(i int, rest string) (string, error) {
		name, value, ok := strings.Cut(rest, "=")
		if !ok {
			return "", usageErr("--uci-option %s: write [P:]NAME=VALUE", quote(rest))
		}
		o := arena.Option{Name: strings.TrimSpace(name), Value: strings.TrimSpace(value)}
		if err := arena.CheckOption(o); err != nil {
			return "", usageErr("--uci-option: %v", err)
		}
		players[i].Engine.Options = setOption(players[i].Engine.Options, o)
		return strings.ToLower(o.Name), nil
	})
	if err != nil {
		return err
	}
	if f.timeout != "" {
		d, err := seat.Seconds(f.timeout)
		if err != nil {
			return usageErr("--uci-timeout: %v", err)
		}
		for _, i := range engines {
			players[i].Engine.Timeout = d
		}
	}
	return nil
}

// eachTarget calls set for each value "[P:]REST" of a flag and each player it is for:
// player P (counted from 1 in --players), which must be a uci: player, or without P
// every engine. The values for every engine go first, so that a player's own replace
// them. set returns what it set (an option's name), which no value may set twice for
// a player.
func eachTarget(players []arena.Player, engines []int, flag string, values []string, set func(i int, rest string) (string, error)) error {
	given := map[string]bool{}
	for _, own := range []bool{false, true} {
		for _, v := range values {
			who, rest := engines, v
			n, after, ok := strings.Cut(v, ":")
			if k, err := strconv.Atoi(n); ok && err == nil && n[0] >= '0' && n[0] <= '9' {
				switch {
				case k < 1 || k > len(players):
					return usageErr("%s %s: there is no player %d of %d", flag, quote(v), k, len(players))
				case !isEngine(players[k-1]):
					return usageErr("%s %s: player %d is %s, not a uci: engine", flag, quote(v), k, quote(players[k-1].Spec))
				}
				if !own {
					continue
				}
				who, rest = []int{k - 1}, after
			} else if own {
				continue
			}
			for _, i := range who {
				what, err := set(i, rest)
				if err != nil {
					return err
				}
				key := fmt.Sprint(own, " ", i, " ", what)
				if given[key] {
					return usageErr("%s %s is given twice", flag, quote(v))
				}
				given[key] = true
			}
		}
	}
	return nil
}

// setOption sets o in opts, replacing an option of its name (UCI names ignore case).
func setOption(opts []arena.Option, o arena.Option) []arena.Option {
	for i := range opts {
		if strings.EqualFold(opts[i].Name, o.Name) {
			out := slices.Clone(opts)
			out[i] = o
			return out
		}
	}
	return append(slices.Clone(opts), o)
}

// adjudicateFlag is --adjudicate: alone, adjudication with the defaults; with settings
// after it, those over the defaults. To the flag package it is a boolean flag, which
// stands alone or takes its value after "=" (adjudicateArgs joins a separate one).
type adjudicateFlag struct {
	given bool
	value string // "true" alone
}

func (a *adjudicateFlag) String() string   { return a.value }
func (a *adjudicateFlag) IsBoolFlag() bool { return true }

func (a *adjudicateFlag) Set(s string) error {
	a.given, a.value = true, s
	return nil
}

// read reads the settings for a match between players: nil when not given (or given
// false); a usage error unless every player is an outside engine, the only players
// that print scores.
func (a adjudicateFlag) read(players []arena.Player) (*arena.Adjudication, error) {
	if !a.given || a.value == "false" {
		return nil, nil
	}
	for i, p := range players {
		if !isEngine(p) {
			return nil, usageErr("--adjudicate judges uci: engines by their scores: player %d is %s, not one", i+1, quote(p.Spec))
		}
	}
	adj := arena.DefaultAdjudication()
	if a.value != "true" {
		var err error
		if adj, err = arena.ParseAdjudication(a.value); err != nil {
			return nil, usageErr("--adjudicate: %v", err)
		}
	}
	return &adj, nil
}

// adjudicateArgs joins "--adjudicate SETTINGS" into "--adjudicate=SETTINGS", the one
// form a boolean flag takes a value in. A word with "=" cannot be the GAME it would
// otherwise be taken for.
func adjudicateArgs(args []string) []string {
	out := make([]string, 0, len(args))
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" { // the words after are not flags
			return append(out, args[i:]...)
		}
		if (a == "--adjudicate" || a == "-adjudicate") && i+1 < len(args) && strings.Contains(args[i+1], "=") && !strings.HasPrefix(args[i+1], "-") {
			a += "=" + args[i+1]
			i++
		}
		out = append(out, a)
	}
	return out
}
