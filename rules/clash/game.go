package clash

import (
	"fmt"
	"math/bits"
	"strings"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// ID is the game's ID.
const ID = "clash-of-command"

// Game is Clash of Command.
type Game struct {
	rules.Notation[*Position] // FormatMove and ParseMove: see Position.Notation, Position.ParseMove
}

// New returns the game.
func New() rules.Game { return Game{} }

// ID is "clash-of-command".
func (Game) ID() string { return ID }

// Name is "Clash of Command".
func (Game) Name() string { return "Clash of Command" }

// Variants lists the one variant, the game itself.
func (Game) Variants() []string { return []string{ID} }

// Players are White (moves first, at the bottom) and Black.
func (Game) Players(rules.Config) []rules.PlayerInfo {
	return []rules.PlayerInfo{{Name: "White", Colour: "white"}, {Name: "Black", Colour: "black", Turn: 180}}
}

// Options: none.
func (Game) Options() []rules.Option { return nil }

// Setups: none besides the one initial position.
func (Game) Setups(string) int { return 0 }

// Start returns the initial position. The game has no variants, setups, modes or options.
func (g Game) Start(cfg rules.Config) (rules.Position, error) {
	if err := rules.CheckConfig(g, cfg); err != nil {
		return nil, err
	}
	return StartPosition(), nil
}

// StartText is the initial position in the text of ParsePosition.
const StartText = "Ca1 Cc1 Ce1 Cg1 Bi1 Fb2 Fd2 Ff2 Fh2 Dc3 He3 Dg3 Hi3 / " +
	"Ha7 Dc7 He7 Dg7 Fb8 Fd8 Ff8 Fh8 Ba9 Cc9 Ce9 Cg9 Ci9 w"

// StartPosition is the initial position.
func StartPosition() *Position {
	p, err := ParsePosition(StartText)
	if err != nil {
		panic(err)
	}
	return p
}

// Position is an immutable position. It implements rules.Position.
type Position struct {
	st state
}

var (
	_ rules.Game     = Game{}
	_ rules.Position = (*Position)(nil)
)

// ParsePosition reads a position: White's pieces, "/", Black's pieces, and "w" or "b" for
// the side to move, e.g. "Ca1 Dc3 / Ci9 Ha5 b". A piece is its letter (D H F C B S) and
// its node. The game has no other state: no counters, rights or reserves. Its three
// fields for a *rules.PositionError are White's pieces (before the /), Black's pieces
// and the side to move (the last word), with characters counted from 1 in each.
func ParsePosition(text string) (*Position, error) {
	if len(text) > 400 {
		return nil, rules.PositionErr(1, 0, "%d characters is far longer than any position of 41 nodes", len(text))
	}
	white, rest, ok := strings.Cut(text, "/")
	if !ok {
		return nil, rules.PositionErr(1, 0, "write White's pieces, /, Black's pieces and w or b for the side to move")
	}
	end := len(strings.TrimRight(rest, rules.Blanks))
	start := strings.LastIndexAny(rest[:end], rules.Blanks) + 1
	black, side := rest[:start], rest[start:end]
	var s state
	switch side {
	case "w":
	case "b":
		s.side = 1
	case "":
		return nil, rules.PositionErr(3, 0, "end with w or b for the side to move")
	default:
		return nil, rules.PositionErr(3, 1, "the side to move is w or b, not %s", rules.QuoteInput(side))
	}
	for colour, field := range []string{white, black} {
		if err := s.readPieces(colour, field); err != nil {
			return nil, err
		}
	}
	return &Position{st: s}, nil
}

// readPieces reads one side's field of ParsePosition.
func (s *state) readPieces(colour int, field string) error {
	for _, w := range rules.Words(field) {
		tok, at := w.Text, w.At
		k := kindByLetter(tok[0])
		if k == 0 {
			return rules.PositionErr(colour+1, at, "no such piece %s in Clash of Command (D H F C B S)", rules.QuoteInput(tok[:1]))
		}
		c, ok := theBoard.Lookup(tok[1:])
		if !ok {
			return rules.PositionErr(colour+1, at+1, "there is no node %s", rules.QuoteInput(tok[1:]))
		}
		if s.sq[c] != 0 {
			return rules.PositionErr(colour+1, at+1, "two pieces on %s", tok[1:])
		}
		s.sq[c] = k | uint8(colour)*blackBit
		s.occ |= 1 << c
		if k == kCommander {
			s.cmd[colour]++
		}
	}
	return nil
}

// PositionText is the position string: ParsePosition's text.
func (p *Position) PositionText() string { return p.String() }

// ReadPosition reads ParsePosition's text; the game has no variants, setups or options.
func (g Game) ReadPosition(cfg rules.Config, s string) (rules.Position, error) {
	if err := rules.CheckConfig(g, cfg); err != nil {
		return nil, err
	}
	return rules.ReadAs(ParsePosition(s))
}

func kindByLetter(b byte) uint8 {
	k, _ := kindTable.ByCode(string(b))
	return codeOf(k)
}

// String writes the position as ParsePosition reads it.
func (p *Position) String() string {
	var b strings.Builder
	for side := uint8(0); side < 2; side++ {
		if side == 1 {
			b.WriteString("/ ")
		}
		for n, v := range p.st.sq {
			if v != 0 && v>>3 == side {
				fmt.Fprintf(&b, "%s%s ", kindTable.Code(kindOf[v&kindMask]), nodeName(n))
			}
		}
	}
	b.WriteString("wb"[p.st.side : p.st.side+1])
	return b.String()
}

// Board is the 41-node board.
func (p *Position) Board() *boards.Board { return theBoard }

// At returns the piece on c.
func (p *Position) At(c boards.Cell) pieces.Piece {
	if c < 0 || int(c) >= nNodes || p.st.sq[c] == 0 {
		return pieces.Piece{}
	}
	v := p.st.sq[c]
	return pieces.Piece{Kind: kindOf[v&kindMask], Owner: pieces.Player(v >> 3), Facing: pieces.NoFacing}
}

// ToMove is White (0) or Black (1).
func (p *Position) ToMove() rules.Player { return rules.Player(p.st.side) }

// Reserve is always empty: new pieces come from an endless supply and are placed by moves.
func (p *Position) Reserve(rules.Player) []pieces.Piece { return nil }

// Status is empty.
func (p *Position) Status() string { return "" }

// Out is always false.
func (p *Position) Out(rules.Player) bool { return false }

// Alerts marks the Commanders of the side to move that the opponent could capture if it
// were the opponent's turn: the nearest thing this game has to check.
func (p *Position) Alerts() []boards.Cell {
	s := p.st
	if s.over() {
		return nil
	}
	mine := kCommander | s.colour(s.side)
	s.side ^= 1
	var hit uint64
	for _, m := range s.gen(nil) {
		for _, n := range s.captured(m) {
			if s.sq[n] == mine {
				hit |= 1 << n
			}
		}
	}
	var out []boards.Cell
	for ; hit != 0; hit &= hit - 1 {
		out = append(out, boards.Cell(bits.TrailingZeros64(hit)))
	}
	return out
}

// Commanders counts a side's Commanders.
func (p *Position) Commanders(side rules.Player) int { return int(p.st.cmd[side&1]) }

// Outcome: a side without a Commander has lost; when neither side has one (one move took
// the last of both), the player who made that move wins.
func (p *Position) Outcome() rules.Outcome {
	s := &p.st
	if !s.over() {
		return rules.Outcome{Winner: rules.NoPlayer}
	}
	mover := rules.Player(1 - s.side)
	switch {
	case s.cmd[0] == 0 && s.cmd[1] == 0:
		return rules.Outcome{Result: rules.Win, Winner: mover, Reason: "no Commander left on either side; the player who moved wins"}
	case s.cmd[0] == 0:
		return rules.Outcome{Result: rules.Win, Winner: 1, Reason: "White has no Commander left"}
	default:
		return rules.Outcome{Result: rules.Win, Winner: 0, Reason: "Black has no Commander left"}
	}
}

var modeFlags = [...]rules.Flag{
	mStep:     0,
	mInPlace:  rules.InPlace,
	mTake:     rules.Capture,
	mJump:     rules.Capture | rules.Jump,
	mApproach: rules.Capture | rules.Approach,
	mWithdraw: rules.Capture | rules.Withdrawal,
	mSlice:    rules.Capture,
}

// toMove converts an engine move.
func toMove(m move) rules.Move {
	return rules.Move{From: boards.Cell(m.from), To: boards.Cell(m.to), Piece: kindOf[m.kind],
		Promote: kindOf[m.promo], Leave: kindOf[m.leave], Facing: pieces.NoFacing, Flags: modeFlags[m.mode]}
}

func (p *Position) legal() []move { return p.st.gen(make([]move, 0, 64)) }

// adapter hands the contract's moves (LegalMoves, Play, Notation, Divide) to the engine's.
var adapter = rules.Adapter[*Position, move]{Game: "clash", Legal: (*Position).legal,
	Write: func(_ *Position, e move) rules.Move { return toMove(e) }, Make: (*Position).play,
	Format: (*Position).format}

// LegalMoves appends the legal moves; none once the game is over.
func (p *Position) LegalMoves(buf []rules.Move) []rules.Move { return adapter.LegalMoves(p, buf) }

// Play returns the position after m. It panics if m is not legal here.
func (p *Position) Play(m rules.Move) rules.Position { return adapter.Play(p, m) }

func (p *Position) play(e move) *Position {
	q := &Position{st: p.st}
	q.st.make(e)
	return q
}

// Captures returns the cells whose pieces m removes (own pieces included), in the order
// the move meets them, or nil when m takes nothing or is not a legal move of p.
func Captures(p rules.Position, m rules.Move) []boards.Cell {
	pos, ok := p.(*Position)
	if !ok {
		return nil
	}
	e, ok := adapter.FindMove(pos, m)
	if !ok {
		return nil
	}
	var out []boards.Cell
	for _, n := range pos.st.captured(e) {
		out = append(out, boards.Cell(n))
	}
	return out
}

// Perft counts the sequences of depth legal moves by copy-make on a private state,
// counting the last ply without building its moves. A negative depth counts nothing.
func (p *Position) Perft(depth int) uint64 {
	if depth < 0 {
		return 0
	}
	s := p.st
	return s.perft(depth, rules.MoveBufs[move](depth, 128))
}

// Divide returns perft(depth-1) after each legal move, by the move's notation.
func (p *Position) Divide(depth int) map[string]uint64 {
	return adapter.Divide(p, depth)
}
