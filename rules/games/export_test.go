package games

import "oddboards/rules"

// Descriptors is descriptors for the black-box tests (package games_test).
func Descriptors() []rules.Descriptor { return descriptors() }
