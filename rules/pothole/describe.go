package pothole

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
	h, kinds := rules.MustReadHelp(helpText, []pieces.Kind{pieces.King, pieces.Car,
		pieces.Racecar, pieces.Bulldozer, pieces.Megadozer, pieces.DirtDevil,
		pieces.Cyclone, pieces.Pothole})
	return rules.DescribeOne(New(), h, kinds, []pieces.Kind{pieces.Racecar, pieces.Megadozer, pieces.Cyclone}, valueOf).WithRole(pieces.Pothole, rules.RoleObject)
}

// valueOf is the evaluation's value of k (value): the game's kinds are pieces.Kind's.
func valueOf(k pieces.Kind) int {
	if int(k) < len(value) {
		return value[k]
	}
	return 0
}
