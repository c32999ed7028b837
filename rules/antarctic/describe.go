package antarctic

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
	h, kinds := rules.MustReadHelp(helpText, []pieces.Kind{pieces.Orca, pieces.Leopard,
		pieces.SealElephant, pieces.Petrel, pieces.Skua, pieces.Emperor,
		pieces.KingPenguin, pieces.Gentoo, pieces.Rockhopper, pieces.Fairy})
	return rules.DescribeOne(New(), h, kinds, nil, valueOf)
}

// valueOf is the evaluation's value of k (value).
func valueOf(k pieces.Kind) int {
	if i := fromKind(k); i > 0 && i < nKinds {
		return value[i]
	}
	return 0
}
