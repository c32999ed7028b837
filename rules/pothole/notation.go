package pothole

import (
	"fmt"
	"strings"

	"oddboards/pieces"
	"oddboards/rules"
)

// Notation writes m, legal here, in the game's notation: the piece's letter (K, C, R, B, M, D, Y),
// the square it leaves, "-" or "x" for a capture by displacement, the square it lands
// on, "=" and the new letter when it promotes, "#" when a piece it pushes dies
// ("Bc2-c1#", "Cb3xd3", "Cd4-d6=R"); a pothole move is "O", from, "-", to ("Oc4-d3").
func (p *Position) Notation(m rules.Move) string {
	return adapter.Notation(p, m)
}

func (p *Position) format(e move) string {
	var b strings.Builder
	b.WriteString(pieces.Kind(e.kind).Code())
	b.WriteString(sqName(int(e.from)))
	if e.flags&fCapture != 0 {
		b.WriteByte('x')
	} else {
		b.WriteByte('-')
	}
	b.WriteString(sqName(int(e.to)))
	if e.promo != 0 {
		b.WriteByte('=')
		b.WriteString(pieces.Kind(e.promo).Code())
	}
	if e.flags&fKill != 0 {
		b.WriteByte('#')
	}
	return b.String()
}

// ParseMove reads one move: an optional letter (the piece's, or O for a pothole), the
// square it leaves, an optional "-", "x" or ":", the square it goes to, an optional "=X"
// and "#" ("Bc2-c1#", "c2c1", "Oc4-d3"). What the text claims (the letter, a capture, a
// promotion, a kill) must be true of the move.
func (p *Position) ParseMove(s string) (rules.Move, error) {
	return rules.ParseMove(p, s, (*Position).parse, func(_ *Position, e move) rules.Move { return toMove(e) })
}

func (p *Position) parse(input string) (move, error) {
	s := strings.TrimRight(strings.TrimSpace(input), "+!? ")
	kill := strings.HasSuffix(s, "#")
	s = strings.TrimSuffix(s, "#")
	if s == "" {
		return move{}, fmt.Errorf("empty move")
	}
	legal := p.legalMoves()
	if len(legal) == 0 {
		return move{}, fmt.Errorf("%q: there are no legal moves, the game is over", input)
	}
	promo := pieces.None
	if i := strings.IndexByte(s, '='); i >= 0 {
		k, ok := kindByCode(strings.ToUpper(s[i+1:]))
		if !ok || promoted(demoted(uint8(k))) != uint8(k) || k == pieces.Pothole {
			return move{}, fmt.Errorf("%q: %q is not a piece a move promotes to (R, M or Y)", input, s[i+1:])
		}
		promo, s = k, s[:i]
	}
	kind := pieces.None
	if len(s) >= 2 && isLetter(s[0]) && isLetter(s[1]) {
		k, ok := kindByCode(strings.ToUpper(s[:1]))
		if !ok {
			return move{}, fmt.Errorf("%q: no piece has the letter %s (K, C, R, B, M, D, Y, or O for a pothole)", input, s[:1])
		}
		kind, s = k, s[1:]
	}
	if len(s) < 2 {
		return move{}, fmt.Errorf("%q: cannot find the square the move starts from", input)
	}
	fromText := s[:2]
	from, ok := parseSquare(fromText)
	if !ok {
		return move{}, fmt.Errorf("%q: there is no square %s on this board", input, fromText)
	}
	s = s[2:]
	capture := false
	if s != "" && strings.IndexByte("-x:", s[0]) >= 0 {
		capture = s[0] != '-'
		s = s[1:]
	}
	if s == "" {
		return move{}, fmt.Errorf("%q: read the square %s, but no square to go to: a move is its piece, from and to, as Bc2-c3", input, fromText)
	}
	to, ok := parseSquare(s)
	if !ok {
		return move{}, fmt.Errorf("%q: there is no square %q on this board to go to", input, s)
	}
	here := p.st.at(from)
	if here.Empty() {
		return move{}, fmt.Errorf("%q: %s is empty", input, fromText)
	}
	what := "the " + here.Kind.String() + " on " + fromText
	if kind != pieces.None && kind != here.Kind {
		return move{}, fmt.Errorf("%q: %s is not a %s", input, what, kind)
	}
	for _, e := range legal {
		if int(e.from) != from || int(e.to) != to {
			continue
		}
		switch {
		case capture && e.flags&(fCapture|fKill) == 0:
			return move{}, fmt.Errorf("%q: %s captures nothing on %s", input, what, s)
		case kill && e.flags&fKill == 0:
			return move{}, fmt.Errorf("%q: %s pushes no piece to its death", input, what)
		case promo != pieces.None && pieces.Kind(e.promo) != promo:
			if e.promo == 0 {
				return move{}, fmt.Errorf("%q: %s does not promote on %s", input, what, s)
			}
			return move{}, fmt.Errorf("%q: %s promotes to a %s", input, what, pieces.Kind(e.promo))
		}
		return e, nil
	}
	name := playerInfo[p.st.side].Name
	switch {
	case here.Kind == pieces.Pothole && here.Owner != pieces.Player(p.st.side) && here.Owner != pieces.Nobody:
		return move{}, fmt.Errorf("%q: the pothole on %s is not %s's to move", input, fromText, name)
	case here.Kind != pieces.Pothole && here.Owner != pieces.Player(p.st.side):
		return move{}, fmt.Errorf("%q: %s is not %s's", input, what, name)
	}
	return move{}, fmt.Errorf("%q is not legal here: %s cannot go to %s", input, what, s)
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }
