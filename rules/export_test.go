package rules

import "oddboards/pieces"

// ReadHelp is readHelp for the black-box tests (package rules_test).
func ReadHelp(text string, kinds []pieces.Kind) (Help, Kinds, error) { return readHelp(text, kinds) }
