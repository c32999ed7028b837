package clash

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

// rulesHelp and kindTable are helpText read. kindTable is the game's kinds: the one
// home of their names and notation letters (the help's headings), which the notation
// reads and Kinds gives out.
var rulesHelp, kindTable = rules.MustReadHelp(helpText, pieces.Span(pieces.Droid, pieces.Slicer))

// Kinds is the game's kindTable, in a copy the caller may keep.
func (Game) Kinds() rules.Kinds { return slices.Clone(kindTable) }

// Describe is the game as the launcher, the help window and the piece cards show it.
func Describe() rules.Descriptor {
	return rules.DescribeOne(New(), rulesHelp, []pieces.Kind{pieces.Slicer}, valueOf)
}
