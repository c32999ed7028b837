package clash

import (
	"fmt"
	"strings"

	"oddboards/rules"
)

// Notation writes m, legal here, in the game's notation: the piece letter, the node it starts from,
// then
//
//	"=X"            a Factor or Commander turning into X where it stands (Fa5=D)
//	"-to" ["=X"]    a quiet step, leaving X behind for a Factor or Commander (Ci3-i1=F)
//	"xto"           a Droid's or Brute's capture on the node it moves to (Db4xa3)
//	"-to" "xv"      a Hawk's jump, approach or withdrawal taking v (Ha5-a1xa3, Ha5-b4xc3)
//	"xc"… ["-to"]   a Slicer's captures in the order it meets them, and the node it stops
//	                on when that node was empty (Si1xg1xe1xc1xa1, Si1xg1xe1-d2 style)
//
// A Droid becoming a Hawk, a Hawk a Droid, or any piece a Slicer on the far row is not
// written: the rules make it happen.
func (p *Position) Notation(m rules.Move) string {
	return adapter.Notation(p, m)
}

func (p *Position) format(e move) string {
	var b strings.Builder
	b.WriteString(kindTable.Code(kindOf[e.kind]))
	b.WriteString(nodeName(int(e.from)))
	switch e.mode {
	case mInPlace:
		b.WriteString("=" + kindTable.Code(kindOf[e.promo]))
	case mStep:
		b.WriteString("-" + nodeName(int(e.to)))
		if e.leave != 0 {
			b.WriteString("=" + kindTable.Code(kindOf[e.leave]))
		}
	case mTake:
		b.WriteString("x" + nodeName(int(e.to)))
	case mJump, mApproach, mWithdraw:
		b.WriteString("-" + nodeName(int(e.to)) + "x" + nodeName(int(e.victim)))
	case mSlice:
		last := -1
		for _, n := range p.st.captured(e) {
			b.WriteString("x" + nodeName(n))
			last = n
		}
		if last != int(e.to) {
			b.WriteString("-" + nodeName(int(e.to)))
		}
	}
	return b.String()
}

// mentions is the set of nodes the notation of e names after its start: where it goes
// and what it takes (nothing for a move in place).
func (p *Position) mentions(e move) uint64 {
	if e.mode == mInPlace {
		return 0
	}
	set := uint64(1) << e.to
	for _, n := range p.st.captured(e) {
		set |= 1 << n
	}
	return set
}

// ParseMove reads a move in the notation FormatMove writes, and the looser spellings of
// the seed: the piece letter may be left out ("b4xa3", "a5-a1xa3"), spaces are ignored
// ("i1 x g1 x e1"), "-", "x" and ":" are interchangeable, the captured nodes may come in
// any order or be left out when the destination alone decides the move ("Si1xa1"), the
// destination may be left out when the captures decide the move ("Hd4xf6"), and
// "=X" may be left out when only one choice is legal. An ambiguous text is refused with
// the list of the moves it could mean. This game reads by hand, not with rules.MoveReader:
// the nodes after the start are a set (any order, any part of it), and a text naming a
// move's nodes exactly wins over one naming some of them, which forms cannot say.
func (p *Position) ParseMove(s string) (rules.Move, error) {
	return rules.ParseMove(p, s, (*Position).parse, func(_ *Position, e move) rules.Move { return toMove(e) })
}

const pieceLetters = "D Droid, H Hawk, F Factor, C Commander, B Brute, S Slicer"

