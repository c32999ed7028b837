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
	return rules.ParseMove(p, s, (*Position).parse, func(_ *Position, e move) rules.Move { return toMove(e) })
}

// Letter case of piece codes: upper is Player 1's, lower Player 2's.
const (
	caseMixed = iota
	caseUpper
	caseLower
)

// pattern is what a written move says; unset parts match anything.
type pattern struct {
	mover     uint8 // kind letters before the cells (kEmpty: not given)
	moverCase int
	moverText string
	victim    uint8 // kind letters after "x"
	dropKind  uint8 // kind letters before "*"
	cells     []int
	capture   bool // "x"
	drop      bool // "*"
	countTo   int  // ">n": the egg's count after the move; -1 not given
	facing    int  // "@..": the facing after the move (k); -1 not given
	turn      byte // 'L', 'R' or 0
}

var twoLetterKinds = map[string]uint8{"TR": kTR, "VR": kVR, "PT": kPT, "SS": kSS, "TC": kTC, "BR": kBR}

func letterCase(s string) int {
	switch {
	case s == strings.ToUpper(s):
		return caseUpper
	case s == strings.ToLower(s):
		return caseLower
	}
	return caseMixed
}

// lex reads the text into a pattern.
func lex(input string) (pattern, error) {
	s := strings.Join(strings.Fields(input), "")
	s = strings.TrimRight(s, "+#!?")
	pt := pattern{countTo: -1, facing: -1}
	if s == "" {
		return pt, fmt.Errorf("empty move")
	}
	var lastPiece *uint8 // where the next piece letters go
	afterX, afterStar := false, false
	for i := 0; i < len(s); {
		ch := s[i]
		switch {
		case ch == '@':
			rest := s[i+1:]
			k, ok := parseFacing(rest)
			if !ok {
				return pt, fmt.Errorf("%q: %q is not a facing (N, NE, SE, S, SW, NW or 30, 90, …, 330 degrees)", input, rest)
			}
			pt.facing = int(k)
			i = len(s)
			continue
		case ch == 'x' || ch == 'X' || ch == ':':
			pt.capture, afterX = true, true
			i++
			continue
		case ch == '-':
			i++
			continue
		case ch == '*':
			pt.drop, afterStar = true, true
			i++
			continue
		case ch == '>':
			if i+2 != len(s) || s[i+1] < '0' || s[i+1] > '4' {
				return pt, fmt.Errorf("%q: '>' must be followed by the egg's new count, 0 to 4, at the end", input)
			}
			pt.countTo = int(s[i+1] - '0')
			i = len(s)
			continue
		}
		if i+1 < len(s) && s[i+1] >= '1' && s[i+1] <= '9' {
			c, ok := lookupCell(s[i : i+2])
			if !ok {
				return pt, fmt.Errorf("%q: there is no cell %s on this board", input, strings.ToUpper(s[i:i+2]))
			}
			pt.cells = append(pt.cells, c)
			i += 2
			continue
		}
		var kind uint8
		n := 0
		if i+1 < len(s) {
			if k, ok := twoLetterKinds[strings.ToUpper(s[i:i+2])]; ok {
				kind, n = k, 2
			}
		}
		if n == 0 && upper(ch) == 'E' {
			kind, n = kEgg, 1
		}
		if n == 0 && (upper(ch) == 'L' || upper(ch) == 'R') && i == len(s)-1 {
			pt.turn = upper(ch)
			i++
			continue
		}
		if n == 0 {
			return pt, fmt.Errorf("%q: cannot read %q", input, s[i:])
		}
		text := s[i : i+n]
		i += n
		switch {
		case afterStar:
			return pt, fmt.Errorf("%q: after '*' write the cell", input)
		case afterX:
			if pt.victim != kEmpty || len(pt.cells) > 1 {
				return pt, fmt.Errorf("%q: write the captured piece once, right after 'x'", input)
			}
			lastPiece = &pt.victim
		case i < len(s) && s[i] == '*':
			lastPiece = &pt.dropKind
			pt.moverCase, pt.moverText = letterCase(text), text
		default:
			if pt.mover != kEmpty || len(pt.cells) > 0 {
				return pt, fmt.Errorf("%q: the piece letters %q are out of place", input, text)
			}
			lastPiece = &pt.mover
			pt.moverCase, pt.moverText = letterCase(text), text
		}
		*lastPiece = kind
	}
	if len(pt.cells) > 2 {
		return pt, fmt.Errorf("%q: a move names at most two cells", input)
	}
	if pt.drop && len(pt.cells) != 1 {
		return pt, fmt.Errorf("%q: write one cell after '*'", input)
	}
	if pt.countTo >= 0 && (len(pt.cells) != 1 || pt.capture || pt.drop) {
		return pt, fmt.Errorf("%q: a gestation is the egg's cell, '>' and the new count", input)
	}
	return pt, nil
}

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

