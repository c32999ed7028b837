package chess2016

import (
	"fmt"
	"strings"

	"oddboards/pieces"
	"oddboards/rules"
)

// Notation writes m, legal here, in SAN: piece code (none for a Pawn), the least disambiguation
// (file, else rank, else both), "x" for a capture, the square, "=" and the code of a
// promotion, "O-O"/"O-O-O" for castling towards k/b, "+" for check and "#" for mate.
func (p *Position) Notation(m rules.Move) string {
	return adapter.Notation(p, m)
}

func (p *Position) format(e move) string {
	return p.sanWith(e, p.legalMoves())
}

func (p *Position) sanWith(e move, legal []move) string {
	return p.sanBody(e, legal) + p.checkSuffix(e)
}

func (p *Position) checkSuffix(e move) string {
	s := p.st
	s.make(e)
	if !s.inCheck() {
		return ""
	}
	if len(s.legal(make([]move, 0, 128))) == 0 {
		return "#"
	}
	return "+"
}

func (p *Position) sanBody(e move, legal []move) string {
	if e.flags&fCastle != 0 {
		if e.to > e.from {
			return "O-O"
		}
		return "O-O-O"
	}
	from, to := int(e.from), int(e.to)
	k := p.st.sq[from] & kindMask
	var b strings.Builder
	if k == uint8(pieces.Pawn) {
		if e.flags&fCapture != 0 {
			b.WriteString(sqName(from)[:1])
			b.WriteByte('x')
		}
		b.WriteString(sqName(to))
	} else {
		b.WriteString(pieces.Kind(k).Code())
		sameFile, sameRank, others := false, false, false
		for _, o := range legal {
			if o.to != e.to || o.from == e.from || p.st.sq[o.from]&kindMask != k {
				continue
			}
			others = true
			sameFile = sameFile || fileOf(int(o.from)) == fileOf(from)
			sameRank = sameRank || rankOf(int(o.from)) == rankOf(from)
		}
		switch {
		case !others:
		case !sameFile:
			b.WriteString(sqName(from)[:1])
		case !sameRank:
			b.WriteString(sqName(from)[1:])
		default:
			b.WriteString(sqName(from))
		}
		if e.flags&fCapture != 0 {
			b.WriteByte('x')
		}
		b.WriteString(sqName(to))
	}
	if e.promo != 0 {
		b.WriteByte('=')
		b.WriteString(pieces.Kind(e.promo).Code())
	}
	return b.String()
}

// kindByCode finds a kind of these variants by its notation letters.
func kindByCode(code string) (pieces.Kind, bool) {
	for _, k := range gameKinds {
		if k.Code() == code {
			return k, true
		}
	}
	return pieces.None, false
}

// ParseMove reads SAN (with or without "+"/"#", "0-0" for "O-O") or long algebraic
// ("e3-e5", "e3e5", "Ne2-c3", "Ne2xc3", "b8b9Q", "b8-b9=Q").
func (p *Position) ParseMove(s string) (rules.Move, error) {
	return rules.ParseMove(p, s, (*Position).parse, (*Position).toMove)
}

