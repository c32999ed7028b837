package rules

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"
	"unicode"

	"oddboards/boards"
	"oddboards/internal/listeners"
	"oddboards/pieces"
)

// Ply is one move of a match's history with what it was written as.
type Ply struct {
	Player Player
	Move   Move
	Text   string // full notation, written in the position before the move
	// Left is the player's time left after the ply, in a game with clocks (after the
	// increment, when the ply ends the turn).
	Left time.Duration
}

// Match is one game in progress: the backend every window on it shares. It keeps the
// history with undo and redo, the players' names, resignations and agreed draws, and
// tells its listeners after every change. It is safe for use from several goroutines;
// listeners run on the goroutine that made the change, after the lock is released.
type Match struct {
	mu        sync.Mutex
	game      Game
	cfg       Config
	names     []string
	positions []Position // positions[i] is before plies[i]; one more than plies
	plies     []Ply
	undone    []Ply // redo stack, most recent last
	ending    *Outcome
	resigned  []bool
	computers []string // per seat: "" for a person, or a computer player such as "level:5"
	listeners listeners.Set
	clock     *clockState // nil: no clocks (clock.go)
}

// NewMatch starts a game. names may be shorter than the player list: missing names are
// taken from the game's seat names.
func NewMatch(g Game, cfg Config, names []string) (*Match, error) {
	start, err := StartOf(g, cfg)
	if err != nil {
		return nil, err
	}
	seats := g.Players(cfg)
	all := make([]string, len(seats))
	for i, s := range seats {
		all[i] = s.Name
		if i < len(names) && strings.TrimSpace(names[i]) != "" {
			all[i] = strings.TrimSpace(names[i])
		}
	}
	return &Match{
		game: g, cfg: cfg, names: all,
		positions: []Position{start},
		resigned:  make([]bool, len(seats)),
		computers: make([]string, len(seats)),
	}, nil
}

// Game is the match's game.
func (m *Match) Game() Game { return m.game }

// Config is the configuration the match was started with.
func (m *Match) Config() Config { return m.cfg }

// Names are the players' names in turn order.
func (m *Match) Names() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]string(nil), m.names...)
}

// Rename gives seat p its player's name (a network seat's player joined): the move list,
// endings from now on and the saved record say it. It tells the listeners.
func (m *Match) Rename(p Player, name string) error {
	name = strings.TrimSpace(name)
	m.mu.Lock()
	switch {
	case int(p) < 0 || int(p) >= len(m.names):
		m.mu.Unlock()
		return fmt.Errorf("no player %d", p)
	case name == "":
		m.mu.Unlock()
		return errors.New("a player's name cannot be blank")
	case m.names[p] == name:
		m.mu.Unlock()
		return nil
	}
	m.names[p] = name
	m.mu.Unlock()
	m.notify()
	return nil
}

// Players are the seats with their colours.
func (m *Match) Players() []PlayerInfo { return m.game.Players(m.cfg) }

// Position is the current position.
func (m *Match) Position() Position {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.positions[len(m.positions)-1]
}

// Start is the initial position.
func (m *Match) Start() Position {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.positions[0]
}

// History returns the plies played so far.
func (m *Match) History() []Ply {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]Ply(nil), m.plies...)
}

// Outcome is the result: the rules' own, or a resignation or agreed draw.
func (m *Match) Outcome() Outcome {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.outcomeLocked()
}

func (m *Match) outcomeLocked() Outcome {
	if m.ending != nil {
		return *m.ending
	}
	return m.positions[len(m.positions)-1].Outcome()
}

// ErrOver is returned for a move or offer after the game has ended.
var ErrOver = errors.New("the game is over")