// matches reports whether the legal move e fits the pattern.
func (p *Position) matches(pt *pattern, e move) bool {
	s := &p.st
	switch {
	case pt.drop:
		if e.typ != tLay && e.typ != tHatch || int(e.to) != pt.cells[0] {
			return false
		}
		if pt.dropKind != kEmpty {
			if (pt.dropKind == kEgg) != (e.typ == tLay) || e.typ == tHatch && e.hatch != pt.dropKind {
				return false
			}
		}
	case pt.countTo >= 0:
		if int(e.from) != pt.cells[0] || e.typ != tGestate && e.typ != tHatch {
			return false
		}
		if after := int(pVal(s.sq[e.from])) - 1; e.typ == tHatch && pt.countTo != 0 || e.typ == tGestate && after != pt.countTo {
			return false
		}
		if pt.mover != kEmpty && pt.mover != kEgg {
			return false
		}
	default:
		if e.typ == tLay {
			return false
		}
		if pt.mover != kEmpty && e.kind != pt.mover {
			return false
		}
		switch len(pt.cells) {
		case 0:
			if pt.mover == kEmpty {
				return false
			}
			if !pt.capture && e.from != e.to { // "tcL": a rotation
				return false
			}
		case 1:
			if int(e.to) != pt.cells[0] {
				return false
			}
			if pt.mover == kEmpty && !pt.capture && pt.turn == 0 && e.from != e.to {
				return false // a bare cell is the egg (or piece) on it
			}
		case 2:
			if int(e.from) != pt.cells[0] || int(e.to) != pt.cells[1] {
				return false
			}
		}
		if pt.capture && !e.capture {
			return false
		}
		if pt.victim != kEmpty && (!e.capture || pKind(s.sq[e.to]) != pt.victim) {
			return false
		}
	}
	if pt.facing >= 0 && (e.kind == kEgg && e.typ != tHatch || int(e.face) != pt.facing) {
		return false
	}
	if pt.turn != 0 {
		if e.typ != tStep && e.typ != tRotate {
			return false
		}
		k := pVal(s.sq[e.from])
		n := 2 // a rotation, or a flight to a triangle pointing the same way
		if e.typ == tStep && down[e.to] != down[e.from] {
			n = 1
		}
		if pt.turn == 'R' {
			n = -n
		}
		if e.face != turn(k, n) {
			return false
		}
	}
	return true
}

func (p *Position) parse(input string) (move, error) {
	pt, err := lex(input)
	if err != nil {
		return move{}, err
	}
	legal := p.legalMoves()
	if len(legal) == 0 {
		return move{}, fmt.Errorf("%q: there are no legal moves, the game is over", input)
	}
	side := int(p.st.side)
	if pt.moverCase == caseUpper && side == 1 || pt.moverCase == caseLower && side == 0 {
		return move{}, fmt.Errorf("%q: %q are Player %d's letters, but it is Player %d's move (Player 1 writes upper case, Player 2 lower case)",
			input, pt.moverText, 2-side, side+1)
	}
	var cands []move
	for _, e := range legal {
		if p.matches(&pt, e) {
			cands = append(cands, e)
		}
	}
	switch len(cands) {
	case 1:
		return cands[0], nil
	case 0:
		return move{}, fmt.Errorf("%q is not legal here: no legal move of Player %d fits it", input, side+1)
	}
	names := make([]string, len(cands))
	for i, e := range cands {
		names[i] = p.format(e)
	}
	return move{}, fmt.Errorf("%q is ambiguous: it fits %s", input, strings.Join(names, ", "))
}

// KindCode is the notation letters of a Dino-Czars kind for its owner (upper case for
// Player 1, lower case for Player 2).
func KindCode(k pieces.Kind, owner rules.Player) string { return caseFor(k.Code(), int(owner)) }
