package dinoczars

import (
	"fmt"
	"sort"
	"strings"

	"oddboards/boards"
	"oddboards/pieces"
	"oddboards/rules"
)

// ID is the game's ID.
const ID = "dino-czars"

// The option that says where eggs may be laid, and its values.
const (
	OptEggs      = "eggs"
	EggsEdge     = "edge"     // on a cell sharing a side with one of the player's dinosaurs (default)
	EggsTouching = "touching" // on any of the 12 cells sharing a side or a corner with one
)

// Game is Dino-Czars.
type Game struct {
	rules.Notation[*Position] // FormatMove and ParseMove: see Position.Notation, Position.ParseMove
}

// New returns the game.
func New() rules.Game { return Game{} }

var _ rules.Game = Game{}

// ID is "dino-czars".
func (Game) ID() string { return ID }

// Name is "Dino-Czars".
func (Game) Name() string { return "Dino-Czars" }

// Variants lists the one variant.
func (Game) Variants() []string { return []string{ID} }

// Players: Player 1 (white) at the bottom moves first; Player 2 (black) sits opposite.
func (Game) Players(rules.Config) []rules.PlayerInfo {
	return []rules.PlayerInfo{
		{Name: "Player 1", Colour: "white", Turn: 0},
		{Name: "Player 2", Colour: "black", Turn: 180},
	}
}

// Options offers where eggs may be laid.
func (Game) Options() []rules.Option {
	return []rules.Option{{
		Key:    OptEggs,
		Label:  "Eggs are laid",
		Values: []string{EggsEdge, EggsTouching},
		Help: "edge: on an empty cell sharing a side with one of your dinosaurs (the rules " +
			"file's reading of \"adjacent\"); touching: on any empty cell sharing a side or " +
			"a corner with one of your dinosaurs.",
		Default: EggsEdge,
	}}
}

// Setups is 0: there is one setup.
func (Game) Setups(string) int { return 0 }

// Start returns the initial position.
func (g Game) Start(cfg rules.Config) (rules.Position, error) {
	if err := rules.CheckConfig(g, cfg); err != nil {
		return nil, err
	}
	return StartPosition(cfg.Options)
}

// StartPosition is the initial position with the given options (nil: the defaults).
func StartPosition(opts map[string]string) (*Position, error) {
	touching := false
	for k, v := range opts {
		if k != OptEggs {
			return nil, fmt.Errorf("dino-czars has no option %q (only %q)", rules.Excerpt(k, 40), OptEggs)
		}
		switch v {
		case EggsEdge:
		case EggsTouching:
			touching = true
		default:
			return nil, fmt.Errorf("option %s: %q is neither %q nor %q", OptEggs, rules.Excerpt(v, 40), EggsEdge, EggsTouching)
		}
	}
	return &Position{st: startState(touching), moveNo: 1}, nil
}

// Position is an immutable position. It implements rules.Position.
type Position struct {
	st     state
	moveNo int // the number of the move (a pair of turns) being played, from 1
}

var _ rules.Position = (*Position)(nil)

// Board is the 42-triangle board.
func (p *Position) Board() *boards.Board { return theBoard }

// At returns the piece on c: a dinosaur with its Facing, or an egg with its Count.
func (p *Position) At(c boards.Cell) pieces.Piece { return rules.PieceAt(p.st.sq[:], c, pieceOf) }

// pieceOf is the piece a non-empty cell's byte holds.
func pieceOf(b uint8) pieces.Piece {
	pc := pieces.Piece{Kind: kindOf(pKind(b)), Owner: pieces.Player(pOwner(b))}
	if pKind(b) == kEgg {
		pc.Facing = pieces.NoFacing
		pc.Count = int8(pVal(b))
	} else {
		pc.Facing = degrees(pVal(b))
	}
	return pc
}

// ToMove is Player 1 (0) or Player 2 (1).
func (p *Position) ToMove() rules.Player { return rules.Player(p.st.side) }

// MoveNumber is the number of the current move: 1 for both players' first turns.
func (p *Position) MoveNumber() int { return p.moveNo }

// Touching reports whether eggs may be laid on cells touching a dinosaur by a corner.
func (p *Position) Touching() bool { return p.st.touching }

// Reserve lists pl's eggs not laid yet (one Piece with Count, left out when none) and
// then pl's own dinosaurs captured by the opponent that an egg can still hatch into, one
// Piece per kind with Count = how many. A captured Tyrannosaurus ends the game and is not
// listed; captured eggs are gone.
func (p *Position) Reserve(pl rules.Player) []pieces.Piece {
	if pl < 0 || pl > 1 {
		return nil
	}
	var out []pieces.Piece
	if n := p.st.eggs[pl]; n > 0 {
		out = append(out, pieces.Piece{Kind: pieces.Egg, Owner: pl, Facing: pieces.NoFacing, Count: int8(n)})
	}
	for _, h := range hatchKinds {
		if n := p.st.pool[pl][h]; n > 0 {
			out = append(out, pieces.Piece{Kind: kindOf(h), Owner: pl, Facing: pieces.NoFacing, Count: int8(n)})
		}
	}
	return out
}

// Placed shows a reserve piece as it stands once placed: an egg is laid counting down
// from eggLaidAt (rules.Placer).
func (p *Position) Placed(pc pieces.Piece) pieces.Piece {
	if pc.Kind == pieces.Egg {
		pc.Count = eggLaidAt
	}
	return pc
}

var _ rules.Placer = (*Position)(nil)

// Status is "".
func (p *Position) Status() string { return "" }

// Out is always false.
func (p *Position) Out(rules.Player) bool { return false }

