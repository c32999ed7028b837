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

// PlayMove is every game's Position.Play: find looks m up among the legal engine moves,
// play makes the one found. A move that is not legal panics, naming game.
func PlayMove[E any, P Position](game string, m Move, find func(Move) (E, bool), play func(E) P) Position {
	e, ok := find(m)
	if !ok {
		panic(fmt.Sprintf("%s: illegal move %+v", game, m))
	}
	return play(e)
}

// Divide is every game's Position.Divide: perft(depth-1) after each of the legal engine
// moves, keyed by name (the move's notation); empty below depth 1.
func Divide[E any, P Perfter](depth int, legal func() []E, name func(E) string, play func(E) P) map[string]uint64 {
	out := map[string]uint64{}
	if depth < 1 {
		return out
	}
	for _, e := range legal() {
		out[name(e)] = play(e).Perft(depth - 1)
	}
	return out
}

// MoveBufs returns depth+1 empty move buffers of capacity n each, one a ply, for a game's
// perft to generate into without allocating as it goes.
func MoveBufs[E any](depth, n int) [][]E {
	bufs := make([][]E, depth+1)
	for i := range bufs {
		bufs[i] = make([]E, 0, n)
	}
	return bufs
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
	pos, err := readerFor[P](p, s)
	if err != nil {
		return Move{}, err
	}
	e, err := parse(pos, s)
	if err != nil {
		return Move{}, err
	}
	return conv(pos, e), nil
}

// readerFor is p as the game's own position type P, or why s cannot be read there.
func readerFor[P Position](p Position, s string) (P, error) {
	var none P
	if n := utf8.RuneCountInString(s); n > MaxMoveText {
		// no game's move is this long: refused before any game reads it, so no reader
		// spends time on it or quotes all of it
		return none, fmt.Errorf("%q is not a move: it is %d characters long, and no move is longer than %d", Excerpt(s, 24), n, MaxMoveText)
	}
	pos, ok := p.(P)
	if !ok {
		return none, fmt.Errorf("cannot read %q: the position is another game's", Excerpt(s, 24))
	}
	return pos, nil
}

// Notated is a game's own position type, which writes and reads its moves itself.
type Notated interface {
	Position
	// Notation writes a legal move in the game's full notation ("?" for one that is not).
	Notation(m Move) string
	// ParseMove reads one legal move, or says why it cannot.
	ParseMove(s string) (Move, error)
}

// Notation is the Game half of a game's notation: embedded in its Game, it gives the
// contract's FormatMove and ParseMove by handing positions of the game's own type P to
// P's Notation and ParseMove, so no game writes these wrappers again. A position of
// another game is "?" and cannot be read.
type Notation[P Notated] struct{}

// FormatMove writes m, legal in p, in the game's full notation.
func (Notation[P]) FormatMove(p Position, m Move) string {
	if pos, ok := p.(P); ok {
		return pos.Notation(m)
	}
	return "?"
}

// ParseMove reads one move legal in p, or says why it cannot.
func (Notation[P]) ParseMove(p Position, s string) (Move, error) {
	pos, err := readerFor[P](p, s)
	if err != nil {
		return Move{}, err
	}
	return pos.ParseMove(s)
}
