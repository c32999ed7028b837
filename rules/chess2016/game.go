package chess2016

import (
	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// Game is Chess 2016 with its smaller siblings Chess 56 and Chess 112.
type Game struct {
	rules.Notation[*Position] // FormatMove and ParseMove: see Position.Notation, Position.ParseMove
}

// New returns the game.
func New() rules.Game { return Game{} }

// ID is "chess-2016".
func (Game) ID() string { return Chess2016 }

// Name is "Chess 2016".
func (Game) Name() string { return "Chess 2016" }

// Variants lists chess-2016, chess-56 and chess-112.
func (Game) Variants() []string { return []string{Chess2016, Chess56, Chess112} }

// Players are White and Black.
func (Game) Players(rules.Config) []rules.PlayerInfo {
	return []rules.PlayerInfo{{Name: "White", Colour: "white"}, {Name: "Black", Colour: "black", Turn: 180}}
}

// Options offers the reading of the green die's 2.
func (Game) Options() []rules.Option {
	return []rules.Option{{
		Key:    OptNightrider,
		Label:  "Green 2: Nightriders",
		Values: []string{ManSquare, AllMen},
		Help: "Chess 2016, green die 2: man-square turns only the piece on the Man's square " +
			"into a Nightrider; all-men also turns the Men the white dice made of the Tigers " +
			"into Nightriders.",
		Default: ManSquare,
	}}
}

// Setups is 2016, 56 or 112.
func (Game) Setups(variant string) int {
	if variant == "" {
		variant = Chess2016
	}
	return setupsOf(variant)
}

// Start returns the initial position of cfg's variant and setup (0: DefaultSetup).
func (g Game) Start(cfg rules.Config) (rules.Position, error) {
	variant, err := checkVariant(cfg.Variant) // its own message names the three variants
	if err != nil {
		return nil, err
	}
	cfg.Variant = variant
	if err := rules.CheckConfig(g, cfg); err != nil {
		return nil, err
	}
	n := cfg.Setup
	if n == 0 {
		n = DefaultSetup(variant)
	}
	return StartPosition(variant, n, cfg.Options)
}

// StartPosition is the initial position of setup n.
func StartPosition(variant string, n int, opts map[string]string) (*Position, error) {
	variant, r, err := resolve(variant, n, opts)
	if err != nil {
		return nil, err
	}
	s := state{sq: emptyBox, castle: 0xf}
	for _, p := range placements(r) {
		sq := sqOfCell[p.Cell]
		s.sq[sq] = mkPiece(p.Piece.Kind, int(p.Piece.Owner))
		if p.Piece.Kind == pieces.King {
			s.king[p.Piece.Owner] = sq
		}
	}
	s.r = newRules(&s.sq, promotionKinds(kindsOf(r)))
	s.setBoards()
	s.hash = s.computeHash()
	return &Position{st: s, hist: []uint64{s.hash}, variant: variant, setup: n}, nil
}

// Position is an immutable position. It implements rules.Position.
type Position struct {
	st      state
	hist    []uint64 // hashes since the last capture or pawn move, the current one last
	variant string
	setup   int
	full    int  // the move number (a FEN's last field); 0 counts as 1
	alone   bool // a move diagram: pieces staged without Kings, no check (see Stage)
}

var (
	_ rules.Game     = Game{}
	_ rules.Position = (*Position)(nil)
)

// Variant and Setup name where the game started.
func (p *Position) Variant() string { return p.variant }

// Setup is the setup number the game started from.
func (p *Position) Setup() int { return p.setup }

// Board is the 96-square board.
func (p *Position) Board() *boards.Board { return theBoard }

// At returns the piece on c.
func (p *Position) At(c boards.Cell) pieces.Piece {
	if c < 0 || int(c) >= len(sqOfCell) {
		return pieces.Piece{}
	}
	return pieceOf(p.st.sq[sqOfCell[c]])
}

func pieceOf(b uint8) pieces.Piece {
	if b == 0 || b == off {
		return pieces.Piece{}
	}
	owner := pieces.Player(0)
	if b&blackBit != 0 {
		owner = 1
	}
	return pieces.Piece{Kind: pieces.Kind(b & kindMask), Owner: owner, Facing: pieces.NoFacing}
}

// ToMove is White (0) or Black (1).
func (p *Position) ToMove() rules.Player { return rules.Player(p.st.side) }

// Reserve is always empty.
func (p *Position) Reserve(rules.Player) []pieces.Piece { return nil }

// Status is empty.
func (p *Position) Status() string {
	if !p.alone && p.st.inCheck() {
		return "Check!"
	}
	return ""
}

// Out is always false.
func (p *Position) Out(rules.Player) bool { return false }

// HalfmoveClock counts plies since the last capture or pawn move.
func (p *Position) HalfmoveClock() int { return p.st.half }

// toMove converts an engine move.
func (p *Position) toMove(m move) rules.Move { return p.st.export(m) }

// export writes m, a move of the side to move in s, as a contract move.
func (s *state) export(m move) rules.Move {
	k := pieces.Kind(s.sq[m.from] & kindMask)
	var fl rules.Flag
	if m.flags&fCapture != 0 {
		fl |= rules.Capture
	}
	if m.flags&fCastle != 0 {
		fl |= rules.Castle
	}
	if m.flags&fEnPassant != 0 {
		fl |= rules.EnPassant
	}
	return rules.Move{From: cellOf[m.from], To: cellOf[m.to], Piece: k,
		Promote: pieces.Kind(m.promo), Facing: pieces.NoFacing, Flags: fl}
}

// legalMoves is the engine's list of legal moves, none when the game is over by
// repetition or the fifty-move rule.
func (p *Position) legalMoves() []move {
	if p.drawnByRule() != "" {
		return nil
	}
	s := p.st
	if p.alone {
		return s.pseudo(make([]move, 0, 128))
	}
	return s.legal(make([]move, 0, 128))
}

// adapter hands the contract's moves (LegalMoves, Play, Notation, Divide) to the engine's.
var adapter = rules.Adapter[*Position, move]{Game: "chess2016", Legal: (*Position).legalMoves,
	Write: (*Position).toMove, Make: (*Position).play,
	Format: (*Position).format}

// LegalMoves appends the legal moves.
func (p *Position) LegalMoves(buf []rules.Move) []rules.Move { return adapter.LegalMoves(p, buf) }

// Play returns the position after m. It panics if m is not legal here.
func (p *Position) Play(m rules.Move) rules.Position { return adapter.Play(p, m) }

func (p *Position) play(e move) *Position {
	q := &Position{st: p.st, variant: p.variant, setup: p.setup, full: max(1, p.full)}
	if p.st.side == 1 {
		q.full++
	}
	q.st.make(e)
	if q.st.half == 0 {
		q.hist = []uint64{q.st.hash}
	} else {
		q.hist = make([]uint64, len(p.hist)+1)
		copy(q.hist, p.hist)
		q.hist[len(p.hist)] = q.st.hash
	}
	return q
}

// drawnByRule names a draw by threefold repetition or the fifty-move rule, or "". A
// checkmate on the hundredth ply stands (Outcome looks at it first).
func (p *Position) drawnByRule() string {
	if repeated3(p.hist) {
		return "threefold repetition"
	}
	if p.st.half >= 100 {
		if s := p.st; s.inCheck() && len(s.legal(nil)) == 0 {
			return ""
		}
		return "fifty-move rule"
	}
	return ""
}

// repeated3 reports whether the last hash occurs three times, looking at every second
// entry (positions with the same side to move).
func repeated3(h []uint64) bool {
	n := len(h)
	if n < 9 {
		return false
	}
	last, count := h[n-1], 1
	for i := n - 3; i >= 0; i -= 2 {
		if h[i] == last {
			count++
			if count >= 3 {
				return true
			}
		}
	}
	return false
}

// whyMate is the Outcome's reason for a checkmate.
const whyMate = "checkmate"

// Outcome: checkmate, stalemate, threefold repetition or the fifty-move rule.
func (p *Position) Outcome() rules.Outcome {
	if why := p.drawnByRule(); why != "" {
		return rules.Outcome{Result: rules.Draw, Winner: rules.NoPlayer, Reason: why}
	}
	s := p.st
	if p.alone || len(s.legal(make([]move, 0, 128))) > 0 {
		return rules.Outcome{Winner: rules.NoPlayer}
	}
	if s.inCheck() {
		return rules.Outcome{Result: rules.Win, Winner: rules.Player(1 - s.side), Reason: whyMate}
	}
	return rules.Outcome{Result: rules.Draw, Winner: rules.NoPlayer, Reason: "stalemate"}
}

// Alerts returns the cell of the King to move when it is in check.
func (p *Position) Alerts() []boards.Cell {
	if !p.alone && p.st.inCheck() {
		return []boards.Cell{cellOf[p.st.king[p.st.side]]}
	}
	return nil
}

// InCheck reports whether the side to move is in check.
func (p *Position) InCheck() bool { return p.st.inCheck() }

// Perft counts the sequences of depth legal moves with make and unmake on a private copy
// of the board, counting the last ply in bulk. A negative depth counts nothing.
func (p *Position) Perft(depth int) uint64 {
	if depth < 0 {
		return 0
	}
	s := p.st
	pf := perfter{s: &s, hist: append([]uint64(nil), p.hist...), bufs: rules.MoveBufs[move](depth, 256)}
	return pf.run(depth)
}

// Divide returns perft(depth-1) after each legal move, by the move's notation.
func (p *Position) Divide(depth int) map[string]uint64 {
	return adapter.Divide(p, depth)
}

type perfter struct {
	s    *state
	hist []uint64
	bufs [][]move
}

func (pf *perfter) run(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	s := pf.s
	if s.half >= 8 && repeated3(pf.hist[max(0, len(pf.hist)-1-s.half):]) {
		return 0
	}
	if s.half >= 100 { // drawn, or mate: no legal moves either way
		return 0
	}
	buf := s.pseudo(pf.bufs[depth][:0])
	pf.bufs[depth] = buf
	lines, ok := s.safeSet()
	var n uint64
	for _, m := range buf {
		if !s.isLegal(m, &lines, ok) {
			continue
		}
		if depth == 1 {
			n++
			continue
		}
		u := s.make(m)
		pf.hist = append(pf.hist, s.hash)
		n += pf.run(depth - 1)
		pf.hist = pf.hist[:len(pf.hist)-1]
		s.unmake(m, u)
	}
	return n
}
