package chess2016

import (
	"fmt"
	"strconv"
	"strings"

	"oddboards/rules"
)

var _ rules.SetupReader = Game{}

// ParseSetup reads a setup number or dice ("1-2-3/4/5", "1-2-3").
func (g Game) ParseSetup(variant, s string) (int, error) {
	if variant == "" {
		variant = Chess2016
	}
	s = strings.TrimSpace(s)
	if n, err := strconv.Atoi(s); err == nil {
		max := g.Setups(variant)
		if n < 1 || n > max {
			return 0, fmt.Errorf("setup %d is out of range 1–%d", n, max)
		}
		return n, nil
	}
	d, err := ParseDice(variant, s)
	if err != nil {
		return 0, err
	}
	return SetupNumber(variant, d)
}

// SetupName names a setup by its dice ("" if n is no setup of variant).
func (Game) SetupName(variant string, n int) string {
	if variant == "" {
		variant = Chess2016
	}
	d, err := DiceOf(variant, n)
	if err != nil {
		return ""
	}
	return d.String()
}

// setupText prints a setup as a diagram with its dice and substitutions.
func (Game) SetupText(variant string, n int, opts map[string]string) (string, error) {
	return setupText(variant, n, opts)
}
