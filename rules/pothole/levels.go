package pothole

import "oddboards/rules/search"

// Levels are the levels Pothole Chess offers: the rungs measured to play better than
// the one below with four seats (rules/search's package doc has the ladder), among
// them two one-turn rungs with larger errors, as a pawn or two of error barely tells
// there.
func (Game) Levels(string) search.Levels {
	return search.NewLevels(search.Turn1600, search.Turn800, search.Turn400, search.Nodes4k, search.Nodes15k, search.Nodes50k)
}
