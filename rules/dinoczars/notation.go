package dinoczars

import (
	"fmt"
	"strconv"
	"strings"

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
		return caseFor(kindTable.Code(kindOf(e.hatch)), side) + "*" + cellName(int(e.to)) + "@" + facingNames[e.face]
	case tRotate:
		return caseFor(kindTable.Code(kindOf(e.kind)), side) + cellName(int(e.from)) + "@" + facingNames[e.face]
	}
	sep := "-"
	if e.capture {
		sep = "x"
	}
	return caseFor(kindTable.Code(kindOf(e.kind)), side) + cellName(int(e.from)) + sep + cellName(int(e.to)) + "@" + facingNames[e.face]
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

// readMove reads a move in the full notation or in the seed's abbreviations (see the
// package doc) by the forms of the legal moves. The mover's letters must be in the
// mover's case or mixed; past that check the text is read in upper case.
func (p *Position) readMove(input string) (move, error) {
	side := int(p.st.side)
	if head := otherCase(strings.TrimRight(strings.Join(strings.Fields(input), ""), "+#!?"), side); head != "" {
		return move{}, fmt.Errorf("%q: %q are Player %d's letters, but it is Player %d's move (Player 1 writes upper case, Player 2 lower case)",
			rules.Excerpt(input, 24), rules.Excerpt(head, 8), 2-side, side+1)
	}
	return rules.MoveReader[move]{Forms: p.forms, Name: p.format, Marks: "+#!? ", Clean: clean, Key: toName}.Read(input, p.legalMoves())
}

// otherCase is the piece letters s begins with when they are all in the other player's
// case: the letters before a cell, a capture mark, "*" or a closing L or R.
func otherCase(s string, side int) string {
	n := 0
	for n < len(s) && upper(s[n]) >= 'A' && upper(s[n]) <= 'Z' && upper(s[n]) != 'X' {
		n++
	}
	switch {
	case n < len(s) && s[n] >= '1' && s[n] <= '9':
		n-- // a cell's letter
	case n == len(s) && n > 0 && (upper(s[n-1]) == 'L' || upper(s[n-1]) == 'R'):
		n-- // the turn
	}
	head := s[:max(n, 0)]
	if up := strings.ToUpper(head); head == "" || head != caseFor(up, 1-side) || head == caseFor(up, side) {
		return ""
	}
	return head
}

// clean drops spaces and dashes and writes the text in upper case, every capture mark
// "X" and the facing as its compass point, so the forms need only one spelling of each.
func clean(s string) string {
	s = strings.Join(strings.Fields(s), "")
	if at := strings.IndexByte(s, '@'); at >= 0 {
		if k, ok := parseFacing(s[at+1:]); ok {
			s = s[:at+1] + facingNames[k]
		}
	}
	return strings.ReplaceAll(strings.ReplaceAll(strings.ToUpper(s), "-", ""), ":", "X")
}

// toName is the cell a lay or a step that captures nothing goes to, which every form
// of it names; the other moves have forms without a cell.
func toName(e move) string {
	if e.typ == tLay || e.typ == tStep && !e.capture {
		return cellName(int(e.to))
	}
	return ""
}

// forms is how e may be written: the mover's letters, the cell it leaves, "X" and the
// victim's letters, the cell it goes to, and how it ends: "@" and the facing, or L or R
// for the turn; each as the package doc lets it be left out.
func (p *Position) forms(e move) []rules.Form {
	egg := []string{kindTable.Code(kindOf(kEgg))}
	switch e.typ {
	case tLay:
		return []rules.Form{{opt(egg), {"*"}, cells(int(e.to))}}
	case tGestate:
		count := ">" + strconv.Itoa(int(pVal(p.st.sq[e.from]))-1)
		return []rules.Form{{opt(egg), cells(int(e.from)), {"", count}}, {egg}}
	case tHatch:
		face := []string{"@" + facingNames[e.face]}
		return []rules.Form{
			{{"", kindTable.Code(kindOf(e.hatch))}, {"*"}, cells(int(e.to)), opt(face)},
			{opt(egg), cells(int(e.from)), append(opt(face), ">0")},
			{egg, opt(face)},
		}
	}
	mover := []string{kindTable.Code(kindOf(e.kind))}
	from, to := cells(int(e.from)), cells(int(e.to))
	turns := p.turns(e)
	end := append([]string{"", "@" + facingNames[e.face]}, turns...)
	if e.typ == tRotate {
		return []rules.Form{{mover, opt(from), end}, {from, end}}
	}
	fs := []rules.Form{{mover, opt(from), to, end}, {from, to, end}, {to, turns}}
	if e.capture {
		x := []string{"X", "X" + kindTable.Code(kindOf(pKind(p.st.sq[e.to])))}
		fs = append(fs, rules.Form{mover, opt(from), opt(x), to, end}, rules.Form{from, x, to, end},
			rules.Form{x, to, end}, rules.Form{mover, x, end})
	}
	return fs
}

// turns is "L" or "R" when e turns the dinosaur by the step the seed
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
		return []string{"L"}
	case turn(k, -n):
		return []string{"R"}
	}
	return nil
}

// opt is alts with leaving the part out as one more.
func opt(alts []string) []string { return append([]string{""}, alts...) }

// cells is a cell's name.
func cells(c int) []string { return []string{cellName(c)} }
