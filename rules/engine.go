package rules

// Each game keeps moves of its own compact type; these two helpers are the whole of the
// translation between that type and the contract's Move, so no game writes it again.

// AppendMoves appends the contract form of an engine's moves to buf.
func AppendMoves[E any](buf []Move, moves []E, conv func(E) Move) []Move {
	for _, m := range moves {
		buf = append(buf, conv(m))
	}
	return buf
}

// FindMove returns the engine move among moves whose contract form is m.
func FindMove[E any](moves []E, conv func(E) Move, m Move) (E, bool) {
	for _, e := range moves {
		if conv(e) == m {
			return e, true
		}
	}
	var none E
	return none, false
}
