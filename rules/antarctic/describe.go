package antarctic

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
	{Kind: pieces.Orca, Name: "Orca", Code: "O"},
	{Kind: pieces.Leopard, Name: "Leopard", Code: "L"},
	{Kind: pieces.SealElephant, Name: "Elephant", Code: "E"},
	{Kind: pieces.Petrel, Name: "Petrel", Code: "P"},
	{Kind: pieces.Skua, Name: "Skua", Code: "S"},
	{Kind: pieces.Emperor, Name: "Emperor", Code: "M"},
	{Kind: pieces.KingPenguin, Name: "King", Code: "K"},
	{Kind: pieces.Gentoo, Name: "Gentoo", Code: "G"},
	{Kind: pieces.Rockhopper, Name: "Rockhopper", Code: "R"},
	{Kind: pieces.Fairy, Name: "Fairy", Code: "F"},
}

// Kinds is the game's kindTable, in a copy the caller may keep.
func (Game) Kinds() rules.Kinds { return slices.Clone(kindTable) }

// Describe is the game as the launcher, the help window and the piece cards show it.
func Describe() rules.Descriptor {
	return rules.DescribeOne(New(), helpText, nil, valueOf)
}
