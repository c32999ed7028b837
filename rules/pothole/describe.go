package pothole

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
	{Kind: pieces.King, Name: "King", Code: "K"},
	{Kind: pieces.Car, Name: "Car", Code: "C"},
	{Kind: pieces.Racecar, Name: "Racecar", Code: "R"},
	{Kind: pieces.Bulldozer, Name: "Bulldozer", Code: "B"},
	{Kind: pieces.Megadozer, Name: "Megadozer", Code: "M"},
	{Kind: pieces.DirtDevil, Name: "Dirt Devil", Code: "D"},
	{Kind: pieces.Cyclone, Name: "Cyclone", Code: "Y"},
	{Kind: pieces.Pothole, Name: "Pothole", Code: "O", Role: rules.RoleObject},
}

// Kinds is the game's kindTable, in a copy the caller may keep.
func (Game) Kinds() rules.Kinds { return slices.Clone(kindTable) }

// Describe is the game as the launcher, the help window and the piece cards show it.
func Describe() rules.Descriptor {
	later := []pieces.Kind{pieces.Racecar, pieces.Megadozer, pieces.Cyclone}
	return rules.DescribeOne(New(), helpText, later, valueOf)
}
