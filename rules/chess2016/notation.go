package chess2016

import (
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
		b.WriteString(kindTable.Code(pieces.Kind(k)))
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
		b.WriteString(kindTable.Code(pieces.Kind(e.promo)))
	}
	return b.String()
}

// ParseMove reads SAN (with or without "+"/"#", "0-0" for "O-O") or long algebraic
// ("e3-e5", "e3e5", "Ne2-c3", "Ne2xc3", "b8b9Q", "b8-b9=Q").
func (p *Position) ParseMove(s string) (rules.Move, error) {
	return rules.ParseMove(p, s, (*Position).readMove, (*Position).toMove)
}

// readMove reads a move by the forms legal moves may be written in.
func (p *Position) readMove(input string) (move, error) {
	legal := p.legalMoves()
	name := func(e move) string { return p.sanWith(e, legal) }
	return rules.MoveReader[move]{Forms: p.forms, Name: name, Marks: "+#!? ", Key: toName}.Read(input, legal)
}

// toName is the square e goes to, which every form of e names but castling's.
func toName(e move) string {
	if e.flags&fCastle != 0 {
		return ""
	}
	return sqName(int(e.to))
}

// forms is how e may be written: its piece code (left out for a Pawn, or when the square
// it leaves is given), the square it leaves in whole, its file, its rank or not at all,
// a capture's "x" or ":", "-" for either, the square it goes to and the promotion's code
// ("=Q", "Q", "(Q)", in either case); castling also as "O-O" or "0-0".
func (p *Position) forms(e move) []rules.Form {
	from, to := sqName(int(e.from)), sqName(int(e.to))
	sep := []string{"-", ""}
	if e.flags&fCapture != 0 {
		sep = []string{"x", ":", "-", ""}
	}
	promo := []string{""}
	if e.promo != 0 {
		c := kindTable.Code(pieces.Kind(e.promo))
		for _, c := range []string{c, strings.ToLower(c)} {
			promo = append(promo, "="+c, c, "=("+c+")", "("+c+")")
		}
	}
	code := kindTable.Code(pieces.Kind(p.st.sq[e.from] & kindMask))
	letter := []string{code}
	if code == kindTable.Code(pieces.Pawn) {
		letter = append(letter, "")
	}
	fs := []rules.Form{
		{letter, {from, from[:1], from[1:], ""}, sep, {to}, promo},
		{{from}, sep, {to}, promo},
	}
	if e.flags&fCastle != 0 {
		castle := "O-O"
		if e.to < e.from {
			castle = "O-O-O"
		}
		fs = append(fs, rules.Form{{castle, strings.ReplaceAll(castle, "O", "0")}})
	}
	return fs
}
