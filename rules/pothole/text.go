package pothole

import (
	"errors"
	"fmt"
	"strings"

	"oddboards/pieces"
	"oddboards/rules"
)

// Text writes the position in the text form FromText reads.
func (p *Position) Text() string {
	s := &p.st
	var f []string
	f = append(f, "to:"+string(playerLetters[s.side]))
	if s.second {
		f = append(f, "move:2")
		if s.moved != 0 {
			if isPiece(s.moved) {
				f = append(f, "moved:"+sqName(int(s.pc[s.moved-1].sq)))
			} else {
				f = append(f, "moved:"+sqName(int(s.hole[s.moved-holeBase])))
			}
		}
	}
	if s.exact {
		f = append(f, "cars:exact")
	}
	var locks []string
	for j, by := range s.lockBy {
		if by >= 0 {
			l := "lock:" + sqName(int(s.hole[4+j])) + ":" + string(playerLetters[by])
			if !s.lockOld[j] {
				l += ":now"
			}
			locks = append(locks, l)
		}
	}
	if len(locks) == 2 && boardOrder(s.hole[5]) < boardOrder(s.hole[4]) {
		locks[0], locks[1] = locks[1], locks[0]
	}
	f = append(f, locks...)
	for r := size - 1; r >= 0; r-- {
		for fl := 0; fl < size; fl++ {
			sq := sqAt(fl, r)
			v := s.sq[sq]
			switch {
			case isPiece(v):
				pc := &s.pc[v-1]
				f = append(f, string(playerLetters[pc.owner])+kindTable.Code(pieces.Kind(pc.kind))+sqName(sq)+marksText(pc.marks))
			case isHole(v):
				h := v - holeBase
				switch {
				case h >= 4:
					f = append(f, "O"+sqName(sq))
				case s.holeOwn[h] < 0:
					f = append(f, "-O"+sqName(sq))
				default:
					f = append(f, string(playerLetters[s.holeOwn[h]])+"O"+sqName(sq))
				}
			}
		}
	}
	return strings.Join(f, " ")
}

// marksText writes the promotion squares a piece has landed on, "(b4,d2)", or "".
func marksText(marks uint8) string {
	var ms []string
	for i, ps := range promoSquares {
		if marks&(1<<i) != 0 {
			ms = append(ms, sqName(int(ps)))
		}
	}
	if len(ms) == 0 {
		return ""
	}
	return "(" + strings.Join(ms, ",") + ")"
}

// boardOrder orders squares as Text lists them: rank 7 first, files a to g.
func boardOrder(sq uint8) int { return -rankOf(int(sq))*stride + fileOf(int(sq)) }

// playerLetters are the letters of White, Red, Black and Blue in the text form.
const playerLetters = "wrbu"

// FromText reads a position written as space-separated fields, in any order:
//
//	to:w                 the player to move: w White, r Red, b Black, u Blue (default w)
//	move:2               the next move is the second of the turn (default the first)
//	moved:c3             the piece or pothole on c3 moved first this turn (with move:2)
//	cars:exact           the option cars=exact
//	lock:d3:r            the centre pothole on d3 is locked by Red since a turn of Red's
//	                     that has ended (it lapses when Red's next turn ends)
//	lock:d3:r:now        … locked by Red during the turn in progress (Red to move)
//	wKa1 rCb7(b4,d2)     a piece: owner letter, piece letter, square, and the promotion
//	                     squares it has landed on
//	wOb2  Oc4  -Ob2      a corner pothole with its owner, a centre pothole, an ownerless
//	                     corner pothole
//
// A player without a King is out and may have no pieces or potholes. Corner potholes stand
// on @ squares, centre potholes on * squares, at most four and two. If the player to move
// has no legal move, the turn passes on as in play. Every mistake is a
// *rules.PositionError whose field is the word's place in the text, from 1.
func FromText(text string) (*Position, error) { return fromText(text, false) }

// fromText is FromText with the option cars=exact in force unless a cars: field says.
func fromText(text string, exact bool) (*Position, error) {
	if len(text) > 2000 {
		return nil, rules.PositionErr(1, 0, "%d characters is far longer than any position of 45 squares", len(text))
	}
	r := textReader{s: state{sq: emptyBox, lockBy: [2]int8{-1, -1}, exact: exact}, movedAt: -1, toField: 1}
	for fi, f := range strings.Fields(text) {
		var err error
		if key, val, isKV := strings.Cut(f, ":"); isKV {
			err = r.field(fi+1, key, val)
		} else {
			err = r.word(fi+1, f)
		}
		if err != nil {
			return nil, err
		}
	}
	if err := r.kings(); err != nil {
		return nil, err
	}
	if err := r.setLocks(); err != nil {
		return nil, err
	}
	if err := r.setMoved(); err != nil {
		return nil, err
	}
	r.s.normalize()
	return &Position{st: r.s}, nil
}