func (p *Position) parse(input string) (move, error) {
	s := strings.Join(strings.Fields(input), "")
	s = strings.TrimRight(s, "+#!?")
	if s == "" {
		return move{}, fmt.Errorf("empty move")
	}
	legal := p.legal()
	if len(legal) == 0 {
		return move{}, fmt.Errorf("%q: there are no legal moves, the game is over", input)
	}
	letter := uint8(0)
	if c := s[0]; c >= 'A' && c <= 'Z' {
		if letter = kindByLetter(c); letter == 0 {
			return move{}, fmt.Errorf("%q: no piece has the letter %c (%s)", input, c, pieceLetters)
		}
		s = s[1:]
	}
	suffix := uint8(0)
	if i := strings.IndexByte(s, '='); i >= 0 {
		t := s[i+1:]
		s = s[:i]
		if len(t) != 1 {
			return move{}, fmt.Errorf("%q: after '=' write one letter: D or H for a Factor, F or B for a Commander", input)
		}
		if suffix = kindByLetter(t[0]); suffix == 0 || suffix == kCommander || suffix == kSlicer {
			return move{}, fmt.Errorf("%q: '=%s' names no piece a Factor or Commander can leave or become (D, H, F, B)", input, t)
		}
	}
	var cells []int
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case c == '-' || c == 'x' || c == 'X' || c == ':':
			i++
		case c >= 'a' && c <= 'i' && i+1 < len(s) && s[i+1] >= '1' && s[i+1] <= '9':
			name := s[i : i+2]
			if i+2 < len(s) && s[i+2] >= '0' && s[i+2] <= '9' {
				return move{}, fmt.Errorf("%q: there is no node %s; ranks go from 1 to 9", input, s[i:i+3])
			}
			n, ok := theBoard.Lookup(name)
			if !ok {
				return move{}, fmt.Errorf("%q: there is no node %s (a node's file number plus its rank is even)", input, name)
			}
			cells = append(cells, int(n))
			i += 2
		default:
			return move{}, fmt.Errorf("%q: cannot read %q: write nodes a1…i9 joined by '-' or 'x'", input, s[i:])
		}
	}
	if len(cells) == 0 {
		return move{}, fmt.Errorf("%q: say which node the piece starts on", input)
	}
	from := cells[0]
	v := p.st.sq[from]
	side := [2]string{"White", "Black"}
	switch {
	case v == 0:
		return move{}, fmt.Errorf("%q: there is no piece on %s", input, nodeName(from))
	case v>>3 != p.st.side:
		return move{}, fmt.Errorf("%q: the %s on %s is %s's, and %s is to move", input,
			kindTable.Name(kindOf[v&kindMask]), nodeName(from), side[v>>3], side[p.st.side])
	case letter != 0 && v&kindMask != letter:
		return move{}, fmt.Errorf("%q: the piece on %s is a %s, not a %s", input, nodeName(from), kindTable.Name(kindOf[v&kindMask]), kindTable.Name(kindOf[letter]))
	}
	var mine []move
	for _, e := range legal {
		if int(e.from) == from {
			mine = append(mine, e)
		}
	}
	what := fmt.Sprintf("the %s on %s", kindTable.Name(kindOf[v&kindMask]), nodeName(from))
	if len(mine) == 0 {
		return move{}, fmt.Errorf("%q: %s has no legal move", input, what)
	}
	want := uint64(0)
	for _, c := range cells[1:] {
		want |= 1 << c
	}
	suffixOK := func(e move) bool {
		switch {
		case suffix == 0:
			return true
		case e.mode == mInPlace:
			return e.promo == suffix
		default:
			return e.leave != 0 && e.leave == suffix
		}
	}
	var cands []move
	for _, e := range mine {
		if p.mentions(e) == want && suffixOK(e) {
			cands = append(cands, e)
		}
	}
	// Failing that, the destination with some or none of the captures ("Si1xa1"); failing
	// that, any part of what the move names ("Hd4xc3" for a capture of c3).
	for _, needTo := range []bool{true, false} {
		if len(cands) > 0 || want == 0 {
			break
		}
		for _, e := range mine {
			if m := p.mentions(e); (!needTo || want&(1<<e.to) != 0) && want&^m == 0 && suffixOK(e) {
				cands = append(cands, e)
			}
		}
	}
	switch len(cands) {
	case 1:
		return cands[0], nil
	case 0:
		return move{}, fmt.Errorf("%q is not legal here; %s can play %s", input, what, p.list(mine))
	}
	return move{}, fmt.Errorf("%q is ambiguous: %s", input, p.list(cands))
}

func (p *Position) list(ms []move) string {
	names := make([]string, len(ms))
	for i, e := range ms {
		names[i] = p.format(e)
	}
	return strings.Join(names, ", ")
}
