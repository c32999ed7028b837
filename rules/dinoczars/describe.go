package dinoczars

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
	{Kind: pieces.Tyrannosaurus, Name: "Tyrannosaurus", Code: "TR"},
	{Kind: pieces.Velociraptor, Name: "Velociraptor", Code: "VR"},
	{Kind: pieces.Pterosaur, Name: "Pterosaur", Code: "PT"},
	{Kind: pieces.Stegosaurus, Name: "Stegosaurus", Code: "SS"},
	{Kind: pieces.Triceratops, Name: "Triceratops", Code: "TC"},
	{Kind: pieces.Brontosaurus, Name: "Brontosaurus", Code: "BR"},
	{Kind: pieces.Egg, Name: "Egg", Code: "E", Role: rules.RoleCounter},
}

// Kinds is the game's kindTable, in a copy the caller may keep.
func (Game) Kinds() rules.Kinds { return slices.Clone(kindTable) }

// Describe is the game as the launcher, the help window and the piece cards show it.
func Describe() rules.Descriptor {
	return rules.DescribeOne(New(), helpText, nil, valueOf)
}
