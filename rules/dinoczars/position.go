package dinoczars

import (
	"strconv"
	"strings"

	"oddboards/rules"
)

// The position string of Dino-Czars: five fields separated by spaces,
//
//	C1:VR^N,E1:TR^N,…,G4:br^S,G5:e3 1 2/2 SS,tc 1
//
// 1. the pieces in cell order, comma-separated ('-' for none): a cell, ':', a dinosaur's
// code (upper case Player 1, lower case Player 2), '^' and its facing (N NE SE S SW NW),
// or 'E'/'e' and an egg's count (0 to 4);
// 2. the player to move, 1 or 2;
// 3. the eggs each player has not laid yet, Player 1's '/' Player 2's;
// 4. the captured dinosaurs each player may hatch, one code per dinosaur, Player 1's upper
// case and Player 2's lower case, comma-separated ('-' for none);
// 5. the move number, from 1.
//
// The eggs option is not in the string: it is read under the Config's. A game won is one
// where a Tyrannosaurus is missing; the game has no draw rule and so no counters.

// PositionText writes the position string (see above).
func (p *Position) PositionText() string {
	s := &p.st
	var board []string
	for c := 0; c < nCells; c++ {
		if b := s.sq[c]; b != 0 {
			board = append(board, cellName(c)+":"+pieceText(b))
		}
	}
	var pool []string
	for side := 0; side < 2; side++ {
		for _, h := range hatchKinds {
			for n := s.pool[side][h]; n > 0; n-- {
				pool = append(pool, caseFor(kindTable.Code(kindOf(h)), side))
			}
		}
	}
	return strings.Join([]string{orNone(board), strconv.Itoa(int(s.side) + 1),
		strconv.Itoa(int(s.eggs[0])) + "/" + strconv.Itoa(int(s.eggs[1])), orNone(pool),
		strconv.Itoa(max(1, p.moveNo))}, " ")
}

func orNone(xs []string) string {
	if len(xs) == 0 {
		return "-"
	}
	return strings.Join(xs, ",")
}

// startCounts is how many of each kind each player starts with: no more may be on the
// board and among the captured (eggs: laid or not).
func startCounts() [nKinds]int {
	var n [nKinds]int
	s := startState(false)
	for _, b := range s.sq {
		if b != 0 && pOwner(b) == 0 {
			n[pKind(b)]++
		}
	}
	n[kEgg] = int(s.eggs[0])
	return n
}

// ReadPosition reads the position string (see PositionText) under cfg's eggs option.
// Every mistake is a *rules.PositionError.
func (g Game) ReadPosition(cfg rules.Config, text string) (rules.Position, error) {
	start, err := g.Start(cfg)
	if err != nil {
		return nil, err
	}
	return rules.ReadAs(readPosition(text, start.(*Position).st.touching))
}

func readPosition(text string, touching bool) (*Position, error) {
	if len(text) > 1000 {
		return nil, rules.PositionErr(1, 0, "%d characters is far longer than any position of 42 cells", len(text))
	}
	f := strings.Split(strings.TrimSpace(text), " ")
	if len(f) != 5 {
		return nil, rules.PositionErr(min(len(f)+1, 5), 0, "a position has 5 fields (pieces, player to move, eggs, captured, move number) one space apart, this has %d", len(f))
	}
	s := state{winner: -1, touching: touching}
	limit := startCounts()
	// too many of a kind, and the rest of what is wrong with a well-formed position, is
	// gathered: every fault is told at once (the position editor lists them)
	var faults []error
	var t tally
	if f[0] != "-" {
		at := 1
		for _, tok := range strings.Split(f[0], ",") {
			if err := s.readPiece(tok, at, limit, &t); err != nil {
				return nil, err
			}
			at += len(tok) + 1
		}
	}
	onBoard := t.have
	faults = append(faults, t.over(1, limit, ""))
	switch f[1] {
	case "1", "2":
		s.side = f[1][0] - '1'
	default:
		return nil, rules.PositionErr(2, 1, "the player to move is 1 or 2, not %s", rules.QuoteInput(f[1]))
	}
	a, b, ok := strings.Cut(f[2], "/")
	for i, n := range []string{a, b} {
		at := 1 + i*(len(a)+1)
		v, err := strconv.Atoi(n)
		if !ok || err != nil || len(n) != 1 {
			return nil, rules.PositionErr(3, at, "write the eggs not laid as two digits such as 2/1, not %s", rules.QuoteInput(f[2]))
		}
		if v+t.have[i][kEgg] > limit[kEgg] && t.have[i][kEgg] <= limit[kEgg] {
			faults = append(faults, rules.PositionErr(3, at, "Player %d has %s on the board and %d not laid: more than %d", i+1, strings.ToLower(count(t.have[i][kEgg], kEgg)), v, limit[kEgg]))
		}
		s.eggs[i] = uint8(v)
	}
	if f[3] != "-" {
		at := 1
		for _, tok := range strings.Split(f[3], ",") {
			k, ok := twoLetterKinds[strings.ToUpper(tok)]
			if !ok || k == kTR || len(tok) != 2 || (tok[0] >= 'a') != (tok[1] >= 'a') {
				return nil, rules.PositionErr(4, at, "no such captured dinosaur %s in Dino-Czars (VR PT SS TC BR, lower case for Player 2)", rules.QuoteInput(tok))
			}
			side := 0
			if tok[0] >= 'a' {
				side = 1
			}
			if onBoard[side][k] <= limit[k] { // too many on the board alone is told above
				t.add(side, k, at, limit)
			}
			s.pool[side][k]++
			at += len(tok) + 1
		}
		faults = append(faults, t.over(4, limit, " on the board and captured"))
	}
	moveNo, err := strconv.Atoi(f[4])
	if err != nil || moveNo < 1 || moveNo > 100000 || f[4] != strconv.Itoa(moveNo) {
		return nil, rules.PositionErr(5, 1, "the move number is a whole number from 1, not %s", rules.QuoteInput(f[4]))
	}
	// a missing Tyrannosaurus was captured, which ended the game
	switch {
	case onBoard[0][kTR] == 0 && onBoard[1][kTR] == 0:
		faults = append(faults, rules.PositionErr(1, 0, "neither player has a Tyrannosaurus: the first captured ends the game"))
	case onBoard[0][kTR] == 0:
		s.winner = 1
	case onBoard[1][kTR] == 0:
		s.winner = 0
	}
	if err := rules.JoinFaults(faults); err != nil {
		return nil, err
	}
	return &Position{st: s, moveNo: moveNo}, nil
}

