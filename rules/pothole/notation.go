package pothole

import (
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
	b.WriteString(kindTable.Code(pieces.Kind(e.kind)))
	b.WriteString(sqName(int(e.from)))
	if e.flags&fCapture != 0 {
		b.WriteByte('x')
	} else {
		b.WriteByte('-')
	}
	b.WriteString(sqName(int(e.to)))
	if e.promo != 0 {
		b.WriteByte('=')
		b.WriteString(kindTable.Code(pieces.Kind(e.promo)))
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
	return rules.ParseMove(p, s, (*Position).readMove, func(_ *Position, e move) rules.Move { return toMove(e) })
}

// readMove reads one move as ParseMove says.
func (p *Position) readMove(input string) (move, error) {
	return rules.MoveReader[move]{Forms: forms, Name: p.format, Marks: "+!? ", Key: toName}.Read(input, p.legalMoves())
}

// toName is the square e goes to, which every form of e names.
func toName(e move) string { return sqName(int(e.to)) }

// forms is how e may be written: the piece's letter in either case or not, the square it
// leaves, "-", "x" or ":" for a capture or a kill ("-" or nothing otherwise), the square
// it goes to, "=" and the new letter in either case or not, and "#" for a kill or not.
func forms(e move) []rules.Form {
	code := kindTable.Code(pieces.Kind(e.kind))
	sep := []string{"-", ""}
	if e.flags&(fCapture|fKill) != 0 {
		sep = append(sep, "x", ":")
	}
	promo := []string{""}
	if e.promo != 0 {
		c := kindTable.Code(pieces.Kind(e.promo))
		promo = append(promo, "="+c, "="+strings.ToLower(c))
	}
	kill := []string{""}
	if e.flags&fKill != 0 {
		kill = append(kill, "#")
	}
	return []rules.Form{{{code, strings.ToLower(code), ""}, {sqName(int(e.from))}, sep, {sqName(int(e.to))}, promo, kill}}
}
