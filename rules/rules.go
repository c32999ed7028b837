// Package rules is the contract every game meets and the Match that windows share.
//
// The UI never knows a rule. It asks a Position for its legal moves and lets the player
// choose among them: a drag from a cell (or from a reserve beside the board) to a cell
// picks the moves with that From and To; if several remain, they differ only in a
// sub-choice (promotion piece, facing, piece left behind, capture mode, hatched piece)
// and the player picks one. That one mechanism carries every game's moves.
package rules

import (
	"oddboards/boards"
	"oddboards/pieces"
)

// Player is a seat in turn order, from 0.
type Player = pieces.Player

// NoPlayer is nobody (a drawn game's winner).
const NoPlayer = pieces.Nobody

// Flag marks what kind of thing a move does. Several may be set.
type Flag uint16

const (
	Capture    Flag = 1 << iota // removes at least one piece
	Castle                      // King and Rook together
	EnPassant                   // pawn captures the pawn that passed it
	Drop                        // From is NoCell: the piece comes from a reserve
	InPlace                     // From == To: a rotation, transformation, or egg gestation
	Object                      // moves a board object (a pothole), not a piece
	Approach                    // capture by approach (Clash of Command's Hawk)
	Withdrawal                  // capture by withdrawal
	Jump                        // capture by jumping over the victim
	Push                        // pushes pieces (bulldozers)
	Hatch                       // an egg hatches into Promote
	Return                      // a captured piece comes back (Antarctic Chess)
	Resign                      // not a move: a player resigned (games of three or more, see Resigner)
)

// Move is one complete choice of a player, every sub-choice included. It is a small
// comparable value: two moves are the same move exactly when they are ==.
type Move struct {
	From    boards.Cell // NoCell for a drop from a reserve
	To      boards.Cell // == From for a move in place
	Piece   pieces.Kind // the kind that moves or is dropped
	Promote pieces.Kind // the kind it becomes (promotion, hatch, transformation, demotion); None if unchanged
	Leave   pieces.Kind // the piece left on From (Clash of Command); None if nothing
	Facing  int16       // facing after the move (pieces.NoFacing if the piece has none)
	Flags   Flag
}

// Has reports whether every flag in f is set.
func (m Move) Has(f Flag) bool { return m.Flags&f == f }

// Cells are the cells the move leaves and reaches, for marking the last move: one for a
// drop or a move in place, none for a move off the board (a resignation).
func (m Move) Cells() []boards.Cell {
	var cs []boards.Cell
	if m.From != boards.NoCell {
		cs = append(cs, m.From)
	}
	if m.To != boards.NoCell && m.To != m.From {
		cs = append(cs, m.To)
	}
	return cs
}

// Result is how a game stands.
type Result uint8

const (
	Ongoing Result = iota
	Win
	Draw
)

// Outcome says whether the game is over, who won and why.
type Outcome struct {
	Result Result
	Winner Player // meaningful when Result == Win
	Reason string // "checkmate", "stalemate", "threefold repetition", "resignation", ...
}

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.Result != Ongoing }

// Position is an immutable game state. Play returns a new Position and leaves the
// receiver as it was, so any number of windows and histories can hold positions safely.
type Position interface {
	Board() *boards.Board
	// At returns what stands on c: a piece, a board object (a pothole), or the empty Piece.
	At(c boards.Cell) pieces.Piece
	// ToMove is the player whose move it is.
	ToMove() Player
	// Reserve lists the pieces waiting beside the board for p (eggs, captured dinosaurs,
	// captured Predators). A drop move's Piece names which one it uses.
	Reserve(p Player) []pieces.Piece
	// LegalMoves appends every legal move to buf and returns it. A finished game has none.
	LegalMoves(buf []Move) []Move
	// Play returns the position after m, which must be one of LegalMoves.
	Play(m Move) Position
	// Outcome is the game's result in this position, from the rules alone.
	Outcome() Outcome
	// Alerts lists cells to warn about: a King in check.
	Alerts() []boards.Cell
	// Status is a short line about the turn beyond whose it is ("move 2 of 2"), or "".
	Status() string
	// Out reports whether p has been eliminated (games of three or more players).
	Out(p Player) bool
	// PositionText writes the whole position (pieces, turn, rights, counters) as one
	// line of text, which its Game's ReadPosition reads back.
	PositionText() string
	// Perft counts the sequences of depth legal moves with the game's own fast board
	// (Perft, the function, counts them through this contract, to check it); a negative
	// depth counts nothing.
	Perft(depth int) uint64
	// Divide is perft(depth-1) after each legal move, by the move's notation.
	Divide(depth int) map[string]uint64
	// Think is the computer player (see Thinker).
	Thinker
}

