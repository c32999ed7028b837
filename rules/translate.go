package rules

import (
	"fmt"
	"unicode/utf8"
)

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

// FormatMove writes m through a game's own position type P: find turns the contract move
// into the engine's, write writes that. "?" when p is another game's or m is not legal.
func FormatMove[P Position, E any](p Position, m Move, find func(P, Move) (E, bool), write func(P, E) string) string {
	pos, ok := p.(P)
	if !ok {
		return "?"
	}
	e, ok := find(pos, m)
	if !ok {
		return "?"
	}
	return write(pos, e)
}

// MaxMoveText is the longest move text any game reads, in characters: the longest a
// game writes is a few tens.
const MaxMoveText = 100

// ParseMove reads one move through a game's own position type P: parse reads the engine's
// move (its errors say what is wrong), conv turns it into the contract's.
func ParseMove[P Position, E any](p Position, s string, parse func(P, string) (E, error), conv func(P, E) Move) (Move, error) {
	if n := utf8.RuneCountInString(s); n > MaxMoveText {
		// no game's move is this long: refused before any game reads it, so no reader
		// spends time on it or quotes all of it
		return Move{}, fmt.Errorf("%q is not a move: it is %d characters long, and no move is longer than %d", Excerpt(s, 24), n, MaxMoveText)
	}
	pos, ok := p.(P)
	if !ok {
		return Move{}, fmt.Errorf("cannot read %q: the position is another game's", Excerpt(s, 24))
	}
	e, err := parse(pos, s)
	if err != nil {
		return Move{}, err
	}
	return conv(pos, e), nil
}
