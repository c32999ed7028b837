package rules

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// A Form is one way of writing a move, part by part: each part is the texts it may be
// written as, and an empty text among them lets it be left out. A game's shorthands are
// its forms' alternatives ("Nb1-c3" with the letter, the square it leaves, the dash each
// optional), so every game reads its moves with a MoveReader and only says how they are
// written.
type Form [][]string

// A MoveReader reads a game's moves by the forms its legal moves may be written in.
type MoveReader[E any] struct {
	Forms func(E) []Form      // every way of writing a move
	Name  func(E) string      // a move in the game's full notation, for the errors
	Marks string              // trailing characters that are commentary: check marks, "!?"
	Clean func(string) string // if set, the text in one spelling (spaces dropped…) before it is read
	// Key, if set, is text that every form of a move contains ("" if none): the moves
	// whose key the text lacks are passed over, without building their forms, unless no
	// other move fits.
	Key func(E) string
}

// Read reads text as the one move of legal whose forms fit it whole. Its errors begin
// with the text quoted, as the game records expect, and say where it stops fitting and
// which moves come nearest, or which moves an ambiguous text fits.
func (r MoveReader[E]) Read(text string, legal []E) (E, error) {
	var none E
	s := strings.TrimRight(strings.TrimSpace(text), r.Marks)
	if r.Clean != nil {
		s = r.Clean(s)
	}
	quoted := Excerpt(text, 24)
	if s == "" {
		return none, fmt.Errorf("empty move")
	}
	if len(legal) == 0 {
		return none, fmt.Errorf("%q: there are no legal moves, the game is over", quoted)
	}
	name := r.Name
	fits, near, best := r.scan(s, legal, r.Key)
	if len(fits) == 0 && r.Key != nil {
		fits, near, best = r.scan(s, legal, nil) // for the nearest moves
	}
	switch {
	case len(fits) == 1:
		return fits[0], nil
	case len(fits) > 1:
		return none, fmt.Errorf("%q: ambiguous, it fits %s", quoted, list(fits, name))
	case best == len(s):
		return none, fmt.Errorf("%q: not a whole move; say which of %s", quoted, list(near, name))
	case best == 0:
		return none, fmt.Errorf("%q: no legal move begins %q; legal moves: %s", quoted, s[:firstRune(s)], list(near, name))
	}
	return none, fmt.Errorf("%q: after %q, %q fits no legal move; nearest: %s", quoted, Excerpt(s[:best], 24), Excerpt(s[best:], 8), list(near, name))
}

// scan sorts the moves whose key s contains (all if key is nil): those whose forms fit s
// whole, and those that read the most of it, best bytes.
func (r MoveReader[E]) scan(s string, legal []E, key func(E) string) (fits, near []E, best int) {
	best = -1
	for _, e := range legal {
		if key != nil && !strings.Contains(s, key(e)) {
			continue
		}
		n := 0
		for _, f := range r.Forms(e) {
			k, whole := fit(s, f)
			if whole {
				n = len(s) + 1
				break
			}
			n = max(n, k)
		}
		switch {
		case n > len(s):
			fits = append(fits, e)
		case n > best:
			best, near = n, []E{e}
		case n == best:
			near = append(near, e)
		}
	}
	return fits, near, best
}

// firstRune is the length in bytes of the first character of s.
func firstRune(s string) int {
	_, n := utf8.DecodeRuneInString(s)
	return n
}

// fit is how much of s the parts read, at most, and whether they read all of it.
func fit(s string, parts [][]string) (int, bool) {
	if len(parts) == 0 {
		return 0, s == ""
	}
	most := 0
	for _, alt := range parts[0] {
		if !strings.HasPrefix(s, alt) {
			if s != "" && strings.HasPrefix(alt, s) {
				most = len(s) // the text stops inside this part: a move begun
			}
			continue
		}
		n, whole := fit(s[len(alt):], parts[1:])
		if whole {
			return len(s), true
		}
		most = max(most, len(alt)+n)
	}
	return most, false
}

// list names at most eight moves, once each.
func list[E any](moves []E, name func(E) string) string {
	const most = 8
	var names []string
	seen := map[string]bool{}
	for _, e := range moves {
		n := name(e)
		if seen[n] {
			continue
		}
		if len(names) == most {
			names = append(names, "…")
			break
		}
		seen[n] = true
		names = append(names, n)
	}
	return strings.Join(names, ", ")
}
