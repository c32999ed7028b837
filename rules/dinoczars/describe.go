package dinoczars

import (
	_ "embed"
	"slices"

	"oddboards/pieces"
	"oddboards/rules"
)

// helpText is the game's rules in the help window's words, from docs/rules/, and per
// kind of piece its name and notation letters, a summary and a sentence (rules.ReadHelp
// reads it).
//
//go:embed help.md
var helpText string

// rulesHelp and readKinds are helpText read. kindTable, readKinds with their roles, is
// the game's kinds: the one home of their names and notation letters (the help's
// headings) and roles, which the notation reads and Kinds gives out.
var (
	rulesHelp, readKinds = rules.MustReadHelp(helpText, pieces.Span(pieces.Tyrannosaurus, pieces.Egg))
	kindTable            = readKinds.WithRole(pieces.Egg, rules.RoleCounter)
)

// Kinds is the game's kindTable, in a copy the caller may keep.
func (Game) Kinds() rules.Kinds { return slices.Clone(kindTable) }

// Describe is the game as the launcher, the help window and the piece cards show it.
func Describe() rules.Descriptor {
	return rules.DescribeOne(New(), rulesHelp, nil, valueOf)
}
