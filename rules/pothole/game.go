package pothole

import (
	"fmt"
	"sort"
	"strings"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// ID is the game's ID.
const ID = "pothole-chess"

// The option: how far Cars and Racecars slide.
const (
	OptCars   = "cars"
	CarsUpTo  = "upto"  // Car 1–2 orthogonally or 1 diagonally; Racecar 1–3 or 1–2
	CarsExact = "exact" // Car exactly 2 or 1; Racecar exactly 3 or 2
)

// The players in turn order.
const (
	White rules.Player = iota
	Red
	Black
	Blue
)

var playerInfo = []rules.PlayerInfo{
	{Name: "White", Colour: "white", Turn: 0},
	{Name: "Red", Colour: "red", Turn: 90},
	{Name: "Black", Colour: "black", Turn: 180},
	{Name: "Blue", Colour: "blue", Turn: 270},
}

// Game is 4-Player Pothole Chess.
type Game struct {
	rules.Notation[*Position] // FormatMove and ParseMove: see Position.Notation, Position.ParseMove
}

// New returns the game.
func New() rules.Game { return Game{} }

// ID is "pothole-chess".
func (Game) ID() string { return ID }

// Name is "4-Player Pothole Chess".
func (Game) Name() string { return "4-Player Pothole Chess" }

// Variants is the game's own ID only.
func (Game) Variants() []string { return []string{ID} }

// Players are White (a1), Red (a7), Black (g7) and Blue (g1). Turn brings each corner to
// the bottom left, where White sits.
func (Game) Players(rules.Config) []rules.PlayerInfo {
	return append([]rules.PlayerInfo(nil), playerInfo...)
}

// Options offers the reading of the Car's move.
func (Game) Options() []rules.Option {
	return []rules.Option{{
		Key:    OptCars,
		Label:  "Cars",
		Values: []string{CarsUpTo, CarsExact},
		Help: "upto: a Car slides 1 or 2 squares orthogonally or 1 diagonally, a Racecar 1–3 " +
			"or 1–2; exact: a Car slides exactly 2 orthogonally or 1 diagonally, a Racecar " +
			"exactly 3 or 2 (still blocked by anything in between, never leaping).",
		Default: CarsUpTo,
	}}
}

// Setups: the game has one setup.
func (Game) Setups(string) int { return 0 }

// Start returns the initial position.
func (g Game) Start(cfg rules.Config) (rules.Position, error) {
	if err := rules.CheckConfig(g, cfg); err != nil {
		return nil, err
	}
	return StartPosition(cfg.Options)
}

// exactCars reads the options.
func exactCars(opts map[string]string) (bool, error) {
	for k, v := range opts {
		if k != OptCars {
			return false, fmt.Errorf("pothole chess has no option %q", k)
		}
		if v != CarsUpTo && v != CarsExact {
			return false, fmt.Errorf("option %s: %q is neither %q nor %q", OptCars, v, CarsUpTo, CarsExact)
		}
	}
	return opts[OptCars] == CarsExact, nil
}

// StartPosition is the initial position: White to move, move 1 of 2.
func StartPosition(opts map[string]string) (*Position, error) {
	exact, err := exactCars(opts)
	if err != nil {
		return nil, err
	}
	s := state{sq: emptyBox, exact: exact, lockBy: [2]int8{-1, -1}}
	for p := 0; p < 4; p++ {
		for _, a := range whiteArmy {
			s.put(uint8(a.kind), int8(p), 0, corner(p, a.f, a.r))
		}
		h := corner(p, whiteHole[0], whiteHole[1])
		s.hole[p], s.holeOwn[p] = uint8(h), int8(p)
		s.sq[h] = holeBase + uint8(p)
	}
	for j, h := range centreHomes {
		s.hole[4+j] = uint8(h)
		s.sq[h] = holeBase + 4 + uint8(j)
	}
	return &Position{st: s}, nil
}

// put places a new piece.
func (s *state) put(kind uint8, owner int8, marks uint8, sq int) {
	i := s.npc
	s.pc[i] = piece{kind: kind, owner: owner, marks: marks, sq: uint8(sq)}
	s.npc++
	s.sq[sq] = i + 1
	if kind == kKing {
		s.king[owner] = i + 1
	}
}

// Position is an immutable position. It implements rules.Position and rules.Perfter.
type Position struct {
	st state
}

var _ rules.Position = (*Position)(nil)
var _ rules.Perfter = (*Position)(nil)

// Board is the 45-cell board.
func (p *Position) Board() *boards.Board { return theBoard }

// At returns the piece or pothole on c. A piece's Marks has bit 0–3 set for each of b4,
// d2, d6, f4 it has landed on; a corner pothole's Owner is the player who may move it, a
// centre pothole's is pieces.Nobody.
func (p *Position) At(c boards.Cell) pieces.Piece {
	if c < 0 || int(c) >= len(sqOfCell) {
		return pieces.Piece{}
	}
	return p.st.at(int(sqOfCell[c]))
}

func (s *state) at(sq int) pieces.Piece {
	v := s.sq[sq]
	switch {
	case isPiece(v):
		pc := &s.pc[v-1]
		return pieces.Piece{Kind: pieces.Kind(pc.kind), Owner: pieces.Player(pc.owner), Facing: pieces.NoFacing, Marks: pc.marks}
	case isHole(v):
		owner := pieces.Nobody
		var marks uint8
		if h := v - holeBase; h < 4 {
			owner = pieces.Player(s.holeOwn[h])
		} else if s.lockBy[h-4] >= 0 {
			marks = 1 // a locked centre pothole: the board draws a padlock on it
		}
		return pieces.Piece{Kind: pieces.Pothole, Owner: owner, Facing: pieces.NoFacing, Marks: marks}
	}
	return pieces.Piece{}
}

// ToMove is the player whose turn it is, the same for both moves of a turn.
func (p *Position) ToMove() rules.Player { return rules.Player(p.st.side) }

// SecondMove reports whether the next move is the second of the turn.
func (p *Position) SecondMove() bool { return p.st.second }

// Reserve is always empty.
func (p *Position) Reserve(rules.Player) []pieces.Piece { return nil }

// Alerts is always empty: there is no check.
func (p *Position) Alerts() []boards.Cell { return nil }

// Out reports whether pl has lost their King.
func (p *Position) Out(pl rules.Player) bool {
	return pl < 0 || int(pl) >= 4 || p.st.king[pl] == 0
}

// Status says which move of the turn it is and which centre potholes are locked:
// "move 1 of 2", "move 2 of 2; pothole d3 locked by Red".
func (p *Position) Status() string {
	s := &p.st
	if s.over() {
		return ""
	}
	out := "move 1 of 2"
	if s.second {
		out = "move 2 of 2"
	}
	for j, by := range s.lockBy {
		if by >= 0 && s.hole[4+j] != 0 {
			out += fmt.Sprintf("; pothole %s locked by %s", sqName(int(s.hole[4+j])), playerInfo[by].Name)
		}
	}
	return out
}

// Outcome: the last player with a King wins.
func (p *Position) Outcome() rules.Outcome {
	s := &p.st
	if s.alive() == 1 {
		for q, k := range s.king {
			if k != 0 {
				return rules.Outcome{Result: rules.Win, Winner: rules.Player(q), Reason: "last King standing"}
			}
		}
	}
	if s.stuck {
		return rules.Outcome{Result: rules.Draw, Winner: rules.NoPlayer, Reason: "no player can move"}
	}
	return rules.Outcome{Winner: rules.NoPlayer}
}

// toMove converts an engine move.
func toMove(m move) rules.Move {
	var fl rules.Flag
	if m.flags&(fCapture|fKill) != 0 {
		fl |= rules.Capture
	}
	if m.flags&fPush != 0 {
		fl |= rules.Push
	}
	if m.flags&fObject != 0 {
		fl |= rules.Object
	}
	return rules.Move{From: cellOf[m.from], To: cellOf[m.to], Piece: pieces.Kind(m.kind),
		Promote: pieces.Kind(m.promo), Facing: pieces.NoFacing, Flags: fl}
}

func (p *Position) legalMoves() []move {
	s := p.st
	return s.gen(make([]move, 0, 96))
}

// LegalMoves appends the legal moves: none when the game is over.
func (p *Position) LegalMoves(buf []rules.Move) []rules.Move {
	return rules.AppendMoves(buf, p.legalMoves(), toMove)
}

// find returns the engine move equal to m.
func (p *Position) find(m rules.Move) (move, bool) {
	return rules.FindMove(p.legalMoves(), toMove, m)
}

// Play returns the position after m. It panics if m is not legal here.
func (p *Position) Play(m rules.Move) rules.Position {
	return rules.PlayMove("pothole", m, p.find, p.play)
}

func (p *Position) play(e move) *Position {
	q := &Position{st: p.st}
	q.st.make(e)
	return q
}

var _ rules.Resigner = (*Position)(nil)

// Resign returns the position after pl resigns: pl's pieces leave the board, pl is out,
// pl's corner potholes stay where they are with no owner (nobody may move them), pl's
// lock on a centre pothole lapses, and if it was pl's turn the next player moves
// (rules.Resigner: Match records it in the history). A resignation that leaves one King
// wins the game for its owner.
func (p *Position) Resign(pl rules.Player) rules.Position {
	q := &Position{st: p.st}
	s := &q.st
	if pl < 0 || int(pl) >= 4 || s.king[pl] == 0 {
		return q
	}
	for i := 0; i < int(s.npc); i++ {
		if pc := &s.pc[i]; pc.sq != 0 && pc.owner == int8(pl) {
			s.sq[pc.sq] = empty
			pc.sq = 0
		}
	}
	s.king[pl] = 0
	for i := range s.holeOwn {
		if s.holeOwn[i] == int8(pl) {
			s.holeOwn[i] = int8(pieces.Nobody)
		}
	}
	for j := range s.lockBy {
		if s.lockBy[j] == int8(pl) {
			s.lockBy[j], s.lockOld[j] = -1, false
		}
	}
	if s.side == int8(pl) && !s.over() {
		s.advance()
	} else {
		s.normalize()
	}
	return q
}

// Perft counts the sequences of depth legal moves, copying the small state for every
// move into a stack of states and counting the last ply in bulk. A negative depth counts
// nothing.
func (p *Position) Perft(depth int) uint64 {
	if depth < 0 {
		return 0
	}
	pf := perfter{bufs: rules.MoveBufs[move](depth, 128), states: make([]state, depth+1)}
	pf.states[depth] = p.st
	return pf.run(depth)
}

type perfter struct {
	bufs   [][]move
	states []state // states[d] is the position with d plies left
}

func (pf *perfter) run(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	s := &pf.states[depth]
	buf := s.gen(pf.bufs[depth][:0])
	pf.bufs[depth] = buf
	if depth == 1 {
		return uint64(len(buf))
	}
	var n uint64
	c := &pf.states[depth-1]
	for _, m := range buf {
		*c = *s
		c.make(m)
		n += pf.run(depth - 1)
	}
	return n
}

// Divide returns perft(depth-1) after each legal move, by the move's notation.
func (p *Position) Divide(depth int) map[string]uint64 {
	return rules.Divide(depth, p.legalMoves, p.format, p.play)
}

// Push is one piece a dozer's move pushes: from its cell to where it ends, or to NoCell
// when it dies off the board, on a missing cell or in a pothole.
type Push struct {
	From, To boards.Cell
	Dies     bool
}

// Pushes lists every piece m pushes (m legal in p), in the order of the cells they start
// on; nil for a move that pushes nothing or a position of another game.
func Pushes(p rules.Position, m rules.Move) []Push {
	pos, ok := p.(*Position)
	if !ok || !m.Has(rules.Push) {
		return nil
	}
	e, ok := pos.find(m)
	if !ok {
		return nil
	}
	s := pos.st
	mover := s.sq[e.from]
	s.push(int(e.from), int(e.to), new([size]uint8))
	var out []Push
	for i := 0; i < int(s.npc); i++ {
		before, after := pos.st.pc[i].sq, s.pc[i].sq
		if uint8(i+1) == mover || before == after {
			continue
		}
		pu := Push{From: cellOf[before], To: boards.NoCell, Dies: after == 0}
		if after != 0 {
			pu.To = cellOf[after]
		}
		out = append(out, pu)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].From < out[j].From })
	return out
}

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
				f = append(f, string(playerLetters[pc.owner])+pieces.Kind(pc.kind).Code()+sqName(sq)+marksText(pc.marks))
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
	s := state{sq: emptyBox, lockBy: [2]int8{-1, -1}, exact: exact}
	movedAt := -1
	type lockSpec struct {
		sq  int
		by  int8
		now bool
		fi  int // the field, from 1
	}
	var locks []lockSpec
	nCorner, nCentre := 0, 0
	type owned struct {
		owner int8
		fi    int
	}
	var owners []owned // owners of pieces and corner potholes, checked once Kings are known
	if len(text) > 2000 {
		return nil, rules.PositionErr(1, 0, "%d characters is far longer than any position of 45 squares", len(text))
	}
	toField, movedField := 1, 0
	for fi, f := range strings.Fields(text) {
		bad := func(format string, a ...any) error { return rules.PositionErr(fi+1, 1, format, a...) }
		key, val, isKV := strings.Cut(f, ":")
		if isKV {
			switch key {
			case "to":
				q := strings.Index(playerLetters, val)
				if len(val) != 1 || q < 0 {
					return nil, bad("the player is one of w, r, b, u")
				}
				s.side, toField = int8(q), fi+1
			case "move":
				switch val {
				case "1":
				case "2":
					s.second = true
				default:
					return nil, bad("the move is 1 or 2")
				}
			case "moved":
				sq, ok := parseSquare(val)
				if !ok {
					return nil, bad("no square %s", rules.QuoteInput(val))
				}
				movedAt, movedField = sq, fi+1
			case "cars":
				if val != CarsExact && val != CarsUpTo {
					return nil, bad("cars is %s or %s", CarsUpTo, CarsExact)
				}
				s.exact = val == CarsExact
			case "lock":
				parts := strings.Split(val, ":")
				if len(parts) < 2 || len(parts) > 3 || (len(parts) == 3 && parts[2] != "now") {
					return nil, bad("write lock:SQUARE:PLAYER or lock:SQUARE:PLAYER:now")
				}
				sq, ok := parseSquare(parts[0])
				q := strings.Index(playerLetters, parts[1])
				if !ok || len(parts[1]) != 1 || q < 0 {
					return nil, bad("write lock:SQUARE:PLAYER")
				}
				locks = append(locks, lockSpec{sq, int8(q), len(parts) == 3, fi + 1})
			default:
				return nil, bad("unknown field %s", rules.QuoteInput(key))
			}
			continue
		}
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
				return nil, bad("unclosed (")
			}
			t, marksText = t[:i], t[i+1:len(t)-1]
		}
		if len(t) < 3 {
			return nil, bad("write a player letter, a piece letter and a square")
		}
		code, where := t[:1], t[1:]
		sq, ok := parseSquare(where)
		if !ok {
			return nil, bad("there is no square %s on this board", rules.QuoteInput(where))
		}
		if s.sq[sq] != empty {
			return nil, bad("%s is taken twice", where)
		}
		if code == "O" {
			if marksText != "" {
				return nil, bad("a pothole has no marks")
			}
			if owner == int8(pieces.Nobody) && !strings.HasPrefix(f, "-") {
				if !starZone[sq] {
					return nil, bad("a centre pothole stands on c3–e5 only")
				}
				if nCentre == 2 {
					return nil, bad("there are two centre potholes only")
				}
				s.hole[4+nCentre] = uint8(sq)
				s.sq[sq] = holeBase + 4 + uint8(nCentre)
				nCentre++
				continue
			}
			if !atZone[sq] {
				return nil, bad("a corner pothole stands on an @ square only")
			}
			if nCorner == 4 {
				return nil, bad("there are four corner potholes only")
			}
			s.hole[nCorner], s.holeOwn[nCorner] = uint8(sq), owner
			s.sq[sq] = holeBase + uint8(nCorner)
			nCorner++
			if owner >= 0 {
				owners = append(owners, owned{owner, fi + 1})
			}
			continue
		}
		if owner < 0 {
			return nil, bad("a piece needs its owner's letter (w, r, b, u)")
		}
		kind, ok := kindByCode(code)
		if !ok || kind == pieces.Pothole {
			return nil, bad("no such piece %s in Pothole Chess", rules.QuoteInput(code))
		}
		k := uint8(kind)
		var marks uint8
		if marksText != "" {
			if promoted(k) == 0 {
				return nil, bad("only an unpromoted piece keeps a record")
			}
			for _, m := range strings.Split(marksText, ",") {
				ps, ok := parseSquare(m)
				if !ok || promoBit[ps] == 0 {
					return nil, bad("%s is not a promotion square", rules.QuoteInput(m))
				}
				marks |= promoBit[ps]
			}
			if marks == 0xf {
				return nil, bad("a piece that has landed on all four squares has promoted")
			}
		}
		if k == kKing && s.king[owner] != 0 {
			return nil, bad("%s has two Kings", playerInfo[owner].Name)
		}
		if int(s.npc) == maxPieces {
			return nil, bad("too many pieces")
		}
		s.put(k, owner, marks, sq)
		owners = append(owners, owned{owner, fi + 1})
	}
	// every player who owns something without a King is told at once (the position
	// editor lists them)
	var faults []error
	told := map[int8]bool{}
	for _, o := range owners {
		if s.king[o.owner] == 0 && !told[o.owner] {
			told[o.owner] = true
			faults = append(faults, rules.PositionErr(o.fi, 1, "%s has no King, so is out and owns nothing", playerInfo[o.owner].Name))
		}
	}
	if s.king[s.side] == 0 && s.alive() > 1 && !told[s.side] {
		faults = append(faults, rules.PositionErr(toField, 1, "%s is to move but has no King", playerInfo[s.side].Name))
	}
	if err := rules.JoinFaults(faults); err != nil {
		return nil, err
	}
	for _, l := range locks {
		v := s.sq[l.sq]
		if !isHole(v) || v-holeBase < 4 {
			return nil, rules.PositionErr(l.fi, 1, "no centre pothole on %s", sqName(l.sq))
		}
		if s.king[l.by] == 0 {
			return nil, rules.PositionErr(l.fi, 1, "%s is out", playerInfo[l.by].Name)
		}
		if l.now && (l.by != s.side || !s.second) {
			return nil, rules.PositionErr(l.fi, 1, "a lock made in the turn in progress is the mover's, at move 2")
		}
		s.lockBy[v-holeBase-4], s.lockOld[v-holeBase-4] = l.by, !l.now
	}
	if s.lockBy[0] >= 0 && s.lockBy[0] == s.lockBy[1] {
		return nil, rules.PositionErr(locks[len(locks)-1].fi, 1, "one player cannot hold two locks")
	}
	if movedAt >= 0 {
		if !s.second {
			return nil, rules.PositionErr(movedField, 1, "only with move:2")
		}
		v := s.sq[movedAt]
		switch {
		case isPiece(v) && s.pc[v-1].owner == s.side:
		case isHole(v) && v-holeBase < 4 && s.holeOwn[v-holeBase] == s.side:
		case isHole(v) && v-holeBase >= 4 && s.lockBy[v-holeBase-4] == s.side:
		default:
			return nil, rules.PositionErr(movedField, 1, "nothing on %s the player to move could have moved", sqName(movedAt))
		}
		s.moved = v
	}
	s.normalize()
	return &Position{st: s}, nil
}

// kindByCode finds a kind of this game by its letter (O for a pothole).
func kindByCode(code string) (pieces.Kind, bool) {
	for _, k := range gameKinds {
		if k.Code() == code {
			return k, true
		}
	}
	return pieces.None, false
}

var gameKinds = []pieces.Kind{pieces.King, pieces.Car, pieces.Racecar, pieces.Bulldozer,
	pieces.Megadozer, pieces.DirtDevil, pieces.Cyclone, pieces.Pothole}

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

var (
	_ rules.PositionTexter = (*Position)(nil)
	_ rules.PositionReader = Game{}
)
