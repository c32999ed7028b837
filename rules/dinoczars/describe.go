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
	h, kinds := rules.MustReadHelp(helpText, []pieces.Kind{pieces.Tyrannosaurus,
		pieces.Velociraptor, pieces.Pterosaur, pieces.Stegosaurus, pieces.Triceratops,
		pieces.Brontosaurus, pieces.Egg})
	return rules.DescribeOne(New(), h, kinds, nil, valueOf).WithRole(pieces.Egg, rules.RoleCounter)
}

// valueOf is the evaluation's value of k (value).
func valueOf(k pieces.Kind) int {
	if c, ok := codeOf(k); ok {
		return value[c]
	}
	return 0
}
