package clash

import (
	_ "embed"
	"slices"

	"oddboards/pieces"
	"oddboards/rules"
)

// helpText is the game's rules in the help window's words, from docs/rules/, and a
// summary and a sentence per kind of piece (rules.ReadHelp reads it).
//
//go:embed help.md
var helpText string

// kindTable is the game's kinds of piece, in the help's order: the one home of their names,
// notation letters and roles, which the notation reads and the descriptor gives the rest
// of the program.
var kindTable = rules.Kinds{
	{Kind: pieces.Droid, Name: "Droid", Code: "D"},
	{Kind: pieces.Hawk, Name: "Hawk", Code: "H"},
	{Kind: pieces.Factor, Name: "Factor", Code: "F"},
	{Kind: pieces.Commander, Name: "Commander", Code: "C"},
	{Kind: pieces.Brute, Name: "Brute", Code: "B"},
	{Kind: pieces.Slicer, Name: "Slicer", Code: "S"},
}

// Kinds is the game's kindTable, in a copy the caller may keep.
func (Game) Kinds() rules.Kinds { return slices.Clone(kindTable) }

// Describe is the game as the launcher, the help window and the piece cards show it.
func Describe() rules.Descriptor {
	later := []pieces.Kind{pieces.Slicer}
	return rules.DescribeOne(New(), helpText, later, valueOf)
}
