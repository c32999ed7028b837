package antarctic

import "oddboards/rules"

var _ rules.Noter = Game{}

// Notes tells the players that the board and arrays are a reconstruction: the original
// page's pictures are lost.
func (Game) Notes(rules.Config) []string {
	return []string{"Arrays reconstructed: the original page's pictures are lost, so the starting arrays are this program's proposal."}
}
