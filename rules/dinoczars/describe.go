package dinoczars

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
	kinds := pieces.Span(pieces.Tyrannosaurus, pieces.Egg)
	return rules.DescribeOne(New(), helpText, kinds, nil, valueOf).
		WithRole(pieces.Egg, rules.RoleCounter)
}
