package clash

import (
	_ "embed"

	"oddboards/pieces"
	"oddboards/rules"
)

// helpText is the game's rules in the help window's words, from docs/rules/, and a
// summary and a sentence per kind of piece (rules.ReadHelp reads it).
//
//go:embed help.md
var helpText string

// Describe is the game as the launcher, the help window and the piece cards show it.
func Describe() rules.Descriptor {
	h, kinds := rules.MustReadHelp(helpText, []pieces.Kind{pieces.Droid, pieces.Hawk,
		pieces.Factor, pieces.Commander, pieces.Brute, pieces.Slicer})
	return rules.DescribeOne(New(), h, kinds, []pieces.Kind{pieces.Slicer}, valueOf)
}

// valueOf is the evaluation's value of k (value); Commanders are counted apart.
func valueOf(k pieces.Kind) int {
	for i, kk := range kindOf {
		if kk == k && k != pieces.None {
			return value[i]
		}
	}
	return 0
}
