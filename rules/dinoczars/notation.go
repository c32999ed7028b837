package dinoczars

import (
	"fmt"
	"strconv"
	"strings"

	"oddboards/pieces"
	"oddboards/rules"
)

// Notation writes m, legal here, in the full notation (see the package doc).
func (p *Position) Notation(m rules.Move) string {
	return adapter.Notation(p, m)
}

func (p *Position) format(e move) string {
	side := int(p.st.side)
	switch e.typ {
	case tLay:
		return caseFor("E", side) + "*" + cellName(int(e.to))
	case tGestate:
		return caseFor("E", side) + cellName(int(e.from)) + ">" + strconv.Itoa(int(pVal(p.st.sq[e.from]))-1)
	case tHatch:
		return caseFor(kindOf(e.hatch).Code(), side) + "*" + cellName(int(e.to)) + "@" + facingNames[e.face]
	case tRotate:
		return caseFor(kindOf(e.kind).Code(), side) + cellName(int(e.from)) + "@" + facingNames[e.face]
	}
	sep := "-"
	if e.capture {
		sep = "x"
	}
	return caseFor(kindOf(e.kind).Code(), side) + cellName(int(e.from)) + sep + cellName(int(e.to)) + "@" + facingNames[e.face]
}

// ParseMove reads a move in the full notation or in the seed's abbreviations, as long as
// what is written fits exactly one legal move (see the package doc).
func (p *Position) ParseMove(s string) (rules.Move, error) {
	return rules.ParseMove(p, s, (*Position).readMove, func(_ *Position, e move) rules.Move { return toMove(e) })
}

// twoLetterKinds reads the two-letter codes, in upper case.
var twoLetterKinds = map[string]uint8{"TR": kTR, "VR": kVR, "PT": kPT, "SS": kSS, "TC": kTC, "BR": kBR}

// parseFacing reads N, NE, SE, S, SW, NW (either case) or a number of degrees.
func parseFacing(s string) (uint8, bool) {
	for k, n := range facingNames {
		if strings.EqualFold(s, n) {
			return uint8(k), true
		}
	}
	d, err := strconv.Atoi(s)
	if err != nil {
		return 0, false
	}
	return facingOf(int16(d))
}

// KindCode is the notation letters of a Dino-Czars kind for its owner (upper case for
// Player 1, lower case for Player 2).
func KindCode(k pieces.Kind, owner rules.Player) string { return caseFor(k.Code(), int(owner)) }

// readMove reads a move in the full notation or in the seed's abbreviations (see the
// package doc) by the forms of the legal moves.
func (p *Position) readMove(input string) (move, error) {
	e, err := rules.MoveReader[move]{Forms: p.forms, Name: p.format, Marks: "+#!? ", Clean: clean}.Read(input, p.legalMoves())
	side := int(p.st.side)
	if head := otherCase(clean(strings.TrimSpace(input)), side); err != nil && head != "" {
		return e, fmt.Errorf("%q: %q are Player %d's letters, but it is Player %d's move (Player 1 writes upper case, Player 2 lower case)",
			rules.Excerpt(input, 24), rules.Excerpt(head, 8), 2-side, side+1)
	}
	return e, err
}

// otherCase is the piece letters s begins with when they are the other player's case.
func otherCase(s string, side int) string {
	n := 0
	for n < len(s) && upper(s[n]) >= 'A' && upper(s[n]) <= 'Z' {
		n++
	}
	if n < len(s) && s[n] >= '1' && s[n] <= '9' {
		n-- // a cell's letter
	}
	head := s[:max(n, 0)]
	if up := strings.ToUpper(head); head == "" || head != caseFor(up, 1-side) || head == caseFor(up, side) {
		return ""
	}
	return head
}

// clean drops spaces and dashes, and writes every capture mark "x" and the facing as its
// compass point in upper case, so the forms need only one spelling of each.
func clean(s string) string {
	s = strings.Join(strings.Fields(s), "")
	if at := strings.IndexByte(s, '@'); at >= 0 {
		if k, ok := parseFacing(s[at+1:]); ok {
			s = s[:at+1] + facingNames[k]
		}
	}
	return strings.NewReplacer("-", "", "X", "x", ":", "x").Replace(s)
}

// forms is how e may be written: the mover's letters (in the mover's case, or mixed), the
// cell it leaves, "x" and the victim's letters, the cell it goes to, and how it ends: "@"
// and the facing, or L or R for the turn; each as the package doc lets it be left out.
func (p *Position) forms(e move) []rules.Form {
	side := int(p.st.side)
	egg := letters(kindOf(kEgg).Code(), side)
	switch e.typ {
	case tLay:
		return []rules.Form{{opt(egg), {"*"}, cells(int(e.to))}}
	case tGestate:
		count := ">" + strconv.Itoa(int(pVal(p.st.sq[e.from]))-1)
		return []rules.Form{{opt(egg), cells(int(e.from)), {"", count}}, {egg}}
	case tHatch:
		face := facings(e.face)
		return []rules.Form{
			{opt(letters(kindOf(e.hatch).Code(), side)), {"*"}, cells(int(e.to)), opt(face)},
			{opt(egg), cells(int(e.from)), append(opt(face), ">0")},
			{egg, opt(face)},
		}
	}
	mover := letters(kindOf(e.kind).Code(), side)
	from, to := cells(int(e.from)), cells(int(e.to))
	turns := p.turns(e)
	end := append(opt(facings(e.face)), turns...)
	if e.typ == tRotate {
		return []rules.Form{{mover, opt(from), end}, {from, end}}
	}
	fs := []rules.Form{{mover, opt(from), to, end}, {from, to, end}, {to, turns}}
	if e.capture {
		x := []string{"x"}
		for _, v := range cases(kindOf(pKind(p.st.sq[e.to])).Code()) {
			x = append(x, "x"+v)
		}
		fs = append(fs, rules.Form{mover, opt(from), opt(x), to, end}, rules.Form{from, x, to, end},
			rules.Form{x, to, end}, rules.Form{mover, x, end})
	}
	return fs
}

// turns is "L" or "R" (either case) when e turns the dinosaur by the step the seed
// writes so: 60° on a move to a triangle pointing the other way, 120° on a rotation or a
// move to one pointing the same way.
func (p *Position) turns(e move) []string {
	k := pVal(p.st.sq[e.from])
	n := 2
	if e.typ == tStep && down[e.to] != down[e.from] {
		n = 1
	}
	switch e.face {
	case turn(k, n):
		return []string{"L", "l"}
	case turn(k, -n):
		return []string{"R", "r"}
	}
	return nil
}

// opt is alts with leaving the part out as one more.
func opt(alts []string) []string { return append([]string{""}, alts...) }

// cells is a cell's name in either case.
func cells(c int) []string {
	n := cellName(c)
	return []string{n, strings.ToLower(n)}
}

// facings is "@" and facing k's compass point.
func facings(k uint8) []string { return []string{"@" + facingNames[k]} }

// letters is a kind's code as the mover writes it: in the mover's case or mixed.
func letters(code string, side int) []string {
	var out []string
	for _, c := range cases(code) {
		if c != caseFor(code, 1-side) || c == caseFor(code, side) {
			out = append(out, c)
		}
	}
	return out
}

// cases is s with each letter in either case.
func cases(s string) []string {
	out := []string{""}
	for _, r := range s {
		var next []string
		for _, o := range out {
			next = append(next, o+strings.ToUpper(string(r)), o+strings.ToLower(string(r)))
		}
		out = next
	}
	return out
}
