package antarctic

import (
	"fmt"
	"strings"

	"oddboards/rules"
)

// Notation writes m, legal here, in full notation: the piece's code, its hex, "-" or "x" for a
// capture, and the hex it goes to ("Mf2-g4", "Lk10xl12"). A return is the code of the
// captured kind, "*", the hex and "=" with the code of the kind it arrives as ("O*k7=L").
func (p *Position) Notation(m rules.Move) string {
	return adapter.Notation(p, m)
}

func (p *Position) format(e move) string {
	if e.isReturn() {
		return toKind(int(e.kind)).Code() + "*" + cellName(int(e.to)) + "=" + toKind(demoted(int(e.kind))).Code()
	}
	sep := "-"
	if e.capture {
		sep = "x"
	}
	return toKind(kindOf(p.st.sq[e.from])).Code() + cellName(int(e.from)) + sep + cellName(int(e.to))
}

// kindByCode finds an Antarctic kind by its notation letter.
func kindByCode(code string) (int, bool) {
	for k := kOrca; k <= kFairy; k++ {
		if toKind(k).Code() == code {
			return k, true
		}
	}
	return 0, false
}

// ParseMove reads one legal move. Besides the full notation it accepts shorter forms when
// they name one legal move: the piece code may be left out ("f2-g4", "f2g4"), and so may
// the hex the piece comes from ("Mg4", "Mxg4"); "-" may stand for a capture too. A return
// may leave out "=" and the demoted kind ("O*k7") and, when one kind waits, its code
// ("*k7").
func (p *Position) ParseMove(s string) (rules.Move, error) {
	return rules.ParseMove(p, s, (*Position).parse, (*Position).toMove)
}

func (p *Position) parse(input string) (move, error) {
	s := strings.TrimRight(strings.TrimSpace(input), "+#!? ")
	if s == "" {
		return move{}, fmt.Errorf("empty move")
	}
	legal := p.legalMoves()
	if len(legal) == 0 {
		return move{}, fmt.Errorf("%q: there are no legal moves, the game is over", input)
	}
	// The piece code: a leading upper-case letter.
	kind := 0
	if c := s[0]; c >= 'A' && c <= 'Z' {
		k, ok := kindByCode(s[:1])
		if !ok {
			return move{}, fmt.Errorf("%q: no Antarctic piece has the letter %q (O L E P S M K G R F)", input, s[:1])
		}
		kind, s = k, s[1:]
	}
	if strings.HasPrefix(s, "*") {
		return p.parseReturn(input, kind, s[1:], legal)
	}
	hexes, capture, err := splitHexes(s)
	if err != nil {
		return move{}, fmt.Errorf("%q: %v", input, err)
	}
	to := hexes[len(hexes)-1]
	from := -1
	if len(hexes) == 2 {
		from = hexes[0]
	}
	var cands []move
	for _, e := range legal {
		switch {
		case e.isReturn(), int(e.to) != to,
			from >= 0 && int(e.from) != from,
			kind != 0 && kindOf(p.st.sq[e.from]) != kind,
			capture && !e.capture:
			continue
		}
		cands = append(cands, e)
	}
	switch len(cands) {
	case 1:
		return cands[0], nil
	case 0:
		what := "no piece can"
		switch {
		case from >= 0 && p.st.sq[from] == 0:
			return move{}, fmt.Errorf("%q: there is no piece on %s", input, cellName(from))
		case from >= 0 && ownerOf(p.st.sq[from]) != int(p.st.side):
			return move{}, fmt.Errorf("%q: the piece on %s is not %s's", input, cellName(from), p.st.g.m.seats[p.st.side].name)
		case from >= 0 && kind != 0 && kindOf(p.st.sq[from]) != kind:
			return move{}, fmt.Errorf("%q: the piece on %s is a %s, not a %s", input, cellName(from), toKind(kindOf(p.st.sq[from])), toKind(kind))
		case from >= 0:
			what = "the " + toKind(kindOf(p.st.sq[from])).String() + " on " + cellName(from) + " cannot"
		case kind != 0:
			what = "no " + toKind(kind).String() + " can"
		}
		if capture {
			return move{}, fmt.Errorf("%q is not legal here: %s capture on %s", input, what, cellName(to))
		}
		return move{}, fmt.Errorf("%q is not legal here: %s go to %s", input, what, cellName(to))
	}
	names := make([]string, len(cands))
	for i, e := range cands {
		names[i] = p.format(e)
	}
	return move{}, fmt.Errorf("%q is ambiguous: %s", input, strings.Join(names, ", "))
}

// splitHexes reads "f2-g4", "f2xg4", "f2g4", "g4", "xg4" or "-g4": one or two hex names
// with an optional "-" or "x" before the last.
func splitHexes(s string) (hexes []int, capture bool, err error) {
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case c == 'x' || c == '-':
			if capture || i+1 >= len(s) || (i > 0 && (s[i-1] == 'x' || s[i-1] == '-')) {
				return nil, false, fmt.Errorf("a separator %q out of place", c)
			}
			capture = capture || c == 'x'
			i++
		case c >= 'a' && c <= 'w':
			j := i + 1
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			h, ok := parseCell(s[i:j])
			if !ok {
				return nil, false, fmt.Errorf("there is no hex %q on the board", s[i:j])
			}
			if len(hexes) == 2 {
				return nil, false, fmt.Errorf("more than two hexes")
			}
			hexes = append(hexes, h)
			i = j
		default:
			return nil, false, fmt.Errorf("cannot read %q (want a hex such as l12)", s[i:])
		}
	}
	if len(hexes) == 0 {
		return nil, false, fmt.Errorf("no hex to move to")
	}
	return hexes, capture, nil
}

// parseReturn reads the part after "*" of a return: a hex, optionally "=" and a code.
func (p *Position) parseReturn(input string, kind int, s string, legal []move) (move, error) {
	hexText, promoText, hasPromo := strings.Cut(s, "=")
	to, ok := parseCell(hexText)
	if !ok {
		return move{}, fmt.Errorf("%q: there is no hex %q on the board", input, hexText)
	}
	promo := 0
	if hasPromo {
		k, ok := kindByCode(promoText)
		if !ok {
			return move{}, fmt.Errorf("%q: no Antarctic piece has the letters %q", input, promoText)
		}
		promo = k
	}
	var cands []move
	for _, e := range legal {
		if e.isReturn() && int(e.to) == to && (kind == 0 || int(e.kind) == kind) && (promo == 0 || demoted(int(e.kind)) == promo) {
			cands = append(cands, e)
		}
	}
	switch len(cands) {
	case 1:
		return cands[0], nil
	case 0:
		if kind != 0 && promo != 0 && demoted(kind) != promo {
			return move{}, fmt.Errorf("%q: a returning %s comes back as a %s", input, toKind(kind), toKind(demoted(kind)))
		}
		var what string
		switch {
		case kind != 0 && !returns(kind):
			what = "a " + toKind(kind).String() + " never returns"
		case kind != 0 && p.st.reserve[p.st.side][kind] == 0:
			what = "no captured " + toKind(kind).String() + " waits to return"
		case p.st.sq[to] != 0:
			what = cellName(to) + " is not empty"
		default:
			what = cellName(to) + " is not in the return area or nothing waits to return"
		}
		return move{}, fmt.Errorf("%q is not legal here: %s", input, what)
	}
	names := make([]string, len(cands))
	for i, e := range cands {
		names[i] = p.format(e)
	}
	return move{}, fmt.Errorf("%q is ambiguous: %s", input, strings.Join(names, ", "))
}