func (p *Position) parse(input string) (move, error) {
	s := strings.TrimSpace(input)
	s = strings.TrimRight(s, "+#!? ")
	if s == "" {
		return move{}, fmt.Errorf("empty move")
	}
	legal := p.legalMoves()
	if len(legal) == 0 {
		return move{}, fmt.Errorf("%q: there are no legal moves, the game is over", input)
	}
	if c := strings.ReplaceAll(s, "0", "O"); c == "O-O" || c == "O-O-O" {
		for _, e := range legal {
			if e.flags&fCastle != 0 && (e.to > e.from) == (c == "O-O") {
				return e, nil
			}
		}
		side := "king side (towards k)"
		if c == "O-O-O" {
			side = "queen side (towards b)"
		}
		return move{}, fmt.Errorf("%q: castling %s is not legal here", input, side)
	}

	// Piece letters: the leading upper-case run.
	i := 0
	for i < len(s) && s[i] >= 'A' && s[i] <= 'Z' {
		i++
	}
	kind := pieces.None
	if i > 0 {
		k, ok := kindByCode(s[:i])
		if !ok {
			return move{}, fmt.Errorf("%q: no piece has the letters %q", input, s[:i])
		}
		kind = k
	}
	rest := s[i:]

	// Promotion: "=X", or letters after the last digit.
	promo := pieces.None
	promoText := ""
	if j := strings.IndexByte(rest, '='); j >= 0 {
		promoText = rest[j+1:]
		rest = rest[:j]
		if promoText == "" {
			return move{}, fmt.Errorf("%q: say what the pawn becomes after '='", input)
		}
	} else {
		j := len(rest)
		for j > 0 && !(rest[j-1] >= '0' && rest[j-1] <= '9') {
			j--
		}
		if j > 0 && j < len(rest) {
			promoText = rest[j:]
			rest = rest[:j]
		}
	}
	if promoText != "" {
		promoText = strings.Trim(promoText, "()")
		k, ok := kindByCode(strings.ToUpper(promoText))
		if !ok {
			return move{}, fmt.Errorf("%q: no piece has the letters %q", input, promoText)
		}
		promo = k
	}

	// Capture mark and separators.
	capture := strings.ContainsAny(rest, "x:")
	rest = strings.NewReplacer("x", "", ":", "", "-", "").Replace(rest)

	// Destination: the last file letter and the digits after it.
	j := len(rest)
	for j > 0 && rest[j-1] >= '0' && rest[j-1] <= '9' {
		j--
	}
	if j == 0 || j == len(rest) || rest[j-1] < 'a' || rest[j-1] > 'l' {
		return move{}, fmt.Errorf("%q: cannot find the square the piece goes to", input)
	}
	destText := rest[j-1:]
	to, ok := parseSquare(destText)
	if !ok {
		return move{}, fmt.Errorf("%q: there is no square %s on this board", input, destText)
	}
	dis := rest[:j-1]
	fromFile, fromRank, fromSq := -1, -1, -1
	switch {
	case dis == "":
	case len(dis) == 1 && dis[0] >= 'a' && dis[0] <= 'l':
		fromFile = int(dis[0] - 'a')
	case strings.Trim(dis, "0123456789") == "" && len(dis) <= 2:
		var r int
		fmt.Sscan(dis, &r)
		fromRank = r - 1
	default:
		sq, ok := parseSquare(dis)
		if !ok {
			return move{}, fmt.Errorf("%q: cannot read %q as a square, file or rank to move from", input, dis)
		}
		fromSq = sq
	}
	if kind == pieces.None && fromSq < 0 {
		kind = pieces.Pawn
	}

	var cands []move
	for _, e := range legal {
		from := int(e.from)
		switch {
		case int(e.to) != to,
			kind != pieces.None && p.st.sq[from]&kindMask != uint8(kind),
			fromFile >= 0 && fileOf(from) != fromFile,
			fromRank >= 0 && rankOf(from) != fromRank,
			fromSq >= 0 && from != fromSq,
			capture && e.flags&fCapture == 0,
			promo != pieces.None && pieces.Kind(e.promo) != promo:
			continue
		}
		cands = append(cands, e)
	}
	switch len(cands) {
	case 1:
		return cands[0], nil
	case 0:
		what := "a pawn"
		if kind != pieces.None && kind != pieces.Pawn {
			what = "a " + kind.String()
		} else if fromSq >= 0 {
			what = "the piece on " + sqName(fromSq)
		}
		if promo != pieces.None {
			for _, e := range legal {
				if int(e.to) == to && e.promo != 0 {
					return move{}, fmt.Errorf("%q: a pawn cannot become a %s in this setup", input, promo)
				}
			}
		}
		return move{}, fmt.Errorf("%q is not legal here: %s cannot go to %s", input, what, destText)
	}
	names := make([]string, len(cands))
	for i, e := range cands {
		names[i] = p.sanWith(e, legal)
	}
	if promo == pieces.None && cands[0].promo != 0 && sameSquares(cands) {
		return move{}, fmt.Errorf("%q: say what the pawn becomes: %s", input, strings.Join(names, ", "))
	}
	return move{}, fmt.Errorf("%q is ambiguous: %s", input, strings.Join(names, ", "))
}

func sameSquares(ms []move) bool {
	for _, m := range ms {
		if m.from != ms[0].from || m.to != ms[0].to {
			return false
		}
	}
	return true
}