// PlayerInfo names a seat and its piece colour.
type PlayerInfo struct {
	Name   string // "White"
	Colour string // a colour name the renderer knows: "white", "black", "red", "blue", ...
	// Turn is how many degrees counter-clockwise the board turns so that this player
	// sits at the bottom (Black in chess: 180).
	Turn float64
}

// Option is a choice of rules offered in the setup dialog.
type Option struct {
	Key     string   // "nightrider"
	Label   string   // "Green 2: Nightrider on"
	Values  []string // first is the default
	Help    string
	Default string
}

// Config chooses a game's variant, setup and options.
type Config struct {
	Variant string            // a game ID such as "chess-56"; "" means the game's own
	Setup   int               // a numbered setup, 0 = the game's default
	Mode    string            // a mode such as "2U"
	Options map[string]string // option key → value; missing keys take the default
	// Position, if set, is a position string (see Game.ReadPosition) the game starts from
	// instead of its setup: a position set up by hand. StartOf reads it.
	Position string
}

// Option returns the value of an option, or def if unset.
func (c Config) Option(key, def string) string {
	if v, ok := c.Options[key]; ok {
		return v
	}
	return def
}

// Game is one game (or one family of variants) with its notation.
type Game interface {
	ID() string   // "chess-2016"
	Name() string // "Chess 2016"
	// Variants lists the IDs this Game starts (chess-2016, chess-56, chess-112).
	Variants() []string
	Players(cfg Config) []PlayerInfo
	Options() []Option
	// Setups is how many numbered setups a variant has (0: none).
	Setups(variant string) int
	// Start returns the initial position, or an error saying what in cfg is wrong.
	Start(cfg Config) (Position, error)
	// FormatMove writes m, legal in p, in the game's full notation.
	FormatMove(p Position, m Move) string
	// ParseMove reads one move legal in p, or says why it cannot.
	ParseMove(p Position, s string) (Move, error)
	// Kinds are its kinds of piece, in its help's order: their names, notation letters
	// and roles, for whatever names, writes or draws them.
	Kinds() Kinds
	// ReadPosition reads a position string (see Position.PositionText) under cfg (the
	// variant, setup and options it is read against). Every mistake is a *PositionError.
	ReadPosition(cfg Config, s string) (Position, error)
	// Stage stands several pieces on an otherwise empty board, with toMove to move: move
	// diagrams show captures on staged targets. Pieces a game needs to go on (a King, a
	// Commander) may be added where the game says.
	Stage(cfg Config, toMove Player, placed map[boards.Cell]pieces.Piece) (Position, error)

	// The position editor's side of the rules (see Draft and Compose): every check of a
	// draft is the game's own position reader, so what the editor accepts is exactly
	// what a pasted position string may hold.

	// Palette lists every piece that may be placed under cfg, each kind in each seat's
	// colour (and board objects such as potholes).
	Palette(cfg Config) []pieces.Piece
	// Facings lists the facings a piece may have on cell at, in turning order (nil if
	// the game's pieces have none).
	Facings(at boards.Cell) []int16
	// Draft is p as a draft.
	Draft(cfg Config, p Position) Draft
	// DraftText writes d as the game's position string, checking no more than writing
	// needs (a piece the string cannot name).
	DraftText(cfg Config, d Draft) (string, error)
}

// Perft counts the sequences of depth legal moves from p through the contract alone
// (LegalMoves and Play): the check of a game's own p.Perft.
func Perft(p Position, depth int) uint64 {
	return CountLeaves(p, depth, func(p Position) []Move { return p.LegalMoves(nil) }, Position.Play)
}

// CountLeaves is the one perft loop over any position type P with moves M: moves lists
// a position's legal moves, play makes one (copy-make), and the last ply is counted in
// bulk. Perft runs it over the contract; the games' independent references run it over
// their own positions, so only their rules, not their counting, are their own.
func CountLeaves[P, M any](p P, depth int, moves func(P) []M, play func(P, M) P) uint64 {
	if depth == 0 {
		return 1
	}
	ms := moves(p)
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		n += CountLeaves(play(p, m), depth-1, moves, play)
	}
	return n
}

// IsLegal reports whether m is among p's legal moves.
func IsLegal(p Position, m Move) bool {
	for _, l := range p.LegalMoves(nil) {
		if l == m {
			return true
		}
	}
	return false
}

// PieceAt is At for a game that keeps a byte a cell: the piece read (by of) from sq[c],
// or no piece when c is off the board or the byte is 0 (an empty cell).
func PieceAt(sq []uint8, c boards.Cell, of func(uint8) pieces.Piece) pieces.Piece {
	if c < 0 || int(c) >= len(sq) || sq[c] == 0 {
		return pieces.Piece{}
	}
	return of(sq[c])
}