// textReader is fromText's state between the words: what is read, and what can only be
// checked once every word is (who has a King, the locks, the piece moved first).
type textReader struct {
	s                   state
	movedAt             int // the square of a moved: field, or -1
	toField, movedField int // the fields of to: and moved:, from 1
	locks               []lockSpec
	nCorner, nCentre    int
	owners              []owned // owners of pieces and corner potholes
}

// lockSpec is a lock: field.
type lockSpec struct {
	sq  int
	by  int8
	now bool
	fi  int // the field, from 1
}

// owned is an owner of a piece or corner pothole, and the field that says so.
type owned struct {
	owner int8
	fi    int
}

// field reads a key:value field, the fi-th.
func (r *textReader) field(fi int, key, val string) error {
	bad := func(format string, a ...any) error { return rules.PositionErr(fi, 1, format, a...) }
	switch key {
	case "to":
		q := strings.Index(playerLetters, val)
		if len(val) != 1 || q < 0 {
			return bad("the player is one of w, r, b, u")
		}
		r.s.side, r.toField = int8(q), fi
	case "move":
		switch val {
		case "1":
		case "2":
			r.s.second = true
		default:
			return bad("the move is 1 or 2")
		}
	case "moved":
		sq, ok := parseSquare(val)
		if !ok {
			return bad("no square %s", rules.QuoteInput(val))
		}
		r.movedAt, r.movedField = sq, fi
	case "cars":
		if val != CarsExact && val != CarsUpTo {
			return bad("cars is %s or %s", CarsUpTo, CarsExact)
		}
		r.s.exact = val == CarsExact
	case "lock":
		parts := strings.Split(val, ":")
		if len(parts) < 2 || len(parts) > 3 || (len(parts) == 3 && parts[2] != "now") {
			return bad("write lock:SQUARE:PLAYER or lock:SQUARE:PLAYER:now")
		}
		sq, ok := parseSquare(parts[0])
		q := strings.Index(playerLetters, parts[1])
		if !ok || len(parts[1]) != 1 || q < 0 {
			return bad("write lock:SQUARE:PLAYER")
		}
		r.locks = append(r.locks, lockSpec{sq, int8(q), len(parts) == 3, fi})
	default:
		return bad("unknown field %s", rules.QuoteInput(key))
	}
	return nil
}

// word reads a piece or a pothole, the fi-th field f.
func (r *textReader) word(fi int, f string) error {
	bad := func(format string, a ...any) error { return rules.PositionErr(fi, 1, format, a...) }
	owner := int8(pieces.Nobody)
	t := f
	switch {
	case strings.HasPrefix(t, "-"):
		t = t[1:]
	case len(t) > 0 && strings.IndexByte(playerLetters, t[0]) >= 0:
		owner = int8(strings.IndexByte(playerLetters, t[0]))
		t = t[1:]
	}
	marksText := ""
	if i := strings.IndexByte(t, '('); i >= 0 {
		if !strings.HasSuffix(t, ")") {
			return bad("unclosed (")
		}
		t, marksText = t[:i], t[i+1:len(t)-1]
	}
	if len(t) < 3 {
		return bad("write a player letter, a piece letter and a square")
	}
	code, where := t[:1], t[1:]
	sq, ok := parseSquare(where)
	if !ok {
		return bad("there is no square %s on this board", rules.QuoteInput(where))
	}
	if r.s.sq[sq] != empty {
		return bad("%s is taken twice", where)
	}
	if code == "O" {
		if marksText != "" {
			return bad("a pothole has no marks")
		}
		return r.pothole(fi, owner, sq, owner == int8(pieces.Nobody) && !strings.HasPrefix(f, "-"))
	}
	if owner < 0 {
		return bad("a piece needs its owner's letter (w, r, b, u)")
	}
	kind, ok := kindTable.ByCode(code)
	if !ok || kind == pieces.Pothole {
		return bad("no such piece %s in Pothole Chess", rules.QuoteInput(code))
	}
	k := uint8(kind)
	marks, err := readMarks(marksText, k)
	if err != nil {
		return rules.PositionErr(fi, 1, "%s", err)
	}
	if k == kKing && r.s.king[owner] != 0 {
		return bad("%s has two Kings", playerInfo[owner].Name)
	}
	if int(r.s.npc) == maxPieces {
		return bad("too many pieces")
	}
	r.s.put(k, owner, marks, sq)
	r.owners = append(r.owners, owned{owner, fi})
	return nil
}

