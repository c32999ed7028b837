package antarctic

import (
	"strings"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// ID is the game's ID.
const ID = "antarctic-chess"

// Game is Antarctic Chess in its eight modes.
type Game struct {
	rules.Notation[*Position] // FormatMove and ParseMove: see Position.Notation, Position.ParseMove
}

// New returns the game.
func New() rules.Game { return Game{} }

// ID is "antarctic-chess".
func (Game) ID() string { return ID }

// Name is "Antarctic Chess".
func (Game) Name() string { return "Antarctic Chess" }

// Variants is just "antarctic-chess": the eight ways to play are modes (Config.Mode).
func (Game) Variants() []string { return []string{ID} }

// Modes lists the mode codes (Config.Mode), the default (2S) among them.
func (Game) Modes() []string { return Modes() }

// ModeTitle describes a mode ("2 players, small equal forces"), or "" if there is none.
func (Game) ModeTitle(code string) string {
	if m, err := lookupMode(code); err == nil {
		return m.title
	}
	return ""
}

// Players are the seats of cfg's mode in turn order (those of 2S for an unknown mode,
// which Start rejects). Turn brings the player's first arm to the bottom.
func (Game) Players(cfg rules.Config) []rules.PlayerInfo {
	m, err := lookupMode(cfg.Mode)
	if err != nil {
		m = modes[DefaultMode]
	}
	return m.players()
}

// Options: none. The mode is Config.Mode.
func (Game) Options() []rules.Option { return nil }

// Setups is 0: each mode has one array.
func (Game) Setups(string) int { return 0 }

// Start returns the initial position of cfg's mode.
func (g Game) Start(cfg rules.Config) (rules.Position, error) {
	if err := rules.CheckConfig(g, cfg); err != nil {
		return nil, err // the mode's name is checked by StartPosition, which allows "2s"
	}
	return StartPosition(cfg.Mode)
}

// StartPosition is the initial array of a mode ("" for 2S).
func StartPosition(code string) (*Position, error) {
	m, err := lookupMode(code)
	if err != nil {
		return nil, err
	}
	g := newGame(m)
	s := state{g: g}
	for _, pl := range m.array() {
		s.sq[pl.cell] = mkPiece(pl.kind, pl.owner)
	}
	s.recount()
	s.side = int8(g.n - 1)
	s.advance(g.n - 1) // player 0 moves first, unless it cannot
	return &Position{st: s}, nil
}

// newGame prepares what positions of mode m share: the return areas are the hexes each
// player's Predators occupy in the initial array.
func newGame(m *mode) *game {
	g := &game{m: m, n: len(m.seats), retArea: make([][]int16, len(m.seats))}
	for i := range m.seats {
		if !m.unequal || i > 0 {
			g.canOut |= 1 << i
		}
	}
	for _, pl := range m.array() {
		if pl.kind <= kSkua {
			g.retArea[pl.owner] = append(g.retArea[pl.owner], int16(pl.cell))
		}
	}
	return g
}

// recount sets the royal counts from the board and puts out the players who could be
// put out and have none.
func (s *state) recount() {
	s.royals = [maxPlayers]int8{}
	for _, b := range s.sq {
		if b != 0 && s.isRoyal(kindOf(b)) {
			s.royals[ownerOf(b)]++
		}
	}
	s.out = 0
	for i := 0; i < s.g.n; i++ {
		if s.g.canOut&(1<<i) != 0 && s.royals[i] == 0 {
			s.out |= 1 << i
		}
	}
}

// Position is an immutable position. It implements rules.Position.
type Position struct {
	st state
}

var (
	_ rules.Game     = Game{}
	_ rules.Position = (*Position)(nil)
)

// Mode is the mode code of the game ("2S").
func (p *Position) Mode() string { return p.st.g.m.code }

// Board is the snowflake.
func (p *Position) Board() *boards.Board { return theBoard }

// At returns the piece on c. A piece of a player who is out keeps its owner.
func (p *Position) At(c boards.Cell) pieces.Piece { return rules.PieceAt(p.st.sq[:], c, pieceOf) }

// pieceOf is the piece a non-empty cell's byte holds.
func pieceOf(b uint8) pieces.Piece {
	return pieces.Piece{Kind: toKind(kindOf(b)), Owner: pieces.Player(ownerOf(b)), Facing: pieces.NoFacing}
}

// ToMove is the player to move: never one who is out, and, while the game goes on, one
// with a legal move (players without one are passed over).
func (p *Position) ToMove() rules.Player { return rules.Player(p.st.side) }

// Reserve lists p's captured Orcas, Leopards, Elephants and Petrels waiting to return,
// one Piece per kind with its Count.
func (p *Position) Reserve(pl rules.Player) []pieces.Piece {
	if pl < 0 || int(pl) >= p.st.g.n {
		return nil
	}
	var out []pieces.Piece
	for k := kOrca; k <= kPetrel; k++ {
		if n := p.st.reserve[pl][k]; n > 0 {
			out = append(out, pieces.Piece{Kind: toKind(k), Owner: pl, Facing: pieces.NoFacing, Count: n})
		}
	}
	return out
}

// Out reports whether p has lost its last Emperor (6E: its last Emperor and King) in a
// game of three or more players. Its pieces stay on the board as obstacles anyone may
// capture, and turns pass it by.
func (p *Position) Out(pl rules.Player) bool {
	return p.st.g.n > 2 && pl >= 0 && int(pl) < p.st.g.n && p.st.out&(1<<pl) != 0
}

// Alerts is empty: no piece is in check in this game.
func (p *Position) Alerts() []boards.Cell { return nil }

// Status names the players the last move passed over because they had no legal move.
func (p *Position) Status() string {
	if p.st.passed == 0 {
		return ""
	}
	var names []string
	for i, s := range p.st.g.m.seats {
		if p.st.passed&(1<<i) != 0 {
			names = append(names, s.name)
		}
	}
	return strings.Join(names, " and ") + " cannot move and pass"
}

// Outcome: an Emperor (6E: or King) on the centre, the Emperors captured, or a draw when
// no player can move.
func (p *Position) Outcome() rules.Outcome {
	s := &p.st
	if s.result == rules.Ongoing {
		return rules.Outcome{Winner: rules.NoPlayer}
	}
	w := rules.NoPlayer
	if s.result == rules.Win {
		w = rules.Player(s.winner)
	}
	return rules.Outcome{Result: s.result, Winner: w, Reason: reasons[s.why]}
}

// toMove converts an engine move.
func (p *Position) toMove(m move) rules.Move {
	if m.isReturn() {
		return rules.Move{From: boards.NoCell, To: boards.Cell(m.to), Piece: toKind(int(m.kind)),
			Promote: toKind(demoted(int(m.kind))), Facing: pieces.NoFacing, Flags: rules.Drop | rules.Return}
	}
	var fl rules.Flag
	if m.capture {
		fl = rules.Capture
	}
	return rules.Move{From: boards.Cell(m.from), To: boards.Cell(m.to), Piece: toKind(kindOf(p.st.sq[m.from])),
		Facing: pieces.NoFacing, Flags: fl}
}

func (p *Position) legalMoves() []move { return p.st.legal(make([]move, 0, 256)) }

// adapter hands the contract's moves (LegalMoves, Play, Notation, Divide) to the engine's.
var adapter = rules.Adapter[*Position, move]{Game: "antarctic", Legal: (*Position).legalMoves,
	Write: (*Position).toMove, Make: (*Position).play,
	Format: (*Position).format, Find: (*Position).find}

// LegalMoves appends the legal moves.
func (p *Position) LegalMoves(buf []rules.Move) []rules.Move { return adapter.LegalMoves(p, buf) }

// Play returns the position after m. It panics if m is not legal here.
func (p *Position) Play(m rules.Move) rules.Position { return adapter.Play(p, m) }

// find returns the engine move equal to m, among the moves of m's piece only.
func (p *Position) find(m rules.Move) (move, bool) {
	s := &p.st
	if s.result != rules.Ongoing {
		return move{}, false
	}
	var buf []move
	side := int(s.side)
	switch {
	case m.From == boards.NoCell:
		buf = s.genReturns(make([]move, 0, 64), side)
	case m.From >= 0 && int(m.From) < nCells && s.sq[m.From] != 0 && ownerOf(s.sq[m.From]) == side:
		buf = s.genPiece(make([]move, 0, 128), int(m.From), kindOf(s.sq[m.From]), side)
	}
	for _, e := range buf {
		if p.toMove(e) == m {
			return e, true
		}
	}
	return move{}, false
}

func (p *Position) play(e move) *Position {
	q := &Position{st: p.st}
	q.st.make(e)
	return q
}

// Perft counts the sequences of depth legal moves with make and unmake on a private copy
// of the board, counting the last ply in bulk. A negative depth counts nothing.
func (p *Position) Perft(depth int) uint64 {
	if depth < 0 {
		return 0
	}
	s := p.st
	pf := perfter{s: &s, bufs: rules.MoveBufs[move](depth, 256)}
	return pf.run(depth)
}

// Divide returns perft(depth-1) after each legal move, by the move's notation.
func (p *Position) Divide(depth int) map[string]uint64 {
	return adapter.Divide(p, depth)
}