// Play makes a legal move. It clears the redo list.
func (m *Match) Play(mv Move) error {
	m.mu.Lock()
	if m.outcomeLocked().Over() {
		m.mu.Unlock()
		return ErrOver
	}
	p := m.positions[len(m.positions)-1]
	if !IsLegal(p, mv) {
		m.mu.Unlock()
		return fmt.Errorf("that move is not legal here")
	}
	if m.clock != nil && !m.clock.start.IsZero() && m.lastLeftLocked(p.ToMove())-m.spentLocked() <= 0 {
		// the flag fell before the tick that would have seen it: the move is too late
		m.loseOnTimeLocked(p.ToMove())
		m.mu.Unlock()
		m.notify()
		return ErrTooLate
	}
	ply := Ply{Player: p.ToMove(), Move: mv, Text: m.game.FormatMove(p, mv)}
	next := p.Play(mv)
	if m.clock != nil {
		m.timePlyLocked(&ply, next)
	}
	m.pushPlayed(ply, next)
	m.undone = nil
	m.mu.Unlock()
	m.notify()
	return nil
}

// PlayText reads a move in notation and plays it.
func (m *Match) PlayText(s string) error {
	p := m.Position()
	mv, err := m.game.ParseMove(p, s)
	if err != nil {
		return err
	}
	return m.Play(mv)
}

// push adds ply to the history, playing it (or taking its player out).
func (m *Match) push(ply Ply) {
	p := m.positions[len(m.positions)-1]
	if ply.Move.Has(Resign) {
		m.pushPlayed(ply, p.(Resigner).Resign(ply.Player))
		return
	}
	m.pushPlayed(ply, p.Play(ply.Move))
}

// pushPlayed adds ply, already played into next, to the history.
func (m *Match) pushPlayed(ply Ply, next Position) {
	m.plies = append(m.plies, ply)
	m.positions = append(m.positions, next)
}

// resignMove is the history entry of a resignation in a game of three or more players.
var resignMove = Move{From: boards.NoCell, To: boards.NoCell, Facing: pieces.NoFacing, Flags: Resign}

// Computer is who plays seat p: "" for a person, else the computer player's
// specification ("level:5"), which the caller reads.
func (m *Match) Computer(p Player) string {
	m.mu.Lock()
	defer m.mu.Unlock()
	if int(p) < 0 || int(p) >= len(m.computers) {
		return ""
	}
	return m.computers[p]
}

// Computers lists every seat's Computer.
func (m *Match) Computers() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]string(nil), m.computers...)
}

// SetComputer hands seat p to the computer player spec, or back to a person ("").
func (m *Match) SetComputer(p Player, spec string) {
	m.update(func() bool {
		if int(p) < 0 || int(p) >= len(m.computers) || m.computers[p] == spec {
			return false
		}
		m.computers[p] = spec
		return true
	})
}

// update runs change under the lock and, when it reports a change, tells the watchers
// (after unlocking, so that they may read the match).
func (m *Match) update(change func() bool) bool {
	m.mu.Lock()
	changed := change()
	m.mu.Unlock()
	if changed {
		m.notify()
	}
	return changed
}

// personToMove reports whether a person plays the seat to move.
func (m *Match) personToMove() bool {
	p := m.positions[len(m.positions)-1]
	return m.computers[p.ToMove()] == ""
}

func (m *Match) hasPerson() bool {
	for _, c := range m.computers {
		if c == "" {
			return true
		}
	}
	return false
}

// UndoTurn is Undo for a table with computer seats: it takes back moves until a person
// is to move again, so the person's last move is undone with the computer's replies.
// With no person seated it takes back one move, like Undo.
func (m *Match) UndoTurn() bool {
	return m.update(func() bool {
		if !m.undoLocked() {
			return false
		}
		for m.hasPerson() && !m.personToMove() && len(m.plies) > 0 {
			m.undoLocked()
		}
		return true
	})
}

// RedoTurn replays undone moves until a person is to move again (or none is left).
func (m *Match) RedoTurn() bool {
	return m.update(func() bool {
		if !m.redoLocked() {
			return false
		}
		for m.hasPerson() && !m.personToMove() && !m.outcomeLocked().Over() && m.redoLocked() {
		}
		return true
	})
}

// CanUndo reports whether there is a move (or a resignation or draw) to take back.
func (m *Match) CanUndo() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.ending != nil || len(m.plies) > 0
}

// CanRedo reports whether an undone move can be replayed.
func (m *Match) CanRedo() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.ending == nil && len(m.undone) > 0
}

