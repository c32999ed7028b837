package rules

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// CheckConfig says what in cfg the game g cannot start from, judged by what g declares
// of itself: its variants, its numbered setups, whether it has modes (a ModeLister checks
// the mode's name in Start, since it may accept other spellings), and its options with
// their values. Every game's Start calls it, so no game writes these checks again.
func CheckConfig(g Game, cfg Config) error {
	name := g.Name()
	variant := cfg.Variant
	if variant == "" {
		variant = g.ID()
	}
	if vs := g.Variants(); !slices.Contains(vs, variant) {
		return fmt.Errorf("%s has no variant %q (variants: %s)", name, Excerpt(variant, 40), strings.Join(vs, ", "))
	}
	switch n := g.Setups(variant); {
	case n == 0 && cfg.Setup != 0:
		return fmt.Errorf("%s has no numbered setups (asked for %d)", name, cfg.Setup)
	case n > 0 && (cfg.Setup < 0 || cfg.Setup > n):
		return fmt.Errorf("setup %d is out of range 1–%d", cfg.Setup, n)
	}
	if _, modal := g.(ModeLister); !modal && cfg.Mode != "" {
		return fmt.Errorf("%s has no mode %q", name, Excerpt(cfg.Mode, 40))
	}
	known := map[string]Option{}
	for _, o := range g.Options() {
		known[o.Key] = o
	}
	keys := make([]string, 0, len(cfg.Options))
	for k := range cfg.Options {
		keys = append(keys, k)
	}
	sort.Strings(keys) // the first wrong one, whatever the map's order
	for _, k := range keys {
		o, ok := known[k]
		if !ok {
			return fmt.Errorf("%s has no option %q", name, Excerpt(k, 40))
		}
		if v := cfg.Options[k]; !slices.Contains(o.Values, v) {
			return fmt.Errorf("%s: option %s cannot be %q (choose %s)", name, k, Excerpt(v, 40), strings.Join(o.Values, ", "))
		}
	}
	return nil
}
