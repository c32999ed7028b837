package rules

import (
	"fmt"
	"unicode/utf8"
)

// Adapter is how a game's Position meets the contract with its engine's own compact
// moves E: the translation between them, written once. Each game builds one, once, and
// its Position's LegalMoves, Play, Notation and Divide hand over to it.
type Adapter[P Position, E any] struct {
	Game   string                  // names the game when an illegal move is played
	Legal  func(P) []E             // the legal engine moves
	Write  func(P, E) Move         // an engine move in the contract's form
	Make   func(P, E) P            // the position after an engine move
	Format func(P, E) string       // an engine move in the game's notation
	Find   func(P, Move) (E, bool) // if set, finds m's engine move faster than among all of Legal
}

// LegalMoves appends the contract form of p's legal moves to buf.
func (a Adapter[P, E]) LegalMoves(p P, buf []Move) []Move {
	for _, e := range a.Legal(p) {
		buf = append(buf, a.Write(p, e))
	}
	return buf
}

// FindMove returns the engine move of p whose contract form is m.
func (a Adapter[P, E]) FindMove(p P, m Move) (E, bool) {
	if a.Find != nil {
		return a.Find(p, m)
	}
	for _, e := range a.Legal(p) {
		if a.Write(p, e) == m {
			return e, true
		}
	}
	var none E
	return none, false
}

// Play returns the position after m, which must be legal in p: an illegal move panics,
// naming the game.
func (a Adapter[P, E]) Play(p P, m Move) P {
	e, ok := a.FindMove(p, m)
	if !ok {
		panic(fmt.Sprintf("%s: illegal move %+v", a.Game, m))
	}
	return a.Make(p, e)
}

// Notation writes m, legal in p, in the game's notation; "?" when it is not legal.
func (a Adapter[P, E]) Notation(p P, m Move) string {
	e, ok := a.FindMove(p, m)
	if !ok {
		return "?"
	}
	return a.Format(p, e)
}

// Divide is perft(depth-1) after each of p's legal moves, keyed by its notation; empty
// below depth 1.
func (a Adapter[P, E]) Divide(p P, depth int) map[string]uint64 {
	out := map[string]uint64{}
	if depth < 1 {
		return out
	}
	for _, e := range a.Legal(p) {
		out[a.Format(p, e)] = a.Make(p, e).Perft(depth - 1)
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