// Undo takes back a resignation or agreed draw if there is one, else the last move.
func (m *Match) Undo() bool { return m.update(m.undoLocked) }

func (m *Match) undoLocked() bool {
	switch {
	case m.ending != nil:
		m.ending = nil
		for i := range m.resigned {
			m.resigned[i] = false
		}
		if m.clock != nil && m.clock.flagged {
			// a flag fall's position has no time left: go back to the move before it
			m.clock.flagged = false
			if len(m.plies) > 0 {
				m.undoLocked()
			}
		}
		m.restartLocked()
	case len(m.plies) > 0:
		n := len(m.plies) - 1
		undone := m.plies[n]
		m.undone = append(m.undone, undone)
		m.plies = m.plies[:n]
		m.positions = m.positions[:n+1]
		m.restartLocked()
		if undone.Text == OnTimeText && n > 0 && !m.plies[n-1].Move.Has(Resign) {
			m.undoLocked() // as for two seats: back to before the move that ran out of time
		}
	default:
		return false
	}
	return true
}

// Redo replays the last undone move.
func (m *Match) Redo() bool { return m.update(m.redoLocked) }

func (m *Match) redoLocked() bool {
	if m.ending != nil || len(m.undone) == 0 {
		return false
	}
	n := len(m.undone) - 1
	m.push(m.undone[n]) // with the time it was played in
	m.undone = m.undone[:n]
	m.restartLocked()
	return true
}

// Resign takes p out of the game. With two players the other wins. With more, when the
// position can take a player out (Resigner), the resignation enters the history: p's
// pieces leave the board and the game goes on without them.
func (m *Match) Resign(p Player) error {
	m.mu.Lock()
	if m.outcomeLocked().Over() {
		m.mu.Unlock()
		return ErrOver
	}
	if int(p) < 0 || int(p) >= len(m.names) {
		m.mu.Unlock()
		return fmt.Errorf("no player %d", p)
	}
	if m.positions[len(m.positions)-1].Out(p) || m.resigned[p] {
		m.mu.Unlock()
		return fmt.Errorf("%s %s out of the game already", m.names[p], Agree(m.names[p], "is", "are"))
	}
	if _, ok := m.positions[len(m.positions)-1].(Resigner); ok && len(m.names) > 2 {
		ply := Ply{Player: p, Move: resignMove, Text: "resigns"}
		if m.clock != nil {
			ply.Left = m.lastLeftLocked(p)
			if p == m.positions[len(m.positions)-1].ToMove() {
				ply.Left -= m.spentLocked()
				m.restartLocked()
			}
		}
		m.push(ply)
		m.undone = nil
		m.mu.Unlock()
		m.notify()
		return nil
	}
	m.resigned[p] = true
	var left []Player
	for i, r := range m.resigned {
		if !r {
			left = append(left, Player(i))
		}
	}
	if len(left) == 1 {
		m.ending = &Outcome{Result: Win, Winner: left[0], Reason: m.names[p] + " resigned"}
	}
	m.mu.Unlock()
	m.notify()
	return nil
}

// Forfeit ends a two-player game lost by p for breaking the rules of play, which the
// rules themselves cannot see: an outside engine's illegal or unreadable move, its crash
// or its time-out. The other player wins, and the reason names p's seat and why, on one
// line ("Black forfeits: illegal move e3e9").
func (m *Match) Forfeit(p Player, why string) error {
	return m.endTwoPlayer("ends in a forfeit", p, false, func(seat string) Outcome {
		return Outcome{Result: Win, Winner: 1 - p, Reason: seat + Forfeits + oneLine(why)}
	})
}

