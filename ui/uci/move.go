package uci

import (
	"oddboards/rules"
	"oddboards/rules/chess2016"
)

// formatMove writes m, legal in p, in coordinates: "e3e5", "b8b9g", "g2j2"
// (chess2016.Position.UCIMove, which the match's outside engines share).
func formatMove(p *chess2016.Position, m rules.Move) string { return p.UCIMove(m) }

// parseMove reads a move in coordinates that is legal in p.
func parseMove(p *chess2016.Position, s string) (rules.Move, error) { return p.ParseUCIMove(s) }
