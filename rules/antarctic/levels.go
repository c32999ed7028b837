package antarctic

import "oddboards/rules/search"

// Levels are the levels Antarctic Chess offers in a mode: the two-seat modes the eight
// of every two-seat game; the modes of three or more seats only the rungs measured to
// play better than the one below there (rules/search's package doc has the ladders).
func (Game) Levels(mode string) search.Levels {
	switch mode {
	case mode3S:
		return search.NewLevels(search.Turn800, search.Turn400, search.Nodes4k, search.Nodes15k, search.Nodes50k)
	case mode3L:
		return search.NewLevels(search.Turn800, search.Turn400, search.Nodes4k, search.Nodes50k)
	case mode4U:
		return search.NewLevels(search.Turn400, search.Nodes15k, search.Nodes50k, search.Nodes150k)
	case mode6E:
		return search.NewLevels(search.Turn800, search.Nodes150k)
	case Mode7U:
		return search.NewLevels(search.Turn400, search.Nodes15k, search.Nodes50k, search.Nodes150k)
	}
	return search.TwoSeatLevels()
}