// endTwoPlayer ends a two-player game, not over yet, with the outcome end makes of p's
// seat's name ("" for NoPlayer, where none allows it), under m's lock: what Forfeit and
// Adjudicate share. what says what a game of more players does not do.
func (m *Match) endTwoPlayer(what string, p Player, none bool, end func(seat string) Outcome) error {
	m.mu.Lock()
	switch {
	case m.outcomeLocked().Over():
		m.mu.Unlock()
		return ErrOver
	case len(m.names) != 2:
		m.mu.Unlock()
		return fmt.Errorf("only a two-player game %s, not one of %d", what, len(m.names))
	case !(none && p == NoPlayer) && (int(p) < 0 || int(p) > 1):
		m.mu.Unlock()
		return fmt.Errorf("no player %d", p)
	}
	seat := ""
	if p != NoPlayer {
		seat = m.game.Players(m.cfg)[p].Name
	}
	o := end(seat)
	m.ending = &o
	m.mu.Unlock()
	m.notify()
	return nil
}

// Forfeits joins a forfeit's seat and reason in its Outcome's Reason.
const Forfeits = " forfeits: "

// Adjudicate ends a two-player game as an arbiter judged it, for players that neither
// resign nor offer draws (outside engines, judged by their own scores): lost by loser,
// a resignation made for it, or drawn, an agreed draw, when loser is NoPlayer. The
// reason says it was adjudicated and why, on one line: "Black resigns: adjudicated,
// both engines' scores …", "draw adjudicated: both engines' scores …".
func (m *Match) Adjudicate(loser Player, why string) error {
	return m.endTwoPlayer("is adjudicated", loser, true, func(seat string) Outcome {
		if loser == NoPlayer {
			return Outcome{Result: Draw, Winner: NoPlayer, Reason: DrawAdjudicated + oneLine(why)}
		}
		m.resigned[loser] = true // as Resign leaves it: Undo takes it back alike
		return Outcome{Result: Win, Winner: 1 - loser, Reason: seat + ResignsAdjudicated + oneLine(why)}
	})
}

// The reasons of adjudications (Adjudicate): ResignsAdjudicated joins the losing seat
// and why, DrawAdjudicated comes before why; a record's reader finds them by these.
const (
	ResignsAdjudicated = " resigns: adjudicated, "
	DrawAdjudicated    = "draw adjudicated: "
)

// oneLine is s with its control characters (a line break) made spaces.
func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
}

// AgreeDraw ends the game drawn by agreement.
func (m *Match) AgreeDraw() error {
	m.mu.Lock()
	if m.outcomeLocked().Over() {
		m.mu.Unlock()
		return ErrOver
	}
	m.ending = &Outcome{Result: Draw, Winner: NoPlayer, Reason: "draw agreed"}
	m.mu.Unlock()
	m.notify()
	return nil
}

// Subscribe calls fn after every change until the returned cancel function is called.
func (m *Match) Subscribe(fn func()) (cancel func()) { return m.listeners.Add(fn) }

func (m *Match) notify() {
	for _, fn := range m.listeners.All() {
		fn()
	}
}

// PositionAt is the position before ply i of the history (i = len(History()) is the
// position now); nil outside that range. Reviewing a game reads it.
func (m *Match) PositionAt(i int) Position {
	m.mu.Lock()
	defer m.mu.Unlock()
	if i < 0 || i >= len(m.positions) {
		return nil
	}
	return m.positions[i]
}

// Truncate keeps the first n plies and discards the rest, with any resignation, agreed
// draw or flag fall and the moves to redo: a new line from an earlier position. It
// reports whether anything was discarded.
func (m *Match) Truncate(n int) bool {
	m.mu.Lock()
	if n < 0 || n > len(m.plies) || n == len(m.plies) && m.ending == nil {
		m.mu.Unlock()
		return false
	}
	m.ending = nil
	for i := range m.resigned {
		m.resigned[i] = false
	}
	if m.clock != nil {
		m.clock.flagged = false
	}
	m.plies = m.plies[:n]
	m.positions = m.positions[:n+1]
	m.undone = nil
	m.restartLocked()
	m.mu.Unlock()
	m.notify()
	return true
}

// CommonPlies is how many plies two histories share from the start: the same player
// making the same move. A line played from an earlier position parts there.
func CommonPlies(a, b []Ply) int {
	n := 0
	for n < len(a) && n < len(b) && a[n].Player == b[n].Player && a[n].Move == b[n].Move {
		n++
	}
	return n
}
