package ui

// HoldMoves lets nothing be picked up until the board syncs again, as on the computer's
// seat: for a seat played at another computer.
func (v *BoardView) HoldMoves() { v.under(v.pick.Hold) }

// lock takes v.mu for an event that may pick up or play. holdMoves (network_view.go)
// holds the board by clearing v.moves, from before the picker owned the moves: the
// picker is told here. Once holdMoves calls HoldMoves, v.moves and this check can go.
func (v *BoardView) lock() {
	v.mu.Lock()
	if v.moves == nil {
		v.pick.Hold()
	}
}