// pothole places a pothole read from the fi-th field: a centre one, or a corner one of
// owner (Nobody for an ownerless one).
func (r *textReader) pothole(fi int, owner int8, sq int, centre bool) error {
	bad := func(format string, a ...any) error { return rules.PositionErr(fi, 1, format, a...) }
	if centre {
		if !starZone[sq] {
			return bad("a centre pothole stands on c3–e5 only")
		}
		if r.nCentre == 2 {
			return bad("there are two centre potholes only")
		}
		r.s.hole[4+r.nCentre] = uint8(sq)
		r.s.sq[sq] = holeBase + 4 + uint8(r.nCentre)
		r.nCentre++
		return nil
	}
	if !atZone[sq] {
		return bad("a corner pothole stands on an @ square only")
	}
	if r.nCorner == 4 {
		return bad("there are four corner potholes only")
	}
	r.s.hole[r.nCorner], r.s.holeOwn[r.nCorner] = uint8(sq), owner
	r.s.sq[sq] = holeBase + uint8(r.nCorner)
	r.nCorner++
	if owner >= 0 {
		r.owners = append(r.owners, owned{owner, fi})
	}
	return nil
}

// readMarks reads a piece's record of promotion squares, "b4,d2", for a piece of kind k.
func readMarks(text string, k uint8) (uint8, error) {
	if text == "" {
		return 0, nil
	}
	if promoted(k) == 0 {
		return 0, errors.New("only an unpromoted piece keeps a record")
	}
	var marks uint8
	for _, m := range strings.Split(text, ",") {
		ps, ok := parseSquare(m)
		if !ok || promoBit[ps] == 0 {
			return 0, fmt.Errorf("%s is not a promotion square", rules.QuoteInput(m))
		}
		marks |= promoBit[ps]
	}
	if marks == 0xf {
		return 0, errors.New("a piece that has landed on all four squares has promoted")
	}
	return marks, nil
}

// kings checks that whoever owns something, or is to move, has a King. Every such
// player is told at once (the position editor lists them).
func (r *textReader) kings() error {
	s := &r.s
	var faults []error
	told := map[int8]bool{}
	for _, o := range r.owners {
		if s.king[o.owner] == 0 && !told[o.owner] {
			told[o.owner] = true
			faults = append(faults, rules.PositionErr(o.fi, 1, "%s has no King, so is out and owns nothing", playerInfo[o.owner].Name))
		}
	}
	if s.king[s.side] == 0 && s.alive() > 1 && !told[s.side] {
		faults = append(faults, rules.PositionErr(r.toField, 1, "%s is to move but has no King", playerInfo[s.side].Name))
	}
	return rules.JoinFaults(faults)
}

// setLocks puts the lock: fields on the centre potholes.
func (r *textReader) setLocks() error {
	s := &r.s
	for _, l := range r.locks {
		v := s.sq[l.sq]
		if !isHole(v) || v-holeBase < 4 {
			return rules.PositionErr(l.fi, 1, "no centre pothole on %s", sqName(l.sq))
		}
		if s.king[l.by] == 0 {
			return rules.PositionErr(l.fi, 1, "%s is out", playerInfo[l.by].Name)
		}
		if l.now && (l.by != s.side || !s.second) {
			return rules.PositionErr(l.fi, 1, "a lock made in the turn in progress is the mover's, at move 2")
		}
		s.lockBy[v-holeBase-4], s.lockOld[v-holeBase-4] = l.by, !l.now
	}
	if s.lockBy[0] >= 0 && s.lockBy[0] == s.lockBy[1] {
		return rules.PositionErr(r.locks[len(r.locks)-1].fi, 1, "one player cannot hold two locks")
	}
	return nil
}

// setMoved records the moved: field's piece or pothole as moved first this turn.
func (r *textReader) setMoved() error {
	s := &r.s
	if r.movedAt < 0 {
		return nil
	}
	if !s.second {
		return rules.PositionErr(r.movedField, 1, "only with move:2")
	}
	v := s.sq[r.movedAt]
	switch {
	case isPiece(v) && s.pc[v-1].owner == s.side:
	case isHole(v) && v-holeBase < 4 && s.holeOwn[v-holeBase] == s.side:
	case isHole(v) && v-holeBase >= 4 && s.lockBy[v-holeBase-4] == s.side:
	default:
		return rules.PositionErr(r.movedField, 1, "nothing on %s the player to move could have moved", sqName(r.movedAt))
	}
	s.moved = v
	return nil
}

// PositionText is the position string: Text's form, which holds the whole position (the
// game has no counters: only the turn, its move, the locks and the promotion records).
func (p *Position) PositionText() string { return p.Text() }

// ReadPosition reads FromText's form. The option cars comes from the string when it has
// a cars: field, else from cfg.
func (g Game) ReadPosition(cfg rules.Config, s string) (rules.Position, error) {
	if err := rules.CheckConfig(g, cfg); err != nil {
		return nil, err
	}
	exact, err := exactCars(cfg.Options)
	if err != nil {
		return nil, err
	}
	return rules.ReadAs(fromText(s, exact))
}