// toMove converts an engine move.
func toMove(m move) rules.Move {
	switch m.typ {
	case tLay:
		return rules.Move{From: boards.NoCell, To: boards.Cell(m.to), Piece: pieces.Egg, Facing: pieces.NoFacing, Flags: rules.Drop}
	case tGestate:
		return rules.Move{From: boards.Cell(m.from), To: boards.Cell(m.to), Piece: pieces.Egg, Facing: pieces.NoFacing, Flags: rules.InPlace}
	case tHatch:
		return rules.Move{From: boards.Cell(m.from), To: boards.Cell(m.to), Piece: pieces.Egg,
			Promote: kindOf(m.hatch), Facing: degrees(m.face), Flags: rules.InPlace | rules.Hatch}
	case tRotate:
		return rules.Move{From: boards.Cell(m.from), To: boards.Cell(m.to), Piece: kindOf(m.kind),
			Facing: degrees(m.face), Flags: rules.InPlace}
	}
	mv := rules.Move{From: boards.Cell(m.from), To: boards.Cell(m.to), Piece: kindOf(m.kind), Facing: degrees(m.face)}
	if m.capture {
		mv.Flags = rules.Capture
	}
	return mv
}

func (p *Position) legalMoves() []move {
	s := p.st
	return s.gen(make([]move, 0, 160))
}

// adapter hands the contract's moves (LegalMoves, Play, Notation, Divide) to the engine's.
var adapter = rules.Adapter[*Position, move]{Game: "dinoczars", Legal: (*Position).legalMoves,
	Write: func(_ *Position, e move) rules.Move { return toMove(e) }, Make: (*Position).play,
	Format: (*Position).format}

// LegalMoves appends the legal moves: for each of the mover's pieces in cell order its
// rotations, steps or flights (or its egg's gestation or hatches), then the egg lays.
func (p *Position) LegalMoves(buf []rules.Move) []rules.Move { return adapter.LegalMoves(p, buf) }

// Play returns the position after m. It panics if m is not legal here.
func (p *Position) Play(m rules.Move) rules.Position { return adapter.Play(p, m) }

func (p *Position) play(e move) *Position {
	q := &Position{st: p.st, moveNo: p.moveNo}
	q.st.make(e)
	if q.st.side == 0 {
		q.moveNo++
	}
	return q
}

// Outcome is a win for the player who captured the enemy Tyrannosaurus. No other rule
// ends the game.
func (p *Position) Outcome() rules.Outcome {
	if w := p.st.winner; w >= 0 {
		return rules.Outcome{Result: rules.Win, Winner: rules.Player(w), Reason: "Tyrannosaurus captured"}
	}
	return rules.Outcome{Winner: rules.NoPlayer}
}

// Alerts returns the cell of the mover's Tyrannosaurus when an enemy dinosaur could
// capture it next turn (a warning only: the game has no check rule).
func (p *Position) Alerts() []boards.Cell {
	if p.st.winner >= 0 {
		return nil
	}
	side := int(p.st.side)
	for c := 0; c < nCells; c++ {
		if b := p.st.sq[c]; b != 0 && pKind(b) == kTR && pOwner(b) == side {
			if p.st.captures(1-side, c) {
				return []boards.Cell{boards.Cell(c)}
			}
		}
	}
	return nil
}

// Perft counts the sequences of depth legal moves with make and unmake on a private copy
// of the state, counting the last ply in bulk. A negative depth counts nothing.
func (p *Position) Perft(depth int) uint64 {
	switch {
	case depth < 0:
		return 0
	case depth == 0:
		return 1
	}
	s := p.st
	return s.perft(depth, rules.MoveBufs[move](depth, 256))
}

// Divide returns perft(depth-1) after each legal move, by the move's full notation.
func (p *Position) Divide(depth int) map[string]uint64 {
	return adapter.Divide(p, depth)
}

// String draws the position as text, row 6 at the top: each cell is its name and what
// stands there ("E3:TC^N" for Player 1's Triceratops facing N, "G5:e3" for Player 2's egg
// with count 3), followed by the reserves and the player to move.
func (p *Position) String() string {
	var b strings.Builder
	for r := 6; r >= 1; r-- {
		var cells []string
		for f := 1; f <= 9; f++ {
			c := cellAt[f][r]
			if c < 0 {
				continue
			}
			if sq := p.st.sq[c]; sq != 0 {
				cells = append(cells, cellName(int(c))+":"+pieceText(sq))
			}
		}
		fmt.Fprintf(&b, "%d %s\n", r, strings.Join(cells, " "))
	}
	for pl := 0; pl < 2; pl++ {
		var res []string
		for _, pc := range p.Reserve(rules.Player(pl)) {
			res = append(res, fmt.Sprintf("%d%s", pc.Count, caseFor(kindTable.Code(pc.Kind), pl)))
		}
		sort.Strings(res)
		fmt.Fprintf(&b, "Player %d reserve: %s\n", pl+1, strings.Join(res, " "))
	}
	fmt.Fprintf(&b, "Player %d to move", p.st.side+1)
	return b.String()
}

// pieceText writes a cell's byte: code in its owner's case, then ^ and the facing, or
// the egg's count.
func pieceText(b uint8) string {
	code := caseFor(kindTable.Code(kindOf(pKind(b))), pOwner(b))
	if pKind(b) == kEgg {
		return fmt.Sprintf("%s%d", code, pVal(b))
	}
	return code + "^" + facingNames[pVal(b)]
}

// caseFor writes letters in upper case for Player 1 and lower case for Player 2.
func caseFor(code string, owner int) string {
	if owner == 1 {
		return strings.ToLower(code)
	}
	return code
}