// SetupReader is a Game whose numbered setups also have names players use (Chess 2016's
// dice, "1-2-3/4/5").
type SetupReader interface {
	// ParseSetup reads a setup number or name.
	ParseSetup(variant, s string) (int, error)
	// SetupName names setup n ("" if it has no other name than its number).
	SetupName(variant string, n int) string
}

// Alone stands one piece alone on an otherwise empty board of g (through its Stage),
// for move diagrams (help, piece sheets, the explorer): the position's legal moves from
// that cell are the piece's moves, and the piece's owner is to move.
func Alone(g Game, cfg Config, p pieces.Piece, at boards.Cell) (Position, error) {
	return g.Stage(cfg, p.Owner, map[boards.Cell]pieces.Piece{at: p})
}

// Effect is what a move does to a piece other than the mover: it is captured (To ==
// NoCell) or pushed from Cell to To; Dies marks a push that kills.
type Effect struct {
	Cell boards.Cell
	To   boards.Cell
	Dies bool
}

// Previewer is a Position that can say what a legal move does to other pieces, for the
// hover preview (a Slicer's whole line, a bulldozer's pushes). Without it the UI compares
// the positions before and after the move.
type Previewer interface {
	Effects(m Move) []Effect
}

// Effects says what m (legal in p) does to pieces other than the mover: the position's
// own Previewer, or else a comparison of the positions before and after: a piece that
// reappears on a cell the move filled was moved (a castling Rook), any other that is
// gone was captured. (A game with board objects, RoleObject, which may stay where a piece
// lands, says what its moves do itself: it is a Previewer.)
func Effects(p Position, m Move) []Effect {
	if pv, ok := p.(Previewer); ok {
		return pv.Effects(m)
	}
	after := p.Play(m)
	var gone []boards.Cell
	filled := map[boards.Cell]pieces.Piece{}
	for c := boards.Cell(0); int(c) < p.Board().Len(); c++ {
		if c == m.From {
			continue
		}
		before, now := p.At(c), after.At(c)
		switch {
		case before.Empty() && !now.Empty() && c != m.To:
			filled[c] = now
		case !before.Empty() && (now.Empty() || c == m.To):
			gone = append(gone, c)
		}
	}
	var out []Effect
	for _, c := range gone {
		e := Effect{Cell: c, To: boards.NoCell}
		was := p.At(c)
		for d, pc := range filled {
			if pc.Kind == was.Kind && pc.Owner == was.Owner && c != m.To {
				e.To = d
				delete(filled, d)
				break
			}
		}
		out = append(out, e)
	}
	return out
}

// Placer is a Position whose reserve pieces change once placed (a Dino-Czars egg is laid
// counting down from four): the reserve and a dragged piece show them as placed. Count in
// a reserve piece says how many wait; in the placed piece it is the piece's own.
type Placer interface {
	Placed(p pieces.Piece) pieces.Piece
}

// SetupTexter is a Game that writes its numbered setups as text its own way (Chess
// 2016's arrays with their dice).
type SetupTexter interface {
	SetupText(variant string, n int, opts map[string]string) (string, error)
}

// ModeLister is a Game played in modes (Config.Mode), such as Antarctic Chess's 2U … 7U.
type ModeLister interface {
	Modes() []string
	ModeTitle(code string) string // "2S — two players, one group each"
}

// ModesOf are the modes g is played in: its Modes, or the one mode "" (the game's own
// rules) when it has none. Whoever goes through every way a game is played starts here.
func ModesOf(g Game) []string {
	if ml, ok := g.(ModeLister); ok && len(ml.Modes()) > 0 {
		return ml.Modes()
	}
	return []string{""}
}

// Resigner is a Position of a game of three or more players that can take a resigning
// player out: their pieces leave the board and the turn passes them by. Match records
// the resignation in the history, so it can be undone like a move.
type Resigner interface {
	Resign(p Player) Position
}

// Weigher is a Position that can weigh a player's material: the piece values of its
// game's evaluation, in centipawns, summed over what the player has. Matches place the
// seats still in a game stopped at the ply cap by it; the rules never do.
type Weigher interface {
	Material(p Player) int
}

// Noter is a Game with notes for the players that the game window shows (Antarctic
// Chess: the arrays are this project's reconstruction).
type Noter interface {
	Notes(cfg Config) []string
}

// SetupPosition is a Position that knows the numbered setup it started from (the game's
// default made explicit).
type SetupPosition interface {
	Setup() int
}

// ModePosition is a Position that knows its game's mode (the default made explicit).
type ModePosition interface {
	Mode() string
}