// tally counts each player's pieces of each kind, and where a count first went over
// the number a player starts with.
type tally struct {
	have   [2][nKinds]int
	overAt [2][nKinds]int // the character of the piece one too many, 0 while none is
}

func (t *tally) add(side int, k uint8, at int, limit [nKinds]int) {
	if t.have[side][k]++; t.have[side][k] == limit[k]+1 {
		t.overAt[side][k] = at
	}
}

// over tells every count that went over its limit (each once, in field), or nil.
func (t *tally) over(field int, limit [nKinds]int, where string) error {
	var faults []error
	for side := range t.have {
		for k, n := range t.have[side] {
			if at := t.overAt[side][k]; at > 0 {
				faults = append(faults, rules.PositionErr(field, at, "Player %d has %s%s: more than %d", side+1, count(n, uint8(k)), where, limit[k]))
				t.overAt[side][k] = 0
			}
		}
	}
	return rules.JoinFaults(faults)
}

// count is n pieces of kind k in words: "1 Tyrannosaurus", "3 Velociraptors".
func count(n int, k uint8) string {
	if n == 1 {
		return "1 " + kindTable.Name(kindOf(k))
	}
	return strconv.Itoa(n) + " " + rules.Plural(kindTable.Name(kindOf(k)))
}

// readPiece reads one "cell:piece" of the first field, which starts at character at.
func (s *state) readPiece(tok string, at int, limit [nKinds]int, t *tally) error {
	name, what, ok := strings.Cut(tok, ":")
	if !ok {
		return rules.PositionErr(1, at, "write a cell, ':' and a piece, not %s", rules.QuoteInput(tok))
	}
	c, ok := lookupCell(name)
	if !ok || name != strings.ToUpper(name) {
		return rules.PositionErr(1, at, "no cell %s on this board", rules.QuoteInput(name))
	}
	if s.sq[c] != 0 {
		return rules.PositionErr(1, at, "two pieces on %s", name)
	}
	at += len(name) + 1
	side := 0
	if what != "" && what[0] >= 'a' {
		side = 1
	}
	var b uint8
	if len(what) == 2 && (what[0] == 'E' || what[0] == 'e') {
		n := int(what[1]) - '0'
		if n < 0 || n > eggLaidAt {
			return rules.PositionErr(1, at+1, "an egg's count is 0 to %d, not %s", eggLaidAt, rules.QuoteInput(what[1:]))
		}
		b = mk(kEgg, side, uint8(n))
	} else {
		code, face, ok := strings.Cut(what, "^")
		k, okk := twoLetterKinds[strings.ToUpper(code)]
		if !okk || code != caseFor(kindTable.Code(kindOf(k)), side) {
			return rules.PositionErr(1, at, "no such piece %s in Dino-Czars", rules.QuoteInput(code))
		}
		if !ok {
			return rules.PositionErr(1, at+len(code), "write '^' and the facing after the piece")
		}
		kf, okf := facingIndex(face)
		if !okf {
			return rules.PositionErr(1, at+len(code)+1, "no facing %s (N NE SE S SW NW)", rules.QuoteInput(face))
		}
		if !validFacing(c, kf) {
			return rules.PositionErr(1, at+len(code)+1, "a dinosaur on %s cannot face %s: it faces an edge of its triangle", name, face)
		}
		b = mk(k, side, kf)
	}
	t.add(side, pKind(b), at, limit)
	s.sq[c] = b
	return nil
}

// facingIndex reads a facing name exactly as PositionText writes it.
func facingIndex(s string) (uint8, bool) {
	for k, n := range facingNames {
		if s == n {
			return uint8(k), true
		}
	}
	return 0, false
}
